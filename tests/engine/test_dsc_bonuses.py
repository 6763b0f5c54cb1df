"""Every bonus printed on the Doppelt so clever sheet (§3, §3.6, §4, §2.9), each triggered by a
real move, and the "?" bonuses as pending choices."""

from __future__ import annotations

from typing import Any

import pytest

from cleverdesk.engine import GameState, Move, MoveKind, Phase, apply, legal_moves
from cleverdesk.engine.games.doppelt_so_clever import (
    BLUE_AREA,
    GREEN_AREA,
    PINK_AREA,
    SILVER_AREA,
    YELLOW_AREA,
)

from .doppelt_so_clever_support import (
    ALL_SIXES,
    active_roll_state,
    bonus,
    new_game,
    pick,
    rules,
    sheet,
    silver,
    yellow,
    yellow_value,
)
from .random_play import play_until

ROWS = ("yellow", "blue", "green", "pink")

# (name, sheet before, die, area, cell, bonus) — one row per bonus icon in the areas (41)
SILVER_CASES = [
    (f"silver column {v}", dict(silver_crossed={r: [v] for r in ROWS[:3]}), ("silver", v),
     "silver", silver("pink", v), code)
    for v, code in zip(range(1, 7), ["extra_die", "q_yellow", "fox", "q_blue", "q_green",
                                     "q_pink"], strict=True)
]
YELLOW_LINES = [  # line, the cells circled before, the cell circled by the pick, its bonus
    ("row 1", ["r1c2"], "r1c4", "q_blue"),
    ("row 2", ["r2c1"], "r2c3", "return"),
    ("row 3", ["r3c2"], "r3c4", "q_yellow"),
    ("row 4", ["r4c1"], "r4c3", "q_green"),
    ("row 5", ["r5c2"], "r5c4", "q_pink"),
    ("column 1", ["r2c1"], "r4c1", "reroll"),
    ("column 2", ["r1c2", "r3c2"], "r5c2", "extra_die"),
    ("column 3", ["r2c3"], "r4c3", "q_silver"),
    ("column 4", ["r1c4", "r3c4"], "r5c4", "fox"),
]
YELLOW_CASES = [
    (f"yellow {line}", dict(yellow_circled=before), ("yellow", yellow_value(last)), "yellow",
     yellow(last), code)
    for line, before, last, code in YELLOW_LINES
]
BLUE_CASES = [
    (f"blue pos {pos}", dict(blue_written=[12] * (pos - 1)), ("blue", 6), "blue", pos - 1, code)
    for pos, code in [(2, "return"), (3, "q_yellow"), (5, "extra_die"), (6, "reroll"),
                      (7, "q_pink"), (9, "fox"), (10, "return"), (12, "q_green")]
]
GREEN_CASES = [
    (f"green pos {pos}", dict(green_written=[2] * (pos - 1)), ("green", 6), "green", pos - 1,
     code)
    for pos, code in [(2, "reroll"), (4, "q_blue"), (5, "return"), (7, "fox"), (8, "q_silver"),
                      (9, "extra_die"), (11, "q_pink"), (12, "q_yellow")]
]
PINK_BONUSES = [(3, 2, "reroll"), (4, 3, "return"), (5, 4, "extra_die"), (6, 5, "q_green"),
                (7, 6, "q_yellow"), (8, 2, "fox"), (9, 3, "q_silver"), (10, 4, "reroll"),
                (11, 5, "q_blue"), (12, 6, "q_yellow")]
PINK_CASES = [
    (f"pink pos {pos} (>= {minimum})", dict(pink_written=[6] * (pos - 1)), ("pink", minimum),
     "pink", pos - 1, code)
    for pos, minimum, code in PINK_BONUSES
]
AREA_CASES = SILVER_CASES + YELLOW_CASES + BLUE_CASES + GREEN_CASES + PINK_CASES


def check_bonus_effect(before: GameState, after: GameState, code: str) -> None:
    seat = before.active
    old, new = before.players[seat], after.players[seat]
    assert code in [e.bonus for e in after.last_events if e.kind == "bonus_fired"]
    if code in ("reroll", "return", "extra_die"):
        assert new.tracks[code].unlocked == old.tracks[code].unlocked + 1
        return
    if code == "fox":
        assert new.foxes == old.foxes + 1
        return
    # a "?" bonus: a pending decision of this player, offering exactly its legal targets
    assert after.decider == seat and new.pending == [code]
    moves = legal_moves(after)
    assert moves and all(m.kind == MoveKind.BONUS and m.bonus == code for m in moves)
    offered = {(m.area, m.cell, m.value) for m in moves}
    marks = new.marks
    if code == "q_silver":
        expected = {("silver", c, None) for c, m in enumerate(marks["silver"]) if not m}
    elif code == "q_yellow":
        expected = {("yellow", c, None) for c, m in enumerate(marks["yellow"]) if m < 2}
    elif code == "q_blue":
        cell = marks["blue"].index(0)
        top = marks["blue"][cell - 1] if cell else 12
        expected = {("blue", cell, v) for v in range(2, top + 1)}
    else:
        area = code[2:]
        expected = {(area, marks[area].index(0), v) for v in range(1, 7)}
    assert offered == expected


