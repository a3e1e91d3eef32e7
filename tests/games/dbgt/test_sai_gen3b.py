"""Saiyan Saga cards applied by the rules (rules generation 3), the second batch: searches of a
deck, powers used for their effect alone, and the cards after them. One case a card: the
position, the plays, and the change they must make; each case's plays undo and redo (or, when
they shuffle a deck, may not be undone)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.effect_models import automated
from tabletop.cards.models import DragonBall, Drill, Personality
from tabletop.engine import Controller
from tabletop.engine.state import GameState
from tabletop.engine.table_aids import Message
from tabletop.games.dbgt import card_effects, combat, combat_effects, legal, levels
from tabletop.games.dbgt.actions import Attack, Defend, Pass, Take, UseCard

from .effect_cases import combat_position, submit, undo_and_redo
from .helpers import arrange, ruleset, set_step, to_hand
from .test_combat_effects import _mp

#: The cards these cases use, added to both Life Decks.
CARDS = (
    *("SAI-202", "SAI-228", "SAI-BK7", "SAI-240", "SAI-223", "SAI-87", "SAI-130", "SAI-131"),
    *("SAI-P3", "SAI-183", "SAI-238", "SAI-239", "SAI-188", "SAI-189", "SAI-126", "SAI-127"),
    *("SAI-105", "SAI-191", "SAI-140", "SAI-66", "SAI-156", "SAI-218"),
    *("SAI-169", "SAI-203", "SAI-194", "SAI-86", "SAI-208", "SAI-25", "SAI-108", "SAI-113"),
    *("SAI-82", "SAI-163", "SAI-234", "SAI-32", "SAI-207", "SAI-227"),
)

Ctx = dict[str, Any]


def _count(state: GameState, zone: str) -> int:
    return len(state.zones[zone].cards)


def _place(state: GameState, seat: int, card_id: str, zone: str) -> int:
    uid = to_hand(state, seat, card_id)
    arrange(state).move(uid, f"p{seat}.{zone}", face_up=True)
    return uid


def _is(state: GameState, uid: int, kind: type[object]) -> bool:
    return isinstance(ruleset().facts.card(state, uid), kind)


@dataclass(frozen=True)
class Case:
    """A card, its position (``arrange``), the plays, and the change (``expect``)."""

    card: str
    arrange: Callable[[Controller], Ctx]
    plays: Callable[[Controller, Ctx], None]
    expect: Callable[[GameState, GameState, Ctx], None]


def _offered(game: Controller, seat: int, uid: int) -> list[Any]:
    return [
        a
        for a in game.ruleset.legal_actions(game.state, seat)
        if isinstance(a, UseCard) and a.card == uid
    ]


# ---------------------------------------------------------------- searches of a deck


def _ball_search(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0 in its Non-Combat step with ``card_id`` in play; Earth Dragon Ball 1 (SAI-15,
    its placement effect: the Main Personality to its top stage and a card drawn) in its Life
    Deck, Earth Dragon Ball 2 (SAI-16) in play already."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "non_combat", active=0, combat_declared=False)
        card = _place(state, 0, card_id, "setups")
        deck = state.zones["p0.life_deck"].cards
        ball = next(u for u in deck if state.cards[u].card_id == "SAI-15")
        placed = _place(state, 0, "SAI-16", "dragon_balls")
        arrange(state).set_card_counter(_mp(state, 0), "stage", 1)
        balls = sorted(u for u in deck if _is(state, u, DragonBall))
        return {"card": card, "ball": ball, "placed": placed, "balls": balls}

    return arrange_it


def _search_for_ball(game: Controller, ctx: Ctx) -> None:
    offered = _offered(game, 0, ctx["card"])
    assert [a.target for a in offered] == ctx["balls"]  # each ball of the deck, by uid
    assert ctx["placed"] not in ctx["balls"]
    submit(game, UseCard(0, ctx["card"], ctx["ball"]))


def _ball_in_play(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["ball"]].zone == "p0.dragon_balls"
    mp = _mp(after, 0)
    assert after.cards[mp].counters["stage"] == ruleset().facts.top_stage(after, mp)
    assert _count(after, "p0.hand") == _count(before, "p0.hand") + 1  # the ball's draw
    assert after.cards[ctx["card"]].zone == "p0.removed"
    assert sorted(after.zones["p0.life_deck"].cards) == sorted(
        set(before.zones["p0.life_deck"].cards) - {ctx["ball"]} - set(after.zones["p0.hand"].cards)
    )


def _foe_deck(game: Controller) -> Ctx:
    """Seat 0 uses Vegeta's Trick (SAI-240) in its Non-Combat step; a Dragon Ball is the
    second card from the top of seat 1's Life Deck, another the sixth."""
    state = game.state
    set_step(state, "non_combat", active=0, combat_declared=False)
    card = _place(state, 0, "SAI-240", "setups")
    deck = state.zones["p1.life_deck"].cards
    balls = [u for u in deck if _is(state, u, DragonBall)]
    tx = arrange(state)
    tx.move(balls[0], "p1.life_deck", len(deck) - 2, face_up=False)
    tx.move(balls[1], "p1.life_deck", len(deck) - 6, face_up=False)
    assert state.zones["p1.life_deck"].cards[-2] == balls[0]
    return {"card": card, "first": balls[0], "deck": list(state.zones["p1.life_deck"].cards)}


def _use_alone(game: Controller, ctx: Ctx) -> None:
    assert _offered(game, 0, ctx["card"]) == [UseCard(0, ctx["card"])]
    submit(game, UseCard(0, ctx["card"]))


def _first_ball_at_bottom(before: GameState, after: GameState, ctx: Ctx) -> None:
    deck = after.zones["p1.life_deck"].cards
    assert deck[0] == ctx["first"]
    assert sorted(deck) == sorted(ctx["deck"])
    assert after.cards[ctx["card"]].zone == "p0.discard"


