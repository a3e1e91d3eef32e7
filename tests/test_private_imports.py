"""No module of the package imports another module's private names (``from x import _name``):
what modules share is public (a real name, a docstring), or lives in the module that uses it."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tabletop"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_from(path: Path, node: ast.ImportFrom) -> str:
    """The absolute name of the module ``node`` imports from (a relative import resolved)."""
    if not node.level:
        return node.module or ""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_imports(path: Path) -> list[str]:
    """``module:line name`` for each private name ``path`` imports from a module of the
    package (type-checking imports included: they are imports too)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.ImportFrom):
            continue
        source = _imported_from(path, node)
        if source != "tabletop" and not source.startswith("tabletop."):
            continue
        hidden = [a.name for a in node.names if _private(a.name)]
        hidden += [p for p in source.split(".") if _private(p)]
        found += [f"{_module_name(path)}:{node.lineno} {source}.{name}" for name in hidden]
    return found


def test_the_check_sees_a_private_import(tmp_path: Path) -> None:
    """The check finds a private name imported, absolute or relative, and passes public ones
    and dunders."""
    package = PACKAGE / "games" / "probe.py"  # only its place counts: it is never written
    tree = [
        "from tabletop.ui.card_face import _chip, card_size\n",
        "from .base import _helper\n",
        "from . import __version__, base\n",
        "from ..engine import state\n",
        "import json\n",
    ]
    sample = tmp_path / "probe.py"
    sample.write_text("".join(tree), encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(sample.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            source = _imported_from(package, node)
            found += [f"{source}.{a.name}" for a in node.names if _private(a.name)]
    assert found == ["tabletop.ui.card_face._chip", "tabletop.games.base._helper"]


def test_no_module_imports_another_modules_private_names() -> None:
    found = [line for path in sorted(PACKAGE.rglob("*.py")) for line in private_imports(path)]
    assert not found, "private names imported across modules:\n" + "\n".join(found)