@pytest.mark.parametrize(("name", "before", "die", "area", "cell", "code"), AREA_CASES,
                         ids=[c[0] for c in AREA_CASES])
def test_area_bonus(name: str, before: dict[str, Any], die: tuple[str, int], area: str,
                    cell: int, code: str) -> None:
    colour, face = die
    faces = dict(ALL_SIXES, **{colour: face})  # nothing lower than the pick: no chain
    state = active_roll_state(faces, sheet(**before))
    after = apply(state, pick(colour, area, cell))
    check_bonus_effect(state, after, code)


@pytest.mark.parametrize(("pos", "minimum", "code"), PINK_BONUSES,
                         ids=[f"pink pos {p}" for p, _, _ in PINK_BONUSES])
def test_pink_bonus_needs_the_minimum(pos: int, minimum: int, code: str) -> None:
    """D4: one below the printed minimum writes the value but pays nothing."""
    state = active_roll_state(dict(ALL_SIXES, pink=minimum - 1),
                              sheet(pink_written=[6] * (pos - 1)))
    after = apply(state, pick("pink", "pink", pos - 1))
    me = after.players[after.active]
    assert me.marks["pink"][pos - 1] == minimum - 1
    assert not [e for e in after.last_events if e.kind == "bonus_fired"]
    assert me.tracks == state.players[state.active].tracks and me.foxes == 0


def test_pink_cells_1_and_2_and_blue_cell_1_pay_nothing() -> None:
    for area, die in (("pink", "pink"), ("blue", "blue")):
        state = active_roll_state(ALL_SIXES)
        after = apply(state, pick(die, area, 0))
        assert not [e for e in after.last_events if e.kind == "bonus_fired"]
    state = apply(active_roll_state(ALL_SIXES, sheet(pink_written=[6])), pick("pink", "pink", 1))
    assert not [e for e in state.last_events if e.kind == "bonus_fired"]


def test_all_48_bonus_icons_are_covered() -> None:
    """§3.6: 41 icons in the areas, 3 track ends, 4 on the round track."""
    icons = sum(len(a.cell_bonus) + sum(1 for g in a.groups if g.bonus)
                for a in (SILVER_AREA, YELLOW_AREA, BLUE_AREA, GREEN_AREA, PINK_AREA))
    assert icons == 41 == len(AREA_CASES)
    assert len(rules().round_bonuses) == 4
    assert len(TRACK_END_CASES) == 3


def test_every_track_has_exactly_six_unlock_sources() -> None:
    r = rules()
    sources = {"reroll": 0, "return": 0, "extra_die": 0}
    for area in r.areas.values():
        for code in [*area.cell_bonus.values(), *(g.bonus for g in area.groups if g.bonus)]:
            if code in sources:
                sources[code] += 1
    for code in r.round_bonuses.values():
        if code in sources:
            sources[code] += 1
    assert sources == {"reroll": 6, "return": 6, "extra_die": 6}
    assert r.track_slots == sources


# --- end-of-track bonuses (§4, D2, D23) ------------------------------------------------------
TRACK_END_CASES = [  # track, the unlock that circles slot 6, the end bonus
    ("reroll", dict(pink_written=[6, 6]), ("pink", 2), "pink", 2, "fox"),
    ("return", dict(blue_written=[12]), ("blue", 6), "blue", 1, "q_pink"),
    ("extra_die", dict(blue_written=[12] * 4), ("blue", 6), "blue", 4, "q_silver"),
]


@pytest.mark.parametrize(("track", "before", "die", "area", "cell", "code"), TRACK_END_CASES,
                         ids=[c[0] for c in TRACK_END_CASES])
@pytest.mark.parametrize("used", [0, 5], ids=["unused", "all used"])
def test_circling_the_sixth_slot_fires_the_end_bonus(
    track: str, before: dict[str, Any], die: tuple[str, int], area: str, cell: int, code: str,
    used: int,
) -> None:
    """The end bonus fires when slot 6 is circled, whether or not slots were used."""
    colour, face = die
    player = sheet(tracks={track: (5, used)}, **before)
    state = active_roll_state(dict(ALL_SIXES, **{colour: face}), player)
    after = apply(state, pick(colour, area, cell))
    me = after.players[after.active]
    assert me.tracks[track].unlocked == 6 and me.tracks[track].available == 6 - used
    fired = [e.bonus for e in after.last_events if e.kind == "bonus_fired"]
    assert fired == [track, code]
    check_bonus_effect(state, after, code)


