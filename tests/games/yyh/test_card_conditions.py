"""The further conditions and counts of card effects (rules generation 4), card by card: for each
card whose effect they made automatic, a position where its condition holds and one where it
does not, and the change the rules must make in each; undone to the state before, and the
recorded action replayed onto the same position gives the same state."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.models import Item
from tabletop.cards.yyh_effect_models import automated
from tabletop.engine import Action, Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import Attach, AttackWith, PassMoment, PlayEvent
from tabletop.games.yyh.board import V_MATCH, fighter, slot_zone, zone
from tabletop.games.yyh.card_effects import defense_value
from tabletop.games.yyh.conditions import folded

from .rules_helpers import (
    game_at,
    hand,
    lasting,
    legal,
    new_fighter,
    put,
    set_spirit,
    with_pick,
)

#: A measure of the position (a number the effect changes).
Measure = Callable[[Controller], int]
#: A position, the measure to read, the action that applies the effect, the change expected.
Setup = tuple[Controller, Measure, Action, int]


def _damage(game: Controller, seat: int, points: int, slot: int = 1) -> None:
    uid = game.state.zones[slot_zone(seat, slot)].cards[-1]
    game.state.cards[uid].rotation = 90 * points


def _atk(seat: int, game: Controller) -> int:
    """The ATK of ``seat``'s fighter's first attack now, as the calculation shows it."""
    own = fighter(game.state, seat)
    assert own is not None
    preview = game.ruleset.preview_attack  # type: ignore[attr-defined]
    return int(preview(game.state, seat, AttackWith(seat, own, 0))["atk"])


def _def(seat: int, game: Controller) -> int:
    own = fighter(game.state, seat)
    assert own is not None
    return defense_value(game.state, game.ruleset.cards, own)  # type: ignore[attr-defined]


def _allowed(game: Controller) -> int:
    return int(game.state.values.get("attacks_allowed", 1))


def _deck(seat: int, game: Controller) -> int:
    return len(game.state.zones[zone(seat, "deck")].cards)


def _hand(seat: int, game: Controller) -> int:
    return len(hand(game, seat))


def _start(seat: int = 0, fighter_id: str | None = None) -> tuple[Controller, int]:
    """A game in ``seat``'s Main Step, enough cards in hand for any Attack Cost."""
    game = game_at("main", seat=seat)
    uid = fighter(game.state, seat) or 0
    if fighter_id is not None:
        uid = new_fighter(game, seat, fighter_id)
    for _ in range(6):
        put(game, seat, "GF-C57", "hand")
    return game, uid


def _attack(game: Controller, uid: int, index: int, cost: int, seat: int = 0) -> Action:
    """The Attack Step reached; the attack ``index`` of card ``uid``, its cost paid from hand."""
    while game.state.values["step"] != "attack":
        legal(game, NextStep(seat))
    return with_pick(game, AttackWith(seat, uid, index, tuple(hand(game, seat)[:cost])))


def _event(game: Controller, card_id: str, seat: int = 0, spirit: int = 10) -> Action:
    set_spirit(game, seat, spirit)
    uid = put(game, seat, card_id, "hand")
    return PlayEvent(seat, uid, lasting(game, uid))


def _team(game: Controller, seat: int, card_ids: tuple[str, ...]) -> None:
    """Characters added to ``seat``'s Sideline (for a Team Bonus; a test fixture)."""
    for slot, card_id in enumerate(card_ids, start=2):
        game.state.add_card(card_id, seat, slot_zone(seat, slot), face_up=True)


ROKUYUKAI = ("GF-U10", "GF-ST46", "GF-ST47")


# --- the cards ---------------------------------------------------------------------------


def suzaku(matches: int) -> Setup:  # GF-C2: +1,000 per match finished
    game, uid = _start(fighter_id="GF-C2")
    game.state.values[V_MATCH] = matches
    return game, partial(_atk, 0), _attack(game, uid, 0, 2), 1000 * (matches - 1)


def kuroda(knives: int) -> Setup:  # GF-C22: +2,000 per Combat Knives attached
    game, uid = _start(fighter_id="GF-C22")
    for _ in range(knives):
        put(game, 0, "GF-C114", "items")
    put(game, 0, "GF-U141", "items")  # Ogre Killer: another name, no count
    return game, partial(_atk, 0), _attack(game, uid, 0, 1), 2000 * knives


