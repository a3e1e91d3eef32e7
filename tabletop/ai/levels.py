"""The levels of the computer opponent and :func:`decide`, the move it makes."""

from __future__ import annotations

import random
from enum import StrEnum

from tabletop.engine.actions import Action

from .judge import after, idle
from .knowledge import Knowledge, computer_play, redeal
from .scripted import Tryout
from .search import strong


class Level(StrEnum):
    """How well the computer plays (the values are written in settings, saves and the CLI).

    ``RANDOM``: uniform among the legal actions. ``GREEDY``: the move whose position the
    game's evaluation scores best one ply ahead (and, when the move leaves the opponent an
    answer within the turn, after its worst answer), averaged over a few re-deals of the
    hidden cards. ``STRONG``: a tree search over re-dealt copies of the game within a time budget
    (:mod:`.search`). ``SCRIPTED``: the game's scripted player, the obvious good move by fixed
    rules (its ``scripted.py``; Greedy for a game without one), the reference the others are
    measured against in self-play."""

    RANDOM = "random"
    GREEDY = "greedy"
    STRONG = "strong"
    SCRIPTED = "scripted"


def decide(
    knowledge: Knowledge,
    level: Level,
    *,
    budget_ms: int = 1000,
    seed: int = 0,
    iterations: int | None = None,
) -> Action:
    """The action the computer takes for ``knowledge.seat``: always one of
    ``knowledge.legal_actions``. Pure: the same knowledge (the same view) and ``seed`` give the
    same action, whatever the hidden cards really are (each level deals them again from
    ``seed``). A forced move (one legal action) is answered at once. ``budget_ms`` bounds the
    thinking of ``STRONG`` (then how far it gets depends on the machine's speed; ``iterations``
    fixes the number of search iterations instead, for reproducible figures); ``RANDOM`` and
    ``GREEDY`` are fast. Raises ValueError when the seat has no legal action."""
    legal = knowledge.legal_actions
    if not legal:
        raise ValueError("the seat has no legal action")
    rng = random.Random(f"tabletop.ai:{seed}")
    if level is Level.RANDOM or len(legal) == 1:
        return legal[rng.randrange(len(legal))]
    play = computer_play(knowledge.game_id)
    if level is Level.STRONG:
        return strong(knowledge, play, budget_ms, rng, iterations)
    if level is Level.SCRIPTED and play is not None and play.scripted is not None:
        trial = Tryout(knowledge.ruleset, seed)
        return play.scripted(knowledge.state, knowledge.seat, legal, trial)
    return _greedy(knowledge, rng)


def _greedy(knowledge: Knowledge, rng: random.Random) -> Action:
    """One ply: each legal action applied to a few re-dealt copies, the best mean value."""
    play = computer_play(knowledge.game_id)
    samples = max(1, int(play.search["greedy_samples"])) if play is not None else 1
    legal, seat, ruleset = knowledge.legal_actions, knowledge.seat, knowledge.ruleset
    totals = [0.0] * len(legal)
    for _ in range(samples):
        state = knowledge.state.copy()
        redeal(state, seat, rng, play, knowledge.memory)
        for index, action in enumerate(legal):
            totals[index] += after(ruleset, play, state, action, seat, rng, answer=True)
    # An idle move (judge.idle) only when there is nothing else: played again and again it
    # would never end the game, and once is worth no more than the best move after it.
    moving = [i for i, a in enumerate(legal) if not idle(ruleset, play, state, a, seat, rng)]
    top = max(totals[i] for i in moving or range(len(legal)))
    tied = [i for i in moving or range(len(legal)) if totals[i] >= top - 1e-9]
    return legal[tied[rng.randrange(len(tied))]]
