"""Ghost Files cards of :mod:`tabletop.games.yyh.effects_gf2` (rules generation 4), card by
card: a position where the effect applies and the change it must make. A Man's Promise
(GF-ST94, a card attached to any of the player's characters shuffled into its owner's deck),
Spirit Beast Egg (GF-R125, Halt! barred to the opponent; a Main Step use filling Match Slot 5),
Communication Mirror (GF-C116, two Sideline characters trade Match Slots), Rash Brawling
(GF-R90, an ATK bonus fading turn by turn), The White Mist (GF-TR14, the opponent's Team Bonus
needs three characters). Undone, redone and replayed onto the same position where no chance
is drawn."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import (
    Attach,
    AttackWith,
    ChooseDiscards,
    PassMoment,
    PlayEvent,
    UseCard,
)
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import fighter, slot_zone, zone
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.effects_gf2 import BANNED
from tabletop.games.yyh.opponent_choice import owed

from .rules_helpers import game_at, legal, refused, set_spirit, with_pick


def _put(game: Controller, owner: int, card_id: str, where: str, face_up: bool = True) -> int:
    game.state.derived.clear()
    return game.state.add_card(card_id, owner, where, face_up=face_up)


def _offered(game: Controller, seat: int) -> list[object]:
    return list(game.ruleset.work_out_legal_actions(game.state, seat))  # type: ignore[attr-defined]


def _undo_redo_replay(game: Controller, rebuild: Callable[[], Controller], steps: int) -> None:
    before_log = len(game.log) - steps
    after = game.state.copy()
    again = rebuild()
    assert len(again.log) == before_log
    for entry in game.log[before_log:]:
        assert again.replay_entry(entry).applied
    assert again.state == after


def _promise_position() -> Controller:
    game = game_at("main")
    set_spirit(game, 0, 5)
    return game


@pytest.mark.parametrize("which", ["sideline", "theirs"])
def test_a_mans_promise_shuffles_a_card_attached_to_any_own_character_into_its_owners_deck(
    which: str,
) -> None:
    """A face-down card under a Sideline character of the player's, or a card of the
    opponent's attached to the player's fighter: chosen (the Event's pick, offered), it goes
    into its owner's deck, face down."""

    def position() -> Controller:
        game = _promise_position()
        if which == "sideline":
            _put(game, 0, "GF-C114", zone(0, "slot2_att"), face_up=False)
        else:
            _put(game, 1, "GF-C114", zone(0, "items"))
        _put(game, 0, "GF-ST94", zone(0, "hand"))
        return game

    game = position()
    owner = 0 if which == "sideline" else 1
    card = game.state.zones[zone(0, "slot2_att" if which == "sideline" else "items")].cards[-1]
    promise = game.state.zones[zone(0, "hand")].cards[-1]
    action = PlayEvent(0, promise, "now", (card,))
    assert action in _offered(game, 0)
    refused(game, PlayEvent(0, promise, "now", (fighter(game.state, 0) or 0,)), BAD_PICK)
    deck = len(game.state.zones[zone(owner, "deck")].cards)
    legal(game, action)
    assert game.state.cards[card].zone == zone(owner, "deck")
    assert not game.state.cards[card].face_up
    assert len(game.state.zones[zone(owner, "deck")].cards) == deck + 1
    _undo_redo_replay(game, position, 1)


def _egg_position() -> Controller:
    game = game_at("main", seat=1)
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    _put(game, 0, "GF-R125", zone(0, "items"))
    _put(game, 1, "GF-G179", zone(1, "hand"))
    _put(game, 1, "GF-C57", zone(1, "hand"))  # Efflux: an Event of another name
    return game


def test_spirit_beast_egg_bars_halt_to_the_opponent_while_attached() -> None:
    game = _egg_position()
    halt, efflux = game.state.zones[zone(1, "hand")].cards[-2:]
    offered = _offered(game, 1)
    assert not any(isinstance(a, PlayEvent) and a.card == halt for a in offered)
    assert any(isinstance(a, PlayEvent) and a.card == efflux for a in offered)
    refused(game, PlayEvent(1, halt, "now", ()), BANNED)
    egg = game.state.zones[zone(0, "items")].cards[-1]
    game.state.cards[egg].face_up = False  # face down, it bars nothing
    game.state.derived.clear()
    assert any(isinstance(a, PlayEvent) and a.card == halt for a in _offered(game, 1))


def test_spirit_beast_egg_is_discarded_to_fill_match_slot_5() -> None:
    def position() -> Controller:
        game = game_at("main")
        set_spirit(game, 0, 5)
        for uid in list(game.state.zones[slot_zone(0, 5)].cards):
            game.state.zones[slot_zone(0, 5)].cards.remove(uid)
            game.state.zones[zone(0, "discard")].cards.append(uid)
            game.state.cards[uid].zone = zone(0, "discard")
        _put(game, 0, "GF-R125", zone(0, "items"))
        return game

    game = position()
    egg = game.state.zones[zone(0, "items")].cards[-1]
    uses = [a for a in _offered(game, 0) if isinstance(a, UseCard) and a.card == egg]
    assert uses and all(len(a.picks) == 1 for a in uses)
    chosen = uses[0].picks[0]
    legal(game, uses[0])
    assert game.state.zones[slot_zone(0, 5)].cards == [chosen]
    assert game.state.cards[egg].zone == zone(0, "discard")
    _undo_redo_replay(game, position, 1)


def _mirror_position() -> Controller:
    game = game_at("main")
    _put(game, 0, "GF-C114", zone(0, "slot2_att"), face_up=False)
    _put(game, 0, "GF-C116", zone(0, "items"))
    return game


def test_communication_mirror_trades_the_match_slots_of_two_sideline_characters() -> None:
    game = _mirror_position()
    mirror = game.state.zones[zone(0, "items")].cards[-1]
    second = game.state.zones[slot_zone(0, 2)].cards[-1]
    third = game.state.zones[slot_zone(0, 3)].cards[-1]
    under = list(game.state.zones[zone(0, "slot2_att")].cards)
    under3 = list(game.state.zones[zone(0, "slot3_att")].cards)
    action = UseCard(0, mirror, (), (second, third))
    uses = [a for a in _offered(game, 0) if isinstance(a, UseCard) and a.card == mirror]
    assert uses and all(len(a.picks) == 2 for a in uses)
    refused(game, UseCard(0, mirror, (), (second,)), BAD_PICK)
    before = game.state.copy()
    legal(game, action)
    assert game.state.zones[slot_zone(0, 2)].cards == [third]
    assert game.state.zones[slot_zone(0, 3)].cards == [second]
    assert game.state.zones[zone(0, "slot3_att")].cards == under
    assert game.state.zones[zone(0, "slot2_att")].cards == under3
    assert all(not game.state.cards[uid].face_up for uid in under)
    assert game.undo() is not None and game.state == before
    assert game.redo() is not None
    _undo_redo_replay(game, _mirror_position, 1)


def _atk(game: Controller, seat: int) -> int:
    own = fighter(game.state, seat)
    assert own is not None
    rules = game.ruleset
    attack = AttackWith(seat, own, 0)
    return preview_attack(game.state, rules.cards, rules.params, seat, attack)["atk"]  # type: ignore[attr-defined]


def _to_main(game: Controller, seat: int) -> None:
    while not (game.state.values["active"] == seat and game.state.values["step"] == "main"):
        actor = game.ruleset.actor(game.state)
        assert game.submit(NextStep(actor)).applied


def test_rash_brawling_gives_3000_atk_losing_1000_at_each_of_its_players_turns() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    brawl = _put(game, 0, "GF-R90", zone(0, "hand"))
    base = _atk(game, 0)
    before = game.state.copy()
    legal(game, PlayEvent(0, brawl, "match", ()))
    assert _atk(game, 0) == base + 3000
    assert game.undo() is not None and game.state == before
    assert game.redo() is not None
    bonuses = []
    for _ in range(4):
        _to_main(game, 1)
        _to_main(game, 0)
        own = fighter(game.state, 0)
        assert own is not None
        bonuses.append(_atk(game, 0) - base)
    assert bonuses == [2000, 1000, 0, 0]


def test_the_white_mist_takes_the_opponents_team_bonus_of_fewer_than_three() -> None:
    """With a Team Bonus of two characters (a profile of threshold 2), the opponent's two
    Toguro and two Rokuyukai characters give both bonuses; after The White Mist, neither (the
    player's own four Urameshi keep theirs)."""
    game = game_at("main", team_bonus_threshold=2)
    rules = game.ruleset
    set_spirit(game, 0, 5)
    tx = Transaction(game.state, SeededChance(0, 0))
    for slot in (3, 4):
        for uid in list(game.state.zones[slot_zone(1, slot)].cards):
            tx.move(uid, zone(1, "discard"), face_up=True)
        _put(game, 1, "GF-C14", slot_zone(1, slot))  # Imajin, Team Rokuyukai
    mist = _put(game, 0, "GF-TR14", zone(0, "hand"))
    assert rules.team_bonuses(game.state, 1) == ("rokuyukai", "toguro")  # type: ignore[attr-defined]
    legal(game, PlayEvent(0, mist, "match", ()))
    assert rules.team_bonuses(game.state, 1) == ()  # type: ignore[attr-defined]
    assert rules.team_bonuses(game.state, 0) == ("urameshi",)  # type: ignore[attr-defined]
    _to_main(game, 1)
    assert rules.team_bonuses(game.state, 1) == ()  # type: ignore[attr-defined]


def _suzuka_position() -> Controller:
    game = game_at("attack")
    for seat in (0, 1):
        set_spirit(game, seat, 5)
        _put(game, seat, "GF-C57", zone(seat, "hand"))  # Efflux, an Event for each
    old = fighter(game.state, 0)
    assert old is not None
    tx = Transaction(game.state, SeededChance(0, 0))
    tx.move(old, zone(0, "discard"), face_up=True)
    _put(game, 0, "GF-R3", zone(0, "arena"))
    return game


def _efflux(game: Controller, seat: int) -> int:
    return next(
        uid
        for uid in game.state.zones[zone(seat, "hand")].cards
        if game.state.cards[uid].card_id == "GF-C57"
    )


def _may_play_efflux(game: Controller, seat: int) -> bool:
    uid = _efflux(game, seat)
    return any(isinstance(a, PlayEvent) and a.card == uid for a in _offered(game, seat))


def test_suzukas_amusing_joke_bars_events_to_the_end_of_its_players_next_turn() -> None:
    """Suzuka (GF-R3), attack 2: no Event for either player in the opponent's turn nor in the
    player's next one; the turn after, Events again."""
    game = _suzuka_position()
    suzuka = fighter(game.state, 0)
    assert suzuka is not None
    legal(game, AttackWith(0, suzuka, 1, tuple(game.state.zones[zone(0, "hand")].cards[:2])))
    _to_main(game, 1)
    assert not _may_play_efflux(game, 1)
    refused(game, PlayEvent(1, _efflux(game, 1), "turn", ()), "yyh.events_barred")
    _to_main(game, 0)
    assert not _may_play_efflux(game, 0)
    _to_main(game, 1)
    assert _may_play_efflux(game, 1)
    legal(game, PlayEvent(1, _efflux(game, 1), "turn", ()))
    _undo_redo_replay(game, _suzuka_position, len(game.log) - len(_suzuka_position().log))


def _roto_position(attacked: bool) -> Controller:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    old = fighter(game.state, 0)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
    _put(game, 0, "GF-ST47", zone(0, "arena"))
    if attacked:  # the opponent's turn before this one: one attack (the rules' record)
        game.state.values["used1"] = "swagger fu"
    game.state.derived.clear()
    return game


@pytest.mark.parametrize("attacked", [True, False])
def test_roto_may_hit_a_sideline_character_if_the_opponent_attacked_last_turn(
    attacked: bool,
) -> None:
    game = _roto_position(attacked)
    roto = fighter(game.state, 0)
    assert roto is not None
    paid = tuple(game.state.zones[zone(0, "hand")].cards[:1])
    theirs = [game.state.zones[slot_zone(1, slot)].cards[-1] for slot in (2, 3, 4)]
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    picks = {a.picks for a in offered if isinstance(a, AttackWith) and a.discards == paid}
    if not attacked:
        assert picks == {()}
        refused(game, AttackWith(0, roto, 0, paid, picks=(theirs[0],)), BAD_PICK)
        return
    assert picks == {(), *((uid,) for uid in theirs)}
    legal(game, AttackWith(0, roto, 0, paid, picks=(theirs[1],)))
    calc = game.ruleset.damage_calculation(game.state)  # type: ignore[attr-defined]
    assert calc is not None
    assert game.state.values.get("attack_target") == theirs[1]
    _undo_redo_replay(game, lambda: _roto_position(True), 1)


def _orb_position(cards: int) -> Callable[[], Controller]:
    def position() -> Controller:
        game = game_at("main", seat=1)
        set_spirit(game, 1, 5)
        _put(game, 0, "GF-TG23", zone(0, "items"))
        tx = Transaction(game.state, SeededChance(0, 0))
        for uid in list(game.state.zones[zone(1, "hand")].cards)[cards:]:
            tx.move(uid, zone(1, "discard"), face_up=True)
        _put(game, 1, "GF-C57", zone(1, "hand"))  # Efflux
        return game

    return position


@pytest.mark.parametrize("cards", [2, 0])
def test_orb_of_baast_makes_the_opponent_discard_a_card_to_play_an_event(cards: int) -> None:
    """Orb of Baast (GF-TG23) on player 0's fighter: player 1 plays Efflux and then owes a
    discard of their choice; with no other card in hand Efflux is refused."""
    game = _orb_position(cards)()
    efflux = game.state.zones[zone(1, "hand")].cards[-1]
    offered = _offered(game, 1)
    if not cards:
        assert not any(isinstance(a, PlayEvent) and a.card == efflux for a in offered)
        refused(game, PlayEvent(1, efflux, "turn", ()), "yyh.event_tax")
        return
    assert PlayEvent(1, efflux, "turn", ()) in offered
    legal(game, PlayEvent(1, efflux, "turn", ()))
    kept = list(game.state.zones[zone(1, "hand")].cards)
    assert owed(game.state, 1) == 1 and len(kept) == 2
    legal(game, ChooseDiscards(1, (kept[0],)))
    assert game.state.cards[kept[0]].zone == zone(1, "discard")
    assert game.undo() is not None and game.redo() is not None
    _undo_redo_replay(game, _orb_position(cards), 2)


def _cuffs_position() -> Controller:
    game = game_at("main")
    set_spirit(game, 0, 5)
    _put(game, 0, "GF-R126", zone(0, "hand"))
    return game


def test_spirit_cuffs_go_on_the_opposing_fighter_and_weaken_its_attacks() -> None:
    """Spirit Cuffs (GF-R126): attached from the hand to the opposing fighter only (offered
    so, refused on one's own), paid by its player; that fighter's attacks lose 2000 ATK."""
    game = _cuffs_position()
    cuffs = game.state.zones[zone(0, "hand")].cards[-1]
    own, theirs = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and theirs is not None
    attaches = {a.target for a in _offered(game, 0) if isinstance(a, Attach) and a.card == cuffs}
    assert attaches == {theirs}
    refused(game, Attach(0, cuffs, own), "yyh.not_your_character")
    before = _atk(game, 1)
    legal(game, Attach(0, cuffs, theirs))
    assert game.state.cards[cuffs].zone == zone(1, "items") and game.state.cards[cuffs].owner == 0
    assert game.state.counters[0]["spirit"] == 4
    assert _atk(game, 1) == max(0, before - 2000)
    _undo_redo_replay(game, _cuffs_position, 1)


def _plant_position() -> Controller:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    _put(game, 0, "GF-U175", zone(0, "techs"))
    return game


def test_death_plant_goes_to_the_opposing_fighter_and_mills_its_player_each_turn() -> None:
    """Death Plant (GF-U175): its attack resolves as its own; at the end of the turn it is
    attached to the opposing fighter, whose player may not use it and discards the top card
    of their deck at the end of each of their turns (its owner never does)."""
    game = _plant_position()
    plant = game.state.zones[zone(0, "techs")].cards[-1]
    paid = tuple(game.state.zones[zone(0, "hand")].cards[:2])
    legal(game, AttackWith(0, plant, 0, paid))
    legal(game, PassMoment(1))
    assert game.state.cards[plant].zone == zone(0, "techs")
    deck0 = len(game.state.zones[zone(0, "deck")].cards)
    _to_main(game, 1)
    assert game.state.cards[plant].zone == zone(1, "techs")
    assert len(game.state.zones[zone(0, "deck")].cards) == deck0  # its owner mills nothing
    attacks = game.ruleset.attacks(game.state, 1)  # type: ignore[attr-defined]
    assert all(option.card != plant for option in attacks)  # never theirs to use
    deck1 = len(game.state.zones[zone(1, "deck")].cards)
    _to_main(game, 0)
    assert len(game.state.zones[zone(1, "deck")].cards) == deck1 - 1
    steps = len(game.log) - len(_plant_position().log)
    again = _plant_position()
    for entry in game.log[len(again.log) :]:
        assert again.replay_entry(entry).applied
    assert again.state == game.state and steps > 2


def _overexertion_position(met: bool) -> Callable[[], Controller]:
    """Player 1 plays Power Strike (GF-U110) in their turn and attacks (far beyond twice the
    DEF when ``met``) or not; player 0's Main Step follows, Overexertion (GF-C71) in hand."""

    def position() -> Controller:
        game = game_at("main", seat=1)
        set_spirit(game, 1, 5)
        set_spirit(game, 0, 5)
        strike = _put(game, 1, "GF-U110", zone(1, "hand"))
        _put(game, 0, "GF-C71", zone(0, "hand"))
        legal(game, PlayEvent(1, strike, "turn", ()))
        if met:
            theirs = fighter(game.state, 1)
            assert theirs is not None
            game.state.cards[theirs].counters["atk.turn"] = 50_000
            assert game.submit(NextStep(1)).applied  # to the Attack Step
            option = game.ruleset.attacks(game.state, 1)[0]  # type: ignore[attr-defined]
            paid = tuple(game.state.zones[zone(1, "hand")].cards[: option.cost])
            legal(game, AttackWith(1, theirs, option.index, paid))
            legal(game, PassMoment(0))
        _to_main(game, 0)
        return game

    return position


@pytest.mark.parametrize("met", [False, True])
def test_overexertion_hurts_the_opposing_fighter_after_an_unmet_strike(met: bool) -> None:
    game = _overexertion_position(met)()
    over = next(
        uid
        for uid in game.state.zones[zone(0, "hand")].cards
        if game.state.cards[uid].card_id == "GF-C71"
    )
    theirs = fighter(game.state, 1)
    assert theirs is not None
    hurt = game.state.cards[theirs].rotation
    legal(game, PlayEvent(0, over, "now", ()))
    assert game.state.cards[theirs].rotation == (hurt if met else hurt + 90)
    _undo_redo_replay(game, _overexertion_position(met), 1)


def _meteor_position() -> Controller:
    game = game_at("attack")
    set_spirit(game, 0, 5)
    for seat in (0, 1):
        _put(game, seat, "GF-C114", zone(seat, "items"))  # Combat Knives
    _put(game, 0, "GF-R159", zone(0, "techs"))
    return game


def test_meteor_charge_discards_every_card_attached_to_either_fighter() -> None:
    """Meteor Charge (GF-R159): as its attack is declared every card attached to either
    fighter is discarded (so the Knives' +1000 ATK no longer counts); it stays for its own
    attack and goes at the end of the turn."""
    game = _meteor_position()
    meteor = game.state.zones[zone(0, "techs")].cards[-1]
    knives = [game.state.zones[zone(seat, "items")].cards[-1] for seat in (0, 1)]
    paid = tuple(game.state.zones[zone(0, "hand")].cards[:4])
    legal(game, AttackWith(0, meteor, 0, paid))
    assert all(
        game.state.cards[uid].zone == zone(uid_seat, "discard")
        for uid_seat, uid in enumerate(knives)
    )
    assert game.state.cards[meteor].zone == zone(0, "techs")
    calc = game.ruleset.damage_calculation(game.state)  # type: ignore[attr-defined]
    assert calc is not None and calc["atk"] == 6000
    legal(game, PassMoment(1))
    _undo_redo_replay(game, _meteor_position, 2)
    _to_main(game, 1)
    assert game.state.cards[meteor].zone == zone(0, "discard")


def _whip_position(fighter_id: str | None) -> Callable[[], Controller]:
    def position() -> Controller:
        game = game_at("attack")
        set_spirit(game, 0, 5)
        if fighter_id is not None:
            old = fighter(game.state, 0)
            assert old is not None
            Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
            _put(game, 0, fighter_id, zone(0, "arena"))
        for _ in range(2):
            _put(game, 0, "GF-ST134", zone(0, "items"))
        return game

    return position


@pytest.mark.parametrize("fighter_id", [None, "GF-ST9"])
def test_rose_whip_on_kurama_is_discarded_to_double_the_next_attack(
    fighter_id: str | None,
) -> None:
    """Rose Whip (GF-ST134) on Kurama (the demo team's fighter): in the Attack Step its use
    doubles the next attack's ATK, once a turn (the other Rose Whip is offered no more); on
    Yusuke (GF-ST9) it has no use."""
    game = _whip_position(fighter_id)()
    whips = list(game.state.zones[zone(0, "items")].cards)
    uses = [a for a in _offered(game, 0) if isinstance(a, UseCard)]
    if fighter_id is not None:
        assert uses == []
        return
    assert uses == [UseCard(0, whips[0]), UseCard(0, whips[1])]
    base = _atk(game, 0)
    legal(game, UseCard(0, whips[0]))
    assert game.state.cards[whips[0]].zone == zone(0, "discard")
    assert _atk(game, 0) == 2 * (base - 1000)  # one Rose Whip's +1000 left
    assert not any(isinstance(a, UseCard) for a in _offered(game, 0))
    own = fighter(game.state, 0)
    assert own is not None
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    paid = tuple(game.state.zones[zone(0, "hand")].cards[: option.cost])
    legal(game, with_pick(game, AttackWith(0, own, option.index, paid)))
    calc = game.ruleset.damage_calculation(game.state)  # type: ignore[attr-defined]
    assert calc is not None and calc["atk"] == 2 * (base - 1000)
    legal(game, PassMoment(1))
    assert _atk(game, 0) == base - 1000  # spent with the attack
    _undo_redo_replay(game, _whip_position(fighter_id), 3)


def test_spirit_beast_egg_has_no_use_while_match_slot_5_is_taken() -> None:
    game = game_at("main")
    egg = _put(game, 0, "GF-R125", zone(0, "items"))
    if not game.state.zones[slot_zone(0, 5)].cards:
        _put(game, 0, "GF-C19", slot_zone(0, 5))
    assert not any(isinstance(a, UseCard) and a.card == egg for a in _offered(game, 0))
    refused(game, UseCard(0, egg), "yyh.not_usable")
