"""Calculators: the Physical Attack Table (``pat``, Dragon Ball GT) and the damage points
(``points``, Yu Yu Hakusho), as the games' descriptors offer them (:class:`Calculator`).

Both panels take their figures from the game's ruleset (:meth:`Ruleset.damage_calculation`):
the PAT panel the game's table and the powers of the personalities in control of the attacking
and the defending side (of the pending attack, or of the attack being chosen), the points panel
the final ATK and DEF with modifiers. Edited figures are worked out by the same hook, so the
damage shown is the damage the engine deals. The PAT panel shows both ranks, the table as a
grid with the cell lit, and the damage. Figures typed while another game is on the table
are worked out by the calculator of the game that offers it.

Only the page in front is worked out (the other when it comes to the front): the game on the
table has its page in front, so the dock imports no other game while that game is played (the
PAT page asks the game that offers ``pat`` for its tables, the points page the game that offers
``points``). Each page and its tab are named by the calculator's kind, not by a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.games.base import Calculator, calculator, descriptor

MAX_POWER = 2_000_000_000
Z = "Z"
Z_VALUE = -1
"""A power spin box at this value shows and means a "Z" rating."""
TABLE_NAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""Where a table's item keeps its name as the tables file writes it (to translate anew)."""


def _spin(parent: QWidget) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, MAX_POWER)
    spin.setSingleStep(100)
    spin.setGroupSeparatorShown(True)
    return spin


