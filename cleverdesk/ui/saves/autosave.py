"""Autosave of the running game: after every move, off the move's frame.

The snapshot is taken on the GUI thread (the record is a copy, the state and the redo steps are
never changed once made); the document is built and signed (~1 ms) and written with its fsyncs
(milliseconds to tens of milliseconds on a real disk) by the :class:`AutosaveWriter` thread,
which always writes the newest snapshot, so a move never waits for the disk. A write that fails,
or a document that cannot be built (a desk bug), is reported on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from cleverdesk.engine import IllegalMove
from cleverdesk.engine.undo import UndoHistory
from cleverdesk.store import SaveOptions, SaveStore, build_document
from cleverdesk.ui.saves.autosave_writer import AutosaveWriter
from cleverdesk.ui.saves.words import problem_text


class Autosaver(QObject):
    """Hands the running game's snapshot to the writer; ``report`` says what went wrong."""

    _writeFailed = Signal(str)  # from the writer thread
    _autosaveRefused = Signal(str)  # from the writer thread: a desk bug

    def __init__(self, store: SaveStore, report: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._report = report
        self.writer = AutosaveWriter(lambda error: self._writeFailed.emit(problem_text(error)))
        self._writeFailed.connect(self._write_failed, Qt.ConnectionType.QueuedConnection)
        self._autosaveRefused.connect(self._refused, Qt.ConnectionType.QueuedConnection)

    def save(self, history: UndoHistory | None, session: str) -> None:
        """Autosave the game of ``history`` as ``session`` (nothing without either)."""
        if history is None or not session:
            return
        record, state = history.record, history.state
        redo, options = history.redo_steps, SaveOptions.of(history)
        path = self._store.autosave_path(session)

        def job() -> None:
            try:
                document = build_document(record, session=session, state=state, redo=redo,
                                          options=options)
            except (ValueError, IllegalMove) as error:  # a desk bug; never lose the table for it
                self._autosaveRefused.emit(str(error))
                return
            self._store.write(path, document)  # and its place in the write sequence

        self.writer.submit(job)

    def flush(self) -> None:
        """Wait until what was handed over is written."""
        self.writer.flush()

    @Slot(str)
    def _write_failed(self, text: str) -> None:
        self._report(text)

    @Slot(str)
    def _refused(self, error: str) -> None:
        self._report(QCoreApplication.translate(
            "Saves", "The game could not be autosaved: %1").replace("%1", error))
