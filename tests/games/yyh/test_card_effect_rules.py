"""Card effects in the rules (generation 3): an attached Item's or Technique's lasting ATK/DEF
bonus counts in the calculation and stops when it leaves; an Event's, an attack's effects apply
with the action; undo, redo and replay give the same numbers; an older game ignores them."""

from __future__ import annotations

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.models import Item, Technique, YyhCardBase, YyhEvent
from tabletop.engine import Controller, NextStep
from tabletop.games.yyh.actions import Attach, AttackWith, EffectMove, PlayEvent, StartGame
from tabletop.games.yyh.board import C_MATCH_WINS, V_MATCH, fighter, zone
from tabletop.games.yyh.card_effects import defense_value

from .play import new_game
from .rules_helpers import game_at, hand, lasting, legal, new_fighter, put, set_spirit


def _atk(game: Controller, seat: int) -> int:
    """The ATK of ``seat``'s fighter's first attack now, as the calculation shows it."""
    own = fighter(game.state, seat)
    assert own is not None
    return game.ruleset.preview_attack(game.state, seat, AttackWith(seat, own, 0))["atk"]  # type: ignore[attr-defined,no-any-return]


def _def(game: Controller, seat: int) -> int:
    own = fighter(game.state, seat)
    assert own is not None
    return defense_value(game.state, game.ruleset.cards, own)  # type: ignore[attr-defined]


def _shown(game: Controller, uid: int) -> dict[str, int]:
    """The counters card ``uid`` shows to its owner (seat 0)."""
    view = game.view(0)
    return next(dict(c.counters) for z in view.zones.values() for c in z.cards if c.uid == uid)


def _lasting(card: YyhCardBase, stat: str, whom: str) -> int:
    return sum(
        e.amount  # type: ignore[union-attr]
        for e in card.effects
        if e.do == stat and e.when == "while_attached" and getattr(e, "whom", "") == whom
        and e.only_if is None
    )  # fmt: skip


def _attachments_with_bonuses() -> list[str]:
    out = []
    for card in default_database().by_game("yyh"):
        if isinstance(card, Item | Technique) and any(
            e.when == "while_attached" and e.do in ("atk", "def") for e in card.effects
        ):
            out.append(card.id)
    return out


@pytest.mark.parametrize("card_id", _attachments_with_bonuses())
def test_an_attached_card_changes_the_numbers_it_says_and_stops_when_it_leaves(
    card_id: str,
) -> None:
    card = default_database()[card_id]
    assert isinstance(card, YyhCardBase)
    game = game_at("main")
    set_spirit(game, 0, 9)
    uid = put(game, 0, card_id, "hand")
    # a card attached to the opposing fighter only (Spirit Cuffs): its bonuses are that side's
    holder = 1 if any(e.do == "foe_attach" for e in card.effects) else 0
    other = 1 - holder
    before = (_atk(game, holder), _def(game, holder), _atk(game, other), _def(game, other))
    own = fighter(game.state, holder)
    assert own is not None
    legal(game, Attach(0, uid, own))
    conditional = any(  # conditional or counted: the table of test_card_conditions checks it
        e.only_if is not None or getattr(e, "per", None) is not None
        for e in card.effects
        if e.when == "while_attached"
    )
    after = (_atk(game, holder), _def(game, holder), _atk(game, other), _def(game, other))
    expected = (
        max(0, before[0] + _lasting(card, "atk", "attached")),
        before[1] + _lasting(card, "def", "attached"),
        max(0, before[2] + _lasting(card, "atk", "opponent_fighter")),
        max(1, before[3] + _lasting(card, "def", "opponent_fighter")),
    )
    if not conditional:
        assert after == expected
    shown = _shown(game, own)  # the fighter's card shows the bonus as a modifier badge
    assert shown.get("atk.attached", 0) == after[0] - before[0]
    assert shown.get("def.attached", 0) == after[1] - before[1]
    numbers = (_atk, _def, _atk, _def)
    sides = (holder, holder, other, other)
    game.undo()
    assert tuple(f(game, s) for f, s in zip(numbers, sides, strict=True)) == before
    game.redo()
    assert tuple(f(game, s) for f, s in zip(numbers, sides, strict=True)) == after
    legal(game, EffectMove(0, uid, zone(0, "discard"), True))
    assert tuple(f(game, s) for f, s in zip(numbers, sides, strict=True)) == before
    assert not {"atk.attached", "def.attached"} & set(_shown(game, own))


