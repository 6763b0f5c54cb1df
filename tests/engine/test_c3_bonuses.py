"""Clever hoch drei: every printed bonus position, triggered by a real move (§3, §3.6, §4, §2.9),
and what each kind of bonus then offers."""

from __future__ import annotations

from collections import Counter

import pytest

from cleverdesk.engine import GameState, Move, MoveKind, Phase, apply, legal_moves
from cleverdesk.engine.games.clever_hoch_drei import (
    BLUE_AREA,
    BROWN_AREA,
    PINK_AREA,
    TRACK_END_BONUS,
    TURQUOISE_AREA,
    YELLOW_AREA,
)
from cleverdesk.engine.model import PlayerState

from .clever_hoch_drei_support import (
    active_state,
    bonus,
    faces,
    new_game,
    pick,
    pos,
    rules,
    sheet,
    tcell,
    ycell,
)
from .random_play import play_until

UNLOCKS = ("reroll", "joker", "extra_die")


def blue_faces(total: int) -> dict[str, int]:
    white = max(1, total - 6)
    return faces(white=white, blue=total - white)


def fired_codes(state: GameState) -> list[str]:
    return [e.bonus for e in state.last_events if e.kind == "bonus_fired" and e.bonus]


Resolution = set[tuple[str | None, str, int, int | None]]


def expected_targets(player: PlayerState, code: str) -> Resolution:
    """(option, area, cell, value) of every way to resolve a bonus, from the rules file."""
    marks = player.marks
    found: Resolution = set()
    if code == "q_yellow":  # R14: any open cell, any row
        return {(None, "yellow", c, None) for c in range(18) if not marks["yellow"][c]}
    if code == "q_turquoise":  # exactly one open cell, any column
        return {(None, "turquoise", c, None) for c in range(30) if not marks["turquoise"][c]}
    if code == "q_brown":  # any open cell right of the last cross
        last = max((c for c in range(12) if marks["brown"][c]), default=-1)
        return {(None, "brown", c, None) for c in range(last + 1, 12)}
    if code == "q_blue":  # R7: any value legal on either side
        for side in ("left", "right"):
            cells = [c for c in BLUE_AREA.side(side) if not marks["blue"][c]]
            if not cells:
                continue
            written = [marks["blue"][c] for c in BLUE_AREA.side(side) if marks["blue"][c]]
            prev = written[-1] if written else 7
            step = -1 if side == "left" else 1
            values = {v for v in (prev + step,) if 2 <= v <= 12} | ({7} if prev != 7 else set())
            found |= {(None, "blue", cells[0], v) for v in values}
        return found
    if code == "q_pink":  # a number 1..6 in the leftmost field, halved or multiplied
        open_ = [c for c in range(12) if not marks["pink"][c]]
        if not open_:
            return set()
        options = ("half", "points") if open_[0] else ("half",)
        return {(o, "pink", open_[0], v) for o in options for v in range(1, 7)}
    if code == "q_black":
        for sub in ("q_yellow", "q_turquoise", "q_blue", "q_brown"):
            found |= {(sub, a, c, v) for _, a, c, v in expected_targets(player, sub)}
        return found | expected_targets(player, "q_pink")
    raise AssertionError(code)


def offered(state: GameState, code: str) -> Resolution:
    found = set()
    for m in legal_moves(state):
        if m.kind == MoveKind.BONUS and m.bonus == code:
            assert m.area is not None and m.cell is not None
            found.add((m.option, m.area, m.cell, m.value))
    return found


def check_effect(before: GameState, after: GameState, code: str) -> None:
    seat = before.decider
    assert seat is not None
    old, new = before.players[seat], after.players[seat]
    assert code in fired_codes(after)
    if code in UNLOCKS:
        assert new.tracks[code].unlocked == old.tracks[code].unlocked + 1
    elif code == "fox":
        assert new.foxes == old.foxes + 1
    else:
        assert after.decider == seat and code in new.pending
        assert offered(after, code) == expected_targets(new, code)
        assert offered(after, code)  # every case below leaves a target


def run(state: GameState, move: Move, code: str) -> GameState:
    after = apply(state, move)
    check_effect(state, after, code)
    return after


