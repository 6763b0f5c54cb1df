"""The silver platter chain (§3.1, D12–D14, D30) and worked example F6, through legal_moves and
apply."""

from __future__ import annotations

from cleverdesk.engine import (
    GameState,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    Reason,
    apply,
    legal_moves,
)

from .doppelt_so_clever_support import (
    ALL_SIXES,
    active_roll_state,
    bonus,
    extra,
    passive_state,
    pick,
    rules,
    sheet,
    silver,
    yellow,
)


def chain_moves(state: GameState, code: str) -> set[int]:
    """The silver cells a pending chain mark may cross, as offered by legal_moves."""
    moves = [m for m in legal_moves(state) if m.bonus == code]
    assert Move(MoveKind.SKIP, bonus=code) in moves, "a chain mark is optional (D12)"
    return {m.cell for m in moves if m.kind == MoveKind.BONUS and m.cell is not None}


def test_f6_silver_platter_chain() -> None:
    player = sheet(
        silver_crossed={"yellow": [2, 3], "blue": [1, 3], "green": [1, 2], "pink": [2, 3]},
        yellow_circled=["r2c1", "r4c3"],
        tracks={"reroll": 1, "extra_die": 1},
    )
    state = active_roll_state(
        {"silver": 3, "white": 2, "yellow": 1, "green": 2, "blue": 6, "pink": 5}, player)
    state.round = 2
    me = state.active

    # the value 3 is open only in the green row: that is the silver die's only placement
    silver_picks = [m for m in legal_moves(state) if m.die == "silver"]
    assert silver_picks == [pick("silver", "silver", silver("green", 3))]

    # 1.–2. column 3 complete → fox; white 2, yellow 1, green 2 go to the platter and chain;
    # the green 2 is already crossed in the green row: lost
    state = apply(state, silver_picks[0])
    mine = state.players[me]
    assert mine.foxes == 1
    assert rules().dice_at(state, "platter") == ["white", "yellow", "green"]
    assert rules().dice_at(state, "roll") == ["blue", "pink"]
    assert sorted(mine.pending) == ["chain_white_2", "chain_yellow_1"]
    assert any(e.kind == "bonus_lost" and e.bonus == "chain_green_2" for e in state.last_events)
    assert chain_moves(state, "chain_yellow_1") == {silver("yellow", 1)}
    assert chain_moves(state, "chain_white_2") == {silver("blue", 2)}  # the only open 2

    # 3. yellow row 1
    state = apply(state, bonus("chain_yellow_1", "silver", silver("yellow", 1)))
    assert state.players[me].pending == ["chain_white_2"]
    # 4. blue row 2 by the white die → column 2 complete → ? yellow
    state = apply(state, bonus("chain_white_2", "silver", silver("blue", 2)))
    assert state.players[me].pending == ["q_yellow"]
    cells = {m.cell for m in legal_moves(state)}
    assert cells == set(range(10))  # 8 open cells to circle, 2 circled ones to cross
    # 5.–6. circle r2c3: row 2 (→ return, at once) and column 3 (→ ? silver)
    state = apply(state, bonus("q_yellow", "yellow", yellow("r2c3")))
    mine = state.players[me]
    assert mine.tracks["return"].unlocked == 1
    assert mine.pending == ["q_silver"]
    assert {m.cell for m in legal_moves(state)} == {
        c for c, m in enumerate(mine.marks["silver"]) if not m}
    # 7.–8. ? silver on pink row 1 → column 1 complete → +1
    state = apply(state, bonus("q_silver", "silver", silver("pink", 1)))
    mine = state.players[me]
    assert not mine.pending
    assert mine.tracks["extra_die"].unlocked == 2
    assert mine.tracks["return"].unlocked == 1 and mine.foxes == 1

    crossed = {row: [v for v in range(1, 7) if mine.marks["silver"][silver(row, v)]]
               for row in ("yellow", "blue", "green", "pink")}
    assert crossed == {row: [1, 2, 3] for row in crossed}
    circled = {c for c, m in enumerate(mine.marks["yellow"]) if m == 1}
    assert circled == {yellow("r2c1"), yellow("r2c3"), yellow("r4c3")}
    assert not any(m == 2 for m in mine.marks["yellow"])
    assert rules().area_scores(mine)["silver"] == 28
    assert rules().dice_at(state, "platter") == ["white", "yellow", "green"]

    # the freshly unlocked return action opens the return window before the next roll;
    # closing it rolls the blue and pink dice only
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_resolved and state.decider == me
    state = apply(state, Move(MoveKind.END_WINDOW))
    assert state.roll_no == 2 and not state.roll_resolved
    assert rules().dice_at(state, "roll") == ["blue", "pink"]


