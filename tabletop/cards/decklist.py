"""The deck text format (``.deck``, UTF-8) of DESIGN.md §3: parse, serialise, convert.

::

    # comments start with '#' (anywhere on a line)
    game: dbgt                 # or yyh (any game in cards.models.CARD_GAMES)
    name: Goku demo            # optional
    style: orange              # dbgt only (a game with deck styles), optional
    [main personality]         # dbgt
    1 SAI-158 Goku Lv1         # count (1-99), card id, optional name
    [life deck]                # dbgt
    [team]                     # yyh
    [deck]                     # yyh

Header keys and section names are case-insensitive; card ids are stored upper-case; a written
name that differs from the database's is a warning. Parsing never raises: it returns every
error and warning, each with a line number (or None for the whole file) and a reason code.

>>> result = parse("game: yyh\\n[team]\\n1 gf-st9 Yusuke\\n[deck]\\n3 GF-C1\\n")
>>> result.ok, serialise(result.deck).splitlines()[1:]
(True, ['', '[team]', '1 GF-ST9 Yusuke', '', '[deck]', '3 GF-C1'])
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any

from pydantic import AfterValidator, Field, ValidationError, model_validator

from ..engine.safe_input import InputError, read_regular
from ..engine.setup import MAX_DECK_CARDS, DeckSpec
from .card_games import CARD_GAMES
from .database import CardDatabase
from .models import CARD_ID_PATTERN, STYLES, Game, Strict, Style, canonical_id, data_error

MAX_DECK_BYTES = 1024 * 1024
MAX_COUNT = 99
MAX_DECK_NAME = 100
MAX_WRITTEN_NAME = 200
#: Parsing stops after this many errors (a binary or foreign file would give one per line).
MAX_ERRORS = 200

SectionName = str
"""A deck section (``main personality``, ``team``…): one of its game's ``CardGame.sections``."""


def sections(game: Game) -> tuple[SectionName, ...]:
    """The deck sections of ``game`` in file order (none for an unknown game)."""
    known = CARD_GAMES.get(game)
    return known.sections if known is not None else ()


def all_sections() -> frozenset[SectionName]:
    """Every section name of every registered game."""
    return frozenset(name for game in CARD_GAMES.values() for name in game.sections)


def allows_style(game: Game) -> bool:
    """Whether a deck of ``game`` may declare a fighting style."""
    known = CARD_GAMES.get(game)
    return known is not None and known.deck_styles


#: Errors: the deck is not usable as written.
ERROR_CODES = (
    "unknown_section", "bad_count", "unknown_card", "bad_header", "missing_game",
    "card_outside_section", "wrong_game_section", "wrong_game_card", "too_many_cards",
    "not_utf8", "has_nul", "too_large", "unreadable", "empty", "too_many_errors",
)  # fmt: skip
#: Warnings: the deck is usable, but something looks off.
WARNING_CODES = ("name_mismatch", "bad_name", "duplicate_section")

_COUNT = re.compile(r"[0-9]{1,9}")
_LINE_END = re.compile(r"\r\n|\r|\n")
_HEADER = re.compile(r"([A-Za-z][A-Za-z_]*)\s*:(.*)")


def clean_text(text: str) -> str:
    """``text`` with whitespace runs made single spaces and the ends trimmed."""
    return " ".join(text.split())


def is_clean_text(text: str) -> bool:
    """Can ``text`` stand in a deck file as written (no comment mark, no control characters)?"""
    return (
        bool(text)
        and clean_text(text) == text
        and "#" not in text
        and not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text)
    )


def _checked_text(text: str) -> str:
    if not is_clean_text(text):
        raise data_error("bad_text")
    return text


DeckText = Annotated[str, AfterValidator(_checked_text)]


