"""The words on a card in the interface language: its name and its attacks' names (``name_ja``
when the interface speaks Japanese), its game and type (from the game's descriptor), and the
translated names of the values of its fields (fighting styles, alignments, heritages, teams,
Dragon Ball sets): each game declares those in its record
(:class:`tabletop.games.registration.GamePackage`), this module never names a game."""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale

from tabletop.cards.models import Attack, Card, Personality
from tabletop.games.base import descriptor
from tabletop.games.registration import card_word, card_words


def _translate(context: str, text: str) -> str:
    """Translate a source string held in a variable (lupdate reads the literal tables)."""
    return QCoreApplication.translate(context, text)


def use_japanese_names() -> bool:
    """Does the interface speak Japanese now (the language manager sets the default locale)?"""
    return QLocale().language() == QLocale.Language.Japanese


def display_name(card: Card, japanese: bool | None = None) -> str:
    """The card's name in the interface language (``name_ja`` when Japanese and present)."""
    if japanese is None:
        japanese = use_japanese_names()
    return card.name_ja if japanese and card.name_ja else card.name


def attack_name(attack: Attack, japanese: bool | None = None) -> str:
    """An attack's name in the interface language (``name_ja`` when Japanese and present; ""
    for an attack printed without a name)."""
    if japanese is None:
        japanese = use_japanese_names()
    return (attack.name_ja if japanese and attack.name_ja else attack.name) or ""


def game_label(game: str) -> str:
    """The translated name of a game (its descriptor's; the id for an unknown game)."""
    found = descriptor(game)
    return _translate("Game", found.name) if found is not None else game


def type_label(game: str, card_type: str) -> str:
    """The translated name of a card type of ``game`` (its descriptor's ``card_types``)."""
    found = descriptor(game)
    source = found.card_types.get(card_type) if found is not None else None
    return _translate("CardType", source) if source else card_type


def _word(card_field: str, value: str) -> str | None:
    """The translated name a game gives ``value`` of ``card_field`` (None: none does)."""
    found = card_word(card_field, value)
    return _translate(*found) if found is not None else None


def team_names() -> list[str]:
    """The team symbols the games name, in their order."""
    return list(card_words("team"))


def style_label(style: str | None) -> str:
    """The translated name of a fighting style (None: freestyle)."""
    found = _word("style", style or "")
    return found if found is not None else style or ""


def alignment_label(alignment: str) -> str:
    found = _word("alignment", alignment)
    return found if found is not None else alignment


def dragon_ball_set_label(db_set: str) -> str:
    """The translated name of a set of seven Dragon Balls (an unknown set as written)."""
    found = _word("db_set", db_set)
    return found if found is not None else db_set


def heritage_label(heritage: str | None) -> str:
    """The translated name of a personality's heritage (an unknown slug is title-cased)."""
    if not heritage:
        return ""
    found = _word("heritage", heritage)
    return found if found is not None else heritage.replace("_", " ").title()


def character_label(card: Personality) -> str:
    """The character a personality card is (its name without the level, in Japanese when the
    card has a Japanese name and the interface speaks Japanese)."""
    if use_japanese_names() and card.name_ja:
        return re.sub(r"\s*Lv\.?\s*\d+$", "", card.name_ja) or card.character
    return card.character


def character_words(character: str) -> str:
    """A character a card's facts name ("Goku": a named card's, a backer's), in the interface
    language: in Japanese the name its personalities carry (孫悟空), else as written."""
    if not use_japanese_names():
        return character
    return _japanese_characters().get(character, character)


@cache
def _japanese_characters() -> dict[str, str]:
    """Character → its Japanese name, from the bundled personalities with a Japanese name."""
    from tabletop.cards import default_database

    names: dict[str, str] = {}
    for card in default_database():
        if isinstance(card, Personality) and card.name_ja:
            japanese = re.sub(r"\s*Lv\.?\s*\d+$", "", card.name_ja)
            if japanese:
                names.setdefault(card.character, japanese)
    return names


def team_label(team: str | None) -> str:
    """The translated name of a Yu Yu Hakusho team symbol (an unknown slug is title-cased)."""
    if not team:
        return ""
    found = _word("team", team)
    return found if found is not None else team.replace("_", " ").title()


def field_label(field: str, value: str | None) -> str:
    """The translated name of a value of a card field (``style``, ``team``, ``alignment``,
    ``heritage``); an unknown field's value as it is."""
    if field == "style":
        return style_label(value)
    if field == "team":
        return team_label(value)
    if field == "alignment":
        return alignment_label(value) if value else ""
    if field == "heritage":
        return heritage_label(value)
    return value or ""
