"""Effects promised for later (rules generation 4; kinds of
:mod:`tabletop.cards.yyh_effect_models_dt_a`): an attack of a name gains Attack Value if the
player uses it in their next turn (``next_turn``: a game value naming the seat, the turn it
holds in and the attack; an attack declared then reads it, :func:`boost_named_attack`, and the
turn's end forgets the promises of the turns gone, :func:`forget_promises`); cards drawn at the
end of this turn if the opponent holds more (``end_draw``: a game value of the seat, read as
the turn ends, :func:`end_draws`).
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, V_TURN, CardLookup, fighter, int_value, zone
from .card_effects import add_modifier
from .conditions import folded
from .matches import draw_cards

#: The game value of a promise: ``next_turn.<seat>.<turn>.<folded attack name>`` (its ATK).
V_PROMISE = "next_turn."


def _key(seat: int, turn: int, name: str) -> str:
    return f"{V_PROMISE}{seat}.{turn}.{folded(name)}"


def promise(state: GameState, tx: Transaction, seat: int, title: str, amount: int) -> None:
    """``seat``'s attack named ``title`` gains ``amount`` ATK in its next turn (the turn after
    the opponent's)."""
    key = _key(seat, int_value(state, V_TURN) + 2, title)
    tx.set_value(key, int_value(state, key) + amount)


def attack_name(state: GameState, cards: CardLookup, source: int, number: int | None) -> str:
    """The name of attack ``number`` of card ``source`` (a Technique's: its own name)."""
    card = cards.card(state.cards[source].card_id)
    if cards.technique(state.cards[source].card_id) is not None:
        return str(getattr(card, "name", ""))
    attacks = getattr(card, "attacks", ())
    if number is None or not 1 <= number <= len(attacks):
        return ""
    return str(getattr(attacks[number - 1], "name", "") or "")


def boost_named_attack(
    state: GameState,
    tx: Transaction,
    cards: CardLookup,
    seat: int,
    source: int,
    number: int | None,
) -> None:
    """An attack declared by ``seat``: the ATK promised to its name for this turn, for the
    attack (on the fighter)."""
    name = attack_name(state, cards, source, number)
    amount = int_value(state, _key(seat, int_value(state, V_TURN), name)) if name else 0
    own = fighter(state, seat)
    if amount and own is not None:
        add_modifier(state, tx, seat, own, "atk", amount, "attack")


def forget_promises(state: GameState, tx: Transaction) -> None:
    """The turn ends: the promises of this turn and earlier ones are gone."""
    turn = int_value(state, V_TURN)
    for name in [n for n in state.values if n.startswith(V_PROMISE)]:
        if int(name.split(".")[2]) <= turn:
            tx.set_value(name, None)


#: The game values of the cards a seat draws at the turn's end if the opponent holds more:
#: ``end_draw.<seat>.<turn>`` (a count) and ``end_draw_equal.<seat>.<turn>`` (as many as they
#: hold more); a turn ended by a match's end leaves its own behind, never read again.
V_END_DRAW = "end_draw."
V_END_EQUAL = "end_draw_equal."


def promise_end_draw(
    state: GameState, tx: Transaction, seat: int, count: int, until_equal: bool
) -> None:
    """``seat`` draws ``count`` cards at the end of this turn (``until_equal``: up to the
    opponent's hand) if the opponent holds more cards then."""
    turn = int_value(state, V_TURN)
    if until_equal:
        tx.set_value(f"{V_END_EQUAL}{seat}.{turn}", True)
    else:
        key = f"{V_END_DRAW}{seat}.{turn}"
        tx.set_value(key, int_value(state, key) + count)


def end_draws(state: GameState, tx: Transaction) -> None:
    """The turn ends: the active player draws what this turn's ``end_draw`` effects promised,
    if the opponent holds more cards than they do (every promise of theirs is gone after)."""
    seat, turn = int_value(state, V_ACTIVE), int_value(state, V_TURN)
    count = int_value(state, f"{V_END_DRAW}{seat}.{turn}")
    equal = bool(state.values.get(f"{V_END_EQUAL}{seat}.{turn}"))
    for key in [k for k in state.values if k.startswith((V_END_DRAW, V_END_EQUAL))]:
        if key.split(".")[1] == str(seat):
            tx.set_value(key, None)
    more = len(state.zones[zone(1 - seat, "hand")].cards) - len(
        state.zones[zone(seat, "hand")].cards
    )
    if more > 0 and (count or equal):
        draw_cards(state, tx, seat, max(count, more if equal else 0))
