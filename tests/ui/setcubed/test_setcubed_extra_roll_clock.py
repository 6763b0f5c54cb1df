"""ui/setcubed/extra_roll_clock.py: the EXTRA ROLL timer (R11) counts down once a second, says
when the time is up and stops then; stopped, it shows no seconds left."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cleverdesk.ui.setcubed.extra_roll_clock import ExtraRollClock


def test_it_ticks_once_a_second_while_running(qtbot) -> None:
    ticks: list[int] = []
    second = QTimer()  # the clock's second hand, advanced here instead of waited for
    clock = ExtraRollClock(lambda: ticks.append(1), timer=second)
    assert not clock.running and clock.seconds_left == 0
    clock.start(30)
    assert clock.running and clock.seconds_left == 30
    assert second.isActive() and second.interval() == 1000 and not second.isSingleShot()
    second.timeout.emit()  # a second passes
    assert ticks == [1]
    clock.stop()
    assert not clock.running and clock.seconds_left == 0
    assert not second.isActive()  # no further second reaches the table


def test_the_time_is_up_after_the_last_second_and_the_clock_stops(qtbot) -> None:
    clock = ExtraRollClock(lambda: None)
    clock.start(3)
    assert [clock.count_down(), clock.count_down()] == [False, False]
    assert clock.seconds_left == 1 and clock.running
    assert clock.count_down()
    assert not clock.running and clock.seconds_left == 0


def test_a_new_start_gives_the_whole_time_again(qtbot) -> None:
    clock = ExtraRollClock(lambda: None)
    clock.start(2)
    clock.count_down()
    clock.start(30)
    assert clock.seconds_left == 30
