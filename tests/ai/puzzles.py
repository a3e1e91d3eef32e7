"""Puzzle positions from real games: while a seeded game between the scripted reference and
Greedy is played, every decision where some moves win by force and others do not (a lethal
attack, the last match won), or where some moves lose by force and others do not, is a puzzle.
Whether a move wins or loses by force is worked out here, on its own (not with the computer's
code): the move, then every answer of the opponent and the best of the mover's own actions,
``PLIES`` actions deep, in each of ``DEALS`` re-deals of the cards hidden from the mover; a
verdict counts only when all deals agree. A level solves a win puzzle by playing a winning
move, a loss puzzle by playing a move that does not lose."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from tabletop.ai import Knowledge, Level, decide
from tabletop.ai.knowledge import computer_play, redeal
from tabletop.ai.match import new_game
from tabletop.ai.play import apply, choices, settle
from tabletop.engine import Action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState

PLIES = 2
DEALS = 3
WIN, LOSS, OPEN = "win", "loss", "open"


@dataclass(frozen=True)
class Puzzle:
    """A position (what its seat may know), its kind (win or loss) and each move's verdict."""

    where: str
    knowledge: Knowledge
    kind: str
    verdicts: dict[Action, str]

    def solved_by(self, action: Action) -> bool:
        """Whether ``action`` solves the puzzle."""
        verdict = self.verdicts[action]
        return verdict == WIN if self.kind == WIN else verdict != LOSS


def _outcome(ruleset: Ruleset, state: GameState, seat: int, plies: int, rng: random.Random) -> str:
    winner = ruleset.winner(state)
    if winner is not None:
        return WIN if winner == seat else LOSS
    actor = ruleset.actor(state) if plies > 0 else None
    actions = choices(ruleset, state, actor) if actor is not None else []
    if actor is None or not actions:
        return OPEN
    outcomes = set()
    for action in actions:
        done = [apply(ruleset, state, action, rng)]
        done += settle(ruleset, state, rng)
        outcomes.add(_outcome(ruleset, state, seat, plies - 1, rng))
        for tx in reversed(done):
            tx.rollback()
    best, worst = (WIN, LOSS) if actor == seat else (LOSS, WIN)
    if best in outcomes:
        return best
    return worst if outcomes == {worst} else OPEN


def verdicts(knowledge: Knowledge) -> dict[Action, str]:
    """Each legal move's verdict: won or lost by force in every deal, else open."""
    play = computer_play(knowledge.game_id)
    rng = random.Random(1)
    seen: dict[Action, set[str]] = {action: set() for action in knowledge.legal_actions}
    for deal in range(DEALS):
        state = knowledge.state.copy()
        redeal(state, knowledge.seat, random.Random(deal), play, knowledge.memory)
        for action in knowledge.legal_actions:
            done = [apply(knowledge.ruleset, state, action, rng)]
            done += settle(knowledge.ruleset, state, rng)
            seen[action].add(_outcome(knowledge.ruleset, state, knowledge.seat, PLIES, rng))
            for tx in reversed(done):
                tx.rollback()
    return {action: found.pop() if len(found) == 1 else OPEN for action, found in seen.items()}


def puzzles(game_id: str, games: int, first_seed: int = 5000) -> Iterator[Puzzle]:
    """The puzzles met in ``games`` seeded games of ``game_id`` (scripted against Greedy,
    seats swapped every other game)."""
    for index in range(games):
        seed = first_seed + index
        game = new_game(game_id, seed)
        levels = (
            (Level.SCRIPTED, Level.GREEDY) if index % 2 == 0 else (Level.GREEDY, Level.SCRIPTED)
        )
        rules = game.ruleset
        for ply in range(3000):
            if game.winner is not None:
                break
            action = rules.automatic_action(game.state)
            if action is None:
                seat = rules.actor(game.state)
                if seat is None:
                    break
                knowledge = Knowledge.of(game, seat)
                if len(knowledge.legal_actions) > 1:
                    found = verdicts(knowledge)
                    values = set(found.values())
                    kind = WIN if WIN in values else LOSS if LOSS in values else None
                    if kind is not None and len(values) > 1:
                        yield Puzzle(f"{game_id} seed {seed} action {ply}", knowledge, kind, found)
                action = knowledge.in_game(decide(knowledge, levels[seat], seed=ply), game)
            game.submit(action)
