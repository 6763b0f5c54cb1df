"""Clever hoch drei turn rules: E6 chain, E7 placement checks, yellow rows by dice field, turquoise
extra crosses, the number joker, the extra die, forfeits and the solo passive turn."""

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
from cleverdesk.engine.games.clever_hoch_drei import (
    BLUE_AREA,
    BROWN_AREA,
    JOKER_USED,
    YELLOW_AREA,
    solo_layout,
)
from cleverdesk.engine.model import PlayerState, Track

from .clever_hoch_drei_support import (
    active_state,
    bonus,
    extra,
    faces,
    moves_of,
    new_game,
    passive_state,
    pick,
    pos,
    rules,
    sheet,
    tcell,
    to_phase,
    window_state,
    ycell,
)

SKIP = MoveKind.SKIP


def refused(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as error:
        apply(state, move)
    return error.value.reason


def yellow_cells(state: GameState, **fields: object) -> set[int]:
    return {m.cell for m in moves_of(state, area="yellow", **fields) if m.cell is not None}


# --- E6: bonus chain (§8) ---------------------------------------------------------------------
def test_e6_bonus_chain() -> None:
    player, _ = sheet(pink_written=[1, 4], blue={"right": [8, 9]}, brown=[1, 2, 3, 4, 5, 6, 7])
    state = active_state(faces(pink=5, white=2, yellow=6, turquoise=4, blue=1, brown=5),
                         player=player, tracks={"extra_die": 6})
    me = state.active
    # the player picks the pink 5, puts it on field I and chooses the bonus option
    state = apply(state, pick("pink", "pink", pos(3), option="half"))
    mine = state.players[me]
    # 1. pink field 3 gets ceil(5/2) = 3 → blue "?": left 6, right 10 or a reset 7
    assert mine.marks["pink"][:3] == [1, 4, 3] and mine.pending == ["q_blue"]
    assert {(m.cell, m.value) for m in legal_moves(state)} == {
        (pos(6), 6), (pos(10), 10), (pos(10), 7)}
    # the platter step used the pink face 5: white 2, turquoise 4, blue 1 went to the platter
    assert rules().dice_at(state, "platter") == ["white", "turquoise", "blue"]
    assert state.fields == ["pink", None, None]
    # 2. write 10 in pos 10 → brown "?"
    state = apply(state, bonus("q_blue", "blue", pos(10), value=10))
    assert state.players[me].pending == ["q_brown"]
    assert {m.cell for m in legal_moves(state)} == {pos(p) for p in range(8, 13)}
    # 3.–4. brown 5 in pos 8 closes gap 7 → +1, the 7th slot → end-of-track brown "?"
    state = apply(state, bonus("q_brown", "brown", pos(8)))
    mine = state.players[me]
    assert mine.tracks["extra_die"].unlocked == 7 and mine.tracks["extra_die"].used == 0
    assert mine.pending == ["q_brown"]
    # 5. brown 2 in pos 9 closes gap 8 → blue "?"
    state = apply(state, bonus("q_brown", "brown", pos(9)))
    assert state.players[me].pending == ["q_blue"]
    assert {(m.cell, m.value) for m in legal_moves(state)} == {
        (pos(6), 6), (pos(11), 11), (pos(11), 7)}
    # 6. write 11 in pos 11: no bonus; the chain ends and the next roll follows
    state = apply(state, bonus("q_blue", "blue", pos(11), value=11))
    mine = state.players[me]
    assert not mine.pending and state.phase == Phase.ACTIVE_ROLL and state.roll_no == 2
    assert mine.marks["pink"][:4] == [1, 4, 3, 0]
    assert BLUE_AREA.written_on(mine.marks["blue"], "right") == [8, 9, 10, 11]
    assert [p + 1 for p in range(12) if mine.marks["brown"][p]] == list(range(1, 10))
    scores = rules().area_scores(mine)
    assert (scores["pink"], scores["blue"], scores["brown"]) == (8, 21, 54)


# --- E7: placement checks (§8) ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("right", "value", "legal"),
    [([], 7, False), ([8], 7, True), ([8, 7], 7, False), ([8, 7], 8, True)],
)
def test_e7_blue_seven(right: list[int], value: int, legal: bool) -> None:
    """R6: a 7 never follows the printed 7 or a written 7."""
    player, _ = sheet(blue={"right": right})
    assert (BLUE_AREA.placements(player.marks["blue"], value) == [pos(8 + len(right))]) == legal
    white = max(1, value - 6)
    state = active_state(faces(white=white, blue=value - white), player=player)
    assert bool(moves_of(state, die="blue", cell=pos(8 + len(right)))) == legal


