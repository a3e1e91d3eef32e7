"""Ghost Files choices of the opponent besides a discard of their hand (rules generation 4,
:mod:`tabletop.games.yyh.opponent_choice_gf`): Spirit Palm Blast (GF-ST172, a card of their
hand shuffled into their deck), Jyaki (GF-C19, a discard or a Spirit Energy lost), Prism Storm
of Torment (GF-TC10, the cards attached to their fighter discarded down to 3). The game waits
for the opponent's :class:`ChooseDiscards` (their one legal action, offered in the legal
lists); undone, redone, and the recorded actions replayed onto the same position give the same
state."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, ChooseDiscards, PassMoment
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import owed

from .rules_helpers import game_at, hand, legal, new_fighter, set_spirit

FOE = "GF-ST6"  # Chu: an attack without an effect
ITEM = "GF-C114"  # Combat Knives: +1000 ATK while attached


def _position(technique: str | None, fighter_id: str = FOE, attached: int = 0) -> Controller:
    """Player 0's Attack Step against Chu (``attached`` Combat Knives on it), 5 Spirit each;
    ``technique`` attached to player 0's fighter ``fighter_id``."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    new_fighter(game, 1, FOE)
    new_fighter(game, 0, fighter_id)
    for _ in range(attached):
        game.state.add_card(ITEM, 1, zone(1, "items"), face_up=True)
    if technique is not None:
        game.state.add_card(technique, 0, zone(0, "techs"), face_up=True)
    game.state.derived.clear()
    return game


def _offered(game: Controller, seat: int) -> list[ChooseDiscards]:
    rules = game.ruleset
    offered = rules.work_out_legal_actions(game.state, seat)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(rules, game.state, seat)  # type: ignore[arg-type]
    assert offered and all(isinstance(a, ChooseDiscards) for a in offered)
    return [a for a in offered if isinstance(a, ChooseDiscards)]


def _attack_card(game: Controller, technique: str | None) -> int:
    if technique is None:
        own = fighter(game.state, 0)
        assert own is not None
        return own
    return game.state.zones[zone(0, "techs")].cards[-1]


def _undo_redo_replay(
    game: Controller, before: object, rebuild: Controller, undoable: bool = True
) -> None:
    """Undone to ``before`` and redone (a shuffle, as every chance, is not taken back), and
    the recorded actions replayed onto the same position rebuilt."""
    after = game.state.copy()
    steps = len(game.log) - len(rebuild.log)
    undone = 0
    while undone < steps and game.undo() is not None:
        undone += 1
    assert undone == steps if undoable else undone < steps
    assert game.state == before or not undoable
    for _ in range(undone):
        assert game.redo() is not None
    assert game.state == after
    for entry in game.log[len(rebuild.log) :]:
        assert rebuild.replay_entry(entry).applied
    assert rebuild.state == after


def test_spirit_palm_blast_the_opponent_shuffles_a_card_of_their_choice_into_their_deck() -> None:
    game = _position("GF-ST172")
    blast = _attack_card(game, "GF-ST172")
    theirs, deck = hand(game, 1), len(game.state.zones[zone(1, "deck")].cards)
    before = game.state.copy()
    legal(game, AttackWith(0, blast, 0, tuple(hand(game, 0)[:2])))
    assert owed(game.state, 1) == 1 and game.ruleset.actor(game.state) == 1
    offered = _offered(game, 1)
    assert all(len(a.discards) == 1 and set(a.discards) <= set(theirs) for a in offered)
    legal(game, ChooseDiscards(1, (theirs[-1],)))
    assert game.state.cards[theirs[-1]].zone == zone(1, "deck")
    assert not game.state.cards[theirs[-1]].face_up
    assert len(game.state.zones[zone(1, "deck")].cards) == deck + 1
    assert hand(game, 1) == theirs[:-1] and owed(game.state, 1) == 0
    assert zone(1, "discard") != game.state.cards[theirs[-1]].zone
    legal(game, PassMoment(1))
    _undo_redo_replay(game, before, _position("GF-ST172"), undoable=False)


@pytest.mark.parametrize("way", ["spirit", "card"])
def test_jyaki_the_opponent_chooses_to_lose_spirit_or_discard(way: str) -> None:
    game = _position(None, "GF-C19")
    jyaki = _attack_card(game, None)
    theirs = hand(game, 1)
    before = game.state.copy()
    legal(game, AttackWith(0, jyaki, 0, tuple(hand(game, 0)[:1])))
    assert owed(game.state, 1) == 1
    offered = _offered(game, 1)
    assert ChooseDiscards(1, ()) in offered  # the Spirit Energy instead
    assert {a.discards for a in offered} - {()} <= {(uid,) for uid in theirs}
    if way == "spirit":
        legal(game, ChooseDiscards(1, ()))
        assert game.state.counters[1]["spirit"] == 4 and hand(game, 1) == theirs
    else:
        legal(game, ChooseDiscards(1, (theirs[0],)))
        assert game.state.counters[1]["spirit"] == 5
        assert game.state.cards[theirs[0]].zone == zone(1, "discard")
    assert owed(game.state, 1) == 0
    legal(game, PassMoment(1))
    _undo_redo_replay(game, before, _position(None, "GF-C19"))


@pytest.mark.parametrize(("cards", "spirit"), [(0, 5), (3, 0), (0, 0)])
def test_jyaki_with_only_one_way_open_takes_it_at_once(cards: int, spirit: int) -> None:
    """An empty hand loses the Spirit Energy, no Spirit Energy discards (the one card of the
    hand at once: nothing to choose), neither: nothing happens."""
    game = _position(None, "GF-C19")
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in hand(game, 1)[min(cards, 1) :]:
        tx.move(uid, zone(1, "discard"), face_up=True)
    set_spirit(game, 1, spirit)
    game.state.derived.clear()
    kept = hand(game, 1)
    legal(game, AttackWith(0, _attack_card(game, None), 0, tuple(hand(game, 0)[:1])))
    assert owed(game.state, 1) == 0
    assert game.state.counters[1]["spirit"] == (spirit - 1 if spirit and not kept else spirit)
    assert hand(game, 1) == ([] if cards and not spirit else kept)


@pytest.mark.parametrize("attached", [5, 3])
def test_prism_storm_of_torment_the_opponent_discards_attached_cards_down_to_three(
    attached: int,
) -> None:
    game = _position("GF-TC10", attached=attached)
    storm = _attack_card(game, "GF-TC10")
    items = list(game.state.zones[zone(1, "items")].cards)
    theirs = hand(game, 1)
    before = game.state.copy()
    legal(game, AttackWith(0, storm, 0, tuple(hand(game, 0)[:2])))
    if attached <= 3:
        assert owed(game.state, 1) == 0 and game.state.zones[zone(1, "items")].cards == items
        return
    assert owed(game.state, 1) == 2
    offered = _offered(game, 1)
    assert all(len(a.discards) == 2 and set(a.discards) <= set(items) for a in offered)
    legal(game, ChooseDiscards(1, (items[0], items[3])))
    assert game.state.zones[zone(1, "items")].cards == [items[1], items[2], items[4]]
    assert game.state.cards[items[0]].zone == zone(1, "discard")
    assert hand(game, 1) == theirs and owed(game.state, 1) == 0
    legal(game, PassMoment(1))
    _undo_redo_replay(game, before, _position("GF-TC10", attached=attached))
