"""The computer opponent (Qt-free): what a seat may know, and the move it makes.

>>> from tabletop.ai import Level, Knowledge, decide      # doctest: +SKIP
>>> knowledge = Knowledge.of(controller, seat)            # doctest: +SKIP
>>> action = decide(knowledge, Level.STRONG, budget_ms=1000, seed=0)  # doctest: +SKIP

:class:`Knowledge` is a self-contained copy of what the seat may know (every card hidden from
it re-dealt at random among the hidden places of its owner); :func:`decide` picks one of its
legal actions at a :class:`Level`. This package never names a game: a game tells the computer
how to judge a position through its descriptor (:mod:`tabletop.games.computer`).
"""

from .knowledge import Knowledge
from .levels import Level, decide

__all__ = ["Knowledge", "Level", "decide"]
