"""More Saiyan Saga cards applied by the rules (rules generation 3), one case a card: the
position where its effect applies, the plays, and the change they must make; each case's plays
undo and redo."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.effect_models import automated
from tabletop.engine import Controller
from tabletop.engine.state import GameState
from tabletop.games.dbgt import combat, combat_effects, legal
from tabletop.games.dbgt.actions import (
    Attack,
    Capture,
    DeclareCombat,
    Defend,
    DefenderDraw,
    Pass,
    PlayCard,
    Take,
    UseCard,
)

from .effect_cases import ATTACK_OF, combat_position, submit, undo_and_redo
from .helpers import arrange, ruleset, set_step, to_hand
from .test_combat_effects import _mp

#: The cards these cases use, added to both Life Decks.
CARDS = (
    "SAI-128",
    "SAI-144",
    "SAI-P7",
    "SAI-75",
    "SAI-127",
    "SAI-136",
    "SAI-137",
    "SAI-40",
    "SAI-41",
    "SAI-117",
    "SAI-118",
    "SAI-BK2",
    "SAI-BK5",
    "SAI-204",
    "SAI-229",
    "SAI-16",
    "SAI-140",
    "SAI-141",
    "SAI-88",
    "SAI-146",
    "SAI-138",
    "SAI-135",
    "SAI-130",
    "SAI-164",
    "SAI-32",
    "SAI-197",
    "SAI-BK6",
    "SAI-237",
    "SAI-15",
    "SAI-BK3",
    "SAI-222",
    "SAI-214",
    "SAI-87",
    "SAI-246",
    "SAI-243",
    "SAI-139",
    "SAI-45",
    "SAI-250",
    "SAI-195",
)

Ctx = dict[str, Any]


def _count(state: GameState, zone: str) -> int:
    return len(state.zones[zone].cards)


def _place(state: GameState, seat: int, card_id: str, zone: str) -> int:
    uid = to_hand(state, seat, card_id)
    arrange(state).move(uid, f"p{seat}.{zone}", face_up=True)
    return uid


@dataclass(frozen=True)
class Case:
    """A card, its position (``arrange``), the plays, and the change (``expect``)."""

    card: str
    arrange: Callable[[Controller], Ctx]
    plays: Callable[[Controller, Ctx], None]
    expect: Callable[[GameState, GameState, Ctx], None]


# ---------------------------------------------------------------- entering Combat


def _drill_before_combat(seat: int, card_id: str) -> Callable[[Controller], Ctx]:
    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "declare")
        _place(state, seat, card_id, "drills")
        return {}

    return arrange_it


def _enter_combat(game: Controller, ctx: Ctx) -> None:
    submit(game, DeclareCombat(0))
    submit(game, DefenderDraw(0))


def _hand_grew(seat: int, by: int) -> Callable[[GameState, GameState, Ctx], None]:
    def expect(before: GameState, after: GameState, ctx: Ctx) -> None:
        assert _count(after, f"p{seat}.hand") - _count(before, f"p{seat}.hand") == by

    return expect


# ---------------------------------------------------------------- defenses and armour


def _power_in_control(card_id: str) -> Callable[[Controller], Ctx]:
    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        uid = _place(state, 1, card_id, "ally1")
        tx = arrange(state)
        tx.set_card_counter(uid, "stage", 5)
        tx.set_card_counter(_mp(state, 1), "stage", 1)
        tx.set_value("control1", uid)
        return {"power": uid, "attack": to_hand(state, 0, ATTACK_OF["energy"])}

    return arrange_it


def _power_defends(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["attack"]))
    assert Defend(1, ctx["power"]) in game.ruleset.legal_actions(game.state, 1)
    submit(game, Defend(1, ctx["power"]))


def _nothing_lost(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p1.life_deck") == _count(before, "p1.life_deck")


def _attack_taken(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["attack"]))
    submit(game, Take(1))


# ---------------------------------------------------------------- after damage


def _drill_and_attack(seat: int, card_id: str, kind: str) -> Callable[[Controller], Ctx]:
    """``card_id`` a Drill of ``seat``; seat 1's discard pile's bottom card noted; seat 0 holds
    an attack of ``kind``."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        _place(state, seat, card_id, "drills")
        bottom = _place(state, 1, "SAI-1", "discard")
        _place(state, 1, "SAI-17", "discard")
        return {"attack": to_hand(state, 0, ATTACK_OF[kind]), "bottom": bottom}

    return arrange_it


