"""The game engine: state, zones, actions, verdicts, transactions, history, controller, views.

No Qt here (a test enforces it). Every change goes one way: an :class:`Action` is judged by
the ruleset (:class:`Verdict`), applied through a :class:`Transaction`, recorded as a history
step and reported as a :class:`ChangeSet`.
"""

from .actions import Action, action_from_json, parse_action, register_action
from .changes import ChangeSet
from .controller import Controller, Mode, Outcome
from .errors import EngineError, FormatError, IllegalActionError, ReplayError
from .free_table import FreeTable
from .history import AppliedAction, History
from .log import LogEntry
from .ruleset import Ruleset
from .setup import DeckSpec, GameSetup
from .state import CardInstance, GameState
from .table_actions import (
    Draw,
    Flip,
    MoveCard,
    MoveTop,
    NextStep,
    Rotate,
    SetCardCounter,
    SetCounter,
    Shuffle,
)
from .transaction import Transaction
from .verdict import Verdict
from .view import CardView, StateView, ZoneView, view_for
from .zones import Visibility, Zone, seat_zone

__all__ = [
    "Action",
    "AppliedAction",
    "CardInstance",
    "CardView",
    "ChangeSet",
    "Controller",
    "DeckSpec",
    "Draw",
    "EngineError",
    "Flip",
    "FormatError",
    "FreeTable",
    "GameSetup",
    "GameState",
    "History",
    "IllegalActionError",
    "LogEntry",
    "Mode",
    "MoveCard",
    "MoveTop",
    "NextStep",
    "Outcome",
    "ReplayError",
    "Rotate",
    "Ruleset",
    "SetCardCounter",
    "SetCounter",
    "Shuffle",
    "StateView",
    "Transaction",
    "Verdict",
    "Visibility",
    "Zone",
    "ZoneView",
    "action_from_json",
    "parse_action",
    "register_action",
    "seat_zone",
    "view_for",
]
