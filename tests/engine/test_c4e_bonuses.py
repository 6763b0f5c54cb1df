"""Clever 4ever: every bonus printed on the sheet, triggered by a real move (§3, §3.6), the round
bonuses (§2.9), the re-roll track's end bonus (§4), the "?" bonuses and the bonus chain E6."""

from __future__ import annotations

from collections import Counter, deque

import pytest

from cleverdesk.engine import GameState, MoveKind, Phase, apply, legal_moves

from .clever_4ever_support import (
    LOW,
    SUB,
    B,
    G,
    P,
    Y,
    active_state,
    bonus,
    fired_bonuses,
    grey_area,
    off_turn_state,
    pick,
    rules,
    setup,
    sheet,
)
from .random_play import play_until

ONES = {"white": 1, "yellow": 1, "blue": 1, "grey": 1, "green": 1, "pink": 1}


def open_cells(marks: list[int]) -> list[int]:
    return [c for c, m in enumerate(marks) if m == 0]


def expected_targets(state: GameState, seat: int, code: str) -> set[tuple[int, int | None]]:
    """(cell, value) pairs a "?" bonus may take, computed from the sheet by the rules text."""
    player = state.players[seat]
    area = code[2:]
    marks = player.marks[area]
    if code == "q_blue":  # any open cell, dice irrelevant (R14)
        return {(c, None) for c in open_cells(marks)}
    if code == "q_grey":  # any allowed sub-area (R15)
        return {(a, None) for a in grey_area().x_targets(marks)}
    if code == "q_pink":
        return {(marks.index(0), v) for v in range(1, 7)} if 0 in marks else set()
    if code == "q_green":
        nexts = [next((c for c in range(s, s + 11) if not marks[c]), None) for s in (0, 11)]
        return {(c, v) for c in nexts if c is not None for v in range(1, 7)}
    if code == "q_yellow":  # next cell of each row; the top row must rise (R21)
        result: set[tuple[int, int | None]] = set()
        for row in range(3):
            cells = [c for c in range(row * 5, row * 5 + 5) if not marks[c]]
            if not cells:
                continue
            cell = cells[0]
            last = marks[cell - 1] if cell % 5 else 0
            result |= {(cell, v) for v in range(1, 7) if row != 0 or v > last}
        return result
    raise AssertionError(code)


def check_effect(before: GameState, after: GameState, seat: int, code: str) -> None:
    old, new = before.players[seat], after.players[seat]
    assert code in fired_bonuses(after)
    if code in ("reroll", "extra_die", "polish"):
        assert new.tracks[code].unlocked == old.tracks[code].unlocked + 1
    elif code == "fox":
        assert new.foxes == old.foxes + 1
    else:
        assert after.decider == seat and code in new.pending
        moves = [m for m in legal_moves(after) if m.bonus == code]
        assert moves and all(m.kind == MoveKind.BONUS and m.area == code[2:] for m in moves)
        assert {(m.cell, m.value) for m in moves} == expected_targets(after, seat, code)


# --- yellow (9 icons) ---------------------------------------------------------------------------
YELLOW_CASES = [
    ("r1c2", "polish"), ("r1c3", "q_grey"), ("r1c4", "q_green"), ("r1c5", "fox"),
    ("r2c1", "reroll"), ("r2c2", "q_pink"), ("r2c3", "q_blue"), ("r2c4", "extra_die"),
    ("r2c5", "q_yellow"),
]


@pytest.mark.parametrize(("ref", "code"), YELLOW_CASES, ids=[r for r, _ in YELLOW_CASES])
def test_yellow_cell_bonus(ref: str, code: str) -> None:
    row, col = int(ref[1]), int(ref[3])
    before = list(range(1, col)) if row == 1 else [1] * (col - 1)
    player = sheet(yellow={"top" if row == 1 else "middle": before})
    value = col if row == 1 else 1
    state = active_state(dict(ONES, yellow=value), player)
    after = apply(state, pick("yellow", "yellow", Y(ref)))
    check_effect(state, after, 0, code)


