"""A stand-in for the SET Cubed table (``Table`` in ui/setcubed/table.py) and positions of real
games to put on it, for the tests of the table's parts (input, turn, preview, results, status,
board data): each part is tested on its own, against what the table would tell it."""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.setcubed import (
    Move,
    Phase,
    PlayerSetup,
    SetCubedSetup,
    SetCubedState,
    get_rules,
)
from cleverdesk.setcubed.bots import make_bot

RULES = get_rules()


def position(want: Callable[[SetCubedState], bool], players: int = 2,
             seeds: range = range(1, 200)) -> SetCubedState:
    """The first position of a greedy game (over the seeds) that ``want`` accepts."""
    for seed in seeds:
        setup = SetCubedSetup(players=[PlayerSetup(name=n) for n in ["Anna", "Ben", "Cleo",
                                                                    "Dirk"][:players]],
                              seed=seed)
        state = RULES.new_game(setup)
        bot = make_bot("greedy")
        while True:
            if want(state):
                return state
            if state.phase == Phase.GAME_OVER:
                break
            state = RULES.apply(state, bot.choose(state, RULES.legal_moves(state)))
    raise LookupError("no seed gives that position")


class FakeTable:
    """What the table says and what it was asked: ``computers`` are the seats bots play,
    ``waiting`` the seat a hand-over screen waits for."""

    def __init__(self, state: SetCubedState | None, computers: set[int] | None = None,
                 waiting: int = -1, seconds: int = 0) -> None:
        self.rules = RULES
        self.state = state
        self.names = [p.name for p in state.setup.players] if state else []
        self.computers = computers or set()
        self.waiting = waiting
        self.seconds = seconds
        self.notice = "untouched"
        self.played: list[Move] = []
        self.refreshed = 0
        self.confirmed = 0

    def interactive(self) -> bool:
        state = self.state
        return state is not None and state.decider is not None \
            and state.decider not in self.computers and self.waiting < 0

    def building(self) -> bool:
        return self.interactive() and self.state is not None \
            and self.state.phase in (Phase.OPENING, Phase.PLACE)

    def computer_deciding(self) -> bool:
        return self.state is not None and self.state.decider in self.computers

    def waiting_for(self) -> int:
        return self.waiting

    def hand_seat(self) -> int:
        if self.state is None:
            return -1
        return self.state.decider if self.state.decider is not None else 0

    def seconds_left(self) -> int:
        return self.seconds

    def say(self, notice: str) -> None:
        self.notice = notice

    def refresh(self) -> None:
        self.refreshed += 1

    def play(self, move: Move) -> None:
        self.played.append(move)

    def confirmHandOver(self) -> None:
        self.confirmed += 1
