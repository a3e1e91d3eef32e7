"""Verdicts: the ruleset's answer to "may this action be applied?"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

# Reason codes the engine itself produces. Games add their own (namespaced "dbgt." / "yyh.").
NO_SUCH_CARD = "no_such_card"
NO_SUCH_ZONE = "no_such_zone"
NO_SUCH_PLAYER = "no_such_player"
BAD_VALUE = "bad_value"
NOT_YOUR_TURN = "not_your_turn"
NOT_YOUR_CARD = "not_your_card"
EMPTY_ZONE = "empty_zone"
GAME_OVER = "game_over"
NOT_VISIBLE = "not_visible"


#: The parameters of a verdict that has none (shared: a verdict's parameters are never changed).
NO_PARAMS: Mapping[str, Any] = {}


class Verdict(NamedTuple):
    """Legal, or illegal with a reason code and its parameters.

    ``possible`` is False for actions that cannot be carried out in any mode
    (an unknown card or zone); such actions are refused in manual mode too.

    >>> Verdict.ok().legal
    True
    >>> Verdict.illegal("not_your_turn", seat=1).code
    'not_your_turn'
    """

    legal: bool
    code: str | None = None
    params: Mapping[str, Any] = NO_PARAMS
    possible: bool = True

    @classmethod
    def ok(cls) -> Verdict:
        """The legal verdict."""
        return _OK

    @classmethod
    def illegal(cls, code: str, **params: Any) -> Verdict:
        """An illegal verdict that manual mode may still apply."""
        return cls(False, code, params)

    @classmethod
    def impossible(cls, code: str, **params: Any) -> Verdict:
        """An illegal verdict that no mode may apply."""
        return cls(False, code, params, possible=False)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``{"legal": true}`` or ``{"legal": false, "code", "params"}``."""
        if self.legal:
            return {"legal": True}
        data: dict[str, Any] = {"legal": False, "code": self.code, "params": dict(self.params)}
        if not self.possible:
            data["possible"] = False
        return data


_OK = Verdict(True)
