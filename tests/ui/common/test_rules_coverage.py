"""The Rules screen says every rule of the rules files (issue 32 §1), and keeps saying it.

docs/rules-coverage.md maps every section and ruling of each game's rules file
(docs/rules/<game>.md) to the Rules screen section that states it, or gives the reason a player
need not read it. These tests fail when a section the table names is missing from a game's Rules
screen in any language, when a row has neither, and when a rules file has a section or ruling
the table does not list (or the table one the file does not have).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtQuick import QQuickItem

from cleverdesk.ui.common import language
from tests.rules_docs import rules_of
from tests.ui.driver import Driver, walk_visible

ROOT = Path(__file__).resolve().parents[3]
TABLE = ROOT / "docs" / "rules-coverage.md"
# SET Cubed last: its own screen covers the Clever games' one until Back
GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever",
         "set-cubed")
KEY = re.compile(r"^[a-z]+$")


def coverage() -> dict[str, list[tuple[str, str, str]]]:
    """{game: [(rule id, title, screen column)]}: its table's rows of sections (the "§" dropped)
    and rulings."""
    table: dict[str, list[tuple[str, str, str]]] = {}
    game = ""
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = line[3:].strip()
            table[game] = []
        elif game and line.startswith("| ") and not line.startswith(("| Rule", "|---")):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            assert len(cells) == 3, line
            table[game].append((cells[0].lstrip("§"), cells[1], cells[2]))
    return table


def screen_keys(column: str) -> list[str]:
    return [] if column.startswith("—") else [key.strip() for key in column.split(",")]


def test_every_rule_has_a_screen_section_or_a_reason() -> None:
    table = coverage()
    assert set(table) == set(GAMES)
    for game, rows in table.items():
        assert len(rows) > 40, game  # the whole file, not a sample
        ids = [rule for rule, _, _ in rows]
        assert len(ids) == len(set(ids)), f"{game}: a rule listed twice"
        for rule, _, column in rows:
            if column.startswith("—"):
                assert len(column) > 10, f"{game} {rule}: a reason, not just a dash"
            else:
                keys = screen_keys(column)
                assert keys and all(KEY.match(k) for k in keys), f"{game} {rule}: {column!r}"


def test_the_table_lists_every_section_and_ruling_of_the_rules_files() -> None:
    table = coverage()
    for game in GAMES:
        rules = rules_of(game)
        wanted = [*rules.sections, *rules.rulings]
        assert len(wanted) > 40, game
        listed = [rule for rule, _, _ in table[game]]
        assert [w for w in wanted if w not in listed] == [], f"{game}: not in {TABLE.name}"
        assert [r for r in listed if r not in wanted] == [], f"{game}: not in its rules file"


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


def _sections(root: QQuickItem) -> dict[str, tuple[str, str]]:
    """{key: (heading, body)} of the rules sections shown under ``root``."""
    found = {}
    for item in walk_visible(root):
        name = item.objectName()
        if name.startswith("rulesSection_"):
            key = name.removeprefix("rulesSection_")
            texts = {child.objectName(): str(child.property("text"))
                     for child in item.childItems()}
            found[key] = (texts.get(f"rulesHeading_{key}", ""), texts.get(f"rulesBody_{key}", ""))
    return found


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_section_the_table_names_is_on_the_rules_screen(desk: Driver, lang: str) -> None:
    _choose_language(desk, lang)
    desk.click("homeRules")
    desk.settle()
    table = coverage()
    for game in GAMES:
        desk.click(f"rulesFor_{game}")
        desk.settle()
        root = (desk.item("setCubedRulesScreen") if game == "set-cubed"
                else desk.item("rulesText"))
        shown = _sections(root)
        for rule, title, column in table[game]:
            for key in screen_keys(column):
                assert key in shown, f"{game} {rule} ({title}): no section {key!r} ({lang})"
                heading, body = shown[key]
                assert heading.strip() and len(body) > 40, (game, key, lang)
