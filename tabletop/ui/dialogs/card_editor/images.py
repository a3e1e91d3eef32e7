"""Putting a card's image into the user's image folder under the name the finder looks for
(``SET-NUMBER.png`` or ``.jpg``, :mod:`tabletop.ui.card_images`)."""

from __future__ import annotations

import os
from pathlib import Path

from tabletop.cards.models import canonical_id
from tabletop.engine.safe_input import InputError, read_regular
from tabletop.storage.atomic import atomic_write_bytes
from tabletop.ui.card_images import EXTENSIONS, MAX_FILE_BYTES, decode_image_data, default_images


class ImageError(ValueError):
    """The image cannot be used: ``code`` is ``not_image``, ``too_large`` (over
    :data:`~tabletop.ui.card_images.MAX_FILE_BYTES`) or ``unreadable``."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def install_card_image(source: Path, card_id: str, folder: Path) -> Path:
    """Copy ``source`` (a PNG or JPEG that decodes) into ``folder`` as ``<ID>.<ext>`` and
    remove the card's other images there (another extension or case), so the new one is
    shown; returns the file written. The source is read once: the bytes decoded are the
    bytes written (atomically), whatever happens to the file meanwhile. Raises
    :class:`ImageError`, or ``StorageError`` when the folder cannot be written."""
    canonical = canonical_id(card_id)
    extension = source.suffix.lower()
    if canonical is None or extension not in EXTENSIONS:
        raise ImageError("not_image")
    try:
        data = read_regular(source, MAX_FILE_BYTES)
    except InputError as error:
        raise ImageError("too_large" if error.code == "too_large" else "unreadable") from None
    except OSError:
        raise ImageError("unreadable") from None
    if decode_image_data(data) is None:
        raise ImageError("not_image")
    extension = ".jpg" if extension == ".jpeg" else extension
    target = folder / f"{canonical}{extension}"
    atomic_write_bytes(target, data)
    for entry in os.scandir(folder):
        stem, _, suffix = entry.name.rpartition(".")
        other = folder / entry.name
        if (
            canonical_id(stem) == canonical
            and "." + suffix.lower() in EXTENSIONS
            and entry.is_file(follow_symlinks=False)
            and not os.path.samefile(other, target)  # a folder that ignores case
        ):
            other.unlink(missing_ok=True)
    images = default_images()
    if images.folder is not None and images.folder == folder.resolve():
        images.clear()  # list the folder again now, not in two seconds
    return target
