"""The size of the house, for a maintainer's first look and for before/after notes of a refactor:
files and lines per package, the largest files, the longest and the most complex functions, and
qmllint's warnings.

    .venv/bin/python scripts/house_figures.py [--top 10] [--json]

Lines are physical lines. Complexity is McCabe's, as ruff's C901 measures it; qmllint is run as
`make lint` runs it (scripts/qmllint_baseline.py), when pyside6-qmllint is there.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cleverdesk"
QML = PACKAGE / "qml" / "Cleverdesk"
BIN = Path(sys.executable).parent


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _room(path: Path) -> str:
    """The package a file lives in: cleverdesk/ui/table for cleverdesk/ui/table/desk.py."""
    parts = path.relative_to(ROOT).parts
    depth = 3 if parts[:2] == ("cleverdesk", "ui") else 2
    return "/".join(parts[:min(depth, len(parts) - 1)])


def rooms() -> dict[str, dict[str, int]]:
    found: dict[str, dict[str, int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")) + sorted(QML.glob("*.qml")):
        room = found.setdefault(_room(path), {"files": 0, "lines": 0})
        room["files"] += 1
        room["lines"] += _lines(path)
    return found


def totals() -> dict[str, dict[str, int]]:
    kinds = {"python": sorted(PACKAGE.rglob("*.py")), "qml": sorted(QML.glob("*.qml")),
             "tests": sorted((ROOT / "tests").rglob("*.py")),
             "scripts": sorted((ROOT / "scripts").rglob("*.py"))}
    return {kind: {"files": len(paths), "lines": sum(map(_lines, paths))}
            for kind, paths in kinds.items()}


def largest_files(top: int) -> list[tuple[str, int]]:
    sizes = [(p.relative_to(ROOT).as_posix(), _lines(p))
             for p in list(PACKAGE.rglob("*.py")) + list(QML.glob("*.qml"))]
    return sorted(sizes, key=lambda s: -s[1])[:top]


def longest_functions(top: int) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno:
                name = f"{path.relative_to(ROOT).as_posix()}:{node.name}"
                found.append((name, node.end_lineno - node.lineno + 1))
    return sorted(found, key=lambda f: -f[1])[:top]


def most_complex(top: int) -> list[tuple[str, int]]:
    ruff = BIN / "ruff"
    if not ruff.exists():
        return []
    out = subprocess.run([str(ruff), "check", "cleverdesk", "--select", "C901", "--config",
                          "lint.mccabe.max-complexity=0", "--output-format", "json",
                          "--no-cache", "--exit-zero"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    found = []
    for item in json.loads(out):
        match = re.match(r"`(.+)` is too complex \((\d+) > 0\)", item["message"])
        if match:
            path = Path(item["filename"]).relative_to(ROOT).as_posix()
            found.append((f"{path}:{match.group(1)}", int(match.group(2))))
    return sorted(found, key=lambda f: -f[1])[:top]


def qmllint_warnings() -> dict[str, int] | None:
    qmllint = BIN / "pyside6-qmllint"
    if not qmllint.exists() and shutil.which("pyside6-qmllint") is None:
        return None
    out = subprocess.run([str(qmllint if qmllint.exists() else "pyside6-qmllint"), "--json", "-",
                          "-I", str(PACKAGE / "qml"), *map(str, sorted(QML.glob("*.qml")))],
                         cwd=ROOT, capture_output=True, text=True, check=False).stdout
    kinds: Counter[str] = Counter()
    for file in json.loads(out).get("files", []):
        for warning in file.get("warnings", []):
            if warning.get("type") in ("warning", "critical"):
                kinds[warning.get("id", "?")] += 1
    return {"total": sum(kinds.values()), **dict(kinds.most_common())}


def figures(top: int) -> dict[str, Any]:
    return {"totals": totals(), "rooms": rooms(), "largest_files": largest_files(top),
            "longest_functions": longest_functions(top), "most_complex": most_complex(top),
            "qmllint": qmllint_warnings()}


def _print(found: dict[str, Any]) -> None:
    for kind, size in found["totals"].items():
        print(f"{kind:8} {size['files']:4} files {size['lines']:6} lines")
    print("\nrooms (files, lines):")
    for room, size in sorted(found["rooms"].items(), key=lambda r: -r[1]["lines"]):
        print(f"  {room:32} {size['files']:3} {size['lines']:6}")
    for title, key in (("largest files (lines)", "largest_files"),
                       ("longest functions (lines)", "longest_functions"),
                       ("most complex functions (McCabe)", "most_complex")):
        print(f"\n{title}:")
        for name, value in found[key]:
            print(f"  {value:5}  {name}")
    lint = found["qmllint"]
    print("\nqmllint warnings:", "not measured (no pyside6-qmllint)" if lint is None else
          ", ".join(f"{kind} {count}" for kind, count in lint.items()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = figures(args.top)
    if args.json:
        print(json.dumps(found, indent=1))
    else:
        _print(found)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
