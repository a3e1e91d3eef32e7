"""Yu Yu Hakusho TCG: ruleset parameters, deck construction rules, Team Symbols (no Qt).

Importing this package (``tabletop.games.load_games()`` does) registers the parameter model
(:mod:`.profile`, game id ``yyh``) and the deck checker (:mod:`.deck_rules`). The rules are
shared/rules/yyh.md.
"""

from . import deck_rules, profile, teams

__all__ = ["deck_rules", "profile", "teams"]
