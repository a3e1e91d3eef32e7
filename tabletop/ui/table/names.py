"""Display names for the codes the engine and the rulesets speak: zones, steps, counters, actions.

Rulesets give codes (a zone label ``life_deck``, a step ``non_combat``, a counter ``spirit``);
the tables here mark their English names for Qt Linguist (``QT_TRANSLATE_NOOP``) and translate
them where they are shown. A code missing from a table is shown as a readable form of itself,
so a new ruleset works before its names are added.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Action
from tabletop.engine.view import StateView
from tabletop.i18n import reasons_dbgt, reasons_yyh
from tabletop.i18n.noop import QT_TRANSLATE_NOOP

ZONE_NAMES: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("Zone", "Hand"),
    "deck": QT_TRANSLATE_NOOP("Zone", "Deck"),
    "discard": QT_TRANSLATE_NOOP("Zone", "Discard pile"),
    "table": QT_TRANSLATE_NOOP("Zone", "Table"),
    "life_deck": QT_TRANSLATE_NOOP("Zone", "Life Deck"),
    "main_personality": QT_TRANSLATE_NOOP("Zone", "Main Personality"),
    "allies": QT_TRANSLATE_NOOP("Zone", "Allies"),
    "ally": QT_TRANSLATE_NOOP("Zone", "Ally"),
    "mastery": QT_TRANSLATE_NOOP("Zone", "Mastery"),
    "drills": QT_TRANSLATE_NOOP("Zone", "Drills"),
    "setups": QT_TRANSLATE_NOOP("Zone", "Setups"),
    "dragon_balls": QT_TRANSLATE_NOOP("Zone", "Dragon Balls"),
    "captured": QT_TRANSLATE_NOOP("Zone", "Captured Dragon Balls"),
    "removed": QT_TRANSLATE_NOOP("Zone", "Removed from the game"),
    "combat": QT_TRANSLATE_NOOP("Zone", "Combat"),
    "in_play": QT_TRANSLATE_NOOP("Zone", "In play"),
    "non_combat": QT_TRANSLATE_NOOP("Zone", "Non-Combat"),
    "arena": QT_TRANSLATE_NOOP("Zone", "Arena"),
    "fighter": QT_TRANSLATE_NOOP("Zone", "Arena"),
    "items": QT_TRANSLATE_NOOP("Zone", "Items"),
    "techs": QT_TRANSLATE_NOOP("Zone", "Techniques"),
    "techniques": QT_TRANSLATE_NOOP("Zone", "Techniques"),
    "sideline": QT_TRANSLATE_NOOP("Zone", "Sideline"),
    "slot": QT_TRANSLATE_NOOP("Zone", "Match Slot"),
    "slot5": QT_TRANSLATE_NOOP("Zone", "Match Slot 5"),
    "winners_circle": QT_TRANSLATE_NOOP("Zone", "Winner's Circle"),
    "events": QT_TRANSLATE_NOOP("Zone", "Events"),
    "mp": QT_TRANSLATE_NOOP("Zone", "Main Personality"),
    "battle": QT_TRANSLATE_NOOP("Zone", "Battle"),
    "attached": QT_TRANSLATE_NOOP("Zone", "Attached"),
}

STEP_NAMES: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("Step", "Draw"),
    "non_combat": QT_TRANSLATE_NOOP("Step", "Non-Combat"),
    "power_up": QT_TRANSLATE_NOOP("Step", "Power Up"),
    "declare": QT_TRANSLATE_NOOP("Step", "Declare"),
    "combat": QT_TRANSLATE_NOOP("Step", "Combat"),
    "discard": QT_TRANSLATE_NOOP("Step", "Discard"),
    "rejuvenation": QT_TRANSLATE_NOOP("Step", "Rejuvenation"),
    "main": QT_TRANSLATE_NOOP("Step", "Main"),
    "attack": QT_TRANSLATE_NOOP("Step", "Attack"),
    "end": QT_TRANSLATE_NOOP("Step", "End"),
    "setup": QT_TRANSLATE_NOOP("Step", "Setup"),
}

COUNTER_NAMES: dict[str, str] = {
    "spirit": QT_TRANSLATE_NOOP("Counter", "Spirit Energy"),
    "match_wins": QT_TRANSLATE_NOOP("Counter", "Match wins"),
    "stage": QT_TRANSLATE_NOOP("Counter", "Stage"),
    "anger": QT_TRANSLATE_NOOP("Counter", "Anger"),
    "life": QT_TRANSLATE_NOOP("Counter", "Life"),
    "damage": QT_TRANSLATE_NOOP("Counter", "Damage"),
    "dragon_balls": QT_TRANSLATE_NOOP("Counter", "Dragon Balls"),
}

COUNTER_RANGES: dict[str, tuple[int, int]] = {"spirit": (0, 10), "match_wins": (0, 3)}
"""Counters drawn as a track of pips (inclusive range); others are shown as a number."""

TABLE_ACTION_NAMES: dict[str, str] = {
    "move": QT_TRANSLATE_NOOP("Action", "Move {card} to {to_zone}"),
    "movetop": QT_TRANSLATE_NOOP("Action", "Move the top card of {from_zone} to {to_zone}"),
    "draw": QT_TRANSLATE_NOOP("Action", "Draw {count}"),
    "flip": QT_TRANSLATE_NOOP("Action", "Turn {card} over"),
    "rotate": QT_TRANSLATE_NOOP("Action", "Rotate {card}"),
    "shuffle": QT_TRANSLATE_NOOP("Action", "Shuffle {zone}"),
    "cardcounter": QT_TRANSLATE_NOOP("Action", "Set {name} of {card} to {value}"),
    "counter": QT_TRANSLATE_NOOP("Action", "Set {name} of {player} to {value}"),
    "next": QT_TRANSLATE_NOOP("Action", "Next step"),
}

SEAT_FALLBACK = (
    QT_TRANSLATE_NOOP("Names", "Player 1"),
    QT_TRANSLATE_NOOP("Names", "Player 2"),
)
A_CARD = QT_TRANSLATE_NOOP("Names", "a card")


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def readable(code: str) -> str:
    """``life_deck`` → ``Life deck`` (for codes no table names)."""
    text = code.replace("_", " ").replace(".", " ").strip()
    return text[:1].upper() + text[1:]


def zone_label(label: str) -> str:
    """The translated name of a zone label code."""
    source = ZONE_NAMES.get(label)
    return _tr("Zone", source) if source else readable(label)


def step_name(code: str) -> str:
    """The translated name of a step code."""
    source = STEP_NAMES.get(code)
    return _tr("Step", source) if source else readable(code)


def counter_name(code: str) -> str:
    """The translated name of a counter code."""
    source = COUNTER_NAMES.get(code)
    return _tr("Counter", source) if source else readable(code)


STAT_NAMES: dict[str, str] = {
    "atk": QT_TRANSLATE_NOOP("Badge", "ATK"),
    "def": QT_TRANSLATE_NOOP("Badge", "DEF"),
}
DURATION_BADGES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Badge", "Now"),
    QT_TRANSLATE_NOOP("Badge", "This turn"),
    QT_TRANSLATE_NOOP("Badge", "Until Draw"),
    QT_TRANSLATE_NOOP("Badge", "This match"),
    QT_TRANSLATE_NOOP("Badge", "Whole game"),
)
"""How long an Event in play lasts, by the index of its Yu Yu Hakusho ``duration`` counter."""
CAPTURED = QT_TRANSLATE_NOOP("Badge", "Captured")
BOOKKEEPING_COUNTERS = frozenset({"played_by"})
"""Card counters the rules keep for themselves: not drawn on the card."""


def badge_text(name: str, value: int) -> str | None:
    """The short text a card counter shows on its card (None: not shown).

    >>> badge_text("damage", 2)
    'Damage 2'
    >>> badge_text("atk.turn", 1000)
    'ATK +1,000'
    >>> badge_text("duration", 3)
    'This match'
    >>> badge_text("played_by", 1) is None
    True
    """
    if name in BOOKKEEPING_COUNTERS:
        return None
    if name == "captured_by":  # a Dragon Ball held by the other player
        return _tr("Badge", CAPTURED)
    if name == "duration" and 0 <= value < len(DURATION_BADGES):
        return _tr("Badge", DURATION_BADGES[value])
    stat = STAT_NAMES.get(name.split(".", 1)[0]) if "." in name else None
    if stat is not None:
        return f"{_tr('Badge', stat)} {value:+,}"
    return f"{counter_name(name)} {value}"


def seat_name(players: tuple[str, str], seat: int) -> str:
    """A player's name, or "Player N" when the name is empty."""
    name = players[seat] if 0 <= seat < len(players) else ""
    return name or _tr("Names", SEAT_FALLBACK[seat % 2])


