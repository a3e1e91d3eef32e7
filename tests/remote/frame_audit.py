"""The frame audit: every frame the host sends the guest, read at the moment it is sent, must
hold nothing the guest may not see: no hidden card's id or name (unless a card the guest sees
has the same), no engine uid, no seed, no half of the seed, no shuffle outcome."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from tabletop.cards.database import default_database
from tabletop.remote.handles import CARD_FIELDS, HANDLE_LOW, HandleBook
from tabletop.remote.host import HostSession


@dataclass
class FrameAudit:
    """Taps the host's frames (``tap``) and notes each leak it finds (``leaks``)."""

    host: HostSession
    leaks: list[str] = field(default_factory=list)
    frames: int = 0
    sizes: list[int] = field(default_factory=list)
    hidden_since: dict[int, int] = field(default_factory=dict)  # uid → last frame it was hidden
    first_seen: dict[int, int] = field(default_factory=dict)  # handle → frame first seen
    seat: int | None = None  # whose frames (default: the host's guest; -1: a spectator's)
    book: HandleBook | None = None  # their handles (default: the host's guest's)
    secrets: list[str] = field(default_factory=list)  # more that must never be sent
    strict_end: bool = False  # the end hides as much as the rest (a spectator's, no log shown)

    made: dict[tuple[int, int], dict[int, tuple[str, bool]]] = field(default_factory=dict)
    audited: set[tuple[int, int]] = field(default_factory=set)  # (seat, seq) of events seen

    def __post_init__(self) -> None:
        """Note, as each event is made, every card's id and whether the event's seat sees it:
        an event is judged by the game as it stood when it was made (a resent one, or one
        that leaves after the host's own moves that follow it, by that state, not by the
        state it leaves in)."""
        host, make = self.host, self.host._event

        def event(channel: Any = None, result: Any = None) -> Any:
            made = make(channel, result)
            seat = (channel or host.guest).seat
            controller = host.controller
            if controller is not None:
                state = controller.state
                self.made[(seat, made["seq"])] = {
                    uid: (card.card_id, state.can_see(seat, uid))
                    for uid, card in state.cards.items()
                }
            return made

        host._event = event  # type: ignore[method-assign]

    def tap(self, frame: bytes) -> None:
        self.frames += 1
        self.sizes.append(len(frame))
        text = frame[4:].decode()
        message = json.loads(text)
        controller = self.host.controller
        ending = "end" in message and not self.strict_end
        secret = self.host._half
        if not ending and secret in text:
            self.leaks.append(f"frame {self.frames}: the host's half of the seed")
        if not ending and any(other in text for other in self.secrets):
            self.leaks.append(f"frame {self.frames}: a guest's half of the seed")
        if not ending and '"chance"' in text:
            self.leaks.append(f"frame {self.frames}: a shuffle outcome")
        if controller is None:
            return
        if not ending and str(controller.setup.seed) in text:
            self.leaks.append(f"frame {self.frames}: the seed")
        if message.get("type") == "event":
            self._event(message, text, controller)

    def _event(self, message: dict[str, Any], text: str, controller: Any) -> None:
        state = controller.state
        seat = self.host.guest_seat if self.seat is None else self.seat
        cards = self.made.get((seat, message["seq"])) or {
            uid: (card.card_id, state.can_see(seat, uid)) for uid, card in state.cards.items()
        }
        seen = {uid for uid, (_, sees) in cards.items() if sees}
        hidden = set(cards) - seen
        resent = (seat, message["seq"]) in self.audited  # (after a cut): judged as made
        self.audited.add((seat, message["seq"]))
        for uid in hidden if not resent else ():
            self.hidden_since[uid] = self.frames
        db = default_database()
        seen_ids = {cards[uid][0] for uid in seen}
        seen_names = {db[i].name for i in seen_ids if i in db}
        ending = "end" in message and not self.strict_end
        for uid in hidden:
            card_id = cards[uid][0]
            if ending or card_id in seen_ids:
                continue
            if f'"{card_id}"' in text:
                self.leaks.append(f"frame {self.frames}: hidden card id {card_id}")
            name = db[card_id].name if card_id in db else None
            if name and not any(name in other for other in seen_names) and name in text:
                self.leaks.append(f"frame {self.frames}: hidden card name {name}")
        revealed = (self.book or self.host.book).revealed
        sent = message["view"] if "view" in message else message["patch"]  # zones that changed
        for zone in sent["zones"].values() if not resent else ():  # handles: in the order made
            for card in zone["cards"]:
                handle = card["h"]
                if handle is None:
                    if card["id"] is not None:
                        self.leaks.append(f"frame {self.frames}: a card id without a handle")
                    continue
                if handle < HANDLE_LOW:
                    self.leaks.append(f"frame {self.frames}: an engine uid {handle}")
                    continue
                first = self.first_seen.setdefault(handle, self.frames)
                uid = revealed.get(handle)
                if uid is not None and first < self.hidden_since.get(uid, -1) < self.frames:
                    self.leaks.append(f"frame {self.frames}: handle kept through a hidden zone")
        from tabletop.engine.actions import parse_action

        for offer in message.get("offers", []):
            action = parse_action(offer)
            for name in CARD_FIELDS:
                value = getattr(action, name, None)
                values = value if isinstance(value, tuple) else (value,)
                if any(
                    isinstance(v, int) and not isinstance(v, bool) and v < HANDLE_LOW
                    for v in values
                ):
                    self.leaks.append(f"frame {self.frames}: an engine uid in an offer")
