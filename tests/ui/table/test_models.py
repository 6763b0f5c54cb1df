"""The models tell QML only what changed: no reset per move, dataChanged for touched rows only."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.ui.table.list_models import LogModel, SeatsModel
from cleverdesk.ui.table.sheet_model import DYNAMIC_ROLE_IDS, SheetModel
from tests.ui.driver import Driver

GAME = "ganz-schoen-clever"


class Recorder:
    """Counts a model's signals and remembers which rows were said to have changed."""

    def __init__(self, model) -> None:
        self.resets = 0
        self.rows: set[int] = set()
        self.signals = 0
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._changed)

    def _reset(self) -> None:
        self.resets += 1

    def _changed(self, first: QModelIndex, last: QModelIndex, roles: list[int]) -> None:
        self.signals += 1
        self.rows.update(range(first.row(), last.row() + 1))

    def clear(self) -> None:
        self.rows.clear()
        self.signals = 0


def snapshot(model: SheetModel) -> list[tuple[object, ...]]:
    return [tuple(model.data(model.index(row), role) for role in DYNAMIC_ROLE_IDS)
            for row in range(model.rowCount())]


def test_a_move_signals_only_the_rows_it_changed(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(
        game=GAME, players=[PlayerSetup(name="A"), PlayerSetup(name="B")], seed=8))
    desk.game.confirmHandOver()
    sheet = desk.game.main_sheet
    assert sheet is not None
    models = [sheet, desk.game.dice, desk.game.seats, *desk.game.mini_sheets]
    recorders = [Recorder(model) for model in models]
    chooser = make_bot("greedy", seed=8)
    for _ in range(25):
        before = snapshot(sheet)
        for recorder in recorders:
            recorder.clear()
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        desk.game.confirmHandOver()
        after = snapshot(sheet)
        really_changed = {row for row in range(len(after)) if after[row] != before[row]}
        assert recorders[0].rows == really_changed
        assert len(really_changed) < sheet.rowCount() // 3
    assert all(recorder.resets == 0 for recorder in recorders), "no model reset per move"


def test_a_changed_cell_tells_only_the_roles_that_changed(desk: Driver) -> None:
    """A cell that gets its cross is not also told that its lit state, preview, ... changed:
    every role named costs the QML cell a re-evaluation of what it draws."""
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="A")], seed=8))
    sheet = desk.game.main_sheet
    assert sheet is not None
    said: dict[int, set[int]] = {}
    sheet.dataChanged.connect(lambda first, last, roles: said.update(
        {row: said.get(row, set()) | set(roles) for row in range(first.row(), last.row() + 1)}))
    chooser = make_bot("greedy", seed=8)
    for _ in range(25):
        before = snapshot(sheet)
        said.clear()
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        after = snapshot(sheet)
        really = {row: {DYNAMIC_ROLE_IDS[k] for k, (a, b) in enumerate(zip(before[row], after[row],
                                                                           strict=True)) if a != b}
                  for row in range(len(after)) if after[row] != before[row]}
        assert said == really


def _notify_names(game: object) -> dict[str, str]:
    """Each QML property of ``game`` and the name of the signal that announces its changes."""
    meta = game.metaObject()  # type: ignore[attr-defined]
    out = {}
    for i in range(meta.propertyCount()):  # (PySide puts them all below propertyOffset)
        prop = meta.property(i)
        if prop.hasNotifySignal() and prop.name() != "objectName":
            out[prop.name()] = bytes(prop.notifySignal().name().data()).decode()
    return out


