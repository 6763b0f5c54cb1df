"""The last move of a game is shown at once; the final scoring follows a frame later.

Building the final scoring takes longer than a frame, so it is built after the frame that shows
the game's last cross (AfterFrameLoader), never inside it. It must still come, promptly, with the
game's own scores, and go again when a new game starts.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameSetup, Move, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from tests.ui.driver import Driver, walk

GAME = "ganz-schoen-clever"


def _last_move(desk: Driver, seed: int) -> Move:
    """Play a solo game up to its last move (greedy choices) and return that move."""
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Fin")], seed=seed))
    chooser = make_bot("greedy", seed=seed)
    rules = get_rules(GAME)
    while True:
        state = desk.game.state
        assert state is not None and state.phase != Phase.GAME_OVER
        move = chooser.choose(state, desk.game.legal)
        if rules.apply(state, move).phase == Phase.GAME_OVER:
            return move
        desk.game.apply_move(move)


def _loader(desk: Driver) -> QQuickItem:
    found = [item for item in walk(desk.window.contentItem())
             if item.objectName() == "finalScoresLoader"]
    assert len(found) == 1
    return found[0]


def _built_by_frame(desk: Driver) -> list[bool]:
    """Whether the final scoring was built, at each frame the window draws from now on."""
    states: list[bool] = []
    desk.window.frameSwapped.connect(
        lambda: states.append(bool(_loader(desk).property("active"))))
    return states


def test_the_final_scoring_follows_the_frame_that_shows_the_last_move(desk: Driver) -> None:
    move = _last_move(desk, seed=14)
    desk.settle()
    assert not desk.has("finalScores")

    frames = _built_by_frame(desk)
    with desk.qtbot.waitSignal(desk.window.frameSwapped, timeout=2_000):
        desk.game.apply_move(move)
    state = desk.game.state
    assert state is not None and state.phase == Phase.GAME_OVER
    total = get_rules(GAME).total(state.players[0])
    # The frame of the last move: the sheet shows the final total; the scoring is still to come.
    assert desk.item("sheet_score_total").property("mark") == str(total)
    assert not _loader(desk).property("active")

    desk.wait_for_final_scoring()
    # a frame later, not seconds: counted in frames, which a busy machine does not stretch
    assert frames[0] is False and True in frames[:3], frames
    assert desk.text("finalTotal_0") == str(total)
    rating = desk.game.property("results").property("ratingText")
    assert desk.text("finalRating").strip("“”") == rating != ""

    # A new game takes the final scoring away; its own end brings its own scores.
    move = _last_move(desk, seed=15)
    assert not desk.has("finalScores") and not _loader(desk).property("active")
    frames = _built_by_frame(desk)
    desk.game.apply_move(move)
    desk.wait_for_final_scoring()
    assert True in frames[:3], frames
    state = desk.game.state
    assert state is not None
    assert desk.text("finalTotal_0") == str(get_rules(GAME).total(state.players[0]))


def test_the_final_scoring_comes_even_when_no_frame_follows(desk: Driver) -> None:
    """Without a frame (a hidden window draws none) the final scoring is built all the same."""
    move = _last_move(desk, seed=14)
    desk.settle()
    desk.window.hide()
    desk.game.apply_move(move)
    desk.qtbot.waitUntil(lambda: bool(_loader(desk).property("active")), timeout=1_000)
    desk.window.show()
    desk.wait_for_final_scoring(timeout=1_000)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 800)), ("de", (1280, 800)),
                                            ("nl", (800, 600)), ("de", (800, 600))])
def test_the_final_scoring_buttons_stay_on_its_card(desk: Driver, lang: str,
                                                    size: tuple[int, int]) -> None:
    """Look, Review, New game and Home lie inside the card in every language and window size
    (the row of four was wider than the 640-point card: Home stuck out of its right edge)."""
    from cleverdesk.ui.common import language

    desk.window.resize(*size)
    language.install(lang)
    try:
        desk.game.apply_move(_last_move(desk, seed=14))
        desk.wait_for_final_scoring(timeout=2_000)
        desk.settle()
        card = desk.item("finalCard")
        for name in ("finalLook", "finalReview", "finalNewGame", "finalHome"):
            button = desk.item(name)
            left = button.mapToItem(card, QPointF(0, 0))
            right = button.mapToItem(card, QPointF(button.width(), button.height()))
            assert left.x() >= 0 and right.x() <= card.width(), (name, left, right, card.width())
            assert left.y() >= 0 and right.y() <= card.height(), (name, left, right)
    finally:
        language.install("en")
