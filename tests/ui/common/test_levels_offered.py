"""The new-game screen offers each computer seat a level with the solo score it makes."""

from __future__ import annotations

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject

from cleverdesk.engine.bots.levels import expected_mean
from tests.ui.driver import Driver


def text_at(box: QObject, index: int) -> str:
    text: str = QMetaObject.invokeMethod(box, "textAt", Q_RETURN_ARG("QString"),
                                         Q_ARG(int, index))
    return text

GSC = "ganz-schoen-clever"


def test_a_computer_seat_offers_levels_with_their_solo_mean(desk: Driver) -> None:
    desk.click("homeNewGame")
    desk.click("game_" + GSC)
    desk.click("seats_2")
    desk.settle()
    box = desk.item("seatBot_1")
    texts = [text_at(box, i) for i in range(box.property("count"))]
    mean = expected_mean(GSC, "casual")
    assert mean is not None
    assert f"Casual ≈ {round(mean)}" in texts
    expert = expected_mean(GSC, "expert")
    assert texts[0] == (f"Expert ≈ {round(expert)}" if expert is not None else "Expert")
    assert box.property("currentText") == texts[0]  # the strongest is offered first
    # the chosen level is the seat's computer player
    casual = texts.index(f"Casual ≈ {round(mean)}")
    box.setProperty("currentIndex", casual)
    QMetaObject.invokeMethod(box, "activated", Q_ARG(int, casual))  # as a click on it does
    desk.click("startGame")
    desk.wait_for_human_or_end()
    assert [p.bot for p in desk.game.record.setup.players] == [None, "casual"]