def test_no_unlock_beyond_six_and_no_second_end_bonus() -> None:
    player = sheet(tracks={"reroll": 6}, pink_written=[6, 6])
    state = active_roll_state(dict(ALL_SIXES, pink=2), player)
    after = apply(state, pick("pink", "pink", 2))
    me = after.players[after.active]
    assert me.tracks["reroll"].unlocked == 6 and me.foxes == 0
    assert any(e.kind == "bonus_lost" and e.bonus == "reroll" for e in after.last_events)


# --- the "?" bonuses -------------------------------------------------------------------------
def q_state(code: str, player_marks: dict[str, Any]) -> GameState:
    """A state where ``code`` is pending for the active player, fired by a pink pick."""
    pos = {"q_green": 6, "q_yellow": 7, "q_silver": 9, "q_blue": 11}[code]
    marks = dict(player_marks, pink_written=[6] * (pos - 1))
    minimum = PINK_AREA.minimum[pos - 1]
    state = active_roll_state(dict(ALL_SIXES, pink=minimum), sheet(**marks))
    state = apply(state, pick("pink", "pink", pos - 1))
    return state


def test_q_blue_respects_the_never_rising_rule() -> None:
    """D9: the blue "?" offers 2 … the previous entry."""
    state = q_state("q_blue", dict(blue_written=[12, 9]))
    assert sorted(m.value for m in legal_moves(state) if m.value) == list(range(2, 10))
    state = apply(state, bonus("q_blue", "blue", 2, value=9))
    assert state.players[state.active].marks["blue"][:3] == [12, 9, 9]


def test_q_blue_with_a_single_choice_resolves_by_itself() -> None:
    """After a 2 only a 2 fits: written without a question; blue pos 3 then asks ? yellow."""
    state = q_state("q_blue", dict(blue_written=[5, 2]))
    me = state.players[state.active]
    assert me.marks["blue"][:3] == [5, 2, 2]
    assert any(e.kind == "bonus" and e.bonus == "q_blue" and e.value == 2
               for e in state.last_events)
    assert me.pending == ["q_yellow"]


def test_q_green_writes_the_chosen_value_times_the_factor() -> None:
    state = q_state("q_green", dict(green_written=[2, 2, 2, 2]))
    assert {m.value for m in legal_moves(state)} == set(range(1, 7))
    assert {m.cell for m in legal_moves(state)} == {4}  # pos 5, factor 3
    state = apply(state, bonus("q_green", "green", 4, value=5))
    me = state.players[state.active]
    assert me.marks["green"][4] == 15
    assert me.tracks["return"].unlocked == 1  # green pos 5 pays its bonus too


@pytest.mark.parametrize(("value", "fires"), [(1, False), (2, True)])
def test_q_pink_value_is_gated_by_the_minimum(value: int, fires: bool) -> None:
    """§3.5: the chosen value must reach the cell's minimum for its bonus (pos 3: >= 2)."""
    state = active_roll_state(dict(ALL_SIXES, blue=1, white=6),
                              sheet(blue_written=[12] * 6, pink_written=[6, 6]))
    state = apply(state, pick("blue", "blue", 6))  # blue pos 7 → ? pink
    assert state.players[state.active].pending == ["q_pink"]
    state = apply(state, bonus("q_pink", "pink", 2, value=value))
    me = state.players[state.active]
    assert me.marks["pink"][2] == value
    assert me.tracks["reroll"].unlocked == (1 if fires else 0)


def test_q_yellow_may_circle_or_cross() -> None:
    state = q_state("q_yellow", dict(yellow_circled=["r1c2", "r2c1"], yellow_crossed=["r2c1"]))
    cells = {m.cell for m in legal_moves(state)}
    assert cells == set(range(10)) - {yellow("r2c1")}  # crossed cells are done
    crossed = apply(state, bonus("q_yellow", "yellow", yellow("r1c2")))
    assert crossed.players[crossed.active].marks["yellow"][yellow("r1c2")] == 2
    circled = apply(state, bonus("q_yellow", "yellow", yellow("r5c4")))
    assert circled.players[circled.active].marks["yellow"][yellow("r5c4")] == 1


def test_q_silver_any_open_cell() -> None:
    state = q_state("q_silver", dict(silver_crossed={"green": [1, 2, 3, 4, 5, 6]}))
    cells = {m.cell for m in legal_moves(state)}
    assert cells == set(range(24)) - {silver("green", v) for v in range(1, 7)}


