"""Command-line parsing for the ``tabletop`` entry point (no Qt here).

The same entry point opens the GUI and, later, runs the Qt-free subcommands of DESIGN §4
(``deck check``, ``pat``, ``replay``). Those get added as subparsers of :func:`build_parser`
with ``set_defaults(run=handler)``; :func:`tabletop.__main__.main` calls ``run`` when a
subcommand was given and starts Qt only when none was.

A plain start of the app is parsed without the subcommands (:func:`parse_args`): importing
them would import the engine and the games before the window is shown.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from typing_extensions import override

from tabletop import __version__
from tabletop.options import DEFAULT_GAME, GAMES, MODES, SCREENSHOT_SIZE, GuiOptions

if TYPE_CHECKING:
    from tabletop.engine.controller import Mode

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


class _Version(argparse.Action):
    """``--version``: the version, and whether the engine runs compiled (packaging/native.py),
    found out only when asked (importing the engine would slow every start)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, argparse.SUPPRESS, nargs=0, help=help)

    @override
    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from tabletop.engine.native import compiled

        engine = "compiled with mypyc" if compiled() else "Python"
        print(f"{parser.prog} {__version__} (engine: {engine})")
        parser.exit()


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The argument parser of ``tabletop`` / ``python -m tabletop`` (without ``commands``: only
    the options of the GUI, and errors raised as :class:`argparse.ArgumentError`)."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description=(
            "A rules-aware two-player table for the Dragon Ball GT and Yu Yu Hakusho "
            "trading card games."
        ),
        exit_on_error=commands,
    )
    parser.add_argument("--version", action=_Version, help="show the version and which engine runs")
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
        help="start, show the main window with the game, and exit 0",
    )
    run.add_argument(
        "--first-paint",
        action="store_true",
        help="exit 0 at the main window's first paint (to time the start-up)",
    )
    run.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        default=None,
        help="render the main window offscreen (at --size) to a PNG file and exit",
    )
    if commands:
        _add_commands(parser)
    return parser


def _add_commands(parser: argparse.ArgumentParser) -> None:
    from tabletop.commands import cards as cards_command
    from tabletop.commands import deck as deck_command
    from tabletop.commands import pat as pat_command
    from tabletop.commands import relay as relay_command
    from tabletop.commands import remote as remote_command
    from tabletop.commands import replay as replay_command
    from tabletop.commands import selfplay as selfplay_command
    from tabletop.commands import serve as serve_command

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
    remote_command.register(commands)
    relay_command.register(commands)
    serve_command.register(commands)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse ``argv`` (``sys.argv[1:]`` when None); exits with status 2 on bad arguments.

    A start of the app (only the GUI's options, all of them right) is parsed without the
    subcommands; anything else (a subcommand, ``--help``, a mistake) by the whole parser, so
    that its help and its error messages are those of the whole command line.
    """
    tokens = sys.argv[1:] if argv is None else list(argv)
    args = _gui_only(tokens)
    parser = build_parser() if args is None else None
    if parser is not None:
        args = parser.parse_args(tokens)
    assert args is not None
    if getattr(args, "run", None) is None and args.load is not None and (args.deck1 or args.deck2):
        (parser or build_parser()).error(
            "--load opens a saved game; it cannot be combined with --deck1/--deck2"
        )
    return args


def _gui_only(tokens: list[str]) -> argparse.Namespace | None:
    """``tokens`` parsed as a start of the app, None when they are something else."""
    if any(token in ("-h", "--help") for token in tokens):
        return None
    try:
        args, rest = build_parser(commands=False).parse_known_args(tokens)
    except argparse.ArgumentError:
        return None
    return None if rest else args


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


def _mode(value: str | None) -> Mode | None:
    """The engine's mode named by ``--mode`` (the engine is imported only when one is named)."""
    if value is None:
        return None
    from tabletop.engine.controller import Mode

    return Mode(value)


def gui_options(args: argparse.Namespace) -> GuiOptions:
    """The GUI options carried by parsed arguments."""
    game = args.game
    if game is None:
        first = args.deck1 or args.deck2
        game = (deck_game(first) if first is not None else None) or DEFAULT_GAME
    return GuiOptions(
        game=game,
        mode=_mode(args.mode),
        lang=args.lang,
        smoke=args.smoke,
        first_paint=args.first_paint,
        screenshot=args.screenshot,
        load=args.load,
        decks=(args.deck1, args.deck2),
        size=args.size,
    )