def mushashi(face_up: bool) -> Setup:  # GF-C24: +1,000 per Shibattou Shining Sword face up
    game, uid = _start(fighter_id="GF-C24")
    put(game, 1, "GF-ST170", "techs", face_up=face_up)
    put(game, 0, "GF-ST170", "slot2_att", face_up=face_up)
    return game, partial(_atk, 0), _attack(game, uid, 0, 1), 2000 if face_up else 0


def rokuyukai_advantage(bonus: bool) -> Setup:  # GF-C74: with the Team Bonus, per hand
    game, _ = _start()
    if bonus:
        _team(game, 0, ROKUYUKAI)
    action = _event(game, "GF-C74")
    change = 1000 * (_hand(0, game) - 1) - 1000 * _hand(1, game)
    before = _atk(0, game)
    return game, partial(_atk, 0), action, (max(0, before + change) - before) if bonus else 0


def transcendent_might(techniques: int) -> Setup:  # GF-R92: 4 Items and 4 Techniques
    game, _ = _start()
    for _ in range(4):
        put(game, 0, "GF-C114", "items")
    for _ in range(techniques):
        put(game, 0, "GF-ST170", "techs")
    return game, partial(_atk, 0), _event(game, "GF-R92"), 10000 if techniques >= 4 else 0


def renkinyoujutsu(fighter_id: str) -> Setup:  # GF-R160: +2,000 per Ogre Killer, on Chu +4,000
    game, _ = _start(fighter_id=fighter_id)
    put(game, 0, "GF-U141", "items")
    tech = put(game, 0, "GF-R160", "techs")
    return game, partial(_atk, 0), _attack(game, tech, 0, 2), 4000 if "U10" in fighter_id else 2000


def walking_stick(fighter_id: str) -> Setup:  # DT-R42: on a hero, +1,000 more per damage
    game, uid = _start(fighter_id=fighter_id)
    _damage(game, 0, 2)
    set_spirit(game, 0, 5)
    stick = put(game, 0, "DT-R42", "hand")
    hero = fighter_id == "GF-ST41"
    return game, partial(_atk, 0), Attach(0, stick, uid), 3000 if hero else 1000


def m1_again(more: bool) -> Setup:  # DT-C55 attack 1: again if the opponent has more attached
    game, uid = _start(fighter_id="DT-C55")
    put(game, 0, "GF-C114", "slot3_att", face_up=False)
    put(game, 1, "GF-C114", "items")
    if more:
        put(game, 1, "GF-ST170", "slot2_att", face_up=False)
    return game, _allowed, _attack(game, uid, 0, 1), 1 if more else 0


def m1_blades(blades: int) -> Setup:  # DT-C55 attack 2: +3,000 per Angel Blades
    game, uid = _start(fighter_id="DT-C55")
    for _ in range(blades):
        put(game, 0, "GF-TS20", "techs")
    return game, partial(_atk, 0), _attack(game, uid, 1, 3), 3000 * blades


def momotaro_apes(apes: int) -> Setup:  # DT-C53 attack 1: +3,000 per Armor of the Ape
    game, uid = _start(fighter_id="DT-C53")
    for _ in range(apes):
        put(game, 0, "GF-C142", "techs")
    put(game, 0, "GF-ST165", "techs")  # Armor of the Hyena: another Armor, not counted
    return game, partial(_atk, 0), _attack(game, uid, 0, 2), 3000 * apes


def dark_glare(case: str) -> Setup:  # DT-C70: Toguro Bonus and fighter, Rokuyukai opponent
    game, _ = _start(seat=1)
    if case in ("rokuyukai", "no_symbol"):
        _team(game, 0, ROKUYUKAI)
    if case == "no_symbol":
        new_fighter(game, 1, "GF-C17")  # Hirue, Team Ronin
    expected = {"rokuyukai": 3000, "toguro": 2000, "no_symbol": 0}[case]
    return game, partial(_atk, 1), _event(game, "DT-C70", seat=1), expected


def painful_memories(lost: tuple[str, ...]) -> Setup:  # DT-C84: per defeated, Kuwabara twice
    game, _ = _start()
    for card_id in lost:
        put(game, 0, card_id, "winners_circle", face_up=False)
    put(game, 0, "GF-ST9", "winners_circle")  # a winner: no count
    twice = 2 if "GF-ST42" in lost else 1
    return game, partial(_atk, 0), _event(game, "DT-C84"), 1000 * len(lost) * twice


def showdown(damaged: bool) -> Setup:  # DT-C88: 2 cards per point of damage on his characters
    game, _ = _start()
    if damaged:
        _damage(game, 1, 2)
        _damage(game, 1, 1, slot=2)
    _damage(game, 0, 3)  # the player's own damage does not count
    return game, partial(_deck, 1), _event(game, "DT-C88"), -6 if damaged else 0


