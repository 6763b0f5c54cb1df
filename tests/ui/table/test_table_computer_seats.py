"""ui/table/computer_seats.py: a computer seat's decision waits the pause (none while the
table waits for a hand-over), an autoplay decides for every seat at once and counts down, and
`stop` cancels a decision that is due."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.ui.table.computer_seats import ComputerSeats

GSC = "ganz-schoen-clever"


def table(computer_first: bool):
    players = [PlayerSetup(name="A", bot="random" if computer_first else None),
               PlayerSetup(name="B", bot=None if computer_first else "random")]
    setup = GameSetup(game=GSC, players=players, seed=5)
    rules = get_rules(GSC)
    state = rules.new_game(setup)
    return setup, rules, state


def seats_with(setup, calls: list[int], pause: QTimer) -> ComputerSeats:
    """The seats of ``setup``; ``pause`` times their pause, and the test ends it (its
    ``timeout``) instead of waiting for it."""
    seats = ComputerSeats(lambda: calls.append(1), timer=pause)
    seats.seat(setup)
    return seats


def test_a_computer_seat_decides_after_the_pause(qtbot) -> None:
    setup, rules, state = table(computer_first=True)
    calls: list[int] = []
    pause = QTimer()
    seats = seats_with(setup, calls, pause)
    computer = next(seat for seat, p in enumerate(setup.players) if p.bot)
    assert seats.plays(computer) and not seats.plays(1 - computer)
    state.decider = computer
    seats.schedule(state, 30, waiting=False)
    assert pause.isActive() and pause.interval() == 30 and pause.isSingleShot()
    assert calls == []
    pause.timeout.emit()  # the pause is over
    assert calls == [1]
    move = seats.choose(state, rules.legal_moves(state))
    assert move in rules.legal_moves(state)
    seats.stop()  # no timer outlives the test


def test_no_decision_while_the_table_waits_or_a_human_decides(qtbot) -> None:
    setup, _, state = table(computer_first=True)
    calls: list[int] = []
    pause = QTimer()
    seats = seats_with(setup, calls, pause)
    computer = next(seat for seat, p in enumerate(setup.players) if p.bot)
    state.decider = computer
    seats.schedule(state, 0, waiting=True)
    state.decider = 1 - computer
    seats.schedule(state, 0, waiting=False)
    assert seats.choose(state, []) is None
    assert not pause.isActive()  # no decision will come
    assert calls == []


def test_an_autoplay_decides_for_every_seat_and_counts_down(qtbot) -> None:
    setup, rules, state = table(computer_first=False)
    calls: list[int] = []
    pause = QTimer()
    seats = seats_with(setup, calls, pause)
    state.decider = 0  # a human's seat
    seats.start_autoplay(2, "random", seed=1)
    assert seats.autoplaying
    seats.schedule(state, 10_000, waiting=True)  # at once, whatever the pause and the wait
    assert pause.isActive() and pause.interval() == 0
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    assert seats.choose(state, rules.legal_moves(state)) in rules.legal_moves(state)
    assert seats.autoplay_left == 1
    seats.end_autoplay()
    assert not seats.autoplaying and seats.choose(state, rules.legal_moves(state)) is None


def test_stop_cancels_a_decision_that_is_due(qtbot) -> None:
    setup, _, state = table(computer_first=True)
    calls: list[int] = []
    pause = QTimer()
    seats = seats_with(setup, calls, pause)
    state.decider = next(seat for seat, p in enumerate(setup.players) if p.bot)
    seats.schedule(state, 20, waiting=False)
    assert pause.isActive()
    seats.stop()
    assert not pause.isActive()  # the decision will not come
    assert calls == []
