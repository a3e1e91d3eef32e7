"""YYH ruleset parameters: every [PARAM] of yyh.md, the bundled profiles, impossible values."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from tabletop import paths
from tabletop.games.profiles import (
    PARAM_MODELS,
    ProfileError,
    ProfileFile,
    bundled_profiles,
    default_params,
    profile_params,
    validate_params,
)
from tabletop.games.yyh.profile import YyhParams

#: The [PARAM]s of shared/rules/yyh.md with their defaults.
SPEC_DEFAULTS: dict[str, Any] = {
    "deck_min": 40,
    "copy_limit": 3,
    "first_player_skips_draw": True,
    "draw": 2,
    "spirit_gain": 2,
    "spirit_cap": 10,
    "techniques_on_sideline": False,
    "characters_per_turn": 1,
    "unique_characters": True,
    "damage_cap": 2,
    "min_damage_discard": 2,
    "next_match_first": "loser",
    "team_bonus_threshold": 3,
}


def _shared() -> Path | None:
    """The project's shared folder: ``$TABLETOP_SHARED``, else a ``shared/`` beside the
    checkout or beside a folder above it (a worktree under ``wt/``); None in CI."""
    given = os.environ.get("TABLETOP_SHARED")
    if given:
        return Path(given)
    checkout = Path(__file__).resolve().parents[3]
    for folder in checkout.parents:
        if (folder / "shared" / "rules").is_dir():
            return folder / "shared"
    return None


SHARED = _shared()
SPEC = SHARED / "rules" / "yyh.md" if SHARED is not None else None


def test_registered() -> None:
    assert PARAM_MODELS["yyh"] is YyhParams


def test_model_defaults_are_the_spec() -> None:
    assert YyhParams().model_dump(mode="json") == SPEC_DEFAULTS


def test_spec_params_are_all_modelled() -> None:
    """Read the [PARAM ...] marks of yyh.md (when the shared folder is there)."""
    if SPEC is None or not SPEC.is_file():
        pytest.skip("shared/rules/yyh.md is not beside the checkout")
    found: dict[str, Any] = {}
    for mark in re.findall(r"\[PARAM ([^\]]+)\]", SPEC.read_text(encoding="utf-8")):
        for part in re.sub(r"\(.*?\)", "", mark).split(","):
            name, value = part.split(None, 1)
            found[name] = json.loads(value.strip())
    assert found == SPEC_DEFAULTS


def test_fields_are_documented() -> None:
    for name, info in YyhParams.model_fields.items():
        assert info.description, name


def test_bundled_profiles() -> None:
    profiles = bundled_profiles("yyh")
    assert set(profiles) == {"default", "uncapped-floor"}
    assert profile_params("yyh") == default_params("yyh") == YyhParams()
    assert validate_params("yyh", None) == YyhParams()
    assert profile_params("yyh", "uncapped-floor") == YyhParams(damage_cap=None)
    for profile in profiles.values():
        assert profile.name and profile.name_ja and profile.description
        # Every parameter is written out, so the file documents the whole ruleset.
        assert set(profile.params) == set(SPEC_DEFAULTS)


@pytest.mark.parametrize("path", sorted(paths.resource_path("rulesets", "yyh").glob("*.json")))
def test_profile_files_validate(path: Path) -> None:
    profile = ProfileFile.model_validate_json(path.read_bytes())
    assert profile.game == "yyh" and profile.id == path.stem
    assert isinstance(validate_params("yyh", profile.params), YyhParams)


def test_missing_params_take_defaults() -> None:
    assert validate_params("yyh", {"deck_min": 30}) == YyhParams(deck_min=30)


@pytest.mark.parametrize(
    ("params", "field", "reason"),
    [
        ({"deck_min": -1}, "deck_min", "greater_than_equal"),
        ({"deck_min": 10_000}, "deck_min", "less_than_equal"),
        ({"copy_limit": 0}, "copy_limit", "greater_than_equal"),
        ({"draw": -1}, "draw", "greater_than_equal"),
        ({"spirit_gain": -2}, "spirit_gain", "greater_than_equal"),
        ({"spirit_cap": 0}, "spirit_cap", "greater_than_equal"),
        ({"spirit_cap": 1}, "params", "spirit_gain_above_cap"),
        ({"spirit_gain": 11}, "params", "spirit_gain_above_cap"),
        ({"damage_cap": 0}, "damage_cap", "greater_than_equal"),
        ({"damage_cap": 5}, "damage_cap", "less_than_equal"),
        ({"min_damage_discard": -1}, "min_damage_discard", "greater_than_equal"),
        ({"next_match_first": "random"}, "next_match_first", "literal_error"),
        ({"team_bonus_threshold": 0}, "team_bonus_threshold", "greater_than_equal"),
        ({"team_bonus_threshold": 6}, "team_bonus_threshold", "less_than_equal"),
        ({"draw": True}, "draw", "int_type"),
        ({"copy_limit": "3"}, "copy_limit", "int_type"),
        ({"deck_min": 40.5}, "deck_min", "int_type"),
        ({"first_player_skips_draw": 1}, "first_player_skips_draw", "bool_type"),
        ({"first_player_skips_draw": "yes"}, "first_player_skips_draw", "bool_type"),
        ({"draw": None}, "draw", "int_type"),
        ({"techniques_on_sideline": 0}, "techniques_on_sideline", "bool_type"),
        ({"unique_characters": "true"}, "unique_characters", "bool_type"),
        ({"characters_per_turn": 0}, "characters_per_turn", "greater_than_equal"),
        ({"characters_per_turn": True}, "characters_per_turn", "int_type"),
        ({"mulligan": True}, "mulligan", "extra_forbidden"),
    ],
)
def test_impossible_values_refused(params: dict[str, Any], field: str, reason: str) -> None:
    with pytest.raises(ProfileError) as caught:
        validate_params("yyh", params)
    assert caught.value.code == "bad_profile"
    assert caught.value.params == {"field": field, "reason": reason}


def test_edge_values_accepted() -> None:
    params = validate_params(
        "yyh",
        {"deck_min": 0, "spirit_gain": 10, "spirit_cap": 10, "draw": 0, "damage_cap": None},
    )
    assert isinstance(params, YyhParams) and params.damage_cap is None


def test_frozen() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        YyhParams().deck_min = 1  # type: ignore[misc]


@pytest.mark.parametrize(
    ("attack", "defense", "capped", "uncapped"),
    [
        (3000, 4000, 0, 0),
        (4000, 4000, 1, 1),
        (7999, 4000, 1, 1),
        (8000, 4000, 2, 2),
        (12000, 4000, 2, 3),
        (99000, 7000, 2, 14),
        (5000, 0, 2, 5000),  # defense never below 1
    ],
)
def test_damage_points(attack: int, defense: int, capped: int, uncapped: int) -> None:
    assert YyhParams().damage_points(attack, defense) == capped
    assert YyhParams(damage_cap=None).damage_points(attack, defense) == uncapped
