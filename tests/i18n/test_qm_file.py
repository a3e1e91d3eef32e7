"""The Qt-free catalog reader agrees with QTranslator on every message, and refuses bad files."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QTranslator

from tabletop.i18n.catalog import ensure_qm, qm_path, ts_dir
from tabletop.i18n.qm_file import CatalogError, parse_catalog, read_catalog, translator


def _finished_messages(ts: Path) -> set[tuple[str, str]]:
    found = set()
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in (
                "unfinished",
                "vanished",
                "obsolete",
            ):
                continue
            if message.get("numerus") == "yes" or not (translation.text or ""):
                continue
            found.add((name, message.findtext("source") or ""))
    return found


def test_every_japanese_message_reads_as_qt_reads_it() -> None:
    ensure_qm()
    path = qm_path("ja")
    catalog = read_catalog(path)
    qt = QTranslator()
    assert qt.load(str(path))
    translate = translator(catalog)
    folder = ts_dir()
    assert folder is not None
    expected = _finished_messages(folder / "tabletop_ja.ts")
    assert expected and expected <= set(catalog)
    for context, source in expected:
        assert translate(context, source) == qt.translate(context, source), (context, source)
    assert translate("NoSuchContext", "Untranslated") == "Untranslated"


@pytest.mark.parametrize(
    "damage",
    [lambda b: b[:10], lambda b: b"\0" * 16 + b[16:], lambda b: b[: len(b) // 2]],
    ids=["short", "bad-magic", "truncated"],
)
def test_a_damaged_catalog_is_refused(damage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ensure_qm()
    data = damage(qm_path("ja").read_bytes())
    with pytest.raises(CatalogError):
        parse_catalog(data)
    bad = tmp_path / "bad.qm"
    bad.write_bytes(data)
    assert read_catalog(bad) == {}
    assert read_catalog(tmp_path / "missing.qm") == {}


def test_a_catalog_is_read_once_and_again_when_its_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hidden-card audit words every seen card's effects in Japanese at each check: the
    catalog was parsed anew each time (23 ms; two thirds of a whole-game audit's time)."""
    import os

    from tabletop.i18n import qm_file

    ensure_qm()
    path = tmp_path / "ja.qm"
    path.write_bytes(qm_path("ja").read_bytes())
    parsed: list[int] = []
    parse = qm_file.parse_catalog

    def counting(data: bytes) -> qm_file.Catalog:
        parsed.append(len(data))
        return parse(data)

    monkeypatch.setattr(qm_file, "parse_catalog", counting)
    first = read_catalog(path)
    assert read_catalog(path) is first and len(parsed) == 1
    path.write_bytes(b"not a catalog")
    os.utime(path, ns=(1, 1))  # a change the clock's granularity cannot hide
    assert read_catalog(path) == {} and len(parsed) == 2
    path.write_bytes(qm_path("ja").read_bytes())
    assert read_catalog(path) == first and len(parsed) == 3


def test_the_command_line_speaks_the_environment_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.i18n.plain import command_translate, system_language

    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    assert system_language() == "en"
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert system_language() == "ja"
    monkeypatch.setenv("LC_ALL", "C")
    assert system_language() == "en"
    ensure_qm()
    qt = QTranslator()
    assert qt.load(str(qm_path("ja")))
    source = ("Game", "Dragon Ball GT")
    assert command_translate("ja")(*source) == qt.translate(*source) != source[1]
    assert command_translate("en")(*source) == source[1]
    assert command_translate("pseudo")(*source).startswith("[")
