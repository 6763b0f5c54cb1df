"""The Review screen's object: a finished (or unfinished) game judged decision by decision.

``Review`` in QML. ``openTable()`` (the final scoring) and ``openPast()`` (a game of the
History) load a record and ask for the screen (``requested``); the review itself
(``engine/bots/review.py``, the expert: the strongest evaluator, as the hints) runs on a worker
thread per seat, so the window keeps painting, with its progress shown (the moves replayed, then
the biggest mistakes checked by playouts); no figure is shown before the review is done, so the
screen never shows two totals (issue 50: a quick network's figure replaced by the expert's read as
a headline that changed its mind). A click on a decision
(``select``) shows its position: the sheet before the move, the played move's and the best
move's marks both on it (faint previews, each ringed: ``rings``; drawn by position.py), in
words beside it.

Nothing here writes: the record is only replayed, the history and the hint mark are untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QCoreApplication, QObject, QThreadPool, Signal, Slot

from cleverdesk.catalogue import SET_CUBED, is_set_cubed
from cleverdesk.engine import GameRecord, GameState, get_rules
from cleverdesk.engine.bots import review as engine_review
from cleverdesk.engine.bots.review import Decision, GameReview
from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry
from cleverdesk.ui.common import memory, seat_names, words
from cleverdesk.ui.review import words as review_words
from cleverdesk.ui.review.position import dice_text, show_decision
from cleverdesk.ui.table.sheet_model import SheetModel

if TYPE_CHECKING:
    from cleverdesk.ui.history.desk import History
    from cleverdesk.ui.table.desk import Game

translate = QCoreApplication.translate


class _Dropped(Exception):
    """The review being made is no longer wanted."""


# A QML singleton of the Cleverdesk module (``Review``), made by ui/app/services.py (on first
# use).
class ReviewDesk(QObject):
    """One record under review, one seat at a time (each seat's review is kept once made)."""

    changed = Signal()
    requested = Signal()  # the Review screen should open
    tableOpened = Signal()  # the game on the table is under review (issue 50)
    positionChanged = Signal()
    _answered = Signal(int, int, object, bool)  # generation, seat, review, final (worker)
    _progressed = Signal(int, int, int)  # generation, moves replayed, moves

    evaluator = engine_review.STRONGEST
    check = engine_review.MISTAKES_SHOWN  # the biggest losses checked by playouts

    def __init__(self, *, game: Game | None, history: History | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table_game = game  # the final scoring's game (openTable)
        self._history = history  # the History's open game (openPast)
        self._record: GameRecord | None = None
        self._game = ""
        self._names: list[str] = []
        self._computers: list[bool] = []
        self._states: list[GameState] = []
        self._seat = 0
        self._reviews: dict[int, GameReview] = {}
        self._final: set[int] = set()  # the seats whose review is the evaluator's own
        self._rows: dict[int, list[dict[str, Any]]] = {}
        self._generation = 0
        self._busy = False
        self._done, self._total = 0, 0
        self._error = ""
        self._selected = -1
        self._sheet: SheetModel | None = None
        self._geometry: Any = None
        self._rings: list[dict[str, Any]] = []
        self._answered.connect(self._take_answer)
        self._progressed.connect(self._take_progress)

    # ------------------------------------------------------------------ loading
    def load(self, record: GameRecord | None, game: str | None = None) -> None:
        """Review ``record`` (None with ``game``: a game no review exists for, said so)."""
        self._generation += 1
        self._record = record
        self._game = record.setup.game if record is not None else (game or "")
        self._reviews, self._rows, self._final = {}, {}, set()
        self._busy, self._done, self._total, self._error = False, 0, 0, ""
        self._selected, self._rings = -1, []
        self._states = []
        self._geometry = None
        if self._sheet is not None:
            self._sheet.deleteLater()
            self._sheet = None
        if record is not None and self.available_for(self._game):
            self._names = seat_names.shown_names(p.name for p in record.setup.players)
            self._computers = [p.bot is not None for p in record.setup.players]
            self._seat = engine_review.default_seat(record)
            self._states = engine_review.replay(record)
            if self._game in LAYOUT_GAME_IDS:
                self._geometry = sheet_geometry(self._game)
                self._sheet = SheetModel(self._geometry, get_rules(self._game), self)
            self._start()
        else:
            self._names, self._computers = [], []
        self.changed.emit()
        self.positionChanged.emit()
        self.requested.emit()

    @staticmethod
    def available_for(game: str) -> bool:
        return engine_review.available(game)

    def _start(self) -> None:
        record, seat = self._record, self._seat
        if record is None or seat in self._final:
            return
        self._generation += 1
        generation = self._generation
        self._busy, self._done, self._total = True, 0, len(record.moves)
        evaluator, check = self.evaluator, self.check

        def progress(done: int, total: int) -> None:
            if generation != self._generation:
                raise _Dropped  # another game or seat was asked for: stop thinking about this
            try:
                self._progressed.emit(generation, done, total)
            except RuntimeError as gone:  # the desk was closed while this thought: nobody asks
                raise _Dropped from gone

        def work() -> None:
            try:
                found: object = engine_review.review_record(record, seat, evaluator,
                                                            progress=progress, check=check)
            except _Dropped:
                return
            except Exception as error:  # a review must never take the desk down
                found = error
            try:
                self._answered.emit(generation, seat, found, True)
            except RuntimeError:  # the desk was closed while the review was made: nobody waits
                return

        QThreadPool.globalInstance().start(work)

    def wait(self, timeout_ms: int = 120_000) -> bool:
        """Tests and tools: block until the review being made is done."""
        QThreadPool.globalInstance().waitForDone(timeout_ms)
        QCoreApplication.processEvents()
        return not self._busy

    def _take_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation:
            self._done, self._total = done, total
            self.changed.emit()

    def _take_answer(self, generation: int, seat: int, found: object, final: bool) -> None:
        if generation != self._generation:
            return  # another game or seat was asked for meanwhile
        if final:
            self._busy = False
            memory.give_back()  # what the search imagined, freed on its thread
        if isinstance(found, GameReview):
            self._reviews[seat] = found
            self._rows[seat] = self._make_rows(found)
            if final:
                self._final.add(seat)
        elif final:
            self._error = translate("Review", "This game could not be reviewed: %1").replace(
                "%1", str(found))
        self.changed.emit()
        if 0 <= self._selected < len(self._rows.get(self._seat, [])):
            self.select(self._selected)  # the decision shown, with the new figures

    def _make_rows(self, review: GameReview) -> list[dict[str, Any]]:
        rules = get_rules(review.game)
        said = review_words.described(rules, self._states, review, self._names)
        ranks = {d.step: rank for rank, d in enumerate(review.biggest(), start=1)}
        return [{"index": index, "step": d.step, "when": s.when, "played": s.played,
                 "best": s.best, "lost": d.lost, "lostText": s.lost, "worth": s.worth,
                 "sentence": s.sentence, "playedExpected": d.played_expected,
                 "bestExpected": d.best_expected, "round": d.round, "luck": d.luck,
                 "checked": d.checked,
                 "rank": ranks.get(d.step, 0), "same": d.lost == 0.0}
                for index, (d, s) in enumerate(zip(review.decisions, said, strict=True))]

    def retranslate(self) -> None:
        """After a language switch: every decision's words again, in the new language."""
        self._rows = {seat: self._make_rows(review) for seat, review in self._reviews.items()}
        if self._sheet is not None:
            self._sheet.retranslate()
        self.changed.emit()
        if self._selected >= 0:
            self.select(self._selected)

    # ------------------------------------------------------------------ QML: opening
    @Slot()
    def openTable(self) -> None:
        """The final scoring's Review button: the game on the table."""
        game = self._table_game
        record = game.record if game is not None else None
        self.load(record.model_copy(deep=True) if record is not None else None)
        self.tableOpened.emit()  # before its end, a game reviewed is no clean record

    @Slot()
    def openPast(self) -> None:
        """The History's Review button: the past game open there."""
        history = self._history
        past = history.property("current") if history is not None else None
        record = getattr(past, "record", None)
        if isinstance(record, GameRecord):
            self.load(record)
        else:  # SET Cubed: no evaluator can rate its turns
            entry = getattr(past, "entry", None)
            self.load(None, getattr(entry, "game", SET_CUBED))

    @property
    def record(self) -> GameRecord | None:
        """The record under review (the challenge box of the Review screen reads it)."""
        return self._record

    # ------------------------------------------------------------------ QML: the review
    @Property(bool, notify=changed)
    def available(self) -> bool:
        return self._record is not None and self.available_for(self._game)

    @Property(str, notify=changed)
    def unavailableText(self) -> str:
        if self.available:
            return ""
        if is_set_cubed(self._game):
            return translate("Review", "Games of SET Cubed cannot be reviewed: its computer "
                                       "player finds the turn that scores most now, but cannot "
                                       "rate a turn by the points it leads to by the end of the "
                                       "game.")
        return translate("Review", "This game cannot be reviewed: no computer player can rate "
                                   "its moves yet.")

    @Property(str, notify=changed)
    def title(self) -> str:
        if not self._game:
            return translate("Review", "Review")
        return translate("Review", "Review: %1").replace("%1", words.game_title(self._game))

    @Property(str, notify=changed)
    def evaluatorText(self) -> str:
        """Whose figures are shown (the network's first, then the expert's)."""
        review = self.current
        return review_words.evaluator_name(review.evaluator) if review is not None else ""

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        return self._busy

    @Property(str, notify=changed)
    def progressText(self) -> str:
        if not self._busy:
            return ""
        moves = len(self._record.moves) if self._record is not None else 0
        if self._done > moves:  # the moves are judged: the biggest mistakes are played out
            return translate("Review", "Playing out the biggest mistakes to check them: %1 of "
                                       "%2 …").replace("%1", str(self._done - moves)).replace(
                "%2", str(self._total - moves))
        return translate("Review", "Reviewing move %1 of %2 …").replace(
            "%1", str(self._done)).replace("%2", str(moves))

    @Property(float, notify=changed)
    def progress(self) -> float:
        return self._done / self._total if self._total else 0.0

    @Property(str, notify=changed)
    def errorText(self) -> str:
        return self._error

    @Property(list, notify=changed)
    def seats(self) -> list[dict[str, Any]]:
        return [{"seat": seat, "name": name, "computer": computer}
                for seat, (name, computer) in enumerate(zip(self._names, self._computers,
                                                            strict=True))]

    @Property(int, notify=changed)
    def seat(self) -> int:
        return self._seat

    @Slot(int)
    def setSeat(self, seat: int) -> None:
        if self._record is None or not 0 <= seat < len(self._names) or seat == self._seat:
            return
        self._seat = seat
        self._selected, self._rings = -1, []
        self._error = ""
        if seat not in self._reviews:
            self._start()
        self.changed.emit()
        self.positionChanged.emit()

    @property
    def current(self) -> GameReview | None:
        return self._reviews.get(self._seat)

    @Property(bool, notify=changed)
    def ready(self) -> bool:
        return self.current is not None

    @Property(float, notify=changed)
    def pointsLost(self) -> float:
        review = self.current
        return review.points_lost if review is not None else 0.0

    @Property(str, notify=changed)
    def totalText(self) -> str:
        review = self.current
        return review_words.total_lost(review) if review is not None else ""

    @Property(list, notify=changed)
    def accountRows(self) -> list[dict[str, str]]:
        """The three parts and the final score, each a row {label, value}, adding up as shown."""
        review = self.current
        return review_words.account_rows(review) if review is not None else []

    @Property(str, notify=changed)
    def accountText(self) -> str:
        """The account in words ("Your decisions cost 34 points; your dice were …")."""
        review = self.current
        return review_words.account_sentence(review) if review is not None else ""

    @Property(str, notify=changed)
    def summaryText(self) -> str:
        review = self.current
        return review_words.summary(review) if review is not None else ""

    @Property(list, notify=changed)
    def decisions(self) -> list[dict[str, Any]]:
        return list(self._rows.get(self._seat, []))

    @Property(list, notify=changed)
    def mistakes(self) -> list[dict[str, Any]]:
        rows = self._rows.get(self._seat, [])
        ranked = [row for row in rows if row["rank"] > 0]
        return sorted(ranked, key=lambda row: row["rank"])

    @Property(str, notify=changed)
    def noMistakesText(self) -> str:
        if self.current is None or self.mistakes:
            return ""
        return translate("Review", "No mistake worth half a point: every decision was as good "
                                   "as the best, or nearly.")

    @Property(bool, notify=changed)
    def finished(self) -> bool:
        review = self.current
        return review.finished if review is not None else False

    @Property(int, notify=changed)
    def finalScore(self) -> int:
        review = self.current
        return review.final_score if review is not None else 0

    # ------------------------------------------------------------------ QML: one position
    @Property(int, notify=positionChanged)
    def selected(self) -> int:
        return self._selected

    @Slot(int)
    def select(self, index: int) -> None:
        """Show decision ``index`` (of ``decisions``) on the sheet; -1: back to the overview."""
        rows = self._rows.get(self._seat, [])
        index = index if 0 <= index < len(rows) else -1
        self._selected = index
        self._rings = []
        review = self.current
        if index >= 0 and review is not None:
            self._show(review.decisions[index])
        self.positionChanged.emit()

    @Slot()
    def selectNext(self) -> None:
        if self._selected >= 0 and self._selected + 1 < len(self._rows.get(self._seat, [])):
            self.select(self._selected + 1)

    @Slot()
    def selectPrevious(self) -> None:
        if self._selected > 0:
            self.select(self._selected - 1)

    def _show(self, decision: Decision) -> None:
        if self._sheet is not None and self._geometry is not None:
            self._rings = show_decision(self._sheet, self._geometry, get_rules(self._game),
                                        self._states[decision.step], decision)

    def _row(self) -> dict[str, Any]:
        rows = self._rows.get(self._seat, [])
        return rows[self._selected] if 0 <= self._selected < len(rows) else {}

    @Property(QObject, notify=changed)
    def sheet(self) -> SheetModel | None:
        return self._sheet

    @Property(bool, notify=changed)
    def canDraw(self) -> bool:
        return self._sheet is not None

    @Property(float, notify=changed)
    def pageWidth(self) -> float:
        return self._geometry.width if self._geometry is not None else 230.0

    @Property(float, notify=changed)
    def pageHeight(self) -> float:
        return self._geometry.height if self._geometry is not None else 180.0

    @Property(dict, notify=changed)
    def palette(self) -> dict[str, str]:
        return dict(self._geometry.palette) if self._geometry is not None else {}

    @Property(list, notify=positionChanged)
    def rings(self) -> list[dict[str, Any]]:
        return list(self._rings)

    @Property(dict, notify=positionChanged)
    def position(self) -> dict[str, Any]:
        """The selected decision's row (``decisions``) with its dice, or {}."""
        row = dict(self._row())
        review = self.current
        if row and review is not None:
            decision = review.decisions[self._selected]
            row["dice"] = dice_text(get_rules(self._game), self._states[decision.step])
            row["playedScore"] = translate("Review", "%1 expected").replace(
                "%1", review_words.points(decision.played_expected))
            row["bestScore"] = translate("Review", "%1 expected").replace(
                "%1", review_words.points(decision.best_expected))
            row["counter"] = translate("Review", "Decision %1 of %2").replace(
                "%1", str(self._selected + 1)).replace("%2", str(len(review.decisions)))
        return row

