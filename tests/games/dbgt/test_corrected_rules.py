"""The rules of shared/rules/dbgt.md that were corrected from the Japanese GT summary, one test
per rule and per choice the player makes, quoting the spec: survival the instant a Life Deck is
empty, the MP level-up at any moment of your own turn paid with cards the player chooses, costs
paid by any of your personalities as you split them, a card-effect draw from an empty deck, a
Dragon Ball turned up by damage, and older saves that keep the rules they were played with."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.engine import Controller, Draw, NextStep
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import (
    Attack,
    Defend,
    DoublePower,
    EffectDraw,
    EffectMove,
    LevelUp,
    PlayCard,
    Take,
)
from tabletop.games.dbgt.profile import DbgtParams

from .helpers import arrange, find, new_game, ruleset, set_step, to_hand
from .test_rules import code, combat_game, mp, stage

MUST_TAKE = {"victory": {"survival_timing": "must_take"}}


def empty_deck_but(game: Controller, seat: int, keep: int) -> list[int]:
    """Leave ``keep`` cards in the seat's Life Deck (the others to the discard pile)."""
    deck = game.state.zones[f"p{seat}.life_deck"].cards
    tx = arrange(game.state)
    for uid in list(deck[: len(deck) - keep]):
        tx.move(uid, f"p{seat}.discard", face_up=True)
    return list(deck)


# ---------------------------------------------------------------- survival (§1)


def test_survival_the_instant_the_last_card_is_drawn() -> None:
    """§1: "the instant a player's Life Deck holds no cards (its last card drawn...), the
    opponent wins" (survival_timing "deck_empty", the default)."""
    game = new_game()
    set_step(game.state, "declare")
    empty_deck_but(game, 1, 3)
    assert game.submit(NextStep(0)).applied  # no Combat: Discard step ...
    assert game.winner is None
    while game.state.values["active"] == 0:
        seat = ruleset().actor(game.state)
        assert seat is not None
        offered = ruleset().legal_actions(game.state, seat)
        game.submit(next((a for a in offered if type(a).__name__ == "DiscardCard"), NextStep(seat)))
    # Vegeta's Draw step took the last 3 cards: the game ended then and there.
    assert game.winner == 0 and game.state.values["win_reason"] == "survival"
    assert len(game.state.zones["p1.hand"].cards) == 3


def test_survival_when_an_effect_moves_the_last_card() -> None:
    """§1: "(its last card drawn, discarded by damage or moved by an effect)"."""
    game = new_game()
    last = empty_deck_but(game, 1, 1)[0]
    assert game.submit(EffectMove(1, last, "p1.discard")).applied
    assert game.winner == 0 and game.state.values["win_reason"] == "survival"


def test_survival_when_damage_discards_the_last_card() -> None:
    game = combat_game()
    empty_deck_but(game, 1, 2)
    arrange(game.state).set_card_counter(mp(game, 1), "stage", 0)
    card = to_hand(game.state, 0, "SAI-113")  # 2 life cards
    assert game.submit(Attack(0, card)).applied and game.submit(Take(1)).applied
    assert game.winner == 0 and game.state.values["win_reason"] == "survival"


def test_must_take_loses_only_when_a_card_must_be_taken() -> None:
    """The DBZ reading, survival_timing "must_take": lose only when a card must be taken."""
    game = new_game(rules=DbgtRuleset(MUST_TAKE))
    last = empty_deck_but(game, 1, 1)[0]
    assert game.submit(EffectMove(1, last, "p1.discard")).applied
    assert game.winner is None
    assert game.submit(EffectDraw(1)).applied
    assert game.winner == 0 and game.state.values["win_reason"] == "survival"


# ---------------------------------------------------------------- card-effect draws (§1)


def test_a_draw_from_an_empty_deck_ends_the_game() -> None:
    """§1: "A card effect that makes a player draw from an empty deck is never refused: it
    ends the game." A draw from the table (menu, double-click) is such a card-effect draw."""
    game = new_game(rules=DbgtRuleset(MUST_TAKE))
    empty_deck_but(game, 0, 0)
    outcome = game.submit(Draw(0, 1))
    assert outcome.applied and outcome.verdict.legal
    assert game.log[-1].action == EffectDraw(0)
    assert game.winner == 1 and game.state.values["win_reason"] == "survival"


def test_a_draw_of_the_last_card_ends_the_game_at_once() -> None:
    game = new_game()
    empty_deck_but(game, 0, 2)
    assert game.submit(Draw(0, 3)).applied
    assert game.log[-1].action == EffectDraw(0, 3)
    assert len(game.state.zones["p0.hand"].cards) == 5  # 3 drawn in the Draw step, then 2
    assert game.winner == 1 and game.state.values["win_reason"] == "survival"


