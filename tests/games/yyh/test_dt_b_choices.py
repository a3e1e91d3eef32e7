"""Dark Tournament cards automated by a choice the rules now ask for: the card discarded from
the hand that powers an attack when it is an Item (``picked_items``), a character searched
into Match Slot 5 from the deck or the discard pile (``search_fifth``'s ``from_discard``) while
the slot is empty (``fifth_empty``), a card of the hand traded for an Item (``trade``), a
character's cards moved under a Sideline character (``move_attached``); and Botan's deck and
pile (``dig_attach``, ``recycle_top``): for each, a position where its effect applies, the
change it makes, the picks offered, and undo."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PassMoment, PlayEvent, UseCard
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import V_ACTIVE, fighter, int_value, slot_zone, zone
from tabletop.games.yyh.choice_effects import BAD_PICK

from .rules_helpers import game_at, hand, legal, new_fighter, put, refused


def _offered(game: Controller, kind: type) -> list[object]:
    """The legal actions of player 0 of ``kind``."""
    found = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    return [a for a in found if isinstance(a, kind)]


@pytest.mark.parametrize("item", [False, True])
def test_karasu_booby_trap_is_stronger_when_it_discards_an_item(item: bool) -> None:
    game = game_at("attack")
    karasu = new_fighter(game, 0, "DT-C52")
    chosen = put(game, 0, "DT-U11" if item else "DT-C73", "hand")  # Spiked Club, an Event
    cost = tuple(u for u in hand(game, 0) if u != chosen)[:1]
    plain = AttackWith(0, karasu, 0, cost)
    refused(game, plain, BAD_PICK)  # a card of the hand must be chosen
    attack = AttackWith(0, karasu, 0, cost, picks=(chosen,))
    assert any(a.picks for a in _offered(game, AttackWith) if a.card == karasu)  # type: ignore[attr-defined]
    rules = game.ruleset
    before_atk = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    before = game.state.copy()
    legal(game, attack)
    assert game.state.cards[chosen].zone == zone(0, "discard")
    after = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    assert after - before_atk == (4000 if item else 0)
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("place", ["deck", "discard"])
def test_microphone_puts_a_character_into_an_empty_fifth_slot(place: str) -> None:
    game = game_at("draw")
    mic = put(game, 0, "DT-C100", "items")
    wanted = put(game, 0, "DT-C57", place)  # Makintaro, not in play
    assert not game.state.zones[slot_zone(0, 5)].cards
    uses = [a for a in _offered(game, UseCard) if a.card == mic]  # type: ignore[attr-defined]
    assert uses
    before = game.state.copy()
    legal(game, UseCard(0, mic, (), (wanted,)))
    assert game.state.cards[wanted].zone == slot_zone(0, 5)
    assert not game.state.cards[wanted].face_up
    assert game.state.cards[mic].zone == zone(0, "discard")
    if place == "deck":  # a search of the deck: no undo past it
        assert game.undo() is None
        return
    assert game.undo() is not None
    assert game.state == before


def test_microphone_is_not_usable_with_a_character_in_the_fifth_slot() -> None:
    game = game_at("draw")
    mic = put(game, 0, "DT-C100", "items")
    put(game, 0, "DT-C57", "slot5")
    wanted = put(game, 0, "DT-C56", "deck")
    refused(game, UseCard(0, mic, (), (wanted,)), "yyh.not_usable")
    assert not [a for a in _offered(game, UseCard) if a.card == mic]  # type: ignore[attr-defined]


def test_botan_the_assistant_digs_for_an_item_and_attaches_it() -> None:
    game = game_at("attack")
    botan = new_fighter(game, 0, "DT-R23")
    club = put(game, 0, "DT-U11", "deck")  # Spiked Club, under two others
    above = (put(game, 0, "DT-C73", "deck"), put(game, 0, "DT-C57", "deck"))
    spirit = game.state.counters[0]["spirit"]
    options = game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == botan and o.index == 0)
    legal(game, AttackWith(0, botan, 0, tuple(hand(game, 0)[:cost])))
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in above)
    assert game.state.cards[club].zone == zone(0, "items")
    assert game.state.cards[club].face_up
    assert game.state.counters[0]["spirit"] == spirit  # unpaid
    assert game.undo() is None  # cards shown from the deck: no undo past them


def test_botan_the_assistant_recycles_the_top_of_the_pile_for_spirit() -> None:
    game = game_at("attack")
    botan = new_fighter(game, 0, "DT-R23")
    bottom = put(game, 0, "DT-U11", "discard")  # not among the top 5
    top = [put(game, 0, card, "discard") for card in ("DT-U11", "DT-U11", "DT-C57")]
    options = game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == botan and o.index == 1)
    assert cost == 2
    paid = (put(game, 0, "DT-C73", "hand"), put(game, 0, "DT-C73", "hand"))  # two Events
    game.state.counters[0]["spirit"] = 5
    legal(game, AttackWith(0, botan, 1, paid))  # the cost goes on top of the pile first
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in (*top, *paid))
    assert game.state.cards[bottom].zone == zone(0, "discard")
    assert game.state.counters[0]["spirit"] == 5 + 2  # two Items among them


@pytest.mark.parametrize("traded", [False, True])
def test_zeru_inferno_trades_a_card_for_an_item_and_mills_after_flames(traded: bool) -> None:
    game = game_at("attack")
    zeru = new_fighter(game, 0, "DT-S22")
    item = put(game, 1, "DT-U11", "items")
    game.state.values["used_last0"] = "flames of power"  # its last turn's attack (fixture)
    options = game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == zeru and o.index == 1)
    paid = tuple(hand(game, 0)[:cost])
    spare = next(u for u in hand(game, 0) if u not in paid)
    offered = [a for a in _offered(game, AttackWith) if a.card == zeru and a.index == 1]  # type: ignore[attr-defined]
    assert any(a.picks == () for a in offered) and any(a.picks for a in offered)  # type: ignore[attr-defined]
    refused(game, AttackWith(0, zeru, 1, paid, picks=(paid[0], item)), BAD_PICK)  # a cost card
    deck = len(game.state.zones[zone(1, "deck")].cards)
    picks = (spare, item) if traded else ()
    legal(game, AttackWith(0, zeru, 1, paid, picks=picks))
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - 5
    assert game.state.cards[item].zone == zone(1, "discard" if traded else "items")
    assert game.state.cards[spare].zone == zone(0, "discard" if traded else "hand")


def test_final_gift_moves_the_fighters_cards_under_a_sideline_character() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    club, push = put(game, 0, "DT-U11", "items"), put(game, 0, "DT-C113", "techs")
    side = game.state.zones[slot_zone(0, 3)].cards[0]
    event = put(game, 0, "DT-R28", "hand")
    game.state.counters[0]["spirit"] = 5
    offered = [a for a in _offered(game, PlayEvent) if a.card == event]  # type: ignore[attr-defined]
    assert offered and all(len(a.picks) == 2 for a in offered)  # type: ignore[attr-defined]
    refused(game, PlayEvent(0, event, "now"), BAD_PICK)  # the pair must be chosen
    refused(game, PlayEvent(0, event, "now", (side, own)), BAD_PICK)  # no cards under it
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", (own, side)))
    for uid in (club, push):
        assert game.state.cards[uid].zone == zone(0, "slot3_att")
        assert not game.state.cards[uid].face_up
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("event", [False, True])
def test_dragon_pen_draws_four_when_both_discards_are_events(event: bool) -> None:
    game = game_at("draw")
    put(game, 0, "DT-R37", "items")
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in hand(game, 0):
        tx.move(uid, zone(0, "discard"), face_up=True)
    for _ in range(2):
        put(game, 0, "DT-C73", "hand")  # Events only in the hand
    params = game.ruleset.params  # type: ignore[attr-defined]
    skips = params.first_player_skips_draw and game.state.values.get("turn") == 1
    draws = 0 if skips else params.draw
    milled = put(game, 0, "DT-C73" if event else "DT-U11", "deck")  # under the drawn cards
    for _ in range(draws):
        put(game, 0, "DT-C73", "deck")  # the Draw Step's cards, Events too
    legal(game, NextStep(0))  # the draw, then the Item's effect
    assert game.state.cards[milled].zone == zone(0, "discard")
    assert len(hand(game, 0)) == 2 + draws - 1 + (4 if event else 0)
    assert game.undo() is None  # cards drawn: no undo past them


def _attack_of(game: Controller, seat: int, uid: int, index: int) -> tuple[int, ...]:
    """The first cards of ``seat``'s hand that pay attack ``index`` of card ``uid``."""
    options = game.ruleset.attacks(game.state, seat)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == uid and o.index == index)
    return tuple(hand(game, seat)[:cost])


