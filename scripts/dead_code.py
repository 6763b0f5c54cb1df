"""Dead code in cleverdesk/ (`make lint`): vulture, told which names QML and the hand whitelist use.

    python scripts/dead_code.py

vulture reports a function, method, class, attribute or variable whose name is used nowhere
else. Its analysis sees only Python, and much of cleverdesk is called by name from elsewhere:

* QML calls the Slots, reads the Properties and handles the Signals of our QObjects. The names
  QML uses are read from ``cleverdesk/qml`` on every run (every identifier outside comments and
  text, a string that is one identifier such as ``property: "botPauseMs"``, and ``xxx`` for an
  ``onXxx`` handler) and given to vulture as used, so a Slot no QML file names any more is found
  the day it goes out of use, and a new one needs no entry anywhere.
* The rest is ``tests/vulture_whitelist.py``, by hand, each entry with its reason: Qt's and
  Python's hooks, names reached through ``getattr`` or a table of names, fields of stored
  formats, what the scripts use, and the seams the tests drive or observe live code through.
  An entry whose name no longer occurs in cleverdesk/ fails this check (the whitelist stays
  true).

Every finding fails: remove the dead code, or, when something does use it by name, add it to
the whitelist with the reason.
"""

from __future__ import annotations

import ast
import keyword
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "cleverdesk"
QML = SOURCES / "qml"
WHITELIST = ROOT / "tests" / "vulture_whitelist.py"
# vulture's default and its lowest: every finding (anything lower reports nothing more)
MIN_CONFIDENCE = 60
# Names vulture cannot see used, wherever they are defined: QmlElement reads the module's
# QML_IMPORT_* globals; pydantic reads ``model_config`` of each model.
IGNORE_NAMES = ("QML_IMPORT_NAME", "QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_MINOR_VERSION",
                "model_config")

# A QML token: a comment, a string or template literal, or an identifier.
_TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'"
                    r"|`(?:\\.|[^`\\])*`|[A-Za-z_]\w*", re.S | re.A)
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*", re.A)
_HANDLER = re.compile(r"on([A-Z]\w*)", re.A)


def qml_names(folder: Path = QML) -> set[str]:
    """Every name the QML files can reach Python by (see the module's docstring)."""
    names: set[str] = set()
    for path in sorted(folder.rglob("*")):
        if path.suffix not in (".qml", ".js", ".mjs"):
            continue
        for token in _TOKEN.findall(path.read_text(encoding="utf-8")):
            if token[0] in "\"'`":
                token = token[1:-1]
            if not _IDENTIFIER.fullmatch(token):
                continue  # a comment, or text that is not one name
            names.add(token)
            handler = _HANDLER.fullmatch(token)
            if handler:
                names.add(handler.group(1)[0].lower() + handler.group(1)[1:])
    return {name for name in names if not keyword.iskeyword(name)
            and not keyword.issoftkeyword(name)}


def stale_entries(whitelist: Path = WHITELIST, sources: Path = SOURCES) -> list[str]:
    """The whitelist's names that no longer occur in the sources."""
    tree = ast.parse(whitelist.read_text(encoding="utf-8"))
    listed = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    words: set[str] = set()
    for path in sources.rglob("*.py"):
        words.update(_IDENTIFIER.findall(path.read_text(encoding="utf-8")))
    return sorted(listed - words)


def main() -> int:
    stale = stale_entries()
    for name in stale:
        print(f"{WHITELIST.relative_to(ROOT)}: {name!r} no longer occurs in cleverdesk/: "
              "remove its entry")
    with tempfile.TemporaryDirectory() as scratch:
        used_by_qml = Path(scratch) / "used_by_qml.py"
        used_by_qml.write_text("".join(f"_.{name}\n" for name in sorted(qml_names())),
                               encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "vulture", str(SOURCES.relative_to(ROOT)),
             str(WHITELIST.relative_to(ROOT)), str(used_by_qml),
             "--min-confidence", str(MIN_CONFIDENCE), "--ignore-names", ",".join(IGNORE_NAMES)],
            cwd=ROOT, check=False)
    if done.returncode == 0 and not stale:
        print("dead code: none found")
    return 1 if stale or done.returncode else 0


if __name__ == "__main__":
    sys.exit(main())
