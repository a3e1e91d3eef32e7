"""How many seeded random games the random-play tests play per game kind.

``TABLETOP_RANDOM_GAMES`` sets it (``TABLETOP_RANDOM_GAMES=50 python -m pytest tests/games``
for a quick look); the default is what CI plays (``.ci/run`` runs plain ``python -m pytest``):
the soak of :data:`DEFAULT_GAMES` on the compiled engine (its tree's run, the engine the app
ships), :data:`SOURCE_GAMES` of the same seeds on the Python source, which runs the same rules
code three times slower. The games are shared out over one worker process a core
(``TABLETOP_RANDOM_WORKERS`` sets how many, ``1`` plays them in the test process:
tests/games/parallel.py).
"""

from __future__ import annotations

import os

import pytest

ENV = "TABLETOP_RANDOM_GAMES"
DEFAULT_GAMES = 5000
SOURCE_GAMES = 500


def whole_number(env: str, default: int, what: str) -> int:
    """The whole number of ``what`` (1 or more) the environment variable ``env`` sets, else
    ``default``; anything else stops the run with a usage error."""
    raw = os.environ.get(env, "").strip()
    if not raw:
        return default
    try:
        number = int(raw)
    except ValueError:
        number = 0
    if number < 1:
        raise pytest.UsageError(f"{env} must be a whole number of {what}, 1 or more (not {raw!r})")
    return number


def random_games() -> int:
    """The number of random games per game kind: ``TABLETOP_RANDOM_GAMES``, else 5,000 on the
    compiled engine and 500 on the Python source."""
    from tabletop.engine.native import compiled

    return whole_number(ENV, DEFAULT_GAMES if compiled() else SOURCE_GAMES, "games")


def games_per_batch(batches: int) -> int:
    """The games each of ``batches`` batches plays: :func:`random_games` shared out evenly,
    rounded up (every batch plays at least one)."""
    return -(-random_games() // batches)
