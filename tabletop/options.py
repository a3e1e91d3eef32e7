"""What the GUI needs from the command line (no Qt and no argparse here).

:mod:`tabletop.cli` builds a :class:`GuiOptions` from the arguments; :mod:`tabletop.ui.app`
starts the window with it, without knowing how the command line is parsed.

Nothing is imported here: the window's first paint comes before the engine and the games are
imported, so the ids the command line accepts are spelled out (tests/test_cli.py checks them
against :mod:`tabletop.games.base` and :class:`tabletop.engine.Mode`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.controller import Mode

SCREENSHOT_SIZE = (1280, 800)
"""Window size in pixels used by ``--screenshot``."""

DEFAULT_GAME = "dbgt"
"""The game a new game plays when nothing says which (``tabletop.games.base.DEFAULT_GAME``)."""

GAMES = ("dbgt", "yyh", "free")
"""Ids accepted by ``--game``: the bundled games (``GAME_PACKAGES``) and the free table."""

MODES = ("enforced", "manual")
"""Rules-assist modes accepted by ``--mode`` (the values of ``tabletop.engine.Mode``)."""


@dataclass(frozen=True)
class GuiOptions:
    """What the GUI needs from the command line."""

    game: str = DEFAULT_GAME
    mode: Mode | None = None
    """None: the user's default mode from the settings."""
    lang: str | None = None
    """None: the language from the settings, else the system language."""
    smoke: bool = False
    """Start as usual, then quit once the game on the table has been painted."""
    screenshot: Path | None = None
    load: Path | None = None
    """A save file to open instead of a new game."""
    decks: tuple[Path | None, Path | None] = (None, None)
    """Deck files of player 1 and player 2 for the new game (None: the bundled demo deck)."""
    size: tuple[int, int] | None = None
    """Window size in pixels (None: SCREENSHOT_SIZE for --screenshot, else the last size)."""
    first_paint: bool = False
    """Quit at the main window's first paint (``--first-paint``, for timing the start-up)."""

    @property
    def headless(self) -> bool:
        """True when the run needs no screen (``--smoke``, ``--first-paint``, ``--screenshot``)."""
        return self.smoke or self.first_paint or self.screenshot is not None
