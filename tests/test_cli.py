"""The command line: Qt-free parsing, and --smoke / --screenshot in a real subprocess."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import SCREENSHOT_SIZE, GuiOptions, gui_options, parse_args

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def run_tabletop(*args: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m tabletop ARGS`` (or ``python -c CODE``) with no Qt platform preset."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "tabletop"]
    return subprocess.run(
        [*command, *args], env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_defaults() -> None:
    assert gui_options(parse_args([])) == GuiOptions(
        game="dbgt", mode=None, lang=None, smoke=False, screenshot=None
    )


def test_all_gui_options() -> None:
    args = parse_args(
        ["--game", "yyh", "--mode", "manual", "--lang", "ja", "--screenshot", "o.png"]
    )
    options = gui_options(args)
    assert options == GuiOptions("yyh", "manual", "ja", False, Path("o.png"))
    assert options.headless


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "chess"],
        ["--mode", "strict"],
        ["--lang", "de"],
        ["--smoke", "--screenshot", "x.png"],
        ["--load", "game.tabletop"],  # not implemented yet: refused, never silently ignored
        ["--deck1", "a.deck"],
    ],
)
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        parse_args(argv)
    assert raised.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_parsing_needs_no_qt() -> None:
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "from tabletop.__main__ import main\n"
        "from tabletop.cli import parse_args\n"
        "parse_args(['--game', 'free'])\n"
        "main(['--help'])\n"
    )
    result = run_tabletop(code=code)
    assert result.returncode == 0, result.stderr
    assert "--screenshot" in result.stdout


def test_smoke_exits_0_in_a_subprocess() -> None:
    code = "from tabletop.__main__ import main; raise SystemExit(main(['--smoke']))"
    result = run_tabletop(code=code)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_module_smoke_with_every_gui_option() -> None:
    result = run_tabletop("--smoke", "--game", "yyh", "--mode", "manual", "--lang", "ja")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_screenshot_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = run_tabletop("--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    data = out.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == SCREENSHOT_SIZE


def test_screenshot_to_a_missing_folder_fails_clearly(tmp_path: Path) -> None:
    out = tmp_path / "no-such-folder" / "shot.png"
    result = run_tabletop("--screenshot", str(out))
    assert result.returncode == 1
    assert "cannot write the screenshot" in result.stderr
