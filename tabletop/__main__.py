"""Entry point of ``tabletop`` and ``python -m tabletop``.

Parsing is Qt-free (:mod:`tabletop.cli`); Qt is imported only when the GUI starts, so
command-line subcommands never pay for it.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from typing import cast

from tabletop.cli import gui_options, parse_args
from tabletop.options import GuiOptions

QT_FREE_MODULES = (
    "tabletop.storage.settings",
    "tabletop.storage.journal",
    "tabletop.cards",
    "tabletop.engine",
    "tabletop.games",
)
"""Modules the GUI imports before Qt (see :func:`_import_qt_free_modules`)."""


def main(argv: list[str] | None = None) -> int:
    """Run the app (or a subcommand) with ``argv`` (``sys.argv[1:]`` when None); the exit status."""
    args = parse_args(argv)
    run = getattr(args, "run", None)
    if run is not None:  # a Qt-free subcommand (none registered yet)
        return cast(Callable[..., int], run)(args)
    return _run_gui(gui_options(args))


def _run_gui(options: GuiOptions) -> int:
    """Start Qt and the main window."""
    if options.headless and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    _import_qt_free_modules(options.game)
    from tabletop.ui.app import run  # Qt starts here

    return run(options)


def _import_qt_free_modules(game: str) -> None:
    """Import the Qt-free modules the window needs (pydantic among them) before Qt.

    Once PySide6 is imported, it reads the source file of every module imported after it,
    looking for ``from __feature__ import``. For these modules and the 170 or so that they pull
    in (pydantic's and the standard library's among them) that added some 40 ms to the start;
    modules imported before PySide6 are not read. The window imports all of them anyway: only
    the order changes. Of the games, only ``game`` (the one the window opens) is imported.
    """
    for name in QT_FREE_MODULES:
        importlib.import_module(name)
    from tabletop.games import import_game

    import_game(game)  # the game on the table (another is imported if one is started)


if __name__ == "__main__":
    sys.exit(main())
