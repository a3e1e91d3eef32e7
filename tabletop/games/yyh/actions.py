"""The Yu Yu Hakusho actions (besides the table actions every ruleset understands).

Rule actions (checked in enforced mode): :class:`StartGame`, :class:`Attach`,
:class:`PlayEvent`, :class:`PlaceFifth`, :class:`UseCard`, :class:`UseAbility`, :class:`AttackWith`, then the defender's
:class:`PassMoment` (or an effect first) and, after a 0-damage result, the attacker's
:class:`MinimumDamage` or :class:`PassMoment`; a player a card effect makes discard cards of
their choice answers with :class:`ChooseDiscards` (a switch of their choice, :class:`ChooseSwitch`);
the turn advances with the table action ``next``
(:class:`tabletop.engine.NextStep`; in an attack's moment it means :class:`PassMoment`).

Card-effect adjustments (players apply card texts with them; the log marks them, see
:func:`is_card_effect`): :class:`DealDamage`, :class:`Heal`, :class:`ChangeSpirit`,
:class:`SwitchFighter`, :class:`EffectMove`, :class:`Mill`, :class:`Modify`,
:class:`AllowAttack`, :class:`ConcedeMatch`. The table actions ``move``, ``rotate``, ``flip``,
``draw``, ``shuffle``, ``cardcounter`` and ``counter`` count as card effects too.

>>> str(AttackWith(0, 12, 0, (30, 31)))
'yyh.attack 0 12 0 [30,31]'
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action, register_action
from tabletop.engine.table_actions import (
    Draw,
    Flip,
    MoveCard,
    MoveTop,
    Rotate,
    SetCardCounter,
    SetCounter,
    Shuffle,
)

#: Durations of a played Event's effect: gone at once, this turn, until the player's next Draw
#: Step, this match, this game.
DURATIONS = ("now", "turn", "draw", "match", "game")
#: Scopes of an ATK/DEF modifier (:class:`Modify`): this attack (the next one to resolve),
#: this turn, until the player's next Draw Step, this match.
SCOPES = ("attack", "turn", "draw", "match")
STATS = ("atk", "def")


@register_action
@dataclass(frozen=True)
class StartGame(Action):
    """The opening action: choose the first player (``first`` None: at random from the game
    seed, a recorded chance event) and deal the opening hands of 4. ``rules``: the rules
    generation the game is played by (:data:`~.board.RULES_GENERATION`; 1, the default, is
    what games recorded before generations existed replay by)."""

    kind = "yyh.start"
    first: int | None = None
    rules: int = 1


@register_action
@dataclass(frozen=True)
class Attach(Action):
    """Attach an Item or Technique from hand to one of the seat's characters in play (the
    fighter: face up, Spirit cost paid now; a Sideline character: face down, paid on entering
    the Arena)."""

    kind = "yyh.attach"
    card: int
    target: int


@register_action
@dataclass(frozen=True)
class PlayEvent(Action):
    """Play an Event from hand paying its Spirit cost. ``duration`` (one of
    :data:`DURATIONS`) keeps it in the effects area while its effect lasts. ``picks``: the
    cards chosen for its ``pick`` effect (see :mod:`.choice_effects`)."""

    kind = "yyh.event"
    card: int
    duration: str = "now"
    picks: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class PlaceFifth(Action):
    """Put a character from hand into Match Slot 5 (once per game), face down."""

    kind = "yyh.fifth"
    card: int


@register_action
@dataclass(frozen=True)
class AttackWith(Action):
    """Attack with ``card`` (the fighter, attack number ``index``, or a face-up Technique
    attached to it), paying the Attack Cost by discarding ``discards`` from hand.

    From rules generation 2 this declares the attack: the defender answers
    (:class:`PassMoment`), then the damage resolves and a 0-damage result offers the
    attacker :class:`MinimumDamage`. ``min_damage`` / ``minimum`` (generation 1 only): take
    minimum damage (1 point) when the attack would deal 0, discarding ``minimum`` (as many
    cards as the profile's ``min_damage_discard``).
    ``value``: the Attack Value of an attack printed as variable (None otherwise).
    ``picks``: the cards chosen for the attack's ``pick`` effect (see :mod:`.choice_effects`).
    """

    kind = "yyh.attack"
    card: int
    index: int = 0
    discards: tuple[int, ...] = ()
    min_damage: bool = False
    minimum: tuple[int, ...] = ()
    value: int | None = None
    picks: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class PassMoment(Action):
    """Pass in an attack's moment: the defender lets the declared attack resolve; the
    attacker, offered minimum damage after a 0-damage result, declines it."""

    kind = "yyh.pass"


@register_action
@dataclass(frozen=True)
class MinimumDamage(Action):
    """After the attack resolved to 0 damage, the attacker discards ``discards`` from hand
    (the profile's ``min_damage_discard`` cards) to deal 1 point."""

    kind = "yyh.min_damage"
    discards: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class ChooseDiscards(Action):
    """A card effect made ``seat`` discard cards of their own choice from their hand (rules
    generation 4, ``discard_chosen``): ``discards``, as many as the effect asks (the whole hand
    when it holds fewer). The game waits for this action (see :mod:`.opponent_choice`)."""

    kind = "yyh.choose_discards"
    discards: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class ChooseSwitch(Action):
    """A card effect made ``seat`` switch its fighter with a Sideline character of its own
    choice (rules generation 4, ``switch_chosen``): ``card``, that character. The game waits
    for this action (see :mod:`.opponent_choice`)."""

    kind = "yyh.choose_switch"
    card: int


# ---------------------------------------------------------------- card effects


@register_action
@dataclass(frozen=True)
class UseCard(Action):
    """Discard ``card``, a face-up Item or Technique attached to the seat's fighter, for its
    effect of the step (rules generation 4: its ``use_draw`` / ``use_main`` effects), with
    ``discards`` from hand when the use costs cards (its ``use_cost``) and ``picks``, the cards
    chosen for its ``pick`` effect."""

    kind = "yyh.use"
    card: int
    discards: tuple[int, ...] = ()
    picks: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class UseAbility(Action):
    """Use the ability of ``card``, a character of the seat's in play (its fighter's, or a
    Sideline Effect), of the current step (rules generation 4, see :mod:`.abilities`):
    ``discards``, the cards of the hand its cost takes (none when they go at random), and
    ``picks``, the cards chosen for its ``pick`` effect."""

    kind = "yyh.ability"
    card: int
    discards: tuple[int, ...] = ()
    picks: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class DealDamage(Action):
    """Card effect: deal ``points`` of damage to a character in play (Arena or Sideline)."""

    kind = "yyh.damage"
    card: int
    points: int = 1


@register_action
@dataclass(frozen=True)
class Heal(Action):
    """Card effect: heal ``points`` of damage from a character (turning it back)."""

    kind = "yyh.heal"
    card: int
    points: int = 1


@register_action
@dataclass(frozen=True)
class ChangeSpirit(Action):
    """Card effect: add ``amount`` (negative: remove) to ``player``'s Spirit Energy, kept
    within 0 and the cap."""

    kind = "yyh.spirit"
    player: int
    amount: int


@register_action
@dataclass(frozen=True)
class SwitchFighter(Action):
    """Card effect: ``player``'s fighter and the character in Sideline Match Slot ``slot``
    (2–5) change places; attachments go with them (face down on the Sideline)."""

    kind = "yyh.switch"
    player: int
    slot: int


@register_action
@dataclass(frozen=True)
class EffectMove(Action):
    """Card effect: move a card to a zone (search, return, discard from play, …)."""

    kind = "yyh.effect_move"
    card: int
    to_zone: str
    face_up: bool | None = None


@register_action
@dataclass(frozen=True)
class Mill(Action):
    """Card effect: ``player`` discards the top ``count`` cards of their deck (too few: that
    player loses the game)."""

    kind = "yyh.mill"
    player: int
    count: int = 1


@register_action
@dataclass(frozen=True)
class Modify(Action):
    """Card effect: ``amount`` more (or less) Attack (``atk``) or Defense (``def``) Value for
    a character in play (the fighter or a Sideline character), for a scope of
    :data:`SCOPES`."""

    kind = "yyh.modify"
    card: int
    stat: str
    amount: int
    scope: str = "turn"


@register_action
@dataclass(frozen=True)
class AllowAttack(Action):
    """Card effect: the active player may attack once more this turn."""

    kind = "yyh.allow_attack"


@register_action
@dataclass(frozen=True)
class ConcedeMatch(Action):
    """Card effect ("you lose the current match"): ``player`` loses the match now."""

    kind = "yyh.lose_match"
    player: int


EFFECT_KINDS: frozenset[type[Action]] = frozenset(
    {
        DealDamage, Heal, ChangeSpirit, SwitchFighter, EffectMove, Mill, Modify, AllowAttack,
        ConcedeMatch, MoveCard, MoveTop, Draw, Flip, Rotate, Shuffle, SetCardCounter, SetCounter,
    }
)  # fmt: skip


def is_card_effect(action: Action) -> bool:
    """Whether the log should mark ``action`` as a card-effect adjustment."""
    return type(action) in EFFECT_KINDS
