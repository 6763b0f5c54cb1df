"""Clever 4ever areas: the grey sub-areas derived from the shading table (§3.3), the placement
checks of E7 (§8) and the rules of each area (§3)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from cleverdesk.engine import MoveKind, Phase, apply, legal_moves
from cleverdesk.engine.games._clever_4ever_areas import GreyShapes, GreyTable, derive_sub_areas
from cleverdesk.engine.games.clever_4ever import GREY_TABLE_FILE

from .clever_4ever_support import (
    LOW,
    SUB,
    UP,
    B,
    G,
    P,
    Y,
    active_state,
    blue_area,
    build_sheet,
    green_area,
    grey_area,
    off_turn_state,
    pick,
    pink_area,
    sheet,
    yellow_area,
)

# The derived table of §3.3, typed in from the rules file: id → (shade, cells, bonus
# cell or None, touching ids).
GREY_TABLE_OF_THE_RULES = {
    "G01": ("D", ["r1c1"], "r1c1", ["G02", "G03"]),
    "G02": ("L", ["r2c1", "r3c1", "r4c1", "r3c2"], "r4c1", ["G01", "G03", "G04"]),
    "G03": ("W", ["r1c2", "r2c2", "r1c3", "r2c3", "r3c3"], None,
            ["G01", "G02", "G04", "G05", "G06", "G07"]),
    "G04": ("D", ["r4c2", "r4c3"], None, ["G02", "G03", "G07"]),
    "G05": ("L", ["r1c4", "r1c5", "r1c6", "r1c7", "r2c7"], "r1c6", ["G03", "G06", "G08", "G09"]),
    "G06": ("D", ["r2c4", "r2c5", "r2c6", "r3c6", "r4c5", "r4c6"], "r3c6",
            ["G03", "G05", "G07", "G08"]),
    "G07": ("L", ["r3c4", "r4c4", "r3c5"], "r3c4", ["G03", "G04", "G06"]),
    "G08": ("W", ["r3c7", "r4c7"], None, ["G05", "G06", "G10"]),
    "G09": ("W", ["r1c8", "r2c8", "r1c9", "r2c9", "r2c10"], "r2c8", ["G05", "G10", "G11"]),
    "G10": ("D", ["r3c8", "r4c8", "r3c9", "r4c9"], "r4c8", ["G08", "G09", "G11"]),
    "G11": ("L", ["r1c10", "r1c11", "r2c11", "r3c10", "r3c11", "r4c10"], "r3c10",
            ["G09", "G10", "G12", "G13"]),
    "G12": ("W", ["r3c12", "r4c11", "r4c12"], "r4c12", ["G11", "G13", "G14"]),
    "G13": ("D", ["r1c12", "r2c12"], None, ["G11", "G12", "G14"]),
    "G14": ("L", ["r1c13", "r2c13", "r3c13", "r4c13", "r1c14"], "r1c13",
            ["G12", "G13", "G15", "G16"]),
    "G15": ("W", ["r2c14", "r3c14", "r4c14", "r3c15"], "r3c14", ["G14", "G16", "G17"]),
    "G16": ("D", ["r1c15", "r2c15", "r1c16", "r2c16", "r3c16", "r4c16"], "r2c16",
            ["G14", "G15", "G17"]),
    "G17": ("L", ["r4c15"], "r4c15", ["G15", "G16"]),
}


# --- grey: derived from the data table ----------------------------------------------------------
def test_grey_sub_areas_match_the_rules_file_table() -> None:
    area = grey_area()
    assert [s.id for s in area.sub_areas] == list(GREY_TABLE_OF_THE_RULES)
    for sub in area.sub_areas:
        shade, cells, bonus_cell, touches = GREY_TABLE_OF_THE_RULES[sub.id]
        assert sub.shade == shade, sub.id
        assert sorted(sub.cells) == sorted(G(ref) for ref in cells), sub.id
        assert sub.size == len(cells), sub.id
        assert list(sub.touches) == touches, sub.id
        bonus_cells = [c for c in sub.cells if c in area.cell_bonus]
        assert bonus_cells == ([] if bonus_cell is None else [G(bonus_cell)]), sub.id


def test_grey_sizes_and_shade_totals() -> None:
    area = grey_area()
    assert sorted({s.size for s in area.sub_areas}) == [1, 2, 3, 4, 5, 6]
    for shade, cells, count in (("W", 19, 5), ("L", 24, 6), ("D", 21, 6)):
        subs = [s for s in area.sub_areas if s.shade == shade]
        assert (sum(s.size for s in subs), len(subs)) == (cells, count)
        assert len(area.shade_cells(shade)) == cells
    assert sum(s.size for s in area.sub_areas) == 64


def test_grey_start_sub_areas_are_the_two_at_the_far_left() -> None:
    """R3: the sub-areas holding r1c1 and r2c1 — the single dark cell and the light shape."""
    area = grey_area()
    assert area.start_ids == ("G01", "G02")
    assert sorted(area.x_targets([0] * 64)) == sorted([SUB("G01"), SUB("G02")])


def test_grey_adjacency_is_symmetric_and_by_shared_sides() -> None:
    area = grey_area()
    for sub in area.sub_areas:
        for other_id in sub.touches:
            assert sub.id in area.sub_area(other_id).touches
            other = area.sub_area(other_id)
            assert any(abs(a - b) == 16 or (abs(a - b) == 1 and a // 16 == b // 16)
                       for a in sub.cells for b in other.cells)
            assert other.shade != sub.shade  # same-shade neighbours would be one sub-area


def test_grey_anchor_is_the_cell_the_id_is_numbered_by() -> None:
    """Leftmost column, then topmost row: G12's anchor is r4c11, G07's r3c4."""
    assert SUB("G12") == G("r4c11")
    assert SUB("G07") == G("r3c4")
    area = grey_area()
    for sub in area.sub_areas:
        assert all(area.sub_area_of(c) is sub for c in sub.cells)


def test_grey_table_ships_as_package_data_and_is_the_one_in_use() -> None:
    text = resources.files("cleverdesk.engine.games").joinpath(GREY_TABLE_FILE).read_text()
    data = json.loads(text)
    assert GreyTable.from_json(data) == grey_area().table
    assert data["start_cells"] == ["r1c1", "r2c1"]


def test_a_corrected_shading_is_a_data_change_only() -> None:
    """Changing one letter of the table re-derives sizes, ids, starts and adjacency."""
    data = json.loads(
        resources.files("cleverdesk.engine.games").joinpath(GREY_TABLE_FILE).read_text())
    rows = [line.split() for line in data["shading"]]
    rows[0][0] = "W"  # r1c1 white: it joins G03, so G01 disappears
    data["shading"] = [" ".join(r) for r in rows]
    table = GreyTable.from_json(data)
    subs = derive_sub_areas(table)
    assert len(subs) == 16
    first = subs[0]
    assert (first.shade, first.size, first.anchor) == ("W", 6, 0)
    area = GreyShapes(name="grey", size=64, table=table)
    assert area.start_ids == (first.id, subs[1].id)  # r1c1 in the white one, r2c1 the light one
    assert area.sub_area(subs[1].id).cells[0] == G("r2c1")


@pytest.mark.parametrize("broken", [
    {"rows": 4, "cols": 16, "shading": ["D W"] * 4, "start_cells": ["r1c1"]},
    {"rows": 1, "cols": 2, "shading": ["D X"], "start_cells": ["r1c1"]},
    {"rows": 1, "cols": 2, "shading": ["D W"], "start_cells": ["r2c1"]},
])
def test_a_broken_shading_table_is_refused(broken: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GreyTable.from_json(broken)


def test_grey_die_crosses_a_whole_sub_area_and_surplus_is_lost() -> None:
    """R16 and E7: grey 6 on G04 (size 2) crosses exactly its 2 cells."""
    player = sheet(grey=["G01", "G02"])
    state = active_state({"grey": 6}, player)
    after = apply(state, pick("grey", "grey", SUB("G04")))
    marks = after.players[0].marks["grey"]
    assert sum(marks) == 1 + 4 + 2
    assert marks[G("r4c2")] and marks[G("r4c3")]


# --- E7 placement checks -------------------------------------------------------------------------
def test_e7_yellow_top_row_rises_strictly() -> None:
    area = yellow_area()
    marks = sheet(yellow={"top": [2, 5]}).marks["yellow"]
    assert Y("r1c3") not in area.placements(marks, 4)
    assert Y("r1c3") not in area.placements(marks, 5)
    assert Y("r1c3") in area.placements(marks, 6)


def test_e7_yellow_top_row_closed_after_a_six() -> None:
    area = yellow_area()
    marks = sheet(yellow={"top": [1, 6]}).marks["yellow"]
    for value in range(1, 7):
        assert all(c >= 5 for c in area.placements(marks, value))  # middle/bottom only
    assert area.placements(marks, 3) == [Y("r2c1"), Y("r3c1")]


@pytest.mark.parametrize(("value", "sub_id", "legal"), [
    (4, "G02", True), (6, "G03", False), (1, "G01", True), (3, "G02", False),
])
def test_e7_grey_first_entry_only_in_a_start_sub_area(value: int, sub_id: str,
                                                     legal: bool) -> None:
    assert (SUB(sub_id) in grey_area().placements([0] * 64, value)) is legal


def test_e7_grey_value_must_reach_the_size() -> None:
    marks = sheet(grey=["G01", "G02"]).marks["grey"]
    area = grey_area()
    assert SUB("G03") not in area.placements(marks, 4)  # 4 < 5
    assert SUB("G03") in area.placements(marks, 5)
    assert SUB("G04") in area.placements(marks, 6)  # touches G02; 4 crosses lost
    assert SUB("G05") not in area.placements(marks, 6)  # does not touch anything crossed


def test_e7_blue_cell_taken_and_no_polishing_possible() -> None:
    """Blue 3 and white 5 both on dice fields, r3c5 crossed: no blue entry (extra die window,
    3 polish actions in hand). With the white die on the platter, polishing it reaches r3c4 and
    r3c6 instead."""
    player = sheet(blue=[(3, 5)])
    faces = {"blue": 3, "white": 5, "yellow": 1, "grey": 1, "green": 1, "pink": 1}
    tracks = {"polish": (3, 0), "extra_die": (1, 0)}
    state = off_turn_state(Phase.ACTIVE_WINDOW, faces, ["yellow", "grey", "green"], player,
                           tracks)
    assert not [m for m in legal_moves(state) if m.area == "blue"]
    state = off_turn_state(Phase.ACTIVE_WINDOW, faces, ["white", "grey", "green"], player,
                           tracks)
    blue_cells = {m.cell for m in legal_moves(state) if m.area == "blue"}
    assert blue_cells == {B(3, 2), B(3, 3), B(3, 4), B(3, 6)}


def test_e7_green_upper_row_full_leaves_the_lower_row() -> None:
    marks = sheet(green={"upper": [1] * 11}).marks["green"]
    assert green_area().placements(marks, 4) == [LOW(1)]


def test_e7_pink_three_in_field_11_fills_the_sheet() -> None:
    player = sheet(pink=[1] * 10)
    state = active_state({"pink": 3}, player)
    after = apply(state, pick("pink", "pink", P(11)))
    assert after.players[0].marks["pink"] == [1] * 10 + [3, 3]
    assert pink_area().placements(after.players[0].marks["pink"], 1) == []


def test_e7_pink_three_in_field_12_loses_its_echo() -> None:
    marks = sheet(pink=[1] * 11).marks["pink"]
    fired = pink_area().mark(marks, P(12), 3)
    assert marks == [1] * 11 + [3] and fired == []


def test_e7_pink_five_in_field_2_fires_nothing() -> None:
    marks = sheet(pink=[1]).marks["pink"]
    assert pink_area().mark(marks, P(2), 5) == []
    assert marks[:2] == [1, 5]


# --- yellow --------------------------------------------------------------------------------------
def test_yellow_die_goes_to_the_next_open_cell_of_any_row() -> None:
    marks = sheet(yellow={"top": [3], "middle": [2, 2]}).marks["yellow"]
    assert yellow_area().placements(marks, 3) == [Y("r2c3"), Y("r3c1")]  # top needs > 3
    assert yellow_area().placements(marks, 4) == [Y("r1c2"), Y("r2c3"), Y("r3c1")]


def test_yellow_column_counts_only_when_all_three_cells_are_written() -> None:
    """R29: middle and bottom alone do not complete a column."""
    player = sheet(yellow={"middle": [1, 1], "bottom": [1, 1]})
    assert yellow_area().score(player.marks["yellow"]) == 0
    player = sheet(yellow={"top": [1], "middle": [1, 1], "bottom": [1, 1]})
    assert yellow_area().score(player.marks["yellow"]) == 10


# --- blue ---------------------------------------------------------------------------------------
def test_blue_scores_columns_and_the_anti_diagonal_at_two_crosses() -> None:
    area = blue_area()
    marks = sheet(blue=[(1, 6), (2, 6), (2, 5)]).marks["blue"]
    assert area.score(marks) == 12 + 6  # column 6 twice; r1c6 and r2c5 on the anti-diagonal
    marks = sheet(blue=[(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)]).marks["blue"]
    assert area.score(marks) == 0  # the main diagonal scores nothing


def test_blue_pair_value_reads_row_from_blue_and_column_from_white() -> None:
    area = blue_area()
    assert area.placements([0] * 36, 35) == [B(3, 5)]
    assert area.placements([0] * 36, 53) == [B(5, 3)]


# --- green --------------------------------------------------------------------------------------
def test_green_rows_are_independent_and_fields_score_from_both_triangles() -> None:
    area = green_area()
    marks = sheet(green={"upper": [2, 3, 4, 5], "lower": [6]}).marks["green"]
    assert area.placements(marks, 1) == [UP(5), LOW(2)]
    assert area.score(marks) == 8  # only field 1 has both triangles
    marks = sheet(green={"upper": [1, 1, 1, 1], "lower": [1, 1, 1, 6]}).marks["green"]
    assert area.score(marks) == 2 + 2 + 2 + (1 + 6) * 2  # doubled from field 4


# --- pink ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "points"), [(1, 2), (2, 4), (3, 4), (4, 6), (5, 2), (6, 5)])
def test_pink_value_effects_on_field_1(value: int, points: int) -> None:
    """1 nothing, 2 +2, 3 writes a second 3 (field 2: 4 points), 4 +4, 5 bonus, 6 bonus +3."""
    marks = [0] * 12
    fired = pink_area().mark(marks, P(1), value)
    assert pink_area().score(marks) == points
    assert fired == (["polish"] if value in (5, 6) else [])


def test_pink_echo_three_has_no_effect_of_its_own() -> None:
    """R8: the echo lands on field 4 (extra die) without firing it, and writes no third 3."""
    marks = sheet(pink=[1, 1]).marks["pink"]
    fired = pink_area().mark(marks, P(3), 3)
    assert marks[:5] == [1, 1, 3, 3, 0]
    assert fired == []


def test_build_sheet_fires_what_the_marks_fire() -> None:
    _, fired = build_sheet(yellow={"middle": [1, 1]}, blue=[(1, 2), (1, 3)])
    assert fired == ["reroll", "q_pink", "q_green"]


def test_every_listed_move_is_a_pick_in_the_active_roll() -> None:
    state = active_state({"white": 2, "yellow": 3, "blue": 4, "grey": 1, "green": 5, "pink": 6})
    kinds = {m.kind for m in legal_moves(state)}
    assert kinds == {MoveKind.PICK, MoveKind.REROLL, MoveKind.FORFEIT}
