"""Ghost Files cards automated in rules generation 4: for each card, a position where its
effect applies, the exact change it makes, the choice offered in the legal-action lists where
the player chooses, and undo and redo.

Readings narrower than the printed card (the rest is left to the players):
- Spiritual Safeguard (GF-C77): the DEF goes to the fighter (the printed "all of your
  characters": a Sideline character's DEF counts for nothing until it fights, and one that
  enters the Arena before the Draw Step does not have it).
- Improvised Weapon (GF-C65): the Item is chosen and discarded as the Event is played, not as
  the attack is used.
- Kuro Momotaro (GF-R34): his Sideline Effect's DEF counts while he fights (a Sideline
  character's DEF counts for nothing).
- Guru of Engagement (GF-C62): the Techniques of the hand are counted; the hand is not shown
  to the opponent (only the count, through the ATK it adds).
- Angel Blades (GF-TS20), Spirit Wave (GF-R163), Rose Whip Thorn Wheel (GF-TR17): the
  Technique is discarded at the end of the turn (its player's End Step), not as soon as its
  attack is over.
- Kurama, Reformed Demon (GF-TR13): the Rose Whip found is put into the hand without being
  shown (the log counts it).
- Singing Potential (GF-V1): the Events among the top 5 cards are counted; the cards are not
  shown (only the count).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine import Action, Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import (
    Attach,
    AttackWith,
    Heal,
    MinimumDamage,
    PassMoment,
    PlayEvent,
    UseCard,
)
from tabletop.games.yyh.battle import available_attacks
from tabletop.games.yyh.board import V_MATCH, fighter, zone
from tabletop.games.yyh.card_effects import defense_value
from tabletop.games.yyh.card_moves import expire
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.rules_gf import EVENTS_ONLY, NO_ATTACKS, NO_HEAL, NOT_AGAIN

from .rules_helpers import game_at, hand, legal, put, refused, set_spirit, with_pick

ITEM, TECHNIQUE = "GF-C113", "GF-C143"  # Backyard Dummy, Axe-Blade Fist
ICHIGAKI_TEAM = ("GF-ST43", "GF-ST44", "GF-ST45")  # M1, M2, M3


def _away(game: Controller, seat: int, name: str) -> None:
    """``seat``'s cards in zone ``name`` set aside into its discard pile (a test fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in list(game.state.zones[zone(seat, name)].cards):
        tx.move(uid, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()


def _fighter_is(game: Controller, seat: int, card_id: str) -> int:
    """``seat``'s fighter replaced by a copy of ``card_id`` (the demo's set aside)."""
    _away(game, seat, "arena")
    return put(game, seat, card_id, "arena")


def _offered(game: Controller, action: Action) -> bool:
    return action in game.ruleset.work_out_legal_actions(game.state, action.seat)  # type: ignore[attr-defined]


def _atk_of(game: Controller, seat: int) -> int:
    """The ATK of ``seat``'s fighter's first attack as the calculation shows it now."""
    own = fighter(game.state, seat)
    assert own is not None
    game.state.derived.clear()
    preview = game.ruleset.preview_attack  # type: ignore[attr-defined]
    return int(preview(game.state, seat, AttackWith(seat, own, 0))["atk"])


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
    uid = put(game, 0, "GF-C77", "hand")
    own = fighter(game.state, 0)
    assert own is not None
    chosen = tuple(u for u in hand(game, 0) if u != uid)[:2]
    action = PlayEvent(0, uid, "draw", chosen)
    refused(game, PlayEvent(0, uid, "draw", tuple(hand(game, 0)[:4])), BAD_PICK)  # 3 at most
    assert _offered(game, PlayEvent(0, uid, "draw", ()))  # none: "up to"
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
            put(game, 0, card_id, f"slot{slot}")
    theirs = put(game, 1, TECHNIQUE, "techs")
    uid = put(game, 0, "GF-R85", "hand")
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
    sphere = put(game, 0, "GF-R127", "items")
    tech = put(game, 0, TECHNIQUE, "discard")
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
    item = put(game, 0, ITEM, "items")
    uid = put(game, 0, "GF-C65", "hand")
    action = PlayEvent(0, uid, "turn", (item,) if chosen else ())
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
        put(game, 0, ITEM, "hand")
    uid = put(game, 0, "GF-ST100", "hand")
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
        put(game, 0, card_id, "techs" if card_id == "GF-C142" else "items")
    clay = 2000  # Armor of Clay's own DEF
    assert defense_value(game.state, cards, kuro) == bare + clay + 2000
    before = game.state.copy()
    legal(game, AttackWith(0, kuro, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[kuro].counters.get("atk.attack") == 2000
    _undo_redo(game, before)


def _top(game: Controller, seat: int, count: int) -> tuple[int, ...]:
    """The top ``count`` cards of ``seat``'s deck, the top one first."""
    return tuple(reversed(game.state.zones[zone(seat, "deck")].cards[-count:]))


def _attack_of(game: Controller, card_id: str, cost: int, technique: bool = False) -> AttackWith:
    """Player 0's Attack Step, ``card_id`` its fighter (or a Technique attached to it), the
    first attack paid from hand."""
    uid = put(game, 0, card_id, "techs") if technique else _fighter_is(game, 0, card_id)
    return AttackWith(0, uid, 0, tuple(hand(game, 0)[:cost]))


@pytest.mark.parametrize(
    ("card_id", "seat", "count"),
    [("GF-C21", 0, 4), ("GF-ST38", 1, 4), ("GF-C75", 1, 5), ("GF-ST98", 0, 10)],
)
def test_the_top_cards_go_back_in_the_order_chosen(card_id: str, seat: int, count: int) -> None:
    event = card_id in ("GF-C75", "GF-ST98")  # Sabotage, Good Ref; Kibano, Elder Toguro
    game = game_at("main" if event else "attack")
    if event:
        uid = put(game, 0, card_id, "hand")
        make = lambda picks: PlayEvent(0, uid, "now", picks)  # noqa: E731
    else:
        attack = _attack_of(game, card_id, 1)
        make = lambda picks: replace(attack, picks=picks)  # noqa: E731
    top = _top(game, seat, count)
    assert len(top) == count
    assert _offered(game, make(top)) and _offered(game, make((top[1], top[0], *top[2:])))
    refused(game, make(top[1:]), BAD_PICK)  # every top card, each once
    refused(game, make((*top[1:], *_top(game, seat, count + 1)[-1:])), BAD_PICK)
    chosen = tuple(reversed(top))
    before = game.state.copy()
    step = legal(game, make(chosen)).step
    assert _top(game, seat, count) == chosen
    assert step is not None
    _undo_redo(game, before, undoable=step.undoable)


@pytest.mark.parametrize("card_id", ["GF-ST102", "GF-C150"])  # Rando Appears, Prism of Seven
def test_a_character_of_the_deck_goes_into_the_empty_match_slot_5(card_id: str) -> None:
    event = card_id == "GF-ST102"
    game = game_at("main" if event else "attack")
    _away(game, 0, "slot5")
    rando = put(game, 0, "GF-R36", "deck", face_up=False)  # Rando
    twin = put(game, 0, "GF-ST9", "deck", face_up=False)  # Yusuke, as on the Sideline
    if event:
        uid = put(game, 0, card_id, "hand")
        make = lambda picks: PlayEvent(0, uid, "now", picks)  # noqa: E731
    else:
        attack = _attack_of(game, card_id, 1, technique=True)
        make = lambda picks: replace(attack, picks=picks)  # noqa: E731
    assert _offered(game, make((rando,)))
    refused(game, make(()), BAD_PICK)  # a character is there to find
    refused(game, make((twin,)), BAD_PICK)  # the same character as one in play
    before = game.state.copy()
    step = legal(game, make((rando,))).step
    card = game.state.cards[rando]
    assert card.zone == zone(0, "slot5") and not card.face_up
    assert step is not None
    _undo_redo(game, before, undoable=step.undoable)


def test_no_search_into_a_taken_match_slot_5() -> None:
    game = game_at("main")
    put(game, 0, "GF-ST37", "slot5", face_up=False)  # Bui
    rando = put(game, 0, "GF-R36", "deck", face_up=False)
    uid = put(game, 0, "GF-ST102", "hand")
    refused(game, PlayEvent(0, uid, "now", (rando,)), BAD_PICK)
    legal(game, PlayEvent(0, uid, "now"))
    assert game.state.cards[rando].zone == zone(0, "deck")


@pytest.mark.parametrize("hero", [True, False])
def test_botans_healing_heals_a_character_of_the_players_choice(hero: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    if not hero:
        _fighter_is(game, 0, "GF-ST37")  # Bui, a villain
    waiting = game.state.zones[zone(0, "slot2")].cards[-1]
    Transaction(game.state, SeededChance(0, 0)).set_rotation(waiting, 180)  # 2 damage
    uid = put(game, 0, "GF-ST95", "hand")
    action = PlayEvent(0, uid, "now", (waiting,))
    if not hero:
        refused(game, action, BAD_PICK)
        return
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    assert game.state.cards[waiting].rotation == 90
    _undo_redo(game, before)


def test_alley_fight_keeps_one_card_for_attack_value_per_spirit() -> None:
    game = game_at("main")
    set_spirit(game, 0, 6)
    own = fighter(game.state, 0)
    assert own is not None
    uid = put(game, 0, "GF-C53", "hand")
    held = [u for u in hand(game, 0) if u != uid]
    assert len(held) >= 2
    action = PlayEvent(0, uid, "turn", (held[1],))
    assert _offered(game, action)
    refused(game, PlayEvent(0, uid, "turn", tuple(held[:2])), BAD_PICK)  # one kept
    before = game.state.copy()
    legal(game, action)
    assert hand(game, 0) == [held[1]]
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in held if u != held[1])
    assert game.state.cards[own].counters.get("atk.turn") == 6000
    _undo_redo(game, before)


def _costs(game: Controller, seat: int) -> list[int]:
    """The Attack Costs of ``seat``'s attacks as the rules offer them now."""
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    game.state.derived.clear()
    return [o.cost for o in available_attacks(game.state, cards, seat)]


def test_perfect_balance_lowers_the_attack_costs_this_turn() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    printed = _costs(game, 0)
    uid = put(game, 0, "GF-V2", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, uid, "turn"))
    assert _costs(game, 0) == [max(0, c - 2) for c in printed]
    _undo_redo(game, before)
    legal(game, NextStep(0))  # the Attack Step: the lower cost is offered and checked
    own = fighter(game.state, 0)
    assert own is not None
    cheap = with_pick(game, AttackWith(0, own, 0, ()))  # Kurama's pick (GF-ST41)
    assert printed[0] <= 2 and _offered(game, cheap)
    legal(game, cheap)
    legal(game, PassMoment(1))
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert _costs(game, 0) == printed  # the turn is over


def test_bakken_raises_the_opposing_attack_costs_until_the_next_draw_step() -> None:
    game = game_at("attack")
    theirs = _costs(game, 1)
    attack = _attack_of(game, "GF-TC1", 1)  # Bakken
    before = game.state.copy()
    legal(game, attack)
    assert _costs(game, 1) == [c + 1 for c in theirs]
    _undo_redo(game, before)


@pytest.mark.parametrize("match", [4, 5])
def test_genkai_the_young_is_stronger_and_cheaper_in_the_fifth_match(match: int) -> None:
    game = game_at("attack")
    genkai = _fighter_is(game, 0, "GF-S49")
    plain = (_atk_of(game, 0), _costs(game, 0))
    game.state.values[V_MATCH] = match
    strong = (_atk_of(game, 0), _costs(game, 0))
    if match == 4:
        assert strong == plain
        return
    assert strong == (plain[0] + 1000, [c - 1 for c in plain[1]])
    legal(game, AttackWith(0, genkai, 0, tuple(hand(game, 0)[:1])))  # 2 printed, 1 paid


def test_angel_blades_lowers_the_costs_this_match_and_leaves_at_the_end_of_the_turn() -> None:
    game = game_at("attack")
    printed = _costs(game, 0)
    attack = _attack_of(game, "GF-TS20", 1, technique=True)
    before = game.state.copy()
    legal(game, attack)
    assert _costs(game, 0)[: len(printed)] == [max(0, c - 1) for c in printed]
    _undo_redo(game, before)
    legal(game, PassMoment(1))
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert game.state.cards[attack.card].zone == zone(0, "discard")


def test_party_time_forbids_every_attack_until_the_next_draw_step() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    uid = put(game, 0, "GF-S106", "hand")
    paid = next(u for u in hand(game, 0) if u != uid)
    action = PlayEvent(0, uid, "draw", (paid,))
    assert _offered(game, action)
    refused(game, PlayEvent(0, uid, "draw"), BAD_PICK)  # a card of the hand pays for it
    before = game.state.copy()
    legal(game, action)
    assert game.state.cards[paid].zone == zone(0, "discard")
    _undo_redo(game, before)
    legal(game, NextStep(0))
    own = fighter(game.state, 0)
    assert own is not None and not _costs(game, 0)  # none offered
    refused(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2])), NO_ATTACKS)
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert not _costs(game, 1)  # the opponent's turn too
    while game.state.values["active"] == 1:
        legal(game, NextStep(1))
    assert not _costs(game, 0)
    legal(game, NextStep(0))  # the player's Draw Step ends it
    assert _costs(game, 0)


