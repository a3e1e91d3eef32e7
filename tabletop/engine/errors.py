"""Typed engine errors. They carry a reason code and parameters, never prose."""

from __future__ import annotations

from typing import Any


class CodedError(Exception):
    """Base of every typed error of the app: a reason ``code`` plus its ``params``.

    The interface turns the code and parameters into a message in the user's language.

    >>> str(CodedError("too_large", size=9, limit=5))
    'too_large (limit=5, size=9)'
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params: dict[str, Any] = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        details = ", ".join(f"{key}={value!r}" for key, value in sorted(self.params.items()))
        return f"{self.code} ({details})"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, **{dict(self.params)!r})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, CodedError)
        return (self.code, dict(self.params)) == (other.code, dict(other.params))

    def __hash__(self) -> int:
        return hash((type(self), self.code))


class EngineError(CodedError):
    """Base of the engine's typed errors."""


class FormatError(EngineError, ValueError):
    """Text or JSON that does not describe a valid action, log entry or game setup."""


class IllegalActionError(EngineError, ValueError):
    """An action refused by the controller (enforced mode, or impossible in any mode)."""


class ReplayError(EngineError):
    """A recorded game that cannot be replayed; ``params['index']`` names the log entry."""
