"""The glossary's key terms, per language: a translation of a message whose English names the
term says it with the rulebook's word, never another (Dutch "vak" for a sheet's cell, German
"Tablett" for the silver platter, a table for the program itself).

Each row: the term, what the English source says (regex), contexts left out (regex), and per
language a pattern the translation must contain and one it must not.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations as pipeline  # noqa: E402  (scripts/translations.py)

SET_CUBED = r"^SetCubed"
Rule = tuple[str | None, str | None]  # (must contain, must not contain)

TERMS: list[tuple[str, str, str | None, dict[str, Rule]]] = [
    ("silver platter", r"\bplatter\b", None, {
        "de": (r"Silbertablett", r"(?<!Silber)[Tt]ablett"),
        "nl": (r"[Zz]ilveren dienblad", r"(?<![Zz]ilveren )\bdienblad|schaaltje"),
    }),
    ("a cell of the sheet", r"\bcells?\b", SET_CUBED, {
        "de": (r"Feld|Felder", r"Kästchen|Zelle"),
        "nl": (r"\b[Vv]eld|velden", r"\b[Vv]ak(je|jes|ken)?\b"),
    }),
    ("dice fields", r"\bdice fields?\b", None, {
        "de": (r"Würfelfeld", None),
        "nl": (r"dobbelsteenveld", None),
    }),
    ("fox", r"\b[Ff]ox(es)?\b", None, {
        "de": (r"Fuchs|Füchse", None),
        "nl": (r"\b[Vv]os|vossen", None),
    }),
    ("return action", r"\breturn action", None, {
        "de": (r"Rückhol-Aktion", r"Zurückholen"),
        "nl": (r"terughaal", None),
    }),
    ("number joker", r"\b[Nn]umber joker\b", None, {
        "de": (r"Zahlen-Joker", r"Zahlenjoker"),
        "nl": (r"[Gg]etallenjoker", None),
    }),
    ("polish silver", r"\b[Pp]olish", None, {
        "de": (r"[Pp]olier", None),
        "nl": (r"poets", None),
    }),
    ("forfeit a roll", r"\b[Ff]orfeit", None, {
        "de": (r"verf[aä]ll", None),
        "nl": (r"verval", None),
    }),
    ("bonus chains", r"\bbonus chains?\b", None, {
        "de": (r"Kettenz[uü]g", r"Bonuskette"),
        "nl": (r"kettingreactie", r"bonusketen"),
    }),
    ("X bonus (Dutch rulebook)", r"\ban X in\b|^X in %1$", None, {
        "nl": (r"X-bonus", r"\bkruis in\b"),
    }),
    # the top rating label quotes the rulebook's own capitals ("Du bist Clever Hoch Drei!",
    # rules file §5): it is not the title, and the rating-band test checks it word for word
    ("the title Clever Cubed", r"Clever Cubed(?!!)", None, {
        "de": (r"Clever hoch Drei", r"Clever hoch drei"),
        "nl": (r"Clever tot de 3e macht", None),
    }),
    ("the program is no table", r"\b[Dd]esk\b", None, {
        "de": (None, r"\b[Tt]isch\b"),
        "nl": (None, r"\b[Tt]afel\b"),
    }),
]


def _texts(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = [f.text or "" for f in translation.findall("numerusform")]
    return forms or [translation.text or ""]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_translations_use_the_glossary_terms(lang: str) -> None:
    tree = ET.parse(ROOT / "translations" / f"cleverdesk_{lang}.ts")
    problems = []
    checked = 0
    for context, message in pipeline.messages(tree):
        source = message.findtext("source") or ""
        for term, names, skip, rules in TERMS:
            rule = rules.get(lang)
            if rule is None or not re.search(names, source) or \
                    (skip and re.search(skip, context)):
                continue
            checked += 1
            must, must_not = rule
            for text in _texts(message):
                if must and not re.search(must, text):
                    problems.append(f"{term}: {context}: {text[:150]!r} lacks {must!r}")
                if must_not and (found := re.search(must_not, text)):
                    problems.append(f"{term}: {context}: {text[:150]!r} says {found.group()!r}")
    assert checked > 100  # the table really matched messages
    assert not problems, f"{len(problems)} translation(s):\n" + "\n".join(problems[:40])
