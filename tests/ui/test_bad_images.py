"""Hostile card images (tests/data/bad/images) fall back to the drawn face: no crash, no huge
allocation, nothing read outside the image folder (SAI-158.png is an SVG drawing a file from
outside it), and the files are left as they were."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tabletop.cards import default_database
from tabletop.ui.card_face import card_pixmap
from tabletop.ui.card_images import CardImages, decode_image

IMAGES = Path(__file__).resolve().parents[1] / "data" / "bad" / "images"


# Qt's JPEG decoder reports the broken data it refuses; that is the expected path here.
@pytest.mark.qt_log_ignore("JPEG", "Corrupt JPEG")
@pytest.mark.parametrize("name", sorted(p.name for p in IMAGES.iterdir()))
def test_a_bad_image_falls_back_to_the_drawn_face(
    qapp: QApplication, tmp_path: Path, name: str
) -> None:
    shutil.copyfile(IMAGES / name, tmp_path / name)
    before = hashlib.sha256((tmp_path / name).read_bytes()).digest()
    images = CardImages(tmp_path)
    card_id = Path(name).stem
    assert images.pixmap(card_id, QSize(126, 176)) is None
    assert not images.has_image(card_id)  # remembered as broken, not retried on every paint
    face = card_pixmap(default_database()[card_id], QSize(126, 176), images=images)
    assert not face.isNull()
    assert hashlib.sha256((tmp_path / name).read_bytes()).digest() == before


def test_an_image_name_leading_out_of_the_folder_is_not_followed(
    qapp: QApplication, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.copyfile(IMAGES / "SAI-3.png", outside / "secret.png")
    folder = tmp_path / "images"
    folder.mkdir()
    (folder / "SAI-6.png").symlink_to(outside / "secret.png")
    (folder / "..SAI-7.png").write_bytes(b"x")
    images = CardImages(folder)
    assert images.path_for("SAI-6") is None
    assert images.path_for("../SAI-7") is None
    assert images.pixmap("SAI-6", QSize(63, 88)) is None


def test_an_svg_under_a_raster_name_draws_nothing_from_outside(
    qapp: QApplication, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = QImage(63, 88, QImage.Format.Format_RGB32)
    secret.fill(QColor("#ff0000"))
    assert secret.save(str(outside / "secret.png"))
    folder = tmp_path / "images"
    folder.mkdir()
    shutil.copyfile(IMAGES / "SAI-158.png", folder / "SAI-158.png")  # SVG: ../outside/secret.png
    shutil.copyfile(IMAGES / "SAI-158.png", folder / "SAI-159.svg")
    images = CardImages(folder)
    assert images.path_for("SAI-158") == (folder / "SAI-158.png").resolve()
    assert images.pixmap("SAI-158", QSize(63, 88)) is None
    assert images.path_for("SAI-159") is None  # an .svg is not even listed
    assert decode_image(folder / "SAI-159.svg") is None


def test_a_raster_image_is_decoded_by_its_content_whatever_its_extension(
    qapp: QApplication, tmp_path: Path
) -> None:
    image = QImage(63, 88, QImage.Format.Format_RGB32)
    image.fill(QColor("#00ff00"))
    assert image.save(str(tmp_path / "SAI-1.jpeg"), "JPEG")
    assert image.save(str(tmp_path / "SAI-2.jpg"), "PNG")  # a PNG scan named .jpg
    assert image.save(str(tmp_path / "SAI-3.png"), "JPEG")  # a JPEG named .png
    for name in ("SAI-1.jpeg", "SAI-2.jpg", "SAI-3.png"):
        decoded = decode_image(tmp_path / name)
        assert decoded is not None and decoded.size() == image.size(), name
    assert decoded.pixelColor(30, 40).green() > 200
    images = CardImages(tmp_path)
    assert images.pixmap("SAI-2", QSize(63, 88)) is not None  # used on the card, not the face
    assert images.has_image("SAI-2")
