"""The words of the characters' own abilities and Sideline Effects, and of the Events of the
End Step (:mod:`tabletop.cards.yyh_effect_models_dt_a`, rules generation 4), with the Dark
Tournament sentences that came with them: one whole sentence per template code, each marked
``QT_TRANSLATE_NOOP("Effect", ...)`` and registered under the context ``"Effect"`` on import (by
:mod:`.messages`); with the name of the use action and the reasons a use or an End Step Event
is refused, which :mod:`.messages` registers with its own.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.effect_messages import NAME_CONTEXT
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.item_draw.ability.spirit": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "You may pay {count} Spirit Energy to use it (it stays attached).",
    ),
    "yyh.item_draw.ability": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "You may use it (it stays attached).",
    ),
    "yyh.item_draw.arrange.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "Look at the top {count} cards of the opponent's deck and put them back on top in the "
        "order you choose.",
    ),
    "yyh.item_draw.ability.if_at_least_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "You may use it (it stays attached) if you have at least {least} character(s) on your "
        "Sideline.",
    ),
    "yyh.item_draw.damage_pick.sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "Deal {points} point(s) of damage to a character of your choice on your Sideline.",
    ),
    "yyh.item_draw.heal.fighter": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "Then heal {points} damage on your fighter.",
    ),
    "yyh.item_draw.damage_pick.opponent_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Draw Steps, while this Item is attached face up to your fighter: "
        "Deal {points} point(s) of damage to a character of your choice on the opponent's "
        "Sideline.",
    ),
    "yyh.attack.pick.discard.deck.named.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} {title} card(s) in your discard pile "
        "and shuffle them into your deck.",
    ),
    "yyh.sideline_main.ability.discard": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your Main Steps: You may discard {count} card(s) from "
        "your hand to use it.",
    ),
    "yyh.sideline_main.pick.deck.hand.named": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your Main Steps: Search your deck for {count} {title} "
        "card(s) and put them into your hand.",
    ),
    "yyh.attack.pick.in_play.attached.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} face-up Item(s) in play and attach them to this "
        "character.",
    ),
    "yyh.ability_end.ability.if_at_least_attack_this_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "In your End Step, while this character is your fighter: You may use this only if you "
        "used the attack {thing} this turn.",
    ),
    "yyh.ability_end.switch.sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "In your End Step, while this character is your fighter: Switch it with a character of "
        "your choice on your Sideline.",
    ),
    "yyh.sideline_main.pick.hand.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your Main Steps: Discard up to {count} card(s) of your "
        "choice from your hand.",
    ),
    "yyh.sideline_main.draw_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your Main Steps: Then draw as many cards as you "
        "discarded.",
    ),
    "yyh.attack.pick.deck.hand.item.up_to.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may search your deck for up to {count} Item(s) and put them "
        "into your hand if your {name} is in play.",
    ),
    "yyh.sideline_opponent_draw_step.discard_chosen.opponent.then_draw.if_named_in_play": (
        QT_TRANSLATE_NOOP(
            "Effect",
            "Sideline Effect, at the start of the opponent's Draw Step: The opponent discards "
            "{count} card(s) of their choice from their hand, then draws {draw} card(s), if your "
            "{name} is in play.",
        )
    ),
    "yyh.attack.mill.opponent.per_milled_events": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent discards the top {count} card(s) of their deck for "
        "each Event you discarded from your deck this way.",
    ),
    "yyh.ability_main.ability.discard.random": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Main Steps, while this character is your fighter: You may discard "
        "{count} card(s) at random from your hand to use this.",
    ),
    "yyh.ability_main.ability": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Main Steps, while this character is your fighter: You may use this.",
    ),
    "yyh.ability_main.pick.deck.hand.named": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Main Steps, while this character is your fighter: Search your deck "
        "for {count} {title} card(s) and put them into your hand.",
    ),
    "yyh.ability_main.discard_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Main Steps, while this character is your fighter: The opponent "
        "discards {count} card(s) of their choice from their hand.",
    ),
    "yyh.ability_attack.ability.discard": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Attack Steps, while this character is your fighter: You may "
        "discard {count} card(s) from your hand to use this.",
    ),
    "yyh.ability_attack.pick.face_down.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Attack Steps, while this character is your fighter: Choose up to "
        "{count} face-down attached card(s) in play and discard them.",
    ),
    "yyh.ability_attack.mill.opponent.per_picked_items": QT_TRANSLATE_NOOP(
        "Effect",
        "Once in each of your Attack Steps, while this character is your fighter: The opponent "
        "discards the top {count} card(s) of their deck for each Item discarded this way.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_discard_events.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each Event "
        "in your discard pile if you have the {team} Team Bonus.",
    ),
    "yyh.sideline_end.ability.discard.event.if_team_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your End Steps: If you have the {team} Team Bonus, you "
        "may discard {count} Event(s) from your hand to use it.",
    ),
    "yyh.sideline_end.pick.deck.hand.any": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your End Steps: Search your deck for {count} card(s) "
        "and put them into your hand.",
    ),
    "yyh.end_step.no_attack.once": QT_TRANSLATE_NOOP(
        "Effect",
        "Play this card only in your End Step, if you made no attack this turn; you may play a "
        "card of this name only once a game.",
    ),
    "yyh.pick.discard.deck.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "You may choose up to {count} card(s) in your discard pile and shuffle them into your "
        "deck.",
    ),
    "yyh.attack.heal_all": QT_TRANSLATE_NOOP(
        "Effect", "With attack {attack}: Every character in play heals {points} damage."
    ),
    "yyh.sideline_opponent_draw_step.draw.you.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, at the start of the opponent's Draw Step: Draw {count} card(s) if your "
        "{name} is in play.",
    ),
    "yyh.sideline_draw_step.draw.opponent.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, at your Draw Step: The opponent draws {count} card(s) if your {name} is "
        "in play.",
    ),
    "yyh.sideline.all_costs_down.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect: Every attack of either player costs {amount} card(s) fewer if your "
        "{name} is in play.",
    ),
    "yyh.sideline_opponent_end.draw.opponent.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, at the end of the opponent's turn: The opponent draws {count} card(s) "
        "if your {name} is in play.",
    ),
    "yyh.attack.attach_milled": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Attach the Items discarded this way from your deck to your "
        "fighter, their Spirit Energy unpaid.",
    ),
    "yyh.sideline.hurt_back.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect: Each time this character takes damage in the opponent's turn, the "
        "opposing fighter takes {points} damage, if your {name} is in play.",
    ),
    "yyh.sideline.blow_draw": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect: Each time an attack of your fighter {who} deals damage, draw {count} "
        "card(s).",
    ),
    "yyh.sideline.share_damage": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect: Each time your {who} in play takes damage, this character takes as much.",
    ),
    "yyh.sideline_draw.random_back.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your Draw Steps: The opponent shuffles a card at random "
        "from their hand into their deck, then draws a card.",
    ),
    "yyh.sideline.team_stat.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect: Every fighter with the {team} Team Symbol has +{atk} ATK on its attacks "
        "and +{defense} DEF, if your {name} is in play.",
    ),
    "yyh.attack.boost_all.def.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Each of your characters in play gets +{amount} DEF for the rest "
        "of the game if your {name} is in play.",
    ),
    "yyh.sideline_end.mill.you": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your End Steps: Discard the top {count} card(s) of "
        "your deck.",
    ),
    "yyh.sideline_end.draw_milled.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your End Steps: The opponent draws {count} card(s) for "
        "each Item or Technique discarded this way.",
    ),
    "yyh.sideline_end.draw_milled.opponent.if_named_in_play": QT_TRANSLATE_NOOP(
        "Effect",
        "Sideline Effect, once in each of your End Steps: The opponent draws {count} more "
        "card(s) for each Item or Technique discarded this way if your {name} is in play.",
    ),
}

ACTION_NAMES: dict[str, str] = {
    "yyh.ability": QT_TRANSLATE_NOOP("Action", "Use the ability of {card}"),
}

REASONS: dict[str, str] = {
    "yyh.no_ability": QT_TRANSLATE_NOOP(
        "Reason",
        "{card} has no ability to use now (once a turn, in the step it names, as your fighter "
        "or on your Sideline as it says).",
    ),
    "yyh.ability_cost": QT_TRANSLATE_NOOP(
        "Reason", "Using this ability costs {cost} card(s) from your hand; {count} given."
    ),
    "yyh.attacked_this_turn": QT_TRANSLATE_NOOP(
        "Reason", "This Event may be played only if you made no attack this turn."
    ),
    "yyh.once_a_game": QT_TRANSLATE_NOOP(
        "Reason", "You have already played a card of this name this game."
    ),
}

#: The names these sentences hold (see :mod:`.effect_messages_names`).
NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("EffectName", "Hide"),
    QT_TRANSLATE_NOOP("EffectName", "Kurama Caring Fighter"),
    QT_TRANSLATE_NOOP("EffectName", "Power Serum"),
    QT_TRANSLATE_NOOP("EffectName", "Quick Blow"),
    QT_TRANSLATE_NOOP("EffectName", "Tail Whip"),
    QT_TRANSLATE_NOOP("EffectName", "Mind Games"),
    QT_TRANSLATE_NOOP("EffectName", "Suzaku"),
    QT_TRANSLATE_NOOP("EffectName", "Yusuke The Student"),
)

register_messages("Effect", MESSAGES)  # the action's name and the reasons: by .messages
register_messages(NAME_CONTEXT, {name: name for name in NAMES})
