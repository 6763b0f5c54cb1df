"""Extract, merge, fill and compile the desk's translations (`make translations`).

    python scripts/translations.py update      # lupdate over cleverdesk/, merge, lrelease
    python scripts/translations.py pending     # list what still needs a translation
    python scripts/translations.py fill FILE   # apply translations written for `pending`
    python scripts/translations.py release     # only lrelease (.ts -> cleverdesk/i18n/*.qm)

`update` runs ``pyside6-lupdate -extensions py,qml -no-obsolete`` over ``cleverdesk/`` into a
scratch .ts per language, then merges the result into ``translations/cleverdesk_<lang>.ts``:
translations of messages that still exist are kept, new messages arrive unfinished, messages that
vanished from the sources are dropped (nothing obsolete is kept).

One repair lupdate cannot do itself: modules that wrap ``QCoreApplication.translate("Sheet", text)``
in a little ``tr(text)`` helper (printing, saves) are extracted without a context, while at run
time they are looked up under the helper's context. ``WRAPPER_CONTEXTS`` names that context per
file; a context-less message from any other file stops the update (wrap it properly instead).

English is the source language: a finished English message repeats its source, so `update` fills
the English .ts itself, except for plural (numerus) messages, whose "%n die" / "%n dice" forms
are written by hand like every German and Dutch translation.

`fill FILE` reads a Python file defining ``T = {index: value}`` for the indexes `pending` printed:
value is ``(de, nl)`` for a plain message; for a numerus message each of de, nl (and ``en``, as a
third item) is a list of forms (one, other). It also accepts ``"de"``/``"nl"``/``"en"`` keyed dicts.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "cleverdesk" / "i18n"
SOURCES = ROOT / "cleverdesk"
LANGUAGES = ("de", "nl", "en")
PENDING = ROOT / "build" / "translations-pending.json"  # scratch (ignored): `pending` -> `fill`

# Files whose context-less messages are looked up under a helper's context at run time.
WRAPPER_CONTEXTS = {
    "printing/sheet_painter.py": "Sheet",
    "printing/pages.py": "Printing",
    "ui/print_desk.py": "PrintDesk",
    "ui/saves_desk.py": "Saves",
}


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def ts_path(lang: str) -> Path:
    return TS_DIR / f"cleverdesk_{lang}.ts"


def qm_path(lang: str) -> Path:
    return QM_DIR / f"cleverdesk_{lang}.qm"


Key = tuple[str, str, str]  # context, source, disambiguation comment


def key_of(context: str, message: ET.Element) -> Key:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def read_ts(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def messages(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    return [(ctx.findtext("name") or "", m) for ctx in tree.getroot().findall("context")
            for m in ctx.findall("message")]


def context_for(context: str, message: ET.Element) -> str:
    if context:
        return context
    location = message.find("location")
    filename = (location.get("filename") or "") if location is not None else ""
    normal = filename.replace("\\", "/")
    for suffix, wrapper in WRAPPER_CONTEXTS.items():
        if normal.endswith("cleverdesk/" + suffix):
            return wrapper
    raise SystemExit(f"translations: a message without a context in {filename or '?'}: "
                     f"{message.findtext('source')!r}; use self.tr or "
                     "QCoreApplication.translate('Context', ...), or name the file in "
                     "WRAPPER_CONTEXTS")


def is_numerus(message: ET.Element) -> bool:
    return message.get("numerus") == "yes"


def finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    if is_numerus(message):
        forms = translation.findall("numerusform")
        return bool(forms) and all((f.text or "").strip() for f in forms)
    return bool((translation.text or "").strip())


def lupdate(lang: str) -> ET.ElementTree:
    scratch = TS_DIR / f".scratch_{lang}.ts"
    scratch.unlink(missing_ok=True)
    subprocess.run(
        [tool("pyside6-lupdate"), "-silent", "-extensions", "py,qml", "-no-obsolete",
         "-locations", "absolute", "-source-language", "en", "-target-language", lang,
         str(SOURCES.relative_to(TS_DIR.parent)), "-ts", str(scratch.relative_to(ROOT))],
        check=True, cwd=ROOT)
    try:
        return read_ts(scratch)
    finally:
        scratch.unlink(missing_ok=True)


def update(lang: str) -> tuple[int, int, int]:
    """Merge a fresh extraction into the language's .ts; (messages, new, dropped)."""
    fresh = lupdate(lang)
    old: dict[Key, ET.Element] = {}
    if ts_path(lang).exists():
        for context, message in messages(read_ts(ts_path(lang))):
            old[key_of(context, message)] = message
    by_context: dict[str, list[ET.Element]] = {}
    seen: set[Key] = set()
    new = 0
    for context, message in messages(fresh):
        context = context_for(context, message)
        key = key_of(context, message)
        if key in seen:  # the same text twice from a wrapper file: keep the first
            continue
        seen.add(key)
        previous = old.get(key)
        translation = message.find("translation")
        assert translation is not None
        if (previous is not None and finished(previous)
                and is_numerus(previous) == is_numerus(message)):  # a plural keeps its forms
            message.remove(translation)
            message.append(previous.find("translation"))  # type: ignore[arg-type]
        else:
            new += previous is None
            if lang == "en" and not is_numerus(message):
                translation.attrib.pop("type", None)
                translation.text = message.findtext("source")
        by_context.setdefault(context, []).append(message)
    root = ET.Element("TS", {"version": "2.1", "language": lang, "sourcelanguage": "en"})
    for context in sorted(by_context):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        for message in by_context[context]:
            ctx.append(message)
    write_ts(ET.ElementTree(root), ts_path(lang))
    dropped = len(set(old) - seen)
    return len(seen), new, dropped


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def release(target: Path | None = None) -> None:
    """lrelease each .ts; the .qm replaces the old one atomically (a running desk maps the old
    file into memory: overwriting it in place would crash that desk with a bus error)."""
    out = target or QM_DIR
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        final = out / f"cleverdesk_{lang}.qm"
        fresh = out / f".cleverdesk_{lang}.qm.new"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_path(lang)),
                        "-qm", str(fresh)], check=True, cwd=ROOT)
        os.replace(fresh, final)


