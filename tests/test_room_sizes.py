"""The size limits of the desk's rooms (issue 37, extended to the core in issue 48): a file
small enough to read in one sitting, a class with one job.

- no Python file under the measured packages (PYTHON_ROOMS: the desk's bridge, the store, the
  engine, SET Cubed and the printer) over PY_LIMIT lines, the tables of words excepted
  (WORD_TABLES, each with its reason);
- no class there over CLASS_LIMIT lines (measured with ast, decorators included);
- no QML file under cleverdesk/qml over QML_LIMIT lines.

What is still over a limit is listed with its size today (STILL_TO_SPLIT, CLASSES_TO_SPLIT).
Those lists may only shrink: a listed file or class that grew fails, and one that is now
within the limit fails too, asking to be taken off the list, so the lists stay honest."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cleverdesk"

PY_LIMIT = 500
CLASS_LIMIT = 400
QML_LIMIT = 450
# The packages under cleverdesk/ whose Python files and classes the limits cover.
PYTHON_ROOMS = ("ui", "store", "engine", "setcubed", "printing")

# Tables of words: one wording per engine code, the whole of a context in one place, which is
# what a translator or a reviewer of the words reads through; not logic to split by job.
WORD_TABLES = {
    "ui/common/words.py": "the Clever games' words (context Words): every area, bonus, prompt "
                          "and log line the engine's codes become, one function per wording",
}

# Files over their limit today, with their line count on this branch (paths under cleverdesk/).
STILL_TO_SPLIT: dict[str, int] = {
    "engine/bots/training.py": 539,
    "engine/clever.py": 902,
    "engine/games/_clever_4ever_areas.py": 568,
    "engine/games/clever_hoch_drei.py": 518,
    "printing/sheet_painter.py": 892,
    "setcubed/rules.py": 849,
}

# Classes over CLASS_LIMIT today ("path::Class": lines).
CLASSES_TO_SPLIT: dict[str, int] = {
    "engine/clever.py::CleverRules": 785,
    "setcubed/rules.py::SetCubedRules": 700,
}


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def name(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def python_files() -> list[Path]:
    """The Python files of the measured packages (PYTHON_ROOMS)."""
    return [path for room in PYTHON_ROOMS for path in sorted((PACKAGE / room).rglob("*.py"))]


def measured_files() -> dict[str, tuple[int, int]]:
    """Each file the limits cover: its name -> (line count, limit)."""
    found = {name(path): (lines(path), PY_LIMIT) for path in python_files()
             if name(path) not in WORD_TABLES}
    found.update({name(path): (lines(path), QML_LIMIT)
                  for path in (PACKAGE / "qml").rglob("*.qml")})
    return found


def class_sizes(path: Path, root: Path = PACKAGE) -> dict[str, int]:
    """Every class of a file (nested ones too): "path::Class" -> lines, decorators included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {f"{path.relative_to(root).as_posix()}::{node.name}":
            node.end_lineno - min([node.lineno, *(d.lineno for d in node.decorator_list)]) + 1
            for node in ast.walk(tree)
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None}


def measured_classes() -> dict[str, int]:
    found: dict[str, int] = {}
    for path in python_files():
        found.update(class_sizes(path))
    return found


def over_limit(sizes: dict[str, tuple[int, int]], listed: dict[str, int]) -> list[str]:
    """What breaks the rule: an unlisted item over its limit, a listed one over its recorded
    size, a listed one within the limit now (to be taken off), a listed one that is gone."""
    problems = []
    for item, (size, limit) in sorted(sizes.items()):
        if item in listed:
            if size > listed[item]:
                problems.append(f"{item}: {size} lines, more than the {listed[item]} recorded "
                                "in the list of what is still to split; it may only shrink")
            elif size <= limit:
                problems.append(f"{item}: {size} lines, within the limit of {limit} now: "
                                "take it off the list of what is still to split")
        elif size > limit:
            problems.append(f"{item}: {size} lines, over the limit of {limit}")
    problems += [f"{item}: listed but not found (renamed or split? update the list)"
                 for item in sorted(set(listed) - set(sizes))]
    return problems


def test_the_check_catches_growth_shrinking_and_newcomers() -> None:
    listed = {"big.py": 700, "done.py": 600, "gone.py": 900}
    sizes = {"big.py": (701, 500), "done.py": (480, 500), "new.py": (501, 500),
             "fine.py": (500, 500)}
    problems = over_limit(sizes, listed)
    assert [p.split(":")[0] for p in problems] == ["big.py", "done.py", "new.py", "gone.py"]
    assert "may only shrink" in problems[0] and "take it off" in problems[1]
    assert over_limit({"big.py": (650, 500)}, {"big.py": 700}) == []


def test_class_sizes_are_measured_from_the_decorator_to_the_last_line(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text("@decorated\nclass A:\n    x = 1\n\n    class B:\n        y = 2\n")
    sizes = {key.split("::")[1]: size
             for key, size in class_sizes(source, tmp_path).items()}
    assert sizes == {"A": 6, "B": 2}


def test_the_limits_cover_the_core_packages_and_every_one_exists() -> None:
    assert {"ui", "store", "engine", "setcubed", "printing"} <= set(PYTHON_ROOMS)
    assert all((PACKAGE / room).is_dir() for room in PYTHON_ROOMS)
    assert not [item for item in {**STILL_TO_SPLIT, **CLASSES_TO_SPLIT}
                if item.startswith("store/")], "the store was split by job (issue 48)"


def test_no_python_or_qml_file_of_the_measured_packages_over_its_limit() -> None:
    assert over_limit(measured_files(), STILL_TO_SPLIT) == []


def test_no_class_of_the_measured_packages_over_its_limit() -> None:
    sizes = {key: (size, CLASS_LIMIT) for key, size in measured_classes().items()}
    assert over_limit(sizes, CLASSES_TO_SPLIT) == []


@pytest.mark.parametrize("table", sorted(WORD_TABLES))
def test_the_word_tables_exist_and_say_why(table: str) -> None:
    assert (PACKAGE / table).is_file(), f"{table} is gone: take it off WORD_TABLES"
    assert len(WORD_TABLES[table]) > 20
