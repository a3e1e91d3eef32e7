"""Save files, the autosave journal, settings and schema migrations (no Qt here).

Every failure is a :class:`StorageError` with a reason code (see :data:`REASON_CODES`).

The names below are imported from their modules on first use (module ``__getattr__``), so
reading the settings does not import the save-file and journal code (and their pydantic models).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .claims import Claim, claim_unfinished, discard, find_unfinished
    from .errors import REASON_CODES, StorageError
    from .journal import Journal, RecoveredGame, recover
    from .migrations import migrate, migrator
    from .save import MAX_SAVE_BYTES, SAVE_SUFFIX, SavedGame, load_game, save_game
    from .settings import Settings, load_settings, load_settings_report, save_settings

_SOURCES: dict[str, str] = {
    "REASON_CODES": "errors",
    "StorageError": "errors",
    "Claim": "claims",
    "Journal": "journal",
    "RecoveredGame": "journal",
    "claim_unfinished": "claims",
    "discard": "claims",
    "find_unfinished": "claims",
    "recover": "journal",
    "migrate": "migrations",
    "migrator": "migrations",
    "MAX_SAVE_BYTES": "save",
    "SAVE_SUFFIX": "save",
    "SavedGame": "save",
    "load_game": "save",
    "save_game": "save",
    "Settings": "settings",
    "load_settings": "settings",
    "load_settings_report": "settings",
    "save_settings": "settings",
}


def __getattr__(name: str) -> Any:
    """Import a public name from its module when it is first asked for."""
    module = _SOURCES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_SOURCES})


__all__ = [
    "MAX_SAVE_BYTES",
    "REASON_CODES",
    "SAVE_SUFFIX",
    "Claim",
    "Journal",
    "RecoveredGame",
    "SavedGame",
    "Settings",
    "StorageError",
    "claim_unfinished",
    "discard",
    "find_unfinished",
    "load_game",
    "load_settings",
    "load_settings_report",
    "migrate",
    "migrator",
    "recover",
    "save_game",
    "save_settings",
]
