"""The names of the values of Dragon Ball GT card fields: fighting styles, alignments,
heritages and Dragon Ball sets (marked for translation, shown by the interface)."""

from __future__ import annotations

from types import MappingProxyType

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.registration import CardWords

STYLE_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Style", "Red"),
    "black": QT_TRANSLATE_NOOP("Style", "Black"),
    "blue": QT_TRANSLATE_NOOP("Style", "Blue"),
    "orange": QT_TRANSLATE_NOOP("Style", "Orange"),
    "saiyan": QT_TRANSLATE_NOOP("Style", "Saiyan"),
    "white": QT_TRANSLATE_NOOP("Style", "White"),
    "namekian": QT_TRANSLATE_NOOP("Style", "Namekian"),
    "": QT_TRANSLATE_NOOP("Style", "Freestyle"),
}
ALIGNMENT_NAMES: dict[str, str] = {
    "hero": QT_TRANSLATE_NOOP("Alignment", "Hero"),
    "villain": QT_TRANSLATE_NOOP("Alignment", "Villain"),
}
HERITAGE_NAMES: dict[str, str] = {
    "saiyan": QT_TRANSLATE_NOOP("Heritage", "Saiyan"),
    "earthling": QT_TRANSLATE_NOOP("Heritage", "Earthling"),
    "namekian": QT_TRANSLATE_NOOP("Heritage", "Namekian"),
    "saibaman": QT_TRANSLATE_NOOP("Heritage", "Saibaman"),
}
DRAGON_BALL_SETS: dict[str, str] = {
    "Earth": QT_TRANSLATE_NOOP("DragonBallSet", "Earth"),
    "Namek": QT_TRANSLATE_NOOP("DragonBallSet", "Namek"),
}

CARD_WORDS = MappingProxyType(
    {
        "style": CardWords("Style", STYLE_NAMES),
        "alignment": CardWords("Alignment", ALIGNMENT_NAMES),
        "heritage": CardWords("Heritage", HERITAGE_NAMES),
        "db_set": CardWords("DragonBallSet", DRAGON_BALL_SETS),
    }
)
"""The card fields whose values Dragon Ball GT names (see :class:`GamePackage`)."""
