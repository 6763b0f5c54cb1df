"""Hints at the desk: asked for, computed off the GUI thread, never stale."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool, QTimer

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.ui.table.hints import HintAdvisor
from tests.patience import seconds

GSC = "ganz-schoen-clever"


def table(seed: int = 3):  # type: ignore[no-untyped-def]
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=seed))
    return rules, state, rules.legal_moves(state), ["Anna"]


def test_a_hint_lists_the_top_three_moves_with_their_expected_scores(qtbot) -> None:
    now = table()
    advisor = HintAdvisor(lambda: now)
    advisor.request()
    assert advisor.busy  # the answer comes from a worker thread
    qtbot.waitUntil(lambda: not advisor.busy, timeout=10_000)
    rows = advisor.rows
    assert len(rows) == 3
    assert rows[0]["best"] and not rows[1]["best"]
    assert rows[0]["text"].startswith("Take ")  # advice, not a log line
    assert rows[0]["expected"] >= rows[1]["expected"] >= rows[2]["expected"]
    assert "best" in rows[1]["score"] and "best" not in rows[0]["score"]
    assert advisor.best in now[2] and advisor.used


def test_the_window_thread_keeps_running_while_the_hint_is_computed(qtbot, monkeypatch) -> None:
    # the worker is held until the window has been seen turning: however fast or slow the
    # machine, the hint is still being computed while the window's timer ticks
    from cleverdesk.ui.table import hints as hint_desk

    release = threading.Event()
    real = hint_desk.compute_hints

    def held(state, legal, **how):  # type: ignore[no-untyped-def]
        release.wait(seconds(120))
        return real(state, legal, **how)

    monkeypatch.setattr(hint_desk, "compute_hints", held)
    now = table()
    advisor = HintAdvisor(lambda: now)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    advisor.request()
    try:
        qtbot.waitUntil(lambda: len(ticks) >= 3, timeout=5_000)  # the event loop turns …
        assert advisor.busy  # … while the worker thinks
    finally:
        release.set()
    qtbot.waitUntil(lambda: not advisor.busy, timeout=10_000)
    timer.stop()
    assert len(advisor.rows) == 3


def test_an_answer_for_a_table_that_moved_on_is_dropped(qtbot) -> None:
    now = [table(3)]
    advisor = HintAdvisor(lambda: now[0])
    advisor.request()
    advisor.clear()  # a move was made before the answer came
    assert QThreadPool.globalInstance().waitForDone(10_000)  # the worker has answered
    QCoreApplication.processEvents()  # and its queued answer reached the advisor
    assert advisor.rows == [] and not advisor.busy


def test_no_hints_when_they_are_not_allowed(qtbot) -> None:
    advisor = HintAdvisor(table)
    advisor.set_allowed(False)
    advisor.request()
    assert not advisor.busy and advisor.rows == [] and not advisor.used


# ---------------------------------------------------------------------- at the desk
def _desk_game(desk, seats: int = 1, game: str = GSC):  # type: ignore[no-untyped-def]
    from cleverdesk.engine import GameSetup, PlayerSetup

    players = [PlayerSetup(name="Anna")] + [PlayerSetup(name="Bot", bot="greedy")] * (seats - 1)
    desk.game.start_setup(GameSetup(game=game, players=players, seed=5))
    desk.wait_for_human_or_end()
    desk.settle()


@pytest.mark.parametrize("game", [GSC, "doppelt-so-clever", "clever-hoch-drei", "clever-4ever"])
def test_clicking_hint_shows_the_top_moves_and_lights_the_best(desk, game) -> None:  # type: ignore[no-untyped-def]
    _desk_game(desk, game=game)
    frames: list[int] = []
    desk.window.frameSwapped.connect(lambda: frames.append(1))
    desk.click("hintButton")
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    desk.qtbot.waitUntil(lambda: not hints.property("busy") and bool(hints.property("rows")),
                         timeout=10_000)
    desk.settle()
    assert frames  # the window kept painting while the hint was computed
    rows = [desk.text(f"hintRow{i}") for i in range(3)]
    # the expert may rank a reroll or letting the roll go among its best
    assert all(row.startswith("Take ") for row in rows
               if row not in ("Use a reroll", "Forfeit this roll"))
    best = hints.best
    assert best is not None and best in desk.game.legal
    assert (best.area, best.cell) in desk.lit_cells()  # its die is chosen: its cells light
    assert desk.text("hintButton") == "Hide hint"
    # its die is chosen already: a click on the lit cell plays it, and drops the hint
    before = desk.game.state.move_count
    desk.click(desk.cell(best.area, best.cell))
    assert desk.game.record.moves[before] == best
    desk.wait_for_human_or_end()
    desk.settle()
    assert not desk.has("hintPanel") and hints.property("rows") == []


def test_key_h_asks_for_a_hint_and_again_hides_it(desk) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    _desk_game(desk)
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    desk.key(Qt.Key.Key_H)
    desk.qtbot.waitUntil(lambda: bool(hints.property("rows")), timeout=10_000)
    desk.settle()
    assert desk.has("hintPanel")
    desk.key(Qt.Key.Key_H)
    desk.settle()
    assert not desk.has("hintPanel")


def test_hints_are_off_when_switched_off(desk) -> None:  # type: ignore[no-untyped-def]
    _desk_game(desk)
    desk.desk.setProperty("hints", False)
    desk.settle()
    assert not desk.has("hintButton")
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    hints.request()
    assert not hints.property("busy") and hints.property("rows") == []


def _play_to_the_end(desk) -> None:  # type: ignore[no-untyped-def]
    """By clicks, as a player would (a game a computer finishes is nobody's record)."""
    from cleverdesk.engine.bots import make_bot

    chooser = make_bot("greedy", seed=5)
    for _ in range(400):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            return
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    raise AssertionError("the game did not end")


def test_a_game_in_which_hints_were_used_is_marked_in_the_history(desk) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import singleton

    _desk_game(desk)
    hints = singleton(desk.engine, "Hints")
    desk.click("hintButton")
    desk.qtbot.waitUntil(lambda: bool(hints.property("rows")), timeout=10_000)
    _play_to_the_end(desk)
    history = singleton(desk.engine, "History")
    [entry] = history.store.games()
    assert entry.hints and not entry.practice
    history.refresh()
    rows = history.property("games")
    role = next(r for r, name in rows.roleNames().items() if bytes(name) == b"modeName")
    assert rows.data(rows.index(0, 0), role) == "Solo · with hints"


def test_a_game_without_hints_is_not_marked(desk) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import singleton

    _desk_game(desk)
    _play_to_the_end(desk)
    [entry] = singleton(desk.engine, "History").store.games()
    assert not entry.hints


# ---------------------------------------------------------------- the mark through saves
def _ask_for_a_hint(desk) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import singleton

    hints = singleton(desk.engine, "Hints")
    desk.click("hintButton")
    desk.qtbot.waitUntil(lambda: bool(hints.property("rows")), timeout=10_000)
    assert hints.property("used")


def _quit(desk) -> None:  # type: ignore[no-untyped-def]
    """Leave the table for the home screen; what the desk writes is on disk before it closes."""
    from cleverdesk.ui.app.app import singleton

    desk.click("tableLeave")
    if desk.has("leaveConfirm"):
        desk.click("leaveConfirm")
    assert desk.has("homeScreen")
    singleton(desk.engine, "Saves").flush()


def _finished_entry(desk):  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import singleton

    [entry] = singleton(desk.engine, "History").store.games()
    return entry


@pytest.mark.parametrize("hinted", [True, False])
def test_a_hint_is_not_washed_out_by_continue_in_a_new_desk(qtbot, qapp, hinted) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.driver import open_desk

    with open_desk(qtbot) as first:
        _desk_game(first)
        if hinted:
            _ask_for_a_hint(first)  # and quit at once: no move has autosaved since
        _quit(first)
    with open_desk(qtbot) as later:  # the desk started again: its Hints saw nothing
        assert later.item("homeContinue").isEnabled()
        later.click("homeContinue")
        assert later.has("tableScreen")
        _play_to_the_end(later)
        entry = _finished_entry(later)
        assert entry.hints is hinted and not entry.practice


@pytest.mark.parametrize("hinted", [True, False])
def test_a_hint_is_not_washed_out_by_a_named_save(qtbot, qapp, hinted) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import singleton
    from tests.ui.driver import open_desk

    with open_desk(qtbot) as first:
        _desk_game(first)
        if hinted:
            _ask_for_a_hint(first)
        chooser = make_bot("greedy", seed=5)
        for _ in range(3):  # the hint was a few moves ago when the game is saved
            first.wait_for_human_or_end()
            first.play_by_clicks(chooser.choose(first.game.state, first.game.legal))
        assert singleton(first.engine, "Saves").saveAs("after a hint")
        _quit(first)
    with open_desk(qtbot) as later:
        saves = singleton(later.engine, "Saves")
        saves.refreshList()
        [row] = saves.property("entries")
        assert saves.openSave(row["saveId"])
        assert later.has("tableScreen")
        _play_to_the_end(later)
        assert _finished_entry(later).hints is hinted


def test_undo_keeps_the_mark_and_a_new_game_starts_without_it(desk) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.store import load_save
    from cleverdesk.ui.app.app import singleton

    desk.desk.setProperty("practiceUndo", True)
    saves = singleton(desk.engine, "Saves")
    _desk_game(desk)
    _ask_for_a_hint(desk)
    saves.flush()
    assert load_save(saves.store.autosave_path(saves.session)).options.hints_used  # on disk now
    chooser = make_bot("greedy", seed=5)
    desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    desk.wait_for_human_or_end()
    assert saves.undo()
    hints = singleton(desk.engine, "Hints")
    assert saves.hints_used and hints.property("used")
    saves.flush()
    assert load_save(saves.store.autosave_path(saves.session)).options.hints_used

    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=6))
    desk.wait_for_human_or_end()
    assert not saves.hints_used and not hints.property("used")
    _play_to_the_end(desk)
    assert not _finished_entry(desk).hints


