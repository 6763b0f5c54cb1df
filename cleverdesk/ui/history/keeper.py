"""Finished games the history cannot take right now: said at once, kept, added later.

The History singleton hands every failed write here. The game is kept in the data folder's
``pending-results/`` (cleverdesk.store.pending) — or, when even that cannot be written (the disk
is full), in memory while the desk runs — and the player is told why and where it is kept. A
timer tries again every few seconds while anything is kept or the history is held by another
program; every successful opening of the history adds what was kept first. Nothing here waits
on the GUI thread for a lock: the history is opened with a short busy timeout (GUI_BUSY_S) and
a lock is retried by the timer, not waited for.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from cleverdesk.store import pending
from cleverdesk.store.files import SaveFileError
from cleverdesk.store.history import HistoryStore, write_problem

# How long a History call on the GUI thread waits for another program's lock (then it says so
# and the timer tries again): short enough that nobody sees the desk stop.
GUI_BUSY_S = 0.2
RETRY_MS = 3000

translate = QCoreApplication.translate


def problem_words(error: BaseException) -> str:
    """Why the history could not take a game, in the player's words."""
    code = write_problem(error)
    if code == "full":
        return translate("History", "the disk is full")
    if code == "read_only":
        return translate("History", "the history cannot be written (the data folder is "
                                    "read-only)")
    if code == "locked":
        return translate("History", "the history is in use by another program")
    if code == "damaged":
        return translate("History", "the history is damaged")
    return str(error) or type(error).__name__


class HistoryKeeper(QObject):
    """Keeps the games a write failed for and adds them when the history works again.

    ``open_store`` gives the desk's store (or None when it cannot be opened now); ``report``
    shows a notice once per key; ``added`` is called after kept games went in.
    """

    def __init__(self, open_store: Callable[[], HistoryStore | None],
                 report: Callable[[str, str], None], added: Callable[[], None],
                 root: Callable[[], Path | None] = lambda: None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_store = open_store
        self._report = report
        self._added = added
        self._root = root
        self._in_memory: list[pending.PendingGame] = []  # not even the pending file could go
        self._adding = False
        self._timer = QTimer(self)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self.retry)

    # ------------------------------------------------------------------ keeping
    def keep(self, game: pending.PendingGame, error: BaseException) -> None:
        """``game`` could not be written because of ``error``: keep it, say so, retry."""
        why = problem_words(error)
        try:
            where = pending.keep(game, self._root())
        except SaveFileError:
            self._in_memory.append(game)
            self._report("unkept:" + game.uid, translate(
                "History",
                "This game could not be added to your history: %1. It could not be kept on "
                "disk either, so it is kept while cleverdesk runs and added as soon as the "
                "history can be written. Free some space and leave cleverdesk open until then.")
                .replace("%1", why))
        else:
            self._report("kept:" + game.uid, translate(
                "History",
                "This game could not be added to your history: %1. It is kept in %2 and will "
                "be added when the history can be written again; nothing is lost.")
                .replace("%1", why).replace("%2", str(where.parent)))
        self.wait_and_retry()

    def wait_and_retry(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    @property
    def waiting(self) -> bool:
        return bool(self._in_memory) or bool(pending.kept_files(self._root()))

    @property
    def retrying(self) -> bool:
        """Whether the timer will try the history again."""
        return self._timer.isActive()

    def stop(self) -> None:
        """No more tries (the history is closed). What is kept stays kept for the next start."""
        self._timer.stop()

    # ------------------------------------------------------------------ adding
    def add_kept(self, store: HistoryStore) -> int:
        """Add what was kept to ``store`` (the desk's open history); returns how many went in.
        A write that fails again leaves the rest for the next try."""
        if self._adding or store.read_only:
            return 0
        self._adding = True
        added = 0
        try:
            for _ in pending.add_pending(store, self._root()):
                added += 1
            while self._in_memory:
                pending.add_game(store, self._in_memory[0])
                self._in_memory.pop(0)
                added += 1
        except Exception:  # not yet: the timer tries again, nothing is lost
            self.wait_and_retry()
        finally:
            self._adding = False
        if not self.waiting:
            self._timer.stop()
        return added

    def retry(self) -> None:
        store = self._open_store()
        if store is None:
            return  # still locked or unusable: the timer goes on
        if self.add_kept(store):
            self._added()
        elif not self.waiting:
            self._timer.stop()
            self._added()  # the history opened again (it was locked): show it

    def flush_to_disk(self) -> None:
        """At quit: a game kept in memory goes to the pending folder if the disk lets it."""
        for game in list(self._in_memory):
            try:
                pending.keep(game, self._root())
            except SaveFileError:
                continue
            self._in_memory.remove(game)
