"""The interface every ruleset implements (the free table, Dragon Ball GT, Yu Yu Hakusho)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action
from .layout import TableLayout
from .mypyc_marks import mypyc_attr
from .phrase import Phrase
from .setup import GameSetup
from .state import GameState
from .table_aids import TableAids
from .transaction import Op, Transaction
from .verdict import Verdict
from .view import StateView

_LEGAL = "legal_actions"
_AUTOMATIC = "automatic_action"


@dataclass(frozen=True)
class Choice:
    """A choice an action leaves open to the player, which the table asks before submitting.

    ``kind`` says how it is asked: ``cards`` (choose ``count`` cards of ``zone``, ``suggested``
    preselected) or ``payment`` (split a cost of ``count`` among the cards of ``payers``, each
    ``(uid, at most)``; ``suggested`` and the answer name one card per point paid). The answer
    replaces the action's ``field``. ``prompt``: a message code of the game (``{purpose}`` and
    ``{count}`` filled in), or '' for the table's own words."""

    kind: str
    field: str
    count: int
    zone: str = ""
    suggested: tuple[int, ...] = ()
    payers: tuple[tuple[int, int], ...] = ()
    prompt: str = ""


@dataclass(frozen=True)
class Announcement:
    """A message the table shows in its status bar (a message code of the game and its
    parameters: card uids under ``card``/``fighter``/``opponent``, a seat under ``player``)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


@mypyc_attr(allow_interpreted_subclasses=True)  # games and tests derive rulesets
class Ruleset(ABC):
    """A game's rules. Rulesets hold no game state; they read and change the state they are given.

    ``profile`` holds the ruleset parameters (rules whose value is unknown or disputed); a save
    keeps a full copy of it.
    """

    game_id: ClassVar[str]

    def __init__(self, profile: Mapping[str, Any] | None = None) -> None:
        self.profile: dict[str, Any] = dict(profile or {})

    @abstractmethod
    def setup(self, setup: GameSetup) -> GameState:
        """The state before the first action: zones made, cards placed, nothing shuffled yet."""

    def opening_actions(self, state: GameState) -> Sequence[Action]:
        """Actions the game starts with (shuffles); applied and logged like any other."""
        return ()

    @abstractmethod
    def verdict(self, state: GameState, action: Action) -> Verdict:
        """Whether ``action`` is legal now. Never raises for a well-typed action."""

    @abstractmethod
    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Carry out a possible action through ``tx`` (legal or, in manual mode, not)."""

    def after(self, state: GameState, action: Action, tx: Transaction) -> None:  # noqa: B027
        """Bookkeeping after every action, inside the same step (win checks, expiries)."""

    def destinations(self, state: GameState, seat: int, uid: int) -> list[str]:
        """Zones where ``seat`` may legally move card ``uid`` now (lit up while dragging)."""
        return []

    def actor(self, state: GameState) -> int | None:
        """The seat expected to act now (the defender during an attack, …); None when over."""
        return None if self.winner(state) is not None else self.active_seat(state)

    def automatic_action(self, state: GameState) -> Action | None:
        """The one action the rules leave now when nobody has a choice (a step with nothing
        to do: it passes by itself), or None. The app submits it like any other action, so it
        is checked, logged and replayed; it must reveal nothing to the seat that must act."""
        return None

    def automatic_now(self, state: GameState) -> Action | None:
        """:meth:`automatic_action`, worked out once per state as it stands (kept in
        ``state.derived``, which every change empties): the match, its undo book and a
        remote host all ask it of the same position."""
        key = (_AUTOMATIC, self)
        if key in state.derived:
            found: Action | None = state.derived[key]
            return found
        found = state.derived[key] = self.automatic_action(state)
        return found

    def describe(self, state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
        """What the step of ``action`` did, read from its operations ``ops`` (for the log):
        powers before and after, cards discarded, the step reached, a winner. ``state`` is the
        game now (the cards keep their identity). None said by default."""
        return []

    def shown_counters(self, state: GameState, uid: int) -> Mapping[str, int]:
        """Values the rules work out for card ``uid`` that its card shows like counters (a
        Yu Yu Hakusho fighter's ATK from the Items attached to it: ``{"atk.attached": 1000}``);
        only asked of cards the seat sees. None by default."""
        return {}

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        """The rule actions ``seat`` may take now (for hints, tests and random play), worked
        out by :meth:`work_out_legal_actions` once per state as it stands (kept in
        ``state.derived``, which every change empties)."""
        key = (_LEGAL, self, seat)
        found = state.derived.get(key)
        if found is None:
            found = state.derived[key] = tuple(self.work_out_legal_actions(state, seat))
        return list(found)

    def work_out_legal_actions(self, state: GameState, seat: int) -> list[Action]:
        """The rule actions ``seat`` may take now, each legal by :meth:`verdict`."""
        return []

    def known_legal(self, state: GameState, action: Action) -> bool:
        """Whether ``action`` is among the legal actions already worked out for the state as it
        stands (then its verdict is legal without asking again)."""
        found = state.derived.get((_LEGAL, self, action.seat))
        if found is None:
            return False
        for listed in found:  # the very action listed (random play, hints): no equality asked
            if listed is action:
                return True
        return action in found

    def meaning(self, state: GameState, action: Action) -> Action:
        """The game action a table gesture stands for (a card dragged to the ally area is
        "play an ally"; a scouter slide is a stage adjustment); other actions unchanged.
        The controller works out the meaning once, then asks :meth:`verdict` of it, applies
        and logs it, so the log names what was done; :meth:`verdict` and :meth:`apply` take
        the game action as it is and do not work out a meaning again."""
        return action

    def damage_calculation(
        self, state: GameState, inputs: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """What the damage calculator shows, worked out by the functions that deal the damage.

        Without ``inputs``: for the attack pending now, or else the one being chosen, between
        the personalities (or fighters) in control of the attacking and the defending side, by
        the game's own rules. With ``inputs`` (the calculator's fields as the player edited
        them): the same calculation for those figures. The result names its ``calculator``:
        ``"pat"`` (keys ``table``, ``attacker_power``, ``defender_power``, ``attacker_rank``,
        ``defender_rank``, ``stages``) or ``"points"`` (``atk``, ``def``, ``points``); and the
        sides as ``attacker_seat``, ``attacker``, ``defender`` (card uids, None when unknown).
        None: the game has no damage calculator."""
        return None

    def seat_notes(self, view: StateView, seat: int) -> tuple[str, ...]:
        """Message codes of the standing effects ``seat`` has now, shown on the player's plate
        (a Team Bonus); each message reads "Name: description". Worked out from ``view``, what
        the seat at the computer may see, so a plate never tells of a card hidden from it."""
        return ()

    def opening_announcements(self, actions: Sequence[Action]) -> list[Action]:
        """Of a game's opening ``actions`` (its log when nothing has been played yet), those
        the table announces when the game begins (a setup rule that applied)."""
        return []

    def announcements(self, before: StateView, after: StateView) -> list[Announcement]:
        """What the table announces of the change from ``before`` to ``after`` (both as the
        seat at the computer sees them): a match won and the next one, say."""
        return []

    def choices(self, state: GameState, action: Action) -> list[Choice]:
        """What ``action`` leaves open for the player to choose before it is submitted
        (empty: nothing; the action's suggestion stands)."""
        return []

    def deck_zone(self, seat: int) -> str | None:
        """The zone a plain Draw of ``seat`` takes from (None: the game has none)."""
        return None

    def is_card_effect(self, action: Action) -> bool:
        """Whether an action is a card-effect adjustment (marked as such in the log)."""
        return False

    def card_actions(self, state: GameState, seat: int, uid: int) -> list[Action]:
        """Actions offered in a card's context menu (legal or not; the UI asks for verdicts)."""
        return []

    def zone_actions(self, state: GameState, seat: int, zone: str) -> list[Action]:
        """Actions offered in a zone's context menu (draw, shuffle, ...)."""
        return []

    def layout(self) -> TableLayout | None:
        """Where the zones lie on the table (None: the UI lays them out in a plain grid)."""
        return None

    def steps(self) -> tuple[str, ...]:
        """The step codes of a turn, in order, for the step bar (empty: no steps)."""
        return ()

    def table_aids(self) -> TableAids:
        """The step bar's actions and the combat markers of the table (none by default)."""
        return TableAids()

    def step(self, state: GameState) -> str | None:
        """The current step code (``state.values["step"]`` by convention)."""
        step = state.values.get("step")
        return step if isinstance(step, str) else None

    def active_seat(self, state: GameState) -> int:
        """The seat whose turn it is (``state.values["active"]`` by convention)."""
        active = state.values.get("active")
        return active if isinstance(active, int) and not isinstance(active, bool) else 0

    def winner(self, state: GameState) -> int | None:
        """The winning seat once the game is over (``state.values["winner"]``)."""
        winner = state.values.get("winner")
        return winner if isinstance(winner, int) and not isinstance(winner, bool) else None
