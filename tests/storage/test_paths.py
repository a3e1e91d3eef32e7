"""User folders (platformdirs, TABLETOP_HOME) and bundled resources (checkout, wheel, frozen)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop import paths


def test_home_redirects_all(tabletop_home: Path) -> None:
    assert paths.config_dir() == tabletop_home / "config"
    assert paths.data_dir() == tabletop_home / "data"
    assert paths.state_dir() == tabletop_home / "state"
    for name in ("config", "data", "state"):
        assert (tabletop_home / name).is_dir()


def test_create_false_does_not_create(tabletop_home: Path) -> None:
    assert paths.state_dir(create=False) == tabletop_home / "state"
    assert not tabletop_home.exists()


def test_saves_folder_in_the_data_folder(tabletop_home: Path) -> None:
    assert paths.saves_dir(create=False) == tabletop_home / "data" / "saves"
    assert not (tabletop_home / "data").exists()
    assert paths.saves_dir().is_dir()


def test_relative_home_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TABLETOP_HOME", "dev_config")
    assert paths.config_dir(create=False) == tmp_path / "dev_config" / "config"


def test_platformdirs_without_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_HOME")
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xc"))
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xd"))
        monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xs"))
        assert paths.config_dir() == tmp_path / "xc" / "tabletop"
        assert paths.data_dir() == tmp_path / "xd" / "tabletop"
        assert paths.state_dir() == tmp_path / "xs" / "tabletop"
    else:  # pragma: no cover - other platforms
        assert "tabletop" in str(paths.config_dir(create=False)).lower()


def test_empty_home_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_HOME")
    default = paths.config_dir(create=False)
    monkeypatch.setenv("TABLETOP_HOME", "  ")
    assert paths.config_dir(create=False) == default


def test_checkout_assets() -> None:
    repo = Path(paths.__file__).resolve().parent.parent
    if not (Path(paths.__file__).parent / "assets").is_dir():
        assert paths.assets_dir() == repo / "assets"
    assert (
        paths.resource_path("rulesets", "dbgt.json")
        == paths.assets_dir() / "rulesets" / "dbgt.json"
    )


def test_installed_assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "tabletop"
    (package / "assets").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", package)
    assert paths.resource_path("cards", "x.json") == package / "assets" / "cards" / "x.json"
    assert paths.qm_dir() == package / "i18n" / "qm"


def test_frozen_assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "tabletop" / "assets"
    assert (
        paths.resource_path("icons", "a.png")
        == tmp_path / "tabletop" / "assets" / "icons" / "a.png"
    )
    assert paths.qm_dir() == tmp_path / "tabletop" / "i18n" / "qm"


def test_qm_dir_in_package() -> None:
    assert paths.qm_dir() == Path(paths.__file__).resolve().parent / "i18n" / "qm"


@pytest.mark.parametrize("bad", ["..", "../x", "/etc/passwd", "a/../../b"])
def test_resource_path_stays_inside(bad: str) -> None:
    with pytest.raises(ValueError):
        paths.resource_path("cards", bad)
