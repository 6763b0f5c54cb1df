"""The desk fixture: the real window (offscreen), computer pause 0, no motion, and a driver."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from cleverdesk.store import DATA_DIR_ENV
from cleverdesk.store.settings import DEFAULTS, save_settings
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver, open_desk


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "first_run: the desk starts as on a first run (the "
                                       "guided first game starts by itself)")


@pytest.fixture(autouse=True)
def user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch,
              request: pytest.FixtureRequest) -> Path:
    """Every UI test keeps its saves and settings in a scratch folder, never the player's.

    The folder's settings say the guided first game was already offered (and the table has said
    once that games autosave), so the desk opens at its home screen; tests marked ``first_run``
    start from an empty folder instead."""
    folder = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    if request.node.get_closest_marker("first_run") is None:
        save_settings(replace(DEFAULTS, guide_offered=True, autosave_told=True), folder)
    return folder


@pytest.fixture
def desk(qtbot, qapp: QApplication) -> Iterator[Driver]:
    with open_desk(qtbot) as driver:
        yield driver


@pytest.fixture
def sc(desk: Driver) -> Iterator[SetCubedGame]:
    """The SET Cubed controller of the desk; a computer still thinking is waited for."""
    game = singleton(desk.engine, "SetCubedGame")
    assert isinstance(game, SetCubedGame)
    yield game
    game.shutdown()
