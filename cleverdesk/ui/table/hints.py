"""Hints at the desk: the learned player's top moves for the human deciding now.

The network runs on a worker thread (``QThreadPool``) on a copy of the table, so the window keeps
painting while it thinks; an answer that arrives after the table moved on is dropped. The words
for each move are made on the GUI thread (``hint_words``): advice in the imperative, what the
move gains, the rows merged and rounded. A row can be played: a click on it, or Enter.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Property, QObject, QThreadPool, Signal, Slot

from cleverdesk.engine import CleverRules, GameState, Move
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.table import hint_words
from cleverdesk.ui.table.desk import Game

TOP_MOVES = 3
CANDIDATES = 6  # asked for, so that three rows remain after candidates that read the same merge


def hints_available(game: str) -> bool:
    from cleverdesk.engine.bots.shipped import has_weights

    return has_weights(game)


def compute_hints(state: GameState, legal: Sequence[Move],
                  cancelled: Callable[[], bool] | None = None
                  ) -> list[tuple[Move, float, float]]:
    """(move, expected final score, difference to the best) for the top moves, as the expert
    searches them (the same position always gets the same hint); any thread. ``cancelled``
    stops the search (``SearchCancelled``) when a newer request replaced this one."""
    from cleverdesk.engine.bots.expert import expert_hints

    return [(h.move, h.expected, h.behind_best)
            for h in expert_hints(state, legal, top=CANDIDATES, seed=state.move_count,
                                  cancelled=cancelled)]


class HintAdvisor(QObject):
    """``Game.hints`` in QML: ask with ``request()``, read ``rows`` when ``busy`` turns false."""

    changed = Signal()
    _answered = Signal(int, object)  # generation, hints: crosses from the worker thread

    def __init__(self, source: Callable[[], tuple[CleverRules, GameState, list[Move],
                                                  list[str]] | None],
                 parent: QObject | None = None,
                 play: Callable[[Move], None] | None = None) -> None:
        super().__init__(parent)
        self._source = source  # the table now: rules, state, legal moves, names (or None)
        self._play = play  # makes a move at the table (None: the hints are only read)
        self._moves: list[Move] = []  # the move of each row
        self._generation = 0
        self._cancel = threading.Event()  # set: the request running now was replaced
        self._busy = False
        self._rows: list[dict[str, Any]] = []
        self._best: Move | None = None
        self._allowed = True
        self._used = False
        self._answered.connect(self._take_answer)

    # ------------------------------------------------------------------ what QML sees
    @Property(bool, notify=changed)
    def busy(self) -> bool:
        return self._busy

    @Property(list, notify=changed)
    def rows(self) -> list[dict[str, Any]]:
        return list(self._rows)

    def _get_allowed(self) -> bool:
        return self._allowed

    def _set_allowed(self, allowed: bool) -> None:
        self.set_allowed(bool(allowed))

    # Hints may be asked for (the setting is on and the game is not a campaign game).
    allowed = Property(bool, _get_allowed, _set_allowed, notify=changed)

    @Property(bool, notify=changed)
    def used(self) -> bool:
        """Hints were shown in this game (the score history marks it)."""
        return self._used_in_game()

    def _used_in_game(self) -> bool:
        return self._used

    def _mark_used(self) -> None:
        self._used = True

    @property
    def best(self) -> Move | None:
        return self._best

    @Property(bool, notify=changed)
    def bestIsButton(self) -> bool:
        """The best move is no cell of the sheet (a reroll, forfeiting the roll …): Enter plays
        it, as it plays a lit cell's move."""
        return self._best is not None and self._best.cell is None

    @Slot(int)
    def play(self, index: int) -> None:
        """A click on row ``index`` (or Enter on the best): make that move."""
        if self._play is not None and 0 <= index < len(self._moves):
            self._play(self._moves[index])

    # ------------------------------------------------------------------ control
    def set_allowed(self, allowed: bool) -> None:
        if allowed != self._allowed:
            self._allowed = allowed
            if not allowed:
                self.clear()
            self.changed.emit()

    def reset_game(self, used: bool = False) -> None:
        """A new or resumed game: no rows, and whether hints were already used in it."""
        self._used = used
        self.clear()

    @Slot()
    def clear(self) -> None:
        """The table moved on: earlier answers are stale."""
        shown = bool(self._rows) or self._best is not None or self._busy
        self._cancel.set()  # a search still running for the old table stops
        self._generation += 1
        self._rows, self._best, self._busy = [], None, False
        self._moves = []
        if shown:  # after most moves nothing was asked: no binding needs to look again
            self.changed.emit()

    @Slot()
    def request(self) -> None:
        table = self._source()
        if not self._allowed or table is None:
            return
        rules, state, legal, names = table
        if not legal or not hints_available(state.game):
            return
        self._cancel.set()  # the request this one replaces stops (or never starts)
        self._cancel = cancel = threading.Event()
        self._generation += 1
        generation = self._generation
        snapshot, moves = state.clone(), list(legal)
        self._busy = True
        self._mark_used()
        self._rows, self._best = [], None
        self.changed.emit()

        def work() -> None:
            from cleverdesk.engine.bots.expert import SearchCancelled

            if cancel.is_set():
                return  # replaced while it waited for a worker: no search at all
            try:
                found: object = compute_hints(snapshot, moves, cancelled=cancel.is_set)
            except SearchCancelled:
                return  # replaced while it searched: its answer would be dropped anyway
            except Exception as error:  # a hint must never take the desk down
                found = error
            self._answered.emit(generation, found)

        QThreadPool.globalInstance().start(work)

    def _take_answer(self, generation: int, found: object) -> None:
        if generation != self._generation:
            return  # the table moved on while the worker thought
        self._busy = False
        table = self._source()
        if table is None or isinstance(found, Exception) or not isinstance(found, list):
            self._rows = []
            self.changed.emit()
            return
        rules, state, legal, names = table
        found_rows = hint_words.hint_rows(rules, state, found, names, legal, top=TOP_MOVES)
        rows = [{"text": row.text, "gain": row.gain,
                 "score": hint_words.score_text(row, first=index == 0),
                 "expected": row.expected, "best": index == 0}
                for index, row in enumerate(found_rows)]
        self._moves = [row.move for row in found_rows]
        self._rows = rows
        self._best = self._moves[0] if self._moves else None
        self.changed.emit()



# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Hints(HintAdvisor):
    """``Hints`` in QML: the advisor of the Clever game on the table.

    A hint lights the move it recommends on the table; the table moving on (a move, a new game)
    drops it. ``allowed`` is bound in Main.qml: the Hints setting, and never in campaign games.
    """

    def __init__(self, *, game: Game | None, saves: Saves | None,
                 parent: QObject | None = None) -> None:
        super().__init__(game.table_for_hints if game is not None else (lambda: None), parent,
                         play=self._play_at_table)
        self._game = game
        self._setup: object = None  # the game whose hints ``used`` counts
        # The mark lives with the game's saves (and its undo history) when the desk has them, so
        # that saving and resuming never wash it out; without them it is this object's own.
        self._saves = saves
        if game is not None:
            game.moved.connect(self.clear)
            game.started.connect(self._on_started)
            self.changed.connect(self._light_best)

    def _play_at_table(self, move: Move) -> None:
        if self._game is not None and move in self._game.legal:
            self._game.apply_move(move)

    def _used_in_game(self) -> bool:
        return self._saves.hints_used if self._saves is not None else super()._used_in_game()

    def _mark_used(self) -> None:
        super()._mark_used()
        if self._saves is not None:
            self._saves.mark_hints_used()

    def _on_started(self) -> None:
        """A new game forgets that hints were used; an undo (the same game replayed) does not."""
        record = self._game.record if self._game is not None else None
        setup = record.setup if record is not None else None
        self.reset_game(used=self._used and setup == self._setup)
        self._setup = setup

    def _light_best(self) -> None:
        if self._game is not None and self.best is not None:
            self._game.light(self.best)

    @Slot()
    def ask(self) -> None:
        """The Hint button and key H: ask, or close the hint that is showing."""
        if self.busy or self.rows:
            self.clear()
        else:
            self.request()
