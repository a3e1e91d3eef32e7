"""The words of the Ghost Files card effects automated in rules generation 4 (cards of the
player's choice, conditions and counts the rules track): one whole sentence per template code,
each marked ``QT_TRANSLATE_NOOP("Effect", ...)``. Registered on import (by :mod:`.messages`).
A code a new Ghost Files card needs is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.in_play.def_up.attached.while_attached.per_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: +{amount} DEF to it for each {thing} attached "
        "to it.",
    ),
    "yyh.pick.attached.discard.item.up_to": QT_TRANSLATE_NOOP(
        "Effect", "You may choose up to {count} Item(s) attached to your fighter and discard them."
    ),
    "yyh.atk_up.fighter.turn.per_picked": QT_TRANSLATE_NOOP(
        "Effect", "+{amount} ATK to your fighter this turn for each card chosen for this card."
    ),
    "yyh.pick.hand.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect", "You may choose up to {count} card(s) in your hand and discard them."
    ),
    "yyh.def_up.fighter.until_draw.per_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to your fighter until your next Draw Step for each card chosen for this "
        "card.",
    ),
    "yyh.pick.in_play.discard.any.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} face-up Item(s) or Technique(s) in play and discard them if you have "
        "the {team} Team Bonus.",
    ),
    "yyh.discard_random.opponent.per_opponent_hand.if_at_least_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards their whole hand if you have at least {least} card(s) in hand.",
    ),
    "yyh.discard_random.you.per_hand.if_at_least_hand": QT_TRANSLATE_NOOP(
        "Effect", "Discard your whole hand if you have at least {least} card(s) in hand."
    ),
    "yyh.use_main.pick.discard.attached.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to choose {count} Technique(s) in your discard "
        "pile and attach them to your fighter without paying their Spirit Energy.",
    ),
    "yyh.attack.arrange.you": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Look at the top {count} cards of your deck and put them back "
        "on top in the order you choose.",
    ),
    "yyh.attack.arrange.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Look at the top {count} cards of the opponent's deck and put "
        "them back on top in the order you choose.",
    ),
    "yyh.arrange.you": QT_TRANSLATE_NOOP(
        "Effect",
        "Look at the top {count} cards of your deck and put them back on top in the order you "
        "choose.",
    ),
    "yyh.arrange.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "Look at the top {count} cards of the opponent's deck and put them back on top in the "
        "order you choose.",
    ),
    "yyh.search_fifth": QT_TRANSLATE_NOOP(
        "Effect",
        "If your Match Slot 5 is empty, search your deck for a character and put it into your "
        "Match Slot 5 face down.",
    ),
    "yyh.attack.search_fifth": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If your Match Slot 5 is empty, search your deck for a character "
        "and put it into your Match Slot 5 face down.",
    ),
    "yyh.heal_chosen.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "Heal {points} damage from one of your characters in play of your choice if your "
        "fighter is a hero.",
    ),
    "yyh.keep_hand": QT_TRANSLATE_NOOP(
        "Effect", "Choose {count} card(s) of your hand to keep and discard the rest."
    ),
    "yyh.atk_up.fighter.turn.per_spirit": QT_TRANSLATE_NOOP(
        "Effect", "+{amount} ATK to your fighter this turn for each Spirit Energy you have."
    ),
    "yyh.in_play.atk_up.attached.while_attached.if_at_least_match": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: +{amount} ATK to it if the match being played "
        "is match {least} or a later one.",
    ),
    "yyh.in_play.cost_down.attached.while_attached.if_at_least_match": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: its attacks cost {amount} card(s) less (never "
        "below 0) if the match being played is match {least} or a later one.",
    ),
    "yyh.attack.cost_up.opponent_fighter.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opposing fighter's attacks cost {amount} card(s) more until "
        "your next Draw Step.",
    ),
    "yyh.attack.cost_down.fighter.match": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Your fighter's attacks cost {amount} card(s) less (never below "
        "0) this match.",
    ),
    "yyh.attack.discard_self": QT_TRANSLATE_NOOP(
        "Effect", "With attack {attack}: Discard this card at the end of the turn."
    ),
    "yyh.cost_down.fighter.turn": QT_TRANSLATE_NOOP(
        "Effect", "Your fighter's attacks cost {amount} card(s) less (never below 0) this turn."
    ),
    "yyh.forbid.attacks.until_draw.if_at_least_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "No player may use an attack until your next Draw Step if you have at least {least} "
        "card(s) in hand.",
    ),
    "yyh.forbid.heal.match": QT_TRANSLATE_NOOP("Effect", "No player may heal damage this match."),
    "yyh.pick.hand.discard.any": QT_TRANSLATE_NOOP(
        "Effect", "Choose {count} card(s) in your hand and discard them."
    ),
    "yyh.atk_up.fighter.turn.per_hand_techniques": QT_TRANSLATE_NOOP(
        "Effect", "+{amount} ATK to your fighter this turn for each Technique in your hand."
    ),
    "yyh.double_item": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose an Item attached to your fighter: the ATK it adds counts twice this turn.",
    ),
    "yyh.attack.forbid.again.match": QT_TRANSLATE_NOOP(
        "Effect", "With attack {attack}: You may not use this card's attack again this match."
    ),
    "yyh.atk_up.fighter.turn.per_top_events": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn for each Event among the top 5 cards of your "
        "deck.",
    ),
    "yyh.attack.search_attach.if_at_least_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If you have at least {least} Spirit Energy, search your deck "
        "for a card named {title}, pay its Spirit Energy and attach it to your fighter.",
    ),
    "yyh.word_recycle": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose a word: shuffle every card of your discard pile with that word in its name "
        "into your deck (not a card of this card's name).",
    ),
    "yyh.borrow": QT_TRANSLATE_NOOP(
        "Effect",
        "Take an Item attached to the opposing fighter and attach it to your fighter without "
        "paying its Spirit Energy; it goes back to the opposing fighter at the end of the "
        "opponent's next turn if it is still in play.",
    ),
    "yyh.attack.mill_up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may discard up to {count} card(s) from the top of your deck.",
    ),
    "yyh.use_draw.recycle_others": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard this card to choose {count} card(s) in your discard pile, "
        "none of this card's name, and shuffle them into your deck.",
    ),
    "yyh.guard.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "Until your next Draw Step, attacks of {most} ATK or less deal no damage to your "
        "characters, minimum damage included.",
    ),
    "yyh.opponent_draw_step.mill.opponent.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "At the start of the opponent's Draw Step: The opponent discards the top {count} "
        "card(s) of their deck if your fighter is {name}.",
    ),
    "yyh.attack.pick.deck.hand.named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Search your deck for {count} card(s) named {title} and put them "
        "into your hand.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_named_attached_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each "
        "{thing} attached to your fighter this turn.",
    ),
    "yyh.attack.exact_points.if_at_least_opponent_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: This attack deals {points} damage instead of the usual amount "
        "if at least {least} {thing} is attached to the opposing fighter.",
    ),
    "yyh.attack.free_minimum": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Minimum damage for this attack costs no cards from your hand.",
    ),
    "yyh.attack.may_pay": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may pay {amount} Spirit Energy (choose this card to pay).",
    ),
    "yyh.refresh_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose a player by choosing their fighter: that player discards their hand and draws "
        "as many cards.",
    ),
    "yyh.attack.forbid.opponent_costs.until_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Until your next Draw Step, the opponent pays Attack Costs only "
        "with Events from their hand.",
    ),
    "yyh.align.villain": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose one of your hero characters in play: it is a villain for the rest of the game.",
    ),
    "yyh.align.hero": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose one of your villain characters in play: it is a hero for the rest of the game.",
    ),
    "yyh.attack.pay_card": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose a card of your hand and discard it and this card "
        "(this one at the end of the turn).",
    ),
    "yyh.attack.mill.opponent.per_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards the top {count} card(s) of their deck if "
        "you did.",
    ),
    "yyh.attack.costly_attacks": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Until your next Draw Step, each attack of the opponent gets "
        "-{amount} ATK (not below 0) for each card its Attack Cost discards.",
    ),
    "yyh.in_play.draw_echo": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: Each time a card effect of the opponent's makes "
        "them draw, draw {count} card(s).",
    ),
    "yyh.attack.team_boost.if_at_least_attack_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, "
        "your other characters in play with the {team} Team Symbol get +{amount} ATK for the "
        "rest of the game.",
    ),
    "yyh.attack.atk_up.fighter.match.if_at_least_attack_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter this match if you used {thing} at "
        "least {least} time(s) in your last turn.",
    ),
    "yyh.attack.mulligan.if_at_least_attack_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, "
        "you may shuffle any cards of your hand into your deck and draw as many.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_team_winners": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each of "
        "your characters with the {thing} Team Symbol that won a match.",
    ),
    "yyh.in_play.technique_boost.per_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: the attack of a {title} attached to it gets "
        "+{amount} ATK more for each card in your hand.",
    ),
    "yyh.attack.discard_chosen.opponent.unless_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand, unless your fighter is {name}.",
    ),
    "yyh.discard_chosen.opponent.if_at_least_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards {count} card(s) of their choice from their hand if you have at "
        "least {least} card(s) in hand.",
    ),
    "yyh.discard_chosen.you.if_at_least_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "Discard {count} card(s) of your choice from your hand if you have at least {least} "
        "card(s) in hand.",
    ),
    "yyh.attack.discard_chosen.opponent.keep": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If the opponent has more than {keep} cards in hand, they discard "
        "cards of their choice from it until they have {keep}.",
    ),
    "yyh.use_main.discard_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to make the opponent discard {count} card(s) of "
        "their choice from their hand.",
    ),
    "yyh.attack.discard_random.opponent.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) at random from their hand "
        "if your fighter is {name}.",
    ),
}

REASONS: dict[str, str] = {
    "yyh.no_attacks": QT_TRANSLATE_NOOP("Reason", "A card forbids attacks for now."),
    "yyh.no_heal": QT_TRANSLATE_NOOP("Reason", "A card forbids healing damage for now."),
    "yyh.events_only": QT_TRANSLATE_NOOP(
        "Reason", "A card allows only Events to pay this Attack Cost for now."
    ),
    "yyh.not_again": QT_TRANSLATE_NOOP(
        "Reason", "This card's attack may not be used again this match."
    ),
}

register_messages("Effect", MESSAGES)
register_messages("Reason", REASONS)
