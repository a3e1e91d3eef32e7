"""What the table shows to help the players, worked out by the game: the current step's actions
(buttons of the step bar), the attack waiting for its answer and, once it is resolved, what it
did (markers on the table).

Texts are :class:`Message` values: English sources marked with
:func:`~tabletop.engine.noop.QT_TRANSLATE_NOOP` under the context :data:`CONTEXT`, which the UI
translates before filling in their ``params``. A parameter named ``card``, ``attacker`` or
``defender`` holding an int is a card's number on the table: the UI names it as the seat at the
computer may see it (a hidden card is "a card"), so a game never names a card itself. A
:class:`PrintedName` parameter (an attack's name) is shown in the interface language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .actions import Action
from .state import GameState
from .view import StateView

CONTEXT = "TableAid"
"""The translation context of every text here."""

CARD_KEYS = ("card", "target", "attacker", "defender")
"""Parameters that hold a card's number on the table (named by the UI)."""

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class Message:
    """A marked English text and its parameters (a parameter may be a Message itself)."""

    text: str
    params: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)


@dataclass(frozen=True)
class PrintedName:
    """A name printed on a card that is not a card's (an attack's), a parameter of a
    :class:`Message`: the UI shows ``name_ja`` when it speaks Japanese and there is one."""

    name: str
    name_ja: str | None = None


def message(text: str, **params: Any) -> Message:
    """``message("{stages} stages", stages=3)``."""
    return Message(text, MappingProxyType(params))


@dataclass(frozen=True)
class StepAction:
    """A button of the step bar: the rule action it submits, its label, what it does (its
    tooltip) and ``detail``, what it would cost and deal ("ATK 6,000 → 2 damage"): shown after
    the label, or under it when the bar is narrow, never cut. ``due``: the step waits for
    this action of the seat before anything else (a discard down to the hand limit), so when
    that seat's own move on the bar led here the table asks for it at once."""

    action: Action
    label: Message
    tip: Message | None = None
    detail: Message | None = None
    due: bool = False


@dataclass(frozen=True)
class AttackMark:
    """The attack waiting for its answer: who attacks whom and the damage it would deal now.

    ``zones``: where the marker goes (centred on the zones together: one zone, or the two
    fighters' places to stand between them). ``title`` names the sides, ``damage`` the damage.
    """

    seat: int
    attacker: int | None
    defender: int | None
    zones: tuple[str, ...]
    title: Message
    damage: Message


@dataclass(frozen=True)
class ResultMark:
    """What a resolved attack did, shown for a moment where it landed: on ``card`` when it is
    on the table, else on ``zone``."""

    text: Message
    card: int | None = None
    zone: str | None = None


class TableAids:
    """The aids of a game without any (the free table); games override what they offer."""

    def step_actions(self, state: GameState, seat: int) -> list[StepAction]:
        """The actions of the current step for ``seat``, the seat that must act now (legal or
        not: the UI asks each for its verdict). They must name no card the other seat cannot
        see: the step bar stays visible while the computer is handed over."""
        return []

    def pending_attack(self, state: GameState) -> AttackMark | None:
        """The attack waiting for its answer now (None: none is)."""
        return None

    def attack_result(
        self, before: StateView, after: StateView, attack: AttackMark
    ) -> list[ResultMark]:
        """What ``attack``, pending in ``before``, did once resolved in ``after`` (views of
        the table before and after the action that resolved it)."""
        return []
