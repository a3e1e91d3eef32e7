"""Save files, the autosave journal, settings and schema migrations (no Qt here).

Every failure is a :class:`StorageError` with a reason code (see :data:`REASON_CODES`).
"""

from .errors import REASON_CODES, StorageError
from .journal import Journal, RecoveredGame, discard, find_unfinished, recover
from .migrations import migrate, migrator
from .save import MAX_SAVE_BYTES, SAVE_SUFFIX, SavedGame, load_game, save_game
from .settings import Settings, load_settings, load_settings_report, save_settings

__all__ = [
    "MAX_SAVE_BYTES",
    "REASON_CODES",
    "SAVE_SUFFIX",
    "Journal",
    "RecoveredGame",
    "SavedGame",
    "Settings",
    "StorageError",
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
