"""A window watches a hosted game (Game → Watch Game…, the spectators' invitation): a headless
host (``tabletop host``'s serving, TLS, its spectators' key) and a headless guest on loopback
(127.0.0.1, port 0) play while the window is a spectator. The window sees the moves arrive (its
table and log follow the game), says "Spectating", refuses every move, and at every stop no
text on its screen names a card hidden from the spectators (both hands, both decks, face-down
cards: the hidden-card audit of the hot-seat tests, against the host's true state). Waits are
bounded (``qtbot.waitUntil`` with time-outs; the guest waits at a gate the test opens);
nothing is timed."""

from __future__ import annotations

import dataclasses
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tabletop.ai.match import new_game
from tabletop.ai.play import choices
from tabletop.engine.actions import parse_action
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.invitation import Invitation, new_invitation, new_key
from tabletop.remote.protocol import Message
from tabletop.remote.relay import dialer_for
from tabletop.remote.secure import host_identity
from tabletop.remote.transport import join, listen, serve
from tabletop.ui.audit import hidden_cards, leaks, screen_texts
from tabletop.ui.remote.play import HostGame
from tabletop.ui.remote.watch import SPECTATING, SpectatorSession, WatchGame
from tabletop.ui.session import NewGameOptions

from .conftest import shown_window

WAIT_MS = 60_000  # bounded waits; generous: the machine may be busy
STOPS = 12  # the guest's moves the test stops at (then the game runs to its end)


