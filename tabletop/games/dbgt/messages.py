"""The words of the Dragon Ball GT package: its reason codes (refusals, deck rules, results)
and the names of its actions, registered with :mod:`tabletop.games.messages` on import.

Templates are marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` (reason codes) and
``QT_TRANSLATE_NOOP("Action", ...)`` (action names); ``{field}`` placeholders take the code's
parameters or the action's fields.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    # --- Dragon Ball GT deck rules (tabletop.games.dbgt.deck_rules) -------------------------
    "dbgt.not_dbgt_deck": QT_TRANSLATE_NOOP(
        "Reason", "This is not a Dragon Ball GT deck ({game})."
    ),
    "dbgt.unknown_card": QT_TRANSLATE_NOOP("Reason", "Unknown card id “{id}” in [{section}]."),
    "dbgt.wrong_game": QT_TRANSLATE_NOOP(
        "Reason", "{id} in [{section}] is a card of another game ({game})."
    ),
    "dbgt.wrong_section": QT_TRANSLATE_NOOP("Reason", "{name} ({id}) cannot be in [{section}]."),
    "dbgt.deck_size": QT_TRANSLATE_NOOP(
        "Reason",
        "The Life Deck and Main Personality hold {count} cards; they must hold {min} to {max}.",
    ),
    "dbgt.mp_missing": QT_TRANSLATE_NOOP("Reason", "The deck has no Main Personality."),
    "dbgt.mp_characters": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality levels are of more than one character: {characters}."
    ),
    "dbgt.mp_level_missing": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is missing from the Main Personality."
    ),
    "dbgt.mp_level_gap": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is missing below a higher level."
    ),
    "dbgt.mp_level_repeated": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} is there {count} times; each level only once."
    ),
    "dbgt.mp_level_too_high": QT_TRANSLATE_NOOP(
        "Reason", "{id} is level {level}; the Main Personality may go up to level {max}."
    ),
    "dbgt.backer_missing": QT_TRANSLATE_NOOP(
        "Reason", "Hi-tech levels of {character} need a backer card."
    ),
    "dbgt.backer_count": QT_TRANSLATE_NOOP(
        "Reason", "The deck holds {count} backer cards; only one is allowed."
    ),
    "dbgt.backer_unneeded": QT_TRANSLATE_NOOP(
        "Reason", "{name} ({id}) is a backer, but no Main Personality level is hi-tech."
    ),
    "dbgt.backer_name": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a backer for {backer_for}, not for {character}."
    ),
    "dbgt.backer_style": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {style} backer, but the declared style is {declared}."
    ),
    "dbgt.named_card": QT_TRANSLATE_NOOP(
        "Reason", "{name} is named for {character}, who is not in this deck."
    ),
    "dbgt.alignment_card": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {marker} card, but the Main Personality is a {alignment}."
    ),
    "dbgt.style_mastery": QT_TRANSLATE_NOOP(
        "Reason",
        "The declared {style} style needs exactly one {style} Mastery; the deck has {count}.",
    ),
    "dbgt.style_no_card": QT_TRANSLATE_NOOP(
        "Reason", "The declared {style} style needs at least one other {style} card."
    ),
    "dbgt.style_heritage": QT_TRANSLATE_NOOP(
        "Reason",
        "The {style} style needs a {heritage} Main Personality (this one is {mp_heritage}).",
    ),
    "dbgt.mastery_without_style": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {style} Mastery, but the declared style is {declared}."
    ),
    "dbgt.dragon_balls_mixed": QT_TRANSLATE_NOOP(
        "Reason", "The Dragon Balls come from more than one set: {sets}."
    ),
    "dbgt.dragon_balls_incomplete": QT_TRANSLATE_NOOP(
        "Reason", "The {set} Dragon Balls are incomplete; missing: {missing}."
    ),
    "dbgt.ally_same_character": QT_TRANSLATE_NOOP(
        "Reason", "{name} cannot be an ally: {character} is the Main Personality."
    ),
    "dbgt.ally_alignment": QT_TRANSLATE_NOOP(
        "Reason", "{name} is a {alignment} ally, but the Main Personality is a {mp_alignment}."
    ),
    "dbgt.ally_hi_tech": QT_TRANSLATE_NOOP(
        "Reason", "{name} is hi-tech: hi-tech personalities can only be Main Personality levels."
    ),
    "dbgt.ally_level_too_high": QT_TRANSLATE_NOOP(
        "Reason", "{name} is level {level}; allies may go up to level {max}."
    ),
    "dbgt.ally_level_run": QT_TRANSLATE_NOOP(
        "Reason", "{character} level {level} needs the level {missing} card below it."
    ),
    "dbgt.copy_limit": QT_TRANSLATE_NOOP(
        "Reason", "{count} copies of {name}; at most {limit} are allowed."
    ),
    "dbgt.banned": QT_TRANSLATE_NOOP("Reason", "{name} may not be played in a deck."),
    # --- turn and steps ---------------------------------------------------------------------
    "dbgt.not_started": QT_TRANSLATE_NOOP("Reason", "The game has not begun yet."),
    "dbgt.game_started": QT_TRANSLATE_NOOP("Reason", "The game has already begun."),
    "dbgt.not_your_step": QT_TRANSLATE_NOOP("Reason", "{player} may not act now (step: {step})."),
    "dbgt.wrong_step": QT_TRANSLATE_NOOP(
        "Reason", "This is done in the {needed} step, not in the {step} step."
    ),
    "dbgt.combat_ends_by_passing": QT_TRANSLATE_NOOP(
        "Reason", "Combat ends only when both players pass in a row."
    ),
    "dbgt.hand_over_limit": QT_TRANSLATE_NOOP(
        "Reason", "Discard down to the hand limit first ({count} cards in hand, limit {limit})."
    ),
    "dbgt.hand_at_limit": QT_TRANSLATE_NOOP(
        "Reason", "The hand is already at the limit ({count} cards, limit {limit})."
    ),
    "dbgt.discard_down_count": QT_TRANSLATE_NOOP(
        "Reason",
        "Discard exactly {count} cards to come down to the hand limit ({hand} in hand, "
        "limit {limit}).",
    ),
    "dbgt.discard_twice": QT_TRANSLATE_NOOP("Reason", "The same card is named twice."),
    "dbgt.rejuvenation_after_combat": QT_TRANSLATE_NOOP(
        "Reason", "No Rejuvenation: Combat was declared this turn."
    ),
    "dbgt.already_rejuvenated": QT_TRANSLATE_NOOP(
        "Reason", "Rejuvenation was already used this turn."
    ),
    # --- Non-Combat placements and levels --------------------------------------------------
    "dbgt.not_in_hand": QT_TRANSLATE_NOOP("Reason", "Card {card} is not in your hand."),
    "dbgt.not_placeable": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} ({type}) cannot be placed in the Non-Combat step."
    ),
    "dbgt.no_ally_slot": QT_TRANSLATE_NOOP("Reason", "There is no free place for another ally."),
    "dbgt.ally_is_mp": QT_TRANSLATE_NOOP(
        "Reason", "{character} is your Main Personality and cannot also be an ally."
    ),
    "dbgt.ally_above_mp": QT_TRANSLATE_NOOP(
        "Reason",
        "An ally of level {level} cannot enter play above the Main Personality's level {mp_level}.",
    ),
    "dbgt.overlay_level": QT_TRANSLATE_NOOP(
        "Reason", "This ally is in play: only its level {needed} may go on top (not level {level})."
    ),
    "dbgt.overlay_target": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} can only go on the ally of the same name."
    ),
    "dbgt.drill_style_in_play": QT_TRANSLATE_NOOP(
        "Reason", "A {style} Drill is already in play on your side; the first one stays."
    ),
    "dbgt.dragon_ball_in_play": QT_TRANSLATE_NOOP(
        "Reason", "Dragon Ball {number} is already in play; the first one stays."
    ),
    "dbgt.no_higher_level": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality has no level above level {level}."
    ),
    "dbgt.no_lower_level": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality has no level below level {level}."
    ),
    "dbgt.level_up_cards": QT_TRANSLATE_NOOP(
        "Reason",
        "The {count} cards named to pay for the level-up are not all in your discard pile.",
    ),
    "dbgt.rejuvenate_cards": QT_TRANSLATE_NOOP(
        "Reason", "Choose {count} different cards of your discard pile to put back."
    ),
    "dbgt.not_your_turn_level_up": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality levels up only during its player's own turn."
    ),
    "dbgt.not_usable": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is neither an Event in your hand nor a Setup in play."
    ),
    "dbgt.lasts_in_play": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} acts while it stays in play; it is not used."
    ),
    # --- Combat ------------------------------------------------------------------------------
    "dbgt.attack_pending": QT_TRANSLATE_NOOP(
        "Reason", "An attack is waiting for the defender's answer."
    ),
    "dbgt.answer_the_attack": QT_TRANSLATE_NOOP(
        "Reason", "Defend against the attack or take it first."
    ),
    "dbgt.no_attack_pending": QT_TRANSLATE_NOOP("Reason", "There is no attack to answer."),
    "dbgt.not_an_attack": QT_TRANSLATE_NOOP("Reason", "Card {card} cannot attack."),
    "dbgt.attack_kind_printed": QT_TRANSLATE_NOOP(
        "Reason", "The attack of card {card} is of the other kind, as its card says."
    ),
    "dbgt.attack_kind_needed": QT_TRANSLATE_NOOP(
        "Reason", "Say whether the attack of card {card} is physical or energy."
    ),
    "dbgt.not_in_control": QT_TRANSLATE_NOOP(
        "Reason", "Only the personality in control of Combat attacks (card {card} is not)."
    ),
    "dbgt.power_used": QT_TRANSLATE_NOOP(
        "Reason", "The power of card {card} was already used this turn."
    ),
    "dbgt.not_a_defense": QT_TRANSLATE_NOOP("Reason", "Card {card} is not a defense."),
    "dbgt.defense_kind": QT_TRANSLATE_NOOP(
        "Reason", "This defense stops {defends} attacks; the attack is {attack}."
    ),
    "dbgt.cost_unpayable": QT_TRANSLATE_NOOP(
        "Reason", "The cost of {cost} cannot be paid in full ({available} available)."
    ),
    "dbgt.not_your_personality": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is not one of your personalities in play."
    ),
    "dbgt.payment_not_cost": QT_TRANSLATE_NOOP(
        "Reason", "The stages chosen ({paid}) are not the cost ({cost})."
    ),
    "dbgt.share_unpayable": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} cannot pay {share} stages (it is at stage {stage})."
    ),
    "dbgt.no_double_power": QT_TRANSLATE_NOOP(
        "Reason", "The Double-Power Rule was not applied in this game's setup like that."
    ),
    "dbgt.defender_draw_first": QT_TRANSLATE_NOOP(
        "Reason", "Combat has just been entered: the defender draws first."
    ),
    "dbgt.defender_has_drawn": QT_TRANSLATE_NOOP(
        "Reason", "The defender has already drawn for this Combat."
    ),
    "dbgt.control_mp_stage": QT_TRANSLATE_NOOP(
        "Reason",
        "An ally may take control of Combat only while the Main Personality is at stage 0 or 1 "
        "(it is at {stage}).",
    ),
    "dbgt.already_in_control": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is already in control of Combat."
    ),
    "dbgt.not_in_play": QT_TRANSLATE_NOOP("Reason", "Card {card} is not a personality in play."),
    "dbgt.no_capture": QT_TRANSLATE_NOOP(
        "Reason",
        "A Dragon Ball is captured only right after an attack that discarded {threshold} or more "
        "life cards.",
    ),
    "dbgt.not_capturable": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is not a Dragon Ball your opponent controls."
    ),
    "dbgt.endurance_card": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} was not just lost to attack damage."
    ),
    "dbgt.endurance_unavailable": QT_TRANSLATE_NOOP(
        "Reason", "Endurance needs a declared fighting style and its Mastery in play."
    ),
    # --- card effects and table moves --------------------------------------------------------
    "dbgt.stage_out_of_ladder": QT_TRANSLATE_NOOP(
        "Reason", "Stage {stage} is not on this card (stages 0 to {top})."
    ),
    "dbgt.mp_never_leaves": QT_TRANSLATE_NOOP("Reason", "The Main Personality never leaves play."),
    "dbgt.mastery_never_leaves": QT_TRANSLATE_NOOP("Reason", "A Mastery never leaves play."),
    "dbgt.wrong_zone": QT_TRANSLATE_NOOP("Reason", "Card {card} cannot go to {zone}."),
    "dbgt.other_side": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} stays on its owner's side of the table ({zone} is not)."
    ),
    "dbgt.move_not_allowed": QT_TRANSLATE_NOOP(
        "Reason", "No rule moves card {card} to {zone} now; use a card-effect action."
    ),
    "dbgt.use_card_effect": QT_TRANSLATE_NOOP(
        "Reason", "That is not a rule action here; use a card-effect action."
    ),
    "dbgt.not_your_life_deck": QT_TRANSLATE_NOOP(
        "Reason", "Only your own Life Deck may be shuffled ({zone})."
    ),
    # --- results -------------------------------------------------------------------------------
    "dbgt.win.survival": QT_TRANSLATE_NOOP(
        "Reason", "Survival Victory: the opponent's Life Deck ran out."
    ),
    "dbgt.win.dragon_ball": QT_TRANSLATE_NOOP(
        "Reason", "Dragon Ball Victory: all seven Dragon Balls of one set."
    ),
    "dbgt.win.dragon_ball_capture": QT_TRANSLATE_NOOP(
        "Reason", "Dragon Ball Victory: all seven captured balls still held at the turn's start."
    ),
    "dbgt.win.dragon_ball_loop": QT_TRANSLATE_NOOP(
        "Reason", "Dragon Ball Loop: the opponent's Life Deck held only Dragon Balls."
    ),
}

# --- Card effects (effect_words) ------------------------------------------------------
# One whole sentence per variant of an effect's words (tabletop.cards.effect_models).
EFFECT_WORDS: dict[str, str] = {
    "dbgt.attack.physical": QT_TRANSLATE_NOOP(
        "Effect", "This card is a physical attack, at the rules' cost and damage."
    ),
    "dbgt.attack.physical.pat": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack at the rules' cost; damage: Physical Attack Table{modifier}.",
    ),
    "dbgt.attack.physical.life": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack at the rules' cost; damage in life cards: {damage}.",
    ),
    "dbgt.attack.physical.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack at the rules' cost; damage in power stages: {damage}.",
    ),
    "dbgt.attack.physical.cost": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack (cost in power stages: {cost}) with the rules' damage.",
    ),
    "dbgt.attack.physical.cost.pat": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.",
    ),
    "dbgt.attack.physical.cost.life": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack (cost in power stages: {cost}); damage in life cards: {damage}.",
    ),
    "dbgt.attack.physical.cost.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is a physical attack (cost in power stages: {cost}); damage in power stages: {damage}.",
    ),
    "dbgt.attack.energy": QT_TRANSLATE_NOOP(
        "Effect", "This card is an energy attack, at the rules' cost and damage."
    ),
    "dbgt.attack.energy.pat": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack at the rules' cost; damage: Physical Attack Table{modifier}.",
    ),
    "dbgt.attack.energy.life": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack at the rules' cost; damage in life cards: {damage}.",
    ),
    "dbgt.attack.energy.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack at the rules' cost; damage in power stages: {damage}.",
    ),
    "dbgt.attack.energy.cost": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack (cost in power stages: {cost}) with the rules' damage.",
    ),
    "dbgt.attack.energy.cost.pat": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.",
    ),
    "dbgt.attack.energy.cost.life": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack (cost in power stages: {cost}); damage in life cards: {damage}.",
    ),
    "dbgt.attack.energy.cost.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "This card is an energy attack (cost in power stages: {cost}); damage in power stages: {damage}.",
    ),
    "dbgt.raise_stages.main": QT_TRANSLATE_NOOP(
        "Effect", "Raise your Main Personality {amount} power stages."
    ),
    "dbgt.raise_stages.main.one": QT_TRANSLATE_NOOP(
        "Effect", "Raise your Main Personality one power stage."
    ),
    "dbgt.raise_stages.main.top": QT_TRANSLATE_NOOP(
        "Effect", "Raise your Main Personality to its highest power stage."
    ),
    "dbgt.raise_stages.personality": QT_TRANSLATE_NOOP(
        "Effect", "Raise one of your personalities {amount} power stages."
    ),
    "dbgt.raise_stages.personality.one": QT_TRANSLATE_NOOP(
        "Effect", "Raise one of your personalities one power stage."
    ),
    "dbgt.raise_stages.personality.top": QT_TRANSLATE_NOOP(
        "Effect", "Raise one of your personalities to its highest power stage."
    ),
    "dbgt.rejuvenate.top": QT_TRANSLATE_NOOP(
        "Effect", "Put the top {count} cards of your discard pile at the bottom of your Life Deck."
    ),
    "dbgt.rejuvenate.top.one": QT_TRANSLATE_NOOP(
        "Effect", "Put the top card of your discard pile at the bottom of your Life Deck."
    ),
    "dbgt.rejuvenate.bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "Put the bottom {count} cards of your discard pile at the bottom of your Life Deck.",
    ),
    "dbgt.rejuvenate.bottom.one": QT_TRANSLATE_NOOP(
        "Effect", "Put the bottom card of your discard pile at the bottom of your Life Deck."
    ),
    "dbgt.rejuvenate.choose": QT_TRANSLATE_NOOP(
        "Effect",
        "Put {count} cards of your choice from your discard pile at the bottom of your Life Deck.",
    ),
    "dbgt.rejuvenate.choose.one": QT_TRANSLATE_NOOP(
        "Effect",
        "Put a card of your choice from your discard pile at the bottom of your Life Deck.",
    ),
    "dbgt.mill": QT_TRANSLATE_NOOP(
        "Effect", "Your opponent discards the top {count} cards of their Life Deck."
    ),
    "dbgt.mill.one": QT_TRANSLATE_NOOP(
        "Effect", "Your opponent discards the top card of their Life Deck."
    ),
    "dbgt.remove_after_use": QT_TRANSLATE_NOOP("Effect", "Then remove this card from the game."),
    "dbgt.draw.life_deck": QT_TRANSLATE_NOOP("Effect", "Draw {count} cards."),
    "dbgt.draw.life_deck.one": QT_TRANSLATE_NOOP("Effect", "Draw a card."),
    "dbgt.draw.discard_top": QT_TRANSLATE_NOOP(
        "Effect", "Put the top {count} cards of your discard pile into your hand."
    ),
    "dbgt.draw.discard_top.one": QT_TRANSLATE_NOOP(
        "Effect", "Put the top card of your discard pile into your hand."
    ),
    "dbgt.draw.discard_bottom": QT_TRANSLATE_NOOP(
        "Effect", "Put the bottom {count} cards of your discard pile into your hand."
    ),
    "dbgt.draw.discard_bottom.one": QT_TRANSLATE_NOOP(
        "Effect", "Put the bottom card of your discard pile into your hand."
    ),
    "dbgt.anger.user.more": QT_TRANSLATE_NOOP(
        "Effect", "Your anger +{amount} (at {level_at}: your Main Personality goes up a level)."
    ),
    "dbgt.anger.user.less": QT_TRANSLATE_NOOP("Effect", "Your anger -{amount}."),
    "dbgt.anger.opponent.more": QT_TRANSLATE_NOOP(
        "Effect",
        "Your opponent's anger +{amount} (at {level_at}: their Main Personality goes up a level).",
    ),
    "dbgt.anger.opponent.less": QT_TRANSLATE_NOOP("Effect", "Your opponent's anger -{amount}."),
}

ACTION_NAMES: dict[str, str] = {
    "dbgt.begin": QT_TRANSLATE_NOOP("Action", "Begin the game"),
    "dbgt.double_power": QT_TRANSLATE_NOOP(
        "Action",
        "Double-Power Rule: {player}'s Main Personality (power {stronger_power}) against the "
        "other's (power {weaker_power}): the stronger starts at a low stage, the weaker at its "
        "highest stage and goes first",
    ),
    "dbgt.play": QT_TRANSLATE_NOOP("Action", "Place {card}"),
    "dbgt.level_up": QT_TRANSLATE_NOOP("Action", "Level up"),
    "dbgt.enter_combat": QT_TRANSLATE_NOOP("Action", "Declare Combat"),
    "dbgt.defender_draw": QT_TRANSLATE_NOOP("Action", "The defender draws"),
    "dbgt.declare": QT_TRANSLATE_NOOP("Action", "Declare Combat (the defender draws at once)"),
    "dbgt.attack": QT_TRANSLATE_NOOP("Action", "{card} attacks"),
    "dbgt.attack.physical": QT_TRANSLATE_NOOP("Action", "{card}: physical attack"),
    "dbgt.attack.energy": QT_TRANSLATE_NOOP("Action", "{card}: energy attack"),
    "dbgt.attack.on": QT_TRANSLATE_NOOP("Action", "{card} attacks for {target}"),
    "dbgt.pass": QT_TRANSLATE_NOOP("Action", "Pass"),
    "dbgt.defend": QT_TRANSLATE_NOOP("Action", "Defend with {card}"),
    "dbgt.defend.on": QT_TRANSLATE_NOOP("Action", "Defend with {card}, naming {target}"),
    "dbgt.take": QT_TRANSLATE_NOOP("Action", "Take the attack"),
    "dbgt.control": QT_TRANSLATE_NOOP("Action", "{card} takes control of Combat"),
    "dbgt.capture": QT_TRANSLATE_NOOP("Action", "Capture Dragon Ball {card}"),
    "dbgt.endure": QT_TRANSLATE_NOOP("Action", "Endurance {amount} with {card}"),
    "dbgt.use": QT_TRANSLATE_NOOP("Action", "Use {card}"),
    "dbgt.use.on": QT_TRANSLATE_NOOP("Action", "Use {card} on {target}"),
    "dbgt.discard": QT_TRANSLATE_NOOP("Action", "Discard {card}"),
    "dbgt.discard_down": QT_TRANSLATE_NOOP("Action", "Discard down to the hand limit"),
    "dbgt.rejuvenate": QT_TRANSLATE_NOOP("Action", "Rejuvenate"),
    "dbgt.effect_stage": QT_TRANSLATE_NOOP("Action", "Card effect: {card} to stage {stage}"),
    "dbgt.effect_move": QT_TRANSLATE_NOOP("Action", "Card effect: move {card} to {to_zone}"),
    "dbgt.effect_level": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {delta:+} level for the Main Personality of {player}"
    ),
    "dbgt.effect_capture": QT_TRANSLATE_NOOP("Action", "Card effect: capture Dragon Ball {card}"),
    "dbgt.effect_damage": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stages} stages and {life} life cards of damage to player {player}"
    ),
    "dbgt.effect_draw": QT_TRANSLATE_NOOP("Action", "Card effect: draw {count}"),
}

LOG_PHRASES: dict[str, str] = {
    "dbgt.power_up": QT_TRANSLATE_NOOP("Log", "{card} powers up: {old} → {new}"),
    "dbgt.paid": QT_TRANSLATE_NOOP("Log", "{count} stages paid by {card}: {old} → {new}"),
    "dbgt.paid_one": QT_TRANSLATE_NOOP("Log", "1 stage paid by {card}: {old} → {new}"),
    "dbgt.stages_lost": QT_TRANSLATE_NOOP("Log", "{card} loses {count} stages: {old} → {new}"),
    "dbgt.stages_lost_one": QT_TRANSLATE_NOOP("Log", "{card} loses 1 stage: {old} → {new}"),
    "dbgt.stages_gained": QT_TRANSLATE_NOOP("Log", "{card} gains {count} stages: {old} → {new}"),
    "dbgt.stages_gained_one": QT_TRANSLATE_NOOP("Log", "{card} gains 1 stage: {old} → {new}"),
    "dbgt.life_discarded": QT_TRANSLATE_NOOP(
        "Log", "{player} discards {count} cards from the Life Deck"
    ),
    "dbgt.life_discarded_one": QT_TRANSLATE_NOOP(
        "Log", "{player} discards 1 card from the Life Deck"
    ),
    "dbgt.rejuvenated": QT_TRANSLATE_NOOP(
        "Log", "{player} puts {count} cards from the discard pile into the Life Deck"
    ),
    "dbgt.rejuvenated_one": QT_TRANSLATE_NOOP(
        "Log", "{player} puts 1 card from the discard pile into the Life Deck"
    ),
}
"""Phrases of the log (:mod:`tabletop.games.dbgt.describe`); ``{old}`` and ``{new}`` are
power ratings."""

ZONE_NAMES: dict[str, str] = {
    "life_deck": QT_TRANSLATE_NOOP("Zone", "Life Deck"),
    "main_personality": QT_TRANSLATE_NOOP("Zone", "Main Personality"),
    "allies": QT_TRANSLATE_NOOP("Zone", "Allies"),
    "ally": QT_TRANSLATE_NOOP("Zone", "Ally"),
    "mastery": QT_TRANSLATE_NOOP("Zone", "Mastery"),
    "drills": QT_TRANSLATE_NOOP("Zone", "Drills"),
    "setups": QT_TRANSLATE_NOOP("Zone", "Setups"),
    "dragon_balls": QT_TRANSLATE_NOOP("Zone", "Dragon Balls"),
    "captured": QT_TRANSLATE_NOOP("Zone", "Captured Dragon Balls"),
    "combat": QT_TRANSLATE_NOOP("Zone", "Combat"),
    "in_play": QT_TRANSLATE_NOOP("Zone", "In play"),
    "non_combat": QT_TRANSLATE_NOOP("Zone", "Non-Combat"),
    "mp": QT_TRANSLATE_NOOP("Zone", "Main Personality"),
    "battle": QT_TRANSLATE_NOOP("Zone", "Battle"),
}
STEP_NAMES: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("Step", "Draw"),
    "non_combat": QT_TRANSLATE_NOOP("Step", "Non-Combat"),
    "power_up": QT_TRANSLATE_NOOP("Step", "Power Up"),
    "declare": QT_TRANSLATE_NOOP("Step", "Declare"),
    "combat": QT_TRANSLATE_NOOP("Step", "Combat"),
    "discard": QT_TRANSLATE_NOOP("Step", "Discard"),
    "rejuvenation": QT_TRANSLATE_NOOP("Step", "Rejuvenation"),
}
COUNTER_NAMES: dict[str, str] = {
    "stage": QT_TRANSLATE_NOOP("Counter", "Stage"),
    "anger": QT_TRANSLATE_NOOP("Counter", "Anger"),
    "life": QT_TRANSLATE_NOOP("Counter", "Life"),
    "dragon_balls": QT_TRANSLATE_NOOP("Counter", "Dragon Balls"),
}

register_messages("Reason", MESSAGES)
register_messages("Action", ACTION_NAMES)
register_messages("Log", LOG_PHRASES)
register_messages("Zone", ZONE_NAMES)
register_messages("Step", STEP_NAMES)
register_messages("Counter", COUNTER_NAMES)
register_messages("Effect", EFFECT_WORDS)

BUNDLED_DECK_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Deck", "Goku demo (Saiyan Saga heroes)"),
    QT_TRANSLATE_NOOP("Deck", "Vegeta demo (Saiyan Saga villains)"),
    QT_TRANSLATE_NOOP("Deck", "Goku, even match (Saiyan Saga heroes)"),
    QT_TRANSLATE_NOOP("Deck", "Raditz, even match (Saiyan Saga villains)"),
)
"""The names of the bundled decks (their ``name:`` lines), for the catalog: a deck's name is
shown translated under the context ``Deck``."""

PAT_TABLE_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("PatTable", "Saiyan Saga"),
    QT_TRANSLATE_NOOP("PatTable", "Trunks Saga"),
    QT_TRANSLATE_NOOP("PatTable", "Cell Saga"),
    QT_TRANSLATE_NOOP("PatTable", "Fusion Saga (reconstruction)"),
    QT_TRANSLATE_NOOP("PatTable", "Dragon Ball GT (placeholder)"),
)
"""The names of the bundled Physical Attack Tables (``assets/pat/tables.json``), for the
catalog: a table's name is shown translated under the context ``PatTable``."""


# --- Card effects: combat (combat_effects) ---------------------------------------------
# The templates live in their own module (this one would pass 600 lines); imported here so
# that importing the messages registers them.
from .combat_words import COMBAT_EFFECT_REASONS, COMBAT_EFFECT_WORDS  # noqa: E402

register_messages("Effect", COMBAT_EFFECT_WORDS)
register_messages("Reason", COMBAT_EFFECT_REASONS)

from .effect_messages_more import MORE_EFFECT_WORDS, MORE_REASONS  # noqa: E402

register_messages("Effect", MORE_EFFECT_WORDS)
register_messages("Reason", MORE_REASONS)
