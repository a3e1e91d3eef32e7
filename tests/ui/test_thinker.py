"""The computer's worker: calls answered in another process, their exceptions raised to the
caller, a killed worker told (and a new one started at the next call), and the frozen app's
launcher serving in its place."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

from tabletop.ui import thinker
from tabletop.ui.thinker import Thinker, WorkerGone

from .busy import busy


def test_a_call_is_answered_in_another_process() -> None:
    worker = Thinker()
    try:
        assert worker.submit(os.getpid).result(timeout=60) != os.getpid()
        assert worker.submit(busy, 0.01).result(timeout=60) > 0
        with pytest.raises(ValueError, match="no legal action"):
            worker.submit(_refuse).result(timeout=60)
        assert worker.submit(abs, -3).result(timeout=60) == 3  # it still answers
    finally:
        worker.shutdown()


def test_a_killed_worker_is_told_and_a_new_one_answers() -> None:
    worker = Thinker()
    try:
        first = worker.submit(os.getpid).result(timeout=60)
        call = worker.submit(busy, 30.0)
        time.sleep(1.0)  # the call is in the worker
        os.kill(first, signal.SIGKILL)
        with pytest.raises(WorkerGone):
            call.result(timeout=60)
        assert worker.submit(os.getpid).result(timeout=60) not in (first, os.getpid())
    finally:
        worker.shutdown()


def test_the_frozen_app_thinks_in_itself_started_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The frozen app has no interpreter to start: it starts itself, and its launcher serves
    (here the launcher script run as the frozen app would run it)."""
    launcher = Path(__file__).resolve().parents[2] / "packaging" / "launch.py"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert thinker.worker_command() == [sys.executable]
    monkeypatch.setattr(thinker, "worker_command", lambda: [sys.executable, str(launcher)])
    worker = Thinker()
    try:
        assert worker.submit(os.getpid).result(timeout=60) == worker.pid != os.getpid()
        assert worker.submit(busy, 0.01).result(timeout=60) > 0
    finally:
        worker.shutdown()


def _refuse() -> None:
    raise ValueError("no legal action")
