"""Card effects of the player's choice that Ghost Files cards need besides ``pick`` (rules
generation 4): the top cards of a deck put back in the order the player chooses
(``arrange``), a character searched from the deck into an empty Match Slot 5
(``search_fifth``), one of the player's characters in play healed (``heal_chosen``), and the
hand discarded but for the cards the player keeps (``keep_hand``). Like ``pick``, the chosen
cards are a parameter of the action that applies the effect (its ``picks``; see
:mod:`tabletop.games.yyh.choice_effects_gf`).

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "arrange", "side": "opponent", "count": 4, "when": "on_attack", "attack": 1}
... ).words()
('yyh.attack.arrange.opponent', {'count': 4, 'attack': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_models import data_error
from .yyh_effect_models import Side, _Effect


class _Chosen(_Effect):
    """A kind whose cards the player chooses: never a lasting effect."""

    @model_validator(mode="after")
    def _not_lasting(self) -> _Chosen:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self


class ArrangeTop(_Chosen):
    """The player looks at the top ``count`` cards of ``side``'s deck and puts them back on
    top in the order they choose (the picks: those cards, the new top card first)."""

    do: Literal["arrange"]
    side: Side = "you"
    count: Annotated[int, Field(ge=2, le=10)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"arrange.{self.side}", {"count": self.count})


class SearchFifth(_Chosen):
    """If the player's Match Slot 5 is empty, they search their deck for a character (not
    the same character as one of theirs in play) and put it there face down (the pick: that
    card; none when the deck holds none)."""

    do: Literal["search_fifth"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("search_fifth", {})


class HealChosen(_Chosen):
    """``points`` of damage healed from one of the player's characters in play (Arena or
    Sideline) that they choose (the pick: that character; none when none is damaged)."""

    do: Literal["heal_chosen"]
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("heal_chosen", {"points": self.points})


class KeepHand(_Chosen):
    """The player discards every card of their hand but ``count`` they keep (the picks: the
    cards kept; the whole hand when it holds no more)."""

    do: Literal["keep_hand"]
    count: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("keep_hand", {"count": self.count})


#: The kinds of this module (all applied by the rules).
CHOSEN_KINDS: frozenset[str] = frozenset({"arrange", "search_fifth", "heal_chosen", "keep_hand"})
