"""The in-app rules say what the rules files say, in every language: read through the real
Rules screen, one game after the other, after choosing the language in Settings.

Set CLEVERDESK_SHOTS=folder to keep a screenshot of every game's rules in every language.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from cleverdesk.ui import language

from .driver import Driver

GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")

# Rules the text once left out or weakened (issue 21, points 1 and 3), as each language says them.
FALLBACK = {"en": "from the active player's <b>dice fields</b> instead",
            "de": "<b>Würfelfeldern</b> der aktiven Person",
            "nl": "<b>dobbelsteenvelden</b> van de actieve speler"}
REQUIRED = {
    ("clever-hoch-drei", "en"): ["exactly 1 less on the left, exactly 1 more on the right"],
    ("clever-hoch-drei", "de"): ["links jeweils genau um 1 kleiner, rechts jeweils genau um 1"],
    ("clever-hoch-drei", "nl"): ["links telkens precies 1 lager, rechts telkens precies 1 hoger"],
    ("clever-4ever", "en"): ["anti-diagonal score 6", "above its last filled field",
                             "<b>Reroll</b> (active player only)", "<b>+1</b>: at the end"],
    ("clever-4ever", "de"): ["Gegendiagonale bringen 6 Punkte", "über dem letzten gefüllten Feld",
                             "<b>Nachwürfel-Aktion</b>", "<b>Zusatzwürfel-Aktion (+1)</b>"],
    ("clever-4ever", "nl"): ["naar linksonder leveren 6 punten op", "het laatst ingevulde veld",
                             "<b>Nogmaals dobbelen</b>", "<b>Extra dobbelsteen (+1)</b>"],
}


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(language, "system_language", lambda locale=None: "en")
    yield
    language.install("en")


def _choose_language(desk: Driver, lang: str) -> None:
    desk.click("homeSettings")
    desk.click(f"language_{lang}")
    desk.settle()
    desk.click("backButton")
    desk.settle()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_rules_screen_tells_every_rule(desk: Driver, lang: str) -> None:
    _choose_language(desk, lang)
    desk.click("homeRules")
    desk.settle()
    shots = os.environ.get("CLEVERDESK_SHOTS")
    for game in GAMES:
        desk.click(f"rulesFor_{game}")
        desk.settle()
        text = desk.text("rulesText")
        assert FALLBACK[lang] in text, (game, lang)
        for phrase in REQUIRED.get((game, lang), []):
            assert phrase in text, (game, lang, phrase)
        if lang != "en":
            assert "desk" not in text.replace("cleverdesk", ""), (game, lang)  # untranslated
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            desk.window.grabWindow().save(str(Path(shots) / f"rules-{game}-{lang}.png"))
