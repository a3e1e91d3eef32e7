"""Drawn card faces, card backs, stage-row geometry, and user card images (safe decoding)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRectF, QSize
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.cards import default_database
from tabletop.cards.models import DbgtCardAdapter
from tabletop.ui.card_face import card_pixmap, card_size, clear_cache
from tabletop.ui.card_faces.geometry import stage_row_rect
from tabletop.ui.card_faces.kinds import _wrapped
from tabletop.ui.card_faces.text import SMALLEST_PIXELS, fitted_font
from tabletop.ui.card_images import CardImages
from tabletop.ui.card_labels import display_name


@pytest.fixture
def no_images(qapp: QApplication) -> CardImages:
    return CardImages(None)


def test_faces_and_back_have_the_requested_size_and_dpr(no_images: CardImages) -> None:
    db = default_database()
    size = card_size(90)
    for card in (db["SAI-158"], db["SAI-2"], db["GF-ST9"], db["DT-TR7"], None):
        pixmap = card_pixmap(card, size, device_pixel_ratio=2.0, images=no_images)
        assert pixmap.deviceIndependentSize().toSize() == size
        assert pixmap.width() == 180 and pixmap.devicePixelRatio() == 2.0
    back = card_pixmap(db["SAI-158"], size, face_up=False, images=no_images)
    assert back.toImage() == card_pixmap(None, size, images=no_images).toImage()
    assert back.toImage() != card_pixmap(db["SAI-158"], size, images=no_images).toImage()
    assert card_pixmap(db["GF-ST9"], size, images=no_images) is card_pixmap(
        db["GF-ST9"], size, images=no_images
    )  # cached


def test_stage_rows_go_from_the_top_stage_down_and_clamp() -> None:
    goku = default_database()["SAI-158"]
    size = card_size(200)
    top = stage_row_rect(goku, size, goku.top_stage)  # type: ignore[union-attr]
    bottom = stage_row_rect(goku, size, 0)
    assert top.top() < bottom.top() and top.height() == pytest.approx(bottom.height())
    assert stage_row_rect(goku, size, 99) == top
    assert stage_row_rect(goku, size, -3) == bottom
    assert top.top() >= 0 and bottom.bottom() <= size.height()
    assert stage_row_rect(default_database()["SAI-2"], size, 1).isEmpty()


def test_japanese_names_when_the_interface_is_japanese(qapp: QApplication) -> None:
    card = DbgtCardAdapter.validate_python(
        {"id": "BAB-1", "set": "BAB", "number": "1", "name": "Baby Lv1", "name_ja": "ベビー",
         "type": "personality", "character": "Baby", "level": 1, "alignment": "villain",
         "pur": 2, "stages": [0, 100]}
    )  # fmt: skip
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Japanese))
        assert display_name(card) == "ベビー"
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))
    assert display_name(card) == "Baby Lv1"
    clear_cache()


def _png(path: Path, colour: str = "#ff0000", size: tuple[int, int] = (63, 88)) -> None:
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))


def test_user_images_any_case_and_fallback(qapp: QApplication, tmp_path: Path) -> None:
    _png(tmp_path / "sai-158.PNG")
    (tmp_path / "SAI-2.jpg").write_bytes(b"not an image at all")
    images = CardImages(tmp_path)
    pixmap = images.pixmap("SAI-158", QSize(63, 88), 1.0)
    assert pixmap is not None and pixmap.toImage().pixelColor(30, 40) == QColor("#ff0000")
    assert images.pixmap("SAI-2", QSize(63, 88)) is None  # broken
    assert not images.has_image("SAI-2")  # remembered
    assert images.pixmap("SAI-3", QSize(63, 88)) is None  # missing
    db = default_database()
    face = card_pixmap(db["SAI-2"], QSize(63, 88), images=images)
    assert not face.isNull()  # the drawn face instead
    hi = images.pixmap("SAI-158", QSize(63, 88), 2.0)
    assert hi is not None and hi.width() == 126 and hi.devicePixelRatio() == 2.0


def test_images_stay_inside_the_folder(qapp: QApplication, tmp_path: Path) -> None:
    inside = tmp_path / "images"
    inside.mkdir()
    _png(tmp_path / "SAI-5.png")
    os.symlink(tmp_path / "SAI-5.png", inside / "SAI-5.png")
    _png(tmp_path / "SAI-6.png")
    images = CardImages(inside)
    assert images.path_for("SAI-5") is None  # a link out of the folder
    assert images.path_for("../SAI-6") is None
    assert images.path_for("SAI-6") is None


def test_an_image_claiming_huge_dimensions_is_refused(qapp: QApplication, tmp_path: Path) -> None:
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
    png = (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )
    (tmp_path / "GF-C1.png").write_bytes(png)
    images = CardImages(tmp_path)
    assert images.path_for("gf-c1") is not None
    assert images.pixmap("GF-C1", QSize(63, 88)) is None


def test_heritage_and_character_are_labelled() -> None:
    from tabletop.ui.card_labels import character_label, heritage_label

    assert heritage_label("saiyan") == "Saiyan"
    assert heritage_label("new_race") == "New Race"
    assert heritage_label(None) == ""
    goku = default_database().get("SAI-158")
    assert goku is not None and goku.name == "Goku Lv1"
    assert character_label(goku) == "Goku"  # type: ignore[arg-type]


def test_a_text_that_cannot_fit_is_elided_at_the_smallest_size_not_fitted_forever(
    qapp: QApplication,
) -> None:
    # a face drawn a few pixels wide (a table squeezed by the docks) asks for fonts below 1 px
    fonts: list[QFont] = []
    worker = threading.Thread(target=lambda: fonts.append(fitted_font("Spirit Gun", 0.5, 3.0, 0.2)))
    worker.daemon = True  # (a loop that never ends must not hold the test run)
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive(), "the font was shrunk in a loop that never ends"
    assert fonts[0].pixelSize() == SMALLEST_PIXELS


@pytest.mark.parametrize("width", [1, 3, 8, 20])
def test_every_kind_of_face_paints_at_any_size(no_images: CardImages, width: int) -> None:
    db = default_database()
    for code in ("SAI-158", "SAI-2", "SAI-36", "GF-ST9", "DT-TR7", "GF-1", "DT-40"):
        card = db.get(code)
        if card is not None:
            pixmap = card_pixmap(card, QSize(width, round(width * 88 / 63)), images=no_images)
            assert pixmap.width() == width


def test_a_face_line_too_long_for_its_card_wraps_onto_a_second_line(qapp: QApplication) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        font = QFont()
        font.setPixelSize(12)
        room = QRectF(0, 0, 60, 40)
        assert _wrapped(painter, room, "Stops", font, 15.0) == 15.0
        taken = _wrapped(painter, room, "Stops energy attacks", font, 15.0)
    finally:
        painter.end()
    assert 24 <= taken <= 40  # two lines, not one line cut