def test_ultimate_test_forbids_healing_until_the_match_ends() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).set_rotation(own, 90)
    uid = put(game, 0, "GF-R93", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, uid, "match"))
    _undo_redo(game, before)
    refused(game, Heal(0, own, 1), NO_HEAL)
    healing = put(game, 0, "GF-U108", "hand")  # Demonic Tricks: heals a villain fighter
    _fighter_is(game, 0, "GF-ST37")  # Bui, a villain
    bui = fighter(game.state, 0)
    assert bui is not None
    Transaction(game.state, SeededChance(0, 0)).set_rotation(bui, 90)
    legal(game, PlayEvent(0, healing, "now"))
    assert game.state.cards[bui].rotation == 90  # no healing
    Transaction(game.state, SeededChance(0, 0)).set_value("match", 2)
    tx = Transaction(game.state, SeededChance(0, 0))
    expire(game.state, tx, ("match",))  # the match ends
    legal(game, Heal(0, bui, 1))
    assert game.state.cards[bui].rotation == 0


def test_hieis_sword_mastery_doubles_the_attack_value_of_an_item_this_turn() -> None:
    game = game_at("main")
    bare = _atk_of(game, 0)
    dummy = put(game, 0, ITEM, "items")  # Backyard Dummy: +2,000
    helmet = put(game, 0, "GF-ST135", "items")  # Senseless Helmet: DEF only
    assert _atk_of(game, 0) == bare + 2000
    uid = put(game, 0, "GF-C64", "hand")
    action = PlayEvent(0, uid, "turn", (dummy,))
    assert _offered(game, action) and _offered(game, PlayEvent(0, uid, "turn", (helmet,)))
    refused(game, PlayEvent(0, uid, "turn"), BAD_PICK)
    before = game.state.copy()
    legal(game, action)
    assert _atk_of(game, 0) == bare + 4000
    _undo_redo(game, before)
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert _atk_of(game, 0) == bare + 2000  # the turn is over


