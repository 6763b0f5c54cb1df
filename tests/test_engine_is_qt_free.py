"""The engine knows no Qt (docs/architecture.md, property 1): not in its source, not at run time."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "cleverdesk" / "engine"
QT_PACKAGES = ("PySide6", "shiboken6")


def _is_qt(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in QT_PACKAGES)


def test_engine_sources_import_no_qt() -> None:
    sources = sorted(ENGINE.rglob("*.py"))
    assert sources, f"no engine sources found under {ENGINE}"
    offenders = []
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            offenders += [
                f"{path.relative_to(ROOT)}:{node.lineno}: {module}"
                for module in modules
                if _is_qt(module)
            ]
    assert not offenders, "the engine imports Qt:\n" + "\n".join(offenders)


def test_importing_every_engine_module_loads_no_qt() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        "import cleverdesk.engine\n"
        "names = [info.name for info in pkgutil.walk_packages(\n"
        "    cleverdesk.engine.__path__, 'cleverdesk.engine.')]\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
        "print(len(names))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