def spirit_phoenix(fighter_id: str | None) -> Setup:  # DT-C89: Urameshi, per Spirit Energy
    game, _ = _start(fighter_id=fighter_id)
    action = _event(game, "DT-C89", spirit=10)  # 4 Spirit Energy left once it is paid
    return game, partial(_atk, 0), action, 2000 if fighter_id is None else 0


def rush(damage: int) -> Setup:  # DT-C118: again if the fighter has more damage
    game, _ = _start()
    _damage(game, 0, damage)
    _damage(game, 1, 1)
    tech = put(game, 0, "DT-C118", "techs")
    return game, _allowed, _attack(game, tech, 0, 0), 1 if damage > 1 else 0


def heroic_stand(fighter_id: str | None) -> Setup:  # DT-TC16: 2 cards per villain in his play
    game, _ = _start(fighter_id=fighter_id)
    return game, partial(_deck, 1), _event(game, "DT-TC16"), -8 if fighter_id is None else 0


def souls(lost: bool) -> Setup:  # DT-TC19: +2,000 per opposing character that lost a match
    game, uid = _start()
    for card_id in ("GF-ST37", "GF-ST38"):
        put(game, 1, card_id, "winners_circle", face_up=not lost)
    item = put(game, 0, "DT-TC19", "hand")
    return game, partial(_atk, 0), Attach(0, item, uid), 4000 if lost else 0


def staggering_punch(killers: int) -> Setup:  # DT-S12 attack 1: +2,000 per Ogre Killer
    game, uid = _start(fighter_id="DT-S12")
    for _ in range(killers):
        put(game, 0, "GF-U141", "items")
    return game, partial(_atk, 0), _attack(game, uid, 0, 1), 2000 * killers


def deception(cards: int) -> Setup:  # GF-C31: +2,000 if the opponent has 3 cards or more
    game, uid = _start(fighter_id="GF-C31")
    tx = Transaction(game.state, SeededChance(0, 0))
    for extra in hand(game, 1)[cards:]:
        tx.move(extra, zone(1, "deck"), face_up=False)
    return game, partial(_atk, 0), _attack(game, uid, 0, 3), 2000 if cards >= 3 else 0


def energy_deflection(spirit: int) -> Setup:  # DT-TR7 attack 2: draw if more Spirit Energy
    game, uid = _start(fighter_id="DT-TR7")
    action = _attack(game, uid, 1, 3)
    set_spirit(game, 0, spirit)
    set_spirit(game, 1, 3)
    return game, partial(_hand, 0), action, -3 + (1 if spirit > 3 else 0)


def spirit_gun_mini(botan: bool) -> Setup:  # DT-L7 attack 2: +1,000 DEF with Botan in play
    game, uid = _start(fighter_id="DT-L7")
    if botan:
        _team(game, 0, ("DT-L1",))
    return game, partial(_def, 0), _attack(game, uid, 1, 2), 1000 if botan else 0


def for_the_team(damage: int) -> Setup:  # DT-L7 attack 1: +1,000 per damage on his side
    game, uid = _start(fighter_id="DT-L7")
    _damage(game, 0, damage)
    _damage(game, 0, 1, slot=2)
    _damage(game, 1, 3)  # the opponent's damage does not count
    return game, partial(_atk, 0), _attack(game, uid, 0, 1), 1000 * (damage + 1)


def kayko_healed(kayko: bool) -> Setup:  # DT-L7 attack 1: heal 1 on Kayko, the Cute in play
    game, uid = _start(fighter_id="DT-L7")
    if kayko:
        _team(game, 0, ("DT-L3",))
        _damage(game, 0, 2, slot=2)
    return game, partial(_sideline_damage, 0), _attack(game, uid, 0, 1), -1 if kayko else 0


def _sideline_damage(seat: int, game: Controller) -> int:
    return sum(
        game.state.cards[u].rotation // 90 for u in game.state.zones[slot_zone(seat, 2)].cards
    )


def freak_show(toguro: bool) -> Setup:  # DT-C80: his whole hand with his Toguro Team Bonus
    game, _ = _start()
    if not toguro:  # Hirue (Team Ronin) fights, Bui leaves: 2 Toguro characters are left
        new_fighter(game, 1, "GF-C17")
        tx = Transaction(game.state, SeededChance(0, 0))
        tx.move(game.state.zones[slot_zone(1, 2)].cards[-1], zone(1, "discard"), face_up=True)
    return game, partial(_hand, 1), _event(game, "DT-C80"), -_hand(1, game) if toguro else 0


