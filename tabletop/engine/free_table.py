"""The free table: a game-agnostic ruleset in which every possible move is legal.

It understands the table actions of :mod:`tabletop.engine.table_actions`; game rulesets extend
it, adding their own zones, actions and rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import verdict as codes
from .actions import Action
from .layout import CARD_SIZE, TableLayout, ZoneKind, ZoneLayout
from .mypyc_marks import mypyc_attr
from .ruleset import Ruleset
from .setup import GameSetup
from .state import SEATS, GameState
from .table_actions import (
    Draw,
    Flip,
    MoveCard,
    MoveTop,
    NextStep,
    Rotate,
    SetCardCounter,
    SetCounter,
    Shuffle,
)
from .transaction import Transaction
from .verdict import Verdict
from .zones import Visibility, seat_zone

COUNTER_LIMIT = 10_000
UNKNOWN_ACTION = "unknown_action"


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests derive rulesets
class FreeTable(Ruleset):
    """Four zones a seat (deck, hand, table, discard); whoever acts may do anything possible."""

    game_id = "free"

    # ---------------------------------------------------------------- setup

    def setup(self, setup: GameSetup) -> GameState:
        """Every card of each deck goes, in deck order, into that seat's deck."""
        state = GameState()
        for seat in SEATS:
            state.add_zone(seat_zone(seat, "deck"), seat, Visibility.HIDDEN, face_up=False)
            state.add_zone(seat_zone(seat, "hand"), seat, Visibility.OWNER, face_up=True)
            state.add_zone(seat_zone(seat, "table"), seat, Visibility.PUBLIC, face_up=True)
            state.add_zone(seat_zone(seat, "discard"), seat, Visibility.PUBLIC, face_up=True)
            for ids in setup.decks[seat].sections.values():
                for card_id in ids:
                    state.add_card(card_id, seat, seat_zone(seat, "deck"))
        state.values.update(turn=1, active=0)
        return state

    def opening_actions(self, state: GameState) -> Sequence[Action]:
        """Both decks are shuffled."""
        return [Shuffle(seat, seat_zone(seat, "deck")) for seat in SEATS]

    def layout(self) -> TableLayout:
        """Deck and discard at the side, the table in the middle, the hand at the edge."""
        card_w, card_h = CARD_SIZE
        return TableLayout(
            (900.0, 700.0),
            (
                ZoneLayout("p{seat}.hand", ZoneKind.FAN, (120, 590, 660, card_h + 12), "hand"),
                ZoneLayout("p{seat}.table", ZoneKind.ROW, (120, 370, 660, 210), "table"),
                ZoneLayout("p{seat}.deck", ZoneKind.PILE, (20, 480, card_w, card_h), "deck"),
                ZoneLayout("p{seat}.discard", ZoneKind.PILE, (800, 480, card_w, card_h), "discard"),
            ),
        )

    def deck_zone(self, seat: int) -> str:
        """The zone ``Draw`` takes cards from."""
        return seat_zone(seat, "deck")

    def hand_zone(self, seat: int) -> str:
        """The zone ``Draw`` puts cards into."""
        return seat_zone(seat, "hand")

    # ---------------------------------------------------------------- verdicts

    def possible(self, state: GameState, action: Action) -> Verdict:
        """Whether the action can be carried out at all: its seat, cards and zones exist and
        its numbers are in range. Rulesets check this first and refuse in every mode."""
        if action.seat not in SEATS:
            return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=action.seat)
        card = getattr(action, "card", None)
        if isinstance(card, int) and card not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=card)
        for attr in ("to_zone", "from_zone", "zone"):
            zone = getattr(action, attr, None)
            if isinstance(zone, str) and zone not in state.zones:
                return Verdict.impossible(codes.NO_SUCH_ZONE, zone=zone)
        match action:
            case MoveTop(from_zone=zone, count=count):
                if count < 1:
                    return Verdict.impossible(codes.BAD_VALUE, field="count", value=count)
                if len(state.zones[zone].cards) < count:
                    return Verdict.impossible(codes.EMPTY_ZONE, zone=zone)
            case Draw(seat=seat, count=count):
                if count < 1:
                    return Verdict.impossible(codes.BAD_VALUE, field="count", value=count)
                if len(state.zones[self.deck_zone(seat)].cards) < count:
                    return Verdict.impossible(codes.EMPTY_ZONE, zone=self.deck_zone(seat))
            case SetCardCounter(value=value) if value is not None and abs(value) > COUNTER_LIMIT:
                return Verdict.impossible(codes.BAD_VALUE, field="value", value=value)
            case SetCounter(player=player, value=value):
                if player not in SEATS:
                    return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=player)
                if abs(value) > COUNTER_LIMIT:
                    return Verdict.impossible(codes.BAD_VALUE, field="value", value=value)
            case MoveCard() | Flip() | Rotate() | Shuffle() | SetCardCounter() | NextStep():
                pass
            case _:
                return Verdict.impossible(UNKNOWN_ACTION, kind=action.kind)
        return Verdict.ok()

    def verdict(self, state: GameState, action: Action) -> Verdict:
        """On the free table every possible action is legal."""
        return self.possible(state, action)

    def destinations(self, state: GameState, seat: int, uid: int) -> list[str]:
        """Every zone but the card's own."""
        here = state.cards[uid].zone
        return [zone for zone in state.zones if zone != here]

    # ---------------------------------------------------------------- apply

    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Carry out a table action."""
        match action:
            case MoveCard(card=uid, to_zone=zone, index=index, face_up=face):
                tx.move(uid, zone, index, face)
            case MoveTop(from_zone=src, to_zone=dst, count=count, face_up=face):
                for _ in range(count):
                    tx.move(state.zones[src].cards[-1], dst, -1, face)
            case Draw(seat=seat, count=count):
                deck, hand = self.deck_zone(seat), self.hand_zone(seat)
                for _ in range(count):
                    tx.move(state.zones[deck].cards[-1], hand)
            case Flip(card=uid):
                tx.set_face(uid, not state.cards[uid].face_up)
            case Rotate(card=uid, turns=turns):
                tx.set_rotation(uid, state.cards[uid].rotation + 90 * turns)
            case Shuffle(zone=zone):
                tx.shuffle(zone)
            case SetCardCounter(card=uid, name=name, value=value):
                tx.set_card_counter(uid, name, value)
            case SetCounter(player=player, name=name, value=value):
                tx.set_counter(player, name, value)
            case NextStep():
                turn, active = state.values.get("turn"), state.values.get("active")
                tx.set_value("active", 0 if active == 1 else 1)
                tx.set_value("turn", (turn if isinstance(turn, int) else 0) + 1)
            case _:
                raise ValueError(f"the free table cannot apply {action.kind!r}")
