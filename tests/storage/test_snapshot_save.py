"""Schema 2 of the save file: the state snapshot and the seats; the seats in the journal header;
schema-1 saves still loading; repeated log entries parsed once but checked all the same."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, Mode
from tabletop.engine.log import LogEntry
from tabletop.engine.table_actions import MoveCard, Rotate
from tabletop.storage import Journal, SavedGame, StorageError, load_game, recover, save_game
from tabletop.storage.save import SAVE_SCHEMA_VERSION
from tabletop.storage.snapshot_game import check_save

from .helpers import digest


def _game() -> Controller:
    deck = DeckSpec("d", {"deck": tuple(f"X-{i}" for i in range(10))})
    game = Controller.new_game(FreeTable(), GameSetup("free", 9, decks=(deck, deck)), Mode.MANUAL)
    uid = game.state.zones["p0.deck"].cards[-1]
    for _ in range(3):
        game.submit(MoveCard(0, uid, "p0.table"))
        game.submit(Rotate(0, uid))
        game.submit(MoveCard(0, uid, "p0.discard"))
    return game


def _saved(**fields: Any) -> SavedGame:
    game = _game()
    return SavedGame(game.setup, game.log, game.mode, snapshot=game.state, **fields)


def _write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "edited.tabletop"
    path.write_text(json.dumps(data), "utf-8")
    return path


def _doc(tmp_path: Path, game: SavedGame) -> dict[str, Any]:
    path = tmp_path / "doc.tabletop"
    save_game(path, game)
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def _refused(path: Path) -> StorageError:
    before = digest(path)
    with pytest.raises(StorageError) as info:
        load_game(path)
    assert digest(path) == before
    return info.value


def test_snapshot_and_seats_round_trip(tmp_path: Path) -> None:
    game = _saved(seats=("human", "computer:greedy"))
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    loaded = load_game(path)
    assert loaded.snapshot == game.snapshot and loaded.snapshot is not game.snapshot
    assert loaded.seats == ("human", "computer:greedy")
    assert loaded.log == game.log
    assert loaded == game.__class__(**{**vars(game), "saved_at": loaded.saved_at})


def test_the_snapshot_is_one_line_per_zone_and_card(tmp_path: Path) -> None:
    game = _saved()
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    data = json.loads(path.read_text("utf-8"))
    assert data["schema_version"] == SAVE_SCHEMA_VERSION == 2
    assert data["seats"] == ["human", "human"]
    lines = path.read_text("utf-8").splitlines()
    assert game.snapshot is not None
    cards = [line for line in lines if line.startswith('      {"uid": ')]
    zones = [line for line in lines if line.startswith('      {"id": ')]
    assert (len(cards), len(zones)) == (len(game.snapshot.cards), len(game.snapshot.zones))


def test_absent_seats_are_both_human(tmp_path: Path) -> None:
    data = _doc(tmp_path, _saved())
    del data["seats"], data["snapshot"]
    loaded = load_game(_write(tmp_path, data))
    assert loaded.seats == ("human", "human") and loaded.snapshot is None


@pytest.mark.parametrize(
    ("seats", "field"),
    [
        ("human", "seats"),
        (["human"], "seats"),
        (["human", "human", "human"], "seats"),
        (["human", "computer"], "seats[1]"),
        (["computer:genius", "human"], "seats[0]"),
        (["human", 1], "seats[1]"),
        (["Human", "human"], "seats[0]"),
        (["human", "computer:greedy:x"], "seats[1]"),
    ],
)
def test_bad_seats_are_refused(tmp_path: Path, seats: object, field: str) -> None:
    data = _doc(tmp_path, _saved())
    data["seats"] = seats
    error = _refused(_write(tmp_path, data))
    assert error.code == "bad_field" and error.params["field"] == field


def test_bad_seats_are_never_written(tmp_path: Path) -> None:
    path = tmp_path / "never.tabletop"
    with pytest.raises(StorageError) as info:
        save_game(path, _saved(seats=("human", "computer:genius")))
    assert info.value.params["field"] == "seats[1]"
    assert not path.exists()


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda s: s["cards"][0].update(rotation=45), "snapshot.cards[0].rotation"),
        (lambda s: s["cards"][0].pop("zone"), "snapshot.cards[0].zone"),
        (lambda s: s["zones"][0].update(visibility="glass"), "snapshot.zones[0].visibility"),
        (lambda s: s.update(values={"turn": 0.5}), "snapshot.values.turn"),
    ],
)
def test_a_bad_snapshot_names_its_field_and_the_save_loads_without_it(
    tmp_path: Path, edit: Any, field: str
) -> None:
    """The log is the record of the game: a snapshot not well formed is dropped (the game is
    rebuilt from its moves), and why is kept for the reader to tell."""
    data = _doc(tmp_path, _saved())
    edit(data["snapshot"])
    path = _write(tmp_path, data)
    before = digest(path)
    loaded = load_game(path)
    assert digest(path) == before
    assert loaded.snapshot is None and loaded.log == _game().log
    error = loaded.snapshot_error
    assert error is not None and error.code == "bad_field" and error.params["field"] == field
    assert error.params["cause"] == "bad_snapshot"


@pytest.mark.parametrize("snapshot", [[], "state", 3, True])
def test_a_snapshot_that_is_no_object_is_dropped(tmp_path: Path, snapshot: object) -> None:
    data = _doc(tmp_path, _saved())
    data["snapshot"] = snapshot
    loaded = load_game(_write(tmp_path, data))
    assert loaded.snapshot is None and loaded.log == _game().log
    error = loaded.snapshot_error
    assert error is not None and error.code == "bad_field" and error.params["field"] == "snapshot"


def _mutate(node: Any, rng: random.Random) -> Any:
    """``node`` (decoded JSON) with one random change somewhere inside: a value replaced, a
    key or item removed, or one added."""
    junk = rng.choice(
        [None, True, -1, 2**70, 0.5, "", "x" * 300, "p9.nowhere", [], {}, [1], {"a": 1}]
    )
    if isinstance(node, dict) and node and rng.random() < 0.8:
        key = rng.choice(sorted(node))
        roll = rng.random()
        if roll < 0.15:
            return {k: v for k, v in node.items() if k != key}
        if roll < 0.25:
            return {**node, rng.choice(["extra", "uid", key + "_"]): junk}
        return {**node, key: _mutate(node[key], rng)}
    if isinstance(node, list) and node and rng.random() < 0.8:
        index = rng.randrange(len(node))
        roll = rng.random()
        if roll < 0.15:
            return node[:index] + node[index + 1 :]
        if roll < 0.25:
            return [*node, rng.choice([junk, node[index]])]
        return [*node[:index], _mutate(node[index], rng), *node[index + 1 :]]
    return junk


def test_snapshot_only_mutations_never_refuse_the_save(tmp_path: Path) -> None:
    """300 seeded mutations of the snapshot alone: every save opens, its log whole; the game
    its moves give is the played one; a snapshot not well formed is dropped with its reason,
    one well formed that is not the position is found out by the check."""
    game = _game()
    data = _doc(tmp_path, _saved())
    path = tmp_path / "mutated.tabletop"
    rng = random.Random(29)
    dropped = 0
    for _ in range(300):
        mutated = {**data, "snapshot": _mutate(data["snapshot"], rng)}
        path.write_text(json.dumps(mutated), "utf-8")
        loaded = load_game(path)
        assert loaded.log == game.log
        check = check_save(loaded)
        assert check.complete and check.controller.state == game.state
        if mutated["snapshot"] is None:  # "snapshot": null, as a save without one
            assert loaded.snapshot is None and loaded.snapshot_error is None
        elif loaded.snapshot is None:
            assert loaded.snapshot_error is not None
            assert str(loaded.snapshot_error.params["field"]).startswith("snapshot")
            dropped += 1
        else:
            assert loaded.snapshot_error is None
            assert check.matches == (loaded.snapshot == game.state)
    assert dropped > 200


def test_a_truncated_save_with_a_snapshot(tmp_path: Path) -> None:
    path = tmp_path / "cut.tabletop"
    save_game(path, _saved())
    text = path.read_text("utf-8")
    path.write_text(text[: text.index('"cards"') + 40], "utf-8")  # cut inside the snapshot
    assert _refused(path).code == "truncated"


def test_a_schema_1_save_loads_without_snapshot_or_seats(tmp_path: Path) -> None:
    """A save of the previous schema loads as before (to be replayed); a "snapshot" or "seats"
    in it is no field of that schema and is not trusted as one."""
    data = _doc(tmp_path, _saved(seats=("computer:strong", "human")))
    data["schema_version"] = 1
    data["snapshot"]["cards"][0]["rotation"] = 45  # would be refused in schema 2
    path = _write(tmp_path, data)
    before = digest(path)
    loaded = load_game(path)
    assert loaded.snapshot is None and loaded.seats == ("human", "human")
    assert loaded.log == _game().log
    assert digest(path) == before


def test_repeated_entries_are_shared_but_each_checked(tmp_path: Path) -> None:
    game = _saved()
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    loaded = load_game(path)
    assert loaded.log == game.log
    rotate = next(e for e in loaded.log if isinstance(e.action, Rotate))
    moves = [e for e in loaded.log if e == LogEntry(rotate.action)]
    assert len(moves) == 3 and moves[0] is moves[1]
    data = json.loads(path.read_text("utf-8"))
    data["log"].append(dict(data["log"][-1], forced=True))
    data["log"].append(dict(data["log"][-1], forced=1))  # the same entry, but a bad mark
    error = _refused(_write(tmp_path, data))
    assert error.code == "bad_field" and error.params["field"] == f"log[{len(data['log']) - 1}]"


def test_the_journal_header_carries_the_seats(tmp_path: Path) -> None:
    game = _game()
    journal = Journal.start(game.setup, game.mode, tmp_path, log=game.log,
                            seats=("computer:random", "human"))  # fmt: skip
    journal.close()
    assert json.loads(journal.path.read_text("utf-8").splitlines()[0])["seats"] == [
        "computer:random",
        "human",
    ]
    assert recover(journal.path).seats == ("computer:random", "human")


def test_a_journal_without_seats_is_both_human_and_bad_seats_are_refused(tmp_path: Path) -> None:
    game = _game()
    journal = Journal.start(game.setup, game.mode, tmp_path, log=game.log)
    journal.close()
    lines = journal.path.read_text("utf-8").splitlines()
    header = json.loads(lines[0])
    del header["seats"]
    journal.path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", "utf-8")
    assert recover(journal.path).seats == ("human", "human")
    header["seats"] = ["human", "robot"]
    journal.path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", "utf-8")
    with pytest.raises(StorageError) as info:
        recover(journal.path)
    assert info.value.params["field"] == "seats[1]"
    with pytest.raises(StorageError):
        Journal.start(game.setup, game.mode, tmp_path, seats=("human", "robot"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_replay_verify_reports_a_snapshot_not_well_formed(tmp_path: Path, lang: str) -> None:
    """``tabletop replay --verify``: the moves replay, the snapshot is said to be unreadable
    (its field named), exit 1; without --verify the record replays (exit 0)."""
    from tabletop.commands import replay

    data = _doc(tmp_path, _saved())
    data["snapshot"]["cards"][0]["rotation"] = 45
    path = _write(tmp_path, data)
    for verify, status in ((False, replay.OK), (True, replay.REFUSED)):
        out, err = io.StringIO(), io.StringIO()
        args = SimpleNamespace(file=path, verify=verify, lang=lang)
        assert replay.run(args, out, err) == status, out.getvalue() + err.getvalue()  # type: ignore[arg-type]
        assert err.getvalue() == ""
    text = out.getvalue()
    assert "snapshot.cards[0].rotation" in text
    if lang == "en":
        assert f"{len(_game().log)} actions replayed" in text
        assert "the save's snapshot cannot be read" in text
    else:
        assert "スナップショット" in text and "position" not in text