def test_armor_of_the_ape_is_used_once_a_match() -> None:
    game = game_at("attack")
    attack = _attack_of(game, "GF-C142", 1, technique=True)
    before = game.state.copy()
    legal(game, attack)
    _undo_redo(game, before)
    legal(game, PassMoment(1))
    assert game.state.values.get("last_atk") == 4000  # the attack resolved
    game.state.values["attacks_allowed"] = 2  # a second attack this turn (a test fixture)
    again = replace(attack, discards=tuple(hand(game, 0)[:1]))
    assert not _offered(game, again)
    refused(game, again, NOT_AGAIN)
    tx = Transaction(game.state, SeededChance(0, 0))
    expire(game.state, tx, ("match",))  # the match ends
    game.state.derived.clear()
    assert _offered(game, again)


@pytest.mark.parametrize("techniques", [0, 2])
def test_guru_of_engagement_counts_the_techniques_in_hand(techniques: int) -> None:
    game = game_at("main")
    _away(game, 0, "hand")
    for _ in range(techniques):
        put(game, 0, TECHNIQUE, "hand")
    put(game, 0, ITEM, "hand")
    own = fighter(game.state, 0)
    assert own is not None
    uid = put(game, 0, "GF-C62", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, uid, "turn"))
    assert game.state.cards[own].counters.get("atk.turn") == (2000 * techniques or None)
    _undo_redo(game, before)


