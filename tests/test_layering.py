"""The lower layers must never import Qt, directly or through another module."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

QT_FREE = (
    "tabletop.engine",
    "tabletop.cards",
    "tabletop.games",
    "tabletop.ai",
    "tabletop.storage",
    "tabletop.play",
    "tabletop.remote",
    "tabletop.paths",
    "tabletop.options",
)

# Run in a fresh interpreter: blocks PySide6/shiboken6, imports every module of the packages.
_PROBE = textwrap.dedent(
    """
    import importlib, importlib.abc, pkgutil, sys

    class NoQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"Qt import in a Qt-free layer: {name}")
            return None

    sys.meta_path.insert(0, NoQt())
    failures = []
    for name in sys.argv[1:]:
        try:
            package = importlib.import_module(name)
            for info in pkgutil.walk_packages(getattr(package, "__path__", []), name + "."):
                importlib.import_module(info.name)
        except ImportError as error:
            failures.append(f"{name}: {error}")
    print("\\n".join(failures))
    sys.exit(1 if failures else 0)
    """
)


def qt_imports(packages: tuple[str, ...], extra_path: Path | None = None) -> str:
    """Run the probe; returns its report ('' when the packages are Qt-free)."""
    env_path = [str(extra_path)] if extra_path else []
    code = f"import sys; sys.path[:0] = {env_path!r}\n" + _PROBE
    result = subprocess.run(
        [sys.executable, "-c", code, *packages], capture_output=True, text=True, check=False
    )
    assert result.returncode in (0, 1), result.stderr
    return result.stdout.strip()


def test_lower_layers_import_no_qt() -> None:
    assert qt_imports(QT_FREE) == ""


@pytest.mark.parametrize("how", ["from PySide6 import QtCore", "import shiboken6"])
def test_the_probe_catches_a_qt_import_deep_in_a_package(tmp_path: Path, how: str) -> None:
    package = tmp_path / "fakecore"
    (package / "inner").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "inner" / "__init__.py").write_text("")
    (package / "inner" / "helper.py").write_text(how + "\n")
    assert "Qt import in a Qt-free layer" in qt_imports(("fakecore",), tmp_path)
