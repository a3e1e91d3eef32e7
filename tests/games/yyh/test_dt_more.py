"""Dark Tournament cards automated with the kinds the rules had (rules generation 4): for
each, a position where its effect applies, the change it makes, and undo and redo."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, ChooseDiscards, PassMoment, PlayEvent, UseCard
from tabletop.games.yyh.attack_needs import (
    ANSWER_ONLY,
    ATTACK_CAPPED,
    ATTACK_NEEDS,
    EVENTS_LOCKED,
    NEEDS_FIFTH,
    NO_MINIMUM_DEAL,
    NO_MINIMUM_TAKE,
    NO_TECHNIQUE_DAMAGE,
    STAND_OFF,
    TECHNIQUES_LOCKED,
)
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import MINIMUM, damage_of, fighter, slot_zone, zone
from tabletop.games.yyh.card_effects import defense_value
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import owed

from .rules_helpers import game_at, hand, legal, new_fighter, put, refused, set_spirit, with_pick

OTHERS = ("GF-ST6", "GF-R5", "DT-C51")  # Chu, Yusuke Resurrected, Kurama the Tactician


def _no_yukina(game: Controller) -> None:
    """Player 0's Sideline: three characters, none of them Yukina (the demo team has her)."""
    for slot, card_id in zip((2, 3, 4), OTHERS, strict=True):
        _sideline(game, 0, slot, card_id)


def _sideline(game: Controller, seat: int, slot: int, card_id: str) -> int:
    """The character of ``seat``'s Match Slot ``slot`` replaced by ``card_id``."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in list(game.state.zones[slot_zone(seat, slot)].cards):
        tx.move(uid, zone(seat, "discard"), face_up=True)
    return put(game, seat, card_id, f"slot{slot}")


@pytest.mark.parametrize("yukina", [False, True])
def test_kuwabara_yukinas_champion_is_stronger_with_yukina_and_heals_her(yukina: bool) -> None:
    game = game_at("attack")
    rules = game.ruleset
    _no_yukina(game)
    kuwabara = new_fighter(game, 0, "DT-C54")
    base_def = defense_value(game.state, rules.cards, kuwabara)  # type: ignore[attr-defined]
    attack = AttackWith(0, kuwabara, 0, tuple(hand(game, 0)[:2]))
    base_atk = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    her = _sideline(game, 0, 2, "DT-U6") if yukina else None
    game.state.derived.clear()
    bonus = 2000 if yukina else 0
    assert base_def == 4000  # as printed
    assert defense_value(game.state, rules.cards, kuwabara) == base_def + bonus  # type: ignore[attr-defined]
    atk = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    assert atk == base_atk + bonus
    if her is None:
        return
    Transaction(game.state, SeededChance(0, 0)).set_rotation(her, 180)  # 2 damage
    set_spirit(game, 0, 6)
    set_spirit(game, 1, 5)
    before = game.state.copy()
    legal(game, attack)
    assert damage_of(game.state, her) == 1
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after


def test_kuwabara_yukinas_champion_heals_nobody_without_more_spirit() -> None:
    game = game_at("attack")
    _no_yukina(game)
    kuwabara = new_fighter(game, 0, "DT-C54")
    her = _sideline(game, 0, 2, "DT-U6")
    Transaction(game.state, SeededChance(0, 0)).set_rotation(her, 180)
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    legal(game, AttackWith(0, kuwabara, 0, tuple(hand(game, 0)[:2])))
    assert damage_of(game.state, her) == 2


def _offered(game: Controller) -> list[object]:
    rules = game.ruleset
    found = rules.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert found == legal_by_verdict(rules, game.state, 0)  # type: ignore[arg-type]
    return list(found)


@pytest.mark.parametrize("seed", [False, True])
def test_death_tree_attacks_only_with_death_seed_attached(seed: bool) -> None:
    game = game_at("attack")
    tree = put(game, 0, "DT-C109", "techs")
    if seed:
        put(game, 0, "DT-R36", "items")  # Death Seed
    attack = AttackWith(0, tree, 0, tuple(hand(game, 0)[:1]))
    offered = [a for a in _offered(game) if isinstance(a, AttackWith) and a.card == tree]
    assert bool(offered) == seed
    if not seed:
        refused(game, attack, ATTACK_NEEDS)
        return
    before = game.state.copy()
    legal(game, attack)
    assert game.undo() is not None
    assert game.state == before


def _kurama(*team: str) -> tuple[Controller, int]:
    """Player 0's Attack Step, Kurama, Caring Fighter its fighter, ``team`` on its Sideline."""
    game = game_at("attack")
    for slot, card_id in zip((2, 3, 4), (*team, *OTHERS)[:3], strict=True):
        _sideline(game, 0, slot, card_id)
    return game, new_fighter(game, 0, "DT-L6")


