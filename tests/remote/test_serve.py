"""Matches whose two players are both guests, held by ``tabletop serve``: whole games of each
kind (in memory and over loopback), each guest's audit, spectators' frames audited, and
hostile clients refused without harm."""

from __future__ import annotations

import json
import socket
import threading
from typing import Any

import pytest

from tabletop.ai.match import new_game
from tabletop.remote.channel import SPECTATOR, Channel
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.invitation import Invitation
from tabletop.remote.protocol import Message, commitment, encode, hello
from tabletop.remote.server import FLOOD, FULL, MATCH_ID_CHARS, Limits, Server, running
from tabletop.remote.spectator import Spectator
from tabletop.remote.transport import Served, listen, serve

from .frame_audit import FrameAudit
from .served import create, join_all, play_served_in_memory, read_one, until

HALVES = ("0123456789abcdef" * 2, "fedcba9876543210" * 2)


def _players(share: bool = False) -> tuple[GuestSession, GuestSession]:
    return (
        GuestSession("random", seed=1, budget_ms=10, guest_half=HALVES[0], share=share),
        GuestSession("random", seed=2, budget_ms=10, guest_half=HALVES[1], share=share),
    )


def _served(game: str) -> HostSession:
    return HostSession.served_match(game, lambda seed: new_game(game, seed))


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_two_guests_play_a_whole_served_game_and_both_audits_pass(game: str) -> None:
    session = _served(game)
    players = _players()
    play_served_in_memory(session, players)
    results = [player.result() for player in players]
    assert [r["audit"] for r in results] == [True, True], results
    assert results[0]["digest"] == results[1]["digest"] == session.result()["digest"]
    assert results[0]["winner"] == results[1]["winner"] == session.winner
    assert [r["seat"] for r in results] == [0, 1]
    assert session.finished
    # the seed is the server's half and both guests' halves: neither guest nor server alone
    assert session.controller is not None
    assert session.controller.setup.seed == session.seed(":".join(HALVES))
    assert session.controller.setup.seed != session.seed(HALVES[0])


def test_a_served_guest_whose_half_is_left_out_fails_its_audit() -> None:
    class DropsAHalf(HostSession):
        def _end(self, channel: Channel) -> dict[str, Any]:
            end = super()._end(channel)
            end["halves"] = [HALVES[1], HALVES[1]]  # seat 0's half left out
            return end

    session = DropsAHalf.served_match("dbgt", lambda seed: new_game("dbgt", seed))
    players = _players()
    play_served_in_memory(session, players)
    assert players[0].result()["audit"] is False
    assert players[0].result()["audit_problem"] == "seed halves"
    assert players[1].result()["audit"] is False  # the shuffles are not the seed's


@pytest.mark.parametrize("share", [False, True])
def test_a_spectators_frames_hold_no_hidden_card_and_no_seed(share: bool) -> None:
    session = _served("dbgt")
    spectator = Spectator()
    players = _players(share)
    audit = FrameAudit(session, seat=SPECTATOR, secrets=list(HALVES), strict_end=not share)

    def tap(message: Message) -> None:
        audit.book = session.spectators[0].book
        audit.tap(b"\0\0\0\0" + json.dumps(message).encode())
        text = json.dumps(message)
        assert '"offers": ["' not in text  # a spectator is never offered a move

    play_served_in_memory(session, players, (spectator,), taps={0: tap})
    assert audit.frames > 20 and audit.leaks == []
    assert spectator.done and spectator.result()["digest"] == players[0].result()["digest"]
    assert (spectator.log is not None) is share
    assert [p.result()["audit"] for p in players] == [True, True]
    hands = [zone for zone_id, zone in (spectator.view or {})["zones"].items() if "hand" in zone_id]
    assert hands and all(card["id"] is None for zone in hands for card in zone["cards"])


def test_a_spectator_sending_commands_is_refused_and_the_game_goes_on() -> None:
    session = _served("yyh")
    watcher = session.watch()
    assert session.receive(hello(), watcher)[0]["type"] == "welcome"
    for message in (
        {"type": "seed", "half": "ab" * 16},
        {"type": "cmd", "cid": "x1", "base": 0, "action": "pass 0"},
        {"type": "request", "kind": "concede"},
        {"type": "chat", "text": "hi"},
    ):
        answer = session.receive(message, watcher)
        assert answer and answer[0]["type"] == "reject" and answer[0]["reason"] == "spectator"
    assert session.match is None and session.agreed is None
    players = _players()
    play_served_in_memory(session, players)
    assert [p.result()["audit"] for p in players] == [True, True]


def test_two_guests_play_through_the_server_over_loopback_with_a_spectator() -> None:
    server = Server()
    with running(server) as port:
        created = create(port, "dbgt")
        assert created["type"] == "created"
        keys, watch = created["keys"], created["watch"]
        players = _players(share=True)
        spectator = Spectator()
        joined = join_all(port, [(players[0], keys[0]), (players[1], keys[1]), (spectator, watch)])
        assert until(lambda: server.finished == 1)
    assert joined.errors == []
    results = [player.result() for player in players]
    assert [r["audit"] for r in results] == [True, True]
    assert results[0]["digest"] == results[1]["digest"] == spectator.result()["digest"]
    assert spectator.log is not None
    assert server.finished == 1 and server.rooms == {}


