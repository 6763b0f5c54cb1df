"""Undo and redo of the game on the table: its :class:`UndoHistory`, its session, the undo rule.

:class:`GameUndo` follows the game move by move (an out-of-step record is taken as it is), takes
a move back or plays it again, and says in words why undo is off or what it would do. A game's
undo rule is fixed when it starts (the "honest games" setting, or :meth:`GameUndo.forbid` for
campaign games) and travels with its saves; practice undo (back past seen dice) is a setting
that applies to the running game too. Dice cannot be fished: a face is a function of the seed
and the place in the game. Putting the result on the table is the ``Saves`` singleton's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, IllegalMove, Phase
from cleverdesk.engine.undo import UndoHistory, UndoUnavailable
from cleverdesk.setcubed import SetCubedRecord
from cleverdesk.store import LoadedSave, SaveOptions, new_session_id
from cleverdesk.store.save_options import PLAIN_GAME
from cleverdesk.ui.common import words

translate = QCoreApplication.translate


def new_history(record: GameRecord | SetCubedRecord, *,
                redo: Sequence[Sequence[Any]] = (), options: SaveOptions = PLAIN_GAME,
                practice: bool = False) -> UndoHistory:
    """The undo history of a record of either family (SET Cubed replays with its own rules),
    with the undo rule and the marks of ``options``; ``practice``: the practice undo setting."""
    rules = setcubed.get_rules() if isinstance(record, SetCubedRecord) else None
    return UndoHistory(record, redo=redo, allowed=options.undo_allowed, rules=rules,
                       practice=practice, practice_used=options.practice_used,
                       hints_used=options.hints_used, undo_used=options.undo_used,
                       review_used=options.review_used)


def game_over(state: Any) -> bool:
    """The game of ``state`` is over (both families name that phase "game_over")."""
    return state is not None and state.phase in (Phase.GAME_OVER, setcubed.Phase.GAME_OVER)


class GameUndo:
    """The undo history and session of the game on the table (None and "" before any)."""

    def __init__(self) -> None:
        self.history: UndoHistory | None = None
        self.session = ""
        self.honest = False  # the "honest games" setting: games started now have no undo
        self.practice = False  # the "practice undo" setting (undo past seen dice)

    # ------------------------------------------------------------------ following the game
    def start(self, record: GameRecord | SetCubedRecord) -> None:
        """A new game: its undo rule is fixed now, by the "honest games" setting."""
        self.history = new_history(record, options=SaveOptions(undo_allowed=not self.honest),
                                   practice=self.practice)
        self.session = new_session_id()

    def follow(self, record: GameRecord | SetCubedRecord) -> None:
        """The game on the table made a move (or took a throw of real dice): its record goes
        into the history."""
        history = self.history
        known = len(history.record.moves) if history is not None else -1
        same_family = history is not None and type(history.record) is type(record)
        try:
            if history is not None and same_family and len(record.moves) == known + 1:
                history.play(record.moves[-1])
            elif history is not None and same_family and len(record.moves) == known \
                    and getattr(record, "throws", {}) != getattr(history.record, "throws", {}):
                history.take_throws(record.throws)  # type: ignore[union-attr]
            else:  # out of step (a game started elsewhere): take the game's record as it is
                # (with the undo rule and the marks of the history before, if any)
                options = SaveOptions.of(history) if history is not None \
                    else SaveOptions(undo_allowed=not self.honest)
                self.history = new_history(record, options=options, practice=self.practice)
                if not self.session:
                    self.session = new_session_id()
        except (IllegalMove, setcubed.IllegalMove):
            self.history = new_history(record, options=SaveOptions(undo_allowed=not self.honest),
                                       practice=self.practice)

    def loaded(self, loaded: LoadedSave) -> UndoHistory:
        """The history of a loaded save (its redo steps and marks); raises ValueError when its
        record cannot be replayed here (SET Cubed played with other board or dice data)."""
        return new_history(loaded.record, redo=loaded.redo, options=loaded.options,
                           practice=self.practice)

    def hand_over(self, held: bool) -> bool:
        """Hot-seat: whether the player still looks at the end of their turn; True if that
        changed (the last move may then still be taken back)."""
        if self.history is None or held == self.history.before_hand_over:
            return False
        self.history.before_hand_over = held
        return True

    # ------------------------------------------------------------------ undo and redo
    def step(self, *, back: bool) -> bool:
        """Take the last move back (or play it again); False when there is none."""
        history = self.history
        if history is None:
            return False
        try:
            if back:
                history.undo()
            else:
                history.redo()
        except UndoUnavailable:
            return False
        return True

    def forbid(self) -> bool:
        """No undo for the running game (campaign games); True if it had undo."""
        if self.history is None or not self.history.allowed:
            return False
        self.history.allowed = False
        return True

    def set_practice(self, value: bool) -> bool:
        """The practice undo setting; True if the running game's rule changed with it."""
        self.practice = bool(value)
        if self.history is None or self.history.practice == self.practice:
            return False
        self.history.practice = self.practice  # the running game too: nothing is lost
        return True

    def mark_hints(self) -> bool:
        """Hints are shown in the running game; True if that is news (then autosave)."""
        if self.history is None or self.history.hints_used:
            return False
        self.history.hints_used = True
        return True

    def mark_review(self) -> bool:
        """The running game is reviewed before its end; True if that is news (then autosave)."""
        if self.history is None or self.history.review_used \
                or game_over(self.history.state):
            return False
        self.history.review_used = True
        return True

    # ------------------------------------------------------------------ what QML reads
    @property
    def allowed(self) -> bool:
        return bool(self.history is not None and self.history.allowed)

    @property
    def can_undo(self) -> bool:
        return self.history is not None and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history is not None and self.history.can_redo

    @property
    def practice_used(self) -> bool:
        return bool(self.history is not None and self.history.practice_used)

    @property
    def hints_used(self) -> bool:
        return bool(self.history is not None and self.history.hints_used)

    def undo_tip(self, *, over: bool) -> str:
        """Why undo is off, or what it would do (``over``: the game on the table is over)."""
        history = self.history
        if history is not None and not history.allowed:
            return translate("Saves",
                             "Undo is off for this game (an honest game, or a campaign game).")
        if history is not None and history.blocked_by_dice and history.before_hand_over:
            # the "Done" moment: only a last move that threw dice is out of reach
            return translate("Saves",
                             "Your last move brought new dice onto the table, so it cannot be "
                             "taken back (practice undo in the settings lifts this).")
        if history is not None and history.blocked_by_dice:
            return translate("Saves",
                             "Undo takes back a move only until new dice are seen or the turn "
                             "passes on (practice undo in the settings lifts this).")
        # a disabled button says why it is off, not what it would do
        if history is not None and over:
            return translate("Saves", "The game is over: its final scoring stands.")
        if history is not None and not history.can_undo:
            return translate("Saves",
                             "Nothing to take back yet: no move of a person at this computer "
                             "since the game began.")
        if history is not None and history.practice:
            return translate("Saves",
                             "Take back your last move (Ctrl+Z). Going back past dice already "
                             "seen makes this a practice game: it does not count in the "
                             "records.")
        return translate("Saves", "Take back your last move; the dice stay as they fell (Ctrl+Z)")

    def redo_tip(self) -> str:
        if self.history is not None and not self.history.allowed:
            return translate("Saves",
                             "Undo is off for this game (an honest game, or a campaign game).")
        return translate("Saves", "Play the move you took back again (Ctrl+Shift+Z)")

    def suggested_title(self) -> str:
        """The name a save of the running game is offered: the game and its players."""
        history = self.history
        if history is None:
            return ""
        names = ", ".join(p.name for p in history.record.setup.players)
        return f"{words.game_title(history.record.setup.game)} – {names}"
