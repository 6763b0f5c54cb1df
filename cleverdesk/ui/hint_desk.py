"""Hints at the desk: the learned player's top moves for the human deciding now.

The network runs on a worker thread (``QThreadPool``) on a copy of the table, so the window keeps
painting while it thinks; an answer that arrives after the table moved on is dropped. The words
for each move are made on the GUI thread from what the move would log (``words.log_lines``), so
a hint reads like the log line the move will write.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, QThreadPool, Signal, Slot
from PySide6.QtQml import QQmlEngine

from cleverdesk.engine import CleverRules, GameState, Move, MoveKind

from . import words
from .game import Game
from .saves_desk import Saves

TOP_MOVES = 3


translate = QCoreApplication.translate


def hints_available(game: str) -> bool:
    from cleverdesk.engine.bots.shipped import has_weights

    return has_weights(game)


def compute_hints(state: GameState, legal: Sequence[Move]) -> list[tuple[Move, float, float]]:
    """(move, expected final score, difference to the best) for the top moves, as the expert
    searches them (the same position always gets the same hint); any thread."""
    from cleverdesk.engine.bots.expert import expert_hints

    return [(h.move, h.expected, h.behind_best)
            for h in expert_hints(state, legal, top=TOP_MOVES, seed=state.move_count)]


def move_text(rules: CleverRules, state: GameState, move: Move, names: Sequence[str]) -> str:
    """What the move does, in the log's words ("Anna took blue 4 (blue + white = 9) → fox!")."""
    fixed = {
        MoveKind.REROLL: translate("Hints", "Use a reroll"),
        MoveKind.FORFEIT: translate("Hints", "Leave this roll unused"),
        MoveKind.DECLINE: translate("Hints", "Take no die"),
        MoveKind.END_WINDOW: translate("Hints", "Done: use no more actions now"),
        MoveKind.SKIP: translate("Hints", "Let the bonus go"),
    }
    if move.kind in fixed:  # these would throw dice in the copy: say nothing of those
        return fixed[move.kind]
    from cleverdesk.engine.bots.learned import afterstate

    after = afterstate(rules, state, move)
    lines = words.log_lines(rules, after.last_events, list(names), after, state.decider)
    return lines[0][0] if lines else str(move)


class HintAdvisor(QObject):
    """``Game.hints`` in QML: ask with ``request()``, read ``rows`` when ``busy`` turns false."""

    changed = Signal()
    _answered = Signal(int, object)  # generation, hints: crosses from the worker thread

    def __init__(self, source: Callable[[], tuple[CleverRules, GameState, list[Move],
                                                  list[str]] | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source = source  # the table now: rules, state, legal moves, names (or None)
        self._generation = 0
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
        self._generation += 1
        self._rows, self._best, self._busy = [], None, False
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
        self._generation += 1
        generation = self._generation
        snapshot, moves = state.clone(), list(legal)
        self._busy = True
        self._mark_used()
        self._rows, self._best = [], None
        self.changed.emit()

        def work() -> None:
            try:
                found: object = compute_hints(snapshot, moves)
            except Exception as error:  # noqa: BLE001 (a hint must never take the desk down)
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
        rules, state, _, names = table
        rows = []
        for index, (move, expected, behind) in enumerate(found):
            score = translate("Hints", "%1 expected").replace("%1", f"{expected:.0f}")
            if index and round(behind) == 0:
                score = translate("Hints", "%1 expected, as good as the best").replace(
                    "%1", f"{expected:.0f}")
            elif index:
                score = translate("Hints", "%1 expected, %2 vs best").replace(
                    "%1", f"{expected:.0f}").replace("%2", f"{behind:+.0f}".replace("-", "−"))
            rows.append({"text": move_text(rules, state, move, names), "score": score,
                         "expected": round(expected), "best": index == 0})
        self._rows = rows
        self._best = found[0][0] if found else None
        self.changed.emit()


QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1


# A QML singleton of the Cleverdesk module, registered by app.py (created on first use).
class Hints(HintAdvisor):
    """``Hints`` in QML: the advisor of the Clever game on the table.

    A hint lights the move it recommends on the table; the table moving on (a move, a new game)
    drops it. ``allowed`` is bound in Main.qml: the Hints setting, and never in campaign games.
    """

    def __init__(self, game: Game | None = None, parent: QObject | None = None,
                 saves: Saves | None = None) -> None:
        super().__init__(game.table_for_hints if game is not None else (lambda: None), parent)
        self._game = game
        self._setup: object = None  # the game whose hints ``used`` counts
        # The mark lives with the game's saves (and its undo history) when the desk has them, so
        # that saving and resuming never wash it out; without them it is this object's own.
        self._saves = saves
        if game is not None:
            game.moved.connect(self.clear)
            game.started.connect(self._on_started)
            self.changed.connect(self._light_best)

    @staticmethod
    def create(engine: QQmlEngine) -> Hints:
        game = engine.singletonInstance(QML_IMPORT_NAME, "Game")
        found = engine.singletonInstance(QML_IMPORT_NAME, "Saves")
        saves = found if isinstance(found, Saves) else None
        hints = Hints(game if isinstance(game, Game) else None, engine, saves)
        history = engine.singletonInstance(QML_IMPORT_NAME, "History")
        if saves is None and history is not None and hasattr(history, "hints_used"):
            history.hints_used = lambda: hints.used  # (with saves, History asks them itself)
        return hints

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
