"""Hints at the desk: asked for, computed off the GUI thread, never stale."""

from __future__ import annotations

import time

from PySide6.QtCore import QThreadPool, QTimer

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.ui.hint_desk import HintAdvisor

GSC = "ganz-schoen-clever"


def table(seed: int = 3):  # type: ignore[no-untyped-def]
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=seed))
    return rules, state, rules.legal_moves(state), ["Anna"]


def test_a_hint_lists_the_top_three_moves_with_their_expected_scores(qtbot) -> None:
    now = table()
    advisor = HintAdvisor(lambda: now)
    advisor.request()
    assert advisor.busy  # the answer comes from a worker thread
    qtbot.waitUntil(lambda: not advisor.busy, timeout=10_000)
    rows = advisor.rows
    assert len(rows) == 3
    assert rows[0]["best"] and not rows[1]["best"]
    assert rows[0]["text"].startswith("Anna took ")
    assert rows[0]["expected"] >= rows[1]["expected"] >= rows[2]["expected"]
    assert "vs best" in rows[1]["score"] and "vs best" not in rows[0]["score"]
    assert advisor.best in now[2] and advisor.used


def test_the_window_thread_keeps_running_while_the_hint_is_computed(qtbot) -> None:
    now = table()
    advisor = HintAdvisor(lambda: now)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    advisor.request()
    qtbot.waitUntil(lambda: not advisor.busy, timeout=10_000)
    timer.stop()
    assert len(ticks) >= 2  # the event loop turned while the worker thought


def test_an_answer_for_a_table_that_moved_on_is_dropped(qtbot) -> None:
    now = [table(3)]
    advisor = HintAdvisor(lambda: now[0])
    advisor.request()
    advisor.clear()  # a move was made before the answer came
    assert QThreadPool.globalInstance().waitForDone(10_000)  # the worker has answered
    qtbot.wait(50)  # and its queued answer reached the advisor
    assert advisor.rows == [] and not advisor.busy


def test_no_hints_when_they_are_not_allowed(qtbot) -> None:
    advisor = HintAdvisor(table)
    advisor.set_allowed(False)
    advisor.request()
    assert not advisor.busy and advisor.rows == [] and not advisor.used
