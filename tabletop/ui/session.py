"""The game session: the one object the table, the docks and the menus talk to.

It wraps the engine's :class:`Controller` and the autosave :class:`Journal`. Every gesture
becomes an action passed to :meth:`GameSession.submit`; the session answers with signals:

* ``changed(ChangeSet, initiator)`` after an action, an undo or a redo was applied;
* ``refused(Verdict, Action)`` when the controller refused an action (enforced mode, or impossible);
* ``warned(Verdict)`` when manual mode applied an illegal action;
* ``seat_changed(int)`` when the seat at the computer changes (hot seat);
* ``reset()`` when a whole new game (or a loaded one) replaced the old one;
* ``autosave_changed()`` when autosave stops working (:attr:`~GameSession.autosave_error`) or works.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop.cards import Card, CardDatabase, default_database
from tabletop.engine import (
    Action,
    ChangeSet,
    Controller,
    DeckSpec,
    Draw,
    GameSetup,
    Mode,
    Outcome,
    StateView,
    Verdict,
)
from tabletop.engine.errors import EngineError
from tabletop.engine.history import AppliedAction
from tabletop.engine.layout import TableLayout
from tabletop.engine.phrase import Phrase
from tabletop.games import import_game, make_ruleset
from tabletop.games.replay import GameRecord, replay_record, replay_whole
from tabletop.play import Match, SeatOffers, automatic
from tabletop.play import seats as seating
from tabletop.play.table_rules import TableRules
from tabletop.storage import Claim, Journal, RecoveredGame, SavedGame, StorageError, save_game
from tabletop.storage.atomic import remove_stale_temps_of
from tabletop.storage.claims import kept_name
from tabletop.ui.autosave import Autosave
from tabletop.ui.covered import covered_view
from tabletop.ui.deck_checks import DecksRefused, deck_checks
from tabletop.ui.game_choice import FREE as FREE
from tabletop.ui.game_choice import NewGameOptions as NewGameOptions
from tabletop.ui.game_choice import available_games as available_games
from tabletop.ui.game_choice import bundled_decks as bundled_decks
from tabletop.ui.game_choice import default_profile as default_profile
from tabletop.ui.game_choice import load_deck_spec as load_deck_spec
from tabletop.ui.recovery import Recovery as Recovery
from tabletop.ui.touched import TouchedZones
from tabletop.ui.wording import SessionWords

FORCED = "forced"
"""Confirmation kind: an illegal action that manual mode would apply anyway."""
IRREVERSIBLE = "irreversible"
"""Confirmation kind: an action chosen from a menu that would close undo (it reveals cards)."""

Confirm = Callable[[str, Action, Verdict], bool]
"""``confirm(kind, action, verdict) -> go ahead?`` (kind: FORCED or IRREVERSIBLE)."""


class GameSession(SessionWords, QObject):
    """A game in progress: controller, autosave journal, and the seat at the computer."""

    fixed_seat: int | None = None
    """The seat at this computer when it never changes (a remote game's); None: hot seat."""
    spectating: bool = False
    """No player sits at this computer: a spectator's table (its seat is only the side
    drawn at the bottom)."""
    changed = Signal(object, object)
    refused = Signal(object, object)
    warned = Signal(object)
    seat_changed = Signal(int)
    reset = Signal()
    saved_state_changed = Signal(bool)
    autosave_changed = Signal()

    def __init__(
        self,
        controller: Controller,
        *,
        journal: Journal | None = None,
        autosave: bool = False,
        database: CardDatabase | None = None,
        open_hands: bool = False,
        path: Path | None = None,
        parent: QObject | None = None,
        seats: seating.Seats = seating.BOTH_HUMAN,
    ) -> None:
        """``autosave``: keep a journal of the game (started here unless ``journal`` is given).
        The seat at the computer is the one that must act (against the computer: the human's)."""
        super().__init__(parent)
        self._controller = controller
        self._match = Match(controller, seats, automatic_steps=False)
        self._autosave = Autosave(
            controller, enabled=autosave, journal=journal, parent=self, seats=self._match.seats
        )
        self._autosave.changed.connect(self.autosave_changed)
        self._db = database or default_database()
        self._open_hands = open_hands
        actor = controller.ruleset.actor(controller.state)
        self._seat = (
            actor if actor is not None else controller.ruleset.active_seat(controller.state)
        )
        self._path = path
        self._dirty = False
        self._view_cache: StateView | None = None
        self._touched = TouchedZones()
        self._labels: dict[str, str] | None = None
        self._uids: tuple[StateView, dict[int, str | None]] | None = None
        self._confirm: Confirm | None = None
        self._covered = False
        self.closed = False  # set by close(): nothing is submitted any more (a late answer)
        self.set_seats(self._match.seats)

    # ---------------------------------------------------------------- construction

    @classmethod
    def new_game(
        cls,
        options: NewGameOptions,
        *,
        autosave: bool = True,
        parent: QObject | None = None,
    ) -> GameSession:
        """Set up a new game; decks default to the bundled demo decks of the game.

        Raises :class:`DecksRefused` when a deck file cannot be used: it cannot be read or is
        for another game, or (enforced mode) it breaks the construction rules of the profile.
        """
        db = default_database()
        game = options.game if import_game(options.game) else FREE
        checks = deck_checks(options, db)
        if any(check is not None and not check.allowed(options.mode) for check in checks):
            raise DecksRefused(checks)
        demo = bundled_decks(game)
        decks: list[DeckSpec] = []
        for seat in (0, 1):
            path = options.decks[seat] or (demo[seat % len(demo)] if demo else None)
            decks.append(load_deck_spec(path, db) if path is not None else DeckSpec())
        profile = dict(options.profile) if options.profile is not None else default_profile(game)
        seed = options.seed if options.seed is not None else random.SystemRandom().getrandbits(62)
        setup = GameSetup(game, seed, options.players, (decks[0], decks[1]), profile)
        seats = seating.checked(options.seats)
        mode = Mode.ENFORCED if seating.computer_seats(seats) else Mode(options.mode)
        controller = Controller.new_game(make_ruleset(game, profile), setup, mode)
        return cls(
            controller,
            autosave=autosave,
            database=db,
            open_hands=options.open_hands,
            parent=parent,
            seats=seats,
        )

    @classmethod
    def from_saved(
        cls,
        saved: GameRecord,
        *,
        autosave: bool = True,
        path: Path | None = None,
        open_hands: bool = False,
        parent: QObject | None = None,
    ) -> GameSession:
        """Replay a saved (or recovered) game; raises ReplayError / EngineError if it cannot.
        Temporary files a killed save left beside ``path`` are removed."""
        if path is not None:
            remove_stale_temps_of(path)
        controller, seats = replay_whole(saved), getattr(saved, "seats", seating.BOTH_HUMAN)
        return cls(
            controller,
            autosave=autosave,
            path=path,
            open_hands=open_hands,
            parent=parent,
            seats=seats,
        )

    @classmethod
    def recover(
        cls,
        recovered: RecoveredGame,
        *,
        autosave: bool = True,
        open_hands: bool = False,
        parent: QObject | None = None,
        claim: Claim | None = None,
    ) -> Recovery:
        """Resume a game from a crashed session's journal, action by action.

        Replay stops at the first action the controller refuses; everything before it is kept.
        The game continues in a new journal (``session.journal``). The old one, held locked by
        ``claim``, stays until the new journal holds every recovered action; then it is deleted,
        or kept aside when the recovery was partial (see :class:`Autosave`). Raises CodedError
        only if the game cannot be set up at all (then nothing was replayed, the claim is
        untouched and nothing is lost).
        """
        replay = replay_record(recovered)
        controller, error = replay.controller, replay.error
        session = cls(
            controller,
            autosave=autosave,
            open_hands=open_hands,
            parent=parent,
            seats=recovered.seats,
        )
        session._dirty = True  # a recovered game has not been saved to a file
        entries = [*recovered.log, *recovered.redo]
        index = error.params.get("index") if error is not None else None
        stopped = ""
        if isinstance(index, int) and 0 <= index < len(entries):
            stopped = session.action_text(entries[index].action)
        whole = error is None and not recovered.dropped_tail
        if claim is not None:
            kept = None if whole else kept_name(claim.path)
            session._autosave.adopt(claim, whole)
        return Recovery(
            session=session,
            recovered=len(controller.log),
            total=len(entries),
            error=error,
            dropped_tail=recovered.dropped_tail,
            stopped_at=stopped,
            kept=kept if claim is not None else None,
        )

    # ---------------------------------------------------------------- facts

    @property
    def controller(self) -> Controller:
        return self._controller

    @property
    def match(self) -> Match:
        """The game's flow: its seats, the steps that pass by themselves, its moves."""
        return self._match

    def offers(self) -> SeatOffers:
        """The table's hooks answered for the seat at the computer (see
        :class:`tabletop.play.SeatOffers`): the only way the window asks them."""
        return self._match.offers(self._seat)

    @property
    def automatic_steps(self) -> bool:
        """Whether steps with no choice pass by themselves (enforced mode; the window's way)."""
        return self._match.automatic_steps

    @automatic_steps.setter
    def automatic_steps(self, value: bool) -> None:
        self._match.automatic_steps = value

    @property
    def ruleset(self) -> TableRules:
        """The game's rules, as the table may ask them (the hooks that need the whole game are
        asked of :meth:`offers`)."""
        return self._controller.ruleset

    def described(self, step: AppliedAction) -> list[Phrase]:
        """What ``step`` did, as the log words it (the ruleset's phrases of its operations)."""
        return list(self.ruleset.describe(self._controller.state, step.action, step.ops))

    @property
    def game_id(self) -> str:
        return self._controller.setup.game_id

    @property
    def players(self) -> tuple[str, str]:
        return self._controller.setup.players

    @property
    def mode(self) -> Mode:
        return self._controller.mode

    @property
    def database(self) -> CardDatabase:
        return self._db

    @property
    def path(self) -> Path | None:
        """The file the game was last saved to or loaded from."""
        return self._path

    @property
    def dirty(self) -> bool:
        """True when there is play not yet saved to a file."""
        return self._dirty

    @property
    def seat(self) -> int:
        """The seat at the computer: its view is drawn and it performs the gestures."""
        return self._seat

    @property
    def open_hands(self) -> bool:
        return self._open_hands

    @property
    def seats(self) -> seating.Seats:  # "human" or "computer:<level>" each (see play.seats)
        return self._match.seats

    def set_seats(self, seats: seating.Seats) -> None:
        """Let the computer play the seats ``seats`` say (in enforced mode); see
        :mod:`tabletop.play.seats`."""
        self._match.seats = seating.checked(seats)
        self._autosave.set_seats(self._match.seats)
        if seating.computer_seats(self._match.seats):
            self.set_mode(Mode.ENFORCED)
        self.set_seat(seating.shown_seat(self._match.seats, self._seat))

    def set_open_hands(self, value: bool) -> None:
        if value != self._open_hands:
            self._open_hands = value
            self._view_cache = None
            self.reset.emit()

    def set_seat(self, seat: int, *, covered: bool = False) -> None:
        """Hand the computer to ``seat``; ``covered``: both hands face down till :meth:`uncover`."""
        if seat != self._seat or covered != self._covered:
            self._seat, self._covered = seat, covered
            self._view_cache = None
            self.seat_changed.emit(seat)

    @property
    def covered(self) -> bool:
        """True while both hands are face down for the seat at the computer."""
        return self._covered and not self._open_hands

    def uncover(self) -> None:
        """The player at the computer shows their own hand."""
        if self._covered:
            self._covered = False
            self._view_cache = None
            self.reset.emit()

    def active_seat(self) -> int:
        return self.ruleset.active_seat(self._controller.state)

    def layout(self) -> TableLayout | None:
        return self.ruleset.layout()

    def steps(self) -> tuple[str, ...]:
        return self.ruleset.steps()

    def step(self) -> str | None:
        return self.ruleset.step(self._controller.state)

    def winner(self) -> int | None:
        return self._controller.winner

    def view(self) -> StateView:
        """What the seat at the computer may see (cached until the next change)."""
        if self._view_cache is None:
            self._view_cache = (
                covered_view(self._controller.state, self._seat)
                if self.covered
                else self._controller.view(self._seat, open_hands=self._open_hands)
            )
        return self._view_cache

    def card(self, card_id: str | None) -> Card | None:
        """The database card of an id (None for a hidden card or an unknown id)."""
        return self._db.get(card_id) if card_id else None

    def zone_ids(self) -> list[str]:
        return list(self._controller.state.zones)

    def zones_touched(self, changes: ChangeSet) -> set[str]:
        """The zones a change set touched (see :class:`~tabletop.ui.touched.TouchedZones`)."""
        return self._touched.after(self._controller.state, changes, self.view())

    def destinations(self, uid: int) -> list[str]:
        try:
            return self._controller.destinations(self._seat, uid)
        except (KeyError, EngineError):
            return []

    def card_actions(self, uid: int) -> list[Action]:
        return self.ruleset.card_actions(self._controller.state, self._seat, uid)

    def zone_actions(self, zone: str) -> list[Action]:
        return self.ruleset.zone_actions(self._controller.state, self._seat, zone)

    def check(self, action: Action) -> Any:
        """The verdict on an action, without applying it."""
        return self._controller.check(action)

    def deck_zone(self, seat: int) -> str | None:
        """The zone a plain Draw takes from, when the ruleset says (:meth:`Ruleset.deck_zone`)."""
        return self.ruleset.deck_zone(seat)

    # ---------------------------------------------------------------- play

    def set_confirmation(self, confirm: Confirm | None) -> None:
        """Ask ``confirm`` before a forced move and before an irreversible menu action."""
        self._confirm = confirm

    def closes_undo(self, action: Action) -> bool:
        """Would applying ``action`` now make it impossible to undo (see
        :meth:`Controller.preview`)?"""
        return self._controller.preview(action).closes_undo

    def _declined(self, action: Action, from_menu: bool) -> Verdict | None:
        """The verdict of an action the user chose not to go ahead with, else None."""
        confirm = self._confirm
        if confirm is None or (self.mode is Mode.ENFORCED and not from_menu):
            return None  # nothing to ask: no forced move, no menu's irreversible choice
        verdict = self._controller.check(action)
        forced = self.mode is Mode.MANUAL and verdict.possible and not verdict.legal
        if forced and not confirm(FORCED, action, verdict):
            return verdict
        if (
            from_menu
            and (verdict.legal or forced)
            and not isinstance(action, Draw)  # drawing your own cards is the game's pace
            and not (verdict.legal and automatic.rule_move(self._controller, action))
            and self.closes_undo(action)
            and not confirm(IRREVERSIBLE, action, verdict)
        ):
            return verdict
        return None

    def submit(
        self, action: Action, initiator: object = None, *, from_menu: bool = False
    ) -> Outcome:
        """Pass an action to the controller and tell everyone what came of it.

        With a confirmation set (:meth:`set_confirmation`), a forced move, and an action chosen
        from a menu (``from_menu``) whose effect cannot be undone, are asked about first; a
        declined action is not applied (and nothing is emitted).
        """
        declined = self._declined(action, from_menu)
        if declined is not None:
            return Outcome(False, declined)
        told = lambda act, outcome, passed: self._stepped(act, outcome, passed, initiator)  # noqa: E731
        return self._match.submit(action.seat, action, told).outcome

    def _stepped(
        self, action: Action, outcome: Outcome, passed: bool, initiator: object = None
    ) -> None:
        """Tell everyone of a step the match applied (or refused)."""
        if not outcome.applied:
            self.refused.emit(outcome.verdict, action)
            return
        step = outcome.step
        if step is not None:
            self._record(lambda j: j.append(step.entry))
        self._after_change(outcome.changes, automatic.AUTOMATIC if passed else initiator)
        if outcome.warning is not None:
            self.warned.emit(outcome.warning)

    def run_automatic(self) -> None:
        """Submit each step that passes by itself now (see :mod:`tabletop.play.automatic`)."""
        self._match.run_automatic(self._stepped)

    def is_automatic(self, position: int) -> bool:  # the log's action at ``position`` passed
        return self._match.is_automatic(position)

    def can_undo(self) -> bool:
        return self._match.can_undo()

    def can_redo(self) -> bool:
        return self._controller.history.can_redo

    def next_undo(self) -> AppliedAction | None:
        """The move one Undo takes back (the steps that passed by themselves after it go too)."""
        return self._match.next_undo()

    def undo(self) -> bool:
        """Take back the last move, and the steps that passed by themselves after it."""
        return self._match.undo_move(
            lambda changes: self._stepped_back(changes, lambda j: j.undo())
        )

    def redo(self) -> bool:
        """Apply the next undone move again, with the steps (and computer's replies) after it."""
        return self._match.redo_move(
            lambda changes: self._stepped_back(changes, lambda j: j.redo())
        )

    def _stepped_back(self, changes: ChangeSet, write: Callable[[Journal], None]) -> None:
        self._record(write)
        self._after_change(changes, None)

    def _after_change(self, changes: ChangeSet, initiator: object) -> None:
        self._autosave.after_change(changes)
        self._view_cache = None
        if not self._dirty:
            self._dirty = True
            self.saved_state_changed.emit(False)
        self.changed.emit(changes, initiator)

    def actor(self) -> int | None:
        """The seat expected to act now: the active seat, or the other one while it must
        answer (a defense in combat); None once the game is over."""
        return self.ruleset.actor(self._controller.state)

    def _record(self, write: Callable[[Journal], None]) -> None:
        self._autosave.record(write)

    def set_mode(self, mode: Mode) -> None:
        """Switch between enforced and manual mode (recorded; against the computer: enforced)."""
        if mode is Mode.MANUAL and seating.computer_seats(self.seats):
            self.reset.emit()
            return
        if mode is self._controller.mode:
            return
        self._controller.mode = mode
        self._record(lambda j: j.set_mode(mode))
        self.reset.emit()

    # ---------------------------------------------------------------- files

    def saved_game(self) -> SavedGame:
        """The game as a save file holds it."""
        return SavedGame(
            setup=self._controller.setup,
            log=self._controller.log,
            mode=self._controller.mode,
            redo=[step.entry for step in self._controller.history.undone],
            snapshot=self._controller.state,
            seats=self.seats,
        )

    def save(self, path: Path) -> None:
        """Save to ``path``; raises StorageError (the previous file stays intact)."""
        save_game(path, self.saved_game())
        self._path = path
        self._dirty = False
        self.saved_state_changed.emit(True)

    def close(self, *, keep_journal: bool = False) -> None:
        """End the session: the journal is deleted unless ``keep_journal`` (then it is flushed
        to disk and kept)."""
        self.closed = True
        self._autosave.close(keep_journal=keep_journal)

    @property
    def journal(self) -> Journal | None:
        return self._autosave.journal

    @property
    def autosave_error(self) -> StorageError | None:
        """Why autosave is not working now (None when it is, or is off)."""
        return self._autosave.error
