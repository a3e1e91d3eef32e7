"""Small modules with one job each: no module of the package passes 600 lines (split it by job
when it grows, as ui/window and the card editor were)."""

from __future__ import annotations

from pathlib import Path

import tabletop

LIMIT = 600
PACKAGE = Path(tabletop.__file__).parent


def test_no_module_is_over_the_limit() -> None:
    sizes = {
        str(path.relative_to(PACKAGE.parent)): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 100  # the package was found
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}
