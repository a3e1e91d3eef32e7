"""A stand-in for a search: pure Python work for a while (run in the computer's worker)."""

from __future__ import annotations

import time


def busy(seconds: float) -> int:
    """Work (dictionary updates, as a tree search does) for ``seconds``; the rounds done."""
    end = time.perf_counter() + seconds
    table: dict[int, int] = {}
    rounds = 0
    while time.perf_counter() < end:
        for i in range(200):
            table[i % 50] = table.get(i % 50, 0) + i
        rounds += 1
    return rounds
