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
        "nl": (r"terughaal", r"[Tt]erughaal-"),  # one spelling: "terughaalacties" (issue 32)
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
    # The titles, one spelling each (GLOSSARY §1): the German "Clever hoch drei" in the top
    # rating label too ("Du bist Clever hoch drei!", GLOSSARY §5.3 normalises the capitals).
    ("the title Clever Cubed", r"Clever Cubed", None, {
        "de": (r"Clever hoch drei", r"Clever [Hh]och Drei|Clever Hoch"),
        "nl": (r"Clever tot de 3e macht", r"derde macht"),
    }),
    ("the title That's Pretty Clever!", r"That's Pretty Clever", None, {
        "de": (r"Ganz schön clever", r"[Ss]chön Clever"),
        "nl": (r"\bClever\b", None),
    }),
    ("the title Twice as Clever!", r"Twice as Clever!", None, {
        "de": (r"Doppelt so clever", r"Doppelt so Clever"),
        "nl": (r"Dobbel zo Clever", None),
    }),
    ("the title Clever 4ever", r"Clever 4ever(?!!)", None, {
        "de": (r"Clever 4ever", r"Clever 4-ever|Clever Forever"),
        "nl": (r"Clever 4-ever", r"Clever 4ever"),
    }),
    ("the rating Du bist ganz schön clever", r"pretty clever", None, {
        "de": (None, r"ganz schön Clever"),
    }),
    # Issue 32 §2: the rulebooks' words, one spelling each.
    ("a row (German: Reihe)", r"\brows?\b", None, {
        "de": (None, r"\bZeilen?\b"),
    }),
    ("the Reroll action (no hyphen)", r"[Rr]e-?roll", SET_CUBED + r"|^SetCubed", {
        "en": (None, r"[Rr]e-roll"),
        "de": (r"[Nn]achwürfel", None),
        "nl": (r"[Nn]ogmaals", None),  # the key hints abbreviate: "R nogmaals"
    }),
    ("the action tracks' titles, one pattern", r"^(Reroll|Extra die \(\+1\)|Return)$", None, {
        "de": (r"^(Nachwürfel|Zusatzwürfel|Rückhol)-Aktion( \(\+1\))?$", None),
    }),
    ("a bonus is redeemed, not entered", r"^Bonus: enter %1|[Bb]onuses to enter|entered a bonus|"
     r"^place a bonus$", None, {
        "de": (r"[Ll]öse|löste|einlösen|Einzulösende",
               r"[Tt]rage %1 ein|eintragen|trug|Einzutragende"),
    }),
    ("the black ? (an apposition in its case)", r"^a black \? \(the \? of any colour\)$", None, {
        "de": (r"^einen schwarzen \?-Bonus \(den \?-Bonus einer beliebigen Farbe\)$", None),
        "nl": (r"^een zwarte \?-bonus", None),
    }),
    ("a coloured ? bonus, declined",
     r"^a (silver|blue|yellow|green|pink|brown|grey|turquoise) \?", None, {
        "de": (r"^einen (silbernen|blauen|gelben|grünen|rosa|braunen|grauen|türkisen) \?-Bonus",
               None),
        "nl": (r"^een (zilveren|blauwe|gele|groene|roze|bruine|grijze|blauwgroene) \?-bonus", None),
    }),
    ("guided game: dice are rolled", r"\broll", r"^(?!Guide$)", {
        "de": (r"[Ww]ürf", r"geworfen|\bwirft\b"),
        "nl": (r"geworpen|werp|worp", r"gegooid|\bgooi"),
    }),
    ("guided game: fields", r"\bfields?\b", r"^(?!Guide$)", {
        "nl": (r"\b[Vv]eld|velden", r"vakje"),
    }),
    ("guided game: action tracks", r"\btracks?\b", r"^(?!Guide$)", {
        "nl": (r"actiespo", r"\brijen\b"),
    }),
    ("rounds (Dutch: ronden)", r"\brounds\b", None, {
        "nl": (None, r"\brondes\b"),
    }),
    ("the home screen's saved games", r"^Saved games$", None, {
        "de": (r"^Gespeicherte Spiele$", None),
        "nl": (r"^Opgeslagen spellen$", None),
    }),
    # one term for the saved games everywhere: the home button, their screen, the dialogs
    ("saved games (one term)", r"\b[Ss]aved games?\b", None, {
        "de": (r"[Gg]espeichert", r"Spielst[aä]nd"),
        "nl": (r"[Oo]pgeslagen\b", None),
    }),
    ("SET Cubed: colour, shape and number", r"colour, shape and", None, {
        "en": (r"colour, shape and number", r"shape and count"),
    }),
    ("SET Cubed: computer opponents", r"computer (players?|opponents?)",
     r"^(?!SetCubed|NewGameScreen$)", {
        "en": (r"computer opponent", r"computer player"),
        "de": (r"Computergegner", None),
        "nl": (r"computertegenstander", None),
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


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
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
    assert checked > (100 if lang != "en" else 5)  # the table really matched messages
    assert not problems, f"{len(problems)} translation(s):\n" + "\n".join(problems[:40])