def test_yellow_bottom_row_has_no_bonus() -> None:
    player = sheet(yellow={"bottom": [6, 6, 6, 6]})
    state = active_state(dict(ONES, yellow=6), player)
    after = apply(state, pick("yellow", "yellow", Y("r3c5")))
    assert fired_bonuses(after) == []


# --- blue (6 rows + main diagonal) --------------------------------------------------------------
BLUE_ROWS = [(1, "q_green"), (2, "q_pink"), (3, "q_yellow"), (4, "extra_die"), (5, "q_grey"),
             (6, "fox")]


@pytest.mark.parametrize(("row", "code"), BLUE_ROWS, ids=[f"row {r}" for r, _ in BLUE_ROWS])
def test_blue_row_bonus_at_the_second_cross(row: int, code: str) -> None:
    first, second = [c for c in range(1, 7) if c != row][:2]  # off the main diagonal
    player = sheet(blue=[(row, first)])
    state = active_state(dict(ONES, blue=row, white=second), player)
    after = apply(state, pick("blue", "blue", B(row, second)))
    check_effect(state, after, 0, code)
    assert fired_bonuses(after) == [code]


def test_blue_row_bonus_fires_once_only() -> None:
    """R12: the 3rd cross of a row gives nothing more."""
    player = sheet(blue=[(6, 1), (6, 2)])
    assert player.foxes == 1
    state = active_state(dict(ONES, blue=6, white=3), player)
    after = apply(state, pick("blue", "blue", B(6, 3)))
    assert fired_bonuses(after) == [] and after.players[0].foxes == 1


def test_blue_main_diagonal_bonus_at_the_second_cross() -> None:
    player = sheet(blue=[(1, 1)])
    state = active_state(dict(ONES, blue=2, white=2), player)
    after = apply(state, pick("blue", "blue", B(2, 2)))
    check_effect(state, after, 0, "reroll")
    assert fired_bonuses(after) == ["reroll"]
    again = active_state(dict(ONES, blue=3, white=3), sheet(blue=[(1, 1), (2, 2)]))
    assert fired_bonuses(apply(again, pick("blue", "blue", B(3, 3)))) == []


def test_one_cross_fires_row_and_diagonal_together() -> None:
    """§2.10: r4c4 as 2nd cross of row 4 and of the main diagonal: extra die and re-roll."""
    player = sheet(blue=[(4, 1), (1, 1)])
    state = active_state(dict(ONES, blue=4, white=4), player)
    after = apply(state, pick("white", "blue", B(4, 4)))
    assert sorted(fired_bonuses(after)) == ["extra_die", "reroll"]
    assert after.players[0].tracks["extra_die"].unlocked == 1
    assert after.players[0].tracks["reroll"].unlocked == 2  # round 1 gave the first


# --- grey (13 cells + 3 shades) ------------------------------------------------------------------
GREY_CASES = [
    ("r1c1", "G01", "polish"), ("r1c6", "G05", "q_green"), ("r1c13", "G14", "polish"),
    ("r2c8", "G09", "reroll"), ("r2c16", "G16", "q_green"), ("r3c4", "G07", "q_pink"),
    ("r3c6", "G06", "polish"), ("r3c10", "G11", "polish"), ("r3c14", "G15", "q_blue"),
    ("r4c1", "G02", "reroll"), ("r4c8", "G10", "extra_die"), ("r4c12", "G12", "q_yellow"),
    ("r4c15", "G17", "polish"),
]


def path_to(target: str) -> list[str]:
    """Sub-areas to cross, in an allowed order, so that ``target`` becomes allowed."""
    area = grey_area()
    if target in area.start_ids:
        return []
    todo = deque([[s] for s in area.start_ids if s != target])
    seen = set(area.start_ids)
    while todo:
        path = todo.popleft()
        if target in area.sub_area(path[-1]).touches:
            return path
        for nxt in area.sub_area(path[-1]).touches:
            if nxt not in seen and nxt != target:
                seen.add(nxt)
                todo.append(path + [nxt])
    raise AssertionError(target)