@pytest.mark.parametrize("events", [0, 2])
def test_singing_potential_counts_the_events_on_top_then_shuffles(events: int) -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    _away(game, 0, "deck")
    for n in range(8):
        put(game, 0, "GF-C57" if n >= 8 - events else ITEM, "deck", face_up=False)
    uid = put(game, 0, "GF-V1", "hand")
    step = legal(game, PlayEvent(0, uid, "turn")).step
    assert game.state.cards[own].counters.get("atk.turn") == (1000 * events or None)
    assert step is not None and game.log[-1].chance  # the shuffle: a recorded chance


@pytest.mark.parametrize("spirit", [1, 2])
def test_shishi_wakamaru_attaches_a_banshee_shriek_from_the_deck_paid(spirit: int) -> None:
    game = game_at("attack")
    set_spirit(game, 0, spirit)
    shriek = put(game, 0, "GF-U140", "deck", face_up=False)  # Banshee Shriek, 2 Spirit
    attack = _attack_of(game, "GF-C26", 1)
    action = replace(attack, picks=(shriek,))
    if spirit < 2:
        refused(game, action, BAD_PICK)
        return
    assert _offered(game, action)
    refused(game, attack, BAD_PICK)  # a Banshee Shriek is there to find
    before = game.state.copy()
    step = legal(game, action).step
    card = game.state.cards[shriek]
    assert card.zone == zone(0, "items") and card.face_up
    assert game.state.counters[0].get("spirit", 0) == 0
    assert step is not None
    _undo_redo(game, before, undoable=step.undoable)


def test_signature_moves_shuffles_back_the_cards_of_one_word() -> None:
    game = game_at("main")
    _away(game, 0, "discard")
    spirit = [put(game, 0, card_id, "discard") for card_id in ("GF-C154", "GF-ST171")]
    other = put(game, 0, ITEM, "discard")  # Backyard Dummy
    twin = put(game, 0, "GF-R91", "discard")  # Signature Moves itself stays
    uid = put(game, 0, "GF-R91", "hand")
    action = PlayEvent(0, uid, "now", tuple(spirit))  # "spirit": Spirit Gun Double, Fist
    assert _offered(game, action)
    refused(game, PlayEvent(0, uid, "now", (*spirit, other)), BAD_PICK)  # no word of all three
    refused(game, PlayEvent(0, uid, "now", (twin,)), BAD_PICK)
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in spirit)
    assert game.state.cards[other].zone == zone(0, "discard")
    assert game.state.cards[twin].zone == zone(0, "discard")


