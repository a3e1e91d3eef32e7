"""Games shared out over worker processes (tests/games/parallel.py): results in seed order, a
failing game fails the test with its seed and message, a hung worker fails it in time."""

from __future__ import annotations

import os
import time

import pytest

from . import parallel
from .parallel import play_seeds

pytestmark = pytest.mark.slow  # worker processes


def square(seed: int) -> tuple[int, int]:
    """The seed's square and the worker's process id (after half a second: time for both
    workers to start before the first has played every seed)."""
    time.sleep(0.5)
    return seed * seed, os.getpid()


def fail_at_seven(seed: int) -> int:
    """Fails for seed 7."""
    assert seed != 7, "seven is not allowed here"
    return seed


def hang_at_three(seed: int) -> int:
    """Never returns for seed 3."""
    while seed == 3:
        time.sleep(1)
    return seed


def die_at_two(seed: int) -> int:
    """Ends its worker process for seed 2."""
    if seed == 2:
        os._exit(3)
    return seed


@pytest.fixture(autouse=True)
def two_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parallel.ENV, "2")


def test_every_seed_is_played_in_order_on_both_workers() -> None:
    results = play_seeds(square, range(16))
    assert [value for value, _ in results] == [seed * seed for seed in range(16)]
    assert len({pid for _, pid in results} - {os.getpid()}) == 2


def test_a_failing_game_fails_the_test_with_its_seed_and_message() -> None:
    with pytest.raises(AssertionError) as caught:
        play_seeds(fail_at_seven, range(20))
    text = str(caught.value)
    assert text.startswith("seed 7 failed in a worker process")
    assert "AssertionError: seven is not allowed here" in text
    assert "assert seed != 7" in text  # the line, from the worker's traceback
    assert play_seeds(fail_at_seven, range(3)) == [0, 1, 2]  # new workers


def test_a_hung_worker_fails_the_test_after_the_stall_and_is_ended() -> None:
    start = time.monotonic()
    with pytest.raises(AssertionError, match=r"no game finished in 3 s.*seeds not played: 3\b"):
        play_seeds(hang_at_three, range(8), stall=3)
    assert time.monotonic() - start < 30
    assert play_seeds(hang_at_three, [4, 5]) == [4, 5]


def test_a_worker_that_dies_fails_the_test_after_the_stall() -> None:
    with pytest.raises(AssertionError, match=r"no game finished in 3 s.*seeds not played: 2\b"):
        play_seeds(die_at_two, range(8), stall=3)
    assert play_seeds(die_at_two, [4, 5]) == [4, 5]


def test_one_worker_plays_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parallel.ENV, "1")
    assert {pid for _, pid in play_seeds(square, range(5))} == {os.getpid()}
    monkeypatch.setenv(parallel.ENV, "none")
    with pytest.raises(pytest.UsageError, match="TABLETOP_RANDOM_WORKERS"):
        play_seeds(square, range(5))