class DeckEntry(Strict):
    """One card line: ``COUNT CARD-ID optional written name``."""

    count: Annotated[int, Field(ge=1, le=MAX_COUNT)]
    card_id: Annotated[str, Field(pattern=CARD_ID_PATTERN)]
    written_name: Annotated[DeckText, Field(max_length=MAX_WRITTEN_NAME)] | None = None
    line: Annotated[int | None, Field(ge=1, exclude=True, repr=False)] = None
    """Where the entry was read (for messages); not part of the deck's identity."""

    def _key(self) -> tuple[int, str, str | None]:
        return (self.count, self.card_id, self.written_name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DeckEntry):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


class DeckSection(Strict):
    name: Annotated[SectionName, Field(min_length=1, max_length=40)]
    entries: tuple[DeckEntry, ...] = ()


class DeckList(Strict):
    """A deck as written: game, optional name and style, sections in file order."""

    game: Game
    name: Annotated[DeckText, Field(max_length=MAX_DECK_NAME)] | None = None
    style: Style | None = None
    sections: tuple[DeckSection, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> DeckList:
        if self.style is not None and not allows_style(self.game):
            raise data_error("style_not_allowed", game=self.game)
        names = [s.name for s in self.sections]
        if len(set(names)) != len(names):
            raise data_error("duplicate_section")
        for name in names:
            if name not in sections(self.game):
                raise data_error("wrong_game_section", section=name, game=self.game)
        return self

    def count(self) -> int:
        """How many cards the deck holds."""
        return sum(e.count for s in self.sections for e in s.entries)

    def section(self, name: SectionName) -> DeckSection | None:
        return next((s for s in self.sections if s.name == name), None)


@dataclass(frozen=True)
class DeckIssue:
    """An error or warning: reason code, 1-based line number (None: the whole file), params."""

    code: str
    line: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DeckParseResult:
    """What :func:`parse` found. ``deck`` holds every valid line even when there are errors
    (None when the game is unknown or the input unreadable); check :attr:`ok` before use."""

    deck: DeckList | None
    errors: tuple[DeckIssue, ...] = ()
    warnings: tuple[DeckIssue, ...] = ()

    @property
    def ok(self) -> bool:
        return self.deck is not None and not self.errors


@dataclass
class _Line:
    number: int
    section: str | None  # None: before any section; "?": an unknown section
    entry: DeckEntry


def _fail(code: str, **params: Any) -> DeckParseResult:
    return DeckParseResult(None, (DeckIssue(code, None, params),))


def _names_match(written: str, card_name: str, card_name_ja: str | None) -> bool:
    def fold(text: str) -> str:
        return clean_text(unicodedata.normalize("NFKC", text).casefold())

    wanted = fold(written)
    names = [card_name] + ([card_name_ja] if card_name_ja else [])
    # "Yusuke" is fine for "Yusuke, Resurrected": the id, not the name, picks the card.
    return any(wanted in (fold(n), fold(n.split(",")[0])) for n in names)


def parse(text: str, db: CardDatabase | None = None) -> DeckParseResult:
    """Parse deck text. With ``db``, unknown ids, other-game cards and differing names are
    reported; without it only malformed ids are."""
    if len(text) > MAX_DECK_BYTES:
        return _fail("too_large", size=len(text), limit=MAX_DECK_BYTES)
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_DECK_BYTES:
        return _fail("too_large", size=size, limit=MAX_DECK_BYTES)
    errors: list[DeckIssue] = []
    warnings: list[DeckIssue] = []
    headers: dict[str, tuple[int, str]] = {}
    section_lines: list[tuple[int, str]] = []
    lines: list[_Line] = []
    current: str | None = None
    meaningful = False
    known_sections = all_sections()

    for number, raw in enumerate(_LINE_END.split(text.removeprefix("\ufeff")), start=1):
        if len(errors) > MAX_ERRORS:
            return _result(None, errors, warnings)  # not a deck file: stop here
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        meaningful = True
        if line.startswith("["):
            section = clean_text(line[1:-1]).lower() if line.endswith("]") else ""
            if section in known_sections:
                current = section
                section_lines.append((number, section))
            else:
                current = "?"
                errors.append(DeckIssue("unknown_section", number, {"section": line[:60]}))
            continue
        header = _HEADER.fullmatch(line)
        if header:
            key = header.group(1).lower()
            if key not in ("game", "name", "style"):
                errors.append(DeckIssue("bad_header", number, {"key": key[:40]}))
            elif key in headers:
                errors.append(DeckIssue("bad_header", number, {"key": key, "reason": "duplicate"}))
            else:
                headers[key] = (number, clean_text(header.group(2)))
            continue
        entry = _card_line(line, number, db, errors, warnings)
        if current is None:
            errors.append(DeckIssue("card_outside_section", number))
        elif entry is not None:
            lines.append(_Line(number, current, entry))

    if not meaningful:
        return _fail("empty")
    game, name, style = _headers(headers, errors)
    deck = _assemble(game, name, style, section_lines, lines, db, errors, warnings)
    if deck is not None and deck.count() == 0:
        errors.append(DeckIssue("empty"))
    return _result(deck, errors, warnings)


def _by_line(issues: list[DeckIssue]) -> list[DeckIssue]:
    """Whole-file issues first, then by line (stable: same-line issues keep their order)."""
    return sorted(issues, key=lambda i: -1 if i.line is None else i.line)


def _result(
    deck: DeckList | None, errors: list[DeckIssue], warnings: list[DeckIssue]
) -> DeckParseResult:
    """The result, with at most :data:`MAX_ERRORS` errors and as many warnings."""
    errors = _by_line(errors)
    if len(errors) > MAX_ERRORS:
        line = errors[MAX_ERRORS].line
        errors = [*errors[:MAX_ERRORS], DeckIssue("too_many_errors", line, {"limit": MAX_ERRORS})]
    return DeckParseResult(deck, tuple(errors), tuple(_by_line(warnings)[:MAX_ERRORS]))


def _card_line(
    line: str,
    number: int,
    db: CardDatabase | None,
    errors: list[DeckIssue],
    warnings: list[DeckIssue],
) -> DeckEntry | None:
    """The entry of a card line, or None (its errors and warnings recorded)."""
    tokens = line.split(None, 2)
    count_text = tokens[0]
    count: int | None = None
    if _COUNT.fullmatch(count_text) and 1 <= int(count_text) <= MAX_COUNT:
        count = int(count_text)
    else:
        errors.append(DeckIssue("bad_count", number, {"count": count_text[:20]}))
    id_text = tokens[1] if len(tokens) > 1 else ""
    card_id = canonical_id(id_text)
    if card_id is None:
        errors.append(DeckIssue("unknown_card", number, {"id": id_text[:40], "malformed": True}))
    elif db is not None and db.get(card_id) is None:
        errors.append(DeckIssue("unknown_card", number, {"id": card_id}))
        card_id = None
    written: str | None = clean_text(tokens[2]) if len(tokens) > 2 else None
    if written is not None and not (is_clean_text(written) and len(written) <= MAX_WRITTEN_NAME):
        warnings.append(DeckIssue("bad_name", number))
        written = None
    if count is None or card_id is None:
        return None
    return DeckEntry(count=count, card_id=card_id, written_name=written, line=number)


def _headers(
    headers: dict[str, tuple[int, str]], errors: list[DeckIssue]
) -> tuple[Game | None, str | None, Style | None]:
    game: Game | None = None
    if "game" not in headers:
        errors.append(DeckIssue("missing_game"))
    else:
        line, value = headers["game"]
        game = next((g for g in CARD_GAMES if g == value.lower()), None)
        if game is None:
            errors.append(DeckIssue("bad_header", line, {"key": "game", "value": value[:40]}))
    name: str | None = None
    if "name" in headers and headers["name"][1]:
        line, value = headers["name"]
        if is_clean_text(value) and len(value) <= MAX_DECK_NAME:
            name = value
        else:
            errors.append(DeckIssue("bad_header", line, {"key": "name", "reason": "bad_text"}))
    style: Style | None = None
    if "style" in headers and headers["style"][1]:
        line, value = headers["style"]
        style = next((s for s in STYLES if s == value.lower()), None)
        if style is None:
            errors.append(DeckIssue("bad_header", line, {"key": "style", "value": value[:40]}))
        elif game is not None and not allows_style(game):
            errors.append(DeckIssue("bad_header", line, {"key": "style", "reason": "dbgt_only"}))
            style = None
    return game, name, style


def _assemble(
    game: Game | None,
    name: str | None,
    style: Style | None,
    section_lines: list[tuple[int, str]],
    lines: list[_Line],
    db: CardDatabase | None,
    errors: list[DeckIssue],
    warnings: list[DeckIssue],
) -> DeckList | None:
    if game is None:
        return None
    order: list[SectionName] = []
    for line, section in section_lines:
        if section not in sections(game):
            errors.append(DeckIssue("wrong_game_section", line, {"section": section, "game": game}))
        elif section in order:
            warnings.append(DeckIssue("duplicate_section", line, {"section": section}))
        else:
            order.append(section)
    entries: dict[str, list[DeckEntry]] = {s: [] for s in order}
    total = 0
    for item in lines:
        if item.section not in entries:
            continue  # unknown or other-game section: already reported
        card = db.get(item.entry.card_id) if db is not None else None
        if card is not None and card.game != game:
            errors.append(
                DeckIssue("wrong_game_card", item.number, {"id": card.id, "game": card.game})
            )
            continue
        written = item.entry.written_name
        if card is not None and written and not _names_match(written, card.name, card.name_ja):
            params = {"id": card.id, "written": written, "name": card.name}
            warnings.append(DeckIssue("name_mismatch", item.number, params))
        entries[item.section].append(item.entry)
        total += item.entry.count
    if total > MAX_DECK_CARDS:
        errors.append(DeckIssue("too_many_cards", None, {"count": total, "limit": MAX_DECK_CARDS}))
    try:
        return DeckList(
            game=game,
            name=name,
            style=style,
            sections=tuple(DeckSection(name=s, entries=tuple(entries[s])) for s in order),
        )
    except ValidationError:  # pragma: no cover - every part was checked above
        return None


def parse_bytes(data: bytes, db: CardDatabase | None = None) -> DeckParseResult:
    """Parse a deck file's bytes: UTF-8 (a BOM is allowed), at most 1 MB, no NUL bytes."""
    if len(data) > MAX_DECK_BYTES:
        return _fail("too_large", size=len(data), limit=MAX_DECK_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return DeckParseResult(None, (DeckIssue("not_utf8", line, {"offset": exc.start}),))
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        return DeckParseResult(None, (DeckIssue("has_nul", line),))
    return parse(text, db)


def read_deck(path: str | os.PathLike[str], db: CardDatabase | None = None) -> DeckParseResult:
    """Read and parse a deck file. Never raises: unreadable, huge or binary files are errors,
    and so are folders, devices and pipes (never opened or read: no hang on a pipe, no endless
    read of ``/dev/zero``)."""
    try:
        data = read_regular(path, MAX_DECK_BYTES)
    except InputError as exc:
        if exc.code == "too_large":
            return _fail("too_large", **exc.params)
        return _fail("unreadable", errno=None)  # a folder, a device, a pipe
    except OSError as exc:
        return _fail("unreadable", errno=exc.errno)
    return parse_bytes(data, db)


def serialise(deck: DeckList) -> str:
    """The deck as text; ``parse(serialise(deck)).deck == deck``."""
    out = [f"game: {deck.game}"]
    if deck.name is not None:
        out.append(f"name: {deck.name}")
    if deck.style is not None:
        out.append(f"style: {deck.style}")
    for section in deck.sections:
        out += ["", f"[{section.name}]"]
        for entry in section.entries:
            written = f" {entry.written_name}" if entry.written_name else ""
            out.append(f"{entry.count} {entry.card_id}{written}")
    return "\n".join(out) + "\n"


def to_deck_spec(deck: DeckList) -> DeckSpec:
    """The engine's view: section name -> card ids, each repeated by its count, in file order."""
    return DeckSpec(
        deck.name or "",
        {
            s.name: tuple(e.card_id for e in s.entries for _ in range(e.count))
            for s in deck.sections
        },
    )
