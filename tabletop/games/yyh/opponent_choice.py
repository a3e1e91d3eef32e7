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

A switch of the player's own choice (``switch_chosen``,
:class:`~tabletop.cards.yyh_effect_models_dt.SwitchChosen`) waits the same way
(``yyh.owed_switch.<seat>``, the Team Symbol the character needs or ``*``) for
:class:`~.actions.ChooseSwitch`, one offered for each character that may come in; with one
only it switches at once, with none nothing happens.
"""

from __future__ import annotations

from itertools import combinations

from tabletop.engine import verdict as codes
from tabletop.engine.actions import Action
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .actions import ChooseDiscards, ChooseSwitch
from .board import V_GAME_OVER, CardLookup, fighter, int_value, sideline_zones, slot_of, zone
from .card_moves import draw_cards
from .gf2_marks import RESTRAINT, team_of
from .opponent_choice_gf import apply_other_choice, pool, spirit_instead
from .profile import YyhParams
from .switching import switch_fighter

#: The refusal of another rule action while a player owes a choice; of a choice not owed, or
#: of the wrong number of cards.
CHOICE_PENDING = "yyh.choice_pending"
NO_CHOICE = "yyh.no_choice_owed"
CHOSEN_COUNT = "yyh.chosen_count"
NOT_A_CANDIDATE = "yyh.not_a_candidate"
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
        if owed(state, seat) or state.values.get(owed_switch_value(seat)):
            return seat
    return None


def owed_switch_value(seat: int) -> str:
    """The game value holding the Team Symbol of the switch ``seat`` owes (``*``: any)."""
    return f"yyh.owed_switch.{seat}"


def switch_candidates(state: GameState, cards: CardLookup, seat: int, team: str) -> list[int]:
    """``seat``'s Sideline characters that may come in for a switch (of Team Symbol
    ``team``; ``*``: any), slot by slot."""
    out: list[int] = []
    for zone_id in sideline_zones(seat):
        held = state.zones[zone_id].cards
        if not held:
            continue
        if team == "*" or team_of(state, cards, held[-1]) == team:
            out.append(held[-1])
    return out


def switch_chosen(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    side: int,
    team: str,
) -> None:
    """``side`` must switch its fighter with a Sideline character of its choice (of Team
    Symbol ``team``): at once when one only may come in, owed when several may."""
    found = switch_candidates(state, cards, side, team)
    if len(found) == 1:
        where = slot_of(state, found[0])
        if where is not None:
            switch_fighter(state, tx, params, cards, *where)
    elif found:
        tx.set_value(owed_switch_value(side), team)


def restrain(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, sides: list[int]
) -> None:
    """The next match has begun: each of ``sides`` switches its new fighter with another
    character of its Sideline of its own choice (:func:`switch_chosen`; a ``switch_next`` effect, see :func:`.gf2_marks.restrained`)."""
    for side in sides:
        tx.set_value(f"{RESTRAINT}{side}", None)
        if not state.values.get(V_GAME_OVER) and fighter(state, side) is not None:
            switch_chosen(state, tx, params, cards, side, "*")


def check_switch(state: GameState, cards: CardLookup, action: ChooseSwitch) -> Verdict:
    """:class:`ChooseSwitch`: a Sideline character of the seat's that may come in, while it
    owes a switch."""
    if action.card not in state.cards:
        return Verdict.impossible(codes.NO_SUCH_CARD, card=action.card)
    if state.values.get(V_GAME_OVER):
        return Verdict.illegal("yyh.game_over")
    team = state.values.get(owed_switch_value(action.seat))
    if not isinstance(team, str) or not team:
        return Verdict.illegal(NO_CHOICE)
    if action.card not in switch_candidates(state, cards, action.seat, team):
        return Verdict.illegal(NOT_A_CANDIDATE, card=action.card)
    return Verdict.ok()


def apply_switch(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: ChooseSwitch
) -> None:
    """The chosen character and the fighter change places; nothing is owed any more."""
    tx.set_value(owed_switch_value(action.seat), None)
    where = slot_of(state, action.card)
    if where is not None and where[1] != 1:
        switch_fighter(state, tx, params, cards, *where)


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
    """How many cards ``seat``'s choice discards now (the cards owed, at most the hand; or at
    most the cards it takes from, :func:`.opponent_choice_gf.pool`)."""
    return min(owed(state, seat), len(pool(state, seat)))


def check_choice(state: GameState, action: ChooseDiscards) -> Verdict:
    """:class:`ChooseDiscards`: different cards of the seat's own hand, exactly as many as
    it owes, while it owes a choice."""
    seat = action.seat
    taken = pool(state, seat)  # the hand, or the cards a choice of another kind takes
    for uid in action.discards:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
        if uid not in taken:
            return Verdict.impossible("yyh.discard_not_in_hand", card=uid)
    if len(set(action.discards)) != len(action.discards):
        return Verdict.impossible(codes.BAD_VALUE, field="discards")
    if state.values.get(V_GAME_OVER):
        return Verdict.illegal("yyh.game_over")
    if not owed(state, seat):
        return Verdict.illegal(NO_CHOICE)
    if not action.discards and spirit_instead(state, seat):
        return Verdict.ok()  # the Spirit Energy instead of the cards
    if len(action.discards) != due(state, seat):
        return Verdict.illegal(CHOSEN_COUNT, count=due(state, seat), given=len(action.discards))
    return Verdict.ok()


def apply_choice(state: GameState, tx: Transaction, action: ChooseDiscards) -> None:
    """The chosen cards go to their owner's discard pile, then the cards to draw after the
    choice are drawn; nothing is owed any more."""
    seat = action.seat
    if not apply_other_choice(state, tx, seat, action.discards):
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
    if (
        seat is None
        or isinstance(action, ChooseDiscards | ChooseSwitch)
        or type(action) not in rule_actions
    ):
        return None
    return Verdict.illegal(CHOICE_PENDING, seat=seat)


def choice_options(state: GameState, seat: int, cards: CardLookup | None = None) -> list[Action]:
    """The choices offered ``seat`` in the legal lists: each character that may come in for
    a switch it owes (``cards`` needed); each card of the hand for one card (copies of one
    card once), the first combinations in hand order for several; none when it owes
    nothing."""
    team = state.values.get(owed_switch_value(seat))
    if isinstance(team, str) and team and cards is not None:
        return [ChooseSwitch(seat, uid) for uid in switch_candidates(state, cards, seat, team)]
    count = due(state, seat) if owing_seat(state) == seat else 0
    if not count:
        return []
    hand = pool(state, seat)
    out: list[Action] = [ChooseDiscards(seat, ())] if spirit_instead(state, seat) else []
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


def choice_candidates(state: GameState, seat: int, cards: CardLookup) -> list[Action]:
    """The choices ``seat`` could name now, legal or not: those :func:`choice_options`
    offers (the menus name no other)."""
    return choice_options(state, seat, cards)
