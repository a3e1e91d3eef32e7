"""Golden transcripts: a fixed setup and list of actions, and what the engine makes of them.

Each ``tests/golden/*.json`` file holds

* the **input**: ``setup`` (:meth:`GameSetup.to_json`, seed and decks included), ``mode``,
  ``rules`` when the game is played by an older rules generation than new games (its opening
  action names it; without it, the generation of new games) and ``actions``, each an action in
  its serialised form (``"next 0"``, ``"dbgt.attack 1 52 17"``) or ``"undo"`` / ``"redo"``;
* the **outcome**: ``refused`` (the actions the controller refused: their index and the
  verdict's code), ``log`` and ``redo`` (the action log and redo tail as
  :meth:`LogEntry.to_json`, opening shuffles and chance outcomes included), ``winner`` and
  ``final_state`` (:meth:`GameState.to_json`).

The outcome is a stable rendering (the log's serialised entries, not the log's English
sentences, which are worded in the UI and may be reworded). :func:`render` lays a transcript out
one entry, zone or card a line, so that a changed outcome shows as a short diff.
``python -m tests.golden.regen`` plays every file's input again and rewrites its outcome.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from tabletop.engine import Controller, GameSetup, Mode
from tabletop.engine.actions import parse_action
from tabletop.games.base import make_ruleset

FOLDER = Path(__file__).resolve().parent
INPUT_KEYS = ("setup", "mode", "rules", "actions")  # "rules": only when given
UNDO, REDO = "undo", "redo"
_LINE = 96


def transcript_files() -> list[Path]:
    """The checked-in transcripts, by name."""
    return sorted(FOLDER.glob("*.json"))


def play(data: dict[str, Any]) -> dict[str, Any]:
    """The transcript ``data`` with its outcome computed afresh from its input."""
    setup = GameSetup.from_json(data["setup"])
    mode = Mode(data["mode"])
    game = _opened(setup, mode, data.get("rules"))
    refused: list[dict[str, Any]] = []
    for index, text in enumerate(data["actions"]):
        if text in (UNDO, REDO):
            changed = game.undo() if text == UNDO else game.redo()
            if changed is None:
                refused.append({"index": index, "code": f"nothing_to_{text}"})
            continue
        outcome = game.submit(parse_action(text))
        if not outcome.applied:
            refused.append({"index": index, "code": outcome.verdict.code})
    out = {key: data[key] for key in INPUT_KEYS if key in data}
    out["refused"] = refused
    out["log"] = [entry.to_json() for entry in game.log]
    out["redo"] = [step.entry.to_json() for step in game.history.undone]
    out["winner"] = game.winner
    out["final_state"] = game.state.to_json()
    return out


def _opened(setup: GameSetup, mode: Mode, rules: int | None) -> Controller:
    """A new game, its opening actions applied: played by rules generation ``rules`` (its
    opening action's ``rules``), or by the generation of new games (None)."""
    ruleset = make_ruleset(setup.game_id, setup.profile)
    if rules is None:
        return Controller.new_game(ruleset, setup, mode)
    game = Controller(ruleset, setup, mode)
    for action in ruleset.opening_actions(game.state):
        if hasattr(action, "rules"):
            action = replace(action, rules=rules)  # type: ignore[type-var]
        outcome = game.submit(action)
        assert outcome.applied and outcome.verdict.legal, (str(action), outcome.verdict)
    return game


def render(value: Any, indent: str = "") -> str:
    """JSON text with anything short enough on one line, the rest one item a line."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(indent) + len(flat) <= _LINE or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + "  "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(str(k))}: {render(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if all(isinstance(v, int) or (isinstance(v, str) and " " not in v) for v in value):
        # card ids, uids, a shuffle's order: filled lines (an action, a sentence: one a line)
        rows: list[list[str]] = [[]]
        for item in (json.dumps(v, ensure_ascii=False) for v in value):
            if rows[-1] and len(inner) + len(", ".join([*rows[-1], item])) + 1 > _LINE:
                rows.append([])
            rows[-1].append(item)
        return "[\n" + ",\n".join(inner + ", ".join(row) for row in rows) + "\n" + indent + "]"
    return "[\n" + ",\n".join(inner + render(v, inner) for v in value) + "\n" + indent + "]"


def read(path: Path) -> dict[str, Any]:
    """A transcript file's data."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def text_of(data: dict[str, Any]) -> str:
    """A transcript as its file holds it."""
    return render(data) + "\n"


def difference(path: Path, limit: int = 120) -> str | None:
    """How the outcome of ``path``'s input now differs from the one checked in, as a unified
    diff of at most ``limit`` lines; None when it is the same."""
    expected = path.read_text(encoding="utf-8").splitlines(keepends=True)
    actual = text_of(play(read(path))).splitlines(keepends=True)
    if actual == expected:
        return None
    lines = list(
        difflib.unified_diff(expected, actual, f"{path.name} (checked in)", f"{path.name} (now)")
    )
    if len(lines) > limit:
        lines = [*lines[:limit], f"... and {len(lines) - limit} more lines\n"]
    return "".join(lines)
