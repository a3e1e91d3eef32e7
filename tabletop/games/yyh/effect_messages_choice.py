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
