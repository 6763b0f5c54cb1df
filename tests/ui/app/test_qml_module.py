"""The desk's QML module stays in small files, each one a component the module lists (issue 37):
no QML file over 450 lines, and its qmldir names every file, once (a file it does not name
would be found from the module's own files only, never by an import of the module)."""

from __future__ import annotations

import re
from pathlib import Path

import cleverdesk

MODULE = Path(cleverdesk.__file__).parent / "qml" / "Cleverdesk"
MOST_LINES = 450
# loaded by its URL once the game services exist (Main.qml), never by its name
BY_URL = {"DeskServices.qml"}


def test_no_qml_file_is_over_450_lines() -> None:
    sizes = {path.name: len(path.read_text(encoding="utf-8").splitlines())
             for path in MODULE.glob("*.qml")}
    assert sizes, f"no QML files in {MODULE}"
    too_long = {name: lines for name, lines in sizes.items() if lines > MOST_LINES}
    assert too_long == {}, f"QML files over {MOST_LINES} lines (split them into components)"


def test_the_qmldir_lists_every_qml_file_once() -> None:
    listed = [match.group(2) for match in
              re.finditer(r"^(singleton\s+)?\w+\s+[\d.]+\s+(\S+\.qml)\s*$",
                          (MODULE / "qmldir").read_text(encoding="utf-8"), re.MULTILINE)]
    files = sorted(path.name for path in MODULE.glob("*.qml") if path.name not in BY_URL)
    assert sorted(set(listed)) == files
    assert len(listed) == len(set(listed)), "a file listed twice"