def test_a_named_bonus_counts_only_for_its_character() -> None:
    """Spirit Ring: +1,000 ATK, +3,000 on Yusuke (the data adds +2,000 if named so)."""
    game = game_at("main")
    set_spirit(game, 0, 9)
    base = _atk(game, 0)  # Kurama
    ring = put(game, 0, "GF-ST137", "hand")
    legal(game, Attach(0, ring, fighter(game.state, 0) or 0))
    assert _atk(game, 0) == base + 1000
    other = game_at("main")
    set_spirit(other, 0, 9)
    yusuke = new_fighter(other, 0, "GF-ST9")
    base = _atk(other, 0)
    ring = put(other, 0, "GF-ST137", "hand")
    legal(other, Attach(0, ring, yusuke))
    assert _atk(other, 0) == base + 3000


def _seed_with_in_hand(card_id: str) -> int:
    for seed in range(1, 80):
        game = game_at("main", seed=seed)
        if any(game.state.cards[u].card_id == card_id for u in hand(game, 0)):
            return seed
    raise AssertionError(f"no seed deals {card_id}")


def test_the_bonus_replays_exactly_from_the_log() -> None:
    seed = _seed_with_in_hand("GF-ST128")  # Baseball Bat: +1,000 ATK (Kurama has a Team Symbol)
    game = game_at("main", seed=seed)
    bat = next(u for u in hand(game, 0) if game.state.cards[u].card_id == "GF-ST128")
    base = _atk(game, 0)
    legal(game, Attach(0, bat, fighter(game.state, 0) or 0))
    assert _atk(game, 0) == base + 1000
    again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
    assert again.state == game.state and _atk(again, 0) == base + 1000


def test_a_game_of_an_older_generation_ignores_card_effects() -> None:
    game = new_game(1, first=0)
    old = Controller(game.ruleset, game.setup, game.mode)
    for entry in game.log[:2]:
        old.replay_entry(entry)
    legal(old, StartGame(0, 0, 2))
    legal(old, NextStep(0))
    set_spirit(old, 0, 9)
    base = _atk(old, 0)
    uid = put(old, 0, "GF-C113", "hand")  # Backyard Dummy: +2,000 ATK
    legal(old, Attach(0, uid, fighter(old.state, 0) or 0))
    assert _atk(old, 0) == base


def _play(game: Controller, card_id: str, seat: int = 0) -> int:
    set_spirit(game, seat, 9)
    uid = put(game, seat, card_id, "hand")
    legal(game, PlayEvent(seat, uid, lasting(game, uid)))
    return uid


def test_an_events_lasting_bonus_ends_by_itself() -> None:
    game = game_at("main")
    atk, defense = _atk(game, 0), _def(game, 0)
    _play(game, "GF-C57")  # Efflux: +3,000 ATK this turn
    _play(game, "GF-C56")  # Defensive Posture: +3,000 DEF until the next Draw Step
    assert (_atk(game, 0), _def(game, 0)) == (atk + 3000, defense + 3000)
    while game.state.values["active"] == 0:
        legal(game, NextStep(0))
    assert (_atk(game, 0), _def(game, 0)) == (atk, defense + 3000)
    while game.state.values["active"] == 1:
        legal(game, NextStep(1))
    legal(game, NextStep(0))  # the Draw Step passes: the defense ends
    assert _def(game, 0) == defense