@pytest.mark.parametrize("kuwabara", [False, True])
def test_kurama_caring_fighters_pollen_spray_needs_kuwabara_and_hiei(kuwabara: bool) -> None:
    team = ("DT-L5", "DT-L2") if kuwabara else ("DT-L2",)  # Kuwabara, Hiei: their League cards
    game, kurama = _kurama(*team)
    cost = 1 if kuwabara else 2  # Kuwabara's Helping Others on the Sideline, with Hiei: 1 fewer
    attack = AttackWith(0, kurama, 1, tuple(hand(game, 0)[:cost]))
    if not kuwabara:
        assert attack not in _offered(game)
        refused(game, attack, ATTACK_NEEDS)
        return
    assert attack in _offered(game)
    theirs, deck = hand(game, 1), len(game.state.zones[zone(1, "deck")].cards)
    before = game.state.copy()
    legal(game, attack)
    assert owed(game.state, 1) == 3 and hand(game, 1) == theirs  # the draw waits for the choice
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after
    legal(game, ChooseDiscards(1, tuple(theirs[:3])))
    assert len(hand(game, 1)) == len(theirs) - 3 + 4
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - 4
    assert game.undo() is None  # cards drawn: no undo past them (as every draw)


def test_kurama_caring_fighters_rose_petals_with_koenma() -> None:
    game, kurama = _kurama("DT-L4")  # Koenma, Noble Leader
    events = [put(game, 0, "DT-C73", "discard") for _ in range(4)]  # Demonic Anger
    plays = [
        a for a in _offered(game) if isinstance(a, AttackWith) and a.card == kurama and a.index == 0
    ]
    assert plays and all(len(a.picks) == 3 for a in plays)
    held = len(hand(game, 1))
    attack = AttackWith(0, kurama, 0, tuple(hand(game, 0)[:2]), picks=tuple(events[:3]))
    legal(game, attack)
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in events[:3])
    assert len(hand(game, 1)) == held + 2


def _weak_attack(game: Controller, attacker: int) -> AttackWith:
    """``attacker``'s first attack (cost paid with the first cards), against a fighter made
    too strong for it (a large DEF modifier for the match)."""
    target = fighter(game.state, 1 - attacker)
    assert target is not None
    game.state.cards[target].counters["def.match"] = 50_000
    own = fighter(game.state, attacker)
    assert own is not None
    game.state.derived.clear()
    option = game.ruleset.attacks(game.state, attacker)[0]  # type: ignore[attr-defined]
    paid = tuple(hand(game, attacker)[: option.cost])
    return with_pick(game, AttackWith(attacker, option.card, option.index, paid))


def test_desperate_assault_cannot_deal_minimum_damage() -> None:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    new_fighter(game, 0, "GF-ST6")  # a villain: the Technique draws nothing (so it undoes)
    assault = put(game, 0, "DT-R43", "techs")
    target = fighter(game.state, 1)
    assert target is not None
    game.state.cards[target].counters["def.match"] = 50_000
    before = game.state.copy()
    legal(game, AttackWith(0, assault, 0, ()))
    legal(game, PassMoment(1))
    assert game.state.values.get("moment") is None  # no minimum-damage moment
    assert damage_of(game.state, target) == 0
    assert not any(c.counters.get(NO_MINIMUM_DEAL) for c in game.state.cards.values())
    for _ in range(2):
        assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("guarded", [False, True])
