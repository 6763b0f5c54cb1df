"""The game controller QML talks to: one running Clever game, its models and its computer seats.

No rules live here. Every decision comes from ``legal_moves``: the controller only maps what the
player clicks (a die, then a lit cell; a track slot; a button) onto one of the legal moves and
hands it to ``apply``. After each move it recomputes what every model shows and signals only the
rows that changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cleverdesk.engine import (
    CleverRules,
    GameRecord,
    GameSetup,
    GameState,
    Move,
    MoveKind,
    Phase,
    SetupError,
    get_rules,
)
from cleverdesk.engine.bots import BOT_NAMES
from cleverdesk.layout import SheetGeometry, sheet_geometry
from cleverdesk.ui.common import seat_names, words
from cleverdesk.ui.common.dice_look import pip_ink
from cleverdesk.ui.common.new_game import players_and_seed
from cleverdesk.ui.common.seat_settings import SeatSettings
from cleverdesk.ui.common.spoken import Announcer
from cleverdesk.ui.table.chosen_dice import ChosenDice, solo_passive
from cleverdesk.ui.table.computer_seats import ComputerSeats
from cleverdesk.ui.table.flash import flash_for
from cleverdesk.ui.table.lit_cells import LitCells, lit_cells
from cleverdesk.ui.table.log_hold import PassiveLog
from cleverdesk.ui.table.previews import move_previews
from cleverdesk.ui.table.results import (
    rating_range,
    rating_text,
    result_areas,
    result_rows,
    winners_text,
)
from cleverdesk.ui.table.rows import dice_rows, seat_rows
from cleverdesk.ui.table.sheet_model import SheetModel, View
from cleverdesk.ui.table.table_input import TableInput
from cleverdesk.ui.table.table_models import DiceModel, LogModel, SeatsModel
from cleverdesk.ui.table.turn_done import next_words, turn_is_done
from cleverdesk.ui.table.turn_labels import decision_label

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

DEFAULT_BOT = "expert"  # the greedy player where no learned weights ship


# The turn's properties, in the order they are defined: (name, how it is computed).
_TURN: list[tuple[str, Callable[[Game], Any]]] = []


def _turn(kind: type, notify: Signal) -> Callable[[Callable[[Game], Any]], Property]:
    """A property of the turn with its own notify signal.

    Its value is computed once per refresh (``Game._publish``) and kept; QML reads the kept
    value, and ``notify`` is emitted only when the value differs from what QML saw. One shared
    signal made every binding on any of the ~40 properties re-evaluate after every move.
    """
    def wrap(compute: Callable[[Game], Any]) -> Property:
        name = compute.__name__
        _TURN.append((name, compute))

        def read(game: Game) -> Any:
            return game._shown[name]

        return Property(kind, read, notify=notify)
    return wrap


# A QML singleton of the Cleverdesk module, registered by ui/app/app.py (created on first use).
class Game(SeatSettings):
    """The running Clever game (``Game`` in QML)."""

    changed = Signal()  # after every refresh (for Python listeners; QML binds the own signals)
    started = Signal()  # a new game: new sheet models
    moved = Signal()  # a move was applied and every model updated
    autoplayDone = Signal()  # noqa: N815
    errorChanged = Signal()  # noqa: N815
    resultsChanged = Signal()  # noqa: N815  # only when a game ends or starts

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules: CleverRules | None = None
        self._geometry: SheetGeometry | None = None
        self._state: GameState | None = None
        self._record: GameRecord | None = None
        self._legal: list[Move] = []
        self._names: list[str] = []
        self._announcer = Announcer(self)  # what a screen reader says after each move
        self._view = 0
        self._last_decider: int | None = None
        self._last_mover: int | None = None  # the seat that made the last move
        self._done = -1  # the seat whose part of the turn is done, shown before the hand-over
        self._passive_log = PassiveLog()
        self._chosen = ChosenDice()
        self._input = TableInput()  # the die chosen, the cursor, the choice open
        self._flash: dict[tuple[str, str, str], int] = {}
        self._flash_seat = -1
        self._error = ""
        self._sheet: SheetModel | None = None
        self._results_shown = False
        self._minis: list[SheetModel] = []
        self._dice = DiceModel(self)
        self._seats = SeatsModel(self)
        self._log = LogModel(self)
        self._computers = ComputerSeats(self._computer_step, self)
        self._shown: dict[str, Any] = {name: compute(self) for name, compute in _TURN}

    # ================================================================== starting
    @Slot("QVariantMap", result=bool)
    def start(self, config: Mapping[str, Any]) -> bool:
        """Start a game from the new-game screen: game, seats (name, computer, bot), seed."""
        try:
            setup = self._setup_from(config)
            self.start_setup(setup)
        except (SetupError, ValueError, KeyError) as error:
            self._set_error(str(error))
            return False
        return True

    def _setup_from(self, config: Mapping[str, Any]) -> GameSetup:
        game = str(config.get("game") or "ganz-schoen-clever")
        players, seed = players_and_seed(list(config.get("seats") or [{}]),
                                         config.get("seed", ""), "Game",
                                         default_bot=DEFAULT_BOT, bots=BOT_NAMES)
        house = bool(config.get("houseRule", False))
        if len(players) > 4 and not house:
            raise ValueError(self.tr("Five or six players need the house rule."))
        return GameSetup(game=game, players=players, seed=seed, house_rule_5_6=house)

    def start_setup(self, setup: GameSetup) -> None:
        """Start a game from a setup (also used by tests, the screenshot and the benchmark)."""
        self.resume(GameRecord(setup=setup, moves=[]))

    def resume(self, record: GameRecord) -> None:
        """Show the game of ``record``: its setup replayed move by move, the log rebuilt.

        The way in for a resumed save and for undo (the record without its last human move).
        Raises the engine's errors if the record does not replay.
        """
        setup = record.setup
        same_game = self._state is not None and self._record is not None \
            and self._record.setup == setup  # (leave() ends a game: a Continue hands over)
        rules = get_rules(setup.game)
        geometry = sheet_geometry(setup.game)
        names = seat_names.shown_names(p.name for p in setup.players)
        state = rules.new_game(setup)
        lines = self._words_for_start(rules, state, names)
        passive_log, chosen = PassiveLog(), ChosenDice()
        for move in record.moves:
            mover, before = state.decider, state
            chosen.note(state, move)
            state = rules.apply(state, move)
            lines += passive_log.take(before, state, words.log_lines(
                rules, state.last_events, names, state, mover))
        self._computers.seat(setup)
        self._passive_log, self._chosen = passive_log, chosen
        self._rules, self._geometry, self._state = rules, geometry, state
        self._record = GameRecord(setup=setup, moves=list(record.moves))
        self._names = names
        self._input.clear()
        # an undo (the same game again) leaves the device with the player who took their move
        # back; any other game starts with a hand-over
        holder = self._holder if same_game and self._holder == state.decider else None
        self._holder, self._handover, self._last_decider = holder, -1, None
        self._last_mover, self._done = None, -1
        self._view = state.decider if state.decider is not None else 0
        self._flash, self._flash_seat = {}, -1
        old = [m for m in (self._sheet, *self._minis) if m is not None]
        self._sheet = SheetModel(geometry, rules, self)
        # The other players' sheets, small; a solo game has none to show.
        self._minis = [SheetModel(geometry, rules, self) for _ in setup.players] \
            if len(setup.players) > 1 else []
        self._log.clear()
        self._log.append(lines)
        self._set_error("")
        self._results_shown = not self._finished()  # so that the first refresh signals them
        self._refresh()
        self.started.emit()
        for model in old:
            model.deleteLater()
        self._schedule()

    def _words_for_start(self, rules: CleverRules, state: GameState,
                         names: list[str]) -> list[tuple[str, int]]:
        first = self.tr("%1 starts").replace("%1", names[state.first_player])
        lines = [] if state.solo else [(first, state.first_player)]
        return lines + words.log_lines(rules, state.last_events, names, state, None)

    def retranslate(self) -> None:
        """After a language switch: the log and the sheets' words again, in the new language.

        The log is rebuilt from the record as on resume; the turn itself is not touched.
        """
        rules, record = self._rules, self._record
        if rules is None or record is None or self._state is None:
            return
        state = rules.new_game(record.setup)
        # default names ("Player 2") in the new language; typed names as they are
        self._names = seat_names.shown_names(p.name for p in record.setup.players)
        lines = self._words_for_start(rules, state, self._names)
        passive_log = PassiveLog()
        for move in record.moves:
            mover, before = state.decider, state
            state = rules.apply(state, move)
            lines += passive_log.take(before, state, words.log_lines(
                rules, state.last_events, self._names, state, mover))
        self._passive_log = passive_log
        self._log.clear()
        self._log.append(lines)
        for model in (self._sheet, *self._minis):
            if model is not None:
                model.retranslate()
        self._refresh()

    @Slot()
    def leave(self) -> None:
        """Stop playing (the home screen takes over)."""
        self._computers.stop()
        self._state = None
        self._legal = []
        self._publish()
        if self._results_shown:
            self._results_shown = False
            self.resultsChanged.emit()

    # ================================================================== python API
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def rules(self) -> CleverRules | None:
        return self._rules

    @property
    def record(self) -> GameRecord | None:
        return self._record

    @property
    def legal(self) -> list[Move]:
        return list(self._legal)

    @property
    def main_sheet(self) -> SheetModel | None:
        return self._sheet

    def table_for_hints(self) -> tuple[CleverRules, GameState, list[Move], list[str]] | None:
        """The table as a hint sees it, while a human may decide; else None."""
        if not self._interactive() or self._rules is None or self._state is None:
            return None
        return self._rules, self._state, list(self._legal), list(self._names)

    def light(self, move: Move) -> None:
        """Show a move without playing it: its die chosen and the cursor on its cell."""
        if not self._interactive() or move not in self._legal:
            return
        if move.die is not None and move.die in self._selectable():
            self._input.selected = move.die
        if move.area is not None and move.cell is not None:
            self._input.cursor = (move.area, move.cell)
        self._refresh()

    @property
    def mini_sheets(self) -> list[SheetModel]:
        return list(self._minis)

    def apply_move(self, move: Move) -> None:
        """Apply a legal move as if the deciding player had clicked it."""
        if move not in self._legal:
            raise ValueError(f"not a legal move now: {move}")
        self._play(move)

    def autoplay(self, moves: int, bot: str = DEFAULT_BOT) -> None:
        """Let a computer player make the next ``moves`` decisions, whoever's they are.

        Used by the screenshot command; runs through the same timer path as computer seats.
        """
        self._computers.start_autoplay(moves, bot, self._record.setup.seed if self._record else 0)
        if not self._computers.autoplaying or self._finished():
            self._computers.end_autoplay()
            self.autoplayDone.emit()
            return
        self._refresh()
        self._schedule()

    # ================================================================== moves
    def _play(self, move: Move) -> None:
        assert self._state is not None and self._rules is not None and self._record is not None
        before = self._state
        mover = before.decider
        self._chosen.note(before, move)
        self._state = self._rules.apply(before, move)
        self._record.moves.append(move)
        self._flash, self._flash_seat = flash_for(self._rules, before, self._state)
        lines = self._passive_log.take(before, self._state, words.log_lines(
            self._rules, self._state.last_events, self._names, self._state, mover))
        self._log.append(lines)
        self._announcer.after_move(self._rules, before, self._state, lines)
        self._last_mover = mover
        self._input.clear()
        self._refresh()
        self.moved.emit()
        self._schedule()

    def _move_of(self, kind: MoveKind) -> Move | None:
        if not self._interactive():
            return None
        return next((m for m in self._legal if m.kind == kind), None)

    @Slot(int)
    def play(self, move_id: int) -> None:
        """Play legal move number ``move_id`` (the id a lit cell carries).

        When the cell stands for several legal moves (a number to choose for a "?" bonus, two
        bonuses that may go there), the choice opens instead; ``choose`` then plays one.
        """
        if not self._interactive() or not 0 <= move_id < len(self._legal):
            return
        move = self._legal[move_id]
        key = self._input.cell_of(move_id, move)
        if key is not None and (len(self._input.alternatives[key]) > 1 or self._spends(move)):
            # a number, a bonus, or an action (polish, joker) to confirm
            self._input.open_choice(key)
            self._refresh()
            return
        self._play(move)

    def _spends(self, move: Move) -> bool:
        """Whether ``move`` spends an action besides its die: polish silver (Clever 4ever) or a
        number joker (Clever hoch Drei, ``value`` on a pick). Such a move is confirmed first."""
        if move.kind not in (MoveKind.PICK, MoveKind.EXTRA_DIE) or self._state is None:
            return False
        cost = getattr(self._rules, "polish_cost", None)
        if cost is not None:
            return bool(cost(self._state, move))
        return move.value is not None and hasattr(self._rules, "joker_numbers")

    @Slot(int)
    def choose(self, move_id: int) -> None:
        """Play legal move number ``move_id`` directly (a button of a choice or a panel)."""
        if self._interactive() and 0 <= move_id < len(self._legal):
            self._play(self._legal[move_id])

    @Slot()
    def skipOptional(self) -> None:  # noqa: N802
        """Let the first optional pending bonus go (a silver chain mark)."""
        move = self._move_of(MoveKind.SKIP)
        if move:
            self._play(move)

    @Slot(str, int)
    def hoverCell(self, area: str, cell: int) -> None:  # noqa: N802
        """The mouse rests on a lit cell: it becomes the cursor, so its preview shows."""
        if self._input.hover((area, cell)):
            self._refresh()

    @Slot()
    def reroll(self) -> None:
        move = self._move_of(MoveKind.REROLL)
        if move:
            self._play(move)

    @Slot()
    def forfeit(self) -> None:
        move = self._move_of(MoveKind.FORFEIT)
        if move:
            self._play(move)

    @Slot()
    def decline(self) -> None:
        move = self._move_of(MoveKind.DECLINE)
        if move:
            self._play(move)

    @Slot()
    def endWindow(self) -> None:  # noqa: N802
        move = self._move_of(MoveKind.END_WINDOW)
        if move:
            self._play(move)

    @Slot()
    def armExtra(self) -> None:  # noqa: N802
        if self._interactive() and any(m.kind == MoveKind.EXTRA_DIE for m in self._legal):
            self._input.armed = True
            self._refresh()

    @Slot(str)
    def useTrack(self, track: str) -> None:  # noqa: N802
        """A click on an action track's next usable slot."""
        if track == "reroll":
            self.reroll()
        elif track == "extra_die":
            self.armExtra()

    @Slot(str)
    def selectDie(self, die: str) -> None:  # noqa: N802
        if not self._interactive():
            return
        back = next((m for m in self._legal if m.kind == MoveKind.RETURN and m.die == die), None)
        if back is not None:  # the return window: a platter die goes back to the rolling area
            self._play(back)
            return
        if die == self._input.selected:
            self._input.selected = None
        elif die in self._selectable():
            self._input.selected = die
        else:
            return
        self._view = self._state.decider if self._state and self._state.decider is not None \
            else self._view
        self._input.cursor = None
        self._refresh()

    @Slot(int)
    def pressDieKey(self, number: int) -> None:  # noqa: N802
        """Number keys take the dice that wear that number: the dice that may be taken now, in
        the order the tray shows them. While a cell asks which move it means, keys 1–9 choose
        among its choices."""
        if self._input.choice is not None:
            move_id = self._input.choice_for_key(number)
            if move_id is not None:
                self.choose(move_id)
            return
        die = self._input.die_for_key(number)
        if die is not None:
            self.selectDie(die)

    @Slot(result=bool)
    def cancel(self) -> bool:
        """Esc: close the value picker, drop the chosen die, look back at the deciding
        player's sheet. Whether anything was closed (if not, Esc at the table offers to
        leave)."""
        changed = False
        if self._input.choice is not None:
            self._input.choice = None
            changed = True
        if self._input.selected or self._input.armed:
            self._input.drop_die()
            changed = True
        if self._state is not None and self._state.decider is not None \
                and self._view != self._state.decider:
            self._view = self._state.decider
            changed = True
        if changed:
            self._refresh()
        return changed

    @Slot(int)
    def moveCursor(self, step: int) -> None:  # noqa: N802
        """Arrows and Tab walk over the lit cells in the sheet's order."""
        if self._sheet is not None and self._input.walk(step, self._sheet.row_of_cell):
            self._refresh()

    @Slot()
    def activate(self) -> None:
        """Enter: confirm the hand-over, end a finished part of the turn, or play the cell under
        the cursor."""
        if self._handover >= 0:
            self.confirmHandOver()
        elif self._done >= 0:
            self.finishTurn()
        elif self._input.cursor is not None and self._input.cursor in self._input.targets:
            self.play(self._input.targets[self._input.cursor])

    @Slot(int)
    def showSeat(self, seat: int) -> None:  # noqa: N802
        if self._state is not None and 0 <= seat < len(self._state.players):
            self._view = seat
            self._refresh()

    @Slot()
    def finishTurn(self) -> None:  # noqa: N802
        """"Done": the player has seen the end of their part of the turn; the device moves on
        (the hand-over screen, or the computer seats)."""
        if self._done >= 0:
            self._done = -1
            if self._state is not None and self._state.decider is not None:
                self._view = self._state.decider
            self._refresh()
            self._schedule()

    @Slot()
    def confirmHandOver(self) -> None:  # noqa: N802
        if self._handover >= 0:
            self._holder = self._handover
            self._handover = -1
            self._refresh()
            self._schedule()

    # ================================================================== computer seats
    def _schedule(self) -> None:
        self._computers.schedule(self._state, self._pause_ms,
                                 waiting=self._handover >= 0 or self._done >= 0)

    def _computer_step(self) -> None:
        state = self._state
        if state is None or state.decider is None:
            return
        autoplaying = self._computers.autoplaying
        move = self._computers.choose(state, self._legal)
        if move is None:
            return
        self._play(move)
        if autoplaying and (not self._computers.autoplaying or self._finished()):
            self._computers.end_autoplay()
            self._refresh()
            self.autoplayDone.emit()

    # ================================================================== what is shown
    def _finished(self) -> bool:
        return self._state is not None and self._state.phase == Phase.GAME_OVER

    def _human_decides(self) -> bool:
        state = self._state
        return state is not None and state.decider is not None \
            and not self._computers.plays(state.decider)

    def _interactive(self) -> bool:
        return self._human_decides() and self._handover < 0 and self._done < 0 \
            and not self._computers.autoplaying

    def _selectable(self) -> list[str]:
        state = self._state
        if state is None or state.decider is None or state.players[state.decider].pending:
            return []
        dice = {m.die for m in self._legal
                if m.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.RETURN)}
        return [d for d in (self._rules.dice if self._rules else ()) if d in dice]

    def _refresh(self) -> None:
        state, rules = self._state, self._rules
        if state is None or rules is None or self._sheet is None:
            return
        self._legal = rules.legal_moves(state)
        decider = state.decider
        humans = sum(1 for seat in range(len(state.players)) if not self._computers.plays(seat))
        autoplaying = self._computers.autoplaying
        if self._done < 0 and self._handover < 0 and not autoplaying and turn_is_done(
                enabled=self._handover_enabled, humans=humans, holder=self._holder,
                mover=self._last_mover, decider=decider):
            self._done = self._holder if self._holder is not None else -1
            self._last_mover = None  # seen once: Done ends it
        if (self._human_decides() and self._handover_enabled and humans >= 2 and self._done < 0
                and not autoplaying and decider != self._holder and self._handover < 0):
            self._handover = decider if decider is not None else -1
        if decider is not None and decider != self._last_decider:
            self._view = decider
            self._last_decider = decider
        if self._done >= 0:
            self._view = self._done  # their own sheet, with what their last move entered
        interactive = self._interactive()
        if self._input.selected not in self._selectable():
            self._input.selected = None
        if self._input.selected is not None:
            self._input.armed = False
        lit = (lit_cells(rules, state, self._legal, self._input.selected)
               if interactive and self._view == decider else LitCells())
        self._input.light(lit, self._sheet.row_of_cell)
        flash_main = self._flash if self._flash_seat == self._view else {}
        self._sheet.show(self._view, state, View(lit.targets, lit.usable, self._input.cursor,
                                                 flash_main, self._previews(state, rules),
                                                 self._chosen.shown(state)))
        for seat, mini in enumerate(self._minis):
            mini.show(seat, state, View({}, flash=self._flash if seat == self._flash_seat
                                        else {}))
        self._dice.set_rows(self._dice_rows(state, rules))
        self._seats.set_rows(self._seat_rows(state, rules))
        self._publish()
        if self._finished() != self._results_shown:
            self._results_shown = self._finished()
            self.resultsChanged.emit()

    def _publish(self) -> None:
        """Recompute the turn's properties; signal those whose value changed, after all of them
        are kept (a binding reading two of them sees both new values)."""
        shown = self._shown
        changed = []
        for name, compute in _TURN:
            value = compute(self)
            if value != shown[name] or type(value) is not type(shown[name]):
                shown[name] = value
                changed.append(name)
        for name in changed:
            getattr(self, f"{name}Changed").emit()
        self.changed.emit()

    def _previews(self, state: GameState, rules: CleverRules) -> dict[tuple[str, int], str]:
        if self._sheet is None:
            return {}
        return move_previews(rules, state, self._legal, self._input.alternatives,
                             self._input.cursor, self._sheet)

    def _dice_rows(self, state: GameState, rules: CleverRules) -> list[tuple[Any, ...]]:
        palette = self._geometry.palette if self._geometry else {}
        selectable = set(self._selectable()) if self._interactive() else set()
        rows, self._input.key_dice = dice_rows(rules, state, palette, selectable,
                                               self._input.selected)
        return rows

    def _seat_rows(self, state: GameState, rules: CleverRules) -> list[tuple[Any, ...]]:
        return seat_rows(rules, state, self._names, self._computers.bots, self._view)

    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.errorChanged.emit()

    @Property(str, notify=errorChanged)
    def error(self) -> str:
        return self._error

    runningChanged = Signal()  # noqa: N815
    @_turn(bool, runningChanged)
    def running(self) -> bool:
        return self._state is not None

    finishedChanged = Signal()  # noqa: N815
    @_turn(bool, finishedChanged)
    def finished(self) -> bool:
        return self._finished()

    @Property(str, notify=started)
    def gameId(self) -> str:  # noqa: N802
        return self._state.game if self._state else ""

    gameTitleChanged = Signal()  # noqa: N815
    @_turn(str, gameTitleChanged)  # changed: also after a language switch
    def gameTitle(self) -> str:  # noqa: N802
        return words.game_title(self._state.game) if self._state else ""

    @Property(str, notify=started)
    def seed(self) -> str:
        return str(self._record.setup.seed) if self._record else ""

    @Property(bool, notify=started)
    def solo(self) -> bool:
        return bool(self._state and self._state.solo)

    @Property(float, notify=started)
    def sheetWidth(self) -> float:  # noqa: N802
        return self._geometry.width if self._geometry else 230.0

    @Property(float, notify=started)
    def sheetHeight(self) -> float:  # noqa: N802
        return self._geometry.height if self._geometry else 180.0

    @Property(dict, notify=started)
    def palette(self) -> dict[str, str]:
        return dict(self._geometry.palette) if self._geometry else {}

    @Property(QObject, notify=started)
    def sheet(self) -> QObject | None:
        return self._sheet

    @Property(list, notify=started)
    def miniSheets(self) -> list[QObject]:  # noqa: N802
        return list(self._minis)

    @Property(QObject, constant=True)
    def dice(self) -> QObject:
        return self._dice

    @Property(QObject, constant=True)
    def seats(self) -> QObject:
        return self._seats

    @Property(QObject, constant=True)
    def announcer(self) -> QObject:
        return self._announcer

    @Property(QObject, constant=True)
    def log(self) -> QObject:
        return self._log

    roundChanged = Signal()  # noqa: N815
    @_turn(int, roundChanged)
    def round(self) -> int:
        return self._state.round if self._state else 0

    roundsChanged = Signal()  # noqa: N815
    @_turn(int, roundsChanged)
    def rounds(self) -> int:
        return self._state.rounds if self._state else 0

    moveCountChanged = Signal()  # noqa: N815
    @_turn(int, moveCountChanged)
    def moveCount(self) -> int:  # noqa: N802
        return self._state.move_count if self._state else 0

    roundTextChanged = Signal()  # noqa: N815
    @_turn(str, roundTextChanged)
    def roundText(self) -> str:  # noqa: N802
        if not self._state:
            return ""
        return self.tr("Round %1 of %2").replace("%1", str(self._state.round)).replace(
            "%2", str(self._state.rounds))

    turnTextChanged = Signal()  # noqa: N815
    @_turn(str, turnTextChanged)
    def turnText(self) -> str:  # noqa: N802
        state = self._state
        if not state:
            return ""
        if state.phase == Phase.GAME_OVER:
            return self.tr("Game over")
        if state.solo:
            passive = state.phase in (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)
            return self.tr("Passive turn") if passive else self.tr("Active turn")
        return self.tr("Turn %1 of %2 · %3 is active").replace(
            "%1", str(state.turn + 1)).replace("%2", str(len(state.players))).replace(
            "%3", self._names[state.active])

    decisionTextChanged = Signal()  # noqa: N815
    @_turn(str, decisionTextChanged)
    def decisionText(self) -> str:  # noqa: N802
        state = self._state
        if not state or state.decider is None:
            return ""
        if self._done >= 0:
            return next_words(self._names[state.decider], state.decider in self._computers.bots)
        return self.tr("%1 decides: %2").replace("%1", self._names[state.decider]).replace(
            "%2", decision_label(state))

    def _decider(self) -> int:
        return -1 if not self._state or self._state.decider is None else self._state.decider

    deciderSeatChanged = Signal()  # noqa: N815
    @_turn(int, deciderSeatChanged)
    def deciderSeat(self) -> int:  # noqa: N802
        return self._decider()

    deciderNameChanged = Signal()  # noqa: N815
    @_turn(str, deciderNameChanged)
    def deciderName(self) -> str:  # noqa: N802
        seat = self._decider()
        return self._names[seat] if seat >= 0 else ""

    def _computer_deciding(self) -> bool:
        state = self._state
        return bool(state and state.decider is not None and
                    (state.decider in self._computers.bots or self._computers.autoplaying))

    computerDecidingChanged = Signal()  # noqa: N815
    @_turn(bool, computerDecidingChanged)
    def computerDeciding(self) -> bool:  # noqa: N802
        return self._computer_deciding()

    humanToMoveChanged = Signal()  # noqa: N815
    @_turn(bool, humanToMoveChanged)
    def humanToMove(self) -> bool:  # noqa: N802
        return self._interactive()

    promptChanged = Signal()  # noqa: N815
    @_turn(str, promptChanged)
    def prompt(self) -> str:
        state, rules = self._state, self._rules
        if state is None or rules is None:
            return ""
        if state.phase == Phase.GAME_OVER:
            return self.tr("The game is over.")
        if self._done >= 0:
            # (the table adds that Undo takes the move back when it can: Saves knows)
            return self.tr("%1, your part of this turn is done. Look at your sheet, then click "
                           "Done to pass the device on.").replace("%1", self._names[self._done])
        if self._computer_deciding():
            return self.tr("%1 is thinking…").replace("%1", self._names[self._decider()])
        if self._handover >= 0:
            return self.tr("Pass the device to %1.").replace("%1", self._names[self._handover])
        if self._view != state.decider:
            return self.tr("You are looking at %1's sheet. Press Esc or click your own sheet "
                            "to go back.").replace("%1", self._names[self._view])
        return words.turn_prompt(rules, state, self._legal, self._input.selected, self._input.armed,
                                 self._names[state.active])

    selectedDieChanged = Signal()  # noqa: N815
    @_turn(str, selectedDieChanged)
    def selectedDie(self) -> str:  # noqa: N802
        return self._input.selected or ""

    extraArmedChanged = Signal()  # noqa: N815
    @_turn(bool, extraArmedChanged)
    def extraArmed(self) -> bool:  # noqa: N802
        return self._input.armed

    pendingBonusChanged = Signal()  # noqa: N815
    @_turn(bool, pendingBonusChanged)
    def pendingBonus(self) -> bool:  # noqa: N802
        state = self._state
        return bool(state and state.decider is not None and state.players[state.decider].pending)

    def _has(self, kind: MoveKind) -> bool:
        return self._interactive() and any(m.kind == kind for m in self._legal)

    canRerollChanged = Signal()  # noqa: N815
    @_turn(bool, canRerollChanged)
    def canReroll(self) -> bool:  # noqa: N802
        return self._has(MoveKind.REROLL)

    canForfeitChanged = Signal()  # noqa: N815
    @_turn(bool, canForfeitChanged)
    def canForfeit(self) -> bool:  # noqa: N802
        return self._has(MoveKind.FORFEIT)

    mustForfeitChanged = Signal()  # noqa: N815
    @_turn(bool, mustForfeitChanged)
    def mustForfeit(self) -> bool:  # noqa: N802
        """Nothing in the rolling area fits: the roll is lost (a voluntary forfeit is not)."""
        return self._has(MoveKind.FORFEIT) and not self._has(MoveKind.PICK)

    returnWindowChanged = Signal()  # noqa: N815
    @_turn(bool, returnWindowChanged)
    def returnWindow(self) -> bool:  # noqa: N802
        """Between two rolls, platter dice may go back to the rolling area (Doppelt so clever)."""
        return self._has(MoveKind.RETURN)

    returnsLeftChanged = Signal()  # noqa: N815
    @_turn(int, returnsLeftChanged)
    def returnsLeft(self) -> int:  # noqa: N802
        return self._track_left("return")

    endWindowTextChanged = Signal()  # noqa: N815
    @_turn(str, endWindowTextChanged)
    def endWindowText(self) -> str:  # noqa: N802
        return self.tr("Roll on") if self._has(MoveKind.RETURN) else self.tr("Done")

    endWindowTipChanged = Signal()  # noqa: N815
    @_turn(str, endWindowTipChanged)
    def endWindowTip(self) -> str:  # noqa: N802
        if self._has(MoveKind.RETURN):
            return self.tr("No more return actions now: make the next roll (D)")
        return self.tr("No more +1 actions this turn (D)")

    choicesChanged = Signal()  # noqa: N815
    @_turn(list, choicesChanged)
    def choices(self) -> list[dict[str, Any]]:
        """The moves a click on the chosen cell may mean, as buttons (id, text)."""
        state, rules = self._state, self._rules
        if self._input.choice is None or state is None or rules is None or not self._interactive():
            return []
        def entered(index: int) -> int:  # in the order of the number written
            move = self._legal[index]
            if move.value is not None:
                return move.value
            return state.faces.get(move.die or "", 0) if state is not None else 0

        indices = sorted(self._input.alternatives.get(self._input.choice, []), key=entered)
        moves = [self._legal[i] for i in indices]
        return [{"id": i, "text": words.choice_label(rules, state, m, moves)}
                for i, m in zip(indices, moves, strict=True)]

    choiceTitleChanged = Signal()  # noqa: N815
    @_turn(str, choiceTitleChanged)
    def choiceTitle(self) -> str:  # noqa: N802
        if self._input.choice is None:
            return ""
        area, cell = self._input.choice
        state, rules = self._state, self._rules
        if rules is None:
            return ""
        marks = None
        if state is not None and state.decider is not None:
            marks = state.players[state.decider].marks[area]
        return words.choice_title(rules, area, cell, marks)

    optionalTitleChanged = Signal()  # noqa: N815
    @_turn(str, optionalTitleChanged)
    def optionalTitle(self) -> str:  # noqa: N802
        codes = [m.bonus or "" for m in self._legal if m.kind == MoveKind.SKIP]
        return words.optional_title(codes)

    optionalBonusesChanged = Signal()  # noqa: N815
    @_turn(list, optionalBonusesChanged)
    def optionalBonuses(self) -> list[dict[str, Any]]:  # noqa: N802
        """Pending bonuses the player may let go (Doppelt so clever's silver chain marks): one
        row each, with the die it comes from, how many cells it may take and its Skip move."""
        state, rules = self._state, self._rules
        if state is None or rules is None or state.decider is None or not self._interactive():
            return []
        player = state.players[state.decider]
        palette = self._geometry.palette if self._geometry else {}
        rows: list[dict[str, Any]] = []
        for index, move in enumerate(self._legal):
            if move.kind != MoveKind.SKIP or move.bonus is None:
                continue
            die, face = words.optional_source(move.bonus)
            targets = [m for m in self._legal
                       if m.kind == MoveKind.BONUS and m.bonus == move.bonus]
            rows.append({
                "code": move.bonus,
                "skip": index,
                "die": die,
                "face": face,
                "fill": palette.get(f"die_{die}", palette.get(die, "#cccccc")),
                "ink": pip_ink(palette.get(f"die_{die}", palette.get(die, "#cccccc"))),
                "letter": words.die_letter(die) if die else "?",
                "text": words.optional_bonus_text(rules, move.bonus),
                "cells": len(targets),
                "count": player.pending.count(move.bonus),
            })
        return rows

    canDeclineChanged = Signal()  # noqa: N815
    @_turn(bool, canDeclineChanged)
    def canDecline(self) -> bool:  # noqa: N802
        return self._has(MoveKind.DECLINE)

    canEndWindowChanged = Signal()  # noqa: N815
    @_turn(bool, canEndWindowChanged)
    def canEndWindow(self) -> bool:  # noqa: N802
        return self._has(MoveKind.END_WINDOW)

    canUseExtraChanged = Signal()  # noqa: N815
    @_turn(bool, canUseExtraChanged)
    def canUseExtra(self) -> bool:  # noqa: N802
        return self._has(MoveKind.EXTRA_DIE)

    def _track_left(self, track: str) -> int:
        state = self._state
        if state is None:
            return 0
        seat = state.decider if state.decider is not None else self._view
        return state.players[seat].tracks[track].available if track in \
            state.players[seat].tracks else 0

    rerollsLeftChanged = Signal()  # noqa: N815
    @_turn(int, rerollsLeftChanged)
    def rerollsLeft(self) -> int:  # noqa: N802
        return self._track_left("reroll")

    extrasLeftChanged = Signal()  # noqa: N815
    @_turn(int, extrasLeftChanged)
    def extrasLeft(self) -> int:  # noqa: N802
        return self._track_left("extra_die")

    forfeitExplanationChanged = Signal()  # noqa: N815
    @_turn(str, forfeitExplanationChanged)
    def forfeitExplanation(self) -> str:  # noqa: N802
        return words.forfeit_explanation()

    viewSeatChanged = Signal()  # noqa: N815
    @_turn(int, viewSeatChanged)
    def viewSeat(self) -> int:  # noqa: N802
        return self._view

    viewNameChanged = Signal()  # noqa: N815
    @_turn(str, viewNameChanged)
    def viewName(self) -> str:  # noqa: N802
        return self._names[self._view] if self._state and self._view < len(self._names) else ""

    handOverChanged = Signal()  # noqa: N815
    @_turn(bool, handOverChanged)
    def handOver(self) -> bool:  # noqa: N802
        return self._handover >= 0

    fieldsTitleChanged = Signal()  # noqa: N815
    @_turn(str, fieldsTitleChanged)
    def fieldsTitle(self) -> str:  # noqa: N802
        """The tray's middle row: the dice fields, or in a solo passive turn the high dice of the
        passive throw that lie there (the dice the player chose are on their sheet)."""
        if self._state is not None and solo_passive(self._state):
            return self.tr("Passive throw: the three high dice")
        return self.tr("Dice fields")

    turnDoneChanged = Signal()  # noqa: N815
    @_turn(bool, turnDoneChanged)
    def turnDone(self) -> bool:  # noqa: N802
        """A player's part of the turn is done: their sheet shows it until they click Done."""
        return self._done >= 0

    handOverNameChanged = Signal()  # noqa: N815
    @_turn(str, handOverNameChanged)
    def handOverName(self) -> str:  # noqa: N802
        return self._names[self._handover] if self._handover >= 0 else ""

    handOverWhatChanged = Signal()  # noqa: N815
    @_turn(str, handOverWhatChanged)
    def handOverWhat(self) -> str:  # noqa: N802
        state = self._state
        if state is None or self._handover < 0:
            return ""
        if state.players[self._handover].pending:
            return self.tr("A bonus is waiting for you.")
        return self.tr("Your decision: %1.").replace("%1", words.phase_label(state))

    @Property(list, notify=resultsChanged)
    def resultAreas(self) -> list[dict[str, str]]:  # noqa: N802
        return result_areas(self._rules) if self._rules is not None else []

    @Property(list, notify=resultsChanged)
    def results(self) -> list[dict[str, Any]]:
        state, rules = self._state, self._rules
        return result_rows(rules, state, self._names) if state and rules else []

    @Property(str, notify=resultsChanged)
    def winnersText(self) -> str:  # noqa: N802
        state, rules = self._state, self._rules
        return winners_text(rules, state, self._names) if state and rules else ""

    @Property(str, notify=resultsChanged)
    def ratingText(self) -> str:  # noqa: N802
        state, rules = self._state, self._rules
        return rating_text(rules, state) if state and rules else ""

    @Property(str, notify=resultsChanged)
    def ratingRange(self) -> str:  # noqa: N802
        state, rules = self._state, self._rules
        return rating_range(rules, state) if state and rules else ""

    @Slot(str, result=str)
    def areaName(self, code: str) -> str:  # noqa: N802
        return words.colour(code)
