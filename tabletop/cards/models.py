"""Card and card-set models for both games: facts only, never rules text.

Every card is one variant of a discriminated union on ``type``; each game has its own union
(both bundled games have an ``event`` type), and a set file names its game. The games whose
cards can be read, and how, are in :mod:`.card_games`. All models are frozen and
forbid unknown fields, so a typo in a data file is an error, not a silently ignored key.

>>> card = DbgtCardAdapter.validate_python(
...     {"id": "SAI-158", "set": "SAI", "number": "158", "name": "Goku Lv1",
...      "type": "personality", "character": "Goku", "level": 1, "alignment": "hero",
...      "pur": 1, "stages": [0, 500, 600]})
>>> card.power_at(2), card.top_stage
(600, 2)
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, model_validator

from .effect_base import data_error as data_error
from .effect_models import Damage as Damage
from .effect_models import DbgtEffect
from .safe_text import TEXT_ALLOWED, unsafe_character
from .yyh_effect_base import ITEM_MOMENTS
from .yyh_effect_models import CHARACTER_MOMENTS, YyhEffect

Game = str
"""A game id (``dbgt``, ``yyh``, or a game a package registered): a key of :data:`.card_games.CARD_GAMES`."""

#: A set code as printed: ``SAI``, ``GF``, ``S17``.
SET_CODE_PATTERN = r"^[A-Z][A-Z0-9]{0,7}$"
#: A card number as printed inside its set: ``158``, ``BK1``, ``ST9``, ``G0``.
NUMBER_PATTERN = r"^[A-Z0-9]{1,12}$"
#: A canonical card id: ``SET-NUMBER``, upper case.
CARD_ID_PATTERN = r"^[A-Z][A-Z0-9]{0,7}-[A-Z0-9]{1,12}$"
CARD_ID_RE = re.compile(CARD_ID_PATTERN)
#: Lower-case identifiers for open vocabularies (rarity, heritage, team symbol).
SLUG_PATTERN = r"^[a-z][a-z0-9_]{0,39}$"

#: The longest power-stage ladder: stage 0 to stage 17.
MAX_STAGES = 18
MAX_CARDS_PER_SET = 5000

Style = Literal["red", "blue", "orange", "black", "saiyan", "white", "namekian"]
STYLES: tuple[Style, ...] = ("red", "blue", "orange", "black", "saiyan", "white", "namekian")
Alignment = Literal["hero", "villain", "neutral"]
Marker = Literal["hero", "villain"]
#: A printed power rating: a number, or the non-numeric "Z" of some DBZ ladders.
StageValue = int | Literal["Z"]

#: Data-quality marks on bundled (or user) cards. ``data_note`` says what was done.
CardFlag = Literal[
    "attack_value_corrected",  # a value from the origin data was corrected (see data_note)
    "attack_value_variable",  # an attack value is variable on the card: stored as null
    "number_corrected",  # the card number in the origin data was wrong and was corrected
    "stats_unverified",  # numbers (stages, PUR, values) could not be verified: treat with care
    "team_unknown",  # the team symbol in the origin data was not a team: stored as null
    "team_doubtful",  # the team symbol is kept but doubtful
    "defense_doubtful",  # the defense value is kept but unusual
    "name_spelling_doubtful",  # the name is kept as given but may be misspelled
    "kind_doubtful",  # the origin data disagrees about the card's attack/defense kind
    "novelty",  # a novelty print not meant for ordinary play
]


def _plain_name(text: str) -> str:
    """A name holds no control, format (bidirectional, zero-width) or separator character."""
    found = unsafe_character(text)
    if found is not None:
        raise data_error("unsafe_character", position=found[0], character=found[1])
    return text


def _plain_text(text: str) -> str:
    """A card's text or note: as a name, but line breaks and tabs are allowed."""
    found = unsafe_character(text, TEXT_ALLOWED)
    if found is not None:
        raise data_error("unsafe_character", position=found[0], character=found[1])
    return text


Name = Annotated[str, Field(min_length=1, max_length=120), AfterValidator(_plain_name)]
Slug = Annotated[str, Field(pattern=SLUG_PATTERN)]
Count = Annotated[int, Field(ge=0, le=99)]
_TEXT = AfterValidator(_plain_text)
"""Free text (a card's printed text, a note): line breaks and tabs allowed."""


