"""ui/table/start.py and table_views.py: the new-game screen's setup (five or six players
only with the house rule); a record replays to the state its moves reach, with the log from who
starts (not said in a solo game); a new game gets new sheets (small ones only for the other
players of a game with several), and a refresh fills the dice tray, the seats and the keys that
take the dice."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.layout import sheet_geometry
from cleverdesk.typed_text import typed
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.start import replay, setup_from
from cleverdesk.ui.table.views import TableViews

GSC = "ganz-schoen-clever"


def record(players: int, moves: int) -> tuple[GameRecord, Any]:
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                      seed=4)
    state, bot, played = rules.new_game(setup), make_bot("random", seed=4), []
    for _ in range(moves):
        move = bot.choose(state, rules.legal_moves(state))
        played.append(move)
        state = rules.apply(state, move)
    return GameRecord(setup=setup, moves=played), state


def test_the_setup_of_the_new_game_screen(qapp: Any) -> None:
    setup = setup_from({"game": "clever-4ever", "seats": [{"name": "Ann"}, {"computer": True}],
                        "seed": "9"})
    assert setup.game == "clever-4ever" and setup.seed == 9
    assert [(p.name, p.bot) for p in setup.players] == [("Ann", None), ("Computer 2", "expert")]
    assert setup_from({}).players[0].name == "Player 1"
    five = {"seats": [{}] * 5}
    with pytest.raises(ValueError, match="house rule"):
        setup_from(five)
    assert setup_from({**five, "houseRule": True}).house_rule_5_6


def test_a_record_replays_to_its_state_with_the_log_from_the_start(qapp: Any) -> None:
    rules = get_rules(GSC)
    kept, state = record(players=2, moves=12)
    replayed = replay(rules, kept, ["P1", "P2"])
    assert replayed.state == state
    first = state.first_player
    assert replayed.lines[0] == (f"{typed(f'P{first + 1}')} starts", first)
    solo, _ = record(players=1, moves=0)
    assert not any("starts" in text for text, _ in replay(rules, solo, ["P1"]).lines)


def test_new_sheets_per_game_and_a_refresh_fills_the_tray_and_seats(qapp: Any) -> None:
    rules = get_rules(GSC)
    owner = QObject()
    views = TableViews(owner)
    assert views.new_game(sheet_geometry(GSC), rules, 1) == [] and views.mini_models() == []
    first = views.sheet
    old = views.new_game(sheet_geometry(GSC), rules, 3)
    assert old == [first] and len(views.mini_models()) == 3
    kept, state = record(players=3, moves=0)
    legal = rules.legal_moves(state)
    dice = sorted({m.die for m in legal if m.die})
    table_input = TableInput()
    views.show(rules, state, legal, table_input=table_input, view=state.decider or 0,
               interactive=True, selectable=dice, chosen=None, names=["A", "B", "C"],
               bots=[], palette={})
    assert views.seats.rowCount() == 3 and views.dice.rowCount() == len(rules.dice)
    assert sorted(table_input.key_dice) == dice, "each die that may be taken has its key"
    assert table_input.targets == {}, "no die chosen: no cell lit yet"
