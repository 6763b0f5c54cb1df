"""The sheet geometry: everything of the engine's sheet is placed, on the page, without overlap."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from cleverdesk.engine import get_rules
from cleverdesk.layout import LAYOUT_GAME_IDS, Kind, sheet_geometry
from cleverdesk.layout.geometry import Element

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=LAYOUT_GAME_IDS)
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_every_cell_of_every_area_has_one_place(game: str) -> None:
    rules = get_rules(game)
    geometry = sheet_geometry(game)
    placed = [(e.area, e.index) for e in geometry.of_kind(Kind.CELL)]
    assert len(placed) == len(set(placed))
    expected = {(name, cell) for name, area in rules.areas.items() for cell in range(area.size)}
    assert set(placed) == expected


def test_every_element_lies_on_the_page(game: str) -> None:
    geometry = sheet_geometry(game)
    for e in geometry.elements:
        assert e.w > 0 and e.h > 0, e
        assert 0 <= e.x and e.x + e.w <= geometry.width, e
        assert 0 <= e.y and e.y + e.h <= geometry.height, e


def test_cells_and_icons_do_not_overlap(game: str) -> None:
    geometry = sheet_geometry(game)
    solid = [e for e in geometry.elements
             if e.kind in (Kind.CELL, Kind.BONUS, Kind.SLOT, Kind.ROUND, Kind.SCORE, Kind.SCALE,
                           Kind.POINTS, Kind.DICE_FIELD, Kind.SYMBOL)]
    for a, b in itertools.combinations(solid, 2):
        apart = (a.x + a.w <= b.x + 1e-9 or b.x + b.w <= a.x + 1e-9
                 or a.y + a.h <= b.y + 1e-9 or b.y + b.h <= a.y + 1e-9)
        assert apart or _printed_in_its_cell(a, b), (a, b)


def _printed_in_its_cell(a: Element, b: Element) -> bool:
    """A bonus printed inside the very cell that pays it (Clever 4ever's grey, as on paper)."""
    cell, icon = (a, b) if a.kind == Kind.CELL else (b, a)
    return (cell.kind == Kind.CELL and icon.kind == Kind.BONUS and icon.area == cell.area
            and icon.index == cell.index and cell.x <= icon.x and cell.y <= icon.y
            and icon.x + icon.w <= cell.x + cell.w and icon.y + icon.h <= cell.y + cell.h)


def test_ganz_schoen_clever_shows_every_printed_thing() -> None:
    geometry = sheet_geometry("ganz-schoen-clever")
    bonuses = geometry.of_kind(Kind.BONUS)
    assert len(bonuses) == 35  # 31 in the areas + 4 on the round track (rules §3.6)
    assert sum(1 for b in bonuses if b.code == "fox") == 5
    assert [b.code for b in bonuses if b.area == "round"] == [
        "reroll", "extra_die", "reroll", "black_x_or_6"]
    assert len([s for s in geometry.of_kind(Kind.SLOT) if s.area == "reroll"]) == 7
    assert len([s for s in geometry.of_kind(Kind.SLOT) if s.area == "extra_die"]) == 7
    assert len(geometry.of_kind(Kind.DICE_FIELD)) == 3
    assert len(geometry.of_kind(Kind.ROUND)) == 6
    # Printed values: yellow numbers, green minimums and points, orange factors.
    assert geometry.cell("yellow", 0).text == "3"
    assert geometry.cell("yellow", 3).text == ""  # pre-printed cross
    assert geometry.cell("blue", 5).text == "7"
    assert geometry.cell("green", 10).text == "≥6"
    assert geometry.cell("orange", 10).text == "×3" and geometry.cell("orange", 10).numbers
    assert not geometry.cell("yellow", 0).numbers
    points = [p.text for p in geometry.of_kind(Kind.POINTS)]
    assert points[:4] == ["10", "14", "16", "20"]
    assert [s.text for s in geometry.of_kind(Kind.SCALE)][-1] == "56"
    scores = [s.code for s in geometry.of_kind(Kind.SCORE)]
    assert scores == ["yellow", "blue", "green", "orange", "purple", "fox_count", "fox_value",
                      "total"]


def test_layout_imports_no_qt() -> None:
    code = (
        "import sys\n"
        "import cleverdesk.layout as layout\n"
        "layout.sheet_geometry('ganz-schoen-clever')\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
