"""Every way the desk is asked to end writes the last move first (issue 47, item 4).

The desk writes what it holds when it quits (``aboutToQuit``: the autosave writer's pending move,
the settings, the history's kept games). It is also asked to end in ways that never reach that
signal by themselves:

- a session logout: the session manager asks the program to save (``commitDataRequest``) and
  may end it right after, without a quit; :func:`when_ending` connects a writer to both;
- a signal: SIGTERM (``kill``, a shutdown) ended the process at once, losing a move the writer
  was still waiting to write (it waits 0.05–1 s so a move never waits for the disk), and SIGINT
  (Ctrl+C in the terminal) did nothing while Qt's event loop ran, Python code not running to
  see it. :class:`SignalQuit` makes each of them quit the application the ordinary way, so that
  ``aboutToQuit`` writes everything: the C-level handler writes the signal's number to a socket
  Qt watches (``signal.set_wakeup_fd``), which runs Python, which runs the handler. A second
  signal while quitting ends the process at once, as the signal's default does.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP")
                     if hasattr(signal, name))


def when_ending(write: Callable[[], None]) -> None:
    """Call ``write`` when the application quits and when the session asks it to save (a
    logout), whichever comes; ``write`` may run twice and must not mind."""
    app = QCoreApplication.instance()
    if app is None:
        return
    app.aboutToQuit.connect(write)
    commit = getattr(app, "commitDataRequest", None)  # QGuiApplication's: the session's ask
    if commit is not None:  # (a slot may take fewer arguments than its signal gives)
        commit.connect(write)


class SignalQuit(QObject):
    """Quits ``app`` on SIGTERM, SIGINT and SIGHUP, through its event loop (see above).
    ``asked`` is the signal that asked last (0: none)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._app = app
        self.asked = 0
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        self._previous = {number: signal.signal(number, self._asked) for number in QUIT_SIGNALS}

    def _asked(self, number: int, _frame: FrameType | None) -> None:
        if self.asked:  # asked again while quitting: as the signal's default does
            signal.signal(number, signal.SIG_DFL)
            signal.raise_signal(number)
            return
        self.asked = number
        self._app.quit()  # aboutToQuit writes what the desk holds

    def _woken(self) -> None:
        """Python runs again: the signal's handler has run (or runs now); empty the socket."""
        with contextlib.suppress(OSError):
            while self._reader.recv(64):
                pass

    def restore(self) -> None:
        """Give the signals back (the desk has ended)."""
        for number, previous in self._previous.items():
            if previous is not None:
                signal.signal(number, previous)
        signal.set_wakeup_fd(self._old_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
