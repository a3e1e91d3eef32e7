"""Dark Tournament cards automated in rules generation 4 by the face-down pick (cards attached
face down to any character in play, ``face_down``), the picks of a card used by discarding it
(:class:`UseCard` with ``picks``) and picks under the conditions the rules track: for each
card, a position where its effect applies, the change it makes, the pick offered in the
legal-action lists, and undo taking it back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from tabletop.engine import Action, Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PlayEvent, UseCard
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.card_effects import defense_value
from tabletop.games.yyh.choice_effects import BAD_PICK

from .rules_helpers import game_at, hand, legal, put, refused, set_spirit

ITEM, TECHNIQUE, EVENT = "GF-C113", "GF-C143", "GF-C67"
ICHIGAKI_TEAM = ("GF-ST43", "GF-ST44", "GF-ST45")  # M1, M2, M3


def _away(game: Controller, seat: int, name: str) -> None:
    """``seat``'s cards in zone ``name`` set aside into its discard pile (a test fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in list(game.state.zones[zone(seat, name)].cards):
        tx.move(uid, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()


def _face_down(game: Controller, count: int) -> list[int]:
    """``count`` cards attached face down to the opponent's Sideline characters."""
    return [put(game, 1, ITEM, f"slot{2 + n % 3}_att", face_up=False) for n in range(count)]


def _outnumbered(game: Controller) -> list[int]:
    _away(game, 0, "slot4")  # 2 on the player's Sideline, 3 on the opponent's
    return _face_down(game, 1)


def _retaliate(game: Controller) -> list[int]:
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).set_rotation(own, 90)  # 1 damage against 0
    return _face_down(game, 2)


def _zenith(game: Controller) -> list[int]:
    return [put(game, 1, ITEM, "items") for _ in range(2)]


def _surprise(game: Controller) -> list[int]:
    for slot, card_id in zip((2, 3, 4), ICHIGAKI_TEAM, strict=True):
        _away(game, 0, f"slot{slot}")
        put(game, 0, card_id, f"slot{slot}")
    return [put(game, 1, ITEM, "items") for _ in range(2)]


def _techniques(count: int) -> Callable[[Controller], list[int]]:
    def make(game: Controller) -> list[int]:
        return [put(game, 1, TECHNIQUE, "techs") for _ in range(count)]

    return make


@dataclass(frozen=True)
class Case:
    """A card (an Event from the hand, or an Item used from the fighter in the Draw Step), the
    position its effect needs (returning the cards to pick), and the change besides the picked
    cards going to their owner's discard pile: the player's hand and Spirit (the Event's cost
    paid)."""

    card: str
    ready: Callable[[Controller], list[int]]
    hand: int = -1  # the Event played
    spirit: int = 0


CASES = [
    Case("DT-C83", _outnumbered, hand=0),  # Outnumbered: a card discarded, 1 drawn
    Case("DT-C86", _retaliate, spirit=-1),  # Retaliate: up to 2 face-down cards
    Case("DT-C94", _zenith),  # Zenith of Fear: up to 2 face-up Items
    Case(
        "DT-C74", lambda g: _face_down(g, 3), hand=-2, spirit=-3
    ),  # Determination: 1 at random too
    Case("DT-C90", _surprise, spirit=-1),  # Surprise!: the Ichigaki Team Bonus
    Case("DT-C98", _techniques(1), hand=0, spirit=3),  # Key
    Case("DT-C99", _techniques(2), hand=0),  # Koenma's Gavel
]


