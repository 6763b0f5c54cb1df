"""The desk's language: switched at run time through the real QML, the open game included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from tests.ui.driver import Driver, walk

SYSTEM_LANGUAGE = language.system_language  # the real one, for the first-start test


@pytest.fixture(autouse=True)
def english_system(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each desk here starts in English whatever this computer speaks, and English is left
    behind (the installed translators are process-wide) for the tests that follow."""
    monkeypatch.setattr(language, "system_language", lambda locale=None: "en")
    yield
    language.install("en")


def _choose_in_language_menu(desk: Driver, lang: str) -> None:
    """Open the table's language menu with a click and choose with the keyboard, as a player
    can (the menu is a popup in the window's overlay; its order is de, nl, en)."""
    desk.click("languageButton")
    desk.settle()
    for _ in range(("de", "nl", "en").index(lang) + 1):
        desk.key(Qt.Key.Key_Down)
    desk.key(Qt.Key.Key_Return)
    desk.settle()


def _log(desk: Driver) -> list[str]:
    return list(desk.game.property("log").lines())


def _saved_language(user_data: Path) -> str:
    document = json.loads((user_data / "settings.json").read_text(encoding="utf-8"))
    return str(document["settings"]["language"])


def test_home_screen_switches_language_in_settings(desk: Driver, user_data: Path) -> None:
    assert language.current() == "en"
    assert desk.text("homeNewGame") == "New game"
    desk.click("homeSettings")
    desk.click("language_de")
    desk.settle()
    assert language.current() == "de"
    assert QLocale().language() == QLocale.Language.German
    desk.click("backButton")
    desk.settle()
    assert desk.text("homeNewGame") == "Neues Spiel"
    assert "Ganz schön clever" in desk.text("homeGames")  # a Python property, re-announced
    assert _saved_language(user_data) == "de"
    desk.click("homeSettings")
    desk.click("language_nl")
    desk.click("backButton")
    desk.settle()
    assert desk.text("homeNewGame") == "Nieuw spel"
    assert _saved_language(user_data) == "nl"


def test_open_game_switches_language_from_the_table(desk: Driver, user_data: Path) -> None:
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=11,
                                    players=[PlayerSetup(name="Anna")]))
    desk.settle()
    assert desk.text("roundText") == "Round 1 of 6"
    log_before = _log(desk)
    assert any("Round 1" in line for line in log_before)
    prompt_before = desk.text("promptText")

    _choose_in_language_menu(desk, "de")
    assert language.current() == "de"
    assert desk.text("roundText") == "Runde 1 von 6"
    assert desk.game.property("turn").property("gameTitle") == "Ganz schön clever"
    assert desk.text("promptText") != prompt_before
    log_after = _log(desk)
    assert len(log_after) == len(log_before)  # the same lines, in the new language
    assert any("Runde 1" in line for line in log_after)
    assert not any("Round 1" in line for line in log_after)
    # the sheet's printed headings and the buttons of the table
    texts = {str(item.property("text")) for item in walk(desk.window.contentItem())
             if item.isVisible() and item.property("text")}
    assert {"Gelb", "Lila", "Silbertablett", "Würfelfelder", "Speichern"} <= texts
    assert "Yellow" not in texts
    assert _saved_language(user_data) == "de"

    _choose_in_language_menu(desk, "en")
    assert desk.text("roundText") == "Round 1 of 6"
    assert _log(desk) == log_before
    assert desk.text("promptText") == prompt_before


def test_first_start_takes_the_system_language_and_keeps_the_choice(
        user_data: Path, qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    assert SYSTEM_LANGUAGE(QLocale("nl_BE")) == "nl"
    assert SYSTEM_LANGUAGE(QLocale("de_AT")) == "de"
    assert SYSTEM_LANGUAGE(QLocale("fr_FR")) == "en"
    monkeypatch.setattr(language, "system_language", lambda locale=None: "de")
    assert language.choose_at_start(user_data) == "de"  # first start: the system's language
    assert language.current() == "de" and _saved_language(user_data) == "de"
    language.install("nl")
    language._save("nl", user_data)
    assert language.choose_at_start(user_data) == "nl"  # the setting wins from now on
    language.install("en")


def test_qt_dialog_strings_are_translated_too(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    try:
        language.install("de")
        # qtbase_de.qm: the file dialog's own buttons
        assert QCoreApplication.translate("QFileDialog", "&Open") != "&Open"
    finally:
        language.install("en")
    assert QCoreApplication.translate("QFileDialog", "&Open") == "&Open"


def test_language_singleton_lists_each_language_in_its_own_name(desk: Driver) -> None:
    chooser = singleton(desk.engine, "Language")
    names = [choice["name"] for choice in chooser.property("choices")]
    assert names == ["Deutsch", "Nederlands", "English"]


def test_numbers_and_dates_follow_the_language(qapp: object) -> None:
    from datetime import UTC, datetime

    from PySide6.QtCore import QLocale as Locale

    from cleverdesk.ui.saves.words import local_moment as _local

    moment = datetime(2025, 11, 30, 13, 5, tzinfo=UTC)  # long ago: a date, not "yesterday"
    shown = {}
    for lang in ("de", "nl", "en"):
        language.install(lang)
        shown[lang] = (_local(moment), Locale().toString(12.5, "f", 1))
    # the month in words, in each language's order: never an ambiguous "30/11/2026" (issue 20)
    assert "30. Nov. 2025" in shown["de"][0] and shown["de"][1] == "12,5"
    assert "30 nov 2025" in shown["nl"][0] and shown["nl"][1] == "12,5"
    # English: British order unless the system's own English locale says otherwise
    assert ("30 Nov 2025" in shown["en"][0] or "Nov 30, 2025" in shown["en"][0]) \
        and shown["en"][1] == "12.5"
    assert not any("/" in date for date, _ in shown.values())


def test_set_cubed_table_switches_language_too(desk: Driver) -> None:
    from cleverdesk.setcubed import SetCubedSetup

    set_game = singleton(desk.engine, "SetCubedGame")
    set_game.start_setup(SetCubedSetup(
        players=[PlayerSetup(name="Anna"), PlayerSetup(name="Ben")], seed=3,
        extra_roll_seconds=0))
    desk.settle()
    if set_game.turn.property("handOver"):  # two people at one computer: Anna takes the device
        desk.key(Qt.Key.Key_Return)
        desk.settle()
    assert not set_game.turn.property("handOver")
    assert desk.text("scRoundText") == "Round 1"
    log_before = list(set_game.property("log").lines())
    _choose_in_language_menu(desk, "nl")
    assert desk.text("scRoundText") == "Ronde 1"
    log_after = list(set_game.property("log").lines())
    assert len(log_after) == len(log_before) and log_after != log_before
    assert any("zakje" in line for line in log_after)  # "… pakt 5 dobbelstenen uit het zakje"
    set_game.leave()
