"""Yu Yu Hakusho effect kinds first needed by the Dark Tournament cards (rules generation 4;
each card's entry carries ``"since": 4``): cards a player discards from their own hand by
their own choice (``discard_chosen``), the game waiting for that player's choice (see
:mod:`tabletop.games.yyh.opponent_choice`); a Sideline character of the player's choice
switched with its side's fighter (``switch``, a pick: see :mod:`tabletop.games.yyh.switching`);
an attack that may be used only while its condition holds (``attack_needs``, see
:mod:`tabletop.games.yyh.attack_needs`); minimum damage barred (``no_minimum``, see
:func:`tabletop.games.yyh.attack_needs.minimum_barred`).

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python({"do": "discard_chosen", "count": 1}).words()
('yyh.discard_chosen.opponent', {'count': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import Field, model_validator

from .effect_models import data_error
from .yyh_conditions import Condition
from .yyh_effect_models import PickCards, Side, When, _Effect

#: When a chosen discard applies, besides the moments of :data:`~.yyh_effect_models.When`:
#: when an attack deals points of damage to this character while it is the fighter
#: (``on_hurt``; its player is the one hurt, so ``opponent`` is the attacker).
ChosenWhen: TypeAlias = When | Literal["on_hurt"]

#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT: frozenset[str] = frozenset({"discard_chosen", "switch", "attack_needs", "no_minimum"})


class DiscardChosen(_Effect):
    """``side`` discards ``count`` cards of their own choice from their hand (the whole hand
    when it holds no more: nothing to choose). The choice is an action of theirs the game
    waits for, :class:`~tabletop.games.yyh.actions.ChooseDiscards`."""

    do: Literal["discard_chosen"]
    count: Annotated[int, Field(ge=1, le=5)] = 1
    side: Side = "opponent"
    #: Then that player draws this many cards (after their choice).
    then_draw: Annotated[int, Field(ge=0, le=10)] = 0
    #: Nothing happens when this holds ("unless ...").
    unless: Condition | None = None
    when: ChosenWhen = "on_play"  # type: ignore[assignment]

    @model_validator(mode="after")
    def _a_moment(self) -> DiscardChosen:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``on_hurt``: its own prefix)."""
        body = f"discard_chosen.{self.side}"
        params: dict[str, int | str] = {"count": self.count}
        if self.then_draw:
            body, params = body + ".then_draw", {**params, "draw": self.then_draw}
        if self.unless is not None:
            suffix, extra = self.unless.words()
            body, params = body + ".unless_" + suffix.removeprefix(".if_"), {**params, **extra}
        code, params = self._code(body, params)
        if self.when == "on_hurt":
            code = "yyh.on_hurt." + code.removeprefix("yyh.")
        return code, params


class SwitchPick(PickCards):
    """The player chooses a character on their own Sideline (``sideline``) or the opponent's
    (``opponent_sideline``): it and its side's fighter change places (the fighter's
    attachments go face down under it, the new fighter's turn face up, paid). The chosen
    character is the action's pick, as for :class:`~.yyh_effect_models.PickCards`; with no
    character on that Sideline nothing happens."""

    do: Literal["switch"]  # type: ignore[assignment]
    source: Literal["sideline", "opponent_sideline"]  # type: ignore[assignment]
    to: Literal["fighter"] = "fighter"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[1] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"switch.{self.source}", {})


class AttackNeeds(_Effect):
    """Attack number ``attack`` of the card may be used only while ``only_if`` holds (for a
    Technique's attack: its fighter's condition): refused otherwise, and left out of the legal
    actions. Nothing happens when the attack is used."""

    do: Literal["attack_needs"]
    when: Literal["on_attack"] = "on_attack"

    @model_validator(mode="after")
    def _conditioned(self) -> AttackNeeds:
        if self.only_if is None:
            raise data_error("bad_effect_condition", kind="none")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("attack_needs", {})


class NoMinimum(_Effect):
    """Minimum damage barred: with attack ``attack`` (``on_attack``), that attack cannot deal
    it; while this character is the fighter (``in_play``), it cannot be dealt it; played
    (``on_play``), the player's fighter cannot be dealt it until the player's next Draw Step
    (``lasts: until_draw``). A 0-damage result then ends the attack: no minimum-damage
    moment opens."""

    do: Literal["no_minimum"]
    lasts: Literal["this_attack", "while_attached", "until_draw"] = "this_attack"

    @model_validator(mode="after")
    def _consistent(self) -> NoMinimum:
        expected = {
            "on_attack": "this_attack",
            "in_play": "while_attached",
            "on_play": "until_draw",
        }
        if expected.get(self.when) != self.lasts:
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"no_minimum.{self.lasts}", {})
