"""The Yu Yu Hakusho evaluation: an attack paid with cards is not scored as a threat given
up, so Greedy makes an attack that hits rather than keep the cards."""

from __future__ import annotations

from tabletop.ai import Knowledge, Level, decide
from tabletop.cards.database import default_database
from tabletop.engine.controller import Controller
from tabletop.games.yyh.actions import AttackWith
from tabletop.games.yyh.battle import available_attacks
from tabletop.games.yyh.board import V_STEP, CardLookup, fighter
from tabletop.games.yyh.profile import YyhParams

from .positions import positions


def _hits(game: Controller, action: AttackWith) -> bool:
    """Whether ``action`` deals at least a point to the opposing fighter by printed values."""
    state, cards = game.state, CardLookup(default_database())
    other = fighter(state, 1 - action.seat)
    target = None if other is None else cards.character(state.cards[other].card_id)
    for option in available_attacks(state, cards, action.seat):
        same = (option.card, option.index) == (action.card, action.index)
        if same and target is not None and isinstance(option.value, int):
            return YyhParams().damage_points(option.value, target.defense) > 0
    return False


def test_greedy_makes_most_paid_attacks_that_hit() -> None:
    # The threat once counted only the cards in hand: paying for an attack looked like giving
    # the next one up, and Greedy kept its cards in four of five of these positions.
    seen = attacked = 0
    for game, seat in positions("yyh", 500, seed=18):
        if game.state.values.get(V_STEP) != "attack":
            continue
        legal = game.ruleset.legal_actions(game.state, seat)
        paid = [a for a in legal if isinstance(a, AttackWith) and a.discards and _hits(game, a)]
        if not paid or any(isinstance(a, AttackWith) and not a.discards for a in legal):
            continue
        seen += 1
        chosen = decide(Knowledge.of(game, seat), Level.GREEDY, seed=seen)
        attacked += isinstance(chosen, AttackWith)
    assert seen >= 20
    assert attacked >= 0.75 * seen, f"{attacked} attacks in {seen} positions"
