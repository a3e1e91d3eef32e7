"""Heritage-only cards and "no more attacks this Combat": refused by the checks and left out
of the legal actions alike.

Expected to fail until the legal-action generator (legal.py, the lead's) and the checks of
combat.py ask :func:`tabletop.games.dbgt.combat_effects.refusal` together: the generator offers
combat cards from hand without the checks, so one side alone would make the offered and the
checked actions disagree. Remove the marks once both hooks are in.
"""

from __future__ import annotations

from tabletop.engine import Controller
from tabletop.engine.actions import Action
from tabletop.games.dbgt.actions import Attack, Pass, Take

from .helpers import arrange, ruleset, to_hand
from .test_combat_effects import _mp, _play, combat_position


def _code(game: Controller, action: Action) -> str | None:
    return game.check(action).code


def test_a_saiyan_only_card_needs_a_saiyan_in_control() -> None:
    game = combat_position()
    state = game.state
    card = to_hand(state, 0, "SAI-20")
    assert game.check(Attack(0, card)).legal  # Goku in control: Saiyan heritage
    krillin = to_hand(state, 0, "SAI-167")
    arrange(state).move(krillin, "p0.ally1", face_up=True)
    arrange(state).set_card_counter(krillin, "stage", 2)
    arrange(state).set_card_counter(_mp(state, 0), "stage", 0)
    state.values["control0"] = krillin  # an Earthling in control
    assert _code(game, Attack(0, card)) == "dbgt.heritage_only"
    assert Attack(0, card) not in ruleset().legal_actions(state, 0)


def test_no_more_attacks_after_a_card_that_says_so() -> None:
    game = combat_position()
    state = game.state
    first = to_hand(state, 0, "SAI-38")
    second = to_hand(state, 0, "SAI-24")
    _play(game, Attack(0, first))
    _play(game, Take(1))
    _play(game, Pass(1))
    assert _code(game, Attack(0, second)) == "dbgt.no_more_attacks"
    assert not [a for a in ruleset().legal_actions(state, 0) if isinstance(a, Attack)]
