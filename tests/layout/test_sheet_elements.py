"""Printed elements the rules files ask for (§1.2 of each game), present in the sheet geometry."""

from __future__ import annotations

import pytest

from cleverdesk.layout import Kind, sheet_geometry
from cleverdesk.layout.geometry import Element
from cleverdesk.printing.sheet_painter import bonus_glyph


def centre(e: Element) -> tuple[float, float]:
    return e.x + e.w / 2, e.y + e.h / 2


def inside(point: tuple[float, float], e: Element) -> bool:
    return e.x <= point[0] <= e.x + e.w and e.y <= point[1] <= e.y + e.h


def test_clever_4ever_draws_the_blue_anti_diagonal_through_its_cells() -> None:
    geometry = sheet_geometry("clever-4ever")
    (line,) = [e for e in geometry.of_kind(Kind.LINE) if e.code == "anti_diagonal"]
    assert line.area == "blue" and line.shape == "rising"
    for row in range(6):  # r1c6, r2c5 … r6c1: every centre lies on the line
        x, y = centre(geometry.cell("blue", row * 6 + 5 - row))
        # rising: from (x0, y0 + h) to (x0 + w, y0)
        expected_y = line.y + line.h - (x - line.x) * line.h / line.w
        assert abs(expected_y - y) < 0.3, (row, x, y, expected_y)
    six = next(e for e in geometry.of_kind(Kind.POINTS) if e.area == "blue" and e.text == "6")
    assert abs(line.x - (six.x + six.w)) < 2.0  # it ends at the printed 6, bottom left


def test_clever_4ever_has_sum_boxes_at_the_end_of_the_middle_and_bottom_rows() -> None:
    geometry = sheet_geometry("clever-4ever")
    boxes = {e.code: e for e in geometry.of_kind(Kind.SCORE) if e.code.startswith("yellow_row")}
    assert set(boxes) == {"yellow_row_2", "yellow_row_3"}
    for row, code in ((1, "yellow_row_2"), (2, "yellow_row_3")):
        last = geometry.cell("yellow", row * 5 + 4)
        assert boxes[code].x >= last.x + last.w and abs(boxes[code].y - last.y) < 1.0
        area = next(e for e in geometry.of_kind(Kind.AREA) if e.area == "yellow")
        assert boxes[code].x + boxes[code].w <= area.x + area.w


def test_clever_4ever_grey_bonus_icons_sit_in_their_cells() -> None:
    geometry = sheet_geometry("clever-4ever")
    icons = [e for e in geometry.of_kind(Kind.BONUS) if e.area == "grey" and e.index >= 0]
    assert len(icons) == 13
    for icon in icons:
        assert inside(centre(icon), geometry.cell("grey", icon.index))


def test_clever_4ever_pink_circles_two_four_and_six() -> None:
    geometry = sheet_geometry("clever-4ever")
    pink = [e for e in geometry.of_kind(Kind.CELL) if e.area == "pink"]
    assert {e.code for e in pink} == {"circled:2,4,6"}


@pytest.mark.parametrize("game", ["clever-4ever", "doppelt-so-clever", "clever-hoch-drei",
                                  "ganz-schoen-clever"])
def test_the_score_panel_overlaps_no_area(game: str) -> None:
    geometry = sheet_geometry(game)
    panel = next(e for e in geometry.of_kind(Kind.PANEL) if e.code == "score")
    for area in geometry.of_kind(Kind.AREA):
        assert area.y + area.h <= panel.y or area.y >= panel.y + panel.h, area.area


def test_doppelt_so_clever_has_a_star_above_each_green_pair() -> None:
    geometry = sheet_geometry("doppelt-so-clever")
    stars = {e.code: e for e in geometry.of_kind(Kind.SCORE) if e.code.startswith("green_pair")}
    assert set(stars) == {f"green_pair_{n}" for n in range(1, 7)}
    for n, star in stars.items():
        pair = int(n.rpartition("_")[2]) - 1
        first, second = geometry.cell("green", 2 * pair), geometry.cell("green", 2 * pair + 1)
        assert star.shape == "star" and star.y + star.h <= first.y + 0.5
        assert star.x < centre(first)[0] + 1 and star.x + star.w > centre(second)[0] - 1


@pytest.mark.parametrize("game", ["clever-4ever", "doppelt-so-clever", "clever-hoch-drei"])
def test_rounds_five_and_six_carry_their_player_counts(game: str) -> None:
    geometry = sheet_geometry(game)
    markers = {e.index: e.text for e in geometry.of_kind(Kind.PLAYERS)}
    assert markers == {5: "1–3", 6: "1–2"}
    rounds = {e.index: e for e in geometry.of_kind(Kind.ROUND)}
    for number, marker in ((e.index, e) for e in geometry.of_kind(Kind.PLAYERS)):
        assert marker.y >= rounds[number].y + rounds[number].h  # under its round
        assert abs(centre(marker)[0] - centre(rounds[number])[0]) < 1.0


def test_ganz_schoen_clever_prints_no_player_counts() -> None:
    # its rules file (§1.2) asks only for the round bonuses under rounds 1-4
    assert not sheet_geometry("ganz-schoen-clever").of_kind(Kind.PLAYERS)


def test_clever_hoch_drei_pink_stars_have_room_for_their_label() -> None:
    geometry = sheet_geometry("clever-hoch-drei")
    stars = [e for e in geometry.of_kind(Kind.POINTS) if e.area == "pink"]
    assert len(stars) == 11
    for star in stars:
        cell = next(c for c in geometry.of_kind(Kind.CELL)
                    if c.area == "pink" and abs(c.x - star.x) < 0.01)
        assert star.w >= cell.w


@pytest.mark.parametrize("game", ["clever-4ever", "doppelt-so-clever", "clever-hoch-drei",
                                  "ganz-schoen-clever"])
def test_every_bonus_icon_has_its_colour(game: str) -> None:
    geometry = sheet_geometry(game)
    for icon in geometry.of_kind(Kind.BONUS):
        _, colour = bonus_glyph(icon.code)
        assert colour in ("black", "fox") or colour in geometry.palette, (icon.code, colour)
