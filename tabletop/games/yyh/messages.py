"""The words of the Yu Yu Hakusho package: its reason codes (refusals, deck rules, results)
and the names of its actions, registered with :mod:`tabletop.games.messages` on import.

Templates are marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` (reason codes) and
``QT_TRANSLATE_NOOP("Action", ...)`` (action names); ``{field}`` placeholders take the code's
parameters or the action's fields.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

from . import (  # noqa: F401
    effect_messages,
    effect_messages_choice,
    effect_messages_cond,
    effect_messages_def,
    effect_messages_dt,
    effect_messages_dt_a,
    effect_messages_dt_b,
    effect_messages_gf,
    effect_messages_gf2,
    effect_messages_more,
    effect_messages_names,
    effect_messages_timing,
)

MESSAGES: dict[str, str] = {
    # --- Yu Yu Hakusho deck rules (tabletop.games.yyh.deck_rules) ---------------------------
    "yyh.not_yyh_deck": QT_TRANSLATE_NOOP("Reason", "This is not a Yu Yu Hakusho deck ({game})."),
    "yyh.unknown_card": QT_TRANSLATE_NOOP("Reason", "Unknown card id “{id}” in [{section}]."),
    "yyh.wrong_game": QT_TRANSLATE_NOOP(
        "Reason", "{id} in [{section}] is a card of another game ({game})."
    ),
    "yyh.team_size": QT_TRANSLATE_NOOP(
        "Reason", "The team has {count} starting characters; it needs exactly {required}."
    ),
    "yyh.team_not_character": QT_TRANSLATE_NOOP(
        "Reason", "{name} ({id}) in the team is not a character."
    ),
    "yyh.team_duplicate": QT_TRANSLATE_NOOP(
        "Reason", "{name} is in the team {count} times; each starting character only once."
    ),
    "yyh.deck_size": QT_TRANSLATE_NOOP(
        "Reason", "The deck holds {count} cards besides the team; it needs at least {min}."
    ),
    "yyh.copy_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; at most {limit} are allowed."
    ),
    "yyh.card_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; the card allows only {limit} per deck."
    ),
    "yyh.banned_card": QT_TRANSLATE_NOOP("Reason", "{name} may not be played in a deck."),
    "yyh.not_your_turn": QT_TRANSLATE_NOOP("Reason", "It is not your turn."),
    "yyh.wrong_step": QT_TRANSLATE_NOOP(
        "Reason", "Not possible in the {step} step; it needs the {needed} step."
    ),
    "yyh.game_over": QT_TRANSLATE_NOOP("Reason", "The game is over."),
    "yyh.not_started": QT_TRANSLATE_NOOP("Reason", "The game has not started yet."),
    "yyh.already_started": QT_TRANSLATE_NOOP("Reason", "The game has already started."),
    "yyh.spirit_short": QT_TRANSLATE_NOOP(
        "Reason", "It costs {cost} Spirit Energy; you have {spirit}."
    ),
    "yyh.spirit_range": QT_TRANSLATE_NOOP(
        "Reason", "Spirit Energy must be from 0 to {cap} (not {value})."
    ),
    "yyh.not_in_hand": QT_TRANSLATE_NOOP("Reason", "That card is not in your hand."),
    "yyh.not_attachable": QT_TRANSLATE_NOOP("Reason", "Only Items and Techniques can be attached."),
    "yyh.not_your_character": QT_TRANSLATE_NOOP(
        "Reason", "Cards can only be attached to your own characters in play."
    ),
    "yyh.not_event": QT_TRANSLATE_NOOP("Reason", "That card is not an Event."),
    "yyh.bad_duration": QT_TRANSLATE_NOOP("Reason", "Unknown effect duration “{duration}”."),
    "yyh.wrong_duration.now": QT_TRANSLATE_NOOP(
        "Reason",
        "This Event's effects are all done as it is played: it goes straight to the discard pile.",
    ),
    "yyh.wrong_duration.turn": QT_TRANSLATE_NOOP(
        "Reason",
        "This Event's effects last this turn: it stays in the Events area until the turn ends.",
    ),
    "yyh.wrong_duration.draw": QT_TRANSLATE_NOOP(
        "Reason",
        "This Event's effects last until your next Draw Step: it stays in the Events area until then.",
    ),
    "yyh.wrong_duration.match": QT_TRANSLATE_NOOP(
        "Reason",
        "This Event's effects last this match: it stays in the Events area until the match ends.",
    ),
    "yyh.wrong_duration.game": QT_TRANSLATE_NOOP(
        "Reason",
        "This Event's effects last the whole game: it stays in the Events area until the game ends.",
    ),
    "yyh.not_character": QT_TRANSLATE_NOOP("Reason", "Only a character can go into Match Slot 5."),
    "yyh.fifth_used": QT_TRANSLATE_NOOP(
        "Reason", "You have already put a character into Match Slot 5 this game."
    ),
    "yyh.slot_taken": QT_TRANSLATE_NOOP("Reason", "Match Slot {slot} is already taken."),
    "yyh.attack_used": QT_TRANSLATE_NOOP("Reason", "You have already attacked this turn."),
    "yyh.no_fighter": QT_TRANSLATE_NOOP("Reason", "You have no fighter in the Arena."),
    "yyh.no_target": QT_TRANSLATE_NOOP("Reason", "The opponent has no fighter in the Arena."),
    "yyh.no_such_attack": QT_TRANSLATE_NOOP(
        "Reason", "That card has no such attack for your fighter."
    ),
    "yyh.technique_face_down": QT_TRANSLATE_NOOP(
        "Reason", "A face-down Technique cannot be used to attack."
    ),
    "yyh.attack_value_needed": QT_TRANSLATE_NOOP(
        "Reason", "This attack's Attack Value is variable: give its value."
    ),
    "yyh.hand_short": QT_TRANSLATE_NOOP(
        "Reason", "The Attack Cost is {cost} cards; you hold {hand}."
    ),
    "yyh.attack_cost": QT_TRANSLATE_NOOP(
        "Reason", "Discard exactly {cost} cards for the Attack Cost (not {count})."
    ),
    "yyh.discard_not_in_hand": QT_TRANSLATE_NOOP(
        "Reason", "Cards to discard must come from your hand."
    ),
    "yyh.min_damage_not_needed": QT_TRANSLATE_NOOP(
        "Reason", "Minimum damage only applies when an attack deals 0; this one deals {points}."
    ),
    "yyh.min_damage_cost": QT_TRANSLATE_NOOP(
        "Reason", "Minimum damage costs {cost} cards from hand (not {count})."
    ),
    "yyh.not_in_play": QT_TRANSLATE_NOOP(
        "Reason", "That character is not in the Arena or on the Sideline."
    ),
    "yyh.empty_slot": QT_TRANSLATE_NOOP("Reason", "Match Slot {slot} is empty."),
    "yyh.bad_slot": QT_TRANSLATE_NOOP("Reason", "There is no Sideline Match Slot {slot}."),
    "yyh.bad_stat": QT_TRANSLATE_NOOP("Reason", "Unknown modifier {stat} for {scope}."),
    "yyh.no_match": QT_TRANSLATE_NOOP("Reason", "That player has no fighter in a match."),
    "yyh.not_your_card": QT_TRANSLATE_NOOP(
        "Reason", "That card is in the other player's hand or deck."
    ),
    "yyh.move_not_allowed": QT_TRANSLATE_NOOP(
        "Reason", "No rule action puts that card there now; apply a card's effect from its menu."
    ),
    "yyh.bad_points": QT_TRANSLATE_NOOP(
        "Reason", "Damage or healing must be 1 to 4 points (not {points})."
    ),
    "yyh.technique_fighter_only": QT_TRANSLATE_NOOP(
        "Reason", "Techniques can only be attached to your fighter, not to the Sideline."
    ),
    "yyh.characters_per_turn": QT_TRANSLATE_NOOP(
        "Reason", "You may place only {limit} character card(s) per turn."
    ),
    "yyh.same_character": QT_TRANSLATE_NOOP(
        "Reason", "{name} is already in play on that side: the first one stays."
    ),
    "yyh.attack_pending": QT_TRANSLATE_NOOP(
        "Reason", "An attack is waiting: the defender answers it first."
    ),
    "yyh.min_damage_later": QT_TRANSLATE_NOOP(
        "Reason", "Minimum damage is chosen after the attack resolves to 0 damage."
    ),
    "yyh.no_moment": QT_TRANSLATE_NOOP("Reason", "No attack is waiting for an answer."),
    "yyh.flip_by_rules": QT_TRANSLATE_NOOP(
        "Reason",
        "Only the rules turn cards over: a face-down card turns face up when its character "
        "enters the Arena.",
    ),
    "yyh.rotate_characters": QT_TRANSLATE_NOOP(
        "Reason", "Only a character in play turns sideways, by damage or healing."
    ),
    "yyh.shuffle_own": QT_TRANSLATE_NOOP("Reason", "You can shuffle only your own deck or hand."),
    "yyh.counter_by_rules": QT_TRANSLATE_NOOP(
        "Reason", "The rules keep this count; apply a card's effect from the card's menu."
    ),
    "yyh.fighter_stays": QT_TRANSLATE_NOOP(
        "Reason",
        "The fighter leaves the Arena only when defeated, when its match is lost or by a switch.",
    ),
    "yyh.other_side": QT_TRANSLATE_NOOP("Reason", "A card stays on its owner's side of the table."),
    "yyh.hidden_card": QT_TRANSLATE_NOOP(
        "Reason", "That card of the other player is hidden from you."
    ),
    "yyh.already_there": QT_TRANSLATE_NOOP("Reason", "That card is already there."),
    "yyh.effect_place": QT_TRANSLATE_NOOP("Reason", "No card effect puts that card there."),
    "yyh.not_your_moment": QT_TRANSLATE_NOOP("Reason", "The other player answers the attack now."),
    "yyh.win.matches": QT_TRANSLATE_NOOP("Reason", "{player} wins with 3 match wins."),
    "yyh.win.deck_out": QT_TRANSLATE_NOOP(
        "Reason", "{player} wins: the opponent had to draw or discard from an empty deck."
    ),
    "yyh.win.most_matches": QT_TRANSLATE_NOOP(
        "Reason", "{player} wins with more match wins after five matches."
    ),
    "yyh.win.draw": QT_TRANSLATE_NOOP("Reason", "The game is a draw."),
    "yyh.bonus.urameshi": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Urameshi: +1 Spirit in your Draw Step; Attack Cost cards go under your deck.",
    ),
    "yyh.bonus.saint_beasts": QT_TRANSLATE_NOOP(
        "Reason", "Team Saint Beasts: draw a card at the end of your turn."
    ),
    "yyh.bonus.toguro": QT_TRANSLATE_NOOP(
        "Reason", "Team Toguro: when you attack, discard up to 2 cards for +3000 ATK each."
    ),
    "yyh.bonus.masho": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Masho: a 5th character from the deck at setup; your Match Slots lie face down.",
    ),
    "yyh.bonus.rokuyukai": QT_TRANSLATE_NOOP(
        "Reason", "Team Rokuyukai: your Rokuyukai characters get +2000 DEF."
    ),
    "yyh.bonus.ichigaki": QT_TRANSLATE_NOOP(
        "Reason", "Team Ichigaki: cards attached to the opponent's Sideline characters are face up."
    ),
    "yyh.bonus.uraotogi": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Uraotogi: the opponent keeps 1 card paying Attack Cost, cannot draw holding 6+.",
    ),
    "yyh.bonus.genkai": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Genkai: when a Genkai character enters the Arena, search your deck for a Technique.",
    ),
    "yyh.bonus.sarayashki": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Sarayashki: once a turn, discard an Item and pay 1 Spirit to search an Item.",
    ),
    "yyh.bonus.koenma": QT_TRANSLATE_NOOP(
        "Reason", "Team Koenma: when attacked, discard your top 2 cards; -2000 ATK per Event."
    ),
    "yyh.bonus.sensui": QT_TRANSLATE_NOOP(
        "Reason", "Team Sensui: your Sensui characters count as both Heroes and Villains."
    ),
    "yyh.bonus.kuroko": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Kuroko: use face-up attacks of any of your characters in play (+1 cost off-team).",
    ),
    "yyh.bonus.mukuro": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Mukuro: per point your fighter deals, the opponent discards their top 2 cards.",
    ),
    "yyh.bonus.raizen": QT_TRANSLATE_NOOP(
        "Reason", "Team Raizen: your Team Leaders get +2000 ATK and +2000 DEF."
    ),
    "yyh.bonus.yomi": QT_TRANSLATE_NOOP(
        "Reason",
        "Team Yomi: once per turn, pay 2 Spirit to play a card from the opponent's discard pile.",
    ),
    "yyh.bonus.spirit_defense_force": QT_TRANSLATE_NOOP(
        "Reason", "Spirit Defense Force: +1000 ATK for each villain the opponent has in play."
    ),
    "yyh.bonus.kurama": QT_TRANSLATE_NOOP(
        "Reason", "Team Kurama: you need one fewer matching Team Symbol for a Team Bonus."
    ),
}
ACTION_NAMES: dict[str, str] = {
    "yyh.start": QT_TRANSLATE_NOOP("Action", "Start the game"),
    "yyh.attach": QT_TRANSLATE_NOOP("Action", "Attach {card} to {target}"),
    "yyh.event": QT_TRANSLATE_NOOP("Action", "Play {card}"),
    "yyh.event.now": QT_TRANSLATE_NOOP("Action", "Play {card} (effect at once)"),
    "yyh.event.turn": QT_TRANSLATE_NOOP("Action", "Play {card} (lasts this turn)"),
    "yyh.event.draw": QT_TRANSLATE_NOOP("Action", "Play {card} (lasts until your next Draw Step)"),
    "yyh.event.match": QT_TRANSLATE_NOOP("Action", "Play {card} (lasts this match)"),
    "yyh.event.game": QT_TRANSLATE_NOOP("Action", "Play {card} (lasts the whole game)"),
    "yyh.fifth": QT_TRANSLATE_NOOP("Action", "Put {card} into Match Slot 5"),
    "yyh.attack": QT_TRANSLATE_NOOP("Action", "Attack with {card} (attack {number})"),
    "yyh.pass": QT_TRANSLATE_NOOP("Action", "Pass: the attack goes on"),
    "yyh.min_damage": QT_TRANSLATE_NOOP(
        "Action", "Discard cards to deal 1 point of minimum damage"
    ),
    "yyh.damage": QT_TRANSLATE_NOOP("Action", "Card effect: {points} damage to {card}"),
    "yyh.heal": QT_TRANSLATE_NOOP("Action", "Card effect: heal {points} damage of {card}"),
    "yyh.spirit": QT_TRANSLATE_NOOP("Action", "Card effect: {amount} Spirit Energy for {player}"),
    "yyh.switch": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {player} switches the fighter with Match Slot {slot}"
    ),
    "yyh.effect_move": QT_TRANSLATE_NOOP("Action", "Card effect: move {card} to {to_zone}"),
    "yyh.mill": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {player} discards the top {count} of the deck"
    ),
    "yyh.modify": QT_TRANSLATE_NOOP("Action", "Card effect: {stat} {amount} for {card}"),
    "yyh.modify.attack": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stat} {amount:+} for {card} (this attack)"
    ),
    "yyh.modify.turn": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stat} {amount:+} for {card} (this turn)"
    ),
    "yyh.modify.draw": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stat} {amount:+} for {card} (until the next Draw Step)"
    ),
    "yyh.modify.match": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stat} {amount:+} for {card} (this match)"
    ),
    "yyh.allow_attack": QT_TRANSLATE_NOOP("Action", "Card effect: one more attack this turn"),
    "yyh.lose_match": QT_TRANSLATE_NOOP("Action", "Card effect: {player} loses the match"),
}

ZONE_NAMES: dict[str, str] = {
    "arena": QT_TRANSLATE_NOOP("Zone", "Arena"),
    "fighter": QT_TRANSLATE_NOOP("Zone", "Arena"),
    "items": QT_TRANSLATE_NOOP("Zone", "Items"),
    "techs": QT_TRANSLATE_NOOP("Zone", "Techniques"),
    "techniques": QT_TRANSLATE_NOOP("Zone", "Techniques"),
    "sideline": QT_TRANSLATE_NOOP("Zone", "Sideline"),
    "slot": QT_TRANSLATE_NOOP("Zone", "Match Slot"),
    "slot5": QT_TRANSLATE_NOOP("Zone", "Match Slot 5"),
    "winners_circle": QT_TRANSLATE_NOOP("Zone", "Winner's Circle"),
    "events": QT_TRANSLATE_NOOP("Zone", "Events"),
    "attached": QT_TRANSLATE_NOOP("Zone", "Attached"),
}
STEP_NAMES: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("Step", "Draw"),
    "main": QT_TRANSLATE_NOOP("Step", "Main"),
    "attack": QT_TRANSLATE_NOOP("Step", "Attack"),
    "end": QT_TRANSLATE_NOOP("Step", "End"),
}
COUNTER_NAMES: dict[str, str] = {
    "spirit": QT_TRANSLATE_NOOP("Counter", "Spirit Energy"),
    "match_wins": QT_TRANSLATE_NOOP("Counter", "Match wins"),
    "damage": QT_TRANSLATE_NOOP("Counter", "Damage"),
}

MESSAGES.update(effect_messages_timing.REASONS)  # a card used for its effect
ACTION_NAMES.update(effect_messages_timing.ACTION_NAMES)
MESSAGES.update(effect_messages_dt.REASONS)  # a discard of the player's own choice
ACTION_NAMES.update(effect_messages_dt.ACTION_NAMES)
MESSAGES.update(effect_messages_dt_a.REASONS)  # a character's ability, an End Step Event
ACTION_NAMES.update(effect_messages_dt_a.ACTION_NAMES)
register_messages("Reason", MESSAGES)
register_messages("Action", ACTION_NAMES)

LOG_PHRASES: dict[str, str] = {
    "yyh.damaged": QT_TRANSLATE_NOOP("Log", "{card} takes {count} points of damage"),
    "yyh.damaged_one": QT_TRANSLATE_NOOP("Log", "{card} takes 1 point of damage"),
    "yyh.healed": QT_TRANSLATE_NOOP("Log", "{card} heals {count} points of damage"),
    "yyh.healed_one": QT_TRANSLATE_NOOP("Log", "{card} heals 1 point of damage"),
    "yyh.defeated": QT_TRANSLATE_NOOP(
        "Log", "{card} takes {count} points of damage and is defeated"
    ),
    "yyh.defeated_one": QT_TRANSLATE_NOOP("Log", "{card} takes 1 point of damage and is defeated"),
    "yyh.no_damage": QT_TRANSLATE_NOOP("Log", "{attacker}'s attack deals no damage"),
    "yyh.spirit": QT_TRANSLATE_NOOP("Log", "{player}'s Spirit Energy: {old} → {new}"),
    "yyh.match_won": QT_TRANSLATE_NOOP("Log", "{player} wins the match"),
    "yyh.match": QT_TRANSLATE_NOOP("Log", "Match {match} begins"),
    "yyh.attack_cost": QT_TRANSLATE_NOOP(
        "Log", "{player} discards {count} cards for the Attack Cost"
    ),
    "yyh.attack_cost_one": QT_TRANSLATE_NOOP("Log", "{player} discards 1 card for the Attack Cost"),
    "yyh.milled": QT_TRANSLATE_NOOP(
        "Log", "{count} cards from the top of {player}'s deck discarded"
    ),
    "yyh.milled_one": QT_TRANSLATE_NOOP("Log", "1 card from the top of {player}'s deck discarded"),
}
"""Phrases of the log (:mod:`tabletop.games.yyh.describe`)."""
register_messages("Log", LOG_PHRASES)
register_messages("Zone", ZONE_NAMES)
register_messages("Step", STEP_NAMES)
register_messages("Counter", COUNTER_NAMES)

BUNDLED_DECK_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Deck", "Team Urameshi"),
    QT_TRANSLATE_NOOP("Deck", "Team Toguro"),
    QT_TRANSLATE_NOOP("Deck", "Team Urameshi, even match"),
    QT_TRANSLATE_NOOP("Deck", "Team Toguro, even match"),
)
"""The names of the bundled decks (their ``name:`` lines), for the catalog: a deck's name is
shown translated under the context ``Deck``."""
