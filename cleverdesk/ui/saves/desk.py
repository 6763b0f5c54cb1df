"""Saved games at the desk (``Saves`` in QML): autosave, Continue, named saves, undo and redo.

The controllers play — :class:`cleverdesk.ui.table.game.Game` the Clever games,
:class:`cleverdesk.ui.setcubed.game.SetCubedGame` SET Cubed — and this object watches both; the
one that started or resumed last is "the game". After every move (``moved``) the game's record
goes into an :class:`UndoHistory` (with SET Cubed's rules for a SET Cubed record) and the running
game is autosaved. The document is built on the GUI thread (well under a millisecond) and
written — with its fsyncs, which take milliseconds to tens of milliseconds on a real disk — by
one background thread that always writes the newest snapshot, so a move never waits for the disk.

Undo and redo go through the history and show the result with the controller's ``resume``
(which also stops a computer seat still thinking about the old table); dice cannot be
fished (a face is a function of the seed and the place in the game). A game's undo rule is fixed
when it starts ("honest games" setting, or :meth:`Saves.forbidUndo` for campaign games) and
travels with its saves.

Files that fail to load are reported (which file, why, where it was moved) and never stop the
desk: the store has already moved them to ``damaged/``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from functools import partial
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLocale,
    QObject,
    Qt,
    Signal,
    Slot,
)

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, IllegalMove, Phase
from cleverdesk.engine.undo import UndoHistory, UndoUnavailable
from cleverdesk.setcubed import SetCubedRecord
from cleverdesk.store import (
    LoadedSave,
    SaveFileError,
    SaveInfo,
    SaveListing,
    SaveProblem,
    SaveStore,
    build_document,
    new_session_id,
    write_save,
)
from cleverdesk.ui.common import dates, file_choice, words
from cleverdesk.ui.saves.autosave_writer import AutosaveWriter
from cleverdesk.ui.saves.lister import SaveLister
from cleverdesk.ui.saves.model import PrintableSaves, SaveListModel
from cleverdesk.ui.setcubed.game import SetCubedGame

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1
# refreshList waits this long for the listing on the GUI thread: a folder of a few saves is
# listed before the screen's first frame, a big one is shown as far as it got (and fills in).
LIST_WAIT_S = 0.1


def tr(text: str) -> str:
    return QCoreApplication.translate("Saves", text)



def moves_text(count: int) -> str:
    """"12 moves", "1 move": a %n plural of its own (the tr helper takes no count)."""
    return QCoreApplication.translate("Saves", "%n move(s)", None, count)

def _reason(problem: SaveProblem) -> str:
    reasons = {
        SaveProblem.NOT_FOUND: tr("the file does not exist"),
        SaveProblem.NOT_A_FILE: tr("it is not a regular file"),
        SaveProblem.UNREADABLE: tr("the file cannot be read"),
        SaveProblem.TOO_LARGE: tr("it is far larger than any saved game"),
        SaveProblem.NOT_JSON: tr("it is damaged or cut short (not a readable document)"),
        SaveProblem.NOT_A_SAVE: tr("it is not a cleverdesk saved game"),
        SaveProblem.NEWER_VERSION: tr("it was saved by a newer version of cleverdesk"),
        SaveProblem.UNKNOWN_VERSION: tr("its format version is unknown"),
        SaveProblem.INVALID: tr("its content does not have the shape of a saved game"),
        SaveProblem.CHECKSUM: tr("its content was changed or damaged after it was saved"),
        SaveProblem.UNKNOWN_GAME: tr("it is a game this version of cleverdesk does not know"),
        SaveProblem.REPLAY_FAILED: tr("its moves cannot be replayed"),
        SaveProblem.INCONSISTENT: tr("its summary does not match its moves"),
        SaveProblem.WRITE_FAILED: tr("it could not be written (is the disk full or read-only?)"),
    }
    return reasons[problem]


def problem_text(error: SaveFileError) -> str:
    """A player's sentence for a file that failed: which file, why, where it went."""
    if error.reason == SaveProblem.WRITE_FAILED:
        text = tr("“%1” could not be saved: %2.")
    else:
        text = tr("“%1” could not be opened: %2.")
    text = text.replace("%1", str(error.path)).replace("%2", _reason(error.reason))
    if error.quarantined_to is not None:
        text += " " + tr("It was moved to %1; your other saved games are not affected.").replace(
            "%1", str(error.quarantined_to.parent))
    return text


