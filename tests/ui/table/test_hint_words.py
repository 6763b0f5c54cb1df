"""A hint's words: advice in the imperative that names the cell, one row per distinct advice,
differences of the rounded scores, the forfeit worded as its button, what the move gains; and
every row can be played by a click, the best by Enter (also a reroll or a forfeit)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup, get_rules
from cleverdesk.ui.table import hints as hint_desk
from cleverdesk.ui.table.hint_words import advice, gain, hint_rows, score_text

GSC = "ganz-schoen-clever"


def _table(seed: int = 3):  # type: ignore[no-untyped-def]
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=seed))
    return rules, state, rules.legal_moves(state)


def test_advice_is_imperative_and_names_the_cell_when_several_are_lit(qapp) -> None:
    rules, state, legal = _table()
    for move in legal:
        text = advice(rules, state, move, ["Anna"], legal)
        assert "Anna" not in text and " took " not in text
        if move.kind == MoveKind.PICK:
            assert text.startswith("Take "), text
            same_area = [m for m in legal if m.kind == move.kind and m.die == move.die
                         and m.area == move.area and m.cell != move.cell]
            named = "row " in text or "column " in text or "field" in text
            assert named == bool(same_area), text


def test_the_forfeit_hint_reads_as_its_button(qapp) -> None:
    rules, state, legal = _table()
    forfeit = next(m for m in legal if m.kind == MoveKind.FORFEIT) if any(
        m.kind == MoveKind.FORFEIT for m in legal) else None
    from cleverdesk.engine import Move

    move = forfeit or Move(MoveKind.FORFEIT)
    assert advice(rules, state, move, ["Anna"], legal) == "Forfeit this roll"


def test_candidates_that_read_the_same_are_one_row_and_differences_agree_with_the_scores(
        qapp) -> None:
    rules, state, legal = _table()
    picks = [m for m in legal if m.kind == MoveKind.PICK]
    first, other = picks[0], next(m for m in picks
                                  if advice(rules, state, m, ["Anna"], legal)
                                  != advice(rules, state, picks[0], ["Anna"], legal))
    # the same advice twice (177 and 175), then another: 179.4 and 174.6 show as 179 and 175
    found = [(first, 179.4, 0.0), (first, 177.0, -2.4), (other, 174.6, -4.8)]
    rows = hint_rows(rules, state, found, ["Anna"], legal)
    assert [row.move for row in rows] == [first, other]
    assert [row.expected for row in rows] == [179, 175]
    assert score_text(rows[1], first=False) == "175 expected, −4 vs best"
    assert score_text(rows[0], first=True) == "179 expected"


def test_the_gain_says_the_points_a_move_scores_now(qapp) -> None:
    rules, state, legal = _table()
    seat = state.decider
    from cleverdesk.engine.bots.learned import afterstate

    for move in legal:
        text = gain(rules, state, move, sets_off=False)
        assert text
        if move.kind in (MoveKind.PICK,):
            points = rules.total(afterstate(rules, state, move).players[seat]) \
                - rules.total(state.players[seat])
            assert (f"scores {points} point" in text) == (points > 0), (move, text)


def test_a_move_that_brings_a_bonus_one_cell_near_says_which_and_where(qapp) -> None:
    """No points and no bonus now, but a row or column one cell from its bonus: the gain names
    the bonus and the cell that would fetch it (crossing that cell does fire it)."""
    from cleverdesk.engine.bots import make_bot
    from cleverdesk.engine.bots.learned import afterstate
    from cleverdesk.ui.common import words

    rules = get_rules(GSC)
    found = 0
    for seed in range(1, 6):
        state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")],
                                         seed=seed))
        chooser = make_bot("greedy", seed=seed)
        while state.decider is not None and found < 3:
            legal = rules.legal_moves(state)
            seat = state.decider
            for move in legal:
                if move.kind != MoveKind.PICK:
                    continue
                text = gain(rules, state, move, sets_off=False)
                if not text.startswith("no points yet: one more cell ("):
                    continue
                after = afterstate(rules, state, move)
                named, bonus_words = text.removeprefix("no points yet: one more cell (").split(
                    ") earns ")
                marks = after.players[seat].marks
                hits = [(area, cell) for area in rules.areas for cell in range(len(marks[area]))
                        if not marks[area][cell]
                        and words.cell_name(rules, area, cell, marks[area]) == named]
                assert len(hits) == 1, (text, hits)
                area, cell = hits[0]
                crossed = list(marks[area])
                fired = rules.areas[area].mark(crossed, cell, 1)
                assert any(words.bonus_name(rules, code) == bonus_words for code in fired), \
                    (text, fired)
                found += 1
                break
            state = rules.apply(state, chooser.choose(state, legal))
    assert found == 3


# ---------------------------------------------------------------------- at the desk
def _with_hints_first(monkeypatch, kind: MoveKind) -> None:  # type: ignore[no-untyped-def]
    """The learned player's answer with a move of ``kind`` on top (the answer is real, the
    order is the test's): the desk's way to play it is what is tested."""
    real = hint_desk.compute_hints

    def ordered(state, legal, **how):  # type: ignore[no-untyped-def]
        found = real(state, legal, **how)
        wanted = next(m for m in legal if m.kind == kind)
        rest = [f for f in found if f[0] != wanted]
        return [(wanted, found[0][1] + 1, 0.0), *rest]

    monkeypatch.setattr(hint_desk, "compute_hints", ordered)


def _hint_up(desk):  # type: ignore[no-untyped-def]
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=5))
    desk.wait_for_human_or_end()
    desk.settle()
    desk.key(Qt.Key.Key_H)
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    desk.qtbot.waitUntil(lambda: bool(hints.property("rows")), timeout=20_000)
    desk.settle()
    return hints


def test_enter_plays_a_reroll_hint(desk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _with_hints_first(monkeypatch, MoveKind.REROLL)
    _hint_up(desk)
    assert desk.text("hintRow0") == "Use a reroll"
    assert desk.text("hintGain0")
    desk.key(Qt.Key.Key_Return)
    assert desk.game.record.moves[-1].kind == MoveKind.REROLL


def test_a_click_on_a_hint_row_plays_its_move(desk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _with_hints_first(monkeypatch, MoveKind.REROLL)
    hints = _hint_up(desk)
    second = hints._moves[1]
    # the panel shows whole hints only: where the second is a scroll away, scroll to it first
    scroll, row = desk.item("hintScroll"), desk.item("hintChoice1")
    top = row.mapToItem(scroll.property("contentItem"), QPointF(0, 0)).y()
    scroll.setProperty("contentY", max(0.0, min(top, scroll.property("contentHeight")
                                               - scroll.height())))
    desk.settle()
    desk.click("hintChoice1")
    assert desk.game.record.moves[-1] == second


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_advice_keeps_most_of_a_row_beside_a_long_score(desk, size) -> None:  # type: ignore[no-untyped-def]
    """German scores are long ("265 erwartet, −2 gegenüber dem besten"): they wrap in a third
    of the row, and the advice keeps the rest (it used to get a word per line)."""
    from cleverdesk.ui.common import language

    desk.window.resize(*size)
    desk.engine.singletonInstance("Cleverdesk", "Language").choose("de")
    try:
        hints = _hint_up(desk)
        assert len(hints.property("rows")) >= 2
        for index in range(len(hints.property("rows"))):
            row = desk.item(f"hintChoice{index}")
            advice_width = desk.item(f"hintRow{index}").width()
            score = desk.item(f"hintScore{index}")
            assert score.width() <= row.width() / 3 + 1
            assert advice_width >= row.width() * 0.5, (index, advice_width, row.width())
    finally:
        language.install("en")