def falling_apart(damage: int) -> Setup:  # DT-C78: his fighter's attachments with 2 damage
    game, _ = _start()
    _damage(game, 1, damage)
    for card_id in ("GF-C114", "GF-ST170"):
        put(game, 1, card_id, "items" if card_id == "GF-C114" else "techs")
    attached = partial(_attached, 1)
    return game, attached, _event(game, "DT-C78"), -2 if damage >= 2 else 0


def _attached(seat: int, game: Controller) -> int:
    return sum(len(game.state.zones[zone(seat, name)].cards) for name in ("items", "techs"))


def _points(seat: int, game: Controller) -> int:
    """The damage points ``seat``'s fighter's first attack would deal now."""
    own = fighter(game.state, seat)
    assert own is not None
    preview = game.ruleset.preview_attack  # type: ignore[attr-defined]
    return int(preview(game.state, seat, AttackWith(seat, own, 0))["points"])


def strike(card_id: str, defender: str, knives: int = 0) -> Setup:  # Kurama's 3,000 ATK
    """Power Strike (3 points at twice the DEF), Overwhelming Kill (4 at four times)."""
    game, _ = _start()
    new_fighter(game, 1, defender)
    for _ in range(knives):
        put(game, 0, "GF-C114", "items")
    before = _points(0, game)
    ratio, points = (4, 4) if card_id == "GF-R89" else (2, 3)
    reached = 3000 + 1000 * knives >= ratio * (1000 if defender == "DT-C59" else 4000)
    return game, partial(_points, 0), _event(game, card_id), points - before if reached else 0


def rokuyukai_challenge(case: str) -> Setup:  # DT-C87: 3 cards, 6 against Urameshi, back in
    game, _ = _start()
    if case != "none":
        _team(game, 0, ROKUYUKAI)
    if case == "urameshi":
        _team(game, 1, ("GF-ST41", "GF-ST39", "GF-ST42"))
    expected = {"urameshi": -6, "rokuyukai": -3, "none": 0}[case]
    return game, partial(_deck, 1), _event(game, "DT-C87"), expected


def death_of_a_hero(match: int) -> Setup:  # GF-TR15: his 5th Match Slot in the first 3 matches
    game, _ = _start()
    game.state.values[V_MATCH] = match
    game.state.add_card("GF-ST8", 1, slot_zone(1, 5), face_up=False)
    put(game, 1, "GF-C114", "slot5_att", face_up=False)
    return game, partial(_discard, 1), _event(game, "GF-TR15"), 2 if match <= 3 else 0


def _discard(seat: int, game: Controller) -> int:
    return len(game.state.zones[zone(seat, "discard")].cards)


def ancient_tactics(items: int) -> Setup:  # DT-R25: a 50-card deck and 15 different Items
    game, _ = _start()
    for _ in range(50 - _deck(0, game)):
        put(game, 0, "GF-C57", "deck", face_up=False)
    found = [c.id for c in default_database().by_set("GF") if isinstance(c, Item)]
    for n, card_id in enumerate(found[:items]):
        put(game, 0, card_id, f"slot{2 + n % 3}_att", face_up=False)
    put(game, 0, found[0], "slot5_att", face_up=False)  # a second copy: not different
    before = _deck(1, game)
    return game, partial(_deck, 1), _event(game, "DT-R25"), -before if items >= 15 else 0


def spirit_wave(attached: int) -> Setup:  # GF-R163: +1,000 per card on the player's characters
    game, _ = _start()
    tech = put(game, 0, "GF-R163", "techs")
    for n in range(attached):
        put(game, 0, "GF-C114", f"slot{2 + n}_att", face_up=False)
    put(game, 1, "GF-C114", "items")  # the opponent's do not count
    return game, partial(_atk, 0), _attack(game, tech, 0, 3), 1000 * (1 + attached)


def against_bonus(card_id: str, team: tuple[str, ...]) -> Setup:  # DT-C90, DT-C93
    """Surprise! mills 10 against the Sarayashki Team Bonus; Yusuke's Sacrifice gains 10 Spirit
    Energy against the Ichigaki one."""
    game, _ = _start()
    _team(game, 1, team)
    bonus = len(team) == 3
    if card_id == "DT-C90":
        return game, partial(_deck, 1), _event(game, card_id), -10 if bonus else 0
    action = _event(game, card_id, spirit=0)
    set_spirit(game, 0, 2)  # the cost paid, none left
    return game, partial(_spirit, 0), action, (10 if bonus else 0) - 2


