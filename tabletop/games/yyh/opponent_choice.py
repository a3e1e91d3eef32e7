"""A player's own choice inside the other player's action (rules generation 4): a card effect
that makes a player discard cards of their choice from their hand (``discard_chosen``, see
:class:`~tabletop.cards.yyh_effect_models_dt.DiscardChosen`).

The effect does not choose for them. When the hand holds more cards than the effect asks,
the cards owed are written in a game value of that player (``yyh.owed.<seat>``) and the game
waits: that player acts now (:func:`owing_seat`, read by :func:`.checks.moment_actor`),
their one legal action is :class:`~.actions.ChooseDiscards` (every other rule action is
refused, :func:`blocks`), offered in the legal lists and on the step bar, whose table asks
which cards; it discards them and the game goes on where it was (an attack's moment, say).
A hand of no more cards than owed is discarded at once: nothing to choose. Cards the effect
draws after the discard (``then_draw``) are drawn once the choice is made. Like every action,
the choice is journaled, undone and replayed.
"""

from __future__ import annotations

from itertools import combinations

from tabletop.engine import verdict as codes
from tabletop.engine.actions import Action
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .actions import ChooseDiscards
from .board import V_GAME_OVER, int_value, zone
from .matches import draw_cards

#: The refusal of another rule action while a player owes a choice; of a choice not owed, or
#: of the wrong number of cards.
CHOICE_PENDING = "yyh.choice_pending"
NO_CHOICE = "yyh.no_choice_owed"
CHOSEN_COUNT = "yyh.chosen_count"
#: At most this many choices of several cards are offered in the legal lists.
OPTION_LIMIT = 10


def owed_value(seat: int) -> str:
    """The game value holding the cards ``seat`` owes to discard by their choice."""
    return f"yyh.owed.{seat}"


def owed(state: GameState, seat: int) -> int:
    """How many cards ``seat`` owes to discard by their choice now (0: none)."""
    return int_value(state, owed_value(seat))


def owing_seat(state: GameState) -> int | None:
    """The player whose choice the game waits for (None: nobody's)."""
    if state.values.get(V_GAME_OVER):
        return None
    for seat in SEATS:
        if owed(state, seat):
            return seat
    return None


def owed_draw_value(seat: int) -> str:
    """The game value holding the cards ``seat`` draws once their choice is made."""
    return f"yyh.owed_draw.{seat}"


def discard_chosen(
    state: GameState, tx: Transaction, side: int, count: int, then_draw: int = 0
) -> None:
    """``side`` must discard ``count`` cards of their choice, then draw ``then_draw``: the
    whole hand at once when it holds no more (and the draw), else the count owed (added to
    any owed already, and the draw after it) for them to choose."""
    hand = state.zones[zone(side, "hand")].cards
    if len(hand) <= count + owed(state, side):
        for uid in list(hand):
            tx.move(uid, zone(side, "discard"), face_up=True)
        later = then_draw + int_value(state, owed_draw_value(side))
        tx.set_value(owed_value(side), None)
        tx.set_value(owed_draw_value(side), None)
        if later:
            draw_cards(state, tx, side, later)
        return
    tx.set_value(owed_value(side), owed(state, side) + count)
    if then_draw:
        tx.set_value(owed_draw_value(side), int_value(state, owed_draw_value(side)) + then_draw)


def due(state: GameState, seat: int) -> int:
    """How many cards ``seat``'s choice discards now (the cards owed, at most the hand)."""
    return min(owed(state, seat), len(state.zones[zone(seat, "hand")].cards))


def check_choice(state: GameState, action: ChooseDiscards) -> Verdict:
    """:class:`ChooseDiscards`: different cards of the seat's own hand, exactly as many as
    it owes, while it owes a choice."""
    seat = action.seat
    for uid in action.discards:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
        if state.cards[uid].zone != zone(seat, "hand"):
            return Verdict.impossible("yyh.discard_not_in_hand", card=uid)
    if len(set(action.discards)) != len(action.discards):
        return Verdict.impossible(codes.BAD_VALUE, field="discards")
    if state.values.get(V_GAME_OVER):
        return Verdict.illegal("yyh.game_over")
    if not owed(state, seat):
        return Verdict.illegal(NO_CHOICE)
    if len(action.discards) != due(state, seat):
        return Verdict.illegal(CHOSEN_COUNT, count=due(state, seat), given=len(action.discards))
    return Verdict.ok()


def apply_choice(state: GameState, tx: Transaction, action: ChooseDiscards) -> None:
    """The chosen cards go to their owner's discard pile, then the cards to draw after the
    choice are drawn; nothing is owed any more."""
    seat = action.seat
    for uid in action.discards:
        tx.move(uid, zone(seat, "discard"), face_up=True)
    later = int_value(state, owed_draw_value(seat))
    tx.set_value(owed_value(seat), None)
    tx.set_value(owed_draw_value(seat), None)
    if later:
        draw_cards(state, tx, seat, later)


def blocks(state: GameState, action: Action, rule_actions: frozenset[type]) -> Verdict | None:
    """The refusal of a rule action (of ``rule_actions``, or the Next Step) other than the
    choice while a player owes one; None when the action may be judged as usual."""
    seat = owing_seat(state)
    if seat is None or isinstance(action, ChooseDiscards) or type(action) not in rule_actions:
        return None
    return Verdict.illegal(CHOICE_PENDING, seat=seat)


def choice_options(state: GameState, seat: int) -> list[Action]:
    """The choices offered ``seat`` in the legal lists: each card of the hand for one card
    (copies of one card once), the first combinations in hand order for several; none when
    it owes nothing."""
    count = due(state, seat) if owing_seat(state) == seat else 0
    if not count:
        return []
    hand = state.zones[zone(seat, "hand")].cards
    out: list[Action] = []
    seen: set[tuple[str, ...]] = set()
    for combo in combinations(hand, count):
        ids = tuple(sorted(state.cards[uid].card_id for uid in combo))
        if ids in seen:
            continue
        if count > 1 and len(seen) >= OPTION_LIMIT:
            break
        seen.add(ids)
        out.append(ChooseDiscards(seat, combo))
    return out


def choice_candidates(state: GameState, seat: int) -> list[Action]:
    """The choices ``seat`` could name now, legal or not: those :func:`choice_options`
    offers (the menus name no other)."""
    return choice_options(state, seat)
