"""The player orders pending bonuses whenever the order can matter (§2.10 of every rules file).

The engine may resolve a pending bonus by itself only when no order could change the sheet.
A bonus whose resolution fires another bonus into the area of a second pending bonus makes the
order a real decision: these tests build that case in each of the four games and check that
the player is asked, and (where the sheet shows it) that the two orders really differ.
"""

from __future__ import annotations

from cleverdesk.engine import Move, MoveKind, apply, get_rules, legal_moves
from cleverdesk.engine.model import GameState, PlayerState

from . import clever_4ever_support, clever_hoch_drei_support, doppelt_so_clever_support
from .support import active_roll_state, blue, sheet


def _blue_three_state() -> GameState:
    """Ganz schön clever, the issue's case: blue 2, 4, 7, 11 crossed; the next orange cell is
    pos 4 (×2); the next purple cell is pos 10 (it pays an orange 6). Blue 1 + white 2 = 3."""
    player = sheet(blue_crossed=[2, 4, 7, 11], orange_written=[1, 2, 3],
                   purple_written=[1, 2, 3, 4, 5, 6, 1, 2, 3])
    return active_roll_state(
        {"white": 2, "blue": 1, "yellow": 6, "green": 6, "orange": 6, "purple": 6}, player)


def _cross_blue_three(state: GameState) -> GameState:
    return apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(3)))


def test_gsc_blue_three_lets_the_player_order_orange_five_and_purple_six() -> None:
    state = _cross_blue_three(_blue_three_state())
    me = state.players[state.active]
    # row 1 (2, 3, 4) pays orange 5, column 3 (3, 7, 11) pays purple 6: both wait for the player
    assert sorted(me.pending) == ["orange_5", "purple_6"]
    assert {m.bonus for m in legal_moves(state)} == {"orange_5", "purple_6"}
    assert me.marks["orange"][3] == 0 and me.marks["purple"][9] == 0


def test_gsc_orange_five_first_scores_sixteen() -> None:
    state = _cross_blue_three(_blue_three_state())
    state = apply(state, Move(MoveKind.BONUS, bonus="orange_5", area="orange", cell=3))
    # purple 6 is alone now: it writes purple pos 10, whose orange 6 goes on the ×1 cell
    me = state.players[state.active]
    assert me.marks["orange"][3:5] == [10, 6]
    assert me.marks["purple"][9] == 6


def test_gsc_purple_six_first_lets_orange_six_take_the_double_cell() -> None:
    state = _cross_blue_three(_blue_three_state())
    state = apply(state, Move(MoveKind.BONUS, bonus="purple_6", area="purple", cell=9))
    me = state.players[state.active]
    # orange 5 and orange 6 now compete for the ×2 cell: the player decides again
    assert sorted(me.pending) == ["orange_5", "orange_6"]
    state = apply(state, Move(MoveKind.BONUS, bonus="orange_6", area="orange", cell=3))
    me = state.players[state.active]
    assert me.marks["orange"][3:5] == [12, 5]  # 17 instead of 16


def test_gsc_one_orange_cell_left_the_order_decides_which_bonus_is_lost() -> None:
    player = sheet(blue_crossed=[2, 4, 7, 11], orange_written=[1, 1, 1, 2, 1, 1, 2, 1, 2, 1],
                   purple_written=[1, 2, 3, 4, 5, 6, 1, 2, 3])
    state = active_roll_state(
        {"white": 2, "blue": 1, "yellow": 6, "green": 6, "orange": 6, "purple": 6}, player)
    state = _cross_blue_three(state)
    assert {m.bonus for m in legal_moves(state)} == {"orange_5", "purple_6"}
    state = apply(state, Move(MoveKind.BONUS, bonus="purple_6", area="purple", cell=9))
    state = apply(state, Move(MoveKind.BONUS, bonus="orange_6", area="orange", cell=10))
    me = state.players[state.active]
    assert me.marks["orange"][10] == 18 and not me.pending  # orange 5 was the one lost


