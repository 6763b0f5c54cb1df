"""Doppelt so clever at the desk, through the real QML: each of its
own interactions (the silver platter chain, circle or cross in yellow, the return action, the
number a "?" bonus writes) clicked the way a player would.

A greedy bot only *chooses* what to click; the situations are found with the engine first and
then reached at the desk by playing the same moves. Whole games by clicks, the same for every
game, are in test_play_each_game.py.
"""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.engine import GameState, Move, MoveKind, get_rules
from tests.ui import sequel_play
from tests.ui.driver import Driver

GAME = "doppelt-so-clever"
RULES = get_rules(GAME)


def _reach(condition: Callable[[GameState, list[Move]], bool], players: int = 1,
           seeds: range = range(1, 150)) -> tuple[int, list[Move]]:
    return sequel_play.reach(GAME, condition, players, seeds)


def _start_at(desk: Driver, seed: int, moves: list[Move]) -> GameState:
    return sequel_play.start_at(desk, GAME, seed, moves, name="Dana")


# ---------------------------------------------------------------------------- situations
def _chain_codes(state: GameState) -> list[str]:
    if state.decider is None:
        return []
    return [c for c in state.players[state.decider].pending if c.startswith("chain_")]


def test_silver_chain_marks_are_offered_one_by_one_and_each_may_be_skipped(desk: Driver) -> None:
    def two_chained(state: GameState, legal: list[Move]) -> bool:
        codes = set(_chain_codes(state))
        lit = {c for c in codes if any(m.kind == MoveKind.BONUS and m.bonus == c for m in legal)}
        return len(lit) >= 2

    seed, moves = _reach(two_chained)
    state = _start_at(desk, seed, moves)
    codes = list(dict.fromkeys(_chain_codes(state)))
    assert "Silver platter chain" in desk.text("promptText")
    assert desk.has("chainPanel")
    shown = [row["code"] for row in desk.game.property("choice").property("optionalBonuses")]
    assert shown == codes
    for code in codes:
        assert desk.has(f"chain_{code}")
    # Only silver cells are lit, and only the rows each die may take.
    legal = desk.game.legal
    bonus_cells = {(m.area, m.cell) for m in legal if m.kind == MoveKind.BONUS}
    assert set(desk.lit_cells()) == bonus_cells
    chained = [m for m in legal if m.kind == MoveKind.BONUS and m.bonus in codes]
    assert {m.area for m in chained} == {"silver"}
    for move in chained:
        die, face = move.bonus.split("_")[1], int(move.bonus.split("_")[2])
        row, value = divmod(move.cell, 6)
        assert value + 1 == face
        if die not in ("white", "silver"):
            assert ("yellow", "blue", "green", "pink")[row] == die

    # Skip the first die: it is gone from the panel, nothing was written.
    first = codes[0]
    before = [list(m) for m in state.players[0].marks.values()]
    desk.click(f"skip_{first}")
    after = desk.game.state
    assert after is not None and after.move_count == state.move_count + 1
    assert [list(m) for m in after.players[0].marks.values()] == before
    assert first not in after.players[0].pending or after.players[0].pending.count(first) < \
        state.players[0].pending.count(first)
    assert "let" in desk.game.log.lines()[-1]

    # Cross the next one by clicking its lit cell (a choice opens if two marks share the cell).
    second = next(c for c in codes[1:] if c in after.players[0].pending)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.BONUS and m.bonus == second)
    desk.play_by_clicks(move)
    final = desk.game.state
    assert final is not None and final.players[0].marks["silver"][move.cell] == 1
    assert desk.cell("silver", move.cell).property("mark") == "✕"