# --- yellow pairs (§3.1) ----------------------------------------------------------------------
YELLOW_PAIRS = [
    ("I_II", 1, "reroll"), ("I_II", 2, "joker"), ("I_II", 3, "q_pink"),
    ("I_II", 4, "extra_die"), ("I_II", 5, "q_turquoise"), ("I_II", 6, "fox"),
    ("II_III", 1, "joker"), ("II_III", 2, "q_turquoise"), ("II_III", 3, "q_blue"),
    ("II_III", 4, "q_brown"), ("II_III", 5, "q_yellow"), ("II_III", 6, "extra_die"),
]


@pytest.mark.parametrize(("pair", "col", "code"), YELLOW_PAIRS,
                         ids=[f"{p} c{c}" for p, c, _ in YELLOW_PAIRS])
def test_yellow_pair_bonus(pair: str, col: int, code: str) -> None:
    """The lower cell is crossed before; the active pick crosses the upper one in its roll's row
    (I_II: roll 1 → row I; II_III: roll 2 → row II, roll 1 forfeited)."""
    upper = 1 if pair == "I_II" else 2
    player, _ = sheet(yellow={("II" if upper == 1 else "III"): [col]})
    state = active_state(faces(yellow=col), roll=upper, player=player)
    run(state, pick("yellow", "yellow", ycell(upper, col)), code)


def test_yellow_pair_fires_in_either_order_and_both_pairs_at_once() -> None:
    """A row-II cross can complete the I/II and the II/III pair of its column together."""
    player, _ = sheet(yellow={"I": [4], "III": [4]})
    state = active_state(faces(yellow=4), roll=2, player=player)
    after = apply(state, pick("yellow", "yellow", ycell("II", 4)))
    assert sorted(fired_codes(after)) == ["extra_die", "q_brown"]


# --- turquoise rows and columns (§3.2) --------------------------------------------------------
TURQUOISE_ROWS = [(1, "fox"), (2, "extra_die"), (3, "q_brown"), (4, "q_turquoise")]
TURQUOISE_COLUMNS = [(1, "q_brown"), (2, "q_pink"), (3, "q_yellow"), (4, "joker"),
                     (5, "q_blue"), (6, "reroll")]
TINT = (6, 5, 3, 2, 1)


@pytest.mark.parametrize(("row", "code"), TURQUOISE_ROWS, ids=[f"row {r}" for r, _ in
                                                               TURQUOISE_ROWS])
def test_turquoise_row_end_bonus(row: int, code: str) -> None:
    """The last tinted cell of the row completes it; white cells of the row stay open."""
    last = TINT[row - 1]
    player, _ = sheet(turquoise={f"r{row}": list(range(1, last))})
    state = active_state(faces(turquoise=last), player=player)
    after = run(state, pick("turquoise", "turquoise", tcell(row, last)), code)
    if row == 1:  # r1c6 is also the only tinted cell of column 6
        assert sorted(fired_codes(after)) == ["fox", "reroll"]


@pytest.mark.parametrize(("col", "code"), TURQUOISE_COLUMNS,
                         ids=[f"column {c}" for c, _ in TURQUOISE_COLUMNS])
def test_turquoise_column_foot_bonus(col: int, code: str) -> None:
    tinted_rows = [r for r in range(1, 6) if TINT[r - 1] >= col]
    player, _ = sheet(turquoise={f"r{r}": [col] for r in tinted_rows[:-1]})
    state = active_state(faces(turquoise=col), player=player)
    run(state, pick("turquoise", "turquoise", tcell(tinted_rows[-1], col)), code)


def test_white_turquoise_cells_never_fire() -> None:
    """Row 5 has no row bonus; crossing every white cell of a column fires nothing."""
    player, _ = sheet(turquoise={"r3": [4], "r4": [4]})
    state = active_state(faces(turquoise=4), player=player)
    after = apply(state, pick("turquoise", "turquoise", tcell(5, 4)))  # r3c4..r5c4 are white
    assert fired_codes(after) == []
    player, _ = sheet(turquoise={"r5": [2, 3, 4, 5]})
    state = active_state(faces(turquoise=6), player=player)
    assert fired_codes(apply(state, pick("turquoise", "turquoise", tcell(5, 6)))) == []


