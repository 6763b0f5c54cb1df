"""A game of real dice after the table (issue 45): hints during it, the History's mark, the past
game replayed from its throws, and the Review of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.review.desk import ReviewDesk
from tests.engine.real_dice_support import setup
from tests.ui.driver import Driver
from tests.ui.real_dice_play import awaited_faces
from tests.ui.review.test_review_desk import history_rows, ready

GSC = "ganz-schoen-clever"


def enter_by_the_panel(desk: Driver, seed: int) -> None:
    """The awaited throw typed into the panel's text and confirmed (its Python face)."""
    entry = desk.game.property("throwEntry")
    entry.setText(" ".join(f"{die[0]}{face}" for die, face in awaited_faces(desk, seed)))
    assert entry.submit() and entry.submit(), entry.property("problem")


def finish_real_game(desk: Driver, seed: int = 8) -> None:
    desk.game.start_setup(setup(GSC, 1, seed))
    chooser = make_bot("greedy", seed=seed)
    while not desk.game.property("finished"):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            break
        if desk.game.property("throwEntry").property("open"):
            enter_by_the_panel(desk, seed)
        else:
            desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.wait_for_final_scoring()


def test_a_hint_at_a_real_dice_decision(desk: Driver) -> None:
    desk.game.start_setup(setup(GSC, 1, 8))
    desk.settle()
    hints = singleton(desk.engine, "Hints")
    hints.request()  # nothing to advise while the game waits for the throw
    assert not hints.property("busy") and hints.property("rows") == []
    enter_by_the_panel(desk, 8)
    desk.click("hintButton")
    desk.qtbot.waitUntil(lambda: not hints.property("busy") and bool(hints.property("rows")),
                         timeout=20_000)
    assert hints.best in desk.game.legal


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewDesk, "evaluator", "learned")


def test_the_history_keeps_marks_replays_and_reviews_a_real_dice_game(desk: Driver,
                                                                      quick: None) -> None:
    finish_real_game(desk)
    state, record = desk.game.state, desk.game.record
    with HistoryStore() as store:
        (entry,) = store.games()
        assert entry.real_dice and entry.mode == "solo"
        assert store.record(entry.id) == record  # the throws are part of the record
    desk.click("finalReview")  # the Review of a real-dice game, from its final scoring
    review = ready(desk)
    assert review.property("decisions")
    desk.key(Qt.Key.Key_Escape)
    desk.click("finalHome")
    desk.click("homeHistory")
    (row,) = history_rows(desk)
    assert row.property("modeName") == "Solo · real dice"
    desk.click(row)
    assert desk.has("pastGameScreen")
    past = singleton(desk.engine, "History").property("current")
    assert "played with real dice" in past.property("subtitle")
    assert "seed" not in past.property("subtitle")
    # the past game is replayed from its throws: its last step is the game as it ended
    assert past.property("seatTotal") == get_rules(GSC).total(state.players[0])
    assert any("Passive throw entered:" in step for step in past.property("moves"))
