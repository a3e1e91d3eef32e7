"""A form of labelled rows, each knowing when it applies and how to read and show its value; any
edit checks the form again (:meth:`FormRows.revalidate`, the form's own check)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tabletop.cards.models import Game


@dataclass
class Row:
    """One row: its key, widget, the card types it applies to, and how it reads and shows a
    value."""

    key: str
    widget: QWidget
    applies: Callable[[Game, str], bool]
    read: Callable[[], Any]  # the JSON value, or None to leave the field out
    write: Callable[[Any], None]  # show a card's value (None: the field's empty state)


class FormRows(QWidget):
    """The rows of a form, in a :class:`QFormLayout`, by key."""

    optional_spins: frozenset[str] = frozenset()
    """Keys of spin boxes whose lowest value means "left out"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, Row] = {}
        self.field_labels: dict[str, QLabel] = {}

    def revalidate(self) -> None:
        """Check the form after an edit (each form says how)."""

    def _line(self, max_length: int = 120) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setMaxLength(max_length)
        edit.textChanged.connect(self.revalidate)
        return edit

    def _spin(self, low: int, high: int, optional: bool = False) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low - 1 if optional else low, high)
        if optional:
            spin.setValue(low - 1)
        spin.valueChanged.connect(self.revalidate)
        return spin

    def _combo(self, values: tuple[str, ...], optional: bool) -> QComboBox:
        combo = QComboBox(self)
        if optional:
            combo.addItem("", None)
        for value in values:
            combo.addItem(value, value)
        combo.currentIndexChanged.connect(self.revalidate)
        return combo

    def _check(self) -> QCheckBox:
        box = QCheckBox(self)
        box.toggled.connect(self.revalidate)
        return box

    def _add(self, key: str, widget: QWidget, applies: Callable[[Game, str], bool]) -> None:
        """Add a row whose reader and writer follow from the widget's kind."""
        read: Callable[[], Any]
        write: Callable[[Any], None]
        if isinstance(widget, QLineEdit):
            edit = widget
            read = lambda: " ".join(edit.text().split()) or None  # noqa: E731
            write = lambda v: edit.setText("" if v is None else str(v))  # noqa: E731
        elif isinstance(widget, QSpinBox):
            spin = widget
            optional = spin.specialValueText() != "" or key in self.optional_spins
            read = (
                (lambda: None if spin.value() == spin.minimum() else spin.value())
                if optional
                else spin.value
            )
            write = lambda v: spin.setValue(spin.minimum() if v is None else int(v))  # noqa: E731
        elif isinstance(widget, QCheckBox):
            box = widget
            read = lambda: True if box.isChecked() else None  # noqa: E731
            write = lambda v: box.setChecked(bool(v))  # noqa: E731
        elif isinstance(widget, QComboBox):
            combo = widget
            read = combo.currentData
            write = lambda v: combo.setCurrentIndex(max(0, combo.findData(v)))  # noqa: E731
        else:
            raise TypeError(key)
        self._add_row(key, widget, applies, read, write)

    def _add_row(
        self,
        key: str,
        widget: QWidget,
        applies: Callable[[Game, str], bool],
        read: Callable[[], Any],
        write: Callable[[Any], None],
    ) -> None:
        self.fields[key] = Row(key, widget, applies, read, write)
        label = QLabel(self)
        label.setBuddy(widget)
        self.field_labels[key] = label
        self.layout_.addRow(label, widget)
