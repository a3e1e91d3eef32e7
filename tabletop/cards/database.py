"""The card database: every bundled set plus the user's own sets, merged at start-up.

Bundled sets live in ``assets/cards/<game>/<SET>.json`` (found through
:func:`tabletop.paths.resource_path`); the user's sets in ``<data_dir>/cards/<game>/*.json``
with the same schema. Merging rules:

- A bundled set that fails to load is a bug: :class:`CardDataError` is raised.
- A user set file that fails to load is reported in :attr:`CardDatabase.problems` and skipped;
  loading never crashes on a bad user file.
- A user file may add a new set code, or add cards to an existing set code of the same game
  (alternate prints, missing cards). A user card whose id is already loaded (bundled, or from an
  earlier user file in name order) is **not** loaded: it is reported as ``card_conflict``, so a
  user file can never silently change a bundled card. To correct a bundled card, fix the bundled
  data. A user file that reuses a set code of the other game is refused (``set_code_taken``).

Lookups take card ids in any case (``sai-158``) and return canonical upper-case ids.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import ValidationError

from .. import paths
from ..engine.safe_input import InputError, loads, read_regular
from .cache import set_cache
from .card_games import CARD_GAMES
from .errors import CardDataError
from .models import (
    SCHEMA_VERSION,
    SET_FORMAT,
    Card,
    CardSetAdapter,
    DbgtSet,
    Game,
    YyhSet,
    canonical_id,
)

#: The largest set file read (bundled sets are about 50 KB).
MAX_SET_FILE_BYTES = 8 * 1024 * 1024
#: How many validation errors a report carries at most.
MAX_REPORTED_ERRORS = 20

Origin = Literal["bundled", "user"]
CardSetModel = DbgtSet | YyhSet


def _read_capped(path: Path, limit: int) -> bytes:
    """Read a regular file of at most ``limit`` bytes (raises CardDataError)."""
    where = str(path)
    try:
        return read_regular(path, limit)
    except InputError as exc:
        if exc.code == "not_a_file":
            raise CardDataError("unreadable", path=where, errno=None) from None
        raise CardDataError(exc.code, path=where, **exc.params) from None
    except OSError as exc:
        raise CardDataError("unreadable", path=where, errno=exc.errno) from exc


def error_location(loc: tuple[int | str, ...]) -> str:
    """``cards.3.personality.stages``: the path inside the file (the game tag dropped)."""
    if loc and loc[0] in CARD_GAMES:
        loc = loc[1:]
    return ".".join(str(part) for part in loc)


def parse_set(data: bytes, path: str = "<memory>") -> CardSetModel:
    """Decode and validate one set file's bytes (raises :class:`CardDataError`).

    >>> try:
    ...     parse_set(b'{"format": "tabletop-cards", "schema_version": 9}')
    ... except CardDataError as error:
    ...     print(error.code)
    newer_schema
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardDataError("not_utf8", path=path, offset=exc.start) from exc
    try:
        raw = loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError("bad_json", path=path, line=exc.lineno, column=exc.colno) from exc
    except InputError as exc:  # a lone surrogate, a huge number, too deep
        raise CardDataError(exc.code, path=path, **exc.params) from None
    if not isinstance(raw, dict) or raw.get("format") != SET_FORMAT:
        raise CardDataError("not_a_card_set", path=path)
    version = raw.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise CardDataError(
            "newer_schema", path=path, schema_version=version, supported=SCHEMA_VERSION
        )
    game = CARD_GAMES.get(raw["game"]) if isinstance(raw.get("game"), str) else None
    adapter = game.set_adapter if game is not None else CardSetAdapter  # (refuses the game)
    try:
        set_model: CardSetModel = adapter.validate_json(text, strict=True)
        return set_model
    except ValidationError as exc:
        errors = tuple(
            (error_location(err["loc"]), err["type"]) for err in exc.errors()[:MAX_REPORTED_ERRORS]
        )
        raise CardDataError("invalid_set", path=path, errors=errors) from exc


def read_set_file(path: Path, limit: int = MAX_SET_FILE_BYTES) -> CardSetModel:
    """Read and validate one set file (raises :class:`CardDataError`); a file validated before
    comes from the cache of validated sets (:mod:`tabletop.cards.cache`)."""
    found: CardSetModel = set_cache().parse(_read_capped(path, limit), str(path), parse_set)
    return found


