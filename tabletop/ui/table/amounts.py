"""Card-effect adjustments of a chosen amount: the menu's one entry per stat instead of a line
per step.

A ruleset offers a free ATK/DEF modifier (Yu Yu Hakusho's ``Modify``) in steps, for each
scope: +1000 and −1000 for this attack, this turn, this match, for each of ATK and DEF. The
card menu shows such a family as one entry, "Card effect: ATK of Yusuke…", which asks the
amount and the scope (:class:`AmountQuestion`, answered by the host's chooser in a dialog)
and submits the same rule action with them: one path, checked, logged and undoable as before.
A family is found by the actions' fields, never by a game's name: actions of one kind that
differ only in ``amount`` and ``scope`` and name a ``stat``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Action
from tabletop.i18n.names import STAT_NAMES
from tabletop.i18n.noop import QT_TRANSLATE_NOOP

AMOUNT = "amount"
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


@dataclass(frozen=True)
class AmountFamily:
    """Offered actions that differ only in their amount and scope: one menu entry."""

    actions: tuple[Action, ...]

    @property
    def first(self) -> Action:
        """The first of the offered actions (the menu's place of the family)."""
        return self.actions[0]

    @property
    def step(self) -> int:
        """The smallest step offered (1000 for ATK/DEF)."""
        return min(abs(_amount(a)) for a in self.actions) or 1

    @property
    def scopes(self) -> tuple[str, ...]:
        """The scopes offered, in the order offered."""
        found = (getattr(a, SCOPE, None) for a in self.actions)
        return tuple(dict.fromkeys(s for s in found if isinstance(s, str)))

    def action(self, amount: int, scope: str | None) -> Action:
        """The family's rule action with ``amount`` and ``scope`` (None: the first's)."""
        changes: dict[str, object] = {AMOUNT: amount}
        if scope is not None and hasattr(self.first, SCOPE):
            changes[SCOPE] = scope
        return dataclasses.replace(self.first, **changes)  # type: ignore[arg-type]

    def default(self) -> Action:
        """What the entry submits when nobody is asked: one step up, for this turn."""
        scopes = self.scopes
        return self.action(self.step, DEFAULT_SCOPE if DEFAULT_SCOPE in scopes else None)

    def entry_text(self, card_name: Callable[[int], str]) -> str:
        """The menu entry, in the current language: ``Card effect: ATK of Yusuke…``."""
        stat = str(getattr(self.first, "stat", ""))
        source = STAT_NAMES.get(stat)
        stat_words = QCoreApplication.translate("Badge", source) if source else stat.upper()
        card = getattr(self.first, "card", None)
        return QCoreApplication.translate("TableMenu", ENTRY).format(
            stat=stat_words, card=card_name(card) if isinstance(card, int) else ""
        )

    def question(self, card_name: Callable[[int], str]) -> AmountQuestion:
        """The amount dialog's question, in the current language."""
        purpose = self.entry_text(card_name)
        scopes = tuple(
            (code, QCoreApplication.translate("AmountDialog", SCOPE_WORDS.get(code, code)))
            for code in self.scopes
        )
        default = self.default()
        return AmountQuestion(
            purpose.rstrip("….").strip(),
            _amount(default),
            -LIMIT,
            LIMIT,
            self.step,
            scopes,
            getattr(default, SCOPE, None),
        )


def _amount(action: Action) -> int:
    value = getattr(action, AMOUNT, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _family_key(action: Action) -> tuple[object, ...] | None:
    """What the actions of one family share (None: the action belongs to none)."""
    if not dataclasses.is_dataclass(action) or not hasattr(action, "stat"):
        return None
    if not isinstance(getattr(action, AMOUNT, None), int):
        return None
    rest = tuple(
        (f.name, getattr(action, f.name))
        for f in dataclasses.fields(action)
        if f.name not in (AMOUNT, SCOPE)
    )
    return (type(action), rest)


def group_amounts(actions: Sequence[Action]) -> list[Action | AmountFamily]:
    """``actions`` with each family of two or more (see the module) made one
    :class:`AmountFamily`, at the place of its first action; the others as they are."""
    members: dict[tuple[object, ...], list[Action]] = {}
    for action in actions:
        key = _family_key(action)
        if key is not None:
            members.setdefault(key, []).append(action)
    out: list[Action | AmountFamily] = []
    for action in actions:
        key = _family_key(action)
        family = members.get(key) if key is not None else None
        if family is None or len(family) < 2:
            out.append(action)
        elif family[0] is action:
            out.append(AmountFamily(tuple(family)))
    return out
