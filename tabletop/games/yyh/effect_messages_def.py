"""The words of the Yu Yu Hakusho card effects that raise or lower a Defense Value: one whole sentence per template code of the effect models'
``words()`` (:mod:`tabletop.cards.yyh_effect_models`), each marked
``QT_TRANSLATE_NOOP("Effect", ...)`` and registered under the context ``"Effect"`` on import
(by :mod:`.messages`). Integer placeholders are formatted by the renderer; ``{name}`` and
``{team}`` are a condition's words. Made once from the vocabulary; a new code is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.attach.def_down.attached.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the attached character this match.",
    ),
    "yyh.attach.def_down.attached.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the attached character for the next attack.",
    ),
    "yyh.attach.def_down.attached.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the attached character this turn.",
    ),
    "yyh.attach.def_down.attached.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the attached character until your next Draw Step.",
    ),
    "yyh.attach.def_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to your fighter this match.",
    ),
    "yyh.attach.def_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.attach.def_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to your fighter this turn.",
    ),
    "yyh.attach.def_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.attach.def_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.attach.def_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.attach.def_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.attach.def_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attach.def_up.attached.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the attached character this match.",
    ),
    "yyh.attach.def_up.attached.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the attached character for the next attack.",
    ),
    "yyh.attach.def_up.attached.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the attached character this turn.",
    ),
    "yyh.attach.def_up.attached.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the attached character until your next Draw Step.",
    ),
    "yyh.attach.def_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to your fighter this match.",
    ),
    "yyh.attach.def_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.attach.def_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to your fighter this turn.",
    ),
    "yyh.attach.def_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.attach.def_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.attach.def_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.attach.def_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.attach.def_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attack.def_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to your fighter this match.",
    ),
    "yyh.attack.def_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.attack.def_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to your fighter this turn.",
    ),
    "yyh.attack.def_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.attack.def_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.attack.def_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.attack.def_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.attack.def_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attack.def_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter this match.",
    ),
    "yyh.attack.def_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.attack.def_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter this turn.",
    ),
    "yyh.attack.def_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.attack.def_up.fighter.until_draw.per_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter until your next Draw Step for each Technique attached to your fighter.",
    ),
    "yyh.attack.def_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.attack.def_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.attack.def_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.attack.def_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.def_down.attached.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the attached character while attached.",
    ),
    "yyh.def_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to your fighter this match.",
    ),
    "yyh.def_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.def_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to your fighter this turn.",
    ),
    "yyh.def_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.def_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.def_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.def_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.def_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.def_down.opponent_fighter.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} DEF to the opposing fighter while attached.",
    ),
    "yyh.def_up.attached.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the attached character while attached.",
    ),
    "yyh.def_up.attached.while_attached.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the attached character while attached if your fighter is a hero.",
    ),
    "yyh.def_up.attached.while_attached.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the attached character while attached if your fighter is {name}.",
    ),
    "yyh.def_up.attached.while_attached.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the attached character while attached if your fighter is a villain.",
    ),
    "yyh.def_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter this match.",
    ),
    "yyh.def_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter for the next attack.",
    ),
    "yyh.def_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter this turn.",
    ),
    "yyh.def_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter until your next Draw Step.",
    ),
    "yyh.def_up.fighter.until_draw.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter until your next Draw Step if you have the {team} Team Bonus.",
    ),
    "yyh.def_up.fighter.until_draw.per_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter until your next Draw Step for each card in your hand.",
    ),
    "yyh.def_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the opposing fighter this match.",
    ),
    "yyh.def_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the opposing fighter for the next attack.",
    ),
    "yyh.def_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the opposing fighter this turn.",
    ),
    "yyh.def_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the opposing fighter until your next Draw Step.",
    ),
    "yyh.def_up.opponent_fighter.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the opposing fighter while attached.",
    ),
}

register_messages("Effect", MESSAGES)
