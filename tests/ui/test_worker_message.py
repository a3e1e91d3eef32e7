"""The message a decision sends to the computer's worker (issue 28): the ruleset (with its
card database) is sent once and kept by the worker, so each later decision is a small message
(goal: 16 KB at most); a worker started again after a crash is sent the ruleset again. The
ruleset object itself is sent, never made again in the worker, so the card sets (a user's own
too) and the rules version it was made with are the ones the worker has."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import random
import signal

import pytest

from tabletop.ai import Knowledge, Level
from tabletop.ai.knowledge import CARD_FIELDS, hidden_places
from tabletop.ai.match import new_game
from tabletop.ai.memory import remember
from tabletop.ai.play import choices
from tabletop.engine import Action, Controller, GameState, Ruleset, view_for
from tabletop.ui.computer_seat import _decide, _warm_up
from tabletop.ui.thinker import Inbox, Outbox, Thinker, WorkerGone

SMALL = 16 * 1024
"""The goal for a decision's message once the worker has the ruleset."""


def _position(game_id: str, seed: int, moves: int = 30) -> tuple[Controller, int]:
    """A game some random moves in, and the seat that acts."""
    game, rng = new_game(game_id, seed), random.Random(seed)
    for _ in range(moves):
        seat = game.ruleset.actor(game.state)
        assert seat is not None
        game.submit(rng.choice(game.ruleset.legal_actions(game.state, seat)))
    seat = game.ruleset.actor(game.state)
    assert seat is not None
    return game, seat


def _ask(worker: Thinker, game: Controller, seat: int, seed: int) -> Action:
    knowledge = Knowledge.of(game, seat)
    action = worker.submit(_decide, knowledge, Level.GREEDY.value, 100, seed).result(timeout=60)
    assert isinstance(action, Action)
    assert action in knowledge.legal_actions
    return action


@pytest.mark.parametrize("game_id", ["dbgt", "yyh"])
def test_the_second_decision_sends_a_small_message(game_id: str) -> None:
    game, seat = _position(game_id, 3)
    worker = Thinker(shared=(Ruleset,))
    try:
        _ask(worker, game, seat, 1)
        first = len(worker.last_message)
        _ask(worker, game, seat, 2)
        second = len(worker.last_message)
    finally:
        worker.shutdown()
    assert first > 100_000  # the ruleset, with the card database, went with the first
    assert second <= SMALL, second


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_worker_started_again_is_sent_the_ruleset_again() -> None:
    game, seat = _position("yyh", 4)
    worker = Thinker(shared=(Ruleset,))
    try:
        worker.submit(_warm_up, "yyh", game.ruleset).result(timeout=60)
        assert len(worker.last_message) > 100_000
        _ask(worker, game, seat, 1)
        assert len(worker.last_message) <= SMALL
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        answers = []
        for _ in range(3):  # the call after the kill finds the worker gone, or a new one
            with contextlib.suppress(WorkerGone):
                answers.append(worker.submit(os.getpid).result(timeout=60))
        assert answers and pid not in answers
        _ask(worker, game, seat, 2)  # the new worker has no ruleset: it is sent again
        assert len(worker.last_message) > 100_000
        assert worker.pid not in (None, pid)
        _ask(worker, game, seat, 3)
        assert len(worker.last_message) <= SMALL
    finally:
        worker.shutdown()


def test_each_ruleset_is_its_own_and_the_worker_keeps_the_latest() -> None:
    """Two games with their own rulesets (one of them with another profile, as a game with
    another rules version or card sets has): each decision gets its own game's ruleset back,
    never the other's; a ruleset not used for a while is forgotten by both sides and sent
    again when it comes back."""
    outbox, inbox = Outbox(shared=(Ruleset,)), Inbox()
    first, _ = _position("yyh", 5)
    second, _ = _position("yyh", 6)
    assert first.ruleset is not second.ruleset

    def send(ruleset: Ruleset) -> tuple[int, Ruleset]:
        message = outbox.message(len, (ruleset,))
        function, args = inbox.read(io.BytesIO(message))
        assert function is len
        (got,) = args
        assert isinstance(got, Ruleset)
        return len(message), got

    size_one, one = send(first.ruleset)
    size_two, two = send(second.ruleset)
    assert size_one > 100_000 and size_two > 100_000
    assert one is not two
    again, one_again = send(first.ruleset)
    assert again < 1000 and one_again is one
    assert one.profile == first.ruleset.profile
    others = [_position("dbgt", seed, 2)[0].ruleset for seed in range(4)]
    for other in others:
        send(other)
    assert len(inbox.shared) == 4  # the latest four
    size, _ = send(first.ruleset)
    assert size > 100_000  # forgotten, sent again
    outbox.new_worker()
    size, _ = send(others[-1])
    assert size > 100_000  # a new worker has nothing


# ---------------------------------------------------------------- fair by construction


def _hidden_named(game: Controller, seat: int) -> bool:
    """Whether one of the seat's legal actions names a card hidden from it (a pick among the
    opponent's hand or deck, a card of its own Life Deck)."""
    state = game.state
    hidden = {uid for uids in hidden_places(state, seat).values() for uid in uids}
    return any(
        uid in hidden
        for action in choices(game.ruleset, state, seat)
        for name, value in _card_fields(action)
        for uid in value
    )


def _card_fields(action: Action) -> list[tuple[str, tuple[int, ...]]]:
    out = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if field.name in CARD_FIELDS and value is not None:
            out.append((field.name, value if isinstance(value, tuple) else (value,)))
    return out


