"""The desk's file dialogs open in the documents folder with a suggested name, write an absolute
path typed in exactly there, and never create anything anywhere else (no folder trees)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common.file_choice import chosen_path
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"
# Qt's own file dialog on the offscreen test platform says this once; it means nothing here.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A home with a Documents folder, the program's working folder, and another folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    program = tmp_path / "program"
    program.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.chdir(program)
    return {"documents": home / "Documents", "program": program, "elsewhere": elsewhere}


def everything_under(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*"))


def open_past_game(desk: Driver) -> None:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna", bot="greedy")], seed=1)
    state, record = play_game(get_rules(GSC), setup)
    record = GameRecord(setup=setup.model_copy(update={"players": [PlayerSetup(name="Anna")]}),
                        moves=record.moves)
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 60.0, finished_at=datetime.now(UTC))
    desk.click("homeHistory")
    desk.settle()
    row = next(item for item in walk(desk.window.contentItem())
               if item.objectName().startswith("historyRow_") and item.isVisible())
    desk.click(row)
    assert desk.has("pastGameScreen")


class Player:
    """Answers the next file dialog as a player would: reads what it proposes, types a name
    (or keeps the proposed one) and presses Enter; any message box that follows is noted and
    closed, and the dialog cancelled. Keep a reference: Qt's timer holds it only weakly."""

    def __init__(self, desk: Driver, typed: str | None) -> None:
        self.desk, self.typed = desk, typed
        self.folder = ""
        self.proposed = ""
        self.complaints: list[str] = []
        QTimer.singleShot(50, self.answer)

    def answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(50, self.answer)
            return
        self.folder = dialog.directory().absolutePath()
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        assert isinstance(name, QLineEdit)
        self.proposed = name.text()
        if self.typed is not None:
            name.setText(self.typed)  # typed (keystrokes would open the completer's popup)
        QTimer.singleShot(50, self.after)
        QTest.keyClick(name, Qt.Key.Key_Return)

    def after(self) -> None:
        """Whatever is still open after Enter: a complaint (noted, closed), then the dialog."""
        still = QApplication.activeModalWidget()
        if isinstance(still, QMessageBox):
            self.complaints.append(still.text())
            still.reject()
            QTimer.singleShot(50, self.after)
        elif isinstance(still, QFileDialog):
            still.reject()


def test_print_to_pdf_opens_in_documents_with_a_suggested_name(desk: Driver,
                                                               places: dict[str, Path]) -> None:
    open_past_game(desk)
    player = Player(desk, typed=None)  # accepts what the dialog proposes
    desk.click("pastPrint")
    assert Path(player.folder) == places["documents"]
    assert player.proposed.endswith(".pdf") and "Anna" in player.proposed, player.proposed
    assert (places["documents"] / player.proposed).is_file()
    assert everything_under(places["program"]) == []
    assert str(places["documents"] / player.proposed) in desk.text("pastPrintMessage")


def test_an_absolute_path_typed_in_is_written_exactly_there(desk: Driver,
                                                            places: dict[str, Path]) -> None:
    open_past_game(desk)
    target = places["elsewhere"] / "for-the-fridge.pdf"
    player = Player(desk, typed=str(target))
    desk.click("pastPrint")
    assert Path(player.folder) == places["documents"]
    assert target.is_file() and target.read_bytes().startswith(b"%PDF")
    assert everything_under(places["program"]) == [], "nothing in the program's folder"
    assert everything_under(places["documents"]) == []
    assert everything_under(places["elsewhere"]) == [target]
    assert str(target) in desk.text("pastPrintMessage")


def test_a_folder_that_does_not_exist_is_never_created(desk: Driver,
                                                       places: dict[str, Path]) -> None:
    open_past_game(desk)
    target = places["elsewhere"] / "new" / "deeper" / "sheet.pdf"
    player = Player(desk, typed=str(target))
    desk.click("pastPrint")
    assert player.proposed.endswith(".pdf")
    assert everything_under(places["elsewhere"]) == []
    assert everything_under(places["program"]) == []
    assert everything_under(places["documents"]) == []
    # and the desk itself refuses such a path, whoever gives it
    assert "does not exist" in History_current(desk).printPdf(str(target))
    assert everything_under(places["elsewhere"]) == []


def History_current(desk: Driver):  # type: ignore[no-untyped-def]
    return singleton(desk.engine, "History").property("current")


def test_the_history_csv_dialog_starts_in_documents(desk: Driver,
                                                    places: dict[str, Path]) -> None:
    open_past_game(desk)
    desk.click("backButton")
    player = Player(desk, typed=None)
    desk.click("exportCsv")
    assert Path(player.folder) == places["documents"]
    assert player.proposed.startswith("cleverdesk-history-") and player.proposed.endswith(".csv")
    assert (places["documents"] / player.proposed).is_file()
    target = places["elsewhere"] / "scores.csv"
    player = Player(desk, typed=str(target))  # kept: the timer holds it only weakly
    desk.click("exportCsv")
    assert player.proposed.endswith(".csv") and target.is_file()
    assert everything_under(places["program"]) == []


@pytest.mark.parametrize(("given", "meant"), [
    ("file:///home/ada/Documents//tmp/x.pdf", "/tmp/x.pdf"),
    ("file:///home/ada/Documents/x.pdf", "/home/ada/Documents/x.pdf"),
    ("/home/ada/Documents//srv/share/x.pdf", "/srv/share/x.pdf"),
    ("/tmp/plain.pdf", "/tmp/plain.pdf"),
])
def test_the_path_a_player_meant(given: str, meant: str) -> None:
    assert chosen_path(given) == Path(meant)


def test_a_typed_home_path_means_the_home_folder(places: dict[str, Path]) -> None:
    assert chosen_path("file:///somewhere/~/x.pdf") == Path.home() / "x.pdf"
