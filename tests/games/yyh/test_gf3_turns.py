"""Ghost Files cards of :mod:`tabletop.games.yyh.effects_gf2` that act over a turn or two (rules
generation 4): Under Pressure (GF-V3, Main Steps skipped), Flurry of Blows (GF-C60) and
Physical Intensification (GF-C72, ATK for the cards played after them), Protective Restraint
(GF-C73, the opponent's next fighter switched out when the match ends this turn). Each: a
position where it applies and the change it must make; undone and redone, and the recorded
actions replayed onto the same position."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import Attach, AttackWith, ChooseSwitch, PassMoment, PlayEvent
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import fighter, slot_zone, zone
from tabletop.games.yyh.opponent_choice import choice_options, owing_seat

from .rules_helpers import game_at, legal, set_spirit, with_pick

KNIVES = "GF-C114"  # Combat Knives: +1000 ATK while attached
HELMET = "GF-ST135"  # Senseless Helmet: +1000 DEF while attached


def _put(game: Controller, owner: int, card_id: str, where: str) -> int:
    game.state.derived.clear()
    return game.state.add_card(card_id, owner, where, face_up=True)


def _atk(game: Controller, seat: int = 0) -> int:
    own = fighter(game.state, seat)
    assert own is not None
    rules = game.ruleset
    attack = AttackWith(seat, own, 0)
    return preview_attack(game.state, rules.cards, rules.params, seat, attack)["atk"]  # type: ignore[attr-defined]


def _turn_of(game: Controller, seat: int) -> str:
    """Pass on to ``seat``'s next turn, past its Draw Step: the step it reaches."""
    start = game.state.values["turn"]
    while not (
        game.state.values["active"] == seat
        and game.state.values["turn"] != start
        and game.state.values["step"] != "draw"
    ):
        actor = game.ruleset.actor(game.state)
        assert game.submit(NextStep(actor)).applied
    return str(game.state.values["step"])


def _undo_redo_replay(
    game: Controller, rebuild: Callable[[], Controller], steps: int, undoable: bool = True
) -> None:
    """Undone and redone as far as no card came to light (a draw is never taken back), and
    the recorded actions replayed onto the same position rebuilt."""
    after = game.state.copy()
    undone = 0
    while undone < steps and game.undo() is not None:
        undone += 1
    assert undone or not undoable
    for _ in range(undone):
        assert game.redo() is not None
    assert game.state == after
    again = rebuild()
    for entry in game.log[len(again.log) :]:
        assert again.replay_entry(entry).applied
    assert again.state == after


def _main(card_id: str) -> Callable[[], Controller]:
    def position() -> Controller:
        game = game_at("main")
        set_spirit(game, 0, 5)
        set_spirit(game, 1, 5)
        _put(game, 0, card_id, zone(0, "hand"))
        for extra in (KNIVES, HELMET, KNIVES):
            _put(game, 0, extra, zone(0, "hand"))
        return game

    return position


def _hand(game: Controller, card_id: str) -> int:
    return next(
        uid
        for uid in game.state.zones[zone(0, "hand")].cards
        if game.state.cards[uid].card_id == card_id
    )


def test_under_pressure_ends_the_main_step_and_skips_the_next_two() -> None:
    game = _main("GF-V3")()
    legal(game, PlayEvent(0, _hand(game, "GF-V3"), "game", ()))
    assert game.state.values["step"] == "attack"
    assert _turn_of(game, 1) == "attack"  # the opponent's turn: no Main Step
    assert _turn_of(game, 0) == "attack"  # the player's next turn: none either
    assert _turn_of(game, 1) == "main"  # then Main Steps again
    steps = len(game.log) - len(_main("GF-V3")().log)
    _undo_redo_replay(game, _main("GF-V3"), steps, undoable=False)


def test_flurry_of_blows_adds_1000_atk_for_each_card_played_after_it() -> None:
    game = _main("GF-C60")()
    own = fighter(game.state, 0)
    assert own is not None
    base = _atk(game)
    legal(game, PlayEvent(0, _hand(game, "GF-C60"), "turn", ()))
    assert _atk(game) == base
    legal(game, Attach(0, _hand(game, KNIVES), own))  # +1000 of its own, +1000 played
    legal(game, Attach(0, _hand(game, HELMET), own))  # +1000 played
    assert _atk(game) == base + 1000 + 2000
    _undo_redo_replay(game, _main("GF-C60"), 3)
    assert _turn_of(game, 1) == "main"
    assert _turn_of(game, 0) == "main"
    assert _atk(game) == base + 1000  # this turn only: the Knives stay


def test_physical_intensification_adds_1000_atk_for_each_later_card_raising_atk() -> None:
    game = _main("GF-C72")()
    own = fighter(game.state, 0)
    assert own is not None
    base = _atk(game)
    legal(game, PlayEvent(0, _hand(game, "GF-C72"), "turn", ()))
    legal(game, Attach(0, _hand(game, HELMET), own))  # raises no ATK
    assert _atk(game) == base
    legal(game, Attach(0, _hand(game, KNIVES), own))
    assert _atk(game) == base + 1000 + 1000
    sideline = game.state.zones[slot_zone(0, 2)].cards[-1]
    legal(game, Attach(0, _hand(game, KNIVES), sideline))  # face down: raises nothing yet
    assert _atk(game) == base + 2000
    _undo_redo_replay(game, _main("GF-C72"), 4)


def _restraint_position() -> Controller:
    game = game_at("main")
    set_spirit(game, 0, 5)
    _put(game, 0, "GF-C73", zone(0, "hand"))
    theirs = fighter(game.state, 1)
    assert theirs is not None
    Transaction(game.state, SeededChance(0, 0)).set_rotation(theirs, 270)  # 3 points: one more
    game.state.cards[theirs].counters["def.match"] = -99_000  # DEF 1: any blow defeats it
    game.state.derived.clear()
    return game


def test_protective_restraint_switches_the_opponents_next_fighter_out() -> None:
    game = _restraint_position()
    legal(game, PlayEvent(0, _hand(game, "GF-C73"), "turn", ()))
    waiting = [game.state.zones[slot_zone(1, slot)].cards[-1] for slot in (2, 3, 4)]
    assert game.submit(NextStep(0)).applied  # to the Attack Step
    own = fighter(game.state, 0)
    assert own is not None
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    paid = tuple(game.state.zones[zone(0, "hand")].cards[: option.cost])
    legal(game, with_pick(game, AttackWith(0, own, option.index, paid)))
    legal(game, PassMoment(1))  # the blow defeats the fighter: the next match begins
    assert game.state.values["match"] == 2
    assert fighter(game.state, 1) == waiting[0]  # Match Slot 2's character came in
    assert owing_seat(game.state) == 1
    offered = choice_options(game.state, 1, game.ruleset.cards)  # type: ignore[attr-defined]
    assert offered == [ChooseSwitch(1, waiting[1]), ChooseSwitch(1, waiting[2])]
    legal(game, ChooseSwitch(1, waiting[2]))
    assert fighter(game.state, 1) == waiting[2]
    assert game.state.zones[slot_zone(1, 4)].cards[-1] == waiting[0]
    _undo_redo_replay(game, _restraint_position, 5)
