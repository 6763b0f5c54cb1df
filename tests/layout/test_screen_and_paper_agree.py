"""The screen and the paper show what the sheet's state says (issue 48): for every element of
every Clever game, at the start, in the middle and at the end of real games, the screen's rows
(``SheetModel``) and what the painter draws (its strokes and the numbers it writes) are what
``element_state`` answers for that element."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from functools import cache

import pytest
from PySide6.QtGui import QGuiApplication

from cleverdesk.engine import GameSetup, GameState, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.layout import LAYOUT_GAME_IDS, Element, Kind, sheet_geometry
from cleverdesk.layout.element_state import (
    ElementState,
    Mark,
    Status,
    element_state,
    game_facts,
)
from cleverdesk.printing.sheet_painter import Filling, drawn_strokes, drawn_texts
from cleverdesk.ui.table.sheet_model import SheetModel, picture_rows

SEATS = 3  # three players: rounds printed for fewer players go unused

SCREEN_MARKS = {Mark.CROSS: "✕", Mark.PRINTED: "✕", Mark.CIRCLE: "◯", Mark.CIRCLE_CROSS: "⊗"}
PEN = {Mark.CROSS: ["cross"], Mark.PRINTED: ["printed cross"], Mark.CIRCLE: ["ring"],
       Mark.CIRCLE_CROSS: ["ring", "cross"], Mark.STRUCK: ["strike"]}


@pytest.fixture(autouse=True)
def gui_app(qapp: QGuiApplication) -> Iterator[QGuiApplication]:
    yield qapp


@cache
def sampled(game: str) -> tuple[GameState, ...]:
    """A game of three greedy players at its start, in its middle (an active turn with dice in
    its fields) and at its end."""
    rules = get_rules(game)
    final, record = play_game(rules, GameSetup(game=game, players=[
        PlayerSetup(name=f"P{n}", bot="greedy") for n in range(SEATS)], seed=7))
    state = rules.new_game(record.setup, record.throws)
    samples = [state]
    for number, move in enumerate(record.moves, start=1):
        state = rules.apply(state, move)
        if len(samples) == 1 and number >= len(record.moves) // 2 and any(state.fields):
            samples.append(state)
    assert len(samples) == 2
    return (*samples, final)


def screen_row(e: Element, shown: ElementState) -> tuple[str, str]:
    """The (mark, status) a screen row carries for what an element shows."""
    text = SCREEN_MARKS.get(shown.mark, shown.value) if e.kind == Kind.CELL else shown.value
    return text, shown.status.value


def paper_strokes(e: Element, shown: ElementState) -> list[str]:
    """What the painter strokes for what an element shows, in the order it draws."""
    struck = ["strike"] if shown.status == Status.STRUCK else []  # the "½" printed in the cell
    if shown.mark == Mark.NUMBER:  # Clever 4ever's pink rings its 2, 4 and 6
        circled = e.code.startswith("circled:") and shown.value in e.code[8:].split(",")
        return struck + (["ring"] if circled else [])
    return struck + PEN.get(shown.mark, [])


def by_element(drawn: list, what: str) -> dict[int, list[str]]:
    out: dict[int, list[str]] = defaultdict(list)
    for item in drawn:
        if item.element is not None:
            out[id(item.element)].append(getattr(item, what))
    return out


@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_screen_and_paper_draw_what_each_element_shows(game: str) -> None:
    rules, geometry = get_rules(game), sheet_geometry(game)
    printed = by_element(drawn_texts(geometry), "text")  # the blank sheet's own texts
    model = SheetModel(geometry, rules)
    rows = range(len(geometry.elements))
    for moment, state in enumerate(sampled(game)):
        for seat in range(SEATS):
            facts = game_facts(rules, state, seat)
            model.show(seat, state)
            screen = picture_rows(model, rows)
            strokes = by_element(drawn_strokes(geometry, Filling(facts)), "stroke")
            texts = by_element(drawn_texts(geometry, Filling(facts)), "text")
            for e, row in zip(geometry.elements, screen, strict=True):
                shown = element_state(facts, e)
                where = (moment, seat, e)
                assert (row["mark"], row["status"]) == screen_row(e, shown), where
                assert strokes.get(id(e), []) == paper_strokes(e, shown), where
                written = Counter(texts.get(id(e), [])) - Counter(printed.get(id(e), []))
                numbers = [shown.value] if shown.mark == Mark.NUMBER else []
                assert sorted(written.elements()) == numbers, where


def test_the_sampled_games_show_every_status_and_mark() -> None:
    """The comparison above meets every answer element_state gives."""
    seen: set[Status | Mark] = set()
    for game in LAYOUT_GAME_IDS:
        rules, geometry = get_rules(game), sheet_geometry(game)
        for state in sampled(game):
            for seat in range(SEATS):
                facts = game_facts(rules, state, seat)
                for e in geometry.elements:
                    shown = element_state(facts, e)
                    seen |= {shown.status, shown.mark}
    assert seen == set(Status) | set(Mark)


def test_a_sheet_printed_during_a_round_circles_the_bonus_that_round_gave() -> None:
    """The bonus of a round is the player's as the round begins (the screen ticks it); the
    printed sheet circles it then too, and crosses the round off only once it is played."""
    game = "ganz-schoen-clever"
    rules, geometry = get_rules(game), sheet_geometry(game)
    state = rules.new_game(GameSetup(game=game, players=[PlayerSetup(name="P")], seed=1))
    assert state.round == 1
    strokes = by_element(drawn_strokes(geometry, Filling(game_facts(rules, state, 0))), "stroke")
    first_bonus, first_round = (next(e for e in geometry.of_kind(kind) if e.index == 1)
                                for kind in (Kind.BONUS, Kind.ROUND))
    assert first_bonus.area == "round"
    assert strokes[id(first_bonus)] == ["ring"]
    assert id(first_round) not in strokes
