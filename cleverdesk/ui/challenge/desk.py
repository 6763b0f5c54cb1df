"""Challenges at the desk (``Challenge`` in QML, issue 50): codes, the expert on your dice,
clean records.

- ``table``, ``past`` and ``reviewed`` are the challenge boxes of the game that just ended on the
  table (the final scoring), of the game open in the History, and of the game under review:
  each says its code, plays the expert on its dice once (off the GUI thread: ghosts.py) and
  makes the result line to copy (subject.py);
- ``showGhost`` on a box opens the expert's game (``ghostPast``: its sheet and replay) and asks
  for its screen (``ghostRequested``);
- ``describe`` and ``start`` read a typed code and start its game (New game → Enter a challenge
  code).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cleverdesk.engine import GAME_IDS, GameRecord, GameState, Phase, get_rules
from cleverdesk.engine.challenge import BadCode, CodeProblem, decode
from cleverdesk.engine.ghost import Ghost
from cleverdesk.layout import LAYOUT_GAME_IDS
from cleverdesk.ui.challenge import words as challenge_words
from cleverdesk.ui.challenge.ghosts import GhostKeeper
from cleverdesk.ui.challenge.subject import ChallengeSubject, Facts
from cleverdesk.ui.common import words
from cleverdesk.ui.history.desk import History
from cleverdesk.ui.review.desk import ReviewDesk
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.table.desk import Game


# A QML singleton of the Cleverdesk module (``Challenge``), made by ui/app/services.py (on
# first use).
class ChallengeDesk(QObject):
    """The challenge boxes, the ghost shown, the code typed (see the module's words)."""

    ghostChanged = Signal()
    ghostRequested = Signal()  # the ghost's screen should open

    def __init__(self, *, game: Game | None, saves: Saves | None, history: History | None,
                 review: ReviewDesk | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keeper = GhostKeeper(parent=self)
        self.table = ChallengeSubject(self.keeper, self._table_facts, self._open_ghost, self)
        self.past = ChallengeSubject(self.keeper, self._past_facts, self._open_ghost, self)
        self.reviewed = ChallengeSubject(self.keeper, self._review_facts, self._open_ghost,
                                         self)
        self._ghost_past: QObject | None = None  # a GhostGame
        # the services read: the Clever table, the saved games' marks, the History's open
        # game, the Review's game
        self.game, self.saves, self.history, self.review = game, saves, history, review
        if game is not None:
            for signal in (game.started, game.moved, game.changed):
                signal.connect(self.table.refresh)
        if history is not None:
            history.currentChanged.connect(self.past.refresh)
        if review is not None:
            review.changed.connect(self.reviewed.refresh)
        for subject in (self.table, self.past, self.reviewed):
            subject.refresh()

    # ------------------------------------------------------------------ the games shown
    def _table_facts(self) -> Facts | None:
        game = self.game
        state = game.state if game is not None else None
        record = game.record if game is not None else None
        if not isinstance(state, GameState) or not isinstance(record, GameRecord) \
                or state.phase != Phase.GAME_OVER:
            return None
        total = get_rules(record.setup.game).total(state.players[0])
        history = self.saves.history if self.saves is not None else None
        if history is None or history.record.setup != record.setup:
            return Facts(record.setup, total)
        return Facts(record.setup, total, hints=history.hints_used,
                     undo=history.undo_used or history.practice_used,
                     review=history.review_used)

    def _past_facts(self) -> Facts | None:
        past = self.history.property("current") if self.history is not None else None
        record, entry = getattr(past, "record", None), getattr(past, "entry", None)
        if not isinstance(record, GameRecord) or entry is None:
            return None
        mine = next((r for r in entry.results if r.human), None)
        if mine is None:
            return None
        return Facts(record.setup, mine.total, hints=entry.hints,
                     undo=entry.undo or entry.practice, review=entry.review)

    def _review_facts(self) -> Facts | None:
        record = self.review.record if self.review is not None else None
        return Facts(record.setup) if isinstance(record, GameRecord) else None

    def _open_ghost(self, ghost: Ghost) -> None:
        from cleverdesk.ui.challenge.ghost_game import GhostGame  # (made when first shown)

        old, self._ghost_past = self._ghost_past, GhostGame(ghost, self)
        self.ghostChanged.emit()
        self.ghostRequested.emit()
        if old is not None:
            old.deleteLater()

    @Property(QObject, constant=True)
    def tableGame(self) -> ChallengeSubject:
        return self.table

    @Property(QObject, constant=True)
    def pastGame(self) -> ChallengeSubject:
        return self.past

    @Property(QObject, constant=True)
    def reviewedGame(self) -> ChallengeSubject:
        return self.reviewed

    @Property(QObject, notify=ghostChanged)
    def ghostPast(self) -> QObject | None:
        return self._ghost_past

    # ------------------------------------------------------------------ codes
    @Slot(str, result="QVariantMap")
    def describe(self, text: str) -> dict[str, Any]:
        """What a typed code stands for: {ok, text} (the game and seed, or why not)."""
        try:
            found = decode(text, known_games=LAYOUT_GAME_IDS)
        except BadCode as error:
            return {"ok": False, "text": challenge_words.problem_text(error.problem)}
        if found.readings != "ours":
            return {"ok": False, "text": challenge_words.strict_text()}
        return {"ok": True, "text": challenge_words.found_text(words.game_title(found.game),
                                                               found.seed)}

    @Slot(str, str, result=str)
    def start(self, text: str, name: str) -> str:
        """Start the solo game of a typed code (``name``: the player's, "" for the default);
        "" when it started, else why not."""
        try:
            found = decode(text, known_games=LAYOUT_GAME_IDS)
        except BadCode as error:
            return challenge_words.problem_text(error.problem)
        if found.readings != "ours":
            return challenge_words.strict_text()
        if self.game is None or found.game not in GAME_IDS:
            return challenge_words.problem_text(CodeProblem.UNKNOWN_GAME)
        config = {"game": found.game, "seats": [{"name": name, "computer": False}],
                  "seed": str(found.seed)}
        if not self.game.start(config):
            return str(self.game.property("error") or "")
        return ""