def _bottom_drawn(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["bottom"]].zone == "p1.hand"
    assert _count(after, "p1.hand") == _count(before, "p1.hand") + 1


def _attacker_drew(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p0.hand") == _count(before, "p0.hand") - 1 + 1


# ---------------------------------------------------------------- a defense that costs a card


def _costly_defense(card_id: str, kind: str) -> Callable[[Controller], Ctx]:
    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        defense = to_hand(state, 1, card_id)
        paid = to_hand(state, 1, "SAI-1")
        return {"attack": to_hand(state, 0, ATTACK_OF[kind]), "defense": defense, "paid": paid}

    return arrange_it


def _defend_paying(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["attack"]))
    state = game.state
    offered = [
        a
        for a in game.ruleset.legal_actions(state, 1)
        if getattr(a, "card", None) == ctx["defense"]
    ]
    others = [c for c in state.zones["p1.hand"].cards if c != ctx["defense"]]
    assert offered == [
        Defend(1, ctx["defense"]),
        *(Defend(1, ctx["defense"], discard=(c,)) for c in others),
    ]
    submit(game, Defend(1, ctx["defense"], discard=(ctx["paid"],)))


def _stopped_and_paid(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p1.life_deck") == _count(before, "p1.life_deck")
    assert after.cards[ctx["paid"]].zone == "p1.discard"
    assert _count(after, "p1.hand") == _count(before, "p1.hand") - 2


# ---------------------------------------------------------------- a hero or a villain opponent


def _seat_1_attacks_with(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 1 (Vegeta, a villain) in its attack phase against seat 0 (Goku, a hero), holding
    ``card_id``; both players' anger at 2."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "combat", phase=1, passes=0, combat_declared=True)
        for seat in (0, 1):
            arrange(state).set_counter(seat, "anger", 2)
        return {"card": to_hand(state, 1, card_id)}

    return arrange_it


def _seat_1_plays(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(1, ctx["card"]))


def _hero_milled(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p0.life_deck") == _count(before, "p0.life_deck") - 1
    assert after.cards[ctx["card"]].zone == "p1.removed"


def _angers(zero: int, one: int) -> Callable[[GameState, GameState, Ctx], None]:
    def expect(before: GameState, after: GameState, ctx: Ctx) -> None:
        assert [after.counters[seat].get("anger", 0) for seat in (0, 1)] == [zero, one]

    return expect


def _uses(seat: int, card_id: str) -> Callable[[Controller], Ctx]:
    """``seat`` uses the Non-Combat card ``card_id`` from its Setups; anger: 3 and 2."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        uid = _place(state, seat, card_id, "setups")
        set_step(state, "main", active=seat)
        arrange(state).set_counter(0, "anger", 3)
        arrange(state).set_counter(1, "anger", 2)
        return {"card": uid, "seat": seat}

    return arrange_it


def _use(game: Controller, ctx: Ctx) -> None:
    submit(game, UseCard(ctx["seat"], ctx["card"]))


def _pausing(game: Controller) -> Ctx:
    state = game.state
    arrange(state).set_card_counter(_mp(state, 0), "stage", 3)  # 1 once the attack is paid
    for card in ("SAI-1", "SAI-17", "SAI-66"):
        _place(state, 1, card, "discard")
    top_two = state.zones["p1.discard"].cards[-2:]
    return {
        "attack": to_hand(state, 0, ATTACK_OF["energy"]),
        "defense": to_hand(state, 1, "SAI-204"),
        "top_two": top_two,
    }


def _defend(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["attack"]))
    submit(game, Defend(1, ctx["defense"]))


def _paused(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert all(after.cards[c].zone == "p1.hand" for c in ctx["top_two"])
    mp0 = _mp(after, 0)
    assert after.cards[mp0].counters.get("stage") == 1 + 5
    assert after.cards[ctx["defense"]].zone == "p1.removed"


def _with_allies(game: Controller) -> Ctx:
    state = game.state
    for zone, ally in (("ally1", "SAI-182"), ("ally2", "SAI-185")):
        _place(state, 0, ally, zone)
    return {"card": to_hand(state, 0, "SAI-229")}


def _attack_alone(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["card"]))


def _two_milled(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p1.life_deck") == _count(before, "p1.life_deck") - 2
    assert after.cards[ctx["card"]].zone == "p0.removed"


# ---------------------------------------------------------------- life cards prevented


def _sparing(
    card_id: str, zone: str, kind: str, foe_ally: bool = False
) -> Callable[[Controller], Ctx]:
    """Seat 1's Main Personality at stage 0 (stages become life cards), ``card_id`` in its
    ``zone``; seat 0 holds an attack of ``kind`` (and an ally in play)."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        arrange(state).set_card_counter(_mp(state, 1), "stage", 0)
        if foe_ally:
            _place(state, 0, "SAI-182", "ally1")
        attack = to_hand(state, 0, ATTACK_OF[kind])
        plain = combat.preview_attack(ruleset().facts, state, 0, attack)
        _place(state, 1, card_id, zone)
        return {"attack": attack, "plain": int(plain["stages"]) + int(plain["life"])}

    return arrange_it


def _one_fewer(before: GameState, after: GameState, ctx: Ctx) -> None:
    lost = _count(before, "p1.life_deck") - _count(after, "p1.life_deck")
    assert lost == ctx["plain"] - 1 > 0


# ---------------------------------------------------------------- Drills that change a rule


def _cheaper(game: Controller) -> Ctx:
    state = game.state
    attack = to_hand(state, 0, ATTACK_OF["energy"])  # the rules' energy cost: 2
    _place(state, 0, "SAI-146", "drills")
    arrange(state).set_card_counter(_mp(state, 0), "stage", 3)
    return {"attack": attack}


def _paid_one(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[_mp(after, 0)].counters.get("stage") == 3 - 1


def _cradle(game: Controller) -> Ctx:
    ctx = _sparing("SAI-138", "drills", "energy")(game)
    arrange(game.state).set_card_counter(_mp(game.state, 0), "stage", 8)
    return ctx


def _foe_lowered(before: GameState, after: GameState, ctx: Ctx) -> None:
    lost = _count(before, "p1.life_deck") - _count(after, "p1.life_deck")
    assert lost == ctx["plain"] > 0
    paid = 2  # the energy attack's cost
    assert after.cards[_mp(after, 0)].counters.get("stage") == max(0, 8 - paid - lost)


def _arm_bar(game: Controller) -> Ctx:
    state = game.state
    _place(state, 1, "SAI-135", "drills")
    return {"attack": to_hand(state, 0, ATTACK_OF["energy"])}


def _gohan_in_control(game: Controller) -> Ctx:
    ctx = _power_in_control("SAI-164")(game)
    return {**ctx, "anger": game.state.counters[1].get("anger", 0)}


def _angrier(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.counters[1].get("anger", 0) == ctx["anger"] + 1


def _foe_cards(card_id: str, target: str) -> Callable[[Controller], Ctx]:
    """Seat 0 uses ``card_id`` from its Setups; seat 1 has a Drill (SAI-131), an ally (SAI-182)
    and a Non-Combat card (SAI-88) in play; ``target`` names the one to remove."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        ctx = _uses(0, card_id)(game)
        placed = {
            "drill": _place(state, 1, "SAI-131", "drills"),
            "ally": _place(state, 1, "SAI-182", "ally1"),
            "non_combat": _place(state, 1, "SAI-88", "setups"),
        }
        return {**ctx, "placed": placed, "target": placed[target]}

    return arrange_it


def _use_on(game: Controller, ctx: Ctx) -> None:
    offered = {
        a.target
        for a in game.ruleset.legal_actions(game.state, 0)
        if isinstance(a, UseCard) and a.card == ctx["card"]
    }
    effect = next(iter(default_database().get(game.state.cards[ctx["card"]].card_id).effects))  # type: ignore[union-attr]
    assert offered == {ctx["placed"][what] for what in effect.what}  # type: ignore[attr-defined]
    submit(game, UseCard(0, ctx["card"], ctx["target"]))


def _target_removed(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["target"]].zone == "p1.removed"
    assert after.cards[ctx["card"]].zone == "p0.removed"


def _foe_ball(game: Controller) -> Ctx:
    ctx = _uses(0, "SAI-BK3")(game)
    ball = _place(game.state, 1, "SAI-15", "dragon_balls")
    return {**ctx, "target": ball}


def _steal(game: Controller, ctx: Ctx) -> None:
    offered = [
        a
        for a in game.ruleset.legal_actions(game.state, 0)
        if getattr(a, "card", None) == ctx["card"]
    ]
    assert offered == [UseCard(0, ctx["card"], ctx["target"])]
    submit(game, offered[0])


def _stolen(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert ruleset().facts.ball_controller(after, ctx["target"]) == 0
    assert after.cards[ctx["card"]].zone == "p0.removed"


def _bulma_finds(game: Controller) -> Ctx:
    ctx = _uses(0, "SAI-222")(game)
    _place(game.state, 0, "SAI-87", "ally1")  # Bulma
    return {**ctx, "target": _place(game.state, 1, "SAI-15", "dragon_balls")}


def _father_save(game: Controller) -> Ctx:
    _place(game.state, 0, "SAI-164", "ally1")  # Gohan, the ally of Goku (seat 0's MP)
    return {"card": to_hand(game.state, 0, "SAI-214")}


def _next_phase_stopped(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert combat_effects.stopped(after, 0, "physical") and combat_effects.stopped(
        after, 0, "energy"
    )


def _saibaimen(with_another: bool) -> Callable[[Controller], Ctx]:
    """Seat 0's ally Saibaimen Lv4 (SAI-246) in control at stage 5 (another Saibaimen ally
    beside it, or none)."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        uid = _place(state, 0, "SAI-246", "ally1")
        if with_another:
            _place(state, 0, "SAI-243", "ally2")
        tx = arrange(state)
        tx.set_card_counter(uid, "stage", 5)
        tx.set_card_counter(_mp(state, 0), "stage", 1)
        tx.set_value("control0", uid)
        return {"attack": uid}

    return arrange_it


def _five_life(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == 5


def _wrist_control(game: Controller) -> Ctx:
    """Seat 1 (Vegeta, the stronger, with a Drill adding 2 stages) attacks in its phase; seat 0
    holds Red Wrist Control Drill (SAI-139); both Main Personalities at their top stage."""
    state = game.state
    facts = ruleset().facts
    set_step(state, "combat", phase=1, passes=0, combat_declared=True)
    for seat in (0, 1):
        mp = _mp(state, seat)
        arrange(state).set_card_counter(mp, "stage", facts.top_stage(state, mp))
    _place(state, 0, "SAI-139", "drills")
    _place(state, 1, "SAI-131", "drills")  # the attacker's physical attacks: +2 stages
    return {"attack": to_hand(state, 1, ATTACK_OF["physical"])}


def _seat_1_attack_taken(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(1, ctx["attack"]))
    submit(game, Take(0))


def _foe_lowered_per_three(before: GameState, after: GameState, ctx: Ctx) -> None:
    mp0, mp1 = _mp(after, 0), _mp(after, 1)
    lost = before.cards[mp0].counters["stage"] - after.cards[mp0].counters.get("stage", 0)
    assert lost >= 3
    dropped = before.cards[mp1].counters["stage"] - after.cards[mp1].counters.get("stage", 0)
    assert dropped == lost // 3


def _hero_spared(game: Controller) -> Ctx:
    """Seat 1 (a villain) attacks twice with energy attacks; seat 0 (Goku, a hero) answers the
    first with Chiaotzu's Physical Defense (SAI-250)."""
    state = game.state
    facts = ruleset().facts
    set_step(state, "combat", phase=1, passes=0, combat_declared=True)
    mp1 = _mp(state, 1)
    arrange(state).set_card_counter(mp1, "stage", facts.top_stage(state, mp1))
    first = to_hand(state, 1, ATTACK_OF["energy"])
    return {"first": first, "defense": to_hand(state, 0, "SAI-250")}


def _defend_then_take(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(1, ctx["first"]))
    submit(game, Defend(0, ctx["defense"]))
    submit(game, Pass(0))
    second = to_hand(game.state, 1, ATTACK_OF["energy"])
    plain = combat.attack_damage(ruleset().facts, game.state, 1, second, "energy")
    ctx["plain"] = int(plain["life"])  # before what the card spares
    preview = combat.preview_attack(ruleset().facts, game.state, 1, second)
    assert int(preview["life"]) == ctx["plain"] - 1  # the preview counts it
    ctx["deck"] = _count(game.state, "p0.life_deck")
    submit(game, Attack(1, second))
    submit(game, Take(0))


def _hero_lost_one_fewer(before: GameState, after: GameState, ctx: Ctx) -> None:
    lost = ctx["deck"] - _count(after, "p0.life_deck")
    assert lost == ctx["plain"] - 1 > 0


def _hero_advantage(pile: int) -> Callable[[Controller], Ctx]:
    """Seat 1 is to declare Combat against seat 0 (Goku, a hero), who has Hero Advantage
    (SAI-195) in play and ``pile`` cards in its discard pile."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "declare", active=1, combat_declared=False)
        uid = _place(state, 0, "SAI-195", "setups")
        for card in ("SAI-1", "SAI-17", "SAI-66")[:pile]:
            _place(state, 0, card, "discard")
        return {"card": uid, "pile": list(state.zones["p0.discard"].cards)}

    return arrange_it


def _seat_1_enters_combat(game: Controller, ctx: Ctx) -> None:
    submit(game, DeclareCombat(1))
    submit(game, DefenderDraw(1))


def _drew_the_pile(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert all(after.cards[c].zone == "p0.hand" for c in ctx["pile"])
    assert _count(after, "p0.life_deck") == _count(before, "p0.life_deck")
    assert after.cards[ctx["card"]].zone == "p0.removed"


# ---------------------------------------------------------------- Dragon Balls


def _ball_in_hand(card_id: str) -> Callable[[Controller], Ctx]:
    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "non_combat")
        for card in ("SAI-1", "SAI-17", "SAI-66"):
            _place(state, 0, card, "discard")
        top = state.zones["p0.discard"].cards[-1]
        return {"ball": to_hand(state, 0, card_id), "top": top}

    return arrange_it


def _ball_at_foe_stage(card_id: str, stage: int) -> Callable[[Controller], Ctx]:
    def arrange_it(game: Controller) -> Ctx:
        arrange(game.state).set_card_counter(_mp(game.state, 1), "stage", stage)
        return _ball_in_hand(card_id)(game)

    return arrange_it


def _foe_at_stage(stage: int) -> Callable[[GameState, GameState, Ctx], None]:
    def expect(before: GameState, after: GameState, ctx: Ctx) -> None:
        assert after.cards[_mp(after, 1)].counters.get("stage") == stage

    return expect


def _place_ball(game: Controller, ctx: Ctx) -> None:
    submit(game, PlayCard(0, ctx["ball"]))


def _drew_three_rejuvenated_one(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(after, "p0.hand") == _count(before, "p0.hand") - 1 + 3
    assert after.zones["p0.life_deck"].cards[0] == ctx["top"]
    assert _count(after, "p0.discard") == _count(before, "p0.discard") - 1


CASES = (
    Case("SAI-128", _drill_before_combat(0, "SAI-128"), _enter_combat, _hand_grew(0, 1)),
    Case("SAI-144", _drill_before_combat(1, "SAI-144"), _enter_combat, _hand_grew(1, 3 + 1)),
    Case("SAI-P7", _power_in_control("SAI-P7"), _power_defends, _nothing_lost),
    Case("SAI-127", _drill_and_attack(0, "SAI-127", "energy"), _attack_taken, _attacker_drew),
    Case("SAI-136", _drill_and_attack(1, "SAI-136", "energy"), _attack_taken, _bottom_drawn),
    Case("SAI-137", _drill_and_attack(1, "SAI-137", "physical"), _attack_taken, _bottom_drawn),
    Case("SAI-40", _costly_defense("SAI-40", "energy"), _defend_paying, _stopped_and_paid),
    Case("SAI-41", _costly_defense("SAI-41", "physical"), _defend_paying, _stopped_and_paid),
    Case("SAI-117", _seat_1_attacks_with("SAI-117"), _seat_1_plays, _hero_milled),
    Case("SAI-118", _seat_1_attacks_with("SAI-118"), _seat_1_plays, _angers(0, 2)),
    Case("SAI-BK5", _uses(1, "SAI-BK5"), _use, _angers(0, 2)),
    Case("SAI-BK2", _uses(0, "SAI-BK2"), _use, _angers(0, 1)),  # 3 + 2: a level up, 0
    Case("SAI-204", _pausing, _defend, _paused),
    Case("SAI-229", _with_allies, _attack_alone, _two_milled),
    Case("SAI-16", _ball_at_foe_stage("SAI-16", 7), _place_ball, _foe_at_stage(2)),
    Case("SAI-140", _sparing("SAI-140", "drills", "energy"), _attack_taken, _one_fewer),
    Case("SAI-141", _sparing("SAI-141", "drills", "physical", True), _attack_taken, _one_fewer),
    Case("SAI-88", _sparing("SAI-88", "setups", "physical"), _attack_taken, _one_fewer),
    Case("SAI-146", _cheaper, _attack_taken, _paid_one),
    Case("SAI-138", _cradle, _attack_taken, _foe_lowered),
    Case("SAI-135", _arm_bar, _attack_taken, _nothing_lost),
    Case("SAI-164", _gohan_in_control, _attack_taken, _angrier),
    Case("SAI-32", _foe_cards("SAI-32", "drill"), _use_on, _target_removed),
    Case("SAI-197", _foe_cards("SAI-197", "non_combat"), _use_on, _target_removed),
    Case("SAI-BK6", _foe_cards("SAI-BK6", "ally"), _use_on, _target_removed),
    Case("SAI-BK3", _foe_ball, _steal, _stolen),
    Case("SAI-222", _bulma_finds, _steal, _stolen),
    Case("SAI-214", _father_save, _attack_alone, _next_phase_stopped),
    Case("SAI-246", _saibaimen(True), _attack_taken, _five_life),
    Case("SAI-139", _wrist_control, _seat_1_attack_taken, _foe_lowered_per_three),
    Case("SAI-250", _hero_spared, _defend_then_take, _hero_lost_one_fewer),
    Case("SAI-195", _hero_advantage(3), _seat_1_enters_combat, _drew_the_pile),
    Case("SAI-75", _ball_in_hand("SAI-75"), _place_ball, _drew_three_rejuvenated_one),
)


@pytest.mark.parametrize("case", CASES, ids=[c.card for c in CASES])
def test_the_card_applies_undoes_and_redoes(case: Case) -> None:
    assert automated(default_database().get(case.card).effects)  # type: ignore[union-attr]
    game = combat_position(*CARDS)
    ctx = case.arrange(game)
    before, start = game.state.copy(), len(game.log)
    case.plays(game, ctx)
    after = game.state.copy()
    case.expect(before, after, ctx)
    undo_and_redo(game, start, before)


def test_a_once_a_combat_drill_draws_for_the_first_success_only() -> None:
    """Black Takedown Drill (SAI-127): a second successful attack in the Combat draws none."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _drill_and_attack(0, "SAI-127", "energy")(game)
    _attack_taken(game, ctx)
    submit(game, Pass(1))
    second = to_hand(state, 0, ATTACK_OF["energy"])
    hand = _count(state, "p0.hand")
    _attack_taken(game, {"attack": second})
    assert _count(state, "p0.hand") == hand - 1


def test_a_drill_alone_of_its_style_does_nothing_beside_another() -> None:
    """Black Free-Style Drill (SAI-136) beside another Black Drill: no draw."""
    game = combat_position(*CARDS, "SAI-127")
    state = game.state
    ctx = _drill_and_attack(1, "SAI-136", "energy")(game)
    _place(state, 1, "SAI-127", "drills")
    _attack_taken(game, ctx)
    assert state.cards[ctx["bottom"]].zone == "p1.discard"


def test_a_defense_that_costs_a_card_needs_another_in_hand() -> None:
    """Straining Energy Defense Move (SAI-40): not with itself, not from an empty hand; with
    no card named, the first other card of the hand pays; the table asks which."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _costly_defense("SAI-40", "energy")(game)
    submit(game, Attack(0, ctx["attack"]))
    assert legal.legal_actions(game.ruleset, state, 1) == legal.legal_by_verdict(
        game.ruleset, state, 1
    )
    defense = ctx["defense"]
    assert (
        game.check(Defend(1, defense, discard=(defense,))).code == "dbgt.discard_cost_not_in_hand"
    )
    first = next(c for c in state.zones["p1.hand"].cards if c != defense)
    (choice,) = game.ruleset.choices(state, Defend(1, defense))
    assert (choice.field, choice.suggested) == ("discard", (first,))
    for card in [c for c in state.zones["p1.hand"].cards if c != defense]:
        arrange(state).move(card, "p1.discard", face_up=True)
    assert game.check(Defend(1, defense)).code == "dbgt.discard_cost_none"
    assert Defend(1, defense) not in game.ruleset.legal_actions(state, 1)
    assert legal.legal_actions(game.ruleset, state, 1) == legal.legal_by_verdict(
        game.ruleset, state, 1
    )


def test_an_effect_on_a_hero_opponent_spares_a_villain() -> None:
    """Raditz Energy Wall (SAI-117) played against Vegeta (a villain): no card discarded."""
    game = combat_position(*CARDS)
    state = game.state
    card = to_hand(state, 0, "SAI-117")
    deck = _count(state, "p1.life_deck")
    submit(game, Attack(0, card))
    assert _count(state, "p1.life_deck") == deck


def test_a_once_a_combat_prevention_spares_the_first_attack_only() -> None:
    """Red Reading Drill (SAI-140): the second attack of the Combat discards all it deals;
    Blue Enemies Drill (SAI-141) spares nothing while the opponent has no ally in play."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _sparing("SAI-140", "drills", "energy")(game)
    _attack_taken(game, ctx)
    submit(game, Pass(1))
    second = to_hand(state, 0, ATTACK_OF["energy"])
    deck = _count(state, "p1.life_deck")
    _attack_taken(game, {"attack": second})
    assert deck - _count(state, "p1.life_deck") == ctx["plain"]
    game = combat_position(*CARDS)
    ctx = _sparing("SAI-141", "drills", "physical")(game)
    deck = _count(game.state, "p1.life_deck")
    _attack_taken(game, ctx)
    assert deck - _count(game.state, "p1.life_deck") == ctx["plain"]


def test_the_arm_bar_drill_stops_nothing_beside_an_orange_drill() -> None:
    """Black Arm Bar Drill (SAI-135) beside an Orange Drill (SAI-130): the attack gets
    through."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _arm_bar(game)
    _place(state, 1, "SAI-130", "drills")
    deck = _count(state, "p1.life_deck")
    _attack_taken(game, ctx)
    assert _count(state, "p1.life_deck") < deck


def test_a_removal_needs_a_card_of_the_kinds_it_names() -> None:
    """Super Saiyan Goku's Power (SAI-BK6) removes an ally, not a Drill, and not without a
    target."""
    game = combat_position(*CARDS, "SAI-131", "SAI-182")
    ctx = _foe_cards("SAI-BK6", "ally")(game)
    drill = ctx["placed"]["drill"]
    assert game.check(UseCard(0, ctx["card"], drill)).code == "dbgt.not_a_foe_target"
    assert game.check(UseCard(0, ctx["card"])).code == "dbgt.not_a_foe_target"


def test_a_guarding_drill_keeps_its_owners_balls_from_capture() -> None:
    """Goku's Capturing Drill (SAI-237): a capture offered to the opponent cannot take a ball
    its owner controls; without the Drill it can."""
    assert automated(default_database().get("SAI-237").effects)  # type: ignore[union-attr]
    game = combat_position(*CARDS)
    state = game.state
    ball = _place(state, 1, "SAI-15", "dragon_balls")
    arrange(state).set_value("capture_offer", 0)
    assert game.check(Capture(0, ball)).legal
    assert Capture(0, ball) in game.ruleset.legal_actions(state, 0)
    drill = _place(state, 1, "SAI-237", "drills")
    assert game.check(Capture(0, ball)).code == "dbgt.balls_guarded"
    assert Capture(0, ball) not in game.ruleset.legal_actions(state, 0)
    assert legal.legal_actions(game.ruleset, state, 0) == legal.legal_by_verdict(
        game.ruleset, state, 0
    )
    arrange(state).move(drill, "p1.discard", face_up=True)
    before, start = state.copy(), len(game.log)
    submit(game, Capture(0, ball))
    undo_and_redo(game, start, before)


def test_a_card_that_needs_an_ally_is_refused_without_it() -> None:
    """Bulma Finds a Dragon Ball (SAI-222) without Bulma, Gohan's Father Save (SAI-214)
    without Gohan: neither is offered, both refused."""
    game = combat_position(*CARDS)
    state = game.state
    save = to_hand(state, 0, "SAI-214")
    assert game.check(Attack(0, save)).code == "dbgt.needs_ally"
    assert not [a for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == save]
    ctx = _foe_ball(game)
    finds = _place(state, 0, "SAI-222", "setups")
    assert game.check(UseCard(0, finds, ctx["target"])).code == "dbgt.needs_ally"
    assert not [
        a for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == finds
    ]


def test_saibaimen_lv4_attacks_only_beside_another_saibaimen() -> None:
    game = combat_position(*CARDS)
    ctx = _saibaimen(False)(game)
    assert game.check(Attack(0, ctx["attack"])).code == "dbgt.needs_ally"
    assert Attack(0, ctx["attack"], "physical") not in game.ruleset.legal_actions(game.state, 0)


def test_saiyan_city_destruction_skips_this_turns_combat() -> None:
    """Saiyan City Destruction (SAI-45), used in the Non-Combat step: the discard pile's top
    two go to the bottom of the Life Deck, and Combat may not be declared this turn."""
    assert automated(default_database().get("SAI-45").effects)  # type: ignore[union-attr]
    game = combat_position(*CARDS)
    state = game.state
    uid = _place(state, 0, "SAI-45", "setups")
    for card in ("SAI-1", "SAI-17", "SAI-66"):
        _place(state, 0, card, "discard")
    top_two = state.zones["p0.discard"].cards[-2:]
    set_step(state, "non_combat", active=0, combat_declared=False)
    before, start = state.copy(), len(game.log)
    submit(game, UseCard(0, uid))
    assert set(state.zones["p0.life_deck"].cards[:2]) == set(top_two)
    undo_and_redo(game, start, before)
    set_step(state, "declare", active=0)
    assert game.check(DeclareCombat(0)).code == "dbgt.combat_skipped"
    assert DeclareCombat(0) not in game.ruleset.legal_actions(state, 0)
    assert legal.legal_actions(game.ruleset, state, 0) == legal.legal_by_verdict(
        game.ruleset, state, 0
    )


def test_hero_advantage_needs_three_cards_in_the_discard_pile() -> None:
    """Hero Advantage (SAI-195) with two cards in the pile: the defender draws as usual, and
    the card stays in play."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _hero_advantage(2)(game)
    deck = _count(state, "p0.life_deck")
    _seat_1_enters_combat(game, ctx)
    assert _count(state, "p0.life_deck") < deck
    assert state.cards[ctx["card"]].zone == "p0.setups"