def _positions(game_id: str, count: int) -> list[tuple[Controller, int]]:
    """``count`` seeded positions of ``game_id`` (the game, the seat to act), at least half of
    them ones where a legal action names a card hidden from the seat."""
    named: list[tuple[Controller, int]] = []
    plain: list[tuple[Controller, int]] = []
    for seed in range(400):
        rng = random.Random(f"fair:{game_id}:{seed}")
        game = new_game(game_id, rng.randrange(10_000))
        stop = rng.randrange(10, 200)
        while len(game.log) < stop and (seat := game.ruleset.actor(game.state)) is not None:
            game.submit(rng.choice(game.ruleset.legal_actions(game.state, seat)))
            seat = game.ruleset.actor(game.state)
            if seat is not None and len(named) < count // 2 and _hidden_named(game, seat):
                named.append((game, seat))
                break
        else:
            seat = game.ruleset.actor(game.state)
            if seat is not None and len(plain) < count - count // 2:
                plain.append((game, seat))
        if len(named) + len(plain) >= count:
            break
    assert len(named) == count // 2, (game_id, len(named))
    return named + plain


def _message(outbox: Outbox, game: Controller, seat: int) -> bytes:
    """The bytes the window sends the worker for the seat's decision (the re-deal seeded)."""
    knowledge = Knowledge.of(game, seat, random.Random(7))
    return outbox.message(_decide, (knowledge, Level.STRONG.value, 100, 1))


def _read(inbox: Inbox, message: bytes) -> Knowledge:
    """The knowledge the worker reads from ``message``."""
    _function, args = inbox.read(io.BytesIO(message))
    knowledge = args[0]
    assert isinstance(knowledge, Knowledge)
    return knowledge


def _place(state: GameState, uid: int) -> tuple[str, int]:
    zone = state.cards[uid].zone
    return zone, state.zones[zone].cards.index(uid)


def _swap_hidden(game: Controller, seat: int, rng: random.Random) -> bool:
    """Swap two cards hidden from ``seat`` (of one owner, of different ids, neither one it
    remembers, a card of the hand with one of the deck when it can) in the real game: each
    takes the other's place, uids and all, so the uid of a place names another card. The
    seat's view is unchanged. False when there are no two such cards."""
    state = game.state
    ops = (op for step in game.history.done for op in step.ops)
    memory = remember(state.copy(), ops, seat)
    for uids in hidden_places(state, seat).values():
        free = [uid for uid in uids if uid not in memory.placed]
        pairs = [(a, b) for a in free for b in free
                 if state.cards[a].card_id != state.cards[b].card_id
                 and state.cards[a].zone != state.cards[b].zone]  # fmt: skip
        pairs = pairs or [(a, b) for a in free for b in free
                          if state.cards[a].card_id != state.cards[b].card_id]  # fmt: skip
        if not pairs:
            continue
        one, two = pairs[rng.randrange(len(pairs))]
        (zone_one, at_one), (zone_two, at_two) = _place(state, one), _place(state, two)
        first, second = state.cards[one], state.cards[two]
        state.zones[zone_one].cards[at_one], state.zones[zone_two].cards[at_two] = two, one
        first.zone, second.zone = zone_two, zone_one
        first.face_up, second.face_up = second.face_up, first.face_up
        first.rotation, second.rotation = second.rotation, first.rotation
        first.counters, second.counters = second.counters, first.counters
        state.forget_derived()
        return True
    return False


@pytest.mark.parametrize("game_id", ["dbgt", "yyh"])
def test_the_message_names_hidden_cards_by_their_place_only(game_id: str) -> None:
    """Read from the bytes sent to the worker: every card hidden from the seat lies under the
    uid of its place (each owner's hidden places numbered in order; a real uid follows the
    deck list and so would tell the card), and the legal actions are those of the message's own
    state, not the real game's (a pick among the opponent's hand is offered for the cards that
    fit in the re-dealt hand). Each answers as a legal action of the real game, the same one
    when it names no hidden card."""
    outbox, inbox = Outbox(shared=(Ruleset,)), Inbox()
    naming = 0
    for game, seat in _positions(game_id, 12):
        sent = _read(inbox, _message(outbox, game, seat))
        real = game.state
        assert view_for(sent.state, seat) == view_for(real, seat)
        hidden: set[int] = set()
        for uids in hidden_places(sent.state, seat).values():
            renumbered = [uid for uid in uids if uid not in sent.memory.placed]
            assert renumbered == sorted(renumbered)
            hidden |= set(renumbered)
        assert list(sent.legal_actions) == choices(sent.ruleset, sent.state, seat)
        legal = choices(game.ruleset, real, seat)
        for named in sent.legal_actions:
            action = sent.in_game(named, game)
            assert action in legal and type(action) is type(named)
            if not hidden & {uid for _field, uids in _card_fields(named) for uid in uids}:
                assert action == named
            else:
                naming += 1
    assert naming >= 6


@pytest.mark.parametrize("game_id", ["dbgt", "yyh"])
def test_the_message_is_the_same_whatever_the_hidden_cards_are(game_id: str) -> None:
    """Fair by construction: two cards hidden from the seat swap places in the real game (its
    view unchanged): the message the worker reads is the same, so nothing in it tells a hidden
    card's identity or place."""
    outbox, inbox = Outbox(shared=(Ruleset,)), Inbox()
    swapped = 0
    for index, (game, seat) in enumerate(_positions(game_id, 12)):
        view = view_for(game.state, seat)
        before = _read(inbox, _message(outbox, game, seat))
        cards = {uid: card.card_id for uid, card in game.state.cards.items()}
        if not _swap_hidden(game, seat, random.Random(index)):
            continue
        assert view_for(game.state, seat) == view
        assert {uid: card.card_id for uid, card in game.state.cards.items()} == cards
        swapped += 1
        assert _read(inbox, _message(outbox, game, seat)) == before, index
    assert swapped >= 10
