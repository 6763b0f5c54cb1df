"""How a game was played, as its saves keep it: its undo rule and the aids it used.

One object from the running game to the file and back: the desk reads it off the game's undo
history (:meth:`SaveOptions.of`), every writer of a save takes it (``build_document``,
``SaveStore.autosave``, ``save_as``, ``save``), and a loaded save gives it back
(``LoadedSave.options``) for the undo history of the game resumed. A flag added here is added
once, not to every signature it passes through.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cleverdesk.engine.undo import UndoHistory


@dataclass(frozen=True)
class SaveOptions:
    """A game's undo rule and the aids it was played with (issue 50: clean records).

    ``undo_allowed`` is False for campaign and "honest" games and stays so across resumes; the
    marks say whether practice undo went back past dice already seen (the game stays out of
    the records), hints were shown, a move was taken back (a practice undo is an undo too) and
    the game was reviewed before its end."""

    undo_allowed: bool = True
    practice_used: bool = False
    hints_used: bool = False
    undo_used: bool = False
    review_used: bool = False

    @classmethod
    def of(cls, history: UndoHistory) -> SaveOptions:
        """The options of the game of an undo history, as they are now."""
        return cls(undo_allowed=bool(history.allowed), practice_used=bool(history.practice_used),
                   hints_used=bool(history.hints_used), undo_used=bool(history.undo_used),
                   review_used=bool(history.review_used))


# What a save says when nobody says otherwise: undo allowed, no aid used.
PLAIN_GAME = SaveOptions()
