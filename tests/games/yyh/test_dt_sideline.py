"""Dark Tournament characters' own abilities and Sideline Effects (rules generation 4,
:mod:`tabletop.games.yyh.abilities`): a :class:`UseAbility` of the character, once a turn in
the step its moment names, while it is the fighter or waits face up on the Sideline, its cost
paid from the hand (of the player's choice, or at random), its card staying in play; the
Sideline Effects that fire by themselves at a Draw Step. Each card's effect in a position
where it applies, the legal lists equal to the verdict's, undo, and a replay of the log."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.abilities import ABILITY_COST, NO_ABILITY, UseAbility
from tabletop.games.yyh.actions import AttackWith, ChooseDiscards
from tabletop.games.yyh.board import fighter, slot_zone, zone
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import owed

from .play import demo_decks, new_game
from .rules_helpers import game_at, hand, legal, put, refused, set_spirit

SERUM = "GF-ST132"  # Power Serum, an Item
EVENT = "GF-C56"  # Defensive Posture
ITEM = "GF-ST128"  # Baseball Bat


def _abilities(game: Controller, seat: int = 0) -> list[UseAbility]:
    """The seat's legal uses of abilities (and the legal lists equal to the verdict's)."""
    offered = game.ruleset.work_out_legal_actions(game.state, seat)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(game.ruleset, game.state, seat)  # type: ignore[arg-type]
    return [a for a in offered if isinstance(a, UseAbility)]


def _zone_of(game: Controller, uid: int) -> str:
    return game.state.cards[uid].zone


def test_dr_ichigaki_searches_a_power_serum_from_the_sideline_once_a_turn() -> None:
    game = game_at("main")
    ichigaki = put(game, 0, "DT-S13", "slot2")
    serum = put(game, 0, SERUM, "deck", face_up=False)
    held = hand(game, 0)
    uses = _abilities(game)
    assert {(u.card, u.picks) for u in uses} == {(ichigaki, (serum,))}
    assert {u.discards for u in uses} == {(held[0],), (held[-1],)}  # the first, the last
    before = game.state.copy()
    refused(game, UseAbility(0, ichigaki, (), (serum,)), ABILITY_COST)  # its cost: a card
    legal(game, UseAbility(0, ichigaki, (held[0],), (serum,)))
    assert _zone_of(game, serum) == zone(0, "hand")
    assert _zone_of(game, held[0]) == zone(0, "discard")
    assert _zone_of(game, ichigaki) == slot_zone(0, 2)  # it stays on the Sideline
    refused(game, UseAbility(0, ichigaki, (held[1],), ()), NO_ABILITY)  # once a turn
    assert game.undo() is None  # the deck searched: no undo (the card was seen)
    assert game.state != before


def test_dr_ichigaki_has_no_sideline_effect_as_the_fighter_nor_in_the_attack_step() -> None:
    game = game_at("main")
    ichigaki = put(game, 0, "DT-S13", "arena")
    put(game, 0, SERUM, "deck", face_up=False)
    assert _abilities(game) == []
    refused(game, UseAbility(0, ichigaki, (hand(game, 0)[0],), ()), NO_ABILITY)
    other = game_at("attack")
    put(other, 0, "DT-S13", "slot2")
    assert _abilities(other) == []


def test_dr_ichigaki_shuffles_a_power_serum_back_with_its_attack() -> None:
    game = game_at("attack")
    ichigaki = put(game, 0, "DT-S13", "arena")
    serum = put(game, 0, SERUM, "discard")
    cost = tuple(hand(game, 0)[:1])
    legal(game, AttackWith(0, ichigaki, 0, cost, picks=(serum,)))
    assert _zone_of(game, serum) == zone(0, "deck")


def _team_game(team: tuple[str, ...], extra: tuple[str, ...]) -> Controller:
    """A game whose seat 0 team is ``team`` and whose deck also holds ``extra`` (Player 0
    first, in its Main Step)."""
    ours, theirs = demo_decks()
    sections = dict(ours.sections)
    sections["team"] = team
    sections["deck"] = (*extra, *sections["deck"])
    game = new_game(3, decks=(replace(ours, sections=sections), theirs), first=0)
    while game.state.values["step"] != "main":
        legal(game, NextStep(0))
    return game


def test_a_sideline_ability_replays_exactly_from_the_log() -> None:
    team = ("GF-ST41", "DT-S13", "GF-ST42", "GF-ST9")  # Dr. Ichigaki waits in Match Slot 2
    game = _team_game(team, (SERUM,) * 3)
    ichigaki = game.state.zones[slot_zone(0, 2)].cards[-1]
    use = _abilities(game)[0]
    assert use.card == ichigaki and len(use.picks) == 1
    legal(game, use)
    assert _zone_of(game, use.picks[0]) == zone(0, "hand")
    again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
    assert again.state == game.state


def test_yoko_takes_a_face_up_item_in_play_with_theft() -> None:
    game = game_at("attack")
    yoko = put(game, 0, "DT-G2", "arena")
    bat = put(game, 1, ITEM, "items")
    cost = tuple(hand(game, 0)[:1])
    legal(game, AttackWith(0, yoko, 0, cost, picks=(bat,)))
    assert _zone_of(game, bat) == zone(0, "items")


def _to_end(game: Controller) -> None:
    """Through the attack's moment (the defender passes) and into the End Step."""
    while game.state.values["step"] != "end" or game.state.values.get("moment"):
        seat = game.ruleset.actor(game.state)  # type: ignore[attr-defined]
        legal(game, NextStep(seat))


