"""The words of the Dark Tournament card effects automated by the opponent's attack in their
last turn (``opponent_attacked``, :mod:`.conditions_dt_b`) and the cards drawn at a turn's
end (``end_draw``, :mod:`.end_draws`): one whole sentence per template code, each marked
``QT_TRANSLATE_NOOP("Effect", ...)``. Registered on import (by :mod:`.messages`).
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.attack.spirit_gain.you.if_opponent_attacked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Gain {amount} Spirit Energy if the opponent used an attack in "
        "their last turn.",
    ),
    "yyh.attack.spirit_lose.opponent.if_opponent_attacked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent loses {amount} Spirit Energy if they used an "
        "attack in their last turn.",
    ),
    "yyh.attack.free_minimum.if_opponent_attacked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If the opponent used an attack in their last turn, minimum "
        "damage for this attack costs no cards from your hand.",
    ),
    "yyh.attack.end_draw.turn.then_fewer_than_opponent_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: At the end of this turn, draw {count} card(s) if the opponent "
        "then has more cards in hand than you.",
    ),
    "yyh.attack.draw_bottom.if_at_least_attack_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, "
        "put the bottom {count} card(s) of your discard pile into your hand.",
    ),
    "yyh.end_draw.match.if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "If the opponent has the {team} Team Bonus: draw {count} card(s) at the end of each "
        "of the opponent's turns for the rest of this match.",
    ),
    "yyh.attack.atk_down.fighter.this_attack.per_milled_events": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter for the next attack for each "
        "Event this attack discarded from the top of your deck.",
    ),
    "yyh.attack.pick.hand.discard.any": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} card(s) in your hand and discard them.",
    ),
    "yyh.attack.atk_up.fighter.until_draw.per_picked_items": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each "
        "Item among the cards chosen for this attack.",
    ),
    "yyh.use_draw.search_fifth.or_discard.if_fifth_empty": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your Match Slot 5 is empty, discard this card to search your "
        "deck or discard pile for a character and put it into your Match Slot 5 face down.",
    ),
    "yyh.damage_cap.all.opponent_turn.if_at_most_opponent_damage.and_fewer_than_opponent_deck": (
        QT_TRANSLATE_NOOP(
            "Effect",
            "If the opposing fighter has at most {most} damage and the opponent has more cards "
            "in their deck than you: during the opponent's next turn, your characters take at "
            "most {points} point(s) of damage at a time.",
        )
    ),
    "yyh.damage_cap.all.opponent_turn.none.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "If your fighter is {name}: during the opponent's next turn, your characters take no "
        "damage.",
    ),
    "yyh.damage_cap.sideline.match.none.if_all_heroes": QT_TRANSLATE_NOOP(
        "Effect",
        "If all your characters in play are heroes: for the rest of the match, your characters "
        "on the Sideline cannot be dealt damage.",
    ),
    "yyh.play_unless.named_winner": QT_TRANSLATE_NOOP(
        "Effect",
        "This card cannot be played while your {name} is face up in your Winner's Circle.",
    ),
    "yyh.play_unless.at_least_events_this_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "This card cannot be played once you have played {least} Event(s) this turn: it must be "
        "your first.",
    ),
    "yyh.damage.opponent_fighter.if_more_than_opponent_fighter_defense": QT_TRANSLATE_NOOP(
        "Effect",
        "If your fighter's Defense Value is greater than the opposing fighter's, deal {points} "
        "point(s) of damage to the opposing fighter.",
    ),
    "yyh.in_play.attack_bar.if_at_least_named_in_play.and_at_least_damage_last_turn": (
        QT_TRANSLATE_NOOP(
            "Effect",
            "While this character is your fighter: The opponent may not attack while {thing} is "
            "face up in play and you dealt damage to the opposing fighter in your last turn.",
        )
    ),
    "yyh.play_unless.lone_boosted": QT_TRANSLATE_NOOP(
        "Effect",
        "This card cannot be played once its effect is going (one copy a game).",
    ),
    "yyh.lone_boost": QT_TRANSLATE_NOOP(
        "Effect",
        "For the rest of the game, while you have no Team Bonus: your attacks get +{amount} ATK "
        "and you draw {count} card(s) each time you use an attack.",
    ),
    "yyh.attack.dig_attach.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Discard cards from the top of your deck until you discard an "
        "Item, and attach that Item to your fighter without paying its Spirit Energy.",
    ),
    "yyh.attack.recycle_top.spirit_per_item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle the top {count} cards of your discard pile into your "
        "deck and gain {amount} Spirit Energy for each Item among them.",
    ),
    "yyh.attack.mill.opponent.if_at_least_attack_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, "
        "the opponent discards the top {count} card(s) of their deck.",
    ),
    "yyh.attack.trade.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may discard a card of your hand to discard a face-up Item in "
        "play.",
    ),
    "yyh.move_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose one of your characters with cards attached and one of your Sideline "
        "characters: every card attached to the first goes face down under the second.",
    ),
    "yyh.use_lock": QT_TRANSLATE_NOOP(
        "Effect",
        "Until the beginning of your next turn, no player may use Items or Techniques (no "
        "Technique attack, no use of an attached card).",
    ),
    "yyh.attack.boost_next": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: In your next turn, the attacks of your Technique {title} get "
        "+{amount} ATK.",
    ),
    "yyh.draw_step.twin_discard.event": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard a card at random from your hand and the top card of your "
        "deck; if both are Events, draw {count} card(s).",
    ),
    "yyh.attack.opt_switch.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may have the opponent switch their fighter with a Sideline "
        "character of their choice; if you do, -{amount} ATK for this attack.",
    ),
    "yyh.attack.opt_switch.you.later": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose a character on the opponent's Sideline to switch "
        "with their fighter now and one on yours to switch with your fighter at the end of this "
        "turn; if you do, -{amount} ATK for this attack.",
    ),
    "yyh.attack.end_draw.turn.until_equal.then_fewer_than_opponent_hand.if_attack_this_match": (
        QT_TRANSLATE_NOOP(
            "Effect",
            "With attack {attack}: If you used {thing} this match: at the end of this turn, if "
            "the opponent then has more cards in hand than you, draw until you have as many.",
        )
    ),
    "yyh.draw_bottom": QT_TRANSLATE_NOOP(
        "Effect", "Put the bottom {count} card(s) of your discard pile into your hand."
    ),
    "yyh.draw_bottom.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent puts the bottom {count} card(s) of their discard pile into their hand.",
    ),
    "yyh.pick_pair.opponent_discard.deck_top.any.if_team_bonus.discard.deck.any.up_to"
    ".if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "If you have the {team} Team Bonus, choose {count} card(s) in the opponent's discard "
        "pile and put them on top of their deck; if the opponent has the {team2} Team Bonus, "
        "you may choose up to {count2} card(s) in your discard pile and shuffle them into your "
        "deck.",
    ),
    "yyh.pick_pair.discard.deck.technique.opponent_discard.deck.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} Technique(s) in your discard pile and {count2} in the opponent's: each "
        "player shuffles theirs into their deck.",
    ),
    "yyh.stack_back": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {a}, {b} or {c} cards of your discard pile and put them on top of your deck in "
        "the order you choose; as many cards of the opponent's discard pile, chosen by you, "
        "are shuffled into their deck.",
    ),
    "yyh.calling.if_team_bonus.then_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "If you have the {team} Team Bonus, you may attach an Item of your discard pile face "
        "down to one of your Sideline characters without paying; if the opponent has the "
        "{team2} Team Bonus, you may discard up to {count} face-up Technique(s) in play and "
        "heal {points} damage of one of your characters.",
    ),
}

#: The refusals of these effects.
REASONS: dict[str, str] = {
    "yyh.play_barred": QT_TRANSLATE_NOOP("Reason", "This Event's own card bars it now."),
    "yyh.attack_barred": QT_TRANSLATE_NOOP(
        "Reason", "The opposing fighter's card bars your attacks now."
    ),
}
#: The card counters these effects keep on a fighter, as its badges name them.
COUNTER_NAMES: dict[str, str] = {
    "dmgcap.draw0": QT_TRANSLATE_NOOP("Counter", "Most damage taken at a time"),
    "dmgcap.draw1": QT_TRANSLATE_NOOP("Counter", "Most damage taken at a time"),
    "sideguard.match": QT_TRANSLATE_NOOP("Counter", "Sideline guarded"),
    "enddraw.match": QT_TRANSLATE_NOOP("Counter", "Cards drawn as the opponent's turn ends"),
    "uselock.draw0": QT_TRANSLATE_NOOP("Counter", "Items and Techniques barred"),
    "uselock.draw1": QT_TRANSLATE_NOOP("Counter", "Items and Techniques barred"),
}

register_messages("Effect", MESSAGES)
register_messages("Reason", REASONS)
register_messages("Counter", COUNTER_NAMES)
