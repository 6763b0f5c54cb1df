"""ui/setcubed/computer_seats.py: a computer seat thinks in a worker and its move is due after
the pause at the earliest; a human's seat is never scheduled; `stop` makes a decision in
progress stale; a computer that fails is reported, not played."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from cleverdesk.setcubed import Move, PlayerSetup, SetCubedSetup, get_rules
from cleverdesk.setcubed.bots import DESK_THINK_S, GreedyBot
from cleverdesk.ui.setcubed.computer_seats import ComputerSeats, desk_bot

RULES = get_rules()


def table(computer: int):
    players = [PlayerSetup(name=f"P{n}", bot="random" if n == computer else None)
               for n in range(2)]
    setup = SetCubedSetup(players=players, seed=7)
    return setup, RULES.new_game(setup)


class Seen:
    def __init__(self) -> None:
        self.moves: list[Move] = []
        self.failures: list[str] = []

    def seats(self, setup: SetCubedSetup, pause: QTimer | None = None) -> ComputerSeats:
        seats = ComputerSeats(self.moves.append, self.failures.append, pause=pause)
        seats.seat(setup)
        return seats


def test_the_desks_greedy_computer_has_the_time_cap() -> None:
    bot = desk_bot("greedy", 3)
    assert isinstance(bot, GreedyBot) and bot.think_s == DESK_THINK_S <= 0.5
    assert desk_bot("random", 3).name == "random"


def test_only_the_computer_seats_are_played_seeded_per_seat() -> None:
    setup, _ = table(computer=1)
    seats = Seen().seats(setup)
    assert not seats.plays(0) and seats.plays(1) and not seats.plays(None)
    assert list(seats.bots) == [1]


def test_a_computer_move_is_due_after_the_pause_not_before(qtbot) -> None:
    setup, state = table(computer=0)
    state.decider = 0
    seen = Seen()
    pause = QTimer()  # ended here (its timeout) when the test says so, never by the clock
    seats = seen.seats(setup, pause)
    assert seats.schedule(RULES, state, 60_000)
    assert not seats.schedule(RULES, state, 60_000)  # one thinks already: not twice
    assert pause.isActive() and pause.interval() == 60_000 and pause.isSingleShot()
    # a coarse timer may fire up to 5 % early: the pause must be a lower bound
    assert pause.timerType() == Qt.TimerType.PreciseTimer
    seats.wait()  # the worker has decided
    QCoreApplication.processEvents()  # and its queued answer has arrived
    assert seen.moves == []  # the move waits for the pause
    pause.timeout.emit()  # the pause is over
    assert len(seen.moves) == 1 and seen.moves[0] in RULES.legal_moves(state)
    assert seen.failures == []
    seats.stop()


def test_a_human_seat_is_not_scheduled(qtbot) -> None:
    setup, state = table(computer=1)
    state.decider = 0
    seen = Seen()
    seats = seen.seats(setup)
    assert not seats.schedule(RULES, state, 0)
    seats.wait()
    QCoreApplication.processEvents()  # whatever a worker could have answered has arrived
    assert seen.moves == []


def test_stop_makes_a_decision_in_progress_stale(qtbot) -> None:
    setup, state = table(computer=0)
    state.decider = 0
    seen = Seen()
    seats = seen.seats(setup)
    assert seats.schedule(RULES, state, 0)
    seats.stop()
    seats.wait()  # the worker has answered
    QCoreApplication.processEvents()  # and its queued answer, now stale, has arrived
    assert seen.moves == []
    assert seats.schedule(RULES, state, 0)  # and the next position is asked afresh
    qtbot.waitUntil(lambda: len(seen.moves) == 1, timeout=3000)


class _Broken:
    name = "broken"

    def choose(self, state, legal):  # a bot's signature
        raise RuntimeError("no idea")


def test_a_computer_that_fails_is_reported_and_nothing_is_played(qtbot) -> None:
    setup, state = table(computer=0)
    state.decider = 0
    seen = Seen()
    seats = seen.seats(setup)
    seats.bots[0] = _Broken()  # type: ignore[assignment]
    assert seats.schedule(RULES, state, 0)
    qtbot.waitUntil(lambda: seen.failures != [], timeout=3000)
    assert "no idea" in seen.failures[0] and seen.moves == []
    assert seats.schedule(RULES, state, 0)  # it may be asked again
