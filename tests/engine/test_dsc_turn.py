"""The Doppelt so clever turn (§2, §4, §6): legal dice, the areas' placement rules, forfeit,
reroll, return, +1, passive picks and the fallback, solo, game end."""

from __future__ import annotations

import pytest

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
from cleverdesk.engine.model import Track

from .doppelt_so_clever_support import (
    ALL_SIXES,
    DICE,
    active_roll_state,
    extra,
    first_until,
    new_game,
    passive_state,
    pick,
    rules,
    sheet,
    silver,
    yellow,
)
from .random_play import play_until

FORFEIT = Move(MoveKind.FORFEIT)
END = Move(MoveKind.END_WINDOW)
REROLL = Move(MoveKind.REROLL)


def ret(die: str) -> Move:
    return Move(MoveKind.RETURN, die=die)


def refused(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as error:
        apply(state, move)
    return error.value.reason


def dice_offered(state: GameState) -> set[str | None]:
    return {m.die for m in legal_moves(state) if m.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE)}


# --- setup ------------------------------------------------------------------------------------
def test_game_start() -> None:
    state = new_game(players=2, seed=4)
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 1
    assert state.decider == state.active == state.first_player
    assert set(state.where.values()) == {"roll"}
    for player in state.players:
        assert {n: (t.unlocked, t.used) for n, t in player.tracks.items()} == {
            "reroll": (1, 0), "return": (0, 0), "extra_die": (0, 0)}


# --- legal dice (§2.2, D11) and the areas' placement rules --------------------------------------
def test_silver_die_with_its_value_crossed_in_every_row_may_not_be_taken() -> None:
    player = sheet(silver_crossed={r: [4] for r in ("yellow", "blue", "green", "pink")})
    state = active_roll_state(dict(ALL_SIXES, silver=4, white=4), player)
    moves = legal_moves(state)
    assert not [m for m in moves if m.die == "silver"]
    assert not [m for m in moves if m.die == "white" and m.area == "silver"]
    assert refused(state, pick("silver", "silver", silver("pink", 4))) == \
        Reason.CELL_NOT_ALLOWED


def test_silver_die_offers_every_row_with_its_value_open() -> None:
    player = sheet(silver_crossed={"blue": [2]})
    state = active_roll_state(dict(ALL_SIXES, silver=2), player)
    cells = {m.cell for m in legal_moves(state) if m.die == "silver"}
    assert cells == {silver(r, 2) for r in ("yellow", "green", "pink")}


def test_yellow_circle_or_cross_is_the_players_choice() -> None:
    """D22: a 3 may circle r1c2 or cross the circled r3c4; each is its own legal move."""
    player = sheet(yellow_circled=["r3c4"])
    state = active_roll_state(dict(ALL_SIXES, yellow=3), player)
    cells = {m.cell for m in legal_moves(state) if m.die == "yellow"}
    assert cells == {yellow("r1c2"), yellow("r3c4")}
    circled = apply(state, pick("yellow", "yellow", yellow("r1c2")))
    assert circled.players[0].marks["yellow"][yellow("r1c2")] == 1
    crossed = apply(state, pick("yellow", "yellow", yellow("r3c4")))
    assert crossed.players[0].marks["yellow"][yellow("r3c4")] == 2
    assert rules().area_scores(crossed.players[0])["yellow"] == 3
    assert rules().area_scores(circled.players[0])["yellow"] == 0


def test_yellow_die_with_both_cells_crossed_may_not_be_taken() -> None:
    player = sheet(yellow_crossed=["r1c2", "r3c4"])
    state = active_roll_state(dict(ALL_SIXES, yellow=3, white=3), player)
    assert not [m for m in legal_moves(state) if m.area == "yellow"]


def test_blue_never_rises_equal_allowed() -> None:
    player = sheet(blue_written=[9])
    higher = active_roll_state(dict(ALL_SIXES, blue=5, white=5), player)
    assert not [m for m in legal_moves(higher) if m.area == "blue"]
    equal = active_roll_state(dict(ALL_SIXES, blue=5, white=4), sheet(blue_written=[9]))
    assert pick("blue", "blue", 1) in legal_moves(equal)
    after = apply(equal, pick("blue", "blue", 1))
    assert after.players[0].marks["blue"][:2] == [9, 9]