def _set_files(root: Path) -> list[tuple[Game, Path]]:
    """``(game, path)`` of every ``<root>/<game>/*.json``, in a stable order."""
    found: list[tuple[Game, Path]] = []
    for game in CARD_GAMES:
        folder = root / game
        try:
            entries = sorted(folder.iterdir()) if folder.is_dir() else []
        except OSError:
            entries = []
        found.extend((game, entry) for entry in entries if entry.suffix.lower() == ".json")
    return found


def _read_bundled(game: Game, path: Path) -> CardSetModel:
    """One bundled set file of ``game``, validated (raises :class:`CardDataError`)."""
    card_set = read_set_file(path)
    if card_set.game != game:
        raise CardDataError("wrong_game_folder", path=str(path), game=card_set.game)
    if path.stem != card_set.set:
        raise CardDataError("wrong_file_name", path=str(path), set=card_set.set)
    return card_set


@lru_cache(maxsize=4)
def _bundled(root: Path, games: tuple[Game, ...]) -> tuple[tuple[CardSetModel, Path], ...]:
    """Every bundled set of ``games`` under ``root``, and those of the games that bring their
    own folder, validated (cached: the files never change)."""
    if not root.is_dir():
        raise CardDataError("unreadable", path=str(root), errno=None)
    loaded = [(_read_bundled(game, path), path) for game, path in _set_files(root)]
    for game in games:
        folder = CARD_GAMES[game].sets_folder
        if folder is not None:
            for path in sorted(folder.glob("*.json")):
                loaded.append((_read_bundled(game, path), path))
    return tuple(loaded)


def _search_key(*texts: str | None) -> str:
    return "\x00".join(
        " ".join(unicodedata.normalize("NFKC", text).casefold().split()) for text in texts if text
    )


@dataclass(frozen=True)
class SetInfo:
    """One set code in the database: its header and where its cards came from."""

    game: Game
    code: str
    name: str
    name_ja: str | None
    origin: Origin
    files: tuple[Path, ...]
    card_ids: tuple[str, ...]


@dataclass
class _SetBuilder:
    game: Game
    code: str
    name: str
    name_ja: str | None
    origin: Origin
    files: list[Path] = field(default_factory=list)
    card_ids: list[str] = field(default_factory=list)

    def freeze(self) -> SetInfo:
        return SetInfo(
            self.game,
            self.code,
            self.name,
            self.name_ja,
            self.origin,
            tuple(self.files),
            tuple(self.card_ids),
        )