def test_chain_after_a_regular_active_pick_binds_coloured_dice_to_their_row() -> None:
    faces = dict(ALL_SIXES, silver=5, yellow=2, blue=1, pink=4, green=6, white=6)
    state = apply(active_roll_state(faces), pick("silver", "silver", silver("green", 5)))
    me = state.players[state.active]
    assert sorted(me.pending) == ["chain_blue_1", "chain_pink_4", "chain_yellow_2"]
    assert chain_moves(state, "chain_yellow_2") == {silver("yellow", 2)}
    assert chain_moves(state, "chain_blue_1") == {silver("blue", 1)}  # its own face, not a sum
    assert chain_moves(state, "chain_pink_4") == {silver("pink", 4)}
    # marks are resolved in the player's order; each may also be let go
    state = apply(state, bonus("chain_pink_4", "silver", silver("pink", 4)))
    state = apply(state, Move(MoveKind.SKIP, bonus="chain_blue_1"))
    assert [(e.kind, e.bonus) for e in state.last_events] == [("bonus_skipped", "chain_blue_1")]
    state = apply(state, bonus("chain_yellow_2", "silver", silver("yellow", 2)))
    marks = state.players[state.active].marks["silver"]
    assert {c for c, m in enumerate(marks) if m} == {
        silver("green", 5), silver("pink", 4), silver("yellow", 2)}


def test_silver_die_picked_chains_the_white_die_in_any_row() -> None:
    faces = dict(ALL_SIXES, silver=4, white=3)
    player = sheet(silver_crossed={"blue": [3]})
    state = apply(active_roll_state(faces, player), pick("silver", "silver", silver("pink", 4)))
    assert state.players[state.active].pending == ["chain_white_3"]
    assert chain_moves(state, "chain_white_3") == {
        silver("yellow", 3), silver("green", 3), silver("pink", 3)}


def test_white_taken_as_silver_chains_the_silver_die_in_any_row() -> None:
    faces = dict(ALL_SIXES, white=5, silver=2, yellow=1)
    state = active_roll_state(faces)
    assert pick("white", "silver", silver("blue", 5)) in legal_moves(state)
    state = apply(state, pick("white", "silver", silver("blue", 5)))
    me = state.players[state.active]
    assert sorted(me.pending) == ["chain_silver_2", "chain_yellow_1"]
    assert chain_moves(state, "chain_silver_2") == {silver(r, 2) for r in
                                                    ("yellow", "blue", "green", "pink")}
    state = apply(state, bonus("chain_silver_2", "silver", silver("green", 2)))
    assert state.players[state.active].marks["silver"][silver("green", 2)] == 1


def test_white_taken_elsewhere_starts_no_chain() -> None:
    faces = dict(ALL_SIXES, white=5, silver=2, yellow=1)
    state = apply(active_roll_state(faces), pick("white", "pink", 0))
    assert rules().dice_at(state, "platter") == ["yellow", "silver"]
    assert not state.players[state.active].pending
    assert not any(e.kind == "chain" for e in state.last_events)


def test_a_chained_cell_already_crossed_is_lost() -> None:
    """D14: the yellow die's value is crossed in the yellow row: lost, even though other rows
    have it open; the white die still chains."""
    player = sheet(silver_crossed={"yellow": [2]})
    faces = dict(ALL_SIXES, silver=4, yellow=2, white=1)
    state = apply(active_roll_state(faces, player), pick("silver", "silver", silver("blue", 4)))
    me = state.players[state.active]
    assert me.pending == ["chain_white_1"]
    assert [e.bonus for e in state.last_events if e.kind == "bonus_lost"] == ["chain_yellow_2"]


def test_a_white_chain_with_every_row_crossed_is_lost() -> None:
    player = sheet(silver_crossed={row: [1] for row in ("yellow", "blue", "green", "pink")})
    faces = dict(ALL_SIXES, silver=3, white=1)
    state = apply(active_roll_state(faces, player), pick("silver", "silver", silver("blue", 3)))
    assert not state.players[state.active].pending
    assert any(e.kind == "bonus_lost" and e.bonus == "chain_white_1" for e in state.last_events)


def test_a_chain_mark_fires_bonuses_as_usual() -> None:
    player = sheet(silver_crossed={"blue": [1], "green": [1], "pink": [1]})
    faces = dict(ALL_SIXES, silver=2, yellow=1)
    state = apply(active_roll_state(faces, player), pick("silver", "silver", silver("pink", 2)))
    state = apply(state, bonus("chain_yellow_1", "silver", silver("yellow", 1)))
    assert state.players[state.active].tracks["extra_die"].unlocked == 1  # silver column 1


def test_a_chain_mark_can_take_a_cell_a_later_pending_bonus_wanted() -> None:
    """Chain marks and bonuses share one pending set; the player chooses the order (D24)."""
    player = sheet(silver_crossed={"yellow": [4], "blue": [4], "green": [4]})
    faces = dict(ALL_SIXES, silver=4, yellow=3)
    state = apply(active_roll_state(faces, player), pick("silver", "silver", silver("pink", 4)))
    me = state.players[state.active]
    assert sorted(me.pending) == ["chain_yellow_3", "q_blue"]  # column 4 → ? blue
    bonuses = {m.bonus for m in legal_moves(state)}
    assert bonuses == {"chain_yellow_3", "q_blue"}