# ---------------------------------------------------------------- MP level-up (§4)


def discard_pile(game: Controller, seat: int, count: int) -> list[int]:
    tx = arrange(game.state)
    for uid in list(game.state.zones[f"p{seat}.life_deck"].cards[-count:]):
        tx.move(uid, f"p{seat}.discard", face_up=True)
    return list(game.state.zones[f"p{seat}.discard"].cards)


@pytest.mark.parametrize("step", ["draw", "non_combat", "power_up", "declare", "combat"])
def test_level_up_at_any_moment_of_your_own_turn(step: str) -> None:
    """§4: "at any moment of your own turn (自ターンにおいて、任意で)" (window "own_turn")."""
    game = new_game()
    discard_pile(game, 0, 5)
    set_step(game.state, step, phase=0)
    assert game.submit(LevelUp(0)).applied
    assert game.state.cards[mp(game, 0)].card_id == "SAI-159"


def test_no_level_up_in_the_opponents_turn_or_outside_non_combat_when_so_set() -> None:
    game = new_game()
    discard_pile(game, 1, 5)
    assert code(game, LevelUp(1)) == "dbgt.not_your_turn_level_up"
    strict = new_game(rules=DbgtRuleset({"mp_level_up": {"window": "non_combat"}}))
    discard_pile(strict, 0, 5)
    set_step(strict.state, "power_up")
    assert code(strict, LevelUp(0)) == "dbgt.wrong_step"


def test_the_player_chooses_the_cards_the_level_up_removes() -> None:
    """§4: "the player chooses which cards (the app may suggest the top ones)"."""
    game = new_game()
    pile = discard_pile(game, 0, 8)
    chosen = (pile[0], pile[2], pile[3], pile[5], pile[7])
    offered = [
        a for a in ruleset().card_actions(game.state, 0, mp(game, 0)) if isinstance(a, LevelUp)
    ]
    assert offered == [LevelUp(0, tuple(pile[-5:]))]  # the suggestion: the top five
    assert any(a == LevelUp(0, tuple(pile[:5])) for a in ruleset().legal_actions(game.state, 0))
    assert game.submit(LevelUp(0, chosen)).applied
    assert set(game.state.zones["p0.removed"].cards) == set(chosen)
    assert game.state.zones["p0.discard"].cards == [pile[1], pile[4], pile[6]]


def test_level_up_cards_must_be_the_cost_from_your_pile() -> None:
    game = new_game()
    pile = discard_pile(game, 0, 6)
    assert code(game, LevelUp(0, tuple(pile[:4]))) == "dbgt.cost_unpayable"
    theirs = discard_pile(game, 1, 1)[0]
    assert code(game, LevelUp(0, (*pile[:4], theirs))) == "dbgt.level_up_cards"
    assert code(game, LevelUp(0, (pile[0],) * 5)) == "dbgt.level_up_cards"


# ---------------------------------------------------------------- costs (§5)


def ally_game() -> tuple[Controller, int]:
    game = new_game()
    set_step(game.state, "non_combat")
    krillin = to_hand(game.state, 0, "SAI-167")
    assert game.submit(PlayCard(0, krillin)).applied
    set_step(game.state, "combat", phase=0)
    return game, krillin


def test_a_cost_split_between_personalities_as_the_payer_chooses() -> None:
    """§5: "Costs are paid by lowering stages of any of your personalities in play: the paying
    player chooses which (one or several, the app suggests the one in control)"."""
    game, krillin = ally_game()
    goku = mp(game, 0)
    arrange(game.state).set_card_counter(goku, "stage", 4)
    card = to_hand(game.state, 0, "SAI-113")  # cost 2
    split = Attack(0, card, paid_by=(goku, krillin))
    assert game.check(split).legal
    assert Attack(0, card, paid_by=(krillin, krillin)) in ruleset().legal_actions(game.state, 0)
    assert game.submit(split).applied
    assert (stage(game, goku), stage(game, krillin)) == (3, 2)


def test_the_suggestion_is_the_personality_in_control() -> None:
    game, _ = ally_game()
    card = to_hand(game.state, 0, "SAI-113")
    cost, payers, suggested = ruleset().payment(game.state, Attack(0, card))
    assert (cost, payers, suggested) == (2, 2, (mp(game, 0),) * 2)