def test_yoko_may_switch_out_at_the_end_of_a_turn_she_hid() -> None:
    game = game_at("attack")
    yoko = put(game, 0, "DT-G2", "arena")
    waiting = game.state.zones[slot_zone(0, 3)].cards[-1]
    cost = tuple(hand(game, 0)[:2])
    legal(game, AttackWith(0, yoko, 1, cost))  # Hide
    _to_end(game)
    uses = _abilities(game)
    assert {u.picks for u in uses if u.card == yoko} >= {(waiting,)}
    before = game.state.copy()
    legal(game, UseAbility(0, yoko, (), (waiting,)))
    after = game.state.copy()
    assert fighter(game.state, 0) == waiting
    assert _zone_of(game, yoko) == slot_zone(0, 3)
    assert [u for u in _abilities(game) if u.card == yoko] == []  # once a turn
    assert game.undo() is not None and game.state == before
    assert game.redo() is not None and game.state == after


def test_yoko_cannot_switch_out_at_the_end_of_a_turn_she_did_not_hide() -> None:
    game = game_at("attack")
    yoko = put(game, 0, "DT-G2", "arena")
    legal(game, AttackWith(0, yoko, 0, tuple(hand(game, 0)[:1])))  # Theft: none in play
    _to_end(game)
    assert [u for u in _abilities(game) if u.card == yoko] == []


def test_yoko_on_the_sideline_trades_cards_of_the_hand_for_as_many_drawn() -> None:
    game = game_at("main")
    yoko = put(game, 0, "DT-G2", "slot2")
    held = hand(game, 0)
    uses = [u for u in _abilities(game) if u.card == yoko]
    assert () in {u.picks for u in uses} and any(len(u.picks) == 2 for u in uses)
    deck = list(game.state.zones[zone(0, "deck")].cards)
    legal(game, UseAbility(0, yoko, (), tuple(held[:2])))
    assert all(_zone_of(game, uid) == zone(0, "discard") for uid in held[:2])
    assert len(hand(game, 0)) == len(held)
    assert set(hand(game, 0)) - set(held) == set(deck[-2:])