class _Lenient(string.Formatter):
    @staticmethod
    def _missing(key: int | str) -> str:
        return "{" + str(key) + "}"

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key not in kwargs:
            return self._missing(key)
        return super().get_value(key, args, kwargs)


_FORMAT = _Lenient()


_TEMPLATES = {**reasons_dbgt.ACTION_NAMES, **reasons_yyh.ACTION_NAMES, **TABLE_ACTION_NAMES}


def action_name(
    action: Action,
    *,
    card_name: Callable[[int], str],
    zone_name: Callable[[str], str],
    players: tuple[str, str],
) -> str:
    """A sentence naming ``action``: the ruleset's template when it has one, else the table's.

    ``card_name(uid)`` and ``zone_name(zone_id)`` name the action's cards and zones (the caller
    decides what may be shown: a hidden card is "a card").
    """
    # Actions that differ only in these fields need their own words (a physical or an energy
    # attack; an Event played for one turn or one match; a modifier for one attack or match).
    variant = (
        getattr(action, "attack_kind", None)
        or getattr(action, "duration", None)
        or getattr(action, "scope", None)  # an ATK/DEF modifier for one attack, turn, match
    )
    template = _TEMPLATES.get(f"{action.kind}.{variant}") or _TEMPLATES.get(action.kind)
    fields: dict[str, Any] = {}
    for key, value in action.to_json().items():
        if key in ("card", "target", "attacker", "defender") and isinstance(value, int):
            fields[key] = card_name(value)
        elif key.endswith("zone") and isinstance(value, str):
            fields[key] = zone_name(value)
        elif key == "player" and isinstance(value, int):
            fields[key] = seat_name(players, value)
        elif key == "name" and isinstance(value, str):
            fields[key] = counter_name(value)
        elif key == "index" and isinstance(value, int):
            fields[key], fields["number"] = value, value + 1
        elif value is None:
            fields[key] = "—"
        else:
            fields[key] = value
    if template is None:
        return readable(action.kind)
    try:
        return _FORMAT.format(_tr("Action", template), **fields)
    except (ValueError, IndexError):
        return _FORMAT.format(template, **fields)


