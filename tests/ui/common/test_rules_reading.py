"""The Rules screen reads as a page (issue 46, 5): another game's rules start at their top (they
kept the previous game's scroll position), and the paragraphs of a section have room between
them (they ran together)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from tests.ui.driver import Driver


def test_another_games_rules_start_at_their_top(desk: Driver) -> None:
    desk.window.resize(1280, 800)
    desk.click("homeRules")
    desk.settle()
    view = desk.item("rulesScroller").property("contentItem")  # the ScrollView's Flickable
    view.setProperty("contentY", 1500)
    desk.settle()
    assert view.property("contentY") > 1000
    desk.click("rulesFor_doppelt-so-clever")
    desk.settle()
    assert view.property("contentY") == 0


def test_the_paragraphs_of_a_section_have_room_between_them(desk: Driver) -> None:
    desk.window.resize(1280, 800)
    desk.click("homeRules")
    desk.settle()
    body = desk.item("rulesBody_setup")  # two paragraphs: the set-up, then the rounds
    text = str(body.property("text"))
    assert text.count("<p>") >= 2
    lines = int(body.property("lineCount"))
    line = QFontMetricsF(body.property("font")).height() * float(body.property("lineHeight"))
    gap = (float(body.property("contentHeight")) - lines * line)
    assert gap >= 0.4 * QFontMetricsF(body.property("font")).height(), (gap, lines, line)
