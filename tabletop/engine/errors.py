"""Typed engine errors. They carry a reason code and parameters, never prose."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class EngineError(Exception):
    """Base of the engine's typed errors: a reason ``code`` plus its ``params``."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params: Mapping[str, Any] = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        details = ", ".join(f"{key}={value!r}" for key, value in sorted(self.params.items()))
        return f"{self.code} ({details})"


class FormatError(EngineError, ValueError):
    """Text or JSON that does not describe a valid action, log entry or game setup."""


class IllegalActionError(EngineError, ValueError):
    """An action refused by the controller (enforced mode, or impossible in any mode)."""


class ReplayError(EngineError):
    """A recorded game that cannot be replayed; ``params['index']`` names the log entry."""
