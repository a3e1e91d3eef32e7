"""Card effects at the moments of a turn (rules generation 4): a card attached to the fighter
acts at its player's Draw Step or at the start of their Main Step, or is discarded in one of
those steps for its effect (:class:`UseCard`); each change is the card's, undo takes it back,
a replay gives it again, and a game of generation 3 leaves it to the players."""

from __future__ import annotations

import pytest

from tabletop.cards.decklist import to_deck_spec
from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import Attach, AttackWith, PassMoment, StartGame, UseCard
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.card_effects import defense_value

from .conftest import FILLER, make_deck
from .play import demo_decks, new_game
from .rules_helpers import game_at, hand, legal, put, refused, set_spirit, with_pick

VILLAIN = "GF-C1"  # Risho
KUWABARA = "GF-ST42"
SAKYO = "DT-C63"


def _swap_fighter(game: Controller, seat: int, card_id: str) -> int:
    """``card_id`` becomes ``seat``'s fighter, the old one set aside (a fixture)."""
    old = fighter(game.state, seat)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(seat, "discard"), face_up=True)
    return put(game, seat, card_id, "arena")


def _facts(game: Controller) -> dict[str, int]:
    """What the cards change: each player's Spirit, hand and deck, the other fighter's DEF."""
    state = game.state
    other = fighter(state, 1)
    out = {"def1": 0 if other is None else defense_value(state, game.ruleset.cards, other)}  # type: ignore[attr-defined]
    own = fighter(state, 0)
    out["damage0"] = 0 if own is None else state.cards[own].rotation // 90
    for seat in (0, 1):
        out[f"spirit{seat}"] = state.counters[seat].get("spirit", 0)
        out[f"hand{seat}"] = len(state.zones[zone(seat, "hand")].cards)
        out[f"deck{seat}"] = len(state.zones[zone(seat, "deck")].cards)
    return out


def _position(
    card_id: str | None, own: str | None, step: str, rules: int | None = None
) -> Controller:
    """Player 0's ``step`` of turn 1 (their first Draw Step has no draw), its fighter ``own``
    (None: the demo's) with 1 damage and ``card_id`` attached face up, Spirit 3 on both
    sides."""
    if rules is None:
        game = game_at(step)
    else:
        game = new_game(1, first=0)
        old = Controller(game.ruleset, game.setup, game.mode)
        for entry in game.log[:2]:
            old.replay_entry(entry)
        legal(old, StartGame(0, 0, rules))
        game = old
        while game.state.values["step"] != step:
            legal(game, NextStep(0))
    if own is not None:
        _swap_fighter(game, 0, own)
    if card_id is not None:
        put(game, 0, card_id, "items")
    set_spirit(game, 0, 3)
    set_spirit(game, 1, 3)
    Transaction(game.state, SeededChance(0, 0)).set_rotation(fighter(game.state, 0) or 0, 90)
    return game


def _do(game: Controller, how: str, card_id: str) -> None:
    if how == "next":
        legal(game, NextStep(0))
        return
    state = game.state
    uid = next(u for u in state.zones[zone(0, "items")].cards if state.cards[u].card_id == card_id)
    uses = [
        a
        for a in game.ruleset.work_out_legal_actions(state, 0)
        if isinstance(a, UseCard) and a.card == uid
    ]
    assert uses, card_id  # the use is listed among the legal actions (its cost paid)
    legal(game, uses[0])
    assert game.state.cards[uid].zone in (zone(0, "discard"), zone(0, "deck"))