def _spirit(seat: int, game: Controller) -> int:
    return int(game.state.counters[seat].get("spirit", 0))


SARAYASHKI = ("DT-S20", "DT-R23", "DT-C50")
ICHIGAKI = ("DT-C55", "DT-C56", "GF-ST7")


CASES: list[tuple[str, Callable[[], Setup]]] = [
    ("GF-C2 third match", partial(suzaku, 3)),
    ("GF-C2 first match", partial(suzaku, 1)),
    ("GF-C22 two knives", partial(kuroda, 2)),
    ("GF-C22 none", partial(kuroda, 0)),
    ("GF-C24 face up", partial(mushashi, True)),
    ("GF-C24 face down", partial(mushashi, False)),
    ("GF-C74 bonus", partial(rokuyukai_advantage, True)),
    ("GF-C74 no bonus", partial(rokuyukai_advantage, False)),
    ("GF-R92 four and four", partial(transcendent_might, 4)),
    ("GF-R92 one technique short", partial(transcendent_might, 3)),
    ("GF-R160 on Chu", partial(renkinyoujutsu, "GF-U10")),
    ("GF-R160 on another", partial(renkinyoujutsu, "GF-ST41")),
    ("DT-R42 hero", partial(walking_stick, "GF-ST41")),
    ("DT-R42 villain", partial(walking_stick, "GF-C1")),
    ("DT-C55 more attached", partial(m1_again, True)),
    ("DT-C55 as many attached", partial(m1_again, False)),
    ("DT-C55 two blades", partial(m1_blades, 2)),
    ("DT-C55 no blades", partial(m1_blades, 0)),
    ("DT-C53 two apes", partial(momotaro_apes, 2)),
    ("DT-C53 no ape", partial(momotaro_apes, 0)),
    ("DT-C70 against Rokuyukai", partial(dark_glare, "rokuyukai")),
    ("DT-C70 Toguro", partial(dark_glare, "toguro")),
    ("DT-C70 fighter without the symbol", partial(dark_glare, "no_symbol")),
    ("DT-C84 Kuwabara lost", partial(painful_memories, ("GF-ST42", "GF-ST39"))),
    ("DT-C84 two lost", partial(painful_memories, ("GF-ST41", "GF-ST39"))),
    ("DT-C84 none lost", partial(painful_memories, ())),
    ("DT-C88 damaged", partial(showdown, True)),
    ("DT-C88 undamaged", partial(showdown, False)),
    ("DT-C89 Urameshi fighter", partial(spirit_phoenix, None)),
    ("DT-C89 other fighter", partial(spirit_phoenix, "GF-C1")),
    ("DT-C118 more damage", partial(rush, 2)),
    ("DT-C118 as much damage", partial(rush, 1)),
    ("DT-TC16 hero against villains", partial(heroic_stand, None)),
    ("DT-TC16 villain", partial(heroic_stand, "GF-C1")),
    ("DT-TC19 two lost", partial(souls, True)),
    ("DT-TC19 two won", partial(souls, False)),
    ("DT-S12 two killers", partial(staggering_punch, 2)),
    ("DT-S12 none", partial(staggering_punch, 0)),
    ("GF-C31 three cards", partial(deception, 3)),
    ("GF-C31 two cards", partial(deception, 2)),
    ("DT-TR7 more spirit", partial(energy_deflection, 5)),
    ("DT-TR7 as much spirit", partial(energy_deflection, 3)),
    ("DT-L7 Botan in play", partial(spirit_gun_mini, True)),
    ("DT-L7 no Botan", partial(spirit_gun_mini, False)),
    ("DT-L7 damage", partial(for_the_team, 2)),
    ("DT-L7 Kayko healed", partial(kayko_healed, True)),
    ("DT-L7 no Kayko", partial(kayko_healed, False)),
    ("DT-C80 Toguro Team Bonus", partial(freak_show, True)),
    ("DT-C80 no Team Bonus", partial(freak_show, False)),
    ("DT-C78 two damage", partial(falling_apart, 2)),
    ("DT-C78 one damage", partial(falling_apart, 1)),
    ("GF-U110 three times the DEF", partial(strike, "GF-U110", "DT-C59")),
    ("GF-U110 less than the DEF", partial(strike, "GF-U110", "GF-ST40")),
    ("DT-P3 three times the DEF", partial(strike, "DT-P3", "DT-C59")),
    ("DT-P3 less than the DEF", partial(strike, "DT-P3", "GF-ST40")),
    ("GF-R89 four times the DEF", partial(strike, "GF-R89", "DT-C59", 1)),
    ("GF-R89 three times the DEF", partial(strike, "GF-R89", "DT-C59")),
    ("DT-C87 against Urameshi", partial(rokuyukai_challenge, "urameshi")),
    ("DT-C87 Rokuyukai", partial(rokuyukai_challenge, "rokuyukai")),
    ("DT-C87 no Team Bonus", partial(rokuyukai_challenge, "none")),
    ("GF-TR15 first match", partial(death_of_a_hero, 1)),
    ("GF-TR15 fourth match", partial(death_of_a_hero, 4)),
    ("DT-R25 fifteen Items", partial(ancient_tactics, 15)),
    ("DT-R25 fourteen Items", partial(ancient_tactics, 14)),
    ("GF-R163 two on the Sideline", partial(spirit_wave, 2)),
    ("GF-R163 itself alone", partial(spirit_wave, 0)),
    ("DT-C90 Sarayashki", partial(against_bonus, "DT-C90", SARAYASHKI)),
    ("DT-C90 no Team Bonus", partial(against_bonus, "DT-C90", SARAYASHKI[:2])),
    ("DT-C93 Ichigaki", partial(against_bonus, "DT-C93", ICHIGAKI)),
    ("DT-C93 no Team Bonus", partial(against_bonus, "DT-C93", ICHIGAKI[:2])),
]


