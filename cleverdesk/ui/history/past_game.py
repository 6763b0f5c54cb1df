"""A past Clever game of the history, replayed move by move: :class:`PastReplay` is what every
past game shares with QML (its steps and their words), :class:`PastGame` the Clever sheet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal, Slot

from cleverdesk.engine import GameRecord, GameState, Phase, get_rules
from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry
from cleverdesk.store.history import HistoryGame
from cleverdesk.ui.common import file_choice, seat_names, words
from cleverdesk.ui.history.labels import palette_of, past_subtitle
from cleverdesk.ui.table.sheet_model import SheetModel, View

translate = QCoreApplication.translate


class PastReplay(QObject):
    """What every past game shares with QML: its title, the steps of the replay and their words.

    A subclass replays its record into one state per step and one list of log lines per step
    (step 0 is the start, step n the position after the n-th move), then calls ``_show``.
    Its own step-dependent properties notify with its own ``shown`` signal: a property of a
    subclass that notifies with a signal of its base crashes PySide6 (6.11) when QML reads it.
    """

    changed = Signal()
    kind = "clever"  # which view PastGameScreen shows: "clever" (a sheet) or SET Cubed's id

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
    def setStep(self, step: int) -> None:
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
    def gameKind(self) -> str:
        return self.kind

    @Property(str, constant=True)
    def title(self) -> str:
        return words.game_title(self.entry.game)

    @Property(int, notify=changed)
    def currentStep(self) -> int:
        return self._step

    @Property(int, constant=True)
    def steps(self) -> int:
        return self._steps()

    @Property(str, notify=changed)
    def stepText(self) -> str:
        if self._step == 0:
            return translate("History", "Before the first move")
        return translate("History", "Move %1 of %2").replace("%1", str(self._step)).replace(
            "%2", str(self._steps()))

    @Property(str, notify=changed)
    def moveText(self) -> str:
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
        self.names = seat_names.shown_names(p.name for p in record.setup.players)
        rules = self.rules
        state = rules.new_game(record.setup, record.throws)
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
    def showSeat(self, seat: int) -> None:
        if 0 <= seat < len(self.names) and seat != self._seat:
            self._seat = seat
            self._show()

    # ------------------------------------------------------------------ printing
    @Slot(str, result=str)
    def printPdf(self, path: str) -> str:
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
    def choosePdf(self) -> str:
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
    def canDraw(self) -> bool:
        return self.drawable

    @Property(bool, constant=True)
    def canPrint(self) -> bool:
        return self.drawable

    @Property(float, constant=True)
    def pageWidth(self) -> float:
        return self._geometry.width if self._geometry else 230.0

    @Property(float, constant=True)
    def pageHeight(self) -> float:
        return self._geometry.height if self._geometry else 180.0

    @Property(dict, constant=True)
    def palette(self) -> dict[str, str]:
        return palette_of(self.record.setup.game)

    @Property(str, constant=True)
    def subtitle(self) -> str:
        return past_subtitle(self.entry, self.record.setup.seed)

    @Property(list, constant=True)
    def seats(self) -> list[dict[str, Any]]:
        out = []
        for r in self.entry.results:
            rating = ""
            if r.rating:
                band = next((b for b in self.rules.rating if b.code == r.rating), None)
                rating = words.rating_label(self.rules.game_id, r.rating,
                                            band.en if band else r.rating)
            out.append({"seat": r.seat, "name": seat_names.shown_name(r.name), "total": r.total,
                        "winner": r.winner, "computer": not r.human, "rating": rating,
                        "scores": [{"name": words.colour(a), "value": v,
                                    "colour": palette_of(self.entry.game).get(a, "#888888")}
                                   for a, v in r.areas.items()],
                        "foxes": r.foxes})
        return out

    @Property(int, notify=shown)
    def seat(self) -> int:
        return self._seat

    @Property(str, notify=shown)
    def roundText(self) -> str:
        state = self.state
        if state.phase == Phase.GAME_OVER:
            return translate("History", "Game over")
        return translate("History", "Round %1 of %2").replace("%1", str(state.round)).replace(
            "%2", str(state.rounds))

    @Property(int, notify=shown)
    def seatTotal(self) -> int:
        return self.rules.total(self.state.players[self._seat])