CASES = [
    # card, fighter (None: the demo's Kurama, a hero), step, how it acts, the change it makes
    ("GF-TS19", None, "draw", "next", {"spirit0": 1}),  # Headband of Love
    ("GF-TS19", KUWABARA, "draw", "next", {"spirit0": 2}),  # on Kuwabara: 2 more
    ("DT-R41", None, "draw", "next", {}),  # Sakyo's Lighter: no villain, nothing
    ("DT-R41", VILLAIN, "draw", "next", {"spirit0": 3}),
    ("DT-R41", SAKYO, "draw", "next", {"spirit0": 3, "spirit1": -1}),
    ("GF-C115", None, "main", "use", {"spirit0": 2}),  # Idunn Box
    ("GF-R121", None, "main", "use", {"def1": -1500}),  # Trace-Eyes
    ("GF-C120", None, "draw", "use", {"hand0": 1, "deck0": -1}),  # Tape of the Mission
    ("GF-R123", VILLAIN, "draw", "use", {"deck1": -3}),  # Makai Whistle on a villain
    ("GF-R122", None, "main", "use", {"damage0": -1, "hand0": -2}),  # Hospital Bed: 2 cards
    ("GF-C119", None, "draw", "use", {"deck0": 1, "deck1": -1}),  # Throwing Stars: to the deck
]


@pytest.mark.parametrize(("card_id", "own", "step", "how", "change"), CASES)
def test_a_timed_effect_makes_its_change_at_its_moment(
    card_id: str, own: str | None, step: str, how: str, change: dict[str, int]
) -> None:
    control = _position(None, own, step)
    game = _position(card_id, own, step)
    before = _facts(game)
    if how == "next":
        _do(control, how, card_id)
        before = _facts(control)  # the step's own bookkeeping, without the card
    _do(game, how, card_id)
    after = _facts(game)
    assert {k: after[k] - before[k] for k in after if after[k] != before[k]} == change


def _deck_game(card_id: str) -> tuple[Controller, int]:
    """A game whose seat-0 deck holds ``card_id`` three times, at the first seed that deals
    one into the opening hand, in player 0's Main Step; and that card."""
    main = [(3, card_id)] + [(n, c) for n, c in FILLER if c != "GF-TS19"]
    decks = (to_deck_spec(make_deck(main=main)), demo_decks()[1])
    for seed in range(1, 60):
        game = new_game(seed, decks=decks, first=0)
        legal(game, NextStep(0))
        held = [u for u in hand(game, 0) if game.state.cards[u].card_id == card_id]
        if held:
            return game, held[0]
    raise AssertionError(f"no seed deals {card_id}")


def test_a_use_is_undone_redone_and_replayed_from_the_log() -> None:
    game, uid = _deck_game("GF-R121")  # Trace-Eyes
    own = fighter(game.state, 0)
    assert own is not None
    legal(game, Attach(0, uid, own))
    start, defense = game.state.copy(), _facts(game)["def1"]
    _do(game, "use", "GF-R121")
    used = game.state.copy()
    assert _facts(game)["def1"] == defense - 1500
    game.undo()
    assert game.state == start and _facts(game)["def1"] == defense
    game.redo()
    assert game.state == used
    again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
    assert again.state == game.state and _facts(again)["def1"] == defense - 1500


def test_a_draw_step_trigger_is_undone() -> None:
    game = _position("GF-TS19", None, "draw")
    start = _facts(game)
    legal(game, NextStep(0))
    assert _facts(game)["spirit0"] == start["spirit0"] + 2 + 1
    game.undo()
    assert _facts(game) == start


def test_a_use_needs_its_step_and_its_condition() -> None:
    game = _position("GF-C115", None, "draw")  # Idunn Box is used in the Main Step
    uid = game.state.zones[zone(0, "items")].cards[-1]
    refused(game, UseCard(0, uid), "yyh.not_usable")
    whistle = _position("GF-R123", None, "draw")  # Makai Whistle: Kurama is no villain
    refused(whistle, UseCard(0, whistle.state.zones[zone(0, "items")].cards[-1]), "yyh.not_usable")
    assert UseCard(1, uid) not in game.ruleset.work_out_legal_actions(game.state, 1)


def test_the_draw_step_waits_while_a_card_may_be_used_in_it() -> None:
    game = _position("GF-C120", None, "draw")
    assert game.ruleset.automatic_action(game.state) is None
    plain = _position(None, None, "draw")
    assert plain.ruleset.automatic_action(plain.state) == NextStep(0)


