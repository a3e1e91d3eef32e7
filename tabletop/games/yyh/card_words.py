"""The names of the values of Yu Yu Hakusho card fields: team symbols and alignments (marked
for translation, shown by the interface)."""

from __future__ import annotations

from types import MappingProxyType

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.registration import CardWords

TEAM_NAMES: dict[str, str] = {
    "urameshi": QT_TRANSLATE_NOOP("Team", "Team Urameshi"),
    "toguro": QT_TRANSLATE_NOOP("Team", "Team Toguro"),
    "masho": QT_TRANSLATE_NOOP("Team", "Team Masho"),
    "rokuyukai": QT_TRANSLATE_NOOP("Team", "Team Rokuyukai"),
    "uraotogi": QT_TRANSLATE_NOOP("Team", "Team Uraotogi"),
    "saint_beasts": QT_TRANSLATE_NOOP("Team", "Saint Beasts"),
    "ichigaki": QT_TRANSLATE_NOOP("Team", "Team Ichigaki"),
    "genkai": QT_TRANSLATE_NOOP("Team", "Genkai"),
    "sarayashki": QT_TRANSLATE_NOOP("Team", "Sarayashki"),
    "koenma": QT_TRANSLATE_NOOP("Team", "Koenma"),
    "ronin": QT_TRANSLATE_NOOP("Team", "Ronin"),
}
ALIGNMENT_NAMES: dict[str, str] = {
    "hero": QT_TRANSLATE_NOOP("Alignment", "Hero"),
    "villain": QT_TRANSLATE_NOOP("Alignment", "Villain"),
    "neutral": QT_TRANSLATE_NOOP("Alignment", "Neutral"),
    "both": QT_TRANSLATE_NOOP("Alignment", "Hero and villain"),
}

CARD_WORDS = MappingProxyType(
    {"team": CardWords("Team", TEAM_NAMES), "alignment": CardWords("Alignment", ALIGNMENT_NAMES)}
)
"""The card fields whose values Yu Yu Hakusho names (see :class:`GamePackage`)."""
