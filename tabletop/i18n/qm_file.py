"""A Qt-free reader of compiled Qt catalogs (``.qm``), for the command line.

The subcommands (``deck check``, ``replay``, …) speak the user's language without loading Qt:
they read the same ``.qm`` files the window installs into its ``QTranslator``. A catalog is a
16-byte magic number followed by tagged blocks; the messages block holds, per message, its
context, source text, comment and translations (UTF-16 for translations, UTF-8 for the rest),
which is all a lookup by ``(context, source)`` needs.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")

_MESSAGES = 0x69
_END, _TRANSLATION, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 6, 7, 8
_OBSOLETE = (2, 4, 5, 9)  # old tags: skipped like the rest (a length, then bytes)
_NULL = 0xFFFFFFFF

Catalog = dict[tuple[str, str], tuple[str, ...]]
"""(context, source text) → its translations (one, or one per plural form)."""


class CatalogError(ValueError):
    """The file is not a compiled catalog this reader understands."""


def _blocks(data: bytes) -> dict[int, bytes]:
    if data[:16] != MAGIC:
        raise CatalogError("not a .qm catalog")
    blocks: dict[int, bytes] = {}
    position = 16
    while position + 5 <= len(data):
        tag = data[position]
        (length,) = struct.unpack_from(">I", data, position + 1)
        start = position + 5
        if start + length > len(data):
            raise CatalogError("truncated block")
        blocks[tag] = data[start : start + length]
        position = start + length
    return blocks


def parse_catalog(data: bytes) -> Catalog:
    """The messages of a compiled catalog; raises :class:`CatalogError` on a malformed one."""
    messages = _blocks(data).get(_MESSAGES, b"")
    catalog: Catalog = {}
    context = source = ""
    translations: list[str] = []
    position = 0
    while position < len(messages):
        tag = messages[position]
        position += 1
        if tag == _END:
            if translations:
                catalog.setdefault((context, source), tuple(translations))
            context = source = ""
            translations = []
            continue
        if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT, *_OBSOLETE):
            raise CatalogError(f"unknown message tag {tag}")
        if position + 4 > len(messages):
            raise CatalogError("truncated message")
        (length,) = struct.unpack_from(">I", messages, position)
        position += 4
        if length == _NULL:
            continue
        raw = messages[position : position + length]
        if len(raw) != length:
            raise CatalogError("truncated message")
        position += length
        if tag == _TRANSLATION:
            translations.append(raw.decode("utf-16-be", errors="replace"))
        elif tag == _SOURCE:
            source = raw.decode("utf-8", errors="replace")
        elif tag == _CONTEXT:
            context = raw.decode("utf-8", errors="replace")
    return catalog


_READ: dict[Path, tuple[tuple[int, int], Catalog]] = {}
"""Catalogs read, by path, with the file's modification time and size when read."""


def read_catalog(path: Path) -> Catalog:
    """The messages of the catalog at ``path`` (not to be changed: read once, and again only
    when the file changed); an empty catalog when it is missing or cannot be read (the text
    then stays in English, as Qt does with a missing translator)."""
    try:
        stat = path.stat()
        stamp = (stat.st_mtime_ns, stat.st_size)
        known = _READ.get(path)
        if known is not None and known[0] == stamp:
            return known[1]
        catalog = parse_catalog(path.read_bytes())
    except (OSError, CatalogError):
        return {}
    _READ[path] = (stamp, catalog)
    return catalog


def translator(catalog: Catalog) -> Callable[[str, str], str]:
    """``translate(context, source)`` looking up ``catalog``; the source when it has none."""

    def translate(context: str, source: str) -> str:
        found = catalog.get((context, source))
        return found[0] if found and found[0] else source

    return translate
