"""The Strong level: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration deals the cards hidden from the seat again (:class:`~.knowledge.Dealer`, worked
out once per decision), walks the tree of actions from the root choosing by UCB among the
actions legal in that deal (each child counts how often it was available), adds one new action,
plays on with the playout of :func:`~.judge.playout` for the game's ``playout_turns`` (1: to
the end of the turn) and scores where it stopped by the game's evaluation; then it takes its
moves back (one working copy of the position serves every iteration). The move played is the
root action visited most. Chance comes from the search's own generator."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field, replace

from tabletop.engine.actions import Action
from tabletop.engine.transaction import Transaction
from tabletop.games.computer import ComputerPlay

from .decisive import decisive
from .judge import after, idle, over, playout
from .knowledge import Dealer, Knowledge, redeal
from .play import apply, choices, settle
from .scripted import Tryout

SAFETY = 0.8
"""Share of the budget the search plans to use; the rest covers the last iteration and the
work around the search (the re-deal of :meth:`Knowledge.of`, answering the caller)."""
HARD = 0.9
"""Share of the budget at which a playout still running stops and is scored where it is."""
LOOK_AHEAD = 0.25
"""Share of the budget the look-ahead for decisive moves may take (:mod:`.decisive`); past it,
the search goes on without what it found."""
PRIOR = 0.4
"""Share of the budget by which the root's one-ply judgement (:func:`_seed_root`) must be
done; the actions not judged by then start from nothing."""


@dataclass
class Node:
    """A node of the tree: the seat whose action led here, its visits, the reward summed for
    that seat, and how often it was available when its parent was visited."""

    actor: int
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[Action, Node] = field(default_factory=dict)


def _seed_root(
    knowledge: Knowledge,
    play: ComputerPlay | None,
    root: Node,
    rng: random.Random,
    deadline: float = math.inf,
) -> None:
    """Give each root action ``prior_visits`` virtual visits at its one-ply (Greedy) value in
    one re-deal, so that a short search starts from Greedy's judgement, not from nothing; the
    actions still unjudged at ``deadline`` (a ``time.perf_counter()`` instant) start without."""
    visits = int(play.search["prior_visits"]) if play is not None else 0
    if visits <= 0:
        return
    move = _scripted(knowledge, play, rng)
    state = knowledge.state.copy()
    redeal(state, knowledge.seat, rng, play, knowledge.memory)
    top = 0.0
    # the scripted move judged first: the deadline may leave later moves unjudged
    first = [] if move is None else [move]
    for action in first + [a for a in knowledge.legal_actions if a != move]:
        if action != move and time.perf_counter() > deadline:
            break
        worth = after(knowledge.ruleset, play, state, action, knowledge.seat, rng, answer=True)
        root.children[action] = Node(knowledge.seat, visits, worth * visits, visits)
        top = max(top, worth)
    extra = int(play.search.get("scripted_prior", 0)) if play is not None else 0
    child = None if move is None else root.children.get(move)
    if extra > 0 and child is not None:
        child.visits += extra
        child.available += extra
        child.reward += top * extra


def _scripted(knowledge: Knowledge, play: ComputerPlay | None, rng: random.Random) -> Action | None:
    """The scripted player's move (None: the game has none, or ``scripted_prior`` is 0)."""
    if play is None or play.scripted is None or int(play.search.get("scripted_prior", 0)) <= 0:
        return None
    trial = Tryout(knowledge.ruleset, rng.randrange(2**31))
    move = play.scripted(knowledge.state, knowledge.seat, knowledge.legal_actions, trial)
    return move if move in knowledge.legal_actions else None


def _ucb(child: Node, exploration: float) -> float:
    return child.reward / child.visits + exploration * math.sqrt(
        math.log(max(child.available, 1)) / child.visits
    )


