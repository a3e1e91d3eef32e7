"""The Yu Yu Hakusho evaluation: an attack paid with cards is not scored as a threat given
up, so Greedy makes an attack that hits rather than keep the cards."""

from __future__ import annotations

from tabletop.ai import Knowledge, Level, decide
from tabletop.engine.controller import Controller
from tabletop.games.yyh.actions import AttackWith
from tabletop.games.yyh.board import V_STEP

from .positions import positions


def _hits(game: Controller, action: AttackWith) -> bool:
    """Whether ``action`` deals at least a point to the opposing fighter by the calculation
    (printed values and, from rules generation 3, the attached cards' bonuses)."""
    return game.ruleset.preview_attack(game.state, action.seat, action)["points"] > 0  # type: ignore[attr-defined,no-any-return]


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


def test_a_deck_near_its_end_weighs_more_the_nearer_it_is() -> None:
    from tabletop.ai.match import new_game
    from tabletop.games.yyh.board import zone
    from tabletop.games.yyh.evaluation import DECK_SAFE, FEATURES

    state, seat = new_game("yyh", 3).state.copy(), 0
    assert len(state.zones[zone(seat, "deck")].cards) > DECK_SAFE + 2
    deck, discard = zone(seat, "deck"), zone(seat, "discard")
    figures = []
    for left in (DECK_SAFE + 2, DECK_SAFE, DECK_SAFE - 2, 0):
        while len(state.zones[deck].cards) > left:
            uid = state.zones[deck].cards.pop()
            state.zones[discard].cards.append(uid)
        figures.append(
            FEATURES["deck_short"](state, seat) - FEATURES["deck_short"](state, 1 - seat)
        )
    assert figures[0] == figures[1]  # nothing above the mark
    assert figures[1] > figures[2] > figures[3]
    assert figures[2] - figures[3] > figures[1] - figures[2]  # steeper near the end
