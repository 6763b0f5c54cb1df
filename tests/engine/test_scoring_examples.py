"""The worked scoring examples E1–E5 of docs/rules/ganz-schoen-clever.md §8."""

from __future__ import annotations

import pytest

from .support import rules, sheet

EXAMPLES = {
    "E1 early game, no foxes": (
        dict(
            yellow_crossed=["r1c1", "r2c1", "r3c1", "r1c2"],
            blue_crossed=[2, 3, 4, 6, 10],
            green_crossed=5,
            orange_written=[3, 5, 6, 8],
            purple_written=[2, 5, 6, 3],
            foxes=0,
        ),
        dict(yellow=10, blue=11, green=15, orange=22, purple=16),
        0,
        74,
    ),
    "E2 four foxes, purple lowest": (
        dict(
            yellow_crossed=["r1c1", "r2c1", "r3c1", "r2c4", "r3c4", "r4c4", "r4c2", "r4c3"],
            blue_crossed=[5, 9, 10, 11, 12],
            green_crossed=7,
            orange_written=[4, 2, 5, 6, 1, 6, 10, 3],
            purple_written=[1, 3, 6],
            foxes=4,
        ),
        dict(yellow=30, blue=11, green=28, orange=37, purple=10),
        40,
        156,
    ),
    "E3 a zero area makes foxes worthless": (
        dict(
            yellow_crossed=["r4c2", "r4c3", "r4c4"],
            blue_crossed=[2, 3, 4],
            green_crossed=8,
            orange_written=[5, 6, 4],
            purple_written=[2, 4, 5, 6, 1, 3, 6],
            foxes=3,
        ),
        dict(yellow=0, blue=4, green=36, orange=15, purple=27),
        0,
        82,
    ),
    "E4 number bonuses on multiplier cells, 6 after 6": (
        dict(
            yellow_crossed=["r1c2", "r2c2", "r4c2", "r1c3", "r3c3", "r4c3", "r2c1", "r2c4"],
            blue_crossed=[2, 3, 4, 5, 6, 7, 8],
            green_crossed=3,
            orange_written=[2, 3, 1, 8, 5, 2, 10, 4, 12],
            purple_written=[1, 2, 3, 4, 5, 6, 6, 1, 2],
            foxes=2,
        ),
        dict(yellow=30, blue=22, green=6, orange=47, purple=30),
        12,
        147,
    ),
    "E5 theoretical maximum": (
        dict(
            yellow_crossed=[f"r{r}c{c}" for r in range(1, 5) for c in range(1, 5)],
            blue_crossed=list(range(2, 13)),
            green_crossed=11,
            orange_written=[6, 6, 6, 12, 6, 6, 12, 6, 12, 6, 18],
            purple_written=[6] * 11,
            foxes=5,
        ),
        dict(yellow=60, blue=56, green=66, orange=96, purple=66),
        280,
        624,
    ),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example_scores(name: str) -> None:
    marks, areas, fox_points, total = EXAMPLES[name]
    player = sheet(**marks)
    r = rules()
    assert r.area_scores(player) == areas
    assert player.foxes * r.fox_value(player) == fox_points
    assert r.total(player) == total


def test_e3_purple_sequence_is_legal_under_the_rising_rule() -> None:
    """2<4<5<6, reset after the 6, 1<3<6: every value was a legal placement when written."""
    area = rules().areas["purple"]
    marks = [0] * 11
    for value in [2, 4, 5, 6, 1, 3, 6]:
        cell = area.placements(marks, value)
        assert cell, f"{value} should be allowed after {marks}"
        area.mark(marks, cell[0], value)


def test_e4_purple_six_may_follow_six() -> None:
    area = rules().areas["purple"]
    assert area.placements([1, 2, 3, 4, 5, 6] + [0] * 5, 6) == [6]


@pytest.mark.parametrize(
    ("total", "band"),
    [
        (281, "so_clever"), (280, "einstein"), (260, "einstein"), (259, "genius"),
        (240, "genius"), (239, "impressive"), (200, "hats_off"), (199, "great_result"),
        (179, "pretty_good"), (160, "pretty_good"), (159, "not_bad"), (140, "not_bad"),
        (139, "try_harder"), (0, "try_harder"),
    ],
)
def test_solo_rating_bands(total: int, band: str) -> None:
    """§6.1 and ruling R13: 280 is "Are you Einstein?", 281 is "You're so clever!"."""
    assert rules().rating_band(total).code == band


def test_fox_value_is_the_lowest_area() -> None:
    player = sheet(yellow_crossed=["r1c1", "r2c1", "r3c1"], blue_crossed=[2], green_crossed=1,
                   orange_written=[5], purple_written=[4], foxes=2)
    # yellow 10, blue 1, green 1, orange 5, purple 4 → fox value 1
    assert rules().fox_value(player) == 1
    assert rules().total(player) == 10 + 1 + 1 + 5 + 4 + 2