def _drill_search(game: Controller) -> Ctx:
    """Seat 0 with its ally Bulma (SAI-87) and Bulma Finds a Drill (SAI-223) in play, in its
    Non-Combat step: an Orange Drill (SAI-130) in its discard pile, another Drill of the same
    style in play (so no other Orange Drill may be found), a Black Drill (SAI-131) in its Life
    Deck."""
    state = game.state
    set_step(state, "non_combat", active=0, combat_declared=False)
    card = _place(state, 0, "SAI-223", "setups")
    _place(state, 0, "SAI-87", "ally1")
    pile = _place(state, 0, "SAI-131", "discard")
    deck = state.zones["p0.life_deck"].cards
    drills = sorted(
        u
        for u in (*deck, pile)
        if _is(state, u, Drill) and ruleset().facts.card(state, u).style != "orange"  # type: ignore[union-attr]
    )
    _place(state, 0, "SAI-130", "drills")
    return {"card": card, "drill": pile, "drills": drills}


def _search_for_drill(game: Controller, ctx: Ctx) -> None:
    offered = _offered(game, 0, ctx["card"])
    assert [a.target for a in offered] == ctx["drills"]
    submit(game, UseCard(0, ctx["card"], ctx["drill"]))


def _drill_in_play(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["drill"]].zone == "p0.drills"
    assert after.cards[ctx["card"]].zone == "p0.discard"
    assert _count(after, "p0.life_deck") == _count(before, "p0.life_deck")


# ---------------------------------------------------------------- powers used for their effects


