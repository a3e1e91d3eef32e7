"""State snapshots: every attribute of a real game's state comes back, and bad input is refused
with a reason, never a crash."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, GameState
from tabletop.engine.errors import FormatError
from tabletop.engine.native import compiled
from tabletop.engine.snapshot import check_fits, snapshot_from_json, snapshot_to_json
from tests.records import GAMES, played_game

#: Attributes that are no part of the state (the ruleset's derived facts).
NOT_STATE = {(GameState, "derived")}


def _attributes(value: object) -> dict[str, Any]:
    """Every attribute of an object: its instance dict and its slots, whatever the class (a
    class compiled by mypyc names its attributes in ``__mypyc_attrs__``)."""
    found: dict[str, Any] = dict(getattr(value, "__dict__", {}))
    for cls in type(value).__mro__:
        for name in (*getattr(cls, "__slots__", ()), *getattr(cls, "__mypyc_attrs__", ())):
            if hasattr(value, name) and not name.startswith("__"):
                found[name] = getattr(value, name)
    return found


def assert_same(original: object, restored: object, where: str = "state") -> None:
    """``restored`` equals ``original`` attribute by attribute, type by type, down to the
    leaves (not through ``__eq__``, which a new field may be left out of)."""
    assert type(restored) is type(original), where
    if isinstance(original, dict):
        assert isinstance(restored, dict)
        assert list(restored) == list(original), f"{where}: keys or their order"
        for key in original:
            assert_same(original[key], restored[key], f"{where}[{key!r}]")
    elif isinstance(original, list | tuple):
        assert isinstance(restored, list | tuple)
        assert len(restored) == len(original), where
        for index, (a, b) in enumerate(zip(original, restored, strict=True)):
            assert_same(a, b, f"{where}[{index}]")
    elif isinstance(original, str | int | float | bool | type | None):
        assert restored == original, where
    else:
        mine, theirs = _attributes(original), _attributes(restored)
        assert mine, f"{where}: an object with no attributes to compare"
        skipped = {name for cls, name in NOT_STATE if isinstance(original, cls)}
        assert set(theirs) - skipped == set(mine) - skipped, where
        for name in sorted(set(mine) - skipped):
            assert_same(mine[name], theirs[name], f"{where}.{name}")


def _through_file(state: GameState) -> GameState:
    """A snapshot written as JSON text and read back, as a save file does."""
    return snapshot_from_json(json.loads(json.dumps(snapshot_to_json(state))))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("actions", [0, 25, 120])
def test_real_games_come_back_whole(game: str, actions: int) -> None:
    controller = played_game(game, actions=actions, seed=11)
    state = controller.state
    restored = _through_file(state)
    assert_same(state, restored)
    assert restored == state
    assert restored.derived == {}  # the derived facts are not saved
    check_fits(restored, controller.ruleset.setup(controller.setup))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_goes_on_from_its_snapshot_as_from_its_state(game: str) -> None:
    """The restored state is a working state: the same legal actions, the same next state."""
    controller = played_game(game, actions=40, seed=3)
    restored = _through_file(controller.state)
    rules = controller.ruleset
    seat = rules.active_seat(controller.state)
    assert rules.legal_actions(restored, seat) == rules.legal_actions(controller.state, seat)


def test_a_field_the_snapshot_misses_fails_the_comparison() -> None:
    """The comparison above would catch a state attribute the snapshot does not carry."""
    controller = played_game("dbgt", actions=10)
    restored = _through_file(controller.state)
    if not compiled():  # a compiled GameState has no instance dict to add a field to
        restored.__dict__["turn_clock"] = 3  # as if GameState had a field the snapshot left out
        with pytest.raises(AssertionError):
            assert_same(restored, _through_file(controller.state))
    card = next(iter(restored.cards.values()))
    other = _through_file(controller.state)
    next(iter(other.cards.values())).rotation = (card.rotation + 90) % 360
    with pytest.raises(AssertionError):
        assert_same(_through_file(controller.state), other)


def test_every_dataclass_field_is_written() -> None:
    """Each field of the state classes is in the JSON form (under its own or a shorter name)."""
    controller = played_game("yyh", actions=30)
    data = snapshot_to_json(controller.state)
    assert {f.name for f in dataclasses.fields(GameState)} - {"derived"} == set(data)
    state = controller.state
    zone = next(iter(state.zones.values()))
    card = next(iter(state.cards.values()))
    renamed = {"zone_id": "id", "card_id": "card"}
    for obj, written in ((zone, data["zones"][0]), (card, data["cards"][0])):
        fields = dataclasses.fields(obj)  # type: ignore[arg-type]
        assert {renamed.get(f.name, f.name) for f in fields} == set(written)


# ------------------------------------------------------------------ untrusted input


def _good() -> dict[str, Any]:
    controller = played_game("dbgt", actions=15)
    return snapshot_to_json(controller.state)


def _refused(data: object) -> FormatError:
    with pytest.raises(FormatError) as info:
        snapshot_from_json(data)
    assert info.value.code == "bad_snapshot"
    return info.value


def _edit(path: str, value: object, *, delete: bool = False) -> dict[str, Any]:
    data = _good()
    node: Any = data
    parts = path.split("/")
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last: Any = int(parts[-1]) if isinstance(node, list) else parts[-1]
    if delete:
        del node[last]
    else:
        node[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "field", "reason"),
    [
        ("zones", {}, "snapshot.zones", "type"),
        ("zones/0/owner", 2, "snapshot.zones[0].owner", "range"),
        ("zones/0/owner", True, "snapshot.zones[0].owner", "type"),
        ("zones/0/visibility", "secret", "snapshot.zones[0].visibility", "value"),
        ("zones/0/face_up", "yes", "snapshot.zones[0].face_up", "type"),
        ("zones/0/cards", [1.5], "snapshot.zones[0].cards", "type"),
        ("zones/0/id", "", "snapshot.zones[0].id", "length"),
        ("zones/0/id", "x" * 101, "snapshot.zones[0].id", "length"),
        ("zones/0/extra", 1, "snapshot.zones[0].extra", "unknown"),
        ("cards/0/uid", "1", "snapshot.cards[0].uid", "type"),
        ("cards/0/uid", 0, "snapshot.cards[0].uid", "range"),
        ("cards/0/rotation", 45, "snapshot.cards[0].rotation", "value"),
        ("cards/0/rotation", None, "snapshot.cards[0].rotation", "type"),
        ("cards/0/face_up", 1, "snapshot.cards[0].face_up", "type"),
        ("cards/0/owner", -1, "snapshot.cards[0].owner", "range"),
        ("cards/0/card", 7, "snapshot.cards[0].card", "type"),
        ("cards/0/zone", "p9.nowhere", "snapshot.cards[0].zone", "no_such_zone"),
        ("cards/0/counters", [], "snapshot.cards[0].counters", "type"),
        ("cards/0/counters", {"stage": "2"}, "snapshot.cards[0].counters.stage", "type"),
        ("cards/0/counters", {"stage": True}, "snapshot.cards[0].counters.stage", "type"),
        ("counters", [{}], "snapshot.counters", "length"),
        ("counters", [{}, {"anger": 1.5}], "snapshot.counters[1].anger", "type"),
        ("values", [], "snapshot.values", "type"),
        ("values", {"turn": 1.5}, "snapshot.values.turn", "type"),
        ("values", {"turn": [1]}, "snapshot.values.turn", "type"),
        ("values", {"note": "x" * 1001}, "snapshot.values.note", "length"),
        ("values", {"": 1}, "snapshot.values", "length"),
    ],
)
def test_bad_fields_are_named(path: str, value: object, field: str, reason: str) -> None:
    error = _refused(_edit(path, value))
    assert (error.params["field"], error.params["reason"]) == (field, reason)


@pytest.mark.parametrize("key", ["zones", "cards", "counters", "values"])
def test_missing_parts_are_named(key: str) -> None:
    error = _refused(_edit(key, None, delete=True))
    assert (error.params["field"], error.params["reason"]) == (f"snapshot.{key}", "missing")


@pytest.mark.parametrize("data", [None, [], "snapshot", 3, {"zones": []}])
def test_not_a_snapshot(data: object) -> None:
    _refused(data)


def test_zones_and_cards_must_agree() -> None:
    data = _good()
    first = data["cards"][0]
    home = next(z for z in data["zones"] if first["uid"] in z["cards"])
    other = next(z for z in data["zones"] if z is not home)
    # the card listed in a second zone too
    twice = copy.deepcopy(data)
    next(z for z in twice["zones"] if z["id"] == other["id"])["cards"].append(first["uid"])
    assert _refused(twice).params["reason"] == "misplaced"
    # the card in no zone
    lost = copy.deepcopy(data)
    next(z for z in lost["zones"] if z["id"] == home["id"])["cards"].remove(first["uid"])
    assert _refused(lost).params["reason"] == "misplaced"
    # a zone listing a card that does not exist
    ghost = copy.deepcopy(data)
    ghost["zones"][0]["cards"].append(99_999)
    assert _refused(ghost).params["reason"] == "no_such_card"
    # the same uid twice
    double = copy.deepcopy(data)
    double["cards"].append(dict(first))
    assert _refused(double).params["reason"] == "duplicate"
    # the same zone twice
    zones = copy.deepcopy(data)
    zones["zones"].append(dict(zones["zones"][0], cards=[]))
    assert _refused(zones).params["reason"] == "duplicate"


def test_too_many_cards_refused_before_reading_them() -> None:
    data = _good()
    data["cards"] = [data["cards"][0]] * 2001
    assert _refused(data).params["reason"] == "too_many"


def test_check_fits_refuses_another_games_position() -> None:
    deck = DeckSpec("d", {"deck": ("X-1", "X-2", "X-3")})
    game = Controller.new_game(FreeTable(), GameSetup("free", 5, decks=(deck, deck)))
    initial = game.ruleset.setup(game.setup)
    check_fits(snapshot_from_json(snapshot_to_json(game.state)), initial)
    changed = snapshot_to_json(game.state)
    changed["cards"][0]["card"] = "X-9"  # another card under the same uid
    with pytest.raises(FormatError) as info:
        check_fits(snapshot_from_json(changed), initial)
    assert info.value.params["reason"] == "not_this_game"
    owner = snapshot_to_json(game.state)
    owner["cards"][0]["owner"] = 1 - owner["cards"][0]["owner"]  # a card changing hands
    with pytest.raises(FormatError):
        check_fits(snapshot_from_json(owner), initial)
    hidden = snapshot_to_json(game.state)
    hand = next(z for z in hidden["zones"] if z["id"] == "p0.hand")
    hand["visibility"] = "public"  # a hand everybody sees
    with pytest.raises(FormatError):
        check_fits(snapshot_from_json(hidden), initial)