def test_a_move_announces_only_the_table_texts_it_changed(desk: Driver) -> None:
    """After a move QML hears about every property of the game and of its parts (the turn's
    words, the actions, the choices, the results) that changed and about no other: a binding
    on an unchanged one is not redone."""
    game = desk.game
    game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="A")], seed=8))
    parts = {"": game, **{part: game.property(part)
                          for part in ("turn", "actions", "choice", "results", "sheets")}}
    notify = {(part, name): signal for part, obj in parts.items()
              for name, signal in _notify_names(obj).items()}
    assert len(notify) > 40
    heard: set[tuple[str, str]] = set()
    for part, signal in {(part, signal) for (part, _), signal in notify.items()}:
        getattr(parts[part], signal).connect(lambda key=(part, signal): heard.add(key))
    chooser = make_bot("greedy", seed=8)

    def values() -> dict[tuple[str, str], object]:
        return {(part, name): parts[part].property(name) for part, name in notify}

    while game.state is not None and game.state.decider is not None:  # to the final scores
        before = values()
        heard.clear()
        game.apply_move(chooser.choose(game.state, game.legal))
        after = values()
        changed = {key for key in notify if after[key] != before[key]}
        announced = {key for key in notify if (key[0], notify[key]) in heard}
        assert changed <= announced, "QML must hear of every change"
        # the final scores are announced together, once, when the game ends
        assert {key for key in announced - changed if key[0] != "results"} == set()


def test_log_rows_are_appended_not_reset(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="A")], seed=8))
    log = desk.game.log
    inserted: list[int] = []
    resets: list[int] = []
    log.rowsInserted.connect(lambda parent, first, last: inserted.append(last - first + 1))
    log.modelReset.connect(lambda: resets.append(1))
    count = log.rowCount()
    chooser = make_bot("greedy", seed=8)
    for _ in range(10):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    assert not resets
    assert log.rowCount() == count + sum(inserted) > count


def test_shown_scores_follow_the_engine(desk: Driver) -> None:
    rules = get_rules(GAME)
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="A")], seed=21))
    chooser = make_bot("greedy", seed=21)
    sheet = desk.game.main_sheet
    assert sheet is not None
    rows = {sheet.elements[row].code: row for row in range(sheet.rowCount())
            if sheet.elements[row].kind == "score"}
    while desk.game.state is not None and desk.game.state.decider is not None:
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        player = desk.game.state.players[0]
        scores = rules.area_scores(player)
        for area, value in scores.items():
            assert sheet.row_value(rows[area], "mark") == str(value)
        assert sheet.row_value(rows["fox_count"], "mark") == str(player.foxes)
        assert sheet.row_value(rows["total"], "mark") == str(rules.total(player))


def test_the_qml_sheet_draws_every_kind_of_element() -> None:
    from cleverdesk.layout import Kind
    from cleverdesk.ui.app.app import qml_import_path

    source = (qml_import_path() / "Cleverdesk" / "SheetView.qml").read_text(encoding="utf-8")
    missing = [kind.value for kind in Kind if f'roleValue: "{kind.value}"' not in source]
    assert not missing, f"SheetView.qml has no delegate for {missing}"


def test_the_log_and_the_row_models_read_their_roles_alike(qapp: object) -> None:
    """Both kinds of list model (TupleListModel): role n is a row's n-th value, nothing for an
    unknown role or an invalid index, no rows under a parent."""
    log, seats = LogModel(), SeatsModel()
    log.append([("Ann starts", 0), ("Ben rolls", 1)])
    seats.set_rows([(0, "Ann", False, 12, 1, True, True, True, False)])
    roles = {bytes(name.data()).decode(): role for role, name in log.roleNames().items()}
    assert log.data(log.index(1), roles["seat"]) == 1
    assert log.data(log.index(0), roles["line"]) == "Ann starts"
    assert log.data(log.index(0), max(roles.values()) + 1) is None
    assert log.data(QModelIndex(), roles["line"]) is None
    assert log.rowCount(log.index(0)) == 0 and log.rowCount() == 2
    names = {bytes(name.data()).decode(): role for role, name in seats.roleNames().items()}
    assert seats.data(seats.index(0), names["name"]) == "Ann" == seats.value(0, "name")
    log.clear()
    assert log.rowCount() == 0 and log.lines() == []
