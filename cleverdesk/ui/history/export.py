"""The shown games as a CSV file: streamed straight from SQL, never held whole."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk.store.history import HistoryStore
from cleverdesk.store.history_csv import write_csv
from cleverdesk.ui.common import file_choice

translate = QCoreApplication.translate


def suggested_csv_name(day: date) -> str:
    return f"cleverdesk-history-{day.isoformat()}.csv"


def export_csv(path: str, filters: dict[str, Any],
               open_store: Callable[[], HistoryStore | None]) -> str:
    """Write the games of ``filters`` as CSV to ``path`` (or a file URL); "" or the problem.
    No history open: a CSV of the header alone."""
    try:
        target = file_choice.target_file(path, "csv")  # no folder is ever created
    except file_choice.ChoiceError as error:
        return str(error)
    try:
        store = open_store()
        with target.open("w", encoding="utf-8", newline="") as out:
            if store is not None:
                store.export_csv(out, **filters)
            else:
                write_csv([], out)
    except OSError as error:
        return translate("History", "The history could not be written to %1: %2").replace(
            "%1", str(target)).replace("%2", error.strerror or str(error))
    return ""


def choose_csv(day: date, export: Callable[[str], str]) -> str:
    """Ask where to write the CSV (the documents folder, a dated name), ``export`` to it; what
    happened, in words ("" if cancelled)."""
    path = file_choice.ask_save_path(
        translate("History", "Export the history as CSV"),
        file_choice.documents_folder() / suggested_csv_name(day),
        translate("History", "CSV files (*.csv)"))
    if not path:
        return ""
    return export(path) or translate("History", "Saved %1.").replace(
        "%1", str(file_choice.target_file(path, "csv")))
