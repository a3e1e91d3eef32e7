"""A read-only disk, where the user meets it (issue 29, point 11): the card import says the card
sets could not be stored and where (not blaming the file it read), export names the file it
could not write, the Settings dialog's failure names the settings file; in words, in both
languages, never ``io_error (errno=30, op='write')``."""

from __future__ import annotations

import errno
import io
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tabletop.commands import cards
from tabletop.i18n.reasons import describe
from tabletop.storage import atomic
from tabletop.storage.user_sets import user_cards_root
from tabletop.ui.main_window import MainWindow
from tests.test_cards_command import GT_CSV


@pytest.fixture
def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every atomic write fails as on a read-only disk (EROFS)."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic, "create_temp", refuse)


def _run(command: Any, **args: Any) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = command(SimpleNamespace(**args), out, err)
    return status, out.getvalue(), err.getvalue()


def test_the_reasons_of_a_refused_write_are_in_words() -> None:
    assert describe("io_error", {"errno": errno.EROFS, "op": "write"}) == (
        "The disk is read-only: nothing can be written there."
    )
    assert describe("io_error", {"errno": errno.ENOSPC, "op": "write"}) == "The disk is full."
    assert "error 5" in describe("io_error", {"errno": errno.EIO, "op": "write"})


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_import_onto_a_read_only_disk_blames_the_card_sets(
    tmp_path: Path, read_only: None, lang: str
) -> None:
    source = tmp_path / "baby.csv"
    source.write_text(GT_CSV, "utf-8")
    status, _, err = _run(cards.run_import, file=source, game=None, set_code=None, json=False,
                          valid_only=False, lang=lang)  # fmt: skip
    assert status == cards.UNREADABLE
    assert "io_error" not in err and "errno" not in err and str(source) not in err
    assert str(user_cards_root() / "dbgt") in err
    if lang == "en":
        assert "could not be stored in your card sets" in err and "read-only" in err
    else:
        assert "読み取り専用" in err


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_export_onto_a_read_only_disk_names_the_file(
    tmp_path: Path, read_only: None, lang: str
) -> None:
    out = tmp_path / "out.csv"
    status, _, err = _run(cards.run_export, game="dbgt", set_code="SAI", out=out, lang=lang)
    assert status == cards.UNREADABLE
    assert str(out) in err and "io_error" not in err and "errno" not in err
    assert ("read-only" in err) if lang == "en" else ("読み取り専用" in err)


def test_settings_not_saved_name_their_file(qtbot: QtBot, tmp_path: Path, read_only: None) -> None:
    window = MainWindow("free", remember_geometry=False)
    qtbot.addWidget(window)
    settings = window.settings.current.model_copy(deep=True)
    settings.animation_speed = 0
    window.apply_settings(settings)
    text = window.message()
    assert str(window.settings.path) in text and "read-only" in text, text
    assert window.settings.current.animation_speed == 0  # in effect all the same
