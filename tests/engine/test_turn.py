"""The Clever turn of Ganz schön clever (§2, §4, §6): rolls, platter, passive picks, actions."""

from __future__ import annotations

import pytest

from cleverdesk.engine import (
    GameSetup,
    GameState,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    Reason,
    SetupError,
    apply,
    legal_moves,
)
from cleverdesk.engine.model import Track

from .support import active_roll_state, blue, rules, setup, sheet, yellow

ALL_ONES = {"white": 1, "yellow": 1, "blue": 1, "green": 1, "orange": 1, "purple": 1}


def pick(die: str, area: str, cell: int) -> Move:
    return Move(MoveKind.PICK, die=die, area=area, cell=cell)


def extra(die: str, area: str, cell: int) -> Move:
    return Move(MoveKind.EXTRA_DIE, die=die, area=area, cell=cell)


def refused(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as error:
        apply(state, move)
    return error.value.reason


def to_phase(state: GameState, phase: Phase) -> GameState:
    """Play the first listed move until the game reaches ``phase``."""
    while state.phase != phase:
        state = apply(state, legal_moves(state)[0])
    return state


def passive_state(faces: dict[str, int], platter: list[str], players: int = 2,
                  seed: int = 1) -> GameState:
    """A multiplayer state at the first passive pick, with the dice laid out as given."""
    state = to_phase(rules().new_game(setup(players, seed)), Phase.PASSIVE_PICK)
    state.faces.update(faces)
    fields = [d for d in rules().dice if d not in platter][:3]
    for die in rules().dice:
        state.where[die] = "platter" if die in platter else "field" if die in fields else "none"
    state.fields = list(fields)
    return state


# --- active turn ------------------------------------------------------------------------------
def test_pick_sends_strictly_lower_dice_to_the_platter() -> None:
    faces = {"white": 2, "yellow": 4, "blue": 4, "green": 6, "orange": 3, "purple": 5}
    state = active_roll_state(faces)
    state = apply(state, pick("yellow", "yellow", yellow("r3c4")))
    assert state.fields[0] == "yellow"
    assert rules().dice_at(state, "platter") == ["white", "orange"]  # 2 and 3 < 4
    assert rules().dice_at(state, "roll") == ["blue", "green", "purple"]  # 4 (equal) stays
    assert state.roll_no == 2


def test_picking_the_lowest_die_sends_nothing() -> None:
    faces = {"white": 3, "yellow": 2, "blue": 4, "green": 6, "orange": 3, "purple": 5}
    state = apply(active_roll_state(faces), pick("yellow", "yellow", yellow("r2c1")))
    assert rules().dice_at(state, "platter") == []


def test_platter_dice_are_out_of_reach_for_regular_picks() -> None:
    faces = {"white": 2, "yellow": 4, "blue": 4, "green": 6, "orange": 3, "purple": 5}
    state = apply(active_roll_state(faces), pick("yellow", "yellow", yellow("r3c4")))
    assert all(m.die != "orange" for m in legal_moves(state))
    assert refused(state, pick("orange", "orange", 0)) == Reason.DIE_OUT_OF_REACH


def test_a_die_with_no_legal_placement_may_not_be_taken() -> None:
    """R5: purple 2 after a 5 is not allowed, so the purple die cannot be picked at all."""
    player = sheet(purple_written=[5])
    state = active_roll_state(dict(ALL_ONES, purple=2), player)
    assert all(m.die != "purple" for m in legal_moves(state))
    assert refused(state, pick("purple", "purple", 1)) == Reason.CELL_NOT_ALLOWED
    assert refused(state, pick("purple", "orange", 0)) == Reason.WRONG_AREA


def full_sheet_but(**open_cells: list[int]) -> dict[str, list[int]]:
    marks = {a: [1] * rules().areas[a].size for a in rules().areas}
    for area, cells in open_cells.items():
        for cell in cells:
            marks[area][cell] = 0
    return marks


def test_forfeit_when_nothing_fits_uses_a_roll_and_moves_no_die() -> None:
    """R4: only green pos 11 (≥6) is open; a roll without a 6 on green or white is forfeited."""
    state = active_roll_state(dict(ALL_ONES, green=5, white=4))
    me = state.players[state.active]
    me.marks = full_sheet_but(green=[10])
    me.tracks["reroll"] = Track(unlocked=0)
    assert legal_moves(state) == [Move(MoveKind.FORFEIT)]
    state = apply(state, Move(MoveKind.FORFEIT))
    assert state.roll_no == 2 and state.fields == [None, None, None]
    assert rules().dice_at(state, "roll") == list(rules().dice)  # all rolled again
    assert any(e.kind == "forfeit" for e in state.last_events)


def test_forfeit_is_not_allowed_while_a_die_fits() -> None:
    state = active_roll_state(ALL_ONES)
    assert Move(MoveKind.FORFEIT) not in legal_moves(state)
    assert refused(state, Move(MoveKind.FORFEIT)) == Reason.MUST_PICK


def test_after_the_third_roll_the_rest_goes_to_the_platter() -> None:
    state = active_roll_state(ALL_ONES)
    for _ in range(3):
        assert state.phase == Phase.ACTIVE_ROLL
        state = apply(state, Move(MoveKind.PICK, **_first_pick(state)))
    assert state.phase != Phase.ACTIVE_ROLL
    on_fields = [d for d in state.fields if d]
    assert len(on_fields) == 3
    assert len(rules().dice_at(state, "platter")) == 3


def _first_pick(state: GameState) -> dict[str, object]:
    move = next(m for m in legal_moves(state) if m.kind == MoveKind.PICK)
    return {"die": move.die, "area": move.area, "cell": move.cell}


def test_turn_ends_early_when_the_rolling_area_is_empty() -> None:
    """R18: a 6 picked over five lower dice leaves nothing to roll."""
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 6, "orange": 4, "purple": 5}
    state = active_roll_state(faces)
    state.players[state.active].tracks["extra_die"] = Track(unlocked=1)  # keep the window open
    state = apply(state, pick("green", "green", 0))
    assert state.phase == Phase.ACTIVE_WINDOW
    assert state.roll_no == 1 and state.fields == ["green", None, None]
    assert len(rules().dice_at(state, "platter")) == 5


