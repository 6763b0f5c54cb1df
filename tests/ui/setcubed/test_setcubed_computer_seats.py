"""ui/setcubed/computer_seats.py: a computer seat thinks in a worker and its move is due after
the pause at the earliest; a human's seat is never scheduled; `stop` makes a decision in
progress stale; a computer that fails is reported, not played."""

from __future__ import annotations

import time

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

    def seats(self, setup: SetCubedSetup) -> ComputerSeats:
        seats = ComputerSeats(self.moves.append, self.failures.append)
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
    seats = seen.seats(setup)
    due: list[float] = []
    started = time.monotonic()
    assert seats.schedule(RULES, state, 400)
    assert not seats.schedule(RULES, state, 400)  # one thinks already: not twice
    seats.wait()  # the worker's answer has arrived; the move waits for the pause
    qtbot.waitUntil(lambda: len(seen.moves) == 1, timeout=3000)
    due.append(time.monotonic() - started)
    # never before the pause: a lower bound, which no busy machine can break (it only waits
    # longer); checked after a fixed 50 ms wait, a busy machine's answer came after the pause
    assert due[0] >= 0.4, due
    assert seen.moves[0] in RULES.legal_moves(state)
    assert seen.failures == []


def test_a_human_seat_is_not_scheduled(qtbot) -> None:
    setup, state = table(computer=1)
    state.decider = 0
    seen = Seen()
    seats = seen.seats(setup)
    assert not seats.schedule(RULES, state, 0)
    qtbot.wait(50)
    assert seen.moves == []


def test_stop_makes_a_decision_in_progress_stale(qtbot) -> None:
    setup, state = table(computer=0)
    state.decider = 0
    seen = Seen()
    seats = seen.seats(setup)
    assert seats.schedule(RULES, state, 0)
    seats.stop()
    seats.wait()
    qtbot.wait(80)
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
