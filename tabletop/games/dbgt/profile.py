"""Dragon Ball GT ruleset parameters: every rule whose value is unknown or disputed.

shared/rules/dbgt.md marks these **[PARAM]**; the defaults here are its defaults, and the bundled
profiles (``assets/rulesets/dbgt/*.json``) are the variants it names. A few settled numbers the
engine needs (copy limits, energy-attack defaults, setup stages) are parameters too, so that no
rule number is hard-coded in the game code.

Where each [PARAM] of dbgt.md lives: ``deck_size`` -> ``deck.deck_size``, ``mp_max_level`` ->
``deck.mp_max_level``, ``ally_max_level`` -> ``deck.ally_max_level``, ``draw_count``,
``ally_power_up``, ``hand_limit`` -> ``turn.*``, ``mp_level_up`` -> ``mp_level_up``,
``survival_timing`` -> ``victory.survival_timing``, ``defender_draw``, ``capture_threshold``,
``dragon_ball_damage_counts``, ``pat_table`` -> ``combat.*``.

A profile written before the ``victory`` group existed spells out every other group in full
(the app saved the whole profile with each game): it keeps the rules it was played with,
``survival_timing`` "must_take" (:meth:`DbgtParams._rules_of_older_saves`), so old saves replay.

The game's record (:mod:`tabletop.games.dbgt`) registers the model under ``"dbgt"``.

>>> params = DbgtParams()
>>> params.deck.deck_size.min, params.deck.deck_size.max, params.turn.hand_limit
(50, 85, 1)
>>> DbgtParams.model_validate({"turn": {"hand_limit": 2}}).turn.hand_limit
2
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from tabletop.cards.models import Style
from tabletop.games.profiles import ProfileParams

GAME_ID: Final = "dbgt"

#: The highest personality level a card can print (tabletop.cards.models.Personality.level).
MAX_LEVEL: Final = 6
#: Levels 1, 2 and 3 of the Main Personality are mandatory (dbgt.md §2, not a parameter).
MANDATORY_MP_LEVELS: Final = 3
#: ``ally_max_level`` value meaning "the deck's highest Main Personality level minus 2".
MP_MAX_MINUS_2: Final = "mp_max_minus_2"

Small = Annotated[int, Field(ge=0, le=99)]
Positive = Annotated[int, Field(ge=1, le=99)]


def _invalid(code: str, **params: object) -> PydanticCustomError:
    """A validation error whose type is our reason code (shown as ``bad_profile`` reason)."""
    return PydanticCustomError(code, code, params)


class _Group(ProfileParams):
    """A parameter group: frozen, closed, field docstrings become descriptions."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", strict=True, use_attribute_docstrings=True
    )


class DeckSize(_Group):
    """How many cards a deck holds: Life Deck plus the Main Personality set."""

    min: Annotated[int, Field(ge=MANDATORY_MP_LEVELS, le=999)] = 50
    """Fewest cards allowed."""
    max: Annotated[int, Field(ge=MANDATORY_MP_LEVELS, le=999)] = 85
    """Most cards allowed."""

    @model_validator(mode="after")
    def _ordered(self) -> DeckSize:
        if self.min > self.max:
            raise _invalid("min_above_max", min=self.min, max=self.max)
        return self


class CopyLimits(_Group):
    """How many copies of one card a deck may hold ("Limit N per deck" on a card overrides)."""

    default: Positive = 3
    """Any card not covered below."""
    mp_named: Positive = 4
    """A card named for the Main Personality (its title starts with the MP's name)."""
    ally: Positive = 1
    """An ally personality card (the same name and level from another set counts separately)."""
    dragon_ball: Positive = 1
    """A Dragon Ball."""


def _saiyan_heritage() -> dict[Style, str]:
    return {"saiyan": "saiyan"}


class DeckParams(_Group):
    """Deck construction (dbgt.md §2)."""

    deck_size: DeckSize = DeckSize()
    """Life Deck plus Main Personality levels: 50..85 cards."""
    mp_max_level: Annotated[int, Field(ge=MANDATORY_MP_LEVELS, le=MAX_LEVEL)] = MAX_LEVEL
    """Highest Main Personality level allowed (levels 1-3 are mandatory)."""
    ally_max_level: Literal["mp_max_minus_2"] | Annotated[int, Field(ge=1, le=MAX_LEVEL)] = (
        MP_MAX_MINUS_2
    )
    """Highest ally level: "mp_max_minus_2" (the deck's highest MP level minus 2) or a fixed
    level (3 in the later rule)."""
    copy_limits: CopyLimits = CopyLimits()
    """Copies of one card: 3; 4 for the MP's named cards; 1 per ally card; 1 per Dragon Ball."""
    style_heritage: dict[Style, Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]] = Field(
        default_factory=_saiyan_heritage
    )
    """Declared styles that need a Main Personality of a heritage (Saiyan style: Saiyan)."""

    @model_validator(mode="after")
    def _ally_below_mp(self) -> DeckParams:
        if isinstance(self.ally_max_level, int) and self.ally_max_level > self.mp_max_level:
            raise _invalid(
                "ally_above_mp", ally_max_level=self.ally_max_level, mp_max_level=self.mp_max_level
            )
        return self


