"""Translation catalogs: ``translations/*.ts`` (sources) compiled to ``.qm`` with lrelease.

The ``.qm`` files are build outputs in ``tabletop/i18n/qm`` (git-ignored). The wheel build and
the test suite compile them; a source checkout compiles them on first use when the ``.ts`` files
are newer, so running from a clone never shows stale text.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

from tabletop import paths

LANGUAGES = ("en", "ja")
"""The interface languages, English first (the source language)."""

_REPO_TS_DIR = Path(__file__).resolve().parents[2] / "translations"


def ts_dir() -> Path | None:
    """The folder of ``.ts`` sources, present in a source checkout only."""
    return _REPO_TS_DIR if _REPO_TS_DIR.is_dir() else None


def qm_path(language: str) -> Path:
    """Where the compiled catalog of ``language`` lives."""
    return paths.qm_dir() / f"tabletop_{language}.qm"


def qt_tool(name: str) -> Path | None:
    """A Qt Linguist tool (``lrelease``, ``lupdate``) shipped with PySide6, if present."""
    spec = importlib.util.find_spec("PySide6")  # its folder, without loading Qt
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent
    for candidate in (name, name + ".exe"):
        if (folder / candidate).is_file():
            return folder / candidate
    found = shutil.which("pyside6-" + name)
    return Path(found) if found else None


def update_ts(source: Path | None = None) -> None:
    """Collect the strings of every module of the package into the ``.ts`` files of ``source``
    (default: the checkout's ``translations``) with lupdate, keeping the translations already
    made. Run by hand after changing interface strings; the tests run it on a copy."""
    import subprocess  # here, not at the top: only the build tools run Qt Linguist

    source = source or ts_dir()
    tool = qt_tool("lupdate")
    if source is None or tool is None:
        raise RuntimeError("lupdate or the translations folder is missing")
    package = Path(__file__).resolve().parents[1]
    files = sorted(str(p.relative_to(package.parent)) for p in package.rglob("*.py"))
    targets = [str((source / f"tabletop_{lang}.ts").resolve()) for lang in LANGUAGES]
    subprocess.run(
        [str(tool), "-silent", "-no-obsolete", "-locations", "none", *files, "-ts", *targets],
        cwd=package.parent,
        check=True,
    )


def build_qm(source: Path | None = None, target: Path | None = None) -> list[Path]:
    """Compile every ``tabletop_*.ts`` of ``source`` into ``target``; returns the files written.

    Raises RuntimeError when lrelease is missing or fails.
    """
    import subprocess

    source = source or ts_dir()
    target = target or paths.qm_dir()
    tool = qt_tool("lrelease")
    if source is None or tool is None:
        raise RuntimeError("lrelease or the translations folder is missing")
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(source.glob("tabletop_*.ts")):
        qm = target / (ts.stem + ".qm")
        result = subprocess.run(
            [str(tool), "-silent", str(ts), "-qm", str(qm)],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0 or not qm.is_file():
            raise RuntimeError(f"lrelease failed on {ts.name}: {result.stderr.strip()}")
        written.append(qm)
    return written


def ensure_qm() -> None:
    """In a source checkout, rebuild the catalogs when a ``.ts`` is newer than its ``.qm``.

    Silent when nothing can be done (an installed wheel ships its ``.qm``).
    """
    source = ts_dir()
    if source is None:
        return
    stale = [
        ts
        for ts in source.glob("tabletop_*.ts")
        if not (qm := paths.qm_dir() / (ts.stem + ".qm")).is_file()
        or qm.stat().st_mtime < ts.stat().st_mtime
    ]
    if stale:
        try:
            build_qm(source)
        except (RuntimeError, OSError) as error:
            print(f"tabletop: translations not built: {error}", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:] == ["--update"]:
        update_ts()
    for path in build_qm():
        print(path)
