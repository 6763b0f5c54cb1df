"""Clever hoch drei's brown "?" (issue 32 §1): it may only cross a cell right of the last brown
cross, so prompt, tooltip and log say so, in every language, as the grey and the turquoise "?"
say their own rule. The general "cross any %1 cell" fits a blue "?" of Clever 4ever, not brown."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.engine import Event, GameSetup, PlayerSetup, get_rules
from cleverdesk.ui.common import language, words

WORDING = {
    "en": "a brown ? (cross any cell right of your last brown cross)",
    "de": "einen braunen ?-Bonus (ein beliebiges Feld rechts von deinem letzten braunen Kreuz "
          "ankreuzen)",
    "nl": "een bruine ?-bonus (een willekeurig veld rechts van je laatste bruine kruis "
          "aankruisen)",
}
# what it said before, in each language: "any brown cell"
ANY_CELL = {"en": "cross any brown cell", "de": "ein beliebiges Feld in Braun ankreuzen",
            "nl": "een willekeurig veld in bruin aankruisen"}


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_brown_question_mark_says_right_of_the_last_cross(lang: str) -> None:
    language.install(lang)
    rules = get_rules("clever-hoch-drei")
    name = words.bonus_name(rules, "q_brown")
    assert name == WORDING[lang]
    assert ANY_CELL[lang] not in name
    assert WORDING[lang] in words.pending_prompt(rules, ["q_brown"])
    assert WORDING[lang] in words.bonus_short(rules, "q_brown")
    state = rules.new_game(GameSetup(game="clever-hoch-drei",
                                     players=[PlayerSetup(name="Anna")], seed=1))
    skipped = Event(kind="bonus_skipped", seat=0, bonus="q_brown")
    lines = words.log_lines(rules, [skipped], ["Anna"], state, 0)
    assert WORDING[lang] in lines[0][0]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_blue_question_mark_of_clever_4ever_still_crosses_any_cell(lang: str) -> None:
    language.install(lang)
    name = words.bonus_name(get_rules("clever-4ever"), "q_blue")
    assert {"en": "cross any blue cell", "de": "ein beliebiges Feld in Blau ankreuzen",
            "nl": "een willekeurig veld in blauw aankruisen"}[lang] in name


@pytest.mark.parametrize(("lang", "words_kept"), [("de", ["Kreuz", "Spalte"]),
                                                  ("en", ["turquoise column 4"])])
def test_a_bonus_line_keeps_its_capitals(lang: str, words_kept: list[str]) -> None:
    """A panel line starts with a capital, and only there: str.capitalize() lowered every other
    letter ("Ein weiteres kreuz", "An x in any yellow cell"), wrong in German nouns."""
    language.install(lang)
    line = words.optional_bonus_text(get_rules("clever-hoch-drei"), "more_turquoise_4")
    assert line[0].isupper()
    for word in words_kept:
        assert word in line
    assert words.first_upper("an X in any yellow cell") == "An X in any yellow cell"
