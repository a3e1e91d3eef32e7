"""Render packaging/icons/tabletop.svg to the PNG sizes, a Windows .ico and a macOS .icns.

Run by hand after changing the SVG (needs PySide6): ``python packaging/make_icons.py``.
The .ico and .icns hold PNG images (supported since Windows Vista and macOS 10.7).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images.items():
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png for size, png in images.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / "tabletop.svg"))
    if not renderer.isValid():
        print("invalid SVG", file=sys.stderr)
        return 1
    pngs = {size: render(renderer, size) for size in PNG_SIZES}
    for size, png in pngs.items():
        (HERE / f"tabletop-{size}.png").write_bytes(png)
    (HERE / "tabletop.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (HERE / "tabletop.icns").write_bytes(icns({s: pngs[s] for s in ICNS_TYPES}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