def test_white_as_blue_is_the_same_sum_and_gives_a_second_blue_entry() -> None:
    """§1.1: blue in one roll, white as blue in another; both read blue + white."""
    state = active_roll_state(dict(ALL_SIXES, blue=5, white=6))
    state = apply(state, pick("blue", "blue", 0))
    assert state.players[0].marks["blue"][0] == 11
    assert state.roll_no == 2
    state.faces["white"] = 4  # the blue die lies on the dice field with its 5
    assert pick("white", "blue", 1) in legal_moves(state)
    state = apply(state, pick("white", "blue", 1))
    assert state.players[0].marks["blue"][:2] == [11, 9]


def test_green_writes_face_times_factor_and_pink_any_value() -> None:
    state = active_roll_state(dict(ALL_SIXES, green=4), sheet(green_written=[2, 2, 2, 2]))
    after = apply(state, pick("green", "green", 4))
    assert after.players[0].marks["green"][4] == 12  # factor 3
    state = active_roll_state(dict(ALL_SIXES, white=1))
    assert pick("white", "pink", 0) in legal_moves(state)


def test_white_is_wild_for_every_area() -> None:
    state = active_roll_state(dict(ALL_SIXES, white=2))
    assert {m.area for m in legal_moves(state) if m.die == "white"} == {
        "silver", "yellow", "blue", "green", "pink"}


# --- forfeit (§2.5, D10, D29) -------------------------------------------------------------------
def test_forfeit_is_allowed_with_legal_dice_and_keeps_the_dice_in_the_roll() -> None:
    state = active_roll_state(dict(ALL_SIXES, yellow=1))
    assert FORFEIT in legal_moves(state) and dice_offered(state)
    state = apply(state, FORFEIT)
    assert state.roll_no == 2 and state.fields == [None, None, None]
    assert rules().dice_at(state, "roll") == list(DICE)
    assert any(e.kind == "forfeit" for e in state.last_events)


def test_forfeit_is_forced_when_no_die_fits() -> None:
    state = active_roll_state(ALL_SIXES, sheet(
        silver_crossed={r: range(1, 7) for r in ("yellow", "blue", "green", "pink")},
        yellow_crossed=["r1c2", "r1c4", "r2c1", "r2c3", "r3c2", "r3c4", "r4c1", "r4c3", "r5c2",
                        "r5c4"],
        blue_written=[2] * 12, green_written=[2] * 12, pink_written=[1] * 12))
    assert set(legal_moves(state)) == {FORFEIT}


def test_three_forfeits_end_the_rolling_and_sweep_everything() -> None:
    state = active_roll_state(ALL_SIXES, players=2)
    for _ in range(3):
        state = apply(state, FORFEIT)
    assert state.phase == Phase.PASSIVE_PICK
    assert rules().dice_at(state, "platter") == list(DICE)
    assert state.fields == [None, None, None]


def test_a_picked_roll_fills_its_dice_field_and_a_forfeited_one_stays_empty() -> None:
    state = active_roll_state(dict(ALL_SIXES, pink=1), players=2)
    state = apply(state, FORFEIT)
    state.faces.update(ALL_SIXES)
    state = apply(state, pick("pink", "pink", 0))
    assert state.fields == [None, "pink", None]


# --- reroll (§4.1) ------------------------------------------------------------------------------
def test_reroll_rolls_the_rolling_area_again_and_is_not_a_roll() -> None:
    state = active_roll_state(dict(ALL_SIXES, pink=1))
    state = apply(state, pick("pink", "pink", 0))  # nothing lower: all five roll again
    state.players[0].tracks["reroll"] = Track(unlocked=2)
    before = dict(state.faces)
    after = apply(state, REROLL)
    assert after.roll_no == 2 and after.reroll_no == 1
    assert after.players[0].tracks["reroll"].used == 1
    assert after.faces["pink"] == before["pink"]  # the dice field is not touched
    assert REROLL in legal_moves(after)  # another reroll on the same roll is allowed
    again = apply(after, REROLL)
    assert again.players[0].tracks["reroll"].available == 0
    assert REROLL not in legal_moves(again)


