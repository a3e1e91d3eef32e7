"""Display names for the codes the engine and the rulesets speak: zones, steps, counters,
actions, and the phrases of the log.

Rulesets give codes (a zone label ``life_deck``, a step ``non_combat``, a counter ``spirit``);
the tables here mark their English names for Qt Linguist (``QT_TRANSLATE_NOOP``) and translate
them where they are shown. A code missing from a table is shown as a readable form of itself,
so a new ruleset works before its names are added. The game packages bring the names of their
own actions and phrases (:mod:`tabletop.games.messages`).

No Qt is imported here: every function takes a ``translate(context, source)`` (default: the
application's translators, :func:`tabletop.i18n.text.qt_translate`), so the command line uses
the same names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tabletop.engine import Action
from tabletop.engine.phrase import CARD_KEYS, Phrase
from tabletop.engine.view import StateView
from tabletop.games.messages import lookup, messages

from .noop import QT_TRANSLATE_NOOP
from .text import Translate, fill, qt_translate

# The names every table shares; a game's own zones, steps and counters come with its package
# (registered under the contexts Zone, Step and Counter, see tabletop.games.messages).
ZONE_NAMES: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("Zone", "Hand"),
    "deck": QT_TRANSLATE_NOOP("Zone", "Deck"),
    "discard": QT_TRANSLATE_NOOP("Zone", "Discard pile"),
    "table": QT_TRANSLATE_NOOP("Zone", "Table"),
    "removed": QT_TRANSLATE_NOOP("Zone", "Removed from the game"),
}

STEP_NAMES: dict[str, str] = {
    "setup": QT_TRANSLATE_NOOP("Step", "Setup"),
}

COUNTER_NAMES: dict[str, str] = {}

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


LOG_PHRASES: dict[str, str] = {
    "next_step": QT_TRANSLATE_NOOP("Log", "Next step: {step}"),
    "new_turn": QT_TRANSLATE_NOOP("Log", "Turn {turn}: {player}, {step} step"),
    "draws_one": QT_TRANSLATE_NOOP("Log", "{player} draws a card"),
    "draws": QT_TRANSLATE_NOOP("Log", "{player} draws {count} cards"),
    "wins": QT_TRANSLATE_NOOP("Log", "{player} wins the game"),
}
"""Phrases of every game (:mod:`tabletop.engine.phrase`); a game's own come with its package."""
LINE = QT_TRANSLATE_NOOP("Log", "{player}: {action}")
WITH_RESULTS = QT_TRANSLATE_NOOP("Log", "{what} — {results}")
RESULT_SEPARATOR = QT_TRANSLATE_NOOP("Log", "; ")


def _tr(context: str, text: str, translate: Translate | None = None) -> str:
    return (translate or qt_translate)(context, text)


def readable(code: str) -> str:
    """``life_deck`` → ``Life deck`` (for codes no table names)."""
    text = code.replace("_", " ").replace(".", " ").strip()
    return text[:1].upper() + text[1:]


def zone_label(label: str, translate: Translate | None = None) -> str:
    """The translated name of a zone label code."""
    source = ZONE_NAMES.get(label) or messages("Zone").get(label)
    return _tr("Zone", source, translate) if source else readable(label)


def step_name(code: str, translate: Translate | None = None) -> str:
    """The translated name of a step code."""
    source = STEP_NAMES.get(code) or messages("Step").get(code)
    return _tr("Step", source, translate) if source else readable(code)


def counter_name(code: str, translate: Translate | None = None) -> str:
    """The translated name of a counter code."""
    source = COUNTER_NAMES.get(code) or messages("Counter").get(code)
    return _tr("Counter", source, translate) if source else readable(code)


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
BOOKKEEPING_COUNTERS = frozenset({"played_by", "fresh.turn"})
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


def seat_name(players: Sequence[str], seat: int, translate: Translate | None = None) -> str:
    """A player's name, or "Player N" when the name is empty."""
    name = players[seat] if 0 <= seat < len(players) else ""
    return name or _tr("Names", SEAT_FALLBACK[seat % 2], translate)


def action_template(kind: str) -> str | None:
    """The English template naming actions of ``kind`` (a game's or the table's), if any."""
    return TABLE_ACTION_NAMES.get(kind) or lookup("Action", kind)


