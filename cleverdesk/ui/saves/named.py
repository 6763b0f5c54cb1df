"""Named saves: save the running game as…, open, delete, export a checked copy, import a file.

:class:`NamedSaves` does each with the store, keeps the list in step at once (even while a long
listing runs) and says what happened (``say``) or what failed (``report``). Opening a save
gives the loaded game; putting it on the table is the ``Saves`` singleton's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine.undo import UndoHistory
from cleverdesk.store import LoadedSave, SaveFileError, SaveOptions, SaveStore
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import file_choice
from cleverdesk.ui.saves.save_list import SaveList
from cleverdesk.ui.saves.words import problem_text, unverified_text

translate = QCoreApplication.translate


class NamedSaves:
    def __init__(self, store: SaveStore, saves: SaveList, report: Callable[[str], None],
                 say: Callable[[str], None]) -> None:
        self._store = store
        self._list = saves
        self._report = report
        self._say = say

    def save_as(self, history: UndoHistory | None, title: str) -> bool:
        """Save the game of ``history`` (None: no game running) under ``title``."""
        title = " ".join(title.split())
        if history is None:
            self._say(translate("Saves", "There is no game to save."))
            return False
        if not title:
            self._say(translate("Saves", "Give the saved game a name."))
            return False
        try:
            saved = self._store.save_as(history.record, title, state=history.state,
                                        redo=history.redo_steps,
                                        options=SaveOptions.of(history))
        except SaveFileError as error:
            self._report(problem_text(error))
            return False
        self._list.added(saved)
        self._say(translate("Saves", "Saved as “%1”.").replace("%1", typed(title)))
        return True

    def open(self, save_id: str) -> LoadedSave | None:
        """The saved game, loaded and checked; None (and said why) when it cannot be."""
        try:
            return self._store.open(save_id)
        except (SaveFileError, ValueError) as error:
            self._fail_open(error)
            return None

    def _fail_open(self, error: Exception) -> None:
        if isinstance(error, SaveFileError):
            self._report(problem_text(error))
        else:
            self._report(translate("Saves", "There is no saved game %1.").replace(
                "%1", str(error)))
        self._list.refresh()

    def delete(self, save_id: str) -> bool:
        try:
            title = self._list.title_of(save_id)
            self._store.delete(save_id)
        except (OSError, ValueError) as error:
            self._say(translate("Saves", "The saved game could not be deleted: %1").replace(
                "%1", str(error)))
            return False
        self._list.dropped(save_id)
        self._say(translate("Saves", "“%1” was deleted.").replace("%1", typed(str(title))))
        return True

    def export(self, save_id: str, path: str) -> bool:
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
        self._say(translate("Saves", "Exported to %1.").replace("%1", str(target)))
        return True

    def import_file(self, path: str) -> bool:
        """Check a save file from anywhere and add it to the saved games."""
        source = file_choice.chosen_path(path)
        try:
            info = self._store.import_file(source)
        except SaveFileError as error:
            self._report(problem_text(error))
            return False
        self._list.added(info)
        self._say(translate("Saves", "Imported “%1”.").replace(
            "%1", typed(info.title or source.stem)))
        if not info.verified:
            self._report(unverified_text(info.title or source.stem))
        return True

    def choose_export(self, save_id: str) -> None:
        from PySide6.QtWidgets import QFileDialog

        title = self._list.title_of(save_id)
        path, _ = QFileDialog.getSaveFileName(
            None, translate("Saves", "Export saved game"),
            str(file_choice.documents_folder() / file_choice.file_name(title, "json")),
            translate("Saves", "Saved games (*.json)"))
        if path:
            self.export(save_id, path)

    def choose_import(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            None, translate("Saves", "Import a saved game"), str(file_choice.documents_folder()),
            translate("Saves", "Saved games (*.json);;All files (*)"))
        if path:
            self.import_file(path)
