"""Dice cannot be fished, simulations are reproducible, and bots do not peek at future dice."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

from cleverdesk.engine import Move, MoveKind, Phase, apply, legal_moves
from cleverdesk.engine import dice as oracle
from cleverdesk.engine.bots import GreedyBot, RandomBot, make_bot
from cleverdesk.engine.model import Track
from cleverdesk.engine.simulate import simulate

from .support import active_roll_state, rules, setup


def test_a_face_is_a_pure_function_of_seed_and_place() -> None:
    assert oracle.face(7, 1, 0, "active", 1, 0, "blue") == oracle.face(7, 1, 0, "active", 1, 0,
                                                                       "blue")
    faces = [oracle.face(s, 1, 0, "active", 1, 0, "blue") for s in range(6000)]
    counts = [faces.count(v) for v in range(1, 7)]
    assert all(900 < c < 1100 for c in counts), counts  # about uniform


def test_a_throw_of_several_dice_shows_the_faces_each_die_would_show_alone() -> None:
    """The engine throws a roll in one call: the very faces of every earlier version, so
    saved games replay to the same dice."""
    dice = ("white", "yellow", "blue", "green", "orange", "purple")
    # pinned (the values of every earlier version): the oracle never changes
    assert oracle.face(7, 1, 0, "active", 1, 0, "blue") == 3
    assert oracle.face(12345, 3, 1, "active", 2, 1, "white") == 6
    assert oracle.tiebreak(7, 1, "solo_passive", "blue") == 9957173785642834162
    assert oracle.choose_index(7, 4, "first_player") == 0
    for seed in range(200):
        for where in ((1, 0, "active", 1, 0), (3, 2, "active", 3, 1), (2, 0, "solo_passive")):
            assert oracle.faces(seed, dice, *where) == tuple(
                oracle.face(seed, *where, die) for die in dice)


def test_undo_cannot_fish_for_dice() -> None:
    """Undoing a pick and picking another die meets the same later faces for the dice still
    in play: a die's face depends on where in the game it is thrown, not on what came before."""
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 3, "orange": 4, "purple": 5}
    start = active_roll_state(faces, seed=42)
    a = apply(start, Move(MoveKind.PICK, die="yellow", area="yellow", cell=4))  # yellow 2
    b = apply(start, Move(MoveKind.PICK, die="blue", area="blue", cell=2))  # blue 3 + white 1
    assert a.roll_no == b.roll_no == 2
    in_both = set(rules().dice_at(a, "roll")) & set(rules().dice_at(b, "roll"))
    assert in_both >= {"green", "orange", "purple"}
    for die in in_both:
        assert a.faces[die] == b.faces[die]
    # and a reroll after either choice meets the same faces again
    for s in (a, b):
        s.players[s.active].tracks["reroll"] = Track(unlocked=2)
    a2, b2 = apply(a, Move(MoveKind.REROLL)), apply(b, Move(MoveKind.REROLL))
    for die in in_both:
        assert a2.faces[die] == b2.faces[die]


def test_replaying_a_different_choice_meets_the_same_solo_passive_roll() -> None:
    start = rules().new_game(setup(1, seed=77))
    first, second = legal_moves(start)[0], legal_moves(start)[-1]
    layouts = []
    for move in (first, second):
        state = apply(start, move)
        while state.phase != Phase.PASSIVE_PICK:
            state = apply(state, legal_moves(state)[0])
        layouts.append(dict(state.faces))
    assert layouts[0] == layouts[1]


def test_greedy_does_not_read_future_dice() -> None:
    """The seed is the only way to the dice still to come: changing it must not change any of
    greedy's choices (all present faces stay as they are)."""
    bot = GreedyBot()
    for seed in range(25):
        state = rules().new_game(setup(2, seed=seed))
        steps = 0
        while state.phase != Phase.GAME_OVER and steps < 60:
            moves = legal_moves(state)
            other = replace(state, setup=state.setup.model_copy(
                update={"seed": state.setup.seed + 1_000_003}))
            assert bot.choose(state, moves) == bot.choose(other, moves)
            state = apply(state, bot.choose(state, moves))
            steps += 1


def test_greedy_is_clearly_stronger_than_random() -> None:
    greedy = simulate("ganz-schoen-clever", "greedy", games=40, seed=5)
    rand = simulate("ganz-schoen-clever", "random", games=40, seed=5)
    assert greedy["mean"] > rand["mean"] + 30


def test_bots_only_choose_legal_moves() -> None:
    for bot in (make_bot("random", 1), make_bot("greedy", 1)):
        state = rules().new_game(setup(3, seed=9))
        while state.phase != Phase.GAME_OVER:
            moves = legal_moves(state)
            move = bot.choose(state, moves)
            assert move in moves
            state = apply(state, move)


def test_random_bot_is_reproducible() -> None:
    state = rules().new_game(setup(1, seed=1))
    moves = legal_moves(state)
    assert [RandomBot(3).choose(state, moves) for _ in range(3)] == \
        [RandomBot(3).choose(state, moves) for _ in range(3)]


def timeless(result: dict[str, object]) -> dict[str, object]:
    timings = ("seconds_per_game", "ms_per_game", "decision_ms", "decision_cpu_ms")
    return {k: v for k, v in result.items() if k not in timings}


def test_simulation_is_deterministic_for_a_seed() -> None:
    one = simulate("ganz-schoen-clever", "greedy", games=15, seed=3)
    two = simulate("ganz-schoen-clever", "greedy", games=15, seed=3)
    other = simulate("ganz-schoen-clever", "greedy", games=15, seed=4)
    assert timeless(one) == timeless(two)
    assert timeless(one) != timeless(other)
    assert sum(one["rating_histogram"].values()) == 15  # type: ignore[union-attr]


def test_sim_command_prints_the_statistics_as_json() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cleverdesk", "sim", "--game", "ganz-schoen-clever", "--bot",
         "greedy", "--games", "5", "--seed", "1", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout
    result = json.loads(out)
    for key in ("games", "mean", "stdev", "median", "p90", "per_area", "foxes",
                "rating_histogram", "seconds_per_game"):
        assert key in result
    assert result["games"] == 5
    assert set(result["per_area"]) == {"yellow", "blue", "green", "orange", "purple"}
    totals_area = sum(result["per_area"].values())
    assert totals_area <= result["mean"]  # foxes only add