class Strict(BaseModel):
    """Frozen, closed models: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CardBase(Strict):
    """Fields every card has, in both games."""

    game: ClassVar[Game]

    id: Annotated[str, Field(pattern=CARD_ID_PATTERN)]
    set: Annotated[str, Field(pattern=SET_CODE_PATTERN)]
    number: Annotated[str, Field(pattern=NUMBER_PATTERN)]
    name: Name
    name_ja: Name | None = None
    rarity: Slug | None = None
    #: "Limit N per deck" printed on the card (0: banned); None means the game's default.
    limit_per_deck: Count | None = None
    flags: tuple[CardFlag, ...] = ()
    #: What was corrected or doubted in the data (English, for maintainers; not rules text).
    data_note: Annotated[str, Field(max_length=500), _TEXT] | None = None
    #: The card's printed text as the player typed it for their own set (bundled sets carry none).
    text: Annotated[str, Field(max_length=4000), _TEXT] | None = None
    #: The user's own note on the card (a ruling, a reminder), not the card's text.
    note: Annotated[str, Field(max_length=2000), _TEXT] | None = None

    @model_validator(mode="after")
    def _id_matches_set_and_number(self) -> CardBase:
        if self.id != f"{self.set}-{self.number}":
            raise data_error("id_mismatch", id=self.id, set=self.set, number=self.number)
        if len(set(self.flags)) != len(self.flags):
            raise data_error("duplicate_flag", id=self.id)
        return self


# --- Dragon Ball GT (and the DBZ cards GT expanded play admits) ------------------------------


class DbgtCardBase(CardBase):
    game: ClassVar[Game] = "dbgt"

    #: The character a named card is named for ("Goku's Touch" -> "Goku").
    named_for: Name | None = None
    #: Hero-only / villain-only cards.
    alignment_marker: Marker | None = None
    #: What the card does, as data (:mod:`.effect_models`); empty: nothing beyond its type.
    effects: Annotated[tuple[DbgtEffect, ...], Field(max_length=12)] = ()

    @property
    def is_backer(self) -> bool:
        """True only for backer cards (the card behind transparent hi-tech personalities)."""
        return False


class Personality(DbgtCardBase):
    type: Literal["personality"]
    character: Name
    level: Annotated[int, Field(ge=1, le=6)]
    alignment: Alignment
    pur: Annotated[int, Field(ge=0, le=20)]
    #: Power ratings from stage 0 upward; stage 0 is always 0.
    stages: Annotated[tuple[StageValue, ...], Field(min_length=2, max_length=MAX_STAGES)]
    heritage: Slug | None = None
    hi_tech: bool = False
    style: Style | None = None

    @model_validator(mode="after")
    def _ladder(self) -> Personality:
        for value in self.stages:
            if isinstance(value, int) and not 0 <= value <= 10**9:
                raise data_error("bad_stage_value", id=self.id, value=value)
        if self.stages[0] != 0:
            raise data_error("stage_zero_not_zero", id=self.id)
        numbers = [v for v in self.stages[1:] if isinstance(v, int)]
        if any(b < a for a, b in pairwise(numbers)):
            raise data_error("stages_decrease", id=self.id)
        return self

    @property
    def top_stage(self) -> int:
        """The highest stage (stage 0 is the bottom)."""
        return len(self.stages) - 1

    def power_at(self, stage: int) -> StageValue:
        """The power rating at ``stage`` (clamped to the ladder)."""
        return self.stages[max(0, min(stage, self.top_stage))]


class Backer(DbgtCardBase):
    """The card added to a Main Personality that uses hi-tech (transparent) levels."""

    type: Literal["backer"]
    #: A named backer serves only a Main Personality of this name.
    backer_for_name: Name | None = None
    #: A styled backer serves only when this style is the declared fighting style.
    backer_style: Style | None = None

    @property
    def is_backer(self) -> bool:
        return True


class Mastery(DbgtCardBase):
    type: Literal["mastery"]
    style: Style


class Drill(DbgtCardBase):
    type: Literal["drill"]
    style: Style | None = None


class Setup(DbgtCardBase):
    type: Literal["setup"]
    style: Style | None = None


class DbgtEvent(DbgtCardBase):
    type: Literal["event"]
    style: Style | None = None


class NonCombat(DbgtCardBase):
    """A DBZ-era Non-Combat card (behaves as a GT Setup)."""

    type: Literal["non_combat"]
    style: Style | None = None


class DragonBall(DbgtCardBase):
    type: Literal["dragon_ball"]
    #: Which set of seven ("Earth", "Namekian", ...).
    db_set: Name
    db_number: Annotated[int, Field(ge=1, le=7)]


class CombatCardBase(DbgtCardBase):
    """Energy, physical and (DBZ) plain combat cards: attacks (sword) and/or defenses (star)."""

    attack: bool = False
    defense: bool = False
    #: What a defense stops; None when the data does not say.
    defends: Literal["physical", "energy", "any"] | None = None
    style: Style | None = None
    #: Power stages the card costs to play; None means the rules' default (energy attacks: 2).
    cost_stages: Annotated[int, Field(ge=0, le=30)] | None = None
    #: None means the rules' default damage for the attack kind.
    damage: Damage | None = None

    @model_validator(mode="after")
    def _roles(self) -> CombatCardBase:
        if not (self.attack or self.defense):
            raise data_error("combat_without_role", id=self.id)
        if self.defends is not None and not self.defense:
            raise data_error("defends_without_defense", id=self.id)
        if self.damage is not None and not self.attack:
            raise data_error("damage_without_attack", id=self.id)
        return self


class EnergyCombat(CombatCardBase):
    type: Literal["energy_combat"]


class PhysicalCombat(CombatCardBase):
    type: Literal["physical_combat"]


class Combat(CombatCardBase):
    """A DBZ-era combat card that is neither energy nor physical."""

    type: Literal["combat"]


DbgtCard = Annotated[
    Personality
    | Backer
    | Mastery
    | Drill
    | Setup
    | DbgtEvent
    | NonCombat
    | DragonBall
    | EnergyCombat
    | PhysicalCombat
    | Combat,
    Field(discriminator="type"),
]
DBGT_TYPES: tuple[str, ...] = (
    "personality", "backer", "mastery", "drill", "setup", "event", "non_combat",
    "dragon_ball", "energy_combat", "physical_combat", "combat",
)  # fmt: skip


# --- Yu Yu Hakusho -------------------------------------------------------------------------


class Attack(Strict):
    """A printed attack: Attack Cost (cards discarded), Attack Value and its short name."""

    cost: Annotated[int, Field(ge=0, le=10)]
    #: None: variable on the card (the card must carry the ``attack_value_variable`` flag).
    value: Annotated[int, Field(ge=0, le=999_999)] | None
    name: Name | None = None
    #: The attack's name in Japanese, shown when the interface speaks Japanese.
    name_ja: Name | None = None


#: The moments of a turn that fire an effect by themselves (its steps, an attack's damage) and
#: the uses of an attached card.
_STEP_WHEN = ("draw_step", "main_step", "on_hit", "opponent_draw_step")
_USE_WHEN = ("use_draw", "use_main", "use_attack")


class YyhCardBase(CardBase):
    game: ClassVar[Game] = "yyh"

    #: The card has effect text beyond its numbers (players read it on their own card).
    has_effect_text: bool = False
    #: What the card does, as data (see :mod:`.yyh_effect_models`); empty: nothing encoded.
    effects: Annotated[tuple[YyhEffect, ...], Field(max_length=12)] = ()

    #: The timings each card type's effects may have.
    _WHEN: ClassVar[dict[str, frozenset[str]]] = {
        "character": frozenset(
            {"on_attack", "in_play", "on_hurt", "on_blow", "on_attacked", *_STEP_WHEN}
            | set(CHARACTER_MOMENTS)  # its abilities and Sideline Effects
        ),
        "technique": frozenset(
            {"while_attached", "on_attach", "on_attack", *_STEP_WHEN, *_USE_WHEN}
        ),
        "item": frozenset({"while_attached", "on_attach", *_STEP_WHEN, *_USE_WHEN, *ITEM_MOMENTS}),
        "event": frozenset({"on_play"}),
    }

    @model_validator(mode="after")
    def _effect_timings(self) -> YyhCardBase:
        allowed = self._WHEN.get(str(getattr(self, "type", "")), frozenset())
        for effect in self.effects:
            if effect.when not in allowed:
                raise data_error("bad_effect_when", id=self.id, when=effect.when)
        return self

    def _check_attacks(self, attacks: tuple[Attack, ...]) -> None:
        if any(a.value is None for a in attacks) and "attack_value_variable" not in self.flags:
            raise data_error("unflagged_variable_attack", id=self.id)


class Character(YyhCardBase):
    type: Literal["character"]
    alignment: Literal["hero", "villain", "neutral", "both"]
    #: Team Symbol as a slug ("urameshi", "saint_beasts"); None: no symbol.
    team: Slug | None = None
    team_leader: bool = False
    defense: Annotated[int, Field(ge=1, le=999_999)]
    attacks: Annotated[tuple[Attack, ...], Field(max_length=4)] = ()
    #: The card has a Sideline Effect (works while the character waits on the Sideline).
    sideline_effect: bool = False

    @model_validator(mode="after")
    def _character(self) -> Character:
        self._check_attacks(self.attacks)
        if self.team_leader and self.team is None:
            raise data_error("leader_without_team", id=self.id)
        return self


class Technique(YyhCardBase):
    type: Literal["technique"]
    spirit_cost: Annotated[int, Field(ge=0, le=10)]
    attack: Attack | None = None

    @model_validator(mode="after")
    def _technique(self) -> Technique:
        self._check_attacks(() if self.attack is None else (self.attack,))
        return self


class Item(YyhCardBase):
    type: Literal["item"]
    spirit_cost: Annotated[int, Field(ge=0, le=10)]


class YyhEvent(YyhCardBase):
    type: Literal["event"]
    spirit_cost: Annotated[int, Field(ge=0, le=10)]


YyhCard = Annotated[Character | Technique | Item | YyhEvent, Field(discriminator="type")]
YYH_TYPES: tuple[str, ...] = ("character", "technique", "item", "event")

#: Any card of either game.
Card = (
    Personality | Backer | Mastery | Drill | Setup | DbgtEvent | NonCombat | DragonBall
    | EnergyCombat | PhysicalCombat | Combat | Character | Technique | Item | YyhEvent
)  # fmt: skip


# --- Set files -----------------------------------------------------------------------------

SET_FORMAT = "tabletop-cards"
SCHEMA_VERSION = 1


class SetBase(Strict):
    """``assets/cards/<game>/<SET>.json``: a header and the set's cards."""

    format: Literal["tabletop-cards"]
    schema_version: Literal[1]
    game: Annotated[Game, Field(pattern=r"^[a-z][a-z0-9_]{0,19}$")]
    set: Annotated[str, Field(pattern=SET_CODE_PATTERN)]
    name: Name
    name_ja: Name | None = None

    def _check_cards(self, cards: tuple[CardBase, ...]) -> None:
        seen: set[str] = set()
        for card in cards:
            if card.set != self.set:
                raise data_error("card_outside_set", id=card.id, set=self.set)
            if card.id in seen:
                raise data_error("duplicate_card", id=card.id)
            seen.add(card.id)


