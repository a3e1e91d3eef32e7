"""The Physical Attack Table (PAT): rank ranges, base damage, and the bundled tables.

A table splits power ratings into lettered ranks (inclusive ranges, the top one open-ended) and
gives the base damage in power stages for an attacker rank against a defender rank
(shared/rules/dbgt.md §6). The tables are data (``assets/pat/tables.json``, see its ``about``):
a damage grid plus explicit ``overrides`` for printed cells that differ from the grid. A
non-numeric ``"Z"`` power rating gives the table's ``z_damage`` (2) whatever the other rating.

>>> result = damage("saiyan", 1200, 500)
>>> result.attacker_rank, result.defender_rank, result.damage
('D', 'B', 3)

Everything here is pure Python (pydantic, no Qt). Errors are :class:`PatError` with a reason
code and parameters, never prose.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from tabletop.paths import resource_path

TABLES_FORMAT: Final = "tabletop-pat"
SCHEMA_VERSION: Final = 1
MAX_TABLES_FILE_BYTES: Final = 1 << 20

Z: Final = "Z"
"""The non-numeric power rating printed by some personalities (King Kai, Mr. Popo, ...)."""

Power = int | Literal["Z"]
"""A power rating: a number of 0 or more, or ``"Z"``."""

#: The reasons a PAT request or a tables file is refused.
PAT_ERROR_CODES = (
    "unknown_table",  # no table with that id (params: table, known)
    "bad_power",  # a power rating that is not a number >= 0 or "Z" (params: power)
    "unreadable",  # the tables file could not be read (params: path, errno)
    "too_large",  # the tables file is over the size limit (params: path, size, limit)
    "invalid_tables",  # fails validation (params: path, errors: ((where, code), ...))
)


class PatError(ValueError):
    """A refused PAT request or tables file: a reason ``code`` and its ``params``.

    >>> str(PatError("bad_power", power=-5))
    'bad_power (power=-5)'
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params: Mapping[str, Any] = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        details = ", ".join(f"{key}={value!r}" for key, value in sorted(self.params.items()))
        return f"{self.code} ({details})"


def _invalid(code: str, **params: object) -> PydanticCustomError:
    """A validation error whose type is our reason code (the message is for developers)."""
    return PydanticCustomError(code, code, params)


# --- the tables file -------------------------------------------------------------------------

Letter = Annotated[str, Field(pattern=r"^[A-Y]$")]
"""A rank letter; ``Z`` is reserved for the non-numeric rating."""
Rating = Annotated[int, Field(ge=0)]
Damage = Annotated[int, Field(ge=0, le=99)]
Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
Name = Annotated[str, Field(min_length=1, max_length=120)]
Text = Annotated[str, Field(min_length=1, max_length=2000)]
MAX_RANKS: Final = 25