# --- blue cells (§3.3) ------------------------------------------------------------------------
BLUE_CELLS = [
    (1, "extra_die", [6, 5, 4, 3, 2], 7), (2, "q_pink", [6, 5, 4, 3], 2),
    (4, "q_yellow", [6, 5], 4), (5, "joker", [6], 5),
    (9, "reroll", [8], 9), (10, "q_brown", [8, 9], 10),
    (12, "q_turquoise", [8, 9, 10, 11], 12), (13, "fox", [8, 9, 10, 11, 12], 7),
]


@pytest.mark.parametrize(("position", "code", "before", "total"), BLUE_CELLS,
                         ids=[f"pos {p}" for p, *_ in BLUE_CELLS])
def test_blue_cell_bonus(position: int, code: str, before: list[int], total: int) -> None:
    side = "left" if position < 7 else "right"
    player, _ = sheet(blue={side: before})
    state = active_state(blue_faces(total), player=player)
    run(state, pick("blue", "blue", pos(position)), code)


@pytest.mark.parametrize("position", [3, 6, 8, 11])
def test_blue_cells_without_bonus(position: int) -> None:
    """Pos 3, 6, 8, 11 carry nothing (and the printed 7 is never entered, R5)."""
    side = "left" if position < 7 else "right"
    value = position  # a straight run from the centre: pos p holds p
    run_up = list(range(6, value, -1)) if side == "left" else list(range(8, value))
    player, _ = sheet(blue={side: run_up})
    state = active_state(blue_faces(value), player=player)
    assert fired_codes(apply(state, pick("blue", "blue", pos(position)))) == []


# --- brown gaps (§3.4) ------------------------------------------------------------------------
BROWN_GAPS = [(1, "joker"), (2, "q_pink"), (4, "reroll"), (5, "q_turquoise"),
              (7, "extra_die"), (8, "q_blue"), (10, "q_yellow"), (11, "fox")]


@pytest.mark.parametrize(("gap", "code"), BROWN_GAPS, ids=[f"gap {g}" for g, _ in BROWN_GAPS])
def test_brown_gap_bonus(gap: int, code: str) -> None:
    """Pos ``gap`` is crossed before; the brown die crosses pos ``gap + 1``."""
    player, _ = sheet(brown=[gap])
    value = BROWN_AREA.printed[gap]
    state = active_state(faces(brown=value), player=player)
    run(state, pick("brown", "brown", pos(gap + 1)), code)


@pytest.mark.parametrize("gap", [3, 6, 9])
def test_brown_gaps_without_bonus(gap: int) -> None:
    player, _ = sheet(brown=[gap])
    state = active_state(faces(brown=BROWN_AREA.printed[gap]), player=player)
    assert fired_codes(apply(state, pick("brown", "brown", pos(gap + 1)))) == []


def test_brown_cross_closing_both_gaps() -> None:
    """A "?" can cross a cell whose both neighbours are crossed? No: brown goes left to right,
    so a cross closes only the gap to its left; skipping makes both gaps of a skipped cell
    unreachable."""
    player, _ = sheet(brown=[3])
    state = active_state(faces(brown=6), player=player)  # pos 6 (printed 6): skips 4 and 5
    after = apply(state, pick("brown", "brown", pos(6)))
    assert fired_codes(after) == []
    assert BROWN_AREA.dead(after.players[0].marks["brown"]) == [pos(1), pos(2), pos(4), pos(5)]
    assert BROWN_AREA.placements(after.players[0].marks["brown"], 4) == [pos(7)]


# --- pink fields (§3.5) -----------------------------------------------------------------------
PINK_FIELDS = [(2, "reroll"), (3, "q_blue"), (4, "extra_die"), (5, "joker"), (6, "q_yellow"),
               (7, "q_brown"), (8, "reroll"), (9, "fox"), (10, "q_blue"), (11, "q_turquoise"),
               (12, "q_black")]


@pytest.mark.parametrize(("field", "code"), PINK_FIELDS, ids=[f"field {f}" for f, _ in
                                                               PINK_FIELDS])
