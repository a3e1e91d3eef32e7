"""Command-line parsing for the ``tabletop`` entry point (no Qt here).

The same entry point opens the GUI and, later, runs the Qt-free subcommands of DESIGN §4
(``deck check``, ``pat``, ``replay``). Those get added as subparsers of :func:`build_parser`
with ``set_defaults(run=handler)``; :func:`tabletop.__main__.main` calls ``run`` when a
subcommand was given and starts Qt only when none was.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop import __version__
from tabletop.commands import cards as cards_command
from tabletop.commands import deck as deck_command
from tabletop.commands import pat as pat_command
from tabletop.commands import replay as replay_command
from tabletop.commands import selfplay as selfplay_command
from tabletop.engine.controller import Mode
from tabletop.games.base import DEFAULT_GAME, FREE, GAME_PACKAGES
from tabletop.options import SCREENSHOT_SIZE, GuiOptions

GAMES = (*GAME_PACKAGES, FREE)
"""Ids accepted by ``--game``: the bundled games (Dragon Ball GT, Yu Yu Hakusho; their packages
are not imported here) and a free table without rules."""

MODES = tuple(mode.value for mode in Mode)
"""Rules-assist modes accepted by ``--mode``."""

LANGUAGES = ("ja", "en")
"""Interface languages accepted by ``--lang``."""


def window_size(text: str) -> tuple[int, int]:
    """``800x560`` → ``(800, 560)`` (argparse type of ``--size``)."""
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        size = (0, 0)
    if not sep or not (200 <= size[0] <= 10000 and 200 <= size[1] <= 10000):
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels (200 to 10000), not {text!r}"
        )
    return size


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
        default=None,
        help=(
            "game to open (default: the game of --deck1, else dbgt; "
            "'free' is a table without rules)"
        ),
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
        choices=(*LANGUAGES, "pseudo"),
        default=None,
        help=(
            "interface language (default: the language in the settings, else the system's); "
            "'pseudo' lengthens every string to find clipped layouts"
        ),
    )
    parser.add_argument(
        "--load",
        metavar="FILE.tabletop",
        type=Path,
        default=None,
        help="open a saved game instead of starting a new one",
    )
    for seat in (1, 2):
        parser.add_argument(
            f"--deck{seat}",
            metavar="FILE.deck",
            type=Path,
            default=None,
            help=f"deck of player {seat} (default: a bundled demo deck of the game)",
        )
    width, height = SCREENSHOT_SIZE
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=window_size,
        default=None,
        help=f"window size in pixels, e.g. 800x560 (default for --screenshot: {width}x{height})",
    )
    run = parser.add_mutually_exclusive_group()
    run.add_argument(
        "--smoke",
        action="store_true",
        help="start, show the main window, process events and exit 0",
    )
    run.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        default=None,
        help="render the main window offscreen (at --size) to a PNG file and exit",
    )
    commands = parser.add_subparsers(
        dest="command",
        metavar="COMMAND",
        title="commands",
        description="Qt-free commands; without one, the app opens",
    )
    pat_command.register(commands)
    deck_command.register(commands)
    replay_command.register(commands)
    cards_command.register(commands)
    selfplay_command.register(commands)
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse ``argv`` (``sys.argv[1:]`` when None); exits with status 2 on bad arguments."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "run", None) is None and args.load is not None and (args.deck1 or args.deck2):
        parser.error("--load opens a saved game; it cannot be combined with --deck1/--deck2")
    return args


def deck_game(path: Path) -> str | None:
    """The ``game:`` a deck file's header names (None when it cannot be read or names none).

    Read like every deck file (:func:`tabletop.cards.decklist.read_deck`): only a regular file
    of at most 1 MB, so a pipe or a device given as a deck cannot hang or exhaust the memory.
    """
    from tabletop.cards.decklist import MAX_DECK_BYTES
    from tabletop.engine.safe_input import InputError, read_regular

    try:
        text = read_regular(path, MAX_DECK_BYTES).decode("utf-8-sig")
    except (OSError, InputError, UnicodeDecodeError):
        return None
    for number, line in enumerate(text.splitlines()):
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() == "game":
            game = value.split("#")[0].strip().lower()
            return game if game in GAMES else None
        if number > 50 or line.lstrip().startswith("["):
            return None
    return None


def gui_options(args: argparse.Namespace) -> GuiOptions:
    """The GUI options carried by parsed arguments."""
    game = args.game
    if game is None:
        first = args.deck1 or args.deck2
        game = (deck_game(first) if first is not None else None) or DEFAULT_GAME
    return GuiOptions(
        game=game,
        mode=None if args.mode is None else Mode(args.mode),
        lang=args.lang,
        smoke=args.smoke,
        screenshot=args.screenshot,
        load=args.load,
        decks=(args.deck1, args.deck2),
        size=args.size,
    )
