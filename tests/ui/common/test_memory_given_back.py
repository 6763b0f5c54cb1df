"""Memory freed by a screen left or a review is handed back to the system (issue 46): glibc
keeps freed pages for later by itself, so the desk's resident memory only ever grew."""

from __future__ import annotations

import platform
import sys

from PySide6.QtCore import QMetaObject

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import memory
from tests.ui.driver import Driver


def _count_calls(monkeypatch) -> list[int]:
    calls: list[int] = []
    monkeypatch.setattr(memory, "give_back", lambda: calls.append(1))
    return calls


def test_leaving_a_screen_gives_its_memory_back(desk: Driver, monkeypatch) -> None:
    calls = _count_calls(monkeypatch)
    desk.click("homeHistory")
    desk.qtbot.waitUntil(lambda: bool(calls), timeout=10_000)  # (any change of screen)
    calls.clear()
    QMetaObject.invokeMethod(desk.window, "back")
    desk.qtbot.waitUntil(lambda: bool(calls), timeout=10_000)  # and then the History's


def test_a_finished_review_gives_memory_back(desk: Driver, monkeypatch) -> None:
    calls = _count_calls(monkeypatch)
    setup = GameSetup(game="ganz-schoen-clever", players=[PlayerSetup(name="Ada", bot="greedy")],
                      seed=2)
    _, record = play_game(get_rules(setup.game), setup)
    review = singleton(desk.engine, "Review")
    review.evaluator = "learned"
    review.load(record)
    desk.qtbot.waitUntil(lambda: review.property("ready") and not review.property("busy"),
                         timeout=60_000)
    desk.qtbot.waitUntil(lambda: bool(calls), timeout=5_000)


def test_the_c_library_s_trim_is_found_where_there_is_one() -> None:
    if sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc":
        assert memory.trim_function() is not None
    memory.give_back()  # never fails, with or without one
