"""Names and titles from save files are shown as plain text: never markup, never fetched.

A save whose player is called ``<img src="http://127.0.0.1:PORT/x.png">`` must not make the desk
ask that address for anything (a name is not a web page), and the name must show as the very
characters the player typed, at home, in the saves list and at the table.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtQml import QQmlExpression
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameRecord, GameSetup, Move, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.store import SaveStore
from cleverdesk.store.saves import new_session_id
from tests.ui.driver import Driver, walk

GAME = "ganz-schoen-clever"


class Recorder(BaseHTTPRequestHandler):
    requests: list[str] = []

    def do_GET(self) -> None:  # the http.server name
        Recorder.requests.append(self.path)
        self.send_response(404)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[tuple[str, list[str]]]:
    Recorder.requests = []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", Recorder.requests
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture
def markup_save(server: tuple[str, list[str]], user_data: Path) -> str:
    """An unfinished game (to continue) and a named save, both with the markup name."""
    name = f'<img src="{server[0]}/x.png">'
    setup = GameSetup(game=GAME, players=[PlayerSetup(name=name),
                                          PlayerSetup(name="Cleo", bot="greedy")], seed=5)
    rules = get_rules(GAME)
    state = rules.new_game(setup)
    chooser = make_bot("greedy", seed=1)
    moves: list[Move] = []
    for _ in range(4):
        move = chooser.choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        moves.append(move)
    store = SaveStore(user_data)
    record = GameRecord(setup=setup, moves=moves)
    store.save_as(record, f'<b>Spoof</b><img src="{server[0]}/title.png">')
    store.autosave(record, session=new_session_id())
    return name


def wait_a_moment(seconds: float = 1.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.02)


def texts_with(desk: Driver, needle: str) -> list:  # type: ignore[type-arg]
    return [item for item in walk(desk.window.contentItem())
            if item.isVisible() and needle in str(item.property("text") or "")]


def is_plain_text(desk: Driver, item: QQuickItem) -> bool:
    check = QQmlExpression(desk.engine.contextForObject(item), item,
                           "textFormat === Text.PlainText")
    return check.evaluate()[0] is True


def assert_literal(desk: Driver, name: str) -> None:
    shown = texts_with(desk, name)
    assert shown, "the name is shown somewhere"
    for item in shown:
        assert is_plain_text(desk, item), \
            f"{item.objectName() or type(item).__name__} shows {item.property('text')!r} as markup"
        # drawn as its characters (wide), not as a picture placeholder (a few pixels)
        assert item.property("contentWidth") > 100


def test_a_markup_name_is_shown_literally_and_fetches_nothing(
        markup_save: str, server: tuple[str, list[str]], desk: Driver) -> None:
    desk.settle()
    button = desk.item("homeContinue")  # its tool tip names the players
    centre = button.mapToScene(QPointF(button.width() / 2, button.height() / 2)).toPoint()
    desk.qtbot.mouseMove(desk.window, pos=centre)
    wait_a_moment(1.2)

    desk.click("homeSaves")
    desk.saves_listed()  # the rows are there (the listing runs off the GUI thread) …
    wait_a_moment()  # … and would have fetched by now what a row's text pointed to
    assert server[1] == [], f"the desk fetched {server[1]} because of a name or title"
    assert [r.property("text") for r in desk.items("saveTitle")] == [
        f'<b>Spoof</b><img src="{server[0]}/title.png">']
    assert_literal(desk, "<b>Spoof</b>")
    assert_literal(desk, markup_save)
    desk.click("savesBack") if desk.has("savesBack") else desk.key(Qt.Key.Key_Escape)
    desk.settle()

    desk.click("homeContinue")
    desk.settle()
    wait_a_moment()
    assert_literal(desk, markup_save)
    assert server[1] == [], f"the desk fetched {server[1]} because of a name"