def test_hostile_clients_are_refused_without_harm() -> None:
    server = Server(Limits(creations=6))  # 4 made before the flood
    with running(server) as port:
        created = create(port, "yyh")
        keys = created["keys"]
        # a wrong key, and a create that names no game
        wrong = join_all(port, [(GuestSession("random", budget_ms=10), "not-a-key-at-all")])
        assert [getattr(e, "reason", None) for e in wrong.errors] == ["key"]
        assert create(port, "chess") == {"type": "refused", "reason": "game"}
        assert create(port, "dbgt", ["no such deck", "nor this"])["reason"] == "deck"
        # a second connection for a seat that is connected: refused, the first one unharmed
        other = create(port, "dbgt")["keys"]
        with socket.create_connection(("127.0.0.1", port), timeout=30) as first:
            first.sendall(encode({**hello(), "key": other[0]}))
            assert read_one(first)["type"] == "welcome"
            with socket.create_connection(("127.0.0.1", port), timeout=30) as second:
                second.sendall(encode({**hello(), "key": other[0]}))
                assert read_one(second) == {"type": "refused", "reason": "seated"}
            first.sendall(encode({"type": "ping"}))
            assert read_one(first) == {"type": "pong"}
        players = _players()
        joined = join_all(port, [(players[0], keys[0]), (players[1], keys[1])])
        assert joined.errors == []
        assert until(lambda: server.finished == 1)
        # the match is over and dropped: its keys open nothing any more
        late = join_all(port, [(GuestSession("random", budget_ms=10), keys[0])])
        assert [getattr(e, "reason", None) for e in late.errors] == ["key"]
        # a flood of creations from one address: refused past the limit
        answers = [create(port, "dbgt")["type"] for _ in range(4)]
        assert answers == ["created", "created", "refused", "refused"]
        assert server.refusals.get(FLOOD) == 2
    assert [p.result()["audit"] for p in players] == [True, True]


def test_a_third_player_cannot_take_a_seated_match() -> None:
    session = _served("dbgt")
    players = _players()
    channels = [session.channels[0], session.channels[1]]
    pending = [(seat, hello()) for seat in (0, 1)]
    for _ in range(20):  # hellos, commitments, halves: the game begins
        if not pending:
            break
        seat, message = pending.pop(0)
        heard = [(seat, answer) for answer in session.receive(message, channels[seat])]
        heard += [(channels.index(c), out) for c, out in session.take_outgoing()]
        pending += [(to, reply) for to, answer in heard for reply in players[to].receive(answer)]
    assert session.match is not None
    intruder = session.receive(hello(), session.channels[0])
    assert intruder == [{"type": "refused", "reason": "seated"}]
    stolen = session.receive(hello({"token": "guess", "last": 0}), session.channels[1])
    assert stolen == [{"type": "refused", "reason": "token"}]


def test_the_server_refuses_matches_past_its_bound_and_expires_idle_ones() -> None:
    now = [0.0]
    server = Server(Limits(max_matches=2, idle=60, creations=100), clock=lambda: now[0])
    made = [server.create({"type": "create", "game": "dbgt"}, "a") for _ in range(3)]
    assert [m["type"] for m in made] == ["created", "created", "refused"]
    assert made[2]["reason"] == FULL
    now[0] = 61.0
    assert server.create({"type": "create", "game": "yyh"}, "b")["type"] == "created"
    assert len(server.rooms) == 1


def test_a_match_is_created_with_deck_texts() -> None:
    from tabletop.games.base import descriptor

    found = descriptor("yyh")
    assert found is not None
    paths = found.demo_decks()[:2]
    texts = [path.read_text(encoding="utf-8") for path in reversed(paths)]
    server = Server()
    created = server.create({"type": "create", "game": "yyh", "decks": texts}, "a")
    assert created["type"] == "created"
    session = server.rooms[created["match"]].session
    welcome = session.receive(hello(), session.channels[0])[0]
    names = [deck["name"] for deck in welcome["setup"]["decks"]]
    demo = [deck["name"] for deck in new_game("yyh", 0).setup.to_json()["decks"]]
    assert names == list(reversed(demo))
    bad = server.create({"type": "create", "game": "dbgt", "decks": texts}, "a")
    assert bad == {"type": "refused", "reason": "deck"}  # yyh decks for a dbgt match


def test_a_spectator_of_a_hosted_game_sees_no_hidden_card() -> None:
    host = HostSession("yyh", lambda seed: new_game("yyh", seed), 1, "random")
    guest = GuestSession("random", seed=5, budget_ms=10, guest_half=HALVES[1])
    spectator = Spectator()
    audit = FrameAudit(host, seat=SPECTATOR, secrets=[HALVES[1]], strict_end=True)

    def tap(message: Message) -> None:
        audit.book = host.spectators[0].book
        audit.tap(b"\0\0\0\0" + json.dumps(message).encode())

    play_served_in_memory(host, (guest,), (spectator,), taps={0: tap})
    assert audit.frames > 20 and audit.leaks == []
    assert guest.result()["audit"] is True
    assert spectator.result()["digest"] == guest.result()["digest"]
    assert spectator.log is None  # nobody agreed to show it


