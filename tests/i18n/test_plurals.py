"""Every plural message, rendered for 0, 1 and 2 in each language through the installed
translators: no "1 points" or "noch 1 Rückhol-Aktionen", no "(s)" left over, and 0 takes the
plural form as German, Dutch and English do."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from cleverdesk.ui.common import language

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations as pipeline  # noqa: E402  (scripts/translations.py)

LANGUAGES = ("en", "de", "nl")
# Where a language's singular and plural are the same word, said once here (and why).
SAME_FORMS = {
    ("de", "%n die(s)"): "Würfel / Würfel",
    ("de", "Re-roll %n die(s)"): "Würfel / Würfel",
    ("de", "%n die(s) to the silver platter"): "Würfel / Würfel",
}
LEFT_OVER = ("%n", "(s)", "(es)")


def plural_messages(lang: str) -> list[tuple[str, str, str]]:
    tree = ET.parse(ROOT / "translations" / f"cleverdesk_{lang}.ts")
    return [pipeline.key_of(context, message) for context, message in pipeline.messages(tree)
            if pipeline.is_numerus(message)]


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def test_the_counts_are_plural_messages() -> None:
    sources = {source for _context, source, _comment in plural_messages("de")}
    for counted in ("%n return action(s) left", "%n die(s) to the silver platter",
                    "%n cross(es): %1", "%n point(s)", "%n more cross(es) possible",
                    "Polish %1 (%n action(s))", "%n new SET(s)", "%n die(s)", "%n move(s)",
                    "At this move: %n point(s)", "Daily game: %n point(s)"):
        assert counted in sources, counted
    assert len(sources) >= 15


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_plural_message_has_the_right_form_for_0_1_and_2(lang: str) -> None:
    assert language.install(lang)
    problems = []
    for context, source, comment in plural_messages(lang):
        texts = {n: QCoreApplication.translate(context, source, comment or None, n)
                 for n in (0, 1, 2)}
        for n, text in texts.items():
            if any(mark in text for mark in LEFT_OVER):
                problems.append(f"{source!r} for {n}: {text!r}")
        zero, one, two = (re.sub(rf"(?<![%\d]){n}(?!\d)", "#", texts[n]) for n in (0, 1, 2))
        if zero != two:
            problems.append(f"{source!r}: 0 must take the plural form: {texts[0]!r}")
        if (one == two) != ((lang, source) in SAME_FORMS):
            problems.append(f"{source!r}: 1 and 2 read {texts[1]!r} / {texts[2]!r}")
    assert not problems, "\n".join(problems)


def test_a_return_count_reads_right_in_every_language() -> None:
    expected = {"en": ("1 return action left", "2 return actions left"),
                "de": ("noch 1 Rückhol-Aktion", "noch 2 Rückhol-Aktionen"),
                "nl": ("nog 1 terughaalactie", "nog 2 terughaalacties")}
    for lang, (one, two) in expected.items():
        language.install(lang)
        assert QCoreApplication.translate("Words", "%n return action(s) left", None, 1) == one
        assert QCoreApplication.translate("Words", "%n return action(s) left", None, 2) == two