@pytest.mark.parametrize(("code", "full"), [
    ("q_silver", dict(silver_crossed={r: range(1, 7) for r in ROWS})),
    ("q_yellow", dict(yellow_crossed=["r1c2", "r1c4", "r2c1", "r2c3", "r3c2", "r3c4", "r4c1",
                                      "r4c3", "r5c2", "r5c4"])),
    ("q_blue", dict(blue_written=[12] * 12)),
    ("q_green", dict(green_written=[2] * 12)),
])
def test_question_mark_without_target_is_lost(code: str, full: dict[str, Any]) -> None:
    """D25: lost, no substitute, no question asked."""
    state = q_state(code, full)
    me = state.players[state.active]
    assert not me.pending
    assert any(e.kind == "bonus_lost" and e.bonus == code for e in state.last_events)


def test_q_pink_lost_when_pink_is_full() -> None:
    state = active_roll_state(dict(ALL_SIXES, blue=1), sheet(blue_written=[12] * 6,
                                                             pink_written=[1] * 12))
    state = apply(state, pick("blue", "blue", 6))
    assert any(e.kind == "bonus_lost" and e.bonus == "q_pink" for e in state.last_events)


def test_several_bonuses_of_one_mark_are_ordered_by_the_player() -> None:
    """D24: r4c3 completes yellow row 4 (? green) and column 3 (? silver)."""
    state = active_roll_state(dict(ALL_SIXES, yellow=5),
                              sheet(yellow_circled=["r4c1", "r2c3"]))
    state = apply(state, pick("yellow", "yellow", yellow("r4c3")))
    assert sorted(state.players[state.active].pending) == ["q_green", "q_silver"]
    assert {m.bonus for m in legal_moves(state)} == {"q_green", "q_silver"}


# --- round start bonuses (§2.9) --------------------------------------------------------------
def test_round_4_black_question_mark_offers_every_colour() -> None:
    state = play_until(new_game(players=3, seed=11), lambda s: s.round == 4)
    assert state.phase == Phase.ROUND_START
    deciders = []
    while state.phase == Phase.ROUND_START:
        seat = state.decider
        assert seat is not None
        deciders.append(seat)
        player = state.players[seat]
        moves = legal_moves(state)
        assert all(m.kind == MoveKind.BONUS and m.bonus == "q_any" for m in moves)
        by_option: dict[str | None, set[tuple[int | None, int | None]]] = {}
        for m in moves:
            by_option.setdefault(m.option, set()).add((m.cell, m.value))
        r = rules()
        expected = {
            option: {(t.cell, t.value) for t in r.bonus_targets(player, option)}
            for option in ("q_silver", "q_yellow", "q_blue", "q_green", "q_pink")
        }
        assert by_option == {k: v for k, v in expected.items() if v}
        assert expected["q_pink"] and all(v for _, v in expected["q_pink"])
        cell = player.marks["pink"].index(0)
        state = apply(state, bonus("q_any", "pink", cell, value=6, option="q_pink"))
        assert state.players[seat].marks["pink"][cell] == 6
    assert sorted(deciders) == [0, 1, 2]
    assert deciders[0] == state.first_player


def round_4_with(marks: dict[str, list[int]]) -> GameState:
    """Solo: the last decision of round 3 with the sheet set to ``marks``, then round 4."""
    state = play_until(new_game(players=1, seed=2),
                       lambda s: s.round == 3 and s.phase == Phase.PASSIVE_PICK)
    state.players[0].marks.update(marks)
    state = apply(state, Move(MoveKind.DECLINE))
    if state.phase == Phase.PASSIVE_WINDOW:
        state = apply(state, Move(MoveKind.END_WINDOW))
    assert state.round == 4
    return state


FULL = {"silver": [1] * 24, "yellow": [2] * 10, "blue": [2] * 12, "green": [2] * 12,
        "pink": [1] * 12}


def test_round_4_black_question_mark_offers_only_colours_with_a_target() -> None:
    state = round_4_with(dict(FULL, pink=[1] * 11 + [0]))
    assert state.phase == Phase.ROUND_START
    assert {(m.option, m.cell, m.value) for m in legal_moves(state)} == {
        ("q_pink", 11, v) for v in range(1, 7)}


def test_round_4_black_question_mark_lost_when_nothing_fits() -> None:
    """D26: with no colour offering a target the black "?" is lost."""
    state = round_4_with(FULL)
    assert any(e.kind == "bonus_lost" and e.bonus == "q_any" for e in state.last_events)
    assert state.phase == Phase.ACTIVE_ROLL
    # the sheet is full: no die fits, the only ways on are rerolling and forfeiting
    assert {m.kind for m in legal_moves(state)} <= {MoveKind.FORFEIT, MoveKind.REROLL}
    assert Move(MoveKind.FORFEIT) in legal_moves(state)
