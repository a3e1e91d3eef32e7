"""Per-seat card handles: the only names of cards that cross the wire.

The engine numbers cards (uids) in deck-list order and a card keeps its uid through a shuffle,
so an engine uid would tell the guest which card a face-down card is, or let it follow a copy
through its deck. The guest sees a card by a *handle* instead: a large random number drawn the
first time it sees the card, kept while the card stays in its sight, and drawn anew after the
card enters a zone hidden from it (:meth:`HandleBook.refresh` after every step). A hidden card
named by an offer or a game value gets a one-off handle that lives for one event only.

At the end of the game the host reveals which uid each handle stood for, so that the guest's
audit can compare every view it was sent with the view its own replay of the log gives.
"""

from __future__ import annotations

import dataclasses
import re
import secrets
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.history import AppliedAction
from tabletop.engine.phrase import CARD_KEYS as PHRASE_CARD_KEYS
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState, Scalar
from tabletop.engine.view import StateView

HANDLE_LOW = 1 << 20
HANDLE_HIGH = 1 << 48
"""Handles are drawn from this range (engine uids stay far below it)."""

CARD_FIELDS = frozenset(
    {"card", "target", "payer", "paid_by", "discard", "discards", "cards", "minimum", "picks"}
)
"""The fields of the games' actions that name cards (one uid, or a tuple of them)."""
CARD_VALUES = frozenset(
    {
        "pending",
        "pending_card",
        "pending_target",
        "damage_cards",
        "powers_used",
        "reused",
        "control0",
        "control1",
        "again",
        "twice",
        "boost",
        "shields0",
        "shields1",
        "attack_target",
        "targets0",
        "targets1",
        "yyh.end_switch.0",
        "yyh.end_switch.1",
    }
)
"""The game values that name cards: a uid, or a list (items parted by ``,`` or ``|``) whose
items are a uid or ``uid:rest`` (later, each game will declare its own)."""
CARD_KEYS = ("ability_used.",)
"""Game values whose name holds a card: ``<prefix><uid>.<rest>`` (the uid is renamed)."""

Rename = Callable[[int], int]


class UnknownHandle(KeyError):
    """A command named a handle the guest was never given (or no longer holds)."""


class HandleBook:
    """The handles one seat knows cards by, and every handle ever drawn (the reveal)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._handles: dict[int, int] = {}  # uid → handle, cards in the seat's sight
        self.revealed: dict[int, int] = {}  # handle → uid, every handle drawn
        self._once: dict[int, int] = {}  # uid → handle, hidden cards named in this event

    def _draw(self, uid: int) -> int:
        while True:
            handle = HANDLE_LOW + secrets.randbelow(HANDLE_HIGH - HANDLE_LOW)
            if handle not in self.revealed:
                self.revealed[handle] = uid
                return handle

    def refresh(self, state: GameState) -> None:
        """Note where the cards lie now: a card out of the seat's sight loses its handle, a
        card in sight without one gets a new one."""
        for uid in state.cards:
            if state.can_see(self.seat, uid):
                if uid not in self._handles:
                    self._handles[uid] = self._draw(uid)
            else:
                self._handles.pop(uid, None)

    def known(self) -> dict[int, int]:
        """The handles of the cards in the seat's sight (uid → handle)."""
        return dict(self._handles)

    def restore(self, known: dict[int, int], revealed: dict[int, int]) -> None:
        """Take up the handles of a kept game (:meth:`known`, :attr:`revealed`)."""
        self._handles, self.revealed, self._once = dict(known), dict(revealed), {}

    def begin_event(self) -> None:
        """Forget the one-off handles of the event before."""
        self._once = {}

    def handle(self, uid: int) -> int:
        """The handle the seat knows card ``uid`` by (a one-off one when it cannot see it)."""
        known = self._handles.get(uid)
        if known is not None:
            return known
        once = self._once.get(uid)
        if once is None:
            once = self._once[uid] = self._draw(uid)
        return once

    def uid(self, handle: int) -> int:
        """The card a handle of this event stands for (UnknownHandle when none)."""
        uid = self.revealed.get(handle)
        if uid is None or (self._handles.get(uid) != handle and self._once.get(uid) != handle):
            raise UnknownHandle(handle)
        return uid


