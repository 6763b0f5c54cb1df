"""``python -m cleverdesk print``: blank or filled sheets to PDF without opening the desk.

The sheets and the PDF's title speak the print language (``--lang``); the command's own
messages are English, as its ``--help`` says (like the other command-line tools)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from cleverdesk.catalogue import SET_CUBED
from cleverdesk.i18n_words import LANGUAGES, game_title, load_language, system_language
from cleverdesk.layout import LAYOUT_GAME_IDS

from .pages import (
    MAX_COPIES,
    PAGE_SIZES,
    PrintError,
    blank_jobs,
    blank_title,
    filled_title,
    jobs_for_record,
    write_pdf,
)

NO_SHEET = {SET_CUBED: "SET Cubed is played on a board and has no score sheet to print"}


def _ensure_gui_application() -> object:
    """Painting text needs a QGuiApplication; without a display use the offscreen platform."""
    from PySide6.QtGui import QGuiApplication

    from cleverdesk.system_fonts import use_system_fonts

    use_system_fonts()  # Windows: offscreen, Qt finds no font without it (no text on the sheets)
    app = QGuiApplication.instance()
    if app is not None:
        return app
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication(["cleverdesk-print"])


def page_size(text: str) -> str | None:
    """The page size named in any case ("a4", "LETTER"), or None."""
    return next((name for name in PAGE_SIZES if name.lower() == text.lower()), None)


def program_language() -> str:
    """The language the desk speaks: the saved setting, else the system's (as at first start)."""
    from cleverdesk.store import data_dir
    from cleverdesk.store.settings import load_settings

    try:
        lang = load_settings(data_dir()).settings.language
    except Exception:  # a damaged settings file must not stop printing
        lang = ""
    return lang if lang in LANGUAGES else system_language()


def check_out_path(out: Path) -> str | None:
    """Why the PDF cannot go to ``out``, naming the path; None when it can."""
    folder = out.parent
    if not folder.is_dir():
        return f"the folder {folder} does not exist (create it first)"
    if out.is_dir():
        return f"{out} is a folder, not a file"
    if not os.access(folder, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        return f"cannot write {out}: permission denied"
    return None


def _error(text: str) -> int:
    print(f"cleverdesk print: error: {text}", file=sys.stderr)
    return 2


def print_command(*, game: str | None, blank: bool, copies: int, save: str | None, out: str,
                  page: str, lang: str | None = None, ink_saver: bool = False) -> int:
    """Exit code 0 with the page count on stdout, or 2 with the reason on stderr."""
    size = page_size(page)
    if size is None:
        return _error(f"unknown page size {page!r} (known: {', '.join(PAGE_SIZES)})")
    if lang is not None and lang not in LANGUAGES:
        return _error(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    if bool(save) == bool(blank):
        return _error("give either --blank (with --game) or --save FILE")
    if blank and not game:
        return _error("--blank needs --game")
    if blank and not 1 <= copies <= MAX_COPIES:  # said before a page is painted
        return _error(f"--copies must be between 1 and {MAX_COPIES} (the print screen's limit: "
                      f"{MAX_COPIES} sheets are {MAX_COPIES // 2} pages); print again for more")
    if blank and game not in LAYOUT_GAME_IDS:
        if game in NO_SHEET:
            return _error(NO_SHEET[game])
        return _error(f"unknown game id {game!r} (known: {', '.join(LAYOUT_GAME_IDS)})")
    target = Path(out)
    problem = check_out_path(target)
    if problem:
        return _error(problem)
    app = _ensure_gui_application()
    load_language(lang or program_language())
    try:
        if blank:
            assert game is not None
            jobs = blank_jobs(game, copies)
            title = blank_title(game)
        else:
            from cleverdesk.setcubed import SetCubedRecord
            from cleverdesk.store import SaveFileError, load_save

            assert save is not None
            try:
                loaded = load_save(Path(save))
            except SaveFileError as error:
                return _error(str(error))
            game = loaded.record.setup.game
            if isinstance(loaded.record, SetCubedRecord):
                return _error(f"{save} is a SET Cubed game; SET Cubed is played on a board and "
                              "has no score sheet to print")
            jobs = jobs_for_record(loaded.record, when=loaded.document.saved_at,
                                   game_title=game_title(game))
            title = filled_title(game, [p.name for p in loaded.record.setup.players])
        pages = write_pdf(target, jobs, page=size, title=title, ink_saver=ink_saver)
    except PrintError as error:
        return _error(str(error))
    except OSError as error:
        return _error(f"cannot write {target}: {error.strerror or error}")
    del app
    print(f"{out}: {len(jobs)} sheet(s) on {pages} page(s)")
    return 0
