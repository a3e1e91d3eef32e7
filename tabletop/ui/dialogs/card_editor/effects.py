"""A card's effects in the card editor: one effect a line, each a JSON object as the card files
and the CSV ``effects`` column hold them (``{"do": "raise_stages", "amount": 3}``); a whole
JSON list pasted from a CSV cell is read too. Under the lines, each effect in words (when the
game's words are there) or why a line cannot be read; the card models check the rest, as for
every other field.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from tabletop.storage.card_messages import describe_code
from tabletop.storage.effect_cells import MAX_CELL, MAX_EFFECTS, EffectsRefusal, read_effects

from .texts import EFFECT_LINE, EFFECT_LINE_NOT_JSON, EFFECTS_HINT, tr

#: How many lines the field shows before it scrolls.
SHOWN_LINES = 3


def _translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def effect_lines(effects: Sequence[Any]) -> str:
    """A card's effects (their JSON data) as the field shows them: one object a line."""
    return "\n".join(json.dumps(effect, ensure_ascii=False) for effect in effects)


def parse_effect_lines(text: str) -> tuple[list[Any], str | None]:
    """The effects typed in the field (JSON data, for the models to check) and why the text
    cannot be read (translated), or None. A text beginning with ``[`` is one JSON list;
    otherwise each line that is not blank is one effect."""
    stripped = text.strip()
    if not stripped:
        return [], None
    if len(stripped) > MAX_CELL:
        return [], describe_code("effects_too_long", {"max": MAX_CELL}, _translate)
    if stripped.startswith("["):
        effects, refusal = read_effects(stripped)
        if refusal is not None:
            return [], describe_code(refusal.code, refusal.params, _translate)
        return effects or [], None
    found: list[Any] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        effects, refusal = read_effects(line)
        if refusal is None and not line.strip().startswith("{"):
            refusal = EffectsRefusal("effect_not_object")
        if refusal is not None and refusal.code == "effects_not_json":
            return [], tr(EFFECT_LINE_NOT_JSON).format(line=number, **refusal.params)
        if refusal is not None:
            why = describe_code(refusal.code, refusal.params, _translate)
            return [], f"{tr(EFFECT_LINE).format(line=number)}: {why}"
        found.extend(effects or [])
    if len(found) > MAX_EFFECTS:
        return [], describe_code("too_many", {"max": MAX_EFFECTS}, _translate)
    return found, None


def effect_words(card: object) -> list[str]:
    """The effects of ``card`` in words, one a line, in the current language, when the games'
    renderer of effect words is there (:mod:`tabletop.games.effect_words`); empty otherwise,
    or when the card has no effects."""
    effects = getattr(card, "effects", ())
    if not effects:
        return []
    try:
        words = importlib.import_module("tabletop.games.effect_words")
    except ImportError:  # the renderer is not part of this build yet
        return []
    sentence: Callable[..., str] | None = getattr(words, "effect_sentence", None)
    if sentence is None:
        return []
    lines: list[str] = []
    for number, effect in enumerate(effects, start=1):
        try:
            lines.append(f"{number}. {sentence(effect, _translate)}")
        except (KeyError, ValueError, AttributeError):  # an effect the words do not know yet
            lines.append(f"{number}. {getattr(effect, 'do', '?')}")
    return lines


class EffectsEdit(QWidget):
    """The effects field: lines of JSON, and under them the effects in words or a reason."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("effectsEdit")
        self.edit.setTabChangesFocus(True)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        height = self.edit.fontMetrics().lineSpacing() * SHOWN_LINES + 12
        self.edit.setFixedHeight(height)
        self.hint = QLabel(self)
        self.hint.setObjectName("effectsHint")
        self.hint.setWordWrap(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.edit)
        box.addWidget(self.hint)
        self.setFocusProxy(self.edit)
        self.edit.textChanged.connect(self._changed)

    def text(self) -> str:
        """The effects as typed."""
        return self.edit.toPlainText()

    def value(self) -> list[Any] | None:
        """The effects read (None: none, or the text cannot be read; see :meth:`problem`)."""
        effects, why = parse_effect_lines(self.text())
        return effects if effects and why is None else None

    def problem(self) -> str | None:
        """Why the text cannot be read (translated), or None."""
        return parse_effect_lines(self.text())[1]

    def set_value(self, effects: Sequence[Any] | None) -> None:
        """Show a card's effects (None: none)."""
        self.edit.setPlainText(effect_lines(effects or ()))

    def show_words(self, lines: Sequence[str], problem: str | None = None) -> None:
        """Show the effects of a valid card in words, one a line (empty: the usual hint), or
        the ``problem`` of the field."""
        self.hint.setText(problem or "\n".join(lines) or self._usual_hint())

    def _usual_hint(self) -> str:
        return tr(EFFECTS_HINT)

    def _changed(self) -> None:
        why = self.problem()
        self.hint.setText(why if why is not None else self._usual_hint())
        self.changed.emit()

    def retranslate_ui(self) -> None:
        """The hint in the current language."""
        self._changed()