class SetupParams(_Group):
    """Game setup (dbgt.md §3)."""

    starting_stage: Annotated[int, Field(ge=0, le=17)] = 5
    """Each Main Personality's scouter starts at this stage above 0."""
    double_power_ratio: Annotated[int, Field(ge=2, le=99)] = 2
    """Double-Power Rule: one MP's power at the starting stage is at least this many times the
    other's."""
    double_power_stronger_stage: Annotated[int, Field(ge=0, le=17)] = 2
    """Double-Power Rule: the stronger MP goes to this stage (the weaker to its highest)."""


class TurnParams(_Group):
    """The turn (dbgt.md §4)."""

    draw_count: Small = 3
    """Cards the active player draws in the Draw step."""
    ally_power_up: Literal["pur", "one"] = "pur"
    """Power Up step: allies rise by their PUR ("pur", GT) or by 1 ("one", DBZ)."""
    style_pur_bonus: Small = 1
    """Power Up step: extra stages for the Main Personality when a style is declared."""
    hand_limit: Small = 1
    """Cards kept after the Discard step (GT summary 1; Score's 2004 rulings 2)."""
    ally_entry_stage: Annotated[int, Field(ge=0, le=17)] = 3
    """Stage an ally enters play at in the Non-Combat step (clamped to its ladder)."""


class MpLevelUpParams(_Group):
    """Main Personality level changes (dbgt.md §4)."""

    cost_removed_from_discard: Small = 5
    """Cards of your discard pile removed from the game to advance one level."""
    window: Literal["own_turn", "non_combat"] = "own_turn"
    """When you may level up: at any moment of your own turn (the GT summary), or only in your
    Non-Combat step."""
    new_stage: Literal["highest", "starting", "current"] = "highest"
    """Stage on the new level: its highest, the setup starting stage, or the current stage
    (clamped to the new ladder)."""
    level_down_stage: Annotated[int, Field(ge=0, le=17)] = 5
    """Stage on the lower level after a level-down (card effects only)."""


class CombatParams(_Group):
    """Combat (dbgt.md §5, §6)."""

    defender_draw: Small = 3
    """Cards the defender draws on entering Combat."""
    capture_threshold: Positive = 5
    """Life cards one attack must discard to capture a Dragon Ball."""
    energy_attack_cost: Small = 2
    """Power stages an energy attack costs unless the card says otherwise."""
    energy_attack_damage: Small = 4
    """Life cards an energy attack deals unless the card says otherwise."""
    pat_table: Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_\-]{0,39}$")] = "saiyan"
    """Physical Attack Table id (assets/pat/tables.json)."""
    dragon_ball_damage_counts: bool = False
    """A Dragon Ball turned up as life-card damage counts as one of the damage cards (false:
    the DBZ rule, another card is turned up instead)."""


class VictoryParams(_Group):
    """Winning (dbgt.md §1)."""

    survival_timing: Literal["deck_empty", "must_take"] = "deck_empty"
    """Survival victory: the instant the opponent's Life Deck is empty ("deck_empty", the GT
    summary), or only when a card must be taken from the empty deck ("must_take", DBZ)."""


class DbgtParams(_Group):
    """Every Dragon Ball GT ruleset parameter, grouped; each group may be given in part."""

    deck: DeckParams = DeckParams()
    """Deck construction."""
    setup: SetupParams = SetupParams()
    """Game setup."""
    turn: TurnParams = TurnParams()
    """Turn steps."""
    mp_level_up: MpLevelUpParams = MpLevelUpParams()
    """Main Personality level changes."""
    combat: CombatParams = CombatParams()
    """Combat and damage."""
    victory: VictoryParams = VictoryParams()
    """Winning."""

    @model_validator(mode="before")
    @classmethod
    def _rules_of_older_saves(cls, data: Any) -> Any:
        """A whole profile from before the ``victory`` group (every other group given) keeps
        the survival rule of its time: a card must be taken from the empty deck."""
        if isinstance(data, dict) and "victory" not in data and set(data) >= _OLDER_GROUPS:
            return {**data, "victory": {"survival_timing": "must_take"}}
        return data


_OLDER_GROUPS: Final = frozenset(("deck", "setup", "turn", "mp_level_up", "combat"))


def ally_max_level(params: DbgtParams, mp_highest_level: int) -> int:
    """The highest ally level a deck whose Main Personality reaches ``mp_highest_level`` may use.

    >>> ally_max_level(DbgtParams(), 3), ally_max_level(DbgtParams(), 5)
    (1, 3)
    """
    rule = params.deck.ally_max_level
    return rule if isinstance(rule, int) else max(0, mp_highest_level - 2)
