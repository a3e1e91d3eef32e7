"""When a Yu Yu Hakusho card's effect applies: the :class:`Condition` an effect may carry (a
named fighter, a Team Symbol, hero or villain, a count at least / at most so many, more or
fewer than the opponent), and the counts (:data:`Per`) that conditions and "for each" values
share. The rules read them in :mod:`tabletop.games.yyh.conditions`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .effect_base import data_error

Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]

#: What a lasting value change is multiplied by, counted when it applies: cards in the
#: player's hand, Spirit Energy, cards in their discard pile or the opponent's, characters on
#: their Sideline or the opponent's, Techniques / Items / all cards attached to the fighter,
#: Items attached to the opponent's fighter, damage points on the fighter; cards in the
#: opponent's hand, matches finished, cards named ``per_name`` attached to the fighter or face
#: up in play (attached to any character), cards attached to all the player's characters,
#: the player's or the opponent's characters that lost a match (face down in the Winner's
#: Circle), damage points on all the player's or the opponent's characters in play, the
#: opponent's villains in play, damage points on the opposing fighter, the match being played
#: (1–5), cards in the player's deck, the different Items attached to their Sideline
#: characters (see :mod:`tabletop.games.yyh.conditions`), the cards picked for the same
#: trigger's ``pick`` effect, the Techniques among the cards the same trigger's ``mill`` of
#: the player's own deck discarded (``milled_techniques``; the Events among them:
#: ``milled_events``), the Items among the same trigger's picked cards (``picked_items``),
#: the Techniques in the player's
#: hand (``hand_techniques``), the Events among the top 5 cards of their deck
#: (``top_events``), cards named ``per_name`` attached face up to the opposing fighter
#: (``opponent_named_attached``) or attached to the player's fighter this turn
#: (``named_attached_turn``), the attacks named ``per_name`` the player used in their last
#: turn (``attack_last_turn``), the player's characters of the Team Symbol ``per_name`` that
#: won a match (face up in their Winner's Circle, ``team_winners``), the attacks the opponent used
#: in their last turn (``opponent_attacks_last_turn``, in either player's turn), 1 if the
#: opponent's strike effect of the turn before went unmet (``opponent_strike_missed``); the
#: attacks named ``per_name`` the player used this turn (``attack_this_turn``), the Events in
#: their discard pile (``discard_events``), the Events among the cards the same trigger's
#: ``mill`` of the player's own deck discarded (``milled_events``), the Items among the cards
#: picked for the same trigger's ``pick`` (``picked_items``); the Events the player played this
#: turn (``events_this_turn``), the final Defense Value of their fighter (``fighter_defense``),
#: 1 if they damaged the opposing fighter in the turn before this one (``damage_last_turn``).
Per = Literal[
    "hand", "spirit", "discard", "opponent_discard", "sideline", "opponent_sideline",
    "techniques", "items", "attached", "opponent_items", "damage",
    "opponent_hand", "matches_finished", "named_attached", "named_in_play", "attached_all",
    "defeated", "opponent_defeated", "damage_all", "opponent_damage_all", "opponent_villains",
    "opponent_damage", "match", "deck", "sideline_items", "picked", "milled_techniques",
    "milled_events", "picked_items",
    "hand_techniques", "top_events", "opponent_named_attached", "named_attached_turn",
    "attack_last_turn", "team_winners",
    "opponent_attacks_last_turn", "opponent_strike_missed",
    "attack_this_turn", "discard_events", "milled_events", "picked_items",
    "events_this_turn", "fighter_defense", "damage_last_turn",
]  # fmt: skip
#: The counts that name their cards (``per_name``).
NAMED_PER = frozenset(
    {"named_attached", "named_in_play", "opponent_named_attached", "named_attached_turn"}
    | {"attack_last_turn", "team_winners", "attack_this_turn"}
)


class Condition(BaseModel):
    """An effect applies only if this holds now: the player's fighter (for an attached card:
    the character it is attached to) is ``named`` (its name contains ``value``), has the Team
    Symbol ``team`` (``value``), has ``no_team``, is a ``hero`` or a ``villain``; the other
    fighter is an ``opponent_hero`` / ``opponent_villain`` / has ``opponent_no_team``; all of
    the player's characters in play share one Team Symbol (``same_team``); the player has the
    Team Bonus ``team_bonus`` (``value``), the opponent ``opponent_team_bonus``; a character
    of the player's named ``value`` is in play (``named_in_play``) or lost a match
    (``named_defeated``); the player has ``at_least`` ``least`` of ``per`` (of a count that
    names its cards: those named ``value``), or ``at_most`` ``most``; the player has
    more of ``per`` than the opponent (``more_than_opponent``) or fewer
    (``fewer_than_opponent``); the opponent used an attack in their last turn
    (``opponent_attacked``, see :mod:`tabletop.games.yyh.conditions_dt_b`); the player's
    Match Slot 5 holds no character (``fifth_empty``); all of the player's characters in play
    are heroes (``all_heroes``); a card of the player's named ``value`` is face up in their
    Winner's Circle (``named_winner``); the player has a ``lone_boost`` going
    (``lone_boosted``); the player used the attack named ``value`` this match
    (``attack_this_match``, recorded for the cards whose effects ask it). ``also``: a
    further condition that must hold too; ``either``: another condition (with its own
    ``also``) that is enough instead."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    kind: Literal[
        "named", "team", "no_team", "hero", "villain", "opponent_hero", "opponent_villain",
        "opponent_no_team", "same_team", "team_bonus",
        "opponent_team_bonus", "named_in_play", "named_defeated", "at_least", "at_most",
        "more_than_opponent", "fewer_than_opponent", "opponent_attacked",
        "fifth_empty", "all_heroes", "named_winner", "lone_boosted", "attack_this_match",
    ]  # fmt: skip
    value: Slug | None = None
    #: What ``at_least`` and the comparisons count (one naming its cards: ``at_least`` only).
    per: Per | None = None
    #: How many ``at_least`` needs.
    least: Annotated[int, Field(ge=1, le=99)] | None = None
    #: How many ``at_most`` allows.
    most: Annotated[int, Field(ge=0, le=99)] | None = None
    also: Condition | None = None
    either: Condition | None = None

    @model_validator(mode="after")
    def _value(self) -> Condition:
        named = self.kind == "at_least" and self.per in NAMED_PER  # ``value``: the cards' name
        if (self.kind in VALUED_KINDS or named) != (self.value is not None):
            raise data_error("bad_effect_condition", kind=self.kind)
        counted = self.kind in ("at_least", "at_most", "more_than_opponent", "fewer_than_opponent")
        if (
            counted != (self.per is not None)
            or (self.kind == "at_least") != (self.least is not None)
            or (self.kind == "at_most") != (self.most is not None)
        ):
            raise data_error("bad_effect_condition", kind=self.kind)
        if self.per in NAMED_PER and not named:
            raise data_error("bad_effect_condition", kind=self.kind)
        return self

    def kinds(self) -> tuple[str, ...]:
        """This condition's kind and those of its ``also`` chain, in order."""
        more = self.either.kinds() if self.either is not None else ()
        return (self.kind, *(self.also.kinds() if self.also is not None else ()), *more)

    def words(self, n: int = 1) -> tuple[str, dict[str, int | str]]:
        """The code suffix (``.if_<kind>`` and its count, then ``.and_<kind>`` for each
        ``also``, ``.or_<kind>`` for ``either``) and its parameters (``name`` / ``team`` /
        ``thing`` (a named count's cards) / ``least`` / ``most``, numbered from the second
        condition on)."""
        mark = "" if n == 1 else str(n)
        part = f".{'if' if n == 1 else 'and'}_{self.kind}" + (f"_{self.per}" if self.per else "")
        params: dict[str, int | str] = {}
        if self.value is not None:
            named = ("named", "named_in_play", "named_defeated", "named_winner")
            key = "name" if self.kind in named else "team"
            key = "thing" if self.per in NAMED_PER or self.kind == "attack_this_match" else key
            shown = self.value.replace("_s_", "'s ").replace("_", " ").title()
            params[key + mark] = shown.replace("'S ", "'s ")  # Kaitou's, not Kaitou'S
        if self.least is not None:
            params["least" + mark] = self.least
        if self.most is not None:
            params["most" + mark] = self.most
        if self.also is not None:
            more, extra = self.also.words(n + 1)
            part, params = part + more, {**params, **extra}
        if self.either is not None:  # numbered after the ``also`` chain
            later = n + 1 + (len(self.also.kinds()) if self.also is not None else 0)
            more, extra = self.either.words(later)
            part, params = part + ".or_" + more.removeprefix(".and_"), {**params, **extra}
        return part, params


#: The condition kinds that name a character or a team (their ``value``).
VALUED_KINDS = frozenset(
    {"named", "team", "team_bonus", "opponent_team_bonus", "named_in_play", "named_defeated"}
    | {"named_winner", "attack_this_match"}
)
