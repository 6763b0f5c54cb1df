"""ui/table/computer_seats.py: a computer seat's decision waits the pause (none while the
table waits for a hand-over), an autoplay decides for every seat at once and counts down, and
`stop` cancels a decision that is due."""

from __future__ import annotations

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


def seats_with(setup, calls: list[int]) -> ComputerSeats:
    seats = ComputerSeats(lambda: calls.append(1))
    seats.seat(setup)
    return seats


def test_a_computer_seat_decides_after_the_pause(qtbot) -> None:
    setup, rules, state = table(computer_first=True)
    calls: list[int] = []
    seats = seats_with(setup, calls)
    computer = next(seat for seat, p in enumerate(setup.players) if p.bot)
    assert seats.plays(computer) and not seats.plays(1 - computer)
    state.decider = computer
    seats.schedule(state, 30, waiting=False)
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    move = seats.choose(state, rules.legal_moves(state))
    assert move in rules.legal_moves(state)


def test_no_decision_while_the_table_waits_or_a_human_decides(qtbot) -> None:
    setup, _, state = table(computer_first=True)
    calls: list[int] = []
    seats = seats_with(setup, calls)
    computer = next(seat for seat, p in enumerate(setup.players) if p.bot)
    state.decider = computer
    seats.schedule(state, 0, waiting=True)
    state.decider = 1 - computer
    seats.schedule(state, 0, waiting=False)
    assert seats.choose(state, []) is None
    qtbot.wait(50)
    assert calls == []


def test_an_autoplay_decides_for_every_seat_and_counts_down(qtbot) -> None:
    setup, rules, state = table(computer_first=False)
    calls: list[int] = []
    seats = seats_with(setup, calls)
    state.decider = 0  # a human's seat
    seats.start_autoplay(2, "random", seed=1)
    assert seats.autoplaying
    seats.schedule(state, 10_000, waiting=True)  # at once, whatever the pause and the wait
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    assert seats.choose(state, rules.legal_moves(state)) in rules.legal_moves(state)
    assert seats.autoplay_left == 1
    seats.end_autoplay()
    assert not seats.autoplaying and seats.choose(state, rules.legal_moves(state)) is None


def test_stop_cancels_a_decision_that_is_due(qtbot) -> None:
    setup, _, state = table(computer_first=True)
    calls: list[int] = []
    seats = seats_with(setup, calls)
    state.decider = next(seat for seat, p in enumerate(setup.players) if p.bot)
    seats.schedule(state, 20, waiting=False)
    seats.stop()
    qtbot.wait(80)
    assert calls == []
