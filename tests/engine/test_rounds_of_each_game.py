"""The rounds of each Clever game: how many the number of players gives, five or six players
only with the house rule, and the actions the round bonuses of rounds 1 to 3 unlock.

The tests are the same for every game of the catalogue's ``CLEVER_GAME_IDS``; the round 3
bonus, the one thing that differs, is in ``ROUND_3_UNLOCKS``.
"""

from __future__ import annotations

import pytest

from cleverdesk.catalogue import CLEVER_GAME_IDS
from cleverdesk.engine import (
    GameSetup,
    GameState,
    PlayerSetup,
    SetupError,
    get_rules,
)

from .random_play import play_until

# The action round 3 unlocks; rounds 1 and 2 unlock a re-roll and a +1 in every game.
ROUND_3_UNLOCKS = {
    "ganz-schoen-clever": "reroll",
    "doppelt-so-clever": "return",
    "clever-hoch-drei": "joker",
    "clever-4ever": "polish",
}


def setup(game: str, players: int, seed: int = 1, house_rule: bool = False) -> GameSetup:
    return GameSetup(game=game, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                     seed=seed, house_rule_5_6=house_rule)


def round_start_unlocks(state: GameState) -> list[tuple[int | None, str | None]]:
    """The unlocks that came with the round start in the last move's events."""
    kinds = [e.kind for e in state.last_events]
    start = kinds.index("round")
    return [(e.seat, e.bonus) for e in state.last_events[start:] if e.kind == "unlock"]


@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
@pytest.mark.parametrize(("players", "rounds"), [(1, 6), (2, 6), (3, 5), (4, 4)])
def test_rounds_by_player_count(game: str, players: int, rounds: int) -> None:
    assert get_rules(game).new_game(setup(game, players)).rounds == rounds


@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_five_or_six_players_only_with_the_house_rule(game: str) -> None:
    rules = get_rules(game)
    with pytest.raises(SetupError):
        rules.new_game(setup(game, 5))
    for count in (5, 6):
        assert rules.new_game(setup(game, count, house_rule=True)).rounds == 4


@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_round_bonuses_1_to_3_unlock_actions(game: str) -> None:
    state = get_rules(game).new_game(setup(game, players=2, seed=5))
    assert round_start_unlocks(state) == [(0, "reroll"), (1, "reroll")]
    for player in state.players:
        assert player.tracks["reroll"].unlocked == 1
    state = play_until(state, lambda s: s.round == 2)
    assert round_start_unlocks(state) == [(0, "extra_die"), (1, "extra_die")]
    state = play_until(state, lambda s: s.round == 3)
    third = ROUND_3_UNLOCKS[game]
    assert round_start_unlocks(state) == [(0, third), (1, third)]
