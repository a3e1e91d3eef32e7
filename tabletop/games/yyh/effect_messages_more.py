"""The words of the other Yu Yu Hakusho card effects (Spirit Energy, cards, damage,
healing, attacks, matches, by hand): one whole sentence per template code of the effect models'
``words()`` (:mod:`tabletop.cards.yyh_effect_models`), each marked
``QT_TRANSLATE_NOOP("Effect", ...)`` and registered under the context ``"Effect"`` on import
(by :mod:`.messages`). Integer placeholders are formatted by the renderer; ``{name}`` and
``{team}`` are a condition's words. Made once from the vocabulary; a new code is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.attach.by_hand.choice": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: a choice of a card, a character or an amount.",
    ),
    "yyh.attach.by_hand.condition": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: a condition the rules do not track.",
    ),
    "yyh.attach.by_hand.other": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: an effect the rules do not apply.",
    ),
    "yyh.attach.by_hand.rule": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: a change to a rule of the game.",
    ),
    "yyh.attach.by_hand.sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: a Sideline Effect.",
    ),
    "yyh.attach.by_hand.timing": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Apply by hand: an effect at another time (a Draw Step, a turn's end, an activated ability).",
    ),
    "yyh.attach.concede.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent loses the current match.",
    ),
    "yyh.attach.concede.you": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: You lose the current match.",
    ),
    "yyh.attach.damage.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Deal {points} damage to your own fighter.",
    ),
    "yyh.attach.damage.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Deal {points} damage to the opposing fighter.",
    ),
    "yyh.attach.discard_random.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent discards {count} card(s) at random from their hand.",
    ),
    "yyh.attach.discard_random.you": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Discard {count} card(s) at random from your hand.",
    ),
    "yyh.attach.draw.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent draws {count} card(s).",
    ),
    "yyh.attach.draw.you": QT_TRANSLATE_NOOP("Effect", "When attached: Draw {count} card(s)."),
    "yyh.attach.extra_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: You may attack once more this turn.",
    ),
    "yyh.attach.heal.attached": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Heal {points} damage on the attached character.",
    ),
    "yyh.attach.heal.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Heal {points} damage on your fighter.",
    ),
    "yyh.attach.heal.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Heal {points} damage on the opposing fighter.",
    ),
    "yyh.attach.mill.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent discards the top {count} card(s) of their deck.",
    ),
    "yyh.attach.mill.you": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Discard the top {count} card(s) of your deck.",
    ),
    "yyh.attach.recycle.character": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Shuffle every character in your discard pile into your deck.",
    ),
    "yyh.attach.recycle.event": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Shuffle every Event in your discard pile into your deck.",
    ),
    "yyh.attach.recycle.item": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Shuffle every Item in your discard pile into your deck.",
    ),
    "yyh.attach.recycle.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Shuffle every Technique in your discard pile into your deck.",
    ),
    "yyh.attach.shuffle.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent shuffles their deck.",
    ),
    "yyh.attach.shuffle.you": QT_TRANSLATE_NOOP("Effect", "When attached: Shuffle your deck."),
    "yyh.attach.spirit_gain.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent gains {amount} Spirit Energy.",
    ),
    "yyh.attach.spirit_gain.you": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Gain {amount} Spirit Energy.",
    ),
    "yyh.attach.spirit_lose.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: The opponent loses {amount} Spirit Energy.",
    ),
    "yyh.attach.spirit_lose.you": QT_TRANSLATE_NOOP(
        "Effect",
        "When attached: Lose {amount} Spirit Energy.",
    ),
    "yyh.attack.by_hand.choice": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: a choice of a card, a character or an amount.",
    ),
    "yyh.attack.by_hand.condition": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: a condition the rules do not track.",
    ),
    "yyh.attack.by_hand.other": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: an effect the rules do not apply.",
    ),
    "yyh.attack.by_hand.rule": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: a change to a rule of the game.",
    ),
    "yyh.attack.by_hand.sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: a Sideline Effect.",
    ),
    "yyh.attack.by_hand.timing": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Apply by hand: an effect at another time (a Draw Step, a turn's end, an activated ability).",
    ),
    "yyh.attack.concede.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent loses the current match.",
    ),
    "yyh.attack.concede.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You lose the current match.",
    ),
    "yyh.attack.damage.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Deal {points} damage to your own fighter.",
    ),
    "yyh.attack.damage.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Deal {points} damage to the opposing fighter.",
    ),
    "yyh.attack.discard_random.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) at random from their hand.",
    ),
    "yyh.attack.discard_random.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Discard {count} card(s) at random from your hand.",
    ),
    "yyh.attack.draw.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent draws {count} card(s).",
    ),
    "yyh.attack.draw.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Draw {count} card(s).",
    ),
    "yyh.attack.draw.you.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Draw {count} card(s) if your fighter is a hero.",
    ),
    "yyh.attack.extra_attack": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may attack once more this turn.",
    ),
    "yyh.attack.extra_attack.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may attack once more this turn if your fighter is {name}.",
    ),
    "yyh.attack.extra_attack.if_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may attack once more this turn if the opposing fighter is a villain.",
    ),
    "yyh.attack.heal.attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Heal {points} damage on the attached character.",
    ),
    "yyh.attack.heal.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Heal {points} damage on your fighter.",
    ),
    "yyh.attack.heal.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Heal {points} damage on the opposing fighter.",
    ),
    "yyh.attack.mill.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards the top {count} card(s) of their deck.",
    ),
    "yyh.attack.mill.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Discard the top {count} card(s) of your deck.",
    ),
    "yyh.attack.recycle.character": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle every character in your discard pile into your deck.",
    ),
    "yyh.attack.recycle.event": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle every Event in your discard pile into your deck.",
    ),
    "yyh.attack.recycle.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle every Item in your discard pile into your deck.",
    ),
    "yyh.attack.recycle.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle every Technique in your discard pile into your deck.",
    ),
    "yyh.attack.shuffle.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent shuffles their deck.",
    ),
    "yyh.attack.shuffle.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle your deck.",
    ),
    "yyh.attack.spirit_gain.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent gains {amount} Spirit Energy.",
    ),
    "yyh.attack.spirit_gain.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Gain {amount} Spirit Energy.",
    ),
    "yyh.attack.spirit_lose.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent loses {amount} Spirit Energy.",
    ),
    "yyh.attack.spirit_lose.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Lose {amount} Spirit Energy.",
    ),
    "yyh.by_hand.choice": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: a choice of a card, a character or an amount.",
    ),
    "yyh.by_hand.condition": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: a condition the rules do not track.",
    ),
    "yyh.by_hand.other": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: an effect the rules do not apply.",
    ),
    "yyh.by_hand.rule": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: a change to a rule of the game.",
    ),
    "yyh.by_hand.sideline": QT_TRANSLATE_NOOP("Effect", "Apply by hand: a Sideline Effect."),
    "yyh.by_hand.timing": QT_TRANSLATE_NOOP(
        "Effect",
        "Apply by hand: an effect at another time (a Draw Step, a turn's end, an activated ability).",
    ),
    "yyh.concede.opponent": QT_TRANSLATE_NOOP("Effect", "The opponent loses the current match."),
    "yyh.concede.you": QT_TRANSLATE_NOOP("Effect", "You lose the current match."),
    "yyh.damage.fighter": QT_TRANSLATE_NOOP("Effect", "Deal {points} damage to your own fighter."),
    "yyh.damage.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "Deal {points} damage to the opposing fighter.",
    ),
    "yyh.discard_random.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards {count} card(s) at random from their hand.",
    ),
    "yyh.discard_random.opponent.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards {count} card(s) at random from their hand if you have the {team} Team Bonus.",
    ),
    "yyh.discard_random.you": QT_TRANSLATE_NOOP(
        "Effect",
        "Discard {count} card(s) at random from your hand.",
    ),
    "yyh.draw.opponent": QT_TRANSLATE_NOOP("Effect", "The opponent draws {count} card(s)."),
    "yyh.draw.you": QT_TRANSLATE_NOOP("Effect", "Draw {count} card(s)."),
    "yyh.draw.you.if_same_team": QT_TRANSLATE_NOOP(
        "Effect",
        "Draw {count} card(s) if all your characters in play share one Team Symbol.",
    ),
    "yyh.extra_attack": QT_TRANSLATE_NOOP("Effect", "You may attack once more this turn."),
    "yyh.heal.attached": QT_TRANSLATE_NOOP(
        "Effect",
        "Heal {points} damage on the attached character.",
    ),
    "yyh.heal.fighter": QT_TRANSLATE_NOOP("Effect", "Heal {points} damage on your fighter."),
    "yyh.heal.fighter.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "Heal {points} damage on your fighter if your fighter is a villain.",
    ),
    "yyh.heal.opponent_fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "Heal {points} damage on the opposing fighter.",
    ),
    "yyh.in_play.by_hand.choice": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: a choice of a card, a character or an amount.",
    ),
    "yyh.in_play.by_hand.condition": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: a condition the rules do not track.",
    ),
    "yyh.in_play.by_hand.other": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: an effect the rules do not apply.",
    ),
    "yyh.in_play.by_hand.rule": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: a change to a rule of the game.",
    ),
    "yyh.in_play.by_hand.sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: a Sideline Effect.",
    ),
    "yyh.in_play.by_hand.timing": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: Apply by hand: an effect at another time (a Draw Step, a turn's end, an activated ability).",
    ),
    "yyh.mill.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck.",
    ),
    "yyh.mill.opponent.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus.",
    ),
    "yyh.mill.you": QT_TRANSLATE_NOOP("Effect", "Discard the top {count} card(s) of your deck."),
    "yyh.recycle.character": QT_TRANSLATE_NOOP(
        "Effect",
        "Shuffle every character in your discard pile into your deck.",
    ),
    "yyh.recycle.event": QT_TRANSLATE_NOOP(
        "Effect",
        "Shuffle every Event in your discard pile into your deck.",
    ),
    "yyh.recycle.item": QT_TRANSLATE_NOOP(
        "Effect",
        "Shuffle every Item in your discard pile into your deck.",
    ),
    "yyh.recycle.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "Shuffle every Technique in your discard pile into your deck.",
    ),
    "yyh.shuffle.opponent": QT_TRANSLATE_NOOP("Effect", "The opponent shuffles their deck."),
    "yyh.shuffle.you": QT_TRANSLATE_NOOP("Effect", "Shuffle your deck."),
    "yyh.spirit_gain.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent gains {amount} Spirit Energy.",
    ),
    "yyh.spirit_gain.you": QT_TRANSLATE_NOOP("Effect", "Gain {amount} Spirit Energy."),
    "yyh.spirit_gain.you.if_same_team": QT_TRANSLATE_NOOP(
        "Effect",
        "Gain {amount} Spirit Energy if all your characters in play share one Team Symbol.",
    ),
    "yyh.spirit_gain.you.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Gain {amount} Spirit Energy if you have the {team} Team Bonus.",
    ),
    "yyh.spirit_gain.you.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "Gain {amount} Spirit Energy if your fighter is a villain.",
    ),
    "yyh.spirit_lose.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent loses {amount} Spirit Energy.",
    ),
    "yyh.spirit_lose.you": QT_TRANSLATE_NOOP("Effect", "Lose {amount} Spirit Energy."),
}

register_messages("Effect", MESSAGES)