def _named(
    values: Mapping[str, Any],
    card_name: Callable[[int], str],
    zone_name: Callable[[str], str],
    players: Sequence[str],
    translate: Translate | None,
) -> dict[str, Any]:
    """The fields of an action or a phrase as a reader sees them: cards, zones, players,
    counters and steps by name, an index counted from 1 as ``number``, numbers grouped."""
    fields: dict[str, Any] = {}
    for key, value in values.items():
        number = isinstance(value, int) and not isinstance(value, bool)
        if key in CARD_KEYS and number:
            fields[key] = card_name(value)
        elif key.endswith("zone") and isinstance(value, str):
            fields[key] = zone_name(value)
        elif key == "player" and number:
            fields[key] = seat_name(players, value, translate)
        elif key == "name" and isinstance(value, str):
            fields[key] = counter_name(value, translate)
        elif key == "step" and isinstance(value, str):
            fields[key] = step_name(value, translate)
        elif key == "stat" and isinstance(value, str) and value in STAT_NAMES:
            fields[key] = _tr("Badge", STAT_NAMES[value], translate)  # atk: ATK, 攻撃力
        elif key == "index" and number:
            fields[key], fields["number"] = value, value + 1
        elif value is None:
            fields[key] = "—"
        else:
            fields[key] = value
    return fields


def action_name(
    action: Action,
    *,
    card_name: Callable[[int], str],
    zone_name: Callable[[str], str],
    players: Sequence[str],
    translate: Translate | None = None,
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
        or getattr(action, "variant", None)  # an action's own words variant ("on" an ally)
    )
    template = (action_template(f"{action.kind}.{variant}") if variant else None) or (
        action_template(action.kind)
    )
    if template is None:
        return readable(action.kind)
    fields = action.to_json()
    fields.pop("kind", None)
    step = fields.pop("step", None)  # an action's "step" field is no step code
    named = _named(fields, card_name, zone_name, players, translate)
    if step is not None:
        named["step"] = step
    return fill("Action", template, named, translate)


def phrase_text(
    phrase: Phrase,
    *,
    card_name: Callable[[int], str],
    zone_name: Callable[[str], str],
    players: Sequence[str],
    translate: Translate | None = None,
) -> str:
    """A phrase of the log (:mod:`tabletop.engine.phrase`) in words; numbers grouped
    ("1,400"); a code nobody named is shown readable."""
    template = LOG_PHRASES.get(phrase.code) or lookup("Log", phrase.code)
    if template is None:
        return readable(phrase.code)
    named = _named(phrase.params, card_name, zone_name, players, translate)
    for key, value in named.items():
        if isinstance(value, int) and not isinstance(value, bool):
            named[key] = f"{value:,}"
    return fill("Log", template, named, translate)


def step_sentence(
    action: Action,
    phrases: Sequence[Phrase],
    *,
    card_name: Callable[[int], str],
    zone_name: Callable[[str], str],
    players: Sequence[str],
    translate: Translate | None = None,
) -> str:
    """One sentence for a step of the log: who did what ("Goku: Vegeta attacks"), or the
    lead phrase ("Next step: Combat"), then what came of it ("2 stages paid by Goku; 3 life
    cards discarded")."""

    def text(phrase: Phrase) -> str:
        return phrase_text(
            phrase, card_name=card_name, zone_name=zone_name, players=players, translate=translate
        )

    leads = [p for p in phrases if p.lead]
    if leads:
        what = text(leads[0])
    else:
        what = fill(
            "Log",
            LINE,
            {
                "player": seat_name(players, action.seat, translate),
                "action": action_name(
                    action,
                    card_name=card_name,
                    zone_name=zone_name,
                    players=players,
                    translate=translate,
                ),
            },
            translate,
        )
    results = [text(p) for p in phrases if p is not (leads[0] if leads else None)]
    if not results:
        return what
    joined = _tr("Log", RESULT_SEPARATOR, translate).join(results)
    return fill("Log", WITH_RESULTS, {"what": what, "results": joined}, translate)


def zone_display_name(
    zone_id: str,
    labels: Mapping[str, str],
    players: Sequence[str],
    translate: Translate | None = None,
) -> str:
    """``p1.discard`` → "Player 2's Discard pile" (the label from the layout when known)."""
    label = labels.get(zone_id)
    seat: int | None = None
    if zone_id[:1] == "p" and "." in zone_id and zone_id[1:].split(".", 1)[0].isdigit():
        seat = int(zone_id[1:].split(".", 1)[0])
        label = label or zone_id.split(".", 1)[1]
    name = zone_label(label or zone_id, translate)
    if seat is None:
        return name
    return fill(
        "Names",
        QT_TRANSLATE_NOOP("Names", "{player}'s {zone}"),
        {"player": seat_name(players, seat, translate), "zone": name},
        translate,
    )


def visible_card_name(
    view: StateView | None,
    uid: int,
    name_of: Callable[[str], str],
    translate: Translate | None = None,
) -> str:
    """The name of card ``uid`` if ``view`` shows it, else "a card"."""
    if view is not None:
        for zone in view.zones.values():
            for card in zone.cards:
                if card.uid == uid and card.card_id is not None:
                    return name_of(card.card_id)
    return _tr("Names", A_CARD, translate)
