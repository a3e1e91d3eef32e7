"""Card and set models: strict validation with reason codes."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from tabletop.cards.models import (
    Backer,
    CardSetAdapter,
    DbgtCardAdapter,
    Personality,
    YyhCardAdapter,
    canonical_id,
)


def personality(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "SAI-158",
        "set": "SAI",
        "number": "158",
        "type": "personality",
        "name": "Goku Lv1",
        "character": "Goku",
        "level": 1,
        "alignment": "hero",
        "pur": 1,
        "stages": [0, 500, 600, 700],
    }
    data.update(changes)
    return data


def character(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "GF-C1",
        "set": "GF",
        "number": "C1",
        "type": "character",
        "name": "Risho",
        "alignment": "villain",
        "team": "masho",
        "team_leader": True,
        "defense": 5000,
        "attacks": [{"cost": 2, "value": 3000, "name": "Earthen Armor"}],
    }
    data.update(changes)
    return data


def error_types(exc: pytest.ExceptionInfo[ValidationError]) -> set[str]:
    return {e["type"] for e in exc.value.errors()}


def test_a_valid_personality() -> None:
    card = DbgtCardAdapter.validate_python(personality())
    assert isinstance(card, Personality) and card.game == "dbgt"
    assert card.stages == (0, 500, 600, 700) and not card.is_backer


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"stages": [100, 500]}, "stage_zero_not_zero"),
        ({"stages": [0, 600, 500]}, "stages_decrease"),
        ({"stages": [0]}, "too_short"),
        ({"stages": list(range(0, 1900, 100))}, "too_long"),
        ({"level": 0}, "greater_than_equal"),
        ({"level": 7}, "less_than_equal"),
        ({"id": "SAI-159"}, "id_mismatch"),
        ({"id": "sai-158", "set": "sai"}, "string_pattern_mismatch"),
        ({"alignment": "rogue"}, "literal_error"),
        ({"effect": "Power: energy attack"}, "extra_forbidden"),
        ({"flags": ["novelty", "novelty"]}, "duplicate_flag"),
        ({"flags": ["made_up"]}, "literal_error"),
        ({"type": "hero"}, "union_tag_invalid"),
    ],
)
def test_personality_constraints(changes: dict[str, Any], code: str) -> None:
    with pytest.raises(ValidationError) as exc:
        DbgtCardAdapter.validate_python(personality(**changes))
    assert code in error_types(exc)


def test_stage_ladders_may_hold_z_ratings() -> None:
    card = DbgtCardAdapter.validate_python(personality(stages=[0, "Z", "Z"]))
    assert isinstance(card, Personality) and card.power_at(2) == "Z"
    card = DbgtCardAdapter.validate_python(personality(stages=list(range(0, 1800, 100))))
    assert isinstance(card, Personality) and card.top_stage == 17


def test_backers() -> None:
    card = DbgtCardAdapter.validate_python(
        {
            "id": "BAB-BK1",
            "set": "BAB",
            "number": "BK1",
            "type": "backer",
            "name": "Goku Backer",
            "backer_for_name": "Goku",
        }
    )
    assert isinstance(card, Backer) and card.is_backer and card.backer_style is None


def combat(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "SAI-1",
        "set": "SAI",
        "number": "1",
        "type": "physical_combat",
        "name": "Punch",
        "attack": True,
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"attack": False}, "combat_without_role"),
        ({"defends": "energy"}, "defends_without_defense"),
        ({"attack": False, "defense": True, "damage": {"kind": "pat"}}, "damage_without_attack"),
        ({"damage": {"kind": "life"}}, "bad_damage"),
        ({"damage": {"kind": "pat", "amount": 3}}, "bad_damage"),
        ({"damage": {"kind": "stages", "amount": 3, "bonus": 1}}, "bad_damage"),
        ({"damage": {"kind": "energy", "amount": 3}}, "literal_error"),
        ({"cost_stages": -1}, "greater_than_equal"),
        ({"style": "green"}, "literal_error"),
    ],
)
def test_combat_constraints(changes: dict[str, Any], code: str) -> None:
    with pytest.raises(ValidationError) as exc:
        DbgtCardAdapter.validate_python(combat(**changes))
    assert code in error_types(exc)


def test_defense_cards_may_have_a_cost() -> None:
    card = DbgtCardAdapter.validate_python(
        combat(attack=False, defense=True, defends="energy", cost_stages=4)
    )
    assert card.type == "physical_combat"


def test_a_valid_character() -> None:
    card = YyhCardAdapter.validate_python(character())
    assert card.game == "yyh" and card.type == "character"


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"defense": 0}, "greater_than_equal"),
        ({"team": None}, "leader_without_team"),
        ({"team": "Team Masho"}, "string_pattern_mismatch"),
        ({"attacks": [{"cost": 2, "value": None}]}, "unflagged_variable_attack"),
        ({"attacks": [{"cost": 11, "value": 1000}]}, "less_than_equal"),
        ({"attacks": [{"cost": 1, "value": 1000}] * 5}, "too_long"),
        ({"alignment": "Hero"}, "literal_error"),
        ({"spirit_cost": 1}, "extra_forbidden"),
    ],
)
def test_character_constraints(changes: dict[str, Any], code: str) -> None:
    with pytest.raises(ValidationError) as exc:
        YyhCardAdapter.validate_python(character(**changes))
    assert code in error_types(exc)


def test_a_flagged_variable_attack_is_valid() -> None:
    card = YyhCardAdapter.validate_python(
        character(attacks=[{"cost": 2, "value": None}], flags=["attack_value_variable"])
    )
    assert card.flags == ("attack_value_variable",)


def test_both_games_have_an_event_type() -> None:
    base = {"id": "X-1", "set": "X", "number": "1", "type": "event", "name": "E"}
    assert DbgtCardAdapter.validate_python(base).game == "dbgt"
    assert YyhCardAdapter.validate_python(dict(base, spirit_cost=0)).game == "yyh"


def test_set_constraints() -> None:
    doc: dict[str, Any] = {
        "format": "tabletop-cards",
        "schema_version": 1,
        "game": "yyh",
        "set": "GF",
        "name": "Ghost Files",
        "cards": [character(), character()],
    }
    with pytest.raises(ValidationError) as exc:
        CardSetAdapter.validate_python(doc)
    assert "duplicate_card" in error_types(exc)
    doc["cards"] = [character(id="DT-C1", set="DT")]
    with pytest.raises(ValidationError) as exc:
        CardSetAdapter.validate_python(doc)
    assert "card_outside_set" in error_types(exc)
    doc["cards"] = [personality()]
    with pytest.raises(ValidationError):
        CardSetAdapter.validate_python(doc)  # a DBGT card in a YYH set


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SAI-158", "SAI-158"),
        (" sai-158 ", "SAI-158"),
        ("gf-st9", "GF-ST9"),
        ("SAI 158", None),
        ("SAI-", None),
        ("158", None),
        ("saı-1", None),  # dotless i: upper() would make it ASCII
        ("ＳＡＩ-1", None),
        ("", None),
    ],
)
def test_canonical_id(text: str, expected: str | None) -> None:
    assert canonical_id(text) == expected
