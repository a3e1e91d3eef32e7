"""Dragon Ball GT: Physical Attack Table, ruleset profile, deck rules, the ruleset and its
descriptor (no Qt). The package ends with the game's record (:data:`PACKAGE`), which registers
them all under ``dbgt``; importing its messages registers the game's words."""

from tabletop.cards.card_games import card_game
from tabletop.games.registration import GamePackage, register_game

from . import messages  # noqa: F401  (registers the game's words)
from .card_words import CARD_WORDS
from .deck_rules import check_dbgt_deck
from .descriptor import DESCRIPTOR
from .profile import DbgtParams
from .ruleset import DbgtRuleset

PACKAGE = register_game(
    GamePackage(DbgtRuleset, DESCRIPTOR, check_dbgt_deck, DbgtParams, CARD_WORDS, card_game("dbgt"))
)
"""Dragon Ball GT, as the rest of the program finds it (:func:`tabletop.games.game_package`)."""

__all__ = ["PACKAGE", "DbgtRuleset"]