def rename_action(action: Action, rename: Rename) -> Action:
    """``action`` with every card it names renamed (uid → handle, or back)."""
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(action):
        if field.name not in CARD_FIELDS:
            continue
        value = getattr(action, field.name)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            changes[field.name] = rename(value)
        elif isinstance(value, tuple):
            changes[field.name] = tuple(rename(v) for v in value)
    return dataclasses.replace(action, **changes) if changes else action


def step_words(
    ruleset: Ruleset, state: GameState, step: AppliedAction, rename: Rename
) -> list[dict[str, Any]]:
    """What ``step`` did as the log words it (its ruleset's phrases: codes, counts, seats and
    zones; the cards they name renamed), for a seat that was not sent its operations."""
    try:
        phrases = ruleset.describe(state, step.action, step.ops)
    except Exception:  # a ruleset's slip must not cost the step its line
        return []
    out: list[dict[str, Any]] = []
    for phrase in phrases:
        params = {
            key: rename(value) if key in PHRASE_CARD_KEYS and type(value) is int else value
            for key, value in phrase.params.items()
            if isinstance(value, (str, int, float)) or value is None  # (JSON scalars only)
        }
        out.append(
            {"code": phrase.code, "params": params, **({"lead": True} if phrase.lead else {})}
        )
    return out


def rename_values(values: Mapping[str, Scalar], rename: Rename) -> dict[str, Scalar]:
    """The game values with the cards they name renamed (see :data:`CARD_VALUES`)."""
    out: dict[str, Scalar] = {}
    for key, value in values.items():
        if key in CARD_VALUES and isinstance(value, int) and not isinstance(value, bool):
            value = rename(value)
        elif key in CARD_VALUES and isinstance(value, str) and value:
            parts = re.split(r"([,|])", value)  # the items and the marks between them
            value = "".join(p if p in ",|" else _rename_item(p, rename) for p in parts)
        out[_renamed_key(key, rename)] = value
    return out


def _renamed_key(key: str, rename: Rename) -> str:
    prefix = next((p for p in CARD_KEYS if key.startswith(p)), None)
    if prefix is None:
        return key
    return prefix + _rename_item(key[len(prefix) :].replace(".", ":", 1), rename).replace(
        ":", ".", 1
    )


def _rename_item(item: str, rename: Rename) -> str:
    head, sep, rest = item.partition(":")
    try:
        number = int(head)
    except ValueError:
        return item
    return f"{rename(number)}{sep}{rest}"


def view_json(view: StateView, rename: Rename) -> dict[str, Any]:
    """A seat's view as it crosses the wire: each card by its handle (``rename`` of its uid;
    a hidden card has none), its card id (none when hidden), owner, face, rotation, counters."""
    zones: dict[str, Any] = {}
    for zone_id, zone in view.zones.items():
        cards = []
        for card in zone.cards:
            entry: dict[str, Any] = {
                "h": None if card.uid is None else rename(card.uid),
                "id": card.card_id,
                "o": card.owner,
                "up": card.face_up,
                "r": card.rotation,
            }
            if card.counters:
                entry["c"] = dict(card.counters)
            cards.append(entry)
        zones[zone_id] = {"o": zone.owner, "v": zone.visibility.value, "cards": cards}
    return {
        "seat": view.seat,
        "zones": zones,
        "counters": [dict(view.counters[0]), dict(view.counters[1])],
        "values": rename_values(view.values, rename),
    }


def rename_view(data: Mapping[str, Any], rename: Rename) -> dict[str, Any]:
    """A wire view (:func:`view_json`) with its handles renamed (the audit's handle → uid)."""
    zones = {
        zone_id: {
            **zone,
            "cards": [
                {**card, "h": None if card["h"] is None else rename(card["h"])}
                for card in zone["cards"]
            ],
        }
        for zone_id, zone in data["zones"].items()
    }
    return {**data, "zones": zones, "values": rename_values(data["values"], rename)}
