"""The words of the ``pick`` card effects (cards of the player's choice moved from one place to
another, :class:`~tabletop.cards.yyh_effect_models.PickCards`): one whole sentence per template
code the bundled cards use, each marked ``QT_TRANSLATE_NOOP("Effect", ...)``; and the log's
phrases and the refusal of a pick (:mod:`.choice_effects`, :mod:`.describe`). Registered on
import (by :mod:`.messages`). A code a new card needs is added here.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.attack.pick.deck.hand.named.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may search your deck for up to {count} card(s) named {title} and put them into your hand.",
    ),
    "yyh.attack.pick.discard.deck.any.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck if your fighter is {name}.",
    ),
    "yyh.pick.in_play.discard.any": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} face-up Item(s) or Technique(s) in play and discard them.",
    ),
    "yyh.pick.deck.hand.item": QT_TRANSLATE_NOOP(
        "Effect",
        "Search your deck for {count} Item(s) and put them into your hand.",
    ),
    "yyh.attack.atk_up.fighter.this_attack.per_picked": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: +{amount} ATK to your fighter for the next attack for each card chosen for this attack.",
    ),
    "yyh.attack.pick.attached.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} card(s) attached to your fighter and discard them.",
    ),
    "yyh.attack.pick.attached.discard.item.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} Item(s) attached to your fighter and discard them.",
    ),
    "yyh.attack.pick.discard.deck.any": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck.",
    ),
    "yyh.attack.pick.discard.deck.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} card(s) in your discard pile and shuffle them into your deck.",
    ),
    "yyh.attack.pick.hand.discard.any.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} card(s) in your hand and discard them.",
    ),
    "yyh.attack.pick.in_play.discard.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} face-up Item(s) in play and discard them.",
    ),
    "yyh.attack.pick.in_play.discard.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} face-up Technique(s) in play and discard them.",
    ),
    "yyh.attack.pick.in_play.discard.technique.up_to": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: You may choose up to {count} face-up Technique(s) in play and discard them.",
    ),
    "yyh.attack.pick.opponent_attached.discard.item": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Choose {count} Item(s) attached to the opponent's fighter and discard them.",
    ),
    "yyh.attack.pick.opponent_hand.discard.any": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Look at the opponent's hand, choose {count} card(s) and discard them.",
    ),
    "yyh.pick.in_play.discard.item": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} face-up Item(s) in play and discard them.",
    ),
    "yyh.pick.in_play.discard.technique": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} face-up Technique(s) in play and discard them.",
    ),
    "yyh.pick.opponent_discard.deck_top.any": QT_TRANSLATE_NOOP(
        "Effect",
        "Choose {count} card(s) in the opponent's discard pile and put them on top of their deck.",
    ),
    "yyh.pick.discard.deck.any": QT_TRANSLATE_NOOP(
        "Effect", "Choose {count} card(s) in your discard pile and shuffle them into your deck."
    ),
}

REASONS: dict[str, str] = {
    "yyh.bad_pick": QT_TRANSLATE_NOOP(
        "Reason", "Those {count} cards are not a choice the card's effect allows."
    ),
}

LOG_PHRASES: dict[str, str] = {
    "yyh.picked": QT_TRANSLATE_NOOP("Log", "{card} is chosen and put into {to_zone}"),
    "yyh.picked_hidden": QT_TRANSLATE_NOOP(
        "Log", "{player} chooses {count} cards and puts them into {to_zone}"
    ),
    "yyh.picked_hidden_one": QT_TRANSLATE_NOOP(
        "Log", "{player} chooses 1 card and puts it into {to_zone}"
    ),
}

register_messages("Effect", MESSAGES)
register_messages("Reason", REASONS)
register_messages("Log", LOG_PHRASES)
