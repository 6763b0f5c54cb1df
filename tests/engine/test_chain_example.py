"""Worked example E6 of the rules file (§8): a bonus chain, played through legal_moves/apply."""

from __future__ import annotations

from cleverdesk.engine import Move, MoveKind, Phase, apply, legal_moves
from cleverdesk.engine.model import Track

from .support import active_roll_state, blue, rules, sheet, yellow


def test_e6_bonus_chain() -> None:
    player = sheet(
        yellow_crossed=["r1c1", "r1c2", "r2c2", "r4c3", "r4c4"],
        blue_crossed=[2, 3, 8, 12],
        green_crossed=2,
        orange_written=[3, 4, 2, 6],
        purple_written=[1, 4],
    )
    state = active_roll_state(
        {"yellow": 5, "white": 1, "blue": 2, "green": 3, "orange": 6, "purple": 4}, player
    )
    state.round = 2
    me = state.active
    state.players[me].tracks = {"reroll": Track(unlocked=2), "extra_die": Track(unlocked=1)}

    moves = legal_moves(state)
    yellow_five = [m for m in moves if m.die == "yellow"]
    assert {m.cell for m in yellow_five} == {yellow("r1c3"), yellow("r2c4")}  # both 5s open

    # 1. r1c3 completes yellow row 1 → X blue: a real choice among the open blue cells
    state = apply(state, Move(MoveKind.PICK, die="yellow", area="yellow", cell=yellow("r1c3")))
    assert state.decider == me and state.players[me].pending == ["x_blue"]
    open_blue = [2 + c for c, m in enumerate(state.players[me].marks["blue"]) if not m]
    assert sorted(2 + m.cell for m in legal_moves(state) if m.cell is not None) == open_blue
    # the pick already sent the lower dice to the platter; the orange 6 stays in the roll
    assert rules().dice_at(state, "platter") == ["white", "blue", "green", "purple"]

    # 2.–5. blue 4 completes row 1 (orange 5) and column 4 (+1): both resolve by themselves;
    # the orange 5 lands on pos 5 and pays X yellow, which asks again
    state = apply(state, Move(MoveKind.BONUS, bonus="x_blue", area="blue", cell=blue(4)))
    mine = state.players[me]
    assert mine.marks["orange"][:5] == [3, 4, 2, 6, 5]
    assert mine.tracks["extra_die"].unlocked == 2
    assert mine.pending == ["x_yellow"]
    open_yellow = {c for c, m in enumerate(mine.marks["yellow"]) if not m}
    assert {m.cell for m in legal_moves(state)} == open_yellow
    assert all(m.bonus == "x_yellow" for m in legal_moves(state))

    # 5.–6. r3c3 completes the diagonal (+1) and column 3 (16 points, no bonus)
    state = apply(state, Move(MoveKind.BONUS, bonus="x_yellow", area="yellow",
                              cell=yellow("r3c3")))
    mine = state.players[me]
    assert not mine.pending
    assert mine.tracks["extra_die"].unlocked == 3 and mine.tracks["extra_die"].used == 0
    assert mine.tracks["reroll"].unlocked == 2
    crossed = {c for c, m in enumerate(mine.marks["yellow"]) if m} - {3, 6, 9, 12}
    assert crossed == {yellow(r) for r in
                       ["r1c1", "r1c2", "r1c3", "r2c2", "r3c3", "r4c3", "r4c4"]}
    assert [2 + c for c, m in enumerate(mine.marks["blue"]) if m] == [2, 3, 4, 8, 12]
    assert rules().area_scores(mine) == dict(yellow=16, blue=11, green=3, orange=20, purple=5)
    assert rules().total(mine) == 55

    # the chain is over: the turn goes on with the second roll of the orange die
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 2
    assert rules().dice_at(state, "roll") == ["orange"]
    fired = [e.bonus for e in state.last_events if e.kind == "bonus_fired"]
    assert fired == ["extra_die"]  # this last step fired only the diagonal