def test_e7_left_after_two_only_a_seven_fits() -> None:
    player, _ = sheet(blue={"left": [6, 5, 4, 3, 2]})
    marks = player.marks["blue"]
    assert [v for v in range(2, 13) if BLUE_AREA.fits(marks, "left", v)] == [7]
    player, _ = sheet(blue={"right": [8, 9, 10, 11, 12]})
    assert [v for v in range(2, 13) if BLUE_AREA.fits(player.marks["blue"], "right", v)] == [7]


def test_e7_active_roll_3_yellow_5_crosses_row_iii_white_cell() -> None:
    state = active_state(faces(yellow=5), roll=3)
    assert yellow_cells(state, die="yellow", value=None) == {ycell("III", 5)}
    assert ycell("III", 5) not in YELLOW_AREA.grey
    after = apply(state, pick("yellow", "yellow", ycell("III", 5)))
    assert after.players[0].marks["yellow"][ycell("III", 5)] == 1


def test_e7_passive_yellow_5_only_grey_and_taken() -> None:
    player, _ = sheet(yellow={"I": [5]})
    state = passive_state(faces(yellow=5, white=6, pink=2), platter=["yellow", "white", "pink"],
                          fields=["blue", "brown", "turquoise"], player=player)
    assert yellow_cells(state, die="yellow") == set()
    assert refused(state, pick("yellow", "yellow", ycell("II", 5))) == Reason.CELL_NOT_ALLOWED


def test_e7_brown_skipping() -> None:
    player, _ = sheet(brown=[1, 2, 3, 4, 5, 6])
    state = active_state(faces(brown=3), player=player)
    assert {m.cell for m in moves_of(state, die="brown", value=None)} == {pos(3 + 9)}
    after = apply(state, pick("brown", "brown", pos(12)))
    assert BROWN_AREA.dead(after.players[0].marks["brown"]) == [pos(p) for p in range(7, 12)]


def test_e7_pink_field_1_has_no_points_option() -> None:
    state = active_state(faces(pink=4))
    assert refused(state, pick("pink", "pink", 0, option="points")) == Reason.CELL_NOT_ALLOWED
    assert refused(state, pick("pink", "pink", 0)) == Reason.MALFORMED  # pink needs its option


@pytest.mark.parametrize(("open_cells", "extra_crosses"), [(1, 0), (2, 1), (3, 2)])
def test_e7_turquoise_surplus_is_lost(open_cells: int, extra_crosses: int) -> None:
    """Two matching 4s on the dice fields (yellow 4 on I, white 4 as brown on II), roll 3 a
    turquoise 4: up to 3 crosses, but never more than column 4 has open cells."""
    crossed = list(range(1, 5 - open_cells + 1))  # rows 1.. crossed, the rest of column 4 open
    player, _ = sheet(turquoise={f"r{r}": [4] for r in crossed})
    state = active_state(faces(yellow=4, white=4, turquoise=4, blue=5, brown=5, pink=6),
                         player=player)
    state = apply(state, pick("yellow", "yellow", ycell("I", 4)))
    state.faces.update(white=4, turquoise=5, blue=5, brown=5, pink=6)
    state = apply(state, pick("white", "brown", pos(4)))  # brown pos 4 is printed 4
    state.faces.update(turquoise=4, blue=5, brown=5, pink=6)
    state = apply(state, pick("turquoise", "turquoise", tcell(6 - open_cells, 4)))
    mine = state.players[0]
    assert mine.pending == ["more_turquoise_4"] * extra_crosses
    while mine.pending:
        state = apply(state, legal_moves(state)[0])
        mine = state.players[0]
    assert sum(mine.marks["turquoise"]) == len(crossed) + 1 + extra_crosses


