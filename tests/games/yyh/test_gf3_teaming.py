"""Double Teaming (GF-U109, rules generation 4): the player may discard a card of their hand
(``pay_card``, the Event's pick) to add the printed Attack Value of the strongest attack of
their face-up Sideline characters to their fighter's attacks this turn (``sideline_best``);
without the discard nothing happens. Undone, redone and replayed onto the same position."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.games.yyh.actions import AttackWith, PlayEvent
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import fighter, sideline_zones, zone

from .rules_helpers import game_at, legal, set_spirit


def _position() -> Controller:
    game = game_at("main")
    set_spirit(game, 0, 5)
    game.state.derived.clear()
    game.state.add_card("GF-U109", 0, zone(0, "hand"), face_up=True)
    return game


def _atk(game: Controller) -> int:
    own = fighter(game.state, 0)
    assert own is not None
    rules = game.ruleset
    attack = AttackWith(0, own, 0)
    return preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("paid", [True, False])
def test_double_teaming_adds_the_strongest_sideline_attack_when_paid(paid: bool) -> None:
    game = _position()
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    teaming = game.state.zones[zone(0, "hand")].cards[-1]
    others = [uid for uid in game.state.zones[zone(0, "hand")].cards if uid != teaming]
    best = max(
        attack.value or 0
        for zone_id in sideline_zones(0)
        for uid in game.state.zones[zone_id].cards
        if game.state.cards[uid].face_up
        for attack in cards.character(game.state.cards[uid].card_id).attacks
    )
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    plays = {a.picks for a in offered if isinstance(a, PlayEvent) and a.card == teaming}
    assert () in plays and (others[0],) in plays
    base = _atk(game)
    legal(game, PlayEvent(0, teaming, "turn", (others[0],) if paid else ()))
    assert _atk(game) == (base + best if paid else base)
    assert (game.state.cards[others[0]].zone == zone(0, "discard")) is paid
    after = game.state.copy()
    assert game.undo() is not None and game.redo() is not None and game.state == after
    again = _position()
    assert again.replay_entry(game.log[-1]).applied and again.state == after
