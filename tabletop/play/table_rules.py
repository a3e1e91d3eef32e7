"""What the window may ask of a game's rules directly: a :class:`typing.Protocol` the rulesets
satisfy as they are, which leaves out the hooks that work on the whole game for a seat
(``choices``, ``table_aids``, ``damage_calculation``): those the window asks of a seat's
:class:`~tabletop.play.offers.SeatOffers`. The window's session hands out its ruleset under this
type, so ``session.ruleset.choices(state, …)`` is a type error (mypy --strict), not only a
finding of the audit tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tabletop.engine import Action, GameState
from tabletop.engine.layout import TableLayout
from tabletop.engine.phrase import Phrase
from tabletop.engine.ruleset import Announcement
from tabletop.engine.transaction import Op
from tabletop.engine.view import StateView


class TableRules(Protocol):
    """The rules' answers the table asks for itself (see the module)."""

    def actor(self, state: GameState) -> int | None:
        """The seat that must act now (None: the game is over)."""
        ...

    def active_seat(self, state: GameState) -> int:
        """The seat whose turn it is."""
        ...

    def step(self, state: GameState) -> str | None:
        """The current step code."""
        ...

    def steps(self) -> tuple[str, ...]:
        """The step codes of a turn, in order."""
        ...

    def meaning(self, state: GameState, action: Action) -> Action:
        """The game action a table gesture stands for."""
        ...

    def describe(self, state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
        """The log's phrases of a step."""
        ...

    def seat_notes(self, view: StateView, seat: int) -> tuple[str, ...]:
        """The standing effects of a seat, from a view."""
        ...

    def opening_announcements(self, actions: Sequence[Action]) -> list[Action]:
        """The opening actions the table announces."""
        ...

    def announcements(self, before: StateView, after: StateView) -> list[Announcement]:
        """What the table announces of a change between two views."""
        ...

    def deck_zone(self, seat: int) -> str | None:
        """The zone a plain Draw of ``seat`` takes from."""
        ...

    def card_actions(self, state: GameState, seat: int, uid: int) -> list[Action]:
        """A card's context-menu actions."""
        ...

    def zone_actions(self, state: GameState, seat: int, zone: str) -> list[Action]:
        """A zone's context-menu actions."""
        ...

    def layout(self) -> TableLayout | None:
        """Where the zones lie on the table."""
        ...
