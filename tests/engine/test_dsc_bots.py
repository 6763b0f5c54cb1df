"""The bots on Doppelt so clever: legal, blind to future dice, greedy clearly above random, and
the areas' own judgement (``potential``) pointing the right way."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

from cleverdesk.engine import Phase, apply, legal_moves
from cleverdesk.engine.bots import GreedyBot, make_bot
from cleverdesk.engine.bots.greedy import area_potential
from cleverdesk.engine.games.doppelt_so_clever import (
    BLUE_AREA,
    GREEN_AREA,
    PINK_AREA,
    YELLOW_AREA,
)
from cleverdesk.engine.simulate import play_game, simulate

from .doppelt_so_clever_support import DSC, new_game, rules, setup


def test_greedy_is_clearly_stronger_than_random() -> None:
    greedy = simulate(DSC, "greedy", games=40, seed=5)
    rand = simulate(DSC, "random", games=40, seed=5)
    assert greedy["mean"] > rand["mean"] + 60


def test_bots_only_choose_legal_moves() -> None:
    for bot in (make_bot("random", 1), make_bot("greedy", 1)):
        state = new_game(players=3, seed=9)
        while state.phase != Phase.GAME_OVER:
            moves = legal_moves(state)
            move = bot.choose(state, moves)
            assert move in moves
            state = apply(state, move)


def test_greedy_does_not_read_future_dice() -> None:
    bot = GreedyBot()
    for seed in range(10):
        state = new_game(players=2, seed=seed)
        for _ in range(60):
            if state.phase == Phase.GAME_OVER:
                break
            moves = legal_moves(state)
            other = replace(state, setup=state.setup.model_copy(
                update={"seed": state.setup.seed + 1_000_003}))
            choice = bot.choose(state, moves)
            assert choice == bot.choose(other, moves)
            state = apply(state, choice)


def test_greedy_spends_its_return_actions() -> None:
    """A kept return action is worth little to the bot, so it brings dice back."""
    s = setup(players=1, seed=3)
    s.players[0].bot = "greedy"
    state, record = play_game(rules(), s)
    assert any(m.kind == "return" for m in record.moves)
    assert state.players[0].tracks["return"].used > 0


def test_sim_command_for_doppelt_so_clever() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cleverdesk", "sim", "--game", DSC, "--bot", "greedy",
         "--games", "3", "--seed", "1", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout
    result = json.loads(out)
    assert result["game"] == DSC and result["games"] == 3
    assert set(result["per_area"]) == {"silver", "yellow", "blue", "green", "pink"}
    assert set(result["rating_histogram"]) == {band.code for band in rules().rating}


# --- the areas' own judgement --------------------------------------------------------------
def test_yellow_values_circles_and_more_so_crosses() -> None:
    empty = [0] * 10
    circled = [1] + [0] * 9
    crossed = [2] + [0] * 9
    assert area_potential(YELLOW_AREA, empty) < area_potential(YELLOW_AREA, circled) \
        < area_potential(YELLOW_AREA, crossed)


def test_blue_prefers_a_high_first_entry_and_keeping_it() -> None:
    def after(*written: int) -> float:
        return area_potential(BLUE_AREA, list(written) + [0] * (12 - len(written)))

    assert after(12) > after(6)
    assert after(10, 10) > after(10, 4)


def test_green_prefers_high_first_and_low_second() -> None:
    def after(*written: int) -> float:
        return area_potential(GREEN_AREA, list(written) + [0] * (12 - len(written)))

    assert after(12) > after(2)
    assert after(12, 2) > after(12, 12)
    assert after(12, 2) > after(12)  # a pair completed low beats one left waiting


def test_pink_prefers_high_values() -> None:
    def after(*written: int) -> float:
        return area_potential(PINK_AREA, list(written) + [0] * (12 - len(written)))

    assert after(6) > after() > after(1)
