"""Ghost Files cards automated in rules generation 4: for each card, a position where its
effect applies, the exact change it makes, the choice offered in the legal-action lists where
the player chooses, and undo and redo.

Readings narrower than the printed card (the rest is left to the players):
- Spiritual Safeguard (GF-C77): the DEF goes to the fighter (the printed "all of your
  characters": a Sideline character's DEF counts for nothing until it fights, and one that
  enters the Arena before the Draw Step does not have it).
- Improvised Weapon (GF-C65): the Item is chosen and discarded as the Event is played, not as
  the attack is used.
- A Man's Promise (GF-ST94): a card attached to the fighter (face up), not one attached face
  down to a Sideline character.
- Kuro Momotaro (GF-R34): his Sideline Effect's DEF counts while he fights (a Sideline
  character's DEF counts for nothing).
"""

from __future__ import annotations

import pytest

from tabletop.engine import Action, Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PlayEvent, UseCard
from tabletop.games.yyh.battle import defense_value
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.choice_effects import BAD_PICK

from .rules_helpers import game_at, hand, legal, refused, set_spirit

ITEM, TECHNIQUE = "GF-C113", "GF-C143"  # Backyard Dummy, Axe-Blade Fist
ICHIGAKI_TEAM = ("GF-ST43", "GF-ST44", "GF-ST45")  # M1, M2, M3


def _put(game: Controller, seat: int, card_id: str, name: str, face_up: bool = True) -> int:
    """A copy of ``card_id`` for ``seat`` put into its zone ``name`` (a test fixture)."""
    game.state.derived.clear()
    return game.state.add_card(card_id, seat, zone(seat, name), face_up=face_up)


def _away(game: Controller, seat: int, name: str) -> None:
    """``seat``'s cards in zone ``name`` set aside into its discard pile (a test fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in list(game.state.zones[zone(seat, name)].cards):
        tx.move(uid, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()


def _fighter_is(game: Controller, seat: int, card_id: str) -> int:
    """``seat``'s fighter replaced by a copy of ``card_id`` (the demo's set aside)."""
    _away(game, seat, "arena")
    return _put(game, seat, card_id, "arena")


def _offered(game: Controller, action: Action) -> bool:
    return action in game.ruleset.work_out_legal_actions(game.state, action.seat)  # type: ignore[attr-defined]


def _undo_redo(game: Controller, before: object, undoable: bool = True) -> None:
    """Undo takes the step back to ``before``, redo plays it again; a step that showed a
    hidden card (``undoable`` False) is not undone."""
    if not undoable:
        assert game.undo() is None
        return
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after


def test_spiritual_safeguard_discards_up_to_three_for_defense() -> None:
    game = game_at("main")
    uid = _put(game, 0, "GF-C77", "hand")
    own = fighter(game.state, 0)
    assert own is not None
    chosen = tuple(u for u in hand(game, 0) if u != uid)[:2]
    action = PlayEvent(0, uid, "now", chosen)
    refused(game, PlayEvent(0, uid, "now", tuple(hand(game, 0)[:4])), BAD_PICK)  # 3 at most
    assert _offered(game, PlayEvent(0, uid, "now", ()))  # none: "up to"
    before = game.state.copy()
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in chosen)
    assert game.state.cards[own].counters.get("def.draw0") == 4000
    _undo_redo(game, before)


@pytest.mark.parametrize("bonus", [False, True])
def test_dr_ichigakis_control_discards_a_face_up_card_with_the_ichigaki_bonus(
    bonus: bool,
) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    if bonus:
        for slot, card_id in zip((2, 3, 4), ICHIGAKI_TEAM, strict=True):
            _away(game, 0, f"slot{slot}")
            _put(game, 0, card_id, f"slot{slot}")
    theirs = _put(game, 1, TECHNIQUE, "techs")
    uid = _put(game, 0, "GF-R85", "hand")
    action = PlayEvent(0, uid, "now", (theirs,))
    if not bonus:
        refused(game, action, BAD_PICK)
        return
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    assert game.state.cards[theirs].zone == zone(1, "discard")
    _undo_redo(game, before)


def test_steaming_sphere_attaches_a_technique_from_the_discard_pile() -> None:
    game = game_at("main")
    sphere = _put(game, 0, "GF-R127", "items")
    tech = _put(game, 0, TECHNIQUE, "discard")
    action = UseCard(0, sphere, (), (tech,))
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    assert game.state.cards[tech].zone == zone(0, "techs") and game.state.cards[tech].face_up
    assert game.state.cards[sphere].zone == zone(0, "discard")
    _undo_redo(game, before)


@pytest.mark.parametrize("chosen", [False, True])
def test_improvised_weapon_trades_an_item_for_attack_value(chosen: bool) -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    item = _put(game, 0, ITEM, "items")
    uid = _put(game, 0, "GF-C65", "hand")
    action = PlayEvent(0, uid, "now", (item,) if chosen else ())
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    where = zone(0, "discard") if chosen else zone(0, "items")
    assert game.state.cards[item].zone == where
    assert game.state.cards[own].counters.get("atk.turn") == (4000 if chosen else None)
    _undo_redo(game, before)


@pytest.mark.parametrize("cards", [0, 2])
def test_koenmas_opening_empties_both_hands_for_a_card_of_its_own(cards: int) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    _away(game, 0, "hand")
    for _ in range(cards):
        _put(game, 0, ITEM, "hand")
    uid = _put(game, 0, "GF-ST100", "hand")
    theirs = len(hand(game, 1))
    before = game.state.copy()
    step = legal(game, PlayEvent(0, uid, "now")).step
    assert hand(game, 0) == []
    assert len(hand(game, 1)) == (0 if cards else theirs)
    assert step is not None
    _undo_redo(game, before, undoable=not cards)  # the hands discarded: seen, at random


def test_kuro_momotaro_counts_the_armor_attached_to_him() -> None:
    game = game_at("attack")
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    kuro = _fighter_is(game, 0, "GF-R34")
    bare = defense_value(game.state, cards, kuro)
    for card_id in ("GF-C142", "GF-S138"):  # Armor of the Ape, Armor of Clay
        _put(game, 0, card_id, "techs" if card_id == "GF-C142" else "items")
    clay = 2000  # Armor of Clay's own DEF
    assert defense_value(game.state, cards, kuro) == bare + clay + 2000
    before = game.state.copy()
    legal(game, AttackWith(0, kuro, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[kuro].counters.get("atk.attack") == 2000
    _undo_redo(game, before)


def test_a_mans_promise_shuffles_an_attached_card_into_its_owners_deck() -> None:
    game = game_at("main")
    item = _put(game, 0, ITEM, "items")
    uid = _put(game, 0, "GF-ST94", "hand")
    action = PlayEvent(0, uid, "now", (item,))
    assert _offered(game, action)
    deck = len(game.state.zones[zone(0, "deck")].cards)
    legal(game, action)
    assert game.state.cards[item].zone == zone(0, "deck")
    assert len(game.state.zones[zone(0, "deck")].cards) == deck + 1
