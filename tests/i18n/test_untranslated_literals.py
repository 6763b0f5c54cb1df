"""No user-visible string literal in the UI sources escapes translation.

A simple scanner, not a parser:

* QML: a binding of a text property (``text:``, ``title:``, ``placeholderText:``,
  ``ToolTip.text:``, ``tip:`` …) whose expression shows a string literal with a letter in it as a
  value (the whole expression, a branch of ``?:``, or a ``+`` operand) outside ``qsTr(...)``.
  Literals compared with ``===`` or used as codes in calls and indexes are not shown to anybody.
* Python (the UI layer and printing): a string literal with a letter passed to a known UI sink
  (an error or notice setter, a dialog caption, ``drawText``), or given as the value of a
  ``"text"``/``"title"``/``"tip"``/``"label"``/``"name"`` key of a row handed to QML.

ALLOWED lists the few literals that are shown on purpose untranslated (names that never change).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QML_DIR = ROOT / "cleverdesk" / "qml" / "Cleverdesk"
PY_FILES = sorted([*(ROOT / "cleverdesk" / "ui").rglob("*.py"),
                   *(ROOT / "cleverdesk" / "printing").glob("*.py")])

TEXT_PROPERTIES = ("text", "title", "placeholderText", "ToolTip.text", "tip", "subtitle",
                   "description", "label", "heading", "caption", "informativeText",
                   "detailedText", "hint", "message")
BINDING = re.compile(r"^\s*(?:readonly\s+property\s+\w+\s+|property\s+\w+\s+)?("
                     + "|".join(re.escape(p) for p in TEXT_PROPERTIES) + r")\s*:\s*(.+)$")
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'')
TRANSLATED_CALL = re.compile(r"\bqsTr(?:anslate|Id)?\s*\(")

# Literals shown as they are on purpose: product names, never translated (glossary).
ALLOWED = {"cleverdesk", "SET", "WILD", "SET³", "Deutsch", "Nederlands", "English"}

PY_SINKS = {"_set_error", "_report", "_set_notice", "setWindowTitle", "getSaveFileName",
            "getOpenFileName", "drawText", "setText", "setToolTip", "_notify", "_say"}
ROW_KEYS = {"text", "title", "tip", "label", "name", "hint", "description", "progress"}


def _strip_translated(expression: str) -> str:
    """The expression with every qsTr(...) call (and its argument list) blanked out."""
    out, i = [], 0
    while True:
        match = TRANSLATED_CALL.search(expression, i)
        if match is None:
            out.append(expression[i:])
            return "".join(out)
        out.append(expression[i:match.start()])
        depth, j = 0, match.end() - 1
        in_string: str | None = None
        while j < len(expression):
            ch = expression[j]
            if in_string:
                if ch == "\\":
                    j += 1
                elif ch == in_string:
                    in_string = None
            elif ch in "\"'":
                in_string = ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        out.append("0")
        i = j + 1


def _shown(expression: str, start: int, end: int) -> bool:
    """Whether the literal at [start, end) is a value of the expression, not a code."""
    before = expression[:start].rstrip()
    after = expression[end:].lstrip()
    comparisons = ("===", "!==", "==", "!=")
    if before.endswith(comparisons) or after.startswith(comparisons):
        return False  # compared with something: a code
    if before.endswith(("[", "(", ",")) or after.startswith(("]", ")", ",")):
        return False  # an index or a call's argument: a code
    return before == "" or before.endswith(("?", ":", "+")) or after.startswith("+")


def _balance(code: str) -> int:
    """Opened minus closed parentheses outside string literals."""
    return sum(1 if ch == "(" else -1 for ch in STRING.sub("", code) if ch in "()")


def qml_findings(path: Path) -> list[str]:
    findings = []
    prop = None  # the text property whose binding may go on over the next lines
    open_parens = 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("//"):
            continue
        if open_parens > 0:  # inside a qsTr( … ) that spans lines: translated
            open_parens += _balance(stripped)
            continue
        match = BINDING.match(line)
        if match is not None:
            prop, expression = match.group(1), match.group(2)
        elif prop is not None and stripped.startswith(("?", ":", "+")):
            expression = stripped  # a continued ternary or concatenation
        else:
            prop = None
            continue
        if TRANSLATED_CALL.search(expression) and _balance(expression) > 0:
            open_parens = _balance(expression)
        expression = _strip_translated(expression.split("//")[0])
        for literal in STRING.finditer(expression):
            value = literal.group(1) if literal.group(1) is not None else literal.group(2)
            # letters, or quotation marks (their shape differs: “…” „…“ ‘…’)
            if not re.search(r"[A-Za-zÄÖÜäöüß“”„‘’«»]", value) or value in ALLOWED:
                continue
            if _shown(expression, literal.start(), literal.end()):
                findings.append(f"{path.name}:{number}: {prop}: {value!r}")
    return findings


def _has_letters(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    if re.fullmatch(r"[a-z_]+", text):  # one lower-case word: a code ("newer", "open")
        return None
    if re.search(r"[A-Za-z]{2,}", text) and text.strip() not in ALLOWED:
        return text
    return None


def python_findings(path: Path) -> list[str]:
    findings = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in PY_SINKS:
                for arg in node.args:
                    text = _has_letters(arg)
                    if text is not None:
                        findings.append(f"{path.name}:{node.lineno}: {name}({text!r})")
        elif isinstance(node, ast.Dict):
            for dict_key, value in zip(node.keys, node.values, strict=True):
                if (isinstance(dict_key, ast.Constant) and dict_key.value in ROW_KEYS
                        and value is not None):
                    text = _has_letters(value)
                    if text is not None:
                        findings.append(f"{path.name}:{node.lineno}: {dict_key.value!r}: {text!r}")
    return findings


def test_scanner_finds_what_it_should() -> None:
    """The scanner itself: plain literals are caught, translated ones and codes are not."""
    sample = ROOT / "build" / "ScannerSample.qml"
    sample.parent.mkdir(exist_ok=True)
    sample.write_text(
        'Item {\n'
        '    text: "Hello"\n'                                  # caught
        '    title: busy ? "Busy" : qsTr("Idle")\n'            # caught
        '    ToolTip.text: "Seed " + seed\n'                   # caught
        '    placeholderText: qsTr("Name")\n'                  # fine
        '    text: game === "set-cubed" ? qsTr("A") : qsTr("B")\n'  # fine: a code compared
        '    text: Words.title("score")\n'                     # fine: a code passed on
        '    text: "cleverdesk"\n'                             # fine: allowed
        '    tip: ready ? qsTr("Go")\n'
        '             : "Wait"\n'                              # caught: a continued ternary
        '}\n', encoding="utf-8")
    try:
        found = qml_findings(sample)
    finally:
        sample.unlink()
    assert [f.split(": ", 2)[2] for f in found] == ["'Hello'", "'Busy'", "'Seed '", "'Wait'"]
    source = ROOT / "build" / "scanner_sample.py"
    source.write_text('self._set_error("Oops")\nself._set_error(self.tr("Fine"))\n'
                      'rows = {"title": "Visible", "id": "code"}\n', encoding="utf-8")
    try:
        found = python_findings(source)
    finally:
        source.unlink()
    assert len(found) == 2 and "Oops" in found[0] and "Visible" in found[1]


def test_qml_sources_wrap_every_visible_literal() -> None:
    findings = [f for path in sorted(QML_DIR.glob("*.qml")) for f in qml_findings(path)]
    assert not findings, "wrap these in qsTr():\n" + "\n".join(findings)


def test_python_ui_sources_wrap_every_visible_literal() -> None:
    findings = [f for path in PY_FILES for f in python_findings(path)]
    assert not findings, "wrap these in self.tr()/translate():\n" + "\n".join(findings)
