"""Save and load of a 10,000-action game (goals: each under 0.5 s, the file under 5 MB), the time
from a file to a shown game (issue 17: under 0.3 s), and the cost of writing one action to the
autosave journal: flushed to disk (fsync) after every line, and under the journal's policy (each
line written at once, flushed at most every 0.1 s).

The file-to-shown figure is a save with its state snapshot, then loading it and building the
game at the snapshot (:func:`shown_controller`, what the window puts on the table); its
baseline is the path before snapshots, in the same run and taking turns with it: a save
without one, loading it and replaying its log. The check the window then runs in the
background (:func:`check_save`: the replay, and the snapshot compared) is a figure of its own.
"""

from __future__ import annotations

import json
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path

from common import Figure, best_of, best_of_each

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, Mode
from tabletop.engine.table_actions import MoveCard, Rotate, SetCardCounter
from tabletop.storage import Journal, SavedGame, load_game, save_game
from tabletop.storage.snapshot_game import check_save, shown_controller

JOURNAL_ACTIONS = 200

ACTIONS = 10_000
ROUNDS = 5


def _long_game() -> Controller:
    deck = DeckSpec("bench", {"deck": tuple(f"B-{i}" for i in range(60))})
    game = Controller.new_game(FreeTable(), GameSetup("free", 3, decks=(deck, deck)), Mode.MANUAL)
    rng = random.Random(4)
    uids = sorted(game.state.cards)
    zones = ("p0.table", "p0.discard", "p1.table", "p1.discard")
    while len(game.log) < ACTIONS:
        uid = rng.choice(uids)
        seat = game.state.cards[uid].owner
        roll = rng.random()
        if roll < 0.6:
            game.submit(MoveCard(seat, uid, rng.choice(zones)))
        elif roll < 0.8:
            game.submit(Rotate(seat, uid))
        else:
            game.submit(SetCardCounter(seat, uid, "stage", rng.randint(0, 10)))
    return game


def figures() -> Iterator[Figure]:
    """Save time, load time (with replay) and file size of a 10,000-action game."""
    game = _long_game()
    saved = SavedGame(game.setup, game.log, game.mode.value)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.tabletop"
        save_time = best_of(3, lambda: save_game(path, saved))
        size = path.stat().st_size
        raw = [entry.to_json() for entry in game.log]
        dump_time = best_of(3, lambda: (Path(folder) / "raw.json").write_text(json.dumps(raw)))

        def load_and_replay() -> None:
            loaded = load_game(path)
            Controller.replay(FreeTable(), loaded.setup, loaded.log, Mode(loaded.mode))

        load_time = best_of(3, load_and_replay)
        parse_time = best_of(3, lambda: json.loads(path.read_text()))
    yield Figure("storage.save_10000_actions", save_time, "s", "< 0.5 s", baseline=dump_time)
    yield Figure(
        "storage.load_10000_actions", load_time, "s", "< 0.5 s (with replay)", baseline=parse_time
    )
    yield Figure("storage.save_file_size", size / 1e6, "MB", "< 5 MB")
    yield from _shown_figures(game)
    yield from _journal_figures(game)


def _shown_figures(game: Controller) -> Iterator[Figure]:
    """File to a shown game with a snapshot, against the replaying path before snapshots, and
    the check that runs in the background."""
    with_snapshot = SavedGame(game.setup, game.log, game.mode, snapshot=game.state)
    without = SavedGame(game.setup, game.log, game.mode)
    with tempfile.TemporaryDirectory() as folder:
        new_path, old_path = Path(folder) / "new.tabletop", Path(folder) / "old.tabletop"

        def shown() -> None:
            save_game(new_path, with_snapshot)
            assert shown_controller(load_game(new_path)) is not None

        def replayed() -> None:
            save_game(old_path, without)
            loaded = load_game(old_path)
            Controller.replay(FreeTable(), loaded.setup, loaded.log, Mode(loaded.mode))

        shown_time, old_time = best_of_each(ROUNDS, shown, replayed)
        loaded = load_game(new_path)

        def check() -> None:
            assert check_save(loaded).matches

        check_time = best_of(3, check)
    yield Figure(
        "storage.file_to_shown_game_10000_actions", shown_time, "s",
        "< 0.3 s (save + load with snapshot)", baseline=old_time,
    )  # fmt: skip
    yield Figure(
        "storage.background_check_10000_actions", check_time, "s",
        "- (replay + compare, while the curtain is up)", baseline=old_time,
    )  # fmt: skip


def _journal_figures(game: Controller) -> Iterator[Figure]:
    """Milliseconds per journal line: fsync every line, the 0.1 s policy, and no fsync at all."""
    entries = game.log[:JOURNAL_ACTIONS]

    def per_line(**options: object) -> float:
        with tempfile.TemporaryDirectory() as folder:
            journal = Journal.start(game.setup, "manual", folder, **options)  # type: ignore[arg-type]

            def write() -> None:
                for entry in entries:
                    journal.append(entry)
                journal.sync()

            cost = best_of(3, write)
            journal.finish()
        return cost / len(entries) * 1000

    unflushed = per_line(fsync=False)
    every = per_line(sync_interval=0)
    policy = per_line()
    yield Figure("storage.journal_line_fsync_each", every, "ms", "-", baseline=unflushed)
    yield Figure(
        "storage.journal_line_fsync_0.1s", policy, "ms", "< 0.1 ms (lines at once)",
        baseline=unflushed,
    )  # fmt: skip
