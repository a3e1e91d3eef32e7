"""One line that says what the computer did while the human waited, for the status bar when the
game comes back to the human: "Player 2 played: Place Earth Dragon Ball 7; Vegeta Lv1 powers
up: 2,000 → 2,400; Vegeta Lv1: energy attack, 2 stages paid by Vegeta Lv1: 2,400 → 2,000".

It is worded from the game log's own phrases (:class:`~tabletop.ui.docks.steps.StepWords`), so
it names cards as the seat at the computer sees them (a card hidden from it is "a card") and
says only what the log says to that seat. Steps that passed by themselves, and a step ended with
nothing coming of it, are left out; a step ended that did something says what it did.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication

from tabletop.engine import NextStep
from tabletop.i18n.names import phrase_text
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.ui.docks.steps import StepWords

if TYPE_CHECKING:
    from tabletop.engine.history import AppliedAction
    from tabletop.engine.phrase import Phrase
    from tabletop.ui.session import GameSession

CONTEXT: Final = "ComputerSeat"
SUMMARY = QT_TRANSLATE_NOOP("ComputerSeat", "{player} played: {moves}")
MOVE_SEPARATOR = QT_TRANSLATE_NOOP("ComputerSeat", "; ")
"""Between two moves of the summary."""
RESULT_SEPARATOR = QT_TRANSLATE_NOOP("ComputerSeat", ", ")
"""Between a move and what came of it, and between two things that came of it."""
MAX_CHARACTERS: Final = 400
"""A longer summary is cut (with "…"); the game log holds every move."""


def move_text(session: GameSession, words: StepWords, step: AppliedAction) -> str:
    """One move of the summary ('' for a step ended with nothing coming of it)."""

    def text(phrase: Phrase) -> str:
        return phrase_text(
            phrase, card_name=words.label, zone_name=session.zone_name, players=session.players
        )

    phrases = words.phrases(step)
    leads = [p for p in phrases if p.lead]
    results = [text(p) for p in phrases if not p.lead]
    separator = QCoreApplication.translate(CONTEXT, RESULT_SEPARATOR)
    if isinstance(step.action, NextStep):
        return separator.join(results)
    what = text(leads[0]) if leads else session.action_text(step.action)
    return separator.join([what, *results])


def turn_summary(session: GameSession, seat: int, positions: Iterable[int]) -> str:
    """What ``seat`` did in the steps of the log at ``positions`` (its own moves only, not the
    steps that passed by themselves), as one line; '' when it did nothing worth saying."""
    done = session.controller.history.done
    words = StepWords(session)
    moves = []
    for position in positions:
        if position >= len(done) or session.is_automatic(position):
            continue
        step = done[position]
        if step.action.seat != seat:
            continue
        move = move_text(session, words, step)
        if move:
            moves.append(move)
    if not moves:
        return ""
    line = QCoreApplication.translate(CONTEXT, SUMMARY).format(
        player=session.player_name(seat),
        moves=QCoreApplication.translate(CONTEXT, MOVE_SEPARATOR).join(moves),
    )
    return line if len(line) <= MAX_CHARACTERS else line[: MAX_CHARACTERS - 1] + "…"