def test_theft_in_the_dark_borrows_an_item_until_the_opponents_next_turn_ends() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    theirs = put(game, 1, ITEM, "items")  # Backyard Dummy: +2,000
    bare = _atk_of(game, 0)
    uid = put(game, 0, "GF-C81", "hand")
    action = PlayEvent(0, uid, "draw", (theirs,))
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    assert game.state.cards[theirs].zone == zone(0, "items")
    assert _atk_of(game, 0) == bare + 2000
    _undo_redo(game, before)
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert game.state.cards[theirs].zone == zone(0, "items")  # the opponent's turn
    while game.state.values["active"] == 1:
        legal(game, NextStep(1))
    card = game.state.cards[theirs]
    assert card.zone == zone(1, "items") and card.face_up and not card.counters


def test_kurama_looks_at_the_opponents_hand_and_discards_a_card() -> None:
    game = game_at("attack")
    kurama = _fighter_is(game, 0, "GF-ST41")
    theirs = put(game, 1, "GF-C57", "hand")  # Efflux: not a copy of the demo hand's cards
    paid = tuple(hand(game, 0)[:2])
    action = AttackWith(0, kurama, 0, paid, picks=(theirs,))
    assert _offered(game, action)
    refused(game, AttackWith(0, kurama, 0, paid, picks=(paid[0],)), BAD_PICK)  # his own
    refused(game, AttackWith(0, kurama, 0, paid), BAD_PICK)  # one is there to discard
    before, held = game.state.copy(), len(hand(game, 1))
    legal(game, action)
    assert game.state.cards[theirs].zone == zone(1, "discard")
    assert len(hand(game, 1)) == held - 1
    _undo_redo(game, before, undoable=False)  # the opponent's hand was seen


def test_party_time_in_the_response_lets_the_declared_attack_resolve() -> None:
    game = game_at("attack")
    set_spirit(game, 1, 5)
    own = fighter(game.state, 0)
    assert own is not None
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2]))))
    uid = put(game, 1, "GF-S106", "hand")
    paid = next(u for u in hand(game, 1) if u != uid)
    legal(game, PlayEvent(1, uid, "draw", (paid,)))  # the defender's answer
    legal(game, PassMoment(1))
    assert game.state.values.get("last_atk") is not None  # resolved, not fizzled
    if game.state.values.get("moment"):  # minimum damage offered: declined
        legal(game, PassMoment(0))
    assert not _costs(game, 0)  # no attack after it


@pytest.mark.parametrize("count", [0, 2, 3])
def test_rinku_discards_up_to_three_top_cards_for_attack_value(count: int) -> None:
    game = game_at("attack")
    attack = _attack_of(game, "GF-ST46", 1)  # Rinku
    top = _top(game, 0, 3)
    action = replace(attack, picks=top[:count])
    assert _offered(game, action)
    refused(game, replace(attack, picks=top[1:2]), BAD_PICK)  # from the top down
    refused(game, replace(attack, picks=_top(game, 0, 4)), BAD_PICK)  # 3 at most
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in top[:count])
    assert game.state.cards[attack.card].counters.get("atk.attack") == (1000 * count or None)


def test_demon_compass_shuffles_two_cards_of_another_name_back() -> None:
    game = game_at("draw")
    _away(game, 0, "discard")
    twin = put(game, 0, "GF-C117", "discard")  # another Demon Compass
    back = [put(game, 0, ITEM, "discard"), put(game, 0, TECHNIQUE, "discard")]
    compass = put(game, 0, "GF-C117", "items")
    action = UseCard(0, compass, (), tuple(back))
    assert _offered(game, action)
    refused(game, UseCard(0, compass, (), (twin, back[0])), BAD_PICK)
    refused(game, UseCard(0, compass, (), (back[0],)), BAD_PICK)  # two are there
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in back)
    assert game.state.cards[twin].zone == zone(0, "discard")
    assert game.state.cards[compass].zone == zone(0, "discard")


@pytest.mark.parametrize("knives", [0, 1])
def test_batting_practice_spares_the_player_weak_attacks(knives: int) -> None:
    game = game_at("main", seat=1)  # the opponent plays it, then the player attacks
    set_spirit(game, 1, 5)
    uid = put(game, 1, "GF-TC6", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(1, uid, "draw"))
    _undo_redo(game, before)
    while game.state.values["active"] == 1:
        legal(game, NextStep(1))
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    target = fighter(game.state, 1)
    assert target is not None
    for _ in range(knives):
        put(game, 0, "GF-C114", "items")  # Combat Knives: +1,000
    legal(game, _attack_of(game, "GF-C15", 1))  # Gatasubal: 4,000 against 4,000 DEF
    legal(game, PassMoment(1))
    assert game.state.values.get("last_atk") == 4000 + 1000 * knives
    assert game.state.values.get("moment") is None  # no minimum damage offered either
    assert game.state.cards[target].rotation == (90 if knives else 0)


