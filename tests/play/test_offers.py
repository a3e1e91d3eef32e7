"""The table's hooks answered for one seat (:class:`tabletop.play.SeatOffers`): the same answers
as the game's own hooks where the seat sees every card they name, the hidden ones left out; the
offers take no state (so the window cannot hand them one); the window asks no other way."""

from __future__ import annotations

import ast
import random
import typing
from pathlib import Path

import pytest

from tabletop.ai.match import new_game
from tabletop.engine import Controller, GameState
from tabletop.engine.ruleset import Ruleset
from tabletop.play import Match, SeatOffers
from tabletop.play.table_rules import TableRules

UI = Path(__file__).resolve().parents[2] / "tabletop" / "ui"
HOOKS = ("choices", "step_actions", "pending_attack", "damage_calculation")
WHOLE_GAME = ("choices", "table_aids", "damage_calculation", "legal_actions", "verdict")
"""Ruleset methods the window's rules (:class:`TableRules`) leave out."""


def _positions(game: str, seed: int, moves: int) -> typing.Iterator[Match]:
    """A game of random legal moves (steps passing by themselves), the match at each move."""
    match, rng = Match(new_game(game, seed)), random.Random(seed)
    for _ in range(moves):
        seat = match.to_act()
        if seat is None:
            return
        legal = match.controller.ruleset.legal_actions(match.controller.state, seat)
        if not legal:
            return
        yield match
        match.submit(seat, rng.choice(legal))


def _visible(controller: Controller, seat: int, uid: int | None) -> int | None:
    state = controller.state
    return uid if uid is not None and state.can_see(seat, uid) else None


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_offers_answer_as_the_game_with_hidden_cards_left_out(game: str) -> None:
    attacks = calculations = actions = choices = 0
    for match in _positions(game, 5, 160):
        controller, ruleset = match.controller, match.controller.ruleset
        state = controller.state
        aids = ruleset.table_aids()
        for seat in (0, 1):
            offers = match.offers(seat)
            mark, offered = aids.pending_attack(state), offers.pending_attack()
            assert (mark is None) == (offered is None)
            if mark is not None and offered is not None:
                attacks += 1
                assert offered.attacker == _visible(controller, seat, mark.attacker)
                assert offered.defender == _visible(controller, seat, mark.defender)
                assert offered.title == mark.title and offered.zones == mark.zones
            found, calc = ruleset.damage_calculation(state), offers.damage_calculation()
            assert (found is None) == (calc is None)
            if found is not None and calc is not None:
                calculations += 1
                for key in ("attacker", "defender"):
                    assert calc[key] == _visible(controller, seat, found[key])
                assert {k: v for k, v in calc.items() if k not in ("attacker", "defender")} == {
                    k: v for k, v in found.items() if k not in ("attacker", "defender")
                }
        seat = ruleset.actor(state)
        assert seat is not None
        offers = match.offers(seat)
        listed = aids.step_actions(state, seat)
        assert offers.step_actions() == listed
        actions += len(listed)
        for step in listed:
            for choice, own in zip(
                ruleset.choices(state, step.action), offers.choices(step.action), strict=True
            ):
                choices += 1
                assert own.suggested == tuple(u for u in choice.suggested if state.can_see(seat, u))
                assert own.payers == tuple(p for p in choice.payers if state.can_see(seat, p[0]))
    assert attacks and calculations and actions


def test_a_side_turned_face_down_is_not_named_to_the_other_seat() -> None:
    for match in _positions("dbgt", 5, 400):
        found = match.controller.ruleset.damage_calculation(match.controller.state)
        if found is not None and found.get("attacker") is not None:
            break
    else:
        pytest.fail("no damage calculation with an attacker in 400 moves")
    state, attacker = match.controller.state, found["attacker"]
    state.cards[attacker].face_up = False  # as a card effect or a manual turn might
    owner = state.cards[attacker].owner
    other = 1 - owner
    if state.can_see(other, attacker):
        pytest.skip("the zone shows its cards face down too")
    assert match.offers(owner).damage_calculation()["attacker"] == attacker  # type: ignore[index]
    assert match.offers(other).damage_calculation()["attacker"] is None  # type: ignore[index]


def test_the_offers_take_no_state() -> None:
    """By type: no method of the offers takes (or returns) the whole game."""
    for name in (*HOOKS, "attack_result"):
        hints = typing.get_type_hints(getattr(SeatOffers, name))
        for hint in hints.values():
            text = repr(hint)
            assert "GameState" not in text and "Controller" not in text, (name, text)
            assert hint is not GameState and hint is not Controller


def _offers_receiver(node: ast.expr) -> bool:
    """``offers`` or ``….offers()``: the receiver of a hook call the window may make."""
    if isinstance(node, ast.Name):
        return node.id == "offers"
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "offers"
    )


def test_the_window_asks_the_hooks_only_through_the_offers() -> None:
    """The interface never calls the games' hooks with a state: the four hooks are asked of a
    seat's offers, and the table aids (which take the state) are never reached for."""
    found: list[str] = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "table_aids":
                found.append(f"{path.name}:{node.lineno} table_aids")
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            asked = node.func.attr in HOOKS and (node.args or node.keywords)
            if asked and not _offers_receiver(node.func.value):
                found.append(f"{path.name}:{node.lineno} {node.func.attr}")
    assert found == []


def test_the_window_holds_the_rules_without_the_whole_game_hooks() -> None:
    """The session hands out its ruleset as :class:`TableRules`: the hooks that work on the
    whole game are not on that type (mypy --strict refuses a call of them), and every method
    it has is the ruleset's own."""
    for name in WHOLE_GAME:
        assert hasattr(Ruleset, name) and not hasattr(TableRules, name), name
    for name in ("actor", "meaning", "describe", "seat_notes", "layout", "deck_zone"):
        assert hasattr(TableRules, name) and hasattr(Ruleset, name), name
    tree = ast.parse((UI / "session.py").read_text(encoding="utf-8"))
    found = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name == "ruleset"
    ]
    assert len(found) == 1 and found[0].returns is not None
    assert ast.unparse(found[0].returns) == "TableRules"
