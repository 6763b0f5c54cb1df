"""Every word and number is readable in the smallest window (800×600): no text on the score
sheets (the large one, the small ones of the other players, the one shown on hover), on SET
Cubed's table or on any other screen is drawn below 9 px, in any language (issue 32 §4). Where
the room is short the sheet scrolls at a readable scale; it is not squeezed."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from tests.ui import screen_tour
from tests.ui.driver import Driver, walk_visible
from tests.ui.screen_tour import CLEVER_GAMES

SMALLEST = 9.0  # px
SHOTS = os.environ.get("CLEVERDESK_SHOTS")  # a folder: save a picture of every table looked at


def _shot(desk: Driver, name: str) -> None:
    if SHOTS:
        desk.window.grabWindow().save(str(Path(SHOTS) / f"{name}.png"))


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")  # translators are process-wide: leave English for the next tests


def _shown(item: QQuickItem) -> bool:
    current: QQuickItem | None = item
    while current is not None:
        if not current.isVisible() or current.opacity() == 0:
            return False
        current = current.parentItem()
    return True


def rendered_px(item: QQuickItem) -> float:
    """The size a text is drawn at: its font's pixel size (a point size converted), or the size
    it was shrunk to (``fontSizeMode``), times the scale of the item and of all its ancestors."""
    font = item.property("font")
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    info = item.property("fontInfo")
    info = info.toVariant() if hasattr(info, "toVariant") else info
    if isinstance(info, dict) and info.get("pixelSize"):
        size = min(size, float(info["pixelSize"]))
    scale = 1.0
    current: QQuickItem | None = item
    while current is not None:
        scale *= current.scale()
        current = current.parentItem()
    return size * scale


def _on_screen(window_size: tuple[int, int], item: QQuickItem) -> bool:
    """Some of it lies inside the window (a scrolled sheet's far cells are off it)."""
    rect = item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))
    return rect.intersects(QRectF(0, 0, *window_size))


def small_texts(root: QQuickItem, window_size: tuple[int, int]) -> list[str]:
    out = []
    for item in walk_visible(root):
        text = item.property("text")
        if item.property("fontInfo") is None or not isinstance(text, str) or not text.strip():
            continue
        if not _shown(item) or not _on_screen(window_size, item):
            continue
        size = rendered_px(item)
        if size < SMALLEST - 0.01:
            parent = item.parentItem()
            owner = ""
            while parent is not None and not owner:
                owner = parent.objectName()
                parent = parent.parentItem()
            out.append(f"{text!r} {size:.1f}px in {owner}")
    return out


