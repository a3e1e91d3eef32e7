"""The words of the Dark Tournament card effects automated in rules generation 4 by the
face-down pick (``face_down``: cards attached face down to any character in play), the
picks of a card used by discarding it (``use_draw`` / ``use_main`` with ``pick``) and the
count of the Techniques a trigger's own mill discarded (``milled_techniques``): one whole
sentence per template code, each marked ``QT_TRANSLATE_NOOP("Effect", ...)``. Registered on
import (by :mod:`.messages`). A code a new card needs is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.pick.face_down.discard.any": QT_TRANSLATE_NOOP(
        "Effect", "Choose {count} face-down attached card(s) in play and discard them."
    ),
    "yyh.pick.face_down.discard.any.if_fewer_than_opponent_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} face-down attached card(s) in play and discard them if you have fewer "
        "characters on your Sideline than the opponent.",
    ),
    "yyh.draw.you.if_fewer_than_opponent_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Draw {count} card(s) if you have fewer characters on your Sideline than the opponent.",
    ),
    "yyh.pick.face_down.discard.any.up_to.if_more_than_opponent_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} face-down attached card(s) in play and discard them if "
        "your fighter has more damage than the opposing fighter.",
    ),
    "yyh.pick.opponent_attached.discard.any.up_to.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} card(s) attached to the opposing fighter and discard them "
        "if you have the {team} Team Bonus.",
    ),
    "yyh.pick.in_play.discard.item.up_to.if_fewer_than_opponent_items": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} face-up Item(s) in play and discard them if the opposing "
        "fighter has more Items attached than yours.",
    ),
    "yyh.use_draw.pick.in_play.discard.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard this card to choose {count} face-up Technique(s) in play "
        "and discard them.",
    ),
    "yyh.use_draw.pick.in_play.discard.technique.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard this card to choose up to {count} face-up Technique(s) in "
        "play and discard them.",
    ),
    "yyh.use_main.pick.deck.hand.any": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to search your deck for {count} card(s) and put "
        "them into your hand.",
    ),
    "yyh.use_main.damage.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to deal {points} damage to your own fighter.",
    ),
    "yyh.use_draw.pick.deck.hand.character.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your fighter is a hero, discard this card to search your deck for "
        "{count} character(s) and put them into your hand.",
    ),
    "yyh.use_draw.pick.discard.deck.item.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard this card to choose up to {count} Item(s) in your discard "
        "pile and shuffle them into your deck.",
    ),
    "yyh.attack.pick.discard.deck_bottom.item.if_more_than_opponent_items": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} Item(s) in your discard pile and put them at the "
        "bottom of your deck if your fighter has more Items attached than the opposing fighter.",
    ),
    "yyh.attack.discard_attached.fighter": QT_TRANSLATE_NOOP(
        "Effect", "With attack {attack}: Every card attached to your own fighter is discarded."
    ),
    "yyh.attack.pick.deck.hand.technique.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may search your deck for up to {count} Technique(s) and put "
        "them into your hand.",
    ),
    "yyh.attack.spirit_lose.opponent.if_at_least_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent loses {amount} Spirit Energy if at least {least} "
        "Technique(s) are attached to your fighter.",
    ),
    "yyh.attack.spirit_gain.you.if_at_least_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Gain {amount} Spirit Energy if at least {least} Technique(s) are "
        "attached to your fighter.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_milled_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each "
        "Technique this attack discarded from the top of your deck.",
    ),
    "yyh.atk_up.fighter.turn.per_milled_techniques": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your fighter this turn for each Technique this card discarded from "
        "the top of your deck.",
    ),
    "yyh.recycle.any.bottom": QT_TRANSLATE_NOOP(
        "Effect", "Shuffle the bottom {count} card(s) of your discard pile into your deck."
    ),
    "yyh.discard_random.you.per_hand": QT_TRANSLATE_NOOP("Effect", "Discard your whole hand."),
    "yyh.discard_random.opponent.per_opponent_hand": QT_TRANSLATE_NOOP(
        "Effect", "The opponent discards their whole hand."
    ),
    "yyh.mill.opponent.if_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards the top {count} card(s) of their deck if the opposing fighter is "
        "a villain.",
    ),
    "yyh.use_draw.pick.deck.hand.named.if_named.or_named": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your fighter is {name} or {name2}, discard this card to search "
        "your deck for {count} card(s) named {title} and put them into your hand.",
    ),
    "yyh.use_draw.pick.deck.attached.technique.if_named.or_named": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your fighter is {name} or {name2}, discard this card to search "
        "your deck for {count} Technique(s) and attach them to your fighter without paying "
        "their Spirit Energy.",
    ),
    "yyh.attack.pick.in_play.discard.technique.up_to.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} face-up Technique(s) in play and "
        "discard them if your fighter is {name}.",
    ),
    "yyh.def_up.attached.while_attached.if_at_least_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} DEF to the attached character while attached if at least {least} {thing} "
        "is face up in play.",
    ),
    "yyh.use_draw.use_cost.deck.if_at_least_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: The card you use is shuffled into your deck, not put into the "
        "discard pile, if at least {least} {thing} is face up in play.",
    ),
    "yyh.in_play.atk_down.opponent_fighter.while_attached.per_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: -{amount} ATK to the opposing fighter for each "
        "{thing} attached to this character.",
    ),
    "yyh.in_play.def_up.attached.while_attached.per_named_attached.if_named_in_play": (
        QT_TRANSLATE_NOOP(
            "Effect",
            "While this character is your fighter: +{amount} DEF to it for each {thing} "
            "attached to it if your {name} is in play.",
        )
    ),
    "yyh.use_draw.spirit_gain.you": QT_TRANSLATE_NOOP(
        "Effect", "In your Draw Step: Discard this card to gain {amount} Spirit Energy."
    ),
    "yyh.discard_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect", "The opponent discards {count} card(s) of their choice from their hand."
    ),
    "yyh.discard_chosen.opponent.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards {count} card(s) of their choice from their hand if your fighter "
        "is {name}.",
    ),
    "yyh.attack.discard_chosen.opponent.if_opponent_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand if the opposing fighter is a hero.",
    ),
    "yyh.attack.discard_chosen.opponent.if_more_than_opponent_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand if you have more Spirit Energy than the opponent.",
    ),
    "yyh.attack.discard_chosen.opponent.if_at_least_opponent_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand if they have at least {least} cards in hand.",
    ),
    "yyh.on_hurt.discard_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "When the opponent's attack deals damage to this character as your fighter: The "
        "opponent discards {count} card(s) of their choice from their hand.",
    ),
    "yyh.pick.in_play.discard.any.up_to.if_hero": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} face-up Item(s) or Technique(s) in play and discard them "
        "if your fighter is a hero.",
    ),
    "yyh.discard_chosen.opponent.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent discards {count} card(s) of their choice from their hand if your fighter "
        "is a villain.",
    ),
    "yyh.switch.sideline": QT_TRANSLATE_NOOP(
        "Effect", "Choose a character on your Sideline: it and your fighter switch places."
    ),
    "yyh.switch.opponent_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose a character on the opponent's Sideline: it and the opposing fighter switch places.",
    ),
    "yyh.attack.heal.named.if_more_than_opponent_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Heal {points} point(s) of damage from your {who} if in play, if "
        "you have more Spirit Energy than the opponent.",
    ),
    "yyh.in_play.atk_up.attached.while_attached.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: +{amount} ATK to it if your {name} is in play.",
    ),
    "yyh.in_play.def_up.attached.while_attached.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: +{amount} DEF to it if your {name} is in play.",
    ),
    "yyh.attack.attack_needs.if_at_least_named_attached": QT_TRANSLATE_NOOP(
        "Effect",
        "Attack {attack} may be used only if at least {least} {thing} is attached to your fighter.",
    ),
    "yyh.attack.attack_needs.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect", "Attack {attack} may be used only if your {name} is in play."
    ),
    "yyh.attack.pick.discard.deck.event.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} Event(s) in your discard pile and shuffle them "
        "into your deck if your {name} is in play.",
    ),
    "yyh.attack.draw.opponent.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent draws {count} card(s) if your {name} is in play.",
    ),
    "yyh.attack.discard_chosen.opponent.then_draw.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand, then draws {draw} card(s), if your {name} is in play.",
    ),
    "yyh.attack.discard_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards {count} card(s) of their choice from their "
        "hand.",
    ),
    "yyh.discard_chosen.you.unless_hero.and_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "Discard {count} card(s) of your choice from your hand, unless your fighter is a hero "
        "and the opposing fighter is a villain.",
    ),
    "yyh.attack.no_minimum.this_attack": QT_TRANSLATE_NOOP(
        "Effect", "With attack {attack}: This attack cannot deal minimum damage."
    ),
    "yyh.no_minimum.until_draw": QT_TRANSLATE_NOOP(
        "Effect", "Until your next Draw Step, your fighter cannot be dealt minimum damage."
    ),
    "yyh.in_play.no_minimum.while_attached": QT_TRANSLATE_NOOP(
        "Effect", "While this character is your fighter: It cannot be dealt minimum damage."
    ),
    "yyh.attack.attack_needs.if_at_least_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "Attack {attack} may be used only if your fighter has at least {least} points of damage.",
    ),
    "yyh.in_play.atk_up.attached.while_attached.if_at_most_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: +{amount} ATK to it if you have at most {most} "
        "characters on your Sideline.",
    ),
    "yyh.in_play.after_blow.damage.if_at_most_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: When its attack deals at least {least} point(s) "
        "of damage to the opposing fighter, that fighter takes {points} more, if you have at "
        "most {most} characters on your Sideline.",
    ),
    "yyh.attack.after_blow.spirit_lose": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If this attack deals at least {least} points of damage, the "
        "opponent loses {amount} Spirit Energy.",
    ),
    "yyh.attack.recycle_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Shuffle every card named {title} in your discard pile into your "
        "deck.",
    ),
    "yyh.attack.switch_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent switches their fighter with a character of their "
        "choice on their Sideline.",
    ),
    "yyh.on_blow.switch_chosen.you.team": QT_TRANSLATE_NOOP(
        "Effect",
        "When this character's attack deals damage to the opposing fighter: Switch it with a "
        "character of your choice on your Sideline that has the {team} Team Symbol.",
    ),
    "yyh.attack.atk_down.fighter.this_attack.per_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: -{amount} ATK to your fighter for the next attack for each card "
        "chosen for this attack.",
    ),
    "yyh.attack.redirect.slot_2_4": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose the opponent's character in Match Slot 2 or 4: the "
        "attack hits it instead of the opposing fighter.",
    ),
    "yyh.attack.redirect.attached": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose a character on the opponent's Sideline with a "
        "card attached: the attack hits it instead of the opposing fighter.",
    ),
    "yyh.attack.redirect.damaged": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose a character with damage on the opponent's "
        "Sideline: the attack hits it instead of the opposing fighter.",
    ),
    "yyh.use_draw.draw_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Discard this card to put the bottom {count} card(s) of your discard "
        "pile into your hand.",
    ),
    "yyh.use_draw.pick.discard.hand.technique.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your fighter is {name}, choose {count} Technique(s) in your "
        "discard pile and put them into your hand.",
    ),
    "yyh.attack.toll": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose a face-up Item in play: the opponent pays its Spirit cost, "
        "or it is discarded if they cannot.",
    ),
    "yyh.cost_down.both.match": QT_TRANSLATE_NOOP(
        "Effect", "For the rest of the match, both fighters' Attack Costs are {amount} lower."
    ),
    "yyh.cost_down.you.this_attack": QT_TRANSLATE_NOOP(
        "Effect", "Your fighter's next attack costs {amount} card(s) less."
    ),
    "yyh.attack.after_blow.damage.later": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If this attack deals at least {least} point(s) of damage to the "
        "opposing fighter, that character takes {points} more at the end of your turn.",
    ),
    "yyh.attack.end_damage.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Your fighter takes {points} damage at the end of this turn.",
    ),
    "yyh.answer_only": QT_TRANSLATE_NOOP(
        "Effect", "Play this card only to answer an attack of the opponent's."
    ),
    "yyh.pick.hand.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect", "You may choose up to {count} card(s) in your hand and discard them."
    ),
    "yyh.atk_down.opponent_fighter.until_draw.per_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "-{amount} ATK to the opposing fighter until your next Draw Step for each card chosen.",
    ),
    "yyh.in_play.attack_cap": QT_TRANSLATE_NOOP(
        "Effect",
        "While this character is your fighter: The opponent may not use an attack of more than "
        "{most} ATK.",
    ),
    "yyh.draw_step.damage.fighter": QT_TRANSLATE_NOOP(
        "Effect", "In your Draw Step: Your fighter takes {points} damage."
    ),
    "yyh.draw_step.mill.you": QT_TRANSLATE_NOOP(
        "Effect", "In your Draw Step: Discard the top {count} card(s) of your deck."
    ),
    "yyh.pick.deck.attached.technique.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "If you have the {team} Team Bonus, search your deck for {count} Technique(s) and attach "
        "them to your fighter without paying their Spirit Energy.",
    ),
    "yyh.draw.you.if_opponent_team_bonus": QT_TRANSLATE_NOOP(
        "Effect", "Draw {count} card(s) if the opponent has the {team} Team Bonus."
    ),
    "yyh.attack.pick.in_play.discard.item.up_to.if_more_than_opponent_spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} face-up Item(s) in play and discard "
        "them if you have more Spirit Energy than the opponent.",
    ),
    "yyh.needs_fifth": QT_TRANSLATE_NOOP(
        "Effect", "Play this card only with a character of yours in Match Slot 5."
    ),
    "yyh.discard_fifth.you": QT_TRANSLATE_NOOP(
        "Effect", "Your character in Match Slot 5 is discarded with every card attached to it."
    ),
    "yyh.discard_fifth.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "The opponent's character in Match Slot 5 is discarded with every card attached to it.",
    ),
    "yyh.attack.attack_needs.pick": QT_TRANSLATE_NOOP(
        "Effect", "Attack {attack} may be used only with a card to choose for it (its cost)."
    ),
    "yyh.attack.pick.face_down.discard.any": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} face-down attached card(s) in play and discard them.",
    ),
    "yyh.attack.discard_face_down.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Every face-down card attached to the opponent's Sideline "
        "characters is discarded.",
    ),
    "yyh.attack.pick_guard": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} face-up attached card(s) in play that raise a "
        "character's DEF and discard them.",
    ),
    "yyh.attack.discard_guards": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Every card attached to the opposing fighter that raises its DEF "
        "is discarded.",
    ),
    "yyh.technique_lock": QT_TRANSLATE_NOOP(
        "Effect", "While this card is attached face up: The opponent may not use Techniques."
    ),
    "yyh.no_minimum.while_attached": QT_TRANSLATE_NOOP(
        "Effect", "While this card is attached face up: No player can deal minimum damage."
    ),
    "yyh.attack.no_technique_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Until your next Draw Step, the attacks of Techniques deal no "
        "damage.",
    ),
    "yyh.pick_other.discard.deck.event.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} Event(s) in your discard pile, none named {title}, and "
        "shuffle them into your deck.",
    ),
    "yyh.lock_events": QT_TRANSLATE_NOOP("Effect", "You may play no more Events this turn."),
    "yyh.attack.pick.deck.hand.named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Search your deck for {count} card(s) named {title} and put them "
        "into your hand.",
    ),
    "yyh.on_attacked.mill.atk_down": QT_TRANSLATE_NOOP(
        "Effect",
        "When the opponent attacks this character as your fighter: Discard the top {count} "
        "card(s) of your deck; the attack gets -{amount} ATK for each Technique among them.",
    ),
    "yyh.villain_boost.if_villain.and_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "If both fighters are villains: for the rest of the game, the attacks of villain "
        "fighters get +{amount} ATK.",
    ),
    "yyh.stand_off": QT_TRANSLATE_NOOP(
        "Effect",
        "For the rest of the match, no player may use a card that discards cards from the "
        "opponent's deck.",
    ),
    "yyh.pick.deck.hand.named.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "You may search your deck for up to {count} card(s) named {title} and put them into "
        "your hand.",
    ),
}

#: The action a player answers a chosen discard with, and its refusals (see
#: :mod:`.opponent_choice`), registered by :mod:`.messages`.
ACTION_NAMES: dict[str, str] = {
    "yyh.choose_discards": QT_TRANSLATE_NOOP(
        "Action", "Discard the cards of your choice a card effect asks for"
    ),
    "yyh.choose_switch": QT_TRANSLATE_NOOP(
        "Action", "Switch your fighter with {card} (your choice, for a card effect)"
    ),
}
REASONS: dict[str, str] = {
    "yyh.choice_pending": QT_TRANSLATE_NOOP(
        "Reason",
        "A card effect waits for a player's choice first: the cards they discard from their hand.",
    ),
    "yyh.no_choice_owed": QT_TRANSLATE_NOOP(
        "Reason", "No card effect asks you to discard cards of your choice now."
    ),
    "yyh.attack_needs": QT_TRANSLATE_NOOP(
        "Reason",
        "Attack {number} of {card} may not be used now: its card's condition does not hold.",
    ),
    "yyh.not_a_candidate": QT_TRANSLATE_NOOP(
        "Reason", "{card} may not come in for this switch (a character of your Sideline it names)."
    ),
    "yyh.only_an_answer": QT_TRANSLATE_NOOP(
        "Reason", "This Event may be played only to answer an attack of the opponent's."
    ),
    "yyh.attack_capped": QT_TRANSLATE_NOOP(
        "Reason", "The opposing fighter allows no attack of more than {most} ATK."
    ),
    "yyh.no_fifth_character": QT_TRANSLATE_NOOP(
        "Reason", "This Event may be played only with a character of yours in Match Slot 5."
    ),
    "yyh.techniques_locked": QT_TRANSLATE_NOOP(
        "Reason", "A card of the opponent's bars your Techniques now."
    ),
    "yyh.events_locked": QT_TRANSLATE_NOOP(
        "Reason", "You may play no more Events this turn (a card's effect)."
    ),
    "yyh.stood_off": QT_TRANSLATE_NOOP(
        "Reason", "No card that discards from the opponent's deck may be used this match."
    ),
    "yyh.chosen_count": QT_TRANSLATE_NOOP(
        "Reason", "The card effect asks for {count} card(s) from your hand; {given} given."
    ),
}

#: The card counters these effects keep on a fighter, as its badges name them.
COUNTER_NAMES: dict[str, str] = {
    "cost.attack": QT_TRANSLATE_NOOP("Counter", "Attack Cost (next attack)"),
    "cost.draw0": QT_TRANSLATE_NOOP("Counter", "Attack Cost (until a Draw Step)"),
    "cost.draw1": QT_TRANSLATE_NOOP("Counter", "Attack Cost (until a Draw Step)"),
    "cost.match": QT_TRANSLATE_NOOP("Counter", "Attack Cost (this match)"),
    "hurt_at_end": QT_TRANSLATE_NOOP("Counter", "Damage at the turn's end"),
    "nomin_deal.attack": QT_TRANSLATE_NOOP("Counter", "No minimum damage dealt"),
    "nomin_take.draw0": QT_TRANSLATE_NOOP("Counter", "No minimum damage taken"),
    "nomin_take.draw1": QT_TRANSLATE_NOOP("Counter", "No minimum damage taken"),
    "notech.draw0": QT_TRANSLATE_NOOP("Counter", "No damage from Techniques"),
    "notech.draw1": QT_TRANSLATE_NOOP("Counter", "No damage from Techniques"),
    # the other effects' card counters that a badge shows (not fresh.turn: bookkeeping)
    "atk_twice.turn": QT_TRANSLATE_NOOP("Counter", "ATK doubled this turn"),
    "aligned": QT_TRANSLATE_NOOP("Counter", "Alignment changed"),
    "borrowed_until": QT_TRANSLATE_NOOP("Counter", "Borrowed until turn"),
    "give_away": QT_TRANSLATE_NOOP("Counter", "Given to the opponent"),
    "leave_at_end": QT_TRANSLATE_NOOP("Counter", "Leaves at the turn's end"),
    "team_gained": QT_TRANSLATE_NOOP("Counter", "Team Symbol gained"),
}

register_messages("Effect", MESSAGES)
register_messages("Counter", COUNTER_NAMES)