def test_yellow_circles_first_and_crosses_later_and_shows_which_before(desk: Driver) -> None:
    yellow = RULES.areas["yellow"]

    def both(state: GameState, legal: list[Move]) -> bool:
        if state.decider is None or state.players[state.decider].pending:
            return False
        marks = state.players[state.decider].marks["yellow"]
        for die in ("yellow", "white"):
            cells = {m.cell for m in legal if m.kind == MoveKind.PICK and m.die == die
                     and m.area == "yellow"}
            if any(marks[c] == 0 for c in cells) and any(marks[c] == 1 for c in cells):
                return True
        return False

    seed, moves = _reach(both)
    state = _start_at(desk, seed, moves)
    marks = state.players[0].marks["yellow"]
    die = next(d for d in ("yellow", "white") if {
        marks[m.cell] for m in desk.game.legal
        if m.kind == MoveKind.PICK and m.die == d and m.area == "yellow"} >= {0, 1})
    desk.click(f"die_{die}")
    picks = [m for m in desk.game.legal if m.kind == MoveKind.PICK and m.die == die
             and m.area == "yellow"]
    open_cell = next(m.cell for m in picks if marks[m.cell] == 0)
    circled = next(m.cell for m in picks if marks[m.cell] == 1)
    assert yellow.printed[open_cell] == yellow.printed[circled]  # the same number, two marks
    # The sheet says what each click would do: a circle here, a cross there.
    assert desk.cell("yellow", circled).property("mark") == "◯"
    assert desk.cell("yellow", open_cell).property("preview") == "◯"
    assert desk.cell("yellow", circled).property("preview") == "⊗"
    desk.click(desk.cell("yellow", circled))
    after = desk.game.state
    assert after is not None and after.players[0].marks["yellow"][circled] == 2
    assert desk.cell("yellow", circled).property("mark") == "⊗"
    assert desk.cell("yellow", open_cell).property("mark") == ""


def test_return_action_brings_a_platter_die_back_before_the_roll(desk: Driver) -> None:
    seed, moves = _reach(lambda s, legal: any(m.kind == MoveKind.RETURN for m in legal))
    state = _start_at(desk, seed, moves)
    assert desk.game.property("actions").property("returnWindow")
    assert "return" in desk.text("promptText").lower()
    assert desk.text("endWindowButton") == "Roll on" or \
        desk.item("endWindowButton").property("text") == "Roll on"
    platter = RULES.dice_at(state, "platter")
    returnable = {m.die for m in desk.game.legal if m.kind == MoveKind.RETURN}
    assert returnable == set(platter)
    for die in platter:
        assert desk.item(f"die_{die}").property("selectable")
    die = platter[0]
    used = state.players[0].tracks["return"].used
    roll_no = state.roll_no
    desk.click(f"die_{die}")
    after = desk.game.state
    assert after is not None
    assert after.players[0].tracks["return"].used == used + 1
    # Back in the rolling area, and rolled with the next roll once the window closes.
    assert after.where[die] == "roll" or after.roll_no == roll_no + 1
    assert "back from the platter" in " ".join(desk.game.log.lines()[-2:])
    if desk.game.property("actions").property("returnWindow"):
        desk.click("endWindowButton")
        assert desk.game.state.roll_no == roll_no + 1


def test_a_value_bonus_asks_for_its_number(desk: Driver) -> None:
    def value_bonus(state: GameState, legal: list[Move]) -> bool:
        cells: dict[tuple[str | None, int | None], set[int | None]] = {}
        for m in legal:
            if m.kind == MoveKind.BONUS and m.value is not None:
                cells.setdefault((m.area, m.cell), set()).add(m.value)
        return any(len(values) > 2 for values in cells.values())

    seed, moves = _reach(value_bonus)
    state = _start_at(desk, seed, moves)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.BONUS and m.value is not None)
    assert move.area is not None and move.cell is not None
    desk.click(desk.cell(move.area, move.cell))
    assert desk.game.state is state  # nothing written yet: a number is asked for
    assert desk.has("choicePanel")
    choices = desk.game.property("choice").property("choices")
    values = sorted({m.value for m in desk.game.legal if m.kind == MoveKind.BONUS
                     and (m.area, m.cell) == (move.area, move.cell)})
    assert len(choices) >= len(values) > 2
    desk.click("choiceCancel")
    assert not desk.has("choicePanel")
    desk.play_by_clicks(max((m for m in desk.game.legal if m.kind == MoveKind.BONUS
                             and (m.area, m.cell) == (move.area, move.cell)),
                            key=lambda m: m.value or 0))
    after = desk.game.state
    assert after is not None and after.players[0].marks[move.area][move.cell] != 0
