"""The SET Cubed controller QML talks to (``SetCubedGame``): one running game, its board, hands,
the half-built turn with its live preview, and the computer seats.

No rules live here. A human's turn is built die by die (``placeDie``/``clickCell``) and judged
with the engine's ``check_turn`` on every change — never by enumerating ``legal_moves`` on the GUI
thread (a hand with two WILDs can have tens of thousands of turns). Computer seats decide in a
worker thread (``QThreadPool``); their move comes back through a queued signal after at least the
visible pause, so the window never freezes.
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
from cleverdesk.setcubed.symbols import CODES
from cleverdesk.ui.common import seat_names
from cleverdesk.ui.common.new_game import players_and_seed
from cleverdesk.ui.common.seat_settings import SeatSettings
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.computer_seats import ComputerSeats
from cleverdesk.ui.setcubed.extra_roll_clock import ExtraRollClock
from cleverdesk.ui.setcubed.models import BoardModel, HandModel, SeatModel
from cleverdesk.ui.setcubed.rows import board_rows, hand_rows, seat_rows
from cleverdesk.ui.setcubed.spoken import SetCubedAnnouncer
from cleverdesk.ui.setcubed.turn import Turn
from cleverdesk.ui.table.table_models import LogModel

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

DEFAULT_BOT = "greedy"
EXTRA_ROLL_SECONDS = 30  # R11: the timer, when switched on

Cell = tuple[int, int]


# A QML singleton of the Cleverdesk module, registered by ui/app/app.py (created on first use).
class SetCubedGame(SeatSettings):
    """The running SET Cubed game (``SetCubedGame`` in QML)."""

    changed = Signal()
    started = Signal()
    moved = Signal()
    errorChanged = Signal()  # noqa: N815
    resultsChanged = Signal()  # noqa: N815
    wildChanged = Signal()  # noqa: N815
    computerMoved = Signal()  # noqa: N815

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
        state = self._rules.new_game(record.setup)
        # default names ("Player 2") in the new language; typed names as they are
        self._names = seat_names.shown_names((p.name for p in record.setup.players),
                                             "SetCubedGame")
        lines = words.log_lines(state.last_events, self._names)
        for move in record.moves:
            state = self._rules.apply(state, move)
            lines += words.log_lines(state.last_events, self._names)
        self._log.clear()
        self._log.append(lines)
        self._refresh()

    def resume(self, record: SetCubedRecord) -> None:
        """Show the game of ``record``, replayed move by move (also the way in for tests)."""
        rules = self._rules
        rules.check_data(record.data)
        names = seat_names.shown_names((p.name for p in record.setup.players), "SetCubedGame")
        state = rules.new_game(record.setup)
        lines = words.log_lines(state.last_events, names)
        for move in record.moves:
            state = rules.apply(state, move)
            lines += words.log_lines(state.last_events, names)
        # A computer's pending move and a running EXTRA ROLL timer belong to the table shown
        # before (undo, redo and resumed saves come in here): neither may act on this one.
        self._computers.seat(record.setup)
        self._clock.stop()
        self._state = state
        self._record = SetCubedRecord(setup=record.setup, data=record.data,
                                      moves=list(record.moves))
        self._names = names
        self._reset_turn()
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
        self._reset_turn()
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
    def pending(self) -> list[Placement]:
        return list(self._turn.pending)

    @property
    def check(self) -> TurnCheck | None:
        return self._turn.check

    @property
    def board_model(self) -> BoardModel:
        return self._board

    @property
    def hand_model(self) -> HandModel:
        return self._hand

    def apply_move(self, move: Move) -> None:
        """Apply a move for the deciding player (tests and screenshots)."""
        self._play(move)

    # ================================================================== moves
    def _play(self, move: Move) -> None:
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
        notices = [text for text, _ in words.log_lines(
            [e for e in events if e.kind in ("skipped", "general_reroll", "hand_empty")],
            self._names)]
        # Skips and re-rolls stay in view until the next human decision (and in the log); at
        # the end "this is the last round" is over too: the end text says what happened.
        if self._state.phase == Phase.GAME_OVER:
            self._notice = ""
        elif notices:
            # the same words once: two re-rolls in one move ("Nobody can play …") read as one
            self._notice = " · ".join(dict.fromkeys(notices))
        elif human:
            self._notice = ""
        self._reset_turn()
        self._refresh()
        self.moved.emit()
        self._schedule()

    def _reset_turn(self) -> None:
        if self._turn.clear():
            self.wildChanged.emit()

    def _phase(self) -> Phase | None:
        return self._state.phase if self._state else None

    def _human_decides(self) -> bool:
        state = self._state
        return state is not None and state.decider is not None \
            and not self._computers.plays(state.decider)

    def _interactive(self) -> bool:
        return self._human_decides() and self._handover < 0

    def _building(self) -> bool:
        return self._interactive() and self._phase() in (Phase.OPENING, Phase.PLACE)

    def _hand_faces(self) -> dict[int, str]:
        state = self._state
        if state is None or state.decider is None:
            return {}
        return {h.die: h.face for h in state.players[state.decider].hand}

    # ------------------------------------------------------------------ building a turn
    @Slot(int)
    def selectDie(self, die: int) -> None:  # noqa: N802
        if not self._interactive():
            return
        faces = self._hand_faces()
        if die not in faces:
            return
        if self._turn.choose(self._phase(), die):
            self._refresh()

    @Slot(int)
    def pressDieKey(self, number: int) -> None:  # noqa: N802
        state = self._state
        if state is None or state.decider is None:
            return
        hand = state.players[state.decider].hand
        if 1 <= number <= len(hand):
            self.selectDie(hand[number - 1].die)

    @Slot(int, int)
    def clickCell(self, row: int, column: int) -> None:  # noqa: N802
        """A click on a board cell: take back a die of this turn, swap a WILD, or place."""
        if not self._interactive() or self._state is None:
            return
        cell = (row, column)
        self._turn.cursor = cell
        phase = self._phase()
        if phase == Phase.REPLACE:
            self._swap_at(cell)
            return
        if phase not in (Phase.OPENING, Phase.PLACE):
            return
        if self._turn.take_back(cell):
            self._notice = ""
            self._refresh()
            return
        if self._turn.selected is not None:
            self.placeDie(self._turn.selected, row, column)
        else:
            self._refresh()

    @Slot(int, int, int)
    def placeDie(self, die: int, row: int, column: int) -> None:  # noqa: N802
        """Put a hand die on an empty cell (a click after choosing it, or a drop)."""
        if not self._building() or self._state is None:
            return
        faces = self._hand_faces()
        cell = (row, column)
        if die not in faces or self._turn.placed(die):
            return
        refusal = self._turn.refusal(self._rules, self._state, cell, self._phase())
        if refusal is not None:
            self._notice = words.reason_text(refusal)
            self._refresh()
            return
        self._notice = ""
        if self._turn.put(self._rules, self._state, die, cell, faces[die]):
            self.wildChanged.emit()  # a WILD: which symbol does it show?
        self._refresh()

    @Slot(str)
    def declareWild(self, code: str) -> None:  # noqa: N802
        if self._turn.declare(code):
            self.wildChanged.emit()
            self._refresh()

    @Slot()
    def cancelWild(self) -> None:  # noqa: N802
        if self._turn.close_wild():
            self.wildChanged.emit()
            self._refresh()

    @Slot()
    def takeBackAll(self) -> None:  # noqa: N802
        if self._turn.take_back_all():
            self._refresh()

    @Slot()
    def endTurn(self) -> None:  # noqa: N802
        pending = self._turn.pending
        if not self._building() or self._state is None or not pending:
            return
        check = self._rules.check_turn(self._state, pending, self._state.decider)
        if not check.legal:
            self._notice = words.reason_text(check.reason)
            self._refresh()
            return
        self._play(Move(MoveKind.PLACE, placements=tuple(pending)))

    @Slot()
    def passTurn(self) -> None:  # noqa: N802
        if self._interactive() and self._phase() == Phase.PLACE:
            self._play(Move(MoveKind.PASS))

    # ------------------------------------------------------------------ WILD replacement
    def _swap_at(self, cell: Cell) -> None:
        state = self._state
        assert state is not None and state.decider is not None
        swaps = [m for m in self._rules.swap_moves(state, state.decider) if m.cell == cell]
        if not swaps:
            self._refresh()
            return
        move = next((m for m in swaps if m.dice[0] == self._turn.selected), swaps[0])
        self._play(move)

    @Slot()
    def keepWilds(self) -> None:  # noqa: N802
        if self._interactive() and self._phase() == Phase.REPLACE:
            self._play(Move(MoveKind.KEEP))

    # ------------------------------------------------------------------ EXTRA ROLL
    @Slot()
    def rollExtra(self) -> None:  # noqa: N802
        if self._interactive() and self._phase() == Phase.EXTRA_ROLL:
            self._play(Move(MoveKind.EXTRA_ROLL, dice=self._turn.reroll()))

    @Slot()
    def keepAllDice(self) -> None:  # noqa: N802
        if self._interactive() and self._phase() == Phase.EXTRA_ROLL:
            self._play(Move(MoveKind.EXTRA_ROLL))

    def _tick(self) -> None:
        if not (self._interactive() and self._phase() == Phase.EXTRA_ROLL):
            self._clock.stop()
            return
        if self._clock.count_down():
            notice = self.tr("Time is up: no EXTRA ROLL for %1.").replace(
                "%1", self._names[self._decider()])
            self._play(Move(MoveKind.EXTRA_ROLL))  # R11: time-out means no re-roll
            self._notice = notice
            self.changed.emit()
            return
        self.changed.emit()

    # ------------------------------------------------------------------ keyboard
    @Slot(int, int)
    def moveCursor(self, rows: int, columns: int) -> None:  # noqa: N802
        if self._state is None:
            return
        self._turn.move_cursor(self._rules, rows, columns)
        self._refresh()

    @Slot()
    def activate(self) -> None:
        if self._handover >= 0:
            self.confirmHandOver()
        elif self._turn.cursor is not None:
            self.clickCell(*self._turn.cursor)

    @Slot(result=bool)
    def cancel(self) -> bool:
        """Esc: close the wild-die question, drop the chosen die, take back the dice placed
        this turn. Whether anything was undone (if not, Esc at the table offers to leave)."""
        if self._turn.wild_ask is not None:
            self.cancelWild()
        elif self._turn.selected is not None:
            self._turn.selected = None
            self._refresh()
        elif self._turn.pending:
            self.takeBackAll()
        else:
            return False
        return True

    @Slot()
    def confirmHandOver(self) -> None:  # noqa: N802
        if self._handover >= 0:
            self._holder, self._handover = self._handover, -1
            self._refresh()
            self._schedule()

    # ================================================================== computer seats
    def _schedule(self) -> None:
        state = self._state
        if state is None or state.decider is None:
            return
        if self._computers.plays(state.decider):
            if self._computers.schedule(self._rules, state, self._pause_ms):
                self.changed.emit()
        elif self._interactive() and state.phase == Phase.EXTRA_ROLL \
                and state.setup.extra_roll_seconds > 0 and not self._clock.running:
            self._clock.start(state.setup.extra_roll_seconds)
            self.changed.emit()

    def _computer_due(self, move: Move) -> None:
        if self._state is not None:
            self._play(move)
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

    def _hand_seat(self) -> int:
        """Whose hand the hand strip shows: a deciding human, else the human at the device."""
        state = self._state
        if state is None:
            return -1
        if self._human_decides() and self._handover < 0:
            return self._decider()
        if self._holder is not None:
            return self._holder
        humans = [s for s in range(len(state.players)) if not self._computers.plays(s)]
        return humans[0] if humans else 0

    def _refresh(self) -> None:
        state = self._state
        if state is None:
            return
        decider = state.decider
        humans = sum(1 for seat in range(len(state.players)) if not self._computers.plays(seat))
        if self._human_decides() and decider != self._holder and self._handover < 0:
            if self._handover_enabled and humans >= 2:
                self._handover = decider if decider is not None else -1
            else:
                self._holder = decider
        building = self._building()
        self._turn.judge(self._rules, state, building)
        interactive = self._interactive()
        faces = self._hand_faces()
        self._board.set_rows(board_rows(self._rules, state, self._turn, faces, self._last_cells,
                                        interactive=interactive, building=building))
        seat = self._hand_seat()
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

    @Property(int, constant=True)
    def rows(self) -> int:
        return self._rules.rows

    @Property(int, constant=True)
    def columns(self) -> int:
        return self._rules.columns

    @Property(bool, constant=True)
    def approximate(self) -> bool:
        return self._rules.data.approximate

    @Property(str, notify=changed)  # changed: also after a language switch
    def approximateNote(self) -> str:  # noqa: N802
        if not self._rules.data.approximate:
            return ""
        return self.tr("Board layout and dice faces are approximations; the printed game may "
                       "differ.")

    @Property(list, constant=True)
    def logoCells(self) -> list[list[int]]:  # noqa: N802
        return [[r, c] for r, c in self._rules.board.logo]

    @Property(bool, notify=changed)
    def logoCovered(self) -> bool:  # noqa: N802
        state = self._state
        if state is None:
            return False
        logo = set(self._rules.board.logo)
        return any(t.cell in logo for t in state.board) or any(
            p.cell in logo for p in self._turn.pending)

    @Property(QObject, constant=True)
    def board(self) -> QObject:
        return self._board

    @Property(QObject, constant=True)
    def hand(self) -> QObject:
        return self._hand

    @Property(QObject, constant=True)
    def seats(self) -> QObject:
        return self._seats

    @Property(QObject, constant=True)
    def log(self) -> QObject:
        return self._log

    @Property(QObject, constant=True)
    def announcer(self) -> QObject:
        return self._announcer

    @Property(int, notify=changed)
    def round(self) -> int:
        return self._state.round if self._state else 0

    @Property(int, notify=changed)
    def bagCount(self) -> int:  # noqa: N802
        return len(self._state.bag) if self._state else 0

    @Property(str, notify=changed)
    def roundText(self) -> str:  # noqa: N802
        if not self._state:
            return ""
        text = self.tr("Round %1").replace("%1", str(self._state.round))
        if self._state.ending and not self._finished():
            text += " · " + self.tr("last round")
        return text

    @Property(str, notify=changed)
    def bagText(self) -> str:  # noqa: N802
        if not self._state:
            return ""
        return self.tr("Bag: %1").replace("%1", words.dice_text(len(self._state.bag)))

    @Property(int, notify=changed)
    def deciderSeat(self) -> int:  # noqa: N802
        return self._decider()

    @Property(str, notify=changed)
    def deciderName(self) -> str:  # noqa: N802
        seat = self._decider()
        return self._names[seat] if seat >= 0 else ""

    @Property(bool, notify=changed)
    def computerDeciding(self) -> bool:  # noqa: N802
        state = self._state
        return bool(state and self._computers.plays(state.decider))

    @Property(bool, notify=changed)
    def humanToMove(self) -> bool:  # noqa: N802
        return self._interactive()

    @Property(bool, notify=changed)
    def building(self) -> bool:
        return self._building()

    @Property(str, notify=changed)
    def handTitle(self) -> str:  # noqa: N802
        seat = self._hand_seat()
        if seat < 0:
            return ""
        return self.tr("%1's hand").replace("%1", self._names[seat])

    @Property(str, notify=changed)
    def phaseTitle(self) -> str:  # noqa: N802
        return self._phase_title()

    def _phase_title(self) -> str:
        state = self._state
        if state is None:
            return ""
        return {
            Phase.OPENING: self.tr("Opening"),
            Phase.REPLACE: self.tr("WILD replacement"),
            Phase.PLACE: self.tr("Place dice"),
            Phase.EXTRA_ROLL: self.tr("EXTRA ROLL"),
            Phase.GAME_OVER: self.tr("Game over"),
        }.get(state.phase, "")

    @Property(str, notify=changed)
    def prompt(self) -> str:
        state = self._state
        if state is None:
            return ""
        if state.phase == Phase.GAME_OVER:
            return self.tr("The game is over.")
        name = self._names[self._decider()]
        if self.computerDeciding:
            return self.tr("%1 is thinking…").replace("%1", name)
        if self._handover >= 0:
            return self.tr("Pass the device to %1.").replace("%1", name)
        if state.phase == Phase.OPENING:
            return self.tr("%1, you open: place three dice that form a SET on the three logo "
                           "cells, then End turn.").replace("%1", name)
        if state.phase == Phase.REPLACE:
            return self.tr("%1, a die in your hand shows the symbol of a WILD on the board. "
                           "Click the lit WILD to swap it (the WILD die comes back to your hand "
                           "and is rolled), or keep the WILDs.").replace("%1", name)
        if state.phase == Phase.EXTRA_ROLL:
            return self.tr("EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. "
                           "Keep all dice if you like them.").replace("%1", name)
        if self._turn.wild_ask is not None:
            return self.tr("Say which symbol your WILD shows.")
        if not self._turn.pending:
            return self.tr("%1, place up to 3 dice: click a die of your hand, then a cell (or "
                           "drag it). Every die must complete a SET in a row or column.").replace(
                "%1", name)
        return self.tr("Add more dice (up to 3), click a placed die to take it back, or End "
                       "turn.")

    @Property(str, notify=changed)
    def notice(self) -> str:
        return self._notice

    # the live preview
    @Property(bool, notify=changed)
    def hasPreview(self) -> bool:  # noqa: N802
        return self._turn.check is not None

    @Property(bool, notify=changed)
    def previewLegal(self) -> bool:  # noqa: N802
        return self._turn.check is not None and self._turn.check.legal

    @Property(int, notify=changed)
    def previewPoints(self) -> int:  # noqa: N802
        return self._turn.check.points if self._turn.check else 0

    @Property(str, notify=changed)
    def previewText(self) -> str:  # noqa: N802
        check = self._turn.check
        if check is None:
            return ""
        parts = [words.sets_text(len(check.new_sets))]
        if check.bonus:
            parts.append(self.tr("bonus +%1").replace(
                "%1", str(sum(v for _, v in check.bonus))))
        summary = ", ".join(parts) + " → " + words.points_text(check.points)
        if check.legal:
            return self.tr("Legal: %1").replace("%1", summary)
        return self.tr("Not yet legal: %1").replace("%1", words.reason_text(check.reason)) + \
            ("\n" + self.tr("So far: %1").replace("%1", summary) if check.new_sets else "")

    @Property(list, notify=changed)
    def previewSets(self) -> list[dict[str, int]]:  # noqa: N802
        """The new SETs of the turn being built, as cell ranges (the board outlines them)."""
        check = self._turn.check
        if check is None:
            return []
        return [{"row": min(c[0] for c in trio), "column": min(c[1] for c in trio),
                 "rows": max(c[0] for c in trio) - min(c[0] for c in trio) + 1,
                 "columns": max(c[1] for c in trio) - min(c[1] for c in trio) + 1}
                for trio in check.new_sets]

    @Property(int, notify=changed)
    def pendingCount(self) -> int:  # noqa: N802
        return len(self._turn.pending)

    @Property(bool, notify=changed)
    def canEndTurn(self) -> bool:  # noqa: N802
        return self._building() and self._turn.check is not None and self._turn.check.legal

    @Property(bool, notify=changed)
    def canPass(self) -> bool:  # noqa: N802
        return self._interactive() and self._phase() == Phase.PLACE

    @Property(bool, notify=changed)
    def canTakeBack(self) -> bool:  # noqa: N802
        return self._building() and bool(self._turn.pending)

    @Property(bool, notify=changed)
    def canKeepWilds(self) -> bool:  # noqa: N802
        return self._interactive() and self._phase() == Phase.REPLACE

    @Property(bool, notify=changed)
    def extraRollStep(self) -> bool:  # noqa: N802
        return self._interactive() and self._phase() == Phase.EXTRA_ROLL

    @Property(int, notify=changed)
    def chosenCount(self) -> int:  # noqa: N802
        return len(self._turn.chosen)

    @Property(int, notify=changed)
    def timeLeft(self) -> int:  # noqa: N802
        return self._clock.seconds_left

    @Property(int, notify=changed)
    def selectedDie(self) -> int:  # noqa: N802
        return self._turn.selected if self._turn.selected is not None else -1

    # the WILD dialog
    @Property(bool, notify=wildChanged)
    def wildAsking(self) -> bool:  # noqa: N802
        return self._turn.wild_ask is not None

    @Property(str, notify=wildChanged)
    def wildCellText(self) -> str:  # noqa: N802
        return words.cell_text(self._turn.wild_ask[1]) if self._turn.wild_ask else ""

    @Property(list, notify=wildChanged)
    def wildOptions(self) -> list[dict[str, Any]]:  # noqa: N802
        """All 27 symbols; those completing a SET through the cell come first and are marked."""
        if self._turn.wild_ask is None:
            return []
        completing = list(self._turn.wild_options)
        rest = [c for c in CODES if c not in completing]
        return [{"code": c, "name": words.face_text(c), "completes": c in completing}
                for c in completing + rest]

    # hand-over
    @Property(bool, notify=changed)
    def handOver(self) -> bool:  # noqa: N802
        return self._handover >= 0

    @Property(str, notify=changed)
    def handOverName(self) -> str:  # noqa: N802
        return self._names[self._handover] if self._handover >= 0 else ""

    @Property(str, notify=changed)
    def handOverWhat(self) -> str:  # noqa: N802
        if self._handover < 0:
            return ""
        return self.tr("Next: %1.").replace("%1", self._phase_title())

    # scores
    @Property(list, notify=changed)
    def playerNames(self) -> list[str]:  # noqa: N802
        return list(self._names)

    @Property(list, notify=changed)
    def roundScores(self) -> list[dict[str, Any]]:  # noqa: N802
        state = self._state
        if state is None:
            return []
        rounds = max(len(p.round_points) for p in state.players)
        return [{"round": r + 1,
                 "points": [p.round_points[r] if r < len(p.round_points) else 0
                            for p in state.players]}
                for r in range(rounds)]

    @Property(list, notify=changed)
    def totals(self) -> list[int]:
        return [p.total for p in self._state.players] if self._state else []

    @Property(str, notify=resultsChanged)
    def winnersText(self) -> str:  # noqa: N802
        state = self._state
        if state is None or not self._finished():
            return ""
        names = [self._names[s] for s in self._rules.winners(state)]
        if len(names) == 1:
            return self.tr("%1 wins!").replace("%1", names[0])
        return self.tr("A tie: %1 share the win.").replace("%1", self.tr(" and ").join(names))

    @Property(str, notify=resultsChanged)
    def endText(self) -> str:  # noqa: N802
        state = self._state
        if state is None or not self._finished():
            return ""
        reason = str(state.end_reason or "")
        if reason == "hand_empty":
            return self.tr("A hand ran empty and the round was played out.")
        return self.tr("Nobody could place a die any more: the game is scored as it stands.")


    @Slot(str, result=str)
    def faceText(self, face: str) -> str:  # noqa: N802
        return words.face_text(face)


__all__ = ["GAME_ID", "BoardModel", "SetCubedGame"]  # BoardModel: the history shows it too
