"""The table as a first-time player meets it: nothing clickable moves during a game, the number
keys take the dice that wear the numbers, the labels tell of the step being played, and the
window keeps every text readable down to its minimum size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameSetup, MoveKind, Phase, PlayerSetup
from cleverdesk.engine.bots import make_bot
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"


def _rect(item: QQuickItem) -> tuple[int, int, int, int]:
    corner = item.mapToScene(QPointF(0, 0))
    return round(corner.x()), round(corner.y()), round(item.width()), round(item.height())


def _places(desk: Driver) -> dict[str, tuple[int, int, int, int]]:
    """Where the panels a player clicks in are: the prompt card, the dice tray (rolling area,
    dice fields, silver platter) and the empty slots of its rows."""
    desk.settle()
    found = {"promptCard": _rect(desk.item("promptCard")),
             "diceTray": _rect(desk.item("diceTray"))}
    return found


def _play_watching(desk: Driver, setup: GameSetup) -> tuple[int, set[str]]:
    """Play ``setup`` to the end by clicks; after every click the panels are where they were
    at the start. Returns the clicks made and the kinds of panel seen on the way."""
    desk.game.start_setup(setup)
    chooser = make_bot("greedy", seed=5)
    start = _places(desk)
    seen: set[str] = set()
    choice_at: tuple[int, int, int, int] | None = None
    clicks = 0
    while True:
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            break
        if desk.game.property("handOver"):
            desk.click("handOverContinue")
            continue
        assert _places(desk) == start, f"after {clicks} clicks the panels moved"
        move = chooser.choose(desk.game.state, desk.game.legal)
        if move.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE):
            desk.click(f"die_{move.die}")  # a die selected: still nothing moves
            assert _places(desk) == start, f"selecting {move.die} moved the panels"
            desk.click("die_" + move.die)  # put it back, then play the move as a player
        if desk.game.property("actions").property("canReroll"):
            seen.add("reroll")
        if desk.game.property("actions").property("mustForfeit"):
            seen.add("forfeit")
        desk.play_by_clicks(move)
        if desk.has("choicePanel"):  # pragma: no cover - answered inside play_by_clicks
            where = _rect(desk.item("choicePanel"))
            assert choice_at in (None, where)
            choice_at = where
        clicks += 1
        assert clicks < 400
    assert _places(desk) == start
    return clicks, seen


@pytest.mark.long
def test_the_dice_areas_stay_in_place_for_a_whole_solo_game(desk: Driver) -> None:
    clicks, seen = _play_watching(desk, GameSetup(game=GSC, players=[PlayerSetup(name="Ada")],
                                                  seed=2024))
    assert clicks > 20
    assert "reroll" in seen, "the Reroll button came and went: the panels still stayed"


@pytest.mark.long
def test_the_dice_areas_stay_in_place_for_a_whole_two_seat_game(desk: Driver) -> None:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                         PlayerSetup(name="Computer", bot="greedy")], seed=88)
    clicks, _ = _play_watching(desk, setup)
    assert clicks > 20


def _shown_order(desk: Driver) -> list[str]:
    """The dice a player may take, in the order seen: top row first, then left to right."""
    desk.settle()
    dice = [item for item in walk(desk.window.contentItem())
            if item.objectName().startswith("die_") and item.isVisible()
            and item.property("selectable")]
    dice.sort(key=lambda item: (round(item.mapToScene(QPointF(0, 0)).y()),
                                item.mapToScene(QPointF(0, 0)).x()))
    return [item.objectName().removeprefix("die_") for item in dice]


def test_number_keys_take_the_dice_by_the_numbers_they_wear(desk: Driver) -> None:
    """Seed 7: after the first pick, roll 2 has fewer dice, in other places than their colour
    order. Key n takes the n-th die shown, which wears the badge n."""
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=7))
    faces = desk.game.state.faces
    picks = [m for m in desk.game.legal if m.kind == MoveKind.PICK and m.die != "white"]
    desk.play_by_clicks(min(picks, key=lambda m: faces[m.die]))  # the lowest: most dice stay
    while desk.game.state.roll_no == 1:
        desk.play_by_clicks(desk.game.legal[0])
    shown = _shown_order(desk)
    assert 1 < len(shown) < 6
    for number, die in enumerate(shown, start=1):
        badge = desk.item(f"dieKey_{die}")
        assert str(number) in [str(c.property("text")) for c in badge.childItems()]
    for number, die in reversed(list(enumerate(shown, start=1))):
        desk.key(getattr(Qt.Key, f"Key_{number}"))
        assert desk.game.property("selectedDie") == die, f"key {number} should take {die}"
        desk.key(Qt.Key.Key_Escape)  # puts the die back (with nothing chosen Esc offers to leave)
        assert desk.game.property("selectedDie") == ""
    hints = desk.text("keyHints")
    assert "Ctrl+Z" in hints and "Ctrl+Shift+Z" in hints
    assert "Enter enter" not in hints
    # a die that may not be taken wears no number
    for item in walk(desk.window.contentItem()):
        name = item.objectName()
        if name.startswith("dieKey_") and name.removeprefix("dieKey_") not in shown:
            assert not item.isVisible()


def _play_until(desk: Driver, done, limit: int = 200) -> None:  # type: ignore[no-untyped-def]
    chooser = make_bot("greedy", seed=5)
    for _ in range(limit):
        desk.wait_for_human_or_end()
        if done(desk.game.state):
            return
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    raise AssertionError("never reached")


def test_the_labels_tell_of_the_step_being_played(desk: Driver) -> None:
    """Seed 1 (a greedy player): a bonus placed in the middle of a roll, then the round-4
    choice. The header names the bonus, not the roll; the round's choice shows no old dice."""
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=1))

    def pending(phase: Phase):  # type: ignore[no-untyped-def]
        return lambda state: state.phase == phase and state.players[0].pending

    _play_until(desk, pending(Phase.ACTIVE_ROLL))
    desk.settle()
    text = desk.text("decisionText")
    assert "bonus" in text and "roll" not in text, text

    _play_until(desk, pending(Phase.ROUND_START))
    desk.settle()
    assert "bonus" in desk.text("decisionText")
    on_table = [item for item in walk(desk.window.contentItem())
                if item.objectName().startswith("die_") and item.opacity() > 0]
    assert on_table == [], "the last turn's dice are not on the table at the round's start"


