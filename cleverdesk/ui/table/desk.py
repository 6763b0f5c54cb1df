"""The game controller QML talks to: one running Clever game, its models and its computer seats.

No rules live here. Every decision comes from ``legal_moves``: the player's clicks (a die, then
a lit cell; a track slot; a button) are mapped onto one of the legal moves, which is handed to
``apply``. After each move the controller recomputes what every model shows and signals only
the rows that changed.

It wires small collaborators, each with its own job and its own object in QML:
``Game.turn`` (the turn's words), ``Game.actions`` (the action buttons), ``Game.choice`` (what a
cell asks), ``Game.input`` (clicks and keys), ``Game.results`` (the final scoring); the sheets,
the dice, the seats and the log are list models. Each refresh hands them one ``TurnFacts``.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from cleverdesk.layout import SheetGeometry, sheet_geometry
from cleverdesk.ui.common import seat_names, words
from cleverdesk.ui.common.kept import KeptValues, publish
from cleverdesk.ui.common.spoken import Announcer
from cleverdesk.ui.table.chosen_dice import ChosenDice
from cleverdesk.ui.table.clicks import TableClicks
from cleverdesk.ui.table.computer_seats import ComputerSeats
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.list_models import DiceModel, LogModel, SeatsModel
from cleverdesk.ui.table.log_hold import PassiveLog
from cleverdesk.ui.table.results import TableResults
from cleverdesk.ui.table.sheet_model import SheetModel
from cleverdesk.ui.table.sheet_picture import SheetPicture  # noqa: F401 (the small sheets' type)
from cleverdesk.ui.table.start import DEFAULT_BOT, replay, setup_from
from cleverdesk.ui.table.throw_entry import ThrowEntry
from cleverdesk.ui.table.turn_actions import TurnActions
from cleverdesk.ui.table.turn_choices import TurnChoices
from cleverdesk.ui.table.turn_facts import TurnFacts, no_row, selectable_dice
from cleverdesk.ui.table.turn_passing import TurnPassing
from cleverdesk.ui.table.turn_view import TurnView
from cleverdesk.ui.table.views import TableViews
from cleverdesk.ui.table.watched_state import TableFacts

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1



def _part(kind: type[QObject], *path: str) -> Property:
    """A constant QObject property of the controller: one of its parts (a model, a part of
    what the table shows, a ``kind``), found along ``path`` from the controller."""
    def read(game: QObject) -> QObject:
        found: Any = game
        for name in path:
            found = getattr(found, name)
        return found
    # what QML finds there, for the module's type description (scripts/qml_types.py)
    read.__annotations__["return"] = kind
    return Property(QObject, read, constant=True)


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Game(TableFacts):
    """The running Clever game (``Game`` in QML)."""

    changed = Signal()  # after every refresh (for Python listeners; QML binds the own signals)
    started = Signal()  # a new game: new sheet models
    moved = Signal()  # a move was applied and every model updated
    autoplayDone = Signal()
    errorChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules: CleverRules | None = None
        self._geometry: SheetGeometry | None = None
        self._state: GameState | None = None
        self._record: GameRecord | None = None
        self._legal: list[Move] = []
        self._names: list[str] = []
        self._announcer = Announcer(self)  # what a screen reader says after each move
        self._passing = TurnPassing()  # whose sheet is shown, whose part is shown as done
        self._passive_log = PassiveLog()
        self._chosen = ChosenDice()
        self._input = TableInput()  # the die chosen, the cursor, the choice open
        self._error = ""
        self._results_shown = False
        self._views = TableViews(self)  # the sheets, the dice tray, the seats bar
        self._log = LogModel(self)
        self._computers = ComputerSeats(self._computer_step, self)
        self._turn_view = TurnView(self)
        self._actions = TurnActions(self._play_kind, self._arm_extra, self)
        self._choice = TurnChoices(self)
        self._clicks = TableClicks(self._input, play=self._play, refresh=self._show,
                                   confirm_hand_over=self.confirmHandOver,
                                   finish_turn=self.finishTurn, parent=self)
        self._results = TableResults(lambda: (self._rules, self._state, self._names), self)
        self._throw_entry = ThrowEntry(self._show_step, self)  # real dice (issue 45)
        self.kept_values = KeptValues(self, TurnFacts())

    # ================================================================== starting
    @Slot("QVariantMap", result=bool)
    def start(self, config: Mapping[str, Any]) -> bool:
        """Start a game from the new-game screen: game, seats (name, computer, bot), seed."""
        try:
            setup = setup_from(config)
            self.start_setup(setup)
        except (SetupError, ValueError, KeyError) as error:
            self._set_error(str(error))
            return False
        return True

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
        replayed = replay(rules, record, names)
        state = replayed.state
        self._computers.seat(setup)
        self._passive_log, self._chosen = replayed.passive_log, replayed.chosen
        self._rules, self._geometry, self._state = rules, geometry, state
        self._record = GameRecord(setup=setup, moves=list(record.moves),
                                  throws=dict(record.throws))
        self._names = names
        self._input.clear()
        # an undo (the same game again) leaves the device with the player who took their move
        # back; any other game starts with a hand-over
        holder = self._holder if same_game and self._holder == state.decider else None
        self._holder, self._handover = holder, -1
        self._passing = TurnPassing(view=state.decider if state.decider is not None else 0)
        old = self._views.new_game(geometry, rules, len(setup.players))
        self._log.clear()
        self._log.append(replayed.lines)
        self._set_error("")
        self._results_shown = not self._finished()  # so that the first refresh signals them
        self._refresh()
        self._views.changed.emit()  # (with started, as the sheets' properties always were)
        self.started.emit()
        for model in old:
            model.deleteLater()
        self._schedule()

    def retranslate(self) -> None:
        """After a language switch: the log and the sheets' words again, in the new language.

        The log is rebuilt from the record as on resume; the turn itself is not touched.
        """
        rules, record = self._rules, self._record
        if rules is None or record is None or self._state is None:
            return
        # default names ("Player 2") in the new language; typed names as they are
        self._names = seat_names.shown_names(p.name for p in record.setup.players)
        replayed = replay(rules, record, self._names)
        self._passive_log = replayed.passive_log
        self._log.clear()
        self._log.append(replayed.lines)
        self._views.retranslate()
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
            self._results.changed.emit()

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
        return self._views.sheet

    @property
    def mini_sheets(self) -> list[SheetModel]:
        return self._views.mini_models()

    def table_for_hints(self) -> tuple[CleverRules, GameState, list[Move], list[str]] | None:
        """The table as a hint sees it, while a human may decide; else None."""
        if not self._interactive() or self._rules is None or self._state is None:
            return None
        return self._rules, self._state, list(self._legal), list(self._names)

    def light(self, move: Move) -> None:
        """Show a move without playing it: its die chosen and the cursor on its cell."""
        self._clicks.light(move)

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
        self._chosen.note(before, move)
        after = self._rules.apply(before, move)
        self._record.moves.append(move)
        self._passing.last_mover = before.decider
        self._show_step(before, after, before.decider)

    def _show_step(self, before: GameState, after: GameState, mover: int | None,
                   corrected: GameRecord | None = None) -> None:
        """A move or a throw of real dice led from ``before`` to ``after`` (``corrected``: the
        record of a throw corrected, whose log is written anew): every model shows it."""
        assert self._rules is not None
        self._state = after
        self._views.moved(self._rules, before, after)
        lines = self._passive_log.take(before, after, words.log_lines(
            self._rules, after.last_events, self._names, after, mover))
        if corrected is None:
            self._log.append(lines)
        else:
            self._record = corrected
            self.retranslate()
        self._announcer.after_move(self._rules, before, after, lines)
        self._input.clear()
        self._refresh()
        self.moved.emit()
        self._schedule()

    def _move_of(self, kind: MoveKind) -> Move | None:
        if not self._interactive():
            return None
        return next((m for m in self._legal if m.kind == kind), None)

    def _play_kind(self, kind: MoveKind) -> None:
        """An action button: the legal move of ``kind``, if the player may make one."""
        move = self._move_of(kind)
        if move:
            self._play(move)

    def _arm_extra(self) -> None:
        if self._move_of(MoveKind.EXTRA_DIE):
            self._input.armed = True
            self._refresh()

    def _show(self, seat: int | None) -> None:
        """A click changed what is shown: refresh, with ``seat``'s sheet if given."""
        if seat is not None:
            self._passing.view = seat
        self._refresh()

    @Slot(int)
    def showSeat(self, seat: int) -> None:
        if self._state is not None and 0 <= seat < len(self._state.players):
            self._show(seat)

    @Slot()
    def finishTurn(self) -> None:
        """"Done": the player has seen the end of their part of the turn; the device moves on
        (the hand-over screen, or the computer seats)."""
        if self._passing.finish(self._state.decider if self._state else None):
            self._refresh()
            self._schedule()

    @Slot()
    def confirmHandOver(self) -> None:
        if self._handover >= 0:
            self._holder = self._handover
            self._handover = -1
            self._refresh()
            self._schedule()

    # ================================================================== computer seats
    def _schedule(self) -> None:
        self._computers.schedule(self._state, self._pause_now(), waiting=self._waiting())

    def _waiting(self) -> bool:  # for a person: the hand-over screen, or "Done"
        return self._handover >= 0 or self._passing.done >= 0

    def _computer_next(self) -> bool:
        return self._computer_deciding() and not self._waiting()

    def _hurry(self) -> None:
        self._computers.hurry()

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
        return self._human_decides() and self._handover < 0 and self._passing.done < 0 \
            and not self._computers.autoplaying

    def _computer_deciding(self) -> bool:
        state = self._state
        return bool(state and state.decider is not None and
                    (state.decider in self._computers.bots or self._computers.autoplaying))

    def _selectable(self) -> list[str]:
        return selectable_dice(self._rules, self._state, self._legal)

    def _refresh(self) -> None:
        state, rules = self._state, self._rules
        if state is None or rules is None or self._views.sheet is None:
            return
        self._legal = rules.legal_moves(state)
        humans = sum(1 for seat in range(len(state.players)) if not self._computers.plays(seat))
        self._handover = self._passing.follow(
            state.decider, enabled=self._handover_enabled, humans=humans, holder=self._holder,
            handover=self._handover, human_decides=self._human_decides(),
            autoplaying=self._computers.autoplaying)
        selectable = self._selectable()
        if self._input.selected not in selectable:
            self._input.selected = None
        if self._input.selected is not None:
            self._input.armed = False
        self._views.show(rules, state, self._legal, table_input=self._input,
                         view=self._passing.view, interactive=self._interactive(),
                         selectable=selectable,
                         chosen=self._chosen.shown(state), names=self._names,
                         bots=self._computers.bots,
                         palette=self._geometry.palette if self._geometry else {})
        self._publish()
        if self._finished() != self._results_shown:
            self._results_shown = self._finished()
            self._results.changed.emit()

    def _publish(self) -> None:
        """Hand the turn to every view; each signals only the properties whose value changed,
        after all of them are kept (a binding reading two of them sees both new values)."""
        turn = TurnFacts(
            rules=self._rules, state=self._state, legal=tuple(self._legal),
            names=tuple(self._names), view=self._passing.view, done=self._passing.done,
            handover=self._handover, interactive=self._interactive(),
            computer_deciding=self._computer_deciding(), bots=frozenset(self._computers.bots),
            selected=self._input.selected, armed=self._input.armed, choice=self._input.choice,
            alternatives=self._input.alternatives,
            palette=self._geometry.palette if self._geometry else {},
            row_of_cell=self._views.sheet.row_of_cell if self._views.sheet else no_row)
        self._clicks.see(turn)
        self._throw_entry.see(turn, self._record)
        publish(turn, (self, self._turn_view, self._actions, self._choice))
        self.changed.emit()

    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.errorChanged.emit()

    @Property(str, notify=errorChanged)
    def error(self) -> str:
        return self._error

    # ================================================================== for the screens
    @Property(str, notify=started)
    def gameId(self) -> str:
        return self._state.game if self._state else ""

    @Property(str, notify=started)
    def seed(self) -> str:
        return str(self._record.setup.seed) if self._record else ""

    @Property(bool, notify=started)
    def solo(self) -> bool:
        return bool(self._state and self._state.solo)

    # the parts, each its own object in QML
    sheets = _part(TableViews, "_views")  # the sheets and their page
    dice = _part(DiceModel, "_views", "dice")  # the dice tray
    seats = _part(SeatsModel, "_views", "seats")  # the seats bar
    log = _part(LogModel, "_log")
    announcer = _part(Announcer, "_announcer")  # what a screen reader says after a move
    turn = _part(TurnView, "_turn_view")  # the turn's words
    actions = _part(TurnActions, "_actions")  # the action buttons
    choice = _part(TurnChoices, "_choice")  # what a cell asks, the optional bonuses
    input = _part(TableClicks, "_clicks")  # clicks and keys
    results = _part(TableResults, "_results")  # the final scoring
    throwEntry = _part(ThrowEntry, "_throw_entry")  # a throw of real dice to enter (issue 45)
