"""Saved games at the desk (``Saves`` in QML): autosave, Continue, named saves, undo and redo.

The controllers play — :class:`cleverdesk.ui.table.desk.Game` the Clever games,
:class:`cleverdesk.ui.setcubed.desk.SetCubedGame` SET Cubed — and this object watches both; the
one that started or resumed last is "the game". After every move (``moved``) the game's record
goes into its undo history (:class:`~.undo.GameUndo`) and the running game is autosaved
(:class:`~.autosave.Autosaver`: the document is written by a background thread, so a move never
waits for the disk). Undo and redo go through the history and show the result with the
controller's ``resume`` (which also stops a computer seat still thinking about the old table).

``Saves`` wires its collaborators and is what QML reads: the saved-games list
(:class:`~.save_list.SaveList`), save as / open / delete / export / import
(:class:`~.named.NamedSaves`), Continue (:class:`~.continuing.ContinueOffer`) and what the screen
says (:class:`~.messages.SaveMessages`). Files that fail to load are reported (which file, why,
where it was moved) and never stop the desk: the store has already moved them to ``damaged/``.
"""

from __future__ import annotations

import threading
from functools import partial
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cleverdesk.engine import GameRecord
from cleverdesk.engine.undo import UndoHistory
from cleverdesk.setcubed import SetCubedRecord
from cleverdesk.store import LoadedSave, SaveStore, new_session_id
from cleverdesk.ui.common import words
from cleverdesk.ui.common.ending import when_ending
from cleverdesk.ui.common.table_controller import AnyTable
from cleverdesk.ui.saves.autosave import Autosaver
from cleverdesk.ui.saves.autosave_writer import AutosaveWriter
from cleverdesk.ui.saves.continuing import ContinueOffer
from cleverdesk.ui.saves.messages import SaveMessages
from cleverdesk.ui.saves.model import PrintableSaves, SaveListModel
from cleverdesk.ui.saves.named import NamedSaves
from cleverdesk.ui.saves.notify import ChangedProperties
from cleverdesk.ui.saves.save_list import SaveList
from cleverdesk.ui.saves.tables import Tables
from cleverdesk.ui.saves.undo import GameUndo, game_over
from cleverdesk.ui.saves.words import unverified_text

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

