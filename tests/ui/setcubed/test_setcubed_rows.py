"""ui/setcubed/rows.py: the board's rows cover every cell in order and say what lies there
(tile, a die placed this turn, bonus, logo) and what is lit for the chosen die while a human
builds; the hand's rows number the dice and say which may be clicked in each phase; the seats
mark the computers and, at the end, the winners. The tooltips moved here from SetCubedGame keep
their translation context: in German they read as before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.setcubed import Phase, PlayerSetup, SetCubedSetup, get_rules
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.models import BoardModel, HandModel, SeatModel
from cleverdesk.ui.setcubed.rows import board_rows, hand_rows, seat_rows
from cleverdesk.ui.setcubed.turn import Turn

RULES = get_rules()


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    language.install("en")
    yield
    language.install("en")


def opening():
    setup = SetCubedSetup(players=[PlayerSetup(name="Anna"), PlayerSetup(name="Bot", bot="random")],
                          seed=3)
    state = RULES.new_game(setup)
    assert state.phase == Phase.OPENING and state.decider is not None
    return state, {h.die: h.face for h in state.players[state.decider].hand}


def by_cell(rows):
    role = BoardModel.ROLE_NAMES.index
    return {(row[role("row")], row[role("column")]): dict(zip(BoardModel.ROLE_NAMES, row,
                                                              strict=True)) for row in rows}


def test_every_cell_row_by_row_with_its_logo_and_bonus(english) -> None:
    state, faces = opening()
    rows = board_rows(RULES, state, Turn(), faces, set(), interactive=True, building=True)
    assert [(r[0], r[1]) for r in rows] == [(r, c) for r in range(1, RULES.rows + 1)
                                            for c in range(1, RULES.columns + 1)]
    cells = by_cell(rows)
    logo = RULES.board.logo[0]
    assert cells[logo]["logo"] and cells[logo]["tip"].endswith(" · logo")
    bonus_cell, bonus = next(iter(RULES.board.bonus.items()))
    assert cells[bonus_cell]["bonus"] == bonus
    assert cells[bonus_cell]["tip"].endswith(f" · bonus square +{bonus}")
    assert not any(row["hint"] or row["pending"] or row["cursor"] for row in cells.values())


def test_a_chosen_die_lights_the_free_logo_cells_only_while_building(english) -> None:
    state, faces = opening()
    turn = Turn()
    die = next(iter(faces))
    turn.choose(Phase.OPENING, die)
    other = next(d for d in faces if d != die)
    turn.put(RULES, state, other, RULES.board.logo[0], faces[other])
    turn.choose(Phase.OPENING, die)
    turn.cursor = RULES.board.logo[2]
    cells = by_cell(board_rows(RULES, state, turn, faces, set(), interactive=True,
                               building=True))
    assert {c for c, row in cells.items() if row["hint"]} == set(RULES.board.logo[1:])
    placed = cells[RULES.board.logo[0]]
    assert placed["pending"] and placed["face"] == faces[other] and "placed this turn" in \
        placed["spoken"]
    assert cells[RULES.board.logo[2]]["cursor"]
    cells = by_cell(board_rows(RULES, state, turn, faces, set(), interactive=False,
                               building=False))
    assert not any(row["hint"] for row in cells.values())


def test_the_hand_numbers_its_dice_and_knows_what_may_be_clicked(english) -> None:
    state, faces = opening()
    seat = state.decider
    turn = Turn()
    placed = next(iter(faces))
    turn.put(RULES, state, placed, RULES.board.logo[0], faces[placed])
    rows = [dict(zip(HandModel.ROLE_NAMES, row, strict=True))
            for row in hand_rows(RULES, state, seat, turn, interactive=True)]
    assert [row["key"] for row in rows] == [str(n) for n in range(1, len(faces) + 1)]
    assert [row["die"] for row in rows] == [h.die for h in state.players[seat].hand]
    assert all(row["selectable"] != row["placed"] for row in rows)
    assert rows[0]["tip"].endswith("(key 1)")
    watching = hand_rows(RULES, state, seat, turn, interactive=False)
    assert not any(row[HandModel.ROLE_NAMES.index("selectable")] for row in watching)
    assert hand_rows(RULES, state, -1, turn, interactive=True) == []


def test_the_seats_mark_the_computer_and_the_winners_at_the_end(english) -> None:
    state, _ = opening()
    rows = [dict(zip(SeatModel.ROLE_NAMES, row, strict=True))
            for row in seat_rows(RULES, state, ["Anna", "Bot"], {1})]
    assert [(r["name"], r["computer"], r["winner"]) for r in rows] == [
        ("Anna", False, False), ("Bot", True, False)]
    bot = make_bot("random", seed=1)
    while state.phase != Phase.GAME_OVER:
        state = RULES.apply(state, bot.choose(state, RULES.legal_moves(state)))
    rows = [dict(zip(SeatModel.ROLE_NAMES, row, strict=True))
            for row in seat_rows(RULES, state, ["Anna", "Bot"], {1})]
    assert {r["seat"] for r in rows if r["winner"]} == set(RULES.winners(state))


def test_the_tooltips_keep_their_german_words(english) -> None:
    state, faces = opening()
    language.install("de")
    cells = by_cell(board_rows(RULES, state, Turn(), faces, set(), interactive=True,
                               building=True))
    hand = hand_rows(RULES, state, state.decider, Turn(), interactive=True)
    bonus_cell, bonus = next(iter(RULES.board.bonus.items()))
    assert not cells[RULES.board.logo[0]]["tip"].endswith(" · logo")
    assert "bonus square" not in cells[bonus_cell]["tip"] and str(bonus) in \
        cells[bonus_cell]["tip"]
    assert "(key 1)" not in hand[0][HandModel.ROLE_NAMES.index("tip")]
