"""The handles' tables name every field and value of the games that names a card, and only
those: a field left out would send engine uids to the guest, a field wrongly in would garble
numbers."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

from tabletop.ai.match import new_game
from tabletop.engine.actions import ACTIONS
from tabletop.remote.handles import CARD_FIELDS, CARD_VALUES, rename_values

NOT_CARDS = frozenset(
    {"seat", "player", "count", "index", "value", "rules", "first", "slot", "turns", "points",
     "amount", "delta", "stage", "stages", "life", "stronger_power", "weaker_power"}
)  # fmt: skip
"""The number fields of the games' actions that name no card (a seat, a count, a value)."""


NOT_CARD_VALUES = frozenset(
    {"active", "attacks", "attacks_allowed", "capture_offer", "capture_win", "characters_placed",
     "combat_declared", "damage_seat", "deck_out", "discarding", "double_power",
     "double_power_announced", "double_power_powers", "entering", "fifth_used#", "first",
     "first_player", "game_over", "last_atk", "last_def", "last_match_winner", "last_points",
     "match", "moment", "no_attacks#", "no_combat#", "passes", "pending_index", "pending_kind",
     "pending_value", "phase", "placed_ball", "rejuvenated", "rules", "spared", "step",
     "stopped#", "strike#_#", "turn", "used#", "used_last#", "win_reason", "winner",
     "anger_locked#", "keep_hand#", "strike", "yyh.events_locked.", "yyh.events_locked.#",
     "yyh.stand_off", "yyh.villain_boost", "ability_used.", "end_draw.", "end_draw_equal.",
     "next_turn.", "played_once.", "used_match#", "yyh.plays_after.#.#.#.atk_up.#",
     "yyh.strike_missed.#", "yyh.boost_next.", "yyh.cap.", "yyh.end_draw.", "yyh.lone.",
     "yyh.event_turn.", "yyh.event_turn.#", "yyh.event_count.", "yyh.event_count.#",
     "yyh.hurt_foe_turn.", "yyh.hurt_foe_turn.#"}
)  # fmt: skip
"""The game values that name no card (a seat, a count, a step, a flag; ``#`` a number)."""
GAMES = Path(__file__).resolve().parents[2] / "tabletop" / "games"


def _shape(key: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\{[^}]*\}", "0", key))


def _value_keys() -> set[str]:
    """The game values the games' code sets by a literal name, and those whole random games
    set (effect flags, ``forbid.…``, left out)."""
    keys = set()
    for path in GAMES.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys |= {_shape(k) for k in re.findall(r'set_value\(\s*f?"([^"{][^"]*)"', text)}
        keys |= {_shape(k) for k in re.findall(r'^V_[A-Z_]+ = "([^"]+)"', text, re.MULTILINE)}
    for game in ("dbgt", "yyh"):
        for seed in (1, 2):
            controller, rng = new_game(game, seed), random.Random(seed)
            for _ in range(1500):
                state, ruleset = controller.state, controller.ruleset
                keys |= {_shape(k) for k in state.values}
                action = ruleset.automatic_action(state)
                if action is None:
                    seat = ruleset.actor(state)
                    legal = ruleset.legal_actions(state, seat) if seat is not None else []
                    if controller.winner is not None or not legal:
                        break
                    action = rng.choice(legal)
                controller.submit(action)
    keys = {
        "ability_used." if k.startswith("ability_used.") else k for k in keys
    }  # its card: the name
    return {k for k in keys if not k.startswith(("forbid.", "#"))}


def test_every_game_value_is_known_to_name_a_card_or_not() -> None:
    # (a value named by a prefix and a seat: ``yyh.end_switch.`` for ``yyh.end_switch.0``)
    cards = {_shape(key) for key in CARD_VALUES} | {k.rstrip("0123456789") for k in CARD_VALUES}
    assert _value_keys() - cards - NOT_CARD_VALUES == set(), "say whether these values name cards"
    assert cards & NOT_CARD_VALUES == set()


def _number_fields() -> set[str]:
    new_game("dbgt", 1), new_game("yyh", 1)  # both games' actions registered
    names = set()
    for action in ACTIONS.values():
        for field in dataclasses.fields(action):
            if "int" in str(field.type) and "str" not in str(field.type):
                names.add(field.name)
    return names


def test_every_number_field_of_an_action_is_known_to_name_a_card_or_not() -> None:
    fields = _number_fields()
    assert fields - CARD_FIELDS - NOT_CARDS == set(), "say whether these fields name cards"
    assert set() == CARD_FIELDS & NOT_CARDS


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_card_fields_and_values_hold_cards_in_a_whole_game(game: str) -> None:
    controller = new_game(game, 4)
    rng = random.Random(4)
    seen_fields: set[str] = set()
    for _ in range(400):
        state, ruleset = controller.state, controller.ruleset
        for key in CARD_VALUES & set(state.values):
            value = state.values[key]
            items = re.split(r"[,|]", value) if isinstance(value, str) else [value]
            for item in items:
                assert int(str(item).split(":")[0]) in state.cards, (key, value)
        action = ruleset.automatic_action(state)
        if action is None:
            seat = ruleset.actor(state)
            legal = ruleset.legal_actions(state, seat) if seat is not None else []
            if controller.winner is not None or not legal:
                break
            for offer in legal:
                for name in CARD_FIELDS:
                    value = getattr(offer, name, None)
                    for uid in value if isinstance(value, tuple) else (value,):
                        if uid is not None:
                            seen_fields.add(name)
                            assert uid in state.cards, (offer, name)
            action = rng.choice(legal)
        assert controller.submit(action).applied
    assert "card" in seen_fields


def test_cards_in_a_value_list_and_in_a_value_name_are_renamed() -> None:
    handles = {7: 1007, 9: 1009}
    renamed = rename_values(
        {"targets1": "7|9", "ability_used.9.main": 1, "turn": 7}, handles.__getitem__
    )
    assert renamed == {"targets1": "1007|1009", "ability_used.1009.main": 1, "turn": 7}