def strong(
    knowledge: Knowledge,
    play: ComputerPlay | None,
    budget_ms: int,
    rng: random.Random,
    iterations: int | None = None,
) -> Action:
    """The root action the search visits most within ``budget_ms`` (ties: the better mean,
    then the earlier in the legal list); with ``iterations``, after exactly that many
    iterations whatever the time (reproducible on any machine)."""
    start = time.perf_counter()
    deadline = start + budget_ms / 1000 * SAFETY
    hard = start + budget_ms / 1000 * HARD if iterations is None else math.inf
    search = play.search if play is not None else {}
    found = decisive(
        knowledge,
        play,
        rng,
        start + budget_ms / 1000 * LOOK_AHEAD if iterations is None else math.inf,
        deals=int(search.get("decisive_deals", 0)),
        plies=int(search.get("decisive_plies", 0)),
    )
    if len(found.wins) == 1:
        return found.wins[0]
    if found.wins:  # (a win in every deal looked at may still lose in another: the search weighs)
        knowledge = replace(knowledge, legal_actions=found.wins)
    elif found.losses and len(found.losses) < len(knowledge.legal_actions):
        kept = tuple(a for a in knowledge.legal_actions if a not in found.losses)
        copy = knowledge.state.copy()
        if not all(idle(knowledge.ruleset, play, copy, a, knowledge.seat, rng) for a in kept):
            knowledge = replace(knowledge, legal_actions=kept)
        # (else the loss is only put off by moves that change nothing: handing control of
        # Combat back and forth for ever; the search weighs the real moves)
    ruleset, seat, legal = knowledge.ruleset, knowledge.seat, knowledge.legal_actions
    exploration = search.get("exploration", 0.7)
    root = Node(1 - seat)
    prior = start + budget_ms / 1000 * PRIOR if iterations is None else math.inf
    _seed_root(knowledge, play, root, rng, prior)
    dealer = Dealer(knowledge.state, seat, play, knowledge.memory)
    state = knowledge.state.copy()  # dealt again at each iteration, its moves rolled back
    slowest = 0.0
    done = 0
    while True:
        began = time.perf_counter()
        if iterations is not None:
            if done >= iterations:
                break
        elif done and began + slowest > deadline:
            break
        dealer.deal(state, rng)
        moves: list[Transaction] = []
        node, path = root, [root]
        while True:
            mover = seat
            if node is root:
                actions = list(legal)
            else:
                moves += settle(ruleset, state, rng)
                actor = None if over(ruleset, state) else ruleset.actor(state)
                if actor is None:
                    break
                mover, actions = actor, choices(ruleset, state, actor)
                if not actions:
                    break
            untried = []
            for action in actions:
                child = node.children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = Node(mover, available=1)
                moves.append(apply(ruleset, state, action, rng))
                path.append(child)
                break
            action = max(actions, key=lambda a: _ucb(node.children[a], exploration))
            node = node.children[action]
            moves.append(apply(ruleset, state, action, rng))
            path.append(node)
        reward = playout(ruleset, play, state, seat, rng, hard, moves)
        for tx in reversed(moves):
            tx.rollback()
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += reward if visited.actor == seat else 1.0 - reward
        done += 1
        slowest = max(slowest, time.perf_counter() - began)
    return _choice(knowledge, play, root, rng)


def _choice(
    knowledge: Knowledge, play: ComputerPlay | None, root: Node, rng: random.Random
) -> Action:
    """The root action visited most (ties: the better mean, then the earlier in the legal
    list); an idle move (:func:`~.judge.idle`) only when there is no other."""
    legal = knowledge.legal_actions
    ranked = []
    for index, action in enumerate(legal):
        child = root.children.get(action)
        if child is not None and child.visits:
            ranked.append((child.visits, child.reward / child.visits, -index))
    if not ranked:
        return legal[0]
    ranked.sort(reverse=True)
    state = knowledge.state.copy()
    moving = (
        r
        for r in ranked
        if not idle(knowledge.ruleset, play, state, legal[-r[2]], knowledge.seat, rng)
    )
    found = next(moving, None)
    if found is None:  # only idle moves were visited: the obvious good move, if the game has one
        move = _scripted(knowledge, play, rng)
        return move if move is not None else legal[-ranked[0][2]]
    return legal[-found[2]]