# --- return (§4.2, D15, D16) --------------------------------------------------------------------
def return_state(returns: int = 1) -> GameState:
    """The first roll's pick sent green 2 and pink 1 to the platter; ``returns`` available."""
    player = sheet(tracks={"reroll": 1, "return": returns})
    state = active_roll_state(dict(ALL_SIXES, yellow=4, green=2, pink=1), player)
    return apply(state, pick("yellow", "yellow", yellow("r3c2")))


def test_return_window_opens_between_a_pick_and_the_next_roll() -> None:
    state = return_state()
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_resolved and state.roll_no == 1
    assert set(legal_moves(state)) == {ret("green"), ret("pink"), END}
    after = apply(state, ret("green"))
    assert after.players[0].tracks["return"].used == 1
    # no return left: the next roll is made at once, with the green die
    assert after.roll_no == 2 and not after.roll_resolved
    assert rules().dice_at(after, "roll") == ["white", "blue", "green", "silver"]
    assert rules().dice_at(after, "platter") == ["pink"]


def test_several_returns_before_the_same_roll() -> None:
    state = apply(return_state(returns=3), ret("pink"))
    assert state.roll_resolved and set(legal_moves(state)) == {ret("green"), END}
    state = apply(state, ret("green"))  # the platter is empty: rolled on
    assert state.roll_no == 2 and rules().dice_at(state, "platter") == []
    assert state.players[0].tracks["return"].available == 1


def test_closing_the_return_window_rolls_on() -> None:
    state = apply(return_state(), END)
    assert state.roll_no == 2 and not state.roll_resolved
    assert rules().dice_at(state, "platter") == ["green", "pink"]
    assert state.players[0].tracks["return"].available == 1  # kept for later


def test_no_return_before_the_pick_or_between_a_roll_and_its_reroll() -> None:
    state = active_roll_state(ALL_SIXES, sheet(tracks={"reroll": 1, "return": 1}))
    assert refused(state, ret("pink")) == Reason.WRONG_PHASE
    state = apply(return_state(), END)  # the second roll is made
    assert not [m for m in legal_moves(state) if m.kind == MoveKind.RETURN]
    assert refused(state, ret("green")) == Reason.WRONG_PHASE
    state = apply(state, REROLL)
    assert refused(state, ret("green")) == Reason.WRONG_PHASE


def test_in_the_return_window_nothing_but_returns() -> None:
    state = return_state()
    assert refused(state, pick("blue", "blue", 0)) == Reason.WRONG_PHASE
    assert refused(state, FORFEIT) == Reason.WRONG_PHASE
    assert refused(state, REROLL) == Reason.WRONG_PHASE
    assert refused(state, ret("blue")) == Reason.DIE_OUT_OF_REACH
    assert refused(state, ret("nope")) == Reason.UNKNOWN_DIE


def test_no_return_after_the_third_roll() -> None:
    player = sheet(tracks={"reroll": 1, "return": 2})
    state = active_roll_state(ALL_SIXES, player, players=2)
    state = apply(state, FORFEIT)
    state = apply(state, FORFEIT)
    state.faces.update(dict(ALL_SIXES, pink=4, green=1))
    state = apply(state, pick("pink", "pink", 0))
    assert state.phase == Phase.PASSIVE_PICK  # the turn's rolling is over
    assert state.players[state.active].tracks["return"].used == 0


def test_return_when_the_rolling_area_is_empty_lets_the_turn_go_on() -> None:
    """D16: the pick sent every other die to the platter on the first roll."""
    player = sheet(tracks={"reroll": 1, "return": 1})
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 4, "pink": 6, "silver": 5}
    state = apply(active_roll_state(faces, player, players=2), pick("pink", "pink", 0))
    assert rules().dice_at(state, "roll") == []
    assert state.roll_resolved and ret("silver") in legal_moves(state)
    state = apply(state, ret("silver"))
    assert state.roll_no == 2 and rules().dice_at(state, "roll") == ["silver"]


