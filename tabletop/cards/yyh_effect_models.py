"""Card effects as data: what a Yu Yu Hakusho card does, in the project's own words.

An effect is a small closed model discriminated on ``do``: an Attack or Defense Value raised
or lowered (``atk`` / ``def``), Spirit Energy gained or lost (``spirit``), cards drawn
(``draw``) or discarded from the top of a deck (``mill``), damage dealt to or healed from a
fighter (``damage`` / ``heal``), one more attack this turn (``extra_attack``), a match lost
(``concede``), cards discarded at random from a hand (``discard_random``), a deck shuffled
(``shuffle``), the discarded cards of a kind shuffled back (``recycle``), a fighter's
attachments discarded (``discard_attached``), a stronger blow this turn (``strike``), the
played card shuffled back (``shuffle_self``), a character in Match Slot 5 discarded
(``discard_fifth``), cards of the player's choice moved from one place to another (``pick``),
what using an attached card costs (``use_cost``), the card discarded at the turn's end
(``discard_self``), and ``by_hand`` with the reason the players apply it themselves. Each says
**when** it applies (``when``: while the card is attached, when an Event is played, when an
Item or Technique is attached, when the card's attack number ``attack`` is used, at a moment
of a turn, when the attached card is used: see :data:`When`), **whom** it
affects and, for a value change, **how long** it lasts (``lasts``). The rules apply every
kind but ``by_hand`` (see :data:`AUTOMATED`); a card's own effect overrides a general rule
by being data, never by a special case in the rules.

Every model has ``words()``: a template code (registered under the context ``"Effect"`` by
:mod:`tabletop.games.yyh.messages`) and its parameters, one whole sentence per code.

>>> from pydantic import TypeAdapter
>>> e = TypeAdapter(YyhEffect).validate_python({"do": "atk", "amount": 2000})
>>> e.words()
('yyh.atk_up.attached.while_attached', {'amount': 2000})
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "def", "amount": 2000, "when": "on_attack", "attack": 1, "whom": "fighter",
...      "lasts": "until_draw"}).words()
('yyh.attack.def_up.fighter.until_draw', {'amount': 2000, 'attack': 1})
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from .yyh_effect_base import CHARACTER_MOMENTS as CHARACTER_MOMENTS
from .yyh_effect_base import SCOPE_OF as SCOPE_OF
from .yyh_effect_base import USES as USES
from .yyh_effect_base import Lasts as Lasts
from .yyh_effect_base import Side as Side
from .yyh_effect_base import When as When
from .yyh_effect_kinds import (
    ByHand,
    Concede,
    DamageCharacter,
    DiscardAttached,
    DiscardFifth,
    DiscardRandom,
    DiscardSelf,
    DrawCards,
    ExtraAttack,
    HealCharacter,
    MillCards,
    PickCards,
    Recycle,
    ShuffleDeck,
    ShuffleSelf,
    Spirit,
    StatChange,
    Strike,
    UseCost,
)
from .yyh_effect_models_dt import (
    AUTOMATED_DT,
    AfterBlow,
    AnswerOnly,
    AttackCap,
    AttackedMill,
    AttackNeeds,
    CostChangeSides,
    DiscardChosen,
    DiscardFaceDown,
    DiscardGuards,
    DrawBottom,
    EndDamage,
    GuardPick,
    LockEvents,
    NeedsFifth,
    NoMinimum,
    NoTechniqueDamage,
    PickOther,
    RecycleNamed,
    RedirectPick,
    StandOff,
    SwitchChosen,
    SwitchPick,
    TechniqueLock,
    TollPick,
    VillainBoost,
)
from .yyh_effect_models_dt_a import AUTOMATED_DT_A, DtAEffect
from .yyh_effect_models_dt_b import (
    AUTOMATED_DT_B,
    AttackBar,
    BoostNext,
    Calling,
    DamageCap,
    DigAttach,
    EndDraw,
    LoneBoost,
    MoveAttached,
    OptSwitch,
    PickPair,
    PlayUnless,
    RecycleTop,
    StackBack,
    Trade,
    TwinDiscard,
    UseLock,
)
from .yyh_effect_models_gf import (
    CHOSEN_KINDS,
    Align,
    ArrangeTop,
    Borrow,
    CostChange,
    CostlyAttacks,
    DoubleItem,
    DrawEcho,
    ExactPoints,
    Forbid,
    FreeMinimum,
    Guard,
    HealChosen,
    KeepHand,
    MayPay,
    MillUpTo,
    Mulligan,
    PayCard,
    RecycleOthers,
    RefreshHand,
    SearchAttach,
    SearchFifth,
    TeamBoost,
    TechniqueBoost,
    WordRecycle,
)
from .yyh_effect_models_gf2 import (
    AUTOMATED_GF2,
    BanNamed,
    Befriend,
    DiscardOrSpirit,
    DoubleAtk,
    EndMill,
    EventTax,
    FadingAtk,
    FoeAttach,
    GiveAway,
    NoEvents,
    PickAtSpirit,
    PickOwnAttached,
    PlayBoost,
    ShuffleChosen,
    SidelineBest,
    SkipMain,
    StrictBonus,
    SwapSideline,
    SweepArena,
    SwitchNext,
    TrimAttached,
)

YyhEffect = Annotated[
    StatChange | Spirit | DrawCards | MillCards | DiscardRandom | ShuffleDeck | Recycle
    | DamageCharacter | HealCharacter | ExtraAttack | Concede | DiscardAttached | Strike
    | ShuffleSelf | DiscardFifth | PickCards | DiscardSelf | UseCost | ByHand
    | ArrangeTop | SearchFifth | HealChosen | KeepHand | CostChange | Forbid | DoubleItem
    | SearchAttach | WordRecycle | Borrow | MillUpTo | RecycleOthers | Guard | ExactPoints
    | FreeMinimum | MayPay | RefreshHand | Align | PayCard | CostlyAttacks | DrawEcho
    | Mulligan | TeamBoost | TechniqueBoost | DiscardChosen
    | SwitchPick | AttackNeeds | NoMinimum | AfterBlow | RecycleNamed | SwitchChosen
    | RedirectPick | DrawBottom | TollPick | CostChangeSides | EndDamage | AnswerOnly | AttackCap
    | NeedsFifth | DiscardFaceDown | GuardPick | DiscardGuards | TechniqueLock
    | NoTechniqueDamage | LockEvents | PickOther | AttackedMill | VillainBoost | StandOff
    | ShuffleChosen | DiscardOrSpirit | TrimAttached | PickOwnAttached | SwapSideline | BanNamed
    | FadingAtk | StrictBonus | NoEvents | SkipMain | PlayBoost | SwitchNext | PickAtSpirit
    | Befriend | EventTax | FoeAttach | GiveAway | EndMill | SweepArena | DoubleAtk
    | SidelineBest
    | DtAEffect
    | EndDraw | DamageCap | PlayUnless | LoneBoost | DigAttach | RecycleTop | MoveAttached
    | Trade | UseLock | BoostNext | TwinDiscard | OptSwitch | PickPair | StackBack | Calling
    | AttackBar,
    Field(discriminator="do"),
]  # fmt: skip

#: The effect kinds the rules apply themselves (the rest are applied by hand).
AUTOMATED: frozenset[str] = frozenset({
    "atk", "def", "spirit", "draw", "mill", "discard_random", "shuffle", "recycle", "damage",
    "heal", "extra_attack", "concede", "discard_attached", "strike", "shuffle_self",
    "discard_fifth", "pick", "use_cost", "discard_self", *CHOSEN_KINDS,
}) | AUTOMATED_DT | AUTOMATED_GF2 | AUTOMATED_DT_A | AUTOMATED_DT_B  # fmt: skip


def automated(effects: tuple[object, ...]) -> bool:
    """Whether every effect of a card is applied by the rules (none is by hand)."""
    return all(getattr(e, "do", None) in AUTOMATED for e in effects)
