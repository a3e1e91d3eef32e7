"""The Dragon Ball GT actions: each a small frozen value with a text and a JSON form.

The step bar's "next" is the engine's :class:`~tabletop.engine.table_actions.NextStep`. Actions
whose kind starts with ``dbgt.effect_`` are *card effects*: adjustments the players make to
carry out a card's text, which the engine does not automate; the log marks them as such.

>>> str(PlayCard(0, 12))
'dbgt.play 0 12'
>>> str(Attack(1, 40, "energy"))
'dbgt.attack 1 40 energy'
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action, register_action

PHYSICAL = "physical"
ENERGY = "energy"
ATTACK_KINDS = (PHYSICAL, ENERGY)


@register_action
@dataclass(frozen=True)
class Begin(Action):
    """Opening: choose the first player (Double-Power, Hero, else a recorded chance) and start
    turn 1 with its Draw step. ``rules``: the rules generation the game is played by
    (:data:`~.generations.RULES_GENERATION`; 1, the default, is what games recorded before
    generations existed replay by)."""

    kind = "dbgt.begin"
    rules: int = 1


@register_action
@dataclass(frozen=True)
class DoublePower(Action):
    """Setup: the Double-Power Rule was applied (announced and logged before turn 1):
    ``player``'s Main Personality, of power ``stronger_power``, is at least the profile's ratio
    times the other's ``weaker_power``; it went to the lower stage, the other to its highest
    stage, and the weaker side goes first."""

    kind = "dbgt.double_power"
    player: int
    stronger_power: int
    weaker_power: int


@register_action
@dataclass(frozen=True)
class PlayCard(Action):
    """Non-Combat: place a card from hand (ally, ally overlay, Setup, Drill, Dragon Ball).

    ``target``: for an overlay, the ally card it goes on (None: found by name); for a new ally,
    the ally slot number 1.. (None: the first free one).
    """

    kind = "dbgt.play"
    card: int
    target: int | None = None


@register_action
@dataclass(frozen=True)
class LevelUp(Action):
    """Raise the Main Personality one level by removing discard-pile cards from the game:
    ``cards``, as many as the cost, chosen by the player (empty: the top cards of the pile,
    the app's suggestion and the form of older saves)."""

    kind = "dbgt.level_up"
    cards: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class DeclareCombat(Action):
    """Declare step: enter Combat (the Next step without this skips Combat). The defender
    draws afterwards (:class:`DefenderDraw`), so "when entering Combat" effects come first."""

    kind = "dbgt.enter_combat"


@register_action
@dataclass(frozen=True)
class DefenderDraw(Action):
    """Combat entered: the defender draws its cards and the first attack phase begins (made
    by the attacker, who acts in this moment)."""

    kind = "dbgt.defender_draw"


@register_action
@dataclass(frozen=True)
class DeclareAndDraw(Action):
    """Enter Combat and draw the defender's cards in one action: the form of saves written
    before these were two moments (``dbgt.declare``). Old saves replay with it; the table
    offers :class:`DeclareCombat` instead."""

    kind = "dbgt.declare"


@register_action
@dataclass(frozen=True)
class Attack(Action):
    """Attack phase: attack with a combat card from hand, a Setup in play, or the power of the
    personality in control (``card`` is then that personality). ``attack_kind`` ("physical" or
    "energy") is needed when the card does not say. The cost is paid as the payer chooses:
    ``paid_by`` names one of the seat's personalities per stage of the cost (a personality
    paying 2 stages is named twice); ``payer`` names one that pays it all; neither: the one in
    control first, then the others (the app's suggestion). ``target``: the opponent's
    Dragon Ball the card's effect captures, when its data captures one."""

    kind = "dbgt.attack"
    card: int
    attack_kind: str | None = None
    payer: int | None = None
    paid_by: tuple[int, ...] = ()
    target: int | None = None

    @property
    def variant(self) -> str | None:
        """The words' variant: an attack naming a Dragon Ball reads "… attacks for …"."""
        return None if self.target is None else "on"


@register_action
@dataclass(frozen=True)
class Pass(Action):
    """Attack phase: make no attack."""

    kind = "dbgt.pass"


@register_action
@dataclass(frozen=True)
class Defend(Action):
    """Answer the pending attack with a defense card of the right kind from hand; its cost is
    paid as for :class:`Attack` (``payer``, ``paid_by``); ``discard``: the other card of the
    hand discarded to play a defense whose data costs one (none named: the first other);
    ``target``: the ally its data removes as its cost, or the card its search puts in play."""

    kind = "dbgt.defend"
    card: int
    payer: int | None = None
    paid_by: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    target: int | None = None

    @property
    def variant(self) -> str | None:
        """The words' variant: a defense naming a card reads "… naming …"."""
        return None if self.target is None else "on"


@register_action
@dataclass(frozen=True)
class Take(Action):
    """Take the pending attack: its damage is dealt."""

    kind = "dbgt.take"


@register_action
@dataclass(frozen=True)
class TakeControl(Action):
    """Give control of Combat to one of your personalities: an ally (while the Main Personality
    is at its bottom stages) or the Main Personality again."""

    kind = "dbgt.control"
    card: int


@register_action
@dataclass(frozen=True)
class Capture(Action):
    """Life Card Capture: take one of the defender's Dragon Balls after a big enough attack."""

    kind = "dbgt.capture"
    card: int


@register_action
@dataclass(frozen=True)
class Endure(Action):
    """Endurance: remove a life card just lost to attack damage from the game to prevent
    ``amount`` life cards of that damage (needs a declared style and its Mastery in play)."""

    kind = "dbgt.endure"
    card: int
    amount: int


@register_action
@dataclass(frozen=True)
class UseCard(Action):
    """Use an Event from hand or a Setup in play for its text, then discard it (or remove it
    from the game, as its data says). ``target``: the ally its effect raises, when its user
    chooses one (None: the Main Personality); ``cards``: the discard-pile cards its user chose
    to put at the bottom of the Life Deck (empty: the top of the pile)."""

    kind = "dbgt.use"
    card: int
    target: int | None = None
    cards: tuple[int, ...] = ()

    @property
    def variant(self) -> str | None:
        """The words' variant: a use on a chosen ally reads "Use … on …"."""
        return None if self.target is None else "on"


@register_action
@dataclass(frozen=True)
class DiscardCard(Action):
    """Discard step: discard a card from hand down to the hand limit."""

    kind = "dbgt.discard"
    card: int


@register_action
@dataclass(frozen=True)
class DiscardDown(Action):
    """Discard step: discard ``discards``, cards from hand, to come down to the hand limit at
    once (the step bar's one choice; a :class:`DiscardCard` each does the same)."""

    kind = "dbgt.discard_down"
    discards: tuple[int, ...] = ()


@register_action
@dataclass(frozen=True)
class Rejuvenate(Action):
    """Rejuvenation step (no Combat this turn): top card of the discard pile to the bottom of
    the Life Deck."""

    kind = "dbgt.rejuvenate"


# ---------------------------------------------------------------- card effects


@register_action
@dataclass(frozen=True)
class EffectStage(Action):
    """Card effect: set a personality's stage (within its ladder)."""

    kind = "dbgt.effect_stage"
    card: int
    stage: int


@register_action
@dataclass(frozen=True)
class EffectMove(Action):
    """Card effect: move a card to a zone (``index`` -1: on top; 0: at the bottom)."""

    kind = "dbgt.effect_move"
    card: int
    to_zone: str
    index: int = -1
    face_up: bool | None = None


@register_action
@dataclass(frozen=True)
class EffectLevel(Action):
    """Card effect: a Main Personality goes one level up (+1) or down (-1)."""

    kind = "dbgt.effect_level"
    player: int
    delta: int


@register_action
@dataclass(frozen=True)
class EffectCapture(Action):
    """Card effect: capture a Dragon Ball in play (or take back your own)."""

    kind = "dbgt.effect_capture"
    card: int


@register_action
@dataclass(frozen=True)
class EffectDamage(Action):
    """Card effect: deal ``stages`` stage damage (then life cards) and ``life`` life cards to a
    player's personality in control."""

    kind = "dbgt.effect_damage"
    player: int
    stages: int = 0
    life: int = 0


@register_action
@dataclass(frozen=True)
class EffectDraw(Action):
    """Card effect: draw ``count`` cards from your Life Deck. Never refused for an empty
    deck: taking a card from it ends the game (Survival victory for the opponent)."""

    kind = "dbgt.effect_draw"
    count: int = 1


EFFECT_ACTIONS: tuple[type[Action], ...] = (
    EffectStage,
    EffectMove,
    EffectLevel,
    EffectCapture,
    EffectDamage,
    EffectDraw,
)


def is_card_effect(action: Action) -> bool:
    """True for the card-effect adjustment actions (the log marks them)."""
    return isinstance(action, EFFECT_ACTIONS)
