"""The tiny game's ruleset: the free table's four zones a seat (deck, hand, table, discard)
and one rule: a card goes onto a table only from its owner's hand, to that owner's table."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.free_table import FreeTable
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import MoveCard
from tabletop.engine.verdict import Verdict
from tabletop.engine.zones import seat_zone
from tabletop.games.packages import register_ruleset

from .cards import GAME_ID

FROM_HAND = "tiny.from_hand"


@register_ruleset
class TinyRuleset(FreeTable):
    """The free table with the one rule of the tiny game."""

    game_id = GAME_ID

    def verdict(self, state: GameState, action: Action) -> Verdict:
        """Possible moves are legal, but a card reaches a table only from the mover's hand
        and only to the mover's own table."""
        possible = self.possible(state, action)
        if not possible.legal:
            return possible
        if isinstance(action, MoveCard) and action.to_zone.endswith(".table"):
            here = state.cards[action.card].zone
            own = seat_zone(action.seat, "table")
            if here != seat_zone(action.seat, "hand") or action.to_zone != own:
                return Verdict.illegal(FROM_HAND, card=action.card)
        return possible
