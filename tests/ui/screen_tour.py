"""Every screen of the desk, one after another, with something on it: the screens a player can
reach (home, new game, each game's table mid-game, rules, settings, saved games, print,
campaign, history, a past game and its review). Used by the checks that look at every screen."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QMetaObject

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.setcubed import SetCubedSetup
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from tests.ui.driver import Driver

CLEVER_GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")


def fill_history() -> None:
    """Two finished games in the history (so that it, and a past game, have something to show)."""
    now = datetime.now(UTC)
    with HistoryStore() as store:
        for seed, game in enumerate(("ganz-schoen-clever", "clever-hoch-drei"), start=1):
            setup = GameSetup(game=game, players=[PlayerSetup(name="Anna", bot="greedy")],
                              seed=seed)
            state, record = play_game(get_rules(game), setup)
            record = GameRecord(setup=setup.model_copy(
                update={"players": [PlayerSetup(name="Anna")]}), moves=record.moves)
            store.add_game(state, record, "solo", 600.0, finished_at=now - timedelta(days=seed))


def _call(desk: Driver, function: str) -> None:
    """Call one of Main.qml's navigation functions (goHome, back)."""
    QMetaObject.invokeMethod(desk.window, function)
    desk.settle()


def _review(desk: Driver) -> Iterator[str]:
    """The past game's review (by the learned network: the tour looks at the screen, not at
    the expert's time) and its biggest mistake on the sheet."""
    review = singleton(desk.engine, "Review")
    review.evaluator = "learned"
    review.check = 0  # nor the playouts' time
    desk.click("pastReview")
    desk.qtbot.waitUntil(lambda: review.property("ready") and not review.property("busy"),
                         timeout=60_000)
    desk.settle()
    yield "review"
    if review.property("mistakes"):
        desk.click("reviewMistake_1")
        desk.settle()
        yield "reviewPosition"
    _call(desk, "back")


def tour(desk: Driver) -> Iterator[str]:
    """Open every screen in turn; yields each screen's name while it is on top."""
    desk.settle()
    yield "home"
    for button, name in (("homeNewGame", "newGame"), ("homeRules", "rules"),
                         ("homeSettings", "settings"), ("homeSaves", "saves"),
                         ("homePrint", "print"), ("homeCampaign", "campaign"),
                         ("homeHistory", "history")):
        desk.click(button)
        desk.settle()
        yield name
        if name == "history" and desk.has("historyRow_0"):
            desk.click("historyRow_0")
            desk.settle()
            yield "pastGame"
            yield from _review(desk)
            _call(desk, "goHome")
        else:
            _call(desk, "back")
        desk.settle()
    for game in CLEVER_GAMES:
        desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name="Anna"),
                                                            PlayerSetup(name="Bo", bot="greedy")],
                                        seed=4))
        desk.game.autoplay(9)
        desk.wait_for_human_or_end()
        desk.settle()
        yield f"table {game}"
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", players=[PlayerSetup(name="Anna")],
                                    seed=4))
    desk.settle()
    yield "table solo"
    _call(desk, "goHome")
    set_cubed = singleton(desk.engine, "SetCubedGame")
    set_cubed.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                                 PlayerSetup(name="Bo", bot="greedy")], seed=2))
    desk.settle()
    yield "table set-cubed"
    desk.click("scRules")
    desk.settle()
    yield "setCubedRules"
    _call(desk, "goHome")
    set_cubed.shutdown()