@pytest.mark.parametrize(
    ("shares", "reason"),
    [
        ("one", "dbgt.payment_not_cost"),
        ("three", "dbgt.payment_not_cost"),
        ("too_much", "dbgt.share_unpayable"),
        ("theirs", "dbgt.not_your_personality"),
    ],
)
def test_a_split_that_is_not_the_cost_is_refused(shares: str, reason: str) -> None:
    """§5: "a cost that cannot be paid in full cannot be paid"."""
    game, krillin = ally_game()
    goku = mp(game, 0)
    arrange(game.state).set_card_counter(krillin, "stage", 1)
    card = to_hand(game.state, 0, "SAI-113")
    paid_by = {
        "one": (goku,),
        "three": (goku, goku, krillin),
        "too_much": (krillin, krillin),
        "theirs": (goku, mp(game, 1)),
    }[shares]
    assert code(game, Attack(0, card, paid_by=paid_by)) == reason


def test_a_defense_cost_may_be_split_too() -> None:
    game, krillin = ally_game()
    goku = mp(game, 0)
    set_step(game.state, "combat", active=1, phase=1)
    arrange(game.state).set_card_counter(mp(game, 1), "stage", 5)
    blast = to_hand(game.state, 1, "SAI-94")  # Saiyan Energy Blast
    assert game.submit(Attack(1, blast)).applied
    block = to_hand(game.state, 0, "SAI-36")  # Straining Fake Left Move: energy, cost 4
    assert code(game, Defend(0, block, paid_by=(krillin,) * 4)) == "dbgt.share_unpayable"
    assert game.submit(Defend(0, block, paid_by=(goku, krillin, goku, krillin))).applied
    assert (stage(game, goku), stage(game, krillin)) == (8, 1)


# ---------------------------------------------------------------- Dragon Balls as damage (§5)


@pytest.mark.parametrize("counts", [False, True])
def test_a_dragon_ball_turned_up_as_damage(counts: bool) -> None:
    """§5: "Whether it counts as one of the damage cards ... the DBZ rule is that it does not
    count and another card is turned up" [PARAM dragon_ball_damage_counts false]."""
    rules = DbgtRuleset({"combat": {"dragon_ball_damage_counts": counts}})
    game = new_game(rules=rules)
    set_step(game.state, "combat", phase=0, passes=0)
    ball = find(game.state, 1, "SAI-15")
    arrange(game.state).move(ball, "p1.life_deck")  # on top
    arrange(game.state).set_card_counter(mp(game, 1), "stage", 0)
    card = to_hand(game.state, 0, "SAI-113")  # 2 life cards
    assert game.submit(Attack(0, card)).applied and game.submit(Take(1)).applied
    assert game.state.zones["p1.life_deck"].cards[0] == ball
    assert len(game.state.zones["p1.discard"].cards) == (1 if counts else 2)


# ---------------------------------------------------------------- older saves


def test_an_older_whole_profile_keeps_its_survival_rule() -> None:
    whole = DbgtParams().model_dump(mode="json")
    del whole["victory"]
    assert DbgtParams.model_validate(whole).victory.survival_timing == "must_take"
    partial = {"turn": {"hand_limit": 2}}
    assert DbgtParams.model_validate(partial).victory.survival_timing == "deck_empty"


OLD_SAVE = Path(__file__).parent / "data" / "before-two-moments.tabletop"


@pytest.mark.slow
def test_a_save_from_before_these_rules_still_loads(tmp_path: Path) -> None:
    """A save written by the version before (``dbgt.declare`` drew for the defender at once,
    survival only when a card had to be taken) loads in a child process as a user starts it."""
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-m", "tabletop", "replay", "--lang", "en", str(OLD_SAVE)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert "209 actions replayed" in result.stdout


# ---------------------------------------------------------------- Double-Power Rule (§3)


def test_the_double_power_rule_is_logged_with_both_powers() -> None:
    """§3.4: "If one is at least twice the other, the stronger MP goes to stage 2, the weaker
    to its highest stage, and the weaker player goes first" — said, not applied silently."""
    game = new_game()
    kinds = [entry.action.kind for entry in game.log]
    assert kinds == ["shuffle", "shuffle", "dbgt.double_power", "dbgt.begin"]
    assert game.log[2].action == DoublePower(0, 1, 2800, 900)  # Vegeta 2800, Goku 900
    assert code(game, DoublePower(0, 1, 2800, 900)) == "dbgt.game_started"


def test_no_announcement_without_the_double_power_rule() -> None:
    game = new_game(rules=DbgtRuleset({"setup": {"double_power_ratio": 50}}))
    assert "dbgt.double_power" not in [entry.action.kind for entry in game.log]