def test_pink_field_bonus_with_the_half_option(field: int, code: str) -> None:
    player, _ = sheet(pink_written=[1] * (field - 1))
    state = active_state(faces(pink=5), player=player)
    after = run(state, pick("pink", "pink", pos(field), option="half"), code)
    assert after.players[0].marks["pink"][pos(field)] == 3  # ceil(5 / 2)


@pytest.mark.parametrize(("field", "code"), PINK_FIELDS, ids=[f"field {f}" for f, _ in
                                                               PINK_FIELDS])
def test_pink_points_option_loses_the_bonus(field: int, code: str) -> None:
    player, _ = sheet(pink_written=[1] * (field - 1))
    state = active_state(faces(pink=5), player=player)
    after = apply(state, pick("pink", "pink", pos(field), option="points"))
    mine = after.players[0]
    assert mine.marks["pink"][pos(field)] == 5 * PINK_AREA.stars[pos(field)]
    assert fired_codes(after) == [] and not mine.pending
    assert mine.foxes == 0 and all(mine.tracks[t].unlocked == (t == "reroll") for t in UNLOCKS)
    assert mine.counters["pink_points"] == 1 << pos(field)


def test_pink_field_1_is_always_halved_without_bonus() -> None:
    state = active_state(faces(pink=6))
    pink_moves = [m for m in legal_moves(state) if m.die == "pink"]
    assert {m.option for m in pink_moves} == {"half"}
    after = apply(state, pick("pink", "pink", 0, option="half"))
    assert after.players[0].marks["pink"][0] == 3 and fired_codes(after) == []


# --- action track ends (§4, R9) ---------------------------------------------------------------
def test_end_of_reroll_track_is_a_fox() -> None:
    """Yellow I/II c1 circles the 7th re-roll slot: the track end adds a fox at once."""
    player, _ = sheet(yellow={"II": [1]})
    state = active_state(faces(yellow=1), player=player, tracks={"reroll": 6})
    after = apply(state, pick("yellow", "yellow", ycell("I", 1)))
    mine = after.players[0]
    assert mine.tracks["reroll"].unlocked == 7 and mine.foxes == 1
    assert fired_codes(after) == ["reroll", "fox"]


def test_end_of_joker_track_is_a_pink_question_mark() -> None:
    player, _ = sheet(yellow={"II": [2]})
    state = active_state(faces(yellow=2), player=player, tracks={"joker": 6})
    after = apply(state, pick("yellow", "yellow", ycell("I", 2)))
    assert after.players[0].tracks["joker"].unlocked == 7
    assert after.players[0].pending == ["q_pink"]
    assert offered(after, "q_pink") == expected_targets(after.players[0], "q_pink")


def test_end_of_extra_die_track_is_a_brown_question_mark() -> None:
    player, _ = sheet(yellow={"II": [4]})
    state = active_state(faces(yellow=4), player=player, tracks={"extra_die": 6})
    after = apply(state, pick("yellow", "yellow", ycell("I", 4)))
    assert after.players[0].tracks["extra_die"].unlocked == 7
    assert after.players[0].pending == ["q_brown"]
    assert len(offered(after, "q_brown")) == 12


def test_track_end_fires_once_even_if_unused() -> None:
    """The end bonus fires when the 7th slot is circled, not when it is used; never again."""
    assert TRACK_END_BONUS == {"reroll": "fox", "joker": "q_pink", "extra_die": "q_brown"}
    player, _ = sheet(yellow={"II": [1, 2]})
    state = active_state(faces(yellow=1), player=player, tracks={"reroll": 7})
    after = apply(state, pick("yellow", "yellow", ycell("I", 1)))
    assert after.players[0].foxes == 0 and after.players[0].tracks["reroll"].unlocked == 7
    assert any(e.kind == "bonus_lost" and e.bonus == "reroll" for e in after.last_events)


