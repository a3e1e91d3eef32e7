"""Ruleset profiles: the parameters of rules whose value is unknown or disputed.

Each game registers a pydantic model of its parameters; the profiles themselves are JSON files
in ``assets/rulesets/<game>/<id>.json``::

    {"format": "tabletop-ruleset", "schema_version": 1, "game": "dbgt", "id": "default",
     "name": "Default (GT summary)", "name_ja": "標準", "params": {...}}

A save keeps a full copy of the parameters (``model.model_dump(mode="json")``), so a game
replays under the rules it was played with even if the bundled profile changes.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop import paths
from tabletop.engine.errors import CodedError
from tabletop.engine.safe_input import InputError, loads, read_regular
from tabletop.games.packages import import_game

DEFAULT_PROFILE = "default"
MAX_PROFILE_BYTES = 256 * 1024


class ProfileError(CodedError, ValueError):
    """A ruleset profile that cannot be used: ``unknown_game``, ``unknown_profile``,
    ``bad_profile`` (params: ``field``, ``reason``)."""


class ProfileParams(BaseModel):
    """Base of each game's parameter model: frozen, unknown fields refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class ProfileFile(BaseModel):
    """A profile file as stored in ``assets/rulesets``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["tabletop-ruleset"]
    schema_version: Literal[1]
    game: str = Field(pattern=r"^[a-z][a-z0-9_]{0,19}$")
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-]{0,39}$")
    name: str = Field(max_length=100)
    name_ja: str | None = Field(default=None, max_length=100)
    description: str | None = Field(default=None, max_length=2000)
    params: dict[str, Any]


PARAM_MODELS: dict[str, type[ProfileParams]] = {}


def register_profile_model(game_id: str, model: type[ProfileParams]) -> None:
    """Make ``model`` the parameter model of ``game_id``."""
    PARAM_MODELS[game_id] = model


def _model(game_id: str) -> type[ProfileParams]:
    import_game(game_id)
    model = PARAM_MODELS.get(game_id)
    if model is None:
        raise ProfileError("unknown_game", game=game_id)
    return model


def validate_params(game_id: str, params: Mapping[str, Any] | None) -> ProfileParams:
    """The parameters of ``game_id`` from JSON data (None or empty: the default profile's);
    raises :class:`ProfileError` (``bad_profile``) naming the first bad field."""
    if not params:
        return default_params(game_id)
    return _parse(game_id, params)


def _parse(game_id: str, params: Mapping[str, Any]) -> ProfileParams:
    """Validate parameters; missing ones take the model's defaults."""
    try:
        return _model(game_id).model_validate(dict(params), strict=False)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "params"
        raise ProfileError("bad_profile", field=where, reason=first["type"]) from None


@cache
def bundled_profiles(game_id: str) -> dict[str, ProfileFile]:
    """The bundled profiles of a game by id (read once)."""
    _model(game_id)
    folder = paths.resource_path("rulesets", game_id)
    out: dict[str, ProfileFile] = {}
    for path in sorted(folder.glob("*.json")):
        profile = ProfileFile.model_validate(loads(read_regular(path, MAX_PROFILE_BYTES).decode()))
        if profile.game != game_id or profile.id != path.stem:
            raise ProfileError("bad_profile", field="id", reason=str(path.name))
        _parse(game_id, profile.params)  # a broken bundled profile is a bug: fail early
        out[profile.id] = profile
    return out


def default_params(game_id: str) -> ProfileParams:
    """The parameters of the game's ``default`` profile (the model's defaults if none)."""
    if DEFAULT_PROFILE not in bundled_profiles(game_id):
        return _model(game_id)()
    return profile_params(game_id, DEFAULT_PROFILE)


def profile_params(game_id: str, profile_id: str = DEFAULT_PROFILE) -> ProfileParams:
    """The parameters of a bundled profile; raises ``unknown_profile``."""
    profile = bundled_profiles(game_id).get(profile_id)
    if profile is None:
        raise ProfileError("unknown_profile", game=game_id, profile=profile_id)
    return _parse(game_id, profile.params)


def read_profile_file(path: str | os.PathLike[str]) -> tuple[ProfileFile, ProfileParams]:
    """Read a profile file a user chose: the file and its validated parameters.

    Raises :class:`ProfileError`: ``unreadable`` (also a folder, a device or a pipe),
    ``too_large``, ``bad_encoding``, ``not_json``, ``too_deep``, ``bad_text``, ``bad_number``,
    ``bad_profile`` (with ``field`` and ``reason``), ``unknown_game``. Never writes to the file.
    """
    try:
        data = read_regular(path, MAX_PROFILE_BYTES)
        document = loads(data.decode("utf-8"))
    except InputError as error:
        if error.code == "not_a_file":
            raise ProfileError("unreadable", errno=None) from None
        raise ProfileError(error.code, **error.params) from None
    except OSError as error:
        raise ProfileError("unreadable", errno=error.errno) from None
    except UnicodeDecodeError:
        raise ProfileError("bad_encoding") from None
    except json.JSONDecodeError as error:
        raise ProfileError("not_json", line=error.lineno, column=error.colno) from None
    try:
        profile = ProfileFile.model_validate(document)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "profile"
        raise ProfileError("bad_profile", field=where, reason=first["type"]) from None
    return profile, _parse(profile.game, profile.params)
