"""The guest's audit at the end of a game: were the shuffles fair, the views true, the moves
its own?

The host revealed its half of the seed (with the nonce it committed to), the whole log and
which uid each handle stood for. The guest replays the log from the seed both halves make,
checking every shuffle against that seed (:class:`~tabletop.engine.rng.SeedCheckedChance`),
and at each position it was sent a view, compares that view with its own replay's (and the
offers with the seat's legal actions there: a host cannot withhold a move); each of its seat's
steps must be one of its commands, applied where the host said, or the step that
passes by itself there. It does not stop a host from peeking (the host's computer runs the
game): it catches a host that stacked a deck, edited a view, or moved for the guest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from tabletop.ai.play import choices
from tabletop.engine.actions import parse_action
from tabletop.engine.controller import Controller
from tabletop.engine.errors import FormatError, ReplayError
from tabletop.engine.log import LogEntry
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup

from . import protocol
from .handles import rename_action, rename_view, view_json


@dataclass(frozen=True)
class AuditResult:
    """Whether the audit passed, and the first problem it found."""

    passed: bool
    problem: str = ""
    views: int = 0


def audit(
    ruleset: Ruleset,
    setup: GameSetup,
    seat: int,
    commit: str,
    guest_half: str,
    end: Mapping[str, Any],
    views: Mapping[int, Mapping[str, Any]],
    commands: Mapping[int, str],
    offers: Mapping[int, Sequence[str]] | None = None,
    manual_seen: Sequence[int] = (),
) -> AuditResult:
    """Check a finished game (``views``: log position → the view sent there; ``commands``:
    log position → the guest's action text applied there; ``offers``: log position → the
    offers sent there, which must be all of the seat's legal actions; all with handles). A
    step forced against the rules passes only inside a span of the end's ``manual`` (the log
    positions where both players had agreed to manual mode), each of which the guest saw on
    (``manual_seen``: where its events first said so)."""
    half, nonce = str(end.get("half", "")), str(end.get("nonce", ""))
    if not protocol.commitment_holds(commit, half, nonce):
        return AuditResult(False, "commitment")
    try:
        entries = [LogEntry.from_json(item) for item in end["log"]]
        revealed = {int(h): int(uid) for h, uid in end["handles"].items()}
    except (FormatError, KeyError, TypeError, ValueError, AttributeError):
        return AuditResult(False, "log")
    if protocol.log_digest([e.to_json() for e in entries]) != end.get("digest"):
        return AuditResult(False, "digest")

    def uid(handle: int) -> int:
        return revealed[handle]

    spans = _manual_spans(end.get("manual", []), manual_seen)
    if spans is None:
        return AuditResult(False, "manual mode")

    game = Controller(ruleset, replace(setup, seed=protocol.game_seed(half, guest_half)))
    opening = list(ruleset.opening_actions(game.state))
    checked = 0
    for index in range(len(entries) + 1):
        if index in views:
            try:
                sent = rename_view(views[index], uid)
            except KeyError:
                return AuditResult(False, f"view {index}: unknown handle")
            if sent != view_json(game.view(seat), lambda u: u):
                return AuditResult(False, f"view {index}")
            checked += 1
        if offers and index in offers and not _offers_hold(game, seat, offers[index], uid):
            return AuditResult(False, f"offers {index}")
        if index == len(entries):
            break
        entry = entries[index]
        if entry.forced and not any(a <= index < b for a, b in spans):
            return AuditResult(False, f"step {index}: forced")
        if index < len(opening):
            problem = "" if entry.action == opening[index] else f"step {index}: opening"
        else:
            problem = _own_step(game, seat, index, entry, commands, uid)
        if problem:
            return AuditResult(False, problem)
        try:
            game.replay_entry(entry, index, check_seed=True)
        except ReplayError as error:
            return AuditResult(False, f"step {index}: {error.code}")
    if game.winner != _agreed_winner(end, game.winner):
        return AuditResult(False, "winner")
    if set(commands) - set(range(len(entries))):
        return AuditResult(False, "command missing from the log")
    return AuditResult(True, "", checked)


def _manual_spans(sent: object, seen: Sequence[int]) -> list[tuple[int, int]] | None:
    """The end's manual-mode spans as [from, to) (to -1: to the end), each holding a position
    where the guest saw manual mode on (None: malformed, or one the guest never saw)."""
    if not isinstance(sent, list):
        return None
    spans: list[tuple[int, int]] = []
    for span in sent:
        if not (isinstance(span, list) and len(span) == 2 and all(type(n) is int for n in span)):
            return None
        start, stop = span[0], span[1] if span[1] >= 0 else 1 << 62
        if not any(start <= at <= stop for at in seen):
            return None
        spans.append((start, stop))
    return spans


def _agreed_winner(end: Mapping[str, Any], played: int | None) -> int | None:
    """The winner the end must name: the game's, or after an agreement (no winner yet in the
    game) the other seat of a concession, none for a draw (``played`` when the end is not
    one the players agreed; a mismatch fails the audit)."""
    by, winner, conceded = end.get("by"), end.get("winner"), end.get("conceded")
    if by is None or played is not None:
        return winner if by is None else -1  # an agreement after a won game: never sent
    if by == "draw":
        return None if winner is None else -1
    if by == "concede" and conceded in (0, 1) and winner == 1 - conceded:
        return None
    return -1


def _offers_hold(game: Controller, seat: int, sent: Sequence[str], uid: Any) -> bool:
    """Whether the offers sent are exactly the seat's legal actions there."""
    try:
        named = sorted(str(rename_action(parse_action(text), uid)) for text in sent)
    except (FormatError, KeyError, ValueError):
        return False
    return named == sorted(str(action) for action in choices(game.ruleset, game.state, seat))


def _own_step(
    game: Controller,
    seat: int,
    index: int,
    entry: LogEntry,
    commands: Mapping[int, str],
    uid: Any,
) -> str:
    """Why the step at ``index`` is not a step the guest's seat made or let pass ('' when
    it is)."""
    sent = commands.get(index)
    if sent is not None:
        try:
            action = rename_action(parse_action(sent), uid)
        except (FormatError, KeyError, ValueError):
            return f"step {index}: command"
        if game.ruleset.meaning(game.state, action) != entry.action:
            return f"step {index}: not the command sent"
        return ""
    if entry.action.seat == seat and game.ruleset.automatic_action(game.state) != entry.action:
        return f"step {index}: a move for this seat it did not send"
    return ""
