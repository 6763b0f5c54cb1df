"""The guided first game: the first run offers it on the home screen (New game still chooses any
game), it points at the real dice, sheet, platter and tracks of the live table, moves on when the
player does what it says, counts its steps forward, keeps its card off the dice and the lit
fields, can be skipped, and is played again from the Rules screen."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QMetaObject, QPointF, QRectF, Qt
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine.bots import make_bot
from cleverdesk.store.settings import load_settings
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.table.guide import GUIDE_SEED, Guide
from tests.patience import ms
from tests.ui.driver import Driver, walk

SHOTS = os.environ.get("CLEVERDESK_SHOTS")  # a folder: save what the test looked at


def guide_of(desk: Driver) -> Guide:
    guide = singleton(desk.engine, "Guide")
    assert isinstance(guide, Guide)
    return guide


def scene_rect(item: QQuickItem) -> QRectF:
    return QRectF(item.mapToScene(QPointF(0, 0)), item.size())


def look_now(desk: Driver) -> None:
    """What the overlay's look-up timer does next, now: the ring and the card placed on the
    table as it is laid out (instead of waiting out the timer's interval on the clock)."""
    desk.settle()
    QMetaObject.invokeMethod(desk.item("guideOverlay"), "look")
    desk.settle()


def spot(desk: Driver) -> QRectF:
    """The ring the guide draws, once it has found its target on the settled table."""
    look_now(desk)
    desk.qtbot.waitUntil(lambda: desk.item("guideSpot").width() > 0, timeout=2000)
    return scene_rect(desk.item("guideSpot"))


def dice_at(desk: Driver, place: str) -> list[QQuickItem]:
    return [item for item in walk(desk.window.contentItem())
            if item.objectName().startswith("die_") and item.isVisible()
            and item.property("place") == place]


def assert_rings(desk: Driver, items: list[QQuickItem]) -> None:
    assert items
    ring = spot(desk)
    for item in items:
        centre = scene_rect(item).center()
        assert ring.contains(centre), f"{item.objectName()} at {centre} is not inside {ring}"


def step(desk: Driver) -> str:
    return str(guide_of(desk).property("step"))


def card_is_clear(desk: Driver) -> None:
    """The card covers neither the dice tray nor a lit field (the player needs both)."""
    look_now(desk)  # the card follows the table at each look-up
    card = scene_rect(desk.item("guideCard"))
    if SHOTS:
        desk.window.grabWindow().save(f"{SHOTS}/guide_{step(desk)}_{desk.window.width()}.png")
    assert not card.intersects(scene_rect(desk.item("diceTray"))), step(desk)
    for area, cell in desk.lit_cells():
        assert not card.intersects(scene_rect(desk.cell(area, cell))), (step(desk), area, cell)


def take_the_offer(desk: Driver) -> Guide:
    guide = guide_of(desk)
    desk.qtbot.waitUntil(lambda: desk.has("guideOffer"), timeout=3000)  # after the 1st frame
    assert not guide.property("active"), "offered, not started by itself"
    desk.click("guideOfferYes")
    desk.qtbot.waitUntil(lambda: guide.property("active"), timeout=3000)
    desk.settle()
    return guide


@pytest.mark.first_run
def test_the_first_run_offers_the_guide_and_keeps_the_choice_of_the_game(desk: Driver) -> None:
    desk.qtbot.waitUntil(lambda: desk.has("guideOffer"), timeout=3000)
    assert "first game of the series" in desk.text("guideOfferText")
    desk.click("homeNewGame")  # New game is the new-game screen, whatever the guide
    desk.settle()
    assert desk.has("game_set-cubed") and desk.has("game_doppelt-so-clever")
    assert not guide_of(desk).property("active") and not desk.game.property("running")


@pytest.mark.first_run
def test_the_first_run_starts_the_guide_and_it_follows_the_player(desk: Driver,
                                                                   user_data) -> None:
    desk.window.resize(1280, 800)
    guide = take_the_offer(desk)
    assert desk.has("tableScreen") and desk.has("guideCard")
    record = desk.game.record
    assert record is not None and record.setup.seed == GUIDE_SEED and not record.moves
    assert desk.desk.property("guideOffered") is True, "remembered: the guide starts only once"

    # 1. the dice: the ring is around the six dice of the rolling area
    assert step(desk) == "dice"
    assert "click" in desk.text("guideText").lower()
    assert "!!" not in desk.text("guideText")  # "Welcome to That's Pretty Clever!", once
    numbers = [int(guide.property("stepNumber"))]
    card_is_clear(desk)
    assert_rings(desk, dice_at(desk, "roll"))
    chooser = make_bot("greedy", seed=3)
    first = chooser.choose(desk.game.state, desk.game.legal)

    # 2. choosing a die moves the guide to the sheet, around the lit fields of that die
    desk.click(f"die_{first.die}")
    desk.qtbot.waitUntil(lambda: step(desk) == "enter", timeout=2000)
    lit = [desk.cell(area, cell) for area, cell in desk.lit_cells()]
    assert_rings(desk, lit)

    # 3. entering it: the platter (its dice are the ones ringed)
    target = desk.cell(first.area, first.cell)
    desk.click(target)
    desk.answer_choice(first, 0)
    desk.qtbot.waitUntil(lambda: step(desk) in ("platter", "bonus"), timeout=2000)
    if step(desk) == "platter" and dice_at(desk, "platter"):
        assert_rings(desk, dice_at(desk, "platter"))

    # the rest of round 1, each step the one the game is at
    seen = {"dice", "enter", step(desk)}
    while desk.game.state.round == 1:
        desk.wait_for_human_or_end()
        seen.add(step(desk))
        numbers.append(int(guide.property("stepNumber")))
        card_is_clear(desk)
        if step(desk) == "passive":
            assert_rings(desk, dice_at(desk, "platter"))
        move = chooser.choose(desk.game.state, desk.game.legal)
        if move.die is not None and move.cell is not None:  # its die chosen: the sheet step
            desk.click(f"die_{move.die}")
            desk.qtbot.waitUntil(lambda: step(desk) in ("enter", "bonus"), timeout=2000)
            numbers.append(int(guide.property("stepNumber")))
            card_is_clear(desk)
            desk.click(f"die_{move.die}")  # and put back: the driver chooses it again
        desk.play_by_clicks(move)
    assert {"platter", "passive"} <= seen
    assert numbers == sorted(numbers), numbers  # the counter only goes forward

    # round 2: the tracks, read and acknowledged; then the last word, and the guide is done
    desk.qtbot.waitUntil(lambda: step(desk) == "tracks", timeout=2000)
    slots = [item for item in walk(desk.window.contentItem())
             if item.objectName().startswith("sheet_slot_") and item.isVisible()]
    assert_rings(desk, slots)
    desk.click("guideNext")
    assert step(desk) == "own"
    assert_rings(desk, [desk.item("tableRules")])
    desk.click("guideNext")
    assert not guide.property("active")
    assert not desk.has("guideCard")
    assert desk.game.property("running"), "the game goes on without the guide"
    desk.desk.writeSettings()
    assert load_settings(user_data).settings.guide_offered


def test_a_later_start_opens_the_home_screen_without_the_guide(desk: Driver) -> None:
    # the game services are loaded after the first frame: a first run would offer the guide then
    desk.qtbot.waitUntil(lambda: bool(desk.window.property("servicesReady")), timeout=ms(60_000))
    desk.settle()
    assert desk.has("homeScreen") and not desk.game.property("running")
    assert not guide_of(desk).property("active")
    assert not desk.has("guideCard")


def test_without_a_guided_game_no_move_searches_the_table(desk: Driver, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # each search walks the whole item tree: a player who is not being guided must not pay
    # for it on every move
    from cleverdesk.engine import GameSetup, PlayerSetup
    from cleverdesk.ui.table import guide as guide_module

    searches: list[str] = []
    real = guide_module.target_rect
    monkeypatch.setattr(guide_module, "target_rect",
                        lambda overlay, target: searches.append(target) or real(overlay, target))
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever",
                                    players=[PlayerSetup(name="Anna")], seed=4))
    chooser = make_bot("greedy", 1)
    for _ in range(6):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        desk.settle()
    desk.settle()
    assert not guide_of(desk).property("active")
    assert searches == []


