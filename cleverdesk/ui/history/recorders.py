"""The recorders: they watch the table's controllers and hand every game that ends to the
history, once, when it ends (never when it is left unfinished).

:class:`GameRecorder` watches the ``Game`` controller (the Clever games), :class:`SetCubedRecorder`
the ``SetCubedGame`` controller. A :class:`Session` is one game at the table, with its mode (solo,
campaign, multiplayer), its start and a uid, so that a game seen twice is written once.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from PySide6.QtCore import QObject

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, GameState, Phase
from cleverdesk.layout import LAYOUT_GAME_IDS
from cleverdesk.store import campaign as campaign_store
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.table.desk import Game


@dataclass
class Session:
    """One game at the table, from its start to its end (or until it is left)."""

    uid: str
    record_setup: Any
    mode: str
    stage: str | None
    started: float
    autoplayed: bool = False  # no human made its decisions (autoplay, or only computers): unwritten
    written: bool = False


class GameRecorder(QObject):
    """Watches the ``Game`` controller and hands every game that ends to ``write``.

    A new game (a different setup, or any start after the table was left) opens a session; undo,
    redo or a resume of the same game keep it. The computer playing *for* the player (the
    screenshot tool's autoplay) makes a game that is not the player's: it is not written.
    """

    def __init__(self, game: Game, write: Callable[[GameState, GameRecord, Session], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._write = write
        self._session: Session | None = None
        self._expected: tuple[str, str | None] | None = None
        game.started.connect(self._on_started)
        game.moved.connect(self._on_moved)
        game.changed.connect(self._on_changed)
        game.autoplayDone.connect(self._on_autoplay)

    @property
    def session(self) -> Session | None:
        return self._session

    def expect(self, mode: str, stage: str | None) -> None:
        """The next game started is of this mode (and campaign stage)."""
        self._expected = (mode, stage)

    def _on_started(self) -> None:
        record = self._game.record
        if record is None:
            return
        current = self._session
        if current is not None and current.record_setup == record.setup \
                and self._expected is None:
            return  # the same game again (undo, redo, resume)
        mode, stage = self._expected or self._guess(record)
        self._expected = None
        self._session = Session(uuid.uuid4().hex, record.setup, mode, stage, time.monotonic())
        if self._game.state is not None and self._game.state.phase == Phase.GAME_OVER:
            self._session.written = True  # a finished game shown again is not a new game

    @staticmethod
    def _guess(record: GameRecord) -> tuple[str, str | None]:
        """The mode of a game started elsewhere: a resumed campaign stage keeps its stage.

        Only a game resumed with moves already made counts (Continue); a new game typed in with
        a stage's seed is a solo game, with undo, and earns no stars.
        """
        setup = record.setup
        if len(setup.players) > 1:
            return "multiplayer", None
        if record.moves and not setup.real_dice:  # a stage is never played with real dice
            for chapter in campaign_store.chapters():
                for stage in chapter.stages:
                    if (stage.game, stage.seed) == (setup.game, setup.seed):
                        return "campaign", stage.id
            today = date.today()
            for back in range(3):
                day = today - timedelta(days=back)
                if campaign_store.daily_game(day, LAYOUT_GAME_IDS) == (setup.game, setup.seed):
                    return "campaign", campaign_store.daily_stage_id(day)
        return "solo", None

    def _on_changed(self) -> None:
        state, session = self._game.state, self._session
        if state is None:
            self._session = None  # left: a game not finished is never written
            return
        record = self._game.record
        if session is None or record is None or session.record_setup != record.setup:
            return  # "changed" of a new game can come before its "started": not this session
        if state.decider is not None \
                and session.record_setup.players[state.decider].bot is None \
                and self._game.property("computerDeciding"):
            session.autoplayed = True  # the computer decides for a human seat: autoplay

    def _on_autoplay(self) -> None:
        if self._session is not None:
            self._session.autoplayed = True

    def _on_moved(self) -> None:
        state, record, session = self._game.state, self._game.record, self._session
        if state is None or record is None or session is None or session.written:
            return
        if state.phase != Phase.GAME_OVER:
            return
        session.written = True
        if session.autoplayed:
            return
        self._write(state, record, session)


def set_cubed_mode(setup: setcubed.SetCubedSetup) -> str | None:
    """The history's mode of a SET Cubed game: one human against the computer is the desk's own
    solo mode, two or more humans multiplayer; None when no human plays (nobody's game)."""
    humans = sum(1 for p in setup.players if p.bot is None)
    if humans == 0:
        return None
    return "solo" if humans == 1 else "multiplayer"


class SetCubedRecorder(QObject):
    """Watches the ``SetCubedGame`` controller and hands every game that ends to ``write``.

    The same sessions as :class:`GameRecorder`: a new setup (or any start after the table was
    left) opens one, undo, redo or a resume of the same game keep it, a game shown when already
    over is not written again. SET Cubed has no campaign and no autoplay; a game with computers
    in every seat is not the player's, so it is never written (like a Clever game the computer
    played for the player).
    """

    def __init__(self, game: SetCubedGame,
                 write: Callable[[setcubed.SetCubedState, setcubed.SetCubedRecord, Session],
                                 None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._write = write
        self._session: Session | None = None
        game.started.connect(self._on_started)
        game.moved.connect(self._on_moved)
        game.changed.connect(self._on_changed)

    @property
    def session(self) -> Session | None:
        return self._session

    def _on_started(self) -> None:
        record = self._game.record
        if record is None:
            return
        current = self._session
        if current is not None and current.record_setup == record.setup:
            return  # the same game again (undo, redo, resume)
        mode = set_cubed_mode(record.setup)
        # computers only: a session all the same (so undo keeps it), marked never to be written
        session = Session(uuid.uuid4().hex, record.setup, mode or "multiplayer", None,
                          time.monotonic(), autoplayed=mode is None)
        state = self._game.state
        if state is not None and state.phase == setcubed.Phase.GAME_OVER:
            session.written = True  # a finished game shown again is not a new game
        self._session = session

    def _on_changed(self) -> None:
        if self._game.state is None:
            self._session = None  # left: a game not finished is never written

    def _on_moved(self) -> None:
        state, record, session = self._game.state, self._game.record, self._session
        if state is None or record is None or session is None or session.written:
            return
        if state.phase != setcubed.Phase.GAME_OVER or session.record_setup != record.setup:
            return
        session.written = True
        if session.autoplayed:
            return
        self._write(state, record, session)
