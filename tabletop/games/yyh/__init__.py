"""Yu Yu Hakusho TCG: ruleset parameters, deck construction rules, Team Symbols (no Qt).

Importing this package (``tabletop.games.load_games()`` does) registers the parameter model
(:mod:`.profile`, game id ``yyh``), the deck checker (:mod:`.deck_rules`), the ruleset
(:mod:`.ruleset`) and the descriptor (:mod:`.descriptor`). The rules are
shared/rules/yyh.md.
"""

from . import deck_rules, descriptor, messages, profile, ruleset, teams
from .ruleset import YyhRuleset

__all__ = ["YyhRuleset", "deck_rules", "descriptor", "messages", "profile", "ruleset", "teams"]