@pytest.mark.parametrize(
    ("card_id", "check"),
    [
        ("GF-R86", "draw2"),  # Kitty Love
        ("GF-TC8", "opponent_spirit-1"),  # Shinobi of the Spirit World
        ("GF-C55", "opponent_mill1"),  # Deadly Attack
        ("DT-U8", "both_mill5"),  # King Yama's Wrath
        ("GF-C82", "heal_both"),  # Time Out
        ("GF-TC9", "concede"),  # Unconscious
        ("DT-C72", "atk+2000_opp-2000"),  # Defiant Stance
        ("GF-ST97", "nothing"),  # Feast of Souls: the fighter (Kurama) is no villain
        ("GF-C67", "opponent_discard1"),  # Zombies on the Hunt: one card at random
        ("GF-R84", "spirit+3_draw1"),  # All For One: every character is of Team Urameshi
        ("GF-ST103", "opponent_shuffle"),  # Stunned
    ],
)
def test_an_event_applies_its_effects_when_played(card_id: str, check: str) -> None:
    game = game_at("main")
    state = game.state
    set_spirit(game, 1, 3)
    own, other = fighter(state, 0), fighter(state, 1)
    assert own is not None and other is not None
    state.cards[own].rotation = state.cards[other].rotation = 90
    decks = [len(state.zones[zone(s, "deck")].cards) for s in (0, 1)]
    their_deck = list(state.zones[zone(1, "deck")].cards)
    their_hand = len(hand(game, 1))
    cards_in_hand = len(hand(game, 0))
    atk0, atk1 = _atk(game, 0), _atk(game, 1)
    _play(game, card_id)
    state = game.state
    if check == "draw2":
        assert len(hand(game, 0)) == cards_in_hand + 2
    elif check == "opponent_spirit-1":
        assert state.counters[1]["spirit"] == 2
    elif check == "opponent_mill1":
        assert len(state.zones[zone(1, "deck")].cards) == decks[1] - 1
    elif check == "both_mill5":
        assert [len(state.zones[zone(s, "deck")].cards) for s in (0, 1)] == [d - 5 for d in decks]
    elif check == "heal_both":
        assert state.cards[own].rotation == state.cards[other].rotation == 0
    elif check == "concede":
        assert state.values[V_MATCH] == 2 and state.counters[1][C_MATCH_WINS] == 1
    elif check == "atk+2000_opp-2000":
        assert (_atk(game, 0), _atk(game, 1)) == (atk0 + 2000, max(0, atk1 - 2000))
    elif check == "opponent_discard1":
        assert len(hand(game, 1)) == their_hand - 1
        assert len(state.zones[zone(1, "discard")].cards) == 1
    elif check == "spirit+3_draw1":
        assert state.counters[0]["spirit"] == 10  # 9 + 3, within the cap of 10
        assert len(hand(game, 0)) == cards_in_hand + 1
    elif check == "opponent_shuffle":
        assert sorted(state.zones[zone(1, "deck")].cards) == sorted(their_deck)
        assert game.log[-1].chance  # the shuffle is a recorded chance event
    else:
        assert state.counters[0]["spirit"] == 9 and len(hand(game, 0)) == cards_in_hand


def _attack_step_with(card_id: str) -> tuple[Controller, int]:
    game = game_at("main")
    uid = new_fighter(game, 0, card_id)
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    return game, uid


def test_an_attacks_effect_applies_when_it_is_declared() -> None:
    game, risho = _attack_step_with("GF-C1")  # Risho, attack 1: +2,000 DEF until the Draw Step
    defense = _def(game, 0)
    legal(game, AttackWith(0, risho, 0, tuple(hand(game, 0)[:2])))
    assert _def(game, 0) == defense + 2000
    game.undo()
    assert _def(game, 0) == defense
    game, touya = _attack_step_with("GF-C30")  # Touya: draw a card
    cards_in_hand = len(hand(game, 0))
    legal(game, AttackWith(0, touya, 0, tuple(hand(game, 0)[:2])))
    assert len(hand(game, 0)) == cards_in_hand - 2 + 1