@pytest.mark.parametrize(("ref", "sub_id", "code"), GREY_CASES, ids=[r for r, _, _ in GREY_CASES])
def test_grey_cell_bonus(ref: str, sub_id: str, code: str) -> None:
    assert grey_area().sub_area_of(G(ref)).id == sub_id
    player = sheet(grey=path_to(sub_id))
    state = active_state(dict(ONES, grey=6), player)
    after = apply(state, pick("grey", "grey", SUB(sub_id)))
    check_effect(state, after, 0, code)
    assert fired_bonuses(after) == [code]


SHADE_LAST = [("W", "G08"), ("L", "G17"), ("D", "G13")]


@pytest.mark.parametrize(("shade", "last"), SHADE_LAST, ids=[s for s, _ in SHADE_LAST])
def test_grey_shade_fox_when_its_last_cell_is_crossed(shade: str, last: str) -> None:
    area = grey_area()
    order = list(area.start_ids)  # every other sub-area, in an allowed (breadth-first) order
    for sub_id in order:
        order += [t for t in area.sub_area(sub_id).touches if t not in order and t != last]
    assert len(order) == 16
    player = sheet(grey=order)
    foxes_before = player.foxes
    assert foxes_before == 2  # the two other shades are complete
    state = active_state(dict(ONES, grey=6), player)
    after = apply(state, pick("grey", "grey", SUB(last)))
    assert "fox" in fired_bonuses(after)
    assert after.players[0].foxes == foxes_before + 1
    assert all(after.players[0].marks["grey"][c] for c in area.shade_cells(shade))


def test_grey_shade_fox_not_before_the_last_cell() -> None:
    """All dark sub-areas but G16: no dark fox yet."""
    player = sheet(grey=["G01", "G03", "G04", "G06", "G08", "G10", "G11", "G13", "G14"])
    assert player.foxes == 0


# --- green (11 lower triangles) -----------------------------------------------------------------
GREEN_CASES = [(1, "reroll"), (2, "q_blue"), (3, "polish"), (4, "q_yellow"), (5, "q_grey"),
               (6, "extra_die"), (7, "q_pink"), (8, "q_blue"), (9, "q_yellow"), (10, "fox"),
               (11, "extra_die")]


@pytest.mark.parametrize(("field", "code"), GREEN_CASES, ids=[f"field {f}" for f, _ in GREEN_CASES])
def test_green_lower_triangle_bonus(field: int, code: str) -> None:
    player = sheet(green={"lower": [2] * (field - 1)})
    state = active_state(dict(ONES, green=3), player)
    after = apply(state, pick("green", "green", LOW(field)))
    check_effect(state, after, 0, code)


def test_green_upper_triangles_have_no_bonus() -> None:
    """R30 and §3.4: the bonus is on the lower triangle, also when the upper one is empty."""
    player = sheet(green={"upper": [2] * 9})
    state = active_state(dict(ONES, green=3), player)
    after = apply(state, pick("green", "green", 9))  # upper triangle of field 10
    assert fired_bonuses(after) == []


# --- pink (8 fields, on a 5 or a 6) -------------------------------------------------------------
PINK_CASES = [(1, "polish"), (3, "q_green"), (4, "extra_die"), (5, "reroll"), (7, "q_grey"),
              (8, "fox"), (10, "q_blue"), (12, "q_yellow")]


@pytest.mark.parametrize("value", [5, 6])
@pytest.mark.parametrize(("pos", "code"), PINK_CASES, ids=[f"field {p}" for p, _ in PINK_CASES])
def test_pink_field_bonus_on_five_or_six(pos: int, code: str, value: int) -> None:
    player = sheet(pink=[1] * (pos - 1))
    state = active_state(dict(ONES, pink=value), player)
    after = apply(state, pick("pink", "pink", P(pos)))
    check_effect(state, after, 0, code)


