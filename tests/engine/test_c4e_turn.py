"""Clever 4ever turn and actions (§2, §4, §6): polish silver, the blue/white pairing, forfeits,
the passive fallback, extra dice, re-rolls, the solo passive turn and the game's length."""

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
from cleverdesk.engine import dice as dice_oracle
from cleverdesk.engine.bots import RandomBot
from cleverdesk.engine.model import Track

from .clever_4ever_support import (
    SUB,
    B,
    P,
    Y,
    active_state,
    extra,
    fired_bonuses,
    off_turn_state,
    pick,
    rules,
    setup,
    sheet,
)

ONES = {"white": 1, "yellow": 1, "blue": 1, "grey": 1, "green": 1, "pink": 1}


def refused(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as error:
        apply(state, move)
    return error.value.reason


def polish_left(state: GameState, seat: int) -> int:
    return state.players[seat].tracks["polish"].available


# --- the polish examples of §4.3 ----------------------------------------------------------------
def pink_passive(polish: int) -> GameState:
    return off_turn_state(Phase.PASSIVE_PICK, dict(ONES, pink=4), ["pink", "yellow", "white"],
                          sheet(pink=[1, 1, 1, 1]), {"polish": (polish, 0), "extra_die": (1, 0)})


def test_polish_passive_pink_four_to_five_fires_the_field_bonus() -> None:
    state = pink_passive(2)
    seat = state.decider
    assert seat is not None
    move = pick("pink", "pink", P(5), 5)
    assert move in legal_moves(state)
    assert rules().polish_cost(state, move) == 1
    after = apply(state, move)
    player = after.players[seat]
    assert player.marks["pink"][P(5)] == 5
    assert player.tracks["reroll"].unlocked == state.players[seat].tracks["reroll"].unlocked + 1
    assert player.tracks["polish"].used == 1
    assert after.phase == Phase.PASSIVE_WINDOW  # (an extra die keeps the window open)
    assert after.faces["pink"] == 4  # the die is not turned
    assert [(e.die, e.face, e.value) for e in after.last_events if e.kind == "polish"] == \
        [("pink", 4, 5)]


def test_polish_twice_pink_four_to_six_fires_and_circles() -> None:
    state = pink_passive(2)
    seat = state.decider
    assert seat is not None
    after = apply(state, pick("pink", "pink", P(5), 6))
    player = after.players[seat]
    assert player.marks["pink"][P(5)] == 6
    assert "reroll" in fired_bonuses(after)
    assert player.tracks["polish"].used == 2
    assert rules().areas["pink"].score(player.marks["pink"]) == 12 + 3


def test_polish_limited_by_the_actions_in_hand() -> None:
    state = pink_passive(1)
    values = {m.value for m in legal_moves(state) if m.die == "pink"}
    assert values == {None, 3, 5}
    assert refused(state, pick("pink", "pink", P(5), 6)) == Reason.NO_ACTION_LEFT


def test_polish_blue_partner_on_the_platter_active_player() -> None:
    """Roll 2: blue 3 picked; the white die (face 1) went to the platter after roll 1."""
    state = active_state(dict(ONES, blue=3, white=1, yellow=5), sheet(),
                         {"polish": (1, 0)}, where={"white": "platter", "yellow": "field"},
                         players=2)
    assert state.roll_no == 2
    moves = [m for m in legal_moves(state) if m.die == "blue"]
    assert {m.cell for m in moves} == {B(3, 1), B(3, 2)}
    move = pick("blue", "blue", B(3, 2))
    assert rules().polish_cost(state, move) == 1
    after = apply(state, move)
    assert after.players[state.active].marks["blue"][B(3, 2)] == 1
    assert after.players[state.active].tracks["polish"].used == 1
    assert after.fields[1] == "blue"
    assert [(e.die, e.face, e.value) for e in after.last_events if e.kind == "polish"] == \
        [("white", 1, 2)]


def test_no_polish_for_a_blue_partner_on_a_dice_field() -> None:
    state = active_state(dict(ONES, blue=3, white=1), sheet(), {"polish": (3, 0)},
                         where={"white": "field"})
    assert {m.cell for m in legal_moves(state) if m.area == "blue"} == {B(3, 1)}
    assert refused(state, pick("blue", "blue", B(3, 2))) == Reason.NOT_POLISHABLE


def test_polish_white_as_blue_partner_polishes_the_blue_die() -> None:
    """The white die combined with blue: the blue die on the platter may be polished."""
    state = active_state(dict(ONES, blue=3, white=5), sheet(), {"polish": (1, 0)},
                         where={"blue": "platter"})
    cells = {m.cell for m in legal_moves(state) if m.die == "white" and m.area == "blue"}
    assert cells == {B(2, 5), B(3, 5), B(4, 5)}
    assert not [m for m in legal_moves(state) if m.die == "blue"]  # out of reach


def test_polish_passive_blue_with_both_dice_on_the_platter() -> None:
    """R17: a passive player taking the blue die may polish it and the white partner too."""
    faces = dict(ONES, blue=2, white=2)
    state = off_turn_state(Phase.PASSIVE_PICK, faces, ["blue", "white", "yellow"], sheet(),
                           {"polish": (2, 0)})
    seat = state.decider
    assert seat is not None
    cells = {m.cell for m in legal_moves(state) if m.die == "blue"}
    expected = {B(r, c) for r in range(1, 7) for c in range(1, 7)
                if abs(r - 2) + abs(c - 2) <= 2}
    assert cells == expected
    move = pick("blue", "blue", B(3, 3), 3)
    assert rules().polish_cost(state, move) == 2
    after = apply(state, move)
    assert after.players[seat].marks["blue"][B(3, 3)] == 1
    assert after.players[seat].tracks["polish"].used == 2


def test_polish_cannot_pass_from_six_to_one() -> None:
    """R18: a white 6 on the platter taken as grey can only go down; 6 → 1 is not a step."""
    state = off_turn_state(Phase.PASSIVE_PICK, dict(ONES, white=6), ["white", "yellow", "blue"],
                           sheet(pink=[1]), {"polish": (1, 0)})
    values = {m.value for m in legal_moves(state) if m.die == "white" and m.area == "pink"}
    assert values == {None, 5}
    assert refused(state, pick("white", "pink", P(2), 1)) == Reason.NO_ACTION_LEFT
    assert refused(state, pick("white", "pink", P(2), 7)) == Reason.MALFORMED
    grey = {(m.cell, m.value) for m in legal_moves(state) if m.die == "white" and m.area == "grey"}
    assert grey == {(SUB("G01"), None), (SUB("G02"), None)}  # nothing to polish for


def test_polish_yellow_one_to_four_on_a_top_row_ending_with_three() -> None:
    state = off_turn_state(Phase.PASSIVE_PICK, dict(ONES, yellow=1), ["yellow", "blue", "green"],
                           sheet(yellow={"top": [1, 3], "middle": [1] * 5, "bottom": [1] * 5}),
                           {"polish": (3, 0)})
    seat = state.decider
    assert seat is not None
    moves = [m for m in legal_moves(state) if m.die == "yellow"]
    assert {m.value for m in moves} == {4}  # 1, 2, 3 do not rise above 3
    after = apply(state, pick("yellow", "yellow", Y("r1c3"), 4))
    assert after.players[seat].marks["yellow"][Y("r1c3")] == 4
    assert after.players[seat].tracks["polish"].used == 3


def test_polish_extra_die_from_the_platter_in_the_active_window() -> None:
    state = off_turn_state(Phase.ACTIVE_WINDOW, dict(ONES, pink=5), ["pink", "yellow", "blue"],
                           sheet(), {"polish": (1, 0), "extra_die": (1, 0)})
    seat = state.decider
    assert seat == state.active
    after = apply(state, extra("pink", "pink", P(1), 6))
    player = after.players[seat]
    assert player.marks["pink"][P(1)] == 6
    assert "polish" in fired_bonuses(after)  # field 1: polish unlocked again
    assert player.tracks["polish"].used == 1 and player.tracks["polish"].unlocked == 2
    assert player.tracks["extra_die"].used == 1 and player.extra_used == ["pink"]
    assert rules().areas["pink"].score(player.marks["pink"]) == 2 + 3


def test_no_polish_for_an_extra_die_from_a_dice_field() -> None:
    state = off_turn_state(Phase.ACTIVE_WINDOW, dict(ONES, pink=5), ["white", "yellow", "blue"],
                           sheet(), {"polish": (2, 0), "extra_die": (1, 0)})
    assert {m.value for m in legal_moves(state) if m.die == "pink"} == {None}
    assert refused(state, extra("pink", "pink", P(1), 6)) == Reason.NOT_POLISHABLE


def fallback_state(grey_face: int, polish: int = 2) -> GameState:
    """Platter: blue 1, grey, green 1; dice fields: white 1, yellow 2, pink 1. The sheet takes
    neither blue r1c1 nor any green; grey needs a 4 (G02) once G01 is crossed; pink is full."""
    player = sheet(blue=[(1, 1)], green={"upper": [1] * 11, "lower": [1] * 11},
                   pink=[1] * 12, grey=["G01"])
    faces = dict(ONES, yellow=2, grey=grey_face)
    return off_turn_state(Phase.PASSIVE_PICK, faces, ["blue", "grey", "green"], player,
                          {"polish": (polish, 0)})


def test_no_polish_for_the_fallback_die() -> None:
    """The passive fallback (yellow 2 on a dice field) cannot be polished."""
    state = fallback_state(grey_face=1)
    yellow = [m for m in legal_moves(state) if m.die == "yellow"]
    assert yellow and {m.value for m in yellow} == {None}
    assert refused(state, pick("yellow", "yellow", Y("r1c1"), 3)) == Reason.NOT_POLISHABLE


def test_polished_value_is_not_seen_by_the_next_passive_player() -> None:
    faces = dict(ONES, pink=4)
    state = off_turn_state(Phase.PASSIVE_PICK, faces, ["pink", "yellow", "white"],
                           sheet(pink=[1, 1, 1, 1]), {"polish": (1, 0)}, players=3)
    first = state.decider
    state = apply(state, pick("pink", "pink", P(5), 5))
    state = apply(state, Move(MoveKind.END_WINDOW)) if state.phase == Phase.PASSIVE_WINDOW \
        else state
    assert state.phase == Phase.PASSIVE_PICK and state.decider != first
    assert state.faces["pink"] == 4
    second = state.decider
    assert second is not None
    assert {m.value for m in legal_moves(state) if m.die == "pink"} == {None}  # no polish
    state = apply(state, pick("pink", "pink", P(1)))
    assert state.players[second].marks["pink"][P(1)] == 4  # it still shows 4


def test_polish_makes_a_die_legal() -> None:
    """Grey 3 polished to 4 may cross the 4-cell start sub-area G02 (G01 already crossed)."""
    state = off_turn_state(Phase.PASSIVE_PICK, dict(ONES, grey=3), ["grey", "yellow", "blue"],
                           sheet(grey=["G01"]), {"polish": (1, 0)})
    grey = {(m.cell, m.value) for m in legal_moves(state) if m.die == "grey"}
    assert grey == {(SUB("G02"), 4)}


# --- the passive fallback (R22) ------------------------------------------------------------------
def test_fallback_closed_when_a_platter_die_fits_at_its_face() -> None:
    state = fallback_state(grey_face=4)  # grey 4 fits G02 as it lies
    assert not [m for m in legal_moves(state) if m.die and state.where[m.die] == "field"]
    assert refused(state, pick("yellow", "yellow", Y("r1c1"))) == Reason.FALLBACK_NOT_ALLOWED


def test_fallback_open_when_only_polishing_would_make_a_platter_die_fit() -> None:
    """R22: judged at the faces. Grey 3 would fit G02 after one polish: both are offered."""
    state = fallback_state(grey_face=3)
    moves = legal_moves(state)
    assert pick("yellow", "yellow", Y("r1c1")) in moves  # the fallback is open
    assert pick("grey", "grey", SUB("G02"), 4) in moves  # and so is the polished platter die
    assert pick("blue", "blue", B(2, 1), 2) in moves  # blue polished to row 2 (white on a field)
    assert Move(MoveKind.DECLINE) in moves
    assert refused(state, pick("grey", "grey", SUB("G02"))) == Reason.CELL_NOT_ALLOWED


def test_declining_is_always_possible() -> None:
    state = pink_passive(0)
    assert Move(MoveKind.DECLINE) in legal_moves(state)
    after = apply(state, Move(MoveKind.DECLINE))
    assert after.phase != Phase.PASSIVE_PICK or after.decider != state.decider


# --- forfeit, re-roll, platter -------------------------------------------------------------------
def test_forfeit_is_voluntary_and_keeps_the_dice_in_the_rolling_area() -> None:
    """R10: forfeiting a roll with legal dice uses the roll, leaves field I empty and moves
    no die; the same six dice are rolled again."""
    state = active_state(dict(ONES))
    assert any(m.kind == MoveKind.PICK for m in legal_moves(state))
    assert Move(MoveKind.FORFEIT) in legal_moves(state)
    after = apply(state, Move(MoveKind.FORFEIT))
    assert after.roll_no == 2 and after.fields == [None, None, None]
    assert rules().dice_at(after, "roll") == list(rules().dice)


def test_forfeit_compulsory_when_nothing_fits() -> None:
    full = sheet(yellow={"top": [6], "middle": [1] * 5, "bottom": [1] * 5},
                 green={"upper": [1] * 11, "lower": [1] * 11}, pink=[1] * 12,
                 blue=[(r, c) for r in range(1, 7) for c in range(1, 7)])
    full.marks["grey"] = [1] * 64
    state = active_state(dict(ONES), full)
    assert {m.kind for m in legal_moves(state)} <= {MoveKind.FORFEIT, MoveKind.REROLL}


def test_lower_dice_go_to_the_platter() -> None:
    faces = {"white": 1, "yellow": 4, "blue": 3, "grey": 4, "green": 6, "pink": 2}
    state = active_state(faces)
    after = apply(state, pick("yellow", "yellow", Y("r3c1")))
    assert after.where["white"] == after.where["blue"] == after.where["pink"] == "platter"
    assert after.where["yellow"] == "field" and after.fields[0] == "yellow"
    assert after.where["grey"] == after.where["green"] == "roll"  # equal or higher stay


def test_two_blue_entries_in_one_turn() -> None:
    """§1.1: the blue die on one roll, the white die combined with blue on a later one."""
    state = active_state({"white": 2, "yellow": 1, "blue": 4, "grey": 5, "green": 5, "pink": 6})
    state = apply(state, pick("blue", "blue", B(4, 2)))
    assert state.where["white"] == "platter" and state.roll_no == 2
    state.faces["white"] = 3  # (white lies on the platter now; blue on field I)
    state.where["white"] = "roll"
    moves = [m for m in legal_moves(state) if m.die == "white" and m.area == "blue"]
    assert moves == [pick("white", "blue", B(4, 3))]


def test_reroll_only_for_the_active_player() -> None:
    state = active_state(dict(ONES), tracks={"reroll": (2, 0)})
    assert Move(MoveKind.REROLL) in legal_moves(state)
    after = apply(state, Move(MoveKind.REROLL))
    assert after.players[0].tracks["reroll"].used == 1 and after.roll_no == 1
    passive = off_turn_state(Phase.PASSIVE_PICK, dict(ONES), ["yellow", "blue", "white"],
                             sheet(), {"reroll": (2, 0)})
    assert Move(MoveKind.REROLL) not in legal_moves(passive)
    assert refused(passive, Move(MoveKind.REROLL)) == Reason.WRONG_PHASE


# --- extra dice -------------------------------------------------------------------------------
def test_extra_die_any_die_once_per_turn() -> None:
    state = off_turn_state(Phase.PASSIVE_WINDOW, dict(ONES, yellow=3), ["yellow", "blue", "white"],
                           sheet(), {"extra_die": (2, 0)}, extra_used=["yellow"])
    dice = {m.die for m in legal_moves(state) if m.kind == MoveKind.EXTRA_DIE}
    assert dice == {"white", "blue", "grey", "green", "pink"}  # fields too; yellow used
    assert refused(state, extra("yellow", "yellow", Y("r3c1"))) == Reason.DIE_ALREADY_EXTRA


def test_extra_die_unlocked_in_the_window_is_usable_at_once() -> None:
    """Pink field 4 on a 5 unlocks an extra die inside the window."""
    state = off_turn_state(Phase.ACTIVE_WINDOW, dict(ONES, pink=5, green=4),
                           ["pink", "yellow", "green"], sheet(pink=[1, 1, 1]),
                           {"extra_die": (1, 0)})
    after = apply(state, extra("pink", "pink", P(4)))
    assert after.players[after.active].tracks["extra_die"].available == 1
    assert after.phase == Phase.ACTIVE_WINDOW
    assert any(m.kind == MoveKind.EXTRA_DIE for m in legal_moves(after))


# --- solo and the length of the game --------------------------------------------------------------
def to_solo_passive(seed: int) -> GameState:
    state = rules().new_game(setup(1, seed))
    bot = RandomBot(seed)
    while state.phase != Phase.PASSIVE_PICK:
        state = apply(state, bot.choose(state, legal_moves(state)))
    return state


@pytest.mark.parametrize("seed", range(8))
def test_solo_passive_turn_lays_out_the_dice(seed: int) -> None:
    """§6: the three lowest go to the platter (ties by the seeded order); the other three lie
    on fields I–III in that same seeded order."""
    state = to_solo_passive(seed)
    r = rules()
    order = sorted(r.dice, key=lambda d: dice_oracle.tiebreak(seed, state.round, "solo_passive", d))
    by_face = sorted(order, key=lambda d: state.faces[d])  # stable: ties keep the seeded order
    assert sorted(r.dice_at(state, "platter")) == sorted(by_face[:3])
    assert state.fields == [d for d in order if d in by_face[3:]]
    assert Move(MoveKind.REROLL) not in legal_moves(state)


def test_solo_game_has_six_active_and_six_passive_turns() -> None:
    state = rules().new_game(setup(1, seed=4))
    bot = RandomBot(1)
    turns = {"turn": 0, "solo_passive_roll": 0}
    rounds_seen = []
    while state.phase != Phase.GAME_OVER:
        state = apply(state, bot.choose(state, legal_moves(state)))
        for event in state.last_events:
            if event.kind in turns:
                turns[event.kind] += 1
            if event.kind == "round":
                rounds_seen.append(event.value)
    assert turns == {"turn": 5, "solo_passive_roll": 6}  # the first turn began in new_game
    assert rounds_seen == [2, 3, 4, 5, 6]


def test_last_passive_window_still_allows_extra_dice() -> None:
    """R24: after the final passive pick, unused extra dice may still be spent."""
    state = rules().new_game(setup(1, seed=9))
    bot = RandomBot(2)
    while not (state.round == 6 and state.phase == Phase.PASSIVE_PICK):
        state = apply(state, bot.choose(state, legal_moves(state)))
    used = state.players[0].tracks["extra_die"].used
    state.players[0].tracks["extra_die"] = Track(unlocked=used + 1, used=used)
    state = apply(state, Move(MoveKind.DECLINE))
    assert state.phase == Phase.PASSIVE_WINDOW
    assert any(m.kind == MoveKind.EXTRA_DIE for m in legal_moves(state))
    state = apply(state, Move(MoveKind.END_WINDOW))
    assert state.phase == Phase.GAME_OVER
