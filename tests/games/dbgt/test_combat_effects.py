"""Combat cards' effects in the rules (rules generation 2): for each automated combat kind a
position where a Saiyan Saga card's effect applies and the change it must make, the same
play undone and redone, and replayed from its log onto the same position; generation 1
(older games) keeps the old behaviour."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

import tabletop.games.dbgt.messages  # noqa: F401  (registers the words)
from tabletop.cards.database import default_database
from tabletop.cards.effect_models import AUTOMATED, automated
from tabletop.engine import Controller, DeckSpec
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.games.dbgt import combat
from tabletop.games.dbgt.actions import Attack, DeclareCombat, Defend, DefenderDraw, Pass, Take
from tabletop.games.messages import lookup

from .helpers import arrange, demo_decks, new_game, ruleset, set_step, to_hand

#: The kinds this module's vocabulary adds (the others have their words elsewhere).
COMBAT_KINDS = (AUTOMATED | {"heritage_only", "no_more_attacks"}) - {
    "attack",
    "raise_stages",
    "rejuvenate",
    "mill",
    "remove_after_use",
}

#: Cards the positions use, added to both demo decks' Life Decks.
EXTRA = (
    "SAI-1", "SAI-11", "SAI-17", "SAI-20", "SAI-29", "SAI-36", "SAI-38", "SAI-39", "SAI-65", "SAI-66",
    "SAI-66", "SAI-120", "SAI-124", "SAI-130", "SAI-131", "SAI-182", "SAI-185", "SAI-199",
    "SAI-205", "SAI-206", "SAI-215", "SAI-219", "SAI-220", "SAI-221",
)  # fmt: skip


def _decks() -> tuple[DeckSpec, DeckSpec]:
    out = []
    for deck in demo_decks():
        sections = dict(deck.sections)
        sections["life deck"] = (*sections["life deck"], *EXTRA)
        out.append(DeckSpec(deck.name, sections))
    return out[0], out[1]


def _mp(state: GameState, seat: int) -> int:
    mp = ruleset().facts.mp_top(state, seat)
    assert mp is not None
    return mp


def _stage(state: GameState, uid: int) -> int:
    return state.cards[uid].counters.get("stage", 0)


def _count(state: GameState, zone: str) -> int:
    return len(state.zones[zone].cards)


def combat_position(generation: int = 2) -> Controller:
    """Seat 0 attacks in its attack phase: its Main Personality at its top stage, seat 1's at
    stage 1 (a physical attack does stages of damage by the table)."""
    game = new_game(seed=3, decks=_decks())
    state = game.state
    if generation < 2:
        state.values.pop("rules", None)
    set_step(state, "combat", phase=0, passes=0, combat_declared=True)
    tx = arrange(state)
    tx.set_card_counter(_mp(state, 0), "stage", ruleset().facts.top_stage(state, _mp(state, 0)))
    tx.set_card_counter(_mp(state, 1), "stage", 1)
    return game


def _place(game: Controller, seat: int, card_id: str, zone: str) -> int:
    uid = to_hand(game.state, seat, card_id)
    arrange(game.state).move(uid, f"p{seat}.{zone}", face_up=True)
    if zone.startswith("ally"):
        arrange(game.state).set_card_counter(uid, "stage", 0)
    return uid


def _play(game: Controller, action: Action) -> None:
    outcome = game.submit(action)
    assert outcome.applied and outcome.warning is None, (action, outcome.verdict)


def _physical_base(game: Controller) -> int:
    """The table's damage of a plain physical attack by seat 0 now (no modifier in play)."""
    probe = to_hand(game.state, 0, "SAI-1")
    base = int(combat.preview_attack(ruleset().facts, game.state, 0, probe)["stages"])
    arrange(game.state).move(probe, "p0.life_deck", face_up=False)
    assert base > 0
    return base


@dataclass(frozen=True)
class Case:
    """A position (``arrange``: what the test needs of it), the plays made in it, and the
    change they must make (``expect``: the state before, the state after, what arrange gave)."""

    name: str
    arrange: Callable[[Controller], dict[str, Any]]
    plays: Callable[[Controller, dict[str, Any]], None]
    expect: Callable[[GameState, GameState, dict[str, Any]], None]


# ---------------------------------------------------------------- the positions


def _drill_attack(
    drill_seat: int, drill: str, attack: str
) -> Callable[[Controller], dict[str, Any]]:
    def arrange_it(game: Controller) -> dict[str, Any]:
        base = _physical_base(game)
        _place(game, drill_seat, drill, "drills")
        card = to_hand(game.state, 0, attack)
        return {"base": base, "card": card, "mp1": _mp(game.state, 1)}

    return arrange_it


