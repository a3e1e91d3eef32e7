"""Where Tabletop keeps the user's files, and where its bundled resources are.

User folders come from :mod:`platformdirs` (``PlatformDirs("tabletop", "Tabletop")``) and are
created on demand. The environment variable ``TABLETOP_HOME`` redirects all four to
``$TABLETOP_HOME/config``, ``$TABLETOP_HOME/data``, ``$TABLETOP_HOME/state`` and
``$TABLETOP_HOME/cache`` (tests, development, portable installs).

Bundled resources (``assets/``) are found in a frozen app (``sys._MEIPASS/tabletop/assets``), an
installed wheel (``<package>/assets``, force-included by the wheel build) or a source checkout
(``<repo>/assets``), in that order.

This module is pure Python: no Qt, no pydantic.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePath

from platformdirs import PlatformDirs

APP_NAME = "tabletop"
APP_AUTHOR = "Tabletop"
HOME_ENV = "TABLETOP_HOME"

_PACKAGE_DIR = Path(__file__).resolve().parent


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser().absolute() if value else None


def _platform_dirs() -> PlatformDirs:
    return PlatformDirs(APP_NAME, APP_AUTHOR)


def _ensure(path: Path, create: bool) -> Path:
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir(create: bool = True) -> Path:
    """The user's settings folder (created unless ``create`` is False; may raise OSError)."""
    home = _home()
    path = home / "config" if home else Path(_platform_dirs().user_config_dir)
    return _ensure(path, create)


def data_dir(create: bool = True) -> Path:
    """The user's data folder: own card sets, decks (created unless ``create`` is False)."""
    home = _home()
    path = home / "data" if home else Path(_platform_dirs().user_data_dir)
    return _ensure(path, create)


def saves_dir(create: bool = True) -> Path:
    """The folder where games are saved unless the user chooses another: ``saves`` in the data
    folder (created unless ``create`` is False; may raise OSError)."""
    return _ensure(data_dir(create=False) / "saves", create)


def state_dir(create: bool = True) -> Path:
    """The user's state folder: the autosave journal (created unless ``create`` is False)."""
    home = _home()
    path = home / "state" if home else Path(_platform_dirs().user_state_dir)
    return _ensure(path, create)


def cache_dir(create: bool = True) -> Path:
    """The user's cache folder: files the app can always make again, such as the compiled
    card sets (created unless ``create`` is False)."""
    home = _home()
    path = home / "cache" if home else Path(_platform_dirs().user_cache_dir)
    return _ensure(path, create)


def _frozen_root() -> Path | None:
    """``sys._MEIPASS/tabletop`` in a PyInstaller app, else None."""
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(meipass, str) and meipass:
        return Path(meipass) / "tabletop"
    return None


def assets_dir() -> Path:
    """The folder of bundled resources (frozen app, installed wheel, or source checkout)."""
    frozen = _frozen_root()
    if frozen is not None:
        return frozen / "assets"
    installed = _PACKAGE_DIR / "assets"
    if installed.is_dir():
        return installed
    return _PACKAGE_DIR.parent / "assets"


def _checked_parts(parts: tuple[str, ...]) -> tuple[str, ...]:
    for part in parts:
        pure = PurePath(part)
        if pure.is_absolute() or pure.drive or ".." in pure.parts:
            raise ValueError(f"resource path part must be relative and stay inside: {part!r}")
    return parts


def resource_path(*parts: str) -> Path:
    """A path inside the bundled resources; it may not exist (callers check).

    >>> resource_path("rulesets", "dbgt.json").parts[-3:]
    ('assets', 'rulesets', 'dbgt.json')

    Raises ValueError for absolute parts or ``..``, so data cannot point outside the assets.
    """
    return assets_dir().joinpath(*_checked_parts(parts))


def even_decks(game_id: str) -> list[Path]:
    """The bundled pair of ``game_id``'s decks of even strength (``assets/decks/reference``:
    each deck's comment gives the games that measured it), offered beside the demo decks and
    the pair the computer is measured with."""
    return sorted(resource_path("decks", "reference").glob(f"{game_id}-*.deck"))


def qm_dir() -> Path:
    """The folder of compiled translations (``.qm``): ``<package>/i18n/qm`` or its frozen copy."""
    frozen = _frozen_root()
    return (frozen if frozen is not None else _PACKAGE_DIR) / "i18n" / "qm"
