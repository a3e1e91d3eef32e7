"""Typed card-data errors: a reason code and its parameters, never prose.

The interface names the codes in the user's language (tabletop.i18n); the parameters fill in
the details (which file, which card, which field).
"""

from __future__ import annotations

from tabletop.engine.errors import CodedError

#: The reasons a card set file can be refused.
CARD_DATA_CODES = (
    "unreadable",  # the file could not be read (params: path, errno)
    "too_large",  # over the size limit (params: path, size, limit)
    "not_utf8",  # not UTF-8 text (params: path)
    "bad_json",  # not JSON (params: path, line, column)
    "too_deep",  # nested deeper than a card set can be (params: path, limit)
    "bad_text",  # a lone surrogate escape, not valid text (params: path, escape)
    "bad_number",  # NaN, Infinity or a number too long to read (params: path, number)
    "not_a_card_set",  # JSON, but not {"format": "tabletop-cards", ...} (params: path)
    "newer_schema",  # written by a newer Tabletop (params: path, schema_version, supported)
    "invalid_set",  # the set fails validation (params: path, errors: ((where, code), ...))
    "set_code_taken",  # the set code is a set of another game already (params: path, set, game)
    "wrong_game_folder",  # a yyh set in the dbgt folder or the reverse (params: path, game)
    "wrong_file_name",  # a bundled set whose file name is not its set code (params: path, set)
    "card_conflict",  # a user card has the id of a card already loaded (params: path, id)
)


class CardDataError(CodedError, ValueError):
    """A card set that cannot be loaded, or a card that cannot join the database.

    >>> str(CardDataError("too_large", path="x.json", size=9, limit=5))
    "too_large (limit=5, path='x.json', size=9)"
    """