def test_a_game_of_generation_3_leaves_them_to_the_players() -> None:
    game = _position("GF-TS19", None, "draw", rules=3)
    control = _position(None, None, "draw", rules=3)
    legal(game, NextStep(0))
    legal(control, NextStep(0))
    assert _facts(game)["spirit0"] == _facts(control)["spirit0"]
    used = _position("GF-C115", None, "main", rules=3)
    uid = used.state.zones[zone(0, "items")].cards[-1]
    refused(used, UseCard(0, uid), "yyh.not_usable")


def test_a_use_pays_its_cost_in_cards_and_goes_where_it_says() -> None:
    game = _position("GF-R122", None, "main")  # Hospital Bed: 2 cards from hand
    bed = game.state.zones[zone(0, "items")].cards[-1]
    held = hand(game, 0)
    refused(game, UseCard(0, bed, tuple(held[:1])), "yyh.use_cost")
    refused(game, UseCard(0, bed), "yyh.use_cost")
    legal(game, UseCard(0, bed, tuple(held[-2:])))
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in (bed, *held[-2:]))
    stars = _position("GF-C119", None, "draw")  # Deadly Ninja Throwing Stars
    uid = stars.state.zones[zone(0, "items")].cards[-1]
    legal(stars, UseCard(0, uid))
    assert stars.state.zones[zone(0, "deck")].cards[0] == uid
    assert not stars.state.cards[uid].face_up


def _attack_and_pass(game: Controller) -> None:
    """Player 0's fighter makes its first attack, paid with the first cards in hand, and the
    defender lets it resolve (the minimum-damage moment, if it opens, declined)."""
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    own = fighter(game.state, 0) or 0
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    legal(
        game, with_pick(game, AttackWith(0, own, option.index, tuple(hand(game, 0)[: option.cost])))
    )
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))


@pytest.mark.parametrize("points", [0, 1, 2])
def test_each_point_of_a_blow_fires_the_hit_effects(points: int) -> None:
    """Shadow Sword: the opponent discards the top card of the deck for each point."""
    game = _position("GF-R124", None, "main")
    other = fighter(game.state, 1) or 0
    held = game.ruleset.cards.character(game.state.cards[other].card_id)  # type: ignore[attr-defined]
    own = fighter(game.state, 0) or 0
    option = game.ruleset.attacks(game.state, 0)[0]  # type: ignore[attr-defined]
    atk = game.ruleset.preview_attack(game.state, 0, AttackWith(0, own, option.index))["atk"]  # type: ignore[attr-defined]
    # the defender's DEF set so that the attack deals ``points``: 0 below, 1 at, 2 at double
    wanted = {0: atk + 1, 1: atk, 2: max(1, atk // 2)}[points]
    game.state.cards[other].counters["def.match"] = wanted - held.defense
    deck = _facts(game)["deck1"]
    _attack_and_pass(game)
    assert (game.state.values.get("last_points") or 0) == points
    assert _facts(game)["deck1"] == deck - points
    if points:  # the milled cards were seen: the step is not undone (as any mill)
        assert game.undo() is None


@pytest.mark.parametrize("villain", [True, False])
def test_a_card_discards_itself_at_the_end_of_the_turn(villain: bool) -> None:
    """Demonic Backbreaker: used against a villain, it is discarded as the turn ends."""
    game = _position(None, None, "main")
    if not villain:  # the demo's other fighter (Toguro's team) is a villain: make it a hero
        _swap_fighter(game, 1, KUWABARA)
    tech = put(game, 0, "DT-C110", "techs")
    set_spirit(game, 0, 9)
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    cost = next(o.cost for o in game.ruleset.attacks(game.state, 0) if o.card == tech)  # type: ignore[attr-defined]
    legal(game, AttackWith(0, tech, 0, tuple(hand(game, 0)[:cost])))
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    if fighter(game.state, 1) is None or game.state.values.get("active") != 0:
        pytest.skip("the blow ended the match")
    while game.state.values["step"] != "end":
        legal(game, NextStep(0))
    assert game.state.cards[tech].zone == zone(0, "techs")
    legal(game, NextStep(0))
    gone = game.state.cards[tech].zone == zone(0, "discard")
    assert gone == villain
    game.undo()
    assert game.state.cards[tech].zone == zone(0, "techs")
