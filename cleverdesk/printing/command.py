"""``python -m cleverdesk print``: blank or filled sheets to PDF without opening the desk."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .pages import PAGE_SIZES, PrintError, blank_jobs, jobs_for_record, write_pdf


def _ensure_gui_application() -> object:
    """Painting text needs a QGuiApplication; without a display use the offscreen platform."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is not None:
        return app
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication(["cleverdesk-print"])


def print_command(*, game: str | None, blank: bool, copies: int, save: str | None, out: str,
                  page: str) -> int:
    """Exit code 0 with the page count on stdout, or 2 with the reason on stderr."""
    if page not in PAGE_SIZES:
        print(f"cleverdesk print: error: unknown page size {page!r} "
              f"(known: {', '.join(PAGE_SIZES)})", file=sys.stderr)
        return 2
    if bool(save) == bool(blank):
        print("cleverdesk print: error: give either --blank (with --game) or --save FILE",
              file=sys.stderr)
        return 2
    app = _ensure_gui_application()
    from cleverdesk.ui.words import game_title, rating_label

    try:
        if blank:
            if not game:
                print("cleverdesk print: error: --blank needs --game", file=sys.stderr)
                return 2
            jobs = blank_jobs(game, copies)
            title = f"{game_title(game)} — blank"
        else:
            from cleverdesk.setcubed import SetCubedRecord
            from cleverdesk.store import SaveFileError, load_save

            assert save is not None
            try:
                loaded = load_save(Path(save))
            except SaveFileError as error:
                print(f"cleverdesk print: error: {error}", file=sys.stderr)
                return 2
            game = loaded.record.setup.game
            if isinstance(loaded.record, SetCubedRecord):
                print(f"cleverdesk print: error: {save} is a SET Cubed game; SET Cubed is played "
                      "on a board and has no score sheet to print", file=sys.stderr)
                return 2
            jobs = jobs_for_record(loaded.record, when=loaded.document.saved_at,
                                   game_title=game_title(game), rating_label=rating_label)
            title = f"{game_title(game)} — {', '.join(p.name for p in loaded.record.setup.players)}"
        pages = write_pdf(Path(out), jobs, page=page, title=title)
    except (PrintError, OSError) as error:
        print(f"cleverdesk print: error: {error}", file=sys.stderr)
        return 2
    del app
    print(f"{out}: {len(jobs)} sheet(s) on {pages} page(s)")
    return 0
