"""CSV text as spreadsheets write it: decoding the bytes, reading the rows, and cells that are
safe to open in a spreadsheet.

Decoding is strict. A file is UTF-8 (with or without a byte-order mark), UTF-16 with its
byte-order mark (a spreadsheet's "Unicode text"), or Shift_JIS (cp932) as Japanese
spreadsheets save it, as a whole: a UTF-8 file with one row of another encoding is refused,
naming that row, never decoded whole as Shift_JIS (which would garble every Japanese name).

Reading is strict too: a quote left open (it swallows the next rows), a quote in the middle
of a quoted cell, a cell over 131,072 characters (the csv module's limit; no card field is near it) and a file of more rows than a set holds
cards (:data:`MAX_ROWS`, counted before any row is checked) are refusals naming their row
(:class:`CsvRefusal`), never a crash or rows silently merged.

Cells that a spreadsheet would evaluate as a formula (CWE-1236) — those beginning with
``=``, ``+``, ``-``, ``@``, a tab or a carriage return (or their full-width forms ``＝＋－＠``)
— are written with a leading apostrophe, ``'=HYPERLINK(…)``, as spreadsheets themselves mark
text; whole numbers (``-2``) are left as they are. So that a text that begins with an
apostrophe survives, such a cell gets one more: ``'abc`` is written ``''abc``. Reading drops
one leading apostrophe before one of those characters or before another apostrophe, so
``read_cell(safe_cell(text)) == text`` for every text:

>>> safe_cell("=1+1"), safe_cell("-2"), safe_cell("'quoted"), safe_cell("Goku")
("'=1+1", '-2', "''quoted", 'Goku')
>>> read_cell("'=1+1"), read_cell("''quoted"), read_cell("'tis")
('=1+1', "'quoted", "'tis")
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ..cards.models import MAX_CARDS_PER_SET

MAX_ROWS = MAX_CARDS_PER_SET
"""The most data rows a file may hold (a set holds at most this many cards)."""

FORMULA_STARTS = "=+-@\t\r\uff1d\uff0b\uff0d\uff20"
"""What makes a spreadsheet read a cell as a formula when the cell begins with it."""
ESCAPE = "'"
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")
_SURROGATE = re.compile("[\udc80-\udcff]")


class CsvRefusal(ValueError):
    """The file cannot be read as CSV: a reason code and its parameters (``row``: the row as
    a spreadsheet numbers it, the header is row 1)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params: Mapping[str, Any] = params


def safe_cell(text: str) -> str:
    """``text`` as a cell a spreadsheet will not evaluate (see the module's docstring)."""
    if text.startswith(ESCAPE) or (
        text.startswith(tuple(FORMULA_STARTS)) and not _WHOLE_NUMBER.fullmatch(text)
    ):
        return ESCAPE + text
    return text


def read_cell(text: str) -> str:
    """The text of a cell :func:`safe_cell` wrote (one leading apostrophe dropped before a
    formula's first character or another apostrophe)."""
    if len(text) > 1 and text[0] == ESCAPE and (text[1] in FORMULA_STARTS or text[1] == ESCAPE):
        return text[1:]
    return text


# --- decoding -------------------------------------------------------------------------------


def decode_text(data: bytes) -> str:
    """The text of a CSV file (UTF-8, UTF-16 with its byte-order mark, or Shift_JIS, each as a
    whole; a byte-order mark dropped). Raises :class:`CsvRefusal`: ``mixed_encoding`` (UTF-8
    with a row that is not), ``not_text`` (neither), each with the first bad row, or
    ``has_nul`` (a NUL character in the header row: a binary file, or UTF-16 without a
    byte-order mark; a NUL in a later row is refused by its row and column, as any control
    character is)."""
    text = _decoded(data)
    if "\x00" in text.split("\n", 1)[0]:
        raise CsvRefusal("has_nul", row=1)
    return text


def _decoded(data: bytes) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise CsvRefusal("not_text", row=_bad_row(data, "utf-16")) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    if data.startswith(codecs.BOM_UTF8) or _has_utf8_line(data):
        raise CsvRefusal("mixed_encoding", row=_bad_row(data, "utf-8-sig"))
    try:
        return data.decode("cp932")
    except UnicodeDecodeError:
        raise CsvRefusal("not_text", row=_bad_row(data, "cp932")) from None


