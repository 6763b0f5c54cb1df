"""Marks that sit on other marks keep them readable: the "+1 spent" badge of a die leaves its
pips free, and the faint number a click would write in an orange ×2 cell does not run into the
printed factor ("×22")."""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup
from cleverdesk.engine.bots import make_bot

GSC = "ganz-schoen-clever"
SHOTS = os.environ.get("CLEVERDESK_SHOTS")  # a folder: save what the test looked at


def _rect(item) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))  # scaled dice, too


def _play_until(desk, wanted, prefer=None, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=7))
    bot = make_bot("greedy", seed=2)
    for _ in range(limit):
        if wanted():
            desk.settle()
            return
        legal = desk.game.legal
        chosen = next((m for m in legal if prefer and prefer(m)), None)
        desk.game.apply_move(chosen or bot.choose(desk.game.state, legal))
    raise AssertionError("the game never came there")


def test_the_spent_badge_leaves_the_pips_free(desk) -> None:  # type: ignore[no-untyped-def]
    def spent() -> bool:
        state = desk.game.state
        return state.decider is not None and bool(state.players[state.decider].extra_used) \
            and bool(desk.game.legal)

    _play_until(desk, spent, prefer=lambda m: m.kind == MoveKind.EXTRA_DIE)
    die = desk.game.state.players[desk.game.state.decider].extra_used[0]
    badge = desk.item(f"dieSpent_{die}")
    assert badge.isVisible()
    if SHOTS:
        desk.window.grabWindow().copy(_rect(desk.item(f"die_{die}")).toRect().adjusted(
            -20, -20, 20, 20)).scaled(200, 200).save(f"{SHOTS}/spent_badge.png")
    assert not _rect(badge).intersects(_rect(desk.item(f"diePips_{die}")))


def test_a_factor_cell_shows_its_factor_apart_from_the_number_a_click_writes(desk) -> None:  # type: ignore[no-untyped-def]
    def orange_factor_lit() -> bool:
        state = desk.game.state
        if state is None or state.decider is None:
            return False
        return any(m.kind == MoveKind.PICK and m.die == "orange" and m.area == "orange"
                   and desk.game.rules.areas["orange"].written(m.cell, 6) == 12
                   for m in desk.game.legal)

    _play_until(desk, orange_factor_lit)
    desk.game.property("input").selectDie("orange")
    desk.settle()
    cell = next(m.cell for m in desk.game.legal if m.die == "orange" and m.area == "orange")
    label = desk.item(f"sheet_label_orange_{cell}")
    preview = desk.item(f"sheet_preview_orange_{cell}")
    assert label.property("text").startswith("×") and preview.property("text")
    shown_label, shown_preview = _rect(label), _rect(preview)
    if SHOTS:
        desk.window.grabWindow().copy(shown_label.united(shown_preview).toRect().adjusted(
            -30, -30, 30, 30)).scaled(300, 300).save(f"{SHOTS}/factor_preview.png")
    assert not shown_label.intersects(shown_preview), (label.property("text"),
                                                      preview.property("text"))
