"""The words every game's effects share: why an effect is applied by hand, and the neutral
text shown when an effect has no words (registered under the context ``Effect`` on import).

A ``by_hand`` effect's code is ``by_hand.<reason>``; a game with reasons of its own registers
them under the same prefix in its messages module.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

CONTEXT = "Effect"
NAME_CONTEXT = "EffectName"
"""The context of the names an effect's words hold (a character, a team, a card), translated
apart from the sentence so that one template serves every name."""
NAME_PARAMS = frozenset({"name", "team", "thing", "who", "title"})
"""The parameters of effect templates that hold a name (numbered from the second on)."""
UNKNOWN = "effect.unknown"
"""The code of the neutral words of an effect whose own words are missing."""

EFFECT_MESSAGES: dict[str, str] = {
    UNKNOWN: QT_TRANSLATE_NOOP("Effect", "Effect (apply by hand)."),
    "by_hand.anger": QT_TRANSLATE_NOOP(
        "Effect", "Apply by hand: anger, at a moment or under a condition the rules do not track."
    ),
    "by_hand.choice": QT_TRANSLATE_NOOP(
        "Effect", "Apply by hand: a card chosen from a pile or a deck."
    ),
    "by_hand.shield": QT_TRANSLATE_NOOP(
        "Effect", "Apply by hand: a Defense Shield (stops an attack at a time the players judge)."
    ),
    "by_hand.timing": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: used at another time than its owner's step "
        "(entering Combat, the end of a turn…).",
    ),
    "by_hand.condition": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: it depends on something the rules do not track (a named ally in play…).",
    ),
    "by_hand.other": QT_TRANSLATE_NOOP(
        "Effect", "Apply by hand: an effect the rules do not apply."
    ),
}

register_messages(CONTEXT, EFFECT_MESSAGES)
