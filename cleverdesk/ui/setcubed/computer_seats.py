"""The SET Cubed table's computer players: which seats a computer plays, the worker thread in
which the deciding one thinks, and the visible pause its move waits for.

A computer's decision can take a while (the greedy one searches, within DESK_THINK_S), so it
is computed in a ``QThreadPool`` worker and comes back through a queued signal; the move is
handed to ``due`` once both the worker is done and the pause is over, so the window never
freezes and a quick decision still reads as a turn. Each position asked about gets a token:
``stop`` (a resumed game, undo, leaving) makes whatever a worker still computes stale.

The table (ui/setcubed/desk.py) asks ``schedule`` after every move and plays the move ``due``
gives; nothing here applies a move or knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal

from cleverdesk.setcubed import Move, SetCubedRules, SetCubedSetup, SetCubedState
from cleverdesk.setcubed.bots import DESK_THINK_S, Bot, GreedyBot, make_bot


def desk_bot(name: str, seed: int) -> Bot:
    """A computer player at the desk: a searching one thinks at most DESK_THINK_S per turn."""
    bot = make_bot(name, seed=seed)
    if isinstance(bot, GreedyBot):
        bot.think_s = DESK_THINK_S
    return bot


class _Relay(QObject):
    """Carries a computer's decision from the worker thread to the GUI thread (queued)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _BotJob(QRunnable):
    def __init__(self, relay: _Relay, token: int, rules: SetCubedRules, state: SetCubedState,
                 bot: Bot) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._token, self._rules, self._state, self._bot = (
            relay, token, rules, state, bot)

    def run(self) -> None:
        try:
            # listed only if the bot looks: the greedy one searches itself, within its time cap
            move = self._bot.choose(self._state, self._rules.lazy_legal_moves(self._state))
        except Exception as error:  # reported on the GUI thread
            self._relay.failed.emit(self._token, repr(error))
            return
        self._relay.done.emit(self._token, move)


class ComputerSeats(QObject):
    """``due(move)`` gets a computer's move when it may be played; ``failed(message)`` is told
    when a computer could not decide (its worker raised). ``pause`` times the pause: its own by
    default; a test passes one whose ``timeout`` it emits to end the pause without waiting."""

    def __init__(self, due: Callable[[Move], None], failed: Callable[[str], None],
                 parent: QObject | None = None, pause: QTimer | None = None) -> None:
        super().__init__(parent)
        self.bots: dict[int, Bot] = {}
        self._due, self._failed = due, failed
        self._token = 0
        self._move: Move | None = None  # decided, waiting for the pause to end
        self._running = False
        self._pause_over = True
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self._done)
        self._relay.failed.connect(self._failed_in_worker)
        self._pause = pause if pause is not None else QTimer(self)
        self._pause.setSingleShot(True)
        # a coarse timer may fire up to 5 % early: the pause the player sees is a lower bound
        self._pause.setTimerType(Qt.TimerType.PreciseTimer)
        self._pause.timeout.connect(self._pause_done)

    def seat(self, setup: SetCubedSetup) -> None:
        """The computer seats of a game, seeded per seat (nothing pending carries over)."""
        self.stop()
        self.bots = {seat: desk_bot(p.bot, seed=setup.seed + seat)
                     for seat, p in enumerate(setup.players) if p.bot is not None}

    def plays(self, seat: int | None) -> bool:
        """Whether a computer plays ``seat``."""
        return seat in self.bots

    def schedule(self, rules: SetCubedRules, state: SetCubedState, pause_ms: int) -> bool:
        """Let the computer deciding in ``state`` think, its move due after ``pause_ms`` at the
        earliest. False if no computer decides or one already thinks (or waits)."""
        seat = state.decider
        if seat is None or seat not in self.bots or self._running or self._move is not None:
            return False
        self._token += 1
        self._running, self._move = True, None
        self._pause_over = pause_ms <= 0
        if not self._pause_over:
            self._pause.start(pause_ms)
        self._pool.start(_BotJob(self._relay, self._token, rules, state, self.bots[seat]))
        return True

    def stop(self) -> None:
        """No decision pending: whatever a worker still computes is for an old position."""
        self._token += 1
        self._running, self._move, self._pause_over = False, None, True
        self._pause.stop()

    def hurry(self) -> None:
        """No more pause: the move comes as soon as it is decided (at once if it is)."""
        self._pause.stop()
        self._pause_over = True
        self._hand_over()

    def wait(self, timeout_ms: int = 10_000) -> None:
        """Wait for a worker still thinking (tests and the end of the program)."""
        self._pool.waitForDone(timeout_ms)

    def _done(self, token: int, move: object) -> None:
        if token != self._token or not isinstance(move, Move):
            return
        self._running = False
        self._move = move
        self._hand_over()

    def _failed_in_worker(self, token: int, message: str) -> None:
        if token == self._token:
            self._running = False
            self._failed(message)

    def _pause_done(self) -> None:
        self._pause_over = True
        self._hand_over()

    def _hand_over(self) -> None:
        move = self._move
        if move is None or not self._pause_over:
            return
        self._move = None
        self._due(move)