@pytest.mark.first_run
def test_the_guide_can_be_skipped_and_played_again_from_rules(desk: Driver) -> None:
    guide = take_the_offer(desk)
    desk.click("guideSkip")
    assert not guide.property("active") and not desk.has("guideCard")
    assert desk.game.property("running"), "skipping keeps the game on the table"
    # choosing a die now is just the game: the guide stays away
    die = desk.game.legal[0].die
    desk.click(f"die_{die}")
    assert not guide.property("active")

    desk.click("tableRules")
    desk.click("rulesGuide")
    assert desk.has("tableScreen") and guide.property("active")
    assert step(desk) == "dice" and not desk.game.record.moves
    desk.click("tableLeave")
    if desk.has("leaveConfirm"):
        desk.click("leaveConfirm")
    assert not guide.property("active"), "leaving the table ends the guide"


def test_the_guide_is_reachable_from_the_rules_of_the_home_screen(desk: Driver) -> None:
    desk.click("homeRules")
    desk.click("rulesGuide")
    guide = guide_of(desk)
    assert guide.property("active") and desk.has("guideCard")
    assert_rings(desk, dice_at(desk, "roll"))
    desk.key(Qt.Key.Key_1)  # by keyboard, as the card says
    desk.qtbot.waitUntil(lambda: step(desk) == "enter", timeout=2000)
    desk.click("guideSkip")
    assert not guide.property("active")