@pytest.mark.parametrize("switched", [False, True])
def test_binding_shinobi_may_make_the_opponent_switch_for_a_weaker_attack(switched: bool) -> None:
    game = game_at("attack")
    shinobi = new_fighter(game, 0, "DT-L8")
    tx = Transaction(game.state, SeededChance(0, 0))
    for slot in (3, 4):  # one Sideline character left: the switch is at once
        for uid in list(game.state.zones[slot_zone(1, slot)].cards):
            tx.move(uid, zone(1, "discard"), face_up=True)
    theirs = fighter(game.state, 1)
    coming = game.state.zones[slot_zone(1, 2)].cards[0]
    paid = _attack_of(game, 0, shinobi, 0)
    offered = [a for a in _offered(game, AttackWith) if a.card == shinobi]  # type: ignore[attr-defined]
    assert {a.picks for a in offered} == {(), (shinobi,)}  # type: ignore[attr-defined]
    before = game.state.copy()
    legal(game, AttackWith(0, shinobi, 0, paid, picks=(shinobi,) if switched else ()))
    assert fighter(game.state, 1) == (coming if switched else theirs)
    assert game.state.cards[shinobi].counters.get("atk.attack", 0) == (-5000 if switched else 0)
    assert game.undo() is not None
    assert game.state == before