def test_spirit_wave_is_discarded_at_the_end_of_the_turn() -> None:
    game = game_at("attack")
    attack = _attack_of(game, "GF-R163", 3, technique=True)
    legal(game, attack)
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    assert game.state.cards[attack.card].zone == zone(0, "techs")
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert game.state.cards[attack.card].zone == zone(0, "discard")


@pytest.mark.parametrize("shishi", [False, True])
def test_banshee_shriek_on_shishi_mills_the_opponent_as_their_turn_begins(shishi: bool) -> None:
    game = game_at("main")
    if shishi:
        _fighter_is(game, 0, "GF-C26")  # Shishi Wakamaru
    bare = _atk_of(game, 0)
    put(game, 0, "GF-U140", "items")
    assert _atk_of(game, 0) == bare + (3000 if shishi else 1000)
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    deck, pile = len(game.state.zones[zone(1, "deck")].cards), len(hand(game, 1))
    top = game.state.zones[zone(1, "deck")].cards[-1]
    before = game.state.copy()
    legal(game, NextStep(1))  # the opponent's Draw Step passes: the mill, then the draw
    milled = 1 if shishi else 0
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - milled - 2
    assert (game.state.cards[top].zone == zone(1, "discard")) == shishi
    assert len(hand(game, 1)) == pile + 2
    _undo_redo(game, before, undoable=False)  # cards drawn


@pytest.mark.parametrize("theirs", [False, True])
def test_headbutt_deals_three_points_against_a_headbutt(theirs: bool) -> None:
    game = game_at("attack")
    target = fighter(game.state, 1)
    assert target is not None
    if theirs:
        put(game, 1, "GF-C146", "techs")
    attack = _attack_of(game, "GF-C146", 1, technique=True)  # 3,000 against 4,000 DEF
    legal(game, attack)
    legal(game, PassMoment(1))
    if not theirs:
        assert game.state.values.get("moment") == "minimum"  # no damage: minimum offered
        return
    assert game.state.cards[target].rotation == 270
    assert not any(k.startswith("forbid.points") for k in game.state.values)  # attack over


def test_kurama_reformed_demon_finds_a_rose_whip_and_counts_those_attached_this_turn() -> None:
    game = game_at("main")
    kurama = _fighter_is(game, 0, "GF-TR13")
    whip = put(game, 0, "GF-ST134", "hand")  # Rose Whip
    legal(game, Attach(0, whip, kurama))
    put(game, 0, "GF-ST134", "items")  # one attached before this turn (a fixture)
    legal(game, NextStep(0))
    count = AttackWith(0, kurama, 1, tuple(hand(game, 0)[:2]))
    legal(game, count)
    assert game.state.cards[kurama].counters.get("atk.attack") == 1000  # only this turn's
    while game.state.values["active"] == 0:
        if game.state.values.get("moment"):
            legal(game, PassMoment(1 if game.state.values.get("moment") == "response" else 0))
            continue
        legal(game, NextStep(0))
    assert not game.state.cards[whip].counters.get("fresh.turn")  # the mark ends with the turn


def test_kurama_reformed_demon_searches_the_deck_for_a_rose_whip() -> None:
    game = game_at("attack")
    kurama = _fighter_is(game, 0, "GF-TR13")
    found = put(game, 0, "GF-ST134", "deck", face_up=False)
    search = AttackWith(0, kurama, 0, tuple(hand(game, 0)[:1]), picks=(found,))
    offered = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, AttackWith) and a.card == kurama and a.index == 0
    ]
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    names = {cards.card(game.state.cards[a.picks[0]].card_id).name for a in offered}
    assert names and all("Rose Whip" in name for name in names)  # Rose Whiplash too
    refused(game, replace(search, picks=()), BAD_PICK)  # one is there to find
    legal(game, search)
    assert game.state.cards[found].zone == zone(0, "hand")


def test_seiryus_ice_dragon_deals_minimum_damage_for_free() -> None:
    game = game_at("attack")
    target = fighter(game.state, 1)
    assert target is not None
    attack = _attack_of(game, "GF-TC5", 2)  # Seiryu: 3,000 against 4,000 DEF
    legal(game, attack)
    legal(game, PassMoment(1))
    assert game.state.values.get("moment") == "minimum"
    free = MinimumDamage(0, ())
    assert _offered(game, free)
    refused(game, MinimumDamage(0, tuple(hand(game, 0)[:2])), "yyh.min_damage_cost")
    before, held = game.state.copy(), len(hand(game, 0))
    legal(game, free)
    assert game.state.cards[target].rotation == 90 and len(hand(game, 0)) == held
    _undo_redo(game, before)
    assert not any(k.startswith("forbid.freemin") for k in game.state.values)  # attack over


