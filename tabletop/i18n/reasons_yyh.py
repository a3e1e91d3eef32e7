"""Messages for the YYH ruleset's reason codes and names of its actions.

Templates are marked with ``QT_TRANSLATE_NOOP("Reason", ...)`` (reason codes) and
``QT_TRANSLATE_NOOP("Action", ...)`` (action names); ``{field}`` placeholders take the code's
parameters or the action's fields.
"""

from __future__ import annotations

from .noop import QT_TRANSLATE_NOOP

MESSAGES: dict[str, str] = {}
ACTION_NAMES: dict[str, str] = {}

__all__ = ["ACTION_NAMES", "MESSAGES", "QT_TRANSLATE_NOOP"]
