"""`make translations` never loses a translation when a source text is edited: the old words stay
as an unfinished draft carrying the old source, which `pending` shows and `fill` completes (and
test_ts_files fails while any draft is unfinished)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations as pipeline  # noqa: E402  (scripts/translations.py)

OLD_RULE = ("Blue: on the left each number is smaller, on the right each number is larger than "
            "the one before.")
NEW_RULE = ("Blue: on the left each number is exactly 1 smaller, on the right exactly 1 larger "
            "than the one before.")
OLD_DE = "Blau: links jeweils kleiner, rechts jeweils größer als die Zahl davor."


def _ts(lang: str, messages: list[tuple[str, str | None, str | None]]) -> ET.ElementTree:
    """A .ts with one context "Rules": (source, translation or None = unfinished, type)."""
    root = ET.Element("TS", {"version": "2.1", "language": lang})
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = "Rules"
    for source, text, kind in messages:
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "location", {"filename": "../cleverdesk/qml/Rules.qml",
                                             "line": "1"})
        ET.SubElement(message, "source").text = source
        translation = ET.SubElement(message, "translation")
        translation.text = text
        if kind:
            translation.set("type", kind)
    return ET.ElementTree(root)


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(pipeline, "TS_DIR", tmp_path)
    monkeypatch.setattr(pipeline, "PENDING", tmp_path / "pending.json")
    return tmp_path


def _message(lang: str, source: str) -> ET.Element:
    for _context, message in pipeline.messages(pipeline.read_ts(pipeline.ts_path(lang))):
        if message.findtext("source") == source:
            return message
    raise AssertionError(f"{source!r} is not in the {lang} file")


def test_an_edited_source_keeps_its_translation_as_a_draft(
        scratch: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pipeline.write_ts(_ts("de", [(OLD_RULE, OLD_DE, None), ("Close", "Schließen", None)]),
                      pipeline.ts_path("de"))
    fresh = _ts("de", [(NEW_RULE, None, "unfinished"), ("Close", None, "unfinished"),
                       ("Print", None, "unfinished")])
    monkeypatch.setattr(pipeline, "lupdate", lambda lang: fresh)

    total, new, dropped = pipeline.update("de")

    assert (total, new, dropped) == (3, 2, 1)
    edited = _message("de", NEW_RULE)
    translation = edited.find("translation")
    assert translation is not None
    assert translation.get("type") == "unfinished"  # the suite fails until it is revised
    assert translation.text == OLD_DE  # ... but the words are not lost
    assert edited.findtext("oldsource") == OLD_RULE
    assert _message("de", "Close").findtext("translation") == "Schließen"
    unrelated = _message("de", "Print")  # nothing alike vanished: no draft is invented
    assert not (unrelated.findtext("translation") or "") and unrelated.find("oldsource") is None

    # A second run before anybody translated keeps the draft and its old source.
    fresh = _ts("de", [(NEW_RULE, None, "unfinished"), ("Close", None, "unfinished"),
                       ("Print", None, "unfinished")])
    monkeypatch.setattr(pipeline, "lupdate", lambda lang: fresh)
    pipeline.update("de")
    assert _message("de", NEW_RULE).findtext("translation") == OLD_DE
    assert _message("de", NEW_RULE).findtext("oldsource") == OLD_RULE

    # `pending` shows the draft; `fill` completes it and the old source goes.
    for lang in ("nl", "en"):
        pipeline.write_ts(_ts(lang, []), pipeline.ts_path(lang))
    listed = pipeline.pending()
    index = next(i for i, e in enumerate(listed) if e["source"] == NEW_RULE)
    assert listed[index]["was"] == OLD_RULE
    assert listed[index]["drafts"] == {"de": OLD_DE}
    revised = "Blau: links jeweils genau um 1 kleiner, rechts genau um 1 größer."
    words = scratch / "words.py"
    words.write_text(f"T = {{{index}: {{'de': {revised!r}}}}}\n", encoding="utf-8")
    assert pipeline.fill(words) == 1
    done = _message("de", NEW_RULE)
    assert pipeline.finished(done) and done.findtext("translation") == revised
    assert done.find("oldsource") is None


def test_a_plural_made_from_a_plain_message_inherits_a_draft(
        scratch: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pipeline.write_ts(_ts("nl", [("%1 return actions left", "nog %1 terughaalacties", None)]),
                      pipeline.ts_path("nl"))
    fresh = _ts("nl", [("%n return action(s) left", None, "unfinished")])
    message = fresh.getroot().find("context/message")
    assert message is not None
    message.set("numerus", "yes")
    monkeypatch.setattr(pipeline, "lupdate", lambda lang: fresh)
    pipeline.update("nl")
    plural = _message("nl", "%n return action(s) left")
    forms = [f.text for f in plural.findall("translation/numerusform")]
    assert forms == ["nog %1 terughaalacties"] * 2  # a hint to rewrite, not a finished plural
    assert not pipeline.finished(plural)
