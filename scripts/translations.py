"""Extract, merge, fill and compile the desk's translations (`make translations`).

    python scripts/translations.py update      # lupdate over cleverdesk/, merge, lrelease
    python scripts/translations.py pending     # list what still needs a translation
    python scripts/translations.py fill FILE   # apply translations written for `pending`
    python scripts/translations.py revise FILE # regex term changes over finished translations
    python scripts/translations.py release     # only lrelease (.ts -> cleverdesk/i18n/*.qm)

`update` runs ``pyside6-lupdate -extensions py,qml -no-obsolete`` over ``cleverdesk/`` into a
scratch .ts per language, then merges the result into ``translations/cleverdesk_<lang>.ts``:
translations of messages that still exist are kept, new messages arrive unfinished, messages that
vanished from the sources are dropped (nothing obsolete is kept).

An edited source text is a vanished message plus a new one: so that editing a long rules
paragraph never throws its translations away, a new message takes the translation of the most
similar vanished message of its context (``SIMILAR`` or closer) as a draft: ``type="unfinished"``,
with the old source text in ``<oldsource>`` (Qt Linguist shows it as the previous source).
`pending` prints the draft; the suite fails until somebody revises and fills it.

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

A revision (many translations changed at once, translations/README.md) is such a file in
``translations/revisions/``, keyed by source text so that it can be applied again, with ``T``
for `fill` and/or ``R`` for `revise`. The folder holds only revisions not applied yet: once the
.ts files carry one and are committed, its file is deleted (git keeps it).
"""

from __future__ import annotations

import difflib
import json
import os
import re
import runpy
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
SIMILAR = 0.5  # how alike an edited source must be to its old text to inherit a draft