# --- yellow rows by dice field (§3.1, R12, R13, R19) -----------------------------------------
@pytest.mark.parametrize("roll", [1, 2, 3])
def test_active_pick_uses_the_row_of_its_roll(roll: int) -> None:
    """R19: after forfeits the row is still the roll's (roll 2 → row II with field I empty)."""
    state = active_state(faces(yellow=3, white=5), roll=roll)
    assert yellow_cells(state, die="yellow", value=None) == {ycell(roll, 3)}
    assert yellow_cells(state, die="white", value=None) == {ycell(roll, 5)}
    after = apply(state, pick("yellow", "yellow", ycell(roll, 3)))
    assert after.players[0].marks["yellow"][ycell(roll, 3)] == 1
    assert (roll == 3 and after.phase != Phase.ACTIVE_ROLL) or after.fields[roll - 1] == "yellow"
    for other in {1, 2, 3} - {roll}:
        assert refused(state, pick("yellow", "yellow", ycell(other, 3))) == \
            Reason.CELL_NOT_ALLOWED


@pytest.mark.parametrize(("number", "row"), [(1, 3), (2, 3), (3, 2), (4, 2), (5, 1), (6, 1)])
def test_passive_pick_only_grey_cells(number: int, row: int) -> None:
    state = passive_state(faces(yellow=number), platter=["yellow", "white", "pink"],
                          fields=["blue", "brown", "turquoise"])
    assert yellow_cells(state, die="yellow", value=None) == {ycell(row, number)}
    assert ycell(row, number) in YELLOW_AREA.grey


def nothing_fits_at_face_sheet() -> PlayerState:
    """A sheet where pink, turquoise and blue are full and brown is crossed to the end."""
    player, _ = sheet(pink_written=[1] * 12, brown=[12])
    player.marks["turquoise"] = [1] * 30
    player.marks["blue"] = [6, 5, 4, 3, 2, 7, 1, 8, 9, 10, 11, 12, 7]
    return player


def test_fallback_pick_only_grey_cells() -> None:
    """R13, R21: nothing on the platter fits at its face, so a field die may be taken, and in
    yellow only on a grey cell."""
    state = passive_state(faces(pink=3, brown=2, turquoise=3, blue=3, yellow=6, white=3),
                          platter=["pink", "brown", "turquoise", "blue"],
                          fields=["yellow", "white", None], player=nothing_fits_at_face_sheet())
    moves = legal_moves(state)
    assert {m.die for m in moves if m.kind == MoveKind.PICK} == {"yellow", "white"}
    assert yellow_cells(state, die="yellow") == {ycell("I", 6)}
    assert yellow_cells(state, die="white") == {ycell("II", 3)}


def test_fallback_is_judged_without_jokers() -> None:
    """R21: a joker could make the platter's yellow usable, yet no platter die fits at its face:
    the fallback is open, and the joker pick on the platter is offered as well."""
    player = nothing_fits_at_face_sheet()
    player.marks["yellow"][ycell("III", 1)] = 1
    state = passive_state(faces(pink=3, brown=2, yellow=1, blue=3, turquoise=6, white=3),
                          platter=["pink", "brown", "yellow", "blue"],
                          fields=["turquoise", "white", None], player=player, tracks={"joker": 1})
    picks = moves_of(state, kind=MoveKind.PICK)
    assert {(m.die, m.value) for m in picks} == {("yellow", 3), ("white", None)}
    assert moves_of(state, die="yellow", cell=ycell("II", 3), value=3)


def test_no_fallback_while_a_platter_die_fits() -> None:
    state = passive_state(faces(pink=3, yellow=6), platter=["pink", "yellow", "blue"],
                          fields=["white", "brown", "turquoise"])
    assert {m.die for m in moves_of(state, kind=MoveKind.PICK)} <= {"pink", "yellow", "blue"}
    assert refused(state, pick("brown", "brown", pos(1))) == Reason.FALLBACK_NOT_ALLOWED
    assert all(m.kind != MoveKind.REROLL for m in legal_moves(state))  # never for passives
    assert Move(MoveKind.DECLINE) in legal_moves(state)


