"""The words of more Dragon Ball GT card effects (the Saiyan Saga cards automated in rules
generation 3): one English template per variant a ``words()`` method of
:mod:`tabletop.cards.effect_models` names, under the context ``Effect``, and the refusals they give (``Reason``). Registered by
:mod:`tabletop.games.dbgt.messages`.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP

MORE_EFFECT_WORDS: dict[str, str] = {
    "dbgt.after_damage.own.any.draw.once": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, once each Combat, after an attack of yours succeeds, draw {amount} card(s).",
    ),
    "dbgt.after_damage.foe.physical.draw_discard_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, after you take damage from a physical attack, draw {amount} card(s) from the bottom of your discard pile.",
    ),
    "dbgt.raise_stages.opponent": QT_TRANSLATE_NOOP(
        "Effect", "Your opponent's Main Personality gains {amount} power stages."
    ),
    "dbgt.mill.one.hero": QT_TRANSLATE_NOOP(
        "Effect", "If your opponent is a hero, they discard the top card of their Life Deck."
    ),
    "dbgt.anger.opponent.less.hero": QT_TRANSLATE_NOOP(
        "Effect", "If your opponent is a hero, their anger -{amount}."
    ),
    "dbgt.anger.opponent.less.villain": QT_TRANSLATE_NOOP(
        "Effect", "If your opponent is a villain, their anger -{amount}."
    ),
    "dbgt.mill.one.per_ally": QT_TRANSLATE_NOOP(
        "Effect",
        "Your opponent discards the top card of their Life Deck for each ally you have in play.",
    ),
    "dbgt.set_stages.opponent": QT_TRANSLATE_NOOP(
        "Effect", "Your opponent's Main Personality is put at power stage {stage}."
    ),
    "dbgt.prevent_life.physical": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, each physical attack against you discards {amount} life card(s) fewer.",
    ),
    "dbgt.prevent_life.any.once": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, the first attack against you each Combat that discards life cards discards {amount} fewer.",
    ),
    "dbgt.prevent_life.physical.once.foe_ally": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play and your opponent has an ally in play, the first physical attack against you each Combat that discards life cards discards {amount} fewer.",
    ),
    "dbgt.change_cost.energy": QT_TRANSLATE_NOOP(
        "Effect", "While in play, your energy attacks that cost {of} power stages cost {to}."
    ),
    "dbgt.life_lost_lowers": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, for each life card an attack makes you discard, your opponent's Main Personality loses {amount} power stage(s).",
    ),
    "dbgt.shield.energy.each_combat.not_with_orange": QT_TRANSLATE_NOOP(
        "Effect",
        "While no Orange Drill is in play on your side, stops the first energy attack against you that you take in each Combat.",
    ),
    "dbgt.after_damage.foe.energy.anger.once": QT_TRANSLATE_NOOP(
        "Effect",
        "Once each Combat, after this personality takes damage from an energy attack while in control, your anger +{amount}.",
    ),
    "dbgt.remove_foe_card.drill_ally": QT_TRANSLATE_NOOP(
        "Effect", "Remove a Drill or an ally your opponent has in play from the game."
    ),
    "dbgt.remove_foe_card.non_combat_ally": QT_TRANSLATE_NOOP(
        "Effect", "Remove a Non-Combat card or an ally your opponent has in play from the game."
    ),
    "dbgt.remove_foe_card.ally": QT_TRANSLATE_NOOP(
        "Effect", "Remove an ally your opponent has in play from the game."
    ),
    "dbgt.stages_lost_lowers": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, for each {per} power stages an attack takes from you, your opponent's Main Personality loses {amount} power stage(s).",
    ),
    "dbgt.skip_next_combat": QT_TRANSLATE_NOOP(
        "Effect", "Skip your next Combat step: you may not declare Combat then."
    ),
    "dbgt.spare_alignment.hero": QT_TRANSLATE_NOOP(
        "Effect",
        "For the rest of this Combat, each attack against a hero discards {amount} life card(s) fewer.",
    ),
    "dbgt.entering_combat.defender.draw_discard_top.instead.hero.full": QT_TRANSLATE_NOOP(
        "Effect",
        "When you enter Combat as the defender with a hero as your Main Personality, draw the top {amount} cards of your discard pile instead of from your Life Deck (not with fewer there).",
    ),
    "dbgt.guard_balls": QT_TRANSLATE_NOOP(
        "Effect", "While in play, the Dragon Balls you control may not be captured."
    ),
    "dbgt.steal_ball": QT_TRANSLATE_NOOP(
        "Effect", "Capture one of the Dragon Balls your opponent controls."
    ),
    "dbgt.needs_ally.bulma": QT_TRANSLATE_NOOP(
        "Effect", "Only while you have the ally Bulma in play."
    ),
    "dbgt.needs_ally.saibaimen": QT_TRANSLATE_NOOP(
        "Effect", "Only while you have another Saibaimen in play as an ally."
    ),
    "dbgt.needs_ally.gohan.main_goku": QT_TRANSLATE_NOOP(
        "Effect", "Only while Goku is your Main Personality and Gohan your ally in play."
    ),
    "dbgt.discard_cost": QT_TRANSLATE_NOOP(
        "Effect", "To play this card, discard another card from your hand."
    ),
    "dbgt.after_damage.foe.energy.draw_discard_bottom.alone": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play and no other Drill of its style is in play on your side, after you take damage from an energy attack, draw {amount} card(s) from the bottom of your discard pile.",
    ),
    "dbgt.search_play.dragon_ball.life_deck": QT_TRANSLATE_NOOP(
        "Effect",
        "Search your Life Deck for a Dragon Ball of your choice and put it in play (its placement effect applies), then shuffle your Life Deck.",
    ),
    "dbgt.search_play.drill.life_deck_or_discard": QT_TRANSLATE_NOOP(
        "Effect",
        "Search your Life Deck or your discard pile for a Drill of your choice and put it in play, then shuffle your Life Deck.",
    ),
    "dbgt.bury_foe_ball": QT_TRANSLATE_NOOP(
        "Effect",
        "Take the first Dragon Ball from the top of your opponent's Life Deck, shuffle the rest of that deck, and put the ball at its bottom.",
    ),
    "dbgt.power_use": QT_TRANSLATE_NOOP(
        "Effect",
        "This power is no attack: in your attack phase, in place of an attack, the personality in control uses it once a turn for its effects alone (no damage).",
    ),
    "dbgt.turn_end_only": QT_TRANSLATE_NOOP(
        "Effect",
        "Use it only at the end of a turn, yours or your opponent's (in its Discard or Rejuvenation step).",
    ),
    "dbgt.lower_foe_level": QT_TRANSLATE_NOOP(
        "Effect", "If your opponent's Main Personality is at level {level}, it goes down one level."
    ),
    "dbgt.steal_ball.success": QT_TRANSLATE_NOOP(
        "Effect",
        "If the attack succeeds, capture the Dragon Ball of your opponent's that you named as you attacked.",
    ),
    "dbgt.power_use.drill": QT_TRANSLATE_NOOP(
        "Effect",
        "In your attack phase, in place of an attack, use this Drill once a Combat for its effects alone (no damage).",
    ),
    "dbgt.discard_foe_drills": QT_TRANSLATE_NOOP(
        "Effect", "Your opponent discards every Drill they have in play."
    ),
    "dbgt.remove_user": QT_TRANSLATE_NOOP(
        "Effect",
        "As this power attacks, this personality is removed from the game (an ally with the cards under it; a Main Personality so removed loses you the game).",
    ),
    "dbgt.anger.user.more.max_level": QT_TRANSLATE_NOOP(
        "Effect",
        "If your Main Personality is at level {max_level} or lower, your anger +{amount} (at {level_at}: your Main Personality goes up a level).",
    ),
    "dbgt.ally_cost": QT_TRANSLATE_NOOP(
        "Effect",
        "To play this card, remove one of your allies in play from the game (with the cards under it).",
    ),
    "dbgt.search_play.ally.life_deck_or_discard": QT_TRANSLATE_NOOP(
        "Effect",
        "Search your Life Deck or your discard pile for an ally of your choice (a character not in play on your side, of a level up to your Main Personality's) and put it in play at its highest power stage, then shuffle your Life Deck.",
    ),
    "dbgt.keep_hand": QT_TRANSLATE_NOOP(
        "Effect",
        "Until the Rejuvenation step of your next turn, you discard nothing down to the hand limit.",
    ),
    "dbgt.power_use.setup": QT_TRANSLATE_NOOP(
        "Effect",
        "In your attack phase, in place of an attack, use this card for its effects alone (no damage).",
    ),
    "dbgt.needs_ally.any": QT_TRANSLATE_NOOP("Effect", "Only while you have an ally in play."),
    "dbgt.power_defense.physical.stop.guards_gohan_goku": QT_TRANSLATE_NOOP(
        "Effect",
        "Its power answers from play, in control of Combat or not: once a turn, while your personality in control is Gohan or Goku, it stops a physical attack.",
    ),
    "dbgt.lock_foe_anger": QT_TRANSLATE_NOOP(
        "Effect",
        "Your opponent's anger goes to 0 and goes up no more until an attack of theirs makes you discard a life card.",
    ),
    "dbgt.reuse_by.goku": QT_TRANSLATE_NOOP(
        "Effect",
        "Played while Goku is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).",
    ),
    "dbgt.reuse_by.krillin": QT_TRANSLATE_NOOP(
        "Effect",
        "Played while Krillin is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).",
    ),
    "dbgt.draw.discard_bottom.one.success": QT_TRANSLATE_NOOP(
        "Effect", "If the attack succeeds, draw the bottom card of your discard pile."
    ),
    "dbgt.attack_twice": QT_TRANSLATE_NOOP(
        "Effect",
        "Its physical attack may be made twice in a row: after the first, your opponent's next attack phase is skipped and this power alone may attack again (or you pass).",
    ),
    "dbgt.power_defense.physical.prevent_stages": QT_TRANSLATE_NOOP(
        "Effect",
        "Power: answers a physical attack against you (once a turn); it deals {amount} power stages fewer.",
    ),
    "dbgt.guard_drills": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play, your other Drills are neither discarded nor removed from the game by a card's effect (a level change still discards them).",
    ),
    "dbgt.gift_stages": QT_TRANSLATE_NOOP(
        "Effect",
        "One of your allies in play gives your Main Personality power stages one for one: as many as it has and your Main Personality lacks of its highest stage.",
    ),
    "dbgt.boost_attack.energy.lost_on_hit": QT_TRANSLATE_NOOP(
        "Effect",
        "While in play: your next energy attack deals {amount} more life card(s), and this card is used as you make it. A successful energy attack against you discards it first.",
    ),
}

# The refusals and the prompt of the defenses that cost a card of the hand
# (:mod:`tabletop.games.dbgt.discard_cost`), under the context ``Reason``.
MORE_REASONS: dict[str, str] = {
    "dbgt.no_discard_cost": QT_TRANSLATE_NOOP(
        "Reason", "This defense costs no card of your hand: discard none to play it."
    ),
    "dbgt.discard_cost_none": QT_TRANSLATE_NOOP(
        "Reason", "This defense costs another card of your hand, and you hold none."
    ),
    "dbgt.discard_cost_not_in_hand": QT_TRANSLATE_NOOP(
        "Reason", "The card to discard must be one other card of your hand."
    ),
    "dbgt.not_a_foe_target": QT_TRANSLATE_NOOP(
        "Reason", "Choose a card your opponent has in play that this card may remove."
    ),
    "dbgt.not_a_search_target": QT_TRANSLATE_NOOP(
        "Reason", "Choose a card of yours that this card's search may put in play."
    ),
    "dbgt.turn_end_only": QT_TRANSLATE_NOOP(
        "Reason", "This card is used only at the end of a turn (its Discard or Rejuvenation step)."
    ),
    "dbgt.win.main_removed": QT_TRANSLATE_NOOP(
        "Reason", "The opponent's Main Personality was removed from the game."
    ),
    "dbgt.ally_cost": QT_TRANSLATE_NOOP(
        "Reason", "Name one of your allies in play to remove from the game: this card costs one."
    ),
    "dbgt.use_in_attack_phase": QT_TRANSLATE_NOOP(
        "Reason", "Card {card} is used in your attack phase, in place of an attack."
    ),
    "dbgt.not_guarded": QT_TRANSLATE_NOOP(
        "Reason", "This power answers only while your personality in control is one it guards."
    ),
    "dbgt.attack_again_only": QT_TRANSLATE_NOOP(
        "Reason", "In this attack phase only {card} may attack again (or you pass)."
    ),
    "dbgt.balls_guarded": QT_TRANSLATE_NOOP(
        "Reason", "A Drill its controller has in play keeps this Dragon Ball from capture."
    ),
    "dbgt.needs_ally": QT_TRANSLATE_NOOP(
        "Reason", "This card needs an ally you do not have in play."
    ),
    "dbgt.combat_skipped": QT_TRANSLATE_NOOP(
        "Reason", "A card you used makes you skip this Combat step."
    ),
    "dbgt.choose.discard_cost": QT_TRANSLATE_NOOP(
        "Reason", "{purpose}: choose the card of your hand to discard."
    ),
}
