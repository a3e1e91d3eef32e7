"""Calculators: the Dragon Ball GT Physical Attack Table and the Yu Yu Hakusho damage preview.

The PAT panel fills in the powers of the personalities on the table (each seat's first card
with a scouter), shows both ranks, the table as a grid with the cell lit, and the damage. The
YYH panel takes final ATK and DEF and shows the points the attack will deal.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
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

MAX_POWER = 2_000_000_000


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
        self._table_label, self._attacker_label, self._defender_label = (
            QLabel(self.pat_page), QLabel(self.pat_page), QLabel(self.pat_page))  # fmt: skip
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
        # YYH
        self.yyh_page = QWidget(self.tabs)
        yyh = QFormLayout(self.yyh_page)
        yyh.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.atk = _spin(self.yyh_page)
        self.defense = _spin(self.yyh_page)
        self.defense.setMinimum(1)
        self._atk_label, self._def_label = QLabel(self.yyh_page), QLabel(self.yyh_page)
        yyh.addRow(self._atk_label, self.atk)
        yyh.addRow(self._def_label, self.defense)
        self.yyh_result = QLabel(self.yyh_page)
        self.yyh_result.setWordWrap(True)
        yyh.addRow(self.yyh_result)
        self.tabs.addTab(self.yyh_page, "")
        self._fill_tables()
        for widget in (self.attacker, self.defender):
            widget.valueChanged.connect(self._update_pat)
        self.table_box.currentIndexChanged.connect(self._update_pat)
        self.atk.valueChanged.connect(self._update_yyh)
        self.defense.valueChanged.connect(self._update_yyh)
        self.retranslate_ui()

    def _fill_tables(self) -> None:
        try:
            from tabletop.games.dbgt.pat import bundled_tables

            tables = bundled_tables()
        except Exception:
            return
        for table in tables.tables:
            self.table_box.addItem(table.name, table.id)

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        self._session = session
        self.tabs.setCurrentWidget(self.yyh_page if session.game_id == "yyh" else self.pat_page)
        table = dict(session.controller.setup.profile).get("pat_table")
        if isinstance(table, str):
            index = self.table_box.findData(table)
            if index >= 0:
                self.table_box.setCurrentIndex(index)
        self.refresh()

    def refresh(self) -> None:
        """Fill in the powers of the personalities on the table."""
        session = self._session
        if session is None:
            return
        powers: dict[int, int] = {}
        for zone in session.view().zones.values():
            for card_view in zone.cards:
                if card_view.owner in powers or card_view.hidden:
                    continue
                card = session.card(card_view.card_id)
                stages = getattr(card, "stages", None)
                stage = card_view.counters.get("stage")
                if (
                    isinstance(stages, tuple)
                    and isinstance(stage, int)
                    and 0 <= stage < len(stages)
                ):
                    value = stages[stage]
                    if isinstance(value, int):
                        powers[card_view.owner] = value
        active = session.active_seat()
        if active in powers:
            self.attacker.setValue(powers[active])
        if 1 - active in powers:
            self.defender.setValue(powers[1 - active])
        self._update_pat()
        self._update_yyh()

    def _update_pat(self) -> None:
        table_id = self.table_box.currentData()
        if not isinstance(table_id, str):
            self.pat_result.setText(self.tr("No Physical Attack Table is available."))
            return
        from tabletop.games.dbgt.pat import PatError, damage, get_table
        from tabletop.i18n.reasons import describe

        try:
            table = get_table(table_id)
            result = damage(table, self.attacker.value(), self.defender.value())
        except PatError as error:
            self.pat_result.setText(describe(error.code, error.params))
            return
        letters = table.letters
        grid = table.grid()
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
                lit = letters[row] == result.attacker_rank and letters[col] == result.defender_rank
                item.setBackground(QBrush(QColor("#ffc83d")) if lit else QBrush())
        if result.attacker_rank in letters and result.defender_rank in letters:
            cell = self.grid.item(letters.index(result.attacker_rank),
                                  letters.index(result.defender_rank))  # fmt: skip
            if cell is not None:
                self.grid.scrollToItem(cell)
        self.pat_result.setText(
            self.tr("Attacker rank <b>{a}</b>, defender rank <b>{d}</b>: "
                    "<b>{damage}</b> stages of damage.").format(
                a=result.attacker_rank, d=result.defender_rank, damage=result.damage))  # fmt: skip

    def _update_yyh(self) -> None:
        atk, defense = self.atk.value(), max(1, self.defense.value())
        cap = 2
        if self._session is not None:
            value = dict(self._session.controller.setup.profile).get("damage_cap", 2)
            cap = value if isinstance(value, int) else 10**9 if value is None else 2
        points = min(cap, atk // defense)
        self.yyh_result.setText(
            self.tr("The attack deals <b>{points}</b> damage.").format(points=points)
        )

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Calculators"))
        self.tabs.setTabText(0, self.tr("Physical Attack Table"))
        self.tabs.setTabText(1, self.tr("YYH Damage"))
        self._table_label.setText(self.tr("Table:"))
        self._attacker_label.setText(self.tr("Attacker power:"))
        self._defender_label.setText(self.tr("Defender power:"))
        self._atk_label.setText(self.tr("Final attack value:"))
        self._def_label.setText(self.tr("Final defense value:"))
        self._update_pat()
        self._update_yyh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
