"""Every bonus printed on the Ganz schön clever sheet, triggered by a real move (§3, §3.6)."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameState, Move, MoveKind, Phase, apply, legal_moves

from .random_play import play_until
from .support import active_roll_state, blue, rules, sheet, yellow

# (area, the cells crossed before, the die and face that completes it, the cell it goes to,
#  the bonus expected) — one row per bonus icon in the areas (31 in all).
Y, B = yellow, blue
GRID_CASES = [
    ("yellow row 1", "yellow", ["r1c2", "r1c3"], ("yellow", 3), Y("r1c1"), "x_blue"),
    ("yellow row 2", "yellow", ["r2c1", "r2c2"], ("yellow", 5), Y("r2c4"), "orange_4"),
    ("yellow row 3", "yellow", ["r3c1", "r3c3"], ("yellow", 4), Y("r3c4"), "x_green"),
    ("yellow row 4", "yellow", ["r4c2", "r4c3"], ("yellow", 6), Y("r4c4"), "fox"),
    ("yellow diagonal", "yellow", ["r1c1", "r2c2", "r3c3"], ("yellow", 6), Y("r4c4"),
     "extra_die"),
    ("blue row 1", "blue", [2, 3], ("blue", 4), B(4), "orange_5"),
    ("blue row 2", "blue", [5, 6, 7], ("blue", 8), B(8), "x_yellow"),
    ("blue row 3", "blue", [9, 10, 11], ("blue", 12), B(12), "fox"),
    ("blue column 1", "blue", [5], ("blue", 9), B(9), "reroll"),
    ("blue column 2", "blue", [2, 6], ("blue", 10), B(10), "x_green"),
    ("blue column 3", "blue", [3, 7], ("blue", 11), B(11), "purple_6"),
    ("blue column 4", "blue", [4, 8], ("blue", 12), B(12), "extra_die"),
]

TRACK_CASES = [
    ("green", 4, "extra_die"), ("green", 6, "x_blue"), ("green", 7, "fox"),
    ("green", 9, "purple_6"), ("green", 10, "reroll"),
    ("orange", 3, "reroll"), ("orange", 5, "x_yellow"), ("orange", 6, "extra_die"),
    ("orange", 8, "fox"), ("orange", 10, "purple_6"),
    ("purple", 3, "reroll"), ("purple", 4, "x_blue"), ("purple", 5, "extra_die"),
    ("purple", 6, "x_yellow"), ("purple", 7, "fox"), ("purple", 8, "reroll"),
    ("purple", 9, "x_green"), ("purple", 10, "orange_6"), ("purple", 11, "extra_die"),
]

NEUTRAL_FACES = {"white": 1, "yellow": 1, "blue": 1, "green": 1, "orange": 1, "purple": 1}


def check_bonus_effect(before: GameState, after: GameState, bonus: str) -> None:
    seat = before.active
    old, new = before.players[seat], after.players[seat]
    fired = [e.bonus for e in after.last_events if e.kind == "bonus_fired"]
    assert bonus in fired
    if bonus in ("reroll", "extra_die"):
        assert new.tracks[bonus].unlocked == old.tracks[bonus].unlocked + 1
    elif bonus == "fox":
        assert new.foxes == old.foxes + 1
    elif bonus in ("x_yellow", "x_blue"):
        area = bonus[2:]
        open_cells = [c for c, m in enumerate(new.marks[area]) if m == 0]
        moves = legal_moves(after)
        assert after.decider == seat
        assert moves and all(m.kind == MoveKind.BONUS and m.bonus == bonus for m in moves)
        assert sorted(m.cell for m in moves if m.cell is not None) == open_cells
    elif bonus == "x_green":
        # the leftmost open green cell, without the minimum (R3); no choice, so no question
        assert new.marks["green"][0] == 1 and old.marks["green"][0] == 0
    elif bonus.startswith("orange_"):
        assert new.marks["orange"][0] == int(bonus[-1])  # pos 1 has factor 1
    elif bonus == "purple_6":
        assert new.marks["purple"][0] == 6
    else:  # pragma: no cover - every case is listed above
        raise AssertionError(bonus)


@pytest.mark.parametrize(("name", "area", "before", "die", "cell", "bonus"), GRID_CASES,
                         ids=[c[0] for c in GRID_CASES])
def test_grid_line_bonus(name: str, area: str, before: list, die: tuple[str, int], cell: int,
                         bonus: str) -> None:
    player = sheet(yellow_crossed=before) if area == "yellow" else sheet(blue_crossed=before)
    faces = dict(NEUTRAL_FACES)
    colour, value = die
    if area == "blue":
        faces["white"], faces["blue"] = 1, value - 1
    else:
        faces[colour] = value
    state = active_roll_state(faces, player)
    after = apply(state, Move(MoveKind.PICK, die=colour, area=area, cell=cell))
    check_bonus_effect(state, after, bonus)


@pytest.mark.parametrize(("area", "pos", "bonus"), TRACK_CASES,
                         ids=[f"{a} pos {p}" for a, p, _ in TRACK_CASES])
def test_track_cell_bonus(area: str, pos: int, bonus: str) -> None:
    earlier = pos - 1
    player = {
        "green": lambda: sheet(green_crossed=earlier),
        "orange": lambda: sheet(orange_written=[1] * earlier),
        "purple": lambda: sheet(purple_written=[6] * earlier),
    }[area]()
    faces = dict(NEUTRAL_FACES)
    faces[area] = 6
    state = active_roll_state(faces, player)
    after = apply(state, Move(MoveKind.PICK, die=area, area=area, cell=pos - 1))
    check_bonus_effect(state, after, bonus)


def test_all_35_bonus_icons_are_covered() -> None:
    r = rules()
    icons = sum(len(a.cell_bonus) + sum(1 for g in a.groups if g.bonus) for a in r.areas.values())
    assert icons == 31 == len(GRID_CASES) + len(TRACK_CASES)
    assert len(r.round_bonuses) == 4


def test_x_green_chosen_alongside_a_real_choice() -> None:
    """Blue 6 completes row 2 (X yellow) and column 2 (X green): the player orders them."""
    player = sheet(blue_crossed=[2, 5, 7, 8, 10])
    faces = dict(NEUTRAL_FACES, white=3, blue=3)
    state = active_roll_state(faces, player)
    after = apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(6)))
    moves = legal_moves(after)
    assert {m.bonus for m in moves} == {"x_yellow", "x_green"}
    assert [m.cell for m in moves if m.bonus == "x_green"] == [0]
    after = apply(after, Move(MoveKind.BONUS, bonus="x_green", area="green", cell=0))
    assert after.players[0].marks["green"][0] == 1
    assert {m.bonus for m in legal_moves(after)} == {"x_yellow"}


def test_x_green_ignores_the_minimum() -> None:
    """R3: the green X crosses the leftmost open cell whatever its minimum (pos 5: ≥5)."""
    player = sheet(green_crossed=4, blue_crossed=[2, 6])
    faces = dict(NEUTRAL_FACES, white=4, blue=6)
    state = active_roll_state(faces, player)
    after = apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(10)))
    assert after.players[0].marks["green"][4] == 1


def test_orange_number_bonus_is_multiplied() -> None:
    """R2: orange 4 into a ×2 cell writes 8."""
    player = sheet(yellow_crossed=["r2c1", "r2c2"], orange_written=[1, 1, 1])
    state = active_roll_state(dict(NEUTRAL_FACES, yellow=5), player)
    after = apply(state, Move(MoveKind.PICK, die="yellow", area="yellow", cell=yellow("r2c4")))
    assert after.players[0].marks["orange"][3] == 8


def test_bonus_without_target_is_lost() -> None:
    """R16: blue row 1 pays orange 5, but orange is full: lost, no question asked."""
    player = sheet(blue_crossed=[2, 3], orange_written=[1] * 11)
    state = active_roll_state(dict(NEUTRAL_FACES, white=2, blue=2), player)
    after = apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(4)))
    assert any(e.kind == "bonus_lost" and e.bonus == "orange_5" for e in after.last_events)
    assert not after.players[0].pending
    assert after.players[0].marks["blue"][blue(4)] == 1  # the cross itself still stands


def test_round_4_black_x_or_6_offers_every_option_to_every_player() -> None:
    from .support import setup

    state = rules().new_game(setup(players=3, seed=11))
    state = play_until(state, lambda s: s.round == 4)
    assert state.phase == Phase.ROUND_START
    deciders = []
    while state.phase == Phase.ROUND_START:
        seat = state.decider
        assert seat is not None
        deciders.append(seat)
        player = state.players[seat]
        moves = legal_moves(state)
        assert all(m.kind == MoveKind.BONUS and m.bonus == "black_x_or_6" for m in moves)
        by_option: dict[str | None, list[int | None]] = {}
        for m in moves:
            by_option.setdefault(m.option, []).append(m.cell)
        r = rules()
        expected = {
            "x_yellow": [c for c, m in enumerate(player.marks["yellow"]) if not m],
            "x_blue": [c for c, m in enumerate(player.marks["blue"]) if not m],
            "x_green": r.areas["green"].x_targets(player.marks["green"]),
            "orange_6": [player.marks["orange"].index(0)] if 0 in player.marks["orange"] else [],
            "purple_6": [player.marks["purple"].index(0)] if 0 in player.marks["purple"] else [],
        }
        assert by_option == {k: v for k, v in expected.items() if v}
        # take the black 6 in orange: 6 × the cell's factor
        cell = player.marks["orange"].index(0)
        factor = r.areas["orange"].factor[cell]  # type: ignore[attr-defined]
        state = apply(state, Move(MoveKind.BONUS, bonus="black_x_or_6", option="orange_6",
                                  area="orange", cell=cell))
        assert state.players[seat].marks["orange"][cell] == 6 * factor
    assert sorted(deciders) == [0, 1, 2]
    assert deciders[0] == state.first_player


def test_round_4_choice_lost_when_nothing_fits() -> None:
    """R17: only options with a target are offered; with none the bonus is lost."""
    from .support import setup

    state = rules().new_game(setup(players=1, seed=2))
    state = play_until(state, lambda s: s.round == 3)
    player = state.players[0]
    for area in ("yellow", "blue", "green", "orange", "purple"):
        player.marks[area] = [1] * len(player.marks[area])
    state = play_until(state, lambda s: s.round == 4)
    assert any(e.kind == "bonus_lost" and e.bonus == "black_x_or_6" for e in state.last_events)
    assert state.phase == Phase.ACTIVE_ROLL
    assert Move(MoveKind.FORFEIT) in legal_moves(state)  # the sheet is full: nothing fits
    assert all(m.kind in (MoveKind.FORFEIT, MoveKind.REROLL) for m in legal_moves(state))
