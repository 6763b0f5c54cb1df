"""Levels of computer player that people can beat: the learned network, playing less sharply.

A levelled player judges every move with the same network as the learned one, then draws its
move from a softmax over the expected scores with a temperature in points: at a low temperature
it nearly always plays the best move, at a high one it often plays a slightly worse one. Only
moves within ``PLAUSIBLE`` points of the best are ever drawn, so its mistakes are those a person
makes (the second-best cell, a bonus taken a little early), never absurd ones (forfeiting a roll
that fills a row).

Each level's temperature per game is calibrated by ``python -m cleverdesk levels --calibrate``
to a target share of the learned player's solo mean, and stored with the weights in
``weights/levels.json`` together with the measured means and the hash of the weights file they
were measured with (a test fails when the weights change and the calibration is not redone).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from ..games import get_rules
from ..model import GameState, Move
from .greedy import GreedyBot
from .learned import Evaluator, shipped_network
from .network import ValueNetwork
from .shipped import WEIGHTS_DIR, has_weights, weights_path

LEVELS_PATH = WEIGHTS_DIR / "levels.json"

# The levels below the learned player, weakest first, with the share of the learned player's
# solo mean each aims at (Ganz schön clever: ~170, ~210, ~245 beside the learned ~274).
SOFT_LEVELS: dict[str, float] = {"beginner": 0.62, "casual": 0.77, "skilled": 0.89}
# Every level a seat can have, weakest first ("learned" is the strong level, "expert" searches).
LEVEL_ORDER: tuple[str, ...] = (*SOFT_LEVELS, "learned", "expert")
PLAUSIBLE = 40.0  # points behind the best move beyond which a move is never drawn


@dataclass(frozen=True)
class Calibration:
    temperature: float
    mean: float | None  # measured solo mean (sim, see ``games`` and ``seed``)
    games: int
    seed: int


def weights_digest(game: str) -> str:
    return hashlib.sha256(weights_path(game).read_bytes()).hexdigest()[:16]


@cache
def _stored() -> dict[str, Any]:
    if not LEVELS_PATH.is_file():
        return {}
    data: dict[str, Any] = json.loads(LEVELS_PATH.read_text(encoding="utf-8"))
    return data


def calibration(game: str, level: str) -> Calibration | None:
    entry = _stored().get(game, {}).get("levels", {}).get(level)
    if entry is None:
        return None
    return Calibration(float(entry.get("temperature", 0.0)), entry.get("mean"),
                       int(entry.get("games", 0)), int(entry.get("seed", 0)))


def expected_mean(game: str, level: str) -> float | None:
    """The solo mean measured for ``level`` in ``game`` (None where not measured)."""
    found = calibration(game, level)
    return None if found is None else found.mean


# A level not calibrated for a game yet plays with these temperatures (points).
DEFAULT_TEMPERATURE = {"beginner": 6.4, "casual": 4.1, "skilled": 2.2}  # GSC's, calibrated


class LevelBot:
    """Draws among the plausible moves, better ones more often, by a temperature."""

    def __init__(self, level: str, seed: int = 0, network: ValueNetwork | None = None,
                 temperature: float | None = None) -> None:
        if level not in SOFT_LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(SOFT_LEVELS)})")
        self.name = level
        self._level = level
        self._network = network
        self._temperature = temperature
        self._rng = np.random.default_rng(seed)
        self._evaluators: dict[str, Evaluator] = {}
        self._greedy = GreedyBot(seed)

    def temperature(self, game: str) -> float:
        if self._temperature is not None:
            return self._temperature
        found = calibration(game, self._level)
        return found.temperature if found else DEFAULT_TEMPERATURE[self._level]

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        if self._network is None and not has_weights(state.game):
            return self._greedy.choose(state, legal_moves)
        evaluator = self._evaluators.get(state.game)
        if evaluator is None:
            network = self._network or shipped_network(state.game)
            evaluator = self._evaluators[state.game] = Evaluator(get_rules(state.game), network)
        expected = evaluator.judge(state, legal_moves).expected.astype(np.float64)
        return legal_moves[draw(expected, self.temperature(state.game), self._rng)]


def draw(expected: np.ndarray, temperature: float, rng: np.random.Generator) -> int:
    """Index of a move drawn by softmax(expected / temperature) among the plausible ones."""
    best = float(expected.max())
    weights = np.where(expected >= best - PLAUSIBLE,
                       np.exp((expected - best) / max(temperature, 1e-6)), 0.0)
    weights /= weights.sum()
    return int(rng.choice(len(expected), p=weights))


# ---------------------------------------------------------------------- calibration
def solo_mean(game: str, bot_of_seed: Any, games: int, seed: int) -> float:
    """The mean solo score of the player ``bot_of_seed(game_seed)`` makes over ``games`` games
    with the seeds ``sim --seed seed`` plays (so the figures are those of ``sim``)."""
    from ..model import GameSetup, Phase, PlayerSetup
    from ..simulate import game_seed

    rules = get_rules(game)
    total = 0
    for index in range(games):
        setup = GameSetup(game=game, players=[PlayerSetup(name="solo", bot="learned")],
                          seed=game_seed(seed, index))
        bot = bot_of_seed(setup.seed * 7)  # the seat's seed as ``sim`` gives it
        state = rules.new_game(setup)
        while state.phase != Phase.GAME_OVER:
            state = rules.apply_unchecked(state, bot.choose(state, rules.legal_moves(state)))
        total += rules.total(state.players[0])
    return total / games


def calibrate(game: str, games: int = 1000, seed: int = 11, search_games: int = 150,
              steps: int = 7, report: Any = print) -> dict[str, Any]:
    """Find each soft level's temperature for ``game`` (bisection on its logarithm, with
    ``search_games`` games a step), measure every level over ``games`` games, and return the
    entry ``levels.json`` keeps for the game."""
    from .learned import LearnedBot

    learned = solo_mean(game, lambda s: LearnedBot(s), games, seed)
    report(f"{game}: learned {learned:.1f} over {games} games")
    levels: dict[str, Any] = {"learned": {"mean": round(learned, 2), "games": games,
                                          "seed": seed}}
    for level, share in SOFT_LEVELS.items():
        target = share * learned
        low, high = -2.0, 5.0  # log temperature: 0.14 … 148 points
        for _ in range(steps):
            middle = (low + high) / 2
            temperature = float(np.exp(middle))
            mean = solo_mean(game, lambda s, t=temperature, v=level: LevelBot(v, s, temperature=t),
                             search_games, seed + 1)
            report(f"  {level}: temperature {temperature:.2f} → {mean:.1f} (target {target:.0f})")
            if mean > target:
                low = middle  # too strong: hotter
            else:
                high = middle
        temperature = round(float(np.exp((low + high) / 2)), 3)
        mean = solo_mean(game, lambda s, t=temperature, v=level: LevelBot(v, s, temperature=t),
                         games, seed)
        report(f"  {level}: temperature {temperature} → {mean:.1f} over {games} games")
        levels[level] = {"temperature": temperature, "mean": round(mean, 2), "games": games,
                         "seed": seed, "target": round(target, 1)}
    return {"weights": weights_digest(game), "levels": levels}


def measure(game: str, games: int = 1000, seed: int = 11, workers: int = 1,
            report: Any = print) -> dict[str, Any]:
    """Measure the learned player and every soft level at its stored temperature over ``games``
    games (``sim --bot <level> --games --seed``, in ``workers`` processes) and return the entry
    ``levels.json`` keeps for the game: a stored calibration measured again on more games."""
    from ..simulate import simulate

    stored = _stored().get(game, {}).get("levels", {})
    levels: dict[str, Any] = {}
    for level in ("learned", *SOFT_LEVELS):
        mean = float(simulate(game, level, games=games, seed=seed, workers=workers)["mean"])
        report(f"{game}: {level} {mean:.1f} over {games} games")
        levels[level] = {**stored.get(level, {}), "mean": round(mean, 2), "games": games,
                         "seed": seed}
        if level in SOFT_LEVELS:
            levels[level]["temperature"] = LevelBot(level).temperature(game)
    return {"weights": weights_digest(game), "levels": levels}


def save_calibration(game: str, entry: dict[str, Any]) -> None:
    data = dict(_stored())
    previous = data.get(game, {}).get("levels", {})
    if "expert" in previous and entry["weights"] == data.get(game, {}).get("weights"):
        entry["levels"].setdefault("expert", previous["expert"])
    data[game] = entry
    LEVELS_PATH.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    _stored.cache_clear()


def calibrated_for_shipped(game: str) -> bool:
    """Whether ``levels.json`` was measured with the weights that ship now."""
    stored = _stored().get(game, {}).get("weights")
    return has_weights(game) and stored == weights_digest(game)


def store_expert_mean(game: str, mean: float, games: int, seed: int) -> None:
    """Keep the expert's measured mean (``sim --bot expert``) beside the calibrated levels."""
    data = dict(_stored())
    entry = data.setdefault(game, {"weights": weights_digest(game), "levels": {}})
    entry["levels"]["expert"] = {"mean": round(mean, 2), "games": games, "seed": seed}
    LEVELS_PATH.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    _stored.cache_clear()
