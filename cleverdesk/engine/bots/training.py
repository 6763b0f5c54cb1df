"""Self-play training of the learned players: TD(λ) by λ-returns, Adam, numpy only.

One *batch* is ``batch_games`` solo games played with the same, frozen weights (split over the
worker processes), then one pass of Adam over their positions towards their λ-returns:

    G_T = final score / scale,   G_t = (1 − λ)·V(x_{t+1}) + λ·G_{t+1}

where x_t are the afterstates the player chose. Exploration is ε-greedy with ε decaying
linearly from ``epsilon_start`` to ``epsilon_end`` over ``epsilon_games`` games.

Off-policy moves cut the trace. A move the network did not prefer (an exploring move, or a move
of a weaker player, below) says nothing about what the network's own player would go on to
score, so the return that passes through it is replaced by the value of the best move of that
position (one-step Q-learning):  G_{t-1} = max_a V(after(s_t, a))  where move t was off-policy.
The values then stay those of the learned player itself, whoever made the moves.

``weak_share`` of the games (a fine-tuning for the game review, which judges *people's* games)
are played by a weaker player (the soft levels' softmax, the greedy player, or the greedy player
with random slips) up to a random point, from which the network's player goes on: the network
sees the sheets beginners make, and learns what a strong player would still make of them.

Everything random derives from the seed and the game's or batch's index, never from the order in
which workers finish, and the checkpoint holds the weights, Adam's moments and the counters: so a
run is reproducible for a seed and a run interrupted anywhere continues from its last checkpoint
exactly as if it had never stopped. Training never runs in the tests' hot path or in CI beyond
a tiny end-to-end run.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

import numpy as np

from ..games import get_rules, use_readings
from ..model import GameSetup, GameState, Move, Phase, PlayerSetup
from ..simulate import game_seed
from .base import Bot
from .features import FeatureSpec, feature_spec
from .greedy import GreedyBot
from .learned import Evaluator, afterstate, continue_after, score_scale
from .network import LAYERS, Array, ValueNetwork, WeightsMismatch

CHECKPOINT = "checkpoint.npz"
BEST = "best.npz"
SNAPSHOTS = "snapshots"  # the weights at every evaluation, <games>.npz: 200 evaluation games
# are a noisy judge, so the weights to publish are chosen among the best few by a longer sim
LOG = "curve.jsonl"
EVAL_SEED = 777_777  # evaluation games never share a seed with training games
CHOOSE_SEED = 12  # choosing among snapshots: nor training's, evaluation's or `sim --seed 11`'s
CHOSEN = "chosen.npz"
# "readings": a run resumed under other readings goes on learning the game under those (a
# network trained for ours, fine-tuned for the rulebooks' narrow readings: readings.py)
RESUME_CHANGES = ("workers", "learning_rate", "teacher_games", "readings", "weak_share")
# the weaker players of ``weak_share`` games: a soft level (its softmax temperature in points),
# the greedy player, and the greedy player that slips to a random move one time in five
WEAK_STYLES = ("beginner", "casual", "skilled", "greedy", "slipping")
WEAK_TEMPERATURE = {"beginner": 6.0, "casual": 4.0, "skilled": 2.2}


@dataclass
class TrainConfig:
    game: str
    seed: int = 1
    batch_games: int = 32
    workers: int = 2
    learning_rate: float = 5e-4
    lam: float = 0.8
    epsilon_start: float = 0.1
    epsilon_end: float = 0.01
    epsilon_games: int = 50_000
    minibatch: int = 256
    eval_every: int = 2_000
    eval_games: int = 200
    # the first games are played by the greedy player (with the same exploration), so the value
    # starts as that of a sensible policy instead of whatever a random network prefers (in
    # Doppelt so clever a fresh network learns that leaving every roll unused avoids negative
    # green points, and self-play alone climbs out of that very slowly)
    teacher_games: int = 0
    # the rulings the games are played under: ours (the desk's) or strict (engine/readings.py),
    # for a network that plays the other programs' readings in `sim --rules strict`
    readings: str = "ours"
    # the share of games a weaker player plays up to a random point (``WEAK_STYLES``)
    weak_share: float = 0.0

    def epsilon(self, games_done: int) -> float:
        share = min(1.0, games_done / max(1, self.epsilon_games))
        return self.epsilon_start + (self.epsilon_end - self.epsilon_start) * share


@dataclass
class Progress:
    games: int = 0
    batches: int = 0
    adam_steps: int = 0
    seconds: float = 0.0
    curve: list[dict[str, float]] = field(default_factory=list)  # evaluations
    best_mean: float = float("-inf")
    recent: list[float] = field(default_factory=list)  # training scores, newest last


# ---------------------------------------------------------------------- playing
@dataclass
class Played:
    """One training game: the chosen afterstates' features, the value of each position's best
    move (score / scale, as the network judged it while playing), whether the network's own
    player chose (False: an exploring or a weaker player's move) and the final score."""

    features: Array
    best: Array
    on_policy: np.ndarray
    total: int


class _WeakPlayer:
    """Plays a training game's first moves as a weaker player, until ``switch``."""

    def __init__(self, style: str, switch_round: int, extra: int, seed: int,
                 rng: np.random.Generator) -> None:
        self.style = style
        self.switch_round = switch_round  # the network takes over in this round …
        self.extra = extra  # … after this many more of the weak player's decisions
        self.rng = rng
        self.greedy = GreedyBot(seed)

    def active(self, state: GameState) -> bool:
        if state.round < self.switch_round:
            return True
        if self.extra > 0:
            self.extra -= 1
            return True
        return False

    def choose(self, state: GameState, moves: list[Move], expected: Array) -> int:
        from .levels import draw

        if self.style in WEAK_TEMPERATURE:
            heat = WEAK_TEMPERATURE[self.style] * float(self.rng.uniform(0.8, 1.6))
            return draw(expected.astype(np.float64), heat, self.rng)
        if self.style == "slipping" and self.rng.random() < 0.2:
            return int(self.rng.integers(len(moves)))
        return moves.index(self.greedy.choose(state, moves))


def weak_player(config: TrainConfig, rules_rounds: int, seed: int,
                rng: np.random.Generator | None) -> _WeakPlayer | None:
    """The weaker player of a ``weak_share`` game, or None for a game of the network's own."""
    if rng is None or config.weak_share <= 0 or rng.random() >= config.weak_share:
        return None
    style = WEAK_STYLES[int(rng.integers(len(WEAK_STYLES)))]
    # round 2 … the last round + 1 (the whole game weak), and up to 7 decisions into it
    switch_round = int(rng.integers(2, rules_rounds + 2))
    return _WeakPlayer(style, switch_round, int(rng.integers(0, 8)), seed, rng)


def play_game(evaluator: Evaluator, seed: int, epsilon: float,
              rng: np.random.Generator | None, teacher: Bot | None = None,
              config: TrainConfig | None = None) -> Played:
    """One solo game, with every chosen afterstate's features and the final score.

    With a ``teacher`` that player chooses (but for the exploring moves) and the network only
    describes its choices; with ``config.weak_share`` a weaker player may open the game."""
    rules = evaluator.rules
    setup = GameSetup(game=rules.game_id, players=[PlayerSetup(name="learner", bot="learned")],
                      seed=seed)
    state = rules.new_game(setup)
    weak = weak_player(config, state.rounds, seed, rng) if config is not None else None
    chosen: list[Array] = []
    best: list[float] = []
    on_policy: list[bool] = []
    scale = evaluator.network.scale
    while state.phase != Phase.GAME_OVER:
        moves = rules.legal_moves(state)
        if len(moves) == 1:  # nothing to choose: not a position to learn from
            state = continue_after(rules, afterstate(rules, state, moves[0]))
            continue
        explore = rng is not None and rng.random() < epsilon
        if teacher is not None:
            assert rng is not None
            move = moves[int(rng.integers(len(moves)))] if explore else \
                teacher.choose(state, moves)
            after = afterstate(rules, state, move)
            chosen.append(evaluator.spec.encode_batch(state, [move], [after])[0])
            best.append(float("nan"))  # the teacher's games keep whole returns, as before
            on_policy.append(True)
            state = continue_after(rules, after)
            continue
        judged = evaluator.judge(state, moves)
        top = judged.best()
        if weak is not None and weak.active(state):
            index = weak.choose(state, moves, judged.expected)
        elif explore:
            assert rng is not None
            index = int(rng.integers(len(moves)))
        else:
            index = top
        chosen.append(judged.features[index])
        best.append(float(judged.expected[top]) / scale)
        # a move to the best move's afterstate is the network's own, whoever chose it
        on_policy.append(judged.afters[index] is judged.afters[top])
        state = continue_after(rules, judged.afters[index])
    total = rules.total(state.players[0])
    inputs = evaluator.spec.size
    features = np.stack(chosen) if chosen else np.zeros((0, inputs), np.float32)
    return Played(features, np.array(best, np.float32), np.array(on_policy, bool), total)


_WORKER: dict[str, Any] = {}


Job = tuple[str, dict[str, Array], str, list[int], int, float, bool, int, str,
            "TrainConfig | None"]


def _play_batch(job: Job) -> list[tuple[int, Played]]:
    (game, arrays, signature, indices, base_seed, epsilon, evaluation, teacher_games, readings,
     config) = job
    before = use_readings(readings)
    try:
        return _play_games(game, arrays, signature, indices, base_seed, epsilon, evaluation,
                           teacher_games, config)
    finally:
        use_readings(before)


def _play_games(game: str, arrays: dict[str, Array], signature: str, indices: list[int],
                base_seed: int, epsilon: float, evaluation: bool, teacher_games: int,
                config: TrainConfig | None = None) -> list[tuple[int, Played]]:
    rules = get_rules(game)
    network = ValueNetwork.from_arrays(arrays, game=game, signature=signature,
                                       scale=score_scale(game))
    evaluator = Evaluator(rules, network)
    results = []
    for index in indices:
        seed = game_seed(base_seed, index)
        rng = None if evaluation else np.random.default_rng([base_seed, index, 1])
        teacher = GreedyBot(index) if index < teacher_games and not evaluation else None
        results.append((index, play_game(evaluator, seed, epsilon, rng, teacher,
                                         None if evaluation else config)))
    return results


class _Runner:
    """Plays lists of games in ``workers`` processes (or in this one for ``workers=1``)."""

    def __init__(self, workers: int, readings: str = "ours") -> None:
        self.workers = workers
        self.readings = readings
        self.pool = None
        if workers > 1:
            method = "fork" if sys.platform.startswith("linux") else "spawn"
            self.pool = multiprocessing.get_context(method).Pool(workers)

    def play(self, network: ValueNetwork, indices: list[int], base_seed: int, epsilon: float,
             evaluation: bool, teacher_games: int = 0, config: TrainConfig | None = None
             ) -> list[tuple[int, Played]]:
        arrays = network.arrays()
        chunks = [indices[k::self.workers] for k in range(self.workers)] if self.pool else [indices]
        jobs: list[Job] = [(network.game, arrays, network.signature, chunk, base_seed, epsilon,
                            evaluation, teacher_games, self.readings, config)
                           for chunk in chunks if chunk]
        if self.pool is None:
            parts = [_play_batch(job) for job in jobs]
        else:
            parts = self.pool.map(_play_batch, jobs)
        return sorted((r for part in parts for r in part), key=lambda r: r[0])

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
            self.pool.join()


# ---------------------------------------------------------------------- learning
def lambda_returns(values: Array, final: float, lam: float, best: Array | None = None,
                   on_policy: np.ndarray | None = None) -> Array:
    """G_t for one game: the λ-mix of the next afterstate's value and the final score; where
    the next move was off-policy, the value of that position's best move instead (the trace is
    cut: what follows a move the network would not make does not judge the moves before it)."""
    returns = np.empty_like(values)
    following = final
    for t in range(len(values) - 1, -1, -1):
        returns[t] = following
        if on_policy is not None and best is not None and not on_policy[t]:
            following = float(best[t])
        else:
            following = (1.0 - lam) * values[t] + lam * following
    return returns


class Adam:
    def __init__(self, network: ValueNetwork, learning_rate: float) -> None:
        self.rate = learning_rate
        self.m = {k: np.zeros_like(a) for k, a in network.arrays().items()}
        self.v = {k: np.zeros_like(a) for k, a in network.arrays().items()}
        self.t = 0

    def step(self, network: ValueNetwork, grads: dict[str, Array]) -> None:
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        correction = np.sqrt(1 - b2 ** self.t) / (1 - b1 ** self.t)
        for name in LAYERS:
            g = grads[name]
            self.m[name] = b1 * self.m[name] + (1 - b1) * g
            self.v[name] = b2 * self.v[name] + (1 - b2) * g * g
            update = self.rate * correction * self.m[name] / (np.sqrt(self.v[name]) + eps)
            setattr(network, name, (getattr(network, name) - update).astype(np.float32))


def learn_batch(network: ValueNetwork, adam: Adam, games: list[tuple[int, Played]],
                config: TrainConfig, batch_index: int) -> float:
    """One pass of Adam over a batch's positions towards their λ-returns; the mean loss."""
    xs, targets = [], []
    for _, game in games:
        if len(game.features) == 0:
            continue
        values = network.values(game.features)
        xs.append(game.features)
        targets.append(lambda_returns(values, game.total / network.scale, config.lam,
                                      game.best, game.on_policy))
    if not xs:
        return 0.0
    x = np.concatenate(xs)
    target = np.concatenate(targets).astype(np.float32)
    order = np.random.default_rng([config.seed, batch_index, 2]).permutation(len(x))
    losses = []
    for start in range(0, len(order), config.minibatch):
        pick = order[start:start + config.minibatch]
        loss, grads = network.gradients(x[pick], target[pick])
        adam.step(network, grads)
        losses.append(loss)
    return float(np.mean(losses))


# ---------------------------------------------------------------------- checkpoints
def fitted(network: ValueNetwork, spec: FeatureSpec) -> ValueNetwork:
    """``network`` for today's features of its game: as it is, or grown by the blocks added
    since it was trained (zero weights, the same values); anything else is refused."""
    if network.signature == spec.signature:
        return network
    if spec.grown_from(network.signature, network.inputs):
        return network.grown(spec.size, spec.signature)
    raise WeightsMismatch(f"weights of feature set {network.signature} ({network.inputs} "
                          f"inputs) do not fit feature set {spec.signature} of {spec.game}")


def save_checkpoint(directory: Path, network: ValueNetwork, adam: Adam, config: TrainConfig,
                    progress: Progress) -> None:
    state = {"config": asdict(config), "progress": asdict(progress), "adam_t": adam.t,
             "network": network.header()}
    arrays: dict[str, Any] = {f"net_{k}": a for k, a in network.arrays().items()}
    arrays.update({f"m_{k}": a for k, a in adam.m.items()})
    arrays.update({f"v_{k}": a for k, a in adam.v.items()})
    header = np.frombuffer(json.dumps(state).encode(), np.uint8)
    directory.mkdir(parents=True, exist_ok=True)
    scratch = directory / (CHECKPOINT + ".tmp.npz")
    np.savez(scratch, header=header, **arrays)
    os.replace(scratch, directory / CHECKPOINT)


def load_checkpoint(directory: Path, out: TextIO | None = None,
                    ) -> tuple[ValueNetwork, Adam, TrainConfig, Progress]:
    with np.load(directory / CHECKPOINT) as npz:
        state = json.loads(bytes(npz["header"]).decode())
        arrays = {k: npz[k] for k in npz.files if k != "header"}
    config = TrainConfig(**state["config"])
    header = state["network"]
    network = ValueNetwork.from_arrays(
        {k: arrays[f"net_{k}"] for k in LAYERS}, game=header["game"],
        signature=header["signature"], scale=float(header["scale"]),
        meta={k: v for k, v in header.items() if k not in ("game", "signature", "scale", "inputs")})
    moments = [{k: arrays[f"{kind}_{k}"] for k in LAYERS} for kind in ("m", "v")]
    grown = fitted(network, feature_spec(get_rules(network.game)))
    if grown is not network:  # the features grew since: Adam's moments grow with the weights
        extra = grown.inputs - network.inputs
        for moment in moments:
            moment["w1"] = np.concatenate(
                [moment["w1"], np.zeros((extra, moment["w1"].shape[1]), np.float32)])
        if out is not None:
            print(f"features grown from {network.inputs} to {grown.inputs} inputs (the new ones "
                  f"start at weight 0)", file=out, flush=True)
        network = grown
    adam = Adam(network, config.learning_rate)
    adam.m, adam.v = moments
    adam.t = int(state["adam_t"])
    progress = Progress(**state["progress"])
    return network, adam, config, progress


# ---------------------------------------------------------------------- the loop
def evaluate(runner: _Runner, network: ValueNetwork, games: int) -> float:
    results = runner.play(network, list(range(games)), EVAL_SEED, 0.0, evaluation=True)
    return float(np.mean([game.total for _, game in results]))


def train(directory: Path, config: TrainConfig | None = None, *, games: int,
          out: TextIO = sys.stdout, stop: Callable[[], bool] = lambda: False,
          changes: dict[str, Any] | None = None) -> Progress:
    """Train until ``games`` games in all have been played (resuming ``directory`` if it holds a
    checkpoint: its configuration wins over ``config``, but for ``changes``, a resumed run's new
    ``workers``, ``learning_rate`` or ``teacher_games``, which are kept in its checkpoint from
    then on; the games already played stay as they were)."""
    if (directory / CHECKPOINT).is_file():
        network, adam, config, progress = load_checkpoint(directory, out)
        print(f"resuming {config.game} at {progress.games} games", file=out, flush=True)
        for name, value in (changes or {}).items():
            if name not in RESUME_CHANGES:
                raise ValueError(f"{name} cannot change when a run resumes")
            if getattr(config, name) != value:
                print(f"{name}: {getattr(config, name)} -> {value} from game {progress.games}",
                      file=out, flush=True)
                setattr(config, name, value)
                if name == "readings":  # the best so far was judged under other rulings
                    progress.best_mean = float("-inf")
        adam.rate = config.learning_rate
    else:
        if config is None:
            raise ValueError(f"{directory} holds no checkpoint: a configuration is needed")
        rules = get_rules(config.game)
        spec = feature_spec(rules)
        network = ValueNetwork.fresh(spec.size, game=config.game, signature=spec.signature,
                                     scale=score_scale(config.game), seed=config.seed)
        adam = Adam(network, config.learning_rate)
        progress = Progress()
    runner = _Runner(config.workers, config.readings)
    try:
        for _ in _batches(runner, network, adam, config, progress, games, directory, out):
            if stop():
                break
    finally:
        runner.close()
    return progress


def _batches(runner: _Runner, network: ValueNetwork, adam: Adam, config: TrainConfig,
             progress: Progress, games: int, directory: Path, out: TextIO) -> Iterator[None]:
    while progress.games < games:
        started = time.perf_counter()
        count = min(config.batch_games, games - progress.games)
        indices = list(range(progress.games, progress.games + count))
        epsilon = config.epsilon(progress.games)
        played = runner.play(network, indices, config.seed, epsilon, evaluation=False,
                             teacher_games=config.teacher_games, config=config)
        loss = learn_batch(network, adam, played, config, progress.batches)
        progress.games += count
        progress.batches += 1
        progress.adam_steps = adam.t
        progress.recent = (progress.recent + [float(g.total) for _, g in played])[-500:]
        elapsed = time.perf_counter() - started
        progress.seconds += elapsed
        print(f"games {progress.games}  {count / elapsed:.1f} games/s  "
              f"running mean {np.mean(progress.recent):.1f}  loss {loss:.5f}  "
              f"epsilon {epsilon:.3f}", file=out, flush=True)
        if progress.games % config.eval_every < count:
            mean = evaluate(runner, network, config.eval_games)
            point = {"games": progress.games, "mean": round(mean, 2),
                     "hours": round(progress.seconds / 3600, 3)}
            progress.curve.append(point)
            print(f"evaluation after {progress.games} games: mean {mean:.1f} over "
                  f"{config.eval_games} games", file=out, flush=True)
            with open(directory / LOG, "a", encoding="utf-8") as log:
                log.write(json.dumps(point) + "\n")
            network.meta = {"games_trained": progress.games, "eval_mean": round(mean, 2)}
            network.save(directory / SNAPSHOTS / f"{progress.games}.npz")
            if mean > progress.best_mean:
                progress.best_mean = mean
                network.save(directory / BEST)
        save_checkpoint(directory, network, adam, config, progress)
        yield None


# ---------------------------------------------------------------------- choosing
def choose(directory: Path, *, top: int = 5, games: int = 1000, workers: int = 2,
           out: TextIO = sys.stdout, readings: str | None = None) -> Path:
    """Play ``games`` games with each of the ``top`` snapshots of best evaluation and copy the
    one of highest mean to ``chosen.npz``: the longer match undoes most of the luck that made a
    200-game evaluation look best. Its games have their own seeds (``CHOOSE_SEED``), so the
    figure reported afterwards (``sim --seed 11``) is not the one the choice was made on."""
    snapshots = [(ValueNetwork.from_bytes(path.read_bytes()), path)
                 for path in sorted((directory / SNAPSHOTS).glob("*.npz"))]
    if not snapshots:
        raise FileNotFoundError(f"{directory / SNAPSHOTS} holds no snapshots yet")
    snapshots.sort(key=lambda item: -float(item[0].meta.get("eval_mean", 0.0)))
    if readings is None:  # the run's own: the snapshots were judged under them
        readings = (load_checkpoint(directory)[2].readings
                    if (directory / CHECKPOINT).is_file() else "ours")
    runner = _Runner(workers, readings)
    results: list[tuple[float, Path, ValueNetwork]] = []
    try:
        for network, path in snapshots[:top]:
            network = fitted(network, feature_spec(get_rules(network.game)))
            played = runner.play(network, list(range(games)), CHOOSE_SEED, 0.0, evaluation=True)
            mean = float(np.mean([game.total for _, game in played]))
            results.append((mean, path, network))
            print(f"{path.name}: mean {mean:.1f} over {games} games (evaluation "
                  f"{network.meta.get('eval_mean')})", file=out, flush=True)
    finally:
        runner.close()
    mean, path, network = max(results, key=lambda r: r[0])
    network.meta = {**network.meta, "chosen_mean": round(mean, 2), "chosen_games": games,
                    **({"readings": readings} if readings != "ours" else {})}
    network.save(directory / CHOSEN)
    print(f"chosen: {path.name} ({mean:.1f}) as {directory / CHOSEN}", file=out, flush=True)
    return directory / CHOSEN


# ---------------------------------------------------------------------- shipping
REFERENCE_SEED = 1


def reference_position(game: str) -> tuple[GameState, list[Move]]:
    """The position whose evaluation ships with the weights: a solo game's first decision."""
    rules = get_rules(game)
    setup = GameSetup(game=game, players=[PlayerSetup(name="reference")], seed=REFERENCE_SEED)
    state = rules.new_game(setup)
    return state, rules.legal_moves(state)


def reference_values(network: ValueNetwork) -> list[float]:
    state, moves = reference_position(network.game)
    evaluator = Evaluator(get_rules(network.game), network)
    return [float(v) for v in evaluator.judge(state, moves).expected]


def publish(best: Path, target: Path) -> ValueNetwork:
    """Copy trained weights into the package with the evaluation they must reproduce."""
    network = ValueNetwork.from_bytes(best.read_bytes())
    network = fitted(network, feature_spec(get_rules(network.game)))
    network.meta = {**network.meta, "reference_values": reference_values(network)}
    network.save(target)
    return network
