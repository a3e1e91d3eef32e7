"""Card images from the folder the user chose in the settings (``Settings.card_image_folder``).

Files are named after the card id as printed, ``SET-NUMBER.png`` or ``.jpg``/``.jpeg``, in any
case (``sai-158.PNG`` is ``SAI-158``). Only names found by listing the folder are used, so a
card id can never reach outside it (no ``..``, no absolute paths), and a symbolic link whose
target lies outside the folder is ignored.

Decoding is defensive: only raster formats, chosen by the file's signature (its first bytes:
PNG or JPEG), whatever its extension, so a PNG scan named ``.jpg`` is decoded as the PNG it is;
anything else is not decoded at all (an SVG named ``SAI-158.png`` could draw other files, even
from outside the folder: SVG is never used, nor is Qt left to guess), the file size is capped, the image header's claimed
dimensions are checked before anything is decoded, and :class:`QImageReader` runs under an
allocation limit, on the bytes read from a regular file (never from a pipe or a device).
An image that fails is remembered (until the file changes), so a broken file is not decoded
again on every paint. Callers get ``None`` for a missing or broken image and draw the card face
instead (:mod:`tabletop.ui.card_face`).

Scaled pixmaps are smooth, device-pixel-ratio aware and kept in an LRU cache.
"""

from __future__ import annotations

import os
import stat
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPixmap

from tabletop.cards.models import canonical_id
from tabletop.engine.safe_input import InputError, read_regular

FORMATS: dict[str, bytes] = {".png": b"png", ".jpg": b"jpeg", ".jpeg": b"jpeg"}
"""The image file suffixes listed, with the format each names (the decoder is chosen by the
file's signature all the same, see :func:`sniff_format`)."""
EXTENSIONS = tuple(FORMATS)
"""Image file suffixes, in order of preference when a card has several."""
SIGNATURES: dict[bytes, bytes] = {b"png": b"\x89PNG\r\n\x1a\n", b"jpeg": b"\xff\xd8\xff"}
"""How a file of each format starts; a file that starts otherwise is not given to any decoder."""
REFUSED_FORMATS = frozenset({b"svg", b"svgz"})
"""Formats never decoded, whatever a file is named: vector images can load other files."""
MAX_FILE_BYTES = 40 * 1024 * 1024
"""Larger files are not read at all."""
MAX_SIDE = 8000
"""Largest width or height an image may claim (a card scan at 1200 dpi is about 3000 x 4200)."""
MAX_PIXELS = 32_000_000
"""Largest width x height an image may claim."""
ALLOCATION_LIMIT_MB = 192
"""QImageReader's allocation limit while decoding (Qt's default is 256 MB)."""
SOURCE_CACHE_BYTES = 96 * 1024 * 1024
"""Decoded full-size images kept, so zooming does not decode again."""
PIXMAP_CACHE_BYTES = 128 * 1024 * 1024
"""Scaled pixmaps kept."""
RESCAN_SECONDS = 2.0
"""How often the folder is checked for added or removed files (on a cache miss)."""
ASPECT_TOLERANCE = 0.06
"""A scan whose aspect ratio differs from the requested size by less than this fills it."""


@dataclass(frozen=True)
class _Entry:
    path: Path
    mtime_ns: int
    size: int


def _image_bytes(image: QImage | QPixmap) -> int:
    return max(1, image.width() * image.height() * 4)


K = TypeVar("K")
V = TypeVar("V")


class _LruBytes(Generic[K, V]):
    """An LRU mapping bounded by the total byte size of its values."""

    def __init__(self, budget: int) -> None:
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._budget = budget
        self._used = 0

    def get(self, key: K) -> V | None:
        found = self._items.get(key)
        if found is None:
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: K, value: V, size: int) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._used -= old[1]
        self._items[key] = (value, size)
        self._used += size
        while self._used > self._budget and len(self._items) > 1:
            _, (_, dropped) = self._items.popitem(last=False)
            self._used -= dropped

    def clear(self) -> None:
        self._items.clear()
        self._used = 0

    def __len__(self) -> int:
        return len(self._items)


