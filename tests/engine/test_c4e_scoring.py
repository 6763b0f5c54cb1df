"""Clever 4ever: the worked scoring examples E1–E5 (§8), fox value (R11), winner and tie-break
(R25) and the solo rating table (§6.1)."""

from __future__ import annotations

from typing import Any

import pytest

from cleverdesk.engine import GameState

from .clever_4ever_support import build_sheet, rules, setup

EXAMPLES = {
    "E1 negative yellow makes foxes worthless": dict(
        sheet=dict(
            yellow={"top": [2, 5], "middle": [6, 5, 4], "bottom": [1]},
            blue=[(1, 1), (3, 1), (2, 5), (6, 2), (6, 4)],
            grey=["G01", "G02"],
            green={"upper": [4, 2], "lower": [5]},
            pink=[1, 6],
        ),
        areas=dict(yellow=-4, blue=7, grey=1, green=9, pink=7),
        foxes=1, fox_value=0, fox_points=0, total=20,
    ),
    "E2 mid-game, no foxes": dict(
        sheet=dict(
            yellow={"top": [1, 3, 4, 6], "middle": [2, 1, 1, 2], "bottom": [6, 5, 6, 4, 5]},
            blue=[(1, 1), (2, 2), (3, 3), (1, 6), (6, 1), (4, 6), (5, 2)],
            grey=["G02", "G01", "G03", "G04", "G07", "G05"],
            green={"upper": [3, 5, 2, 6, 4], "lower": [6, 4, 5, 3]},
            pink=[5, 2, 3, 3, 4, 6],
        ),
        areas=dict(yellow=70, blue=33, grey=6, green=43, pink=24),
        foxes=0, fox_value=6, fox_points=0, total=176,
    ),
    "E3 five foxes, grey is the lowest area": dict(
        sheet=dict(
            yellow={"top": [1, 2, 3, 4, 5], "middle": [1, 2, 1], "bottom": [5, 6, 4, 6]},
            blue=[(6, 3), (6, 5), (2, 3), (4, 3), (1, 5), (2, 5)],
            grey=["G01", "G03", "G04", "G06", "G08", "G10", "G11", "G13", "G14", "G16"],
            green={"upper": [3, 4, 2, 5, 3, 4], "lower": [2, 5, 3, 4, 6, 5, 1, 2, 4, 6]},
            pink=[6, 5, 1, 2, 4, 6, 1, 5, 3, 3],
        ),
        areas=dict(yellow=52, blue=26, grey=23, green=73, pink=44),
        foxes=5, fox_value=23, fox_points=115, total=333,
    ),
    "E4 a tie for the lowest area; pink ends with a lost extra 3": dict(
        sheet=dict(
            yellow={"top": [], "middle": [], "bottom": [6, 6]},
            blue=[(1, 6), (6, 1), (6, 2)],
            grey=["G02", "G01", "G03", "G04"],
            green={"upper": [6, 6, 6], "lower": [6, 6, 6]},
            pink=[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3],
        ),
        areas=dict(yellow=12, blue=6, grey=6, green=36, pink=42),
        foxes=1, fox_value=6, fox_points=6, total=108,
    ),
    "E5 a light-grey shade fox, tiny green": dict(
        sheet=dict(
            yellow={"top": [2, 3, 5, 6], "middle": [4, 3], "bottom": [1]},
            blue=[(2, 2), (5, 5), (4, 2), (2, 5)],
            grey=["G02", "G03", "G05", "G07", "G06", "G08", "G09", "G11", "G13", "G14", "G15",
                  "G17"],
            green={"upper": [2], "lower": [1, 3]},
            pink=[2, 4, 2, 4],
        ),
        areas=dict(yellow=4, blue=19, grey=48, green=3, pink=21),
        foxes=1, fox_value=3, fox_points=3, total=98,
    ),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example(name: str) -> None:
    example = EXAMPLES[name]
    player, _ = build_sheet(**example["sheet"])  # type: ignore[arg-type]
    r = rules()
    assert r.area_scores(player) == example["areas"]
    assert player.foxes == example["foxes"]
    assert r.fox_value(player) == example["fox_value"]
    assert player.foxes * r.fox_value(player) == example["fox_points"]
    assert r.total(player) == example["total"]


def test_e3_fox_sources() -> None:
    """The five foxes of E3 come from yellow r1c5, blue row 6, the dark shade, green field 10
    and pink field 8 — and the other bonuses fired on the way are not foxes."""
    _, fired = build_sheet(**EXAMPLES["E3 five foxes, grey is the lowest area"]["sheet"])  # type: ignore[arg-type]
    assert fired.count("fox") == 5


def test_e5_only_the_light_shade_is_complete() -> None:
    player, _ = build_sheet(**EXAMPLES["E5 a light-grey shade fox, tiny green"]["sheet"])  # type: ignore[arg-type]
    grey = rules().areas["grey"]
    light = [s for s in grey.sub_areas if s.shade == "L"]  # type: ignore[attr-defined]
    assert all(player.marks["grey"][s.anchor] for s in light)
    assert sum(len(s.cells) for s in light) == 24


def test_fox_value_is_never_negative() -> None:
    """R11: yellow can go below 0; foxes are then worth 0, not a negative amount."""
    player, _ = build_sheet(yellow={"middle": [6, 6]}, blue=[(6, 1), (6, 2)], pink=[6])
    r = rules()
    assert r.area_scores(player)["yellow"] == -12
    assert player.foxes == 1
    assert r.fox_value(player) == 0
    assert r.total(player) == sum(r.area_scores(player).values())


def _game_with(sheets: list[dict[str, Any]]) -> GameState:
    state = rules().new_game(setup(players=len(sheets), seed=3))
    for seat, marks in enumerate(sheets):
        player, _ = build_sheet(seat=seat, **marks)
        state.players[seat] = player
    return state


def test_winner_is_the_highest_total() -> None:
    state = _game_with([dict(pink=[6, 6]), dict(pink=[6])])
    assert rules().winners(state) == [0]


def test_tie_break_by_best_single_area_then_shared() -> None:
    """R25: equal totals → the highest single colour-area score wins; equal again → shared."""
    a = dict(yellow={"bottom": [6]}, pink=[1, 1])  # 6 + 4 = 10, best 6
    b = dict(yellow={"bottom": [5]}, pink=[1, 2])  # 5 + 4 + 2 = 11
    c = dict(yellow={"bottom": [4]}, pink=[1, 2])  # 4 + 6 = 10, best 6 (pink)
    d = dict(yellow={"bottom": [2]}, pink=[1, 1, 1])  # 2 + 6 = 8
    r = rules()
    assert [r.total(p) for p in _game_with([a, b, c, d]).players] == [10, 11, 10, 8]
    assert r.winners(_game_with([a, c])) == [0, 1]  # both best 6: shared
    e = dict(yellow={"bottom": [3, 3]}, pink=[1, 1])  # 6 + 4 = 10, best 6 → shared too
    f = dict(yellow={"bottom": [1]}, blue=[(1, 1), (2, 1)], pink=[1])  # 1 + 7 + 2 = 10, best 7
    assert [r.total(p) for p in _game_with([e, f]).players] == [10, 10]
    assert r.winners(_game_with([e, f])) == [1]


@pytest.mark.parametrize(
    ("total", "band"),
    [
        (450, "clever_4ever"), (600, "clever_4ever"), (449, "clever_again"),
        (420, "clever_again"), (419, "einstein"), (390, "einstein"), (389, "friends_envy"),
        (360, "friends_envy"), (359, "pretty_clever"), (330, "pretty_clever"),
        (329, "prodigy"), (300, "prodigy"), (299, "going_up"), (270, "going_up"),
        (269, "dont_be_upset"), (240, "dont_be_upset"), (239, "room_to_improve"),
        (210, "room_to_improve"), (209, "bad_luck"), (180, "bad_luck"),
        (179, "something_else"), (0, "something_else"), (-30, "something_else"),
    ],
)
def test_solo_rating_bands(total: int, band: str) -> None:
    """§6.1 and R26: eleven bands, the top one from 450 inclusive."""
    assert rules().rating_band(total).code == band


def test_rating_table_has_eleven_contiguous_bands() -> None:
    bands = rules().rating
    assert len(bands) == 11
    for upper, lower in zip(bands, bands[1:], strict=False):
        assert upper.min is not None and lower.max == upper.min - 1