class GatedGuest(GuestSession):
    """A random guest that waits at a gate before each command leaves (so the game stands
    still while the test looks at the window)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.gate = threading.Semaphore(0)
        self.waiting = threading.Event()
        self.open = False

    def receive(self, message: Message) -> list[Message]:
        out = super().receive(message)
        if not self.open and any(m.get("type") == "cmd" for m in out):
            self.waiting.set()
            self.gate.acquire(timeout=WAIT_MS / 1000)
            self.waiting.clear()
        return out


class Hosted:
    """A headless host on loopback with TLS and a spectators' key, and its guest."""

    def __init__(self, game: str, folder: Path) -> None:
        identity = host_identity(folder)
        self.host = HostSession(game, lambda s: new_game(game, s), 1, "random")
        listener = listen("127.0.0.1", 0)
        invitation = dataclasses.replace(
            new_invitation("127.0.0.1", listener.getsockname()[1]),
            fingerprint=identity.fingerprint,
        )
        self.invitation = invitation
        self.watch = dataclasses.replace(invitation, key=new_key())
        self.errors: list[BaseException] = []
        self.guest = GatedGuest("random", seed=5)

        def host() -> None:
            try:
                serve(self.host, listener, wait=60, key=invitation.key,
                      tls=identity.context(), watch_key=self.watch.key)  # fmt: skip
            except BaseException as error:
                self.errors.append(error)
            finally:
                listener.close()

        self.threads = [threading.Thread(target=host, daemon=True)]

    def start(self) -> None:
        self.threads[0].start()

    def join(self) -> None:
        def guest() -> None:
            try:
                join(self.guest, dialer_for(self.invitation), key=self.invitation.key)
            except BaseException as error:
                self.errors.append(error)

        thread = threading.Thread(target=guest, daemon=True)
        self.threads.append(thread)
        thread.start()

    def stop(self) -> None:
        self.guest.open = True
        self.guest.gate.release()
        for thread in self.threads:
            thread.join(WAIT_MS / 1000)


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_window_watches_a_hosted_game_and_sees_no_hidden_card(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    hosted = Hosted(game, tmp_path)
    hosted.start()
    window = shown_window(qtbot, game, (1280, 800))
    try:
        watching = window.remote.watch_game(Invitation.parse(hosted.watch.text()))
        assert isinstance(watching, WatchGame)
        qtbot.waitUntil(lambda: isinstance(window.session, SpectatorSession), timeout=WAIT_MS)
        assert watching.label.text().startswith("Spectating")
        hosted.join()
        host, guest = hosted.host, hosted.guest
        seen_steps: list[int] = []
        for stop in range(STOPS):
            qtbot.waitUntil(lambda: guest.waiting.is_set() or guest.done, timeout=WAIT_MS)
            if guest.done:
                break
            channel = host.spectators[0]
            qtbot.waitUntil(lambda c=channel: watching.spectator.last_seq == c.seq,
                            timeout=WAIT_MS)  # fmt: skip
            session = window.session
            assert isinstance(session, SpectatorSession)
            seen_steps.append(len(session.controller.history))
            assert "Spectating" in watching.label.text() and "vs" in watching.label.text()
            _audit(window, host, session)
            if stop == 0:  # a spectator's move is refused, and nothing is sent
                offer = parse_action(guest.offers[0])
                assert session.submit(offer).verdict.code == SPECTATING
                assert session.check(offer).code == SPECTATING  # (menus, step bar: disabled)
                assert not window.step_bar.next_button.isEnabled()
            guest.gate.release()
        hosted.stop()
        qtbot.waitUntil(lambda: watching.spectator.done, timeout=WAIT_MS)
        assert hosted.errors == []
        # the moves arrived: the spectator's log followed the game to its end
        assert seen_steps == sorted(seen_steps) and seen_steps[-1] > seen_steps[0]
        assert watching.spectator.events > STOPS
        assert watching.spectator.result()["digest"] == host.result()["digest"]
        assert "the game is over" in watching.label.text()
        window.set_language("ja")  # the status follows a change of language
        qtbot.waitUntil(lambda: watching.label.text().startswith("観戦中"), timeout=WAIT_MS)
        window.set_language("en")
        qtbot.waitUntil(lambda: "the game is over" in watching.label.text(), timeout=WAIT_MS)
        session = window.session
        assert isinstance(session, SpectatorSession)
        _audit(window, host, session)
        window.remote.leave()
        assert window.remote.game is None
    finally:
        hosted.stop()


def _audit(window: Any, host: HostSession, session: SpectatorSession) -> None:
    """No text of the window names a card the spectators do not see (and the check would see
    one: a hidden card's name in a line of text is found)."""
    controller = host.controller
    assert controller is not None
    hidden = hidden_cards(controller.state, 0, session.database, covered=True)
    assert hidden.names, "both hands and decks hold cards the spectators may not see"
    texts = screen_texts(window, menus=True)
    found = leaks(texts, hidden)
    assert not found, "\n".join(found)
    name = sorted(hidden.names)[0]
    assert leaks([("control", f"a line naming {name}")], hidden)
    # the table draws both hands face down: no hidden card has an id in the spectator's state
    state = session.controller.state
    for seat in (0, 1):
        hand = state.zones[f"p{seat}.hand"].cards
        assert all(state.cards[uid].card_id == "" for uid in hand)


def test_a_hosting_window_invites_spectators_and_a_window_watches_it(qtbot: QtBot) -> None:
    """Game → Host Game… shows the spectators' invitation beside the guest's; a second window
    watches with it while a headless guest plays the hosting window's player: the moves of
    both arrive, and no text of the watching window names a card hidden from spectators (the
    hosting window, which shows its player's hand, left out)."""
    hosting = shown_window(qtbot, "yyh", (1280, 800))
    made = hosting.remote.host_game(NewGameOptions(game="yyh"), bind="127.0.0.1")
    assert isinstance(made, HostGame) and made.watch is not None
    dialog = hosting.remote.invitation_dialog
    assert dialog is not None and dialog.watch_field is not None
    assert dialog.watch_field.text() == made.watch.text() != made.invitation.text()
    watching_window = shown_window(qtbot, "yyh", (1280, 800))
    watching = watching_window.remote.watch_game(made.watch)
    assert isinstance(watching, WatchGame)
    qtbot.waitUntil(lambda: isinstance(watching_window.session, SpectatorSession),
                    timeout=WAIT_MS)  # fmt: skip
    guest = GuestSession("random", seed=3)
    errors: list[BaseException] = []

    def play() -> None:
        try:
            join(guest, dialer_for(made.invitation), key=made.invitation.key, attempts=3)
        except BaseException as error:
            errors.append(error)

    threading.Thread(target=play, daemon=True).start()
    host, rng = made.host, random.Random(3)
    qtbot.waitUntil(lambda: host.match is not None and watching.spectator.events > 0,
                    timeout=WAIT_MS)  # fmt: skip
    seen: list[int] = []
    for move in range(40):
        assert host.match is not None
        qtbot.waitUntil(lambda: host.over or host.match.to_act() == host.host_seat,
                        timeout=WAIT_MS)  # fmt: skip
        channel = host.spectators[0]
        qtbot.waitUntil(lambda c=channel: watching.spectator.last_seq == c.seq, timeout=WAIT_MS)
        session = watching_window.session
        assert isinstance(session, SpectatorSession)
        seen.append(len(session.controller.history))
        if move % 8 == 0:
            controller = host.controller
            assert controller is not None
            hidden = hidden_cards(controller.state, 0, session.database, covered=True)
            texts = screen_texts(watching_window, menus=move == 0, others=[hosting])
            assert hidden.names and not leaks(texts, hidden), leaks(texts, hidden)
        if host.over:
            break
        controller = host.match.controller
        action = rng.choice(choices(controller.ruleset, controller.state, host.host_seat))
        assert hosting.session.submit(action).applied
    assert errors == []
    assert seen == sorted(seen) and seen[-1] > seen[0] + 10  # both players' moves arrived
    hosting.remote.end()
    watching_window.remote.leave()
