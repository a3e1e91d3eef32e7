"""Dragon Ball GT ruleset parameters: defaults, bundled profiles, refused values."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from tabletop import paths
from tabletop.games.dbgt.profile import DbgtParams, ally_max_level
from tabletop.games.profiles import (
    PARAM_MODELS,
    ProfileError,
    ProfileFile,
    bundled_profiles,
    default_params,
    profile_params,
    validate_params,
)

PROFILE_DIR = paths.resource_path("rulesets", "dbgt")
VARIANTS = ("rulings-2004", "later-ally-rule", "dbz-ally-power-up")


def _file(profile_id: str) -> dict[str, Any]:
    data = json.loads((PROFILE_DIR / f"{profile_id}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_registered_for_dbgt() -> None:
    assert PARAM_MODELS["dbgt"] is DbgtParams


def test_defaults_are_those_of_the_rules() -> None:
    params = DbgtParams()
    deck = params.deck
    assert (deck.deck_size.min, deck.deck_size.max) == (50, 85)
    assert deck.mp_max_level == 6
    assert deck.ally_max_level == "mp_max_minus_2"
    limits = deck.copy_limits
    assert (limits.default, limits.mp_named, limits.ally, limits.dragon_ball) == (3, 4, 1, 1)
    assert deck.style_heritage == {"saiyan": "saiyan"}
    assert (params.setup.starting_stage, params.setup.double_power_ratio) == (5, 2)
    assert params.setup.double_power_stronger_stage == 2
    turn = params.turn
    assert (turn.draw_count, turn.ally_power_up, turn.style_pur_bonus, turn.hand_limit) == (
        3,
        "pur",
        1,
        1,
    )
    level_up = params.mp_level_up
    assert (level_up.cost_removed_from_discard, level_up.window, level_up.new_stage) == (
        5,
        "own_turn",
        "highest",
    )
    assert level_up.level_down_stage == 5
    combat = params.combat
    assert (combat.defender_draw, combat.capture_threshold) == (3, 5)
    assert (combat.energy_attack_cost, combat.energy_attack_damage) == (2, 4)
    assert combat.pat_table == "saiyan"
    assert combat.dragon_ball_damage_counts is False
    assert params.victory.survival_timing == "deck_empty"


#: Where each [PARAM name ...] mark of dbgt.md lives in the profile (a dotted path), and how
#: the mark's default reads as the model's value.
SPEC_PATHS: dict[str, str] = {
    "survival_timing": "victory.survival_timing",
    "deck_size": "deck.deck_size",
    "mp_max_level": "deck.mp_max_level",
    "ally_max_level": "deck.ally_max_level",
    "draw_count": "turn.draw_count",
    "ally_power_up": "turn.ally_power_up",
    "hand_limit": "turn.hand_limit",
    "mp_level_up": "mp_level_up",
    "defender_draw": "combat.defender_draw",
    "dragon_ball_damage_counts": "combat.dragon_ball_damage_counts",
    "capture_threshold": "combat.capture_threshold",
    "pat_table": "combat.pat_table",
}


def shared_folder() -> Path | None:
    """The project's shared/ folder: $TABLETOP_SHARED, else a ``shared`` beside the checkout or
    beside any folder above it (a worktree sits deeper than the main checkout)."""
    given = os.environ.get("TABLETOP_SHARED")
    if given:
        return Path(given)
    for folder in Path(__file__).resolve().parents[3:]:
        if (folder / "shared" / "rules").is_dir():
            return folder / "shared"
    return None


def _value(text: str) -> object:
    """A mark's default as data: ``"deck_empty"`` → str, ``3`` → int, ``false`` → bool,
    ``50..85`` → {"min": 50, "max": 85}."""
    if re.fullmatch(r"\d+\.\.\d+", text):
        low, high = text.split("..")
        return {"min": int(low), "max": int(high)}
    return json.loads(text)


def test_defaults_are_the_marks_of_the_spec() -> None:
    """Every [PARAM ...] of shared/rules/dbgt.md is modelled, with the mark's default."""
    shared = shared_folder()
    spec = shared / "rules" / "dbgt.md" if shared else None
    if spec is None or not spec.is_file():
        pytest.skip("shared/rules/dbgt.md is not beside the checkout (set TABLETOP_SHARED)")
    dumped = DbgtParams().model_dump(mode="json")
    marks = re.findall(r"\[PARAM\s+([^\]]+)\]", spec.read_text(encoding="utf-8"))
    seen = set()
    for mark in marks:
        name, rest = mark.split(None, 1)
        name = name.rstrip(":")
        seen.add(name)
        node: Any = dumped
        for part in SPEC_PATHS[name].split("."):
            node = node[part]
        if name == "mp_level_up":  # "cost_removed_from_discard 5, window "own_turn" (...) | ..."
            for key, value in re.findall(r"(\w+) (\"[^\"]*\"|\d+)", rest):
                assert node[key] == json.loads(value), (name, key)
            continue
        default = re.split(r"\s+\(|\s+\||\s+for\s", rest.strip(), maxsplit=1)[0]
        assert node == _value(default), (name, default)
    assert seen == set(SPEC_PATHS)


