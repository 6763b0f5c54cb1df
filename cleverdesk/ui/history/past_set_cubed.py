"""A past SET Cubed game of the history: the board at every step of its replay."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk import setcubed
from cleverdesk.store.history import SET_CUBED, HistoryGame
from cleverdesk.ui.common import seat_names
from cleverdesk.ui.history.labels import GAME_COLOURS, past_subtitle, round_name, round_scores
from cleverdesk.ui.history.past_game import PastGame, PastReplay
from cleverdesk.ui.setcubed import words as setcubed_words
from cleverdesk.ui.setcubed.desk import BoardModel
from cleverdesk.ui.setcubed.spoken import square_name

translate = QCoreApplication.translate


class PastSetCubedGame(PastReplay):
    """A finished SET Cubed game of the history: the board at every step of a replay.

    There is no score sheet (so nothing to print): the board shows the dice as they lay after
    the step, the dice that step placed or swapped framed, the SETs it made and the bonus
    squares it paid highlighted; the seats show every player's points per round.
    """

    kind = SET_CUBED
    shown = Signal()

    def __init__(self, game: HistoryGame, record: setcubed.SetCubedRecord,
                 parent: QObject | None = None) -> None:
        super().__init__(game, parent)
        self.record = record
        self.rules = setcubed.get_rules()
        self.rules.check_data(record.data)  # another board or dice: say so, do not mis-replay
        self.names = seat_names.shown_names((p.name for p in record.setup.players),
                                            "SetCubedGame")
        state = self.rules.new_game(record.setup)
        self._states = [state]
        self._lines = [[line for line, _ in setcubed_words.log_lines(state.last_events,
                                                                      self.names)]]
        for move in record.moves:
            state = self.rules.apply(state, move)
            self._states.append(state)
            self._lines.append([line for line, _ in setcubed_words.log_lines(
                state.last_events, self.names)])
        self._step = len(self._states) - 1
        self._board = BoardModel(self)
        self._show()

    def _show(self) -> None:
        self._board.set_rows(board_rows(self.rules, self.state))
        self.changed.emit()
        self.shown.emit()

    @property
    def state(self) -> setcubed.SetCubedState:
        return self._states[self._step]

    # ------------------------------------------------------------------ what QML shows
    @Property(QObject, constant=True)
    def board(self) -> QObject:
        return self._board

    @Property(bool, notify=shown)
    def logoCovered(self) -> bool:
        logo = set(self.rules.board.logo)
        return any(t.cell in logo for t in self.state.board)

    @Property(bool, constant=True)
    def canDraw(self) -> bool:
        return False  # no sheet: the board is drawn instead

    @Property(bool, constant=True)
    def canPrint(self) -> bool:
        return False  # SET Cubed has no score sheet to print

    @Property(str, constant=True)
    def subtitle(self) -> str:
        return past_subtitle(self.entry, self.record.setup.seed)

    @Property(list, constant=True)
    def seats(self) -> list[dict[str, Any]]:
        colour = GAME_COLOURS[SET_CUBED]
        return [{"seat": r.seat, "name": r.name, "total": r.total, "winner": r.winner,
                 "computer": not r.human, "rating": "", "foxes": 0,
                 "scores": [{"name": round_name(n), "value": v, "colour": colour}
                            for n, v in round_scores(r.areas)]}
                for r in self.entry.results]

    @Property(int, constant=True)
    def seat(self) -> int:
        return -1  # one board for all: no seat is singled out

    @Property(list, notify=shown)
    def stepTotals(self) -> list[int]:
        """Every seat's points after the current step."""
        return self.rules.totals(self.state)

    @Property(list, notify=shown)
    def roundTable(self) -> list[dict[str, Any]]:
        """The rounds begun by the current step: every seat's points, the round in play marked."""
        state = self.state
        rounds = max(len(p.round_points) for p in state.players)
        playing = state.phase != setcubed.Phase.GAME_OVER
        return [{"round": r + 1,
                 "points": [p.round_points[r] if r < len(p.round_points) else 0
                            for p in state.players],
                 "current": playing and r + 1 == state.round}
                for r in range(rounds)]

    @Property(str, notify=shown)
    def roundText(self) -> str:
        state = self.state
        if state.phase == setcubed.Phase.GAME_OVER:
            return translate("History", "Game over")
        return round_name(state.round)

    @Property(str, notify=shown)
    def bagText(self) -> str:
        return translate("History", "Bag: %1").replace(
            "%1", setcubed_words.dice_text(len(self.state.bag)))


def board_rows(rules: setcubed.SetCubedRules, state: setcubed.SetCubedState
               ) -> list[tuple[Any, ...]]:
    """The ``BoardModel`` rows of a position seen afterwards: what lies where, and what the
    move that led to it did (dice placed or swapped, SETs made, bonus squares paid)."""
    tiles = {t.cell: t for t in state.board}
    moved: set[tuple[int, int]] = set()
    in_set: set[tuple[int, int]] = set()
    paid: set[tuple[int, int]] = set()
    for event in state.last_events:
        if event.kind in ("place", "place_wild", "swap") and event.cell is not None:
            moved.add((event.cell[0], event.cell[1]))
        elif event.kind == "set":
            in_set.update((c[0], c[1]) for c in event.cells)
        elif event.kind == "bonus" and event.cell is not None:
            paid.add((event.cell[0], event.cell[1]))
    claimed = set(state.claimed)
    logo = set(rules.board.logo)
    rows = []
    for r in range(1, rules.rows + 1):
        for c in range(1, rules.columns + 1):
            cell = (r, c)
            bonus = rules.board.bonus.get(cell, 0)
            tile = tiles.get(cell)
            tip = setcubed_words.cell_text(cell)
            if tile is not None:
                tip += " · " + setcubed_words.tile_text(tile.face, tile.wild)
            elif bonus:
                tip += " · " + translate("History", "bonus square +%1").replace(
                    "%1", str(bonus))
            values = {"row": r, "column": c, "bonus": bonus, "claimed": cell in claimed,
                      "logo": cell in logo, "face": tile.face if tile else "",
                      "wild": bool(tile and tile.wild), "inSet": cell in in_set,
                      "payBonus": cell in paid, "lastTurn": cell in moved and tile is not None,
                      "tip": tip,
                      "spoken": square_name(tip, pending=False, in_set=cell in in_set,
                                            pay_bonus=bonus if cell in paid else 0,
                                            swappable=False, completes=False)}
            # the roles of the live table's model; those of a turn being built stay off
            rows.append(tuple(values.get(role, False) for role in BoardModel.ROLE_NAMES))
    return rows



def past_replay(entry: HistoryGame, record: Any, parent: QObject | None = None) -> PastReplay:
    """The replay of a past game: the SET Cubed board or the Clever sheet, by its record.
    Raises what the rules raise for a record they cannot replay (an older or newer game)."""
    if isinstance(record, setcubed.SetCubedRecord):
        return PastSetCubedGame(entry, record, parent)
    return PastGame(entry, record, parent)
