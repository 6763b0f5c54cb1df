"""The home screen says what Continue resumes (game, players, round, score, when), dates read
the same way in every language (a month in words, never "01/12/2026"), and every campaign
chapter can be started at once."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date, datetime, timedelta

import pytest
from PySide6.QtCore import QLocale

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.ui.common import dates, language
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"
NUMERIC_DATE = re.compile(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")  # translators are process-wide: leave English for the next tests


def leave_to_home(desk: Driver) -> None:
    desk.click("tableLeave")
    if desk.has("leaveConfirm"):
        desk.click("leaveConfirm")
    assert desk.has("homeScreen")


def test_continue_says_which_game_where_what_score_and_when(desk: Driver) -> None:
    language.install("en")
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=3))
    desk.game.autoplay(5)
    desk.qtbot.waitUntil(lambda: desk.game.state.move_count >= 5, timeout=10_000)
    score = desk.game.rules.total(desk.game.state.players[0]) \
        if hasattr(desk.game, "rules") else None
    leave_to_home(desk)
    desk.settle()
    hint = desk.text("homeContinueHint").replace("\u00a0", " ")  # pieces kept on one line
    assert "That's Pretty Clever!" in hint or "Ganz schön clever" in hint, hint
    assert "Ada" in hint
    assert re.search(r"round \d of 6", hint), hint
    assert re.search(r"\d+ points?", hint), hint
    if score is not None:
        assert f"{score} point" in hint
    assert "saved today, " in hint, hint
    assert not NUMERIC_DATE.search(hint), hint
    assert hint in str(desk.item("homeContinue").property("tip")).replace("\u00a0", " ")


@pytest.mark.parametrize(("locale", "expected"), [
    ("en_GB", "1 Dec 2026, 14:05"), ("en_US", "Dec 1, 2026, 2:05\u202fPM"),
    ("de_DE", "1. Dez. 2026, 14:05"), ("nl_NL", "1 dec 2026, 14:05")])
def test_dates_write_the_month_in_the_languages_order(locale: str, expected: str) -> None:
    moment = datetime(2026, 12, 1, 14, 5).astimezone()
    text = dates.moment_text(moment, today=date(2026, 12, 20), locale=QLocale(locale))
    assert text.replace(" ", "\u202f") == expected.replace(" ", "\u202f")


@pytest.mark.parametrize(("lang", "today", "yesterday", "month"), [
    ("en", "today", "yesterday", "Dec"), ("de", "heute", "gestern", "Dez"),
    ("nl", "vandaag", "gisteren", "dec")])
def test_dates_follow_the_chosen_language(lang: str, today: str, yesterday: str,
                                          month: str) -> None:
    assert language.install(lang)
    now = datetime.now().astimezone()
    assert dates.moment_text(now).startswith(today)
    assert dates.moment_text(now - timedelta(days=1)).startswith(yesterday)
    older = dates.moment_text(datetime(2026, 12, 1, 9, 30).astimezone(), today=date(2027, 1, 5))
    assert month in older and "2026" in older
    assert not NUMERIC_DATE.search(older), older


def test_every_campaign_chapter_can_be_started(desk: Driver) -> None:
    desk.click("homeCampaign")
    assert desk.has("campaignScreen")
    for number in (1, 2, 3, 4):
        assert not desk.has(f"chapterLock_{number}") or \
            not desk.text(f"chapterLock_{number}"), f"chapter {number} is locked"
    desk.click("chapter_4")
    desk.settle()
    desk.click("playStage_1")
    assert desk.has("tableScreen")
    record = desk.game.record
    assert record is not None and record.setup.game == "clever-4ever"