def _local(moment: datetime, locale: QLocale | None = None) -> str:
    """The moment in local time, as the desk's language writes it (never an ambiguous 01/12)."""
    return dates.moment_text(moment, locale=locale)


def describe(info: SaveInfo, locale: QLocale | None = None) -> dict[str, Any]:
    """One row of the saved-games list."""
    if info.finished:
        progress = tr("Finished · %1").replace(
            "%1", " : ".join(str(score) for score in info.scores))
    elif info.rounds == 0:  # SET Cubed: no fixed number of rounds
        progress = tr("Round %1 · %3").replace("%1", str(info.round)).replace(
            "%3", moves_text(info.move_count))
    else:
        progress = tr("Round %1 of %2 · %3").replace("%1", str(info.round)).replace(
            "%2", str(info.rounds)).replace("%3", moves_text(info.move_count))
    return {
        "saveId": info.save_id,
        "title": info.title or info.path.stem,
        "game": info.game,
        "gameTitle": words.game_title(info.game),
        "players": ", ".join(info.players),
        "date": _local(info.saved_at, locale),
        "progress": progress,
        "finished": info.finished,
    }


def continue_text(info: SaveInfo, solo_points: str) -> str:
    """What Continue resumes: which game, with whom, where and at what score, saved when
    (``solo_points``: "42 points" in the desk's language, for a game of one player)."""
    if info.rounds:
        where = tr("round %1 of %2").replace("%1", str(info.round)).replace(
            "%2", str(info.rounds))
    else:  # SET Cubed: no fixed number of rounds, so the moves tell how far it went
        where = tr("round %1 · %2 moves").replace("%1", str(info.round)).replace(
            "%2", str(info.move_count))
    if len(info.scores) == 1:
        score = solo_points
    else:
        score = tr("scores %1").replace("%1", " : ".join(str(s) for s in info.scores))
    def whole(text: str) -> str:  # "round 2 of 6", "8 points": never broken over two lines
        return text.replace(" ", "\u00a0")

    return tr("%1 with %2 · %3 · %4 · saved %5").replace(
        "%1", words.game_title(info.game)).replace("%2", ", ".join(info.players)).replace(
        "%3", whole(where) if info.rounds else where).replace("%4", whole(score)).replace(
        "%5", dates.moment_text(info.saved_at))


def new_history(record: GameRecord | SetCubedRecord, *,
                redo: Sequence[Sequence[Any]] = (), allowed: bool = True,
                practice: bool = False, practice_used: bool = False,
                hints_used: bool = False) -> UndoHistory:
    """The undo history of a record of either family (SET Cubed replays with its own rules)."""
    rules = setcubed.get_rules() if isinstance(record, SetCubedRecord) else None
    return UndoHistory(record, redo=redo, allowed=allowed, rules=rules, practice=practice,
                       practice_used=practice_used, hints_used=hints_used)


def game_over(state: Any) -> bool:
    """The game of ``state`` is over (both families name that phase "game_over")."""
    return state is not None and state.phase in (Phase.GAME_OVER, setcubed.Phase.GAME_OVER)


# The undo properties of Saves, each with its own notify signal (see Saves._history_changed).
HISTORY_PROPERTIES = ("undoAllowed", "canUndo", "canRedo", "undoTip", "practiceUsed", "redoTip",
                      "stepping", "canSave", "suggestedTitle")


