"""The app's log: a rotating file, ``tabletop.log``, in the user's state folder.

The frozen app has no standard error, so what went wrong where nobody sees it (a game package
that failed to load, a Qt warning, an exception no dialog caught) is written here too, for a
bug report. Logging is best effort: a folder the app cannot write leaves it off, never an
error. Two instances at once append to the same file; one of them may rotate it.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from tabletop import __version__, paths

LOG_FILE = "tabletop.log"
MAX_BYTES = 1_000_000
"""A log file grows to this size, then is renamed ``tabletop.log.1`` (and so on)."""
BACKUPS = 3
LOGGER = "tabletop"
_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


class _AppLog(RotatingFileHandler):
    """The handler :func:`start_logging` adds (so a second call adds none)."""


def start_logging() -> Path | None:
    """Write the ``tabletop`` loggers' records of level INFO and above to the log file and log
    uncaught exceptions there; the file's path, or None when it cannot be opened."""
    logger = logging.getLogger(LOGGER)
    for handler in logger.handlers:
        if isinstance(handler, _AppLog):
            return Path(handler.baseFilename)
    try:
        path = paths.state_dir() / LOG_FILE
        handler = _AppLog(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.info("Tabletop %s started (Python %s)", __version__, sys.version.split()[0])
    _log_uncaught(logger)
    return path


def _log_uncaught(logger: logging.Logger) -> None:
    """Log an exception nothing caught, then let the previous hook report it as before."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logger.critical("uncaught exception", exc_info=(kind, error, trace))
        previous(kind, error, trace)

    sys.excepthook = hook
