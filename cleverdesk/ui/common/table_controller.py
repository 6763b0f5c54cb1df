"""What the screens that serve both tables call on a table's controller: the Clever games'
``Game`` (ui/table/desk.py) and SET Cubed's ``SetCubedGame`` (ui/setcubed/desk.py).

The saved games (ui/saves) watch both controllers and show a loaded game on its own; printing
reads the one on the table. They see either through :class:`TableController`, so mypy checks
what they call on it and that both controllers have it (``CleverTable``, ``SetCubedTable``: the
protocol for each kind of game; ui/saves/tables.py holds them as these types).
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from PySide6.QtCore import SignalInstance

from cleverdesk.engine import GameRecord, GameState
from cleverdesk.setcubed import SetCubedRecord, SetCubedState

State_co = TypeVar("State_co", covariant=True)
# the record is both read (``record``) and shown (``resume``): neither wider nor narrower
Record = TypeVar("Record")


class TableController(Protocol[State_co, Record]):
    """A table's controller: the game it plays and the signals that say it changed."""

    @property
    def started(self) -> SignalInstance:
        """A game is shown: a new one, a resumed one or the same one again (undo, redo)."""

    @property
    def moved(self) -> SignalInstance:
        """A move was made."""

    @property
    def changed(self) -> SignalInstance:
        """Anything the table shows changed (leaving it too)."""

    @property
    def state(self) -> State_co | None:
        """The game's state; None when no game is on this table (left, or never started)."""

    @property
    def record(self) -> Record | None:
        """The game's record: its setup and every move so far (kept after leaving)."""

    def resume(self, record: Record) -> None:
        """Show the game of ``record`` (a saved game, an undo, a redo)."""

    def leave(self) -> None:
        """Stop playing; a computer seat still thinking stops too."""

    # (last: in the class body below it, its name would hide the builtin ``property``)
    def property(self, name: str, /) -> Any:
        """A Qt property by name (None when this controller has none of that name)."""


CleverTable = TableController[GameState, GameRecord]
SetCubedTable = TableController[SetCubedState, SetCubedRecord]
AnyTable = CleverTable | SetCubedTable