def test_in_a_small_window_the_guide_rings_what_the_sheet_shows(desk: Driver) -> None:
    """At 800×600 the sheet fits the room (issue 46: it was cut at the right, and scrolled):
    what the guide rings (the lit fields, the tracks of the right-hand panel) is in view, the
    whole tracks with it."""
    from cleverdesk.ui.table.guide import target_rect

    desk.window.resize(800, 600)
    desk.click("homeRules")
    desk.click("rulesGuide")
    guide = guide_of(desk)
    assert guide.property("active") and not desk.item("mainSheet").property("scrolls")
    desk.settle()
    overlay = desk.item("guideSpot").parentItem()
    view = desk.item("sheet_scroller")
    shown = view.mapRectToItem(overlay, QRectF(0, 0, view.width(), view.height()))
    slots = [item for item in walk(desk.window.contentItem())
             if item.objectName().startswith("sheet_slot_")]
    assert slots and all(shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(
        item.mapRectToItem(overlay, item.boundingRect())) for item in slots)
    tracks = target_rect(overlay, "tracks")
    assert not tracks.isEmpty() and shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(tracks), \
        (tracks, shown)
    desk.click("die_white")
    desk.qtbot.waitUntil(lambda: step(desk) == "enter", timeout=2000)
    assert shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(target_rect(overlay, "lit"))


def test_the_step_counter_counts_each_step_it_shows(desk: Driver) -> None:
    """Next at "step 5 of 8" showed "step 8 of 8": the two steps a first round may skip (the +1
    window, a bonus) were counted but never shown. Each step shown is the next number, and the
    last is "n of n"."""
    desk.window.resize(1280, 800)
    desk.click("homeRules")
    desk.click("rulesGuide")
    guide = guide_of(desk)
    chooser = make_bot("greedy", seed=1)
    shown: list[tuple[str, int, int]] = []
    while guide.property("active"):
        desk.settle()
        now = (step(desk), int(guide.property("stepNumber")), int(guide.property("stepCount")))
        if now[0] not in [name for name, _, _ in shown]:  # (a step met again keeps its number)
            shown.append(now)
            assert desk.text("guideStep").endswith(f"{now[1]} of {now[2]}")
        if guide.property("readOnly"):
            desk.click("guideNext")
        else:
            desk.wait_for_human_or_end()
            desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    numbers = [number for _, number, _ in shown]
    assert numbers == list(range(1, len(numbers) + 1)), shown
    assert shown[-1][0] == "own" and shown[-1][1] == shown[-1][2], shown
