"""The final scoring card keeps the keyboard (issue 46, 5): Enter out of habit never leaves it
(three times in one session the result and the Review offer were lost to a new game), and Tab
walks the card's own buttons, not the top bar behind it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.setcubed import PlayerSetup as SetCubedSeat
from cleverdesk.setcubed import SetCubedSetup
from cleverdesk.setcubed import get_rules as get_set_cubed_rules
from cleverdesk.setcubed.bots import make_bot as make_set_cubed_bot
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.challenge.test_challenge_desk import GHOST_MS
from tests.ui.driver import Driver


def finish(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=14,
                                    players=[PlayerSetup(name="Fin")]))
    chooser = make_bot("greedy", seed=14)
    while not desk.game.property("finished"):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.wait_for_final_scoring()
    desk.settle()


def focused(desk: Driver) -> str:
    item = desk.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def test_enter_stays_on_the_card_and_tab_walks_its_buttons(desk: Driver) -> None:
    finish(desk)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        desk.key(key)
        desk.settle()
        assert desk.has("finalScores") and desk.has("tableScreen"), key
        assert not desk.has("newGameScreen") and not desk.has("homeScreen")
    # the challenge's code and buttons above the card's own, in the order they are drawn
    table = singleton(desk.engine, "Challenge").property("tableGame")
    desk.qtbot.waitUntil(lambda: table.property("ghostState") == "ready", timeout=GHOST_MS)
    desk.settle()
    walked = []
    for _ in range(8):
        desk.key(Qt.Key.Key_Tab)
        walked.append(focused(desk))
    assert walked == ["challengeCode", "challengeGhost", "challengeCopy", "finalLook",
                      "finalReview", "finalNewGame", "finalHome", "challengeCode"]
    desk.key(Qt.Key.Key_Return)  # Enter on the code (a text to select) stays on the card
    desk.settle()
    assert desk.has("finalScores")
    desk.key(Qt.Key.Key_Backtab)
    assert focused(desk) == "finalHome"
    desk.key(Qt.Key.Key_Left)
    assert focused(desk) == "finalNewGame"
    # a button chosen with the keys is pressed by Enter: here, look at the sheets
    desk.key(Qt.Key.Key_Left)
    desk.key(Qt.Key.Key_Left)
    assert focused(desk) == "finalLook"
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert not desk.has("finalScores") and desk.has("tableScreen")


def test_the_set_cubed_results_keep_the_keyboard_too(desk: Driver, sc: SetCubedGame) -> None:
    sc.start_setup(SetCubedSetup(players=[SetCubedSeat(name="Anna"),
                                          SetCubedSeat(name="Computer 2", bot="greedy")], seed=31))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    chooser = make_set_cubed_bot("greedy", seed=1)
    while not sc.property("finished"):
        desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.property("finished"),
                             timeout=30_000)
        if sc.state is not None and not sc.property("finished"):
            sc.apply_move(chooser.choose(sc.state, get_set_cubed_rules().legal_moves(sc.state)))
    desk.wait_for_set_cubed_results()
    desk.settle()
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert desk.has("scResults") and desk.has("setCubedTable")
    walked = []
    for _ in range(4):
        desk.key(Qt.Key.Key_Tab)
        walked.append(focused(desk))
    assert walked == ["scResultsLook", "scResultsHome", "scResultsNewGame", "scResultsLook"]