def test_reroll_throws_the_rolling_area_again_without_counting_a_roll() -> None:
    state = active_roll_state(ALL_ONES)
    me = state.active
    assert state.players[me].tracks["reroll"].available == 1  # from round 1
    before = dict(state.faces)
    state = apply(state, Move(MoveKind.REROLL))
    assert state.roll_no == 1 and state.reroll_no == 1
    assert state.players[me].tracks["reroll"].used == 1
    assert state.faces != before
    assert Move(MoveKind.REROLL) not in legal_moves(state)
    assert refused(state, Move(MoveKind.REROLL)) == Reason.NO_ACTION_LEFT


def test_reroll_leaves_platter_and_field_dice_alone() -> None:
    faces = {"white": 2, "yellow": 4, "blue": 4, "green": 6, "orange": 3, "purple": 5}
    state = apply(active_roll_state(faces), pick("yellow", "yellow", yellow("r3c4")))
    state.players[state.active].tracks["reroll"] = Track(unlocked=1)
    kept = {d: state.faces[d] for d in ("white", "orange", "yellow")}
    state = apply(state, Move(MoveKind.REROLL))
    assert {d: state.faces[d] for d in kept} == kept


# --- blue and white ---------------------------------------------------------------------------
def test_blue_uses_blue_plus_white_wherever_they_lie() -> None:
    faces = {"white": 2, "yellow": 4, "blue": 5, "green": 6, "orange": 3, "purple": 5}
    state = apply(active_roll_state(faces), pick("yellow", "yellow", yellow("r3c4")))
    assert state.where["white"] == "platter"
    state.faces["blue"] = 5  # the blue die's face in the second roll, fixed for the test
    blue_moves = [m for m in legal_moves(state) if m.die == "blue"]
    assert blue_moves == [pick("blue", "blue", blue(7))]  # 5 + the platter's white 2


def test_white_is_wild_and_as_blue_uses_the_sum() -> None:
    faces = dict(ALL_ONES, white=4, blue=3)
    state = active_roll_state(faces)
    white = {(m.area, m.cell) for m in legal_moves(state) if m.die == "white"}
    assert white == {("yellow", yellow("r3c4")), ("yellow", yellow("r4c3")), ("blue", blue(7)),
                     ("green", 0),
                     ("orange", 0), ("purple", 0)}


def test_two_blue_marks_in_one_turn() -> None:
    faces = dict(ALL_ONES, white=3, blue=3)
    state = active_roll_state(faces)
    state = apply(state, pick("blue", "blue", blue(6)))
    state.faces.update(white=4)  # the next roll's white, fixed for the test
    assert pick("white", "blue", blue(7)) in legal_moves(state)


# --- passive players ----------------------------------------------------------------------------
def test_passive_players_pick_from_the_platter_independently() -> None:
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 1, "orange": 4, "purple": 2}
    state = passive_state(faces, platter=["white", "green", "purple"], players=3)
    first = state.decider
    assert first == (state.active + 1) % 3
    moves = legal_moves(state)
    assert {m.die for m in moves if m.kind == MoveKind.PICK} == {"white", "green", "purple"}
    state = apply(state, pick("green", "green", 0))
    state = to_phase(state, Phase.PASSIVE_PICK) if state.phase != Phase.PASSIVE_PICK else state
    second = state.decider
    assert second == (state.active + 2) % 3
    assert pick("green", "green", 0) in legal_moves(state)  # nothing was removed
    assert rules().dice_at(state, "platter") == ["white", "green", "purple"]


