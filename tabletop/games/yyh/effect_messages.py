"""The words of the Yu Yu Hakusho card effects that raise or lower an Attack Value: one whole sentence per template code of the effect models'
``words()`` (:mod:`tabletop.cards.yyh_effect_models`), each marked
``QT_TRANSLATE_NOOP("Effect", ...)`` and registered under the context ``"Effect"`` on import
(by :mod:`.messages`). Integer placeholders are formatted by the renderer; ``{name}`` and
``{team}`` are a condition's words. Made once from the vocabulary; a new code is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.atk_down.attached.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the attached character while attached.",
    ),
    "yyh.atk_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to your fighter this match.",
    ),
    "yyh.atk_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.atk_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to your fighter this turn.",
    ),
    "yyh.atk_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.atk_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.atk_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.atk_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.atk_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
    "yyh.atk_down.opponent_fighter.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter while attached.",
    ),
    "yyh.atk_up.attached.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached.",
    ),
    "yyh.atk_up.attached.while_attached.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached if your fighter is {name}.",
    ),
    "yyh.atk_up.attached.while_attached.if_no_team": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached if your fighter has no Team Symbol.",
    ),
    "yyh.atk_up.attached.while_attached.if_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached if the opposing fighter is a villain.",
    ),
    "yyh.atk_up.attached.while_attached.if_team": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached if your fighter has the {team} Team Symbol.",
    ),
    "yyh.atk_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match.",
    ),
    "yyh.atk_up.fighter.match.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match if your fighter is a hero.",
    ),
    "yyh.atk_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.atk_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn.",
    ),
    "yyh.atk_up.fighter.turn.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn if you have the {team} Team Bonus.",
    ),
    "yyh.atk_up.fighter.turn.per_items": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn for each Item attached to your fighter.",
    ),
    "yyh.atk_up.fighter.turn.per_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn for each of your Sideline characters.",
    ),
    "yyh.atk_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.atk_up.fighter.until_draw.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter until your next Draw Step if you have the {team} Team Bonus.",
    ),
    "yyh.atk_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.atk_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.atk_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.atk_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
    "yyh.atk_up.opponent_fighter.while_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the opposing fighter while attached.",
    ),
    "yyh.attach.atk_down.attached.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the attached character this match.",
    ),
    "yyh.attach.atk_down.attached.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the attached character for the next attack.",
    ),
    "yyh.attach.atk_down.attached.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the attached character this turn.",
    ),
    "yyh.attach.atk_down.attached.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the attached character until your next Draw Step.",
    ),
    "yyh.attach.atk_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to your fighter this match.",
    ),
    "yyh.attach.atk_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.attach.atk_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to your fighter this turn.",
    ),
    "yyh.attach.atk_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.attach.atk_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.attach.atk_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.attach.atk_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.attach.atk_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: -{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attach.atk_up.attached.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the attached character this match.",
    ),
    "yyh.attach.atk_up.attached.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the attached character for the next attack.",
    ),
    "yyh.attach.atk_up.attached.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the attached character this turn.",
    ),
    "yyh.attach.atk_up.attached.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the attached character until your next Draw Step.",
    ),
    "yyh.attach.atk_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to your fighter this match.",
    ),
    "yyh.attach.atk_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.attach.atk_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to your fighter this turn.",
    ),
    "yyh.attach.atk_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.attach.atk_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.attach.atk_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.attach.atk_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.attach.atk_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: +{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attack.atk_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter this match.",
    ),
    "yyh.attack.atk_down.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.attack.atk_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter this turn.",
    ),
    "yyh.attack.atk_down.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.attack.atk_down.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.attack.atk_down.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.attack.atk_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.attack.atk_down.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
    "yyh.attack.atk_up.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter this match.",
    ),
    "yyh.attack.atk_up.fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is a hero.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is {name}.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.if_opponent_no_team": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter has no Team Symbol.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.if_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter is a villain.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your fighter.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_discard": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your discard pile.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your hand.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_opponent_discard": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in the opponent's discard pile.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_opponent_items": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each Item attached to the opposing fighter.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_opponent_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each of the opponent's Sideline characters.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each Spirit Energy you have.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each Technique attached to your fighter.",
    ),
    "yyh.attack.atk_up.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter this turn.",
    ),
    "yyh.attack.atk_up.fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter until your next Draw Step.",
    ),
    "yyh.attack.atk_up.fighter.until_draw.per_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each point of damage on your fighter.",
    ),
    "yyh.attack.atk_up.opponent_fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to the opposing fighter this match.",
    ),
    "yyh.attack.atk_up.opponent_fighter.this_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to the opposing fighter for the next attack.",
    ),
    "yyh.attack.atk_up.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to the opposing fighter this turn.",
    ),
    "yyh.attack.atk_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to the opposing fighter until your next Draw Step.",
    ),
}

register_messages("Effect", MESSAGES)