# A QML singleton of the Cleverdesk module, registered by ui/app/app.py (created on first use).
class Saves(QObject):
    """Saved games and undo for the running game (``Saves`` in QML)."""

    # The undo properties (HISTORY_PROPERTIES) have a notify signal each, emitted only when the
    # value changed: a move changes at most canUndo and undoTip, and one shared signal made
    # every binding on all nine (buttons, tips, shortcuts) evaluate again after half the moves.
    undoAllowedChanged = Signal()  # noqa: N815
    canUndoChanged = Signal()  # noqa: N815
    canRedoChanged = Signal()  # noqa: N815
    undoTipChanged = Signal()  # noqa: N815
    practiceUsedChanged = Signal()  # noqa: N815
    redoTipChanged = Signal()  # noqa: N815
    steppingChanged = Signal()  # noqa: N815
    canSaveChanged = Signal()  # noqa: N815
    suggestedTitleChanged = Signal()  # noqa: N815
    continueChanged = Signal()  # noqa: N815
    listChanged = Signal()  # noqa: N815
    busyChanged = Signal()  # noqa: N815
    problemsChanged = Signal()  # noqa: N815
    messageChanged = Signal()  # noqa: N815
    _writeFailed = Signal(str)  # noqa: N815  # from the writer thread
    _autosaveRefused = Signal(str)  # noqa: N815  # from the writer thread: a desk bug

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = SaveStore()
        self._games: list[QObject] = []  # the controllers watched: Game, SetCubedGame
        self._game: Any = None  # the one on the table (started or resumed last)
        self._history: UndoHistory | None = None
        self._session = ""
        self._resuming = False
        self._stepping = False  # an undo or redo is being shown (the table keeps its view)
        self._honest = False
        self._practice = False  # the "practice undo" setting (undo past seen dice)
        self._running = False
        self._continue: SaveInfo | None = None
        # the saved-games list: filled by a thread (never the GUI thread's minute of checking)
        self._model = SaveListModel(describe, self._odd_row, self)
        self._printable = PrintableSaves(self._model, self)
        self._lister = SaveLister(self._store.root, self._found, self._listed,
                                  self._listing_failed, self)
        self._worded_in: tuple[str, date] | None = None
        self._problems: list[str] = []
        self._message = ""
        self._writer = AutosaveWriter(lambda error: self._writeFailed.emit(problem_text(error)))
        self._writeFailed.connect(self._report, Qt.ConnectionType.QueuedConnection)
        self._autosaveRefused.connect(self._report_refused_autosave,
                                      Qt.ConnectionType.QueuedConnection)
        self._store.sweep_temp_files()
        # The writer waits a moment before it writes (autosave_writer): what is pending is
        # written when the desk goes (a tool's or a test's desk closes without quitting).
        writer = self._writer
        self.destroyed.connect(lambda *_: writer.flush())
        self._history_told = self._history_shown()  # what QML reads before any game

    # ================================================================== wiring
    @Slot(QObject)
    def attach(self, game: QObject) -> None:
        """Watch a game controller (Main.qml attaches ``Game`` and ``SetCubedGame``)."""
        if any(known is game for known in self._games):
            return
        self._games.append(game)
        if self._game is None:
            self._game = game
        game.started.connect(partial(self._on_started, game))  # type: ignore[attr-defined]
        game.moved.connect(partial(self._on_moved, game))  # type: ignore[attr-defined]
        game.changed.connect(partial(self._on_changed, game))  # type: ignore[attr-defined]
        if len(self._games) == 1:  # once, whichever controller comes first
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.flush)
            self.refreshContinue()

    @property
    def store(self) -> SaveStore:
        return self._store

    @property
    def history(self) -> UndoHistory | None:
        return self._history

    @property
    def game(self) -> Any:
        """The controller of the game on the table (or of the last one), None before any."""
        return self._game

    @property
    def session(self) -> str:
        return self._session

    @property
    def writer(self) -> AutosaveWriter:
        return self._writer

    @Slot()
    def abandonRunning(self) -> None:  # noqa: N802
        """The running game is given up (a campaign stage): its autosave goes, so Continue
        does not offer it again."""
        if self._session:
            self.flush()  # a queued write must not bring the file back
            self._store.discard_autosave(self._session)
            self.refreshContinue()

    @Slot()
    def flush(self) -> None:
        """Wait for the autosave writer (leaving, quitting, listing, tests)."""
        self._writer.flush()

    def _on_started(self, game: Any) -> None:
        if self._resuming:
            return
        record = game.record
        if record is None:
            return
        self._activate(game)
        # A new game: its undo rule is fixed now, by the "honest games" setting.
        self._history = new_history(record, allowed=not self._honest, practice=self._practice)
        self._session = new_session_id()
        self._autosave()
        self._history_changed()

    def _activate(self, game: Any) -> None:
        """Make ``game`` the game on the table; a game left running on the other controller
        stops (its last move is autosaved already), so that it cannot play on unseen."""
        self._game = game
        for other in self._games:
            if other is not game and getattr(other, "state", None) is not None:
                other.leave()  # type: ignore[attr-defined]

    def _on_moved(self, game: Any) -> None:
        if game is not self._game:
            return  # a controller that is not on the table has nothing to save
        history = self._history
        if game.record is None:
            return
        record: GameRecord | SetCubedRecord = game.record
        known = len(history.record.moves) if history is not None else -1
        same_family = history is not None and type(history.record) is type(record)
        try:
            if history is not None and same_family and len(record.moves) == known + 1:
                history.play(record.moves[-1])
            else:  # out of step (a game started elsewhere): take the game's record as it is
                allowed = history.allowed if history is not None else not self._honest
                used = history is not None and history.practice_used
                hinted = history is not None and history.hints_used
                self._history = new_history(record, allowed=allowed, practice=self._practice,
                                            practice_used=used, hints_used=hinted)
                if not self._session:
                    self._session = new_session_id()
        except (IllegalMove, setcubed.IllegalMove):
            self._history = new_history(record, allowed=not self._honest,
                                        practice=self._practice)
        self._autosave()
        self._history_changed()  # most moves change none of it

    def _on_changed(self, game: Any) -> None:
        if game is not self._game:
            return  # leaving the other controller (goHome leaves both) changes nothing here
        # hot-seat: while a player looks at the end of their turn ("Done") the device has not
        # changed hands, and the move that passed the decision on may still be taken back
        held = bool(game.property("turnDone")) if game.metaObject().indexOfProperty(
            "turnDone") >= 0 else False
        if self._history is not None and held != self._history.before_hand_over:
            self._history.before_hand_over = held
            self._history_changed()
        running = bool(self._game is not None and self._game.state is not None)
        if running != self._running:
            self._running = running
            if not running:  # back at the home screen: what can be continued now?
                self.refreshContinue()
            self._history_changed()

    # ================================================================== autosave
    def _autosave(self) -> None:
        history = self._history
        if history is None or not self._session:
            return
        # What the file will hold, taken now: the record is a copy, the state and the redo
        # steps are never changed once made. The document is built and written by the writer
        # thread, off the move's frame (building and signing it is ~1 ms of every move).
        record, state, session = history.record, history.state, self._session
        allowed, redo, used = history.allowed, history.redo_steps, history.practice_used
        hinted = history.hints_used
        path = self._store.autosave_path(session)

        def job() -> None:
            try:
                document = build_document(record, session=session, state=state,
                                          undo_allowed=allowed, redo=redo, practice_used=used,
                                          hints_used=hinted)
            except (ValueError, IllegalMove) as error:  # a desk bug; never lose the table for it
                self._autosaveRefused.emit(str(error))
                return
            write_save(path, document)

        self._writer.submit(job)

    @Slot(str)
    def _report_refused_autosave(self, error: str) -> None:
        self._report(tr("The game could not be autosaved: %1").replace("%1", error))

    # ================================================================== continue
    def _latest(self) -> tuple[LoadedSave | None, list[SaveFileError]]:
        self.flush()
        found = self._store.latest_unfinished()  # reports damaged files (pruning would not)
        self._store.prune_autosaves()
        return found

    @Slot()
    def refreshContinue(self) -> None:  # noqa: N802
        loaded, problems = self._latest()
        self._continue = loaded.info if loaded is not None else None
        for error in problems:
            self._report(problem_text(error))
        self.continueChanged.emit()

    @Property(bool, notify=continueChanged)
    def canContinue(self) -> bool:  # noqa: N802
        return self._continue is not None

    @Property(str, notify=continueChanged)
    def continueHint(self) -> str:  # noqa: N802
        info = self._continue
        if info is None:
            return self.tr("There is no saved game to continue yet.")
        points = info.scores[0] if info.scores else 0  # lupdate finds plurals by a plain name
        try:
            return continue_text(info, self.tr("%n point(s)", "", points))
        except Exception:  # noqa: BLE001 - Continue still works; the hint names the game only
            return words.game_title(info.game)

    @Slot(result=bool)
    def continueLatest(self) -> bool:  # noqa: N802
        """Resume the newest unfinished game exactly where it was (mid-turn, mid-choice)."""
        loaded, problems = self._latest()
        for error in problems:
            self._report(problem_text(error))
        if loaded is None:
            self._continue = None
            self.continueChanged.emit()
            return False
        return self._show(loaded, session=loaded.session)

    def _show(self, loaded: LoadedSave, *, session: str) -> bool:
        """Put a loaded game on the table of its own controller (Clever or SET Cubed)."""
        game = self._controller_for(loaded.record)
        if game is None:  # a desk without that controller (never in the app itself)
            self._report(self.tr("This desk cannot show a game of %1.").replace(
                "%1", words.game_title(loaded.record.setup.game)))
            return False
        try:
            history = new_history(loaded.record, redo=loaded.redo, allowed=loaded.undo_allowed,
                                  practice=self._practice, practice_used=loaded.practice_used,
                                  hints_used=loaded.hints_used)
            self._activate(game)
            self._history, self._session = history, session
            self._resume(history.record)
        except ValueError as error:  # e.g. SET Cubed played with other board or dice data
            self._report(self.tr("The saved game could not be put on the table: %1").replace(
                "%1", str(error)))
            return False
        self._autosave()
        self._history_changed()
        if not loaded.verified:
            self._report_unverified(loaded.document.title or loaded.path.stem)
        return True

    def _report_unverified(self, name: str) -> None:
        """A format 0 save has no checksum: it was read and converted, but nothing vouches
        that its content (a name, a score) is what was saved."""
        self._report(self.tr(
            "“%1” was saved by an early version of cleverdesk without a checksum, so it could "
            "not be verified that it is unchanged. It was converted to the current format; "
            "check that the names and scores are right.").replace("%1", name))

    def _controller_for(self, record: GameRecord | SetCubedRecord) -> Any:
        set_cubed = isinstance(record, SetCubedRecord)
        return next((game for game in self._games
                     if isinstance(game, SetCubedGame) == set_cubed), None)

    def _resume(self, record: GameRecord | SetCubedRecord) -> None:
        self._resuming = True
        try:
            self._game.resume(record)
        finally:
            self._resuming = False

    # ================================================================== undo / redo
    def _playing(self) -> bool:
        return bool(self._game is not None and self._game.state is not None)

    def _undoable(self) -> bool:
        """Undo and redo while the game runs; the final scoring is final (it is recorded)."""
        return self._playing() and not self.finished()

    def _history_shown(self) -> tuple[Any, ...]:
        """Every undo property (HISTORY_PROPERTIES), as QML would read them now."""
        return (self.undoAllowed, self.canUndo, self.canRedo, self.undoTip, self.practiceUsed,
                self.redoTip, self.stepping, self.canSave, self.suggestedTitle)

    def _history_changed(self) -> None:
        """Emit the notify signals of the undo properties whose value differs from the one QML
        was last told of (after all of them are taken: a binding reading two sees both)."""
        now = self._history_shown()
        told, self._history_told = self._history_told, now
        for name, before, after in zip(HISTORY_PROPERTIES, told, now, strict=True):
            if before != after:
                getattr(self, f"{name}Changed").emit()

    @Property(bool, notify=undoAllowedChanged)
    def undoAllowed(self) -> bool:  # noqa: N802
        return bool(self._history is not None and self._history.allowed)

    @Property(bool, notify=canUndoChanged)
    def canUndo(self) -> bool:  # noqa: N802
        return self._undoable() and self._history is not None and self._history.can_undo

    @Property(bool, notify=canRedoChanged)
    def canRedo(self) -> bool:  # noqa: N802
        return self._undoable() and self._history is not None and self._history.can_redo

    @Property(str, notify=undoTipChanged)
    def undoTip(self) -> str:  # noqa: N802
        history = self._history
        if history is not None and not history.allowed:
            return self.tr("Undo is off for this game (an honest game, or a campaign game).")
        if history is not None and history.blocked_by_dice and history.before_hand_over:
            # the "Done" moment: only a last move that threw dice is out of reach
            return self.tr("Your last move brought new dice onto the table, so it cannot be "
                           "taken back (practice undo in the settings lifts this).")
        if history is not None and history.blocked_by_dice:
            return self.tr("Undo takes back a move only until new dice are seen or the turn "
                           "passes on (practice undo in the settings lifts this).")
        # a disabled button says why it is off, not what it would do
        if history is not None and self._playing() and self.finished():
            return self.tr("The game is over: its final scoring stands.")
        if history is not None and not history.can_undo:
            return self.tr("Nothing to take back yet: no move of a person at this computer "
                           "since the game began.")
        if history is not None and history.practice:
            return self.tr("Take back your last move (Ctrl+Z). Going back past dice already "
                           "seen makes this a practice game: it does not count in the records.")
        return self.tr("Take back your last move; the dice stay as they fell (Ctrl+Z)")

    @Property(bool, notify=practiceUsedChanged)
    def practiceUsed(self) -> bool:  # noqa: N802
        """Practice undo went back past seen dice in this game: it stays out of the records."""
        return bool(self._history is not None and self._history.practice_used)

    @Property(str, notify=redoTipChanged)
    def redoTip(self) -> str:  # noqa: N802
        if self._history is not None and not self._history.allowed:
            return self.tr("Undo is off for this game (an honest game, or a campaign game).")
        return self.tr("Play the move you took back again (Ctrl+Shift+Z)")

    @Slot(result=bool)
    def undo(self) -> bool:
        return self._step(back=True)

    @Slot(result=bool)
    def redo(self) -> bool:
        return self._step(back=False)

    def _step(self, *, back: bool) -> bool:
        history = self._history
        if not self._undoable() or history is None:
            return False
        try:
            if back:
                history.undo()
            else:
                history.redo()
        except UndoUnavailable:
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
        return bool(self._history is not None and self._history.hints_used)

    def mark_hints_used(self) -> None:
        """Hints are shown in the running game (the Hints singleton says so): the mark goes into
        its autosave at once, not at the next move, so that a game left right after a hint is
        still marked when it is resumed and finished."""
        history = self._history
        if history is not None and self._playing() and not history.hints_used:
            history.hints_used = True
            self._autosave()

    @Slot()
    def forbidUndo(self) -> None:  # noqa: N802
        """No undo for the running game (campaign games); kept in its saves."""
        if self._history is not None and self._history.allowed:
            self._history.allowed = False
            self._autosave()
            self._history_changed()

    def _get_honest(self) -> bool:
        return self._honest

    def _set_honest(self, value: bool) -> None:
        self._honest = bool(value)

    # Bound from Desk.honestGames in Main.qml; applies to games started afterwards.
    honestGames = Property(bool, _get_honest, _set_honest)  # noqa: N815

    def _get_practice(self) -> bool:
        return self._practice

    def _set_practice(self, value: bool) -> None:
        self._practice = bool(value)
        if self._history is not None and self._history.practice != self._practice:
            self._history.practice = self._practice  # the running game too: nothing is lost
            self._history_changed()

    # Bound from Desk.practiceUndo in Main.qml: undo may go back past dice already seen.
    practiceUndo = Property(bool, _get_practice, _set_practice)  # noqa: N815

    # ================================================================== named saves
    @Property(QObject, constant=True)
    def listModel(self) -> SaveListModel:  # noqa: N802
        """The saved games, newest first, as the Saves screen shows them (fills in while a
        listing runs)."""
        return self._model

    @Property(QObject, constant=True)
    def printableModel(self) -> PrintableSaves:  # noqa: N802
        """The saved games that have score sheets to print (not SET Cubed)."""
        return self._printable

    @Property(bool, notify=busyChanged)
    def busy(self) -> bool:
        """A listing is looking through the saved games (the screen shows what it has)."""
        return self._lister.busy

    @Property(list, notify=listChanged)
    def entries(self) -> list[dict[str, Any]]:
        """Every row of the list, worded, once the listing asked for is done (for Python:
        QML shows ``listModel``, which never waits)."""
        self.waitForList()
        return [self._model.row(number) for number in range(self._model.rowCount())]

    @Slot()
    def refreshList(self) -> None:  # noqa: N802
        """List the saved games again, off the GUI thread. A small folder is listed within a
        moment, before the screen shows (no busy sign flashes); a big one fills in."""
        locale = QLocale()
        if self._worded_in != (locale.name(), date.today()):  # words of another language
            self._worded_in = (locale.name(), date.today())
            self._model.reword()
        was_busy = self._lister.busy
        self._lister.start()
        if not was_busy:
            self.busyChanged.emit()
        self._lister.wait(LIST_WAIT_S)

    @Slot(result=bool)
    def waitForList(self, timeout_s: float | None = None) -> bool:  # noqa: N802
        """Wait until the listing asked for is done (tests, tools); whether it is."""
        return self._lister.wait(timeout_s)

    def _found(self, batch: list[SaveInfo]) -> None:
        self._model.add(batch)
        self.listChanged.emit()

    def _listed(self, listing: SaveListing, final: bool) -> None:
        """A listing is done; ``final``: no other runs after it (one asked for meanwhile, after
        a save or a delete, has the last word on which saves are there)."""
        if final:
            self._model.replace(listing.entries)
        else:
            self._model.add(listing.entries)
        for error in listing.problems:
            self._report(problem_text(error))
        self.listChanged.emit()
        if not self._lister.busy:
            self.busyChanged.emit()

    def _listing_failed(self, error: Exception) -> None:
        self._report(self.tr("The saved games could not be listed: %1").replace(
            "%1", str(error) or type(error).__name__))
        if not self._lister.busy:
            self.busyChanged.emit()

    def _odd_row(self, info: SaveInfo, odd: Exception) -> None:
        """A save that cannot be worded: listed plainly, and said (each entry on its own)."""
        self._report(self.tr("“%1” cannot be listed: %2").replace(
            "%1", str(info.path)).replace("%2", str(odd) or type(odd).__name__))

    def _title_of(self, save_id: str) -> str:
        info = self._model.find(save_id)
        return (info.title or info.path.stem) if info is not None else save_id

    @Property(bool, notify=canSaveChanged)
    def canSave(self) -> bool:  # noqa: N802
        return self._playing() and self._history is not None

    @Property(str, notify=suggestedTitleChanged)
    def suggestedTitle(self) -> str:  # noqa: N802
        history = self._history
        if history is None:
            return ""
        names = ", ".join(p.name for p in history.record.setup.players)
        return f"{words.game_title(history.record.setup.game)} – {names}"

    @Slot(str, result=bool)
    def saveAs(self, title: str) -> bool:  # noqa: N802
        history = self._history
        title = " ".join(title.split())
        if history is None or not self._playing():
            self._say(self.tr("There is no game to save."))
            return False
        if not title:
            self._say(self.tr("Give the saved game a name."))
            return False
        try:
            saved = self._store.save_as(history.record, title, state=history.state,
                                        undo_allowed=history.allowed, redo=history.redo_steps,
                                        practice_used=history.practice_used,
                                        hints_used=history.hints_used)
        except SaveFileError as error:
            self._report(problem_text(error))
            return False
        self._model.add([saved])  # in the list at once, even while a long listing runs
        self.refreshList()
        self._say(self.tr("Saved as “%1”.").replace("%1", title))
        return True

    @Slot(str, result=bool)
    def openSave(self, save_id: str) -> bool:  # noqa: N802
        try:
            loaded = self._store.open(save_id)
        except (SaveFileError, ValueError) as error:
            self._fail_open(error)
            return False
        return self._show(loaded, session=new_session_id())  # a snapshot: a new running game

    def _fail_open(self, error: Exception) -> None:
        if isinstance(error, SaveFileError):
            self._report(problem_text(error))
        else:
            self._report(self.tr("There is no saved game %1.").replace("%1", str(error)))
        self.refreshList()

    @Slot(str, result=bool)
    def deleteSave(self, save_id: str) -> bool:  # noqa: N802
        try:
            title = self._title_of(save_id)
            self._store.delete(save_id)
        except (OSError, ValueError) as error:
            self._say(self.tr("The saved game could not be deleted: %1").replace(
                "%1", str(error)))
            return False
        self._model.drop(save_id)  # gone from the list at once, even while a listing runs
        self.refreshList()
        self._say(self.tr("“%1” was deleted.").replace("%1", str(title)))
        return True

    @Slot(str, str, result=bool)
    def exportSave(self, save_id: str, path: str) -> bool:  # noqa: N802
        """Write a checked copy of a named save to ``path`` (the file dialog calls this)."""
        try:
            target = file_choice.target_file(path, "json")  # no folder is ever created
        except file_choice.ChoiceError as error:
            self._report(str(error))
            return False
        try:
            self._store.export(self._store.save_path(save_id), target)
        except (SaveFileError, ValueError) as error:
            self._fail_open(error)
            return False
        self._say(self.tr("Exported to %1.").replace("%1", str(target)))
        return True

    @Slot(str, result=bool)
    def importFile(self, path: str) -> bool:  # noqa: N802
        """Check a save file from anywhere and add it to the saved games."""
        source = file_choice.chosen_path(path)
        try:
            info = self._store.import_file(source)
        except SaveFileError as error:
            self._report(problem_text(error))
            return False
        self._model.add([info])
        self.refreshList()
        self._say(self.tr("Imported “%1”.").replace("%1", info.title or source.stem))
        if not info.verified:
            self._report_unverified(info.title or source.stem)
        return True

    @Slot(str)
    def chooseExportFile(self, save_id: str) -> None:  # noqa: N802
        from PySide6.QtWidgets import QFileDialog

        title = self._title_of(save_id)
        path, _ = QFileDialog.getSaveFileName(
            None, self.tr("Export saved game"),
            str(file_choice.documents_folder() / file_choice.file_name(title, "json")),
            self.tr("Saved games (*.json)"))
        if path:
            self.exportSave(save_id, path)

    @Slot()
    def chooseImportFile(self) -> None:  # noqa: N802
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            None, self.tr("Import a saved game"), str(file_choice.documents_folder()),
            self.tr("Saved games (*.json);;All files (*)"))
        if path:
            self.importFile(path)

    # ================================================================== messages
    @Property(list, notify=problemsChanged)
    def problems(self) -> list[str]:
        return list(self._problems)

    @Slot()
    def dismissProblems(self) -> None:  # noqa: N802
        if self._problems:
            self._problems = []
            self.problemsChanged.emit()

    @Slot(str)
    def _report(self, text: str) -> None:
        if text not in self._problems:
            self._problems.append(text)
            self.problemsChanged.emit()

    @Property(str, notify=messageChanged)
    def message(self) -> str:
        return self._message

    @Slot()
    def clearMessage(self) -> None:  # noqa: N802
        self._say("")

    def _say(self, text: str) -> None:
        self._message = text
        self.messageChanged.emit()

    # ================================================================== for printing
    def record_of(self, save_id: str) -> LoadedSave | None:
        try:
            return self._store.open(save_id)
        except (SaveFileError, ValueError) as error:
            self._fail_open(error)
            return None

    def finished(self) -> bool:
        game = self._game
        return bool(game is not None and game_over(game.state))
