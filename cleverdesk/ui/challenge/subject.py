"""One finished solo game as the challenge box shows it: its code, the expert on its dice, how
clean it was and the result line to copy (``Challenge.table``, ``.past``, ``.reviewed``).

``facts`` says which game: its setup, the player's total and the aids it was played with, or
None when there is nothing to show (no game, not solo, not a Clever game, not over yet). The
ghost is asked for only while the box shows a game, so nothing is played during a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtGui import QGuiApplication

from cleverdesk.engine import GAME_IDS, GameSetup, get_rules
from cleverdesk.engine.challenge import challenge_of, code_reason, encode, grouped
from cleverdesk.engine.ghost import Ghost, ghost_reason
from cleverdesk.ui.challenge import words as challenge_words
from cleverdesk.ui.challenge.ghosts import GhostKeeper
from cleverdesk.ui.common import words


@dataclass(frozen=True)
class Facts:
    """What the box needs of a game: its setup, the total and the aids (None: not known)."""

    setup: GameSetup
    total: int | None = None
    hints: bool = False
    undo: bool = False
    review: bool = False


class ChallengeSubject(QObject):
    """The challenge box of one game (QML binds to its properties)."""

    changed = Signal()

    def __init__(self, keeper: GhostKeeper, facts: Callable[[], Facts | None],
                 show_ghost: Callable[[Ghost], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keeper = keeper
        self._facts_of = facts
        self._show_ghost = show_ghost
        self._facts: Facts | None = None
        self._copied = False
        keeper.ready.connect(self._on_ready)

    # ------------------------------------------------------------------ following the game
    @Slot()
    def refresh(self) -> None:
        facts = self._facts_of()
        if facts is not None and (len(facts.setup.players) != 1
                                  or facts.setup.game not in GAME_IDS):
            facts = None
        if facts != self._facts:
            self._facts, self._copied = facts, False
            self.changed.emit()

    def _on_ready(self, key: str) -> None:
        facts = self._facts
        if facts is not None and key == self._keeper.key(facts.setup.game, facts.setup.seed):
            self.changed.emit()

    def _ghost(self) -> Ghost | None:
        facts = self._facts
        if facts is None or ghost_reason(facts.setup):
            return None
        return self._keeper.ghost(facts.setup.game, facts.setup.seed)

    # ------------------------------------------------------------------ what QML shows
    @Property(bool, notify=changed)
    def available(self) -> bool:
        """A solo Clever game is shown (the box is visible)."""
        return self._facts is not None

    def _code(self) -> str:
        challenge = challenge_of(self._facts.setup) if self._facts is not None else None
        return grouped(encode(challenge)) if challenge is not None else ""

    @Property(str, notify=changed)
    def code(self) -> str:
        """The grouped challenge code ("" when the game has none)."""
        return self._code()

    @Property(str, notify=changed)
    def codeText(self) -> str:
        """"Challenge code: …", or why the game has none."""
        facts = self._facts
        if facts is None:
            return ""
        code = self._code()
        if code:
            return challenge_words.code_text(code)
        if facts.setup.real_dice:
            return challenge_words.no_code_text("real_dice")
        return challenge_words.no_code_text(code_reason(facts.setup.game, facts.setup.seed))

    @Property(str, notify=changed)
    def ghostState(self) -> str:
        """"none" (no ghost for this game), "busy" (being played), "ready" or "failed"."""
        facts = self._facts
        if facts is None or ghost_reason(facts.setup):
            return "none"
        if self._ghost() is not None:
            return "ready"
        key = self._keeper.key(facts.setup.game, facts.setup.seed)
        return "failed" if self._keeper.failure(key) else "busy"

    @Property(int, notify=changed)
    def ghostScore(self) -> int:
        ghost = self._ghost()
        return ghost.total if ghost is not None else -1

    @Property(str, notify=changed)
    def ghostText(self) -> str:
        facts = self._facts
        if facts is None:
            return ""
        reason = ghost_reason(facts.setup)
        if reason:
            return challenge_words.no_ghost_text(reason)
        ghost = self._ghost()
        if ghost is not None:
            return challenge_words.ghost_score(ghost.total)
        failure = self._keeper.failure(self._keeper.key(facts.setup.game, facts.setup.seed))
        return challenge_words.ghost_failed(failure) if failure else challenge_words.ghost_busy()

    @Property(str, notify=changed)
    def sameDiceNote(self) -> str:
        return challenge_words.same_dice_note()

    def _clean_text(self) -> str:
        facts = self._facts
        if facts is None:
            return ""
        return challenge_words.aids_text(facts.hints, facts.undo, facts.review)

    @Property(str, notify=changed)
    def cleanText(self) -> str:
        """A clean game, or the aids it was played with."""
        return self._clean_text()

    @Property(bool, notify=changed)
    def clean(self) -> bool:
        facts = self._facts
        return facts is not None and not (facts.hints or facts.undo or facts.review)

    @Property(str, notify=changed)
    def resultLine(self) -> str:
        """Game, code, score, rating band, the expert's score, the aids: to copy and share."""
        return self._result_line()

    def _result_line(self) -> str:
        facts = self._facts
        if facts is None or facts.total is None:
            return ""
        rules = get_rules(facts.setup.game)
        rating = ""
        if rules.rating:
            band = rules.rating_band(facts.total)
            rating = words.rating_label(rules.game_id, band.code, band.en)
        ghost = self._ghost()
        return challenge_words.result_line(
            words.game_title(facts.setup.game), self._code(), facts.total, rating,
            ghost.total if ghost is not None else None, self._clean_text())

    @Property(bool, notify=changed)
    def copied(self) -> bool:
        return self._copied

    @Property(str, notify=changed)
    def copiedText(self) -> str:
        return challenge_words.copied() if self._copied else ""

    @Slot()
    def copyResult(self) -> None:
        """The result line to the clipboard."""
        line = self._result_line()
        clipboard = QGuiApplication.clipboard()
        if not line or clipboard is None:
            return
        clipboard.setText(line)
        self._copied = True
        self.changed.emit()

    @Slot()
    def showGhost(self) -> None:
        """Open the expert's game: its sheet and its replay."""
        ghost = self._ghost()
        if ghost is not None:
            self._show_ghost(ghost)
