"""Ganz schön clever: the printed sheet as data (docs/rules/ganz-schoen-clever.md §3–§6).

Nothing here is special code: the five areas are the shared primitives of ``sheet.py``.
Cells are numbered row by row, 0-based; the rules file's ``r2c3`` is ``(2-1)*4 + (3-1)``.
"""

from __future__ import annotations

from ..clever import BonusSpec, RatingBand
from ..fast_listing import FastListing
from ..sheet import CrossGrid, Group, MultiplierTrack, RisingTrack, ThresholdTrack, grid_groups

GAME_ID = "ganz-schoen-clever"

# --- yellow (§3.1): 4×4, the rising diagonal pre-printed -------------------------------------
_YELLOW_PRINTED = (
    3, 6, 5, None,
    2, 1, None, 5,
    1, None, 2, 4,
    None, 3, 4, 6,
)
_YELLOW_AT = {(r, c): (r - 1) * 4 + (c - 1) for r in range(1, 5) for c in range(1, 5)}
_yr, _yc = grid_groups(4, 4, _YELLOW_AT)
YELLOW = CrossGrid(
    name="yellow",
    size=16,
    printed=_YELLOW_PRINTED,
    premarked=frozenset(i for i, p in enumerate(_YELLOW_PRINTED) if p is None),
    layout=tuple(sorted(_YELLOW_AT, key=_YELLOW_AT.__getitem__)),
    groups=(
        Group("r1", _yr[1], bonus="x_blue"),
        Group("r2", _yr[2], bonus="orange_4"),
        Group("r3", _yr[3], bonus="x_green"),
        Group("r4", _yr[4], bonus="fox"),
        Group("c1", _yc[1], points=10),
        Group("c2", _yc[2], points=14),
        Group("c3", _yc[3], points=16),
        Group("c4", _yc[4], points=20),
        Group("diagonal", (0, 5, 10, 15), bonus="extra_die"),
    ),
)

# --- blue (§3.2): sums 2..12; r1c1 is the "blue + white" symbol, not a cell ------------------
# sum v sits at row, column divmod(v - 1, 4) + 1: 2 → r1c2, 5 → r2c1, 12 → r3c4
_BLUE_AT = {(divmod(v - 1, 4)[0] + 1, divmod(v - 1, 4)[1] + 1): v - 2 for v in range(2, 13)}
_br, _bc = grid_groups(3, 4, _BLUE_AT)
BLUE = CrossGrid(
    name="blue",
    size=11,
    printed=tuple(range(2, 13)),
    layout=tuple(sorted(_BLUE_AT, key=_BLUE_AT.__getitem__)),
    groups=(
        Group("r1", _br[1], bonus="orange_5"),
        Group("r2", _br[2], bonus="x_yellow"),
        Group("r3", _br[3], bonus="fox"),
        Group("c1", _bc[1], bonus="reroll"),
        Group("c2", _bc[2], bonus="x_green"),
        Group("c3", _bc[3], bonus="purple_6"),
        Group("c4", _bc[4], bonus="extra_die"),
    ),
    count_scale=(0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56),
)

# --- green (§3.3) -----------------------------------------------------------------------------
GREEN = ThresholdTrack(
    name="green",
    size=11,
    minimum=(1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6),
    points=(1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66),
    cell_bonus={3: "extra_die", 5: "x_blue", 6: "fox", 8: "purple_6", 9: "reroll"},
)

# --- orange (§3.4) ----------------------------------------------------------------------------
ORANGE = MultiplierTrack(
    name="orange",
    size=11,
    factor=(1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3),
    cell_bonus={2: "reroll", 4: "x_yellow", 5: "extra_die", 7: "fox", 9: "purple_6"},
)

# --- purple (§3.5, ruling R1: bonuses under cells 3–11) ---------------------------------------
PURPLE = RisingTrack(
    name="purple",
    size=11,
    cell_bonus={
        2: "reroll", 3: "x_blue", 4: "extra_die", 5: "x_yellow", 6: "fox",
        7: "reroll", 8: "x_green", 9: "orange_6", 10: "extra_die",
    },
)

BONUSES = {
    spec.code: spec
    for spec in (
        BonusSpec("reroll", "unlock", track="reroll"),
        BonusSpec("extra_die", "unlock", track="extra_die"),
        BonusSpec("fox", "fox"),
        BonusSpec("x_yellow", "x", area="yellow"),
        BonusSpec("x_blue", "x", area="blue"),
        BonusSpec("x_green", "x", area="green"),  # leftmost cell, no minimum (R3)
        BonusSpec("orange_4", "number", area="orange", number=4),
        BonusSpec("orange_5", "number", area="orange", number=5),
        BonusSpec("orange_6", "number", area="orange", number=6),  # multiplied (R2)
        BonusSpec("purple_6", "number", area="purple", number=6),
        # round 4: black X in yellow/blue/green, or black 6 in orange/purple (R17)
        BonusSpec("black_x_or_6", "choice",
                  options=("x_yellow", "x_blue", "x_green", "orange_6", "purple_6")),
    )
}

RATING = (
    RatingBand("so_clever", 281, None, "You're so clever!"),
    RatingBand("einstein", 260, 280, "Are you Einstein?"),
    RatingBand("genius", 240, 259, "What a genius!"),
    RatingBand("impressive", 220, 239, "Impressive!"),
    RatingBand("hats_off", 200, 219, "Hat's off to you!"),
    RatingBand("great_result", 180, 199, "Great result!"),
    RatingBand("pretty_good", 160, 179, "That was pretty good."),
    RatingBand("not_bad", 140, 159, "Not bad… you could do better."),
    RatingBand("try_harder", None, 139, "Try harder!"),
)


class GanzSchoenClever(FastListing):
    game_id = GAME_ID
    dice = ("white", "yellow", "blue", "green", "orange", "purple")
    wild = "white"
    die_area = {"yellow": "yellow", "blue": "blue", "green": "green", "orange": "orange",
                "purple": "purple"}
    sum_dice = {"blue": ("blue", "white")}
    areas = {a.name: a for a in (YELLOW, BLUE, GREEN, ORANGE, PURPLE)}
    track_slots = {"reroll": 7, "extra_die": 7}
    round_bonuses = {1: "reroll", 2: "extra_die", 3: "reroll", 4: "black_x_or_6"}
    rounds_by_players = {1: 6, 2: 6, 3: 5, 4: 4, 5: 4, 6: 4}
    bonuses = BONUSES
    rating = RATING
    # the shared turn throughout: every shortcut of fast_listing.py holds
    checks_by_parts = True
    placement_tables = True
    targets_by_parts = True


RULES = GanzSchoenClever()