def _position(case: Case) -> tuple[Controller, Action, list[int]]:
    """The game, the action applying the card with every card to pick picked, those cards."""
    used = case.card in ("DT-C98", "DT-C99")
    game = game_at("draw" if used else "main")
    set_spirit(game, 0, 5)
    picks = case.ready(game)
    if used:
        uid = put(game, 0, case.card, "items")
        return game, UseCard(0, uid, (), tuple(picks)), picks
    uid = put(game, 0, case.card, "hand")
    return game, PlayEvent(0, uid, "now", tuple(picks)), picks


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.card)
def test_the_card_discards_the_chosen_cards_and_undoes(case: Case) -> None:
    game, action, picks = _position(case)
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert action in offered, [a for a in offered if getattr(a, "card", None) == action.card]  # type: ignore[attr-defined]
    before, held = game.state.copy(), len(hand(game, 0))
    spirit = game.state.counters[0].get("spirit", 0)
    step = legal(game, action).step
    assert step is not None
    for uid in picks:
        card = game.state.cards[uid]
        assert card.zone == zone(card.owner, "discard") and card.face_up
    assert len(hand(game, 0)) - held == case.hand
    assert game.state.counters[0].get("spirit", 0) - spirit == case.spirit
    if not step.undoable:  # a face-down card discarded (so shown), a card drawn: no undo
        assert case.card in ("DT-C83", "DT-C86", "DT-C74") and game.undo() is None
        return
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("card", ["DT-C83", "DT-C86", "DT-C94", "DT-C90"])
def test_the_pick_waits_for_its_condition(card: str) -> None:
    game = game_at("main")
    set_spirit(game, 0, 9)
    down = _face_down(game, 2)
    up = [put(game, 1, ITEM, "items") for _ in range(2)]
    put(game, 0, ITEM, "items")
    put(game, 0, ITEM, "items")  # as many Items as the opponent's fighter, no damage
    uid = put(game, 0, card, "hand")
    picks = down[:1] if card in ("DT-C83", "DT-C86") else up[:1]
    refused(game, PlayEvent(0, uid, "now", tuple(picks)), BAD_PICK)
    legal(game, PlayEvent(0, uid, "now"))
    assert all(game.state.cards[u].zone != zone(1, "discard") for u in down + up)


def test_a_face_down_pick_takes_no_face_up_card_and_offers_each_card_apart() -> None:
    game = game_at("main")
    down = _face_down(game, 3)  # the same card three times, each offered: they are hidden
    shown = put(game, 1, ITEM, "items")
    uid = put(game, 0, "DT-C74", "hand")
    set_spirit(game, 0, 9)
    refused(game, PlayEvent(0, uid, "now", (shown, *down[:2])), BAD_PICK)
    refused(game, PlayEvent(0, uid, "now", tuple(down[:2])), BAD_PICK)  # 3 are there
    offered = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, PlayEvent) and a.card == uid
    ]
    assert {a.picks for a in offered} == {tuple(down)}


def test_a_use_with_a_pick_is_refused_without_its_pick() -> None:
    game, action, picks = _position(CASES[5])  # Key: a technique is there to discard
    assert isinstance(action, UseCard)
    refused(game, UseCard(0, action.card), BAD_PICK)
    stray = put(game, 0, EVENT, "discard")
    refused(game, UseCard(0, action.card, (), (stray,)), BAD_PICK)
    legal(game, action)
    assert game.state.cards[picks[0]].zone == zone(1, "discard")


def test_an_older_game_picks_nothing_for_a_use() -> None:
    game, action, _picks = _position(CASES[6])  # Koenma's Gavel
    game.state.values["rules"] = 3
    game.state.derived.clear()
    assert isinstance(action, UseCard)
    refused(game, action, "yyh.not_usable")


def _deck_card(game: Controller, kind: str | None) -> int:
    """The first card of player 0's deck of the card type ``kind`` (None: any)."""
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    for uid in game.state.zones[zone(0, "deck")].cards:
        if kind is None or getattr(cards.card(game.state.cards[uid].card_id), "type", None) == kind:
            return uid
    raise AssertionError(f"no {kind} in the deck")


@pytest.mark.parametrize(
    ("card", "step", "kind", "damage"),
    [("DT-G4", "main", None, 1), ("DT-R40", "draw", "character", 0)],  # Forlorn Hope, Megiru Seal
)
def test_a_use_searches_the_deck(card: str, step: str, kind: str | None, damage: int) -> None:
    game = game_at(step)
    uid = put(game, 0, card, "items")
    wanted = _deck_card(game, kind)
    own = fighter(game.state, 0)
    assert own is not None
    offered = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, UseCard) and a.card == uid
    ]
    ids = {tuple(game.state.cards[p].card_id for p in a.picks) for a in offered}
    assert (game.state.cards[wanted].card_id,) in ids
    refused(game, UseCard(0, uid), BAD_PICK)  # the search must take a card that is there
    before = game.state.copy()
    step_done = legal(game, UseCard(0, uid, (), (wanted,))).step
    assert step_done is not None
    assert game.state.cards[wanted].zone == zone(0, "hand")
    assert game.state.cards[uid].zone == zone(0, "discard")
    assert game.state.cards[own].rotation // 90 == damage
    if step_done.undoable:
        assert game.undo() is not None
        assert game.state == before


