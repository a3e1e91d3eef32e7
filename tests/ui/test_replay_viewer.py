"""The replay viewer: a saved game stepped forward and back, the table following."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine import Controller
from tabletop.storage import SavedGame, load_game, save_game
from tabletop.ui.dialogs.replay import ReplayViewer
from tests.test_crash_recovery import play


def table_counts(viewer: ReplayViewer) -> dict[str, int]:
    """How many card items each zone of the viewer's table shows."""
    return {zone_id: len(item.cards) for zone_id, item in viewer.scene.zone_items().items()}


def game_counts(game: Controller) -> dict[str, int]:
    return {zone_id: len(zone.cards) for zone_id, zone in game.state.zones.items()}


def counts_after(saved: SavedGame, steps: int) -> dict[str, int]:
    game = Controller(play(0).ruleset, saved.setup)
    for index, entry in enumerate(saved.log[:steps]):
        game.replay_entry(entry, index)
    return game_counts(game)


def test_steps_forward_and_back(qtbot: QtBot, tmp_path: Path) -> None:
    game = play(12)
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(game.setup, game.log, "enforced", []))
    saved = load_game(path)
    total = len(saved.log)
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.position == total  # opens at the end of the game
    assert table_counts(viewer) == game_counts(game)

    viewer.first.click()
    assert viewer.position == 0
    assert viewer.slider.value() == 0
    assert table_counts(viewer) == counts_after(saved, 0)
    assert "Start of the game" in viewer.label.text()

    seen = []
    for step in range(1, total + 1):
        viewer.forward.click()
        assert viewer.position == step
        assert table_counts(viewer) == counts_after(saved, step)
        assert viewer.label.text().startswith(f"{step}/{total}: ")
        seen.append(table_counts(viewer))
    assert len({tuple(sorted(c.items())) for c in seen}) > 1  # the table did change

    viewer.forward.click()  # past the end: stays
    assert viewer.position == total
    viewer.back.click()
    viewer.back.click()
    assert viewer.position == total - 2
    assert table_counts(viewer) == counts_after(saved, total - 2)

    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Left)
    assert viewer.position == total - 3
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)
    assert viewer.position == total - 2
    viewer.slider.setValue(3)
    assert viewer.position == 3
    assert table_counts(viewer) == counts_after(saved, 3)
    viewer.last.click()
    assert viewer.position == total
    assert table_counts(viewer) == game_counts(game)