def test_fallback_to_the_dice_fields_only_when_no_platter_die_fits() -> None:
    faces = {"white": 1, "yellow": 5, "blue": 3, "green": 1, "orange": 4, "purple": 1}
    state = passive_state(faces, platter=["white", "green", "purple"])
    me = state.players[state.decider or 0]
    me.marks = full_sheet_but(yellow=[yellow("r1c3")], orange=[10])
    me.marks["orange"][10] = 0
    # platter: white 1, green 1, purple 1 → only orange is open for them
    assert {m.die for m in legal_moves(state) if m.kind == MoveKind.PICK} == {"white"}
    assert refused(state, pick("yellow", "yellow", yellow("r1c3"))) == \
        Reason.FALLBACK_NOT_ALLOWED
    me.marks["orange"][10] = 3  # orange full too: the platter has nothing for this player
    moves = legal_moves(state)
    assert pick("yellow", "yellow", yellow("r1c3")) in moves  # the fallback
    assert {m.die for m in moves if m.kind == MoveKind.PICK} == {"yellow"}
    assert Move(MoveKind.DECLINE) in moves


def test_declining_a_usable_platter_die_does_not_open_the_fallback() -> None:
    faces = {"white": 1, "yellow": 5, "blue": 3, "green": 1, "orange": 4, "purple": 1}
    state = passive_state(faces, platter=["white", "green", "purple"])
    seat = state.decider
    state = apply(state, Move(MoveKind.DECLINE))
    assert any(e.kind == "decline" and e.seat == seat for e in state.last_events)
    assert (state.phase, state.decider) != (Phase.PASSIVE_PICK, seat)  # no second chance


def test_a_passive_player_cannot_reroll() -> None:
    state = passive_state(ALL_ONES, platter=["white", "green", "purple"])
    state.players[state.decider or 0].tracks["reroll"] = Track(unlocked=3)
    assert Move(MoveKind.REROLL) not in legal_moves(state)
    assert refused(state, Move(MoveKind.REROLL)) == Reason.WRONG_PHASE


def test_a_passive_player_with_nothing_that_fits_is_skipped() -> None:
    faces = {"white": 1, "yellow": 5, "blue": 3, "green": 1, "orange": 4, "purple": 1}
    state = passive_state(faces, platter=["white", "green", "purple"])
    seat = state.decider
    assert seat is not None
    state.players[seat].marks = full_sheet_but()
    state.players[state.active].tracks["extra_die"] = Track()
    # re-run the flow from the active player's window: the passive seat gets no decision
    state = rules().apply(_rewind_to_window(state), Move(MoveKind.END_WINDOW))
    assert (state.phase, state.decider) != (Phase.PASSIVE_PICK, seat)
    assert any(e.kind == "nothing_fits" and e.seat == seat for e in state.last_events)


def _rewind_to_window(state: GameState) -> GameState:
    state = state.clone()
    state.phase = Phase.ACTIVE_WINDOW
    state.decider = state.active
    state.passive_queue = []
    return state


# --- the +1 action ------------------------------------------------------------------------------
def window_state(extra_dice: int = 2) -> GameState:
    faces = {"white": 2, "yellow": 4, "blue": 4, "green": 6, "orange": 3, "purple": 5}
    state = active_roll_state(faces)
    state.players[state.active].tracks["extra_die"] = Track(unlocked=extra_dice)
    state = apply(state, pick("green", "green", 0))  # all others are lower: turn over
    assert state.phase == Phase.ACTIVE_WINDOW
    return state


def test_extra_die_may_use_any_die_even_the_one_just_picked() -> None:
    state = window_state()
    dice = {m.die for m in legal_moves(state) if m.kind == MoveKind.EXTRA_DIE}
    assert dice == set(rules().dice)  # the picked green and the five platter dice
    state = apply(state, extra("green", "green", 1))  # green 6 again: pos 2 (≥2)
    assert state.players[state.active].marks["green"][:2] == [1, 1]


def test_each_die_only_once_per_turn_by_extra_die() -> None:
    """R6: a second +1 on the same die is refused; another die is fine."""
    state = window_state()
    state = apply(state, extra("orange", "orange", 0))
    assert all(m.die != "orange" for m in legal_moves(state))
    assert refused(state, extra("orange", "orange", 1)) == Reason.DIE_ALREADY_EXTRA
    state = apply(state, extra("purple", "purple", 0))
    assert state.players[state.active].tracks["extra_die"].available == 0


