"""SET Cubed codes in words: faces, reasons, and one log line per turn."""

from __future__ import annotations

import pytest

from cleverdesk.setcubed import Event, Reason
from cleverdesk.setcubed.symbols import CODES
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed import words

ANNA, BEN = typed("Anna"), typed("Ben")  # names are isolated in sentences (bidi)


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """As the desk reads them: with the English translator installed (it writes the plural
    forms of the %n counts, "1 die" / "2 dice")."""
    language.install("en")


def test_every_face_is_worded(qapp) -> None:
    assert words.face_text("1RO") == "one red oval"
    assert words.face_text("2GS") == "two green squiggles"
    assert words.face_text("3PD") == "three purple diamonds"
    assert words.face_text("WILD") == "WILD"
    assert words.tile_text("2GS", True) == "WILD as two green squiggles"
    assert len({words.face_text(c) for c in CODES}) == 27


def test_every_reason_is_worded(qapp) -> None:
    texts = {reason: words.reason_text(reason) for reason in Reason}
    assert all(text and text != str(reason) for reason, text in texts.items())


def test_a_turn_is_one_line_and_draws_are_counted(qapp) -> None:
    events = [
        Event(kind="place", seat=1, die=3, face="3RD", cell=(6, 8)),
        Event(kind="place_wild", seat=1, die=40, face="3GD", cell=(5, 8)),
        Event(kind="set", seat=1, cells=[(5, 8), (6, 8), (7, 8)], value=2),
        Event(kind="bonus", seat=1, cell=(5, 8), value=3),
        Event(kind="turn_score", seat=1, value=5),
        Event(kind="round", value=2),
        Event(kind="draw", seat=0, die=7),
        Event(kind="roll_draw", seat=0, die=7, face="1RO"),
        Event(kind="draw", seat=0, die=8),
        Event(kind="roll_draw", seat=0, die=8, face="2RO"),
        Event(kind="skipped", seat=1),
    ]
    lines = words.log_lines(events, ["Anna", "Ben"])
    assert lines == [
        (f"{BEN} placed 2 dice: 1 new SET → 5 points (bonus squares +3)", 1),
        ("Round 2", -1),
        (f"{ANNA} draws 2 dice from the bag", 0),
        (f"No possible move: {BEN}'s turn is skipped", 1),
    ]


def test_the_notice_says_what_was_skipped_or_re_rolled_once(qapp) -> None:
    events = [
        Event(kind="place", seat=1, die=3, face="3RD", cell=(6, 8)),
        Event(kind="general_reroll", seat=0, value=1),
        Event(kind="skipped", seat=1),
        Event(kind="general_reroll", seat=0, value=2),
        Event(kind="hand_empty", seat=0),
    ]
    assert words.notice_text(events, ["Anna", "Ben"]) == " · ".join([
        "Nobody can play: everybody re-rolls all dice in hand",
        f"No possible move: {BEN}'s turn is skipped",
        f"{ANNA}'s hand is empty: this is the last round"])
    assert words.notice_text(events[:1], ["Anna", "Ben"]) == ""
