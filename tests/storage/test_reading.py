"""Careful reading (tabletop.storage.reading, tabletop.engine.safe_input): what no reader may
accept, and what every reader must still accept."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tabletop.engine.safe_input import InputError, bad_text, loads, read_regular
from tabletop.storage.errors import REASON_CODES, StorageError
from tabletop.storage.reading import decode_json, read_capped


def _code(data: bytes) -> str:
    with pytest.raises(StorageError) as info:
        decode_json(data)
    assert info.value.code in REASON_CODES
    return info.value.code


def test_escaped_surrogate_pairs_and_plain_text_are_text() -> None:
    assert decode_json(
        b'["\\ud83d\\ude00", "\\u00e9", "\xe5\xad\xab\xe6\x82\x9f\xe7\xa9\xba"]'
    ) == [
        "😀",
        "é",
        "孫悟空",
    ]
    assert bad_text("😀 孫悟空") is None


@pytest.mark.parametrize(
    "text",
    ['"\\ud800"', '"x\\udfff"', '"\\ude00\\ud83d"', '{"\\ud800": 1}', '[[["\\udbff"]]]'],
)
def test_a_lone_surrogate_anywhere_is_bad_text(text: str) -> None:
    assert _code(text.encode()) == "bad_text"


def test_the_message_names_the_escape_in_ascii() -> None:
    with pytest.raises(StorageError) as info:
        decode_json(b'{"players": ["Goku\\ud800"]}')
    assert info.value.params == {"escape": "\\ud800"}
    assert str(info.value).isascii()  # printable on any terminal, unlike the surrogate itself


@pytest.mark.parametrize(
    "text", ["1" * 4301, "-" + "9" * 4301, "[NaN]", "[Infinity]", "[-Infinity]", "[1e400]"]
)
def test_numbers_that_cannot_be_read_are_bad_number(text: str) -> None:
    assert _code(text.encode()) == "bad_number"


def test_the_longest_readable_integer_is_read() -> None:
    assert decode_json(("9" * 4300).encode()) == int("9" * 4300)


def test_a_huge_literal_is_shown_short() -> None:
    with pytest.raises(StorageError) as info:
        decode_json(b'{"seed": ' + b"7" * 5000 + b"}")
    number = info.value.params["number"]
    assert "…" in number and len(number) < 60


def test_nesting_and_recursion_are_too_deep() -> None:
    assert _code(b"[" * 65 + b"]" * 65) == "too_deep"
    assert loads("[" * 64 + "]" * 64, limit=65) is not None
    assert _code(b"[" * 200_000) == "too_deep"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "save.tabletop"
    os.mkfifo(fifo)
    done: list[str] = []

    def read() -> None:
        try:
            read_capped(fifo, 1024)
        except StorageError as error:
            done.append(error.code)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the reader so the test run can end
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading a pipe blocked")
    assert done == ["not_a_file"]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_never_read() -> None:
    with pytest.raises(InputError) as info:
        read_regular("/dev/zero", 1024)
    assert info.value.code == "not_a_file"


def test_folders_missing_files_and_nul_paths(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as folder:
        read_capped(tmp_path, 1024)
    with pytest.raises(StorageError) as missing:
        read_capped(tmp_path / "nothing", 1024)
    with pytest.raises(StorageError) as nul:
        read_capped(str(tmp_path / "a\x00b"), 1024)
    assert (folder.value.code, missing.value.code, nul.value.code) == (
        "not_a_file",
        "not_found",
        "not_found",
    )


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b"0," * 600 + b"0]")
    with pytest.raises(StorageError) as info:
        read_capped(path, 1000)
    assert info.value.code == "too_large" and info.value.params["limit"] == 1000
    assert read_capped(path, 10_000) == path.read_bytes()
