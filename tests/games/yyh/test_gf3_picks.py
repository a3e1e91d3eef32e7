"""Ghost Files picks of :mod:`tabletop.games.yyh.effects_gf2` (rules generation 4): "Lucky"
Winners (GF-R87, a card of the discard pile into the hand only at exactly 9 Spirit Energy once
the card is paid), Befriend (GF-TC7, a chosen character's Team Symbol for the player's
characters without one, for the rest of the game). Each: where it applies and the change it
must make, where it does not; undone, redone and replayed onto the same position."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import PlayEvent
from tabletop.games.yyh.board import slot_zone, zone
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.gf2_marks import team_of

from .rules_helpers import game_at, legal, refused, set_spirit


def _put(game: Controller, owner: int, card_id: str, where: str) -> int:
    game.state.derived.clear()
    return game.state.add_card(card_id, owner, where, face_up=True)


def _plays(game: Controller, uid: int) -> set[tuple[int, ...]]:
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    return {a.picks for a in offered if isinstance(a, PlayEvent) and a.card == uid}


def _undo_redo_replay(game: Controller, rebuild: Callable[[], Controller]) -> None:
    after = game.state.copy()
    assert game.undo() is not None
    assert game.redo() is not None
    assert game.state == after
    again = rebuild()
    for entry in game.log[len(again.log) :]:
        assert again.replay_entry(entry).applied
    assert again.state == after


def _lucky(spirit: int) -> Callable[[], Controller]:
    def position() -> Controller:
        game = game_at("main")
        set_spirit(game, 0, spirit)
        _put(game, 0, "GF-C57", zone(0, "discard"))
        _put(game, 0, "GF-R87", zone(0, "hand"))
        return game

    return position


@pytest.mark.parametrize("spirit", [10, 9, 11])
def test_lucky_winners_returns_a_discarded_card_at_exactly_9_spirit_once_paid(
    spirit: int,
) -> None:
    game = _lucky(spirit)()
    lucky = game.state.zones[zone(0, "hand")].cards[-1]
    pile = list(game.state.zones[zone(0, "discard")].cards)
    if spirit != 10:  # 8 or 10 once paid: nothing to choose
        assert _plays(game, lucky) == {()}
        refused(game, PlayEvent(0, lucky, "now", (pile[-1],)), BAD_PICK)
        return
    assert _plays(game, lucky) == {(uid,) for uid in pile}
    refused(game, PlayEvent(0, lucky, "now", ()), BAD_PICK)
    legal(game, PlayEvent(0, lucky, "now", (pile[-1],)))
    assert game.state.cards[pile[-1]].zone == zone(0, "hand")
    assert game.state.counters[0]["spirit"] == 9
    _undo_redo_replay(game, _lucky(spirit))


def _befriend() -> Controller:
    """Four characters for a Team Bonus (a profile's threshold): three Urameshi and Jyaki."""
    game = game_at("main", team_bonus_threshold=4)
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in list(game.state.zones[slot_zone(0, 4)].cards):
        tx.move(uid, zone(0, "discard"), face_up=True)
    _put(game, 0, "GF-C19", slot_zone(0, 4))  # Jyaki, Team Ronin: no Team Symbol
    _put(game, 0, "GF-TC7", zone(0, "hand"))
    return game


def test_befriend_gives_the_chosen_team_symbol_to_characters_without_one() -> None:
    game = _befriend()
    rules = game.ruleset
    befriend = game.state.zones[zone(0, "hand")].cards[-1]
    jyaki = game.state.zones[slot_zone(0, 4)].cards[-1]
    urameshi = [game.state.zones[slot_zone(0, slot)].cards[-1] for slot in (2, 3)]
    plays = _plays(game, befriend)
    assert (urameshi[0],) in plays and (jyaki,) not in plays  # Jyaki has none to give
    refused(game, PlayEvent(0, befriend, "game", (jyaki,)), BAD_PICK)
    before = rules.team_bonuses(game.state, 0)  # type: ignore[attr-defined]
    assert team_of(game.state, rules.cards, jyaki) == "ronin"  # type: ignore[attr-defined]
    legal(game, PlayEvent(0, befriend, "game", (urameshi[1],)))
    assert team_of(game.state, rules.cards, jyaki) == "urameshi"  # type: ignore[attr-defined]
    assert before == () and rules.team_bonuses(game.state, 0) == ("urameshi",)  # type: ignore[attr-defined]
    _undo_redo_replay(game, _befriend)
