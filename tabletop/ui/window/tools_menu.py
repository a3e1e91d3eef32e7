"""The Tools and Help menus of the window: the deck and card editors, card-set files, how to
play and the About box (each opened from its own module when first chosen)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication

from tabletop import __version__

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


class ToolsAndHelp:
    """The window's Tools and Help menu slots (a part of :class:`MainWindow`)."""

    @property
    def window_(self) -> MainWindow:
        """The window these menus belong to."""
        return cast("MainWindow", self)

    def open_deck_editor(self) -> None:
        """Tools → Deck Editor."""
        from tabletop.ui.dialogs.deck_editor import open_deck_editor

        open_deck_editor(self.window_)

    def open_card_editor(self) -> None:
        """Tools → Card Editor."""
        from tabletop.ui.dialogs.card_editor import open_card_editor

        open_card_editor(self.window_)

    def import_card_set(self) -> None:
        """Tools → Import Card Set."""
        from tabletop.ui.dialogs.card_editor.transfer import import_card_set

        import_card_set(self.window_)

    def export_card_set(self) -> None:
        """Tools → Export Card Set."""
        from tabletop.ui.dialogs.card_editor.transfer import export_card_set

        export_card_set(self.window_)

    def show_how_to_play(self) -> None:
        """Help → How to Play (the game on the table first)."""
        from tabletop.ui.dialogs.how_to_play import show_how_to_play

        show_how_to_play(self.window_, self.window_.game_id)

    def show_about(self) -> None:
        """Show the About box."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self.window_,
            QCoreApplication.translate("MainWindow", "About Tabletop"),
            QCoreApplication.translate(
                "MainWindow",
                "<h3>Tabletop {version}</h3>"
                "<p>A table for two players on one computer, for the Dragon Ball GT and "
                "Yu Yu Hakusho trading card games, with rules assistance.</p>"
                "<p>Not affiliated with Score Entertainment or the rights holders of "
                "Dragon Ball and Yu Yu Hakusho.</p>",
            ).format(version=__version__),
        )
