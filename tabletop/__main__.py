"""Entry point of ``tabletop`` and ``python -m tabletop``.

Parsing is Qt-free (:mod:`tabletop.cli`); Qt is imported only when the GUI starts, so
command-line subcommands never pay for it, and a start of the app imports neither the
subcommands nor the engine before its window is shown.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import cast

from tabletop.cli import gui_options, parse_args
from tabletop.options import GuiOptions


def main(argv: list[str] | None = None) -> int:
    """Run the app (or a subcommand) with ``argv`` (``sys.argv[1:]`` when None); the exit status."""
    args = parse_args(argv)
    run = getattr(args, "run", None)
    if run is not None:  # a Qt-free subcommand
        try:
            return cast(Callable[..., int], run)(args)
        except BrokenPipeError:  # the reader went away (``tabletop cards list | head``)
            _quiet_stdout()
            return 0
    return _run_gui(gui_options(args))


def _quiet_stdout() -> None:
    """Point standard output at the null device, so that the interpreter's own flush at exit
    meets no closed pipe (Python's documented recipe for SIGPIPE)."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())


def _run_gui(options: GuiOptions) -> int:
    """Start Qt and the main window (the engine, the games and the card sets come after the
    window's first paint: see :mod:`tabletop.ui.app`)."""
    if options.headless and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from tabletop.ui.app import run  # Qt starts here

    return run(options)


if __name__ == "__main__":
    sys.exit(main())
