"""Continue: the newest unfinished game, offered on the home screen and resumed where it was.

:class:`ContinueOffer` finds it (after the autosave writer has written what it holds, so the
offer is the game just left), prunes old autosaves, says files that failed to load, and words
what Continue would resume.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from cleverdesk.i18n_words import signed_count
from cleverdesk.store import LoadedSave, SaveInfo, SaveStore
from cleverdesk.ui.common import words
from cleverdesk.ui.saves.words import continue_text, problem_text

translate = QCoreApplication.translate


class ContinueOffer:
    """``flush`` waits for the autosave writer; ``report`` says a file that failed to load."""

    def __init__(self, store: SaveStore, flush: Callable[[], None],
                 report: Callable[[str], None]) -> None:
        self._store = store
        self._flush = flush
        self._report = report
        self.info: SaveInfo | None = None  # what Continue resumes (None: nothing)

    def latest(self) -> LoadedSave | None:
        """The newest unfinished game, loaded (None: there is none)."""
        self._flush()
        loaded, problems = self._store.latest_unfinished()  # reports damaged files
        self._store.prune_autosaves()  # (pruning would not)
        for error in problems:
            self._report(problem_text(error))
        return loaded

    def refresh(self) -> None:
        """Look again for what Continue resumes."""
        loaded = self.latest()
        self.info = loaded.info if loaded is not None else None

    def hint(self) -> str:
        """What Continue would resume, in words."""
        info = self.info
        if info is None:
            return translate("Saves", "There is no saved game to continue yet.")
        points = info.scores[0] if info.scores else 0
        size = abs(points)  # (lupdate finds plurals by a plain name; a score may be below 0)
        try:
            return continue_text(info, signed_count(
                translate("Saves", "%n point(s)", None, size), points))
        except Exception:  # Continue still works; the hint names the game only
            return words.game_title(info.game)
