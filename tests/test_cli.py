"""The command line: Qt-free parsing, and --smoke / --screenshot in a real subprocess."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import gui_options, parse_args
from tabletop.options import SCREENSHOT_SIZE, GuiOptions

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
        ["--load", "game.tabletop", "--deck1", "a.deck"],
        ["--size", "800"],
        ["--size", "10x10"],
        ["replay"],
    ],
)
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        parse_args(argv)
    assert raised.value.code == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.slow
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


@pytest.mark.slow
def test_the_gui_does_not_import_the_command_line() -> None:
    code = (
        "import sys\n"
        "import tabletop.ui.app\n"
        "print(sorted(m for m in sys.modules if m in ('tabletop.cli', 'argparse')))\n"
    )
    result = run_tabletop(code=code)
    assert result.returncode == 0, result.stderr
    assert "tabletop.cli" not in result.stdout


@pytest.mark.slow
def test_smoke_exits_0_in_a_subprocess() -> None:
    code = "from tabletop.__main__ import main; raise SystemExit(main(['--smoke']))"
    result = run_tabletop(code=code)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.slow
def test_module_smoke_with_every_gui_option() -> None:
    result = run_tabletop("--smoke", "--game", "yyh", "--mode", "manual", "--lang", "ja")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.slow
def test_screenshot_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = run_tabletop("--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    data = out.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == SCREENSHOT_SIZE


@pytest.mark.slow
def test_screenshot_to_a_missing_folder_fails_clearly(tmp_path: Path) -> None:
    out = tmp_path / "no-such-folder" / "shot.png"
    result = run_tabletop("--screenshot", str(out))
    assert result.returncode == 1
    assert "cannot write the screenshot" in result.stderr


# ---------------------------------------------------------------- --load, --deck1/2, --size

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "assets" / "decks"


def test_load_deck_and_size_options() -> None:
    options = gui_options(parse_args(["--load", "g.tabletop", "--size", "800x560"]))
    assert options.load == Path("g.tabletop")
    assert options.size == (800, 560)
    options = gui_options(parse_args(["--deck1", "a.deck", "--deck2", "b.deck", "--game", "yyh"]))
    assert options.decks == (Path("a.deck"), Path("b.deck"))
    assert options.game == "yyh"


def test_the_game_defaults_to_the_game_of_deck1() -> None:
    deck = DECKS / "yyh-team-toguro.deck"
    assert gui_options(parse_args(["--deck1", str(deck)])).game == "yyh"
    assert gui_options(parse_args(["--deck2", str(DECKS / "dbgt-goku.deck")])).game == "dbgt"
    assert gui_options(parse_args(["--deck1", "missing.deck"])).game == "dbgt"


def free_game_save(folder: Path, bad_entry_at: int | None = None) -> tuple[Path, int]:
    """A saved free-table game (12 actions after the opening); optionally with an impossible
    action inserted at ``bad_entry_at``. Returns the file and the number of entries."""
    from tabletop.engine import LogEntry
    from tabletop.engine.table_actions import MoveCard
    from tabletop.storage import SavedGame, save_game
    from tests.test_crash_recovery import play

    game = play(12)
    log = list(game.log)
    if bad_entry_at is not None:
        log.insert(bad_entry_at, LogEntry(MoveCard(0, 99999, "p0.table"), ()))
    path = folder / ("refused.tabletop" if bad_entry_at is not None else "game.tabletop")
    save_game(path, SavedGame(game.setup, log, "enforced", []))
    return path, len(log)


@pytest.mark.slow
def test_load_opens_a_save(tmp_path: Path) -> None:
    path, _ = free_game_save(tmp_path)
    result = run_tabletop("--smoke", "--load", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.slow
def test_load_of_a_bad_file_says_why_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "bad.tabletop"
    path.write_text("not a save", encoding="utf-8")
    result = run_tabletop("--smoke", "--lang", "ja", "--load", str(path))
    assert result.returncode == 1
    assert "bad.tabletop" in result.stderr and "JSON" in result.stderr
    assert "not_json" not in result.stderr
    assert path.read_text(encoding="utf-8") == "not a save"  # nothing lost


@pytest.mark.slow
def test_load_of_an_unreplayable_save_names_the_action(tmp_path: Path) -> None:
    path, _ = free_game_save(tmp_path, bad_entry_at=4)
    result = run_tabletop("--screenshot", str(tmp_path / "x.png"), "--load", str(path))
    assert result.returncode == 1
    assert "Action 5 of the game record" in result.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.slow
def test_decks_start_the_game() -> None:
    toguro, urameshi = DECKS / "yyh-team-toguro.deck", DECKS / "yyh-team-urameshi.deck"
    result = run_tabletop("--smoke", "--deck1", str(toguro), "--deck2", str(urameshi))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.slow
def test_an_unreadable_or_illegal_deck_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "bad.deck"
    bad.write_text("game: dbgt\n[main_personality]\n1 BOGUS-1\n", encoding="utf-8")
    result = run_tabletop("--smoke", "--deck1", str(bad))
    assert result.returncode == 1
    assert "The deck of Player 1 (bad.deck) cannot be used:" in result.stderr
    assert "Unknown card id “BOGUS-1”." in result.stderr
    missing = run_tabletop("--smoke", "--deck2", str(tmp_path / "missing.deck"), "--game", "free")
    assert missing.returncode == 1
    assert "The deck of Player 2 (missing.deck) cannot be used:" in missing.stderr
    other = run_tabletop(
        "--smoke", "--game", "dbgt", "--deck1", str(DECKS / "yyh-team-toguro.deck")
    )
    assert other.returncode == 1
    assert "The deck is for another game (Yu Yu Hakusho)." in other.stderr


def test_decks_are_dealt_in_process(qtbot: object) -> None:
    from tabletop.ui.main_window import MainWindow

    window = MainWindow("yyh", remember_geometry=False)
    toguro = DECKS / "yyh-team-toguro.deck"
    try:
        assert window.start_with_decks((toguro, toguro))
        first, second = window.session.controller.setup.decks
        assert first == second
        messages: list[str] = []
        bad = Path("missing.deck")
        assert not window.start_with_decks((None, bad), messages.append)
        assert "missing.deck" in messages[0]
        assert window.session.controller.setup.decks == (first, second)  # the game stays
    finally:
        window.close()
        window.deleteLater()


@pytest.mark.slow
def test_screenshot_size(tmp_path: Path) -> None:
    out = tmp_path / "small.png"
    result = run_tabletop("--screenshot", str(out), "--size", "800x560")
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert struct.unpack(">II", data[16:24]) == (800, 560)


# ---------------------------------------------------------------- replay


def test_replay_prints_the_position(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.__main__ import main

    path, count = free_game_save(tmp_path)
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}: {count} actions replayed."
    assert out[1].startswith("Turn ") and out[1].endswith(" to play")
    assert main(["replay", str(path), "--verify", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "The record matches its replay."


def test_replay_reports_the_first_refused_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.__main__ import main

    path, count = free_game_save(tmp_path, bad_entry_at=4)
    assert main(["replay", str(path), "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert "Action 5 of the game record breaks the rules" in out
    assert "There is no such card on the table." in out
    assert f"Replayed 4 of {count} actions." in out
    assert main(["replay", str(path), "--lang", "ja"]) == 1
    out = capsys.readouterr().out
    assert "そのカードはテーブルにありません" in out and "no_such_card" not in out


def test_replay_verify_catches_a_doctored_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from tabletop.__main__ import main

    path, _ = free_game_save(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    legal = next(i for i, e in enumerate(data["log"]) if "chance" not in e)
    data["log"][legal]["forced"] = True  # a legal action recorded as forced
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "en"]) == 0
    assert main(["replay", str(path), "--verify", "--lang", "en"]) == 1
    assert (
        f"Action {legal + 1} is not recorded as its replay records it." in capsys.readouterr().out
    )


def test_replay_of_an_unreadable_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.__main__ import main

    assert main(["replay", str(tmp_path / "missing.tabletop"), "--lang", "en"]) == 2
    assert "The file does not exist." in capsys.readouterr().err


@pytest.mark.slow
def test_replay_needs_no_qapplication(tmp_path: Path) -> None:
    path, _ = free_game_save(tmp_path)
    code = (
        "import sys\n"
        "from tabletop.__main__ import main\n"
        f"status = main(['replay', {str(path)!r}, '--lang', 'en'])\n"
        "assert 'PySide6.QtWidgets' not in sys.modules and 'PySide6.QtGui' not in sys.modules\n"
        "raise SystemExit(status)\n"
    )
    result = run_tabletop(code=code)
    assert result.returncode == 0, result.stderr
