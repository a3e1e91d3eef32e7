"""Messages for reason codes: the engine and the file readers speak codes, people read these.

Every template is marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` so lupdate collects it into
``translations/*.ts``; :func:`describe` translates the template, then fills in the parameters.
This module holds the codes of the shared layers (deck files, the engine, storage, card sets);
each game package brings its own (``tabletop/games/<game>/messages.py``), registered with
:mod:`tabletop.games.messages` when the package is imported; :data:`MESSAGES` reads both.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from tabletop.games import load_games
from tabletop.games.messages import lookup, messages

from .names import seat_name
from .noop import QT_TRANSLATE_NOOP
from .text import Translate, app_language, fill

CONTEXT = "Reason"

SHARED: dict[str, str] = {
    # --- deck files (tabletop.cards.decklist) --------------------------------------------
    "unknown_section": QT_TRANSLATE_NOOP("Reason", "Unknown section “{section}”."),
    "bad_count": QT_TRANSLATE_NOOP("Reason", "“{count}” is not a card count from 1 to 99."),
    "unknown_card": QT_TRANSLATE_NOOP("Reason", "Unknown card id “{id}”."),
    "bad_header": QT_TRANSLATE_NOOP("Reason", "Bad header line “{key}”."),
    "missing_game": QT_TRANSLATE_NOOP(
        "Reason", "The deck does not say its game (add a line “game: dbgt” or “game: yyh”)."
    ),
    "card_outside_section": QT_TRANSLATE_NOOP(
        "Reason", "A card line comes before any [section] line."
    ),
    "wrong_game_section": QT_TRANSLATE_NOOP(
        "Reason", "The section [{section}] does not belong in a {game} deck."
    ),
    "wrong_game_card": QT_TRANSLATE_NOOP("Reason", "{id} is a card of another game ({game})."),
    "too_many_cards": QT_TRANSLATE_NOOP(
        "Reason", "The deck holds {count} cards; the most a deck file may hold is {limit}."
    ),
    "not_utf8": QT_TRANSLATE_NOOP("Reason", "The file is not UTF-8 text."),
    "has_nul": QT_TRANSLATE_NOOP(
        "Reason",
        "The file holds a NUL character: it is not a text file, or it was saved as UTF-16. "
        "Save it as UTF-8 text.",
    ),
    "too_large": QT_TRANSLATE_NOOP(
        "Reason", "The file is too large ({size} bytes; the limit is {limit})."
    ),
    "unreadable": QT_TRANSLATE_NOOP("Reason", "The file cannot be read."),
    "empty": QT_TRANSLATE_NOOP("Reason", "The deck is empty."),
    "too_many_errors": QT_TRANSLATE_NOOP(
        "Reason", "More than {limit} errors; checking stopped here."
    ),
    "name_mismatch": QT_TRANSLATE_NOOP("Reason", "{id} is “{name}”, not “{written}”."),
    "bad_name": QT_TRANSLATE_NOOP("Reason", "The card name on this line cannot be read."),
    "duplicate_section": QT_TRANSLATE_NOOP(
        "Reason", "The section [{section}] appears twice; its cards were merged."
    ),
    # --- the engine's verdicts (tabletop.engine.verdict, free_table) ----------------------------
    "no_such_card": QT_TRANSLATE_NOOP("Reason", "There is no such card on the table."),
    "no_such_zone": QT_TRANSLATE_NOOP("Reason", "There is no such place on the table."),
    "no_such_player": QT_TRANSLATE_NOOP("Reason", "There is no such player."),
    "bad_value": QT_TRANSLATE_NOOP("Reason", "The value {value} is out of range."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reason", "It is not your turn."),
    "spectating": QT_TRANSLATE_NOOP("Reason", "You are watching this game."),
    "not_your_card": QT_TRANSLATE_NOOP("Reason", "That card is not yours."),
    "empty_zone": QT_TRANSLATE_NOOP("Reason", "There are not enough cards there."),
    "game_over": QT_TRANSLATE_NOOP("Reason", "The game is over."),
    "not_visible": QT_TRANSLATE_NOOP("Reason", "You cannot see that card."),
    "unknown_action": QT_TRANSLATE_NOOP("Reason", "Unknown action “{kind}”."),
    "bad_action": QT_TRANSLATE_NOOP("Reason", "An action in the game record cannot be read."),
    "bad_setup": QT_TRANSLATE_NOOP("Reason", "The game's setup is invalid ({field})."),
    "bad_log_entry": QT_TRANSLATE_NOOP("Reason", "An entry of the game record is invalid."),
    "refused_in_log": QT_TRANSLATE_NOOP(
        "Reason", "Action {index} of the game record breaks the rules and cannot be replayed."
    ),
    "chance_mismatch": QT_TRANSLATE_NOOP(
        "Reason", "The recorded shuffle of action {index} does not fit the game."
    ),
    "chance_not_seeded": QT_TRANSLATE_NOOP(
        "Reason",
        "The recorded shuffle of action {index} is not the one the game's seed gives: "
        "the record has been altered.",
    ),
    "entry_differs": QT_TRANSLATE_NOOP(
        "Reason", "Action {index} is not recorded as its replay records it."
    ),
    "redo_not_undoable": QT_TRANSLATE_NOOP(
        "Reason", "The undone actions after action {index} cannot be redone."
    ),
    "too_many_actions": QT_TRANSLATE_NOOP(
        "Reason", "The game record holds {count} actions; at most {limit} can be opened."
    ),
    # --- save files, journals, settings (tabletop.storage) ------------------------------------
    "io_error": QT_TRANSLATE_NOOP(
        "Reason", "The system refused to read or write the file (error {errno})."
    ),
    # io_error by its errno (describe picks them): what the user can do something about
    "io_error.read_only": QT_TRANSLATE_NOOP(
        "Reason", "The disk is read-only: nothing can be written there."
    ),
    "io_error.no_space": QT_TRANSLATE_NOOP("Reason", "The disk is full."),
    "io_error.denied": QT_TRANSLATE_NOOP(
        "Reason", "The system does not allow Tabletop to use the file or its folder."
    ),
    "bad_encoding": QT_TRANSLATE_NOOP("Reason", "The file is not UTF-8 text."),
    "bad_text": QT_TRANSLATE_NOOP(
        "Reason", "The file holds a broken character ({escape}) that is not valid text."
    ),
    "bad_number": QT_TRANSLATE_NOOP(
        "Reason", "The file holds a number that cannot be read: {number}."
    ),
    "not_json": QT_TRANSLATE_NOOP(
        "Reason", "The file is not valid JSON (line {line}, column {column})."
    ),
    "truncated": QT_TRANSLATE_NOOP(
        "Reason", "The file is cut short; it may have been written during a crash."
    ),
    "too_deep": QT_TRANSLATE_NOOP("Reason", "The file is nested too deeply to be one of ours."),
    "not_a_file": QT_TRANSLATE_NOOP(
        "Reason", "This is not a regular file (it is a folder, a device or a pipe)."
    ),
    "not_a_save": QT_TRANSLATE_NOOP("Reason", "This is not a Tabletop file of the right kind."),
    "bad_field": QT_TRANSLATE_NOOP("Reason", "The field “{field}” is missing or invalid."),
    "unknown_schema": QT_TRANSLATE_NOOP(
        "Reason", "The file's format version {version} is unknown."
    ),
    "migration_failed": QT_TRANSLATE_NOOP(
        "Reason", "The file's format version {version} could not be upgraded."
    ),
    # --- card set files (tabletop.cards.database) ----------------------------------------
    "bad_json": QT_TRANSLATE_NOOP("Reason", "{path} is not valid JSON."),
    "not_a_card_set": QT_TRANSLATE_NOOP("Reason", "{path} is not a Tabletop card set file."),
    "newer_schema": QT_TRANSLATE_NOOP(
        "Reason", "The file was written by a newer version of Tabletop; please update."
    ),
    "invalid_set": QT_TRANSLATE_NOOP("Reason", "The card set {path} has invalid cards."),
    "set_code_taken": QT_TRANSLATE_NOOP(
        "Reason",
        "The card set {path} uses the set code {set}, which a card set of another game "
        "already has; give this set another code.",
    ),
    "wrong_game_folder": QT_TRANSLATE_NOOP(
        "Reason", "{path} is a card set of another game ({game}) in the wrong folder."
    ),
    "wrong_file_name": QT_TRANSLATE_NOOP(
        "Reason", "{path} must be named after its set code ({set})."
    ),
    "card_conflict": QT_TRANSLATE_NOOP(
        "Reason", "{path}: the card {id} already exists and was not loaded again."
    ),
    # --- ruleset profiles (tabletop.games.profiles) ----------------------------------------
    "unknown_profile": QT_TRANSLATE_NOOP(
        "Reason", "There is no ruleset profile “{profile}” for {game}."
    ),
    "bad_profile": QT_TRANSLATE_NOOP("Reason", "The ruleset profile has a bad value in “{field}”."),
    "unknown_game": QT_TRANSLATE_NOOP("Reason", "Unknown game “{game}”."),
    # --- Physical Attack Tables (tabletop.games.dbgt.pat.PAT_ERROR_CODES) ------------------
    "unknown_table": QT_TRANSLATE_NOOP("Reason", "There is no Physical Attack Table “{table}”."),
    "bad_power": QT_TRANSLATE_NOOP(
        "Reason", "“{power}” is not a power rating (a number of 0 or more, or Z)."
    ),
    "invalid_tables": QT_TRANSLATE_NOOP(
        "Reason", "The Physical Attack Table file {path} is invalid."
    ),
    # --- shared ------------------------------------------------------------------------------
    "no_deck_rules": QT_TRANSLATE_NOOP("Reason", "There are no deck rules for the game {game}."),
    "not_found": QT_TRANSLATE_NOOP("Reason", "The file does not exist."),
}


class _Messages(Mapping[str, str]):
    """Every reason template: the shared ones, then those the game packages registered (a
    game's code looked up imports its package; listing them all imports every game)."""

    def __getitem__(self, code: str) -> str:
        found = SHARED.get(code) or lookup(CONTEXT, code)
        if found is None:
            raise KeyError(code)
        return found

    def __iter__(self) -> Iterator[str]:
        load_games()
        yield from SHARED
        yield from (code for code in messages(CONTEXT) if code not in SHARED)

    def __len__(self) -> int:
        return sum(1 for _ in self)


MESSAGES: Mapping[str, str] = _Messages()
"""Reason code → English template (translated under the context ``Reason``)."""

UNKNOWN = QT_TRANSLATE_NOOP("Reason", "Problem “{code}”.")

_IO_ERRORS: dict[int, str] = {
    errno.EROFS: "io_error.read_only",
    errno.ENOSPC: "io_error.no_space",
    getattr(errno, "EDQUOT", errno.ENOSPC): "io_error.no_space",
    errno.EACCES: "io_error.denied",
    errno.EPERM: "io_error.denied",
}
"""The errno values an ``io_error`` is worded for (any other: "error {errno}")."""


def describe(
    code: str, params: Mapping[str, Any] | None = None, translate: Translate | None = None
) -> str:
    """The message for ``code`` in the current language (or through ``translate``), with
    ``params`` filled in (a list as "a, b")."""
    number = (params or {}).get("errno")
    if code == "io_error" and isinstance(number, int):
        code = _IO_ERRORS.get(number, code)
    template = MESSAGES.get(code)
    values = {
        key: ", ".join(map(str, value)) if isinstance(value, list | tuple) else value
        for key, value in (params or {}).items()
    }
    if translate is None and app_language() == "ja":
        values = _japanese_names(values)
    if template is None:
        values = {"code": code}
        template = UNKNOWN
    return fill(CONTEXT, template, values, translate)


_NAME_PARAMS = ("name", "character", "backer_for")
"""Parameters that hold a card's or a character's (English) name."""


def _japanese_names(values: dict[str, Any]) -> dict[str, Any]:
    """The card and character names among a reason's parameters in Japanese, where the card
    database has them (a rule names the card by its printed English name)."""
    names, characters = _japanese_tables()
    for key in _NAME_PARAMS:
        value = values.get(key)
        if isinstance(value, str):
            values[key] = names.get(value) or characters.get(value) or value
    return values


@cache
def _japanese_tables() -> tuple[dict[str, str], dict[str, str]]:
    """English → Japanese names of the cards, and of the characters (孫悟空 for Goku, from the
    Japanese names of their personalities without the level)."""
    from tabletop.cards import default_database

    names: dict[str, str] = {}
    characters: dict[str, str] = {}
    for card in default_database():
        if not card.name_ja:
            continue
        names.setdefault(card.name, card.name_ja)
        character = getattr(card, "character", None)
        if isinstance(character, str) and character:
            japanese = re.sub(r"\s*Lv\.?\s*\d+$", "", card.name_ja)
            characters.setdefault(character, japanese or card.name_ja)
    return names, characters


_CARD_PARAMS = ("card", "target", "attacker", "defender")


def _card_names(params: Mapping[str, Any], translate: Translate | None = None) -> dict[str, Any]:
    """Card ids among a rule's parameters as "Name (ID)" (ids the card database knows), and a
    ``player`` seat as "Player 1" or "Player 2" (a record's reader has no names at hand)."""
    named = dict(params)
    player = named.get("player")
    if isinstance(player, int) and not isinstance(player, bool):
        named["player"] = seat_name((), player, translate)
    ids = [named[k] for k in _CARD_PARAMS if isinstance(named.get(k), str)]
    if not ids:
        return named
    from tabletop.cards import default_database

    db = default_database()
    for key in _CARD_PARAMS:
        value = named.get(key)
        card = db.get(value) if isinstance(value, str) else None
        if card is not None:
            named[key] = f"{card.name} ({card.id})"
    return named


def describe_replay_error(
    code: str, params: Mapping[str, Any] | None = None, translate: Translate | None = None
) -> str:
    """An action of a record that cannot be replayed, in words: actions numbered from 1 as
    people count, and a refusal by the rules followed by the rule it broke, its cards named."""
    values = dict(params or {})
    index = values.get("index")
    if isinstance(index, int) and not isinstance(index, bool):
        values["index"] = index + 1
    text = describe(code, values, translate)
    reason = values.get("reason")
    if code == "refused_in_log" and isinstance(reason, str) and reason:
        rule = values.get("reason_params")
        text += " " + describe(
            reason, _card_names(rule, translate) if isinstance(rule, Mapping) else {}, translate
        )
    return text


def replay_error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The message for an action of a record that cannot be replayed (see
    :func:`describe_replay_error`), in the current language."""
    return describe_replay_error(code, params)


def verdict_text(code: str | None, params: Mapping[str, Any] | None = None) -> str:
    """The message for a verdict's reason code, in the current language."""
    return "" if code is None else describe(code, params or {})
