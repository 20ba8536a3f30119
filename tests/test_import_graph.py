"""Issue 15: the package's import graph has no cycles, and the layers only point down.

The graph is read from the source (ast), so an import inside a function counts as much as one at
the top; only imports under `if TYPE_CHECKING:` are left out (they never run). `from pkg import
submodule` depends on the submodule; `from pkg import name` on the package's `__init__`.

Layers: ui → systems → model (model knows no game system, no translation and no Qt); the
top-level helpers (i18n, paths, recent, cli) sit beside them, and Qt stays inside ui/.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import grimoire_app

PACKAGE = Path(grimoire_app.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node except those under `if TYPE_CHECKING:`."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (n for child in node.orelse for n in [child, *runtime_nodes(child)])
            continue
        yield node
        yield from runtime_nodes(node)


def imports_of(name: str, path: Path) -> set[str]:
    """The grimoire_app modules one module imports when it runs."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            source = ".".join([*base, node.module] if node.module else base) if node.level else node.module or ""
            submodules = {f"{source}.{alias.name}" for alias in node.names} & MODULES.keys()
            found |= submodules
            if len(submodules) < len(node.names):
                found.add(source)
    return {module for module in found if module in MODULES and module != name}


GRAPH = {name: imports_of(name, path) for name, path in MODULES.items()}


def cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(GRAPH[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(GRAPH):
        if node not in index:
            visit(node)
    return found


def layer(module: str) -> str:
    return module.split(".")[1] if module.count(".") >= 1 else "root"


LEAVES = {"gc_pause", "lazy_package"}
"""Top-level helpers of the standard library only (the collector's pauses, lazy packages): every layer may use them,
and they import nothing of the app (test below). They sit outside model/ and systems/ because the start uses them
before the model may be imported (issue 20)."""

ALLOWED = {
    "model": {"model", "root"} | LEAVES,
    "systems": {"systems", "model", "i18n", "paths", "root"} | LEAVES,
    "ui": {"ui", "systems", "model", "i18n", "paths", "recent", "root"} | LEAVES,
}
"""What each layer may import (root: grimoire_app/__init__.py, the version)."""


def test_the_graph_was_read() -> None:
    """The control: the walk sees every module and real edges."""
    assert len(MODULES) > 200
    assert "grimoire_app.systems.botc.events" in GRAPH["grimoire_app.systems.botc.state"]


def test_no_import_cycles() -> None:
    assert cycles() == []


def test_layers_only_point_down() -> None:
    wrong = sorted(
        f"{source} imports {target}"
        for source, targets in GRAPH.items()
        for target in targets
        if layer(source) in ALLOWED and layer(target) not in ALLOWED[layer(source)]
    )
    assert wrong == []


def test_the_leaf_helpers_import_nothing_of_the_app() -> None:
    assert {f"grimoire_app.{leaf}": sorted(GRAPH[f"grimoire_app.{leaf}"]) for leaf in LEAVES} == {f"grimoire_app.{leaf}": [] for leaf in LEAVES}


def test_qt_is_imported_only_inside_ui() -> None:
    outside = sorted(
        name
        for name, path in MODULES.items()
        if layer(name) != "ui"
        and any(
            (isinstance(node, ast.ImportFrom) and (node.module or "").startswith(("PySide6", "shiboken6")))
            or (isinstance(node, ast.Import) and any(a.name.startswith(("PySide6", "shiboken6")) for a in node.names))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    )
    assert outside == []