# --- "?" bonuses: what they offer and when they are lost (§3, §3.6) ---------------------------
def test_blue_question_mark_offers_every_legal_value_on_both_sides() -> None:
    """R7: dice are irrelevant; left after 2 only a 7, right after 9 a 10 or a 7."""
    player, _ = sheet(blue={"left": [6, 5, 4, 3, 2], "right": [8, 9]}, yellow={"III": [3]})
    state = active_state(faces(yellow=3), roll=2, player=player)
    after = run(state, pick("yellow", "yellow", ycell("II", 3)), "q_blue")
    assert offered(after, "q_blue") == {(None, "blue", pos(1), 7), (None, "blue", pos(10), 10),
                                        (None, "blue", pos(10), 7)}
    after = apply(after, bonus("q_blue", "blue", pos(10), value=7))
    assert after.players[0].marks["blue"][pos(10)] == 7


def test_yellow_question_mark_may_use_any_row_and_white_cells() -> None:
    """R14: a yellow "?" is not bound to a dice field or to grey cells."""
    player, _ = sheet(brown=[10])
    state = active_state(faces(brown=6), player=player)  # pos 11 is printed 6: gap 10
    after = run(state, pick("brown", "brown", pos(11)), "q_yellow")
    assert len(offered(after, "q_yellow")) == 18
    after = apply(after, bonus("q_yellow", "yellow", ycell("II", 6)))  # white, row II
    assert after.players[0].marks["yellow"][ycell("II", 6)] == 1


def test_pink_question_mark_takes_a_number_and_the_option() -> None:
    """Brown gap 2 → pink "?": the player picks 6 and the points option on field 2 (×1)."""
    player, _ = sheet(brown=[2], pink_written=[1])
    state = active_state(faces(brown=3), player=player)
    after = run(state, pick("brown", "brown", pos(3)), "q_pink")
    after = apply(after, bonus("q_pink", "pink", pos(2), option="points", value=6))
    mine = after.players[0]
    assert mine.marks["pink"][:2] == [1, 6] and mine.tracks["reroll"].unlocked == 1
    # … or the bonus option: 6 halved is 3 and field 2's re-roll is circled
    after = run(state, pick("brown", "brown", pos(3)), "q_pink")
    after = apply(after, bonus("q_pink", "pink", pos(2), option="half", value=6))
    assert after.players[0].marks["pink"][:2] == [1, 3]
    assert after.players[0].tracks["reroll"].unlocked == 2


def test_turquoise_question_mark_gives_exactly_one_cross() -> None:
    """R15: no extra crosses for a "?", even with matching dice around."""
    player, _ = sheet(yellow={"II": [5]})
    state = active_state(faces(yellow=5, turquoise=5, pink=5), player=player)
    after = run(state, pick("yellow", "yellow", ycell("I", 5)), "q_turquoise")
    after = apply(after, bonus("q_turquoise", "turquoise", tcell(2, 5)))
    mine = after.players[0]
    assert sum(mine.marks["turquoise"]) == 1 and not mine.pending


def test_question_mark_without_target_is_lost() -> None:
    """Blue pos 4 pays a yellow "?", but yellow is full: lost, nothing asked (R23)."""
    player, _ = sheet(blue={"left": [6, 5]},
                      yellow={r: [1, 2, 3, 4, 5, 6] for r in ("I", "II", "III")})
    state = active_state(blue_faces(4), player=player)
    after = apply(state, pick("blue", "blue", pos(4)))
    assert any(e.kind == "bonus_lost" and e.bonus == "q_yellow" for e in after.last_events)
    assert not after.players[0].pending


def test_single_target_question_mark_resolves_by_itself() -> None:
    """Brown "?" with only pos 12 left to the right: no choice, so no question."""
    player, _ = sheet(yellow={"III": [4]}, brown=[11])
    state = active_state(faces(yellow=4), roll=2, player=player)
    after = apply(state, pick("yellow", "yellow", ycell("II", 4)))
    mine = after.players[0]
    assert mine.marks["brown"][pos(12)] == 1 and not mine.pending
    assert mine.foxes == 1  # … which closes gap 11


