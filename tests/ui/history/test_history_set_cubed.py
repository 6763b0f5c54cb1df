"""SET Cubed in the score history at the desk, through the real QML.

A game is played to its end at the SET Cubed table (a greedy bot chooses the human's moves, the
computer seat thinks in its worker thread), the ``History`` singleton writes it once with its
mode, and the History screen lists it, sums it up and opens it: the board at every step of the
replay, the points per round, and no printing. A game left unfinished is never written, nor is a
game the computers played alone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cleverdesk.setcubed import (
    Phase,
    PlayerSetup,
    SetCubedRecord,
    SetCubedSetup,
    get_rules,
)
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.history.desk import History
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver, walk

RULES = get_rules()
SC = "set-cubed"


@pytest.fixture
def sc(sc: SetCubedGame, desk: Driver) -> SetCubedGame:
    """The SET Cubed controller of conftest, without hand-over screens."""
    desk.desk.setProperty("handOverScreens", False)
    return sc


@pytest.fixture
def history(desk: Driver) -> History:
    found = singleton(desk.engine, "History")
    assert isinstance(found, History)
    return found


def start(desk: Driver, sc: SetCubedGame, seed: int, *seats: str | None) -> None:
    """Seats as bots: None for a human seat, else the computer's bot name."""
    names = ["Anna", "Ben", "Cleo", "Dirk"]
    sc.start_setup(SetCubedSetup(
        players=[PlayerSetup(name=names[n] if bot is None else f"Computer {n + 1}", bot=bot)
                 for n, bot in enumerate(seats)], seed=seed))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))


def play(desk: Driver, sc: SetCubedGame, moves: int | None = None, seed: int = 1) -> None:
    """Make the humans' moves (a greedy bot chooses them) until the end, or ``moves`` of them."""
    chooser = make_bot("greedy", seed=seed)
    made = 0
    while moves is None or made < moves:
        desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.property("finished"),
                             timeout=30_000)
        if sc.property("finished"):
            return
        state = sc.state
        assert state is not None
        sc.apply_move(chooser.choose(state, RULES.legal_moves(state)))
        made += 1
        assert made < 300


def stored() -> list:  # type: ignore[type-arg]
    with HistoryStore() as store:
        return store.games()


def faces(desk: Driver) -> dict[tuple[int, int], str]:
    """The faces on the board shown, by cell."""
    desk.settle()
    out = {}
    for item in walk(desk.window.contentItem()):
        name = item.objectName()
        if name.startswith("sc_cell_") and item.isVisible() and item.property("face"):
            _, _, row, column = name.split("_")
            out[(int(row), int(column))] = str(item.property("face"))
    return out


def framed(desk: Driver) -> set[tuple[int, int]]:
    out = set()
    for item in walk(desk.window.contentItem()):
        name = item.objectName()
        if name.startswith("sc_cell_") and item.isVisible() and item.property("lastTurn"):
            _, _, row, column = name.split("_")
            out.add((int(row), int(column)))
    return out


def rows(desk: Driver) -> list:  # type: ignore[type-arg]
    desk.settle()
    return sorted((item for item in walk(desk.window.contentItem())
                   if item.objectName().startswith("historyRow_") and item.isVisible()),
                  key=lambda item: item.objectName())


def test_a_solo_game_is_recorded_once_and_replays_on_its_board(
        desk: Driver, sc: SetCubedGame, history: History) -> None:
    heard: list[object] = []
    history.add_listener(lambda *args: heard.append(args))  # the campaign's: Clever games only
    start(desk, sc, 31, None, "greedy")
    play(desk, sc, moves=3)
    assert stored() == [], "nothing is written before the end"
    play(desk, sc)
    state, record = sc.state, sc.record
    assert state is not None and record is not None and state.phase == Phase.GAME_OVER

    (game,) = stored()
    assert (game.game, game.mode, game.stage, game.seed) == (SC, "solo", None, 31)
    assert [(r.name, r.human) for r in game.results] == [("Anna", True), ("Computer 2", False)]
    assert [r.total for r in game.results] == RULES.totals(state)
    assert [r.seat for r in game.results if r.winner] == RULES.winners(state)
    assert [list(r.areas.values()) for r in game.results] == \
        [p.round_points for p in state.players]
    assert heard == []

    # Shown again, taken back and played again: the same game, not written twice.
    sc.resume(record)
    last = record.moves[-1]
    sc.resume(SetCubedRecord(setup=record.setup, data=record.data, moves=record.moves[:-1]))
    desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.state is not None
                         and sc.state.decider in (None, 1), timeout=10_000)
    if sc.state is not None and sc.state.decider == 0:
        sc.apply_move(last)
    desk.qtbot.waitUntil(lambda: sc.property("finished"), timeout=30_000)
    assert len(stored()) == 1

    desk.wait_for_set_cubed_results()
    desk.click("scResultsHome")
    desk.click("homeHistory")
    (row,) = rows(desk)
    assert row.property("title") == "SET Cubed"
    assert row.property("modeName") == "Solo"
    assert row.property("total") == state.players[0].total
    assert row.property("colour") == "#7b3fb0"
    desk.click("filterGame_set-cubed")
    assert len(rows(desk)) == 1
    assert desk.text("statsTitle") == "SET Cubed"
    assert desk.text("statsCount") == "1"
    assert desk.text("statsBest") == str(state.players[0].total)
    assert desk.text("areaTitle") == "Average per round"
    assert not desk.has("ratingPanel"), "SET Cubed has no rating bands"
    areas = history.property("areaAverages")
    assert [a["name"] for a in areas] == [f"Round {n}" for n in range(1, state.round + 1)]
    assert [a["value"] for a in areas] == state.players[0].round_points
    assert [p["total"] for p in history.property("chart")] == [state.players[0].total]

    # Opened: the board at every step, the points per round, and nothing to print.
    desk.click(rows(desk)[0])
    assert desk.has("pastGameScreen")
    assert desk.has("pastBoard")
    assert not desk.has("pastPrint")
    assert not desk.has("pastSheet")
    past = history.property("current")
    assert past.property("canPrint") is False
    steps = len(record.moves)
    assert desk.text("replayStep") == f"Move {steps} of {steps}"
    assert faces(desk) == {t.cell: t.face for t in state.board}
    for seat, player in enumerate(state.players):
        assert desk.text(f"pastTotal_{seat}") == str(player.total)
        assert desk.text(f"pastStepTotal_{seat}") == str(player.total)
        for number, points in enumerate(player.round_points, start=1):
            assert desk.text(f"pastRound_{number}_{seat}") == str(points)
    assert "Game over" in desk.text("replayMove")

    desk.click("replayFirst")
    assert desk.text("replayStep") == "Before the first move"
    assert faces(desk) == {}
    assert [desk.text(f"pastStepTotal_{s}") for s in (0, 1)] == ["0", "0"]
    desk.key(Qt.Key.Key_Right)  # the opening: three dice on the logo, framed
    assert desk.text("replayStep") == f"Move 1 of {steps}"
    opening = set(RULES.board.logo)
    assert set(faces(desk)) == opening
    assert framed(desk) == opening
    assert desk.text("replayMove").startswith("Round 1")
    desk.click("replayForward")
    desk.click("replayForward")
    middle = RULES.replay(SetCubedRecord(setup=record.setup, data=record.data,
                                         moves=record.moves[:3]))
    assert faces(desk) == {t.cell: t.face for t in middle.board}
    assert [desk.text(f"pastStepTotal_{s}") for s in (0, 1)] == \
        [str(t) for t in RULES.totals(middle)]
    desk.key(Qt.Key.Key_P)  # no sheet to print: the key does nothing
    assert desk.has("pastGameScreen")
    desk.key(Qt.Key.Key_End)
    assert desk.text("replayStep") == f"Move {steps} of {steps}"
    desk.key(Qt.Key.Key_Escape)
    assert desk.has("historyScreen")


