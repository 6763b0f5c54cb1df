"""Moves with wrongly typed fields are illegal moves, not crashes (issue #22, point 8).

The fault-injection run found 1 154 of 10 648 odd-typed Clever moves raising ``TypeError``.
Every legal move of some real positions is bent one field at a time into a wrong type; the
engine must refuse each with ``IllegalMove`` (reason ``malformed``), through ``apply`` and
``diagnose``, for every game of the series.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cleverdesk.engine import GAME_IDS, GameSetup, IllegalMove, Move, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.errors import Reason

WRONG = {
    "die": [4, 4.0, ["w"], True],
    "area": [1, b"yellow", ("yellow",)],
    "cell": ["3", 3.0, True, [3]],
    "bonus": [7, ["fox"]],
    "option": [2, {"x": 1}],
    "value": ["6", 6.5, False, [6]],
}


def positions(game: str, count: int = 6):  # type: ignore[no-untyped-def]
    rules = get_rules(game)
    setup = GameSetup(game=game, players=[PlayerSetup(name="A", bot="random"),
                                          PlayerSetup(name="B", bot="random")], seed=11)
    state = rules.new_game(setup)
    bot = make_bot("random", seed=3)
    rng = random.Random(5)
    seen = 0
    while seen < count and state.decider is not None:
        moves = rules.legal_moves(state)
        if rng.random() < 0.3:
            seen += 1
            yield state, moves
        state = rules.apply(state, bot.choose(state, moves))


@pytest.mark.parametrize("game", GAME_IDS)
def test_wrongly_typed_fields_are_malformed_moves(game: str) -> None:
    rules = get_rules(game)
    tried = 0
    for state, moves in positions(game):
        for move in moves[:12]:
            for name, values in WRONG.items():
                for value in values:
                    bent = dataclasses.replace(move, **{name: value})
                    with pytest.raises(IllegalMove) as refused:
                        rules.apply(state, bent)
                    assert refused.value.reason == Reason.MALFORMED, (bent, refused.value)
                    assert rules.diagnose(state, bent) == Reason.MALFORMED
                    tried += 1
    assert tried > 100


@pytest.mark.parametrize("game", GAME_IDS)
def test_an_unknown_kind_or_not_a_move_is_malformed(game: str) -> None:
    rules = get_rules(game)
    state, moves = next(positions(game, 1))
    for bent in (dataclasses.replace(moves[0], kind="jump"),  # type: ignore[arg-type]
                 "pick yellow 3", None, 0, b""):
        with pytest.raises(IllegalMove) as refused:
            rules.apply(state, bent)  # type: ignore[arg-type]
        assert refused.value.reason == Reason.MALFORMED
        assert rules.diagnose(state, bent) == Reason.MALFORMED  # type: ignore[arg-type]


def test_well_typed_moves_still_play() -> None:
    rules = get_rules(GAME_IDS[0])
    state, moves = next(positions(GAME_IDS[0], 1))
    assert rules.apply(state, moves[0]).move_count == state.move_count + 1
    assert isinstance(moves[0], Move)