def _power_in_control(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0, in its attack phase, has ``card_id`` as its ally in control (its Main
    Personality at stage 1); seat 1's Main Personality at stage 5."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        uid = _place(state, 0, card_id, "ally1")
        tx = arrange(state)
        tx.set_card_counter(uid, "stage", 5)
        tx.set_card_counter(_mp(state, 0), "stage", 1)
        tx.set_card_counter(_mp(state, 1), "stage", 5)
        tx.set_value("control0", uid)
        return {"power": uid}

    return arrange_it


def _use_power(game: Controller, ctx: Ctx) -> None:
    offered = [
        a
        for a in game.ruleset.legal_actions(game.state, 0)
        if isinstance(a, Attack) and a.card == ctx["power"]
    ]
    assert offered == [Attack(0, ctx["power"], "physical")]
    assert legal.legal_actions(game.ruleset, game.state, 0) == legal.legal_by_verdict(
        game.ruleset, game.state, 0
    )
    submit(game, Attack(0, ctx["power"]))


def _power_used(change: Callable[[GameState, GameState], None]) -> Callable[..., None]:
    def expect(before: GameState, after: GameState, ctx: Ctx) -> None:
        change(before, after)
        assert "pending" not in after.values and after.values["phase"] == 1
        assert _count(after, "p1.life_deck") == _count(before, "p1.life_deck")
        assert after.cards[ctx["power"]].zone == "p0.ally1"
        assert after.values["powers_used"] == str(ctx["power"])

    return expect


def _drill_in_place_of_an_attack(game: Controller) -> Ctx:
    """Seat 0, in its attack phase, has Orange Lifting Drill (SAI-126) in play; seat 1 has two
    Drills in play (SAI-130, SAI-127)."""
    state = game.state
    drill = _place(state, 0, "SAI-126", "drills")
    foes = [_place(state, 1, card, "drills") for card in ("SAI-130", "SAI-127")]
    return {"power": drill, "foes": foes}


def _drill_used(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert all(after.cards[d].zone == "p1.discard" for d in ctx["foes"])
    assert after.cards[ctx["power"]].zone == "p0.drills"
    assert "pending" not in after.values and after.values["phase"] == 1
    assert after.values["powers_used"] == str(ctx["power"])


def _chiaotzu_attacks(game: Controller, ctx: Ctx) -> None:
    ctx["deck"] = _count(game.state, "p1.life_deck")
    submit(game, Attack(0, ctx["power"]))
    submit(game, Take(1))


def _chiaotzu_gone(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["power"]].zone == "p0.removed"
    assert not after.zones["p0.ally1"].cards
    assert "control0" not in after.values
    assert ctx["deck"] - _count(after, "p1.life_deck") == 6
    assert "winner" not in after.values


def _krillin(game: Controller) -> Ctx:
    """Krillin Lv3 (SAI-169) in control of seat 0, three cards in its discard pile."""
    ctx = _power_in_control("SAI-169")(game)
    state = game.state
    pile = [_place(state, 0, card, "discard") for card in ("SAI-1", "SAI-17", "SAI-66")]
    return {**ctx, "pile": pile, "chosen": pile[1]}


def _krillin_puts_back(game: Controller, ctx: Ctx) -> None:
    offered = [
        a
        for a in game.ruleset.legal_actions(game.state, 0)
        if isinstance(a, Attack) and a.card == ctx["power"]
    ]
    assert offered == [Attack(0, ctx["power"], "physical", target=c) for c in ctx["pile"][::-1]]
    assert legal.legal_actions(game.ruleset, game.state, 0) == legal.legal_by_verdict(
        game.ruleset, game.state, 0
    )
    submit(game, Attack(0, ctx["power"], target=ctx["chosen"]))


def _put_back(before: GameState, after: GameState) -> None:
    bottom = after.zones["p0.life_deck"].cards[0]
    assert before.cards[bottom].zone == "p0.discard" and after.cards[bottom].zone != "p0.discard"
    assert _count(after, "p0.discard") == _count(before, "p0.discard") - 1


def _unselfish(game: Controller) -> Ctx:
    """Seat 0, in its attack phase, has Unselfish Behavior is Best (SAI-194) in play and an
    ally (SAI-182)."""
    state = game.state
    _place(state, 0, "SAI-182", "ally1")
    return {"power": _place(state, 0, "SAI-194", "setups")}


def _combat_ended(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.values["step"] in ("discard", "rejuvenation")
    assert after.cards[ctx["power"]].zone == "p0.removed"


def _foe_lowered_3(before: GameState, after: GameState) -> None:
    assert after.cards[_mp(after, 1)].counters["stage"] == 2


def _angrier(before: GameState, after: GameState) -> None:
    assert after.counters[0].get("anger", 0) == before.counters[0].get("anger", 0) + 1


# ---------------------------------------------------------------- the end of a turn


def _calming(card_id: str, level: int) -> Callable[[Controller], Ctx]:
    """Seat 0, in its Rejuvenation step (Combat was declared), has ``card_id`` in play; seat
    1's Main Personality is at ``level``, a Drill of seat 1's in play."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "rejuvenation", active=0, combat_declared=True)
        card = _place(state, 0, card_id, "setups")
        tx = arrange(state)
        for _ in range(level - 1):
            levels.change_level(ruleset().facts, state, tx, 1, 1)
        drill = _place(state, 1, "SAI-130", "drills")
        assert ruleset().facts.mp_level(state, 1) == level
        return {"card": card, "drill": drill, "level": level}

    return arrange_it


def _foe_down_a_level(before: GameState, after: GameState, ctx: Ctx) -> None:
    facts = ruleset().facts
    assert facts.mp_level(after, 1) == ctx["level"] - 1
    mp = _mp(after, 1)
    assert after.cards[mp].counters["stage"] == facts.params.mp_level_up.level_down_stage
    assert after.cards[ctx["drill"]].zone == "p1.discard"
    assert after.cards[ctx["card"]].zone == "p0.discard"


# ---------------------------------------------------------------- attacks that name a ball


def _foe_balls(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0, in its attack phase, holds ``card_id``; seat 1 has two Dragon Balls in play
    (SAI-15, SAI-16)."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        balls = [_place(state, 1, ball, "dragon_balls") for ball in ("SAI-15", "SAI-16")]
        return {"card": to_hand(state, 0, card_id), "balls": balls, "target": balls[1]}

    return arrange_it


def _attack_naming(game: Controller, ctx: Ctx) -> None:
    offered = [
        a
        for a in game.ruleset.legal_actions(game.state, 0)
        if isinstance(a, Attack) and a.card == ctx["card"]
    ]
    assert sorted({a.target for a in offered}) == sorted(ctx["balls"])
    assert legal.legal_actions(game.ruleset, game.state, 0) == legal.legal_by_verdict(
        game.ruleset, game.state, 0
    )
    submit(game, Attack(0, ctx["card"], target=ctx["target"]))
    if "pending" in game.state.values:
        submit(game, Take(1))


def _captured(before: GameState, after: GameState, ctx: Ctx) -> None:
    facts = ruleset().facts
    assert facts.ball_controller(after, ctx["target"]) == 0
    assert facts.ball_controller(after, ctx["balls"][0]) == 1
    assert after.cards[ctx["card"]].zone == "p0.discard"


def _beginner(level: int) -> Callable[[Controller], Ctx]:
    """Seat 0, its Main Personality at ``level``, has A Beginner's Heart is Dedicated
    (SAI-191) in play, in its Non-Combat step."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        set_step(state, "non_combat", active=0, combat_declared=False)
        for _ in range(level - 1):
            levels.change_level(ruleset().facts, state, arrange(state), 0, 1)
        return {"card": _place(state, 0, "SAI-191", "setups")}

    return arrange_it


def _anger_up(before: GameState, after: GameState, ctx: Ctx) -> None:
    _angrier(before, after)
    assert after.cards[ctx["card"]].zone == "p0.removed"


# ---------------------------------------------------------------- defenses that name a card


def _defense_against_energy(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0 attacks seat 1 with an energy attack (SAI-66); seat 1 holds ``card_id`` and has
    Nappa Lv1 (SAI-176) as its ally."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        ally = _place(state, 1, "SAI-176", "ally1")
        arrange(state).set_card_counter(ally, "stage", 3)
        submit(game, Attack(0, to_hand(state, 0, "SAI-66")))
        return {"card": to_hand(state, 1, card_id), "ally": ally}

    return arrange_it


def _defend_naming(target: str) -> Callable[[Controller, Ctx], None]:
    def plays(game: Controller, ctx: Ctx) -> None:
        offered = [
            a
            for a in game.ruleset.legal_actions(game.state, 1)
            if getattr(a, "card", None) == ctx["card"]
        ]
        assert sorted(a.target for a in offered) == ctx["targets"]
        assert legal.legal_actions(game.ruleset, game.state, 1) == legal.legal_by_verdict(
            game.ruleset, game.state, 1
        )
        ctx["deck"] = _count(game.state, "p1.life_deck")
        submit(game, Defend(1, ctx["card"], target=ctx[target]))

    return plays


def _sacrifice(game: Controller) -> Ctx:
    ctx = _defense_against_energy("SAI-156")(game)
    return {**ctx, "targets": [ctx["ally"]]}


def _sacrificed(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["ally"]].zone == "p1.removed"
    assert _count(after, "p1.life_deck") == ctx["deck"]  # the attack stopped
    assert combat_effects.stopped(after, 1, "physical") and combat_effects.stopped(
        after, 1, "energy"
    )


def _unexpected(game: Controller) -> Ctx:
    """Seat 1 answers with Unexpected Allies (SAI-218): a Raditz Lv1 (SAI-170) in its discard
    pile; the Life Deck's new allies of level 1 besides (Nappa Lv1 is in play already)."""
    ctx = _defense_against_energy("SAI-218")(game)
    state = game.state
    raditz = _place(state, 1, "SAI-170", "discard")
    facts = ruleset().facts
    deck = state.zones["p1.life_deck"].cards
    allies = [
        u
        for u in deck
        if type(card := facts.card(state, u)) is Personality
        and not card.hi_tech
        and card.level <= 1
        and card.character not in ("Vegeta", "Nappa")
    ]
    return {**ctx, "raditz": raditz, "targets": sorted([raditz, *allies])}


def _ally_came(before: GameState, after: GameState, ctx: Ctx) -> None:
    raditz = ctx["raditz"]
    assert after.cards[raditz].zone == "p1.ally2"
    assert after.cards[raditz].counters["stage"] == ruleset().facts.top_stage(after, raditz)
    assert _count(after, "p1.life_deck") < ctx["deck"]  # the attack's damage taken


# ---------------------------------------------------------------- the hand limit


def _truce(game: Controller) -> Ctx:
    """Seat 0, in its attack phase, holds Saiyan Truce Card (SAI-203) and four other cards."""
    state = game.state
    card = to_hand(state, 0, "SAI-203")
    for other in ("SAI-1", "SAI-17", "SAI-66", "SAI-11"):
        to_hand(state, 0, other)
    return {"card": card}


def _play_truce(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["card"]))


def _hand_kept(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.values["step"] in ("discard", "rejuvenation")
    assert after.values.get("discarding") != 0
    assert _count(after, "p0.hand") == _count(before, "p0.hand") - 1 > 1
    assert after.cards[ctx["card"]].zone == "p0.removed"


def _mothers_defense(game: Controller) -> Ctx:
    """Seat 1 attacks seat 0 (Goku in control) with a physical attack (SAI-17); Chi-Chi Lv1
    (SAI-86) is seat 0's ally, not in control."""
    state = game.state
    set_step(state, "combat", phase=1, passes=0, combat_declared=True)
    mp1 = _mp(state, 1)
    arrange(state).set_card_counter(mp1, "stage", ruleset().facts.top_stage(state, mp1))
    chichi = _place(state, 0, "SAI-86", "ally1")
    submit(game, Attack(1, to_hand(state, 1, "SAI-17")))
    return {"chichi": chichi}


def _chichi_defends(game: Controller, ctx: Ctx) -> None:
    offered = [a for a in game.ruleset.legal_actions(game.state, 0) if isinstance(a, Defend)]
    assert Defend(0, ctx["chichi"]) in offered
    assert legal.legal_actions(game.ruleset, game.state, 0) == legal.legal_by_verdict(
        game.ruleset, game.state, 0
    )
    submit(game, Defend(0, ctx["chichi"]))


def _nothing_taken(before: GameState, after: GameState, ctx: Ctx) -> None:
    mp = _mp(after, 0)
    assert after.cards[mp].counters.get("stage") == before.cards[mp].counters.get("stage")
    assert _count(after, "p0.life_deck") == _count(before, "p0.life_deck")
    assert str(ctx["chichi"]) in str(after.values["powers_used"])
    assert "pending" not in after.values


def _wounds(game: Controller) -> Ctx:
    """Seat 0, in its attack phase, holds Terrible Wounds (SAI-208); seat 1's anger is 3."""
    arrange(game.state).set_counter(1, "anger", 3)
    return {"card": to_hand(game.state, 0, "SAI-208")}


def _wounded(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.counters[1].get("anger", 0) == 0
    assert after.values["anger_locked1"] is True
    assert after.cards[ctx["card"]].zone == "p0.removed"


# ---------------------------------------------------------------- cards played twice


def _krillin_attacks_with(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0, in its attack phase, has Krillin Lv3 (SAI-169) as its ally in control and holds
    ``card_id``; three cards in its discard pile."""

    def arrange_it(game: Controller) -> Ctx:
        ctx = _power_in_control("SAI-169")(game)
        state = game.state
        pile = [_place(state, 0, card, "discard") for card in ("SAI-1", "SAI-17", "SAI-66")]
        return {**ctx, "card": to_hand(state, 0, card_id), "bottom": pile[0]}

    return arrange_it


def _goku_attacks_with(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0 (Goku in control), in its attack phase, holds ``card_id``; three cards in its
    discard pile."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        pile = [_place(state, 0, card, "discard") for card in ("SAI-1", "SAI-17", "SAI-66")]
        return {"card": to_hand(state, 0, card_id), "bottom": pile[0]}

    return arrange_it


def _attack_taken(game: Controller, ctx: Ctx) -> None:
    submit(game, Attack(0, ctx["card"]))
    submit(game, Take(1))


def _back_in_hand(drew_bottom: bool) -> Callable[[GameState, GameState, Ctx], None]:
    def expect(before: GameState, after: GameState, ctx: Ctx) -> None:
        assert after.cards[ctx["card"]].zone == "p0.hand"
        assert after.values["reused"] == f"{ctx['card']}:{after.values.get('turn') or 0}"
        assert (after.cards[ctx["bottom"]].zone == "p0.hand") is drew_bottom

    return expect


def _goku_defends(game: Controller) -> Ctx:
    """Seat 1 attacks seat 0 (Goku in control) with an energy attack (SAI-66); seat 0 holds
    Goku's Energy Defense (SAI-108)."""
    state = game.state
    set_step(state, "combat", phase=1, passes=0, combat_declared=True)
    submit(game, Attack(1, to_hand(state, 1, "SAI-66")))
    return {"card": to_hand(state, 0, "SAI-108"), "bottom": -1}


def _defend_with_card(game: Controller, ctx: Ctx) -> None:
    submit(game, Defend(0, ctx["card"]))


def _defense_back_in_hand(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["card"]].zone == "p0.hand"
    assert "reused" in after.values


# ---------------------------------------------------------------- Multi-Form


def _multi_form(card_id: str) -> Callable[[Controller], Ctx]:
    """Seat 0, in its attack phase, has ``card_id`` as its ally in control at its top stage;
    it holds a physical attack card too; seat 1's Main Personality at stage 0 (the stages of
    damage become life cards)."""

    def arrange_it(game: Controller) -> Ctx:
        state = game.state
        ctx = _power_in_control(card_id)(game)
        tx = arrange(state)
        tx.set_card_counter(ctx["power"], "stage", ruleset().facts.top_stage(state, ctx["power"]))
        tx.set_card_counter(_mp(state, 1), "stage", 0)
        return {**ctx, "other": to_hand(state, 0, "SAI-17")}

    return arrange_it


def _attack_twice(game: Controller, ctx: Ctx) -> None:
    state = game.state
    submit(game, Attack(0, ctx["power"]))
    submit(game, Take(1))
    assert state.values["phase"] == 0  # seat 1's attack phase skipped
    offered = [a for a in game.ruleset.legal_actions(state, 0) if isinstance(a, Attack)]
    assert offered == [Attack(0, ctx["power"], "physical")]
    assert game.check(Attack(0, ctx["other"])).code == "dbgt.attack_again_only"
    assert legal.legal_actions(game.ruleset, state, 0) == legal.legal_by_verdict(
        game.ruleset, state, 0
    )
    ctx["after_first"] = _count(state, "p1.life_deck")
    submit(game, Attack(0, ctx["power"]))
    submit(game, Take(1))


def _attacked_twice(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(before, "p1.life_deck") > ctx["after_first"] > _count(after, "p1.life_deck")
    assert after.values["phase"] == 1  # then seat 1's phase, as usual


def _focused(game: Controller) -> Ctx:
    """Seat 0 may use Orange Lifting Drill (SAI-126) in its attack phase; seat 1 has Orange
    Focusing Drill (SAI-234) and Black Takedown Drill (SAI-127) in play."""
    ctx = _drill_in_place_of_an_attack(game)
    state = game.state
    arrange(state).move(ctx["foes"][0], "p1.discard", face_up=True)  # the Orange Drill
    guard = _place(state, 1, "SAI-234", "drills")
    return {**ctx, "guard": guard, "kept": ctx["foes"][1]}


def _guard_discarded_other_kept(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["guard"]].zone == "p1.discard"
    assert after.cards[ctx["kept"]].zone == "p1.drills"


def _gifting(game: Controller) -> Ctx:
    """Seat 0, in its Non-Combat step, has Power Gifting (SAI-207) in play, its Main
    Personality at stage 4 of 10 and an ally (SAI-182) at stage 3."""
    state = game.state
    set_step(state, "non_combat", active=0, combat_declared=False)
    ally = _place(state, 0, "SAI-182", "ally1")
    tx = arrange(state)
    tx.set_card_counter(ally, "stage", 3)
    tx.set_card_counter(_mp(state, 0), "stage", 4)
    return {"card": _place(state, 0, "SAI-207", "setups"), "ally": ally}


def _gift(game: Controller, ctx: Ctx) -> None:
    assert _offered(game, 0, ctx["card"]) == [UseCard(0, ctx["card"], ctx["ally"])]
    assert game.check(UseCard(0, ctx["card"])).code == "dbgt.needs_ally"
    submit(game, UseCard(0, ctx["card"], ctx["ally"]))


def _gifted(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert after.cards[ctx["ally"]].counters.get("stage", 0) == 0
    assert after.cards[_mp(after, 0)].counters["stage"] == 4 + 3
    assert after.cards[ctx["card"]].zone == "p0.removed"


def _t_rex(game: Controller) -> Ctx:
    """Seat 0, in its attack phase, has T-Rex Offense (SAI-227) in play and holds an energy
    attack of 4 life cards (SAI-66)."""
    state = game.state
    return {"setup": _place(state, 0, "SAI-227", "setups"), "card": to_hand(state, 0, "SAI-66")}


def _boosted(before: GameState, after: GameState, ctx: Ctx) -> None:
    assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == 4 + 1
    assert after.cards[ctx["setup"]].zone == "p0.discard"
    assert "boost" not in after.values


CASES = (
    Case("SAI-202", _ball_search("SAI-202"), _search_for_ball, _ball_in_play),
    Case("SAI-228", _ball_search("SAI-228"), _search_for_ball, _ball_in_play),
    Case("SAI-BK7", _ball_search("SAI-BK7"), _search_for_ball, _ball_in_play),
    Case("SAI-240", _foe_deck, _use_alone, _first_ball_at_bottom),
    Case("SAI-223", _drill_search, _search_for_drill, _drill_in_play),
    Case("SAI-P3", _power_in_control("SAI-P3"), _use_power, _power_used(_foe_lowered_3)),
    Case("SAI-183", _power_in_control("SAI-183"), _use_power, _power_used(_angrier)),
    Case("SAI-169", _krillin, _krillin_puts_back, _power_used(_put_back)),
    Case("SAI-238", _calming("SAI-238", 3), _use_alone, _foe_down_a_level),
    Case("SAI-239", _calming("SAI-239", 2), _use_alone, _foe_down_a_level),
    Case("SAI-126", _drill_in_place_of_an_attack, _use_power, _drill_used),
    Case("SAI-105", _power_in_control("SAI-105"), _chiaotzu_attacks, _chiaotzu_gone),
    Case("SAI-191", _beginner(2), _use_alone, _anger_up),
    Case("SAI-156", _sacrifice, _defend_naming("ally"), _sacrificed),
    Case("SAI-218", _unexpected, _defend_naming("raditz"), _ally_came),
    Case("SAI-203", _truce, _play_truce, _hand_kept),
    Case("SAI-194", _unselfish, _use_power, _combat_ended),
    Case("SAI-86", _mothers_defense, _chichi_defends, _nothing_taken),
    Case("SAI-208", _wounds, _play_truce, _wounded),
    Case("SAI-113", _krillin_attacks_with("SAI-113"), _attack_taken, _back_in_hand(False)),
    Case("SAI-25", _goku_attacks_with("SAI-25"), _attack_taken, _back_in_hand(True)),
    Case("SAI-108", _goku_defends, _defend_with_card, _defense_back_in_hand),
    Case("SAI-207", _gifting, _gift, _gifted),
    Case("SAI-227", _t_rex, _attack_taken, _boosted),
    Case("SAI-234", _focused, _use_power, _guard_discarded_other_kept),
    Case("SAI-82", _multi_form("SAI-82"), _attack_twice, _attacked_twice),
    Case("SAI-163", _multi_form("SAI-163"), _attack_twice, _attacked_twice),
    Case("SAI-188", _foe_balls("SAI-188"), _attack_naming, _captured),
    Case("SAI-189", _foe_balls("SAI-189"), _attack_naming, _captured),
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
    assert legal.legal_actions(game.ruleset, game.state, game.ruleset.actor(game.state) or 0) == (
        legal.legal_by_verdict(game.ruleset, game.state, game.ruleset.actor(game.state) or 0)
    )
    undo_and_redo(game, start, before)


def test_a_search_shuffles_the_deck_and_closes_the_undo() -> None:
    """Goku's Lucky Break (SAI-202): the search shuffles the Life Deck (a chance outcome), so
    the use may not be undone."""
    game = combat_position(*CARDS)
    ctx = _ball_search("SAI-202")(game)
    _search_for_ball(game, ctx)
    assert not game.history.done[-1].undoable
    assert game.undo() is None


def test_a_search_needs_a_card_it_may_find() -> None:
    """A ball search names a ball of the Life Deck whose number is not in play; with none
    left, the use finds nothing and shuffles all the same."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _ball_search("SAI-228")(game)
    card = ctx["card"]
    assert game.check(UseCard(0, card)).code == "dbgt.not_a_search_target"
    assert game.check(UseCard(0, card, ctx["placed"])).code == "dbgt.not_a_search_target"
    for ball in ctx["balls"]:
        arrange(state).move(ball, "p0.removed", face_up=True)
    assert _offered(game, 0, card) == [UseCard(0, card)]
    deck = sorted(state.zones["p0.life_deck"].cards)
    submit(game, UseCard(0, card))
    assert sorted(state.zones["p0.life_deck"].cards) == deck
    assert state.cards[card].zone == "p0.removed"


def test_bulma_finds_a_drill_needs_bulma() -> None:
    game = combat_position(*CARDS)
    state = game.state
    ctx = _drill_search(game)
    bulma = state.zones["p0.ally1"].cards[-1]
    arrange(state).move(bulma, "p0.discard", face_up=True)
    assert game.check(UseCard(0, ctx["card"], ctx["drill"])).code == "dbgt.needs_ally"
    assert _offered(game, 0, ctx["card"]) == []


def test_a_power_used_for_its_effect_is_used_once_a_turn_by_the_one_in_control() -> None:
    """Vegeta Lv4 (SAI-P3): not while another personality is in control; once used, not again
    this turn."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _power_in_control("SAI-P3")(game)
    arrange(state).set_value("control0", None)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.not_in_control"
    arrange(state).set_value("control0", ctx["power"])
    submit(game, Attack(0, ctx["power"]))
    set_step(state, "combat", phase=0, passes=0)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.power_used"
    assert not [
        a for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == ctx["power"]
    ]


def test_a_calming_is_used_at_the_end_of_a_turn_and_needs_its_level() -> None:
    """King Kai's Calming (SAI-238): refused and not offered in the Non-Combat step; used
    against a Main Personality at level 2, it changes nothing."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _calming("SAI-238", 2)(game)
    set_step(state, "non_combat", active=0, combat_declared=False)
    assert game.check(UseCard(0, ctx["card"])).code == "dbgt.turn_end_only"
    assert _offered(game, 0, ctx["card"]) == []
    set_step(state, "rejuvenation", active=1, combat_declared=True)
    assert game.check(UseCard(0, ctx["card"])).legal  # the end of the opponent's turn
    set_step(state, "discard", active=0)
    submit(game, UseCard(0, ctx["card"]))
    assert ruleset().facts.mp_level(state, 1) == 2
    assert state.cards[ctx["drill"]].zone == "p1.drills"


def test_an_attack_that_captures_names_a_ball_and_captures_only_on_success() -> None:
    """Earth Dragon Ball Combat (SAI-189): without a ball named (or naming one of its own
    user's) it is refused; stopped by a defense, the named ball stays."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _foe_balls("SAI-189")(game)
    own = _place(state, 0, "SAI-75", "dragon_balls")
    assert game.check(Attack(0, ctx["card"])).code == "dbgt.not_a_foe_target"
    assert game.check(Attack(0, ctx["card"], target=own)).code == "dbgt.not_a_foe_target"
    submit(game, Attack(0, ctx["card"], target=ctx["target"]))
    assert str(game.log[-1].action) == f"dbgt.attack 0 {ctx['card']} - - [] {ctx['target']}"
    submit(game, Defend(1, to_hand(state, 1, "SAI-120")))  # Nappa's Energy Aura: stopped
    assert ruleset().facts.ball_controller(state, ctx["target"]) == 1
    assert "pending_target" not in state.values


def test_a_drill_used_in_place_of_an_attack_is_used_once_a_combat() -> None:
    """Orange Lifting Drill (SAI-126): once used, not again in this Combat; not in the
    opponent's attack phase."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _drill_in_place_of_an_attack(game)
    set_step(state, "combat", phase=1, passes=0)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.not_your_step"
    set_step(state, "combat", phase=0, passes=0)
    submit(game, Attack(0, ctx["power"]))
    set_step(state, "combat", phase=0, passes=0)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.power_used"
    assert not [
        a for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == ctx["power"]
    ]


def test_chiaotzu_as_the_main_personality_loses_the_game_as_he_attacks() -> None:
    """Chiaotzu Lv2 (SAI-105) on top of seat 0's Main Personality: his power's attack removes
    him, and seat 0 loses."""
    game = combat_position(*CARDS)
    state = game.state
    uid = _place(state, 0, "SAI-105", "mp")
    arrange(state).set_card_counter(uid, "stage", 5)
    submit(game, Attack(0, uid))
    assert game.winner == 1 and state.values["win_reason"] == "main_removed"


def test_a_beginners_heart_angers_no_personality_above_level_2() -> None:
    game = combat_position(*CARDS)
    ctx = _beginner(3)(game)
    submit(game, UseCard(0, ctx["card"]))
    assert game.state.counters[0].get("anger", 0) == 0
    assert game.state.cards[ctx["card"]].zone == "p0.removed"


def test_the_damage_preview_counts_the_life_cards_a_card_in_play_spares() -> None:
    """Red Reading Drill (SAI-140, once a Combat, a life card fewer): the preview of an energy
    attack against its owner shows one life card fewer, and all of them once it is used."""
    game = combat_position(*CARDS)
    state = game.state
    facts = ruleset().facts
    _place(state, 1, "SAI-140", "drills")
    first = to_hand(state, 0, "SAI-66")
    raw = int(combat.attack_damage(facts, state, 0, first, "energy")["life"])
    assert int(combat.preview_attack(facts, state, 0, first)["life"]) == raw - 1 > 0
    submit(game, Attack(0, first))
    submit(game, Take(1))
    set_step(state, "combat", phase=0, passes=0)
    second = to_hand(state, 0, "SAI-66")
    assert second != first
    assert int(combat.preview_attack(facts, state, 0, second)["life"]) == raw


def test_allys_sacrifice_needs_an_ally_to_remove() -> None:
    """Ally's Sacrifice (SAI-156) with no ally of the defender's in play: refused, not
    offered; naming the opponent's ally: refused."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _defense_against_energy("SAI-156")(game)
    foe_ally = _place(state, 0, "SAI-182", "ally1")
    arrange(state).move(ctx["ally"], "p1.discard", face_up=True)
    assert game.check(Defend(1, ctx["card"])).code == "dbgt.ally_cost"
    assert game.check(Defend(1, ctx["card"], target=foe_ally)).code == "dbgt.ally_cost"
    assert not [
        a for a in game.ruleset.legal_actions(state, 1) if getattr(a, "card", None) == ctx["card"]
    ]


def test_the_step_bar_offers_a_power_that_is_no_attack_as_its_use() -> None:
    """Vegeta Lv4 (SAI-P3) in control: the step bar's button uses the power (no physical
    attack's words, no damage shown)."""
    from tabletop.games.dbgt import bar_actions

    game = combat_position(*CARDS)
    ctx = _power_in_control("SAI-P3")(game)
    buttons = [
        b
        for b in bar_actions.extra_actions(
            ruleset().facts, game.ruleset.legal_actions, game.state, 0, lambda s, li: Message("")
        )
        if getattr(b.action, "card", None) == ctx["power"] and isinstance(b.action, Attack)
    ]
    assert [(b.action, b.label.text, b.detail) for b in buttons] == [
        (Attack(0, ctx["power"], "physical"), "Use its power", None)
    ]


def test_krillin_lv3_puts_back_the_card_chosen_and_needs_one() -> None:
    """Krillin Lv3 (SAI-169): the card named goes to the bottom of the Life Deck, face down;
    naming none (or a card not in the pile) is refused while the pile holds one; with an empty
    pile the power is used naming none."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _krillin(game)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.rejuvenate_cards"
    submit(game, Attack(0, ctx["power"], target=ctx["chosen"]))
    assert state.zones["p0.life_deck"].cards[0] == ctx["chosen"]
    assert not state.cards[ctx["chosen"]].face_up
    assert state.zones["p0.discard"].cards == [ctx["pile"][0], ctx["pile"][2]]
    game = combat_position(*CARDS)
    ctx = _power_in_control("SAI-169")(game)
    assert not game.state.zones["p0.discard"].cards
    submit(game, Attack(0, ctx["power"]))


def test_the_truce_keeps_the_hand_until_its_users_next_rejuvenation() -> None:
    """Saiyan Truce Card (SAI-203) played in its user's turn: no hand limit in this turn, the
    opponent's and its user's next; the limit again after; the opponent's limit unchanged."""
    game = combat_position(*CARDS)
    state = game.state
    facts = ruleset().facts
    ctx = _truce(game)
    turn = state.values.get("turn") or 0
    _play_truce(game, ctx)
    limit = facts.params.turn.hand_limit
    assert card_effects.hand_limit(facts, state, 1) == limit
    for later, kept in ((0, True), (1, True), (2, True), (3, False)):
        state.values["turn"] = int(turn) + later
        assert (card_effects.hand_limit(facts, state, 0) > 99) is kept


def test_unselfish_behavior_needs_an_ally_and_the_attack_phase() -> None:
    """Unselfish Behavior is Best (SAI-194): not used as a Setup is (a UseCard); not without
    an ally of its user's in play."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _unselfish(game)
    assert game.check(UseCard(0, ctx["power"])).code == "dbgt.use_in_attack_phase"
    arrange(state).move(state.zones["p0.ally1"].cards[-1], "p0.discard", face_up=True)
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.needs_ally"
    assert not [
        a for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == ctx["power"]
    ]


def test_chichi_guards_only_gohan_or_goku() -> None:
    """Chi-Chi Lv1 (SAI-86): while another personality (Krillin) is in control, her power
    does not answer."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _mothers_defense(game)
    buttons = game.ruleset.table_aids().step_actions(state, 0)  # type: ignore[attr-defined]
    assert [b.label.text for b in buttons if b.action == Defend(0, ctx["chichi"])] == [
        "Defend with its power"
    ]
    krillin = _place(state, 0, "SAI-182", "ally2")
    arrange(state).set_value("control0", krillin)
    assert game.check(Defend(0, ctx["chichi"])).code == "dbgt.not_guarded"
    assert Defend(0, ctx["chichi"]) not in game.ruleset.legal_actions(state, 0)


def test_terrible_wounds_locks_the_anger_until_its_victim_discards_a_life_card() -> None:
    """Terrible Wounds (SAI-208): seat 1's anger goes up no more, until an attack of seat 1's
    makes seat 0 discard a life card."""
    from tabletop.cards.effect_models import Anger

    game = combat_position(*CARDS)
    state = game.state
    facts = ruleset().facts
    ctx = _wounds(game)
    _play_truce(game, ctx)
    up = Anger(do="anger", amount=1)
    card_effects.change_anger(facts, state, arrange(state), 1, up)
    assert state.counters[1].get("anger", 0) == 0
    arrange(state).set_card_counter(_mp(state, 0), "stage", 0)
    submit(game, Attack(1, to_hand(state, 1, "SAI-66")))
    submit(game, Take(0))
    assert "anger_locked1" not in state.values
    card_effects.change_anger(facts, state, arrange(state), 1, up)
    assert state.counters[1].get("anger", 0) == 1


def test_a_card_played_twice_goes_after_its_second_play_or_the_combats_end() -> None:
    """Goku's Physical Attack (SAI-25): played again by Goku, it is removed from the game; back
    in the hand and not played again, it is removed as Combat ends. Krillin's Energy Attack
    (SAI-113) played while Goku is in control is discarded at once."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _goku_attacks_with("SAI-25")(game)
    _attack_taken(game, ctx)
    submit(game, Pass(1))
    _attack_taken(game, ctx)
    assert state.cards[ctx["card"]].zone == "p0.removed"
    game = combat_position(*CARDS)
    state = game.state
    ctx = _goku_attacks_with("SAI-25")(game)
    _attack_taken(game, ctx)
    submit(game, Pass(1))
    submit(game, Pass(0))
    assert state.values["step"] in ("discard", "rejuvenation")
    assert state.cards[ctx["card"]].zone == "p0.removed"
    assert "reused" not in state.values
    ctx = _goku_attacks_with("SAI-113")(game := combat_position(*CARDS))
    _attack_taken(game, ctx)
    assert game.state.cards[ctx["card"]].zone == "p0.discard"


def test_multi_form_attacks_twice_once_a_turn() -> None:
    """Piccolo Lv3 (SAI-163): after its second attack, no third; passing in the second
    attack's phase gives seat 1 its phase."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _multi_form("SAI-163")(game)
    _attack_twice(game, ctx)
    submit(game, Pass(1))
    assert game.check(Attack(0, ctx["power"])).code == "dbgt.power_used"
    game = combat_position(*CARDS)
    state = game.state
    ctx = _multi_form("SAI-163")(game)
    submit(game, Attack(0, ctx["power"]))
    submit(game, Take(1))
    submit(game, Pass(0))
    assert state.values["phase"] == 1 and "again" not in state.values


def test_the_focusing_drill_keeps_its_owners_other_drills_from_removal() -> None:
    """The Untroubled Mind is Focused (SAI-32) may remove Orange Focusing Drill (SAI-234), not
    the Drill it guards."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _focused(game)
    mind = _place(state, 0, "SAI-32", "setups")
    targets = {
        a.target for a in game.ruleset.legal_actions(state, 0) if getattr(a, "card", None) == mind
    }
    assert ctx["guard"] in targets and ctx["kept"] not in targets
    assert game.check(UseCard(0, mind, ctx["kept"])).code == "dbgt.not_a_foe_target"


def test_power_gifting_gives_no_more_than_the_main_personality_lacks() -> None:
    """Power Gifting (SAI-207) with the Main Personality at stage 9 of 10: one stage moves;
    without an ally the card is not offered."""
    game = combat_position(*CARDS)
    state = game.state
    ctx = _gifting(game)
    top = ruleset().facts.top_stage(state, _mp(state, 0))
    arrange(state).set_card_counter(_mp(state, 0), "stage", top - 1)
    submit(game, UseCard(0, ctx["card"], ctx["ally"]))
    assert state.cards[ctx["ally"]].counters["stage"] == 2
    assert state.cards[_mp(state, 0)].counters["stage"] == top
    game = combat_position(*CARDS)
    ctx = _gifting(game)
    arrange(game.state).move(ctx["ally"], "p0.discard", face_up=True)
    assert _offered(game, 0, ctx["card"]) == []


def test_t_rex_offense_goes_on_a_successful_energy_attack_against_its_owner() -> None:
    """T-Rex Offense (SAI-227) of seat 1's: seat 0's energy attack taken discards it."""
    game = combat_position(*CARDS)
    state = game.state
    setup = _place(state, 1, "SAI-227", "setups")
    submit(game, Attack(0, to_hand(state, 0, "SAI-66")))
    submit(game, Take(1))
    assert state.cards[setup].zone == "p1.discard"
