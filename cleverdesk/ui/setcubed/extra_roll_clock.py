"""The EXTRA ROLL timer of SET Cubed (R11, when switched on at the start): the seconds a human
has left to choose the dice to roll again, counted down once a second.

The table (ui/setcubed/desk.py) starts it when a human's EXTRA ROLL begins, hears every second
through ``ticked`` and asks ``count_down``; when the time is up it plays "no re-roll" itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class ExtraRollClock(QObject):
    """``timer`` is the clock's second hand: its own by default; a test passes one it can
    advance (its ``timeout``) instead of waiting whole seconds."""

    def __init__(self, ticked: Callable[[], None], parent: QObject | None = None,
                 timer: QTimer | None = None) -> None:
        super().__init__(parent)
        self._left = 0
        self._timer = timer if timer is not None else QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(ticked)

    def start(self, seconds: int) -> None:
        self._left = seconds
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def seconds_left(self) -> int:
        """What the table shows: the seconds left while it runs, else 0."""
        return self._left if self._timer.isActive() else 0

    def count_down(self) -> bool:
        """One second less; True when the time is up (the clock has stopped then)."""
        self._left -= 1
        if self._left <= 0:
            self._timer.stop()
            return True
        return False