def test_a_lone_bonus_with_one_target_still_resolves_by_itself() -> None:
    # blue 2, 3 crossed: blue 4 completes only row 1, so orange 5 is alone and needs no choice
    player = sheet(blue_crossed=[2, 3], orange_written=[1, 2, 3])
    state = active_roll_state(
        {"white": 2, "blue": 2, "yellow": 6, "green": 6, "orange": 6, "purple": 6}, player)
    state = apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(4)))
    me = state.players[state.active]
    assert me.marks["orange"][3] == 10 and not me.pending


def _pending_after(game: str, player: PlayerState, fired: list[str]) -> tuple[GameState, list[str]]:
    """Fire ``fired`` on ``player``'s sheet in a fresh game, as one mark would."""
    rules = get_rules(game)
    support = {doppelt_so_clever_support.DSC: doppelt_so_clever_support,
               clever_hoch_drei_support.C3: clever_hoch_drei_support}.get(
        game, clever_4ever_support)
    state = rules.new_game(support.setup())
    seat = state.decider if state.decider is not None else state.active
    mine = state.players[seat]
    mine.marks = player.marks
    mine.pending = []
    rules._fire(state, mine, fired)  # the shared bonus path under test
    return state, [m.bonus or "" for m in rules._bonus_moves(mine)]


def test_dsc_yellow_question_that_pays_silver_waits_for_the_player() -> None:
    # one silver cell open (pink 6) and one yellow cell uncircled (r4c3, a 5): circling it
    # completes yellow column 3, whose silver "?" competes with the pending silver "?"
    player = doppelt_so_clever_support.sheet(
        silver_crossed={row: [1, 2, 3, 4, 5, 6] if row != "pink" else [1, 2, 3, 4, 5]
                        for row in ("yellow", "blue", "green", "pink")})
    for ref, _value in doppelt_so_clever_support.YELLOW_CELLS:
        player.marks["yellow"][doppelt_so_clever_support.yellow(ref)] = 0 if ref == "r4c3" else 2
    state, offered = _pending_after(doppelt_so_clever_support.DSC, player, ["q_silver", "q_yellow"])
    assert set(offered) == {"q_silver", "q_yellow"}


def test_c3_turquoise_question_that_pays_yellow_waits_for_the_player() -> None:
    # one yellow cell open and one turquoise cell open (r3c3): crossing it completes turquoise
    # column 3, whose yellow "?" competes with the pending yellow "?"
    player, _ = clever_hoch_drei_support.sheet()
    player.marks["yellow"] = [1] * 17 + [0]
    player.marks["turquoise"] = [1] * 30
    player.marks["turquoise"][clever_hoch_drei_support.tcell(3, 3)] = 0
    state, offered = _pending_after(clever_hoch_drei_support.C3, player,
                                    ["q_yellow", "q_turquoise"])
    assert set(offered) == {"q_yellow", "q_turquoise"}


def test_c4e_grey_question_that_pays_blue_waits_for_the_player() -> None:
    # one blue cell open and one grey sub-area allowed (G15, with the blue "?" at r3c14)
    player = clever_4ever_support.sheet()
    player.marks["blue"] = [1] * 35 + [0]
    g15 = {clever_4ever_support.G(ref) for ref in ("r2c14", "r3c14", "r4c14", "r3c15")}
    player.marks["grey"] = [0 if c in g15 else 1 for c in range(len(player.marks["grey"]))]
    state, offered = _pending_after(clever_4ever_support.C4E, player, ["q_blue", "q_grey"])
    assert set(offered) == {"q_blue", "q_grey"}


def test_distinct_areas_without_chains_still_resolve_by_themselves() -> None:
    # Clever hoch Drei: the last yellow cell (III 6, its pair pays +1) and the last brown cell
    # (pos 12, its gap pays a fox): neither can reach the other, so no question is asked
    player, _ = clever_hoch_drei_support.sheet()
    player.marks["yellow"] = [1] * 17 + [0]
    player.marks["brown"] = [1] * 11 + [0]
    state, offered = _pending_after(clever_hoch_drei_support.C3, player, ["q_yellow", "q_brown"])
    assert offered == []
    mine = state.players[state.decider or 0]
    assert mine.marks["yellow"][17] == 1 and mine.marks["brown"][11] == 1
