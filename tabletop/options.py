"""What the GUI needs from the command line (no Qt and no argparse here).

:mod:`tabletop.cli` builds a :class:`GuiOptions` from the arguments; :mod:`tabletop.ui.app`
starts the window with it, without knowing how the command line is parsed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.controller import Mode
from tabletop.games.base import DEFAULT_GAME

SCREENSHOT_SIZE = (1280, 800)
"""Window size in pixels used by ``--screenshot``."""


@dataclass(frozen=True)
class GuiOptions:
    """What the GUI needs from the command line."""

    game: str = DEFAULT_GAME
    mode: Mode | None = None
    """None: the user's default mode from the settings."""
    lang: str | None = None
    """None: the language from the settings, else the system language."""
    smoke: bool = False
    screenshot: Path | None = None
    load: Path | None = None
    """A save file to open instead of a new game."""
    decks: tuple[Path | None, Path | None] = (None, None)
    """Deck files of player 1 and player 2 for the new game (None: the bundled demo deck)."""
    size: tuple[int, int] | None = None
    """Window size in pixels (None: SCREENSHOT_SIZE for --screenshot, else the last size)."""

    @property
    def headless(self) -> bool:
        """True when the run needs no screen (``--smoke`` or ``--screenshot``)."""
        return self.smoke or self.screenshot is not None