@pytest.mark.parametrize("value", [1, 2, 4])
@pytest.mark.parametrize(("pos", "code"), PINK_CASES, ids=[f"field {p}" for p, _ in PINK_CASES])
def test_pink_field_bonus_not_on_other_values(pos: int, code: str, value: int) -> None:
    player = sheet(pink=[1] * (pos - 1))
    state = active_state(dict(ONES, pink=value), player)
    after = apply(state, pick("pink", "pink", P(pos)))
    assert fired_bonuses(after) == []


# --- integrity: the bonus index of §3.6 ----------------------------------------------------------
def test_bonus_index_counts() -> None:
    r = rules()
    count: Counter[str] = Counter()
    for area in r.areas.values():
        count.update(area.cell_bonus.values())
    blue = r.areas["blue"]
    count.update(b for b in blue.row_bonus if b)  # type: ignore[attr-defined]
    count[blue.diagonal_bonus] += 1  # type: ignore[attr-defined]
    grey = r.areas["grey"]
    count.update(b for _, b in grey.shade_bonus)  # type: ignore[attr-defined]
    count.update(b for _, b in r.areas["pink"].field_bonus)  # type: ignore[attr-defined]
    count.update(r.round_bonuses.values())
    count.update(r.track_end_bonus.values())
    assert dict(count) == {
        "reroll": 7, "extra_die": 7, "polish": 9, "fox": 7, "q_yellow": 6, "q_blue": 5,
        "q_grey": 4, "q_green": 5, "q_pink": 5, "q_black": 1,
    }
    for track in ("reroll", "extra_die", "polish"):  # unlock sources = track length (R4)
        assert count[track] == r.track_slots[track]


# --- round bonuses and the re-roll track ----------------------------------------------------------
def test_round_4_black_question_offers_every_area_to_every_player() -> None:
    state = rules().new_game(setup(players=3, seed=11))
    state = play_until(state, lambda s: s.round == 4)
    assert state.phase == Phase.ROUND_START
    deciders = []
    while state.phase == Phase.ROUND_START:
        seat = state.decider
        assert seat is not None
        deciders.append(seat)
        moves = legal_moves(state)
        assert all(m.kind == MoveKind.BONUS and m.bonus == "q_black" for m in moves)
        by_option: dict[str | None, set[tuple[int | None, int | None]]] = {}
        for m in moves:
            assert m.area == (m.option or "")[2:]
            by_option.setdefault(m.option, set()).add((m.cell, m.value))
        expected = {code: expected_targets(state, seat, code)
                    for code in ("q_yellow", "q_blue", "q_grey", "q_green", "q_pink")}
        assert by_option == {k: v for k, v in expected.items() if v}
        cell = state.players[seat].marks["pink"].index(0)
        state = apply(state, bonus("q_black", "pink", cell, 4, option="q_pink"))
        assert state.players[seat].marks["pink"][cell] == 4
    assert sorted(deciders) == [0, 1, 2]


def test_round_4_black_question_lost_when_nothing_fits() -> None:
    state = rules().new_game(setup(players=1, seed=2))
    state = play_until(state, lambda s: s.round == 3)
    player = state.players[0]
    for area in ("yellow", "blue", "grey", "green", "pink"):
        player.marks[area] = [1] * len(player.marks[area])
    state = play_until(state, lambda s: s.round == 4)
    assert any(e.kind == "bonus_lost" and e.bonus == "q_black" for e in state.last_events)
    assert state.phase == Phase.ACTIVE_ROLL


