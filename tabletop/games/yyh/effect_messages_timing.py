"""The words of the Yu Yu Hakusho card effects at the moments of a turn (the player's Draw
Step, the start of their Main Step, each point of damage their attack deals) and of the attached cards used by discarding them in a
step: one whole sentence per template code of the effect models' ``words()``
(:mod:`tabletop.cards.yyh_effect_models`), marked ``QT_TRANSLATE_NOOP("Effect", ...)`` and
registered under the context ``"Effect"`` on import (by :mod:`.messages`); with the name of the
use action and the reason a use is refused, which :mod:`.messages` registers with its own.
"""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.messages import register_messages

MESSAGES: dict[str, str] = {
    "yyh.draw_step.spirit_gain.you": QT_TRANSLATE_NOOP(
        "Effect", "At your Draw Step: Gain {amount} more Spirit Energy."
    ),
    "yyh.draw_step.spirit_gain.you.if_named": QT_TRANSLATE_NOOP(
        "Effect", "At your Draw Step: Gain {amount} more Spirit Energy if your fighter is {name}."
    ),
    "yyh.main_step.spirit_gain.you.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "At the start of your Main Step: Gain {amount} Spirit Energy if your fighter is a villain.",
    ),
    "yyh.main_step.spirit_lose.opponent.if_named": QT_TRANSLATE_NOOP(
        "Effect",
        "At the start of your Main Step: The opponent loses {amount} Spirit Energy if your "
        "fighter is {name}.",
    ),
    "yyh.use_main.spirit_gain.you": QT_TRANSLATE_NOOP(
        "Effect", "In your Main Step: Discard this card to gain {amount} Spirit Energy."
    ),
    "yyh.use_main.def_down.opponent_fighter.turn": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Main Step: Discard this card to give the opposing fighter -{amount} DEF this "
        "turn.",
    ),
    "yyh.use_draw.draw.you": QT_TRANSLATE_NOOP(
        "Effect", "In your Draw Step: Discard this card to draw {count} card(s)."
    ),
    "yyh.use_draw.mill.opponent.if_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: If your fighter is a villain, discard this card to have the "
        "opponent discard the top {count} card(s) of their deck.",
    ),
    "yyh.use_main.heal.attached": QT_TRANSLATE_NOOP(
        "Effect", "In your Main Step: Discard this card to heal {points} damage of your fighter."
    ),
    "yyh.use_main.use_cost.discard": QT_TRANSLATE_NOOP(
        "Effect", "In your Main Step: Using this card also costs {count} card(s) from your hand."
    ),
    "yyh.use_draw.mill.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: Use this card to have the opponent discard the top {count} card(s) "
        "of their deck.",
    ),
    "yyh.use_draw.use_cost.deck_bottom": QT_TRANSLATE_NOOP(
        "Effect",
        "In your Draw Step: The card you use goes to the bottom of your deck, not to the discard "
        "pile.",
    ),
    "yyh.on_hit.mill.opponent": QT_TRANSLATE_NOOP(
        "Effect",
        "For each point of damage your attack deals to the opposing fighter: The opponent "
        "discards the top {count} card(s) of their deck.",
    ),
    "yyh.attack.discard_self.if_opponent_villain": QT_TRANSLATE_NOOP(
        "Effect",
        "With attack {attack}: Discard this card at the end of the turn if the opposing fighter is "
        "a villain.",
    ),
}

ACTION_NAMES: dict[str, str] = {
    "yyh.use": QT_TRANSLATE_NOOP("Action", "Use {card} (discard it for its effect)"),
}

REASONS: dict[str, str] = {
    "yyh.use_cost": QT_TRANSLATE_NOOP(
        "Reason", "Using this card costs {cost} card(s) from your hand; {count} given."
    ),
    "yyh.not_usable": QT_TRANSLATE_NOOP(
        "Reason",
        "{card} has no effect to use now (an attached card of your fighter, in the step it names).",
    ),
}

register_messages("Effect", MESSAGES)  # the action's name and the reason: by .messages
