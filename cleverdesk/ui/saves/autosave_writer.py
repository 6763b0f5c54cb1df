"""The autosave writer: one background thread that writes the newest submitted autosave.

Each autosave replaces the whole file, so only the newest pending job matters; older ones are
dropped. A job is not started at once: building and signing the document is Python, and Python
on the writer thread holds the interpreter lock the desk's thread needs for the move's frame
(every binding that reads a Python property waits for it: measured 0.6 ms per move, up to 3 ms
at the 95th percentile). So a job waits until no new one came for ``quiet`` seconds (the move's
frame is drawn by then) and at most ``max_wait`` seconds after the oldest one not yet written
(moves in quick succession, e.g. computer seats without a pause, are still saved every second).
``flush`` writes what is pending at once (leaving, quitting, listing the saves, tests).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from cleverdesk.store import SaveFileError, SaveProblem


class AutosaveWriter:
    """Writes the newest submitted job on its own thread, a moment after the move."""

    QUIET_S = 0.05
    MAX_WAIT_S = 1.0

    def __init__(self, on_error: Callable[[SaveFileError], None], *,
                 quiet: float = QUIET_S, max_wait: float = MAX_WAIT_S) -> None:
        self._on_error = on_error
        self._quiet, self._max_wait = quiet, max_wait
        self._cond = threading.Condition()
        self._job: Callable[[], None] | None = None
        self._first = self._last = 0.0  # when the oldest pending and the newest job came
        self._hurry = 0  # flushes waiting: write at once
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        with self._cond:
            now = time.monotonic()
            if self._job is None:
                self._first = now
                # Only an idle writer is woken: a waiting one reads the newest time when its
                # wait ends (waking it now would take the interpreter lock during the move).
                self._cond.notify_all()
            self._job, self._last = job, now
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="cleverdesk-autosave",
                                                daemon=True)
                self._thread.start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Write what is pending now and wait until it is written; False on timeout."""
        with self._cond:
            self._hurry += 1
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)
            finally:
                self._hurry -= 1

    def _take(self) -> Callable[[], None]:
        """The newest job, once submits were quiet long enough (or a flush waits)."""
        with self._cond:
            self._cond.wait_for(lambda: self._job is not None)
            while not self._hurry:
                due = min(self._last + self._quiet, self._first + self._max_wait)
                left = due - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            job, self._job = self._job, None
            self._busy = True
            assert job is not None
            return job

    def _run(self) -> None:
        while True:
            job = self._take()
            try:
                job()
            except SaveFileError as error:
                self._on_error(error)
            except Exception as error:  # a writer must never die silently
                self._on_error(SaveFileError(SaveProblem.WRITE_FAILED, "autosave", str(error)))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