def test_closing_the_window_with_nothing_to_roll_ends_the_rolling() -> None:
    player = sheet(tracks={"reroll": 1, "return": 1})
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 4, "pink": 6, "silver": 5}
    state = apply(active_roll_state(faces, player, players=2), pick("pink", "pink", 0))
    state = apply(state, END)
    assert state.phase == Phase.PASSIVE_PICK and state.roll_no == 1
    assert len(rules().dice_at(state, "platter")) == 5


# --- passive picks and the fallback (§2.6, §2.7, D17, D32) ---------------------------------------
def test_passive_player_picks_from_the_platter_or_declines() -> None:
    state = passive_state(dict(ALL_SIXES, yellow=1), platter=["white", "yellow", "green"])
    moves = legal_moves(state)
    assert {m.die for m in moves if m.kind == MoveKind.PICK} == {"white", "yellow", "green"}
    assert Move(MoveKind.DECLINE) in moves
    assert refused(state, pick("pink", "pink", 0)) == Reason.FALLBACK_NOT_ALLOWED


def test_declining_while_a_platter_die_fits_gives_no_fallback() -> None:
    """D17: the decline ends the passive decision; nothing else is offered."""
    state = passive_state(ALL_SIXES, platter=["white", "yellow", "green"], players=3)
    seat = state.decider
    state = apply(state, Move(MoveKind.DECLINE))
    assert state.decider != seat
    assert all(p.marks == rules().new_player(0).marks for p in state.players
               if p.seat == seat)


def fallback_state() -> GameState:
    """Platter: yellow 3, silver 3, pink 4; dice fields: white 3, blue 2, green 5. The passive
    player has every silver 3 and both yellow 3s crossed."""
    player = sheet(silver_crossed={r: [3] for r in ("yellow", "blue", "green", "pink")},
                   yellow_crossed=["r1c2", "r3c4"])
    faces = dict(ALL_SIXES, yellow=3, silver=3, white=3, blue=2, green=5, pink=4)
    return passive_state(faces, platter=["yellow", "silver", "pink"], player=player)


def test_no_fallback_while_a_platter_die_fits() -> None:
    state = fallback_state()
    assert dice_offered(state) == {"pink"}
    assert refused(state, pick("green", "green", 0)) == Reason.FALLBACK_NOT_ALLOWED


def test_fallback_to_the_dice_fields_when_no_platter_die_fits() -> None:
    state = fallback_state()
    seat = state.decider
    assert seat is not None
    state.players[seat].marks["pink"] = [1] * 12
    assert dice_offered(state) == {"white", "blue", "green"}
    assert Move(MoveKind.DECLINE) in legal_moves(state)
    after = apply(state, pick("white", "blue", 0))  # white 3 + blue 2
    assert after.players[seat].marks["blue"][0] == 5


def test_when_nothing_fits_anywhere_the_passive_player_takes_nothing() -> None:
    state = fallback_state()
    seat = state.decider
    assert seat is not None
    for area in ("blue", "green", "pink"):
        state.players[seat].marks[area] = [2] * 12
    assert legal_moves(state) == [Move(MoveKind.DECLINE)]


def test_passive_picks_are_independent() -> None:
    """D32: every passive player may take the same die; nothing leaves the platter."""
    state = passive_state(dict(ALL_SIXES, pink=5), platter=["white", "yellow", "pink"],
                          players=4)
    active = state.active
    seats = []
    while state.phase in (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW):
        if state.phase == Phase.PASSIVE_WINDOW:
            state = apply(state, END)
            continue
        seats.append(state.decider)
        assert rules().dice_at(state, "platter") == ["white", "yellow", "pink"]
        state = apply(state, pick("pink", "pink", 0))
    assert len(seats) == 3 and active not in seats
    assert sum(1 for p in state.players if p.marks["pink"][0] == 5) == 3


def test_passive_players_have_no_reroll_or_return() -> None:
    state = passive_state(ALL_SIXES, platter=["white", "yellow", "green"])
    seat = state.decider
    assert seat is not None
    state.players[seat].tracks["return"] = Track(unlocked=2)
    kinds = {m.kind for m in legal_moves(state)}
    assert kinds == {MoveKind.PICK, MoveKind.DECLINE}
    assert refused(state, ret("white")) == Reason.WRONG_PHASE
    assert refused(state, REROLL) == Reason.WRONG_PHASE


