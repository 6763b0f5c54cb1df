"""The SET Cubed controller QML talks to (``SetCubedGame``): one running game, its board, hands,
seats and log, and the parts of the table it wires together.

No rules live here. What a human's clicks and keys do is ``input`` (turn_input.py: the turn is
built die by die and judged with the engine's ``check_turn`` on every change — never by
enumerating ``legal_moves`` on the GUI thread, a hand with two WILDs can have tens of thousands
of turns); what the turn shows is ``turn`` (turn_view.py), its live preview ``preview``
(preview.py) and the scores ``results`` (results.py). Each reads the game through ``Table``
(table.py), which this class provides. Computer seats decide in a worker thread
(computer_seats.py); their move comes back through a queued signal after at least the visible
pause, so the window never freezes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cleverdesk.engine.bots import BOT_NAMES as CLEVER_BOT_NAMES
from cleverdesk.setcubed import (
    GAME_ID,
    Move,
    MoveKind,
    Phase,
    Placement,
    SetCubedRecord,
    SetCubedRules,
    SetCubedSetup,
    SetCubedState,
    SetupError,
    TurnCheck,
    get_rules,
)
from cleverdesk.setcubed.bots import BOT_NAMES
from cleverdesk.setcubed.rules import MAX_PLAYERS, MIN_PLAYERS
from cleverdesk.typed_text import typed
from cleverdesk.ui.common.new_game import players_and_seed
from cleverdesk.ui.common.seat_settings import SeatSettings
from cleverdesk.ui.setcubed import hand_over, words
from cleverdesk.ui.setcubed.board_data import BoardData
from cleverdesk.ui.setcubed.computer_seats import ComputerSeats
from cleverdesk.ui.setcubed.extra_roll_clock import ExtraRollClock
from cleverdesk.ui.setcubed.log_replay import replay_log
from cleverdesk.ui.setcubed.models import BoardModel, HandModel, SeatModel
from cleverdesk.ui.setcubed.preview import Preview
from cleverdesk.ui.setcubed.results import Results
from cleverdesk.ui.setcubed.rows import board_rows, hand_rows, seat_rows
from cleverdesk.ui.setcubed.spoken import SetCubedAnnouncer
from cleverdesk.ui.setcubed.status import Status
from cleverdesk.ui.setcubed.turn import Turn, hand_faces
from cleverdesk.ui.setcubed.turn_input import TurnInput
from cleverdesk.ui.setcubed.turn_view import TurnView
from cleverdesk.ui.table.list_models import LogModel

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

DEFAULT_BOT = "greedy"
EXTRA_ROLL_SECONDS = 30  # R11: the timer, when switched on

Cell = tuple[int, int]


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class SetCubedGame(SeatSettings):
    """The running SET Cubed game (``SetCubedGame`` in QML)."""

    changed = Signal()
    started = Signal()
    moved = Signal()
    errorChanged = Signal()
    resultsChanged = Signal()
    computerMoved = Signal()

    _loaded_rules: SetCubedRules | None = None  # built on first use, not at start-up

    @property
    def _rules(self) -> SetCubedRules:
        if self._loaded_rules is None:
            self._loaded_rules = get_rules()
        return self._loaded_rules

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loaded_rules = None
        self._state: SetCubedState | None = None
        self._record: SetCubedRecord | None = None
        self._names: list[str] = []
        self._turn = Turn()  # the turn a human builds
        self._notice = ""
        self._error = ""
        self._last_cells: set[Cell] = set()
        self._results_shown = False
        self._computers = ComputerSeats(self._computer_due, self._computer_failed, self)
        self._clock = ExtraRollClock(self._tick, self)
        self._board = BoardModel(self)
        self._hand = HandModel(self)
        self._seats = SeatModel(self)
        self._log = LogModel(self)
        self._announcer = SetCubedAnnouncer(self)  # what a screen reader says after a move
        self._input = TurnInput(self, self._turn, self)
        self._turn_view = TurnView(self, self._turn, self)
        self._preview = Preview(self._turn, self)
        self._results = Results(self, self)
        self._status = Status(self, self)
        self._board_data = BoardData(self, self._turn, self)
        for view in (self._turn_view, self._preview, self._results, self._status,
                     self._board_data):
            self.changed.connect(view.changed)
        self.resultsChanged.connect(self._results.changed)

    # ================================================================== starting
    @Slot("QVariantMap", result=bool)
    def start(self, config: Mapping[str, Any]) -> bool:
        """Start from the new-game screen: seats (name, computer, bot), seed, timer."""
        try:
            self.start_setup(self._setup_from(config))
        except (SetupError, ValueError, KeyError) as error:
            self._set_error(str(error))
            return False
        return True

    def _setup_from(self, config: Mapping[str, Any]) -> SetCubedSetup:
        seats = list(config.get("seats") or [])
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError(self.tr("SET Cubed is for 2 to 4 players: choose Solo (against "
                                     "the computer) or 2–4 seats."))
        players, seed = players_and_seed(
            seats, config.get("seed", ""), "SetCubedGame", default_bot=DEFAULT_BOT,
            bots=BOT_NAMES, stand_ins=CLEVER_BOT_NAMES)  # (no learned player or levels yet)
        seconds = EXTRA_ROLL_SECONDS if bool(config.get("extraRollTimer", False)) else 0
        return SetCubedSetup(players=players, seed=seed, extra_roll_seconds=seconds)

    def start_setup(self, setup: SetCubedSetup) -> None:
        self.resume(SetCubedRecord(setup=setup, data=self._rules.ref, moves=[]))

    def retranslate(self) -> None:
        """After a language switch: the log again, in the new language (the turn is kept)."""
        record = self._record
        if record is None or self._state is None:
            return
        _, self._names, lines = replay_log(self._rules, record.setup, record.moves)
        self._log.clear()
        self._log.append(lines)
        self._refresh()

    def resume(self, record: SetCubedRecord) -> None:
        """Show the game of ``record``, replayed move by move (also the way in for tests)."""
        self._rules.check_data(record.data)
        state, names, lines = replay_log(self._rules, record.setup, record.moves)
        # A computer's pending move and a running EXTRA ROLL timer belong to the table shown
        # before (undo, redo and resumed saves come in here): neither may act on this one.
        self._computers.seat(record.setup)
        self._clock.stop()
        self._state = state
        self._record = SetCubedRecord(setup=record.setup, data=record.data,
                                      moves=list(record.moves))
        self._names = names
        self._input.clear()
        self._holder, self._handover = None, -1
        self._notice, self._last_cells = "", set()
        self._log.clear()
        self._log.append(lines)
        self._set_error("")
        self._results_shown = not self._finished()
        self._refresh()
        self.started.emit()
        self._schedule()

    @Slot()
    def leave(self) -> None:
        self._computers.stop()
        self._clock.stop()
        self._state = None
        self._input.clear()
        self.changed.emit()
        if self._results_shown:
            self._results_shown = False
            self.resultsChanged.emit()

    def shutdown(self) -> None:
        """Wait for a computer still thinking (tests and the end of the program)."""
        self.leave()
        self._computers.wait()

    # ================================================================== python API
    @property
    def state(self) -> SetCubedState | None:
        return self._state

    @property
    def record(self) -> SetCubedRecord | None:
        return self._record

    @property
    def rules(self) -> SetCubedRules:
        return self._rules

    @property
    def names(self) -> list[str]:
        return self._names

    @property
    def pending(self) -> list[Placement]:
        return list(self._turn.pending)

    @property
    def check(self) -> TurnCheck | None:
        return self._turn.check

    @property
    def turn_input(self) -> TurnInput:
        """``input`` for Python (the SET Cubed hint places its dice as the player would)."""
        return self._input

    # ================================================================== moves
    def play(self, move: Move) -> None:
        """The deciding seat's move: applied, logged and announced, then the next seat."""
        assert self._state is not None and self._record is not None
        self._clock.stop()
        before = self._state
        human = before.decider is not None and not self._computers.plays(before.decider)
        self._state = self._rules.apply(before, move)
        self._record.moves.append(move)
        events = self._state.last_events
        lines = words.log_lines(events, self._names)
        self._log.append(lines)
        self._announcer.after_move(events, lines, self._names)
        placed = {e.cell for e in events if e.kind in ("place", "place_wild") and e.cell}
        if placed:
            self._last_cells = {(c[0], c[1]) for c in placed}
        notice = words.notice_text(events, self._names)
        # Skips and re-rolls stay in view until the next human decision (and in the log); at
        # the end "this is the last round" is over too: the end text says what happened.
        if self._state.phase == Phase.GAME_OVER:
            self._notice = ""
        elif notice or human:
            self._notice = notice
        self._input.clear()
        self._refresh()
        self.moved.emit()
        self._schedule()

    apply_move = play  # the deciding seat's move, for tests and screenshots

    def _tick(self) -> None:
        if not (self.interactive() and self._phase() == Phase.EXTRA_ROLL):
            self._clock.stop()
            return
        if self._clock.count_down():
            notice = self.tr("Time is up: no EXTRA ROLL for %1.").replace(
                "%1", typed(self._names[self._decider()]))
            self.play(Move(MoveKind.EXTRA_ROLL))  # R11: time-out means no re-roll
            self._notice = notice
        self.changed.emit()

    @Slot()
    def confirmHandOver(self) -> None:  # also Table's
        if self._handover >= 0:
            self._holder, self._handover = self._handover, -1
            self._refresh()
            self._schedule()

    # ================================================================== what the parts read (Table)
    def _phase(self) -> Phase | None:
        return self._state.phase if self._state else None

    def _human_decider(self) -> int | None:
        """The deciding seat if a human decides, else None."""
        state = self._state
        if state is None or state.decider is None or self._computers.plays(state.decider):
            return None
        return state.decider

    def _humans(self) -> list[int]:
        state = self._state
        return [s for s in range(len(state.players)) if not self._computers.plays(s)] \
            if state is not None else []

    def interactive(self) -> bool:
        return self._human_decider() is not None and self._handover < 0

    def building(self) -> bool:
        return self.interactive() and self._phase() in (Phase.OPENING, Phase.PLACE)

    def computer_deciding(self) -> bool:
        state = self._state
        return bool(state and self._computers.plays(state.decider))

    def waiting_for(self) -> int:
        return self._handover

    def hand_seat(self) -> int:
        if self._state is None:
            return -1
        return hand_over.hand_seat(self._holder, self._handover, self._human_decider(),
                                   self._humans())

    def seconds_left(self) -> int:
        return self._clock.seconds_left

    def say(self, notice: str) -> None:
        self._notice = notice

    def refresh(self) -> None:
        self._refresh()

    # ================================================================== computer seats
    def _schedule(self) -> None:
        state, pause = self._state, self._pause_now()
        if state is None or state.decider is None:
            return
        if self._computers.plays(state.decider):
            if self._computers.schedule(self._rules, state, pause):
                self.changed.emit()
        elif self.interactive() and state.phase == Phase.EXTRA_ROLL \
                and state.setup.extra_roll_seconds > 0 and not self._clock.running:
            self._clock.start(state.setup.extra_roll_seconds)
            self.changed.emit()

    def _computer_next(self) -> bool:
        return self.computer_deciding() and self._handover < 0

    def _hurry(self) -> None:
        self._computers.hurry()

    def _computer_due(self, move: Move) -> None:
        if self._state is not None:
            self.play(move)
            self.computerMoved.emit()

    def _computer_failed(self, message: str) -> None:
        self._set_error(message)
        self._notice = self.tr("The computer opponent failed: %1").replace("%1", message)
        self.changed.emit()

    # ================================================================== what is shown
    def _finished(self) -> bool:
        return self._state is not None and self._state.phase == Phase.GAME_OVER

    def _decider(self) -> int:
        return -1 if not self._state or self._state.decider is None else self._state.decider

    def _refresh(self) -> None:
        state = self._state
        if state is None:
            return
        self._holder, self._handover = hand_over.pass_device(
            self._holder, self._handover, self._human_decider(), self._humans(),
            self._handover_enabled)
        building = self.building()
        self._turn.judge(self._rules, state, building)
        interactive = self.interactive()
        faces = hand_faces(state)
        self._board.set_rows(board_rows(self._rules, state, self._turn, faces, self._last_cells,
                                        interactive=interactive, building=building))
        seat = self.hand_seat()
        self._hand.set_rows(hand_rows(self._rules, state, seat, self._turn,
                                      interactive=interactive and seat == self._decider()))
        self._seats.set_rows(seat_rows(self._rules, state, self._names, self._computers.bots))
        self.changed.emit()
        if self._finished() != self._results_shown:
            self._results_shown = self._finished()
            self.resultsChanged.emit()

    # ================================================================== properties
    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.errorChanged.emit()

    @Property(str, notify=errorChanged)
    def error(self) -> str:
        return self._error

    @Property(bool, notify=changed)
    def running(self) -> bool:
        return self._state is not None

    @Property(bool, notify=changed)
    def finished(self) -> bool:
        return self._finished()

    @Property(str, notify=changed)
    def phase(self) -> str:
        return str(self._state.phase) if self._state else ""

    @Property(str, notify=started)
    def seed(self) -> str:
        return str(self._record.setup.seed) if self._record else ""

    # the parts of the table, each QML's to bind to
    @Property(QObject, constant=True)
    def board(self) -> BoardModel:
        return self._board

    @Property(QObject, constant=True)
    def hand(self) -> HandModel:
        return self._hand

    @Property(QObject, constant=True)
    def seats(self) -> SeatModel:
        return self._seats

    @Property(QObject, constant=True)
    def log(self) -> LogModel:
        return self._log

    @Property(QObject, constant=True)
    def announcer(self) -> SetCubedAnnouncer:
        return self._announcer

    @Property(QObject, constant=True)
    def input(self) -> TurnInput:
        return self._input

    @Property(QObject, constant=True)
    def turn(self) -> TurnView:
        return self._turn_view

    @Property(QObject, constant=True)
    def preview(self) -> Preview:
        return self._preview

    @Property(QObject, constant=True)
    def results(self) -> Results:
        return self._results

    @Property(QObject, constant=True)
    def status(self) -> Status:
        return self._status

    @Property(QObject, constant=True)
    def boardData(self) -> BoardData:
        return self._board_data

    @Property(str, notify=changed)
    def notice(self) -> str:
        return self._notice


__all__ = ["GAME_ID", "BoardModel", "SetCubedGame"]  # BoardModel: the history shows it too
