"""Lists the saved games off the GUI thread, for the Saves screen.

The first listing of a folder of thousands of saves checks every file (seconds of processor
time); a later one reads the index and looks at every file's size and time (a second). Either
would freeze the desk on its GUI thread. Here a thread lists, with a store of its own (its
caches are the thread's alone), and hands the saves over as they become known: first all those
the index vouches for, then the others in batches as they are checked. The GUI thread takes
them when its event loop comes to it (:meth:`SaveLister.take`), or waits a moment for them
(:meth:`SaveLister.wait`).
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from cleverdesk.store import SaveInfo, SaveListing, SaveStore


class SaveLister(QObject):
    """``found(batch)`` hears of saves as they become known, ``done(listing, final)`` of the
    whole listing (``failed(error)`` of a listing that broke off); all on the GUI thread. A
    listing asked for while one runs runs after it (then the first is not ``final``)."""

    _arrived = Signal()

    def __init__(self, root: Path, found: Callable[[list[SaveInfo]], None],
                 done: Callable[[SaveListing, bool], None],
                 failed: Callable[[Exception], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = SaveStore(root)
        self._found = found
        self._done = done
        self._failed = failed
        self._queue: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._again = False
        self._arrived.connect(self.take, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        if self._thread is not None:
            self._again = True  # the files may have changed since it began: once more after
            return
        self._thread = threading.Thread(target=self._work, name="saves-listing", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        try:
            listing = self._store.list_saves_in_steps(lambda batch: self._post("found", batch))
            for info in listing.entries:
                hash(info.path)  # a path keeps its hash: the list model looks each one up
        except Exception as error:  # told on the GUI thread, never lost
            self._post("failed", error)
        else:
            self._post("done", listing)

    def _post(self, kind: str, value: Any) -> None:
        self._queue.put((kind, value))
        with contextlib.suppress(RuntimeError):  # the desk went meanwhile: nobody to tell
            self._arrived.emit()  # queued: take() runs on the GUI thread

    def take(self) -> None:
        """Hand over what the thread found so far (GUI thread)."""
        while True:
            try:
                kind, value = self._queue.get_nowait()
            except queue.Empty:
                return
            if kind == "found":
                self._found(value)
                continue
            thread, self._thread = self._thread, None
            if thread is not None:
                thread.join()
            again, self._again = self._again, False
            if again:
                self.start()
            if kind == "failed":
                self._failed(value)
            else:
                self._done(value, not again)

    def wait(self, timeout_s: float | None = None) -> bool:
        """Wait up to ``timeout_s`` (None: as long as it takes) for the listings asked for,
        then take what they found; whether they are done."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while self._thread is not None:
            thread = self._thread
            thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
            self.take()
            if thread.is_alive():
                return False
        return True