def test_megiru_seal_searches_only_for_a_hero() -> None:
    game = game_at("draw")
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).move(own, zone(0, "discard"), face_up=True)
    put(game, 0, "GF-C1", "arena")  # Risho, a villain
    uid = put(game, 0, "DT-R40", "items")
    refused(game, UseCard(0, uid, (), (_deck_card(game, "character"),)), "yyh.not_usable")


def test_botans_tool_box_shuffles_items_back() -> None:
    game = game_at("draw")
    box = put(game, 0, "DT-U10", "items")
    items = [put(game, 0, ITEM, "discard") for _ in range(6)]
    event = put(game, 0, EVENT, "discard")
    refused(game, UseCard(0, box, (), tuple(items)), BAD_PICK)  # 5 at most
    refused(game, UseCard(0, box, (), (event,)), BAD_PICK)  # Items only
    offered = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, UseCard) and a.card == box
    ]
    assert UseCard(0, box) in offered and len(offered) > 1
    deck = len(game.state.zones[zone(0, "deck")].cards)
    legal(game, UseCard(0, box, (), tuple(items[:5])))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in items[:5])
    assert len(game.state.zones[zone(0, "deck")].cards) == deck + 5
    assert game.state.cards[box].zone == zone(0, "discard")


def test_yusuke_the_student_puts_items_back_under_his_condition() -> None:
    game = game_at("attack")
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).move(own, zone(0, "discard"), face_up=True)
    yusuke = put(game, 0, "DT-S20", "arena")
    items = [put(game, 0, ITEM, "discard") for _ in range(3)]
    paid = tuple(hand(game, 0)[:1])
    refused(game, AttackWith(0, yusuke, 0, paid, picks=tuple(items[:2])), BAD_PICK)  # no Items
    put(game, 0, "GF-ST128", "items")  # one Item on Yusuke, none on the opposing fighter
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert any(
        isinstance(a, AttackWith) and a.card == yusuke and len(a.picks) == 2 for a in offered
    )
    refused(game, AttackWith(0, yusuke, 0, paid, picks=tuple(items[:1])), BAD_PICK)  # 2 there
    legal(game, AttackWith(0, yusuke, 0, paid, picks=tuple(items[:2])))
    assert set(game.state.zones[zone(0, "deck")].cards[:2]) == set(items[:2])  # at the bottom