def test_no_log_line_is_cut_at_the_top(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=5))
    _play_until(desk, lambda state: state.round >= 3)
    desk.settle()
    log = desk.item("log")
    top = log.property("contentY")
    lines = [item for item in walk(log) if item.property("line") is not None
             and item.isVisible() and item.opacity() > 0]
    assert len(lines) > 3
    assert log.property("contentHeight") > log.height(), "the log scrolls"
    assert all(item.y() >= top - 1 for item in lines), "a line shows cut at the top"


def _in_a_sheet(item: QQuickItem | None) -> bool:
    """Inside a drawn sheet (its printed cells scale with the sheet, as on paper)."""
    while item is not None:
        name = item.objectName()
        if name == "mainSheet" or name.startswith("mini_"):
            return True
        item = item.parentItem()
    return False


def _texts_outside_the_sheets(desk: Driver) -> list[QQuickItem]:
    return [item for item in walk(desk.window.contentItem())
            if item.isVisible() and item.opacity() > 0
            and isinstance(item.property("text"), str) and item.property("text").strip()
            and item.property("font") is not None and not _in_a_sheet(item)]


def test_the_window_has_a_minimum_size_where_every_text_is_readable(desk: Driver) -> None:
    window = desk.window
    assert (window.minimumWidth(), window.minimumHeight()) == (800, 600)
    window.resize(640, 480)
    desk.settle()
    assert window.width() >= 800 or window.minimumWidth() == 800
    window.resize(800, 600)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                                       PlayerSetup(name="Bo", bot="greedy")],
                                    seed=3))
    desk.settle()
    small = [(item.property("text"), item.property("font").pixelSize())
             for item in _texts_outside_the_sheets(desk)
             if 0 < item.property("font").pixelSize() < 11]
    assert small == []
    # and text grows with the window
    before = desk.item("promptText").property("font").pixelSize()
    window.resize(1920, 1080)
    desk.settle()
    assert desk.item("promptText").property("font").pixelSize() > before


