"""Card-effect adjustments of a chosen amount: the menu's one entry per stat instead of a line
per step.

A ruleset offers a free ATK/DEF modifier (Yu Yu Hakusho's ``Modify``) in steps, for each
scope: +1000 and −1000 for this attack, this turn, this match, for each of ATK and DEF. The
card menu shows such a family as one entry, "Card effect: ATK of Yusuke…", which asks the
amount and the scope (:class:`AmountQuestion`, answered by the host's chooser in a dialog)
and submits the same rule action with them: one path, checked, logged and undoable as before.
A Dragon Ball GT personality's stage set by a card effect (``EffectStage``, offered one stage
up and one down) is a family too: its entry asks the stage, from 0 to the highest the rules
allow for that personality.

A family is found by the actions' fields, never by a game's name: actions of one kind that
differ only in ``amount`` and ``scope`` and name a ``stat``, or only in the ``stage`` of a
``card``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tabletop.cards.models import MAX_STAGES
from tabletop.engine import Action
from tabletop.i18n.names import STAT_NAMES
from tabletop.i18n.noop import QT_TRANSLATE_NOOP

AMOUNT = "amount"
STAGE = "stage"
SCOPE = "scope"
#: The most an amount dialog offers either way (the rules accept up to 999,999).
LIMIT = 99_000
DEFAULT_SCOPE = "turn"

#: The words of each scope, as the amount dialog offers them.
SCOPE_WORDS = {
    "attack": QT_TRANSLATE_NOOP("AmountDialog", "This attack"),
    "turn": QT_TRANSLATE_NOOP("AmountDialog", "This turn"),
    "draw": QT_TRANSLATE_NOOP("AmountDialog", "Until the next Draw Step"),
    "match": QT_TRANSLATE_NOOP("AmountDialog", "This match"),
}
ENTRY = QT_TRANSLATE_NOOP("TableMenu", "Card effect: {stat} of {card}…")
"""The menu entry of a family (it opens the amount dialog, hence the ellipsis)."""
STAGE_ENTRY = QT_TRANSLATE_NOOP("TableMenu", "Card effect: power stage of {card}…")
"""The menu entry of a family of stages."""


@dataclass(frozen=True)
class AmountQuestion:
    """What the amount dialog asks: ``purpose`` (the entry's words), an amount from ``low`` to
    ``high`` in steps of ``step`` (never 0), starting at ``value``, and one of ``scopes``
    (code, words), starting at ``scope``."""

    purpose: str
    value: int
    low: int
    high: int
    step: int
    scopes: tuple[tuple[str, str], ...] = ()
    scope: str | None = None
    #: ``amount`` (a change, never 0) or ``stage`` (a stage of the ladder, 0 included).
    kind: str = AMOUNT


@dataclass(frozen=True)
class AmountFamily:
    """Offered actions that differ only in their amount and scope (or only in their stage):
    one menu entry."""

    actions: tuple[Action, ...]
    field: str = AMOUNT
    """The field the player chooses: ``amount`` or ``stage``."""

    @property
    def first(self) -> Action:
        """The first of the offered actions (the menu's place of the family)."""
        return self.actions[0]

    @property
    def step(self) -> int:
        """The smallest step offered (1000 for ATK/DEF; 1 for a stage)."""
        if self.field == STAGE:
            return 1
        return min(abs(_value(a, AMOUNT)) for a in self.actions) or 1

    @property
    def scopes(self) -> tuple[str, ...]:
        """The scopes offered, in the order offered."""
        found = (getattr(a, SCOPE, None) for a in self.actions)
        return tuple(dict.fromkeys(s for s in found if isinstance(s, str)))

    def action(self, amount: int, scope: str | None) -> Action:
        """The family's rule action with ``amount`` and ``scope`` (None: the first's)."""
        changes: dict[str, object] = {self.field: amount}
        if scope is not None and hasattr(self.first, SCOPE):
            changes[SCOPE] = scope
        return dataclasses.replace(self.first, **changes)  # type: ignore[arg-type]

    def default(self) -> Action:
        """What the entry submits when nobody is asked: one step up, for this turn (a stage:
        the first offered, one up)."""
        if self.field == STAGE:
            return self.first
        scopes = self.scopes
        return self.action(self.step, DEFAULT_SCOPE if DEFAULT_SCOPE in scopes else None)

    def entry_text(self, card_name: Callable[[int], str]) -> str:
        """The menu entry, in the current language: ``Card effect: ATK of Yusuke…``."""
        card = getattr(self.first, "card", None)
        name = card_name(card) if isinstance(card, int) else ""
        if self.field == STAGE:
            return QCoreApplication.translate("TableMenu", STAGE_ENTRY).format(card=name)
        stat = str(getattr(self.first, "stat", ""))
        source = STAT_NAMES.get(stat)
        stat_words = QCoreApplication.translate("Badge", source) if source else stat.upper()
        return QCoreApplication.translate("TableMenu", ENTRY).format(stat=stat_words, card=name)

    def question(
        self, card_name: Callable[[int], str], possible: Callable[[Action], bool] | None = None
    ) -> AmountQuestion:
        """The amount dialog's question, in the current language; ``possible`` tells which
        stages the rules allow (a stage family: the dialog offers those, lowest to highest)."""
        purpose = self.entry_text(card_name).rstrip("….").strip()
        if self.field == STAGE:
            offered = _value(self.first, STAGE)
            allowed = [
                stage
                for stage in range(MAX_STAGES)
                if possible is None or possible(self.action(stage, None))
            ] or [offered]
            low, high = min(allowed), max(allowed)
            value = min(max(offered, low), high)
            return AmountQuestion(purpose, value, low, high, 1, kind=STAGE)
        scopes = tuple(
            (code, QCoreApplication.translate("AmountDialog", SCOPE_WORDS.get(code, code)))
            for code in self.scopes
        )
        default = self.default()
        return AmountQuestion(
            purpose,
            _value(default, AMOUNT),
            -LIMIT,
            LIMIT,
            self.step,
            scopes,
            getattr(default, SCOPE, None),
        )


def _value(action: Action, name: str) -> int:
    value = getattr(action, name, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _is_int(action: Action, name: str) -> bool:
    value = getattr(action, name, None)
    return isinstance(value, int) and not isinstance(value, bool)


def _family_key(action: Action) -> tuple[object, ...] | None:
    """What the actions of one family share, the family's field first (None: the action
    belongs to none)."""
    if not dataclasses.is_dataclass(action):
        return None
    if hasattr(action, "stat") and _is_int(action, AMOUNT):
        chosen: tuple[str, ...] = (AMOUNT, SCOPE)
    elif _is_int(action, STAGE) and _is_int(action, "card"):
        chosen = (STAGE,)
    else:
        return None
    rest = tuple(
        (f.name, getattr(action, f.name))
        for f in dataclasses.fields(action)
        if f.name not in chosen
    )
    return (chosen[0], type(action), rest)


def group_amounts(actions: Sequence[Action]) -> list[Action | AmountFamily]:
    """``actions`` with each family (see the module) of two or more (of stages: of one or
    more) made one :class:`AmountFamily`, at the place of its first action; the others as
    they are."""
    members: dict[tuple[object, ...], list[Action]] = {}
    for action in actions:
        key = _family_key(action)
        if key is not None:
            members.setdefault(key, []).append(action)
    out: list[Action | AmountFamily] = []
    for action in actions:
        key = _family_key(action)
        family = members.get(key) if key is not None else None
        if family is None or (len(family) < 2 and key is not None and key[0] != STAGE):
            out.append(action)
        elif family[0] is action:
            out.append(AmountFamily(tuple(family), str(key[0]) if key else AMOUNT))
    return out
