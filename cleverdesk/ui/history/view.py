"""The score history at the desk: every finished game written, the History screen's figures.

``History`` (a QML singleton) owns the desk's connection to the history database and the
recorders that watch the ``Game`` controller (:class:`GameRecorder`) and the ``SetCubedGame``
controller (:class:`SetCubedRecorder`): a game is written once, when it ends (never when it is
left unfinished), with its mode (solo, campaign, multiplayer), the time it took and a uid per game
so that a game seen twice is written once. A history database that cannot be read is set aside by
the store; the desk says so once, and play goes on. A past game opens as :class:`PastGame` (a
Clever sheet) or :class:`PastSetCubedGame` (the SET Cubed board), both replayed move by move.
"""

from __future__ import annotations

import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtQml import QQmlEngine

from cleverdesk import setcubed
from cleverdesk.engine import (
    GAME_IDS,
    GameRecord,
    GameState,
    IllegalMove,
    Phase,
    SetupError,
    UnknownGame,
    get_rules,
)
from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry
from cleverdesk.store import campaign as campaign_store
from cleverdesk.store import pending
from cleverdesk.store.history import (
    MODES,
    SET_CUBED,
    HistoryError,
    HistoryGame,
    HistoryLocked,
    HistoryStore,
    is_damage_error,
    is_locked_error,
    round_number,
    write_csv,
)
from cleverdesk.store.history_figures import Figures, gather
from cleverdesk.ui.common import dates, file_choice, words
from cleverdesk.ui.history.keeper import GUI_BUSY_S, HistoryKeeper
from cleverdesk.ui.setcubed import words as setcubed_words
from cleverdesk.ui.setcubed.game import BoardModel, SetCubedGame
from cleverdesk.ui.setcubed.spoken import square_name
from cleverdesk.ui.table.game import Game
from cleverdesk.ui.table.sheet_model import SheetModel, View

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

PERIODS = ("all", "7", "30", "365", "custom")
# A history of up to this many games (of the filter) is read whole at once; a longer one is
# listed page by page and its figures are gathered off the GUI thread.
SYNC_GAMES = 2000
PAGE_GAMES = 200
# Area colours for games whose sheet the desk cannot draw yet (their palette comes with it).
FALLBACK_COLOURS = {"yellow": "#f2c418", "blue": "#2f7fd1", "green": "#3fa34d",
                    "orange": "#ef7d22", "purple": "#8e4bb5", "pink": "#e05a9a",
                    "turquoise": "#2bb3b1", "grey": "#8d8d8d", "brown": "#8b5a2b",
                    "silver": "#a7a9ac", "white": "#f4f1e8"}
GAME_COLOURS = {"ganz-schoen-clever": "#f2c418", "doppelt-so-clever": "#2f7fd1",
                "clever-hoch-drei": "#e05a9a", "clever-4ever": "#3fa34d",
                SET_CUBED: "#7b3fb0"}  # SET's purple: apart from the four Clever colours
# Every game the history knows: the Clever series, then SET Cubed.
HISTORY_GAME_IDS: tuple[str, ...] = (*GAME_IDS, SET_CUBED)


translate = QCoreApplication.translate


def mode_name(mode: str) -> str:
    return {"solo": translate("History", "Solo"), "campaign": translate("History", "Campaign"),
            "multiplayer": translate("History", "Multiplayer")}.get(mode, mode)


def palette_of(game: str) -> dict[str, str]:
    if game in LAYOUT_GAME_IDS:
        return dict(sheet_geometry(game).palette)
    return dict(FALLBACK_COLOURS)


def stage_label(stage: str | None) -> str:
    if not stage:
        return ""
    if stage.startswith("daily/"):
        day = date.fromisoformat(stage.split("/", 1)[1])
        return translate("History", "Daily game %1").replace("%1", dates.day_text(day))
    try:
        found = campaign_store.find_stage(stage)
    except KeyError:
        return stage
    return translate("History", "Stage %1").replace("%1", str(found.number))


# ---------------------------------------------------------------------------- the recorder
@dataclass
class Session:
    """One game at the table, from its start to its end (or until it is left)."""

    uid: str
    record_setup: Any
    mode: str
    stage: str | None
    started: float
    autoplayed: bool = False  # no human made its decisions (autoplay, or only computers): unwritten
    written: bool = False