def _has_utf8_line(data: bytes) -> bool:
    """Does a line hold letters beyond ASCII that are valid UTF-8 (then the file is UTF-8,
    and the lines that are not are of another encoding)?"""
    for line in data.split(b"\n"):
        if not line.isascii():
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                continue
            return True
    return False


def _bad_row(data: bytes, encoding: str) -> int:
    """The first row holding bytes that are not ``encoding``."""
    text = data.decode(encoding, errors="surrogateescape")
    return _first_row(text, lambda cell: _SURROGATE.search(cell) is not None)


def _first_row(text: str, bad: Callable[[str], bool]) -> int:
    """The number of the first row with a cell ``bad`` says is bad (the line, when the text
    cannot be read as CSV that far)."""
    reader = csv.reader(io.StringIO(text, newline=""))
    number = 0
    try:
        for number, row in enumerate(reader, start=1):
            if any(bad(cell) for cell in row):
                return number
    except csv.Error:
        pass
    lines = text.splitlines()
    return next((n for n, line in enumerate(lines, start=1) if bad(line)), number + 1)


# --- rows -----------------------------------------------------------------------------------


def sniff_delimiter(text: str) -> str:
    """``,``, ``;`` or a tab: whichever the header row (the first line) holds most of."""
    header = text.split("\n", 1)[0]
    counts = {d: header.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return best if counts[best] else ","


def _csv_error(error: csv.Error, row: int) -> CsvRefusal:
    """A csv module error as a refusal of ``row``."""
    text = str(error)
    if "field larger than field limit" in text:
        return CsvRefusal("cell_too_large", row=row, limit=csv.field_size_limit())
    if "unexpected end of data" in text:
        return CsvRefusal("unclosed_quote", row=row)
    if "expected after" in text:
        return CsvRefusal("bad_quote", row=row)
    return CsvRefusal("bad_csv", row=row)


def _records(text: str, delimiter: str) -> Iterator[tuple[int, list[str]]]:
    """Each record of ``text`` with its number; a csv error is a :class:`CsvRefusal` of the
    record it met (the number after the last one read)."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    number = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            raise _csv_error(error, number + 1) from None
        number += 1
        yield number, row


def _swallows_rows(cell: str, delimiter: str, columns: int) -> bool:
    """Does a cell hold, after a line break, a line that looks like a whole row of the file
    (a quote opened in it was closed only rows later)?"""
    if "\n" not in cell:
        return False
    needed = max(columns - 1, 5)
    return any(line.count(delimiter) >= needed for line in cell.split("\n")[1:])


def read_rows(
    text: str, max_rows: int = MAX_ROWS
) -> tuple[list[str], list[tuple[int, Sequence[str]]]]:
    """The header cells and the data rows of a CSV text, each with its row number as a
    spreadsheet shows it (the header is row 1); rows of empty cells are skipped; cells are
    trimmed and read with :func:`read_cell`, a cell's CRLF line breaks made LF. Raises
    :class:`CsvRefusal` (``unclosed_quote``, ``bad_quote``, ``cell_too_large``, ``bad_csv``,
    ``too_many_rows``) naming the row, before reading any row after it."""
    delimiter = sniff_delimiter(text)
    header: list[str] = []
    rows: list[tuple[int, Sequence[str]]] = []
    for number, row in _records(text, delimiter):
        if not any(cell.strip() for cell in row):
            continue
        if not header:
            header = row
            continue
        if any(_swallows_rows(cell, delimiter, len(header)) for cell in row):
            raise CsvRefusal("unclosed_quote", row=number)
        if len(rows) >= max_rows:
            raise CsvRefusal("too_many_rows", row=number, max=max_rows)
        # the guard comes off before the trim: a guarded tab ("'\t") is an empty cell, not "'"
        rows.append(
            (number, [read_cell(cell.lstrip()).strip().replace("\r\n", "\n") for cell in row])
        )
    return header, rows
