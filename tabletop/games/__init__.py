"""The games: their rulesets, deck rules, damage tables and table layouts (no Qt)."""

from .base import make_ruleset
from .packages import (
    GAME_PACKAGES,
    RULESETS,
    game_ids,
    game_package,
    import_game,
    register_ruleset,
)


def load_games() -> None:
    """Import every game package, which registers its record (ruleset, descriptor, profile model, deck rules, card words)."""
    for game_id in GAME_PACKAGES:
        import_game(game_id)


__all__ = [
    "GAME_PACKAGES",
    "RULESETS",
    "game_ids",
    "game_package",
    "import_game",
    "load_games",
    "make_ruleset",
    "register_ruleset",
]
