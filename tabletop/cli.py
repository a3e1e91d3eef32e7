"""Command-line parsing for the ``tabletop`` entry point (no Qt here).

The same entry point opens the GUI and, later, runs the Qt-free subcommands of DESIGN §4
(``deck check``, ``pat``, ``replay``). Those get added as subparsers of :func:`build_parser`
with ``set_defaults(run=handler)``; :func:`tabletop.__main__.main` calls ``run`` when a
subcommand was given and starts Qt only when none was.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from tabletop import __version__
from tabletop.commands import deck as deck_command
from tabletop.commands import pat as pat_command

GAMES = ("dbgt", "yyh", "free")
"""Ids accepted by ``--game``: Dragon Ball GT, Yu Yu Hakusho, and a free table without rules."""

MODES = ("enforced", "manual")
"""Rules-assist modes accepted by ``--mode``."""

LANGUAGES = ("ja", "en")
"""Interface languages accepted by ``--lang``."""

SCREENSHOT_SIZE = (1280, 800)
"""Window size in pixels used by ``--screenshot``."""


@dataclass(frozen=True)
class GuiOptions:
    """What the GUI needs from the command line."""

    game: str = "dbgt"
    mode: str | None = None
    """None: the user's default mode from the settings."""
    lang: str | None = None
    """None: the language from the settings, else the system language."""
    smoke: bool = False
    screenshot: Path | None = None

    @property
    def headless(self) -> bool:
        """True when the run needs no screen (``--smoke`` or ``--screenshot``)."""
        return self.smoke or self.screenshot is not None


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``tabletop`` / ``python -m tabletop``."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description=(
            "A rules-aware two-player table for the Dragon Ball GT and Yu Yu Hakusho "
            "trading card games."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--game",
        choices=GAMES,
        default="dbgt",
        help="game to open (default: %(default)s; 'free' is a table without rules)",
    )
    parser.add_argument(
        "--mode",
        choices=MODES,
        default=None,
        help=(
            "refuse illegal moves (enforced) or only warn (manual) "
            "(default: the default mode in the settings, enforced unless changed)"
        ),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="interface language (default: the language in the settings, else the system's)",
    )
    run = parser.add_mutually_exclusive_group()
    run.add_argument(
        "--smoke",
        action="store_true",
        help="start, show the main window, process events and exit 0",
    )
    width, height = SCREENSHOT_SIZE
    run.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        default=None,
        help=f"render the main window offscreen at {width}x{height} to a PNG file and exit",
    )
    commands = parser.add_subparsers(
        dest="command",
        metavar="COMMAND",
        title="commands",
        description="Qt-free commands; without one, the app opens",
    )
    pat_command.register(commands)
    deck_command.register(commands)
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse ``argv`` (``sys.argv[1:]`` when None); exits with status 2 on bad arguments."""
    return build_parser().parse_args(argv)


def gui_options(args: argparse.Namespace) -> GuiOptions:
    """The GUI options carried by parsed arguments."""
    return GuiOptions(
        game=args.game,
        mode=args.mode,
        lang=args.lang,
        smoke=args.smoke,
        screenshot=args.screenshot,
    )