def test_the_dark_one_cannot_be_dealt_minimum_damage(guarded: bool) -> None:
    game = game_at("attack")
    if guarded:
        new_fighter(game, 1, "DT-G0")
    legal(game, _weak_attack(game, 0))
    legal(game, PassMoment(1))
    assert (game.state.values.get("moment") == MINIMUM) != guarded


def test_precise_evasion_guards_the_fighter_until_the_next_draw_step() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    evasion = put(game, 0, "DT-TR10", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, evasion, "draw"))
    assert game.state.cards[own].counters.get(f"{NO_MINIMUM_TAKE}draw0") == 1
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    while game.state.values.get("active") == 0:  # on to the opponent's Attack Step
        legal(game, NextStep(0))
    while game.state.values.get("step") != "attack":
        legal(game, NextStep(1))
    legal(game, _weak_attack(game, 1))
    legal(game, PassMoment(0))
    assert game.state.values.get("moment") is None and damage_of(game.state, own) == 0
    legal(game, NextStep(1))
    legal(game, NextStep(1))  # the turn passes: player 0's Draw Step ends the guard
    legal(game, NextStep(0))
    assert f"{NO_MINIMUM_TAKE}draw0" not in game.state.cards[own].counters


@pytest.mark.parametrize("spared", [False, True])
def test_kurama_last_stand_draws_three_then_discards_two_of_your_choice(spared: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    new_fighter(game, 0, "GF-R5")  # a hero
    new_fighter(game, 1, "GF-ST6" if spared else "GF-R5")  # a villain, or a hero
    stand = put(game, 0, "DT-P2", "hand")
    held = len(hand(game, 0))
    legal(game, PlayEvent(0, stand, "now"))
    assert len(hand(game, 0)) == held - 1 + 3
    assert owed(game.state, 0) == (0 if spared else 2)
    if not spared:
        mine = hand(game, 0)
        legal(game, ChooseDiscards(0, tuple(mine[:2])))
        assert len(hand(game, 0)) == held - 1 + 3 - 2


def _alone(game: Controller, seat: int) -> None:
    """``seat``'s Sideline emptied (its characters set aside)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for slot in (2, 3, 4, 5):
        for uid in list(game.state.zones[slot_zone(seat, slot)].cards):
            tx.move(uid, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()


@pytest.mark.parametrize("alone", [False, True])
def test_yusuke_unleashed_berserk_without_a_sideline(alone: bool) -> None:
    game = game_at("attack")
    yusuke = new_fighter(game, 0, "DT-S21")
    if alone:
        _alone(game, 0)
    target = fighter(game.state, 1)
    assert target is not None
    attack = AttackWith(0, yusuke, 0, tuple(hand(game, 0)[:1]))
    rules = game.ruleset
    atk = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    assert atk == 6000 + (3000 if alone else 0)
    refused(game, AttackWith(0, yusuke, 1, tuple(hand(game, 0)[:2])), ATTACK_NEEDS)
    before = game.state.copy()
    legal(game, attack)
    legal(game, PassMoment(1))
    dealt = game.state.values.get("last_points")
    assert isinstance(dealt, int) and dealt > 0
    assert damage_of(game.state, target) == dealt + (1 if alone else 0)
    assert damage_of(game.state, yusuke) == 1  # Life Energy
    for _ in range(2):
        assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("points", [1, 2])
def test_double_barrel_blast_drains_spirit_for_two_points(points: int) -> None:
    game = game_at("attack")
    set_spirit(game, 1, 6)
    blast = put(game, 0, "DT-TC22", "techs")  # 5000 ATK
    target = fighter(game.state, 1)
    assert target is not None
    rules = game.ruleset
    defense = 5000 if points == 1 else 2500  # 5000 against it: 1 point, or 2
    base = defense_value(game.state, rules.cards, target)  # type: ignore[attr-defined]
    game.state.cards[target].counters["def.match"] = defense - base
    game.state.derived.clear()
    legal(game, AttackWith(0, blast, 0, tuple(hand(game, 0)[:1])))
    legal(game, PassMoment(1))
    assert damage_of(game.state, target) == points
    assert game.state.counters[1]["spirit"] == (6 if points == 1 else 2)


def test_kuramas_whip_deception_shuffles_the_whips_back() -> None:
    game = game_at("attack")
    whips = [put(game, 0, "GF-ST134", "discard") for _ in range(2)]  # Rose Whip
    other = put(game, 0, "DT-C73", "discard")
    deception = put(game, 0, "DT-C112", "techs")
    legal(game, AttackWith(0, deception, 0, tuple(hand(game, 0)[:1])))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in whips)
    assert game.state.cards[other].zone == zone(0, "discard")


@pytest.mark.parametrize("genkai", [False, True])
def test_genkais_hat_draws_the_bottom_card_and_a_technique_for_genkai(genkai: bool) -> None:
    game = game_at("draw")
    if genkai:
        new_fighter(game, 0, "DT-S14")  # Genkai, the Mentor
    hat = put(game, 0, "DT-C97", "items")
    pile = game.state.zones[zone(0, "discard")].cards
    bottom = put(game, 0, "DT-C73", "discard")
    pile.remove(bottom)
    pile.insert(0, bottom)  # the bottom of the discard pile
    technique = put(game, 0, "GF-C143", "discard")
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    uses = [a for a in offered if isinstance(a, UseCard) and a.card == hat]
    assert {a.picks for a in uses} == ({(technique,)} if genkai else {()})
    before = game.state.copy()
    legal(game, uses[0])
    assert game.state.cards[bottom].zone == zone(0, "hand")
    assert game.state.cards[technique].zone == zone(0, "hand" if genkai else "discard")
    assert game.state.cards[hat].zone == zone(0, "discard")
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("spirit", [0, 5])
def test_power_smack_makes_the_opponent_pay_for_an_item_again(spirit: int) -> None:
    game = game_at("attack")
    smack = put(game, 0, "DT-C116", "techs")
    item = put(game, 1, "DT-U11", "items")  # Spiked Club: 2 Spirit
    set_spirit(game, 1, spirit)
    cost = game.ruleset.cards.spirit_cost("DT-U11")  # type: ignore[attr-defined]
    assert cost == 2
    attack = AttackWith(0, smack, 0, tuple(hand(game, 0)[:2]), picks=(item,))
    assert attack in _offered(game)
    before = game.state.copy()
    legal(game, attack)
    paid = spirit >= cost
    assert game.state.counters[1]["spirit"] == (spirit - cost if paid else spirit)
    assert game.state.cards[item].zone == zone(1, "items" if paid else "discard")
    assert game.undo() is not None
    assert game.state == before


def _costs(game: Controller, seat: int) -> list[int]:
    """The Attack Costs of ``seat``'s attacks now."""
    return [o.cost for o in game.ruleset.attacks(game.state, seat)]  # type: ignore[attr-defined]


def test_driven_by_animosity_lowers_both_fighters_attack_costs_for_the_match() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    mine, theirs = _costs(game, 0), _costs(game, 1)
    event = put(game, 0, "DT-C75", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "match"))
    assert _costs(game, 0) == [max(0, c - 1) for c in mine]
    assert _costs(game, 1) == [max(0, c - 1) for c in theirs]
    assert game.undo() is not None
    assert game.state == before


