"""The words of the Yu Yu Hakusho card effects with the further conditions and counts of
rules generation 4 (:mod:`.conditions`): one whole sentence per template code of the effect
models' ``words()`` (:mod:`tabletop.cards.yyh_effect_models`), each marked
``QT_TRANSLATE_NOOP("Effect", ...)`` and registered under the context ``"Effect"`` on import
(by :mod:`.messages`). ``{name}`` / ``{team}`` / ``{least}`` are a condition's words (numbered
from the second condition on), ``{thing}`` the cards a named count counts, ``{who}`` a named
character.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.atk_down.fighter.turn.per_opponent_hand.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to your fighter this turn for each card in the opponent's hand if you have the {team} Team Bonus.",
    ),
    "yyh.atk_up.attached.while_attached.per_damage.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached for each point of damage on it if it is a hero.",
    ),
    "yyh.atk_up.attached.while_attached.per_opponent_defeated": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to the attached character while attached for each of the opponent's characters that lost a match.",
    ),
    "yyh.atk_up.fighter.match.if_team_bonus.and_team": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.",
    ),
    "yyh.atk_up.fighter.match.if_team_bonus.and_team.and_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match if you have the {team} Team Bonus, your fighter has the {team2} Team Symbol and the opponent has the {team3} Team Bonus.",
    ),
    "yyh.atk_up.fighter.match.per_defeated": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match for each of your characters that lost a match.",
    ),
    "yyh.atk_up.fighter.match.per_defeated.if_named_defeated": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match for each of your characters that lost a match if your {name} lost a match.",
    ),
    "yyh.atk_up.fighter.match.per_spirit.if_team_bonus.and_team": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this match for each Spirit Energy you have if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.",
    ),
    "yyh.atk_up.fighter.turn.if_at_least_items.and_at_least_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn if at least {least} Items and at least {least2} Techniques are attached to it.",
    ),
    "yyh.atk_up.fighter.turn.per_hand.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn for each card in your hand if you have the {team} Team Bonus.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.if_at_least_opponent_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack if the opponent has at least {least} cards in hand.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_attached_all": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your characters in play.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_damage_all": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each point of damage on your characters in play.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_matches_finished": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each match finished.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_named_attached.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter if your fighter is {name}.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} face up in play.",
    ),
    "yyh.attack.atk_up.fighter.until_draw.per_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each {thing} attached to your fighter.",
    ),
    "yyh.attack.def_up.fighter.match.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} DEF to your fighter this match if your {name} is in play.",
    ),
    "yyh.attack.draw.you.if_more_than_opponent_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Draw {count} card(s) if you have more Spirit Energy than the opponent.",
    ),
    "yyh.attack.extra_attack.if_fewer_than_opponent_attached_all": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may attack once more this turn if the opponent's characters have more cards attached than yours.",
    ),
    "yyh.attack.extra_attack.if_more_than_opponent_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may attack once more this turn if your fighter has more damage than the opposing fighter.",
    ),
    "yyh.attack.heal.named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Heal {points} point(s) of damage from your {who} if in play.",
    ),
    "yyh.discard_attached.opponent_fighter.if_at_least_opponent_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "Every card attached to the opposing fighter is discarded if it has at least {least} points of damage.",
    ),
    "yyh.discard_random.opponent.per_opponent_hand.if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards their whole hand if they have the {team} Team Bonus.",
    ),
    "yyh.mill.opponent.per_opponent_damage_all": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck for each point of damage on their characters in play.",
    ),
    "yyh.mill.opponent.per_opponent_villains.if_hero.and_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck for each of their villains in play if your fighter is a hero and the opposing fighter is a villain.",
    ),
    "yyh.discard_fifth.opponent.if_at_most_match": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent's character in Match Slot 5 is discarded with every card attached to it if the match is one of the first {most}.",
    ),
    "yyh.mill.opponent.if_at_least_deck.and_at_least_sideline_items": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck if your deck has at least {least} cards and at least {least2} different Items are attached to your Sideline characters.",
    ),
    "yyh.mill.opponent.if_team_bonus.and_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus and the opponent has the {team2} Team Bonus.",
    ),
    "yyh.mill.opponent.if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck if they have the {team} Team Bonus.",
    ),
    "yyh.spirit_gain.you.if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Gain {amount} Spirit Energy if the opponent has the {team} Team Bonus.",
    ),
    "yyh.shuffle_self.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Shuffle this card into your deck if you have the {team} Team Bonus.",
    ),
    "yyh.strike": QT_TRANSLATE_NOOP(
        "Effect",
        "This turn, your attack deals {points} points of damage if its ATK is at least {ratio} times the defending DEF.",
    ),
}

register_messages("Effect", MESSAGES)
