"""Import and export of card sets: the project's JSON set files and CSV (:mod:`.card_csv`).

An import is planned first (:func:`plan_import`): every row is validated with the card models,
every problem is listed by row and column with a reason code, and every card whose id is
already known — a bundled card, or one of the user's with other values — is listed as a
conflict, never overwritten. Nothing is written until :func:`apply_import`, which refuses a
plan with problems unless told to write only the valid rows. A card identical to the one
already there is left as it is (importing the same file twice changes nothing).

Messages are reason codes plus parameters; :func:`describe_problem` words them in the
user's language through a ``translate(context, source)`` function (Qt-free here).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..cards.card_games import card_games
from ..cards.database import MAX_SET_FILE_BYTES, CardDatabase
from ..cards.models import MAX_CARDS_PER_SET, MAX_STAGES, SET_FORMAT, Card, Game
from ..cards.safe_text import unsafe_character
from ..engine.safe_input import InputError, loads, read_regular
from . import card_csv, csv_text
from .card_messages import MESSAGES, PYDANTIC_CODES, describe_code, describe_problem, with_limit
from .effect_cells import EFFECTS
from .effect_problems import effect_problem
from .user_sets import (
    CardValidationError,
    FieldError,
    is_set_code,
    known_sets,
    save_cards,
    set_file_bytes,
    validate_card,
)

Kind = Literal["csv", "json"]
__all__ = [
    "CardFileError",
    "ImportCancelled",
    "ImportPlan",
    "RowProblem",
    "describe_code",
    "describe_problem",
]
MAX_ROWS = csv_text.MAX_ROWS
"""The most rows (cards) a file may hold: as many as a set holds cards."""
MAX_NAME = 120
"""The longest set name (as the set files allow)."""
PROGRESS_EVERY = 100
"""How many rows are checked between two calls of an import's ``progress``."""
Progress = Callable[[int, int], bool]
"""``progress(rows_checked, rows)``: False stops the planning (:class:`ImportCancelled`)."""