class GameRecorder(QObject):
    """Watches the ``Game`` controller and hands every game that ends to ``write``.

    A new game (a different setup, or any start after the table was left) opens a session; undo,
    redo or a resume of the same game keep it. The computer playing *for* the player (the
    screenshot tool's autoplay) makes a game that is not the player's: it is not written.
    """

    def __init__(self, game: Game, write: Callable[[GameState, GameRecord, Session], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._write = write
        self._session: Session | None = None
        self._expected: tuple[str, str | None] | None = None
        game.started.connect(self._on_started)
        game.moved.connect(self._on_moved)
        game.changed.connect(self._on_changed)
        game.autoplayDone.connect(self._on_autoplay)

    @property
    def session(self) -> Session | None:
        return self._session

    def expect(self, mode: str, stage: str | None) -> None:
        """The next game started is of this mode (and campaign stage)."""
        self._expected = (mode, stage)

    def _on_started(self) -> None:
        record = self._game.record
        if record is None:
            return
        current = self._session
        if current is not None and current.record_setup == record.setup \
                and self._expected is None:
            return  # the same game again (undo, redo, resume)
        mode, stage = self._expected or self._guess(record)
        self._expected = None
        self._session = Session(uuid.uuid4().hex, record.setup, mode, stage, time.monotonic())
        if self._game.state is not None and self._game.state.phase == Phase.GAME_OVER:
            self._session.written = True  # a finished game shown again is not a new game

    @staticmethod
    def _guess(record: GameRecord) -> tuple[str, str | None]:
        """The mode of a game started elsewhere: a resumed campaign stage keeps its stage.

        Only a game resumed with moves already made counts (Continue); a new game typed in with
        a stage's seed is a solo game, with undo, and earns no stars.
        """
        setup = record.setup
        if len(setup.players) > 1:
            return "multiplayer", None
        if record.moves:
            for chapter in campaign_store.chapters():
                for stage in chapter.stages:
                    if (stage.game, stage.seed) == (setup.game, setup.seed):
                        return "campaign", stage.id
            today = date.today()
            for back in range(3):
                day = today - timedelta(days=back)
                if campaign_store.daily_game(day, LAYOUT_GAME_IDS) == (setup.game, setup.seed):
                    return "campaign", campaign_store.daily_stage_id(day)
        return "solo", None

    def _on_changed(self) -> None:
        state, session = self._game.state, self._session
        if state is None:
            self._session = None  # left: a game not finished is never written
            return
        record = self._game.record
        if session is None or record is None or session.record_setup != record.setup:
            return  # "changed" of a new game can come before its "started": not this session
        if state.decider is not None \
                and session.record_setup.players[state.decider].bot is None \
                and self._game.property("computerDeciding"):
            session.autoplayed = True  # the computer decides for a human seat: autoplay

    def _on_autoplay(self) -> None:
        if self._session is not None:
            self._session.autoplayed = True

    def _on_moved(self) -> None:
        state, record, session = self._game.state, self._game.record, self._session
        if state is None or record is None or session is None or session.written:
            return
        if state.phase != Phase.GAME_OVER:
            return
        session.written = True
        if session.autoplayed:
            return
        self._write(state, record, session)


def set_cubed_mode(setup: setcubed.SetCubedSetup) -> str | None:
    """The history's mode of a SET Cubed game: one human against the computer is the desk's own
    solo mode, two or more humans multiplayer; None when no human plays (nobody's game)."""
    humans = sum(1 for p in setup.players if p.bot is None)
    if humans == 0:
        return None
    return "solo" if humans == 1 else "multiplayer"


class SetCubedRecorder(QObject):
    """Watches the ``SetCubedGame`` controller and hands every game that ends to ``write``.

    The same sessions as :class:`GameRecorder`: a new setup (or any start after the table was
    left) opens one, undo, redo or a resume of the same game keep it, a game shown when already
    over is not written again. SET Cubed has no campaign and no autoplay; a game with computers
    in every seat is not the player's, so it is never written (like a Clever game the computer
    played for the player).
    """

    def __init__(self, game: SetCubedGame,
                 write: Callable[[setcubed.SetCubedState, setcubed.SetCubedRecord, Session],
                                 None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._write = write
        self._session: Session | None = None
        game.started.connect(self._on_started)
        game.moved.connect(self._on_moved)
        game.changed.connect(self._on_changed)

    @property
    def session(self) -> Session | None:
        return self._session

    def _on_started(self) -> None:
        record = self._game.record
        if record is None:
            return
        current = self._session
        if current is not None and current.record_setup == record.setup:
            return  # the same game again (undo, redo, resume)
        mode = set_cubed_mode(record.setup)
        # computers only: a session all the same (so undo keeps it), marked never to be written
        session = Session(uuid.uuid4().hex, record.setup, mode or "multiplayer", None,
                          time.monotonic(), autoplayed=mode is None)
        state = self._game.state
        if state is not None and state.phase == setcubed.Phase.GAME_OVER:
            session.written = True  # a finished game shown again is not a new game
        self._session = session

    def _on_changed(self) -> None:
        if self._game.state is None:
            self._session = None  # left: a game not finished is never written

    def _on_moved(self) -> None:
        state, record, session = self._game.state, self._game.record, self._session
        if state is None or record is None or session is None or session.written:
            return
        if state.phase != setcubed.Phase.GAME_OVER or session.record_setup != record.setup:
            return
        session.written = True
        if session.autoplayed:
            return
        self._write(state, record, session)


# ---------------------------------------------------------------------------- the list model
_ROLES = ("gameId", "when", "game", "title", "mode", "modeName", "stage", "players", "total",
          "rating", "duration", "colour")
_ROLE_BASE = int(Qt.ItemDataRole.UserRole) + 1


class HistoryGamesModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, ...]] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:  # noqa: N802
        return {_ROLE_BASE + i: QByteArray(name.encode()) for i, name in enumerate(_ROLES)}

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        offset = role - _ROLE_BASE
        if 0 <= offset < len(_ROLES):
            return self._rows[index.row()][offset]
        return None

    def set_rows(self, rows: list[tuple[Any, ...]],
                 more: Callable[[], list[tuple[Any, ...]]] | None = None) -> None:
        """A new list; ``more`` gives the next page of rows ([] at the end) for a long one."""
        self.beginResetModel()  # a new filter: a new list
        self._rows = rows
        self._more = more
        self.endResetModel()

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: N802, B008
                     ) -> bool:
        return not parent.isValid() and getattr(self, "_more", None) is not None

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: N802, B008
                  ) -> None:
        """The view scrolled near the end: the next page comes from the database."""
        more = getattr(self, "_more", None)
        if parent.isValid() or more is None:
            return
        rows = more()
        if not rows:
            self._more = None
            return
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def game_ids(self) -> list[int]:
        return [row[0] for row in self._rows]