class DbgtSet(SetBase):
    game: Literal["dbgt"]
    cards: Annotated[tuple[DbgtCard, ...], Field(max_length=MAX_CARDS_PER_SET)]

    @model_validator(mode="after")
    def _cards(self) -> DbgtSet:
        self._check_cards(self.cards)
        return self


class YyhSet(SetBase):
    game: Literal["yyh"]
    cards: Annotated[tuple[YyhCard, ...], Field(max_length=MAX_CARDS_PER_SET)]

    @model_validator(mode="after")
    def _cards(self) -> YyhSet:
        self._check_cards(self.cards)
        return self


CardSet = Annotated[DbgtSet | YyhSet, Field(discriminator="game")]

_DEFERRED = ConfigDict(defer_build=True)
DbgtCardAdapter: TypeAdapter[DbgtCard] = TypeAdapter(DbgtCard, config=_DEFERRED)
YyhCardAdapter: TypeAdapter[YyhCard] = TypeAdapter(YyhCard, config=_DEFERRED)
CardSetAdapter: TypeAdapter[DbgtSet | YyhSet] = TypeAdapter(CardSet, config=_DEFERRED)


def canonical_id(text: str) -> str | None:
    """The canonical (upper-case) form of a card id, or None if it is not shaped like one.

    >>> canonical_id(" sai-158 "), canonical_id("SAI 158")
    ('SAI-158', None)
    """
    stripped = text.strip()
    if not stripped.isascii():
        return None
    candidate = stripped.upper()
    return candidate if CARD_ID_RE.fullmatch(candidate) else None
