"""Yu Yu Hakusho TCG: ruleset parameters, deck construction rules, Team Symbols (no Qt).

Importing this package (``tabletop.games.load_games()`` does) registers the game's record
(:data:`PACKAGE`: the ruleset, descriptor, deck checker, parameter model and card words, game
id ``yyh``); importing its messages registers the game's words. The rules are
shared/rules/yyh.md.
"""

from tabletop.cards.card_games import card_game
from tabletop.games.registration import GamePackage, register_game

from . import deck_rules, descriptor, messages, profile, ruleset, teams
from .card_words import CARD_WORDS
from .ruleset import YyhRuleset

PACKAGE = register_game(
    GamePackage(
        YyhRuleset,
        descriptor.DESCRIPTOR,
        deck_rules.check_yyh_deck,
        profile.YyhParams,
        CARD_WORDS,
        card_game("yyh"),
    )
)
"""Yu Yu Hakusho, as the rest of the program finds it (:func:`tabletop.games.game_package`)."""

__all__ = [
    "PACKAGE",
    "YyhRuleset",
    "deck_rules",
    "descriptor",
    "messages",
    "profile",
    "ruleset",
    "teams",
]