@pytest.mark.parametrize("pay", [False, True])
def test_spirit_gun_double_may_pay_two_spirit_for_attack_value(pay: bool) -> None:
    game = game_at("attack")
    set_spirit(game, 0, 3)
    attack = _attack_of(game, "GF-C154", 2, technique=True)
    action = replace(attack, picks=(attack.card,) if pay else ())
    assert _offered(game, action)
    refused(game, replace(attack, picks=(fighter(game.state, 0) or 0,)), BAD_PICK)
    before = game.state.copy()
    legal(game, action)
    own = fighter(game.state, 0)
    assert own is not None
    assert game.state.counters[0].get("spirit", 0) == (1 if pay else 3)
    assert game.state.cards[own].counters.get("atk.attack") == (3000 if pay else None)
    _undo_redo(game, before)


def test_spirit_gun_double_cannot_pay_without_the_spirit() -> None:
    game = game_at("attack")
    set_spirit(game, 0, 1)
    attack = _attack_of(game, "GF-C154", 2, technique=True)
    refused(game, replace(attack, picks=(attack.card,)), BAD_PICK)


@pytest.mark.parametrize("seat", [0, 1])
def test_lost_empties_the_chosen_players_hand_and_refills_it(seat: int) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    uid = put(game, 0, "GF-TR16", "hand")
    chosen = fighter(game.state, seat)
    assert chosen is not None
    held = [u for u in hand(game, seat) if u != uid]
    deck = len(game.state.zones[zone(seat, "deck")].cards)
    action = PlayEvent(0, uid, "now", (chosen,))
    assert _offered(game, action)
    refused(game, PlayEvent(0, uid, "now"), BAD_PICK)  # a player is chosen
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(seat, "discard") for u in held)
    assert len(hand(game, seat)) == len(held)
    assert len(game.state.zones[zone(seat, "deck")].cards) == deck - len(held)


def test_banzai_missile_lets_the_opponent_pay_attack_costs_with_events_only() -> None:
    game = game_at("attack")
    attack = _attack_of(game, "GF-R157", 2, technique=True)
    before = game.state.copy()
    legal(game, attack)
    _undo_redo(game, before)
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    while game.state.values["step"] != "attack":
        legal(game, NextStep(1))
    _away(game, 1, "hand")
    events = [put(game, 1, "GF-C57", "hand") for _ in range(2)]  # Efflux
    other = put(game, 1, ITEM, "hand")
    theirs = fighter(game.state, 1)
    assert theirs is not None
    cost = _costs(game, 1)[0]
    assert cost <= 2
    refused(game, AttackWith(1, theirs, 0, (other, *events)[:cost]), EVENTS_ONLY)
    paid = AttackWith(1, theirs, 0, tuple(events[:cost]))
    assert _offered(game, paid)
    legal(game, paid)


@pytest.mark.parametrize(("card_id", "fighter_id"), [("GF-C58", "GF-ST9"), ("GF-C79", "GF-ST37")])
def test_a_characters_alignment_changes_for_the_rest_of_the_game(
    card_id: str, fighter_id: str
) -> None:
    game = game_at("main")
    own = _fighter_is(game, 0, fighter_id)  # Yusuke, a hero; Bui, a villain
    hero = fighter_id == "GF-ST9"
    demonic = put(game, 0, "GF-U108", "hand")  # Demonic Tricks: heals a villain fighter
    Transaction(game.state, SeededChance(0, 0)).set_rotation(own, 90)
    uid = put(game, 0, card_id, "hand")  # Evil Tendencies; Tears of Blood
    action = PlayEvent(0, uid, "game", (own,))
    assert _offered(game, action)
    before = game.state.copy()
    legal(game, action)
    _undo_redo(game, before)
    set_spirit(game, 0, 5)
    legal(game, PlayEvent(0, demonic, "now"))
    assert game.state.cards[own].rotation == (0 if hero else 90)  # a villain now, or a hero


@pytest.mark.parametrize("pay", [False, True])
def test_rose_whip_thorn_wheel_may_trade_itself_and_a_card_for_four_of_the_deck(
    pay: bool,
) -> None:
    game = game_at("attack")
    attack = _attack_of(game, "GF-TR17", 2, technique=True)
    spare = next(u for u in hand(game, 0) if u not in attack.discards)
    action = replace(attack, picks=(spare,) if pay else ())
    assert _offered(game, action)
    refused(game, replace(attack, picks=attack.discards[:1]), BAD_PICK)  # a cost card
    deck = len(game.state.zones[zone(1, "deck")].cards)
    legal(game, action)
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - (4 if pay else 0)
    assert (game.state.cards[spare].zone == zone(0, "discard")) == pay
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    where = zone(0, "discard") if pay else zone(0, "techs")
    assert game.state.cards[attack.card].zone == where