class CardDatabase:
    """All known cards, by id, game and set, with name search.

    Build it with :meth:`load` (bundled + user sets) or :meth:`from_sets` (tests, tools).
    """

    def __init__(self) -> None:
        self._cards: dict[str, Card] = {}
        self._sets: dict[str, _SetBuilder] = {}
        self._keys: dict[str, str] = {}
        self._problems: list[CardDataError] = []
        self._frozen_sets: dict[str, SetInfo] | None = None

    # --- building ---------------------------------------------------------------------------

    @classmethod
    def load(
        cls,
        *,
        include_user: bool = True,
        bundled_root: Path | None = None,
        user_root: Path | None = None,
    ) -> CardDatabase:
        """Every bundled set, then the user's sets (unless ``include_user`` is False).

        ``bundled_root`` defaults to ``resource_path("cards")``, ``user_root`` to
        ``data_dir()/cards`` (not created if missing). Raises :class:`CardDataError` only for
        bundled data; user problems go to :attr:`problems`.
        """
        database = cls()
        root = bundled_root if bundled_root is not None else paths.resource_path("cards")
        for card_set, path in _bundled(root.resolve(), tuple(CARD_GAMES)):
            database._add_set(card_set, path, "bundled")
        if include_user:
            if user_root is None:
                user_root = paths.data_dir(create=False) / "cards"
            database.add_user_sets(user_root)
        set_cache().save()
        return database

    @classmethod
    def from_sets(cls, sets: Iterable[CardSetModel], origin: Origin = "bundled") -> CardDatabase:
        """A database of the given sets (as bundled: a conflict raises :class:`CardDataError`;
        as user sets: conflicting cards are skipped and reported in :attr:`problems`)."""
        database = cls()
        for card_set in sets:
            database._add_set(card_set, Path(f"<{card_set.set}>"), origin)
        return database

    def add_user_sets(self, root: Path) -> None:
        """Merge every ``<root>/<game>/*.json``; bad files and conflicts go to :attr:`problems`."""
        for game, path in _set_files(root):
            try:
                card_set = read_set_file(path)
                if card_set.game != game:
                    raise CardDataError("wrong_game_folder", path=str(path), game=card_set.game)
                known = self._sets.get(card_set.set)
                if known is not None and known.game != card_set.game:
                    raise CardDataError(
                        "set_code_taken", path=str(path), set=card_set.set, game=known.game
                    )
            except CardDataError as problem:
                self._problems.append(problem)
                continue
            self._add_set(card_set, path, "user")

    def _add_set(self, card_set: CardSetModel, path: Path, origin: Origin) -> None:
        builder = self._sets.get(card_set.set)
        if builder is None:
            builder = _SetBuilder(
                card_set.game, card_set.set, card_set.name, card_set.name_ja, origin
            )
            self._sets[card_set.set] = builder
        elif origin == "bundled" or builder.game != card_set.game:
            raise CardDataError("invalid_set", path=str(path), errors=(("set", "duplicate_set"),))
        builder.files.append(path)
        for card in card_set.cards:
            if card.id in self._cards:
                problem = CardDataError("card_conflict", path=str(path), id=card.id)
                if origin == "bundled":
                    raise problem
                self._problems.append(problem)
                continue
            self._cards[card.id] = card
            self._keys[card.id] = _search_key(card.name, card.name_ja, card.id)
            builder.card_ids.append(card.id)
        self._frozen_sets = None

    # --- reading ----------------------------------------------------------------------------

    @property
    def problems(self) -> tuple[CardDataError, ...]:
        """User set files skipped and user cards refused while loading, in load order."""
        return tuple(self._problems)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, str) and self.get(card_id) is not None

    def __getitem__(self, card_id: str) -> Card:
        card = self.get(card_id)
        if card is None:
            raise KeyError(card_id)
        return card

    def get(self, card_id: str) -> Card | None:
        """The card with this id (any case, surrounding spaces ignored), or None."""
        canonical = canonical_id(card_id)
        return None if canonical is None else self._cards.get(canonical)

    def _set_infos(self) -> dict[str, SetInfo]:
        if self._frozen_sets is None:
            self._frozen_sets = {code: b.freeze() for code, b in self._sets.items()}
        return self._frozen_sets

    def sets(self, game: Game | None = None) -> tuple[SetInfo, ...]:
        """Every set (of ``game``), in load order: bundled first."""
        return tuple(s for s in self._set_infos().values() if game is None or s.game == game)

    def set_info(self, code: str) -> SetInfo | None:
        """The set with this code (any case), or None."""
        return self._set_infos().get(code.strip().upper())

    def by_set(self, code: str) -> tuple[Card, ...]:
        """The cards of one set (any case), in file order; empty if the set is unknown."""
        info = self.set_info(code)
        return () if info is None else tuple(self._cards[i] for i in info.card_ids)

    def by_game(self, game: Game) -> tuple[Card, ...]:
        """Every card of one game, set by set."""
        return tuple(card for info in self.sets(game) for card in self.by_set(info.code))

    def search(
        self, text: str, *, game: Game | None = None, limit: int | None = None
    ) -> list[Card]:
        """Cards whose name, Japanese name or id contains ``text`` (any case, NFKC-folded).

        An empty query matches every card (of ``game``).
        """
        needle = _search_key(text)
        found: list[Card] = []
        for card_id, key in self._keys.items():
            card = self._cards[card_id]
            if game is not None and card.game != game:
                continue
            if needle in key:
                found.append(card)
                if limit is not None and len(found) >= limit:
                    break
        return found

    def ids(self) -> Sequence[str]:
        """Every card id, in load order."""
        return tuple(self._cards)


_DEFAULT: list[tuple[CardDatabase, tuple[Game, ...]]] = []


def default_database(*, reload: bool = False) -> CardDatabase:
    """The app's card database (bundled plus user sets), loaded once; ``reload`` re-reads the
    user's sets (after the card editor saved one). Loaded again when a game package has
    registered its cards since (:func:`register_card_game`)."""
    games = tuple(CARD_GAMES)
    if reload or not _DEFAULT or _DEFAULT[0][1] != games:
        _DEFAULT[:] = [(CardDatabase.load(), games)]
    return _DEFAULT[0][0]
