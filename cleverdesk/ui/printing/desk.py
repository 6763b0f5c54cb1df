"""Printing at the desk (``PrintDesk`` in QML): the running game, a saved game or blank sheets,
to a printer (with the native print preview) or to a PDF file.

What to print is one short text so QML needs few slots: ``"current"``, ``"save:<save id>"`` or
``"blank:<game id>:<copies>"``. The file dialogs only choose a path and call the path-taking slot
(:meth:`PrintDesk.exportPdf`), which is what the tests call.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal, Slot

from cleverdesk.layout import LAYOUT_GAME_IDS
from cleverdesk.ui.app.desk import playable_games
from cleverdesk.ui.common import file_choice, words

if TYPE_CHECKING:
    from cleverdesk.printing import SheetJob
    from cleverdesk.ui.common.table_controller import AnyTable
    from cleverdesk.ui.saves.desk import Saves
    from cleverdesk.ui.table.desk import Game

# The printing package (QPainter sheets, PDF pages) and SET Cubed's records are imported when
# something is printed, not at start: the desk's first frame never waits for them.

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1


def tr(text: str) -> str:
    return QCoreApplication.translate("PrintDesk", text)


def no_sheet_text() -> str:
    """Why a SET Cubed game cannot be printed: it is played on a board, not on score sheets."""
    return tr("SET Cubed has no score sheet to print: its game is the board on the table.")


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class PrintDesk(QObject):
    messageChanged = Signal()
    inkSaverChanged = Signal()

    def __init__(self, *, game: Game | None, saves: Saves | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game  # the Clever table
        self._saves = saves  # the saved games: their record to print, the game on the table
        self._message: str | Callable[[], str] = ""
        self._failed = False
        self._ink_saver = False

    # ------------------------------------------------------------------ what can be printed
    @Property(list, constant=True)
    def blankGames(self) -> list[dict[str, str]]:
        games = [g for g in playable_games() if g in LAYOUT_GAME_IDS]
        return [{"id": g, "title": words.game_title(g)} for g in games]

    @Property(int, constant=True)
    def maxCopies(self) -> int:
        from cleverdesk.printing.pages import MAX_COPIES  # the command line's limit too

        return MAX_COPIES

    def _get_ink_saver(self) -> bool:
        return self._ink_saver

    def _set_ink_saver(self, value: bool) -> None:
        if value != self._ink_saver:
            self._ink_saver = value
            self.inkSaverChanged.emit()

    # outlines and light tints instead of full colour (``print --ink-saver``)
    inkSaver = Property(bool, _get_ink_saver, _set_ink_saver, notify=inkSaverChanged)

    @Property(str, notify=messageChanged)
    def message(self) -> str:
        """Worded when read, so it follows a language switch (the switch re-announces it)."""
        return self._message() if callable(self._message) else self._message

    @Property(bool, notify=messageChanged)
    def failed(self) -> bool:
        return self._failed

    def _say(self, text: str | Callable[[], str], failed: bool = False) -> None:
        self._message, self._failed = text, failed
        self.messageChanged.emit()

    def jobs(self, what: str) -> tuple[list[SheetJob], str]:
        """The sheets for ``what`` and a title for the document; raises PrintError."""
        from cleverdesk.engine import GameState
        from cleverdesk.printing import PrintError, jobs_for_record
        from cleverdesk.printing.pages import (
            MAX_COPIES,
            blank_jobs,
            blank_title,
            filled_title,
            jobs_for_state,
        )
        from cleverdesk.setcubed import SetCubedRecord

        if what == "current":
            game = self._table_game()
            record = game.record if game is not None else None
            state = game.state if game is not None else None
            if record is None or state is None:
                raise PrintError(tr("There is no game on the table."))
            if isinstance(record, SetCubedRecord) or not isinstance(state, GameState):
                raise PrintError(no_sheet_text())
            title = words.game_title(record.setup.game)
            jobs = jobs_for_state(state, record, when=datetime.now(UTC), game_title=title)
            return jobs, filled_title(record.setup.game, [p.name for p in record.setup.players])
        if what.startswith("save:"):
            loaded = self._saves.record_of(what[5:]) if self._saves is not None else None
            if loaded is None:
                raise PrintError(tr("The saved game could not be opened."))
            record = loaded.record
            if isinstance(record, SetCubedRecord):
                raise PrintError(no_sheet_text())
            title = words.game_title(record.setup.game)
            jobs = jobs_for_record(record, when=loaded.document.saved_at, game_title=title)
            return jobs, filled_title(record.setup.game, [p.name for p in record.setup.players])
        if what.startswith("blank:"):
            _, game_id, copies_text = (what.split(":") + ["1"])[:3]
            try:
                copies = int(copies_text)
            except ValueError:
                copies = 0
            if not 1 <= copies <= MAX_COPIES:
                raise PrintError(tr("Choose between 1 and %1 sheets.").replace(
                    "%1", str(MAX_COPIES)))
            if game_id not in LAYOUT_GAME_IDS:
                raise PrintError(tr("There is no printable sheet for this game yet."))
            return blank_jobs(game_id, copies), blank_title(game_id)
        raise PrintError(f"unknown print job {what!r}")

    def _table_game(self) -> AnyTable | None:
        """The controller of the game on the table: the one the saved games watch (Clever or
        SET Cubed), else the Clever controller."""
        current = self._saves.game if self._saves is not None else None
        return current if current is not None else self._game

    # ------------------------------------------------------------------ PDF
    @Slot(str, str, str, result=int)
    def exportPdf(self, what: str, path: str, page: str) -> int:
        """Write ``what`` to the PDF file ``path``; the page count, or -1 (see ``message``)."""
        from cleverdesk.printing import PrintError, write_pdf

        try:
            target = file_choice.target_file(path, "pdf")  # no folder is ever created
        except file_choice.ChoiceError as error:
            self._say(str(error), failed=True)
            return -1
        try:
            jobs, title = self.jobs(what)
            pages = write_pdf(target, jobs, page=page, title=title, ink_saver=self._ink_saver)
        except PrintError as error:
            self._say(error.words, failed=True)
            return -1
        except OSError as error:
            self._say(tr("The PDF could not be written: %1").replace(
                "%1", error.strerror or str(error)), failed=True)
            return -1
        if not target.is_file():
            self._say(tr("The PDF could not be written to %1.").replace("%1", str(target)),
                      failed=True)
            return -1
        def written() -> str:
            sheets = len(jobs)  # lupdate finds the plural count only as a plain name
            return self.tr("%n sheet(s) written to %1 (pages: %2).", "", sheets).replace(
                "%1", str(target)).replace("%2", str(pages))
        self._say(written)
        return pages

    @Slot(str, str)
    def choosePdf(self, what: str, page: str) -> None:
        """Ask where to write the PDF (a native dialog), then write it."""
        from PySide6.QtWidgets import QFileDialog

        from cleverdesk.printing import PrintError

        try:
            _, title = self.jobs(what)
        except PrintError as error:
            self._say(error.words, failed=True)
            return
        suggested = file_choice.documents_folder() / file_choice.file_name(title, "pdf")
        path, _ = QFileDialog.getSaveFileName(None, self.tr("Export PDF"), str(suggested),
                                              self.tr("PDF documents (*.pdf)"))
        if path:
            self.exportPdf(what, path, page)

    # ------------------------------------------------------------------ printer
    @Slot(str, str)
    def printSheets(self, what: str, page: str) -> None:
        """The native print preview (with its print button and printer choice)."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from cleverdesk.printing import PrintError
        from cleverdesk.printing.pages import paint_pages

        try:
            jobs, title = self.jobs(what)
        except PrintError as error:
            self._say(error.words, failed=True)
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(title)
        dialog = QPrintPreviewDialog(printer)
        dialog.setWindowTitle(self.tr("Print — %1").replace("%1", title))
        dialog.resize(1000, 760)
        problems: list[PrintError] = []

        def paint(device: QPrinter) -> None:
            try:
                paint_pages(device, jobs, page, ink_saver=self._ink_saver)
            except PrintError as error:
                problems.append(error)

        dialog.paintRequested.connect(paint)
        accepted = dialog.exec()
        if problems:
            self._say(problems[-1].words, failed=True)
        elif accepted:
            def sent() -> str:
                sheets = len(jobs)  # lupdate finds the plural count only as a plain name
                return self.tr("%n sheet(s) sent to the printer.", "", sheets)
            self._say(sent)
        dialog.deleteLater()