@pytest.mark.parametrize("field", [1, 2, 3])
def test_extra_die_on_field_k_uses_row_k(field: int) -> None:
    """R12, also for a passive player using a die on the active player's dice field."""
    lay: list[str | None] = [None, None, None]
    lay[field - 1] = "yellow"
    for passive in (False, True):
        state = window_state(faces(yellow=4), platter=["white", "pink", "blue"], fields=lay,
                             passive=passive)
        assert yellow_cells(state, kind=MoveKind.EXTRA_DIE, die="yellow", value=None) == \
            {ycell(field, 4)}


def test_extra_die_from_the_platter_only_grey() -> None:
    state = window_state(faces(yellow=4, white=1), platter=["yellow", "white", "pink"],
                         fields=["blue", None, None])
    assert yellow_cells(state, die="yellow", value=None) == {ycell("II", 4)}
    assert yellow_cells(state, die="white", value=None) == {ycell("III", 1)}


def test_forfeit_is_always_allowed_and_moves_nothing() -> None:
    """R18: voluntary forfeit; field I stays empty, all six dice are rolled again."""
    state = active_state(faces(yellow=3))
    assert moves_of(state, kind=MoveKind.PICK)
    assert legal_moves(state)[-1] == Move(MoveKind.FORFEIT)
    after = apply(state, Move(MoveKind.FORFEIT))
    assert after.roll_no == 2 and after.fields == [None, None, None]
    assert rules().dice_at(after, "roll") == list(rules().dice)
    assert refused(state, Move(MoveKind.FORFEIT, die="yellow")) == Reason.MALFORMED


def test_forfeit_on_roll_3_sends_the_dice_to_the_platter() -> None:
    state = active_state(faces(), roll=3)
    state.players[0].tracks["extra_die"] = Track(unlocked=1)
    after = apply(state, Move(MoveKind.FORFEIT))
    assert after.phase == Phase.ACTIVE_WINDOW
    assert rules().dice_at(after, "platter") == list(rules().dice)


# --- turquoise extra crosses (§3.2, R15, R16) ------------------------------------------------
def test_turquoise_active_counts_own_dice_fields() -> None:
    """Field I holds a yellow 3; roll 2 brings a turquoise 3 → up to 2 crosses in column 3."""
    state = active_state(faces(yellow=3, white=4, turquoise=4, blue=4, brown=4, pink=4))
    state = apply(state, pick("yellow", "yellow", ycell("I", 3)))
    state.faces.update(white=3, turquoise=3, blue=3, brown=5, pink=6)  # roll 2
    state = apply(state, pick("turquoise", "turquoise", tcell(2, 3)))
    mine = state.players[0]
    assert mine.pending == ["more_turquoise_3"]  # the white and blue 3s in the roll don't count
    moves = legal_moves(state)
    assert {m.cell for m in moves if m.kind == MoveKind.BONUS} == \
        {tcell(r, 3) for r in (1, 3, 4, 5)}
    assert Move(SKIP, bonus="more_turquoise_3") in moves
    state = apply(state, bonus("more_turquoise_3", "turquoise", tcell(1, 3), value=3))
    mine = state.players[0]
    assert [c for c in range(30) if mine.marks["turquoise"][c]] == [tcell(1, 3), tcell(2, 3)]
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 3


def test_turquoise_passive_counts_the_platter() -> None:
    """The platter holds a turquoise, a pink and a blue 4 → up to 3 crosses in column 4."""
    state = passive_state(faces(turquoise=4, pink=4, blue=4, white=2),
                          platter=["turquoise", "pink", "blue", "white"],
                          fields=["yellow", "brown", None])
    state.faces.update(yellow=4, brown=4)  # dice on the fields do not count for a passive player
    seat = state.decider
    assert seat is not None
    state = apply(state, pick("turquoise", "turquoise", tcell(5, 4)))
    assert state.decider == seat
    assert state.players[seat].pending == ["more_turquoise_4"] * 2
    state = apply(state, bonus("more_turquoise_4", "turquoise", tcell(1, 4), value=4))
    state = apply(state, bonus("more_turquoise_4", "turquoise", tcell(2, 4), value=4))
    marks = state.players[seat].marks["turquoise"]
    assert [c for c in range(30) if marks[c]] == [tcell(1, 4), tcell(2, 4), tcell(5, 4)]
    # r1c4 + r2c4 are column 4's tinted cells: the joker is circled
    assert state.players[seat].tracks["joker"].unlocked == 1


