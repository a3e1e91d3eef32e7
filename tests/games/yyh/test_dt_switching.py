"""Dark Tournament cards that switch a fighter with a Sideline character of the player's
choice (``switch``, rules generation 4): the chosen character is the Event's pick, offered in
the legal lists for each character on that Sideline; it becomes the fighter (its face-down
attachments turned face up and paid), the old fighter goes to its Match Slot (its
attachments face down under it, its Techniques discarded); undo and redo take it back and
forth."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.games.yyh.actions import PlayEvent
from tabletop.games.yyh.board import fighter, slot_zone, zone
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.legal import legal_by_verdict

from .rules_helpers import game_at, legal, refused, set_spirit

TECHNIQUE = "GF-C143"


def _put(game: Controller, seat: int, card_id: str, name: str, face_up: bool = True) -> int:
    """A copy of ``card_id`` for ``seat`` put into its zone ``name`` (a test fixture)."""
    game.state.derived.clear()
    return game.state.add_card(card_id, seat, zone(seat, name), face_up=face_up)


def _sideline(game: Controller, seat: int) -> list[int]:
    return [game.state.zones[slot_zone(seat, s)].cards[-1] for s in (2, 3, 4)]


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize(("card", "side"), [("DT-TU3", 1), ("DT-L9", 0)])
def test_the_chosen_sideline_character_becomes_the_fighter(
    card: str, side: int, hidden: bool
) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    set_spirit(game, side, 5)
    technique = _put(game, side, TECHNIQUE, "techs")
    under = _put(game, side, "GF-C113", "slot3_att", face_up=False) if hidden else None
    event = _put(game, 0, card, "hand")
    old = fighter(game.state, side)
    waiting = _sideline(game, side)
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(game.ruleset, game.state, 0)  # type: ignore[arg-type]
    plays = {a.picks for a in offered if isinstance(a, PlayEvent) and a.card == event}
    assert plays == {(uid,) for uid in waiting}
    refused(game, PlayEvent(0, event, "now", ()), BAD_PICK)
    other = fighter(game.state, 1 - side)
    assert other is not None
    refused(game, PlayEvent(0, event, "now", (other,)), BAD_PICK)
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", (waiting[1],)))
    state = game.state
    assert fighter(state, side) == waiting[1]
    assert old is not None and state.cards[old].zone == slot_zone(side, 3)
    assert state.cards[technique].zone == zone(side, "discard")
    if under is not None:  # an Item under slot 3: face up on the new fighter
        assert state.cards[under].zone == zone(side, "items") and state.cards[under].face_up
        if side == 1:  # the opponent's hidden card shown to the player: no undo
            assert game.undo() is None
            return
    after = state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after
