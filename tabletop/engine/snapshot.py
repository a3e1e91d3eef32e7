"""State snapshots: a game state as JSON a save file carries beside its log, and back.

A save's log stays the truth: a snapshot only lets a game be shown before its log is replayed,
and the replay then checks it (see :mod:`tabletop.storage.save`). The JSON form::

    {
      "zones": [{"id": "p0.hand", "owner": 0, "visibility": "owner", "face_up": null,
                 "cards": [3, 7]}, ...],
      "cards": [{"uid": 3, "card": "SAI-158", "owner": 0, "zone": "p0.hand", "face_up": true,
                 "rotation": 0, "counters": {"stage": 2}}, ...],
      "counters": [{"anger": 1}, {}],
      "values": {"turn": 3, "step": "combat"}
    }

Zones and cards keep the state's own order. The ruleset's derived facts are not saved.

A snapshot read from a file is untrusted: :func:`snapshot_from_json` checks every field and
that zones and cards agree (each card lies in exactly the zone it names), and fails only with
:class:`FormatError` (``bad_snapshot``, params ``field`` and ``reason``). :func:`check_fits`
checks it against the state the game was set up with: play moves, turns and counts cards but
never creates, removes or re-owns a card or a zone, so a snapshot that does not fit is wrong.

>>> from tabletop.engine.zones import Visibility
>>> state = GameState()
>>> _ = state.add_zone("p0.hand", 0, Visibility.OWNER)
>>> _ = state.add_card("X-1", 0, "p0.hand")
>>> snapshot_from_json(snapshot_to_json(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NoReturn

from .errors import FormatError
from .setup import MAX_DECK_CARDS, MAX_NAME
from .state import ROTATIONS, SEATS, CardInstance, GameState, Scalar
from .zones import Visibility, Zone

BAD_SNAPSHOT: Final = "bad_snapshot"
#: More zones or cards than these cannot be a game of ours (two decks of at most
#: :data:`MAX_DECK_CARDS` cards each, and a table of a few dozen zones).
MAX_ZONES: Final = 1000
MAX_CARDS: Final = 2 * MAX_DECK_CARDS
#: Counters and values per card, seat or game.
MAX_ENTRIES: Final = 1000
#: The longest text a game value may hold.
MAX_TEXT: Final = 1000

_ZONE_KEYS: Final = frozenset({"id", "owner", "visibility", "face_up", "cards"})
_CARD_KEYS: Final = frozenset({"uid", "card", "owner", "zone", "face_up", "rotation", "counters"})
_TOP_KEYS: Final = frozenset({"zones", "cards", "counters", "values"})


def snapshot_to_json(state: GameState) -> dict[str, Any]:
    """The state as plain JSON data (see the module docstring)."""
    return {
        "zones": [
            {
                "id": zone.zone_id,
                "owner": zone.owner,
                "visibility": zone.visibility.value,
                "face_up": zone.face_up,
                "cards": list(zone.cards),
            }
            for zone in state.zones.values()
        ],
        "cards": [
            {
                "uid": card.uid,
                "card": card.card_id,
                "owner": card.owner,
                "zone": card.zone,
                "face_up": card.face_up,
                "rotation": card.rotation,
                "counters": dict(card.counters),
            }
            for card in state.cards.values()
        ],
        "counters": [dict(state.counters[0]), dict(state.counters[1])],
        "values": dict(state.values),
    }


def _bad(field: str, reason: str) -> NoReturn:
    raise FormatError(
        BAD_SNAPSHOT, field=f"snapshot.{field}" if field else "snapshot", reason=reason
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _name(value: object, field: str) -> str:
    if not isinstance(value, str):
        _bad(field, "type")
    if not value or len(value) > MAX_NAME:
        _bad(field, "length")
    return value


def _seat(value: object, field: str) -> int:
    if not _is_int(value):
        _bad(field, "type")
    assert isinstance(value, int)
    if value not in SEATS:
        _bad(field, "range")
    return value


def _object(value: object, field: str, keys: frozenset[str]) -> Mapping[str, Any]:
    """A JSON object with exactly ``keys``."""
    if not isinstance(value, dict):
        _bad(field, "type")
    prefix = f"{field}." if field else ""
    missing = keys - value.keys()
    if missing:
        _bad(prefix + min(missing), "missing")
    extra = value.keys() - keys
    if extra:
        _bad(prefix + min(map(str, extra))[:MAX_NAME], "unknown")
    return value


def _list(value: object, field: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        _bad(field, "type")
    if len(value) > limit:
        _bad(field, "too_many")
    return value


def _counts(value: object, field: str) -> dict[str, int]:
    """Named whole-number counters: ``{"stage": 2}``."""
    if not isinstance(value, dict):
        _bad(field, "type")
    if len(value) > MAX_ENTRIES:
        _bad(field, "too_many")
    for key, count in value.items():
        _name(key, field)
        if not _is_int(count):
            _bad(f"{field}.{key}", "type")
    return dict(value)


def _values(value: object) -> dict[str, Scalar]:
    if not isinstance(value, dict):
        _bad("values", "type")
    if len(value) > MAX_ENTRIES:
        _bad("values", "too_many")
    for key, item in value.items():
        _name(key, "values")
        if isinstance(item, str):
            if len(item) > MAX_TEXT:
                _bad(f"values.{key}", "length")
        elif item is not None and not isinstance(item, int | bool):
            _bad(f"values.{key}", "type")
    return dict(value)


def _zone(data: object, where: str) -> Zone:
    item = _object(data, where, _ZONE_KEYS)
    zone_id = _name(item["id"], f"{where}.id")
    owner = item["owner"]
    if owner is not None:
        _seat(owner, f"{where}.owner")
    try:
        visibility = Visibility(item["visibility"])
    except ValueError:
        _bad(f"{where}.visibility", "value")
    face_up = item["face_up"]
    if face_up is not None and not isinstance(face_up, bool):
        _bad(f"{where}.face_up", "type")
    uids = _list(item["cards"], f"{where}.cards", MAX_CARDS)
    if not all(map(_is_int, uids)):
        _bad(f"{where}.cards", "type")
    return Zone(zone_id, owner, visibility, list(uids), face_up)


def _card(data: object, where: str) -> CardInstance:
    item = _object(data, where, _CARD_KEYS)
    uid = item["uid"]
    if not _is_int(uid):
        _bad(f"{where}.uid", "type")
    if uid < 1:
        _bad(f"{where}.uid", "range")
    face_up = item["face_up"]
    if not isinstance(face_up, bool):
        _bad(f"{where}.face_up", "type")
    rotation = item["rotation"]
    if not _is_int(rotation):
        _bad(f"{where}.rotation", "type")
    if rotation not in ROTATIONS:
        _bad(f"{where}.rotation", "value")
    return CardInstance(
        uid,
        _name(item["card"], f"{where}.card"),
        _seat(item["owner"], f"{where}.owner"),
        _name(item["zone"], f"{where}.zone"),
        face_up,
        rotation,
        _counts(item["counters"], f"{where}.counters"),
    )


def snapshot_from_json(data: object) -> GameState:
    """Check and build a state from :func:`snapshot_to_json` data (untrusted: read from a file).

    Raises :class:`FormatError` ``bad_snapshot`` with ``field`` (``snapshot.cards[3].zone``) and
    ``reason``: ``type``, ``missing``, ``unknown`` (a field no snapshot has), ``length``,
    ``range``, ``value``, ``too_many``, ``duplicate`` (a zone id or uid given twice),
    ``no_such_zone`` (a card lying in a zone the snapshot does not have), ``no_such_card`` (a
    zone listing a uid no card has) or ``misplaced`` (a card a zone lists that names another
    zone, or that no zone lists).
    """
    top = _object(data, "", _TOP_KEYS)
    zones: dict[str, Zone] = {}
    for index, item in enumerate(_list(top["zones"], "zones", MAX_ZONES)):
        zone = _zone(item, f"zones[{index}]")
        if zone.zone_id in zones:
            _bad(f"zones[{index}].id", "duplicate")
        zones[zone.zone_id] = zone
    cards: dict[int, CardInstance] = {}
    for index, item in enumerate(_list(top["cards"], "cards", MAX_CARDS)):
        card = _card(item, f"cards[{index}]")
        if card.uid in cards:
            _bad(f"cards[{index}].uid", "duplicate")
        if card.zone not in zones:
            _bad(f"cards[{index}].zone", "no_such_zone")
        cards[card.uid] = card
    placed: set[int] = set()
    for zone in zones.values():
        for uid in zone.cards:
            listed = cards.get(uid)
            if listed is None:
                _bad(f"zones.{zone.zone_id}.cards", "no_such_card")
            if listed.zone != zone.zone_id or uid in placed:
                _bad(f"cards.{uid}.zone", "misplaced")
            placed.add(uid)
    for uid in cards.keys() - placed:
        _bad(f"cards.{uid}.zone", "misplaced")
    seats = _list(top["counters"], "counters", len(SEATS))
    if len(seats) != len(SEATS):
        _bad("counters", "length")
    counters = (_counts(seats[0], "counters[0]"), _counts(seats[1], "counters[1]"))
    return GameState(zones, cards, counters, _values(top["values"]))


def check_fits(snapshot: GameState, initial: GameState) -> None:
    """Refuse a snapshot that cannot be a position of the game set up as ``initial``: play
    never adds, removes or re-owns a zone or a card, nor changes what card a uid is.

    Raises :class:`FormatError` ``bad_snapshot`` (reason ``not_this_game``).
    """
    if snapshot.zones.keys() != initial.zones.keys():
        _bad("zones", "not_this_game")
    for zone_id, zone in initial.zones.items():
        other = snapshot.zones[zone_id]
        if (other.owner, other.visibility, other.face_up) != (
            zone.owner,
            zone.visibility,
            zone.face_up,
        ):
            _bad(f"zones.{zone_id}", "not_this_game")
    if snapshot.cards.keys() != initial.cards.keys():
        _bad("cards", "not_this_game")
    for uid, card in initial.cards.items():
        other_card = snapshot.cards[uid]
        if (other_card.card_id, other_card.owner) != (card.card_id, card.owner):
            _bad(f"cards.{uid}", "not_this_game")