def test_extra_die_window_closes_when_the_player_is_done() -> None:
    state = window_state()
    me = state.active
    state = apply(state, Move(MoveKind.END_WINDOW))
    assert state.players[me].tracks["extra_die"].available == 2  # kept for later turns
    assert state.phase in (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)


def test_extra_die_after_the_very_last_turn() -> None:
    """R21: the game ends only after the last end-of-turn windows."""
    state = rules().new_game(setup(1, seed=8))
    while not (state.round == 6 and state.phase == Phase.PASSIVE_PICK):
        state = apply(state, legal_moves(state)[-1])
    state.players[0].tracks["extra_die"] = Track(unlocked=1)
    state = apply(state, Move(MoveKind.DECLINE))
    assert state.phase == Phase.PASSIVE_WINDOW  # the last window of the game is open
    moves = legal_moves(state)
    assert any(m.kind == MoveKind.EXTRA_DIE for m in moves)
    state = apply(state, next(m for m in moves if m.kind == MoveKind.EXTRA_DIE))
    assert state.phase == Phase.GAME_OVER


def test_unused_actions_expire_and_score_nothing() -> None:
    player = sheet(orange_written=[5])
    player.tracks["reroll"] = Track(unlocked=4)
    player.tracks["extra_die"] = Track(unlocked=3)
    assert rules().total(player) == 5


# --- solo -------------------------------------------------------------------------------------
def test_solo_passive_turn_puts_the_three_lowest_dice_on_the_platter() -> None:
    state = to_phase(rules().new_game(setup(1, seed=21)), Phase.PASSIVE_PICK)
    faces = state.faces
    platter = rules().dice_at(state, "platter")
    fields = rules().dice_at(state, "field")
    assert len(platter) == 3 and sorted(fields) == sorted(d for d in state.fields if d)
    assert max(faces[d] for d in platter) <= min(faces[d] for d in fields)
    assert Move(MoveKind.REROLL) not in legal_moves(state)


def test_solo_ties_are_broken_by_the_seed_reproducibly() -> None:
    layouts = set()
    for seed in range(60):
        a = to_phase(rules().new_game(setup(1, seed=seed)), Phase.PASSIVE_PICK)
        b = to_phase(rules().new_game(setup(1, seed=seed)), Phase.PASSIVE_PICK)
        assert a.where == b.where
        layouts.add(tuple(sorted(rules().dice_at(a, "platter"))))
    assert len(layouts) > 5


def test_solo_has_six_rounds_each_active_then_passive() -> None:
    state = rules().new_game(setup(1, seed=3))
    trace = []
    while state.phase != Phase.GAME_OVER:
        for e in state.last_events:
            if e.kind in ("round", "turn", "solo_passive_roll"):
                trace.append(e.kind if e.kind != "round" else f"round {e.value}")
        state = apply(state, legal_moves(state)[-1])
    for e in state.last_events:
        if e.kind in ("round", "turn", "solo_passive_roll"):
            trace.append(e.kind)
    expected = []
    for r in range(1, 7):
        expected += [f"round {r}", "turn", "solo_passive_roll"]
    assert trace == expected


# --- players and rounds -------------------------------------------------------------------------
def test_first_player_comes_from_the_seed_and_turns_go_clockwise() -> None:
    firsts = {rules().new_game(setup(4, seed=s)).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = rules().new_game(setup(3, seed=5))
    order = [state.active]
    while state.round == 1:
        state = apply(state, legal_moves(state)[0])
        if state.round == 1 and state.active != order[-1]:
            order.append(state.active)
    assert order == [(order[0] + k) % 3 for k in range(3)]


def test_setup_for_another_game_is_refused() -> None:
    bad = GameSetup(game="doppelt", players=[PlayerSetup(name="A")], seed=1)
    with pytest.raises(SetupError):
        rules().new_game(bad)


def test_winner_tie_break_by_best_single_area() -> None:
    """R23: equal totals → the higher single area score wins; else a shared win."""
    state = rules().new_game(setup(3))
    state.players[0] = sheet(orange_written=[6, 6], seat=0)  # 12, best area 12
    state.players[1] = sheet(orange_written=[2], purple_written=[4, 6], seat=1)  # 2 + 10
    state.players[2] = sheet(orange_written=[1, 1], seat=2)
    assert [rules().total(p) for p in state.players] == [12, 12, 2]
    assert rules().winners(state) == [0]
    state.players[1] = sheet(orange_written=[6, 6], seat=1)
    assert rules().winners(state) == [0, 1]