def test_surprise_attack_makes_the_next_attack_cheaper_and_stronger() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    mine = _costs(game, 0)
    event = put(game, 0, "DT-R32", "hand")
    legal(game, PlayEvent(0, event, "turn"))
    assert _costs(game, 0) == [max(0, c - 1) for c in mine]
    legal(game, NextStep(0))  # the Attack Step
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    paid = tuple(hand(game, 0)[: option.cost])
    refused(
        game,
        with_pick(
            game, AttackWith(0, option.card, option.index, tuple(hand(game, 0)[: option.cost + 1]))
        ),
        "yyh.attack_cost",
    )
    legal(game, with_pick(game, AttackWith(0, option.card, option.index, paid)))
    legal(game, PassMoment(1))
    if game.state.values.get("moment") == MINIMUM:
        legal(game, PassMoment(0))
    assert _costs(game, 0) == mine  # the attack is over: its change with it


def test_acid_blast_deals_another_point_at_the_turns_end() -> None:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    new_fighter(game, 0, "GF-ST6")
    blast = put(game, 0, "DT-TR12", "techs")  # 1000 ATK
    target = fighter(game.state, 1)
    assert target is not None
    rules = game.ruleset
    base = defense_value(game.state, rules.cards, target)  # type: ignore[attr-defined]
    game.state.cards[target].counters["def.match"] = 1000 - base  # 1000 against 1000: 1 point
    game.state.derived.clear()
    before = game.state.copy()
    legal(game, AttackWith(0, blast, 0, tuple(hand(game, 0)[:2])))
    legal(game, PassMoment(1))
    assert damage_of(game.state, target) == 1
    legal(game, NextStep(0))  # the End Step
    legal(game, NextStep(0))  # the turn ends: the point lands
    assert damage_of(game.state, target) == 2
    for _ in range(4):
        assert game.undo() is not None
    assert game.state == before


