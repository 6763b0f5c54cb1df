"""ui/table/results.py and flash.py: the final scoring the table shows is the engine's, the
words name the winner (or the solo points and rating), and a move flashes the cell it marked."""

from __future__ import annotations

from cleverdesk.engine import GameSetup, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.ui.table.flash import flash_for
from cleverdesk.ui.table.results import (
    TableResults,
    rating_range,
    rating_text,
    result_areas,
    result_rows,
    winners_text,
)

GSC = "ganz-schoen-clever"


def played(players: int, seed: int = 2):
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                      seed=seed)
    state = rules.new_game(setup)
    bot = make_bot("random", seed=seed)
    while state.phase != Phase.GAME_OVER:
        state = rules.apply(state, bot.choose(state, rules.legal_moves(state)))
    return rules, state


def test_the_rows_are_the_engines_scoring(qapp) -> None:
    rules, state = played(players=2)
    names = ["Ann", "Bob"]
    rows = result_rows(rules, state, names)
    assert [r["name"] for r in rows] == names
    assert [r["total"] for r in rows] == [rules.total(p) for p in state.players]
    assert {r["seat"] for r in rows if r["winner"]} == set(rules.winners(state))
    assert [a["code"] for a in result_areas(rules)] == list(rules.areas)
    won = [names[s] for s in rules.winners(state)]
    text = winners_text(rules, state, names)
    assert all(name in text for name in won)
    assert rating_text(rules, state) == "" and rating_range(rules, state) == ""


def test_solo_says_the_points_and_the_rating(qapp) -> None:
    rules, state = played(players=1)
    assert str(rules.total(state.players[0])) in winners_text(rules, state, ["Ann"])
    if rules.rating:
        assert rating_text(rules, state) and "point" in rating_range(rules, state)


def test_nothing_before_the_game_is_over(qapp) -> None:
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="A")], seed=1))
    assert result_rows(rules, state, ["A"]) == [] and winners_text(rules, state, ["A"]) == ""


def test_a_move_flashes_the_cell_it_marked() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="A")], seed=1))
    assert flash_for(rules, state, state) == ({}, -1)
    move = next(m for m in rules.legal_moves(state) if m.kind == MoveKind.PICK and m.area)
    after = rules.apply(state, move)
    flash, seat = flash_for(rules, state, after)
    assert seat == state.decider
    assert flash[("cell", str(move.area), str(move.cell))] == 1


def test_the_table_shows_the_results_of_its_game_once_it_is_over(qapp) -> None:
    rules, state = played(players=2)
    names = ["Ann", "Bob"]
    table = {"state": rules.new_game(GameSetup(
        game=GSC, players=[PlayerSetup(name=n) for n in names], seed=2))}
    results = TableResults(lambda: (rules, table["state"], names))
    assert results.property("rows") == [] and results.property("winnersText") == ""
    assert [a["code"] for a in results.property("areas")] == list(rules.areas)
    table["state"] = state
    assert results.property("rows") == result_rows(rules, state, names)
    assert results.property("winnersText") == winners_text(rules, state, names)
    empty = TableResults(lambda: (None, None, []))
    assert empty.property("areas") == [] and empty.property("ratingRange") == ""
