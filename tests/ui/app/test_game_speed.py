"""The game speed (issue 46, item 3): slow, normal, fast or instant for the computer players'
moves and the dice animations, in Settings and saved with them, at both tables; the key End
(and the Skip ahead button) plays the computer seats out at once, without animations, up to
the next decision of a person; the guided game keeps its own pace.

Every wait follows an event; no test measures time."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.setcubed import SetCubedSetup
from cleverdesk.setcubed.bots import make_bot as make_set_cubed_bot
from cleverdesk.store.settings import load_settings
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.app.desk import Desk
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.table.guide import Guide
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"
SPEEDS = {"slow": (1200, 1.5), "normal": (600, 1.0), "fast": (250, 0.5), "instant": (0, 0.0)}


def _die(desk: Driver) -> Any:
    return next(item for item in walk(desk.window.contentItem())
                if item.objectName().startswith("die_") and item.isVisible())


def _to_a_computer(desk: Driver, seed: int) -> None:
    """Play the person's moves until one of them hands the decision to a computer seat; the
    computer's pause has just started then."""
    chooser = make_bot("greedy", seed=seed)
    while True:
        desk.wait_for_human_or_end()
        assert not desk.game.property("finished")
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        if desk.game.property("computerDeciding"):
            return


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_each_speed_sets_the_computers_pause_and_the_dice_animations(
        desk: Driver, speed: str) -> None:
    pause, scale = SPEEDS[speed]
    desk.desk.setProperty("reduceMotion", False)
    desk.desk.setProperty("gameSpeed", speed)
    assert desk.desk.property("gameSpeed") == speed
    assert desk.desk.property("botPauseMs") == pause
    assert desk.desk.property("animationScale") == scale
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                                       PlayerSetup(name="Bo", bot="greedy")],
                                    seed=5))
    desk.settle()
    assert desk.game.property("botPauseMs") == pause
    assert _die(desk).property("pace") == scale
    assert _die(desk).property("animateRolls") is (scale > 0)
    timer = desk.game._computers._timer
    _to_a_computer(desk, seed=5)
    assert timer.isActive() and timer.interval() == pause


@pytest.mark.parametrize("speed", ["slow", "instant"])
def test_the_set_cubed_computer_waits_the_speed_s_pause(
        desk: Driver, sc: SetCubedGame, speed: str) -> None:
    pause = SPEEDS[speed][0]
    desk.desk.setProperty("gameSpeed", speed)
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Ada"),
                                          PlayerSetup(name="Bo", bot="greedy")], seed=3))
    desk.settle()
    assert sc.property("botPauseMs") == pause
    chooser = make_set_cubed_bot("greedy", seed=3)
    desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove"), timeout=30_000)
    state = sc.state
    sc.apply_move(chooser.choose(state, sc.rules.legal_moves(state)))
    assert sc.turn.property("computerDeciding")
    waiting = sc._computers._pause
    assert waiting.isActive() is (pause > 0)
    if pause:
        assert waiting.interval() == pause


def test_the_speed_is_saved_with_the_settings(desk: Driver, user_data: Any) -> None:
    desk.desk.setProperty("gameSpeed", "fast")
    desk.desk.writeSettings()
    assert load_settings(user_data).settings.bot_pause_ms == 250
    assert Desk().property("gameSpeed") == "fast"  # the desk started again reads it
    desk.desk.setProperty("botPauseMs", 1300)  # an older desk's pause: the nearest speed
    assert desk.desk.property("gameSpeed") == "slow"


@pytest.mark.parametrize(("lang", "words"), [("en", "Instant"), ("de", "Sofort"),
                                             ("nl", "Direct")])
def test_the_settings_screen_offers_the_speeds(desk: Driver, lang: str, words: str) -> None:
    language.install(lang)
    desk.click("homeSettings")
    desk.click("gameSpeed_slow")
    assert desk.desk.property("gameSpeed") == "slow"
    assert desk.item("gameSpeed_slow").property("checked")
    desk.click("gameSpeed_instant")
    assert desk.desk.property("botPauseMs") == 0
    assert desk.text("gameSpeed_instant") == words
    assert desk.item("gameSpeed_instant").property("checked")


