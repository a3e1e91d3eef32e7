"""The Yu Yu Hakusho ruleset parameters: every [PARAM] of shared/rules/yyh.md.

Rules whose value is missing from the sources, or on which the sources disagree, are data here,
never constants in the rules code. The bundled profiles are ``assets/rulesets/yyh/*.json``
(``default``: the working specification; ``uncapped-floor``: the Japanese summary's damage).

>>> params = YyhParams()
>>> params.deck_min, params.copy_limit, params.damage_cap
(40, 3, 2)
>>> YyhParams(damage_cap=None).damage_points(9000, 2000)
4
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from tabletop.engine.setup import MAX_DECK_CARDS
from tabletop.games.profiles import ProfileParams

GAME_ID = "yyh"
#: Starting characters per team (a fixed rule, not a parameter: every source agrees).
TEAM_SIZE = 4
#: The most damage points that matter: the fourth point (a full turn) defeats a character.
DEFEAT_POINTS = 4

NextMatchFirst = Literal["loser", "winner"]


def _exact(kind: type, error: str) -> BeforeValidator:
    """Refuse look-alikes that lax validation (profiles.py) would convert: ``true`` or ``"3"``
    for a count, ``1`` for a flag. In a profile file they are typos, not values."""

    def check(value: object) -> object:
        if value is None or (type(value) is kind):
            return value
        raise PydanticCustomError(error, "expected {kind}", {"kind": kind.__name__})

    return BeforeValidator(check)


_EXACT_INT = _exact(int, "int_type")
_EXACT_BOOL = _exact(bool, "bool_type")


class YyhParams(ProfileParams):
    """The parameters of a Yu Yu Hakusho game (defaults: shared/rules/yyh.md)."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    # --- deck construction (yyh.md §2) ---------------------------------------------------------
    deck_min: Annotated[int, _EXACT_INT, Field(ge=0, le=MAX_DECK_CARDS - TEAM_SIZE)] = 40
    """Least number of cards in the deck besides the 4 starting characters (no maximum)."""

    copy_limit: Annotated[int, _EXACT_INT, Field(ge=1, le=99)] = 3
    """Most copies of one card in team and deck together ("Limit N per Deck" cards: N)."""

    # --- setup and turn (yyh.md §3-4) -----------------------------------------------------------
    first_player_skips_draw: Annotated[bool, _EXACT_BOOL] = True
    """The first player of the game skips the draw of their first turn."""

    draw: Annotated[int, _EXACT_INT, Field(ge=0, le=10)] = 2
    """Cards drawn in each Draw Step."""

    spirit_gain: Annotated[int, _EXACT_INT, Field(ge=0, le=99)] = 2
    """Spirit Energy gained in each Draw Step, after drawing."""

    spirit_cap: Annotated[int, _EXACT_INT, Field(ge=1, le=99)] = 10
    """Most Spirit Energy a player can hold; any excess is lost."""

    techniques_on_sideline: Annotated[bool, _EXACT_BOOL] = False
    """Techniques may be attached to Sideline characters too (false: to the fighter only)."""

    characters_per_turn: Annotated[int, _EXACT_INT, Field(ge=1, le=5)] = 1
    """Most character cards a player places into play in one turn."""

    unique_characters: Annotated[bool, _EXACT_BOOL] = True
    """One of each character (the name before any comma) in play on a side; the first stays."""

    # --- damage (yyh.md §5) ---------------------------------------------------------------------
    damage_cap: Annotated[int, _EXACT_INT, Field(ge=1, le=DEFEAT_POINTS)] | None = 2
    """Most points one attack deals before card effects: 0 if ATK < DEF, 1 if ATK < 2×DEF,
    else this cap; null: floor(ATK/DEF) uncapped (the Japanese summary)."""

    min_damage_discard: Annotated[int, _EXACT_INT, Field(ge=0, le=10)] = 2
    """Cards the attacker may discard from hand to turn a 0-damage result into 1 point."""

    # --- matches and teams (yyh.md §6-7) --------------------------------------------------------
    next_match_first: NextMatchFirst = "loser"
    """Who takes the first turn of the next match: the loser or the winner of the last one."""

    team_bonus_threshold: Annotated[int, _EXACT_INT, Field(ge=1, le=5)] = 3
    """Characters in play sharing a Team Symbol needed for its Team Bonus (Team Kurama: 1 fewer)."""

    @model_validator(mode="after")
    def _possible(self) -> YyhParams:
        if self.spirit_gain > self.spirit_cap:
            raise PydanticCustomError(
                "spirit_gain_above_cap",
                "spirit_gain ({gain}) exceeds spirit_cap ({cap})",
                {"gain": self.spirit_gain, "cap": self.spirit_cap},
            )
        return self

    def damage_points(self, attack: int, defense: int) -> int:
        """Base damage points of an attack (before card effects); defense never below 1."""
        points = max(0, attack) // max(1, defense)
        return points if self.damage_cap is None else min(points, self.damage_cap)