def _drawn_width(sheet: QQuickItem) -> float:
    return float(sheet.property("mm")) * float(sheet.property("pageWidth"))


def test_large_windows_give_the_space_to_the_sheets_and_dice(desk: Driver) -> None:
    """At 1920×1080 the sheet is bound by the height: the width it cannot use goes to the dice
    column, not to empty margins; with other players their sheets stand beside it."""
    desk.window.resize(1920, 1080)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=3))
    desk.settle()
    sheet = desk.item("mainSheet")
    die = desk.item("die_white")
    used = _drawn_width(sheet) + desk.window.width() - desk.item("diceTray").mapToScene(
        QPointF(0, 0)).x()
    assert used >= 0.95 * desk.window.width(), "no wide empty margins"
    assert die.width() > 52 * 1.35, "the dice grow with the column"

    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                                       PlayerSetup(name="Bo", bot="greedy")],
                                    seed=3))
    desk.wait_for_human_or_end()
    desk.settle()
    mini = desk.item("mini_1")
    main = desk.item("mainSheet")
    assert mini.mapToScene(QPointF(0, 0)).x() >= main.mapToScene(QPointF(main.width(), 0)).x(), \
        "the other sheet stands beside the main sheet"


def test_hovering_another_players_sheet_shows_it_large(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                                       PlayerSetup(name="Bo", bot="greedy")],
                                    seed=3))
    desk.wait_for_human_or_end()
    desk.settle()
    assert not desk.has("sheetPreview")
    mini = desk.item("mini_1")
    centre = mini.mapToScene(QPointF(mini.width() / 2, mini.height() / 2)).toPoint()
    desk.qtbot.mouseMove(desk.window, pos=centre)
    desk.qtbot.waitUntil(lambda: desk.has("sheetPreview"), timeout=2000)
    preview = desk.item("sheetPreview")
    assert preview.width() > 2 * mini.width(), "large enough to read"
    assert "Bo" in str(next(c for c in preview.childItems()
                            if c.property("text")).property("text"))
    desk.qtbot.mouseMove(desk.window, pos=desk.item("diceTray").mapToScene(
        QPointF(5, 5)).toPoint())
    desk.qtbot.waitUntil(lambda: not desk.has("sheetPreview"), timeout=2000)


DICE = ("white", "yellow", "blue", "green", "orange", "purple")


def _tumbling(desk: Driver, die: str) -> bool:
    return bool(desk.item(f"die_{die}").property("tumbling"))


def test_a_throw_tumbles_the_dice_unless_switched_off_or_the_pause_is_0(desk: Driver) -> None:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=7)
    desk.desk.setProperty("reduceMotion", False)
    desk.desk.setProperty("botPauseMs", 600)
    desk.game.start_setup(setup)
    # the first throw tumbles, too: its dice are clicked once they lie still
    desk.qtbot.waitUntil(lambda: not any(_tumbling(desk, d) for d in DICE))
    desk.settle()
    desk.play_by_clicks(next(m for m in desk.game.legal if m.kind == MoveKind.PICK))
    rolling = [d for d in ("white", "yellow", "blue", "green", "orange", "purple")
               if desk.game.state.where.get(d) == "roll"]
    assert rolling and any(_tumbling(desk, d) for d in rolling), "roll 2 tumbles"

    for switch in ({"botPauseMs": 0}, {"rollAnimation": False}):
        desk.desk.setProperty("botPauseMs", 600)
        desk.desk.setProperty("rollAnimation", True)
        for name, value in switch.items():
            desk.desk.setProperty(name, value)
        desk.game.start_setup(setup)
        # motion is on: the dice slide back to the rolling area first (and may tumble)
        desk.qtbot.waitUntil(lambda: not any(_tumbling(desk, d) for d in DICE))
        desk.settle()
        desk.play_by_clicks(next(m for m in desk.game.legal if m.kind == MoveKind.PICK))
        assert not any(_tumbling(desk, d) for d in rolling), f"no tumbling with {switch}"