class CardFileError(Exception):
    """The file cannot be read as a card set at all (exit status 2 of the command)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class ImportCancelled(Exception):
    """The planning of an import was stopped: its ``progress`` said so."""


@dataclass(frozen=True)
class RowProblem:
    """One problem: the row (CSV: as a spreadsheet numbers it, the header is 1; JSON: the
    card's place in the file from 1; 0: the file), the column or field, and a reason code."""

    row: int
    column: str
    code: str
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class SetHeader:
    """A set an import writes into: its code and the names a new set gets."""

    code: str
    name: str
    name_ja: str | None


@dataclass
class ImportPlan:
    """What an import would do; nothing is written yet."""

    game: Game
    kind: Kind
    rows: int = 0
    cards: list[tuple[int, Card]] = field(default_factory=list)
    """Valid cards that are new (row, card), in file order."""
    unchanged: list[tuple[int, Card]] = field(default_factory=list)
    """Valid cards identical to the ones already there."""
    problems: list[RowProblem] = field(default_factory=list)
    sets: dict[str, SetHeader] = field(default_factory=dict)

    @property
    def refused_rows(self) -> list[int]:
        """The rows that will not be imported."""
        return sorted({p.row for p in self.problems})

    @property
    def ok(self) -> bool:
        """True when every row is valid and free of conflicts."""
        return not self.problems


# --- reading --------------------------------------------------------------------------------


def _row_problem(row: int, game: Game, card_type: str, error: FieldError) -> RowProblem:
    """A model's complaint about one field, as a problem of a column."""
    parts = [p for p in error.field.split(".") if p]
    head = parts[0] if parts else ""
    column = head
    if head == "damage":
        column = f"damage_{parts[1]}" if len(parts) > 1 else "damage_kind"
    elif head in ("attacks", "attack") and "attack1_value" in card_csv.columns(game):
        slot = (
            int(parts[1]) + 1 if head == "attacks" and len(parts) > 1 and parts[1].isdigit() else 1
        )
        part = next((p for p in parts[1:] if p in ("name", "name_ja", "cost", "value")), "value")
        column = f"attack{slot}_{part}"
    if head == EFFECTS:
        return RowProblem(row, EFFECTS, *effect_problem(parts[1:], error.code, error.params))
    code = PYDANTIC_CODES.get(error.code, error.code)
    params: dict[str, Any] = dict(error.params)
    if head == "stages" and error.code in ("too_long", "too_short"):
        code = "ladder_length"
        params = {"count": params.get("actual_length", "?"), "max": MAX_STAGES}
    elif error.code in ("too_long", "too_short"):
        code = "too_many"
        params = {"max": params.get("max_length", "?")}
    elif code in ("too_small", "too_big"):
        with_limit(code, params)
    elif code == "too_long":
        params["max"] = params.get("max_length", "?")
    elif code == "unknown_type":
        params["value"] = params.get("tag", "")
        params["expected"] = str(params.get("expected_tags", "")).replace("'", "")
    elif code == "bad_choice":
        params["expected"] = str(params.get("expected", "")).replace("'", "")
    elif code == "not_for_type":
        params["type"] = card_type
    return RowProblem(row, column, code, params)


def _file_bytes(path: Path) -> bytes:
    try:
        return read_regular(path, MAX_SET_FILE_BYTES)
    except FileNotFoundError:
        raise CardFileError("not_found", path=str(path)) from None
    except InputError as exc:
        code = exc.code if exc.code in MESSAGES else "unreadable"
        raise CardFileError(code, path=str(path)) from None
    except OSError as exc:
        raise CardFileError("unreadable", path=str(path), errno=exc.errno) from None


def kind_of(path: Path) -> Kind:
    """``csv`` or ``json`` by the file's extension (raises :class:`CardFileError`)."""
    suffix = path.suffix.lower()
    if suffix in (".csv", ".txt", ".tsv"):
        return "csv"
    if suffix == ".json":
        return "json"
    raise CardFileError("unknown_format", path=str(path))


def read_import(
    path: Path,
    *,
    game: Game | None = None,
    set_code: str | None = None,
    database: CardDatabase | None = None,
    progress: Progress | None = None,
) -> ImportPlan:
    """Plan the import of a ``.csv`` or ``.json`` file (raises :class:`CardFileError`, and
    :class:`ImportCancelled` when ``progress`` says stop)."""
    return plan_import(
        _file_bytes(path),
        kind_of(path),
        game=game,
        set_code=set_code,
        database=database,
        progress=progress,
    )


def plan_import(
    data: bytes,
    kind: Kind,
    *,
    game: Game | None = None,
    set_code: str | None = None,
    database: CardDatabase | None = None,
    progress: Progress | None = None,
) -> ImportPlan:
    """Check every row of a file's bytes against the models and the cards already known
    (``database``, default: bundled and the user's sets). ``game`` and ``set_code`` fill in
    what the file leaves out; a row of another set is refused. Raises :class:`CardFileError`
    when the file cannot be read at all (a file of more than :data:`MAX_ROWS` rows is refused
    before any row is checked). ``progress(rows_checked, rows)`` is called every
    :data:`PROGRESS_EVERY` rows and at the end; when it returns False the planning stops
    with :class:`ImportCancelled`."""
    db = database if database is not None else CardDatabase.load()
    wanted = set_code.strip().upper() if set_code else None
    if kind == "csv":
        game, rows, names = _csv_rows(data, game, wanted, db)
    else:
        game, rows, names = _json_rows(data, game, wanted)
    plan = ImportPlan(game, kind, rows=len(rows))
    seen: dict[str, int] = {}
    per_set: dict[str, int] = {}
    bundled: CardDatabase | None = None  # loaded at the first conflict
    for done, (row, cells, problems) in enumerate(rows):
        if progress is not None and done % PROGRESS_EVERY == 0 and not progress(done, len(rows)):
            raise ImportCancelled
        plan.problems.extend(problems)
        if row == 0 or (problems and not cells):
            continue
        card = _validated(plan, row, game, cells, wanted, {p.column for p in problems})
        if card is None or problems:
            continue
        if card.id in seen:
            plan.problems.append(
                RowProblem(row, "number", "duplicate_card", {"id": card.id, "first": seen[card.id]})
            )
            continue
        seen[card.id] = row
        if not _fits_set(plan, row, card, game, db, per_set):
            continue
        known = db.get(card.id)
        if known is None:
            plan.cards.append((row, card))
        elif known == card:
            plan.unchanged.append((row, card))
        else:
            if bundled is None:
                bundled = CardDatabase.load(include_user=False)
            code = "bundled_conflict" if card.id in bundled else "user_conflict"
            plan.problems.append(RowProblem(row, "number", code, {"id": card.id}))
    for code in per_set:
        info = db.set_info(code)
        given = names.get(code, (None, None))
        if info is not None:
            plan.sets[code] = SetHeader(code, info.name, info.name_ja)
        else:
            name = given[0] or known_sets(plan.game).get(code, code)
            plan.sets[code] = SetHeader(code, name, given[1])
    plan.problems.sort(key=lambda p: p.row)
    if progress is not None and not progress(len(rows), len(rows)):
        raise ImportCancelled
    return plan


def _validated(
    plan: ImportPlan,
    row: int,
    game: Game,
    data: dict[str, Any],
    wanted: str | None,
    told: set[str],
) -> Card | None:
    """The row's card, or None with its problems added (but none for a column in ``told``,
    whose cell was already refused)."""
    if wanted is not None and "set" not in data:
        data["set"] = wanted
    if "set" not in data:
        plan.problems.append(RowProblem(row, "set", "missing_set"))
        return None
    if "number" in data and "id" not in data:
        data["id"] = f"{data['set']}-{data['number']}"
    try:
        return validate_card(game, data)
    except CardValidationError as error:
        card_type = str(data.get("type", ""))
        found = (_row_problem(row, game, card_type, e) for e in error.errors)
        plan.problems.extend(p for p in found if p.column not in told)
        return None


def _fits_set(
    plan: ImportPlan, row: int, card: Card, game: Game, db: CardDatabase, per_set: dict[str, int]
) -> bool:
    """Is the card's set one this import may write into? (Counts the cards of each set.)"""
    info = db.set_info(card.set)
    if info is not None and info.game != game:
        plan.problems.append(RowProblem(row, "set", "set_of_other_game", {"set": card.set}))
        return False
    count = per_set.get(card.set, len(info.card_ids) if info is not None else 0) + 1
    per_set[card.set] = count
    if count > MAX_CARDS_PER_SET:
        plan.problems.append(RowProblem(row, "", "too_many_cards", {"max": MAX_CARDS_PER_SET}))
        return False
    return True


_Rows = list[tuple[int, dict[str, Any], list[RowProblem]]]
_Names = dict[str, tuple[str | None, str | None]]


def _csv_rows(
    data: bytes, game: Game | None, wanted: str | None, db: CardDatabase
) -> tuple[Game, _Rows, _Names]:
    try:
        header, raw_rows = csv_text.read_rows(csv_text.decode_text(data))
    except csv_text.CsvRefusal as refusal:
        raise CardFileError(refusal.code, **refusal.params) from None
    if not header:
        raise CardFileError("no_header")
    columns = [card_csv.normalize_column(cell) for cell in header]
    game = game or _csv_game(columns, raw_rows, wanted, db)
    known = set(card_csv.columns(game)) | set(card_csv.EXTRA_COLUMNS)
    header_problems: list[RowProblem] = []
    for index, column in enumerate(columns):
        if column and column not in known:
            header_problems.append(
                RowProblem(1, column, "unknown_column", {"column": header[index]})
            )
        elif column and columns.index(column) != index:
            header_problems.append(RowProblem(1, column, "duplicate_column", {"column": column}))
    rows: _Rows = []
    names: _Names = {}
    if header_problems:
        rows.append((1, {}, header_problems))
        return game, rows, names
    for number, cells in raw_rows:
        problems: list[RowProblem] = []
        if len(cells) > len(columns) and any(c.strip() for c in cells[len(columns) :]):
            problems.append(
                RowProblem(
                    number, "", "too_many_cells", {"count": len(cells), "columns": len(columns)}
                )
            )
        by_column = {c: cells[i] for i, c in enumerate(columns) if c and i < len(cells)}
        card, cell_problems = card_csv.cells_to_data(game, by_column)
        problems.extend(RowProblem(number, p.column, p.code, p.params) for p in cell_problems)
        row_game = by_column.get("game", "").strip().lower()
        if row_game and row_game != game:
            problems.append(
                RowProblem(number, "game", "wrong_game", {"game": row_game, "wanted": game})
            )
        card_id = by_column.get("id", "").strip().upper()
        if card_id and "set" not in card and "number" not in card:
            card["set"], _, card["number"] = card_id.partition("-")
        if card_id:
            card["id"] = card_id
        problems.extend(_set_name_problems(number, by_column))
        code = card.get("set") or wanted
        if isinstance(code, str) and code not in names:
            set_name = by_column.get("set_name", "").strip() or None
            set_name_ja = by_column.get("set_name_ja", "").strip() or None
            if set_name or set_name_ja:
                names[code] = (set_name, set_name_ja)
        if wanted is not None and card.get("set", wanted) != wanted:
            problems.append(
                RowProblem(
                    number, "set", "card_outside_set", {"set": card["set"], "wanted": wanted}
                )
            )
        rows.append((number, card, problems))
    return game, rows, names


def _set_name_problems(row: int, cells: Mapping[str, str]) -> list[RowProblem]:
    """What is wrong with a row's set names (as the set file's ``name`` will refuse it)."""
    problems: list[RowProblem] = []
    for column in card_csv.SET_COLUMNS:
        text = cells.get(column, "").strip()
        if len(text) > MAX_NAME:
            problems.append(RowProblem(row, column, "too_long", {"max": MAX_NAME}))
        elif (found := unsafe_character(text)) is not None:
            params = {"position": found[0], "character": found[1]}
            problems.append(RowProblem(row, column, "unsafe_character", params))
    return problems


def _csv_game(
    columns: list[str], rows: list[tuple[int, Any]], wanted: str | None, db: CardDatabase
) -> Game:
    """The game of a CSV file that does not say it: its ``game`` column, its set, its columns."""
    at = {c: i for i, c in enumerate(columns)}
    for _, cells in rows:
        if (
            "game" in at
            and at["game"] < len(cells)
            and cells[at["game"]].strip().lower() in card_games()
        ):
            return cells[at["game"]].strip().lower()  # type: ignore[no-any-return]
        code = wanted or (
            cells[at["set"]].strip().upper() if "set" in at and at["set"] < len(cells) else ""
        )
        info = db.set_info(code) if code else None
        if info is not None:
            return info.game
        for game in card_games():
            if code in known_sets(game):
                return game
    given = set(columns)
    games = {game: set(card_csv.columns(game)) for game in card_games()}
    for game, own in games.items():
        others = set().union(*(cols for g, cols in games.items() if g != game))
        if (own - others) & given:
            return game
    raise CardFileError("no_game")


def _json_rows(data: bytes, game: Game | None, wanted: str | None) -> tuple[Game, _Rows, _Names]:
    try:
        raw = loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise CardFileError("not_utf8") from None
    except (json.JSONDecodeError, InputError):
        raise CardFileError("bad_json") from None
    if not isinstance(raw, dict) or raw.get("format") != SET_FORMAT:
        raise CardFileError("not_a_card_set")
    version = raw.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > 1:
        raise CardFileError("newer_schema")
    file_game, code, cards = raw.get("game"), raw.get("set"), raw.get("cards")
    if (
        not isinstance(file_game, str)
        or file_game not in card_games()
        or not isinstance(code, str)
        or not is_set_code(code)
    ):
        raise CardFileError("not_a_card_set")
    if not isinstance(cards, list) or version != 1:
        raise CardFileError("not_a_card_set")
    if len(cards) > MAX_ROWS:
        raise CardFileError("too_many_cards_in_file", max=MAX_ROWS)
    if game is not None and file_game != game:
        raise CardFileError("wrong_game", game=file_game, wanted=game)
    rows: _Rows = []
    problems: list[RowProblem] = []
    name, name_ja = raw.get("name"), raw.get("name_ja")
    for key, value in (("name", name), ("name_ja", name_ja)):
        if value is not None and not (isinstance(value, str) and 0 < len(value) <= 120):
            problems.append(RowProblem(0, key, "bad_format", {"value": str(value)[:40]}))
        elif isinstance(value, str) and (found := unsafe_character(value)) is not None:
            params = {"position": found[0], "character": found[1]}
            problems.append(RowProblem(0, key, "unsafe_character", params))
    extra = sorted(
        set(raw) - {"format", "schema_version", "game", "set", "name", "name_ja", "cards"}
    )
    problems.extend(RowProblem(0, key, "unknown_column", {"column": key}) for key in extra)
    if wanted is not None and code != wanted:
        problems.append(RowProblem(0, "set", "card_outside_set", {"set": code, "wanted": wanted}))
    if problems:
        rows.append((0, {}, problems))
    for index, card in enumerate(cards, start=1):
        if not isinstance(card, dict):
            rows.append((index, {}, [RowProblem(index, "", "not_an_object")]))
            continue
        row_problems: list[RowProblem] = []
        if card.get("set") != code:
            row_problems.append(
                RowProblem(
                    index, "set", "card_outside_set", {"set": card.get("set"), "wanted": code}
                )
            )
        rows.append((index, dict(card), row_problems))
    names: _Names = {
        code: (
            name if isinstance(name, str) else None,
            name_ja if isinstance(name_ja, str) else None,
        )
    }
    return file_game, rows, names


# --- writing --------------------------------------------------------------------------------


def apply_import(
    plan: ImportPlan,
    *,
    valid_only: bool = False,
    database: CardDatabase | None = None,
    root: Path | None = None,
) -> list[Path]:
    """Write the plan's new cards into the user's sets (one atomic write per set); the files
    written. A plan with problems is refused (``ValueError``) unless ``valid_only``."""
    if plan.problems and not valid_only:
        raise ValueError("the import has problems; nothing was written")
    by_set: dict[str, list[Card]] = {}
    for _, card in plan.cards:
        by_set.setdefault(card.set, []).append(card)
    written: list[Path] = []
    bundled = database if database is not None else CardDatabase.load(include_user=False)
    for code, cards in by_set.items():
        header = plan.sets[code]
        written.append(
            save_cards(
                plan.game,
                code,
                cards,
                set_name=header.name,
                set_name_ja=header.name_ja,
                replace=False,
                database=bundled,
                root=root,
            )
        )
    return written


def export_set(database: CardDatabase, game: Game, code: str, kind: Kind) -> bytes:
    """The bytes of set ``code`` of ``game`` (bundled and the user's cards) as CSV or JSON
    (raises :class:`CardFileError` ``unknown_set``)."""
    info = database.set_info(code)
    if info is None or info.game != game:
        raise CardFileError("unknown_set", set=code.strip().upper(), game=game)
    cards = database.by_set(info.code)
    if kind == "csv":
        return card_csv.write_csv(game, cards, {info.code: (info.name, info.name_ja)})
    return set_file_bytes(game, info.code, info.name, cards, info.name_ja)


def export_file(database: CardDatabase, game: Game, code: str, path: Path) -> None:
    """Write set ``code`` to ``path``, CSV or JSON by its extension, atomically."""
    from .atomic import atomic_write_bytes

    atomic_write_bytes(path, export_set(database, game, code, kind_of(path)))