# --- +1 (§4.3, D6) --------------------------------------------------------------------------------
def window_state(extra_dice: int = 2) -> GameState:
    """Solo: the active player's window after picking pink 1, then two forfeits."""
    player = sheet(tracks={"reroll": 1, "extra_die": extra_dice})
    state = active_roll_state(dict(ALL_SIXES, pink=1), player)
    state = apply(state, pick("pink", "pink", 0))
    state = apply(state, FORFEIT)
    state = apply(state, FORFEIT)
    assert state.phase == Phase.ACTIVE_WINDOW
    return state


def test_extra_die_may_use_any_die_including_the_picked_one() -> None:
    state = window_state()
    assert state.fields == ["pink", None, None]
    assert extra("pink", "pink", 1) in legal_moves(state)
    state = apply(state, extra("pink", "pink", 1))
    assert state.players[0].marks["pink"][:2] == [1, 1]
    assert state.players[0].tracks["extra_die"].used == 1


def test_extra_die_each_die_once_per_turn() -> None:
    state = apply(window_state(), extra("pink", "pink", 1))
    assert "pink" not in dice_offered(state)
    assert refused(state, extra("pink", "pink", 2)) == Reason.DIE_ALREADY_EXTRA
    state = apply(state, extra("white", "pink", 2))  # another die is fine
    assert state.players[0].tracks["extra_die"].available == 0


def test_extra_die_unlocked_in_the_window_is_usable_at_once() -> None:
    state = window_state(extra_dice=1)
    state.players[0].marks["blue"] = [12, 12, 12, 12] + [0] * 8
    state.faces.update(blue=6, white=6)
    state = apply(state, extra("blue", "blue", 4))  # blue pos 5 → +1
    assert state.players[0].tracks["extra_die"].available == 1
    assert state.phase == Phase.ACTIVE_WINDOW and dice_offered(state)


def test_ending_the_window_keeps_unused_actions() -> None:
    state = apply(window_state(), END)
    assert state.players[0].tracks["extra_die"].available == 2
    assert state.phase == Phase.PASSIVE_PICK  # solo: the passive turn follows


# --- solo (§6, D18, D19) ------------------------------------------------------------------------
def test_solo_passive_turn_three_lowest_to_the_platter() -> None:
    state = first_until(new_game(players=1, seed=9), lambda s: s.phase == Phase.PASSIVE_PICK)
    platter = rules().dice_at(state, "platter")
    fields = [d for d in state.fields if d]
    assert len(platter) == 3 and len(fields) == 3
    assert max(state.faces[d] for d in platter) <= min(state.faces[d] for d in fields)
    kinds = {m.kind for m in legal_moves(state)}
    assert kinds <= {MoveKind.PICK, MoveKind.DECLINE}


def test_solo_has_six_active_and_six_passive_turns() -> None:
    state = new_game(players=1, seed=21)
    kinds = [e.kind for e in state.last_events]
    while state.phase != Phase.GAME_OVER:
        state = apply(state, legal_moves(state)[-1])
        kinds += [e.kind for e in state.last_events]
    assert kinds.count("turn") == 6 and kinds.count("solo_passive_roll") == 6
    assert kinds.count("round") == 6
    assert state.round == 6 and state.decider is None and legal_moves(state) == []


def test_game_over_after_the_last_round() -> None:
    state = play_until(new_game(players=3, seed=8), lambda s: s.phase == Phase.GAME_OVER)
    assert state.round == 5
    assert refused(state, END) == Reason.GAME_OVER


def test_solo_passive_turn_allows_extra_dice() -> None:
    """D19: +1 in the solo passive turn's window, on any of the six dice."""
    state = first_until(new_game(players=1, seed=9), lambda s: s.phase == Phase.PASSIVE_PICK)
    state.players[0].tracks["extra_die"] = Track(unlocked=1)
    state = apply(state, Move(MoveKind.DECLINE))
    assert state.phase == Phase.PASSIVE_WINDOW
    assert dice_offered(state) == set(DICE)
