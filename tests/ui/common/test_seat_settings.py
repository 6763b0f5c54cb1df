"""The two settings a running table follows (``SeatSettings``, shared by both game controllers):
the Desk's values reach the Clever and the SET Cubed table through QML, and turning hand-over
screens off while one is up gives the device to the player it waited for."""

from __future__ import annotations

from PySide6.QtQml import QQmlComponent

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.model import PlayerSetup as SetCubedPlayer
from cleverdesk.setcubed import SetCubedSetup
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver


def _read_in_qml(desk: Driver, expression: str) -> object:
    """``expression`` evaluated by QML itself (a property that QML cannot read crashes here)."""
    component = QQmlComponent(desk.engine)
    component.setData(
        b"import QtQuick\nimport Cleverdesk\nQtObject { property var value: "
        + expression.encode() + b" }", desk.engine.baseUrl())
    made = component.create()
    assert made is not None, component.errorString()
    value = made.property("value")
    made.deleteLater()
    return value


def test_the_desk_pause_and_hand_over_setting_reach_the_clever_table(desk: Driver) -> None:
    desk.desk.setProperty("botPauseMs", 1234)
    desk.desk.setProperty("handOverScreens", False)
    desk.settle()
    assert desk.game.property("botPauseMs") == 1234
    assert desk.game.property("handOverScreens") is False
    assert _read_in_qml(desk, "Game.botPauseMs") == 1234
    assert _read_in_qml(desk, "Game.handOverScreens") is False
    desk.game.setProperty("botPauseMs", -5)  # never a negative pause
    assert desk.game.property("botPauseMs") == 0


def test_turning_hand_over_screens_off_hands_the_clever_device_on(desk: Driver) -> None:
    desk.desk.setProperty("handOverScreens", True)
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=8, players=[
        PlayerSetup(name="Anna"), PlayerSetup(name="Ben")]))
    desk.settle()
    # play until the device must change hands: a hand-over screen waits for the other player
    while not desk.game.property("handOver"):
        if desk.game.property("turnDone"):  # the end of a player's part: Done hands over
            desk.game.finishTurn()
        else:
            desk.game.apply_move(desk.game.legal[-1])
        desk.settle()
    waiting_for = desk.game.property("turn").property("handOverName")
    assert waiting_for in ("Anna", "Ben")

    desk.desk.setProperty("handOverScreens", False)
    desk.settle()

    assert not desk.game.property("handOver")
    assert desk.game.legal, "the player it waited for decides at once"
    state = desk.game.state
    assert state is not None and state.decider is not None
    assert ("Anna", "Ben")[state.decider] == waiting_for


def test_the_desk_settings_reach_the_set_cubed_table(desk: Driver, sc: SetCubedGame) -> None:
    sc.start_setup(SetCubedSetup(players=[SetCubedPlayer(name="Anna"),
                                          SetCubedPlayer(name="Computer 2", bot="greedy")],
                                 seed=3))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    desk.desk.setProperty("botPauseMs", 2345)
    desk.desk.setProperty("handOverScreens", False)
    desk.settle()
    assert sc.property("botPauseMs") == 2345
    assert sc.property("handOverScreens") is False
    assert _read_in_qml(desk, "SetCubedGame.botPauseMs") == 2345


def test_turning_hand_over_screens_off_hands_the_set_cubed_device_on(
        desk: Driver, sc: SetCubedGame) -> None:
    desk.desk.setProperty("handOverScreens", True)
    sc.start_setup(SetCubedSetup(players=[SetCubedPlayer(name="Anna"),
                                          SetCubedPlayer(name="Ben")], seed=4))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    desk.qtbot.waitUntil(lambda: bool(sc.turn.property("handOver")))
    waiting_for = sc.turn.property("handOverName")
    assert waiting_for in ("Anna", "Ben")

    desk.desk.setProperty("handOverScreens", False)
    desk.settle()

    assert not sc.turn.property("handOver")
    state = sc.state
    assert state is not None
    assert state.decider is not None and ("Anna", "Ben")[state.decider] == waiting_for
