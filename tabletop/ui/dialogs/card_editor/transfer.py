"""*Tools → Import card set…* and *Export card set…*: card sets as CSV or the project's JSON.

An import shows what it would do before anything is written (:class:`ImportDialog`): how many
cards are new or already there, and the refused rows with their column and reason (a screenful,
:data:`SHOWN_PROBLEMS`, then how many more). *Import* is offered only when every row is valid;
*Import the valid rows* when some are not. The checking is :mod:`tabletop.storage.card_io`
(Qt-free, shared with ``tabletop cards``), run off the window's thread with a progress bar and
*Cancel* (:mod:`.import_task`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.cards.card_games import card_games
from tabletop.cards.database import default_database
from tabletop.cards.errors import CardDataError
from tabletop.cards.models import Game
from tabletop.cards.safe_text import printable
from tabletop.i18n.reasons import describe
from tabletop.storage.card_io import (
    CardFileError,
    ImportPlan,
    apply_import,
    describe_code,
    describe_problem,
    export_file,
)
from tabletop.storage.errors import StorageError
from tabletop.ui.card_labels import game_label

from .import_task import plan_in_background

SHOWN_PROBLEMS = 40
"""The problems an import lists (a screenful); a line says how many more there are."""


class ImportDialog(QDialog):
    """What an import would write, and each refused row; :attr:`valid_only` after *Import the
    valid rows*."""

    def __init__(self, plan: ImportPlan, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ImportCardSet")
        self.plan = plan
        self.valid_only = False
        self.setWindowTitle(self.tr("Import card set"))
        sets = ", ".join(f"{h.code} ({h.name})" for h in plan.sets.values()) or "—"
        template = self.tr(
            "{file}: {game}, {rows} rows. New cards: {new}; already there: {same}; "
            "refused rows: {refused}. Sets: {sets}."
        )
        self.summary = QLabel(
            template.format(
                file=path.name,
                game=game_label(plan.game),
                rows=plan.rows,
                new=len(plan.cards),
                same=len(plan.unchanged),
                refused=len(plan.refused_rows),
                sets=sets,
            ),
            self,
        )
        self.summary.setWordWrap(True)
        shown = plan.problems[:SHOWN_PROBLEMS]
        self.table = QTableWidget(len(shown), 3, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Row"), self.tr("Column"), self.tr("Problem")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for index, problem in enumerate(shown):
            message = describe_problem(problem, plan.kind, QCoreApplication.translate)
            text = message.split(": ", 1)[-1]
            column_name = printable(problem.column)
            for column, value in enumerate((str(problem.row or "—"), column_name, text)):
                self.table.setItem(index, column, QTableWidgetItem(value))
        self.table.setVisible(bool(plan.problems))
        hidden = plan.problems[SHOWN_PROBLEMS:]
        self.more = QLabel(self)
        self.more.setObjectName("MoreProblems")
        if hidden:
            self.more.setText(
                self.tr(
                    "…and {count} more problems, up to row {last} "
                    "(the command line lists them all: tabletop cards import --json)."
                ).format(count=len(hidden), last=hidden[-1].row)
            )
        self.more.setVisible(bool(hidden))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = QPushButton(self.tr("&Import"), self)
        self.import_valid_button = QPushButton(
            self.tr("Import the {count} &valid rows").format(count=len(plan.cards)), self
        )
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.import_valid_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setVisible(plan.ok)
        self.import_button.setEnabled(bool(plan.cards))
        self.import_valid_button.setVisible(not plan.ok and bool(plan.cards))
        self.import_button.clicked.connect(self.accept)
        self.import_valid_button.clicked.connect(self._accept_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.more)
        layout.addWidget(buttons)
        self.resize(760, 420 if plan.problems else 160)

    def _accept_valid(self) -> None:
        self.valid_only = True
        self.accept()


def _refresh_editors() -> None:
    """Open card editors list the sets and cards again."""
    from .editor import CardEditor

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, CardEditor):
            widget.form.fill_sets()


def import_card_set(
    parent: QWidget | None, path: Path | None = None, game: Game | None = None
) -> list[Path]:
    """Ask for a ``.csv`` or ``.json`` file (unless ``path``), show what its import would do,
    and write it when the user says so; the set files written (empty when nothing was)."""
    if path is None:
        name, _ = QFileDialog.getOpenFileName(
            parent,
            QCoreApplication.translate("CardSets", "Import card set"),
            "",
            QCoreApplication.translate("CardSets", "Card sets (*.csv *.json);;All files (*)"),
        )
        if not name:
            return []
        path = Path(name)
    outcome = plan_in_background(parent, path, game, default_database())
    if outcome.cancelled:
        return []
    plan, error = outcome.plan, outcome.error
    if error is not None:
        if error.code == "no_game" and game is None:
            games = card_games()
            names = [game_label(g) for g in games]
            choice, ok = QInputDialog.getItem(
                parent,
                QCoreApplication.translate("CardSets", "Import card set"),
                describe_code("no_game", {}, _translate),
                names,
                0,
                False,
            )
            if not ok:
                return []
            return import_card_set(parent, path, games[names.index(choice)])
        message = describe_code(error.code, error.params, _translate)
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("CardSets", "Import card set"),
            f"{printable(path.name)}: {message}",
        )
        return []
    if plan is None:  # pragma: no cover - a planning ends with a plan, an error or a cancel
        return []
    dialog = ImportDialog(plan, path, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return []
    try:
        written = apply_import(plan, valid_only=dialog.valid_only)
    except (StorageError, CardDataError) as failure:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("CardSets", "Import card set"),
            describe(failure.code, failure.params),
        )
        return []
    default_database(reload=True)
    _refresh_editors()
    QMessageBox.information(
        parent,
        QCoreApplication.translate("CardSets", "Import card set"),
        QCoreApplication.translate("CardSets", "{count} cards imported.").format(
            count=len(plan.cards)
        ),
    )
    return written


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def export_card_set(
    parent: QWidget | None,
    game: Game | None = None,
    code: str | None = None,
    path: Path | None = None,
) -> Path | None:
    """Ask for a set (unless ``game`` and ``code``) and a file (unless ``path``), and write the
    set there as CSV or JSON by the file's extension; the file written, or None."""
    database = default_database()
    if game is None or code is None:
        sets = sorted(database.sets(), key=lambda s: (s.origin != "user", s.game, s.code))
        if not sets:
            return None
        labels = [
            QCoreApplication.translate(
                "CardSets", "{code} — {name} ({game}, {count} cards)"
            ).format(code=s.code, name=s.name, game=game_label(s.game), count=len(s.card_ids))
            for s in sets
        ]
        choice, ok = QInputDialog.getItem(
            parent,
            QCoreApplication.translate("CardSets", "Export card set"),
            QCoreApplication.translate("CardSets", "Card set:"),
            labels,
            0,
            False,
        )
        if not ok:
            return None
        chosen = sets[labels.index(choice)]
        game, code = chosen.game, chosen.code
    if path is None:
        name, chosen_filter = QFileDialog.getSaveFileName(
            parent,
            QCoreApplication.translate("CardSets", "Export card set"),
            f"{code}.csv",
            QCoreApplication.translate(
                "CardSets", "CSV for spreadsheets (*.csv);;Tabletop card set (*.json)"
            ),
        )
        if not name:
            return None
        path = Path(name)
        if path.suffix.lower() not in (".csv", ".json"):
            path = path.with_suffix(".json" if "json" in chosen_filter else ".csv")
    try:
        export_file(database, game, code, path)
    except CardFileError as error:
        message = describe_code(error.code, error.params, _translate)
        QMessageBox.warning(
            parent, QCoreApplication.translate("CardSets", "Export card set"), message
        )
        return None
    except StorageError:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("CardSets", "Export card set"),
            QCoreApplication.translate("CardSets", "{file} cannot be written.").format(file=path),
        )
        return None
    return path
