"""Property tests: whatever the bytes, loading fails only with StorageError."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.storage.errors import REASON_CODES, StorageError
from tabletop.storage.journal import recover
from tabletop.storage.save import SavedGame, load_game, save_game
from tabletop.storage.settings import Settings, load_settings_report

from .helpers import make_log, make_setup

pytestmark = pytest.mark.slow  # fuzzers

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(["move 0 1 p0.hand", "shuffle 0 p0.deck", "draw 1", "tabletop-save"]),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.sampled_from(["action", "chance", "forced", "game", "seed", "name", "sections", "x"])
            | st.text(max_size=8),
            children,
            max_size=5,
        )
    ),
    max_leaves=25,
)


def _valid_doc() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "v.tabletop"
        entries = make_log()
        save_game(path, SavedGame(make_setup(), entries[:4], "manual", entries[4:]))
        data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


VALID = _valid_doc()
KEYS = sorted(VALID)


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder) / "fuzz.tabletop"


def _load_only_storage_errors(path: Path, content: bytes) -> None:
    path.write_bytes(content)
    try:
        load_game(path)
    except StorageError as err:
        assert err.code in REASON_CODES
    assert path.read_bytes() == content


FUZZ = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@FUZZ
@given(content=st.binary(max_size=400))
def test_arbitrary_bytes(scratch: Path, content: bytes) -> None:
    _load_only_storage_errors(scratch, content)


@FUZZ
@given(value=json_values)
def test_arbitrary_json(scratch: Path, value: object) -> None:
    _load_only_storage_errors(scratch, json.dumps(value).encode())


@FUZZ
@given(
    key=st.sampled_from(KEYS),
    value=json_values,
    drop=st.booleans(),
    index=st.integers(min_value=0, max_value=3),
)
def test_mutated_valid_save(scratch: Path, key: str, value: object, drop: bool, index: int) -> None:
    doc = json.loads(json.dumps(VALID))
    if drop:
        del doc[key]
    elif isinstance(doc[key], list) and doc[key]:
        doc[key][index % len(doc[key])] = value  # one deck, entry or player replaced
    else:
        doc[key] = value
    _load_only_storage_errors(scratch, json.dumps(doc).encode())


@FUZZ
@given(cut=st.integers(min_value=0), junk=st.binary(max_size=20))
def test_cut_valid_save(scratch: Path, cut: int, junk: bytes) -> None:
    text = json.dumps(VALID).encode()
    _load_only_storage_errors(scratch, text[: cut % (len(text) + 1)] + junk)


@FUZZ
@given(content=st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()))
def test_settings_and_journal_never_raise_otherwise(scratch: Path, content: bytes) -> None:
    path = scratch.with_name("settings.json")
    path.write_bytes(content)
    settings_obj, problem = load_settings_report(path)
    assert isinstance(settings_obj, Settings)
    assert problem is None or problem.code in REASON_CODES
    for leftover in path.parent.glob("settings.json*"):
        leftover.unlink()
    journal = scratch.with_name("journal-fuzz.jsonl")
    journal.write_bytes(content)
    try:
        recover(journal)
    except StorageError as err:
        assert err.code in REASON_CODES
