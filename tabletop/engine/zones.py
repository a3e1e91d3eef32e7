"""Zones: ordered places for cards, with a visibility rule."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Visibility(StrEnum):
    """Who may see the faces of the cards in a zone."""

    PUBLIC = "public"  # everybody sees face-up cards; face-down ones only their owner
    OWNER = "owner"  # only the zone's owner (a hand)
    HIDDEN = "hidden"  # nobody, unless a card lies face up (a deck)


@dataclass(slots=True)
class Zone:
    """An ordered zone. ``cards[0]`` is the bottom (or left) card, ``cards[-1]`` the top (or right).

    ``face_up`` is the face a card takes on entering the zone when the action names none
    (None keeps the card's face).
    """

    zone_id: str
    owner: int | None
    visibility: Visibility
    cards: list[int] = field(default_factory=list)
    face_up: bool | None = None

    def copy(self) -> Zone:
        """A copy with its own card list."""
        return Zone(self.zone_id, self.owner, self.visibility, list(self.cards), self.face_up)


def seat_zone(seat: int, name: str) -> str:
    """The id of a seat's zone: ``seat_zone(0, "hand") == "p0.hand"``."""
    return f"p{seat}.{name}"