def test_last_reroll_slot_fires_the_pink_question() -> None:
    player = sheet(yellow={"middle": []})
    state = active_state(dict(ONES, yellow=2), player, {"reroll": (6, 0)})
    after = apply(state, pick("yellow", "yellow", Y("r2c1")))
    assert after.players[0].tracks["reroll"].unlocked == 7
    assert fired_bonuses(after) == ["reroll", "q_pink"]
    assert {m.bonus for m in legal_moves(after)} == {"q_pink"}
    check_effect(state, after, 0, "q_pink")


# --- "?" bonuses --------------------------------------------------------------------------------
def test_yellow_question_keeps_the_top_row_rule() -> None:
    """R21: top row holds 2, 5 → only a 6 may go there; the other rows take anything."""
    player = sheet(yellow={"top": [2, 5], "middle": [1, 1, 1, 1]})
    state = active_state(dict(ONES, yellow=1), player)
    after = apply(state, pick("yellow", "yellow", Y("r2c5")))  # fires q_yellow
    moves = {(m.cell, m.value) for m in legal_moves(after) if m.bonus == "q_yellow"}
    assert moves == {(Y("r1c3"), 6)} | {(Y("r3c1"), v) for v in range(1, 7)}


def test_blue_question_crosses_any_open_cell() -> None:
    player = sheet(yellow={"middle": [1, 1]}, blue=[(1, 1), (6, 6)])
    state = active_state(dict(ONES, yellow=1), player)
    after = apply(state, pick("yellow", "yellow", Y("r2c3")))
    cells = sorted(m.cell or 0 for m in legal_moves(after) if m.bonus == "q_blue")
    assert cells == [c for c in range(36) if c not in (B(1, 1), B(6, 6))]
    after = apply(after, bonus("q_blue", "blue", B(4, 2)))
    assert after.players[0].marks["blue"][B(4, 2)] == 1


def test_grey_question_takes_any_allowed_sub_area_of_any_size() -> None:
    """R15: G06 has six cells; the grey "?" may cross it."""
    player = sheet(yellow={"top": [1, 2]}, grey=["G01", "G03"])
    state = active_state(dict(ONES, yellow=3), player)
    after = apply(state, pick("yellow", "yellow", Y("r1c3")))
    cells = {m.cell for m in legal_moves(after) if m.bonus == "q_grey"}
    assert cells == {SUB(s) for s in ("G02", "G04", "G05", "G06", "G07")}
    after = apply(after, bonus("q_grey", "grey", SUB("G06")))
    assert sum(after.players[0].marks["grey"]) == 1 + 5 + 6
    assert "polish" in fired_bonuses(after)  # r3c6


def test_pink_question_value_has_its_effect() -> None:
    player = sheet(yellow={"middle": [1]}, pink=[1, 1])
    state = active_state(dict(ONES, yellow=1), player)
    after = apply(state, pick("yellow", "yellow", Y("r2c2")))  # fires q_pink
    after3 = apply(after, bonus("q_pink", "pink", P(3), 3))
    assert after3.players[0].marks["pink"][:5] == [1, 1, 3, 3, 0]
    after6 = apply(after, bonus("q_pink", "pink", P(3), 6))
    assert "q_green" in fired_bonuses(after6)


def test_question_bonus_lost_without_target() -> None:
    player = sheet(yellow={"middle": [1]}, pink=[1] * 12)
    state = active_state(dict(ONES, yellow=1), player)
    after = apply(state, pick("yellow", "yellow", Y("r2c2")))
    assert any(e.kind == "bonus_lost" and e.bonus == "q_pink" for e in after.last_events)
    assert not after.players[0].pending


def test_single_target_question_resolves_by_itself() -> None:
    """Top row ends with 5, middle and bottom full: the yellow "?" can only be a top-row 6."""
    player = sheet(yellow={"top": [4, 5], "middle": [1, 1, 1, 1], "bottom": [1] * 5})
    state = active_state(dict(ONES, yellow=1), player)
    after = apply(state, pick("yellow", "yellow", Y("r2c5")))
    assert after.players[0].marks["yellow"][Y("r1c3")] == 6
    assert after.players[0].pending == ["q_grey"]  # r1c3 chains on into grey


