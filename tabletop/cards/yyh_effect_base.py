"""The base of the Yu Yu Hakusho card effects (:mod:`.yyh_effect_models`): when an effect
applies, whom it affects, how long it lasts, and :class:`EffectBase`, the fields every effect
holds."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .effect_base import Generation, data_error
from .yyh_conditions import Condition

#: When an effect applies: while its card is attached (face up, to the fighter), when an
#: Event is played, when an Item or Technique is attached, when attack number ``attack`` of
#: the card is used (a Character's or a Technique's), while a Character is in play (its own
#: abilities and Sideline Effects); at its player's Draw Step (``draw_step``: after the draw
#: and the Spirit gain) and at the start of their Main Step (``main_step``), for the fighter
#: and its face-up attachments; when its player discards the attached card to use it in
#: their Draw Step (``use_draw``), Main Step (``use_main``) or Attack Step, no attack awaiting
#: its moment (``use_attack``; see :data:`USES`); once for each
#: point of damage the player's attack deals to the other fighter (``on_hit``, the fighter's
#: and its attachments' as the attack was declared); at the start of the other player's Draw
#: Step, before their draw (``opponent_draw_step``, the fighter's and its attachments').
#: And a character's own abilities (see :mod:`.yyh_effect_models_dt_a`): used by its player
#: once a turn (a :class:`~tabletop.games.yyh.abilities.UseAbility`) while it is the fighter
#: (``ability_*``) or waits face up on the Sideline (``sideline_*``), in the step named (Draw,
#: Main, Attack, End), or
#: firing by themselves for a face-up Sideline character at its player's Draw Step
#: (``sideline_draw_step``), at the start of the other player's (``sideline_opponent_draw_step``)
#: or at the end of the other player's turn (``sideline_opponent_end``); or lasting while it
#: waits face up on the Sideline (``sideline``).
When = Literal[
    "while_attached", "on_play", "on_attach", "on_attack", "in_play", "draw_step", "main_step",
    "use_draw", "use_main", "on_hit", "opponent_draw_step", "use_attack",
    "ability_main", "ability_attack", "ability_end", "sideline_draw", "sideline_main",
    "sideline_end", "sideline_draw_step", "sideline_opponent_draw_step", "sideline_opponent_end",
    "sideline", "item_draw",
]  # fmt: skip
#: The character moments of :data:`When` (their sentences carry their own prefix).
CHARACTER_MOMENTS: tuple[str, ...] = (
    "ability_main", "ability_attack", "ability_end", "sideline_draw", "sideline_main",
    "sideline_end", "sideline_draw_step", "sideline_opponent_draw_step", "sideline_opponent_end",
    "sideline",
)  # fmt: skip
#: An Item's own ability, used by its player once a turn while it is attached face up to their
#: fighter, the card staying attached (see :mod:`~tabletop.games.yyh.abilities`): in their Draw
#: Step (``item_draw``).
ITEM_MOMENTS: tuple[str, ...] = ("item_draw",)
#: The moments of a turn's steps that fire by themselves, and the step each use belongs to.
STEP_MOMENTS: tuple[str, ...] = ("draw_step", "main_step")
USES: dict[str, str] = {"use_draw": "draw", "use_main": "main", "use_attack": "attack"}
#: Where the attached character of an effect is the player's fighter (an attached card's).
ATTACHED_WHEN = (
    "while_attached", "on_attach", *STEP_MOMENTS, *USES, "on_hit", "opponent_draw_step",
)  # fmt: skip
#: Whom a value change, damage or healing affects: the character the card is attached to,
#: the player's own fighter (for an attack: the attacking character), the other fighter.
Whom = Literal["attached", "fighter", "opponent_fighter"]
#: How long a value change lasts: while the card stays attached, the next attack to resolve,
#: this turn, until its player's next Draw Step, this match.
Lasts = Literal["while_attached", "this_attack", "turn", "until_draw", "match"]
#: Whose Spirit, hand or deck: the card's player or the other player.
Side = Literal["you", "opponent"]

#: The scope of the modifier counter each lasting value change uses (see ``Modify``).
SCOPE_OF: dict[str, str] = {
    "this_attack": "attack",
    "turn": "turn",
    "until_draw": "draw",
    "match": "match",
}

Amount = Annotated[int, Field(ge=-99_000, le=99_000)]


class EffectBase(BaseModel):
    """What every Yu Yu Hakusho effect holds: when it applies (and for which attack), the
    condition it needs, the rules generation it came in; and how its sentence's code is made."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    when: When = "on_play"
    #: The attack (1 = the first printed) whose use triggers an ``on_attack`` effect.
    attack: Annotated[int, Field(ge=1, le=4)] | None = None
    #: The effect applies only when this holds (None: always).
    only_if: Condition | None = None
    #: The first rules generation that applies this effect (None: the first that applies card
    #: effects); a game started under an older one leaves it to the players, so its replay
    #: stays what it was.
    since: Generation | None = None

    @model_validator(mode="after")
    def _timing(self) -> EffectBase:
        if (self.when == "on_attack") != (self.attack is not None):
            raise data_error("bad_effect_attack", when=self.when)
        bonus = {"team_bonus", "opponent_team_bonus"}
        if (
            self.only_if is not None
            and bonus & set(self.only_if.kinds())
            and self.when in ("while_attached", "in_play")
        ):
            raise data_error("bad_effect_condition", kind=self.only_if.kind)
        return self

    def _code(self, body: str, params: dict[str, int | str]) -> tuple[str, dict[str, int | str]]:
        """``body`` with the prefix of its timing (``attack.`` and the attack's number,
        ``attach.``, ``in_play.``, ``draw_step.``, ``use_main.``, ...; none for an Event's effect or a lasting one) and the suffix
        of its condition (:meth:`Condition.words`)."""
        if self.only_if is not None:
            suffix, extra = self.only_if.words()
            body, params = body + suffix, {**params, **extra}
        if self.when == "on_attack" and self.attack is not None:
            return f"yyh.attack.{body}", {**params, "attack": self.attack}
        if self.when == "on_attach":
            return f"yyh.attach.{body}", params
        if self.when in ("in_play", *STEP_MOMENTS, *USES, "on_hit", "opponent_draw_step",
                         *CHARACTER_MOMENTS, *ITEM_MOMENTS):  # fmt: skip
            return f"yyh.{self.when}.{body}", params
        return f"yyh.{body}", params