def test_dice_already_on_the_platter_never_chain() -> None:
    faces = dict(ALL_SIXES, yellow=2, green=1)
    state = apply(active_roll_state(faces), pick("yellow", "yellow", yellow("r2c3")))
    assert rules().dice_at(state, "platter") == ["green"]
    assert state.roll_no == 2 and not state.roll_resolved  # no return action: rolled on
    state.faces.update(white=3, blue=6, pink=6, silver=5)
    state = apply(state, pick("silver", "silver", silver("yellow", 5)))
    assert state.players[state.active].pending == ["chain_white_3"]  # not the green 1


def test_no_chain_for_dice_swept_at_the_end_of_the_turn() -> None:
    """D13: a silver pick on the third roll chains only the dice lower than it."""
    state = active_roll_state(dict(ALL_SIXES, pink=1), players=2)
    me = state.active
    state = apply(state, pick("pink", "pink", 0))
    state = apply(state, Move(MoveKind.FORFEIT))
    assert state.roll_no == 3
    state.faces.update(silver=3, white=4, yellow=2, blue=5, green=3)
    state = apply(state, pick("silver", "silver", silver("green", 3)))
    assert state.players[me].pending == ["chain_yellow_2"]
    state = apply(state, Move(MoveKind.SKIP, bonus="chain_yellow_2"))
    # the white 4, blue 5 and green 3 were swept to the platter without chaining
    assert state.phase == Phase.PASSIVE_PICK
    assert rules().dice_at(state, "platter") == ["white", "yellow", "blue", "green"]
    assert state.fields == ["pink", None, "silver"]
    assert sum(1 for m in state.players[me].marks["silver"] if m) == 1
    assert not state.players[me].pending


def test_no_chain_for_a_passive_pick() -> None:
    """D30: a passive player's silver die gives one mark and no chain."""
    faces = dict(ALL_SIXES, silver=5, white=2, yellow=1, pink=3)
    state = passive_state(faces, platter=["white", "yellow", "pink", "silver"], players=3)
    seat = state.decider
    assert seat is not None and seat != state.active
    move = pick("silver", "silver", silver("yellow", 5))
    assert move in legal_moves(state)
    state = apply(state, move)
    player = state.players[seat]
    assert not player.pending
    assert sum(1 for m in player.marks["silver"] if m) == 1
    assert not any(e.kind == "chain" for e in state.last_events)
    # nothing moved: the next passive player meets the same platter, silver die included
    state = apply(state, Move(MoveKind.END_WINDOW)) if state.phase == Phase.PASSIVE_WINDOW \
        else state
    assert state.phase == Phase.PASSIVE_PICK and state.decider not in (seat, state.active)
    assert rules().dice_at(state, "platter") == ["white", "yellow", "pink", "silver"]
    assert move in legal_moves(state)


def test_no_chain_for_an_extra_die() -> None:
    """D30: silver by a +1 action gives one mark and no chain."""
    player = sheet(tracks={"reroll": 1, "extra_die": 1})
    state = active_roll_state(ALL_SIXES, player)
    for _ in range(3):
        state = apply(state, Move(MoveKind.FORFEIT))
    assert state.phase == Phase.ACTIVE_WINDOW
    assert rules().dice_at(state, "platter") == list(ALL_SIXES)
    state.faces.update(silver=5, white=1, yellow=2)
    move = extra("silver", "silver", silver("green", 5))
    assert move in legal_moves(state)
    state = apply(state, move)
    me = state.players[0]
    assert not me.pending
    assert sum(1 for m in me.marks["silver"] if m) == 1
    assert not any(e.kind == "chain" for e in state.last_events)


def test_no_chain_for_a_silver_question_mark() -> None:
    """A ? silver (here from yellow column 3) gives one mark and moves no dice."""
    player = sheet(yellow_circled=["r2c3"])
    faces = dict(ALL_SIXES, yellow=5, white=1, green=2)
    state = apply(active_roll_state(faces, player), pick("yellow", "yellow", yellow("r4c3")))
    assert state.players[state.active].pending == ["q_silver"]
    state = apply(state, bonus("q_silver", "silver", silver("blue", 6)))
    player = state.players[state.active]
    assert not player.pending
    assert sum(1 for m in player.marks["silver"] if m) == 1


def test_skip_is_refused_for_a_question_mark() -> None:
    player = sheet(yellow_circled=["r2c3"])
    faces = dict(ALL_SIXES, yellow=5)
    state = apply(active_roll_state(faces, player), pick("yellow", "yellow", yellow("r4c3")))
    assert Move(MoveKind.SKIP, bonus="q_silver") not in legal_moves(state)
    try:
        apply(state, Move(MoveKind.SKIP, bonus="q_silver"))
    except IllegalMove as error:
        assert error.reason == Reason.BONUS_REQUIRED
    else:  # pragma: no cover
        raise AssertionError("a ? bonus must not be skipped")