# --- E6: the bonus chain ---------------------------------------------------------------------
def e6_state() -> GameState:
    player = sheet(green={"upper": [4]}, grey=["G02", "G03"], pink=[1, 1, 1, 4, 1, 1])
    faces = {"white": 2, "yellow": 1, "blue": 3, "grey": 2, "green": 5, "pink": 1}
    return off_turn_state(Phase.PASSIVE_PICK, faces, ["green", "yellow", "pink"], player,
                          {"reroll": (6, 0)})


def test_e6_bonus_chain() -> None:
    state = e6_state()
    seat = state.decider
    assert seat is not None
    state = apply(state, pick("green", "green", LOW(1)))  # green 5 into the lower triangle
    player = state.players[seat]
    assert rules().areas["green"].score(player.marks["green"]) == 9
    assert player.tracks["reroll"].unlocked == 7  # step 2: the 7th slot
    assert player.pending == ["q_pink"]
    assert state.decider == seat
    state = apply(state, bonus("q_pink", "pink", P(7), 5))  # step 3
    assert state.players[seat].pending == ["q_grey"]
    assert SUB("G07") in {m.cell for m in legal_moves(state)}
    state = apply(state, bonus("q_grey", "grey", SUB("G07")))  # step 4
    assert state.players[seat].pending == ["q_pink"]
    state = apply(state, bonus("q_pink", "pink", P(8), 6))  # step 5
    player = state.players[seat]
    assert not player.pending
    assert player.marks["green"][:1] == [4] and player.marks["green"][LOW(1)] == 5
    grey = grey_area()
    assert {grey.sub_area_of(c).id for c, m in enumerate(player.marks["grey"]) if m} == \
        {"G02", "G03", "G07"}
    assert player.marks["pink"] == [1, 1, 1, 4, 1, 1, 5, 6, 0, 0, 0, 0]
    assert rules().area_scores(player) == {"yellow": 0, "blue": 0, "grey": 0, "green": 9,
                                           "pink": 30}
    assert (player.tracks["reroll"].unlocked, player.tracks["reroll"].used) == (7, 0)
    assert player.foxes == 1


def test_e6_variant_a_three_writes_one_echo_and_nothing_fires() -> None:
    state = e6_state()
    seat = state.decider
    assert seat is not None
    state = apply(state, pick("green", "green", LOW(1)))
    state = apply(state, bonus("q_pink", "pink", P(7), 5))
    state = apply(state, bonus("q_grey", "grey", SUB("G07")))
    state = apply(state, bonus("q_pink", "pink", P(8), 3))
    player = state.players[seat]
    assert player.marks["pink"] == [1, 1, 1, 4, 1, 1, 5, 3, 3, 0, 0, 0]
    assert player.foxes == 0 and not player.pending


def test_bonuses_resolve_in_the_players_order() -> None:
    """R23: blue r3c3 is the 2nd cross of row 3 (yellow "?") and of the main diagonal
    (re-roll, the 7th slot → pink "?"): both "?" wait, and the player picks the order."""
    player = sheet(blue=[(3, 1), (1, 1)])
    state = active_state(dict(ONES, blue=3, white=3), player, {"reroll": (6, 0)})
    after = apply(state, pick("blue", "blue", B(3, 3)))
    assert sorted(after.players[0].pending) == ["q_pink", "q_yellow"]
    assert {m.bonus for m in legal_moves(after)} == {"q_pink", "q_yellow"}
    after = apply(after, bonus("q_pink", "pink", P(1), 2))
    assert after.players[0].pending == ["q_yellow"]
    assert {m.bonus for m in legal_moves(after)} == {"q_yellow"}
    after = apply(after, bonus("q_yellow", "yellow", Y("r3c1"), 6))
    assert not after.players[0].pending
    assert after.phase == Phase.ACTIVE_ROLL and after.roll_no == 2