def _attacker(card_id: str) -> tuple[Controller, int]:
    """Player 0's Attack Step with ``card_id`` as its fighter (the demo's set aside)."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).move(own, zone(0, "discard"), face_up=True)
    return game, put(game, 0, card_id, "arena")


def test_bui_discards_his_attachments_and_undoes() -> None:
    game, bui = _attacker("DT-C47")
    held = [put(game, 0, ITEM, "items"), put(game, 0, TECHNIQUE, "techs")]
    before = game.state.copy()
    legal(game, AttackWith(0, bui, 0, tuple(hand(game, 0)[:1])))
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in held)
    assert game.state.cards[bui].counters.get("def.match") == 500
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("techniques", [0, 1])
def test_seiryu_drains_spirit_only_with_a_technique(techniques: int) -> None:
    game, seiryu = _attacker("DT-C64")
    for _ in range(techniques):
        put(game, 0, TECHNIQUE, "techs")
    legal(game, AttackWith(0, seiryu, 1, tuple(hand(game, 0)[:2])))
    assert game.state.counters[0]["spirit"] == 5 + techniques
    assert game.state.counters[1]["spirit"] == 5 - techniques


def test_seiryu_may_search_for_a_technique() -> None:
    game, seiryu = _attacker("DT-C64")
    wanted = put(game, 0, TECHNIQUE, "deck", face_up=False)
    paid = tuple(hand(game, 0)[:1])
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert AttackWith(0, seiryu, 0, paid) in offered  # the search is optional
    legal(game, AttackWith(0, seiryu, 0, paid, picks=(wanted,)))
    assert game.state.cards[wanted].zone == zone(0, "hand")


@pytest.mark.parametrize("techniques", [0, 2, 5])
def test_genkai_the_mentor_counts_the_techniques_she_discards(techniques: int) -> None:
    game, genkai = _attacker("DT-S14")
    for n in range(5):  # the top five cards of the deck: so many Techniques, then Events
        put(game, 0, TECHNIQUE if n < techniques else EVENT, "deck", face_up=False)
    deck = len(game.state.zones[zone(0, "deck")].cards)
    legal(game, AttackWith(0, genkai, 0, tuple(hand(game, 0)[:1])))
    assert len(game.state.zones[zone(0, "deck")].cards) == deck - 5
    assert game.state.cards[genkai].counters.get("atk.attack", 0) == 1000 * techniques


def test_genkai_the_mentor_may_shuffle_three_cards_back() -> None:
    game, genkai = _attacker("DT-S14")
    back = [put(game, 0, EVENT, "discard") for _ in range(4)]
    paid = tuple(hand(game, 0)[:2])
    refused(game, AttackWith(0, genkai, 1, paid, picks=tuple(back)), BAD_PICK)  # 3 at most
    legal(game, AttackWith(0, genkai, 1, paid, picks=tuple(back[:3])))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in back[:3])


@pytest.mark.parametrize("villain", [False, True])
def test_empowered_emotions_empties_both_hands(villain: bool) -> None:
    game = game_at("main")
    other = fighter(game.state, 1)
    assert other is not None
    Transaction(game.state, SeededChance(0, 0)).move(other, zone(1, "discard"), face_up=True)
    put(game, 1, "GF-C1" if villain else "GF-ST42", "arena")  # Risho, a villain; Kuwabara
    uid = put(game, 0, "DT-R27", "hand")
    deck = len(game.state.zones[zone(1, "deck")].cards)
    legal(game, PlayEvent(0, uid, "now"))
    assert hand(game, 0) == [] and hand(game, 1) == []
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - (5 if villain else 0)


@pytest.mark.parametrize("techniques", [0, 3])
def test_hieis_essence_counts_techniques_then_shuffles_the_bottom_back(techniques: int) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    _away(game, 0, "discard")
    pile = zone(0, "discard")
    bottom = [put(game, 0, EVENT, "discard") for _ in range(9)]  # 7 of them shuffled back
    for n in range(5):
        put(game, 0, TECHNIQUE if n < techniques else EVENT, "deck", face_up=False)
    game.state.zones[pile].cards[:] = bottom + [
        u for u in game.state.zones[pile].cards if u not in bottom
    ]
    uid = put(game, 0, "DT-TC17", "hand")
    before = game.state.copy()
    step = legal(game, PlayEvent(0, uid, "turn")).step
    assert step is not None
    own = fighter(game.state, 0)
    assert own is not None
    assert game.state.cards[own].counters.get("atk.turn", 0) == 2000 * techniques
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in bottom[:7])
    assert all(game.state.cards[u].zone == pile for u in bottom[7:])
    if step.undoable:
        assert game.undo() is not None
        assert game.state == before


@pytest.mark.parametrize(("own", "usable"), [("DT-C51", True), ("DT-G2", True), ("GF-ST42", False)])
def test_red_rose_searches_for_a_rose_on_yoko_or_kurama(own: str, usable: bool) -> None:
    game = game_at("draw")
    old = fighter(game.state, 0)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
    put(game, 0, own, "arena")  # Kurama, the Tactician; Yoko; Kuwabara
    rose = put(game, 0, "DT-C102", "items")
    whip = put(game, 0, "GF-ST134", "deck", face_up=False)  # Rose Whip
    plain = put(game, 0, ITEM, "deck", face_up=False)
    if not usable:
        refused(game, UseCard(0, rose, (), (whip,)), "yyh.not_usable")
        return
    refused(game, UseCard(0, rose, (), (plain,)), BAD_PICK)  # no Rose in its name
    legal(game, UseCard(0, rose, (), (whip,)))
    assert game.state.cards[whip].zone == zone(0, "hand")


def test_death_seed_attaches_a_technique_from_the_deck_unpaid() -> None:
    game = game_at("draw")
    set_spirit(game, 0, 0)
    own = fighter(game.state, 0)  # the demo's Kurama
    assert own is not None
    seed = put(game, 0, "DT-R36", "items")
    wanted = put(game, 0, TECHNIQUE, "deck", face_up=False)
    refused(game, UseCard(0, seed, (), (put(game, 0, ITEM, "deck", face_up=False),)), BAD_PICK)
    before = game.state.copy()
    step = legal(game, UseCard(0, seed, (), (wanted,))).step
    assert step is not None
    assert game.state.cards[wanted].zone == zone(0, "techs") and game.state.cards[wanted].face_up
    assert game.state.counters[0]["spirit"] == 0  # nothing paid
    if step.undoable:
        assert game.undo() is not None
        assert game.state == before


def test_dark_sphere_guards_while_the_cape_is_face_up() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    put(game, 0, "DT-TC21", "techs")
    bare = defense_value(game.state, cards, own)
    cape = put(game, 1, "DT-R34", "slot2_att", face_up=False)  # face down: no bonus
    assert defense_value(game.state, cards, own) == bare
    game.state.cards[cape].face_up = True
    game.state.derived.clear()
    assert defense_value(game.state, cards, own) == bare + 2000


@pytest.mark.parametrize("onji", [False, True])
def test_dark_sphere_discards_techniques_only_for_onji(onji: bool) -> None:
    game, attacker = _attacker("DT-S16" if onji else "GF-ST42")  # Onji; Kuwabara
    sphere = put(game, 0, "DT-TC21", "techs")
    theirs = [put(game, 1, TECHNIQUE, "techs") for _ in range(3)]
    paid = tuple(hand(game, 0)[:1])
    index = next(
        o.index
        for o in game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
        if o.card == sphere
    )
    action = AttackWith(0, sphere, index, paid, picks=tuple(theirs))
    if not onji:
        refused(game, action, BAD_PICK)
        return
    legal(game, action)
    assert all(game.state.cards[u].zone == zone(1, "discard") for u in theirs)
    assert attacker in game.state.zones[zone(0, "arena")].cards


@pytest.mark.parametrize("territory", [False, True])
def test_captured_souls_draws_two_and_goes_back_into_the_deck_on_the_territory(
    territory: bool,
) -> None:
    game = game_at("draw")
    souls = put(game, 0, "DT-R35", "items")
    if territory:
        put(game, 1, "DT-R45", "techs")  # Yuu Kaitou's Territory, face up in play
    held, deck = len(hand(game, 0)), len(game.state.zones[zone(0, "deck")].cards)
    legal(game, UseCard(0, souls))
    assert len(hand(game, 0)) == held + 2
    where = zone(0, "deck") if territory else zone(0, "discard")
    assert game.state.cards[souls].zone == where
    assert len(game.state.zones[zone(0, "deck")].cards) == deck - 2 + (1 if territory else 0)


def _atk_of(game: Controller, seat: int) -> int:
    """The ATK of ``seat``'s fighter's first attack as the calculation shows it now."""
    own = fighter(game.state, seat)
    assert own is not None
    preview = game.ruleset.preview_attack  # type: ignore[attr-defined]
    return int(preview(game.state, seat, AttackWith(seat, own, 0))["atk"])


def test_chu_weakens_the_opposing_attacks_for_each_ogre_killer() -> None:
    game = game_at("main")
    before = _atk_of(game, 1)
    old = fighter(game.state, 0)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
    put(game, 0, "DT-S12", "arena")  # Chu
    assert _atk_of(game, 1) == before
    for _ in range(2):
        put(game, 0, "GF-U141", "items")  # Ogre Killer
    game.state.derived.clear()
    assert _atk_of(game, 1) == before - 4000


def test_kayko_the_cute_guards_with_her_outfits_while_yusuke_is_in_play() -> None:
    game = game_at("main")
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    old = fighter(game.state, 0)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
    kayko = put(game, 0, "DT-L3", "arena")
    bare = defense_value(game.state, cards, kayko)
    outfit = put(game, 0, "GF-S139", "items")  # School Girl Outfit (its own bonus aside)
    dressed = defense_value(game.state, cards, kayko)
    _away(game, 0, "slot2")
    put(game, 0, "DT-L7", "slot2")  # Yusuke, Recourceful Apprentice on the Sideline
    game.state.derived.clear()
    assert defense_value(game.state, cards, kayko) == dressed + 1000
    assert outfit in game.state.zones[zone(0, "items")].cards and dressed >= bare


@pytest.mark.parametrize("botan", [False, True])
def test_kayko_the_cute_guards_for_the_match_with_botan_in_play(botan: bool) -> None:
    game, kayko = _attacker("DT-L3")
    if botan:
        _away(game, 0, "slot2")
        put(game, 0, "DT-L1", "slot2")  # Botan, the Lovely on the Sideline
    legal(game, AttackWith(0, kayko, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[kayko].counters.get("def.match", 0) == (500 if botan else 0)
