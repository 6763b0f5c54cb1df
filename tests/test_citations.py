"""Every citation of the rules in the code points at a rule the docs have (issue 48, item 1).

The code cites the rules files in docs/rules by section and ruling; a citation of a section or
ruling those files do not have, or of a file that does not exist, fails here. The convention is
docs/rules/README.md's; the scanner is tests/rules_docs.py. This file is left out of the scan:
the cases below cite made-up rules on purpose.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules_docs import (
    ARCHITECTURE,
    CLEVER_GAMES,
    GAMES,
    RULES_DIR,
    architecture_properties,
    citation_problems,
    game_of_file,
    read_rules,
    rules_of,
    source_files,
)

GSC_FILE = "cleverdesk/engine/games/ganz_schoen_clever.py"
NO_GAME_FILE = "cleverdesk/engine/clever.py"


def test_every_citation_in_the_code_is_in_the_docs() -> None:
    files = list(source_files())
    assert len(files) > 300  # the whole tree, QML and JSON included
    problems = [problem for path, relative in files
                for problem in citation_problems(path.read_text(encoding="utf-8"), relative)]
    assert problems == []


def test_every_game_has_a_whole_rules_file() -> None:
    assert sorted(p.stem for p in RULES_DIR.glob("*.md") if p.stem != "README") == sorted(GAMES)
    for game in GAMES:
        rules = rules_of(game)
        assert len(rules.sections) > 25 and len(rules.rulings) > 15, game
        assert len(set(rules.sections)) == len(rules.sections), f"{game}: a section twice"
        assert len(set(rules.rulings)) == len(rules.rulings), f"{game}: a ruling twice"
    # the Clever games share their numbering (only the actions of §4 differ), so a section
    # cited without a game is one of all four
    shared = set.intersection(*(set(rules_of(game).sections) for game in CLEVER_GAMES))
    assert len(shared) == len(rules_of("ganz-schoen-clever").sections) == 32
    assert {"1", "2.10", "3.6", "4", "4.2", "6.1", "7", "8"} <= shared


def test_the_architecture_numbers_its_properties() -> None:
    assert ARCHITECTURE.is_file()
    assert architecture_properties() == {str(n) for n in range(1, 9)}


def test_read_rules_takes_numbered_headings_and_the_rulings_table(tmp_path: Path) -> None:
    rules = tmp_path / "game.md"
    rules.write_text("\n".join([
        "# A game", "## 1. Overview", "### 1.1 Dice", "| G01 | not a ruling |",
        "```", "## 9. inside a fence", "```", "## 7. Rulings", "| # | Question |",
        "|---|---|", "| R1 | one |", "| R3b | two |", "## 8. Worked examples", "| E1 | x |",
    ]), encoding="utf-8")
    found = read_rules(rules)
    assert found.sections == ("1", "1.1", "7", "8")
    assert found.rulings == ("R1", "R3b")


@pytest.mark.parametrize("line, relative", [
    ("# §3.1 yellow", GSC_FILE),  # the file's game
    ("# R17: the round-4 bonus", GSC_FILE),
    ("# docs/rules/clever-hoch-drei.md §4.2 and R16", NO_GAME_FILE),  # named on the line
    ("# Clever hoch drei R8: field 1 always halves", "cleverdesk/ui/common/words.py"),
    ("# Doppelt so clever, D16 and D6", NO_GAME_FILE),
    ("# D12: the chain marks", NO_GAME_FILE),  # D is Doppelt so clever's alone
    ("# every game's §2.10", NO_GAME_FILE),  # in all four Clever games
    ("# SET Cubed R12, Section 19 and §17.4", NO_GAME_FILE),
    ("# issue 32 §9, GLOSSARY §5.3", NO_GAME_FILE),  # not the rules
    ("# key F1, die C3, cell r2c4", NO_GAME_FILE),  # no ruling letter of any game
    ("# see docs/architecture.md, property 3", NO_GAME_FILE),
    ("// all hands are open (R12)", "cleverdesk/qml/Cleverdesk/SetCubedTable.qml"),
    ('"""Clever 4ever: polish silver (§4.3, R19)."""', "tests/engine/test_x.py"),
])
def test_a_citation_the_docs_have_passes(line: str, relative: str) -> None:
    assert citation_problems(line, relative) == []


@pytest.mark.parametrize("line, relative, says", [
    ("# §3.9", GSC_FILE, "no section"),  # made up
    ("# R25", GSC_FILE, "no ruling R25"),  # Ganz schön clever has 24
    ("# R31", "tests/engine/test_c4e_turn.py", "no ruling R31"),  # Clever 4ever has 30
    ("# D33", NO_GAME_FILE, "no ruling D33"),
    ("# docs/rules/clever-4ever.md §3.7", NO_GAME_FILE, "no section"),
    ("# Clever hoch drei R33", NO_GAME_FILE, "no ruling R33"),
    ("# R8", "cleverdesk/ui/common/words.py", "names no game"),  # R8 of which game?
    ("# §17.4", NO_GAME_FILE, "not a section"),  # only SET Cubed has a 17
    ("# SET Cubed §21", NO_GAME_FILE, "no section"),
    ("# Section 21", "cleverdesk/setcubed/rules.py", "no section"),
    ("# docs/rules/clever-5ever.md §1", NO_GAME_FILE, "does not exist"),
    ("# docs/tutorial.md", NO_GAME_FILE, "does not exist"),
    ("# docs/architecture.md, property 9", NO_GAME_FILE, "no property 9"),
    ("# (shared/rules/ganz-schoen-clever.md)", NO_GAME_FILE, "not in the repository"),
    ("# (DESIGN.md, property 1)", NO_GAME_FILE, "not in the repository"),
])
def test_a_citation_the_docs_lack_fails(line: str, relative: str, says: str) -> None:
    problems = citation_problems(line, relative)
    assert problems and all(relative in p for p in problems), problems
    assert any(says in p for p in problems), problems


def test_a_made_up_citation_in_a_file_fails(tmp_path: Path) -> None:
    """The whole road: a file on disk, read as the scan reads the tree."""
    module = tmp_path / "clever_4ever_extra.py"
    module.write_text('"""Polishing (§4.3, R19) and the grey "?" (R15)."""\n'
                      "# the round-5 bonus (§2.13, R31)\n", encoding="utf-8")
    relative = "cleverdesk/engine/games/clever_4ever_extra.py"
    assert game_of_file(relative) == "clever-4ever"
    problems = citation_problems(module.read_text(encoding="utf-8"), relative)
    assert problems == [f"{relative}:2: docs/rules/clever-4ever.md has no section §2.13",
                        f"{relative}:2: docs/rules/clever-4ever.md has no ruling R31"]


@pytest.mark.parametrize("relative, game", [
    ("cleverdesk/engine/games/_clever_hoch_drei_areas.py", "clever-hoch-drei"),
    ("cleverdesk/layout/doppelt_so_clever.py", "doppelt-so-clever"),
    ("cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml", "ganz-schoen-clever"),
    ("cleverdesk/qml/Cleverdesk/RulesClever4ever.qml", "clever-4ever"),
    ("cleverdesk/ui/setcubed/desk.py", "set-cubed"),
    ("tests/engine/test_dsc_chain.py", "doppelt-so-clever"),
    ("tests/engine/test_learned_c3_c4e.py", None),  # two games: none
    ("cleverdesk/engine/clever.py", None),
])
def test_the_game_of_a_file_is_the_one_its_path_names(relative: str, game: str | None) -> None:
    assert game_of_file(relative) == game


def test_a_file_naming_no_game_belongs_to_the_game_its_first_line_names() -> None:
    text = '"""Every bonus printed on the Ganz schön clever sheet."""\n# R17\n'
    assert game_of_file("tests/engine/test_bonuses.py", text) == "ganz-schoen-clever"
    assert citation_problems(text, "tests/engine/test_bonuses.py") == []
    assert citation_problems(text.replace("R17", "R25"), "tests/engine/test_bonuses.py")
