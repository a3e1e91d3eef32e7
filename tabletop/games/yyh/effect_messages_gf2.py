"""The words of the Ghost Files kinds of :mod:`tabletop.cards.yyh_effect_models_gf2` (rules
generation 4, see :mod:`.effects_gf2`): one whole sentence per template code, each marked
``QT_TRANSLATE_NOOP("Effect", ...)``, and the refusal of a card barred by name. Registered on
import (by :mod:`.messages`).
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.effect_messages import NAME_CONTEXT
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.attack.shuffle_chosen.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent shuffles {count} card(s) of their choice from their "
        "hand into their deck.",
    ),
    "yyh.attack.discard_or_spirit.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: The opponent chooses: they discard {count} card(s) of their "
        "choice from their hand, or they lose {amount} Spirit Energy.",
    ),
    "yyh.attack.trim_attached.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If more than {keep} cards are attached to the opposing fighter, "
        "the opponent discards attached cards of their choice until {keep} are left.",
    ),
    "yyh.pick_own_attached.deck": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} card(s) attached to your characters in play and shuffle them into their "
        "owner's deck.",
    ),
    "yyh.ban_named": QT_TRANSLATE_NOOP(
        "Effect", "While this card is attached, {title} may not be played by the opponent."
    ),
    "yyh.use_main.search_fifth": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: If your Match Slot 5 is empty, discard this card to search your deck "
        "for a character and put it into your Match Slot 5 face down.",
    ),
    "yyh.use_main.swap_sideline": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to choose two of your characters on your Sideline: "
        "they trade Match Slots, with the cards attached to them.",
    ),
    "yyh.fading_atk": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your attacks until the match ends; at the start of each of your later "
        "turns in this match, this bonus loses {step} (not below 0).",
    ),
    "yyh.strict_bonus": QT_TRANSLATE_NOOP(
        "Effect",
        "Until the match ends, the opponent has a Team Bonus only with at least {least} of "
        "their characters in play sharing its Team Symbol.",
    ),
    "yyh.attack.no_events": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Until the end of your next turn, no player may play Events.",
    ),
    "yyh.attack.redirect.any.if_at_least_opponent_attacks_last_turn": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: If the opponent attacked in their last turn, you may choose a "
        "character on the opponent's Sideline for this attack to hit instead of their fighter.",
    ),
    "yyh.skip_main.now": QT_TRANSLATE_NOOP(
        "Effect",
        "Your Main Step ends now, and the Main Steps of the next {count} turns (both players') "
        "are skipped.",
    ),
    "yyh.play_boost.any.main": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your attacks this turn for each card you play after this one in this "
        "Main Step.",
    ),
    "yyh.play_boost.atk_up": QT_TRANSLATE_NOOP(
        "Effect",
        "+{amount} ATK to your attacks this turn for each card raising an Attack Value that "
        "you play after this one this turn.",
    ),
    "yyh.switch_next.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "If the match in the Arena ends this turn, the opponent switches the character that "
        "comes in for the next match with another character of their Sideline, of their choice.",
    ),
    "yyh.pick_at_spirit.discard.hand.any": QT_TRANSLATE_NOOP(
        "Effect",
        "If you have exactly {spirit} Spirit Energy once this card is paid, choose {count} "
        "card(s) in your discard pile and put them into your hand.",
    ),
    "yyh.befriend": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose one of your characters in play with a Team Symbol: each of your characters in "
        "play without one has that Team Symbol for the rest of the game.",
    ),
    "yyh.event_tax": QT_TRANSLATE_NOOP(
        "Effect",
        "While this card is attached, the opponent discards {count} card(s) of their choice "
        "from their hand to play an Event.",
    ),
    "yyh.foe_attach": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step, this card is attached to the opposing fighter (you pay for it); "
        "the opponent never uses it.",
    ),
    "yyh.attack.give_away": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: At the end of this turn, this card is attached to the opposing "
        "fighter; the opponent never uses it.",
    ),
    "yyh.end_mill": QT_TRANSLATE_NOOP(
        "Effect",
        "While this card is attached to the opposing fighter, the opponent discards the top "
        "{count} card(s) of their deck at the end of each of their turns.",
    ),
    "yyh.damage.opponent_fighter.if_at_least_opponent_strike_missed": QT_TRANSLATE_NOOP(
        "Effect",
        "If the opponent played a card in their last turn for an attack dealing more damage "
        "(Overwhelming Kill, Power Strike) and no attack of theirs met its requirement, deal "
        "{points} point(s) of damage to the opposing fighter.",
    ),
    "yyh.attack.sweep_arena": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Discard every card attached to either fighter (this card at "
        "the end of the turn).",
    ),
    "yyh.use_attack.double_atk.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Attack Step: If your fighter is {name}, discard this card to double the Attack "
        "Value of your next attack this turn (once a turn).",
    ),
    "yyh.pay_card": QT_TRANSLATE_NOOP(
        "Effect", "You may choose a card of your hand and discard it."
    ),
    "yyh.sideline_best": QT_TRANSLATE_NOOP(
        "Effect",
        "If you did, your fighter's attacks gain this turn the printed Attack Value of the "
        "strongest attack of your face-up characters on your Sideline.",
    ),
}

REASONS: dict[str, str] = {
    "yyh.banned_name": QT_TRANSLATE_NOOP(
        "Reason", "A card attached to the opposing fighter forbids you to play this card."
    ),
    "yyh.event_tax": QT_TRANSLATE_NOOP(
        "Reason",
        "A card attached to the opposing fighter asks for a card of your hand to discard with "
        "an Event: you have none.",
    ),
    "yyh.events_barred": QT_TRANSLATE_NOOP(
        "Reason", "A card forbids playing Events until the end of its player's next turn."
    ),
}

#: The card names these sentences hold (``{title}``), as in :mod:`.effect_messages_names`.
NAMES: tuple[str, ...] = (QT_TRANSLATE_NOOP("EffectName", "Halt!"),)

register_messages("Effect", MESSAGES)
register_messages("Reason", REASONS)
register_messages(NAME_CONTEXT, {name: name for name in NAMES})
