"""Doppelt so clever scoring: the worked examples F1–F5 (§8), foxes (§5), the solo rating table
(§6.1) and the tie-break (§2.12)."""

from __future__ import annotations

from typing import Any

import pytest

from cleverdesk.engine import GameState

from .doppelt_so_clever_support import build, new_game, rules, sheet

ALL_SILVER = {row: range(1, 7) for row in ("yellow", "blue", "green", "pink")}
ALL_YELLOW = ["r1c2", "r1c4", "r2c1", "r2c3", "r3c2", "r3c4", "r4c1", "r4c3", "r5c2", "r5c4"]

# name: (sheet as in the rules file, area scores, fox value, total, foxes the marks fire)
EXAMPLES: dict[str, tuple[dict[str, Any], dict[str, int], int, int]] = {
    "F1 mid game, no foxes": (
        dict(
            silver_crossed={"yellow": [1, 3, 5], "blue": [2, 6], "green": [1], "pink": []},
            yellow_circled=["r2c1", "r4c1"],
            yellow_crossed=["r2c1"],
            blue_written=[10, 9, 9, 7, 4],
            green_written=[8, 4, 12, 5, 9],
            pink_written=[1, 6, 3, 4, 2],
            foxes=0,
        ),
        dict(silver=13, yellow=3, blue=15, green=11, pink=16),
        3,
        58,
    ),
    "F2 negative green, foxes clamped to 0": (
        dict(
            silver_crossed={"yellow": [1, 2, 3, 4, 5, 6], "blue": [3], "green": [3],
                            "pink": [3]},
            yellow_circled=["r1c4", "r3c4", "r5c4"],
            yellow_crossed=["r1c4", "r3c4"],
            blue_written=[12, 12, 11, 10, 9, 8, 8, 6, 5],
            green_written=[2, 10, 6, 6, 3, 18, 6],
            pink_written=[5, 5, 1, 1, 1],
            foxes=4,
        ),
        dict(silver=28, yellow=10, blue=45, green=-23, pink=13),
        0,
        73,
    ),
    "F3 one fox worth the silver score": (
        dict(
            silver_crossed={"yellow": [1, 2], "blue": [1, 2], "green": [1, 2], "pink": [1, 2]},
            yellow_circled=["r2c1", "r4c1", "r1c2", "r3c2"],
            yellow_crossed=["r2c1", "r4c1", "r1c2", "r3c2"],
            blue_written=[11, 9, 9, 8, 6, 2],
            green_written=[12, 4, 10, 1],
            pink_written=[6] * 8,
            foxes=1,
        ),
        dict(silver=16, yellow=36, blue=21, green=17, pink=48),
        16,
        154,
    ),
    "F4 theoretical maximum": (
        dict(
            silver_crossed=ALL_SILVER,
            yellow_circled=ALL_YELLOW,
            yellow_crossed=ALL_YELLOW,
            blue_written=[12] * 12,
            green_written=[12, 2, 12, 1, 18, 3, 18, 2, 18, 1, 24, 1],
            pink_written=[6] * 12,
            foxes=6,
        ),
        dict(silver=88, yellow=165, blue=78, green=92, pink=72),
        72,
        927,
    ),
    "F5 circles score nothing, incomplete pair": (
        dict(
            silver_crossed={"pink": [4, 5]},
            yellow_circled=ALL_YELLOW,
            blue_written=[7],
            green_written=[6],
            pink_written=[6, 1, 1],
            foxes=1,
        ),
        dict(silver=4, yellow=0, blue=1, green=0, pink=8),
        0,
        13,
    ),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example_scores(name: str) -> None:
    marks, areas, fox_value, total = EXAMPLES[name]
    player = sheet(**marks)
    r = rules()
    assert r.area_scores(player) == areas
    assert r.fox_value(player) == fox_value
    assert r.total(player) == total


def reroll_track_end_fox(fired: list[str]) -> int:
    """The reroll track's end fox: its six unlocks are round 1 plus five printed sources."""
    return 1 if 1 + fired.count("reroll") >= 6 else 0


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_example_fox_counts_follow_from_the_marks(name: str) -> None:
    """§8: the fox counts are derived from the marks shown (plus the reroll track end)."""
    marks, *_ = EXAMPLES[name]
    _, fired = build(**marks)
    assert fired.count("fox") + reroll_track_end_fox(fired) == marks["foxes"]


def test_f1_reroll_sources_so_far() -> None:
    """F1: the reroll track has 4 sources so far (round 1, yellow c1, green 2, pink 3)."""
    _, fired = build(**EXAMPLES["F1 mid game, no foxes"][0])
    assert 1 + fired.count("reroll") == 4
    assert fired.count("return") == 3  # blue 2, green 5, pink 4 (4 >= 3)
    assert fired.count("extra_die") == 1  # blue 5; pink 5 (2 < 4) pays nothing


def test_f3_reroll_track_one_short_of_its_fox() -> None:
    _, fired = build(**EXAMPLES["F3 one fox worth the silver score"][0])
    assert 1 + fired.count("reroll") == 5


def test_f5_every_yellow_line_fires_on_circles_alone() -> None:
    _, fired = build(**EXAMPLES["F5 circles score nothing, incomplete pair"][0])
    assert sorted(fired) == sorted(["q_blue", "return", "q_yellow", "q_green", "q_pink",
                                    "reroll", "extra_die", "q_silver", "fox"])


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_example_entries_were_legal_placements(name: str) -> None:
    """Blue never rises; every green entry is a face 1–6 times its cell's factor."""
    marks = EXAMPLES[name][0]
    r = rules()
    blue = r.areas["blue"]
    cells = [0] * 12
    for value in marks.get("blue_written", []):
        (cell,) = blue.placements(cells, value)
        blue.mark(cells, cell, value)
    factors = r.areas["green"].factor  # type: ignore[attr-defined]
    for cell, written in enumerate(marks.get("green_written", [])):
        assert written % factors[cell] == 0 and 1 <= written // factors[cell] <= 6


def test_blue_scores_the_last_filled_cell() -> None:
    r = rules()
    for n in range(13):
        player = sheet(blue_written=[12] * n)
        assert r.area_scores(player)["blue"] == n * (n + 1) // 2


def test_silver_rows_score_separately() -> None:
    player = sheet(silver_crossed={"yellow": [1, 2, 3, 4, 5], "blue": [6]})
    assert rules().area_scores(player)["silver"] == 16 + 2


def test_green_pair_with_negative_result_stands() -> None:
    player = sheet(green_written=[2, 12])
    assert rules().area_scores(player)["green"] == -10


def test_fox_value_is_the_lowest_area() -> None:
    player = sheet(silver_crossed={"yellow": [1]}, yellow_circled=["r2c1"],
                   yellow_crossed=["r2c1"], blue_written=[12], green_written=[8, 2],
                   pink_written=[5], foxes=2)
    # silver 2, yellow 3, blue 1, green 6, pink 5 → one fox is worth 1
    assert rules().fox_value(player) == 1
    assert rules().total(player) == 2 + 3 + 1 + 6 + 5 + 2


@pytest.mark.parametrize(
    ("total", "band"),
    [
        (927, "twice_as_clever"), (321, "twice_as_clever"), (320, "points_iq"),
        (300, "points_iq"), (299, "respect"), (280, "respect"), (279, "cant_be_luck"),
        (260, "cant_be_luck"), (259, "look_at_this"), (240, "look_at_this"),
        (239, "pretty_pretty_clever"), (220, "pretty_pretty_clever"), (219, "been_training"),
        (200, "been_training"), (199, "be_happy"), (180, "be_happy"), (179, "right_way"),
        (160, "right_way"), (159, "can_do_better"), (140, "can_do_better"),
        (139, "half_as_clever"), (0, "half_as_clever"), (-40, "half_as_clever"),
    ],
)
def test_solo_rating_bands(total: int, band: str) -> None:
    """§6.1 and D7: 320 is "Points = IQ!", 321 is "Twice as clever!"."""
    assert rules().rating_band(total).code == band


def test_rating_table_has_eleven_bands_with_the_english_labels() -> None:
    bands = rules().rating
    assert len(bands) == 11
    assert bands[0].en == "Twice as clever!" and bands[-1].en == "Half as clever."
    assert bands[1].en == "Points = IQ!"


def with_sheets(*players: dict[str, Any]) -> GameState:
    state = new_game(len(players))
    state.players = [sheet(seat=seat, **marks) for seat, marks in enumerate(players)]
    return state


def test_tie_break_highest_single_area() -> None:
    """D27: equal totals, the higher single area wins (pink 12 beats pink 6 + blue 6)."""
    a = dict(pink_written=[6, 6])  # total 12, best area 12
    b = dict(pink_written=[6], blue_written=[12, 12, 12])  # pink 6 + blue 6 = 12, best 6
    state = with_sheets(a, b)
    r = rules()
    assert [r.total(p) for p in state.players] == [12, 12]
    assert r.winners(state) == [0]


def test_tie_with_equal_best_area_is_shared() -> None:
    state = with_sheets(dict(pink_written=[6, 6]), dict(pink_written=[6, 6]))
    assert rules().winners(state) == [0, 1]
