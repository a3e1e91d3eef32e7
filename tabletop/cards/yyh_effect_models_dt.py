"""Yu Yu Hakusho effect kinds first needed by the Dark Tournament cards (rules generation 4;
each card's entry carries ``"since": 4``): cards a player discards from their own hand by
their own choice (``discard_chosen``), the game waiting for that player's choice (see
:mod:`tabletop.games.yyh.opponent_choice`).

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
from .yyh_effect_models import Side, When, _Effect

#: When a chosen discard applies, besides the moments of :data:`~.yyh_effect_models.When`:
#: when an attack deals points of damage to this character while it is the fighter
#: (``on_hurt``; its player is the one hurt, so ``opponent`` is the attacker).
ChosenWhen: TypeAlias = When | Literal["on_hurt"]

#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT: frozenset[str] = frozenset({"discard_chosen"})


class DiscardChosen(_Effect):
    """``side`` discards ``count`` cards of their own choice from their hand (the whole hand
    when it holds no more: nothing to choose). The choice is an action of theirs the game
    waits for, :class:`~tabletop.games.yyh.actions.ChooseDiscards`."""

    do: Literal["discard_chosen"]
    count: Annotated[int, Field(ge=1, le=5)] = 1
    side: Side = "opponent"
    when: ChosenWhen = "on_play"  # type: ignore[assignment]

    @model_validator(mode="after")
    def _a_moment(self) -> DiscardChosen:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``on_hurt``: its own prefix)."""
        code, params = self._code(f"discard_chosen.{self.side}", {"count": self.count})
        if self.when == "on_hurt":
            code = "yyh.on_hurt." + code.removeprefix("yyh.")
        return code, params
