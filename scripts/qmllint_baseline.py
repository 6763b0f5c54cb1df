"""qmllint over the desk's QML, against a baseline that may only shrink (`make lint`).

    python scripts/qmllint_baseline.py            # check: fails when a count grew
    python scripts/qmllint_baseline.py --update   # write the counts of now as the baseline

qmllint (``pyside6-qmllint --json``, beside this Python) checks every file of
``cleverdesk/qml/Cleverdesk`` with ``-I cleverdesk/qml``. The types Python registers (the services:
``Game``, ``Saves``, ...) it knows from the module's ``cleverdesk.qmltypes``, which
``scripts/qml_types.py`` writes from the Python classes (`make lint` checks it is current first).
``tests/qmllint_baseline.json`` holds how many messages of
each kind (qmllint's id: ``unqualified``, ``missing-property``, ...) each file has now. The check
fails when any file has more of a kind than the baseline says, and prints that file's messages of
that kind; when a file has fewer, it says so and asks for ``--update``, which lowers the baseline
(commit it with the change): what is gone cannot come back unnoticed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
IMPORT_DIR = "cleverdesk/qml"
MODULE_DIR = ROOT / IMPORT_DIR / "Cleverdesk"
BASELINE = ROOT / "tests" / "qmllint_baseline.json"

Messages = dict[tuple[str, str], list[dict[str, Any]]]  # (file, kind) -> qmllint's messages


def qmllint() -> str:
    beside = Path(sys.executable).parent / "pyside6-qmllint"
    found = str(beside) if beside.exists() else shutil.which("pyside6-qmllint")
    if found is None:
        sys.exit("pyside6-qmllint not found (it comes with PySide6)")
    return found


def lint() -> Messages:
    """qmllint's messages on every QML file of the module, by file and kind."""
    # Absolute paths: given relative ones, qmllint takes a file for another type than the same
    # file imported through the module (SheetView.qml's own root "is not a SheetView").
    files = sorted(str(path) for path in MODULE_DIR.glob("*.qml"))
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "qmllint.json"
        done = subprocess.run([qmllint(), "--json", str(report), "-I", str(ROOT / IMPORT_DIR),
                               *files],
                              cwd=ROOT, capture_output=True, text=True, check=False)
        if not report.exists():
            sys.exit(f"qmllint wrote no report (exit {done.returncode}):\n{done.stderr}")
        found = json.loads(report.read_text(encoding="utf-8"))
    messages: Messages = {}
    for entry in found["files"]:
        name = Path(entry["filename"]).name
        for message in entry["warnings"]:
            kind = message.get("id") or message.get("type", "unknown")
            messages.setdefault((name, kind), []).append(message)
    return messages


def counts_of(messages: Messages) -> dict[str, dict[str, int]]:
    counts: dict[str, dict[str, int]] = {}
    for (name, kind), found in sorted(messages.items()):
        counts.setdefault(name, {})[kind] = len(found)
    return counts


def total(counts: dict[str, dict[str, int]]) -> int:
    return sum(n for kinds in counts.values() for n in kinds.values())


def write_baseline(counts: dict[str, dict[str, int]]) -> None:
    kinds: Counter[str] = Counter()
    for per_file in counts.values():
        kinds.update(per_file)
    document = {"_about": "qmllint messages per QML file and kind; may only shrink "
                          "(scripts/qmllint_baseline.py --update)",
                "total": total(counts), "kinds": dict(sorted(kinds.items())), "files": counts}
    BASELINE.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")


def check(messages: Messages) -> int:
    now = counts_of(messages)
    baseline: dict[str, dict[str, int]] = json.loads(BASELINE.read_text(encoding="utf-8"))["files"]
    grew, shrank = [], []
    for name in sorted(set(now) | set(baseline)):
        for kind in sorted(set(now.get(name, {})) | set(baseline.get(name, {}))):
            was, is_ = baseline.get(name, {}).get(kind, 0), now.get(name, {}).get(kind, 0)
            if is_ > was:
                grew.append((name, kind, was, is_))
            elif is_ < was:
                shrank.append((name, kind, was, is_))
    for name, kind, was, is_ in grew:
        print(f"qmllint: {name}: {is_} {kind} messages, the baseline allows {was}:")
        lines = (MODULE_DIR / name).read_text(encoding="utf-8").splitlines()
        for message in messages[(name, kind)]:
            line = message.get("line", 0)
            source = lines[line - 1].strip() if 0 < line <= len(lines) else ""
            print(f"  {IMPORT_DIR}/Cleverdesk/{name}:{line}:{message.get('column')}: "
                  f"{message['message']}  | {source}")
    for name, kind, was, is_ in shrank:
        print(f"qmllint: {name}: {is_} {kind} messages, {was} in the baseline")
    if shrank and not grew:
        print("qmllint: fewer messages than the baseline: lower it with "
              "`python scripts/qmllint_baseline.py --update` and commit it")
    print(f"qmllint: {total(now)} messages (baseline {total(baseline)})")
    return 1 if grew else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true",
                        help="write the counts of now as the baseline")
    args = parser.parse_args()
    messages = lint()
    if args.update:
        write_baseline(counts_of(messages))
        print(f"qmllint: baseline written, {total(counts_of(messages))} messages")
        return 0
    return check(messages)


if __name__ == "__main__":
    sys.exit(main())
