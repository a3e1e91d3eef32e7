"""Per-seat card handles: drawn when a card comes into sight, drawn again after it was hidden;
actions and game values renamed both ways; the host's resume and a stacked shuffle."""

from __future__ import annotations

import pytest

from tabletop.engine.state import GameState
from tabletop.engine.table_actions import MoveCard
from tabletop.engine.zones import Visibility
from tabletop.remote.guest import GuestSession
from tabletop.remote.handles import (
    HANDLE_LOW,
    HandleBook,
    UnknownHandle,
    rename_action,
    rename_values,
)
from tabletop.remote.host import HostSession

from .helpers import GUEST_HALF, make_host, play_in_memory, pump


def _table() -> tuple[GameState, int, int]:
    state = GameState()
    state.add_zone("p0.table", 0, Visibility.PUBLIC)
    state.add_zone("p0.hand", 0, Visibility.OWNER)
    first = state.add_card("X-1", 0, "p0.table")
    second = state.add_card("X-1", 0, "p0.hand")
    return state, first, second


def _move(state: GameState, uid: int, zone: str) -> None:
    state.zones[state.cards[uid].zone].cards.remove(uid)
    state.zones[zone].cards.append(uid)
    state.cards[uid].zone = zone


def test_a_handle_is_drawn_again_after_the_card_was_hidden() -> None:
    state, first, second = _table()
    book = HandleBook(1)
    book.refresh(state)
    seen = book.handle(first)
    assert seen >= HANDLE_LOW and book.handle(first) == seen and book.uid(seen) == first
    book.begin_event()
    once = book.handle(second)  # hidden from seat 1: a one-off handle
    assert once != seen and book.uid(once) == second
    book.begin_event()
    with pytest.raises(UnknownHandle):  # a one-off handle lives for its event only
        book.uid(once)
    assert book.handle(second) != once
    _move(state, first, "p0.hand")  # hidden from seat 1
    book.refresh(state)
    _move(state, first, "p0.table")  # and back in sight
    book.refresh(state)
    again = book.handle(first)
    assert again != seen and book.revealed[seen] == book.revealed[again] == first
    with pytest.raises(UnknownHandle):  # the old handle no longer names the card
        book.uid(seen)


def test_actions_and_values_are_renamed_both_ways() -> None:
    names = {7: 5_000_001, 9: 5_000_002}
    back = {v: k for k, v in names.items()}
    action = MoveCard(1, 7, "p1.table")
    there = rename_action(action, names.__getitem__)
    assert there == MoveCard(1, 5_000_001, "p1.table")
    assert rename_action(there, back.__getitem__) == action
    values = {"pending": 7, "damage_cards": "7,9", "reused": "9:3", "turn": 7, "step": "main"}
    renamed = rename_values(values, names.__getitem__)
    assert renamed == {"pending": 5_000_001, "damage_cards": "5000001,5000002",
                       "reused": "5000002:3", "turn": 7, "step": "main"}  # fmt: skip
    assert rename_values(renamed, back.__getitem__) == values


def test_a_guest_that_missed_dropped_events_gets_the_last_one_fresh() -> None:
    host = make_host("yyh")
    guest = GuestSession("random", seed=5, guest_half=GUEST_HALF)
    outgoing = guest.start()
    for _ in range(6):  # a few exchanges: events sent and acknowledged
        outgoing = [m for a in pump(host, outgoing) for m in guest.receive(a)]
    assert host.acked >= 2
    answers = pump(host, [{"type": "hello", **{k: v for k, v in guest.start()[0].items()
                                                if k != "type"}, "resume": {"token": host.token, "last": 0}}])  # fmt: skip
    assert answers[0]["type"] == "resumed"
    assert len(answers) == 2 and answers[1]["fresh"] and answers[1]["seq"] == host.seq


class StacksTheDeck(HostSession):
    """Starts the game from another seed than the one both halves make."""

    def seed(self, guest_half: str) -> int:
        return super().seed(guest_half) ^ 1


def test_a_stacked_shuffle_fails_the_audit() -> None:
    host = make_host("dbgt", cls=StacksTheDeck)
    guest = GuestSession("random", seed=6, guest_half=GUEST_HALF)
    play_in_memory(host, guest)
    assert guest.audit is not None and not guest.audit.passed
    assert guest.audit.problem == "step 0: chance_not_seeded"  # the opening shuffle


def test_the_audit_of_an_honest_game_checks_every_view() -> None:
    host = make_host("dbgt", guest_seat=0)
    guest = GuestSession("greedy", seed=6, guest_half=GUEST_HALF)
    play_in_memory(host, guest)
    assert guest.audit is not None and guest.audit.passed, guest.audit
    assert guest.audit.views == len(guest.views) and guest.views
