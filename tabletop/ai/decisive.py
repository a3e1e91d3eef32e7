"""Decisive and anti-decisive moves: before its search, Strong looks a few plies ahead of each
of its moves in a few re-deals of the hidden cards, every answer of the opponent tried. A move
after which the game is won whatever the opponent answers (a lethal attack, the last Dragon
Ball, the third match) is played at once; a move after which it is lost whatever the computer
does next is left out of the search while another move is not. (Teytaud & Teytaud, "On the
huge benefit of decisive moves in Monte-Carlo tree search algorithms", 2010.) A tree search
spreads its visits, and over re-dealt hidden cards a win it could prove in two plies may still
lose the vote to a move that looks good in more deals."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState
from tabletop.games.computer import ComputerPlay

from .knowledge import Dealer, Knowledge
from .play import apply, choices, settle

WON, LOST, OPEN = 1, -1, 0


class OutOfTime(Exception):
    """The look-ahead passed its deadline: nothing is known."""


@dataclass(frozen=True)
class Decisive:
    """What the look-ahead found: the moves that win by force, those that lose by force."""

    wins: tuple[Action, ...] = ()
    losses: frozenset[Action] = frozenset()


def forced(
    ruleset: Ruleset, state: GameState, seat: int, plies: int, rng: random.Random, deadline: float
) -> int:
    """:data:`WON` when ``seat`` wins from ``state`` within ``plies`` actions whatever its
    opponent does (and with its own best actions), :data:`LOST` when it loses so whatever it
    does, else :data:`OPEN`. ``state`` is as before when it returns (its moves rolled back).
    Raises :class:`OutOfTime` past ``deadline`` (a ``time.perf_counter()`` instant)."""
    winner = ruleset.winner(state)
    if winner is not None:
        return WON if winner == seat else LOST
    actor = None if plies <= 0 else ruleset.actor(state)
    actions = choices(ruleset, state, actor) if actor is not None else []
    if not actions:
        return OPEN
    if time.perf_counter() > deadline:
        raise OutOfTime
    mine = actor == seat
    every = True  # every action so far led to the outcome the actor fears
    for action in actions:
        done = [apply(ruleset, state, action, rng)]
        try:
            done += settle(ruleset, state, rng)
            outcome = forced(ruleset, state, seat, plies - 1, rng, deadline)
        finally:
            for tx in reversed(done):
                tx.rollback()
        if outcome == (WON if mine else LOST):
            return outcome  # the actor has a move to it
        every = every and outcome == (LOST if mine else WON)
    if every:
        return LOST if mine else WON
    return OPEN


def decisive(
    knowledge: Knowledge,
    play: ComputerPlay | None,
    rng: random.Random,
    deadline: float,
    *,
    deals: int = 3,
    plies: int = 2,
) -> Decisive:
    """Each legal move of ``knowledge.seat`` applied in ``deals`` re-deals of the hidden cards
    and followed ``plies`` actions further (:func:`forced`): the moves won in every deal, and
    those lost in every deal. Nothing is known when the look-ahead passes ``deadline``."""
    ruleset, seat, legal = knowledge.ruleset, knowledge.seat, knowledge.legal_actions
    dealer = Dealer(knowledge.state, seat, play, knowledge.memory)
    state = knowledge.state.copy()
    outcomes: dict[Action, set[int]] = {action: set() for action in legal}
    try:
        for _ in range(deals):
            dealer.deal(state, rng)
            for action in legal:
                if OPEN in outcomes[action]:
                    continue  # open in one deal: neither a sure win nor a sure loss
                done = [apply(ruleset, state, action, rng)]
                try:
                    done += settle(ruleset, state, rng)
                    outcomes[action].add(forced(ruleset, state, seat, plies, rng, deadline))
                finally:
                    for tx in reversed(done):
                        tx.rollback()
    except OutOfTime:
        return Decisive()
    wins = tuple(a for a in legal if outcomes[a] == {WON})
    losses = frozenset(a for a in legal if outcomes[a] == {LOST})
    return Decisive(wins, losses)
