"""The game sessions of a remote game's two windows.

:class:`HostedSession` is the hosting player's: the game is its own (its controller is the
:class:`~tabletop.remote.host.HostSession`'s), and every step, its player's or the guest's, is
applied through the ordinary :meth:`GameSession.submit` (checked, journaled, animated); its
player's moves go through the host session first (:meth:`HostSession.submit_local`), so the
guest hears of them. :class:`GuestSession` is the guest's: it runs no game, only draws the
views it receives (:meth:`GuestViewSession.show`): each is turned into a state that agrees
with it (cards it sees numbered by their handles, cards hidden from it dealt from what is left
of their owner's deck list, never shown: the table draws the seat's view of it), its history
holds the steps the host sent (actions only, for the log), and its player's moves are sent to
the host, never applied here. In both, Undo asks the other player
(:mod:`tabletop.remote.requests`); there is no Redo.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject

from tabletop.engine import Action, ChangeSet, Controller, Mode, Outcome, Verdict
from tabletop.engine.actions import parse_action
from tabletop.engine.controller import NO_CHANGES
from tabletop.engine.errors import FormatError
from tabletop.engine.history import AppliedAction, History
from tabletop.engine.log import LogEntry
from tabletop.engine.phrase import Phrase
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import GameState
from tabletop.games import make_ruleset
from tabletop.play.seats import BOTH_HUMAN
from tabletop.remote.agent import state_from_view
from tabletop.remote.host import HostSession
from tabletop.ui.session import GameSession

NOT_YOUR_TURN = "not_your_turn"
"""The verdict code of a move made while the other player must act."""
Asker = Callable[[], bool]


class _RemoteSession(GameSession):
    """What both ends share: steps pass by themselves as the host says; Undo is a request."""

    def __init__(self, controller: Controller, seat: int, parent: QObject | None) -> None:
        super().__init__(controller, autosave=False, parent=parent, seats=BOTH_HUMAN)
        self.local_seat = seat
        self.fixed_seat = seat
        self.ask_undo: Asker = lambda: False
        """Asks the other player to take back this player's last move (set by the window)."""
        self.may_ask_undo: Callable[[], bool] = lambda: False
        self.ask_mode: Callable[[Mode], None] = lambda _mode: None
        """Asks the other player for manual mode, or tells them the rules are back on."""
        super().set_seat(seat)

    @property
    def automatic_steps(self) -> bool:
        """Off: the host applies the steps that pass by themselves, one at a time."""
        return False

    @automatic_steps.setter
    def automatic_steps(self, value: bool) -> None:
        pass

    def set_seat(self, seat: int, *, covered: bool = False) -> None:
        """The seat at this computer stays this player's."""
        super().set_seat(getattr(self, "local_seat", seat))

    def can_undo(self) -> bool:
        return self.may_ask_undo()

    def can_redo(self) -> bool:
        return False

    def set_mode(self, mode: Mode) -> None:
        """Edit → Manual Mode: asked of the other player (the rules back on: told); the mode
        changes when the host says so."""
        if mode is not self.mode:
            getattr(self, "ask_mode", lambda _mode: None)(mode)
        self.reset.emit()  # the menu shows the mode as it is

    def undo(self) -> bool:
        """Ask the other player to take back this player's last move (False: nothing changes
        now; their answer comes later)."""
        self.ask_undo()
        return False

    def redo(self) -> bool:
        return False

    def _turn_refusal(self, action: Action) -> Outcome | None:
        if action.seat == self.local_seat and self.actor() == self.local_seat:
            return None
        verdict = Verdict.illegal(NOT_YOUR_TURN)
        self.refused.emit(verdict, action)
        return Outcome(False, verdict)


class HostedSession(_RemoteSession):
    """The hosting player's window's game (see the module)."""

    def __init__(self, host: HostSession, parent: QObject | None = None) -> None:
        assert host.controller is not None
        self.host = host
        self.outgoing: Callable[[list[dict[str, Any]]], None] = lambda _messages: None
        super().__init__(host.controller, host.host_seat, parent)

    def submit(
        self, action: Action, initiator: object = None, *, from_menu: bool = False
    ) -> Outcome:
        """The hosting player's move: through the host session (the guest hears of it)."""
        refused = self._turn_refusal(action)
        if refused is not None:
            return refused
        outcome, messages = self.host.submit_local(action)
        self.outgoing(messages)
        return outcome

    def actor(self) -> int | None:
        return None if self.host.over else super().actor()

    def winner(self) -> int | None:
        return self.host.winner

    def apply(self, action: Action) -> Outcome:
        """Apply one step as the host session says (the :class:`~tabletop.remote.host.Table`
        of the game: checked, journaled and drawn as any step of the window)."""
        return GameSession.submit(self, action)

    def undo_step(self) -> bool:
        """Take back one step (an Undo both players agreed to)."""
        return GameSession.undo(self)


