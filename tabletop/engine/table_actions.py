"""The game-agnostic actions every ruleset understands (the free table's whole vocabulary)."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, register_action


@register_action
@dataclass(frozen=True)
class MoveCard(Action):
    """Move a card to a zone at ``index`` (-1: on top / at the end); ``face_up`` None keeps
    the zone's default face."""

    kind = "move"
    card: int
    to_zone: str
    index: int = -1
    face_up: bool | None = None


@register_action
@dataclass(frozen=True)
class MoveTop(Action):
    """Move the top ``count`` cards of a zone (a deck, whose cards the mover cannot name)."""

    kind = "movetop"
    from_zone: str
    to_zone: str
    count: int = 1
    face_up: bool | None = None


@register_action
@dataclass(frozen=True)
class Draw(Action):
    """Draw ``count`` cards from the seat's deck into its hand."""

    kind = "draw"
    count: int = 1


@register_action
@dataclass(frozen=True)
class Flip(Action):
    """Turn a card face up or face down."""

    kind = "flip"
    card: int


@register_action
@dataclass(frozen=True)
class Rotate(Action):
    """Turn a card by ``turns`` quarter turns clockwise (negative: counter-clockwise)."""

    kind = "rotate"
    card: int
    turns: int = 1


@register_action
@dataclass(frozen=True)
class Shuffle(Action):
    """Shuffle a zone: a chance event whose order is recorded in the log."""

    kind = "shuffle"
    zone: str


@register_action
@dataclass(frozen=True)
class SetCardCounter(Action):
    """Set a counter on a card (a personality's stage, a marker); ``value`` None removes it."""

    kind = "cardcounter"
    card: int
    name: str
    value: int | None


@register_action
@dataclass(frozen=True)
class SetCounter(Action):
    """Set one of a player's counters (spirit energy, match wins, …)."""

    kind = "counter"
    player: int
    name: str
    value: int


@register_action
@dataclass(frozen=True)
class NextStep(Action):
    """End the current step (in the free table: end the turn)."""

    kind = "next"