class _Strict(BaseModel):
    """Frozen, closed, strict models: unknown keys and loose types are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class PatRank(_Strict):
    """One rank: the power ratings ``min``..``max`` inclusive (``max`` None: no upper bound)."""

    letter: Letter
    min: Rating
    max: Rating | None

    @model_validator(mode="after")
    def _not_empty(self) -> PatRank:
        if self.max is not None and self.max < self.min:
            raise _invalid("rank_range_empty", letter=self.letter)
        return self

    def holds(self, power: int) -> bool:
        """True when ``power`` falls in this rank."""
        return self.min <= power and (self.max is None or power <= self.max)


class PatOverride(_Strict):
    """A printed cell that differs from the damage grid."""

    attacker: Letter
    defender: Letter
    damage: Damage


class PatTable(_Strict):
    """One Physical Attack Table: ranks, the damage grid (rows attacker), overrides."""

    id: Slug
    name: Name
    verified: bool
    """True: transcribed from a printed scouter card. False: reconstruction or placeholder."""
    provenance: Text
    z_damage: Damage
    """Base damage when either power rating is ``"Z"``."""
    ranks: tuple[PatRank, ...] = Field(min_length=1, max_length=MAX_RANKS)
    damage: tuple[tuple[Damage, ...], ...]
    overrides: tuple[PatOverride, ...] = ()

    _cells: dict[tuple[int, int], int] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> PatTable:
        letters = self.letters
        if len(set(letters)) != len(letters):
            raise _invalid("rank_letters_repeated", table=self.id)
        if self.ranks[0].min != 0:
            raise _invalid("ranks_not_from_zero", table=self.id)
        for below, above in pairwise(self.ranks):
            if below.max is None:
                raise _invalid("rank_open_ended_early", table=self.id, letter=below.letter)
            if above.min != below.max + 1:
                raise _invalid("ranks_not_contiguous", table=self.id, letter=above.letter)
        if self.ranks[-1].max is not None:
            raise _invalid("top_rank_not_open_ended", table=self.id)
        size = len(self.ranks)
        if len(self.damage) != size or any(len(row) != size for row in self.damage):
            raise _invalid("grid_not_square", table=self.id, ranks=size)
        cells: dict[tuple[int, int], int] = {}
        for override in self.overrides:
            if override.attacker not in letters or override.defender not in letters:
                raise _invalid(
                    "override_unknown_rank",
                    table=self.id,
                    attacker=override.attacker,
                    defender=override.defender,
                )
            where = (letters.index(override.attacker), letters.index(override.defender))
            if where in cells:
                raise _invalid(
                    "override_repeated",
                    table=self.id,
                    attacker=override.attacker,
                    defender=override.defender,
                )
            if self.damage[where[0]][where[1]] == override.damage:
                raise _invalid(
                    "override_changes_nothing",
                    table=self.id,
                    attacker=override.attacker,
                    defender=override.defender,
                )
            cells[where] = override.damage
        self._cells = cells
        return self

    @property
    def letters(self) -> tuple[str, ...]:
        """The rank letters, lowest rank first."""
        return tuple(rank.letter for rank in self.ranks)

    def rank_index(self, letter: str) -> int:
        """The index of the rank named ``letter`` (ValueError when there is none)."""
        return self.letters.index(letter)

    def cell(self, attacker: int, defender: int) -> int:
        """Base damage for rank indexes ``attacker`` vs ``defender``, overrides applied."""
        return self._cells.get((attacker, defender), self.damage[attacker][defender])

    def grid(self) -> tuple[tuple[int, ...], ...]:
        """The table as printed: the damage grid with the overrides applied (rows attacker)."""
        size = len(self.ranks)
        return tuple(tuple(self.cell(a, d) for d in range(size)) for a in range(size))


class PatSource(_Strict):
    """A public repository the figures come from."""

    repository: Annotated[str, Field(min_length=1, max_length=300)]
    files: tuple[Annotated[str, Field(min_length=1, max_length=300)], ...]
    used_for: Text


class PatTables(_Strict):
    """The tables file: every known Physical Attack Table, and the one used by default."""

    format: Literal["tabletop-pat"]
    schema_version: Literal[1]
    about: Text
    sources: tuple[PatSource, ...]
    default_table: Slug
    tables: tuple[PatTable, ...] = Field(min_length=1, max_length=100)

    @model_validator(mode="after")
    def _check(self) -> PatTables:
        ids = self.ids
        if len(set(ids)) != len(ids):
            raise _invalid("table_ids_repeated")
        if self.default_table not in ids:
            raise _invalid("unknown_default_table", table=self.default_table)
        return self

    @property
    def ids(self) -> tuple[str, ...]:
        """The table ids, in file order."""
        return tuple(table.id for table in self.tables)

    def table(self, table_id: str) -> PatTable:
        """The table ``table_id``; raises :class:`PatError` (``unknown_table``).

        >>> bundled_tables().table("cell").letters[-1]
        'I'
        """
        for table in self.tables:
            if table.id == table_id:
                return table
        raise PatError("unknown_table", table=table_id, known=self.ids)


def _where(loc: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in loc) or "<file>"


def parse_tables(data: bytes | str, path: str = "<memory>") -> PatTables:
    """Validate the text of a tables file; raises :class:`PatError` (``invalid_tables``).

    >>> try:
    ...     parse_tables('{"format": "tabletop-pat", "schema_version": 1}')
    ... except PatError as error:
    ...     print(error.code, error.params["errors"][0])
    invalid_tables ('about', 'missing')
    """
    try:
        return PatTables.model_validate_json(data)
    except ValidationError as error:
        errors = tuple((_where(e["loc"]), e["type"]) for e in error.errors())
        raise PatError("invalid_tables", path=path, errors=errors) from None


def load_tables(path: Path, limit: int = MAX_TABLES_FILE_BYTES) -> PatTables:
    """Read and validate a tables file; raises :class:`PatError`."""
    try:
        with path.open("rb") as file:
            data = file.read(limit + 1)
    except OSError as error:
        raise PatError("unreadable", path=str(path), errno=error.errno) from None
    if len(data) > limit:
        raise PatError("too_large", path=str(path), size=len(data), limit=limit)
    return parse_tables(data, str(path))


@cache
def bundled_tables() -> PatTables:
    """The bundled tables (``assets/pat/tables.json``), read once.

    >>> bundled_tables().default_table
    'saiyan'
    """
    return load_tables(resource_path("pat", "tables.json"))


# --- lookups ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PatResult:
    """A PAT lookup: the table id, both rank letters (``"Z"`` for a Z rating), base damage."""

    table: str
    attacker_rank: str
    defender_rank: str
    damage: int

    def as_dict(self) -> dict[str, str | int]:
        """The result as a JSON-ready mapping with exactly the four fields."""
        return {
            "table": self.table,
            "attacker_rank": self.attacker_rank,
            "defender_rank": self.defender_rank,
            "damage": self.damage,
        }


def get_table(table: PatTable | str, tables: PatTables | None = None) -> PatTable:
    """``table`` itself, or the table with that id in ``tables`` (default: the bundled ones).

    >>> get_table("trunks").name
    'Trunks Saga'

    Raises :class:`PatError` (``unknown_table``).
    """
    if isinstance(table, PatTable):
        return table
    return (tables if tables is not None else bundled_tables()).table(table)


def _checked_power(power: object) -> Power:
    """``power`` when it is a rating (a number >= 0 or "Z"); else ``bad_power``."""
    if isinstance(power, bool) or not isinstance(power, int | str):
        raise PatError("bad_power", power=power)
    if (isinstance(power, str) and power != Z) or (isinstance(power, int) and power < 0):
        raise PatError("bad_power", power=power)
    return Z if isinstance(power, str) else power


def rank_of(table: PatTable | str, power: int) -> int:
    """The index of the rank holding ``power`` (ratings above the top rank use the top rank).

    >>> rank_of("saiyan", 600), rank_of("saiyan", 599), rank_of("saiyan", 10**9)
    (2, 1, 7)

    Raises :class:`PatError`: ``bad_power`` for a negative or non-numeric rating (Z included:
    it has no rank), ``unknown_table``.
    """
    checked = _checked_power(power)
    if isinstance(checked, str):
        raise PatError("bad_power", power=power)
    ranks = get_table(table).ranks
    for index, rank in enumerate(ranks):
        if rank.holds(checked):
            return index
    return len(ranks) - 1  # unreachable for a validated table: ranks start at 0, top is open


def damage(table: PatTable | str, attacker_power: Power, defender_power: Power) -> PatResult:
    """The base physical-attack damage of ``attacker_power`` against ``defender_power``.

    >>> damage("trunks", 1_300_000, 0)
    PatResult(table='trunks', attacker_rank='H', defender_rank='A', damage=7)
    >>> damage("saiyan", "Z", 25_000)
    PatResult(table='saiyan', attacker_rank='Z', defender_rank='H', damage=2)

    A ``"Z"`` rating on either side gives the table's ``z_damage``; overrides are honoured.
    Raises :class:`PatError`: ``bad_power``, ``unknown_table``.
    """
    chosen = get_table(table)
    attacker = _checked_power(attacker_power)
    defender = _checked_power(defender_power)
    a = None if isinstance(attacker, str) else rank_of(chosen, attacker)
    d = None if isinstance(defender, str) else rank_of(chosen, defender)
    letters = chosen.letters
    return PatResult(
        table=chosen.id,
        attacker_rank=Z if a is None else letters[a],
        defender_rank=Z if d is None else letters[d],
        damage=chosen.z_damage if a is None or d is None else chosen.cell(a, d),
    )


_NUMBER = re.compile(r"[0-9]{1,18}|[0-9]{1,3}(?:,[0-9]{3}){1,5}")


def parse_power(text: str) -> Power:
    """A power rating typed by a person: digits (``1200`` or ``1,200``) or ``Z``.

    >>> parse_power("1,200"), parse_power("z")
    (1200, 'Z')

    Raises :class:`PatError` (``bad_power``) for anything else, negative numbers included.
    """
    cleaned = text.strip()
    if cleaned.upper() == Z:
        return Z
    if not _NUMBER.fullmatch(cleaned):
        raise PatError("bad_power", power=text)
    return int(cleaned.replace(",", ""))