def pending() -> list[dict[str, object]]:
    """Every message unfinished in any language, numbered; written to PENDING for `fill`."""
    found: dict[Key, dict[str, object]] = {}
    for lang in LANGUAGES:
        for context, message in messages(read_ts(ts_path(lang))):
            if not finished(message):
                key = key_of(context, message)
                entry = found.setdefault(key, {"context": key[0], "source": key[1],
                                               "comment": key[2],
                                               "numerus": is_numerus(message), "langs": []})
                entry["langs"].append(lang)  # type: ignore[union-attr]
    listed = list(found.values())
    PENDING.parent.mkdir(exist_ok=True)
    PENDING.write_text(json.dumps(listed, ensure_ascii=False, indent=1), encoding="utf-8")
    return listed


def fill(path: Path) -> int:
    listed = json.loads(PENDING.read_text(encoding="utf-8"))
    tree = ast.parse(path.read_text(encoding="utf-8"))
    table: dict[int, object] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "T" for t in node.targets):
            table = ast.literal_eval(node.value)
    wanted: dict[tuple[str, Key], object] = {}
    for index, value in table.items():
        entry = listed[index]
        key = (entry["context"], entry["source"], entry["comment"])
        if isinstance(value, dict):
            per_lang = value
        else:
            per_lang = dict(zip(("de", "nl", "en"), value, strict=False))
        for lang, text in per_lang.items():
            wanted[(lang, key)] = text
    filled = 0
    for lang in LANGUAGES:
        ts = read_ts(ts_path(lang))
        for context, message in messages(ts):
            text = wanted.get((lang, key_of(context, message)))
            # English repeats its source unless the translator says otherwise (plural
            # forms, or where the glossary words a label differently from the source).
            if text is None or (finished(message) and lang != "en"):
                continue
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.pop("type", None)
            if is_numerus(message):
                if isinstance(text, str):
                    raise SystemExit(f"{key_of(context, message)}: a numerus message needs forms")
                for form in list(translation):
                    translation.remove(form)
                translation.text = None
                for form_text in text:
                    ET.SubElement(translation, "numerusform").text = form_text
            else:
                translation.text = str(text)
            filled += 1
        write_ts(ts, ts_path(lang))
    return filled


def main(argv: list[str]) -> int:
    os.chdir(ROOT)
    command = argv[0] if argv else "update"
    if command == "update":
        for lang in LANGUAGES:
            total, new, dropped = update(lang)
            print(f"{ts_path(lang).name}: {total} messages, {new} new, {dropped} dropped")
        release()
        left = pending()
        print(f"{len(left)} message(s) need a translation"
              + (" (python scripts/translations.py pending)" if left else ""))
    elif command == "release":
        release(Path(argv[1]) if len(argv) > 1 else None)
    elif command == "pending":
        for index, entry in enumerate(pending()):
            print(f"[{index}] {entry['context']} {'(numerus) ' if entry['numerus'] else ''}"
                  f"{'{' + str(entry['comment']) + '} ' if entry['comment'] else ''}"
                  f"{entry['langs']}: {entry['source']!r}")
    elif command == "fill":
        print(f"{fill(Path(argv[1]))} translation(s) filled")
        release()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
