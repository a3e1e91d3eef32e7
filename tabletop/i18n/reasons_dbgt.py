"""Messages for the DBGT ruleset's reason codes and names of its actions.

Templates are marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` (reason codes) and
``QT_TRANSLATE_NOOP("Action", ...)`` (action names); ``{field}`` placeholders take the code's
parameters or the action's fields. ``{card}`` is a card's number on the table (uid).
"""

from __future__ import annotations

from .noop import QT_TRANSLATE_NOOP

MESSAGES: dict[str, str] = {
    # --- turn and steps ---------------------------------------------------------------------
    "dbgt.not_started": QT_TRANSLATE_NOOP("Reason", "The game has not begun yet."),
    "dbgt.game_started": QT_TRANSLATE_NOOP("Reason", "The game has already begun."),
    "dbgt.not_your_step": QT_TRANSLATE_NOOP(
        "Reason", "Player {seat} may not act now (step: {step})."
    ),
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
    "dbgt.ally_level_too_high": QT_TRANSLATE_NOOP(
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
    "dbgt.not_your_turn_level_up": QT_TRANSLATE_NOOP(
        "Reason", "The Main Personality levels up only during its player's own turn."
    ),
    "dbgt.not_usable": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is neither an Event in your hand nor a Setup in play."
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
        "Reason", "“{kind}” is not a rule action here; use a card-effect action."
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

ACTION_NAMES: dict[str, str] = {
    "dbgt.begin": QT_TRANSLATE_NOOP("Action", "Begin the game"),
    "dbgt.double_power": QT_TRANSLATE_NOOP(
        "Action",
        "Double-Power Rule: {player}'s Main Personality (power {stronger_power}) against the "
        "other's (power {weaker_power}): the stronger starts at a low stage, the weaker at its "
        "highest stage and goes first",
    ),
    "dbgt.play": QT_TRANSLATE_NOOP("Action", "Place card {card}"),
    "dbgt.level_up": QT_TRANSLATE_NOOP("Action", "Level up"),
    "dbgt.enter_combat": QT_TRANSLATE_NOOP("Action", "Declare Combat"),
    "dbgt.defender_draw": QT_TRANSLATE_NOOP("Action", "The defender draws"),
    "dbgt.declare": QT_TRANSLATE_NOOP("Action", "Declare Combat (the defender draws at once)"),
    "dbgt.attack": QT_TRANSLATE_NOOP("Action", "{card} attacks"),
    "dbgt.attack.physical": QT_TRANSLATE_NOOP("Action", "{card}: physical attack"),
    "dbgt.attack.energy": QT_TRANSLATE_NOOP("Action", "{card}: energy attack"),
    "dbgt.pass": QT_TRANSLATE_NOOP("Action", "Pass"),
    "dbgt.defend": QT_TRANSLATE_NOOP("Action", "Defend with {card}"),
    "dbgt.take": QT_TRANSLATE_NOOP("Action", "Take the attack"),
    "dbgt.control": QT_TRANSLATE_NOOP("Action", "{card} takes control of Combat"),
    "dbgt.capture": QT_TRANSLATE_NOOP("Action", "Capture Dragon Ball {card}"),
    "dbgt.endure": QT_TRANSLATE_NOOP("Action", "Endurance {amount} with {card}"),
    "dbgt.use": QT_TRANSLATE_NOOP("Action", "Use card {card}"),
    "dbgt.discard": QT_TRANSLATE_NOOP("Action", "Discard card {card}"),
    "dbgt.rejuvenate": QT_TRANSLATE_NOOP("Action", "Rejuvenate"),
    "dbgt.effect_stage": QT_TRANSLATE_NOOP("Action", "Card effect: {card} to stage {stage}"),
    "dbgt.effect_move": QT_TRANSLATE_NOOP("Action", "Card effect: move {card} to {to_zone}"),
    "dbgt.effect_level": QT_TRANSLATE_NOOP(
        "Action", "Card effect: level change {delta} for player {player}"
    ),
    "dbgt.effect_capture": QT_TRANSLATE_NOOP("Action", "Card effect: capture Dragon Ball {card}"),
    "dbgt.effect_damage": QT_TRANSLATE_NOOP(
        "Action", "Card effect: {stages} stages and {life} life cards of damage to player {player}"
    ),
    "dbgt.effect_draw": QT_TRANSLATE_NOOP("Action", "Card effect: draw {count}"),
}

__all__ = ["ACTION_NAMES", "MESSAGES", "QT_TRANSLATE_NOOP"]