def test_a_new_request_cancels_the_one_it_replaces(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Fifty requests in one turn run one search to its end, not fifty (issue 47, item 10):
    a request replaced before a worker took it never starts, one replaced while it searches
    stops."""
    from cleverdesk.ui.table import hints as hint_desk
    from tests.patience import ms

    real = hint_desk.compute_hints
    started: list[int] = []
    finished: list[int] = []
    lock = threading.Lock()

    def counted(state, legal, **how):  # type: ignore[no-untyped-def]
        with lock:
            started.append(1)
        found = real(state, legal, **how)  # a cancelled search raises out of here
        with lock:
            finished.append(1)
        return found

    monkeypatch.setattr(hint_desk, "compute_hints", counted)
    now = table()
    advisor = HintAdvisor(lambda: now)
    for _ in range(50):
        advisor.request()
    qtbot.waitUntil(lambda: not advisor.busy, timeout=ms(120_000))
    assert QThreadPool.globalInstance().waitForDone(ms(120_000))
    assert len(advisor.rows) == 3
    assert len(finished) == 1, (len(started), len(finished))
    assert len(started) <= QThreadPool.globalInstance().maxThreadCount() + 1


def test_clearing_the_hint_stops_its_search(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.engine.bots.expert import SearchCancelled
    from cleverdesk.ui.table import hints as hint_desk
    from tests.patience import ms

    real = hint_desk.compute_hints
    searching = threading.Event()
    ended: list[str] = []

    def watched(state, legal, cancelled=None):  # type: ignore[no-untyped-def]
        searching.set()

        def told() -> bool:  # the search asks between its futures: keep it going until told
            return bool(cancelled and cancelled())

        try:
            while not told():
                real(state, legal, cancelled=told)  # searches again and again until told
        except SearchCancelled:
            ended.append("cancelled")
            raise
        ended.append("stopped between searches")
        raise SearchCancelled

    monkeypatch.setattr(hint_desk, "compute_hints", watched)
    advisor = HintAdvisor(table)
    advisor.request()
    assert searching.wait(seconds(60))
    advisor.clear()
    assert QThreadPool.globalInstance().waitForDone(ms(60_000))
    assert ended and not advisor.busy and advisor.rows == []