def test_turquoise_extra_crosses_are_optional() -> None:
    state = passive_state(faces(turquoise=4, pink=4, blue=4), platter=["turquoise", "pink",
                                                                       "blue"],
                          fields=["yellow", "brown", "white"])
    seat = state.decider
    assert seat is not None
    state = apply(state, pick("turquoise", "turquoise", tcell(1, 4)))
    state = apply(state, Move(SKIP, bonus="more_turquoise_4"))
    assert state.players[seat].pending == ["more_turquoise_4"]
    state = apply(state, Move(SKIP, bonus="more_turquoise_4"))
    assert sum(state.players[seat].marks["turquoise"]) == 1
    assert not state.players[seat].pending


def test_white_as_turquoise_gets_extra_crosses_too() -> None:
    state = passive_state(faces(white=2, turquoise=2), platter=["white", "turquoise", "pink"],
                          fields=["yellow", "brown", "blue"])
    seat = state.decider
    assert seat is not None
    state = apply(state, pick("white", "turquoise", tcell(3, 2)))
    assert state.players[seat].pending == ["more_turquoise_2"]


def test_turquoise_extra_die_counts_by_role() -> None:
    """Active window: other dice on the own fields; the entered die itself never counts."""
    state = window_state(faces(turquoise=6, yellow=6, brown=6, pink=6),
                         platter=["turquoise", "pink", "white"], fields=["yellow", "brown", None])
    state = apply(state, extra("turquoise", "turquoise", tcell(1, 6)))
    assert state.players[state.active].pending == ["more_turquoise_6"] * 2
    state = window_state(faces(turquoise=6, yellow=6, brown=6, pink=6),
                         platter=["turquoise", "pink", "white"],
                         fields=["yellow", "brown", None], passive=True)
    seat = state.decider
    assert seat is not None
    state = apply(state, extra("turquoise", "turquoise", tcell(1, 6)))
    assert state.players[seat].pending == ["more_turquoise_6"]


def test_turquoise_joker_value_is_matched_against_faces() -> None:
    """R16: turquoise 2 entered as 5; the platter's pink 5 matches, its turquoise 2 … is the
    entered die itself, and the blue 2 no longer matches."""
    state = passive_state(faces(turquoise=2, pink=5, blue=2), platter=["turquoise", "pink",
                                                                       "blue"],
                          fields=["yellow", "brown", "white"], tracks={"joker": 3})
    seat = state.decider
    assert seat is not None
    assert moves_of(state, die="turquoise", value=5, cell=tcell(1, 5))
    state = apply(state, pick("turquoise", "turquoise", tcell(1, 5), value=5))
    mine = state.players[seat]
    assert mine.pending == ["more_turquoise_5"]
    assert state.faces["turquoise"] == 2  # the die is not turned


def test_active_turquoise_joker() -> None:
    state = active_state(faces(yellow=5, white=6, turquoise=6, blue=6, brown=6, pink=6),
                         tracks={"joker": 3})
    state = apply(state, pick("yellow", "yellow", ycell("I", 5)))
    state.faces.update(turquoise=1, white=6, blue=6, brown=6, pink=6)
    state = apply(state, pick("turquoise", "turquoise", tcell(3, 5), value=5))
    assert state.players[0].pending == ["more_turquoise_5"]  # the yellow 5 on field I matches
    assert state.players[0].counters[JOKER_USED] == 0b100  # slot 3, printed 5


# --- number joker (§4.2) ----------------------------------------------------------------------
def test_joker_numbers_follow_the_circled_slots() -> None:
    state = active_state(faces(yellow=1), tracks={"joker": 1})
    assert {m.value for m in moves_of(state, die="yellow")} == {None, 3}
    state = active_state(faces(yellow=1), tracks={"joker": 4})
    assert {m.value for m in moves_of(state, die="yellow")} == {None, 3, 4, 5, 6}
    state = active_state(faces(yellow=1), tracks={"joker": 5})
    assert {m.value for m in moves_of(state, die="yellow")} == {None, 2, 3, 4, 5, 6}
    assert not moves_of(state, die="yellow", value=1)  # a joker that changes nothing


