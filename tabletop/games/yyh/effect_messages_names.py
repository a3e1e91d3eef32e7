"""The names the Yu Yu Hakusho card effects' words hold: characters, teams and cards that a
condition, a count or a pick names (the ``{name}`` / ``{team}`` / ``{thing}`` / ``{who}`` /
``{title}`` of :mod:`.effect_messages_cond` and :mod:`.effect_messages_choice`), each in the
English the effect models write (:mod:`tabletop.cards.yyh_effect_models`), marked
``QT_TRANSLATE_NOOP("EffectName", ...)`` so that a Japanese player reads them in Japanese.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.effect_messages import NAME_CONTEXT
from tabletop.games.messages import register_messages

NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("EffectName", "Angel Blades"),
    QT_TRANSLATE_NOOP("EffectName", "Armor"),
    QT_TRANSLATE_NOOP("EffectName", "Armor Of The Ape"),
    QT_TRANSLATE_NOOP("EffectName", "Asato Kido's Territory"),
    QT_TRANSLATE_NOOP("EffectName", "Banshee Shriek"),
    QT_TRANSLATE_NOOP("EffectName", "Botan"),
    QT_TRANSLATE_NOOP("EffectName", "Botan The Lovely"),
    QT_TRANSLATE_NOOP("EffectName", "Breaking Point"),
    QT_TRANSLATE_NOOP("EffectName", "Bui"),
    QT_TRANSLATE_NOOP("EffectName", "Cape Of No Return"),
    QT_TRANSLATE_NOOP("EffectName", "Chu"),
    QT_TRANSLATE_NOOP("EffectName", "Combat Knives"),
    QT_TRANSLATE_NOOP("EffectName", "Death Seed"),
    QT_TRANSLATE_NOOP("EffectName", "Dragon of the Darkness Flame"),
    QT_TRANSLATE_NOOP("EffectName", "Earthen Crush"),
    QT_TRANSLATE_NOOP("EffectName", "Flames Of Power"),
    QT_TRANSLATE_NOOP("EffectName", "Flashback"),
    QT_TRANSLATE_NOOP("EffectName", "Genkai"),
    QT_TRANSLATE_NOOP("EffectName", "Good Ref"),
    QT_TRANSLATE_NOOP("EffectName", "Headbutt"),
    QT_TRANSLATE_NOOP("EffectName", "Hiei Unpredictable Warrior"),
    QT_TRANSLATE_NOOP("EffectName", "Hiei"),
    QT_TRANSLATE_NOOP("EffectName", "Ichigaki"),
    QT_TRANSLATE_NOOP("EffectName", "Jin"),
    QT_TRANSLATE_NOOP("EffectName", "Kayko The Cute"),
    QT_TRANSLATE_NOOP("EffectName", "Koenma"),
    QT_TRANSLATE_NOOP("EffectName", "Koenma Noble Leader"),
    QT_TRANSLATE_NOOP("EffectName", "Kurama"),
    QT_TRANSLATE_NOOP("EffectName", "Kuwabara"),
    QT_TRANSLATE_NOOP("EffectName", "Kuwabara Honorable Friend"),
    QT_TRANSLATE_NOOP("EffectName", "Kuwabara's Inspiration"),
    QT_TRANSLATE_NOOP("EffectName", "Masho"),
    QT_TRANSLATE_NOOP("EffectName", "Ogre Killer"),
    QT_TRANSLATE_NOOP("EffectName", "Onji"),
    QT_TRANSLATE_NOOP("EffectName", "Rando"),
    QT_TRANSLATE_NOOP("EffectName", "Risho"),
    QT_TRANSLATE_NOOP("EffectName", "Rokuyukai"),
    QT_TRANSLATE_NOOP("EffectName", "Rose"),
    QT_TRANSLATE_NOOP("EffectName", "Rose Whip"),
    QT_TRANSLATE_NOOP("EffectName", "Saint Beasts"),
    QT_TRANSLATE_NOOP("EffectName", "Sakyo"),
    QT_TRANSLATE_NOOP("EffectName", "Sarayashki"),
    QT_TRANSLATE_NOOP("EffectName", "School Girl Outfit"),
    QT_TRANSLATE_NOOP("EffectName", "Shibattou Shining Sword"),
    QT_TRANSLATE_NOOP("EffectName", "Shishi"),
    QT_TRANSLATE_NOOP("EffectName", "Storm of Torment"),
    QT_TRANSLATE_NOOP("EffectName", "Mind Games"),
    QT_TRANSLATE_NOOP("EffectName", "Quick Blow"),
    QT_TRANSLATE_NOOP("EffectName", "Street Fighting"),
    QT_TRANSLATE_NOOP("EffectName", "Tail Whip"),
    QT_TRANSLATE_NOOP("EffectName", "Toguro"),
    QT_TRANSLATE_NOOP("EffectName", "Urameshi"),
    QT_TRANSLATE_NOOP("EffectName", "Uraotogi"),
    QT_TRANSLATE_NOOP("EffectName", "Whip"),
    QT_TRANSLATE_NOOP("EffectName", "Yoko"),
    QT_TRANSLATE_NOOP("EffectName", "Yukina Ice Princess"),
    QT_TRANSLATE_NOOP("EffectName", "Yusuke"),
    QT_TRANSLATE_NOOP("EffectName", "Yusuke Recourceful Apprentice"),
    QT_TRANSLATE_NOOP("EffectName", "Yuu Kaitou's Territory"),
)

register_messages(NAME_CONTEXT, {name: name for name in NAMES})