def test_an_attack_can_shuffle_a_kind_of_card_back_into_the_deck() -> None:
    game, karasu = _attack_step_with("GF-ST40")  # Karasu, attack 1: every Item back
    items = [put(game, 0, "GF-C113", "discard"), put(game, 0, "GF-C114", "discard")]
    event = put(game, 0, "GF-C57", "discard")
    legal(game, AttackWith(0, karasu, 0, tuple(hand(game, 0)[:1])))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in items)
    assert game.state.cards[event].zone == zone(0, "discard")


def test_a_condition_on_the_opposing_fighter() -> None:
    game, miyuki = _attack_step_with("GF-C23")  # +3,000 if the opposing fighter has no symbol
    legal(game, AttackWith(0, miyuki, 0, tuple(hand(game, 0)[:1])))
    assert _atk(game, 0) == 3000  # Karasu has the Toguro symbol: no bonus
    game, miyuki = _attack_step_with("GF-C23")
    new_fighter(game, 1, "GF-C17")  # Hirue, Team Ronin: no Team Symbol
    legal(game, AttackWith(0, miyuki, 0, tuple(hand(game, 0)[:1])))
    assert _atk(game, 0) == 6000


def test_a_per_count_is_taken_when_the_attack_is_declared() -> None:
    game, genkai = _attack_step_with("GF-P1")  # Genkai: +1,000 ATK per card in hand
    legal(game, AttackWith(0, genkai, 0, tuple(hand(game, 0)[:1])))
    left = len(hand(game, 0))
    assert _atk(game, 0) == 3000 + 1000 * left


def test_every_automated_event_can_be_played() -> None:
    """Each Event all of whose effects the rules apply plays without error, and its play is
    undone to the state before it (unless it showed hidden cards, which is never undone)."""
    undone = 0
    for card in default_database().by_game("yyh"):
        if not isinstance(card, YyhEvent) or not card.effects:
            continue
        if any(e.do in ("by_hand", "answer_only", "needs_fifth") for e in card.effects):
            continue  # an answer to an attack, a Match Slot 5 wanted: in test_dt_more.py
        if any(e.do == "end_step" for e in card.effects):
            continue  # played in the End Step: in test_dt_sideline.py
        game = game_at("main")
        set_spirit(game, 0, 10)
        uid = put(game, 0, card.id, "hand")
        game.state.derived.clear()  # the card placed: no list worked out before answers
        before = game.state.copy()
        play = next(  # the first offered play at once (with its picks, for a pick effect)
            a for a in game.ruleset.legal_actions(game.state, 0)
            if isinstance(a, PlayEvent) and a.card == uid
        )  # fmt: skip
        legal(game, play)
        if game.undo() is None:
            continue
        assert game.state == before, card.id
        undone += 1
    assert undone >= 5


_SIMPLE = {"atk", "def", "spirit", "draw", "mill", "heal", "damage", "extra_attack"}


def _one_time_cards() -> list[str]:
    """Every bundled Event, Character and Technique with an Event's or an attack's effects of
    the simple kinds, none conditional or counted (each checked below by its data)."""
    out = []
    for card in default_database().by_game("yyh"):
        timed = [e for e in card.effects if e.when in ("on_play", "on_attack")]
        if timed and all(
            e.do in _SIMPLE
            and e.only_if is None
            and getattr(e, "per", None) is None
            and getattr(e, "whom", None) != "named"  # a named character: in its own test
            for e in timed
        ):
            out.append(card.id)
    return out


def _numbers(game: Controller) -> dict[str, int]:
    state = game.state
    out = {"allowed": int(state.values.get("attacks_allowed", 1))}
    for s in (0, 1):
        own = fighter(state, s)
        assert own is not None
        out |= {
            f"hand{s}": len(hand(game, s)),
            f"deck{s}": len(state.zones[zone(s, "deck")].cards),
            f"spirit{s}": state.counters[s]["spirit"],
            f"atk{s}": _atk(game, s),
            f"def{s}": _def(game, s),
            f"damage{s}": state.cards[own].rotation // 90,
        }
    return out


