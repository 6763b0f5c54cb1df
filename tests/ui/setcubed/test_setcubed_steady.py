"""SET Cubed's side panels keep their places over a whole game played by clicks (the prompt
card's texts change with every click: a hand die chosen, a die placed, a notice), a notice says
each thing once, and the board bar's disclaimer is not cut off."""

from __future__ import annotations

import os

from PySide6.QtCore import QPointF

from cleverdesk.setcubed import Phase, PlayerSetup, SetCubedSetup, get_rules
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver
from tests.ui.setcubed.test_setcubed_desk import play_by_clicks, wait_for_human

RULES = get_rules()
SHOTS = os.environ.get("CLEVERDESK_SHOTS")
WATCHED = ("scSeat_0", "scSeat_1", "scScores", "scLog")


def _places(desk: Driver) -> dict[str, tuple[float, float]]:
    out = {}
    for name in WATCHED:
        item = desk.item(name)
        corner = item.mapToScene(QPointF(0, 0))
        out[name] = (round(corner.x(), 1), round(corner.y(), 1))
    return out


def test_the_side_panels_stay_put_over_a_whole_game(desk: Driver, sc: SetCubedGame,
                                                    monkeypatch) -> None:  # type: ignore[no-untyped-def]
    desk.window.resize(1280, 800)
    sc.setProperty("handOverScreens", False)
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                          PlayerSetup(name="Computer", bot="greedy")], seed=31))
    wait_for_human(desk, sc)
    first = _places(desk)
    seen: list[dict[str, tuple[float, float]]] = []
    notices: list[str] = []
    real_click = desk.click

    def click_and_look(target) -> None:  # type: ignore[no-untyped-def]
        real_click(target)
        desk.settle()
        if desk.has("scSeat_0") and not sc.property("finished"):
            seen.append(_places(desk))
            notices.append(str(sc.property("notice")))

    monkeypatch.setattr(desk, "click", click_and_look)
    chooser = make_bot("greedy", seed=3)
    clicks = 0
    while True:
        wait_for_human(desk, sc)
        if sc.property("finished"):
            break
        state = sc.state
        play_by_clicks(desk, sc, chooser.choose(state, RULES.legal_moves(state)))
        clicks += 1
        assert clicks < 200
    assert sc.state.phase == Phase.GAME_OVER and len(seen) > 20
    moved = [places for places in seen if places != first]
    assert moved == [], f"{len(moved)} of {len(seen)} clicks moved the panels: {moved[:2]}"
    for notice in notices:
        parts = notice.split(" · ")
        assert len(parts) == len(set(parts)), notice


def test_the_board_bar_disclaimer_is_shown_whole(desk: Driver, sc: SetCubedGame) -> None:
    for size in ((800, 600), (1280, 800), (1920, 1080)):
        desk.window.resize(*size)
        sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                              PlayerSetup(name="Computer", bot="greedy")],
                                     seed=31))
        wait_for_human(desk, sc)
        note = desk.item("scApproxNote")
        if SHOTS:
            desk.window.grabWindow().save(f"{SHOTS}/sc_bar_{size[0]}.png")
        assert "approximations" in note.property("text")
        assert not note.property("truncated"), size


def test_a_notice_says_the_same_thing_once(desk: Driver, sc: SetCubedGame) -> None:
    # seed 1, two greedy players: move 32 empties a hand and nobody can play twice in a row
    sc.setProperty("handOverScreens", False)
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="A"), PlayerSetup(name="B")], seed=1))
    bots = [make_bot("greedy", seed=1), make_bot("greedy", seed=2)]
    for _ in range(32):
        state = sc.state
        sc.apply_move(bots[state.decider].choose(state, RULES.legal_moves(state)))
    events = [e.kind for e in sc.state.last_events]
    assert events.count("general_reroll") == 2  # the situation of the issue
    desk.settle()
    notice = desk.text("scNotice")
    assert notice.count("Nobody can play") == 1, notice
    assert "hand is empty" in notice