def test_a_game_left_unfinished_is_never_written_a_finished_one_once(
        desk: Driver, sc: SetCubedGame) -> None:
    start(desk, sc, 8, None, None)  # two people at one device
    play(desk, sc, moves=6)
    desk.click("scLeave")
    desk.click("scLeaveConfirm")
    assert not sc.property("running")
    assert stored() == []

    start(desk, sc, 8, None, None)  # the same setup, started again after leaving: a new game
    play(desk, sc)
    (game,) = stored()
    assert game.mode == "multiplayer"
    assert [r.human for r in game.results] == [True, True]


def test_three_seats_one_human_is_solo(desk: Driver, sc: SetCubedGame) -> None:
    start(desk, sc, 12, "greedy", None, "random")
    play(desk, sc)
    (game,) = stored()
    assert game.mode == "solo"
    assert [r.human for r in game.results] == [False, True, False]


def test_a_game_of_computers_only_is_not_written(desk: Driver, sc: SetCubedGame) -> None:
    """Nobody played it: like a Clever game the computer played for you, it is not yours."""
    start(desk, sc, 5, "greedy", "random")
    desk.qtbot.waitUntil(lambda: sc.property("finished"), timeout=60_000)
    assert stored() == []


def test_the_history_screen_sums_up_set_cubed_beside_the_clever_games(
        desk: Driver, sc: SetCubedGame, history: History) -> None:
    from cleverdesk.engine import GameRecord, GameSetup
    from cleverdesk.engine import PlayerSetup as CleverSeat
    from cleverdesk.engine import get_rules as clever_rules
    from cleverdesk.engine.simulate import play_game as play_clever
    from cleverdesk.setcubed.simulate import play_game

    with HistoryStore() as store:
        for seed in (1, 2):
            setup = SetCubedSetup(players=[PlayerSetup(name="Anna", bot="greedy"),
                                           PlayerSetup(name="Ben", bot="greedy")], seed=seed)
            state, record = play_game(RULES, setup)
            mine = setup.model_copy(update={"players": [PlayerSetup(name="Anna"),
                                                        setup.players[1]]})
            store.add_game(state, SetCubedRecord(setup=mine, data=record.data,
                                                 moves=record.moves), "solo", 60.0)
        gsc = GameSetup(game="ganz-schoen-clever", players=[CleverSeat(name="Anna",
                                                                      bot="greedy")], seed=3)
        state3, record3 = play_clever(clever_rules(gsc.game), gsc)
        human = gsc.model_copy(update={"players": [CleverSeat(name="Anna")]})
        store.add_game(state3, GameRecord(setup=human, moves=record3.moves), "solo", 60.0)
    desk.click("homeHistory")
    assert len(rows(desk)) == 3
    assert desk.has("filterGame_set-cubed")
    summary = {s["game"]: s for s in history.property("summary")}
    assert summary[SC]["count"] == 2 and summary[SC]["title"] == "SET Cubed"
    assert summary[SC]["colour"] == "#7b3fb0"
    assert desk.text("statsTitle") == "SET Cubed"  # the most played game leads the figures
    assert history.property("chartBands") == []
    desk.click("filterGame_ganz-schoen-clever")
    assert desk.text("areaTitle") == "Average per area"
    assert desk.has("ratingPanel")
    assert history.property("chartBands") != []
