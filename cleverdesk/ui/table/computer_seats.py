"""The Clever table's computer players: which seats a computer plays, the single-shot timer
that lets each of their decisions wait the chosen pause, and the autoplay in which one computer
decides for every seat for a number of moves (the screenshot command).

The table (ui/table/desk.py) asks `schedule` after every refresh and plays the move `choose`
gives when the timer is due; nothing here applies a move or knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from cleverdesk.engine import GameSetup, GameState, Move
from cleverdesk.engine.bots import Bot, make_bot


class ComputerSeats(QObject):
    """``timer`` waits the pause: its own by default; a test passes one whose state it reads
    and whose ``timeout`` it emits, so it never waits a pause out on the clock."""

    def __init__(self, due: Callable[[], None], parent: QObject | None = None,
                 timer: QTimer | None = None) -> None:
        super().__init__(parent)
        self.bots: dict[int, Bot] = {}
        self.autoplay_left = 0  # decisions the autoplay still makes
        self._autoplay_bot: Bot | None = None
        self._timer = timer if timer is not None else QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(due)

    def seat(self, setup: GameSetup) -> None:
        """A new game (or the same one resumed): its computer seats, seeded per seat; any
        autoplay and any pending decision end."""
        self._timer.stop()
        self.bots = {seat: make_bot(p.bot, seed=setup.seed + seat)
                     for seat, p in enumerate(setup.players) if p.bot is not None}
        self.autoplay_left = 0

    def plays(self, seat: int | None) -> bool:
        """Whether a computer plays `seat`."""
        return seat in self.bots

    @property
    def autoplaying(self) -> bool:
        return self.autoplay_left > 0

    def start_autoplay(self, moves: int, bot: str, seed: int) -> None:
        self.autoplay_left = max(0, moves)
        self._autoplay_bot = make_bot(bot, seed=seed)

    def end_autoplay(self) -> None:
        """The autoplay ends; a computer seat's decision already due still comes."""
        self.autoplay_left = 0

    def stop(self) -> None:
        """No decision pending, no autoplay."""
        self._timer.stop()
        self.autoplay_left = 0

    def schedule(self, state: GameState | None, pause_ms: int, waiting: bool) -> None:
        """Start the timer if a computer decides next: at once while autoplaying, else after
        the pause, unless the table is `waiting` (a hand-over or a turn shown as done)."""
        if state is None or state.decider is None or self._timer.isActive():
            return
        if self.autoplaying:
            self._timer.start(0)
        elif self.plays(state.decider) and not waiting:
            self._timer.start(pause_ms)

    def hurry(self) -> None:
        """A decision waiting for its pause is due now."""
        if self._timer.isActive():
            self._timer.start(0)

    def choose(self, state: GameState, legal: list[Move]) -> Move | None:
        """The computer's move for the decider now (an autoplay decision counts down), or None
        when no computer decides."""
        seat = state.decider if state.decider is not None else -1
        bot = self._autoplay_bot if self.autoplaying else self.bots.get(seat)
        if bot is None:
            return None
        move = bot.choose(state, legal)
        if self.autoplaying:
            self.autoplay_left -= 1
        return move