# Files whose context-less messages are looked up under a helper's context at run time.
WRAPPER_CONTEXTS = {
    "printing/sheet_painter.py": "Sheet",
    "printing/pages.py": "Printing",
    "printing/rating_table.py": "Printing",
    "ui/printing/desk.py": "PrintDesk",
    "ui/saves/words.py": "Saves",
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
    fresh_messages: list[tuple[str, ET.Element]] = []
    for context, message in messages(fresh):
        context = context_for(context, message)
        key = key_of(context, message)
        if key in seen:  # the same text twice from a wrapper file: keep the first
            continue
        seen.add(key)
        make_plural(message)
        fresh_messages.append((context, message))
    drafts = edited_sources(
        [key_of(c, m) for c, m in fresh_messages if key_of(c, m) not in old],
        {k: m for k, m in old.items() if k not in seen and (finished(m) or draft_of(m))})
    for context, message in fresh_messages:
        key = key_of(context, message)
        previous = old.get(key)
        translation = message.find("translation")
        assert translation is not None
        if (previous is not None and (finished(previous) or draft_of(previous))
                and is_numerus(previous) == is_numerus(message)):  # a plural keeps its forms
            message.remove(translation)
            kept = previous.find("translation")
            assert kept is not None
            message.append(kept)
            hint = previous.find("oldsource")
            if hint is not None and not finished(previous):
                message.insert(after_source(message), hint)
        elif lang == "en" and not is_numerus(message):
            new += previous is None
            translation.attrib.pop("type", None)
            translation.text = message.findtext("source")
        else:
            new += previous is None
            if key in drafts:
                carry_draft(message, drafts[key])
            elif previous is not None and (finished(previous) or draft_of(previous)):
                carry_draft(message, previous)  # became a plural: its old words as a hint
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


def make_plural(message: ET.Element) -> None:
    """A source that counts with %n is a plural message. lupdate marks it so for ``self.tr``
    and ``qsTr`` with a count, but not for ``QCoreApplication.translate(ctx, text, None, n)``
    (the Words and SetCubed modules): repair that here, so each language writes its forms."""
    if is_numerus(message) or "%n" not in (message.findtext("source") or ""):
        return
    message.set("numerus", "yes")
    translation = message.find("translation")
    assert translation is not None
    translation.text = None
    ET.SubElement(translation, "numerusform")


def draft_of(message: ET.Element) -> bool:
    """An unfinished message that already carries words (a draft kept from an edited source)."""
    translation = message.find("translation")
    if translation is None or translation.get("type") != "unfinished":
        return False
    if is_numerus(message):
        return any((f.text or "").strip() for f in translation.findall("numerusform"))
    return bool((translation.text or "").strip())


def edited_sources(added: list[Key], gone: dict[Key, ET.Element]) -> dict[Key, ET.Element]:
    """Pair each new message with the vanished message of its context it most likely was before
    an edit (difflib ratio >= SIMILAR, the closest pairs first, each old message used once)."""
    pairs: list[tuple[float, Key, Key]] = []
    for new_key in added:
        for old_key in gone:
            if old_key[0] != new_key[0] or old_key[2] != new_key[2]:
                continue
            ratio = difflib.SequenceMatcher(None, old_key[1], new_key[1]).ratio()
            if ratio >= SIMILAR:
                pairs.append((ratio, new_key, old_key))
    chosen: dict[Key, ET.Element] = {}
    used: set[Key] = set()
    for _ratio, new_key, old_key in sorted(pairs, key=lambda p: -p[0]):
        if new_key not in chosen and old_key not in used:
            chosen[new_key] = gone[old_key]
            used.add(old_key)
    return chosen


def after_source(message: ET.Element) -> int:
    """Where <oldsource> goes: right after <source>, as Qt's TS format orders them."""
    source = message.find("source")
    return list(message).index(source) + 1 if source is not None else 0


def carry_draft(message: ET.Element, previous: ET.Element) -> None:
    """Give ``message`` the words of ``previous`` as an unfinished draft, with the old source."""
    translation = message.find("translation")
    old_translation = previous.find("translation")
    assert translation is not None and old_translation is not None
    old_source = previous.find("oldsource")
    oldsource = ET.Element("oldsource")
    oldsource.text = (old_source.text if old_source is not None and not finished(previous)
                      else previous.findtext("source"))
    message.insert(after_source(message), oldsource)
    if is_numerus(message) != is_numerus(previous):  # a plural's forms or a plain text: one hint
        forms = [f.text or "" for f in old_translation.findall("numerusform")]
        text = forms[-1] if forms else (old_translation.text or "")
        if is_numerus(message):
            for form in list(translation):
                translation.remove(form)
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = text
    elif is_numerus(message):
        for form in list(translation):
            translation.remove(form)
        for form in old_translation.findall("numerusform"):
            ET.SubElement(translation, "numerusform").text = form.text
    else:
        translation.text = old_translation.text
    translation.set("type", "unfinished")


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
                if draft_of(message):
                    translation = message.find("translation")
                    assert translation is not None
                    forms = [f.text or "" for f in translation.findall("numerusform")]
                    entry.setdefault("drafts", {})[lang] = forms or translation.text  # type: ignore[index]
                    entry["was"] = message.findtext("oldsource") or ""
    listed = list(found.values())
    PENDING.parent.mkdir(exist_ok=True)
    PENDING.write_text(json.dumps(listed, ensure_ascii=False, indent=1), encoding="utf-8")
    return listed


def assigned(path: Path, name: str) -> object:
    """The value a words file (ours, in the repository) gives ``name`` (None when it does not);
    the file may name its patterns with constants."""
    return runpy.run_path(str(path)).get(name)


def fill(path: Path) -> int:
    """Apply ``T``: keys are `pending` indexes (unfinished messages only), source texts (any
    message of that source, finished or not: a revision that can be run again) or (source,
    disambiguation comment) pairs (the message of that source with that comment only)."""
    table = assigned(path, "T") or {}
    assert isinstance(table, dict)
    listed = (json.loads(PENDING.read_text(encoding="utf-8"))
              if any(isinstance(k, int) for k in table) else [])
    wanted: dict[tuple[str, Key], object] = {}
    by_source: dict[tuple[str, str | tuple[str, str]], object] = {}
    for index, value in table.items():
        if isinstance(value, dict):
            per_lang = value
        else:
            per_lang = dict(zip(("de", "nl", "en"), value, strict=False))
        if isinstance(index, (str, tuple)):
            for lang, text in per_lang.items():
                by_source[(lang, index)] = text
            continue
        entry = listed[index]
        key = (entry["context"], entry["source"], entry["comment"])
        for lang, text in per_lang.items():
            wanted[(lang, key)] = text
    filled = 0
    for lang in LANGUAGES:
        ts = read_ts(ts_path(lang))
        for context, message in messages(ts):
            source = message.findtext("source") or ""
            text = by_source.get((lang, (source, message.findtext("comment") or "")))
            if text is None:
                text = by_source.get((lang, source))
            if text is None:
                text = wanted.get((lang, key_of(context, message)))
                # English repeats its source unless the translator says otherwise (plural
                # forms, or where the glossary words a label differently from the source).
                if text is None or (finished(message) and lang != "en"):
                    continue
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.pop("type", None)
            hint = message.find("oldsource")
            if hint is not None:  # the draft is revised: its old source has served
                message.remove(hint)
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


def revise(path: Path) -> int:
    """Apply ``R = [(lang, regex, replacement[, context regex]), ...]`` to every finished
    translation of that language (plural forms included; only where "context\nsource" matches
    the fourth item, when given): term changes across many messages, safe to run again.
    ``KEEP = [regex, ...]`` names sources left alone (where the old word is right)."""
    rules = assigned(path, "R") or []
    keep = [re.compile(k) for k in (assigned(path, "KEEP") or [])]  # type: ignore[attr-defined]
    assert isinstance(rules, list)
    changed = 0
    for lang in LANGUAGES:
        mine = [(re.compile(rule[1]), rule[2], re.compile(rule[3] if len(rule) > 3 else ""))
                for rule in rules if rule[0] == lang]
        if not mine:
            continue
        ts = read_ts(ts_path(lang))
        for context, message in messages(ts):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or not finished(message) or any(k.search(source) for k in keep):
                continue
            holders = translation.findall("numerusform") if is_numerus(message) else [translation]
            for holder in holders:
                text = holder.text or ""
                for pattern, repl, where in mine:
                    if where.search(f"{context}\n{source}"):
                        text = pattern.sub(repl, text)
                if text != holder.text:
                    holder.text = text
                    changed += 1
        write_ts(ts, ts_path(lang))
    return changed


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
            if entry.get("drafts"):
                print(f"      was {entry['was']!r}; draft kept: {entry['drafts']}")
    elif command == "fill":
        print(f"{fill(Path(argv[1]))} translation(s) filled")
        release()
    elif command == "revise":
        print(f"{revise(Path(argv[1]))} translation(s) revised")
        release()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