def test_karasus_self_destruct_hurts_him_at_the_turns_end() -> None:
    game = game_at("attack")
    karasu = new_fighter(game, 0, "DT-C52")
    held = hand(game, 0)
    if len(held) < 6:
        for _ in range(6 - len(held)):
            put(game, 0, "DT-C73", "hand")
    legal(game, AttackWith(0, karasu, 1, tuple(hand(game, 0)[:6])))
    legal(game, PassMoment(1))
    assert damage_of(game.state, karasu) == 0
    while game.state.values.get("active") == 0 and fighter(game.state, 0) == karasu:
        legal(game, NextStep(0))
    assert damage_of(game.state, karasu) == 2


def test_x_treme_defense_only_answers_an_attack() -> None:
    game = game_at("main", seat=1)  # player 1 first: player 0 answers in player 1's turn
    set_spirit(game, 0, 5)
    defense = put(game, 0, "DT-C92", "hand")
    game.state.values["active"] = 0  # player 0's own Main Step: no answer to give
    game.state.derived.clear()
    assert not any(isinstance(a, PlayEvent) and a.card == defense for a in _offered(game))
    refused(game, PlayEvent(0, defense, "draw"), ANSWER_ONLY)
    game.state.values["active"] = 1
    game.state.derived.clear()
    legal(game, NextStep(1))  # player 1's Attack Step
    attacker = fighter(game.state, 1)
    assert attacker is not None
    option = game.ruleset.attacks(game.state, 1)[0]  # type: ignore[attr-defined]
    legal(
        game,
        with_pick(
            game, AttackWith(1, option.card, option.index, tuple(hand(game, 1)[: option.cost]))
        ),
    )
    answers = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, PlayEvent) and a.card == defense
    ]
    assert {len(a.picks) for a in answers} == {0, 1, 2}
    paid = tuple(c for c in hand(game, 0) if c != defense)[:2]
    before = game.state.copy()
    legal(game, PlayEvent(0, defense, "draw", paid))
    assert game.state.cards[attacker].counters.get("atk.draw0") == -6000
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in paid)
    assert game.undo() is not None
    assert game.state == before