def zone_display_name(zone_id: str, labels: Mapping[str, str], players: tuple[str, str]) -> str:
    """``p1.discard`` → "Player 2's Discard pile" (the label from the layout when known)."""
    label = labels.get(zone_id)
    seat: int | None = None
    if zone_id[:1] == "p" and "." in zone_id and zone_id[1:].split(".", 1)[0].isdigit():
        seat = int(zone_id[1:].split(".", 1)[0])
        label = label or zone_id.split(".", 1)[1]
    name = zone_label(label or zone_id)
    if seat is None:
        return name
    return QCoreApplication.translate("Names", "{player}'s {zone}").format(
        player=seat_name(players, seat), zone=name
    )


def visible_card_name(view: StateView | None, uid: int, name_of: Callable[[str], str]) -> str:
    """The name of card ``uid`` if ``view`` shows it, else "a card"."""
    if view is not None:
        for zone in view.zones.values():
            for card in zone.cards:
                if card.uid == uid and card.card_id is not None:
                    return name_of(card.card_id)
    return _tr("Names", A_CARD)


ENGINE_REASONS: dict[str, str] = {
    "no_such_card": QT_TRANSLATE_NOOP("EngineReason", "There is no such card."),
    "no_such_zone": QT_TRANSLATE_NOOP("EngineReason", "There is no such place on the table."),
    "no_such_player": QT_TRANSLATE_NOOP("EngineReason", "There is no such player."),
    "bad_value": QT_TRANSLATE_NOOP("EngineReason", "That value is out of range."),
    "not_your_turn": QT_TRANSLATE_NOOP("EngineReason", "It is not your turn."),
    "not_your_card": QT_TRANSLATE_NOOP("EngineReason", "That card is not yours."),
    "empty_zone": QT_TRANSLATE_NOOP("EngineReason", "There are not enough cards there."),
    "game_over": QT_TRANSLATE_NOOP("EngineReason", "The game is over."),
    "not_visible": QT_TRANSLATE_NOOP("EngineReason", "You cannot see that card."),
    "unknown_action": QT_TRANSLATE_NOOP("EngineReason", "This game does not know that action."),
}


def replay_error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The message for an action of a record that cannot be replayed (see
    :func:`tabletop.i18n.reasons.describe_replay_error`), in the current language."""
    from tabletop.i18n.reasons import describe_replay_error

    return describe_replay_error(code, params)


def verdict_text(code: str | None, params: Mapping[str, Any] | None = None) -> str:
    """The message for a verdict's reason code, in the current language."""
    from tabletop.i18n.reasons import MESSAGES, describe

    if code is None:
        return ""
    if code not in MESSAGES and code in ENGINE_REASONS:
        return _tr("EngineReason", ENGINE_REASONS[code])
    return describe(code, params or {})
