"""The remote commands run as a user runs them, in child processes: their environment, the
invitation a host says, and waiting until a process kept its game on disk."""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from pathlib import Path

import pytest


def child_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a child process with its own data folder under ``tmp_path``."""
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    env.pop("PYTHONSTARTUP", None)
    return env


def invitation_of(host: subprocess.Popen[str]) -> str:
    """The invitation a host says on its standard error."""
    assert host.stderr is not None
    for _ in range(4):
        found = re.search(r"(tabletop://\S+)", host.stderr.readline())
        if found:
            return found.group(1)
    raise AssertionError("the host said no invitation")


def wait_until_kept(path: Path, key: str, at_least: int, seconds: float = 60) -> None:
    """Wait until the game kept at ``path`` has its ``key`` at ``at_least`` (fail after
    ``seconds``)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if json.loads(path.read_bytes())[key] >= at_least:
                return
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    pytest.fail(f"no game kept at {path.name} reached {key} {at_least}")
