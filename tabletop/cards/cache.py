"""Validated card sets kept between runs, so that a start does not validate every set again.

Validating a set file (:func:`tabletop.cards.database.parse_set`) is most of the time it takes
to load the card database. The cache keeps each set that validated, under a digest of the
file's bytes and of the card models' code (:func:`models_fingerprint`): a changed file, or a
new version of the models, gets a new digest and is validated again; a file that does not
validate is never cached. The cache is one file in the user's cache folder
(:func:`tabletop.paths.cache_dir`), written after a load that validated something anew, with the
sets the run read (so the sets of files since changed or deleted go). A missing, damaged or foreign cache
file is ignored (and replaced at the next write): it is never an error, and a file the app
cannot write only means the next start validates again.

The file is a pickle read by an unpickler that builds nothing but the card models of modules
already imported (:class:`_ModelsOnly`), so a doctored file cannot run code.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import pkgutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pydantic

from tabletop import __version__, paths

from .card_games import CARD_GAMES

CACHE_FILE = "card-sets.pickle"
FORMAT = b"tabletop-card-sets 1\n"
"""The first bytes of a cache file (then a pickle of ``{digest: set model}``)."""
MAX_CACHE_BYTES = 64 * 1024 * 1024
"""A larger cache file is not read (the bundled sets make some 130 KB)."""


def models_fingerprint() -> bytes:
    """What the cached models depend on besides the files: the versions of Tabletop, pydantic
    and Python, and the source of every module of :mod:`tabletop.cards` (the card and effect
    models) and of every module that defines a registered game's card models (in a frozen
    app, which has no source, its executable)."""
    parts = [__version__, pydantic.VERSION, sys.version]
    # every module of this package: the card models and the effect models their fields use
    modules = {
        f"{__package__}.{info.name}" for info in pkgutil.iter_modules([str(Path(__file__).parent)])
    }
    for game in CARD_GAMES.values():
        modules.update(model.__module__ for model in game.models.values())
    for name in sorted(modules):
        source = getattr(sys.modules.get(name), "__file__", None)
        try:
            parts.append(hashlib.sha256(Path(source).read_bytes()).hexdigest() if source else name)
        except OSError:  # a frozen app ships no source: its build stands for it (below)
            parts.append(name)
    if getattr(sys, "frozen", False):
        with contextlib.suppress(OSError):
            built = os.stat(sys.executable)
            parts.append(f"{sys.executable} {built.st_size} {built.st_mtime_ns}")
    return "\n".join(parts).encode("utf-8")


class _ModelsOnly(pickle.Unpickler):
    """Builds only pydantic models of Tabletop's modules already imported (no other class,
    no function, no module imported for the file's sake)."""

    def find_class(self, module: str, name: str) -> Any:
        found = (
            getattr(sys.modules.get(module), name, None) if module.startswith("tabletop.") else None
        )
        if isinstance(found, type) and issubclass(found, pydantic.BaseModel):
            return found
        raise pickle.UnpicklingError(f"not a card model: {module}.{name}")


class SetCache:
    """The validated sets of the cache file, and those validated since."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder
        self._entries: dict[str, Any] | None = None
        self._used: set[str] = set()
        self._changed = False
        self._fingerprint: tuple[tuple[str, ...], bytes] | None = None

    def _path(self) -> Path:
        folder = self._folder if self._folder is not None else paths.cache_dir(create=False)
        return folder / CACHE_FILE

    def _loaded(self) -> dict[str, Any]:
        if self._entries is None:
            self._entries = self._read()
        return self._entries

    def _read(self) -> dict[str, Any]:
        try:
            with self._path().open("rb") as file:
                raw = file.read(MAX_CACHE_BYTES + 1)
            if len(raw) > MAX_CACHE_BYTES or not raw.startswith(FORMAT):
                return {}
            entries = _ModelsOnly(io.BytesIO(raw[len(FORMAT) :])).load()
        except Exception:  # a damaged or foreign file (any error of unpickling): ignored
            return {}
        if not isinstance(entries, dict):
            return {}
        return {k: v for k, v in entries.items() if isinstance(k, str)}

    def _digest(self, data: bytes) -> str:
        games = tuple(CARD_GAMES)
        if self._fingerprint is None or self._fingerprint[0] != games:
            self._fingerprint = (games, models_fingerprint())
        return hashlib.sha256(self._fingerprint[1] + b"\0" + data).hexdigest()

    def parse(self, data: bytes, path: str, parse: Callable[[bytes, str], Any]) -> Any:
        """The set of the file bytes ``data``: from the cache, else ``parse(data, path)``
        (which raises for a bad file: nothing is cached then)."""
        digest = self._digest(data)
        entries = self._loaded()
        found = entries.get(digest)
        if found is None:
            found = parse(data, path)
            entries[digest] = found
            self._changed = True
        self._used.add(digest)
        return found

    def save(self) -> None:
        """After sets were validated anew: write the sets this process used (best effort)."""
        if not self._changed:
            return
        entries = self._loaded()
        kept = {digest: entries[digest] for digest in self._used}
        self._entries, self._changed = kept, False
        path = self._path()
        temp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_bytes(FORMAT + pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(temp, path)
        except Exception:  # not written (a full disk, a folder refused): validated next time
            with contextlib.suppress(OSError):
                temp.unlink(missing_ok=True)


_CACHE: list[tuple[Path, SetCache]] = []


def set_cache() -> SetCache:
    """The app's cache of the user's cache folder (another when ``TABLETOP_HOME`` changed)."""
    folder = paths.cache_dir(create=False)
    if not _CACHE or _CACHE[0][0] != folder:
        _CACHE[:] = [(folder, SetCache(folder))]
    return _CACHE[0][1]
