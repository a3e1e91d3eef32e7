"""The words of the Dragon Ball GT combat effects (:mod:`tabletop.games.dbgt.combat_effects`):
one English template per variant a ``words()`` method of :mod:`tabletop.cards.effect_models`
names (context ``Effect``), and the refusals those effects give (context ``Reason``).
Registered by :mod:`tabletop.games.dbgt.messages`.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP

# The words of the combat effects (:mod:`tabletop.games.dbgt.combat_effects`), one template per
# variant a ``words()`` method names, under the context ``Effect``.
COMBAT_EFFECT_WORDS: dict[str, str] = {
    "dbgt.modify_damage.own.physical.stages.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your physical attacks do {amount} more power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.physical.stages.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your physical attacks do {amount} fewer power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.physical.life.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your physical attacks do {amount} more life card(s) of damage."
    ),
    "dbgt.modify_damage.own.physical.life.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your physical attacks do {amount} fewer life card(s) of damage."
    ),
    "dbgt.modify_damage.own.energy.stages.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your energy attacks do {amount} more power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.energy.stages.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your energy attacks do {amount} fewer power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.energy.life.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your energy attacks do {amount} more life card(s) of damage."
    ),
    "dbgt.modify_damage.own.energy.life.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your energy attacks do {amount} fewer life card(s) of damage."
    ),
    "dbgt.modify_damage.own.any.stages.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your attacks do {amount} more power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.any.stages.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your attacks do {amount} fewer power stage(s) of damage."
    ),
    "dbgt.modify_damage.own.any.life.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your attacks do {amount} more life card(s) of damage."
    ),
    "dbgt.modify_damage.own.any.life.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your attacks do {amount} fewer life card(s) of damage."
    ),
    "dbgt.modify_damage.foe.physical.stages.more": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, physical attacks against you do {amount} more power stage(s) of damage.",
    ),
    "dbgt.modify_damage.foe.physical.stages.less": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, physical attacks against you do {amount} fewer power stage(s) of damage.",
    ),
    "dbgt.modify_damage.foe.physical.life.more": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, physical attacks against you do {amount} more life card(s) of damage.",
    ),
    "dbgt.modify_damage.foe.physical.life.less": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, physical attacks against you do {amount} fewer life card(s) of damage.",
    ),
    "dbgt.modify_damage.foe.energy.stages.more": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, energy attacks against you do {amount} more power stage(s) of damage.",
    ),
    "dbgt.modify_damage.foe.energy.stages.less": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, energy attacks against you do {amount} fewer power stage(s) of damage.",
    ),
    "dbgt.modify_damage.foe.energy.life.more": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, energy attacks against you do {amount} more life card(s) of damage.",
    ),
    "dbgt.modify_damage.foe.energy.life.less": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, energy attacks against you do {amount} fewer life card(s) of damage.",
    ),
    "dbgt.modify_damage.foe.any.stages.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, attacks against you do {amount} more power stage(s) of damage."
    ),
    "dbgt.modify_damage.foe.any.stages.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, attacks against you do {amount} fewer power stage(s) of damage."
    ),
    "dbgt.modify_damage.foe.any.life.more": QT_TRANSLATE_NOOP(
        "Effect", "While in play, attacks against you do {amount} more life card(s) of damage."
    ),
    "dbgt.modify_damage.foe.any.life.less": QT_TRANSLATE_NOOP(
        "Effect", "While in play, attacks against you do {amount} fewer life card(s) of damage."
    ),
    "dbgt.lower_stages.control.played": QT_TRANSLATE_NOOP(
        "Effect", "Lower the opponent's personality in control of Combat {amount} power stages."
    ),
    "dbgt.lower_stages.control.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, lower the opponent's personality in control of Combat {amount} power stages.",
    ),
    "dbgt.lower_stages.main.played": QT_TRANSLATE_NOOP(
        "Effect", "Lower the opponent's Main Personality {amount} power stages."
    ),
    "dbgt.lower_stages.main.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, lower the opponent's Main Personality {amount} power stages.",
    ),
    "dbgt.stop_attacks.physical.combat.played": QT_TRANSLATE_NOOP(
        "Effect", "Stops the opponent's physical attacks against you for the rest of this Combat."
    ),
    "dbgt.stop_attacks.physical.combat.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's physical attacks against you for the rest of this Combat.",
    ),
    "dbgt.stop_attacks.physical.next_phase.played": QT_TRANSLATE_NOOP(
        "Effect", "Stops the opponent's physical attacks against you in their next attack phase."
    ),
    "dbgt.stop_attacks.physical.next_phase.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's physical attacks against you in their next attack phase.",
    ),
    "dbgt.stop_attacks.energy.combat.played": QT_TRANSLATE_NOOP(
        "Effect", "Stops the opponent's energy attacks against you for the rest of this Combat."
    ),
    "dbgt.stop_attacks.energy.combat.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's energy attacks against you for the rest of this Combat.",
    ),
    "dbgt.stop_attacks.energy.next_phase.played": QT_TRANSLATE_NOOP(
        "Effect", "Stops the opponent's energy attacks against you in their next attack phase."
    ),
    "dbgt.stop_attacks.energy.next_phase.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's energy attacks against you in their next attack phase.",
    ),
    "dbgt.stop_attacks.any.combat.played": QT_TRANSLATE_NOOP(
        "Effect",
        "Stops the opponent's physical and energy attacks against you for the rest of this Combat.",
    ),
    "dbgt.stop_attacks.any.combat.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's physical and energy attacks against you for the rest of this Combat.",
    ),
    "dbgt.stop_attacks.any.next_phase.played": QT_TRANSLATE_NOOP(
        "Effect",
        "Stops the opponent's physical and energy attacks against you in their next attack phase.",
    ),
    "dbgt.stop_attacks.any.next_phase.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, it stops the opponent's physical and energy attacks against you in their next attack phase.",
    ),
    "dbgt.partial_defense.prevent_life": QT_TRANSLATE_NOOP(
        "Effect",
        "As a defense, it prevents {amount} life card(s) of the attack's damage; the rest is taken.",
    ),
    "dbgt.partial_defense.max_life": QT_TRANSLATE_NOOP(
        "Effect", "As a defense, the attack does no more than {amount} life card(s) of damage."
    ),
    "dbgt.answer_only": QT_TRANSLATE_NOOP(
        "Effect", "Played in answer to an attack, it does not stop it: the damage is taken."
    ),
    "dbgt.effect_only": QT_TRANSLATE_NOOP(
        "Effect", "Played in your attack phase for its effect alone: it does no damage."
    ),
    "dbgt.end_combat": QT_TRANSLATE_NOOP("Effect", "Ends Combat."),
    "dbgt.no_more_attacks": QT_TRANSLATE_NOOP(
        "Effect", "Its user makes no more attacks this Combat."
    ),
    "dbgt.heritage_only.saiyan": QT_TRANSLATE_NOOP(
        "Effect", "Saiyan heritage only: the personality in control of Combat must be a Saiyan."
    ),
    "dbgt.heritage_only.earthling": QT_TRANSLATE_NOOP(
        "Effect",
        "Earthling heritage only: the personality in control of Combat must be a Earthling.",
    ),
    "dbgt.heritage_only.namekian": QT_TRANSLATE_NOOP(
        "Effect", "Namekian heritage only: the personality in control of Combat must be a Namekian."
    ),
    "dbgt.heritage_only.saibaman": QT_TRANSLATE_NOOP(
        "Effect", "Saibaman heritage only: the personality in control of Combat must be a Saibaman."
    ),
    "dbgt.entering_combat.either.draw": QT_TRANSLATE_NOOP(
        "Effect", "When you enter Combat, draw {amount} card(s)."
    ),
    "dbgt.entering_combat.either.draw_discard_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat, draw {amount} card(s) from the bottom of your discard pile.",
    ),
    "dbgt.entering_combat.either.stages": QT_TRANSLATE_NOOP(
        "Effect", "When you enter Combat, raise your Main Personality {amount} power stages."
    ),
    "dbgt.entering_combat.attacker.draw": QT_TRANSLATE_NOOP(
        "Effect", "When you enter Combat as the attacker, draw {amount} card(s)."
    ),
    "dbgt.entering_combat.attacker.draw_discard_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the attacker, draw {amount} card(s) from the bottom of your discard pile.",
    ),
    "dbgt.entering_combat.attacker.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the attacker, raise your Main Personality {amount} power stages.",
    ),
    "dbgt.entering_combat.defender.draw": QT_TRANSLATE_NOOP(
        "Effect", "When you enter Combat as the defender, draw {amount} card(s)."
    ),
    "dbgt.entering_combat.defender.draw_discard_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile.",
    ),
    "dbgt.entering_combat.defender.stages": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender, raise your Main Personality {amount} power stages.",
    ),
    "dbgt.shield.physical.once": QT_TRANSLATE_NOOP(
        "Effect",
        "Defense Shield: stops the first physical attack against you that you take; then it is used.",
    ),
    "dbgt.shield.energy.once": QT_TRANSLATE_NOOP(
        "Effect",
        "Defense Shield: stops the first energy attack against you that you take; then it is used.",
    ),
    "dbgt.shield.any.once": QT_TRANSLATE_NOOP(
        "Effect",
        "Defense Shield: stops the first attack against you that you take; then it is used.",
    ),
    "dbgt.shield.physical.each_combat": QT_TRANSLATE_NOOP(
        "Effect", "Stops the first physical attack against you that you take in each Combat."
    ),
    "dbgt.shield.energy.each_combat": QT_TRANSLATE_NOOP(
        "Effect", "Stops the first energy attack against you that you take in each Combat."
    ),
    "dbgt.shield.any.each_combat": QT_TRANSLATE_NOOP(
        "Effect", "Stops the first attack against you that you take in each Combat."
    ),
    "dbgt.power_defense.physical.max_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers a physical attack against you (once a turn); it deals at most {amount} life cards.",
    ),
    "dbgt.power_defense.physical.max_stages": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers a physical attack against you (once a turn); it deals at most {amount} power stages.",
    ),
    "dbgt.power_defense.physical.prevent_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers a physical attack against you (once a turn); it deals {amount} life cards fewer.",
    ),
    "dbgt.power_defense.physical.stop": QT_TRANSLATE_NOOP(
        "Effect", "Power: answers a physical attack against you (once a turn); it is stopped."
    ),
    "dbgt.power_defense.energy.max_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an energy attack against you (once a turn); it deals at most {amount} life cards.",
    ),
    "dbgt.power_defense.energy.max_stages": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an energy attack against you (once a turn); it deals at most {amount} power stages.",
    ),
    "dbgt.power_defense.energy.prevent_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an energy attack against you (once a turn); it deals {amount} life cards fewer.",
    ),
    "dbgt.power_defense.energy.stop": QT_TRANSLATE_NOOP(
        "Effect", "Power: answers an energy attack against you (once a turn); it is stopped."
    ),
    "dbgt.power_defense.any.max_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an attack against you (once a turn); it deals at most {amount} life cards.",
    ),
    "dbgt.power_defense.any.max_stages": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an attack against you (once a turn); it deals at most {amount} power stages.",
    ),
    "dbgt.power_defense.any.prevent_life": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers an attack against you (once a turn); it deals {amount} life cards fewer.",
    ),
    "dbgt.power_defense.any.stop": QT_TRANSLATE_NOOP(
        "Effect", "Power: answers an attack against you (once a turn); it is stopped."
    ),
    "dbgt.entering_combat.defender.draw_discard_bottom.instead": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile instead of from your Life Deck.",
    ),
    "dbgt.entering_combat.defender.draw.instead": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender, draw {amount} card(s) instead of the defender's draw.",
    ),
    "dbgt.entering_combat.defender.stages.instead": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender, your Main Personality gains {amount} power stage(s) instead of the defender's draw.",
    ),
}
# The refusals the combat effects give, under the context ``Reason``.
COMBAT_EFFECT_REASONS: dict[str, str] = {
    "dbgt.heritage_only": QT_TRANSLATE_NOOP(
        "Reason", "The personality in control of Combat is not of the heritage this card needs."
    ),
    "dbgt.no_more_attacks": QT_TRANSLATE_NOOP(
        "Reason", "A card played this Combat forbids you more attacks."
    ),
}
