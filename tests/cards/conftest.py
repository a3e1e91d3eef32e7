"""Card fixtures: the bundled database, and a private user data folder per test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards import CardDatabase


@pytest.fixture(scope="session")
def bundled() -> CardDatabase:
    """Every bundled set, no user sets."""
    return CardDatabase.load(include_user=False)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``TABLETOP_HOME`` (the project conftest sets one too; this makes it explicit)."""
    root = tmp_path / "home"
    root.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(root))
    return root


def set_doc(game: str, code: str, cards: list[dict[str, Any]], **header: Any) -> dict[str, Any]:
    """A set file document."""
    doc: dict[str, Any] = {
        "format": "tabletop-cards",
        "schema_version": 1,
        "game": game,
        "set": code,
        "name": f"{code} set",
    }
    doc.update(header)
    doc["cards"] = cards
    return doc


def write_user_set(home: Path, game: str, filename: str, content: Any) -> Path:
    """Write ``content`` (a document, text or bytes) as a user set file."""
    path = home / "data" / "cards" / game / filename
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def drill(code: str, number: str, name: str = "Test Drill", **extra: Any) -> dict[str, Any]:
    return {
        "id": f"{code}-{number}",
        "set": code,
        "number": number,
        "type": "drill",
        "name": name,
        **extra,
    }


def event(code: str, number: str, name: str = "Test Event", **extra: Any) -> dict[str, Any]:
    return {
        "id": f"{code}-{number}",
        "set": code,
        "number": number,
        "type": "event",
        "name": name,
        "spirit_cost": 1,
        **extra,
    }