@pytest.mark.parametrize("card_id", _one_time_cards())
def test_each_one_time_effect_makes_the_change_its_data_says(card_id: str) -> None:
    """A position where the card's effects apply (its Event played, or the attack that has
    them declared) and the change each effect of its data must make; undone, the numbers are
    as before, and done again, as after."""
    card = default_database()[card_id]
    assert isinstance(card, YyhCardBase)
    attack = next((e.attack for e in card.effects if e.when == "on_attack"), None)
    game = game_at("main")
    state = game.state
    for s in (0, 1):  # a point of damage on each fighter, for healing to show
        state.cards[fighter(state, s) or 0].rotation = 90
    set_spirit(game, 1, 5)
    for _ in range(6):  # enough cards in hand for any Attack Cost
        put(game, 0, "GF-C57", "hand")
    if isinstance(card, YyhEvent):
        uid, cost = put(game, 0, card_id, "hand"), 0
    elif isinstance(card, Technique):
        set_spirit(game, 0, 10)
        uid = put(game, 0, card_id, "hand")
        legal(game, Attach(0, uid, fighter(state, 0) or 0))
        cost = card.attack.cost if card.attack is not None else 0
    else:
        uid = new_fighter(game, 0, card_id)
        cost = card.attacks[(attack or 1) - 1].cost  # type: ignore[attr-defined]
    if attack is not None:
        while state.values["step"] != "attack":
            legal(game, NextStep(0))
    set_spirit(game, 0, 5)
    before = _numbers(game)
    if attack is None:
        legal(game, PlayEvent(0, uid, lasting(game, uid)))
    else:
        legal(game, AttackWith(0, uid, attack - 1, tuple(hand(game, 0)[:cost])))
    expected = dict(before)
    expected["hand0"] -= 1 if attack is None else cost
    if isinstance(card, YyhEvent):
        expected["spirit0"] -= card.spirit_cost
    for effect in card.effects:
        if effect.when not in ("on_play", "on_attack") or effect.attack != attack:
            continue
        you = getattr(effect, "side", "you") == "you"
        side = 0 if you else 1
        match effect.do:
            case "draw":
                expected[f"hand{side}"] += effect.count  # type: ignore[union-attr]
                expected[f"deck{side}"] -= effect.count  # type: ignore[union-attr]
            case "mill":
                side = 1 if effect.side == "opponent" else 0  # type: ignore[union-attr]
                expected[f"deck{side}"] -= effect.count  # type: ignore[union-attr]
            case "spirit":
                key = f"spirit{side}"
                expected[key] = max(0, min(10, expected[key] + effect.amount))  # type: ignore[union-attr]
            case "heal" | "damage":
                key = f"damage{0 if effect.whom == 'fighter' else 1}"  # type: ignore[union-attr]
                change = effect.points if effect.do == "damage" else -effect.points  # type: ignore[union-attr]
                expected[key] = max(0, expected[key] + change)
            case "extra_attack":
                expected["allowed"] += 1
            case _:  # atk / def
                key = f"{effect.do}{0 if effect.whom == 'fighter' else 1}"  # type: ignore[union-attr]
                floor = 0 if effect.do == "atk" else 1
                expected[key] = max(floor, expected[key] + effect.amount)  # type: ignore[union-attr]
    assert _numbers(game) == expected
    if game.history.can_undo:
        assert game.undo() is not None and _numbers(game) == before  # the card undone
        assert game.redo() is not None and _numbers(game) == expected  # and played again
    else:  # only a card that shows cards (a draw, a mill) closes undo
        assert {e.do for e in card.effects} & {"draw", "mill"}, card_id
