"""Small modules with one job each: no module of the package passes 600 lines as the formatter
writes it (split it by job when it grows, as ui/window and the card editor were). Lines are
counted after ``ruff format`` of the module with every ``# fmt: skip`` taken out, so a module
cannot pass by squeezing its lines."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import tabletop

LIMIT = 600
PACKAGE = Path(tabletop.__file__).parent
ROOT = PACKAGE.parent
SKIP = re.compile(r"[ \t]*# fmt: (skip|off|on)\b.*$", re.MULTILINE)


def formatted_sizes(folder: Path) -> dict[str, int]:
    """Each module's line count once formatted, its formatter pragmas taken out."""
    copy = folder / "tabletop"
    for path in PACKAGE.rglob("*.py"):
        target = copy / path.relative_to(PACKAGE)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(SKIP.sub("", path.read_text(encoding="utf-8")), encoding="utf-8")
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")  # the project's settings
    subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--quiet", str(copy)], cwd=folder, check=True
    )
    return {
        str(path.relative_to(folder)): len(path.read_text(encoding="utf-8").splitlines())
        for path in copy.rglob("*.py")
    }


def test_no_module_is_over_the_limit(tmp_path: Path) -> None:
    sizes = formatted_sizes(tmp_path)
    assert len(sizes) > 100  # the package was found
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}


def test_pragmas_are_taken_out_before_counting(tmp_path: Path) -> None:
    squeezed = "x = [1,\n     2]  # fmt: skip\n"
    assert SKIP.sub("", squeezed) == "x = [1,\n     2]\n"