# The undo properties of Saves, each with its own notify signal (see Saves._history_changed).
HISTORY_PROPERTIES = ("undoAllowed", "canUndo", "canRedo", "undoTip", "practiceUsed", "redoTip",
                      "stepping", "canSave", "suggestedTitle")


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Saves(QObject):
    """Saved games and undo for the running game (``Saves`` in QML)."""

    # The undo properties (HISTORY_PROPERTIES) have a notify signal each, emitted only when the
    # value changed: a move changes at most canUndo and undoTip, and one shared signal made
    # every binding on all nine (buttons, tips, shortcuts) evaluate again after half the moves.
    undoAllowedChanged = Signal()
    canUndoChanged = Signal()
    canRedoChanged = Signal()
    undoTipChanged = Signal()
    practiceUsedChanged = Signal()
    redoTipChanged = Signal()
    steppingChanged = Signal()
    canSaveChanged = Signal()
    suggestedTitleChanged = Signal()
    continueChanged = Signal()
    listChanged = Signal()
    busyChanged = Signal()
    problemsChanged = Signal()
    messageChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = SaveStore()
        self._tables = Tables()  # the controllers watched: Game, SetCubedGame
        self._undo = GameUndo()
        self._resuming = False
        self._stepping = False  # an undo or redo is being shown (the table keeps its view)
        self._running = False
        self._messages = SaveMessages(self)
        self._messages.problemsChanged.connect(self.problemsChanged)
        self._messages.messageChanged.connect(self.messageChanged)
        self._report = self._messages.report
        # the saved-games list: filled by a thread (never the GUI thread's minute of checking)
        self._list = SaveList(self._store, self._report, self)
        self._list.listChanged.connect(self.listChanged)
        self._list.busyChanged.connect(self.busyChanged)
        self._named = NamedSaves(self._store, self._list, self._report, self._messages.say)
        self._autosaver = Autosaver(self._store, self._report, self)
        self._continue = ContinueOffer(self._store, self.flush, self._report)
        # what killed writers left behind goes, off the GUI thread (a folder of 10 000 saves
        # took a second to look through)
        threading.Thread(target=self._store.sweep_temp_files, name="saves-sweep",
                         daemon=True).start()
        # The writer waits a moment before it writes (autosave_writer): what is pending is
        # written when the desk goes (a tool's or a test's desk closes without quitting).
        writer = self._autosaver.writer
        self.destroyed.connect(lambda *_: writer.flush())
        self._notifier = ChangedProperties(self, HISTORY_PROPERTIES)  # before any game

    # ================================================================== wiring
    @Slot(QObject)
    def attach(self, game: QObject) -> None:
        """Watch a game controller (DeskServices.qml attaches ``Game`` and ``SetCubedGame``)."""
        table = self._tables.add(game)
        if table is None:
            return
        table.started.connect(partial(self._on_started, table))
        table.moved.connect(partial(self._on_moved, table))
        table.changed.connect(partial(self._on_changed, table))
        if len(self._tables.games) == 1:  # once, whichever controller comes first
            when_ending(self.flush)  # quitting, a logout: the last move is written first
            self.refreshContinue()

    @property
    def store(self) -> SaveStore:
        return self._store

    @property
    def history(self) -> UndoHistory | None:
        return self._undo.history

    @property
    def game(self) -> AnyTable | None:
        """The controller of the game on the table (or of the last one), None before any."""
        return self._tables.current

    @property
    def session(self) -> str:
        return self._undo.session

    @property
    def writer(self) -> AutosaveWriter:
        return self._autosaver.writer

    @Slot()
    def abandonRunning(self) -> None:
        """The running game is given up (a campaign stage): its autosave goes, so Continue
        does not offer it again."""
        if self._undo.session:
            self.flush()  # a queued write must not bring the file back
            self._store.discard_autosave(self._undo.session)
            self.refreshContinue()

    @Slot()
    def flush(self) -> None:
        """Wait for the autosave writer (leaving, quitting, listing, tests)."""
        self._autosaver.flush()

    def _on_started(self, game: AnyTable) -> None:
        if self._resuming:
            return
        record = game.record
        if record is None:
            return
        self._tables.activate(game)
        self._undo.start(record)
        self._autosave()
        self._history_changed()

    def _on_moved(self, game: AnyTable) -> None:
        if game is not self._tables.current:
            return  # a controller that is not on the table has nothing to save
        if game.record is None:
            return
        self._undo.follow(game.record)
        self._autosave()
        self._history_changed()  # most moves change none of it

    def _on_changed(self, game: AnyTable) -> None:
        if game is not self._tables.current:
            return  # leaving the other controller (goHome leaves both) changes nothing here
        # hot-seat: while a player looks at the end of their turn ("Done") the device has not
        # changed hands, and the move that passed the decision on may still be taken back
        held = bool(game.property("turnDone"))  # (None: a controller without hand-overs)
        if self._undo.hand_over(held):
            self._history_changed()
        running = self._playing()
        if running != self._running:
            self._running = running
            if not running:  # back at the home screen: what can be continued now?
                self.refreshContinue()
            self._history_changed()

    def _autosave(self) -> None:
        self._autosaver.save(self._undo.history, self._undo.session)

    # ================================================================== continue
    @Slot()
    def refreshContinue(self) -> None:
        self._continue.refresh()
        self.continueChanged.emit()

    @Property(bool, notify=continueChanged)
    def canContinue(self) -> bool:
        return self._continue.info is not None

    @Property(str, notify=continueChanged)
    def continueHint(self) -> str:
        return self._continue.hint()

    @Slot(result=bool)
    def continueLatest(self) -> bool:
        """Resume the newest unfinished game exactly where it was (mid-turn, mid-choice)."""
        loaded = self._continue.latest()
        if loaded is None:
            self._continue.info = None
            self.continueChanged.emit()
            return False
        return self._show(loaded, session=loaded.session)

    def _show(self, loaded: LoadedSave, *, session: str) -> bool:
        """Put a loaded game on the table of its own controller (Clever or SET Cubed)."""
        game = self._tables.for_record(loaded.record)
        if game is None:  # a desk without that controller (never in the app itself)
            self._report(self.tr("This desk cannot show a game of %1.").replace(
                "%1", words.game_title(loaded.record.setup.game)))
            return False
        try:
            history = self._undo.loaded(loaded)
            self._tables.activate(game)
            self._undo.history, self._undo.session = history, session
            self._resume(history.record)
        except ValueError as error:  # e.g. SET Cubed played with other board or dice data
            self._report(self.tr("The saved game could not be put on the table: %1").replace(
                "%1", str(error)))
            return False
        self._autosave()
        self._history_changed()
        if not loaded.verified:
            self._report(unverified_text(loaded.document.title or loaded.path.stem))
        return True

    def _resume(self, record: GameRecord | SetCubedRecord) -> None:
        self._resuming = True
        try:
            self._tables.resume(record)
        finally:
            self._resuming = False

    # ================================================================== undo / redo
    def _playing(self) -> bool:
        game = self._tables.current
        return bool(game is not None and game.state is not None)

    def _undoable(self) -> bool:
        """Undo and redo while the game runs; the final scoring is final (it is recorded)."""
        return self._playing() and not self.finished()

    def _history_changed(self) -> None:
        """Tell QML of the undo properties that changed (each has its own signal: notify.py)."""
        self._notifier.emit_changed()

    @Property(bool, notify=undoAllowedChanged)
    def undoAllowed(self) -> bool:
        return self._undo.allowed

    @Property(bool, notify=canUndoChanged)
    def canUndo(self) -> bool:
        return self._undoable() and self._undo.can_undo

    @Property(bool, notify=canRedoChanged)
    def canRedo(self) -> bool:
        return self._undoable() and self._undo.can_redo

    @Property(str, notify=undoTipChanged)
    def undoTip(self) -> str:
        return self._undo.undo_tip(over=self._playing() and self.finished())

    @Property(bool, notify=practiceUsedChanged)
    def practiceUsed(self) -> bool:
        """Practice undo went back past seen dice in this game: it stays out of the records."""
        return self._undo.practice_used

    @Property(str, notify=redoTipChanged)
    def redoTip(self) -> str:
        return self._undo.redo_tip()

    @Slot(result=bool)
    def undo(self) -> bool:
        return self._step(back=True)

    @Slot(result=bool)
    def redo(self) -> bool:
        return self._step(back=False)

    def _step(self, *, back: bool) -> bool:
        history = self._undo.history
        if not self._undoable() or history is None or not self._undo.step(back=back):
            return False
        self._stepping = True
        try:
            self._resume(history.record)
        finally:
            self._stepping = False
        self._autosave()
        self._history_changed()
        return True

    @Property(bool, notify=steppingChanged)
    def stepping(self) -> bool:
        """True while an undo or redo is put on the table (read in the table's ``onStarted``:
        the same game goes on, so the table keeps its zoom)."""
        return self._stepping

    @property
    def hints_used(self) -> bool:
        """Hints were shown in the game on the table (its saves carry the mark)."""
        return self._undo.hints_used

    def mark_hints_used(self) -> None:
        """Hints are shown in the running game (the Hints singleton says so): the mark goes into
        its autosave at once, not at the next move, so that a game left right after a hint is
        still marked when it is resumed and finished."""
        if self._playing() and self._undo.mark_hints():
            self._autosave()

    @Slot()
    def markReviewUsed(self) -> None:
        """The game on the table is reviewed: before its end that makes it a game played with
        an aid (issue 50: not a clean record); the mark goes into its autosave at once."""
        if self._playing() and self._undo.mark_review():
            self._autosave()

    @Slot()
    def forbidUndo(self) -> None:
        """No undo for the running game (campaign games); kept in its saves."""
        if self._undo.forbid():
            self._autosave()
            self._history_changed()

    def _get_honest(self) -> bool:
        return self._undo.honest

    def _set_honest(self, value: bool) -> None:
        self._undo.honest = bool(value)

    # Bound from Desk.honestGames in Main.qml; applies to games started afterwards.
    honestGames = Property(bool, _get_honest, _set_honest)

    def _get_practice(self) -> bool:
        return self._undo.practice

    def _set_practice(self, value: bool) -> None:
        if self._undo.set_practice(value):
            self._history_changed()

    # Bound from Desk.practiceUndo in Main.qml: undo may go back past dice already seen.
    practiceUndo = Property(bool, _get_practice, _set_practice)

    # ================================================================== named saves
    @Property(QObject, constant=True)
    def listModel(self) -> SaveListModel:
        """The saved games, newest first, as the Saves screen shows them (fills in while a
        listing runs)."""
        return self._list.model

    @Property(QObject, constant=True)
    def printableModel(self) -> PrintableSaves:
        """The saved games that have score sheets to print (not SET Cubed)."""
        return self._list.printable

    @Property(bool, notify=busyChanged)
    def busy(self) -> bool:
        """A listing is looking through the saved games (the screen shows what it has)."""
        return self._list.busy

    @Property(list, notify=listChanged)
    def entries(self) -> list[dict[str, Any]]:
        """Every row of the list, worded, once the listing asked for is done (for Python:
        QML shows ``listModel``, which never waits)."""
        return self._list.entries()

    @Slot()
    def refreshList(self) -> None:
        """List the saved games again, off the GUI thread (a small folder at once)."""
        self._list.refresh()

    @Property(bool, notify=canSaveChanged)
    def canSave(self) -> bool:
        return self._playing() and self._undo.history is not None

    @Property(str, notify=suggestedTitleChanged)
    def suggestedTitle(self) -> str:
        return self._undo.suggested_title()

    @Slot(str, result=bool)
    def saveAs(self, title: str) -> bool:
        return self._named.save_as(self._undo.history if self._playing() else None, title)

    @Slot(str, result=bool)
    def openSave(self, save_id: str) -> bool:
        loaded = self._named.open(save_id)
        if loaded is None:
            return False
        return self._show(loaded, session=new_session_id())  # a snapshot: a new running game

    @Slot(str, result=bool)
    def deleteSave(self, save_id: str) -> bool:
        return self._named.delete(save_id)

    @Slot(str, str, result=bool)
    def exportSave(self, save_id: str, path: str) -> bool:
        """Write a checked copy of a named save to ``path`` (the file dialog calls this)."""
        return self._named.export(save_id, path)

    @Slot(str, result=bool)
    def importFile(self, path: str) -> bool:
        """Check a save file from anywhere and add it to the saved games."""
        return self._named.import_file(path)

    @Slot(str)
    def chooseExportFile(self, save_id: str) -> None:
        self._named.choose_export(save_id)

    @Slot()
    def chooseImportFile(self) -> None:
        self._named.choose_import()

    # ================================================================== messages
    @Property(list, notify=problemsChanged)
    def problems(self) -> list[str]:
        return self._messages.problems

    @Slot()
    def dismissProblems(self) -> None:
        self._messages.dismiss_problems()

    @Property(str, notify=messageChanged)
    def message(self) -> str:
        return self._messages.message

    @Slot()
    def clearMessage(self) -> None:
        self._messages.say("")

    # ================================================================== for printing
    def record_of(self, save_id: str) -> LoadedSave | None:
        return self._named.open(save_id)

    def finished(self) -> bool:
        game = self._tables.current
        return bool(game is not None and game_over(game.state))