def test_a_spectator_watches_a_hosted_game_over_loopback() -> None:
    host = HostSession("dbgt", lambda seed: new_game("dbgt", seed), 0, "random")
    listener = listen("127.0.0.1", 0)
    served: list[Served] = []
    thread = threading.Thread(
        target=lambda: served.append(
            serve(host, listener, wait=60, idle=60, key="guest-key-1", watch_key="watch-key-1")
        ),
        daemon=True,
    )
    thread.start()
    port = listener.getsockname()[1]
    spectator = Spectator()
    guest = GuestSession("random", seed=6, budget_ms=10)
    stranger = Spectator()
    joined = join_all(
        port, [(spectator, "watch-key-1"), (stranger, "guest-key-2"), (guest, "guest-key-1")]
    )
    thread.join(timeout=120)
    listener.close()
    assert [getattr(e, "reason", None) for e in joined.errors] == ["key"]  # the stranger's
    assert served and served[0].spectators == 1
    assert guest.result()["audit"] is True
    assert spectator.done and spectator.result()["digest"] == guest.result()["digest"]
    hands = [z for zone_id, z in (spectator.view or {})["zones"].items() if "hand" in zone_id]
    assert hands and all(card["id"] is None for zone in hands for card in zone["cards"])


def test_each_guest_commits_to_its_half_before_any_half_is_taken() -> None:
    session = _served("dbgt")
    first, second = session.channels[0], session.channels[1]
    for channel in (first, second):
        session.receive(hello(), channel)
    nonce = "5" * 32
    early = session.receive({"type": "seed", "commit": commitment(HALVES[0], nonce)}, first)
    assert early == []  # nothing yet: the other guest has not committed
    half_too_soon = session.receive({"type": "seed", "half": HALVES[0], "nonce": nonce}, first)
    assert half_too_soon[0]["reason"] == "early"
    other_nonce = "6" * 32
    both = session.receive({"type": "seed", "commit": commitment(HALVES[1], other_nonce)}, second)
    told = [message for _, message in session.take_outgoing()]
    assert both == told == [{"type": "commits", "commits": [first.commit, second.commit]}]
    wrong = session.receive({"type": "seed", "half": HALVES[1], "nonce": nonce}, first)
    assert wrong[0]["reason"] == "bad_seed" and session.match is None  # does not open it
    session.receive({"type": "seed", "half": HALVES[0], "nonce": nonce}, first)
    assert session.match is None
    started = session.receive({"type": "seed", "half": HALVES[1], "nonce": other_nonce}, second)
    assert session.match is not None and started[0]["type"] == "event"


def test_a_served_guest_kept_on_disk_comes_back_with_its_commitment() -> None:
    from tabletop.remote.guest_file import restored, saved

    session = _served("yyh")
    guest = _players()[0]
    welcome = session.receive(hello(), session.channels[0])[0]
    (committed,) = guest.receive(welcome)
    assert set(committed) == {"type", "commit"} and guest.served
    guest.receive({"type": "commits", "commits": [committed["commit"], "0" * 64]})
    back = restored(json.loads(json.dumps(saved(guest))))
    assert (back.served, back.nonce, back.commits) == (True, guest.nonce, guest.commits)
    first = back.start()  # a resume, then the half that opens the commitment kept
    assert first[0]["resume"]["token"] == welcome["token"]
    assert first[1] == {"type": "seed", "half": HALVES[0], "nonce": guest.nonce}
    assert commitment(HALVES[0], back.nonce) == committed["commit"]


def test_connections_past_the_bound_are_refused() -> None:
    server = Server(Limits(max_connections=1))
    with running(server) as port:
        keys = create(port, "dbgt")["keys"]
        with socket.create_connection(("127.0.0.1", port), timeout=30) as first:
            first.sendall(encode({**hello(), "key": keys[0]}))
            assert read_one(first)["type"] == "welcome"
            with socket.create_connection(("127.0.0.1", port), timeout=30) as second:
                assert read_one(second) == {"type": "refused", "reason": FULL}
            first.sendall(encode({"type": "ping"}))
            assert read_one(first) == {"type": "pong"}


def test_each_key_begins_with_its_match_id() -> None:
    server = Server()
    made = [server.create({"type": "create", "game": "yyh"}, "a") for _ in range(2)]
    for created in made:
        keys = [*created["keys"], created["watch"]]
        assert len(created["match"]) == MATCH_ID_CHARS and len(set(keys)) == 3
        assert all(key[:MATCH_ID_CHARS] == created["match"] for key in keys)
        assert all(Invitation.parse(f"tabletop://127.0.0.1:1/{key}").key == key for key in keys)
    assert made[0]["match"] != made[1]["match"]
