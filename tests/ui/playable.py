"""A table brought to where the seat to act holds a card it may drop somewhere: where the drop
tests (:mod:`tests.ui.test_chrome_after_paint`, :mod:`tests.ui.test_repaint`) and the drop
benchmark (``tests/benchmarks/bench_drop.py``) start."""

from __future__ import annotations

from tabletop.engine import NextStep
from tabletop.ui.main_window import MainWindow

STEPS = 6
"""Next Steps taken at most to reach a step where a card of the hand may be played."""


def playable_cards(window: MainWindow) -> list[int]:
    """Sit the seat to act at the computer and step on (Next Step, at most :data:`STEPS`
    times) until a card of its hand has a drop destination: the uids of the hand's cards that
    have one, in hand order (never empty)."""
    session = window.session
    seat = session.actor()
    assert seat is not None, "nobody is to act"
    session.set_seat(seat)
    hand = session.controller.state.zones[f"p{seat}.hand"].cards
    for _ in range(STEPS):
        if any(session.destinations(uid) for uid in hand):
            break
        assert session.submit(NextStep(seat), window).applied
    playable = [uid for uid in hand if session.destinations(uid)]
    assert playable, f"no card of the hand may be played within {STEPS} steps"
    return playable