def _attack_taken(game: Controller, ctx: dict[str, Any]) -> None:
    _play(game, Attack(0, ctx["card"]))
    _play(game, Take(1))


def _attack_defended(game: Controller, ctx: dict[str, Any]) -> None:
    _play(game, Attack(0, ctx["card"]))
    _play(game, Defend(1, ctx["defense"]))


def _stage_drop(amount: Callable[[dict[str, Any]], int]) -> Callable[..., None]:
    def expect(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
        dropped = _stage(before, ctx["mp1"]) - _stage(after, ctx["mp1"])
        lost = _count(after, "p1.discard") - _count(before, "p1.discard")
        assert dropped + lost == amount(ctx), (dropped, lost)

    return expect


def _life_lost(count: int) -> Callable[..., None]:
    def expect(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
        lost = _count(before, "p1.life_deck") - _count(after, "p1.life_deck")
        assert lost == count, lost

    return expect


def _energy_vs(defense: str) -> Callable[[Controller], dict[str, Any]]:
    def arrange_it(game: Controller) -> dict[str, Any]:
        arrange(game.state).set_card_counter(_mp(game.state, 1), "stage", 5)  # pays a defense
        return {
            "card": to_hand(game.state, 0, "SAI-66"),
            "defense": to_hand(game.state, 1, defense),
            "mp0": _mp(game.state, 0),
            "mp1": _mp(game.state, 1),
        }

    return arrange_it


def _with_card(card_id: str) -> Callable[[Controller], dict[str, Any]]:
    def arrange_it(game: Controller) -> dict[str, Any]:
        return {"card": to_hand(game.state, 0, card_id), "mp0": _mp(game.state, 0),
                "mp1": _mp(game.state, 1)}  # fmt: skip

    return arrange_it


def _arrange_lowering(game: Controller) -> dict[str, Any]:
    ctx = _with_card("SAI-65")
    out = ctx(game)
    arrange(game.state).set_card_counter(out["mp1"], "stage", 5)
    return out


def _expect_lowered(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _stage(after, ctx["mp1"]) == 2  # 5, less the 3 of the successful attack
    assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == 6


def _arrange_stop_combat(game: Controller) -> dict[str, Any]:
    ctx = _energy_vs("SAI-120")(game)
    state = game.state
    second = next(
        uid for uid in state.zones["p0.life_deck"].cards if state.cards[uid].card_id == "SAI-66"
    )
    arrange(state).move(second, "p0.hand", face_up=True)
    ctx["second"] = second
    return ctx


def _stop_combat_plays(game: Controller, ctx: dict[str, Any]) -> None:
    _attack_defended(game, ctx)
    _play(game, Pass(1))
    _play(game, Attack(0, ctx["second"]))
    _play(game, Take(1))


def _expect_stopped_for_combat(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _count(before, "p1.life_deck") == _count(after, "p1.life_deck")  # stopped
    assert after.cards[ctx["defense"]].zone == "p1.removed"  # removed after use
    assert after.values.get("stopped1")


def _arrange_stop_next(game: Controller) -> dict[str, Any]:
    ctx = _with_card("SAI-11")(game)
    ctx["answer"] = to_hand(game.state, 1, "SAI-219")  # energy, at no cost
    return ctx


def _stop_next_plays(game: Controller, ctx: dict[str, Any]) -> None:
    _attack_taken(game, ctx)
    _play(game, Attack(1, ctx["answer"]))
    _play(game, Take(0))


def _expect_stopped_next(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _count(before, "p0.life_deck") == _count(after, "p0.life_deck")  # p1's energy stopped
    assert not after.values.get("stopped0")  # and the stop lapsed with that phase


def _expect_answered(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == 4  # not stopped
    assert _stage(before, ctx["mp0"]) - _stage(after, ctx["mp0"]) == 2 + 4  # cost, and lowered


def _expect_partial(lost: int, where: str = "p1.discard") -> Callable[..., None]:
    def expect(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
        assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == lost
        assert after.cards[ctx["defense"]].zone == where

    return expect


def _effect_only_plays(game: Controller, ctx: dict[str, Any]) -> None:
    _play(game, Attack(0, ctx["card"]))


def _expect_effect_only(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _stage(before, ctx["mp1"]) - _stage(after, ctx["mp1"]) == 1  # 1, lowered 4: to 0
    assert after.cards[ctx["card"]].zone == "p0.removed"
    assert after.values.get("pending") is None and after.values["phase"] == 1


def _expect_combat_ended(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert after.values["step"] != "combat"
    assert after.cards[ctx["card"]].zone == "p0.removed"


def _arrange_rejuvenating_end(game: Controller) -> dict[str, Any]:
    ctx = _with_card("SAI-199")(game)
    ctx["old"] = _place(game, 0, "SAI-1", "discard")
    _place(game, 0, "SAI-29", "discard")
    return ctx


def _expect_rejuvenated_end(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    _expect_combat_ended(before, after, ctx)
    assert after.zones["p0.life_deck"].cards[0] == ctx["old"]  # the bottom card, to the bottom


def _expect_no_more(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert after.values.get("no_attacks0") == after.values.get("turn")


def _arrange_raise(game: Controller) -> dict[str, Any]:
    ctx = _with_card("SAI-17")(game)
    arrange(game.state).set_card_counter(ctx["mp0"], "stage", 0)
    return ctx


def _expect_raised(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert _stage(after, ctx["mp0"]) == ruleset().facts.top_stage(after, ctx["mp0"])


def _expect_removed(before: GameState, after: GameState, ctx: dict[str, Any]) -> None:
    assert after.cards[ctx["card"]].zone == "p0.removed"
    assert _count(before, "p1.life_deck") - _count(after, "p1.life_deck") == 2


CASES = (
    Case("modify_damage: SAI-131 in play, your physical attacks +2 stages",
         _drill_attack(0, "SAI-131", "SAI-1"), _attack_taken,
         _stage_drop(lambda ctx: ctx["base"] + 2)),
    Case("modify_damage: SAI-124 in play, physical attacks against you -2 stages",
         _drill_attack(1, "SAI-124", "SAI-1"), _attack_taken,
         _stage_drop(lambda ctx: max(0, ctx["base"] - 2))),
    Case("modify_damage: SAI-130 in play, energy attacks against you -1 life card",
         _drill_attack(1, "SAI-130", "SAI-66"), _attack_taken, _life_lost(3)),
    Case("modify_damage: SAI-215 in play, each successful attack +1 life card",
         _drill_attack(0, "SAI-215", "SAI-66"), _attack_taken, _life_lost(5)),
    Case("lower_stages on success: SAI-65", _arrange_lowering, _attack_taken, _expect_lowered),
    Case("stop_attacks for the Combat: SAI-120 defends, the next energy attack is stopped",
         _arrange_stop_combat, _stop_combat_plays, _expect_stopped_for_combat),
    Case("stop_attacks in the next phase on success: SAI-11", _arrange_stop_next,
         _stop_next_plays, _expect_stopped_next),
    Case("answer_only and lower_stages played: SAI-39", _energy_vs("SAI-39"),
         _attack_defended, _expect_answered),
    Case("partial_defense prevent_life 3: SAI-36", _energy_vs("SAI-36"), _attack_defended,
         _expect_partial(1)),
    Case("partial_defense max_life 1, removed after use: SAI-220", _energy_vs("SAI-220"),
         _attack_defended, _expect_partial(1, "p1.removed")),
    Case("effect_only and lower_stages: SAI-205", _with_card("SAI-205"), _effect_only_plays,
         _expect_effect_only),
    Case("end_combat: SAI-206", _with_card("SAI-206"), _effect_only_plays,
         _expect_combat_ended),
    Case("end_combat and rejuvenate: SAI-199", _arrange_rejuvenating_end, _effect_only_plays,
         _expect_rejuvenated_end),
    Case("no_more_attacks recorded: SAI-38", _with_card("SAI-38"), _attack_taken,
         _expect_no_more),
    Case("raise_stages played with an attack: SAI-17", _arrange_raise, _effect_only_plays,
         _expect_raised),
    Case("remove_after_use of an attack: SAI-29", _with_card("SAI-29"), _attack_taken,
         _expect_removed),
)  # fmt: skip


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{i}-{c.name.split(':')[0]}" for i, c in enumerate(CASES)]
)
def test_effect_applies_undoes_and_replays(case: Case) -> None:
    game = combat_position()
    ctx = case.arrange(game)
    before, start = game.state.copy(), len(game.log)
    case.plays(game, ctx)
    after = game.state.copy()
    case.expect(before, after, ctx)
    steps = game.history.done[start:]
    if all(step.undoable for step in steps):
        for _ in steps:
            assert game.undo() is not None
        assert game.state == before, "an undo did not give the position before"
        for _ in steps:
            assert game.redo() is not None
        assert game.state == after, "a redo did not give the position after"
    twin = combat_position()
    case.arrange(twin)
    for index, entry in enumerate(game.log[start:]):
        twin.replay_entry(entry, start + index)
    assert twin.state == after, "the replay differs from the play"


def test_entering_combat_effects_before_the_defenders_draw() -> None:
    game = new_game(seed=3, decks=_decks())
    state = game.state
    set_step(state, "declare")
    _place(game, 0, "SAI-182", "ally1")  # either side: draw 1
    _place(game, 0, "SAI-185", "ally2")  # either side: the Main Personality +2 stages
    _place(game, 1, "SAI-221", "drills")  # either side: the bottom card of the discard pile
    bottom = _place(game, 1, "SAI-1", "discard")
    _place(game, 1, "SAI-29", "discard")
    mp0 = _mp(state, 0)
    arrange(state).set_card_counter(mp0, "stage", 0)
    hand0, hand1 = _count(state, "p0.hand"), _count(state, "p1.hand")
    _play(game, DeclareCombat(0))
    _play(game, DefenderDraw(0))
    assert _count(state, "p0.hand") == hand0 + 1
    assert _count(state, "p1.hand") == hand1 + 1 + 3 and state.cards[bottom].zone == "p1.hand"
    assert _stage(state, mp0) == 2


def test_generation_1_keeps_the_old_combat() -> None:
    """A game begun before effects were data: no modifier, no lowering, a plain discard."""
    game = combat_position(generation=1)
    base = _physical_base(game)
    _place(game, 0, "SAI-131", "drills")
    mp1 = _mp(game.state, 1)
    card = to_hand(game.state, 0, "SAI-1")
    before = game.state.copy()
    _play(game, Attack(0, card))
    _play(game, Take(1))
    dropped = _stage(before, mp1) - _stage(game.state, mp1)
    lost = _count(game.state, "p1.discard") - _count(before, "p1.discard")
    assert dropped + lost == base
    effect_only = to_hand(game.state, 0, "SAI-205")
    _play(game, Pass(1))
    _play(game, Attack(0, effect_only))
    assert game.state.values.get("pending") == effect_only  # an attack like any other


def test_stopped_attack_shows_no_damage_in_the_preview() -> None:
    game = combat_position()
    ctx = _arrange_stop_combat(game)
    _attack_defended(game, ctx)
    _play(game, Pass(1))
    preview = combat.preview_attack(ruleset().facts, game.state, 0, ctx["second"])
    assert preview["life"] == 0 and preview.get("stopped")


def test_every_combat_effect_variant_of_the_data_has_english_words() -> None:
    """Each words() code the SAI data gives names a registered Effect template, its
    placeholders the words' parameters."""
    seen = 0
    for card in default_database():
        for effect in getattr(card, "effects", ()) if card.id.startswith("SAI-") else ():
            if effect.do not in COMBAT_KINDS:
                continue
            words = getattr(effect, "words", None)
            assert words is not None, effect
            code, params = words()
            template = lookup("Effect", code)
            assert template is not None, code
            assert template.format(**params), code
            seen += 1
    assert seen > 40


def test_coverage_of_the_saiyan_saga_cards() -> None:
    """The figures the report names: cards with an effect, automated, by hand."""
    cards = [c for c in default_database() if c.id.startswith("SAI-")]
    with_effect = [getattr(c, "effects", ()) for c in cards if getattr(c, "effects", ())]
    done = [effects for effects in with_effect if automated(effects)]
    assert len(cards) == 264
    assert len(with_effect) >= 240
    assert len(done) >= 70


def test_a_personality_power_attacks_as_its_data_says() -> None:
    """Goku Lv1's power (SAI-158): an energy attack costing 1 stage, 3 life cards."""
    game = combat_position()
    state = game.state
    mp0 = _mp(state, 0)
    assert state.cards[mp0].card_id == "SAI-158"
    stage, deck = _stage(state, mp0), _count(state, "p1.life_deck")
    assert game.check(Attack(0, mp0, "physical")).code == "dbgt.attack_kind_printed"
    offered = [
        a for a in game.ruleset.legal_actions(state, 0) if isinstance(a, Attack) and a.card == mp0
    ]
    assert {a.attack_kind for a in offered} == {"energy"}
    _play(game, Attack(0, mp0, "energy"))
    assert state.values["pending_kind"] == "energy"
    _play(game, Take(1))
    assert _stage(state, mp0) == stage - 1 and deck - _count(state, "p1.life_deck") == 3


def test_lasting_combat_effects_end_with_the_combat() -> None:
    game = combat_position()
    ctx = _arrange_stop_combat(game)
    _attack_defended(game, ctx)
    assert game.state.values.get("stopped1")
    _play(game, Pass(1))
    _play(game, Pass(0))
    assert game.state.values["step"] != "combat" and "stopped1" not in game.state.values
