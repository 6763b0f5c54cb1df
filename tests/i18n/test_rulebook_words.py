"""The words issue 46 (item 5) found astray, held to the rulebooks and GLOSSARY.md in every
translation file: words that must not come back, and the rules' wording that must stay."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS = Path(__file__).resolve().parents[2] / "translations"


def messages(lang: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every message, each plural form its own entry."""
    out = []
    for context in ET.parse(TS / f"cleverdesk_{lang}.ts").getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = ([f.text or "" for f in translation.findall("numerusform")]
                     if translation is not None and message.get("numerus") == "yes"
                     else [translation.text or "" if translation is not None else ""])
            out += [(name, source, form) for form in forms]
    return out


# (language, forbidden pattern, why): each must not occur in any translation
FORBIDDEN = [
    ("nl", r"gestippeld", "a dashed line is gestreept"),
    ("nl", r"\b[Gg]ooi|gegooid|[Gg]ooide", "the rulebook rolls: werpen"),
    ("nl", r"halve punt", "een half punt"),
    ("nl", r"\bblok\b", "the sheet is a scorevel"),
    ("nl", r"geleerde computerspeler", "the seat list calls it Sterk"),
    ("nl", r"aangrenzende velden van één kleur|rood omrand", "aaneengesloten … rood omkaderde"),
    ("de", r"\bBlock(s|es)?\b", "the sheet is a Spielblatt"),
    ("de", r"gelernten? Computerspieler", "the seat list calls it Stark"),
    ("de", r"zu eins\b", "allein oder zu zweit"),
    ("en", r"learned computer player", "the seat list calls it Strong"),
    ("en", r"shade that touch|touching your crosses", "side by side, never diagonally"),
    ("en", r"columns with two crosses", "two or more crosses"),
]


@pytest.mark.parametrize(("lang", "pattern", "why"), FORBIDDEN)
def test_no_word_the_rulebooks_do_not_use(lang: str, pattern: str, why: str) -> None:
    found = [text[:120] for _, _, text in messages(lang) if re.search(pattern, text)]
    assert found == [], f"{lang}: {pattern!r} ({why}) in {found}"


# (source pattern, per language a pattern its translation must hold)
REQUIRED = [
    (r"<b>sub-area</b>", {"en": r"side by side, never diagonally", "de": r"nie diagonal",
                          "nl": r"aaneengesloten velden in dezelfde kleur.*rood omkaderde"}),
    (r"The blue die gives the <b>row</b>", {"en": r"two or more crosses",
                                            "de": r"zwei oder mehr Kreuze",
                                            "nl": r"twee of meer kruizen.*gestreepte"}),
    (r"The <b>number joker</b> enters", {"en": r"Each circled slot has its own number.*any "
                                                r"circled slot may be used",
                                         "de": r"seine eigene Zahl.*jeden freigeschalteten Joker",
                                         "nl": r"zijn eigen getal.*elke vrijgespeelde joker"}),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_rules_say_what_the_rulebooks_say(lang: str) -> None:
    for source, wanted in REQUIRED:
        texts = [text for _, src, text in messages(lang) if re.search(source, src)]
        assert texts, source
        for text in texts:
            assert re.search(wanted[lang], text, re.DOTALL), f"{lang}: {source}: {text[:200]}"


def test_german_save_errors_speak_of_the_file_as_sie() -> None:
    """„%1“ konnte nicht geöffnet werden: <reason>. — the file is "die Datei": "sie", "ihr"."""
    reasons = [text for context, source, text in messages("de")
               if context == "Saves" and re.match(r"(it|its|the file) ", source)]
    assert len(reasons) >= 12
    odd = [text for text in reasons if re.match(r"(es|sein|seine)\b", text)]
    assert odd == [], odd