def test_earth_shinobi_switches_both_sides_the_own_at_the_turns_end() -> None:
    game = game_at("attack")
    shinobi = new_fighter(game, 0, "DT-S17")
    game.state.counters[0]["spirit"] = 0
    for _ in range(5):
        put(game, 0, "DT-C73", "hand")  # the cost of 5
    theirs = game.state.zones[slot_zone(1, 3)].cards[0]
    mine = game.state.zones[slot_zone(0, 2)].cards[0]
    paid = _attack_of(game, 0, shinobi, 0)
    refused(game, AttackWith(0, shinobi, 0, paid, picks=(theirs,)), BAD_PICK)  # both or none
    legal(game, AttackWith(0, shinobi, 0, paid, picks=(theirs, mine)))
    assert fighter(game.state, 1) == theirs
    assert game.state.cards[shinobi].counters.get("atk.attack") == -6000
    assert fighter(game.state, 0) == shinobi  # the own switch waits for the turn's end
    legal(game, PassMoment(1))
    while int_value(game.state, V_ACTIVE) == 0 and fighter(game.state, 0) == shinobi:
        legal(game, NextStep(0))
    assert fighter(game.state, 0) == mine


def test_epic_showdown_shuffles_both_players_techniques_and_draws_their_bottom_cards() -> None:
    game = game_at("main")
    game.state.counters[0]["spirit"] = 5
    mine = [put(game, 0, "DT-C113", "discard") for _ in range(3)]
    theirs = [put(game, 1, "DT-C113", "discard") for _ in range(2)]
    put(game, 1, "DT-U11", "discard")  # not a Technique
    picks = (*mine[1:], *theirs)
    bottom = {  # the bottom card of each pile once the Techniques are gone
        s: next(u for u in game.state.zones[zone(s, "discard")].cards if u not in picks)
        for s in (0, 1)
    }
    event = put(game, 0, "DT-TU2", "hand")
    offered = [a for a in _offered(game, PlayEvent) if a.card == event]  # type: ignore[attr-defined]
    assert offered and all(len(a.picks) == 4 for a in offered)  # type: ignore[attr-defined]
    refused(game, PlayEvent(0, event, "now", (mine[0], theirs[0])), BAD_PICK)  # two each
    refused(game, PlayEvent(0, event, "now", (*theirs, *mine[:2])), BAD_PICK)  # yours first
    legal(game, PlayEvent(0, event, "now", picks))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in mine[1:])
    assert all(game.state.cards[u].zone == zone(1, "deck") for u in theirs)
    for seat in (0, 1):
        assert game.state.cards[bottom[seat]].zone == zone(seat, "hand")
    assert game.state.counters[0]["spirit"] == 5 - 2 + 2