def test_ruka_caps_the_opposing_attacks_and_drains_herself() -> None:
    game = game_at("attack")
    new_fighter(game, 1, "DT-C62")  # Ruka, the Malicious, the opponent's fighter
    kurama = new_fighter(game, 0, "DT-C51")  # Distraction 4500 (1), Last Ditch Effort 1000 (4)
    strong = AttackWith(0, kurama, 0, tuple(hand(game, 0)[:1]))
    weak = AttackWith(0, kurama, 1, tuple(hand(game, 0)[:4]))
    offered = _offered(game)
    assert strong not in offered and weak in offered
    refused(game, strong, ATTACK_CAPPED)
    ruka = new_fighter(game, 0, "DT-C62")  # and Ruka as player 0's fighter: its Draw Step
    deck = len(game.state.zones[zone(0, "deck")].cards)
    while game.state.values.get("active") == 0:
        legal(game, NextStep(0))
    while game.state.values.get("active") == 1:
        legal(game, NextStep(1))
    legal(game, NextStep(0))  # player 0's Draw Step passes: Energy Drain
    assert damage_of(game.state, ruka) == 1
    assert len(game.state.zones[zone(0, "deck")].cards) == deck - 2 - 5


@pytest.mark.parametrize("beasts", [False, True])
def test_entrapment_with_the_genkai_bonus(beasts: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 2)
    new_fighter(game, 0, "DT-S14")  # Genkai, the Mentor
    for slot, card_id in zip((2, 3, 4), ("DT-C46", "DT-C58", "DT-TS5"), strict=True):
        _sideline(game, 0, slot, card_id)  # three more of Team Genkai
    if beasts:
        new_fighter(game, 1, "DT-S18")
        for slot, card_id in zip((2, 3, 4), ("DT-R24", "DT-C59", "DT-C64"), strict=True):
            _sideline(game, 1, slot, card_id)  # Team Saint Beasts
    technique = put(game, 0, "GF-C143", "deck")
    event = put(game, 0, "DT-C76", "hand")
    plays = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, PlayEvent) and a.card == event and a.duration == "now"
    ]
    assert plays and all(len(a.picks) == 1 for a in plays)
    held = len(hand(game, 0))
    legal(game, PlayEvent(0, event, "now", (technique,)))
    assert game.state.counters[0]["spirit"] == 5
    assert game.state.cards[technique].zone == zone(0, "techs")
    assert game.state.cards[technique].face_up
    assert len(hand(game, 0)) == held - 1 + (3 if beasts else 0)


def test_flee_the_arena_needs_a_fifth_character_and_discards_both() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    flee = put(game, 0, "DT-TS6", "hand")
    assert not any(isinstance(a, PlayEvent) and a.card == flee for a in _offered(game))
    refused(game, PlayEvent(0, flee, "now"), NEEDS_FIFTH)
    mine = game.state.add_card("GF-ST6", 0, slot_zone(0, 5), face_up=False)
    theirs = game.state.add_card("GF-R5", 1, slot_zone(1, 5), face_up=False)
    game.state.derived.clear()
    assert PlayEvent(0, flee, "now") in _offered(game)
    legal(game, PlayEvent(0, flee, "now"))
    assert game.state.cards[mine].zone == zone(0, "discard")
    assert game.state.cards[theirs].zone == zone(1, "discard")


def test_younger_toguro_transformed_pays_with_a_face_down_card() -> None:
    game = game_at("attack")
    toguro = new_fighter(game, 0, "DT-S19")
    charge = AttackWith(0, toguro, 0, tuple(hand(game, 0)[:1]))
    assert not any(isinstance(a, AttackWith) and a.index == 0 for a in _offered(game))
    refused(game, charge, ATTACK_NEEDS)
    hidden = [
        game.state.add_card("GF-C113", 1, zone(1, f"slot{n}_att"), face_up=False) for n in (2, 3)
    ]
    shown = put(game, 1, "GF-C113", "items")
    game.state.derived.clear()
    charges = [a for a in _offered(game) if isinstance(a, AttackWith) and a.index == 0]
    assert charges and all(len(a.picks) == 1 for a in charges)
    legal(game, AttackWith(0, toguro, 0, tuple(hand(game, 0)[:1]), picks=(hidden[0],)))
    assert game.state.cards[hidden[0]].zone == zone(1, "discard")
    assert game.state.cards[hidden[1]].zone == zone(1, "slot3_att")
    assert game.state.cards[shown].zone == zone(1, "items")