def test_joker_slots_in_any_order_and_question_slots() -> None:
    state = active_state(faces(yellow=1, white=1, turquoise=1, blue=1, brown=1, pink=1),
                         tracks={"joker": 6})
    state = apply(state, pick("yellow", "yellow", ycell("I", 5), value=5))  # printed 5 first
    mine = state.players[0]
    assert mine.counters[JOKER_USED] == 0b000100 and mine.tracks["joker"].used == 1
    state.faces.update(white=1, turquoise=1, blue=1, brown=1, pink=1)
    state = apply(state, pick("brown", "brown", pos(2), value=5))  # no 5 slot left: a "?"
    assert state.players[0].counters[JOKER_USED] == 0b010100
    state.faces.update(white=1, turquoise=1, blue=1, pink=1)
    state = apply(state, pick("pink", "pink", 0, option="half", value=3))  # printed 3
    mine = state.players[0]
    assert mine.counters[JOKER_USED] == 0b010101 and mine.tracks["joker"].used == 3
    assert rules().joker_numbers(mine) == [1, 2, 3, 4, 5, 6]  # 4, 6 and one "?" left
    assert rules().joker_slots(mine) == [1, 3, 5]


@pytest.mark.parametrize("roll", [1, 2, 3])
def test_joker_in_the_yellow_row_of_the_roll(roll: int) -> None:
    state = active_state(faces(yellow=2), roll=roll, tracks={"joker": 4})
    assert yellow_cells(state, die="yellow") == {ycell(roll, n) for n in (2, 3, 4, 5, 6)}
    after = apply(state, pick("yellow", "yellow", ycell(roll, 6), value=6))
    assert after.players[0].marks["yellow"][ycell(roll, 6)] == 1
    assert refused(state, pick("yellow", "yellow", ycell(roll % 3 + 1, 6), value=6)) == \
        Reason.CELL_NOT_ALLOWED


def test_passive_joker_in_yellow_only_grey() -> None:
    state = passive_state(faces(yellow=1), platter=["yellow", "pink", "blue"],
                          fields=["white", "brown", "turquoise"], tracks={"joker": 4})
    # grey cells: 3, 4 in row II; 5, 6 in row I (1 at its face: row III)
    assert yellow_cells(state, die="yellow") == {ycell("III", 1), ycell("II", 3),
                                                 ycell("II", 4), ycell("I", 5), ycell("I", 6)}


def test_joker_does_not_turn_the_die() -> None:
    """The platter step reads the face: yellow 6 entered as 3 still sends every lower die."""
    state = active_state(faces(yellow=6, white=5, turquoise=4, blue=3, brown=2, pink=6),
                         tracks={"joker": 1})
    after = apply(state, pick("yellow", "yellow", ycell("I", 3), value=3))
    assert after.faces["yellow"] == 6 and after.fields[0] == "yellow"
    assert rules().dice_at(after, "platter") == ["white", "turquoise", "blue", "brown"]
    assert any(e.kind == "joker" and e.value == 3 and e.die == "yellow"
               for e in after.last_events)


def test_other_players_see_the_face_after_a_joker() -> None:
    state = passive_state(faces(yellow=1), platter=["yellow", "pink", "blue"],
                          fields=["white", "brown", "turquoise"], players=3, tracks={"joker": 3})
    first = state.decider
    state = apply(state, pick("yellow", "yellow", ycell("I", 5), value=5))
    assert state.phase == Phase.PASSIVE_PICK  # (no +1 circled: the window closed by itself)
    assert state.decider not in (first, state.active)
    assert state.faces["yellow"] == 1
    assert yellow_cells(state, die="yellow", value=None) == {ycell("III", 1)}


def test_blue_joker_changes_only_the_chosen_die() -> None:
    """R11: blue 2 as 6 with white 3 is 9; white 3 as 1 with blue 2 is 3."""
    player, _ = sheet(blue={"right": [8], "left": [6, 5, 4]})
    state = active_state(faces(blue=2, white=3), player=player, tracks={"joker": 5})
    assert moves_of(state, die="blue", value=6, cell=pos(9))  # 6 + 3
    assert moves_of(state, die="white", area="blue", value=1, cell=pos(3))  # 2 + 1
    after = apply(state, pick("blue", "blue", pos(9), value=6))
    assert after.players[0].marks["blue"][pos(9)] == 9