@pytest.mark.parametrize("bonus", [False, True])
def test_yusukes_sacrifice_stacks_the_opponents_deck_with_the_urameshi_bonus(bonus: bool) -> None:
    game = game_at("main")
    game.state.counters[0]["spirit"] = 5
    if not bonus:  # two of the team replaced: no Urameshi Team Bonus
        tx = Transaction(game.state, SeededChance(0, 0))
        for slot in (2, 3):
            for uid in list(game.state.zones[slot_zone(0, slot)].cards):
                tx.move(uid, zone(0, "discard"), face_up=True)
        put(game, 0, "GF-C1", "slot2")
        put(game, 0, "GF-ST6", "slot3")
    theirs = [put(game, 1, "DT-U11", "discard") for _ in range(4)]
    event = put(game, 0, "DT-C93", "hand")
    if not bonus:
        refused(game, PlayEvent(0, event, "now", tuple(theirs[:3])), BAD_PICK)
        legal(game, PlayEvent(0, event, "now"))
        assert all(game.state.cards[u].zone == zone(1, "discard") for u in theirs)
        return
    refused(game, PlayEvent(0, event, "now"), BAD_PICK)  # three must be chosen
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", tuple(theirs[1:])))
    deck = game.state.zones[zone(1, "deck")].cards
    assert list(deck[-3:]) == list(reversed(theirs[1:]))  # the first chosen on top
    assert game.undo() is not None
    assert game.state == before


def test_together_until_the_end_of_time_stacks_a_chosen_number_of_cards() -> None:
    game = game_at("main")
    game.state.counters[0]["spirit"] = 10
    tx = Transaction(game.state, SeededChance(0, 0))
    for seat in (0, 1):
        for uid in list(game.state.zones[zone(seat, "discard")].cards):
            tx.move(uid, zone(seat, "deck"), face_up=False)
    mine = [put(game, 0, "DT-C73", "discard") for _ in range(11)]
    theirs = [put(game, 1, "DT-U11", "discard") for _ in range(4)]
    event = put(game, 0, "DT-G3", "hand")
    offered = {a.picks for a in _offered(game, PlayEvent) if a.card == event}  # type: ignore[attr-defined]
    assert {len(p) for p in offered} == {2 + 2, 10 + 4}  # 13 do not fit
    refused(game, PlayEvent(0, event, "now", tuple(mine[:3]) + tuple(theirs[:3])), BAD_PICK)
    refused(game, PlayEvent(0, event, "now", (mine[0], mine[1], theirs[0])), BAD_PICK)
    legal(game, PlayEvent(0, event, "now", (mine[5], mine[2], theirs[1], theirs[3])))
    deck = game.state.zones[zone(0, "deck")].cards
    assert list(deck[-2:]) == [mine[2], mine[5]]  # the first chosen on top
    assert all(game.state.cards[u].zone == zone(1, "deck") for u in (theirs[1], theirs[3]))
    assert game.state.cards[theirs[0]].zone == zone(1, "discard")


def _team(game: Controller, seat: int, card_ids: tuple[str, str, str]) -> list[int]:
    """``seat``'s fighter and first two Sideline characters replaced (a test fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    out = []
    for name, card_id in zip(("arena", "slot2", "slot3"), card_ids, strict=True):
        for uid in list(game.state.zones[zone(seat, name)].cards):
            tx.move(uid, zone(seat, "discard"), face_up=True)
        out.append(put(game, seat, card_id, name))
    return out


def test_botans_calling_attaches_an_item_and_clears_techniques_with_the_bonuses() -> None:
    game = game_at("main")
    game.state.counters[0]["spirit"] = 5
    own, side, _ = _team(game, 0, ("DT-S20", "DT-R23", "DT-C50"))  # Sarayashki
    _team(game, 1, ("DT-S14", "DT-C46", "DT-C58"))  # Genkai
    item = put(game, 0, "DT-U11", "discard")
    tech = put(game, 1, "DT-C113", "techs")
    game.state.cards[own].rotation = 270  # 3 damage
    event = put(game, 0, "DT-C69", "hand")
    offered = {a.picks for a in _offered(game, PlayEvent) if a.card == event}  # type: ignore[attr-defined]
    assert () in offered and any(len(p) == 4 for p in offered)
    refused(game, PlayEvent(0, event, "now", (item,)), BAD_PICK)  # a character for it too
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", (item, side, tech, own)))
    assert game.state.cards[item].zone == zone(0, "slot2_att")
    assert not game.state.cards[item].face_up
    assert game.state.cards[tech].zone == zone(1, "discard")
    assert game.state.cards[own].rotation == 90
    assert game.undo() is not None
    assert game.state == before


def test_botans_calling_does_nothing_without_the_bonuses() -> None:
    game = game_at("main")
    game.state.counters[0]["spirit"] = 5
    item = put(game, 0, "DT-U11", "discard")
    side = game.state.zones[slot_zone(0, 2)].cards[0]
    event = put(game, 0, "DT-C69", "hand")
    refused(game, PlayEvent(0, event, "now", (item, side)), BAD_PICK)
    assert {a.picks for a in _offered(game, PlayEvent) if a.card == event} == {()}  # type: ignore[attr-defined]