class CalculatorDock(QDockWidget):
    """Both calculators in tabs; the game's own tab comes first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CalculatorDock")
        self.tabs = QTabWidget(self)
        self.setWidget(self.tabs)
        self._session = None
        # PAT
        self.pat_page = QWidget(self.tabs)
        pat = QVBoxLayout(self.pat_page)
        form = QFormLayout()
        self.table_box = QComboBox(self.pat_page)
        # Long table names must not hold the dock (and the window) wide.
        self.table_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.table_box.setMinimumContentsLength(8)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.attacker = _spin(self.pat_page)
        self.defender = _spin(self.pat_page)
        for spin in (self.attacker, self.defender):
            spin.setMinimum(Z_VALUE)  # below 0: the non-numeric "Z" power rating
            spin.setSpecialValueText(Z)
        self._table_label, self._attacker_label, self._defender_label = (
            QLabel(self.pat_page),
            QLabel(self.pat_page),
            QLabel(self.pat_page),
        )
        form.addRow(self._table_label, self.table_box)
        form.addRow(self._attacker_label, self.attacker)
        form.addRow(self._defender_label, self.defender)
        pat.addLayout(form)
        self.pat_result = QLabel(self.pat_page)
        self.pat_result.setWordWrap(True)
        pat.addWidget(self.pat_result)
        self.grid = QTableWidget(self.pat_page)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.verticalHeader().setDefaultSectionSize(20)
        self.grid.horizontalHeader().setDefaultSectionSize(26)
        pat.addWidget(self.grid, 1)
        self.tabs.addTab(self.pat_page, "")
        # damage points
        self.points_page = QWidget(self.tabs)
        points = QFormLayout(self.points_page)
        points.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.atk = _spin(self.points_page)
        self.defense = _spin(self.points_page)
        self.defense.setMinimum(1)
        self._atk_label, self._def_label = QLabel(self.points_page), QLabel(self.points_page)
        points.addRow(self._atk_label, self.atk)
        points.addRow(self._def_label, self.defense)
        self.points_result = QLabel(self.points_page)
        self.points_result.setWordWrap(True)
        points.addRow(self.points_result)
        self.tabs.addTab(self.points_page, "")
        self._tables_filled = False
        self.tabs.currentChanged.connect(self._update_current)
        for widget in (self.attacker, self.defender):
            widget.valueChanged.connect(self._update_pat)
        self.table_box.currentIndexChanged.connect(self._update_pat)
        self.atk.valueChanged.connect(self._update_points)
        self.defense.valueChanged.connect(self._update_points)
        self.retranslate_ui()

    def _fill_tables(self) -> None:
        """The PAT tables in the box (once: at the PAT page's first use)."""
        if self._tables_filled:
            return
        self._tables_filled = True
        pat = self._calculator("pat")
        try:
            tables = pat.options() if pat is not None else []
        except Exception:  # a broken table file: the panel says no table is available
            return
        for table_id, name in tables:  # named in the interface language (context PatTable)
            self.table_box.addItem(QCoreApplication.translate("PatTable", name), table_id)
            self.table_box.setItemData(self.table_box.count() - 1, name, TABLE_NAME_ROLE)

    def _calculator(self, kind: str) -> Calculator | None:
        """The calculator of ``kind``: the game on the table's if it offers one (no other
        game is imported for it), else the one another game offers."""
        own = descriptor(self._session.game_id) if self._session is not None else None
        found: list[Calculator] = (
            [calc for calc in own.calculators if calc.kind == kind] if own else []
        )
        return found[0] if found else calculator(kind)

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        self._session = session
        found = self._calculation()
        kind = found.get("calculator") if found is not None else None
        self.tabs.setCurrentWidget(self.points_page if kind == "points" else self.pat_page)
        self.refresh()

    def _calculation(self, inputs: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        """The game's calculation now (``inputs``: the edited figures), None without one."""
        session = self._session
        if session is None:
            return None
        return session.offers().damage_calculation(inputs)

    def refresh(self) -> None:
        """Fill in the figures of the attack pending now, or of the one being chosen."""
        found = self._calculation()
        if found is None:
            return
        spins: tuple[tuple[QSpinBox, str], ...] = ()
        if found["calculator"] == "pat":
            self._fill_tables()
            index = self.table_box.findData(found.get("table"))
            if index >= 0:
                self.table_box.blockSignals(True)
                self.table_box.setCurrentIndex(index)
                self.table_box.blockSignals(False)
            spins = ((self.attacker, "attacker_power"), (self.defender, "defender_power"))
        elif found["calculator"] == "points":
            spins = ((self.atk, "atk"), (self.defense, "def"))
        for spin, key in spins:
            value = Z_VALUE if found.get(key) == Z else found.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        self._update_current()

    def _update_current(self) -> None:
        """Work out the page in front (the other waits until it comes to the front)."""
        if self._session is None:  # nothing to show yet; nor a game to import for it
            return
        if self.tabs.currentWidget() is self.points_page:
            self._update_points()
        else:
            self._update_pat()

    def _update_pat(self) -> None:
        self._fill_tables()
        table_id = self.table_box.currentData()
        if not isinstance(table_id, str):
            self.pat_result.setText(self.tr("No Physical Attack Table is available."))
            return
        from tabletop.i18n.reasons import describe

        powers: list[int | Literal["Z"]] = [
            "Z" if spin.value() == Z_VALUE else spin.value()
            for spin in (self.attacker, self.defender)
        ]
        figures = {"table": table_id, "attacker_power": powers[0], "defender_power": powers[1]}
        pat = self._calculator("pat")
        drawn = pat.compute(figures) if pat is not None else {}
        found = self._calculation(figures)
        if found is None or found.get("calculator") != "pat":  # another game's tab
            found = drawn
        for result in (found, drawn):
            if "error" in result:
                self.pat_result.setText(describe(str(result["error"]), result.get("error_params")))
                return
        if "letters" not in drawn:
            return
        ranks, stages = (found["attacker_rank"], found["defender_rank"]), found["stages"]
        letters, grid = drawn["letters"], drawn["grid"]
        if self.grid.rowCount() != len(letters):
            self.grid.setRowCount(len(letters))
            self.grid.setColumnCount(len(letters))
        self.grid.setVerticalHeaderLabels(list(letters))
        self.grid.setHorizontalHeaderLabels(list(letters))
        for row, values in enumerate(grid):
            for col, value in enumerate(values):
                item = self.grid.item(row, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.grid.setItem(row, col, item)
                item.setText(str(value))
                lit = (letters[row], letters[col]) == ranks
                item.setBackground(QBrush(QColor("#ffc83d")) if lit else QBrush())
        if ranks[0] in letters and ranks[1] in letters:
            cell = self.grid.item(letters.index(ranks[0]), letters.index(ranks[1]))
            if cell is not None:
                self.grid.scrollToItem(cell)
        self.pat_result.setText(
            self.tr(
                "Attacker rank <b>{a}</b>, defender rank <b>{d}</b>: "
                "<b>{damage}</b> stages of damage."
            ).format(a=ranks[0], d=ranks[1], damage=stages)
        )

    def _update_points(self) -> None:
        atk, defense = self.atk.value(), max(1, self.defense.value())
        found = self._calculation({"atk": atk, "def": defense})
        if found is None or found.get("calculator") != "points":  # another game's tab
            points_calculator = self._calculator("points")
            found = (
                points_calculator.compute({"atk": atk, "def": defense}) if points_calculator else {}
            )
        points = int(found.get("points", 0))
        self.points_result.setText(
            self.tr("The attack deals <b>{points}</b> damage.").format(points=points)
        )

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Calculators"))
        self.tabs.setTabText(0, self.tr("Physical Attack Table"))
        self.tabs.setTabText(1, self.tr("Damage Points"))
        self._table_label.setText(self.tr("Table:"))
        self._attacker_label.setText(self.tr("Attacker power:"))
        self._defender_label.setText(self.tr("Defender power:"))
        self._atk_label.setText(self.tr("Final attack value:"))
        self._def_label.setText(self.tr("Final defense value:"))
        for index in range(self.table_box.count()):
            name = self.table_box.itemData(index, TABLE_NAME_ROLE)
            if isinstance(name, str):
                self.table_box.setItemText(index, QCoreApplication.translate("PatTable", name))
        self._update_current()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