# --- round bonuses (§2.9) ---------------------------------------------------------------------
def test_round_4_black_question_mark_for_every_player() -> None:
    state = play_until(new_game(players=3, seed=11), lambda s: s.round == 4)
    assert state.phase == Phase.ROUND_START
    deciders = []
    while state.phase == Phase.ROUND_START:
        seat = state.decider
        assert seat is not None
        player = state.players[seat]
        if player.pending != ["q_black"]:  # a chain started by this player's black "?"
            state = apply(state, legal_moves(state)[0])
            continue
        deciders.append(seat)
        assert offered(state, "q_black") == expected_targets(player, "q_black")
        moves = legal_moves(state)
        assert all(m.kind == MoveKind.BONUS for m in moves)
        assert {"yellow", "turquoise", "blue", "pink"} <= {m.area for m in moves}
        open_pink = player.marks["pink"].index(0)
        state = apply(state, bonus("q_black", "pink", open_pink, option="half", value=4))
        assert state.players[seat].marks["pink"][open_pink] == 2
    assert sorted(deciders) == [0, 1, 2] and deciders[0] == state.first_player


def test_black_question_mark_offers_only_areas_with_a_target() -> None:
    """Yellow, turquoise and pink full, brown crossed up to pos 10: blue and brown remain."""
    state = play_until(new_game(players=1, seed=2), lambda s: s.round == 4)
    assert state.phase == Phase.ROUND_START and state.players[0].pending == ["q_black"]
    player = state.players[0]
    for area in ("yellow", "turquoise", "pink"):
        player.marks[area] = [1] * len(player.marks[area])
    player.marks["brown"] = [0] * 9 + [1, 0, 0]
    player.marks["blue"] = list(BLUE_AREA.initial())
    assert offered(state, "q_black") == expected_targets(player, "q_black")
    assert {m.area for m in legal_moves(state)} == {"blue", "brown"}
    assert {m.cell for m in legal_moves(state) if m.area == "brown"} == {pos(11), pos(12)}
    assert {(m.cell, m.value) for m in legal_moves(state) if m.area == "blue"} == \
        {(pos(6), 6), (pos(8), 8)}


def test_black_question_mark_lost_when_nothing_fits() -> None:
    state = play_until(new_game(players=1, seed=2), lambda s: s.round == 3)
    player = state.players[0]
    for area in ("yellow", "turquoise", "blue", "pink"):
        player.marks[area] = [1 if area != "blue" else 7] * len(player.marks[area])
    player.marks["brown"][11] = 1
    state = play_until(state, lambda s: s.round == 4)
    assert any(e.kind == "bonus_lost" and e.bonus == "q_black" for e in state.last_events)
    assert state.phase == Phase.ACTIVE_ROLL
    assert legal_moves(state)[-1] == Move(MoveKind.FORFEIT)


# --- integrity of the bonus index (§3.6) ------------------------------------------------------
def printed_bonuses() -> Counter[str]:
    r = rules()
    count: Counter[str] = Counter()
    for area in r.areas.values():
        count.update(area.cell_bonus.values())
        count.update(g.bonus for g in area.groups if g.bonus)
    count.update(r.round_bonuses.values())
    count.update(TRACK_END_BONUS.values())
    return count


def test_bonus_index_counts() -> None:
    assert printed_bonuses() == Counter({
        "reroll": 7, "joker": 7, "extra_die": 7, "fox": 6, "q_yellow": 5, "q_turquoise": 6,
        "q_blue": 5, "q_brown": 6, "q_pink": 5, "q_black": 2,
    })
    # each action has exactly 7 unlock sources for its 7 slots
    assert all(printed_bonuses()[t] == rules().track_slots[t] == 7 for t in UNLOCKS)


def test_every_printed_area_bonus_is_covered_by_a_test_above() -> None:
    covered = len(YELLOW_PAIRS) + len(TURQUOISE_ROWS) + len(TURQUOISE_COLUMNS) + \
        len(BLUE_CELLS) + len(BROWN_GAPS) + len(PINK_FIELDS)
    icons = sum(len(a.cell_bonus) + sum(1 for g in a.groups if g.bonus)
                for a in (YELLOW_AREA, TURQUOISE_AREA, BLUE_AREA, BROWN_AREA, PINK_AREA))
    assert covered == icons == 12 + 10 + 8 + 8 + 11
