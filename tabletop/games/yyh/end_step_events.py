"""Events played in their player's End Step (rules generation 4; the ``end_step`` kind of
:mod:`tabletop.cards.yyh_effect_models_dt_a`): refused in the Main Step and as an answer to an
attack, and in the End Step only when their ``end_step`` rules hold (no attack made this turn,
for ``no_attack``; none of the card's name played by that player before, for ``once``: a game
value set as it is played, see :func:`mark_played`).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_a import EndStep
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .attack_needs import events_locked, needs_fifth, stood_off
from .board import C_SPIRIT, V_ATTACKS, CardLookup, counter, int_value, zone
from .card_effects import effects_of, effects_on
from .conditions import folded

#: The verdict's codes: an End Step Event played after an attack this turn; a second one of
#: its name this game (in another step: :data:`.checks.WRONG_STEP`).
ATTACKED = "yyh.attacked_this_turn"
ONCE_A_GAME = "yyh.once_a_game"
#: The game value of a player's ``once`` Event of a name, played (the seat, the folded name).
V_PLAYED_ONCE = "played_once."


def _rule(state: GameState, cards: CardLookup, card: int) -> EndStep | None:
    """The ``end_step`` effect of card ``card``, if it has one (and the game applies it)."""
    if not effects_on(state) or card not in state.cards:
        return None
    for effect in effects_of(state, cards, state.cards[card].card_id):
        if isinstance(effect, EndStep):
            return effect
    return None


def end_only(state: GameState, cards: CardLookup, card: int) -> bool:
    """Whether Event ``card`` may be played only in its player's End Step."""
    return _rule(state, cards, card) is not None


def _once_key(state: GameState, cards: CardLookup, seat: int, card: int) -> str:
    named = cards.card(state.cards[card].card_id)
    return f"{V_PLAYED_ONCE}{seat}.{folded(getattr(named, 'name', ''))}"


def end_step_verdict(state: GameState, cards: CardLookup, seat: int, card: int) -> Verdict:
    """The End Step Event's own rules for ``seat`` now (legal for any other card): no attack
    made this turn (``no_attack``), none of its name played before by the seat (``once``)."""
    rule = _rule(state, cards, card)
    if rule is None:
        return Verdict.ok()
    if rule.no_attack and int_value(state, V_ATTACKS):
        return Verdict.illegal(ATTACKED)
    if rule.once and state.values.get(_once_key(state, cards, seat, card)):
        return Verdict.illegal(ONCE_A_GAME)
    return Verdict.ok()


def end_events(state: GameState, cards: CardLookup, seat: int) -> list[int]:
    """The End Step Events of ``seat``'s hand it may play now (the seat's End Step with no
    attack awaiting its moment is the caller's), in hand order: their own rules hold, Events are
    not locked, their Spirit cost is paid and nothing else bars them (see
    :func:`.checks.check_event`)."""
    if events_locked(state, seat):
        return []
    spirit = counter(state, seat, C_SPIRIT)
    return [
        uid
        for uid in state.zones[zone(seat, "hand")].cards
        if end_only(state, cards, uid)
        and end_step_verdict(state, cards, seat, uid).legal
        and spirit >= cards.spirit_cost(state.cards[uid].card_id)
        and not needs_fifth(state, cards, seat, uid)
        and not stood_off(state, cards, uid, "on_play")
    ]


def mark_played(state: GameState, tx: Transaction, cards: CardLookup, seat: int, card: int) -> None:
    """``seat`` played Event ``card``: a ``once`` Event's name is played for the game."""
    rule = _rule(state, cards, card)
    if rule is not None and rule.once:
        tx.set_value(_once_key(state, cards, seat, card), True)