def test_younger_toguro_transformed_shockwave_clears_the_opposing_sideline() -> None:
    game = game_at("attack")
    toguro = new_fighter(game, 0, "DT-S19")
    while len(hand(game, 0)) < 4:
        put(game, 0, "DT-C73", "hand")
    theirs = [
        game.state.add_card("GF-C113", 1, zone(1, f"slot{n}_att"), face_up=False) for n in (2, 4)
    ]
    mine = game.state.add_card("GF-C113", 0, zone(0, "slot2_att"), face_up=False)
    game.state.derived.clear()
    legal(game, AttackWith(0, toguro, 1, tuple(hand(game, 0)[:4])))
    assert all(game.state.cards[u].zone == zone(1, "discard") for u in theirs)
    assert game.state.cards[mine].zone == zone(0, "slot2_att")


def test_m2_javelin_master_discards_the_cards_raising_a_defense() -> None:
    game = game_at("attack")
    m2 = new_fighter(game, 0, "DT-C56")
    while len(hand(game, 0)) < 3:
        put(game, 0, "DT-C73", "hand")
    club = put(game, 1, "DT-U11", "items")  # Spiked Club: +1000 DEF
    sphere = put(game, 1, "DT-C121", "techs")  # Spirit Sphere: +500 DEF
    sword = put(game, 1, "DT-R36", "items")  # Death Seed: ATK only
    slashes = [a for a in _offered(game) if isinstance(a, AttackWith) and a.index == 0]
    assert {a.picks for a in slashes} == {(club,), (sphere,)}
    before = game.state.copy()
    legal(game, AttackWith(0, m2, 0, tuple(hand(game, 0)[:1]), picks=(club,)))
    assert game.state.cards[club].zone == zone(1, "discard")
    assert game.undo() is not None
    assert game.state == before
    legal(game, AttackWith(0, m2, 1, tuple(hand(game, 0)[:3])))
    assert game.state.cards[club].zone == zone(1, "discard")
    assert game.state.cards[sphere].zone == zone(1, "discard")
    assert game.state.cards[sword].zone == zone(1, "items")


def test_asato_kidos_territory_bars_the_opponents_techniques_and_minimum_damage() -> None:
    game = game_at("attack")
    technique = put(game, 0, "DT-R43", "techs")  # Desperate Assault, player 0's
    put(game, 1, "DT-C106", "techs")  # the territory, face up on the opposing fighter
    assert not any(isinstance(a, AttackWith) and a.card == technique for a in _offered(game))
    refused(game, AttackWith(0, technique, 0, ()), TECHNIQUES_LOCKED)
    legal(game, _weak_attack(game, 0))  # the fighter's own attack: allowed
    legal(game, PassMoment(1))
    assert game.state.values.get("moment") is None  # no minimum damage for anyone


def test_spirit_sphere_makes_technique_attacks_harmless_until_the_draw_step() -> None:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    sphere = put(game, 0, "DT-C121", "techs")
    legal(game, AttackWith(0, sphere, 0, tuple(hand(game, 0)[:1])))
    legal(game, PassMoment(1))
    if game.state.values.get("moment") == MINIMUM:
        legal(game, PassMoment(0))
    own = fighter(game.state, 0)
    assert own is not None
    assert game.state.cards[own].counters.get(f"{NO_TECHNIQUE_DAMAGE}draw0") == 1
    blade = put(game, 0, "DT-R43", "techs")  # 3000 ATK: harmless now
    target = fighter(game.state, 1)
    assert target is not None
    game.state.cards[target].counters["def.match"] = -99_000
    game.state.values["attacks_allowed"] = 2
    game.state.derived.clear()
    rules = game.ruleset
    preview = rules.preview_attack(game.state, 0, AttackWith(0, blade, 0, ()))  # type: ignore[attr-defined]
    assert preview["points"] == 0


