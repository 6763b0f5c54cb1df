"""The desk's connection to the history database, and what it says when the history fails.

:class:`HistoryDatabase` opens the history (never waiting long on the GUI thread), runs reads on
it, and turns every problem into a notice said once: a history of a newer version, one that
cannot be opened, one set aside as damaged, one that is read-only, one locked by another program
(retried by the keeper's timer). Games finished while it cannot be written are the keeper's
(:class:`~cleverdesk.ui.history.keeper.HistoryKeeper`); every opening adds them first.
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from cleverdesk.store.history import (
    HistoryError,
    HistoryLocked,
    HistoryStore,
    NewerHistory,
    is_locked_error,
)
from cleverdesk.ui.history.keeper import GUI_BUSY_S, HistoryKeeper

translate = QCoreApplication.translate


class HistoryDatabase(QObject):
    """The open history (or why there is none) and the notice of its problems.

    ``added`` is called after games the keeper kept went in (the History screen refreshes)."""

    noticeChanged = Signal()

    def __init__(self, added: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._added = added
        self._store: HistoryStore | None = None
        self._notice = ""
        self._reported: set[str] = set()
        # why the history cannot be used right now (None when it can): a game finished
        # meanwhile is kept with this reason
        self.unavailable: BaseException | None = None
        self.keeper = HistoryKeeper(self.open, self.report, added, parent=self)

    # ------------------------------------------------------------------ the notice
    @property
    def notice(self) -> str:
        return self._notice

    def dismiss_notice(self) -> None:
        if self._notice:
            self._notice = ""
            self.noticeChanged.emit()

    def report(self, key: str, text: str) -> None:
        """Say ``text`` in the notice, once per ``key``."""
        if key in self._reported:
            return
        self._reported.add(key)
        self._notice = text if not self._notice else self._notice + "\n\n" + text
        self.noticeChanged.emit()

    def report_locked(self) -> None:
        self.report("locked", translate(
            "History",
            "Your score history is in use by another program (it is locked). It was left as it "
            "is; nothing in it is lost. Games finished meanwhile are kept and added when it is "
            "free again; cleverdesk tries again by itself."))

    def _report_damaged(self, store: HistoryStore) -> None:
        damaged = store.damaged
        if damaged is None:
            return
        text = translate(
            "History",
            "Your score history was damaged and could not be read. It was set aside as "
            "%1 and a new history was started. You can keep playing; new games are "
            "recorded as usual.").replace("%1", str(damaged.moved_to))
        recovered = damaged.recovered  # a plain name: lupdate skips a count that is not one
        if recovered:
            text += " " + translate(
                "History", "%n game(s) could still be read from it and are in the new history.",
                None, recovered)
        self.report(str(damaged.moved_to), text)

    # ------------------------------------------------------------------ the store
    @property
    def current(self) -> HistoryStore | None:
        """The store as it is open now (None: not open), without trying to open it."""
        return self._store

    def open(self) -> HistoryStore | None:
        """The open history, opened now if need be; None (and said why) when it cannot be."""
        if self._store is not None:
            return self._store
        try:
            # never a long wait on the GUI thread: a lock is said at once and retried; the
            # integrity check of every page (a second and more for a long history) runs on a
            # thread of its own (_check_in_background)
            store = HistoryStore(busy_timeout_s=GUI_BUSY_S, check=False)
        except HistoryLocked as error:
            self.unavailable = error
            self.report_locked()
            self.keeper.wait_and_retry()
            return None
        except NewerHistory as error:  # (a read-only folder's older history is read as it is)
            self.unavailable = error
            self.report("newer", translate(
                "History",
                "Your score history was written by a newer version of cleverdesk, so this "
                "version cannot add to it. Your games are not recorded until you update; "
                "nothing was changed."))
            return None
        except Exception as error:  # whatever it is, play goes on and we say so
            self.unavailable = error
            self.report("open", translate(
                "History",
                "Your score history cannot be opened (%1). Your games are kept and added when "
                "it can be opened again; you can keep playing.").replace(
                    "%1", str(error) or type(error).__name__))
            return None
        self.unavailable = None
        self._reported.discard("locked")  # a later lock is said again
        self._report_damaged(store)
        if store.read_only:
            self.report("readonly", translate(
                "History",
                "Your score history is read-only: the data folder cannot be written. It is "
                "shown as it is, but games finished now cannot be added to it."))
        self._store = store
        self._check_in_background(store)
        self.keeper.add_kept(store)  # games kept while it could not be written go in first
        return store

    def _check_in_background(self, store: HistoryStore) -> None:
        """SQLite's check of the whole file, off the GUI thread; damage it finds is handled as
        damage met while reading (set aside, salvaged, said). The thread holds this object only
        weakly: a QObject whose last reference went on another thread would be destroyed
        there."""
        relay, database = _relay(), weakref.ref(self)

        def work() -> None:
            problem = store.integrity_problem()
            if problem:
                relay.found.emit(database, store, problem)

        threading.Thread(target=work, name="history-check", daemon=True).start()

    def damage_found(self, store: HistoryStore, problem: str) -> None:
        if self._store is not store:
            return  # dropped meanwhile (and checked again when it was opened again)
        self.drop(store)
        self.damaged_since_open(store.path)
        self._added()  # the screens read the history again

    def run(self, action: Callable[[HistoryStore], Any]) -> Any:
        """Run ``action`` on the store; a database that breaks meanwhile is set aside once.

        A database locked by another program is not broken: we say so, leave it alone and try
        again later. Any other error is said, never swallowed."""
        for attempt in range(2):
            store = self.open()
            if store is None:
                return None
            try:
                return action(store)
            except HistoryLocked:
                self.report_locked()
                self.keeper.wait_and_retry()
                return None
            except sqlite3.DatabaseError as error:
                self.drop(store)
                if is_locked_error(error):
                    self.report_locked()
                    self.keeper.wait_and_retry()
                    return None
                if attempt == 0:  # reopening checks it: damage is set aside (and said)
                    self.damaged_since_open(store.path)
                    continue
                self.report("read:" + str(error), translate(
                    "History", "Your score history cannot be read (%1).").replace(
                        "%1", str(error) or type(error).__name__))
        return None

    def drop(self, store: HistoryStore) -> None:
        """Close a store that failed; the next use opens (and checks) it again."""
        store.close()
        self._store = None

    def damaged_since_open(self, path: Path) -> None:
        """Reopening a broken database sets it aside (the store does, and we report it)."""
        try:
            reopened = HistoryStore(path, busy_timeout_s=GUI_BUSY_S)
        except (HistoryError, sqlite3.Error, OSError):
            return
        self._report_damaged(reopened)
        reopened.close()

    def close(self) -> None:
        # Closed means closed: a retry would open the history again. A timer left running also
        # outlives its owner's last use, and Qt aborts when a running timer is destroyed off
        # the GUI thread (Python's collector may free the owner on any thread).
        self.keeper.stop()
        self.keeper.flush_to_disk()
        if self._store is not None:
            self._store.close()
            self._store = None


class _Relay(QObject):
    """Carries what the checking thread found to the GUI thread (it lives as long as the
    program: made once, on the GUI thread)."""

    found = Signal(object, object, str)  # (weak reference to the database, store, problem)

    def __init__(self) -> None:
        super().__init__()
        self.found.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, database: weakref.ref[HistoryDatabase], store: HistoryStore,
                 problem: str) -> None:
        alive = database()
        if alive is not None:
            alive.damage_found(store, problem)


_relays: list[_Relay] = []


def _relay() -> _Relay:
    if not _relays:
        _relays.append(_Relay())
    return _relays[0]
