"""SET Cubed as a first-time player meets it: choosing a die lights where it can go also when
the SET needs a second die of the hand, and the new-game screen lights one choice of players."""

from __future__ import annotations

from cleverdesk.setcubed import MoveKind, Phase, PlayerSetup, SetCubedSetup, get_rules
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver
from tests.ui.setcubed.test_setcubed_desk import cell, play_by_clicks, wait_for_human

RULES = get_rules()


def _two_dice_turn(state):  # type: ignore[no-untyped-def]
    """A legal turn of two dice whose SET runs through one die on the board, if any."""
    taken = {t.cell for t in state.board}
    for move in RULES.turns_for(state, 0):
        if move.kind != MoveKind.PLACE or len(move.placements) != 2:
            continue
        a, b = (p.cell for p in move.placements)
        for line in RULES.lines:
            cells = {RULES.cell(i) for i in line}
            if {a, b} <= cells and len(cells & taken) == 1:
                return move
    return None


def test_choosing_a_die_lights_the_squares_of_a_set_it_builds_with_another(
        desk: Driver, sc: SetCubedGame) -> None:
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                          PlayerSetup(name="Computer", bot="greedy")], seed=4))
    chooser = make_bot("greedy", seed=2)
    for _ in range(30):
        wait_for_human(desk, sc)
        state = sc.state
        assert state is not None and not sc.property("finished")
        turn = _two_dice_turn(state) if state.phase == Phase.PLACE else None
        if turn is not None:
            break
        play_by_clicks(desk, sc, chooser.choose(state, RULES.legal_moves(state)))
    else:
        raise AssertionError("no turn of two dice through a board die came up")
    first, second = turn.placements
    desk.click(f"scHand_{first.die}")
    desk.settle()
    assert cell(desk, *first.cell).property("hint"), "the square of the SET's first die is lit"
    desk.click(f"scHand_{first.die}")  # put it back: the other die shows its square too
    desk.click(f"scHand_{second.die}")
    desk.settle()
    assert cell(desk, *second.cell).property("hint")


def _lit(desk: Driver) -> list[str]:
    desk.settle()
    return sorted(name for name in (f"seats_{n}" for n in range(1, 5))
                  if desk.has(name) and desk.item(name).property("primary"))


def test_the_new_game_screen_lights_one_choice_of_players(desk: Driver) -> None:
    desk.click("homeNewGame")
    desk.click("game_set-cubed")
    desk.click("seats_1")
    assert _lit(desk) == ["seats_1"], "Solo (app mode), and not also 2"
    desk.click("seats_2")
    assert _lit(desk) == ["seats_2"]
    desk.click("seats_3")
    assert _lit(desk) == ["seats_3"]
    desk.click("seats_1")
    assert _lit(desk) == ["seats_1"]