def test_shishi_soul_stealer_weakens_costly_attacks_until_the_next_draw_step() -> None:
    game = game_at("attack")
    theirs = _atk_of(game, 1)
    shishi = _fighter_is(game, 0, "GF-S50")
    before = game.state.copy()
    legal(game, AttackWith(0, shishi, 1, tuple(hand(game, 0)[:2])))
    cost = _costs(game, 1)[0]
    assert _atk_of(game, 1) == max(0, theirs - 1000 * cost)
    _undo_redo(game, before)
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    while game.state.values["active"] == 1:
        legal(game, NextStep(1))
    legal(game, NextStep(0))  # the player's Draw Step ends it
    assert _atk_of(game, 1) == theirs


def test_shishi_soul_stealer_draws_when_the_opponent_draws_by_an_effect() -> None:
    game = game_at("main", seat=1)
    _fighter_is(game, 0, "GF-S50")
    set_spirit(game, 1, 5)
    uid = put(game, 1, "GF-R86", "hand")  # Kitty Love: draw 2
    mine, theirs = len(hand(game, 0)), len(hand(game, 1))
    legal(game, PlayEvent(1, uid, "now"))
    assert len(hand(game, 1)) == theirs - 1 + 2
    assert len(hand(game, 0)) == mine + 1


def _next_turn_of(game: Controller, seat: int) -> None:
    """Play on to ``seat``'s next Attack Step (every attack moment passed)."""
    other = 1 - seat
    while game.state.values["active"] == seat:
        moment = game.state.values.get("moment")
        if moment:
            legal(game, PassMoment(other if moment == "response" else seat))
            continue
        legal(game, NextStep(seat))
    while game.state.values["active"] == other:
        legal(game, NextStep(other))
    while game.state.values["step"] != "attack":
        legal(game, NextStep(seat))


@pytest.mark.parametrize("street", [False, True])
def test_yusuke_resurrected_grows_after_street_fighting_in_his_last_turn(street: bool) -> None:
    game = game_at("attack")
    yusuke = _fighter_is(game, 0, "GF-R5")
    legal(game, AttackWith(0, yusuke, 0 if street else 1, tuple(hand(game, 0)[:1])))
    _next_turn_of(game, 0)
    blast = AttackWith(0, yusuke, 1, tuple(hand(game, 0)[:1]))
    swap = tuple(u for u in hand(game, 0) if u not in blast.discards)[:2]
    if not street:
        refused(game, replace(blast, picks=swap), BAD_PICK)
        legal(game, blast)
        assert game.state.cards[yusuke].counters.get("atk.match") is None
        return
    assert _offered(game, replace(blast, picks=swap[:1]))
    held = len(hand(game, 0))
    legal(game, replace(blast, picks=swap))
    assert game.state.cards[yusuke].counters.get("atk.match") == 2000
    assert len(hand(game, 0)) == held - 1  # the cost paid; the two swapped for two drawn
    assert game.log[-1].chance  # the deck shuffled before the draw


def test_risho_strengthens_the_other_masho_characters_for_the_game() -> None:
    game = game_at("attack")
    risho = _fighter_is(game, 0, "GF-R4")
    _away(game, 0, "slot2")
    touya = put(game, 0, "GF-C30", "slot2")  # Touya, Masho
    other = game.state.zones[zone(0, "slot3")].cards[-1]  # not Masho
    legal(game, AttackWith(0, risho, 0, tuple(hand(game, 0)[:1])))  # Earthen Crush
    _next_turn_of(game, 0)
    legal(game, AttackWith(0, risho, 1, tuple(hand(game, 0)[:2])))  # Power Clash
    assert game.state.cards[touya].counters.get("atk.game") == 1000
    assert not game.state.cards[other].counters.get("atk.game")
    assert not game.state.cards[risho].counters.get("atk.game")


def test_suzaku_makai_master_counts_saint_beasts_winners_and_charges_storm_of_torment() -> None:
    game = game_at("attack")
    suzaku = _fighter_is(game, 0, "GF-U11")
    for card_id, up in (("GF-C2", True), ("GF-TC2", False)):  # Suzaku won, Genbu lost
        put(game, 0, card_id, "winners_circle", face_up=up)
    storm = put(game, 0, "GF-C156", "techs")  # Storm of Torment: +500 per card in hand
    attack = AttackWith(0, storm, 0, tuple(hand(game, 0)[:1]))
    before = game.state.copy()
    legal(game, attack)
    held = len(hand(game, 0))
    assert game.state.cards[suzaku].counters.get("atk.attack") == 1000 * held  # 500 + 500
    _undo_redo(game, before)
    game.state.values["attacks_allowed"] = 2  # a fixture: his own attack next
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    legal(game, AttackWith(0, suzaku, 1, tuple(hand(game, 0)[:2])))
    assert game.state.cards[suzaku].counters.get("atk.attack") == 3000  # one winner