def _duration_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 1:
        return translate("History", "under a minute")
    if minutes < 60:
        return translate("History", "%1 min").replace("%1", str(minutes))
    return translate("History", "%1 h %2 min").replace("%1", str(minutes // 60)).replace(
        "%2", str(minutes % 60))


def _when_text(when: datetime) -> str:
    return dates.moment_text(when)  # never an ambiguous "01/12/2026"


# ---------------------------------------------------------------------------- a past game
def _subtitle(entry: HistoryGame, seed: int) -> str:
    parts = [_when_text(entry.finished_at), mode_name(entry.mode)]
    if entry.practice:
        parts.append(translate("History", "practice undo: not in the records"))
    if entry.hints:
        parts.append(translate("History", "hints were used"))
    if entry.stage:
        parts.append(stage_label(entry.stage))
    parts.append(translate("History", "seed %1").replace("%1", str(seed)))
    parts.append(_duration_text(entry.duration_s))
    return " · ".join(parts)


class PastReplay(QObject):
    """What every past game shares with QML: its title, the steps of the replay and their words.

    A subclass replays its record into one state per step and one list of log lines per step
    (step 0 is the start, step n the position after the n-th move), then calls ``_show``.
    Its own step-dependent properties notify with its own ``shown`` signal: a property of a
    subclass that notifies with a signal of its base crashes PySide6 (6.11) when QML reads it.
    """

    changed = Signal()
    kind = "clever"  # which view PastGameScreen shows: "clever" (a sheet) or "set-cubed"

    def __init__(self, entry: HistoryGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self._lines: list[list[str]] = []
        self._step = 0

    def _steps(self) -> int:
        return len(self._lines) - 1

    def _show(self) -> None:
        self.changed.emit()

    def go(self, step: int) -> None:
        step = max(0, min(self._steps(), int(step)))
        if step != self._step:
            self._step = step
            self._show()

    @property
    def step(self) -> int:
        return self._step

    @Slot(int)
    def setStep(self, step: int) -> None:  # noqa: N802
        self.go(step)

    @Slot()
    def forward(self) -> None:
        self.go(self._step + 1)

    @Slot()
    def back(self) -> None:
        self.go(self._step - 1)

    @Slot()
    def first(self) -> None:
        self.go(0)

    @Slot()
    def last(self) -> None:
        self.go(self._steps())

    @Property(str, constant=True)
    def gameKind(self) -> str:  # noqa: N802
        return self.kind

    @Property(str, constant=True)
    def title(self) -> str:
        return words.game_title(self.entry.game)

    @Property(int, notify=changed)
    def currentStep(self) -> int:  # noqa: N802
        return self._step

    @Property(int, constant=True)
    def steps(self) -> int:
        return self._steps()

    @Property(str, notify=changed)
    def stepText(self) -> str:  # noqa: N802
        if self._step == 0:
            return translate("History", "Before the first move")
        return translate("History", "Move %1 of %2").replace("%1", str(self._step)).replace(
            "%2", str(self._steps()))

    @Property(str, notify=changed)
    def moveText(self) -> str:  # noqa: N802
        lines = self._lines[self._step]
        return "\n".join(lines) if lines else ""

    @Property(list, constant=True)
    def moves(self) -> list[str]:
        """What each step did, in words (step 0: the start), for the list beside the board."""
        start = translate("History", "Start")
        return [" · ".join(lines) if lines else start for lines in self._lines]


class PastGame(PastReplay):
    """A finished Clever game of the history: its final sheets, and a replay move by move."""

    shown = Signal()

    def __init__(self, game: HistoryGame, record: GameRecord, parent: QObject | None = None
                 ) -> None:
        super().__init__(game, parent)
        self.record = record
        self.rules = get_rules(record.setup.game)
        self.names = [p.name for p in record.setup.players]
        rules = self.rules
        state = rules.new_game(record.setup)
        self._states = [state]
        self._lines = [[line for line, _ in words.log_lines(
            rules, state.last_events, self.names, state, None)]]
        for move in record.moves:
            mover = state.decider
            state = rules.apply(state, move)
            self._states.append(state)
            self._lines.append([line for line, _ in words.log_lines(
                rules, state.last_events, self.names, state, mover)])
        self._step = len(self._states) - 1
        self._seat = next((r.seat for r in game.results if r.human), 0)
        self.drawable = record.setup.game in LAYOUT_GAME_IDS
        self._geometry = sheet_geometry(record.setup.game) if self.drawable else None
        self._sheet = SheetModel(self._geometry, rules, self) if self._geometry else None
        self._show()

    # ------------------------------------------------------------------ stepping
    def _show(self) -> None:
        if self._sheet is not None:
            state = self._states[self._step]
            flash: dict[tuple[str, str, str], int] = {}
            for order, event in enumerate(state.last_events, start=1):
                if event.area and event.cell is not None and event.seat == self._seat:
                    flash[("cell", event.area, str(event.cell))] = order
            self._sheet.show(self._seat, state, View({}, flash=flash))
        self.changed.emit()
        self.shown.emit()

    @property
    def state(self) -> GameState:
        return self._states[self._step]

    @Slot(int)
    def showSeat(self, seat: int) -> None:  # noqa: N802
        if 0 <= seat < len(self.names) and seat != self._seat:
            self._seat = seat
            self._show()

    # ------------------------------------------------------------------ printing
    @Slot(str, result=str)
    def printPdf(self, path: str) -> str:  # noqa: N802
        """Write the final sheets to a PDF at ``path`` (or a file URL); "" or the problem."""
        from cleverdesk.printing import PrintError, jobs_for_record, write_pdf

        title = words.game_title(self.record.setup.game)
        try:
            target = file_choice.target_file(path, "pdf")  # no folder is ever created
        except file_choice.ChoiceError as error:
            return str(error)
        try:
            jobs = jobs_for_record(self.record, when=self.entry.finished_at.astimezone(),
                                   game_title=title)
            write_pdf(target, jobs, title=f"{title} — {', '.join(self.names)}")
        except (PrintError, OSError) as error:
            return translate("History", "The sheets could not be written to %1: %2").replace(
                "%1", str(target)).replace("%2", str(error))
        return ""

    def suggested_pdf(self) -> Path:
        """The file the PDF dialog proposes: in the documents folder, named after the game."""
        day = self.entry.finished_at.astimezone().date().isoformat()
        title = f"{words.game_title(self.record.setup.game)} {', '.join(self.names)} {day}"
        return file_choice.documents_folder() / file_choice.file_name(title, "pdf")

    @Slot(result=str)
    def choosePdf(self) -> str:  # noqa: N802
        """Ask where to write the PDF, write it; what happened, in words ("" if cancelled)."""
        path = file_choice.ask_save_path(
            translate("History", "Print the sheets to PDF"), self.suggested_pdf(),
            translate("History", "PDF files (*.pdf)"))
        if not path:
            return ""
        return self.printPdf(path) or translate("History", "Saved %1.").replace(
            "%1", str(file_choice.target_file(path, "pdf")))

    # ------------------------------------------------------------------ what QML shows
    @Property(QObject, constant=True)
    def sheet(self) -> QObject | None:
        return self._sheet

    @Property(bool, constant=True)
    def canDraw(self) -> bool:  # noqa: N802
        return self.drawable

    @Property(bool, constant=True)
    def canPrint(self) -> bool:  # noqa: N802
        return self.drawable

    @Property(float, constant=True)
    def pageWidth(self) -> float:  # noqa: N802
        return self._geometry.width if self._geometry else 230.0

    @Property(float, constant=True)
    def pageHeight(self) -> float:  # noqa: N802
        return self._geometry.height if self._geometry else 180.0

    @Property(dict, constant=True)
    def palette(self) -> dict[str, str]:
        return palette_of(self.record.setup.game)

    @Property(str, constant=True)
    def subtitle(self) -> str:
        return _subtitle(self.entry, self.record.setup.seed)

    @Property(list, constant=True)
    def seats(self) -> list[dict[str, Any]]:
        out = []
        for r in self.entry.results:
            rating = ""
            if r.rating:
                band = next((b for b in self.rules.rating if b.code == r.rating), None)
                rating = words.rating_label(self.rules.game_id, r.rating,
                                            band.en if band else r.rating)
            out.append({"seat": r.seat, "name": r.name, "total": r.total, "winner": r.winner,
                        "computer": not r.human, "rating": rating,
                        "scores": [{"name": words.colour(a), "value": v,
                                    "colour": palette_of(self.entry.game).get(a, "#888888")}
                                   for a, v in r.areas.items()],
                        "foxes": r.foxes})
        return out

    @Property(int, notify=shown)
    def seat(self) -> int:
        return self._seat

    @Property(str, notify=shown)
    def roundText(self) -> str:  # noqa: N802
        state = self.state
        if state.phase == Phase.GAME_OVER:
            return translate("History", "Game over")
        return translate("History", "Round %1 of %2").replace("%1", str(state.round)).replace(
            "%2", str(state.rounds))

    @Property(int, notify=shown)
    def seatTotal(self) -> int:  # noqa: N802
        return self.rules.total(self.state.players[self._seat])


def round_name(number: int) -> str:
    return translate("History", "Round %1").replace("%1", str(number))


Points = TypeVar("Points", int, float)


def round_scores(areas: Mapping[str, Points]) -> list[tuple[int, Points]]:
    """(round, points) of a SET Cubed breakdown (a seat's, or averages), in round order."""
    found = [(round_number(a), v) for a, v in areas.items()]
    return sorted((n, v) for n, v in found if n is not None)


class PastSetCubedGame(PastReplay):
    """A finished SET Cubed game of the history: the board at every step of a replay.

    There is no score sheet (so nothing to print): the board shows the dice as they lay after
    the step, the dice that step placed or swapped framed, the SETs it made and the bonus
    squares it paid highlighted; the seats show every player's points per round.
    """

    kind = SET_CUBED
    shown = Signal()

    def __init__(self, game: HistoryGame, record: setcubed.SetCubedRecord,
                 parent: QObject | None = None) -> None:
        super().__init__(game, parent)
        self.record = record
        self.rules = setcubed.get_rules()
        self.rules.check_data(record.data)  # another board or dice: say so, do not mis-replay
        self.names = [p.name for p in record.setup.players]
        state = self.rules.new_game(record.setup)
        self._states = [state]
        self._lines = [[line for line, _ in setcubed_words.log_lines(state.last_events,
                                                                      self.names)]]
        for move in record.moves:
            state = self.rules.apply(state, move)
            self._states.append(state)
            self._lines.append([line for line, _ in setcubed_words.log_lines(
                state.last_events, self.names)])
        self._step = len(self._states) - 1
        self._board = BoardModel(self)
        self._show()

    def _show(self) -> None:
        self._board.set_rows(board_rows(self.rules, self.state))
        self.changed.emit()
        self.shown.emit()

    @property
    def state(self) -> setcubed.SetCubedState:
        return self._states[self._step]

    # ------------------------------------------------------------------ what QML shows
    @Property(QObject, constant=True)
    def board(self) -> QObject:
        return self._board

    @Property(bool, notify=shown)
    def logoCovered(self) -> bool:  # noqa: N802
        logo = set(self.rules.board.logo)
        return any(t.cell in logo for t in self.state.board)

    @Property(bool, constant=True)
    def canDraw(self) -> bool:  # noqa: N802
        return False  # no sheet: the board is drawn instead

    @Property(bool, constant=True)
    def canPrint(self) -> bool:  # noqa: N802
        return False  # SET Cubed has no score sheet to print

    @Property(str, constant=True)
    def subtitle(self) -> str:
        return _subtitle(self.entry, self.record.setup.seed)

    @Property(list, constant=True)
    def seats(self) -> list[dict[str, Any]]:
        colour = GAME_COLOURS[SET_CUBED]
        return [{"seat": r.seat, "name": r.name, "total": r.total, "winner": r.winner,
                 "computer": not r.human, "rating": "", "foxes": 0,
                 "scores": [{"name": round_name(n), "value": v, "colour": colour}
                            for n, v in round_scores(r.areas)]}
                for r in self.entry.results]

    @Property(int, constant=True)
    def seat(self) -> int:
        return -1  # one board for all: no seat is singled out

    @Property(list, notify=shown)
    def stepTotals(self) -> list[int]:  # noqa: N802
        """Every seat's points after the current step."""
        return self.rules.totals(self.state)

    @Property(list, notify=shown)
    def roundTable(self) -> list[dict[str, Any]]:  # noqa: N802
        """The rounds begun by the current step: every seat's points, the round in play marked."""
        state = self.state
        rounds = max(len(p.round_points) for p in state.players)
        playing = state.phase != setcubed.Phase.GAME_OVER
        return [{"round": r + 1,
                 "points": [p.round_points[r] if r < len(p.round_points) else 0
                            for p in state.players],
                 "current": playing and r + 1 == state.round}
                for r in range(rounds)]

    @Property(str, notify=shown)
    def roundText(self) -> str:  # noqa: N802
        state = self.state
        if state.phase == setcubed.Phase.GAME_OVER:
            return translate("History", "Game over")
        return round_name(state.round)

    @Property(str, notify=shown)
    def bagText(self) -> str:  # noqa: N802
        return translate("History", "Bag: %1").replace(
            "%1", setcubed_words.dice_text(len(self.state.bag)))


def board_rows(rules: setcubed.SetCubedRules, state: setcubed.SetCubedState
               ) -> list[tuple[Any, ...]]:
    """The ``BoardModel`` rows of a position seen afterwards: what lies where, and what the
    move that led to it did (dice placed or swapped, SETs made, bonus squares paid)."""
    tiles = {t.cell: t for t in state.board}
    moved: set[tuple[int, int]] = set()
    in_set: set[tuple[int, int]] = set()
    paid: set[tuple[int, int]] = set()
    for event in state.last_events:
        if event.kind in ("place", "place_wild", "swap") and event.cell is not None:
            moved.add((event.cell[0], event.cell[1]))
        elif event.kind == "set":
            in_set.update((c[0], c[1]) for c in event.cells)
        elif event.kind == "bonus" and event.cell is not None:
            paid.add((event.cell[0], event.cell[1]))
    claimed = set(state.claimed)
    logo = set(rules.board.logo)
    rows = []
    for r in range(1, rules.rows + 1):
        for c in range(1, rules.columns + 1):
            cell = (r, c)
            bonus = rules.board.bonus.get(cell, 0)
            tile = tiles.get(cell)
            tip = setcubed_words.cell_text(cell)
            if tile is not None:
                tip += " · " + setcubed_words.tile_text(tile.face, tile.wild)
            elif bonus:
                tip += " · " + translate("History", "bonus square +%1").replace(
                    "%1", str(bonus))
            values = {"row": r, "column": c, "bonus": bonus, "claimed": cell in claimed,
                      "logo": cell in logo, "face": tile.face if tile else "",
                      "wild": bool(tile and tile.wild), "inSet": cell in in_set,
                      "payBonus": cell in paid, "lastTurn": cell in moved and tile is not None,
                      "tip": tip,
                      "spoken": square_name(tip, pending=False, in_set=cell in in_set,
                                            pay_bonus=bonus if cell in paid else 0,
                                            swappable=False, completes=False)}
            # the roles of the live table's model; those of a turn being built stay off
            rows.append(tuple(values.get(role, False) for role in BoardModel.ROLE_NAMES))
    return rows


# ---------------------------------------------------------------------------- the singleton
# A QML singleton of the Cleverdesk module, registered by ui/app/app.py (created on first use).
class History(QObject):
    """The History screen's data and the desk's writing of finished games (``History`` in QML)."""

    changed = Signal()  # the list or the figures
    filtersChanged = Signal()  # noqa: N815
    noticeChanged = Signal()  # noqa: N815
    currentChanged = Signal()  # noqa: N815
    recorded = Signal(int)  # a finished game was written (its id)

    def __init__(self, game: Game | None = None, parent: QObject | None = None,
                 set_cubed: SetCubedGame | None = None) -> None:
        super().__init__(parent)
        self._store: HistoryStore | None = None
        self._notice = ""
        self._reported: set[str] = set()
        self._listeners: list[Callable[[GameState, GameRecord, Session, int | None], None]] = []
        self._game_filter = ""
        self._mode_filter = ""
        self._period = "all"
        self._from = ""
        self._to = ""
        self._range_error = ""
        self._games: dict[int, HistoryGame] = {}  # the listed games loaded so far, by id
        self._figures = Figures()
        self._total = 0  # the filter's games by SQL (readable or not), shown until figures come
        self._busy = False  # the figures of a long history are being gathered off this thread
        self._generation = 0  # which refresh the gathering thread works for
        self._figuresReady.connect(self._take_figures, Qt.ConnectionType.QueuedConnection)
        self._model = HistoryGamesModel(self)
        self._current: PastReplay | None = None
        self._open_error = ""
        self._today = date.today
        # Whether practice undo went back past seen dice in the game on the table (the Saves
        # singleton keeps the undo history; see create()). Such games are listed, not counted.
        self.practice_used: Callable[[], bool] = lambda: False
        # Whether hints were shown in the game on the table (the Saves singleton keeps the mark
        # with the game's undo history, so that it survives saving and resuming; see create())
        self.hints_used: Callable[[], bool] = lambda: False
        self.recorder = GameRecorder(game, self._record, self) if game is not None else None
        self.set_cubed_recorder = SetCubedRecorder(set_cubed, self._record_set_cubed, self) \
            if set_cubed is not None else None
        # why the history cannot be used right now (None when it can): a game finished
        # meanwhile is kept with this reason
        self._unavailable: BaseException | None = None
        self._keeper = HistoryKeeper(self._open_store, self._report, self.refresh, parent=self)
        self._open_store()

    @staticmethod
    def create(engine: QQmlEngine) -> History:
        game = engine.singletonInstance(QML_IMPORT_NAME, "Game")
        set_cubed = engine.singletonInstance(QML_IMPORT_NAME, "SetCubedGame")
        history = History(game if isinstance(game, Game) else None, engine,
                          set_cubed if isinstance(set_cubed, SetCubedGame) else None)
        saves = engine.singletonInstance(QML_IMPORT_NAME, "Saves")
        if saves is not None and hasattr(saves, "history"):
            history.practice_used = lambda: bool(
                saves.history is not None and saves.history.practice_used)
            history.hints_used = lambda: bool(
                saves.history is not None and saves.history.hints_used)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(history.close)
        return history

    # ------------------------------------------------------------------ the database
    def _report(self, key: str, text: str) -> None:
        if key in self._reported:
            return
        self._reported.add(key)
        self._notice = text if not self._notice else self._notice + "\n\n" + text
        self.noticeChanged.emit()

    def _open_store(self) -> HistoryStore | None:
        if self._store is not None:
            return self._store
        try:
            # never a long wait on the GUI thread: a lock is said at once and retried
            store = HistoryStore(busy_timeout_s=GUI_BUSY_S)
        except HistoryLocked as error:
            self._unavailable = error
            self._report_locked()
            self._keeper.wait_and_retry()
            return None
        except HistoryError as error:
            self._unavailable = error
            self._report("newer", translate(
                "History",
                "Your score history was written by a newer version of cleverdesk, so this "
                "version cannot add to it. Your games are not recorded until you update; "
                "nothing was changed."))
            return None
        except Exception as error:  # noqa: BLE001 - whatever it is, play goes on and we say so
            self._unavailable = error
            self._report("open", translate(
                "History",
                "Your score history cannot be opened (%1). Your games are kept and added when "
                "it can be opened again; you can keep playing.").replace(
                    "%1", str(error) or type(error).__name__))
            return None
        self._unavailable = None
        self._reported.discard("locked")  # a later lock is said again
        self._report_damaged(store)
        if store.read_only:
            self._report("readonly", translate(
                "History",
                "Your score history is read-only: the data folder cannot be written. It is "
                "shown as it is, but games finished now cannot be added to it."))
        self._store = store
        self._keeper.add_kept(store)  # games kept while it could not be written go in first
        return store

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
        self._report(str(damaged.moved_to), text)

    def _report_locked(self) -> None:
        self._report("locked", translate(
            "History",
            "Your score history is in use by another program (it is locked). It was left as it "
            "is; nothing in it is lost. Games finished meanwhile are kept and added when it is "
            "free again; cleverdesk tries again by itself."))

    def _with_store(self, action: Callable[[HistoryStore], Any]) -> Any:
        """Run ``action`` on the store; a database that breaks meanwhile is set aside once.

        A database locked by another program is not broken: we say so, leave it alone and try
        again later. Any other error is said, never swallowed."""
        for attempt in range(2):
            store = self._open_store()
            if store is None:
                return None
            try:
                return action(store)
            except HistoryLocked:
                self._report_locked()
                self._keeper.wait_and_retry()
                return None
            except sqlite3.DatabaseError as error:
                store.close()
                self._store = None
                if is_locked_error(error):
                    self._report_locked()
                    self._keeper.wait_and_retry()
                    return None
                if attempt == 0:  # reopening checks it: damage is set aside (and said)
                    self._damaged_since_open(store.path)
                    continue
                self._report("read:" + str(error), translate(
                    "History", "Your score history cannot be read (%1).").replace(
                        "%1", str(error) or type(error).__name__))
        return None

    def _damaged_since_open(self, path: Path) -> None:
        """Reopening a broken database sets it aside (the store does, and we report it)."""
        try:
            reopened = HistoryStore(path, busy_timeout_s=GUI_BUSY_S)
        except (HistoryError, sqlite3.Error, OSError):
            return
        self._report_damaged(reopened)
        reopened.close()

    def close(self) -> None:
        self._keeper.flush_to_disk()
        if self._store is not None:
            self._store.close()
            self._store = None

    def add_listener(self, listener: Callable[[GameState, GameRecord, Session, int | None],
                                              None]) -> None:
        """Called after every finished Clever game (the campaign's stages); not SET Cubed."""
        self._listeners.append(listener)

    def _record(self, state: GameState, record: GameRecord, session: Session) -> None:
        practice = self.practice_used()
        game_id = self._write(state, record, session, practice=practice,
                              hints=self.hints_used())
        if not practice:  # a practice game earns no campaign stars
            for listener in self._listeners:
                try:
                    listener(state, record, session, game_id)
                except HistoryLocked:  # the campaign writes its stage result: said, not raised
                    self._report_locked()
        self._written(game_id)

    def _record_set_cubed(self, state: setcubed.SetCubedState, record: setcubed.SetCubedRecord,
                          session: Session) -> None:
        self._written(self._write(state, record, session, practice=self.practice_used()))

    def _write(self, state: GameState | setcubed.SetCubedState,
               record: GameRecord | setcubed.SetCubedRecord, session: Session, *,
               practice: bool = False, hints: bool = False) -> int | None:
        """Write the finished game; when the history cannot take it, it is kept (and said) and
        added when it can. None: not written now (or written already)."""
        kept = pending.PendingGame(
            uid=session.uid, record=record, mode=session.mode,  # type: ignore[arg-type]
            duration_s=max(0.0, time.monotonic() - session.started),
            finished_at=datetime.now(UTC), stage=session.stage, practice=practice, hints=hints)
        for attempt in range(2):
            store = self._open_store()
            if store is None:
                self._keeper.keep(kept, self._unavailable or HistoryError("not open"))
                return None
            try:
                # a stage's result is the campaign's to write (it says what it earned); a
                # game kept now carries it into the history when it goes in
                return pending.add_game(store, kept, state, with_stage=False)
            except (HistoryError, sqlite3.Error, OSError, ValueError) as error:
                if isinstance(error, sqlite3.Error):
                    store.close()
                    self._store = None
                    if attempt == 0 and is_damage_error(error):
                        self._damaged_since_open(store.path)  # set aside: the new one may take it
                        continue
                self._keeper.keep(kept, error)
                return None
        return None

    def _written(self, game_id: int | None) -> None:
        if game_id is not None:
            self.recorded.emit(int(game_id))
            self.refresh()

    @property
    def store(self) -> HistoryStore | None:
        return self._open_store()

    # ------------------------------------------------------------------ notice
    @Property(str, notify=noticeChanged)
    def notice(self) -> str:
        return self._notice

    @Slot()
    def dismissNotice(self) -> None:  # noqa: N802
        if self._notice:
            self._notice = ""
            self.noticeChanged.emit()

    # ------------------------------------------------------------------ filters
    def _bounds(self) -> tuple[datetime | None, datetime | None]:
        today = self._today()
        if self._period in ("7", "30", "365"):
            start = today - timedelta(days=int(self._period) - 1)
            return datetime.combine(start, datetime.min.time()).astimezone(UTC), None
        if self._period == "custom":
            since = until = None
            if self._from:
                since = datetime.combine(date.fromisoformat(self._from),
                                         datetime.min.time()).astimezone(UTC)
            if self._to:
                until = datetime.combine(date.fromisoformat(self._to) + timedelta(days=1),
                                         datetime.min.time()).astimezone(UTC)
            return since, until
        return None, None

    def _filters(self) -> dict[str, Any]:
        since, until = self._bounds()
        return {"game": self._game_filter or None, "mode": self._mode_filter or None,
                "since": since, "until": until}

    @Slot()
    def refresh(self) -> None:
        """The list and figures of the filter. A short history is read whole, at once; a long
        one shows its first page at once, the next pages as the list scrolls, and its figures
        when a thread has gathered them (``busy`` meanwhile)."""
        filters = self._filters()
        self._generation += 1
        self._games = {}
        total = self._with_store(lambda store: store.count_games(**filters))
        self._total = total or 0
        if self._total <= SYNC_GAMES:
            found = self._with_store(lambda store: list(store.scan(**filters)))
            games = [g for g in found or [] if g is not None]
            self._games = {g.id: g for g in games}
            self._figures = gather(found or []) or Figures()
            self._busy = False
            self._model.set_rows([self._row(g) for g in games])
        else:
            self._figures = Figures()
            self._busy = True
            self._model.set_rows(self._page(filters, 0), self._pager(filters))
            self._gather_in_background(filters)
        self.changed.emit()

    def _page(self, filters: dict[str, Any], offset: int) -> list[tuple[Any, ...]]:
        found = self._with_store(lambda store: store.read(**filters, limit=PAGE_GAMES,
                                                          offset=offset))
        if found is None:
            return []
        for g in found.games:
            self._games[g.id] = g
        return [self._row(g) for g in found.games]

    def _pager(self, filters: dict[str, Any]) -> Callable[[], list[tuple[Any, ...]]]:
        offset = [PAGE_GAMES]

        def more() -> list[tuple[Any, ...]]:
            while offset[0] < self._total:
                rows = self._page(filters, offset[0])
                offset[0] += PAGE_GAMES
                if rows:
                    return rows
            return []

        return more

    _figuresReady = Signal(int, object)  # noqa: N815 - (generation, Figures) from the thread

    def _gather_in_background(self, filters: dict[str, Any]) -> None:
        store = self._store
        if store is None:
            self._busy = False
            return
        generation, path, read_only = self._generation, store.path, store.read_only

        def work() -> None:
            figures: Figures | None = None
            try:
                with HistoryStore(path, busy_timeout_s=5.0, read_only=read_only) as own:
                    figures = gather(own.scan(**filters),
                                     cancelled=lambda: generation != self._generation)
            except Exception:  # noqa: BLE001 - the list is shown; the figures stay empty
                figures = Figures()
            if figures is not None:
                self._figuresReady.emit(generation, figures)

        threading.Thread(target=work, name="history-figures", daemon=True).start()

    @Slot(int, object)
    def _take_figures(self, generation: int, figures: Figures) -> None:
        if generation != self._generation:
            return  # a later filter is being gathered
        self._figures = figures
        self._busy = False
        self.changed.emit()

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        """The figures of a long history are being gathered (the list is there already)."""
        return self._busy

    def _row(self, g: HistoryGame) -> tuple[Any, ...]:
        mine = [r for r in g.results if r.human] or list(g.results)
        total = max(r.total for r in mine) if mine else 0
        rating = ""
        first = mine[0] if mine else None
        if first is not None and first.rating and len(g.results) == 1:
            rules = get_rules(g.game) if g.game in GAME_IDS else None  # SET Cubed: no bands
            band = next((b for b in rules.rating if b.code == first.rating), None) \
                if rules else None
            rating = words.rating_label(g.game, first.rating,
                                        band.en if band else first.rating)
        players = "  ·  ".join(f"{r.name} {r.total}" + (" ★" if r.winner and len(g.results) > 1
                                                         else "") for r in g.results)
        mode = mode_name(g.mode)
        if g.practice:
            mode = translate("History", "%1 · practice undo").replace("%1", mode)
        if g.hints:
            mode = translate("History", "%1 · with hints").replace("%1", mode)
        return (g.id, _when_text(g.finished_at), g.game, words.game_title(g.game), g.mode,
                mode, stage_label(g.stage), players, total, rating,
                _duration_text(g.duration_s), GAME_COLOURS.get(g.game, "#9e9e9e"))

    @Slot(str)
    def setGameFilter(self, game: str) -> None:  # noqa: N802
        if game != self._game_filter:
            self._game_filter = game
            self.filtersChanged.emit()
            self.refresh()

    @Slot(str)
    def setModeFilter(self, mode: str) -> None:  # noqa: N802
        if mode in ("", *MODES) and mode != self._mode_filter:
            self._mode_filter = mode
            self.filtersChanged.emit()
            self.refresh()

    @Slot(str)
    def setPeriod(self, period: str) -> None:  # noqa: N802
        if period in PERIODS and period != self._period:
            self._period = period
            self.filtersChanged.emit()
            self.refresh()

    @Slot(str, str, result=bool)
    def setRange(self, first: str, last: str) -> bool:  # noqa: N802
        """The custom period, as ISO dates (either may be empty); False if one is not a date."""
        first, last = first.strip(), last.strip()
        try:
            for text in (first, last):
                if text:
                    date.fromisoformat(text)
        except ValueError:
            self._range_error = translate("History", "Write dates as YYYY-MM-DD, e.g. 2026-11-30.")
            self.filtersChanged.emit()
            return False
        if first and last and first > last:
            self._range_error = translate("History", "The first day comes after the last day.")
            self.filtersChanged.emit()
            return False
        self._range_error = ""
        self._from, self._to, self._period = first, last, "custom"
        self.filtersChanged.emit()
        self.refresh()
        return True

    @Property(str, notify=filtersChanged)
    def gameFilter(self) -> str:  # noqa: N802
        return self._game_filter

    @Property(str, notify=filtersChanged)
    def modeFilter(self) -> str:  # noqa: N802
        return self._mode_filter

    @Property(str, notify=filtersChanged)
    def period(self) -> str:
        return self._period

    @Property(str, notify=filtersChanged)
    def rangeFrom(self) -> str:  # noqa: N802
        return self._from

    @Property(str, notify=filtersChanged)
    def rangeTo(self) -> str:  # noqa: N802
        return self._to

    @Property(str, notify=filtersChanged)
    def rangeError(self) -> str:  # noqa: N802
        return self._range_error

    @Property(list, constant=True)
    def gameChoices(self) -> list[dict[str, str]]:  # noqa: N802
        return [{"id": "", "name": translate("History", "All games")}] + [
            {"id": g, "name": words.game_title(g)} for g in HISTORY_GAME_IDS]

    @Property(list, constant=True)
    def modeChoices(self) -> list[dict[str, str]]:  # noqa: N802
        return [{"id": "", "name": translate("History", "All modes")}] + [
            {"id": m, "name": mode_name(m)} for m in MODES]

    @Property(list, constant=True)
    def periodChoices(self) -> list[dict[str, str]]:  # noqa: N802
        names = {"all": translate("History", "All time"),
                 "7": translate("History", "Last 7 days"),
                 "30": translate("History", "Last 30 days"),
                 "365": translate("History", "Last year"),
                 "custom": translate("History", "From … to …")}
        return [{"id": p, "name": names[p]} for p in PERIODS]

    # ------------------------------------------------------------------ the list and figures
    @Property(QObject, constant=True)
    def games(self) -> QObject:
        return self._model

    @Property(int, notify=changed)
    def count(self) -> int:
        return self._total if self._busy else self._figures.count

    @Property(int, notify=changed)
    def unreadable(self) -> int:
        """Games of the shown period that the history holds but could not read."""
        return self._figures.unreadable

    @Property(str, notify=changed)
    def unreadableText(self) -> str:  # noqa: N802
        unreadable = self._figures.unreadable
        if not unreadable:
            return ""
        return self.tr("%n game(s) could not be read and are not shown.", "", unreadable)

    def _stats_game(self) -> str:
        if self._game_filter:
            return self._game_filter
        counts = self._figures.played
        return max(counts, key=lambda k: (counts[k], -HISTORY_GAME_IDS.index(k)
                                          if k in HISTORY_GAME_IDS else 0)) if counts else ""

    @Property(str, notify=changed)
    def statsGame(self) -> str:  # noqa: N802
        return self._stats_game()

    @Property(str, notify=changed)
    def statsTitle(self) -> str:  # noqa: N802
        game = self._stats_game()
        return words.game_title(game) if game else ""

    @Property(list, notify=changed)
    def summary(self) -> list[dict[str, Any]]:
        """Per game among the shown games: how many, the best and the average (yours)."""
        out = []
        for game in HISTORY_GAME_IDS:
            stats = self._figures.stats_of(game)
            if stats.count:
                out.append({"game": game, "title": words.game_title(game),
                            "count": stats.count, "best": stats.best or 0,
                            "average": QLocale().toString(stats.average or 0.0, "f", 1),
                            "colour": GAME_COLOURS.get(game, "#9e9e9e")})
        return out

    @Property(list, notify=changed)
    def chart(self) -> list[dict[str, Any]]:
        """Your totals in the figures' game, oldest first: x in days since the first."""
        game = self._stats_game()
        return [{"t": p.t_ms, "total": p.total, "label": _when_text(p.finished_at),
                 "gameId": p.game_id} for p in self._figures.points.get(game, [])]

    @Property(list, notify=changed)
    def chartBands(self) -> list[dict[str, Any]]:  # noqa: N802
        game = self._stats_game()
        if not game or game not in GAME_IDS:
            return []
        return [{"min": b.min, "label": words.rating_label(game, b.code, b.en)}
                for b in get_rules(game).rating if b.min is not None]

    @Property(list, notify=changed)
    def areaAverages(self) -> list[dict[str, Any]]:  # noqa: N802
        game = self._stats_game()
        if not game:
            return []
        stats = self._figures.stats_of(game)
        if game == SET_CUBED:  # the rounds' averages, in round order
            colour = GAME_COLOURS[SET_CUBED]
            return [{"code": f"round_{n}", "name": round_name(n), "colour": colour,
                     "value": round(v, 1), "text": QLocale().toString(v, "f", 1)}
                    for n, v in round_scores(stats.area_averages)]
        colours = palette_of(game)
        return [{"code": a, "name": words.colour(a), "colour": colours.get(a, "#888888"),
                 "value": round(v, 1), "text": QLocale().toString(v, "f", 1)}
                for a, v in stats.area_averages.items()]

    @Property(bool, notify=changed)
    def roundAverages(self) -> bool:  # noqa: N802
        """The area averages are rounds (SET Cubed has rounds where Clever games have areas)."""
        return self._stats_game() == SET_CUBED

    @Property(list, notify=changed)
    def ratingCounts(self) -> list[dict[str, Any]]:  # noqa: N802
        game = self._stats_game()
        if not game or game not in GAME_IDS:
            return []
        stats = self._figures.stats_of(game)
        bands = []
        for band in sorted(get_rules(game).rating, key=lambda b: -(b.min or -1)):
            if band.min is None:
                span = translate("History", "under %1").replace("%1", str((band.max or 0) + 1))
            elif band.max is None:
                span = translate("History", "%1+").replace("%1", str(band.min))
            else:
                span = f"{band.min}–{band.max}"
            label = words.rating_label(game, band.code, band.en)
            bands.append({"code": band.code, "label": label,
                          "span": span, "count": stats.rating_counts.get(band.code, 0)})
        return bands

    @Property(int, notify=changed)
    def best(self) -> int:
        stats = self._figures.stats_of(self._stats_game())
        return stats.best or 0

    # ------------------------------------------------------------------ export and detail
    @Slot(str, result=str)
    def exportCsv(self, path: str) -> str:  # noqa: N802
        """Write the shown games as CSV to ``path`` (or a file URL); "" or the problem."""
        try:
            target = file_choice.target_file(path, "csv")  # no folder is ever created
        except file_choice.ChoiceError as error:
            return str(error)
        try:
            filters = self._filters()
            store = self._open_store()
            with target.open("w", encoding="utf-8", newline="") as out:
                if store is not None:  # streamed straight from SQL: never held whole
                    store.export_csv(out, **filters)
                else:
                    write_csv([], out)
        except OSError as error:
            return translate("History", "The history could not be written to %1: %2").replace(
                "%1", str(target)).replace("%2", error.strerror or str(error))
        return ""

    @Slot(result=str)
    def suggestedCsvName(self) -> str:  # noqa: N802
        return f"cleverdesk-history-{self._today().isoformat()}.csv"

    @Slot(result=str)
    def chooseCsv(self) -> str:  # noqa: N802
        """Ask where to write the CSV (the documents folder, a dated name), write it; what
        happened, in words ("" if cancelled)."""
        path = file_choice.ask_save_path(
            translate("History", "Export the history as CSV"),
            file_choice.documents_folder() / self.suggestedCsvName(),
            translate("History", "CSV files (*.csv)"))
        if not path:
            return ""
        return self.exportCsv(path) or translate("History", "Saved %1.").replace(
            "%1", str(file_choice.target_file(path, "csv")))

    @Slot(int, result=bool)
    def open(self, game_id: int) -> bool:
        entry = self._games.get(game_id) or self._with_store(lambda store: store.game(game_id))
        if entry is None:
            return False
        try:
            record = self._with_store(lambda store: store.record(game_id))
            if record is None:
                return False
            past: PastReplay = PastSetCubedGame(entry, record, self) \
                if isinstance(record, setcubed.SetCubedRecord) else PastGame(entry, record, self)
        except (IllegalMove, SetupError, UnknownGame, ValueError, KeyError) as error:
            # a game of an older or newer cleverdesk whose rules moved on: say so, go on
            self._open_error = translate("History", "This game cannot be shown: %1").replace(
                "%1", str(error))
            self.filtersChanged.emit()
            return False
        self._open_error = ""
        self.filtersChanged.emit()
        old = self._current
        self._current = past
        self.currentChanged.emit()
        if old is not None:
            old.deleteLater()
        return True

    @Property(str, notify=filtersChanged)
    def openError(self) -> str:  # noqa: N802
        return self._open_error

    @Property(QObject, notify=currentChanged)
    def current(self) -> QObject | None:
        return self._current
