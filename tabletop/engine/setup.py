"""What a game starts from: game id, seed, players, decks and the ruleset profile."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import FormatError
from .safe_input import bad_text

BAD_SETUP = "bad_setup"
MAX_NAME = 100
MAX_DECK_CARDS = 1000
MAX_SEED = 2**63 - 1
_CARD_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,39}$")
_SECTION = re.compile(r"^[a-z][a-z0-9 _\-]{0,39}$")


@dataclass(frozen=True)
class DeckSpec:
    """A deck as the engine needs it: named sections of card ids, in order.

    >>> DeckSpec("demo", {"deck": ("GF-1", "GF-2")}).count()
    2
    """

    name: str = ""
    sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def count(self) -> int:
        """How many cards the deck holds."""
        return sum(len(ids) for ids in self.sections.values())

    def to_json(self) -> dict[str, Any]:
        """``{"name": ..., "sections": {section: [card ids]}}``."""
        return {"name": self.name, "sections": {k: list(v) for k, v in self.sections.items()}}

    @classmethod
    def from_json(cls, data: object) -> DeckSpec:
        """Validate and build; raises :class:`FormatError` (code ``bad_setup``)."""
        if not isinstance(data, Mapping) or set(data) - {"name", "sections"}:
            raise FormatError(BAD_SETUP, field="deck")
        name = data.get("name", "")
        sections = data.get("sections", {})
        if not isinstance(name, str) or len(name) > MAX_NAME or not isinstance(sections, Mapping):
            raise FormatError(BAD_SETUP, field="deck")
        if bad_text(name) is not None:  # could not be written to a save or journal as UTF-8
            raise FormatError(BAD_SETUP, field="deck", reason="bad_text")
        out: dict[str, tuple[str, ...]] = {}
        total = 0
        for section, ids in sections.items():
            if not isinstance(section, str) or not _SECTION.fullmatch(section):
                raise FormatError(BAD_SETUP, field="deck.section")
            if not isinstance(ids, list) or not all(
                isinstance(i, str) and _CARD_ID.fullmatch(i) for i in ids
            ):
                raise FormatError(BAD_SETUP, field="deck.cards")
            total += len(ids)
            if total > MAX_DECK_CARDS:
                raise FormatError(BAD_SETUP, field="deck.cards", reason="too_many")
            out[section] = tuple(ids)
        return cls(name, out)


@dataclass(frozen=True)
class GameSetup:
    """The starting point of a game. With the action log it rebuilds the game exactly."""

    game_id: str
    seed: int
    players: tuple[str, str] = ("Player 1", "Player 2")
    decks: tuple[DeckSpec, DeckSpec] = (DeckSpec(), DeckSpec())
    profile: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON form used inside saves and the autosave journal."""
        return {
            "game": self.game_id,
            "seed": self.seed,
            "players": list(self.players),
            "decks": [d.to_json() for d in self.decks],
            "profile": dict(self.profile),
        }

    @classmethod
    def from_json(cls, data: object) -> GameSetup:
        """Validate and build; raises :class:`FormatError` (code ``bad_setup``)."""
        if not isinstance(data, Mapping):
            raise FormatError(BAD_SETUP, field="setup")
        game = data.get("game")
        seed = data.get("seed")
        players = data.get("players")
        decks = data.get("decks")
        profile = data.get("profile", {})
        if not isinstance(game, str) or not re.fullmatch(r"[a-z][a-z0-9_]{0,19}", game):
            raise FormatError(BAD_SETUP, field="game")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise FormatError(BAD_SETUP, field="seed")
        if (
            not isinstance(players, list)
            or len(players) != 2
            or not all(isinstance(p, str) and len(p) <= MAX_NAME for p in players)
        ):
            raise FormatError(BAD_SETUP, field="players")
        if any(bad_text(p) is not None for p in players):  # not writable as UTF-8
            raise FormatError(BAD_SETUP, field="players", reason="bad_text")
        if not isinstance(decks, list) or len(decks) != 2:
            raise FormatError(BAD_SETUP, field="decks")
        if not isinstance(profile, Mapping):
            raise FormatError(BAD_SETUP, field="profile")
        return cls(
            game,
            seed,
            (players[0], players[1]),
            (DeckSpec.from_json(decks[0]), DeckSpec.from_json(decks[1])),
            dict(profile),
        )