@pytest.mark.parametrize(("label", "setup"), CASES, ids=[label for label, _ in CASES])
def test_each_condition_makes_its_change_when_it_holds_and_none_when_not(
    label: str, setup: Callable[[], Setup]
) -> None:
    game, measure, action, expected = setup()
    before, snapshot = measure(game), game.state.copy()
    legal(game, action)
    assert measure(game) - before == expected, label
    after = game.state.copy()
    if game.undo() is not None:  # a step that showed hidden cards is never undone
        assert game.state == snapshot
        game.redo()
    again, _, _, _ = setup()  # the same position, the recorded action replayed onto it
    again.replay_entry(game.log[-1])
    assert again.state == after == game.state


def test_the_cards_of_the_table_are_automated_and_since_generation_4() -> None:
    db = default_database()
    partly = {"DT-S12", "GF-C31", "DT-TR7", "GF-R163", "DT-C90", "DT-C93"}
    full = {label.split()[0] for label, _ in CASES} - partly
    assert len(full) == 25
    for card_id in full:
        effects = db[card_id].effects  # type: ignore[attr-defined]
        assert automated(effects), card_id
        assert any(e.since == 4 for e in effects), card_id


def test_a_counted_bonus_while_attached_follows_the_count() -> None:
    """Walking Stick on a hero: each point of damage dealt later adds its +1,000 at once."""
    game, measure, action, _ = walking_stick("GF-ST41")
    legal(game, action)
    now = measure(game)
    _damage(game, 0, 3)
    assert measure(game) == now + 1000


def test_names_fold_alike() -> None:
    assert folded("Botan, the Lovely") == folded("botan_the_lovely") == "botan the lovely"


def test_a_strike_lasts_this_turn_and_deals_its_points() -> None:
    """Power Strike, then Kurama's 3,000 ATK against 1,000 DEF: 3 points dealt (2 without);
    the next turns are back to the damage rule."""
    game, measure, action, _ = strike("GF-U110", "DT-C59")
    legal(game, action)
    target = fighter(game.state, 1) or 0
    attack = _attack(game, fighter(game.state, 0) or 0, 0, 2)
    legal(game, attack)
    legal(game, PassMoment(1))  # the defender lets it resolve
    assert game.state.cards[target].rotation // 90 == 3
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert not any(k.startswith("strike") and v is not None for k, v in game.state.values.items())
    assert fighter(game.state, 1) == target and measure(game) == 2


def test_rokuyukai_challenge_goes_back_into_its_deck() -> None:
    game, _, action, _ = rokuyukai_challenge("rokuyukai")
    legal(game, action)
    assert isinstance(action, PlayEvent)
    assert game.state.cards[action.card].zone == zone(0, "deck")
    assert game.log[-1].chance  # the shuffle is a recorded chance event
    game, _, action, _ = rokuyukai_challenge("none")
    legal(game, action)
    assert game.state.cards[action.card].zone == zone(0, "discard")