def _report(found: dict[str, list[str]]) -> str:
    return "\n" + "\n".join(f"{where}: {len(texts)} texts, e.g. {sorted(set(texts))[:12]}"
                            for where, texts in found.items())


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_sheet_text_below_9_px_at_800_by_600(desk: Driver, lang: str) -> None:
    desk.window.resize(800, 600)
    language.install(lang)
    found: dict[str, list[str]] = {}
    for game in CLEVER_GAMES:
        desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name="Anna"),
                                                            PlayerSetup(name="Bo", bot="greedy")],
                                        seed=4))
        desk.game.autoplay(9)
        desk.wait_for_human_or_end()
        desk.settle()
        _shot(desk, f"text_{lang}_{game}")
        table = desk.item("tableScreen")
        texts = small_texts(table, (800, 600))
        if texts:
            found[game] = texts
        # the other player's sheet, large on hover
        mini = desk.item("mini_1")
        centre = mini.mapToScene(QPointF(mini.width() / 2, mini.height() / 2)).toPoint()
        desk.qtbot.mouseMove(desk.window, pos=centre)
        desk.settle()
        assert desk.item("sheetPreview").isVisible()
        _shot(desk, f"text_{lang}_{game}_preview")
        texts = small_texts(desk.item("sheetPreview"), (800, 600))
        if texts:
            found[f"{game} preview"] = texts
        desk.qtbot.mouseMove(desk.window, pos=centre + type(centre)(0, -400))
        desk.settle()
    assert found == {}, _report(found)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_set_cubed_text_below_9_px_at_800_by_600(desk: Driver, lang: str) -> None:
    """SET Cubed's table with a WILD in the hand (it shows in the players' list too), then the
    WILD on a square and a bonus it would be paid."""
    from cleverdesk.setcubed.model import Phase
    from tests.ui.setcubed.test_setcubed_desk import RULES, _find, _resume, _wild_turn, cell

    desk.window.resize(800, 600)
    language.install(lang)
    set_cubed = singleton(desk.engine, "SetCubedGame")

    def on_bonus(state) -> bool:
        turn = _wild_turn(state)
        return turn is not None and bool(RULES.check_turn(state, turn.placements, 0).bonus)

    setup, moves = _find(lambda s: s.phase == Phase.PLACE and bool(s.board) and on_bonus(s))
    _resume(set_cubed, desk, setup, moves)
    found: dict[str, list[str]] = {}
    _shot(desk, f"text_{lang}_set_cubed_wild_in_hand")
    texts = small_texts(desk.item("setCubedTable"), (800, 600))
    if texts:
        found["a WILD in the hand"] = texts
    state = set_cubed.state
    turn = _wild_turn(state)
    place = turn.placements[0]
    desk.click(f"scHand_{place.die}")
    desk.click(cell(desk, place.row, place.column))
    desk.click(f"wildOption_{place.declared}")
    desk.settle()
    assert cell(desk, place.row, place.column).property("wild")
    _shot(desk, f"text_{lang}_set_cubed_wild_placed")
    texts = small_texts(desk.item("setCubedTable"), (800, 600))
    if texts:
        found["the WILD on a bonus square"] = texts
    set_cubed.shutdown()
    assert found == {}, _report(found)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_text_of_any_screen_below_9_px_at_800_by_600(desk: Driver, lang: str) -> None:
    """Every screen of the tour (home, new game, rules, settings, saves, print, campaign,
    history, a past game, each table): the campaign's stage cards, the history's rows and the
    past game's moves were drawn at 8 px."""
    screen_tour.fill_history()
    desk.window.resize(800, 600)
    language.install(lang)
    found: dict[str, list[str]] = {}
    for screen in screen_tour.tour(desk):
        texts = small_texts(desk.window.contentItem(), (800, 600))
        if texts:
            found[screen] = texts
    assert found == {}, _report(found)


def _viewport(desk: Driver) -> QRectF:
    view = desk.item("sheet_scroller")
    return view.mapRectToScene(QRectF(0, 0, view.width(), view.height()))


def test_a_scrolled_sheet_brings_the_chosen_dies_places_into_view(desk: Driver) -> None:
    """At 800×600 with the other player's sheet under it, Clever 4ever's sheet is taller than
    its room and scrolls up and down (never sideways: it fits the width, issue 46); choosing a
    die scrolls to the cells it may go to, and the player still plays by clicking them."""
    desk.window.resize(800, 600)
    desk.game.start_setup(GameSetup(game="clever-4ever", players=[
        PlayerSetup(name="Anna"), PlayerSetup(name="Bo", bot="greedy")], seed=4))
    desk.wait_for_human_or_end()
    desk.settle()
    sheet = desk.item("mainSheet")
    assert sheet.property("scrolls"), "the sheet fits: nothing to scroll at 800×600?"
    paper = desk.item("sheet_paper")
    assert paper.width() <= sheet.width() + 0.5, "the sheet is wider than its room"
    view = desk.item("sheet_scroller")
    legal = desk.game.legal
    picks = [m for m in legal if m.die is not None and m.area is not None]
    assert picks
    move = min(picks, key=lambda m: desk.cell(m.area, m.cell).mapToScene(QPointF(0, 0)).y())
    # scrolled to the far corner, away from the top rows
    view.setProperty("contentX", view.property("contentWidth") - view.width())
    view.setProperty("contentY", view.property("contentHeight") - view.height())
    desk.settle()
    target = desk.cell(move.area, move.cell)
    assert not _viewport(desk).contains(target.mapRectToScene(target.boundingRect())), \
        "the test wants the cell out of view first"
    desk.game.property("input").selectDie(move.die)
    desk.settle()
    lit = [desk.cell(area, cell) for area, cell in desk.lit_cells()]
    assert lit
    first = min(lit, key=lambda c: (round(c.mapToScene(QPointF(0, 0)).y()),
                                    c.mapToScene(QPointF(0, 0)).x()))
    assert _viewport(desk).contains(first.mapRectToScene(first.boundingRect())), \
        "the first place of the chosen die is not in view"
    desk.game.property("input").selectDie(move.die)  # the choice again undone, the click plays it
    desk.settle()
    desk.play_by_clicks(move)
