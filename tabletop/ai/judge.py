"""Judging positions from one seat's side: the game's evaluation turned into a chance to win,
the one-ply choice (Greedy), and the playout policy of the tree search."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from tabletop.engine.actions import Action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.games.computer import ComputerPlay

from .play import apply, choices, settle
from .scripted import Tryout

WIN, LOSS, DRAW = 1.0, 0.0, 0.5


def over(ruleset: Ruleset, state: GameState) -> bool:
    """Whether the game is over (won, or ended with nobody left to act)."""
    return ruleset.winner(state) is not None or ruleset.actor(state) is None


def value(ruleset: Ruleset, play: ComputerPlay | None, state: GameState, seat: int) -> float:
    """``seat``'s chance to win as the evaluation sees it, 0..1: a won game 1, a lost one 0,
    a drawn one 0.5; else a logistic of the evaluation over the game's ``scale``."""
    winner = ruleset.winner(state)
    if winner is not None:
        return WIN if winner == seat else LOSS
    if ruleset.actor(state) is None:
        return DRAW
    if play is None:
        return DRAW
    score = play.evaluate(state, seat) / max(play.search["scale"], 1e-9)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score))))


def after(
    ruleset: Ruleset,
    play: ComputerPlay | None,
    state: GameState,
    action: Action,
    seat: int,
    rng: random.Random,
    *,
    answer: bool = False,
) -> float:
    """The value for ``seat`` of the position ``action`` leaves (its automatic steps passed),
    worked out in transactions rolled back: ``state`` is as before.

    With ``answer``, when the action leaves the opponent to answer within ``seat``'s own turn
    (a defense against an attack), the opponent's answer worst for ``seat`` is taken, and then
    ``seat``'s best follow-up if the answer leaves it a choice within the turn (a minimum
    damage): an attack shows what it is worth only once it is answered."""
    done = [apply(ruleset, state, action, rng)]
    try:
        done += settle(ruleset, state, rng)
        replies = _answers(ruleset, state, seat) if answer else []
        if replies:
            return min(_answered(ruleset, play, state, r, seat, rng) for r in replies)
        return value(ruleset, play, state, seat)
    finally:
        for tx in reversed(done):
            tx.rollback()


def _answers(ruleset: Ruleset, state: GameState, seat: int) -> list[Action]:
    """The opponent's answers when it must answer within ``seat``'s turn, else none."""
    actor = ruleset.actor(state)
    if actor is None or actor == seat or ruleset.active_seat(state) != seat:
        return []
    return [] if ruleset.winner(state) is not None else choices(ruleset, state, actor)


def _answered(
    ruleset: Ruleset,
    play: ComputerPlay | None,
    state: GameState,
    reply: Action,
    seat: int,
    rng: random.Random,
) -> float:
    """The value for ``seat`` after the opponent's ``reply`` and ``seat``'s best follow-up
    within its turn (rolled back)."""
    done = [apply(ruleset, state, reply, rng)]
    try:
        done += settle(ruleset, state, rng)
        if ruleset.actor(state) == seat and ruleset.active_seat(state) == seat:
            follow = choices(ruleset, state, seat)
            if follow:
                return max(after(ruleset, play, state, a, seat, rng) for a in follow)
        return value(ruleset, play, state, seat)
    finally:
        for tx in reversed(done):
            tx.rollback()


def best(
    ruleset: Ruleset,
    play: ComputerPlay | None,
    state: GameState,
    actions: Sequence[Action],
    seat: int,
    rng: random.Random,
) -> Action:
    """The action of ``actions`` whose position is worth most to ``seat`` one ply ahead (ties
    broken by ``rng``)."""
    scored = [(after(ruleset, play, state, a, seat, rng), i) for i, a in enumerate(actions)]
    top = max(score for score, _ in scored)
    tied = [i for score, i in scored if score >= top - 1e-12]
    return actions[tied[rng.randrange(len(tied))]]


def playout(
    ruleset: Ruleset,
    play: ComputerPlay | None,
    state: GameState,
    seat: int,
    rng: random.Random,
    deadline: float = math.inf,
    done: list[Transaction] | None = None,
) -> float:
    """Play on from ``state`` (changed in place) for the game's ``playout_turns`` turns or
    ``playout_actions`` actions (or until ``deadline``, a ``time.perf_counter()`` instant),
    each move with the share ``playout_greedy`` the one-ply best of ``playout_candidates``
    legal actions drawn at random, else a random one; returns the value of where it stopped
    for ``seat``. The transactions of the moves made go to ``done``, oldest first (rolled back
    newest first, they take the playout back)."""
    done = [] if done is None else done
    search = play.search if play is not None else {}
    turns = int(search.get("playout_turns", 2))
    limit = int(search.get("playout_actions", 60))
    greedy = float(search.get("playout_greedy", 0.5))
    candidates = max(1, int(search.get("playout_candidates", 4)))
    scripted = float(search.get("playout_scripted", 0.0))
    trial = (
        Tryout(ruleset, rng.randrange(2**31))
        if scripted > 0 and play is not None and play.scripted is not None
        else None
    )
    active = ruleset.active_seat(state)
    changes = 0
    for _ in range(limit):
        done += settle(ruleset, state, rng)
        if over(ruleset, state) or time.perf_counter() > deadline:
            break
        if ruleset.active_seat(state) != active:
            active = ruleset.active_seat(state)
            changes += 1
            if changes >= turns:
                break
        actor = ruleset.actor(state)
        assert actor is not None
        actions = choices(ruleset, state, actor)
        if not actions:
            break
        if len(actions) > 1 and trial is not None and rng.random() < scripted:
            assert play is not None and play.scripted is not None
            action = play.scripted(state, actor, actions, trial)
        elif len(actions) > 1 and rng.random() < greedy:
            if len(actions) > candidates:
                actions = rng.sample(actions, candidates)
            action = best(ruleset, play, state, actions, actor, rng)
        else:
            action = actions[rng.randrange(len(actions))]
        done.append(apply(ruleset, state, action, rng))
    done += settle(ruleset, state, rng)
    return value(ruleset, play, state, seat)


def idle(
    ruleset: Ruleset,
    play: ComputerPlay | None,
    state: GameState,
    action: Action,
    seat: int,
    rng: random.Random,
) -> bool:
    """Whether ``action`` changes nothing the evaluation sees and leaves ``seat`` to act in the
    same step (giving control of Combat back and forth, say): a move that could repeat for
    ever, played only when nothing else is as good."""
    before = (ruleset.step(state), ruleset.active_seat(state), value(ruleset, play, state, seat))
    done = [apply(ruleset, state, action, rng)]
    try:
        done += settle(ruleset, state, rng)
        now = (ruleset.step(state), ruleset.active_seat(state), value(ruleset, play, state, seat))
        return ruleset.actor(state) == seat and now == before
    finally:
        for tx in reversed(done):
            tx.rollback()
