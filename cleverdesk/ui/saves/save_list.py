"""The saved-games list of the Saves screen: filled by a thread, never waited for long.

:class:`SaveList` holds the list model (newest first) and the printable view of it, starts a
listing off the GUI thread (:class:`~.lister.SaveLister`), takes what it finds as it comes, and
rewords the rows when the desk's language or the day changed. A save made, imported or deleted
shows in the list at once, even while a long listing runs.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from cleverdesk.store import SaveInfo, SaveListing, SaveStore
from cleverdesk.ui.saves.lister import SaveLister
from cleverdesk.ui.saves.model import PrintableSaves, SaveListModel
from cleverdesk.ui.saves.words import describe, problem_text

# refresh waits this long for the listing on the GUI thread: a folder of a few saves is
# listed before the screen's first frame (in milliseconds), a big one is shown as far as it got
# (and fills in); never as long as a stall anybody sees.
LIST_WAIT_S = 0.05

translate = QCoreApplication.translate


class SaveList(QObject):
    """The saved games as listed so far; ``report`` says a save or a listing that failed."""

    listChanged = Signal()
    busyChanged = Signal()

    def __init__(self, store: SaveStore, report: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._report = report
        self.model = SaveListModel(describe, self._odd_row, self)
        self.printable = PrintableSaves(self.model, self)
        self._lister = SaveLister(store.root, self._found, self._listed, self._failed, self)
        self._worded_in: tuple[str, date] | None = None

    @property
    def busy(self) -> bool:
        """A listing is looking through the saved games (the screen shows what it has)."""
        return self._lister.busy

    def refresh(self) -> None:
        """List the saved games again, off the GUI thread. A small folder is listed within a
        moment, before the screen shows (no busy sign flashes); a big one fills in."""
        locale = QLocale()
        if self._worded_in != (locale.name(), date.today()):  # words of another language
            self._worded_in = (locale.name(), date.today())
            self.model.reword()
        was_busy = self._lister.busy
        self._lister.start()
        if not was_busy:
            self.busyChanged.emit()
        self._lister.wait(LIST_WAIT_S)

    def wait(self, timeout_s: float | None = None) -> bool:
        """Wait until the listing asked for is done (tests, tools); whether it is."""
        return self._lister.wait(timeout_s)

    def entries(self) -> list[dict[str, Any]]:
        """Every row, worded, once the listing asked for is done."""
        self.wait()
        return [self.model.row(number) for number in range(self.model.rowCount())]

    def title_of(self, save_id: str) -> str:
        info = self.model.find(save_id)
        return (info.title or info.path.stem) if info is not None else save_id

    def added(self, info: SaveInfo) -> None:
        """A save was made or imported: in the list at once, then listed again."""
        self.model.add([info])
        self.refresh()

    def dropped(self, save_id: str) -> None:
        """A save was deleted: gone from the list at once, then listed again."""
        self.model.drop(save_id)
        self.refresh()

    def _found(self, batch: list[SaveInfo]) -> None:
        self.model.add(batch)
        self.listChanged.emit()

    def _listed(self, listing: SaveListing, final: bool) -> None:
        """A listing is done; ``final``: no other runs after it (one asked for meanwhile, after
        a save or a delete, has the last word on which saves are there)."""
        if final:
            self.model.replace(listing.entries, ordered=True)  # the store's order
        else:
            self.model.add(listing.entries)
        for error in listing.problems:
            self._report(problem_text(error))
        self.listChanged.emit()
        if not self._lister.busy:
            self.busyChanged.emit()

    def _failed(self, error: Exception) -> None:
        self._report(translate("Saves", "The saved games could not be listed: %1").replace(
            "%1", str(error) or type(error).__name__))
        if not self._lister.busy:
            self.busyChanged.emit()

    def _odd_row(self, info: SaveInfo, odd: Exception) -> None:
        """A save that cannot be worded: listed plainly, and said (each entry on its own)."""
        self._report(translate("Saves", "“%1” cannot be listed: %2").replace(
            "%1", str(info.path)).replace("%2", str(odd) or type(odd).__name__))