def _accessible_name(item: Any) -> str:
    return QAccessible.queryAccessibleInterface(item).text(QAccessible.Text.Name)


def test_the_skip_key_plays_the_computers_out_to_the_next_person(desk: Driver) -> None:
    desk.desk.setProperty("reduceMotion", False)
    desk.desk.setProperty("gameSpeed", "slow")
    desk.game.start_setup(GameSetup(game=GSC, players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Bo", bot="greedy"),
        PlayerSetup(name="Cy", bot="greedy")], seed=6))
    desk.settle()
    _to_a_computer(desk, seed=6)
    desk.settle()
    assert desk.text("keyHints") == "End skip ahead"  # said while the computers play
    button = desk.item("skipAheadButton")
    assert _accessible_name(button) == "Skip ahead to the next decision of a person"
    pauses: list[int] = []
    seats = desk.game._computers
    original = seats.schedule

    def noted(state: Any, pause_ms: int, waiting: bool) -> None:
        if state is not None and seats.plays(state.decider) and not waiting:
            pauses.append(pause_ms)
        original(state, pause_ms, waiting)

    seats.schedule = noted
    moves = len(desk.game.record.moves)
    desk.key(Qt.Key.Key_End)
    assert desk.game.property("skipping")
    assert _die(desk).property("pace") == 0  # no animations while skipping
    assert seats._timer.interval() == 0  # the pause under way is cut short
    desk.wait_for_human_or_end()
    assert not desk.game.property("skipping"), "a person decides: the skip is over"
    if desk.game.property("humanToMove"):
        assert "End" not in desk.text("keyHints")  # a person's own decision: nothing to skip
    assert len(desk.game.record.moves) > moves + 1
    assert pauses and set(pauses) == {0}, "every computer decision came at once"
    assert _die(desk).property("pace") == 1.5  # the speed's animations again
    seats.schedule = original


def test_the_skip_waits_for_nothing_when_a_person_decides(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=6))
    desk.settle()
    assert "End" not in desk.text("keyHints")  # no computer at this table
    desk.key(Qt.Key.Key_End)
    assert not desk.game.property("skipping")
    assert desk.game.property("humanToMove")


def test_the_set_cubed_skip_plays_the_computer_out(desk: Driver, sc: SetCubedGame) -> None:
    desk.desk.setProperty("gameSpeed", "slow")
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Ada"),
                                          PlayerSetup(name="Bo", bot="greedy")], seed=4))
    desk.settle()
    chooser = make_set_cubed_bot("greedy", seed=4)
    desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove"), timeout=30_000)
    state = sc.state
    sc.apply_move(chooser.choose(state, sc.rules.legal_moves(state)))
    desk.settle()
    assert _accessible_name(desk.item("scSkipAhead")) == \
        "Skip ahead to the next decision of a person"
    assert sc._computers._pause.isActive()
    turns = len(sc.record.moves)
    skipped: list[bool] = []
    sc.skippingChanged.connect(lambda: skipped.append(sc.property("skipping")))
    desk.key(Qt.Key.Key_End)
    assert skipped[:1] == [True]
    assert not sc._computers._pause.isActive(), "the pause under way is cut short"
    # (a move already decided comes at once; one still being thought of, when it is decided)
    desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.property("finished"),
                         timeout=30_000)
    assert len(sc.record.moves) > turns
    assert skipped == [True, False], "a person decides: the skip is over"


def test_the_guided_game_keeps_its_own_pace(desk: Driver) -> None:
    desk.desk.setProperty("reduceMotion", False)
    desk.desk.setProperty("gameSpeed", "instant")
    guide = singleton(desk.engine, "Guide")
    assert isinstance(guide, Guide)
    guide.start()
    desk.settle()
    assert guide.property("active")
    assert _die(desk).property("pace") == 1
    assert _die(desk).property("animateRolls")