def test_joker_with_an_extra_die() -> None:
    state = window_state(faces(pink=2), platter=["pink", "white", "blue"],
                         fields=["yellow", None, None], tracks={"joker": 4})
    after = apply(state, extra("pink", "pink", 0, option="half", value=6))
    assert after.players[after.active].marks["pink"][0] == 3


def test_joker_refusals() -> None:
    state = active_state(faces(yellow=2), tracks={"joker": 1})  # only the printed 3
    assert refused(state, pick("yellow", "yellow", ycell("I", 4), value=4)) == \
        Reason.NO_ACTION_LEFT
    assert refused(state, pick("yellow", "yellow", ycell("I", 2), value=2)) == Reason.MALFORMED
    assert refused(state, pick("yellow", "yellow", ycell("I", 3), value=9)) == Reason.MALFORMED


# --- extra die (§4.3) -------------------------------------------------------------------------
def test_extra_die_each_die_once_per_turn_regular_pick_does_not_count() -> None:
    """R32: the regular pick of the pink die does not use up its extra-die use."""
    state = active_state(faces(pink=2, white=3, turquoise=3, blue=3, brown=3, yellow=3),
                         tracks={"extra_die": 2})
    state = apply(state, pick("pink", "pink", 0, option="half"))
    state = apply(state, Move(MoveKind.FORFEIT))
    state = apply(state, Move(MoveKind.FORFEIT))
    assert state.phase == Phase.ACTIVE_WINDOW and state.fields == ["pink", None, None]
    assert moves_of(state, kind=MoveKind.EXTRA_DIE, die="pink")  # picked, still usable
    state = apply(state, extra("pink", "pink", 1, option="points"))
    mine = state.players[0]
    assert mine.extra_used == ["pink"] and mine.marks["pink"][:2] == [1, 2]
    assert mine.tracks["extra_die"].available == 1
    assert not moves_of(state, kind=MoveKind.EXTRA_DIE, die="pink")
    assert moves_of(state, kind=MoveKind.EXTRA_DIE, die="white")
    assert refused(state, extra("pink", "pink", 2, option="half")) == Reason.DIE_ALREADY_EXTRA


def test_extra_die_is_offered_to_passive_players_too() -> None:
    state = window_state(faces(brown=1), platter=["brown", "white", "pink"],
                         fields=["yellow", "blue", "turquoise"], passive=True)
    assert state.decider != state.active
    assert moves_of(state, kind=MoveKind.EXTRA_DIE, die="brown", cell=pos(1))
    assert moves_of(state, kind=MoveKind.EXTRA_DIE, die="yellow")  # a field die, row I


# --- solo (§6, R27) ---------------------------------------------------------------------------
def test_solo_layout_example() -> None:
    """Blue 1, pink 2, three 3s, white 5; closest first: turquoise, white, brown, yellow, pink,
    blue → platter blue, pink, turquoise; fields I white, II brown, III yellow."""
    dice_faces = {"blue": 1, "pink": 2, "yellow": 3, "brown": 3, "turquoise": 3, "white": 5}
    order = ["turquoise", "white", "brown", "yellow", "pink", "blue"]
    platter, fields = solo_layout(dice_faces, order)
    assert platter == ["blue", "pink", "turquoise"]
    assert fields == ["white", "brown", "yellow"]


def test_solo_passive_turn_lays_out_three_and_three() -> None:
    from cleverdesk.engine import dice as oracle

    for seed in range(20):
        state = to_phase(new_game(1, seed), Phase.PASSIVE_PICK)
        r = rules()
        order = sorted(r.dice, key=lambda d: oracle.tiebreak(seed, state.round, "solo_passive",
                                                             d))
        platter, fields = solo_layout(dict(state.faces), order)
        assert sorted(r.dice_at(state, "platter")) == sorted(platter)
        assert state.fields == fields
        assert all(m.kind != MoveKind.REROLL for m in legal_moves(state))


def test_solo_game_has_six_active_and_six_passive_turns() -> None:
    state = new_game(1, seed=8)
    kinds = [e.kind for e in state.last_events]
    while state.phase != Phase.GAME_OVER:
        state = apply(state, legal_moves(state)[-1])
        kinds += [e.kind for e in state.last_events]
    assert state.round == 6
    assert kinds.count("turn") == 6 and kinds.count("solo_passive_roll") == 6
