"""No two modules of the desk's bridge (cleverdesk.ui) import each other, directly or round a
longer circle, counting the imports made inside functions too (issue 37: `ui/app/desk.py`
called back into `ui/app/app.py` for `load_services`, and app imports desk).

A circle hides which module is the lower one, and a lazy import is how it usually creeps in,
so every `import` statement counts, wherever it stands. Importing a package itself (its
`__init__`) is not an edge: the ui packages' `__init__` files only hold their description."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
UI = ROOT / "cleverdesk" / "ui"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, modules: set[str]) -> set[str]:
    """The modules of `modules` that the file imports anywhere in its body."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(name for name in names if name in modules and name != here)
    return found


def ui_graph() -> dict[str, set[str]]:
    files = [path for path in sorted(UI.rglob("*.py")) if path.name != "__init__.py"]
    modules = {module_name(path) for path in files}
    return {module_name(path): imports(path, modules) for path in files}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_scanner_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_scanner_sees_imports_inside_functions() -> None:
    graph = ui_graph()
    # ui/app/desk.py imports load_services inside Desk.loadServices
    assert "cleverdesk.ui.app.services" in graph["cleverdesk.ui.app.desk"]


def test_no_module_of_the_ui_imports_itself_round_a_circle() -> None:
    assert circles(ui_graph()) == []


def test_desk_does_not_call_back_into_app() -> None:
    assert "cleverdesk.ui.app.app" not in ui_graph()["cleverdesk.ui.app.desk"]
