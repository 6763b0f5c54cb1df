"""The print screen's messages speak the desk's language: errors from the page maker are
translated, and a message already shown follows a language switch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cleverdesk.printing.pages import PrintError, blank_jobs
from cleverdesk.ui.common import language
from cleverdesk.ui.printing.desk import PrintDesk
from tests.ui.driver import Driver

GAME = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def english_system(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(language, "system_language", lambda locale=None: "en")
    yield
    language.install("en")


def _choose(desk: Driver, lang: str) -> None:
    desk.engine.singletonInstance("Cleverdesk", "Language").choose(lang)
    desk.settle()


def test_a_shown_message_follows_the_language(desk: Driver, tmp_path: Path) -> None:
    printer = desk.engine.singletonInstance("Cleverdesk", "PrintDesk")
    assert isinstance(printer, PrintDesk)
    assert printer.exportPdf(f"blank:{GAME}:1", str(tmp_path / "one.pdf"), "A4") == 1
    assert printer.property("message").startswith("1 sheet written to ")
    _choose(desk, "de")
    assert printer.property("message").startswith("1 Spielblatt")
    _choose(desk, "nl")
    assert printer.property("message").startswith("1 scorevel")


def test_page_errors_are_translated(desk: Driver, tmp_path: Path) -> None:
    printer = desk.engine.singletonInstance("Cleverdesk", "PrintDesk")
    _choose(desk, "de")
    assert printer.exportPdf(f"blank:{GAME}:1", str(tmp_path / "x.pdf"), "B5") == -1
    assert printer.property("failed")
    assert printer.property("message") == "Unbekanntes Papierformat B5 (bekannt: A4, Letter)."
    _choose(desk, "nl")
    assert printer.property("message") == "Onbekend papierformaat B5 (bekend: A4, Letter)."


def test_the_command_line_keeps_english(qapp: object) -> None:
    language.install("de")
    with pytest.raises(PrintError) as raised:
        blank_jobs(GAME, 0)
    assert str(raised.value) == "Print at least one copy."
    assert raised.value.words() == "Drucke mindestens ein Exemplar."