def test_flashback_shuffles_other_events_back_and_locks_events() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    events = [put(game, 0, "DT-C73", "discard") for _ in range(2)]
    other_flashback = put(game, 0, "DT-R29", "discard")
    flashback = put(game, 0, "DT-R29", "hand")
    anger = put(game, 0, "DT-C73", "hand")
    plays = [a for a in _offered(game) if isinstance(a, PlayEvent) and a.card == flashback]
    assert plays and all(other_flashback not in a.picks for a in plays)
    refused(game, PlayEvent(0, flashback, "turn", (other_flashback,)), "yyh.bad_pick")
    before = game.state.copy()
    legal(game, PlayEvent(0, flashback, "turn", tuple(events)))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in events)
    assert not any(isinstance(a, PlayEvent) and a.card == anger for a in _offered(game))
    refused(game, PlayEvent(0, anger, "draw"), EVENTS_LOCKED)
    assert game.undo() is None and game.state != before  # the deck shuffled: no undo


@pytest.mark.parametrize("technique", [False, True])
def test_koto_weakens_an_attack_on_her_with_a_milled_technique(technique: bool) -> None:
    game = game_at("attack")
    koto = new_fighter(game, 1, "DT-TC13")
    top = put(game, 1, "GF-C143" if technique else "DT-C73", "deck")  # on top of her deck
    kurama = new_fighter(game, 0, "DT-C51")  # Distraction: 4500
    before = game.state.copy()
    legal(game, AttackWith(0, kurama, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[top].zone == zone(1, "discard")
    calc = game.ruleset.damage_calculation(game.state)  # type: ignore[attr-defined]
    assert calc is not None and calc["atk"] == (0 if technique else 4500)
    assert fighter(game.state, 1) == koto
    assert game.undo() is None and game.state != before  # a card shown from the deck


def test_koto_searches_for_good_ref() -> None:
    game = game_at("attack")
    koto = new_fighter(game, 0, "DT-TC13")
    put(game, 0, "GF-ST98", "deck")  # Good Ref
    found = [
        a for a in _offered(game) if isinstance(a, AttackWith) and a.card == koto and a.index == 0
    ]
    assert found and all(len(a.picks) == 1 for a in found)
    picked = found[0].picks[0]
    assert game.state.cards[picked].card_id == "GF-ST98"
    legal(game, found[0])
    assert game.state.cards[picked].zone == zone(0, "hand")


@pytest.mark.parametrize("villains", [False, True])
def test_dark_shadows_raises_the_villains_attacks_for_the_game(villains: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    chu = new_fighter(game, 0, "GF-ST6")  # a villain
    new_fighter(game, 1, "GF-ST6" if villains else "GF-R5")
    rules = game.ruleset
    attack = AttackWith(0, chu, 0, ())
    before_atk = rules.preview_attack(game.state, 0, attack)["atk"]  # type: ignore[attr-defined]
    shadows = put(game, 0, "DT-C71", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, shadows, "game"))
    atk = rules.preview_attack(game.state, 0, attack)["atk"]  # type: ignore[attr-defined]
    assert atk == before_atk + (3000 if villains else 0)
    assert game.undo() is not None
    assert game.state == before


def test_stand_off_bars_milling_the_opponents_deck_for_the_match() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    kurama = new_fighter(game, 0, "DT-C51")  # Last Ditch Effort mills the opponent
    stand = put(game, 0, "DT-R33", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, stand, "match"))
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, NextStep(0))  # the Attack Step
    while len(hand(game, 0)) < 4:
        put(game, 0, "DT-C73", "hand")
    effort = AttackWith(0, kurama, 1, tuple(hand(game, 0)[:4]))
    offered = _offered(game)
    assert effort not in offered
    assert any(isinstance(a, AttackWith) and a.index == 0 for a in offered)
    refused(game, effort, STAND_OFF)
