"""Dark Tournament cards that switch a fighter with a Sideline character (rules generation 4).
Of the player's choice (``switch``): the chosen character is the Event's pick, offered in the
legal lists for each character on that Sideline; it becomes the fighter (its face-down
attachments turned face up and paid), the old fighter goes to its Match Slot (its
attachments face down under it, its Techniques discarded); undo and redo take it back and
forth. Of the switching player's own choice (``switch_chosen``): the game waits for that
player's :class:`ChooseSwitch` (one offered for each character that may come in; at once
when one only may): Whip Slam (the opponent's), Shinobi Stealth (the attacker's, a Masho
character, once its attack dealt damage; the Shinobi's attacks themselves stay by hand)."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, ChooseSwitch, PassMoment, PlayEvent
from tabletop.games.yyh.board import damage_of, fighter, slot_zone, zone
from tabletop.games.yyh.card_effects import defense_value
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import CHOICE_PENDING, NOT_A_CANDIDATE, owed_switch_value

from .rules_helpers import game_at, hand, legal, new_fighter, put, refused, set_spirit

TECHNIQUE = "GF-C143"


def owed_switch(game: Controller, seat: int) -> object:
    """The switch ``seat`` owes (its Team Symbol, ``*``: any), or None."""
    return game.state.values.get(owed_switch_value(seat))


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
    technique = put(game, side, TECHNIQUE, "techs")
    under = put(game, side, "GF-C113", "slot3_att", face_up=False) if hidden else None
    event = put(game, 0, card, "hand")
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


def _set_sideline(game: Controller, seat: int, *card_ids: str) -> list[int]:
    """``seat``'s Sideline holding ``card_ids`` in slots 2, 3, ... (the rest emptied)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for slot in (2, 3, 4, 5):
        for uid in list(game.state.zones[slot_zone(seat, slot)].cards):
            tx.move(uid, zone(seat, "discard"), face_up=True)
    return [put(game, seat, cid, f"slot{n}") for n, cid in enumerate(card_ids, start=2)]


@pytest.mark.parametrize("waiting", [1, 3])
def test_whip_slam_makes_the_opponent_switch_a_fighter_of_their_choice(waiting: int) -> None:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    slam = put(game, 0, "DT-L10", "techs")
    theirs = _set_sideline(game, 1, *("GF-ST6", "GF-R5", "DT-C51")[:waiting])
    old = fighter(game.state, 1)
    before = game.state.copy()
    legal(game, AttackWith(0, slam, 0, tuple(hand(game, 0)[:3])))
    if waiting == 1:  # nothing to choose: at once
        assert fighter(game.state, 1) == theirs[0] and owed_switch(game, 1) is None
        return
    assert owed_switch(game, 1) == "*" and game.ruleset.actor(game.state) == 1
    offered = game.ruleset.work_out_legal_actions(game.state, 1)  # type: ignore[attr-defined]
    assert offered == [ChooseSwitch(1, uid) for uid in theirs]
    assert offered == legal_by_verdict(game.ruleset, game.state, 1)  # type: ignore[arg-type]
    steps = game.ruleset.table_aids().step_actions(game.state, 1)
    assert [s.action for s in steps] == offered
    refused(game, PassMoment(1), CHOICE_PENDING)
    assert old is not None
    refused(game, ChooseSwitch(1, old), NOT_A_CANDIDATE)
    legal(game, ChooseSwitch(1, theirs[2]))
    assert fighter(game.state, 1) == theirs[2]
    assert game.state.cards[old].zone == slot_zone(1, 4)
    legal(game, PassMoment(1))  # the attack hits the new fighter
    after = game.state.copy()
    for _ in range(3):
        assert game.undo() is not None
    assert game.state == before
    for _ in range(3):
        assert game.redo() is not None
    assert game.state == after


@pytest.mark.parametrize("mashos", [0, 1, 2])
def test_shinobi_stealth_switches_out_after_dealing_damage(mashos: int) -> None:
    game = game_at("attack")
    ice = new_fighter(game, 0, "DT-TS4")  # Ice Shinobi: 2500 ATK
    ours = _set_sideline(game, 0, "GF-ST6", *("DT-G1", "DT-P1")[:mashos])  # Chu: no Masho
    target = fighter(game.state, 1)
    assert target is not None
    rules = game.ruleset
    base = defense_value(game.state, rules.cards, target)  # type: ignore[attr-defined]
    game.state.cards[target].counters["def.match"] = 2000 - base  # 2500 against 2000: 1 point
    game.state.derived.clear()
    legal(game, AttackWith(0, ice, 0, tuple(hand(game, 0)[:1])))
    legal(game, PassMoment(1))
    assert damage_of(game.state, target) == 1
    if mashos == 0:
        assert fighter(game.state, 0) == ice
    elif mashos == 1:
        assert fighter(game.state, 0) == ours[1]
    else:
        assert owed_switch(game, 0) == "masho" and game.ruleset.actor(game.state) == 0
        offered = rules.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        assert offered == [ChooseSwitch(0, ours[1]), ChooseSwitch(0, ours[2])]
        legal(game, ChooseSwitch(0, ours[2]))
        assert fighter(game.state, 0) == ours[2]


def _redirect_position(card_id: str) -> tuple[Controller, int, list[int]]:
    """Player 0's Attack Step, ``card_id`` its fighter, the opponent's Sideline three
    characters (slot 3's with a card attached, slot 4's damaged), no Masho beside it."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    shinobi = new_fighter(game, 0, card_id)
    _set_sideline(game, 0, "GF-ST6")
    theirs = _set_sideline(game, 1, "GF-ST6", "GF-R5", "DT-C51")
    put(game, 1, "GF-C113", "slot3_att", face_up=False)
    Transaction(game.state, SeededChance(0, 0)).set_rotation(theirs[2], 90)
    game.state.derived.clear()
    return game, shinobi, theirs


@pytest.mark.parametrize(
    ("card", "allowed", "atk"),
    [("DT-G1", (0, 2), 3000), ("DT-TS4", (1,), 5000), ("DT-P1", (2,), 4500)],
)
def test_a_shinobi_may_attack_a_sideline_character_instead(
    card: str, allowed: tuple[int, ...], atk: int
) -> None:
    game, shinobi, theirs = _redirect_position(card)
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    paid = tuple(hand(game, 0)[: option.cost])
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    picks = {a.picks for a in offered if isinstance(a, AttackWith) and a.discards == paid}
    assert picks == {(), *((theirs[n],) for n in allowed)}
    wrong = next(uid for n, uid in enumerate(theirs) if n not in allowed)
    refused(game, AttackWith(0, shinobi, 0, paid, picks=(wrong,)), BAD_PICK)
    target = theirs[allowed[0]]
    game.state.cards[target].counters["def.match"] = -99_000  # DEF 1: the blow deals 2
    fought = fighter(game.state, 1)
    assert fought is not None
    before = game.state.copy()
    legal(game, AttackWith(0, shinobi, 0, paid, picks=(target,)))
    calc = game.ruleset.damage_calculation(game.state)  # type: ignore[attr-defined]
    assert calc is not None and calc["atk"] == atk
    old = damage_of(game.state, target)
    legal(game, PassMoment(1))
    assert damage_of(game.state, target) == old + 2
    assert damage_of(game.state, fought) == 0 and fighter(game.state, 0) == shinobi
    after = game.state.copy()
    for _ in range(2):
        assert game.undo() is not None
    assert game.state == before
    for _ in range(2):
        assert game.redo() is not None
    assert game.state == after
