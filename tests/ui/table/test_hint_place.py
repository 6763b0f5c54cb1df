"""The hint panel never covers what the decision is about: the dice tray (rolling area, dice
fields, silver platter) and the lit cells of the sheet, at the usual window sizes."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF

from cleverdesk.engine import GameSetup, PlayerSetup
from tests.ui.driver import walk_visible

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
SHOTS = os.environ.get("CLEVERDESK_SHOTS")  # a folder: save what the test looked at


def _scene_rect(item) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))  # scaled dice, too


def _ask(desk):  # type: ignore[no-untyped-def]
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    hints.request()
    desk.qtbot.waitUntil(lambda: not hints.property("busy") and bool(hints.property("rows")),
                         timeout=20_000)
    desk.settle()
    return hints


def _covered(desk) -> list[str]:  # type: ignore[no-untyped-def]
    panel = _scene_rect(desk.item("hintPanel"))
    hit = []
    tray = desk.item("diceTray")
    if panel.intersects(_scene_rect(tray)):
        hit.append("diceTray")
    for item in walk_visible(desk.window.contentItem()):
        name = item.objectName()
        if (name.startswith("die_") or (name.startswith("sheet_cell_") and item.property("lit"))) \
                and panel.intersects(_scene_rect(item)):
            hit.append(name)
    return hit


def _solo_passive_pick(desk) -> None:  # type: ignore[no-untyped-def]
    """A solo game played on by the greedy player to a passive pick late in the game (many
    bonuses on the sheet: the long hint texts of the issue)."""
    from cleverdesk.engine import Phase
    from cleverdesk.engine.bots import make_bot

    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", players=[PlayerSetup(name="Anna")],
                                    seed=11))
    bot = make_bot("greedy", seed=1)
    for _ in range(2000):
        state = desk.game.state
        if state.phase == Phase.PASSIVE_PICK and state.round >= 4:
            break
        desk.game.apply_move(bot.choose(state, desk.game.legal))
    assert desk.game.state.phase == Phase.PASSIVE_PICK
    desk.settle()


def _inside_window(desk) -> bool:  # type: ignore[no-untyped-def]
    panel = _scene_rect(desk.item("hintPanel"))
    return panel.top() >= 0 and panel.left() >= 0 and panel.bottom() <= desk.window.height() \
        and panel.right() <= desk.window.width()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["ganz-schoen-clever", "doppelt-so-clever"])
def test_the_hint_panel_covers_no_die_platter_or_lit_cell(desk, game, size) -> None:  # type: ignore[no-untyped-def]
    desk.window.resize(*size)
    desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name="Anna"),
                                                        PlayerSetup(name="Bot", bot="greedy")],
                                    seed=5))
    desk.wait_for_human_or_end()
    _ask(desk)
    if SHOTS:
        desk.window.grabWindow().save(f"{SHOTS}/hint_{game}_{size[0]}.png")
    assert desk.lit_cells(), "the best move's cells are lit"
    assert _covered(desk) == [] and _inside_window(desk)


@pytest.mark.parametrize("size", SIZES)
def test_a_long_hint_in_a_solo_passive_pick_leaves_the_platter_free(desk, size) -> None:  # type: ignore[no-untyped-def]
    desk.window.resize(*size)
    _solo_passive_pick(desk)
    _ask(desk)
    if SHOTS:
        desk.window.grabWindow().save(f"{SHOTS}/hint_solo_passive_{size[0]}.png")
    assert _covered(desk) == [] and _inside_window(desk)