class CardImages:
    """The user's card images in one folder (None: no folder, every lookup gives None)."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self._folder: Path | None = None
        self._index: dict[str, _Entry] = {}
        self._scanned_at = float("-inf")
        self._folder_mtime: int | None = None
        self._broken: set[_Entry] = set()
        self._sources: _LruBytes[_Entry, QImage] = _LruBytes(SOURCE_CACHE_BYTES)
        self._pixmaps: _LruBytes[tuple[_Entry, int, int, float], QPixmap] = _LruBytes(
            PIXMAP_CACHE_BYTES
        )
        self.generation = 0
        """Changes whenever the folder or its contents change (part of callers' cache keys)."""
        self.set_folder(folder)

    @property
    def folder(self) -> Path | None:
        """The image folder (absolute, symbolic links resolved), or None."""
        return self._folder

    def set_folder(self, folder: str | os.PathLike[str] | None) -> None:
        """Use another folder (None: none); forgets every cached image."""
        resolved: Path | None = None
        if folder is not None and str(folder).strip():
            try:
                resolved = Path(folder).expanduser().resolve()
            except (OSError, RuntimeError, ValueError):
                resolved = None
        if resolved == self._folder and self._folder is not None:
            return
        self._folder = resolved
        self.clear()

    def clear(self) -> None:
        """Forget the folder listing, every decoded image and every remembered failure."""
        self._index = {}
        self._scanned_at = float("-inf")
        self._folder_mtime = None
        self._broken.clear()
        self._sources.clear()
        self._pixmaps.clear()
        self.generation += 1

    # --- finding files ---------------------------------------------------------------------

    def _rescan_if_due(self) -> None:
        now = time.monotonic()
        if now - self._scanned_at < RESCAN_SECONDS:
            return
        self._scanned_at = now
        folder = self._folder
        if folder is None:
            return
        try:
            mtime = os.stat(folder).st_mtime_ns
        except OSError:
            mtime = None
        if mtime == self._folder_mtime and self._index:
            return
        self._folder_mtime = mtime
        index = self._scan(folder) if mtime is not None else {}
        if index != self._index:
            self._index = index
            self.generation += 1

    @staticmethod
    def _scan(folder: Path) -> dict[str, _Entry]:
        """Card id -> file, from the folder listing only (the only names ever opened)."""
        ranked: dict[str, tuple[int, _Entry]] = {}
        try:
            entries = list(os.scandir(folder))
        except OSError:
            return {}
        for entry in entries:
            stem, dot, suffix = entry.name.rpartition(".")
            extension = "." + suffix.lower()
            if not dot or extension not in EXTENSIONS or stem.strip() != stem:
                continue
            rank = EXTENSIONS.index(extension)
            card_id = canonical_id(stem)
            if card_id is None:
                continue
            try:
                path = Path(entry.path)
                real = path.resolve(strict=True)
                if real.parent != folder and folder not in real.parents:
                    continue  # a symbolic link out of the folder
                info = os.stat(real)
            except (OSError, RuntimeError):
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            found = _Entry(real, info.st_mtime_ns, info.st_size)
            best = ranked.get(card_id)
            if best is None or (rank, entry.name) < (best[0], best[1].path.name):
                ranked[card_id] = (rank, found)
        return {card_id: entry for card_id, (_, entry) in ranked.items()}

    def path_for(self, card_id: str) -> Path | None:
        """The image file of ``card_id`` inside the folder, or None."""
        canonical = canonical_id(card_id)
        if canonical is None or self._folder is None:
            return None
        self._rescan_if_due()
        entry = self._index.get(canonical)
        return None if entry is None else entry.path

    def has_image(self, card_id: str) -> bool:
        """Is there a usable (not known-broken) image file for ``card_id``?"""
        canonical = canonical_id(card_id)
        if canonical is None or self._folder is None:
            return False
        self._rescan_if_due()
        entry = self._index.get(canonical)
        return entry is not None and entry not in self._broken

    # --- decoding --------------------------------------------------------------------------

    def _source(self, entry: _Entry) -> QImage | None:
        if entry in self._broken:
            return None
        image = self._sources.get(entry)
        if image is None:
            image = decode_image(entry.path, entry.size)
            if image is None:
                self._broken.add(entry)
                return None
            self._sources.put(entry, image, _image_bytes(image))
        return image

    def pixmap(self, card_id: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap | None:
        """The card's image scaled to ``size`` (logical pixels) at ``device_pixel_ratio``, or
        None when there is no usable image."""
        canonical = canonical_id(card_id)
        if canonical is None or self._folder is None or size.isEmpty():
            return None
        self._rescan_if_due()
        entry = self._index.get(canonical)
        if entry is None or entry in self._broken:
            return None
        dpr = max(0.5, min(float(device_pixel_ratio), 8.0))
        key = (entry, size.width(), size.height(), dpr)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        source = self._source(entry)
        if source is None:
            return None
        result = scale_to_card(source, size, dpr)
        self._pixmaps.put(key, result, _image_bytes(result))
        return result


def sniff_format(data: bytes) -> bytes | None:
    """The raster format whose signature ``data`` starts with (``b"png"``, ``b"jpeg"``), else
    None (SVG, any other format, or none: never decoded).

    >>> sniff_format(b"\\x89PNG\\r\\n\\x1a\\n..."), sniff_format(b"<svg"), sniff_format(b"")
    (b'png', None, None)
    """
    for image_format, signature in SIGNATURES.items():
        if data.startswith(signature) and image_format not in REFUSED_FORMATS:
            return image_format
    return None


def decode_image(path: Path, file_size: int | None = None) -> QImage | None:
    """Decode one image defensively; None when it is too large, claims huge dimensions, is not
    a regular file, or does not start with a PNG or JPEG signature and decode as that format
    (whatever the file is named: a PNG named ``.jpg`` is decoded as a PNG).

    ``file_size`` (from the folder listing) spares a ``stat`` when the file is too large.
    """
    if file_size is not None and not 0 < file_size <= MAX_FILE_BYTES:
        return None
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except (OSError, InputError):
        return None
    return decode_image_data(data)


def decode_image_data(data: bytes) -> QImage | None:
    """Decode the bytes of an image file as :func:`decode_image` does: None unless they start
    with a PNG or JPEG signature, decode as that format and are of a size allowed."""
    if len(data) > MAX_FILE_BYTES:
        return None
    image_format = sniff_format(data)
    if image_format is None:
        return None  # SVG, another format or none: not decoded at all
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    reader = QImageReader(buffer, QByteArray(image_format))
    reader.setAutoDetectImageFormat(False)  # the sniffed format's decoder or none
    reader.setDecideFormatFromContent(False)
    reader.setAutoTransform(True)
    claimed = reader.size()  # read from the header only
    if not claimed.isValid() or claimed.isEmpty():
        return None
    width, height = claimed.width(), claimed.height()
    if width > MAX_SIDE or height > MAX_SIDE or width * height > MAX_PIXELS:
        return None
    image = reader.read()
    if image.isNull():
        return None
    return image


def scale_to_card(source: QImage, size: QSize, dpr: float) -> QPixmap:
    """``source`` smoothly scaled into a pixmap of ``size`` logical pixels.

    A scan of about the card's aspect ratio fills the size exactly (so card-relative
    coordinates, such as the scouter's calibration, hold); any other is fitted and centred on a
    transparent background.
    """
    target = QSize(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    wanted = target.width() / target.height()
    actual = source.width() / max(1, source.height())
    if abs(actual / wanted - 1.0) <= ASPECT_TOLERANCE:
        scaled = source.scaled(
            target, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        pixmap = QPixmap.fromImage(scaled)
    else:
        scaled = source.scaled(
            target, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        pixmap = QPixmap(target)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.drawImage(
            (target.width() - scaled.width()) // 2, (target.height() - scaled.height()) // 2, scaled
        )
        painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


_DEFAULT: list[CardImages] = []


def default_images() -> CardImages:
    """The app's card images, from the folder in the user's settings (read on first use)."""
    if not _DEFAULT:
        from tabletop.ui.settings_owner import settings_owner

        _DEFAULT.append(CardImages(settings_owner().current.card_image_folder))
    return _DEFAULT[0]


def set_image_folder(folder: str | os.PathLike[str] | None) -> None:
    """Point the app's card images at another folder (call after the settings change it)."""
    if _DEFAULT:
        _DEFAULT[0].set_folder(folder)
    else:
        _DEFAULT.append(CardImages(folder))