def _to_opponents_draw_step(game: Controller) -> int:
    """On to the opponent's Draw Step: the opponent's hand then."""
    while game.state.values["active"] != 1 or game.state.values["step"] != "draw":
        legal(game, NextStep(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]
    return len(hand(game, 1))


def test_hiei_on_the_sideline_makes_the_opponent_trade_two_for_four() -> None:
    plain = game_at("main")
    put(plain, 0, "DT-L2", "slot2")  # no Kurama, Caring Fighter: nothing happens
    before = _to_opponents_draw_step(plain)
    legal(plain, NextStep(1))
    assert owed(plain.state, 1) == 0
    drawn = len(hand(plain, 1)) - before  # the step's own draw
    game = game_at("main")
    put(game, 0, "DT-L2", "slot2")
    put(game, 0, "DT-L6", "slot3")  # Kurama, Caring Fighter in play
    before = _to_opponents_draw_step(game)
    legal(game, NextStep(1))
    assert owed(game.state, 1) == 2
    legal(game, ChooseDiscards(1, tuple(hand(game, 1)[:2])))
    assert len(hand(game, 1)) == before + drawn - 2 + 4


@pytest.mark.parametrize("koenma", [True, False])
def test_hiei_searches_an_item_with_koenma_in_play(koenma: bool) -> None:
    game = game_at("attack")
    hiei = put(game, 0, "DT-L2", "arena")
    if koenma:
        put(game, 0, "DT-L4", "slot2")  # Koenma, Noble Leader
    bat = put(game, 0, ITEM, "deck", face_up=False)
    other = len(hand(game, 1))
    cost = tuple(hand(game, 0)[:2])
    legal(game, AttackWith(0, hiei, 0, cost, picks=(bat,) if koenma else ()))
    assert _zone_of(game, bat) == zone(0, "hand" if koenma else "deck")
    assert len(hand(game, 1)) == other + (2 if koenma else 0)


@pytest.mark.parametrize(("top", "milled"), [(EVENT, 2), (ITEM, 0)])
def test_onji_mills_the_opponent_when_its_own_top_card_is_an_event(top: str, milled: int) -> None:
    game = game_at("attack")
    onji = put(game, 0, "DT-S16", "arena")
    put(game, 0, top, "deck", face_up=False)
    deck = len(game.state.zones[zone(1, "deck")].cards)
    legal(game, AttackWith(0, onji, 0, tuple(hand(game, 0)[:2])))
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - milled


def test_onji_discards_at_random_to_make_the_opponent_discard() -> None:
    game = game_at("main")
    onji = put(game, 0, "DT-S16", "arena")
    uses = _abilities(game)
    assert uses == [UseAbility(0, onji)]  # the cost goes at random: no cards named
    refused(game, UseAbility(0, onji, tuple(hand(game, 0)[:1])), ABILITY_COST)
    mine = len(hand(game, 0))
    legal(game, uses[0])
    assert len(hand(game, 0)) == mine - 1
    assert owed(game.state, 1) == 1
    game = game_at("main")
    put(game, 0, "DT-S16", "arena")
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in hand(game, 0):  # an empty hand cannot pay
        tx.move(uid, zone(0, "discard"), face_up=True)
    assert _abilities(game) == []


def test_momotaro_searches_a_card_named_armor_once_in_a_main_step() -> None:
    game = game_at("main")
    momotaro = put(game, 0, "DT-C53", "arena")
    other = put(game, 0, ITEM, "deck", face_up=False)  # not an Armor: not offered
    ape = put(game, 0, "GF-C142", "deck", face_up=False)  # Armor of the Ape
    uses = [u for u in _abilities(game) if u.card == momotaro]
    assert {u.picks for u in uses} == {(ape,)}
    assert other not in {uid for u in uses for uid in u.picks}
    legal(game, UseAbility(0, momotaro, (), (ape,)))
    assert _zone_of(game, ape) == zone(0, "hand")
    assert _zone_of(game, momotaro) == zone(0, "arena")  # it stays the fighter, no cost paid
    refused(game, UseAbility(0, momotaro, (), ()), NO_ABILITY)  # once a turn
    other_game = game_at("attack")
    put(other_game, 0, "DT-C53", "arena")
    put(other_game, 0, "GF-C142", "deck", face_up=False)
    assert [u for u in _abilities(other_game) if u.picks] == []  # a Main Step ability only


def test_ura_urashima_discards_face_down_cards_and_mills_for_each_item() -> None:
    game = game_at("attack")
    ura = put(game, 0, "DT-C65", "arena")
    item = put(game, 1, ITEM, "slot2_att", face_up=False)
    event_like = put(game, 1, "GF-C155", "slot3_att", face_up=False)  # a Technique
    uses = _abilities(game)
    assert any(u.card == ura and set(u.picks) == {item, event_like} for u in uses)
    deck = len(game.state.zones[zone(1, "deck")].cards)
    cost = hand(game, 0)[0]
    legal(game, UseAbility(0, ura, (cost,), (item, event_like)))
    assert _zone_of(game, item) == zone(1, "discard")
    assert _zone_of(game, event_like) == zone(1, "discard")
    assert len(game.state.zones[zone(1, "deck")].cards) == deck - 2  # for the one Item
    assert _zone_of(game, ura) == zone(0, "arena")


def _koenma_team(game: Controller) -> None:
    """Seat 0's characters in play all of Team Koenma (its Team Bonus)."""
    for slot in (2, 3, 4):
        game.state.derived.clear()
        game.state.add_card("DT-L4", 0, slot_zone(0, slot), face_up=True)


def test_koenma_disguised_grows_with_the_events_of_the_discard_pile() -> None:
    game = game_at("attack")
    koenma = put(game, 0, "DT-S15", "arena")
    _koenma_team(game)
    for _ in range(5):
        put(game, 0, EVENT, "discard")
    legal(game, AttackWith(0, koenma, 0, tuple(hand(game, 0)[:2])))
    events = sum(  # the cost's cards too: the attack counts once they are paid
        1
        for uid in game.state.zones[zone(0, "discard")].cards
        if game.ruleset.cards.event(game.state.cards[uid].card_id)  # type: ignore[attr-defined]
    )
    assert events >= 5
    assert game.state.cards[koenma].counters.get("atk.attack") == 200 * events
    plain = game_at("attack")  # no Team Bonus: no bonus
    alone = put(plain, 0, "DT-S15", "arena")
    put(plain, 0, EVENT, "discard")
    legal(plain, AttackWith(0, alone, 0, tuple(hand(plain, 0)[:2])))
    assert plain.state.cards[alone].counters.get("atk.attack") is None


def test_koenma_disguised_trades_two_events_at_the_end_of_the_turn() -> None:
    game = game_at("main")
    koenma = put(game, 0, "DT-S15", "slot5")
    events = [put(game, 0, EVENT, "hand") for _ in range(2)]
    wanted = put(game, 0, ITEM, "deck", face_up=False)
    while game.state.values["step"] != "end":  # Main, Attack, End
        legal(game, NextStep(0))
    assert _abilities(game) == []  # no Team Bonus
    _koenma_team(game)
    uses = [u for u in _abilities(game) if u.card == koenma]
    lookup = game.ruleset.cards  # type: ignore[attr-defined]
    assert uses and all(
        len(u.discards) == 2 and all(lookup.event(game.state.cards[d].card_id) for d in u.discards)
        for u in uses
    )
    items = (put(game, 0, ITEM, "hand"), put(game, 0, ITEM, "hand"))
    refused(game, UseAbility(0, koenma, items, (wanted,)), ABILITY_COST)  # Events only
    legal(game, UseAbility(0, koenma, tuple(events), (wanted,)))
    assert _zone_of(game, wanted) == zone(0, "hand")


def test_ooops_is_played_in_the_end_step_without_an_attack_once_a_game() -> None:
    from tabletop.games.yyh.actions import PlayEvent
    from tabletop.games.yyh.checks import WRONG_STEP
    from tabletop.games.yyh.end_step_events import ONCE_A_GAME

    game = game_at("main")
    set_spirit(game, 0, 9)
    first, second = (put(game, 0, "DT-R31", "hand") for _ in range(2))
    pile = [put(game, 0, EVENT, "discard") for _ in range(3)]
    refused(game, PlayEvent(0, first, "now", ()), WRONG_STEP)
    legal(game, NextStep(0))
    legal(game, NextStep(0))  # the End Step, no attack made
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(game.ruleset, game.state, 0)  # type: ignore[arg-type]
    assert any(isinstance(a, PlayEvent) and a.card == first for a in offered)
    legal(game, PlayEvent(0, first, "now", tuple(pile[:2])))
    assert all(_zone_of(game, uid) == zone(0, "deck") for uid in pile[:2])
    refused(game, PlayEvent(0, second, "now", ()), ONCE_A_GAME)


def test_ooops_is_refused_after_an_attack() -> None:
    from tabletop.games.yyh.actions import PlayEvent
    from tabletop.games.yyh.end_step_events import ATTACKED

    game = game_at("attack")
    set_spirit(game, 0, 9)
    ooops = put(game, 0, "DT-R31", "hand")
    attack = next(iter(game.ruleset.attacks(game.state, 0)))  # type: ignore[attr-defined]
    from .rules_helpers import with_pick

    paid = tuple(hand(game, 0)[: attack.cost])
    legal(game, with_pick(game, AttackWith(0, attack.card, attack.index, paid)))
    _to_end(game)
    refused(game, PlayEvent(0, ooops, "now", ()), ATTACKED)