class GuestViewSession(_RemoteSession):
    """The guest's window's game: the views it receives, drawn (see the module)."""

    def __init__(
        self, game_id: str, setup: Mapping[str, Any], seat: int, parent: QObject | None = None
    ) -> None:
        self.game_setup = GameSetup.from_json(dict(setup))
        ruleset = make_ruleset(game_id, self.game_setup.profile)
        self.send_move: Callable[[Action], bool] = lambda _action: False
        """Sends this player's move to the host (False: it may not be sent now)."""
        self.to_act: int | None = None
        self.end: Mapping[str, Any] | None = None
        self._steps: list[tuple[str, AppliedAction]] = []
        self._words: dict[int, list[Phrase]] = {}  # id of a step → its phrases, as sent
        super().__init__(Controller(ruleset, self.game_setup), seat, parent)

    def show(
        self,
        view: Mapping[str, Any],
        to_act: object,
        end: Mapping[str, Any] | None,
        steps: Sequence[str] = (),
        words: Sequence[Sequence[Any]] = (),
    ) -> None:
        """Draw the view the host sent (who must act, the game's end when it is over, and the
        game's steps so far, for the log: actions, their cards by handle, and ``words``, what
        each did as the host's log words it for this seat)."""
        state = self._state_from(view)
        controller = self.controller
        old = set(controller.state.zones)
        controller.state = state
        self._follow_steps(steps, words)
        self.to_act = to_act if isinstance(to_act, int) else None
        self.end = end
        self._view_cache = None
        self.changed.emit(ChangeSet(zones=frozenset(old | set(state.zones))), None)

    def _state_from(self, view: Mapping[str, Any]) -> GameState:
        """A state that agrees with ``view`` (hidden cards dealt from the deck lists: drawn
        face down, never shown)."""
        return state_from_view(self.controller.ruleset, self.game_setup, view)

    def _follow_steps(self, steps: Sequence[str], words: Sequence[Sequence[Any]]) -> None:
        """The log's steps as the host sent them (the ones already shown kept as they are)."""
        kept = self._steps
        same = 0
        while same < min(len(kept), len(steps)) and kept[same][0] == steps[same]:
            same += 1
        for _text, gone in kept[same:]:
            self._words.pop(id(gone), None)
        del kept[same:]
        for at in range(same, len(steps)):
            try:
                action = parse_action(steps[at])
            except (FormatError, ValueError):
                continue
            step = AppliedAction(LogEntry(action), (), NO_CHANGES)
            kept.append((steps[at], step))
            self._words[id(step)] = _phrases(words[at] if at < len(words) else ())
        history = History()
        for _text, step in kept:
            history.push(step)
        self.controller.history = history

    def described(self, step: AppliedAction) -> list[Phrase]:
        """What the host's log says ``step`` did (no operations cross the wire)."""
        return self._words.get(id(step), [])

    def actor(self) -> int | None:
        return None if self.end is not None else self.to_act

    def winner(self) -> int | None:
        if self.end is None:
            return None
        winner = self.end.get("winner")
        return winner if isinstance(winner, int) else None

    def submit(
        self, action: Action, initiator: object = None, *, from_menu: bool = False
    ) -> Outcome:
        """This player's move: sent to the host, which applies it (or says why not)."""
        refused = self._turn_refusal(action)
        if refused is not None:
            return refused
        self.send_move(action)
        return Outcome(False, Verdict.ok())


def _phrases(sent: Sequence[Any]) -> list[Phrase]:
    """The phrases of one step as the host sent them (any out of shape left out)."""
    out: list[Phrase] = []
    for item in sent:
        if isinstance(item, dict) and isinstance(item.get("code"), str):
            params = item.get("params")
            out.append(Phrase(item["code"], dict(params) if isinstance(params, dict) else {},
                              item.get("lead") is True))  # fmt: skip
    return out
