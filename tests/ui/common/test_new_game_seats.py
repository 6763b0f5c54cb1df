"""ui/common/new_game.py: the seats and seed of a new game, for both tables, each in its own
words: a seat without a name is numbered, a computer seat gets the game's default player or a
stand-in's, an unknown computer player or a seed that is no whole number is refused."""

from __future__ import annotations

from typing import Any

import pytest

from cleverdesk.ui.common.new_game import players_and_seed


def test_unnamed_seats_are_numbered_and_computers_get_the_default(qapp: Any) -> None:
    seats = [{"name": " Ann "}, {}, {"computer": True}, {"computer": True, "bot": "hard"}]
    players, seed = players_and_seed(seats, "17", "Game", default_bot="easy",
                                     bots={"easy", "hard"})
    assert [(p.name, p.bot) for p in players] == [
        ("Ann", None), ("Player 2", None), ("Computer 3", "easy"), ("Computer 4", "hard")]
    assert seed == 17


def test_a_stand_in_becomes_the_default_and_an_unknown_player_is_refused(qapp: Any) -> None:
    seats = [{"computer": True, "bot": "expert"}]
    players, _ = players_and_seed(seats, "", "SetCubedGame", default_bot="greedy",
                                  bots={"greedy"}, stand_ins={"expert"})
    assert players[0].bot == "greedy"
    with pytest.raises(ValueError, match="Unknown computer opponent expert"):
        players_and_seed(seats, "", "SetCubedGame", default_bot="greedy", bots={"greedy"})
    with pytest.raises(ValueError, match="Unknown computer player expert"):
        players_and_seed(seats, "", "Game", default_bot="greedy", bots={"greedy"})


def test_the_seed_is_typed_or_drawn(qapp: Any) -> None:
    with pytest.raises(ValueError, match="whole number"):
        players_and_seed([{}], "12a", "Game", default_bot="easy", bots={"easy"})
    drawn = {players_and_seed([{}], "  ", "Game", default_bot="easy", bots={"easy"})[1]
             for _ in range(5)}
    assert all(1 <= seed < 2**31 for seed in drawn) and len(drawn) > 1
