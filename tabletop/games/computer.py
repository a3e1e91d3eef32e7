"""What a game tells the computer opponent (:mod:`tabletop.ai`): the features of a position it
weighs, their weights and the search parameters, read from the game's ``computer.toml``, and
which cards a face-down place may hold.

A game's ``evaluation.py`` names its feature functions; :func:`load_play` reads the weights and
parameters beside them and checks that both sides name the same features, so a typo in the
file is an error, not a feature silently weighed 0.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Protocol

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState

Feature = Callable[[GameState, int], float]
"""A feature of a position, seen from ``seat``'s side (its figure less the opponent's, say)."""

SEARCH_DEFAULTS: Mapping[str, float] = MappingProxyType(
    {
        "exploration": 0.7,  # the UCB constant of the tree search (higher: tries more moves)
        "playout_turns": 2.0,  # turns a playout runs before the evaluation scores it
        "playout_greedy": 0.5,  # share of playout moves chosen by the one-ply evaluation
        "playout_candidates": 4.0,  # random legal actions such a move picks the best of
        "playout_actions": 60.0,  # at most this many actions in one playout
        "scale": 4.0,  # the evaluation's value that counts as a 73% (1/(1+e^-1)) chance to win
        "greedy_samples": 2.0,  # determinizations the Greedy level averages a move over
        "prior_visits": 3.0,  # virtual visits of each root move at its one-ply value
        "decisive_deals": 8.0,  # re-deals in which a move must win (lose) by force to count
        "decisive_plies": 2.0,  # actions after the move the look-ahead for that tries
        "scripted_prior": 0.0,  # virtual visits of the scripted move at the best one-ply value
        "playout_scripted": 0.0,  # share of playout moves chosen by the scripted player
    }
)


class Trial(Protocol):
    """How a scripted player tries a move: on a copy, never on the game it is given."""

    def after(self, state: GameState, action: Action) -> GameState:
        """A copy of ``state`` after ``action`` and the automatic steps that follow it."""
        ...

    def legal(self, state: GameState, seat: int) -> list[Action]:
        """The rule actions ``seat`` may take in ``state``."""
        ...


Scripted = Callable[[GameState, int, Sequence[Action], Trial], Action]
"""A game's scripted player: the obvious good move among the legal ones (deterministic)."""


def _always_any(_zone_id: str) -> str | None:
    return None


def _kind_none(_card_id: str) -> str:
    return ""


@dataclass(frozen=True)
class ComputerPlay:
    """A game's evaluation of positions and its search parameters.

    ``place_kind(zone_id)`` names the kind of card a face-down card in that zone must be (a
    character in a Match Slot, say), None for any; ``card_kind(card_id)`` names a card's kind.
    The computer re-deals the cards hidden from it so that each such place gets a card of its
    kind."""

    features: Mapping[str, Feature]
    weights: Mapping[str, float]
    search: Mapping[str, float] = field(default_factory=lambda: SEARCH_DEFAULTS)
    place_kind: Callable[[str], str | None] = _always_any
    card_kind: Callable[[str], str] = _kind_none
    #: The game's scripted player (the ``scripted`` level; None: the game has none).
    scripted: Scripted | None = None

    def evaluate(self, state: GameState, seat: int) -> float:
        """The weighted sum of the features from ``seat``'s side (the game not yet won)."""
        return sum(
            weight * self.features[name](state, seat) for name, weight in self.weights.items()
        )

    def detail(self, state: GameState, seat: int) -> dict[str, float]:
        """Each feature's figure from ``seat``'s side (for tuning and tests)."""
        return {name: float(self.features[name](state, seat)) for name in self.weights}


def load_play(
    path: Path,
    features: Mapping[str, Feature],
    *,
    place_kind: Callable[[str], str | None] = _always_any,
    card_kind: Callable[[str], str] = _kind_none,
    scripted: Scripted | None = None,
) -> ComputerPlay:
    """Read ``path`` (``[weights]``: a number per feature; ``[search]``: numbers overriding
    :data:`SEARCH_DEFAULTS`); raises ValueError naming the file and the key at fault."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: {error}") from error
    unknown = set(data) - {"weights", "search"}
    if unknown:
        raise ValueError(f"{path}: unknown table {sorted(unknown)[0]!r}")
    weights = _numbers(path, "weights", data.get("weights", {}))
    missing = set(features) - set(weights)
    extra = set(weights) - set(features)
    if extra or missing:
        name = sorted(extra or missing)[0]
        why = "names no feature" if extra else "has no weight"
        raise ValueError(f"{path}: [weights] {name!r} {why}")
    search = _numbers(path, "search", data.get("search", {}))
    extra = set(search) - set(SEARCH_DEFAULTS)
    if extra:
        raise ValueError(f"{path}: [search] {sorted(extra)[0]!r} is no search parameter")
    return ComputerPlay(
        MappingProxyType(dict(features)),
        MappingProxyType({name: weights[name] for name in features}),
        MappingProxyType({**SEARCH_DEFAULTS, **search}),
        place_kind,
        card_kind,
        scripted,
    )


def _numbers(path: Path, table: str, raw: object) -> dict[str, float]:
    if not isinstance(raw, dict):
        raise ValueError(f"{path}: [{table}] must be a table")
    out: dict[str, float] = {}
    for key, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{path}: [{table}] {key!r} must be a number")
        out[key] = float(value)
    return out
