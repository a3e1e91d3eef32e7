"""Messages for reason codes: the engine and the file readers speak codes, people read these.

Every template is marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` so lupdate collects it into
``translations/*.ts``; :func:`describe` translates the template, then fills in the parameters.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from . import reasons_dbgt, reasons_yyh
from .noop import QT_TRANSLATE_NOOP

CONTEXT = "Reason"

Translate = Callable[[str, str], str]
"""``translate(context, source) -> text``."""

MESSAGES: dict[str, str] = {
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
    # --- Dragon Ball GT deck rules (tabletop.games.dbgt.deck_rules) -------------------------
    "dbgt.not_dbgt_deck": QT_TRANSLATE_NOOP(
        "Reason", "This is not a Dragon Ball GT deck ({game})."
    ),
    "dbgt.unknown_card": QT_TRANSLATE_NOOP("Reason", "Unknown card id “{id}” in [{section}]."),
    "dbgt.wrong_game": QT_TRANSLATE_NOOP(
        "Reason", "{id} in [{section}] is a card of another game ({game})."
    ),
    "dbgt.wrong_section": QT_TRANSLATE_NOOP("Reason", "{name} ({id}) cannot be in [{section}]."),
    "dbgt.deck_size": QT_TRANSLATE_NOOP(
        "Reason",
        "The Life Deck and Main Personality hold {count} cards; they must hold {min} to {max}.",
    ),
    "dbgt.mp_missing": QT_TRANSLATE_NOOP("Reason", "The deck has no Main Personality."),
    "dbgt.mp_characters": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality levels are of more than one character: {characters}."
    ),
    "dbgt.mp_level_missing": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is missing from the Main Personality."
    ),
    "dbgt.mp_level_gap": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is missing below a higher level."
    ),
    "dbgt.mp_level_repeated": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is there {count} times; each level only once."
    ),
    "dbgt.mp_level_too_high": QT_TRANSLATE_NOOP(
        "Reason", "{id} is level {level}; the Main Personality may go up to level {max}."
    ),
    "dbgt.backer_missing": QT_TRANSLATE_NOOP(
        "Reason", "Hi-tech levels of {character} need a backer card."
    ),
    "dbgt.backer_count": QT_TRANSLATE_NOOP(
        "Reason", "The deck holds {count} backer cards; only one is allowed."
    ),
    "dbgt.backer_unneeded": QT_TRANSLATE_NOOP(
        "Reason", "{name} ({id}) is a backer, but no Main Personality level is hi-tech."
    ),
    "dbgt.backer_name": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a backer for {backer_for}, not for {character}."
    ),
    "dbgt.backer_style": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {style} backer, but the declared style is {declared}."
    ),
    "dbgt.named_card": QT_TRANSLATE_NOOP(
        "Reason", "{name} is named for {character}, who is not in this deck."
    ),
    "dbgt.alignment_card": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {marker} card, but the Main Personality is a {alignment}."
    ),
    "dbgt.style_mastery": QT_TRANSLATE_NOOP(
        "Reason",
        "The declared {style} style needs exactly one {style} Mastery; the deck has {count}.",
    ),
    "dbgt.style_no_card": QT_TRANSLATE_NOOP(
        "Reason", "The declared {style} style needs at least one other {style} card."
    ),
    "dbgt.style_heritage": QT_TRANSLATE_NOOP(
        "Reason",
        "The {style} style needs a {heritage} Main Personality (this one is {mp_heritage}).",
    ),
    "dbgt.mastery_without_style": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {style} Mastery, but the declared style is {declared}."
    ),
    "dbgt.dragon_balls_mixed": QT_TRANSLATE_NOOP(
        "Reason", "The Dragon Balls come from more than one set: {sets}."
    ),
    "dbgt.dragon_balls_incomplete": QT_TRANSLATE_NOOP(
        "Reason", "The {set} Dragon Balls are incomplete; missing: {missing}."
    ),
    "dbgt.ally_same_character": QT_TRANSLATE_NOOP(
        "Reason", "{name} cannot be an ally: {character} is the Main Personality."
    ),
    "dbgt.ally_alignment": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {alignment} ally, but the Main Personality is a {mp_alignment}."
    ),
    "dbgt.ally_hi_tech": QT_TRANSLATE_NOOP(
        "Reason", "{name} is hi-tech: hi-tech personalities can only be Main Personality levels."
    ),
    "dbgt.ally_level_too_high": QT_TRANSLATE_NOOP(
        "Reason", "{name} is level {level}; allies may go up to level {max}."
    ),
    "dbgt.ally_level_run": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} needs the level {missing} card below it."
    ),
    "dbgt.copy_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; at most {limit} are allowed."
    ),
    "dbgt.banned": QT_TRANSLATE_NOOP("Reason", "{name} may not be played in a deck."),
    # --- Yu Yu Hakusho deck rules (tabletop.games.yyh.deck_rules) ---------------------------
    "yyh.not_yyh_deck": QT_TRANSLATE_NOOP("Reason", "This is not a Yu Yu Hakusho deck ({game})."),
    "yyh.unknown_card": QT_TRANSLATE_NOOP("Reason", "Unknown card id “{id}” in [{section}]."),
    "yyh.wrong_game": QT_TRANSLATE_NOOP(
        "Reason", "{id} in [{section}] is a card of another game ({game})."
    ),
    "yyh.team_size": QT_TRANSLATE_NOOP(
        "Reason", "The team has {count} starting characters; it needs exactly {required}."
    ),
    "yyh.team_not_character": QT_TRANSLATE_NOOP(
        "Reason", "{name} ({id}) in the team is not a character."
    ),
    "yyh.team_duplicate": QT_TRANSLATE_NOOP(
        "Reason", "{name} is in the team {count} times; each starting character only once."
    ),
    "yyh.deck_size": QT_TRANSLATE_NOOP(
        "Reason", "The deck holds {count} cards besides the team; it needs at least {min}."
    ),
    "yyh.copy_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; at most {limit} are allowed."
    ),
    "yyh.card_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; the card allows only {limit} per deck."
    ),
    "yyh.banned_card": QT_TRANSLATE_NOOP("Reason", "{name} may not be played in a deck."),
    # --- the engine's verdicts (tabletop.engine.verdict, free_table) ----------------------------
    "no_such_card": QT_TRANSLATE_NOOP("Reason", "There is no such card on the table."),
    "no_such_zone": QT_TRANSLATE_NOOP("Reason", "There is no such place on the table."),
    "no_such_player": QT_TRANSLATE_NOOP("Reason", "There is no such player."),
    "bad_value": QT_TRANSLATE_NOOP("Reason", "The value {value} is out of range."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reason", "It is not your turn."),
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

MESSAGES.update(reasons_dbgt.MESSAGES)
MESSAGES.update(reasons_yyh.MESSAGES)

UNKNOWN = QT_TRANSLATE_NOOP("Reason", "Problem “{code}”.")


class _Lenient(string.Formatter):
    """Leaves ``{name}`` in place when a parameter is missing, instead of failing."""

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key not in kwargs:
            return "{" + key + "}"
        return super().get_value(key, args, kwargs)


_FORMATTER = _Lenient()


def _game_message(code: str) -> str | None:
    """A message a game's descriptor brings (its package's own words)."""
    from tabletop.games.base import game_message

    return game_message(code)


def describe(
    code: str, params: Mapping[str, Any] | None = None, translate: Translate | None = None
) -> str:
    """The message for ``code`` in the current language, with ``params`` filled in."""
    tr = translate or QCoreApplication.translate
    template = MESSAGES.get(code) or _game_message(code)
    values = {
        key: ", ".join(map(str, value)) if isinstance(value, list | tuple) else value
        for key, value in (params or {}).items()
    }
    if template is None:
        values = {"code": code}
        template = UNKNOWN
    try:
        return _FORMATTER.format(tr(CONTEXT, template), **values)
    except (ValueError, IndexError):  # a broken translation must not hide the problem
        return _FORMATTER.format(template, **values)


_CARD_PARAMS = ("card", "target", "attacker", "defender")


def _card_names(params: Mapping[str, Any]) -> dict[str, Any]:
    """Card ids among a rule's parameters as "Name (ID)" (ids the card database knows)."""
    named = dict(params)
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
            reason, _card_names(rule) if isinstance(rule, Mapping) else {}, translate
        )
    return text
