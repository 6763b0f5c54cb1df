"""Names from right-to-left scripts do not scramble the sentences they stand in (issue 46, 1).

Seats named "لاعب واحد" (Arabic) and "שחקן" (Hebrew) beside a Latin name: every sentence that
names them carries the name as a first-strong isolate (FSI … PDI), so the sentence keeps the
language's direction, and the log's lines, the decision pill and the sheet's title stay on the
language's side (left) even when a line starts with such a name.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtQml import QQmlExpression
from PySide6.QtQuick import QQuickItem

from cleverdesk.cli import main
from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.i18n_words import load_language
from cleverdesk.printing.pages import filled_title, jobs_for_state
from cleverdesk.store import SaveStore
from cleverdesk.store.history import HistoryStore
from cleverdesk.typed_text import is_typed, typed, untyped
from cleverdesk.ui.history.games_model import _ROLES, game_row
from cleverdesk.ui.review.desk import ReviewDesk
from cleverdesk.ui.saves import words as save_words
from cleverdesk.ui.table.results import winners_text
from tests.ui.driver import Driver, walk
from tests.ui.history_games import finished, history_game, seat

GSC = "ganz-schoen-clever"
ARABIC, HEBREW, LATIN = "لاعب واحد", "שחקן", "Ann"
NAMES = (ARABIC, HEBREW, LATIN)
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff]")  # Hebrew and Arabic letters


def assert_isolated(text: str) -> None:
    """Every name in ``text`` stands in its own isolate, and no right-to-left letter outside."""
    assert any(name in text for name in NAMES), text
    for name in NAMES:
        if name in text:
            assert typed(name) in text, f"{name!r} is not isolated in {text!r}"
    outside = re.sub("\u2068[^\u2069]*\u2069", "", text)
    assert not RIGHT_TO_LEFT.search(outside), f"a right-to-left name is loose in {text!r}"


def test_typed_text_is_isolated_once() -> None:
    assert typed("Ann") == "\u2068Ann\u2069" and typed(typed("Ann")) == typed("Ann")
    assert typed("") == "" and is_typed(typed(ARABIC))
    assert not is_typed(f"{typed('a')} and {typed('b')}")
    assert untyped(f"{typed(HEBREW)} wins!") == f"{HEBREW} wins!"


# ---------------------------------------------------------------------------- at the table
def log_rows(desk: Driver) -> list[QQuickItem]:
    log = desk.item("log")
    return [item for item in walk(log) if item.property("line") is not None
            and item.isVisible()]


def on_the_left(desk: Driver, item: QQuickItem) -> bool:
    """Whether a text item lays its lines out from the left (English, German, Dutch)."""
    check = QQmlExpression(desk.engine.contextForObject(item), item,
                           "effectiveHorizontalAlignment === Text.AlignLeft")
    return check.evaluate()[0] is True


def check_table(desk: Driver, seen: set[str]) -> None:
    """The sentences on the table now, and the side their lines keep."""
    decision = desk.item("decisionText")
    if decision.property("text"):
        assert_isolated(decision.property("text"))
        assert on_the_left(desk, decision)
    title = desk.item("viewName")
    assert on_the_left(desk, title)
    if title.property("text") != "" and "sheet" in title.property("text"):
        assert_isolated(title.property("text"))
    for row in log_rows(desk):
        line = str(row.property("line"))
        assert on_the_left(desk, row), f"the log row {line!r} is not on the language's side"
        if any(name in line for name in NAMES):
            assert_isolated(line)
            seen.update(name for name in NAMES if line.startswith(typed(name)))


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewDesk, "evaluator", "learned")


def test_a_hot_seat_game_keeps_every_sentence_in_the_languages_direction(
        desk: Driver, quick: None) -> None:
    desk.desk.setProperty("handOverScreens", True)
    desk.game.start_setup(GameSetup(game=GSC, seed=5, players=[
        PlayerSetup(name=ARABIC), PlayerSetup(name=HEBREW), PlayerSetup(name=LATIN, bot="greedy")]))
    desk.qtbot.waitUntil(lambda: desk.has("tableScreen"))
    chooser = make_bot("greedy", seed=5)
    seen: set[str] = set()  # the names a log line started with
    hand_overs = 0
    while not desk.game.property("finished"):
        desk.wait_for_human_or_end()
        desk.settle()
        if desk.game.property("handOver"):
            assert_isolated(desk.text("handOverTitle"))
            assert_isolated(str(desk.item("handOverContinue").property("text")))
            hand_overs += 1
            desk.game.confirmHandOver()
            continue
        if desk.game.state.round <= 2:
            check_table(desk, seen)
        if desk.game.property("turnDone"):
            desk.game.finishTurn()
        elif desk.game.property("humanToMove"):
            desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    assert hand_overs > 0 and {ARABIC, HEBREW} <= seen, seen
    desk.wait_for_final_scoring()
    assert_isolated(desk.text("finalWinners"))
    # the Review's seat lines
    desk.click("finalReview")
    desk.qtbot.waitUntil(lambda: desk.has("reviewScreen"))
    for number in range(3):
        assert_isolated(str(desk.item(f"reviewSeat_{number}").property("text")))
    # the History's row of the game
    desk.key(Qt.Key.Key_Escape)
    with HistoryStore() as store:
        (entry,) = store.games()
    row = dict(zip(_ROLES, game_row(entry), strict=True))
    assert_isolated(row["players"])


# ---------------------------------------------------------------------------- elsewhere
def test_the_final_words_history_saves_and_print_isolate_names(qapp: Any) -> None:
    state, record = finished(GSC, 3, NAMES)
    rules = get_rules(GSC)
    assert_isolated(winners_text(rules, state, list(NAMES)))
    row = dict(zip(_ROLES, game_row(history_game(mode="multiplayer", results=(
        seat(0, ARABIC, 180), seat(1, HEBREW, 200, winner=True), seat(2, LATIN, 150)))),
        strict=True))
    assert_isolated(row["players"])
    for job in jobs_for_state(state, record, when=datetime(2026, 3, 5, tzinfo=UTC),
                              game_title="Ganz schön clever"):
        assert job.filling is not None
        assert_isolated(job.filling.header)  # the footer: "⁨name⁩ — game — day"
        assert any(job.filling.header.startswith(typed(name)) for name in NAMES)
    assert_isolated(filled_title(GSC, list(NAMES)))


def test_the_saves_list_and_continue_isolate_names_and_titles(
        qapp: Any, user_data: Path) -> None:
    load_language("en")
    _, record = finished(GSC, 3, NAMES)
    store = SaveStore(user_data)
    title = f"{HEBREW} 2"
    store.save_as(record, title)
    (info,) = store.list_saves().entries
    row = save_words.describe(info)
    assert_isolated(row["players"])
    assert_isolated(save_words.continue_text(info, "8 points"))
    assert typed(title) in save_words.unverified_text(info.title)


def test_the_command_line_isolates_names(
        user_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state, record = finished(GSC, 3, NAMES)
    with HistoryStore() as store:
        store.add_game(state, record, "multiplayer", 60.0)
    assert main(["history"]) == 0
    line = next(text for text in capsys.readouterr().out.splitlines() if ARABIC in text)
    assert_isolated(line)
    # the CSV is data: the names as they were typed
    assert main(["history", "--csv"]) == 0
    csv = capsys.readouterr().out
    assert ARABIC in csv and "\u2068" not in csv


def test_a_real_dice_game_names_its_thrower_isolated(qapp: Any) -> None:
    """The top bar and the prompt while a game of real dice waits for a throw (issue 45)."""
    from cleverdesk.ui.common.throw_words import throw_prompt, thrower_text

    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, seed=3, real_dice=True, players=[
        PlayerSetup(name=ARABIC), PlayerSetup(name=LATIN)]))
    assert state.throw_needed is not None and state.active == 0
    for text in (thrower_text(rules, state, list(NAMES[::2])),
                 throw_prompt(rules, state, list(NAMES[::2]))):
        assert_isolated(text)


def test_the_command_line_never_fails_on_a_name_its_output_cannot_encode(
        user_data: Path) -> None:
    """Windows hands a pipe code page 1252, which has neither the isolates nor Arabic or Hebrew
    letters: ``hint`` died there (seen in the Windows bundle's check). The isolates are dropped
    and such a letter shows as "?"."""
    import subprocess
    import sys

    state, record = finished(GSC, 3, NAMES)
    with HistoryStore() as store:
        store.add_game(state, record, "multiplayer", 60.0)
    done = subprocess.run([sys.executable, "-m", "cleverdesk", "history"], capture_output=True,
                          env={**os.environ, "PYTHONIOENCODING": "cp1252"}, timeout=120)
    assert done.returncode == 0, done.stderr.decode("cp1252", "replace")
    out = done.stdout.decode("cp1252")
    assert "Ann" in out and "?" in out and "\u2068" not in out
