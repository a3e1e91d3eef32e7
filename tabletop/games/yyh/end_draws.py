"""Cards drawn at the end of a turn (the ``end_draw`` effect, rules generation 4; see
:class:`~tabletop.cards.yyh_effect_models_dt_b.EndDraw`).

An ``end_draw`` of this turn is a game value of its player (``yyh.end_draw.<seat>``: each
entry the count, or ``=`` for as many as the opponent's hand holds more, and the condition
read as the turn ends, one a line); one for the rest of the
match adds its count to a value the match's end clears (:func:`.card_moves.expire`), read at the
end of each of the opponent's turns (the player's fighter shows it as a badge, the card
counter ``enddraw.match``, cleared with the match). Both are set in the applying action's transaction and
read in the End Step's (:func:`.timed_effects.end_of_turn`), so the log, undo and replay need
nothing more.
"""

from __future__ import annotations

from tabletop.cards.yyh_conditions import Condition
from tabletop.cards.yyh_effect_models_dt_b import EndDraw
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, CardLookup, fighter, int_value, zone
from .card_effects import condition_holds
from .card_moves import draw_cards
from .profile import YyhParams
from .rules_gf import forbid_value

#: This turn's draws of a seat (``<prefix><seat>``).
V_END_DRAW = "yyh.end_draw."
#: The match's draws at the end of each of the opponent's turns (cleared with the match).
MATCH_DRAW = "end_draw"


def match_key(seat: int) -> str:
    """The game value holding how many cards ``seat`` draws at the end of each of the
    opponent's turns this match."""
    return forbid_value(f"{MATCH_DRAW}{seat}", "match")


def note_end_draw(state: GameState, tx: Transaction, seat: int, effect: EndDraw) -> None:
    """``seat`` will draw ``effect.count`` cards at the end of this turn (if its ``at_end``
    holds then) or at the end of each of the opponent's turns this match."""
    if effect.lasts == "match":
        key = match_key(seat)
        tx.set_value(key, int_value(state, key) + effect.count)
        shown = fighter(state, seat)  # its badge, cleared with the match
        if shown is not None:
            tx.set_card_counter(shown, "enddraw.match", int_value(state, key) + effect.count)
        return
    check = "" if effect.at_end is None else effect.at_end.model_dump_json(exclude_none=True)
    before = state.values.get(V_END_DRAW + str(seat))
    entry = f"{'=' if effect.until_equal else effect.count}|{check}"
    tx.set_value(V_END_DRAW + str(seat), f"{before}\n{entry}" if isinstance(before, str) else entry)


def end_draws(state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup) -> None:
    """The turn ends: each player draws what this turn's ``end_draw`` effects give them (a
    condition read now), and the player whose turn it is not what the match's give."""
    active = int_value(state, V_ACTIVE)
    for seat in SEATS:
        noted = state.values.get(V_END_DRAW + str(seat))
        if isinstance(noted, str):
            tx.set_value(V_END_DRAW + str(seat), None)
            for entry in noted.split("\n"):
                count, _, check = entry.partition("|")
                condition = Condition.model_validate_json(check) if check else None
                threshold = params.team_bonus_threshold
                if condition_holds(state, cards, seat, condition, threshold):
                    draw_cards(state, tx, seat, _count(state, seat, count))
        if seat != active:
            draw_cards(state, tx, seat, int_value(state, match_key(seat)))


def _count(state: GameState, seat: int, count: str) -> int:
    """The cards an entry draws: its number, or (``=``) as many as the opponent's hand holds
    more than ``seat``'s now."""
    if count != "=":
        return int(count)
    held = {side: len(state.zones[zone(side, "hand")].cards) for side in (seat, 1 - seat)}
    return max(0, held[1 - seat] - held[seat])


def match_draws(state: GameState, seat: int) -> int:
    """How many cards ``seat`` draws at the end of each of the opponent's turns this match."""
    return int_value(state, match_key(seat))
