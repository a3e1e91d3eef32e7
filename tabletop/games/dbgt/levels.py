"""The Main Personality's level changes: the level card above or below the current one, and a
move of one level (the new level's stage from the profile, every Drill discarded)."""

from __future__ import annotations

from tabletop.cards.models import Personality
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .table import DISCARD, DRILLS, MP, MPS, STAGE, TableFacts, zid


def level_card(facts: TableFacts, state: GameState, seat: int, delta: int) -> int | None:
    """The MP card one level above (``delta`` 1) or below (-1) the current level."""
    by_id, instances = facts.cards_by_id, state.cards
    levels = state.zones[MPS[seat]].cards
    top = by_id[instances[levels[-1]].card_id] if levels else None
    wanted = (top.level if type(top) is Personality else 0) + delta  # facts.mp_level
    for uid in levels:
        card = by_id[instances[uid].card_id]
        if type(card) is Personality and card.level == wanted:
            return uid
    return None


def change_level(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, delta: int
) -> None:
    """Move the MP one level; the new level's stage comes from the profile; every Drill of the
    seat is discarded."""
    new = level_card(facts, state, seat, delta)
    old = facts.mp_top(state, seat)
    if new is None or old is None:
        return
    top = facts.top_stage(state, new)
    if delta > 0:
        rule = facts.params.mp_level_up.new_stage
        if rule == "highest":
            stage = top
        elif rule == "starting":
            stage = facts.params.setup.starting_stage
        else:
            stage = facts.stage(state, old)
    else:
        stage = facts.params.mp_level_up.level_down_stage
    tx.set_card_counter(old, STAGE, None)
    tx.move(new, zid(seat, MP))
    tx.set_card_counter(new, STAGE, max(0, min(stage, top)))
    for uid in list(state.zones[zid(seat, DRILLS)].cards):
        tx.move(uid, zid(seat, DISCARD), face_up=True)