def test_every_field_is_documented() -> None:
    def walk(model: type[BaseModel]) -> None:
        assert model.__doc__
        for name, field in model.model_fields.items():
            assert field.description, f"{model.__name__}.{name}"
            annotation = field.annotation
            if isinstance(annotation, type) and issubclass(annotation, BaseModel):
                walk(annotation)

    walk(DbgtParams)


def test_default_file_holds_the_model_defaults() -> None:
    assert _file("default")["params"] == DbgtParams().model_dump(mode="json")
    assert default_params("dbgt") == DbgtParams()
    assert validate_params("dbgt", None) == DbgtParams()


def test_bundled_profiles_validate() -> None:
    profiles = bundled_profiles("dbgt")
    assert set(profiles) == {"default", *VARIANTS}
    for profile_id, profile in profiles.items():
        assert ProfileFile.model_validate(_file(profile_id)) == profile
        assert profile.name and profile.name_ja and profile.description
        assert isinstance(profile_params("dbgt", profile_id), DbgtParams)


def test_variants_change_only_what_they_name() -> None:
    default = DbgtParams()
    rulings = profile_params("dbgt", "rulings-2004")
    assert isinstance(rulings, DbgtParams) and rulings.turn.hand_limit == 2
    assert rulings.model_copy(update={"turn": default.turn}) == default
    later = profile_params("dbgt", "later-ally-rule")
    assert isinstance(later, DbgtParams) and later.deck.ally_max_level == 3
    assert later.model_copy(update={"deck": default.deck}) == default
    dbz = profile_params("dbgt", "dbz-ally-power-up")
    assert isinstance(dbz, DbgtParams) and dbz.turn.ally_power_up == "one"


def test_full_copy_round_trips() -> None:
    params = profile_params("dbgt", "later-ally-rule")
    assert validate_params("dbgt", params.model_dump(mode="json")) == params


def test_ally_max_level() -> None:
    assert ally_max_level(DbgtParams(), 3) == 1
    assert ally_max_level(DbgtParams(), 6) == 4
    assert ally_max_level(DbgtParams(), 2) == 0
    later = DbgtParams.model_validate({"deck": {"ally_max_level": 3}})
    assert ally_max_level(later, 3) == ally_max_level(later, 6) == 3


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"deck": {"deck_size": {"min": 90, "max": 80}}}, "deck.deck_size"),
        ({"deck": {"deck_size": {"min": -1}}}, "deck.deck_size.min"),
        ({"deck": {"deck_size": {"max": 2}}}, "deck.deck_size.max"),
        ({"deck": {"mp_max_level": 2}}, "deck.mp_max_level"),
        ({"deck": {"mp_max_level": 7}}, "deck.mp_max_level"),
        ({"deck": {"ally_max_level": 0}}, "deck.ally_max_level"),
        ({"deck": {"ally_max_level": "half"}}, "deck.ally_max_level"),
        ({"deck": {"mp_max_level": 4, "ally_max_level": 5}}, "deck"),
        ({"deck": {"copy_limits": {"default": 0}}}, "deck.copy_limits.default"),
        ({"deck": {"style_heritage": {"purple": "saiyan"}}}, "deck.style_heritage"),
        ({"turn": {"draw_count": -3}}, "turn.draw_count"),
        ({"turn": {"hand_limit": -1}}, "turn.hand_limit"),
        ({"turn": {"ally_power_up": "two"}}, "turn.ally_power_up"),
        ({"mp_level_up": {"cost_removed_from_discard": -5}}, "mp_level_up"),
        ({"mp_level_up": {"window": "opponent_turn"}}, "mp_level_up.window"),
        ({"combat": {"capture_threshold": 0}}, "combat.capture_threshold"),
        ({"combat": {"energy_attack_cost": -2}}, "combat.energy_attack_cost"),
        ({"combat": {"pat_table": "../etc"}}, "combat.pat_table"),
        ({"setup": {"double_power_ratio": 1}}, "setup.double_power_ratio"),
        ({"deck": {"deck_size": 50}}, "deck.deck_size"),
        ({"hand_limit": 2}, "hand_limit"),  # unknown (ungrouped) field
    ],
)
def test_impossible_values_are_refused(params: dict[str, Any], field: str) -> None:
    with pytest.raises(ProfileError) as caught:
        validate_params("dbgt", params)
    assert caught.value.code == "bad_profile"
    assert str(caught.value.params["field"]).startswith(field)


def test_model_validators_name_the_problem() -> None:
    with pytest.raises(ValidationError) as caught:
        DbgtParams.model_validate({"deck": {"deck_size": {"min": 86, "max": 85}}})
    assert caught.value.errors()[0]["type"] == "min_above_max"
    with pytest.raises(ValidationError) as caught:
        DbgtParams.model_validate({"deck": {"mp_max_level": 3, "ally_max_level": 4}})
    assert caught.value.errors()[0]["type"] == "ally_above_mp"


def test_params_are_frozen() -> None:
    params = DbgtParams()
    with pytest.raises(ValidationError):
        params.turn.hand_limit = 2  # type: ignore[misc]
