"""Clever hoch drei: the worked scoring examples E1–E5 (§8), fox value, rating table (§6.1)."""

from __future__ import annotations

from typing import Any

import pytest

from cleverdesk.engine.games.clever_hoch_drei import _RATING_TABLE

from .clever_hoch_drei_support import rules, sheet

# name: (sheet in the rules file's notation, expected area scores, foxes, fox points, total)
EXAMPLES: dict[str, tuple[dict[str, Any], dict[str, int], int, int, int]] = {
    "E1 single entries": (
        dict(
            yellow={"I": [3], "II": [], "III": []},
            turquoise={"r1": [], "r2": [], "r3": [4], "r4": [], "r5": []},
            blue={"left": [], "right": [8]},
            brown=[1],
            pink=[{"half": 2}],
            reroll_track_circled=1,
        ),
        dict(yellow=2, turquoise=1, blue=3, brown=2, pink=1),
        0, 0, 9,
    ),
    "E2 blue resets and +4 values": (
        dict(
            yellow={"I": [1, 4], "II": [2], "III": [1, 2, 6]},
            turquoise={"r1": [2, 5], "r2": [2], "r3": [], "r4": [1, 6], "r5": []},
            blue={"left": [6, 5, 4, 3, 2, 7], "right": [8, 9, 10, 11, 7]},
            brown=[2, 6, 9],
            pink=[{"half": 5}, {"points": 6}, {"bonus": 3}],
            reroll_track_circled=3,
        ),
        dict(yellow=20, turquoise=7, blue=59, brown=9, pink=11),
        0, 0, 106,
    ),
    "E3 four foxes, turquoise lowest": (
        dict(
            yellow={"I": [1, 2, 5, 6], "II": [1, 2, 3, 6], "III": [1, 2, 3, 4, 5]},
            turquoise={"r1": [1, 2, 3, 4, 5, 6], "r2": [1, 2, 3, 4], "r3": [1, 3, 6],
                       "r4": [2], "r5": []},
            blue={"left": [6, 5, 4], "right": [8, 9, 10, 11, 12, 7]},
            brown=[1, 2, 3, 4, 5, 6, 7, 8],
            pink=[{"half": 5}, {"bonus": 4}, {"points": 5}, {"bonus": 6}, {"points": 6},
                  {"points": 6}, {"bonus": 3}, {"points": 5}, {"bonus": 2}],
            reroll_track_circled=5,
        ),
        dict(yellow=70, turquoise=38, blue=47, brown=44, pink=44),
        4, 152, 395,
    ),
    "E4 an empty area makes foxes worthless": (
        dict(
            yellow={"I": [6], "II": [6], "III": []},
            turquoise={"r1": [1, 2, 3, 4, 5, 6], "r2": [], "r3": [], "r4": [], "r5": []},
            blue={"left": [], "right": []},
            brown=[1, 2, 3, 4, 5],
            pink=[{"half": 4}, {"points": 6}],
            reroll_track_circled=7,
        ),
        dict(yellow=4, turquoise=21, blue=0, brown=20, pink=8),
        3, 0, 53,
    ),
    "E5 strong solo sheet": (
        dict(
            yellow={"I": [1, 2, 3, 4, 5, 6], "II": [1, 2, 3, 4, 5, 6], "III": [1, 2, 3]},
            turquoise={"r1": [1, 2, 3, 4, 5, 6], "r2": [1, 2, 3, 4, 5], "r3": [1, 2, 3, 4],
                       "r4": [1, 2, 3], "r5": [1, 6]},
            blue={"left": [6, 5, 4, 3, 2, 7], "right": [8, 9, 10, 11, 12, 7]},
            brown=list(range(1, 13)),
            pink=[{"half": 6}, {"points": 6}, {"points": 6}, {"points": 5}, {"bonus": 4},
                  {"points": 6}, {"points": 4}, {"points": 6}, {"points": 6}, {"points": 5},
                  {"bonus": 6}, {"points": 6}],
            reroll_track_circled=6,
        ),
        dict(yellow=96, turquoise=55, blue=68, brown=90, pink=108),
        4, 220, 637,
    ),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example(name: str) -> None:
    marks, areas, foxes, fox_points, total = EXAMPLES[name]
    player, _ = sheet(**marks)
    r = rules()
    assert r.area_scores(player) == areas
    assert player.foxes == foxes  # derived from the printed fox positions the marks reach
    assert player.foxes * r.fox_value(player) == fox_points
    assert r.total(player) == total


def test_e3_fox_sources() -> None:
    """E3: yellow I/II c6, turquoise row 1, blue pos 13, pink pos 9 (bonus option)."""
    _, fired = sheet(**EXAMPLES["E3 four foxes, turquoise lowest"][0])
    assert fired.count("fox") == 4
    assert rules().fox_value(sheet(**EXAMPLES["E3 four foxes, turquoise lowest"][0])[0]) == 38


def test_e5_pink_fox_declined_by_the_points_option() -> None:
    """E5: pink field 9 took the points option (×3 = 18): its fox is crossed out."""
    marks = EXAMPLES["E5 strong solo sheet"][0]
    player, fired = sheet(**marks)
    assert player.marks["pink"][8] == 18
    assert fired.count("fox") == 4  # yellow, turquoise, blue, brown; not pink, not re-roll 6/7
    assert rules().rating_band(rules().total(player)).code == "du_bist_clever_hoch_drei"


def test_e4_reroll_track_end_is_a_fox() -> None:
    player, fired = sheet(**EXAMPLES["E4 an empty area makes foxes worthless"][0])
    assert fired.count("fox") == 2 and player.foxes == 3  # + end of the re-roll track
    assert rules().fox_value(player) == 0


RATING_CASES = [
    (10_000, "du_bist_clever_hoch_drei"), (450, "du_bist_clever_hoch_drei"),
    (449, "du_bist_schoen_und_clever"), (420, "du_bist_schoen_und_clever"),
    (419, "hallo_mr_hawking"), (390, "hallo_mr_hawking"),
    (389, "auf_dem_weg_zu_den_sternen"), (360, "auf_dem_weg_zu_den_sternen"),
    (359, "du_bist_ganz_schoen_clever"), (330, "du_bist_ganz_schoen_clever"),
    (329, "du_bist_ein_wunderkind_in_ausbildung"), (300, "du_bist_ein_wunderkind_in_ausbildung"),
    (299, "es_geht_aufwaerts"), (270, "es_geht_aufwaerts"),
    (269, "lieber_doch_kniffel"), (240, "lieber_doch_kniffel"),
    (239, "da_ist_noch_luft_nach_oben"), (210, "da_ist_noch_luft_nach_oben"),
    (209, "war_sicher_nur_wuerfelpech"), (180, "war_sicher_nur_wuerfelpech"),
    (179, "reden_wir_ueber_etwas_anderes"), (0, "reden_wir_ueber_etwas_anderes"),
]


@pytest.mark.parametrize(("total", "code"), RATING_CASES)
def test_solo_rating_bands(total: int, code: str) -> None:
    """§6.1, R28: evaluated from the top; exactly 450 is the top band."""
    assert rules().rating_band(total).code == code


def test_rating_table_has_the_eleven_german_labels() -> None:
    bands = rules().rating
    assert len(bands) == 11 == len(_RATING_TABLE)
    assert [de for _, _, de, _ in _RATING_TABLE] == [
        "Du bist Clever Hoch Drei!", "Du bist schön und clever", "Hallo Mr. Hawking!",
        "Auf dem Weg zu den Sternen", "Du bist ganz schön Clever",
        "Du bist ein Wunderkind in Ausbildung", "Es geht aufwärts!", "Lieber doch Kniffel?",
        "Da ist noch Luft nach oben", "War sicher nur Würfelpech?",
        "Reden wir über etwas anderes!",
    ]
    assert [b.en for b in bands] == [en for _, _, _, en in _RATING_TABLE]
    # the bands tile 0.. without gaps or overlaps
    for upper, lower in zip(bands, bands[1:], strict=False):
        assert lower.max is not None and upper.min == lower.max + 1


def test_tie_break_by_best_single_area() -> None:
    """§2.12: equal totals → the higher single colour area wins (foxes are not an area)."""
    from .clever_hoch_drei_support import new_game

    state = new_game(players=2)
    a, _ = sheet(yellow={"I": [1, 2, 3]}, seat=0)  # yellow 12
    b, _ = sheet(yellow={"I": [1], "II": [1]}, turquoise={"r1": [1, 2], "r2": [1]},
                 pink_written=[1], seat=1)  # yellow 4 + turquoise 4 + pink 1 ... = 9
    b.marks["pink"][1] = 3  # pink 4 → total 12, best area 4
    state.players = [a, b]
    assert rules().total(a) == rules().total(b) == 12
    assert rules().winners(state) == [0]
