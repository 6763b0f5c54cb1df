"""The learned computer player: its features, its network files, its training, its play."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cleverdesk.engine import GameSetup, Move, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot, strongest_bot
from cleverdesk.engine.bots.features import feature_spec, signature_of
from cleverdesk.engine.bots.learned import (
    Evaluator,
    LearnedBot,
    afterstate,
    coach_network,
    continue_after,
    hints,
    score_scale,
    shipped_network,
)
from cleverdesk.engine.bots.network import ValueNetwork, WeightsMismatch
from cleverdesk.engine.bots.shipped import coach_weights_path, has_weights, weights_path
from cleverdesk.engine.bots.training import (
    CHOOSE_SEED,
    TrainConfig,
    _Runner,
    choose,
    fitted,
    lambda_returns,
    load_checkpoint,
    play_game,
    reference_values,
    save_checkpoint,
    train,
)
from cleverdesk.engine.model import Track
from cleverdesk.typed_text import typed

from .support import active_roll_state, rules, setup

GSC = "ganz-schoen-clever"
DSC = "doppelt-so-clever"
CLEVER_GAMES = (GSC, DSC, "clever-hoch-drei", "clever-4ever")


def fresh_network(game: str, seed: int = 3) -> ValueNetwork:
    spec = feature_spec(get_rules(game))
    return ValueNetwork.fresh(spec.size, game=game, signature=spec.signature,
                              scale=score_scale(game), seed=seed)


def features_of(state, move):  # type: ignore[no-untyped-def]
    spec = feature_spec(rules())
    return dict(zip(spec.names, spec.encode(state, move, afterstate(rules(), state, move)),
                    strict=True))


# ---------------------------------------------------------------------- features
def test_features_read_a_hand_built_ganz_schoen_clever_sheet() -> None:
    state = rules().new_game(setup(1, seed=4))
    player = state.players[0]
    # yellow row 1: 3, 6, 5 crossed, the pre-printed cell makes it one cell from nothing;
    # column 1: 3, 2, 1 crossed, one cell (the pre-printed diagonal) already there
    for cell in (0, 1, 2):
        player.marks["yellow"][cell] = 1
    player.marks["purple"][:3] = [2, 5, 6]
    player.marks["blue"][:4] = [1, 1, 1, 1]  # sums 2..5: four crosses = 7 points
    player.foxes = 2
    player.tracks["reroll"] = Track(unlocked=3, used=1)
    player.pending.append("x_blue")
    f = features_of(state, Move(MoveKind.BONUS, area="blue", cell=10, bonus="x_blue"))
    assert f["yellow.marked:0"] == f["yellow.marked:2"] == 1.0
    assert f["yellow.marked:3"] == 1.0  # pre-printed, counts as marked
    assert f["yellow.count>=:3"] == 1.0 and f["yellow.count>=:4"] == 0.0  # printed ones don't
    assert f["yellow.group.r1:complete"] == 1.0  # the move did not touch yellow: r1 was full
    assert f["purple.last:6"] == 1.0 and f["purple.value:1"] == pytest.approx(5 / 12)
    assert f["blue.count>=:5"] == 1.0  # four crosses + the bonus cross on 12
    assert f["blue:score"] == pytest.approx(11 / 50)
    assert f["foxes>=:2"] == 1.0 and f["foxes>=:3"] == 0.0
    assert f["track.reroll:available>=2"] == 1.0 and f["track.reroll:available>=3"] == 0.0
    assert f["pending.x_blue:count"] == 0.0  # resolved by the move
    assert f["move:bonus"] == 1.0 and f["bias:one"] == 1.0


def test_features_see_the_sheet_after_the_move_and_the_dice_left_for_later() -> None:
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 3, "orange": 4, "purple": 5}
    start = active_roll_state(faces, seed=42)
    pick_yellow = Move(MoveKind.PICK, die="yellow", area="yellow", cell=4)  # yellow 2
    f = features_of(start, pick_yellow)
    assert f["yellow.marked:4"] == 1.0
    # the white 1 goes to the platter; blue, green, orange and purple stay for roll 2
    assert f["dice_left:4"] == 1.0 and f["rolls_left:2"] == 1.0
    pick_purple = Move(MoveKind.PICK, die="purple", area="purple", cell=0)
    g = features_of(start, pick_purple)
    assert g["dice_left:0"] == 1.0 and g["purple.last:5"] == 1.0


def test_features_see_where_each_die_lies_after_the_move() -> None:
    faces = {"white": 1, "yellow": 2, "blue": 3, "green": 3, "orange": 4, "purple": 5}
    start = active_roll_state(faces, seed=42)
    f = features_of(start, Move(MoveKind.PICK, die="orange", area="orange", cell=0))
    dice = {name.split(":")[1]: value for name, value in f.items() if name.startswith("die:")}
    # orange on its field; purple (5) stays to roll; the four lower dice go to the platter,
    # showing the faces they lay with
    assert dice["orange.field"] == dice["purple.roll"] == 1.0
    for die, face in (("white", 1), ("yellow", 2), ("blue", 3), ("green", 3)):
        assert dice[f"{die}.platter"] == 1.0 and dice[f"{die}.roll"] == 0.0
        assert dice[f"{die}.platter_face"] == pytest.approx(face / 6)
    assert dice["purple.platter_face"] == dice["orange.platter_face"] == 0.0
    assert sum(dice[f"{die}.{place}"] for die in faces
               for place in ("roll", "platter", "field", "none")) == len(faces)


def test_features_never_read_dice_still_to_come() -> None:
    """Changing the seed changes every later throw but none of the features of a move."""
    spec = feature_spec(rules())
    for seed in range(6):
        state = rules().new_game(setup(1, seed=seed))
        for _ in range(40):
            if state.phase == Phase.GAME_OVER:
                break
            other = state.clone()  # the same table, another future
            other.setup = state.setup.model_copy(update={"seed": seed + 1_000_003})
            moves = rules().legal_moves(state)
            a = spec.encode_batch(state, moves, [afterstate(rules(), state, m) for m in moves])
            b = spec.encode_batch(other, moves, [afterstate(rules(), other, m) for m in moves])
            assert np.array_equal(a, b)
            state = rules().apply(state, moves[len(moves) // 2])


def test_every_clever_game_gets_its_features_from_its_sheet() -> None:
    for game in CLEVER_GAMES:
        game_rules = get_rules(game)
        spec = feature_spec(game_rules)
        for name, area in game_rules.areas.items():
            assert f"{name}.marked:{area.size - 1}" in spec.names
            for group in area.groups:
                assert f"{name}.group.{group.name}:complete" in spec.names
        for track in game_rules.track_slots:
            assert f"track.{track}:unlocked" in spec.names
        assert len(set(spec.names)) == spec.size


def test_afterstate_then_continue_is_exactly_apply() -> None:
    game_rules = get_rules(DSC)
    state = game_rules.new_game(GameSetup(game=DSC, players=[PlayerSetup(name="a")], seed=5))
    for _ in range(60):
        if state.phase == Phase.GAME_OVER:
            break
        moves = game_rules.legal_moves(state)
        move = moves[-1]
        expected = game_rules.apply(state, move)
        got = continue_after(game_rules, afterstate(game_rules, state, move))
        assert got.players[0].marks == expected.players[0].marks
        assert (got.phase, got.round, got.roll_no, got.faces, got.where) == \
            (expected.phase, expected.round, expected.roll_no, expected.faces, expected.where)
        state = expected


# ---------------------------------------------------------------------- network files
def test_a_saved_network_evaluates_exactly_as_before(tmp_path: Path) -> None:
    network = fresh_network(GSC)
    state = rules().new_game(setup(1, seed=8))
    moves = rules().legal_moves(state)
    before = Evaluator(rules(), network).judge(state, moves).expected
    network.save(tmp_path / "w.npz")
    loaded = ValueNetwork.load(tmp_path / "w.npz", game=GSC,
                               signature=feature_spec(rules()).signature)
    after = Evaluator(rules(), loaded).judge(state, moves).expected
    assert np.array_equal(before, after)


def test_weights_trained_before_a_feature_block_was_added_keep_their_values() -> None:
    """Blocks are added after the old ones: older weights grow zero rows for them and judge
    every move as they did, so a run resumes instead of starting over."""
    spec = feature_spec(rules())
    old = spec.names.index("bias:one") + 1  # the set before "where each die lies"
    network = fresh_network(GSC)
    network.w1 = network.w1[:old]
    network.signature = signature_of(GSC, spec.names[:old])
    grown = fitted(network, spec)
    assert (grown.inputs, grown.signature) == (spec.size, spec.signature)
    assert not grown.w1[old:].any() and np.array_equal(grown.w1[:old], network.w1)
    state = rules().new_game(setup(1, seed=8))
    moves = rules().legal_moves(state)
    x = Evaluator(rules(), grown).judge(state, moves).features
    assert x[:, old:].any()  # the new features say something ...
    assert grown.values(x) == pytest.approx(network.values(x[:, :old]), abs=1e-6)  # ... unheard
    network.signature = "0123456789abcdef"
    with pytest.raises(WeightsMismatch, match="do not fit"):
        fitted(network, spec)


def test_a_checkpoint_from_before_a_feature_block_resumes_grown(tmp_path: Path) -> None:
    train(tmp_path, tiny(), games=2, out=io.StringIO())
    network, adam, config, progress = load_checkpoint(tmp_path)
    spec = feature_spec(rules())
    old = spec.names.index("bias:one") + 1
    network.w1 = network.w1[:old]
    network.signature = signature_of(GSC, spec.names[:old])
    adam.m["w1"], adam.v["w1"] = adam.m["w1"][:old], adam.v["w1"][:old]
    save_checkpoint(tmp_path, network, adam, config, progress)
    out = io.StringIO()
    train(tmp_path, None, games=4, out=out)
    assert f"features grown from {old} to {spec.size} inputs" in out.getvalue()
    resumed, adam, _, progress = load_checkpoint(tmp_path)
    assert progress.games == 4 and resumed.signature == spec.signature
    assert adam.m["w1"].shape == resumed.w1.shape


def test_weights_of_another_feature_set_or_game_are_refused(tmp_path: Path) -> None:
    network = fresh_network(GSC)
    network.signature = "0123456789abcdef"
    network.save(tmp_path / "old.npz")
    with pytest.raises(WeightsMismatch, match="feature set"):
        ValueNetwork.load(tmp_path / "old.npz", game=GSC,
                          signature=feature_spec(rules()).signature)
    with pytest.raises(WeightsMismatch, match="ganz-schoen-clever"):
        ValueNetwork.load(tmp_path / "old.npz", game=DSC, signature=network.signature)


@pytest.mark.parametrize("game", ["ganz-schoen-clever", "doppelt-so-clever",
                                  "clever-hoch-drei"])
def test_the_coach_weights_ship_and_reproduce_their_stored_evaluation(game: str) -> None:
    """The network that advises (hints, the Review) where a coach's weights ship: fine-tuned on
    weaker play, so it is not the players' network (learned.py); Clever 4ever has none yet."""
    path = coach_weights_path(game)
    assert path is not None and path.is_file(), f"{path} should ship"
    network = coach_network(game)
    assert network is not shipped_network(game) and network.game == game
    assert network.meta["games_trained"] > shipped_network(game).meta["games_trained"]
    assert reference_values(network) == pytest.approx(network.meta["reference_values"], rel=0,
                                                      abs=1e-4)
    assert path.stat().st_size < 500_000


def test_without_coach_weights_the_players_network_advises() -> None:
    assert coach_network("clever-4ever") is shipped_network("clever-4ever")


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_shipped_weights_reproduce_their_stored_evaluation(game: str) -> None:
    assert has_weights(game), f"{weights_path(game)} should ship"
    assert strongest_bot(game) == "expert"
    network = shipped_network(game)
    stored = network.meta["reference_values"]
    # the same numbers on this machine; a different CPU's BLAS kernel may round the last bit
    assert reference_values(network) == pytest.approx(stored, rel=0, abs=1e-4)
    # "a few hundred kB at most" (issue 17): Clever 4ever's sheet has 813 features, so its
    # first layer alone is 813 x 128 floats (416 kB before compression)
    assert weights_path(game).stat().st_size < 500_000


# ---------------------------------------------------------------------- training
def test_lambda_returns_mix_the_next_value_and_the_final_score() -> None:
    values = np.array([0.2, 0.4, 0.6], np.float32)
    returns = lambda_returns(values, 1.0, 0.5)
    assert returns[2] == pytest.approx(1.0)
    assert returns[1] == pytest.approx(0.5 * 0.6 + 0.5 * 1.0)
    assert returns[0] == pytest.approx(0.5 * 0.4 + 0.5 * returns[1])


def test_an_off_policy_move_cuts_the_trace_to_its_positions_best_value() -> None:
    # move 1 was an exploring (or a weaker player's) move: what followed it does not judge
    # move 0's afterstate; the best move's value at move 1's position does
    values = np.array([0.2, 0.4, 0.6], np.float32)
    best = np.array([0.2, 0.7, 0.6], np.float32)
    on_policy = np.array([True, False, True])
    returns = lambda_returns(values, 1.0, 0.5, best, on_policy)
    assert returns[2] == pytest.approx(1.0)
    assert returns[1] == pytest.approx(0.5 * 0.6 + 0.5 * 1.0)  # move 2 was the network's own
    assert returns[0] == pytest.approx(0.7)  # cut at move 1: its position's best value


def test_a_weak_share_game_opens_with_a_weaker_players_moves() -> None:
    """`train --weak-share`: a weaker player opens the game up to a random point and the
    network's player goes on; the weak moves are marked off-policy (their traces are cut) and
    every position is still learned from."""
    rules = get_rules(GSC)
    network = shipped_network(GSC)
    evaluator = Evaluator(rules, network)
    config = TrainConfig(game=GSC, weak_share=1.0)
    off = []
    for index in range(6):
        played = play_game(evaluator, 100 + index, 0.0, np.random.default_rng([5, index]),
                           config=config)
        assert len(played.features) == len(played.best) == len(played.on_policy) > 20
        off.append(int((~played.on_policy).sum()))
    assert sum(off) > 0  # weaker players choose other moves than the network's best
    own = play_game(evaluator, 100, 0.0, np.random.default_rng([5, 0]), config=TrainConfig(GSC))
    assert own.on_policy.all()  # no weak share, no exploration: every move the network's


def tiny(game: str = GSC, workers: int = 1) -> TrainConfig:
    return TrainConfig(game=game, seed=5, batch_games=2, workers=workers, eval_every=4,
                       eval_games=2, epsilon_games=10)


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_a_tiny_training_run_resumes_with_identical_results(game: str, tmp_path: Path) -> None:
    straight, paused = tmp_path / "straight", tmp_path / "paused"
    out = io.StringIO()
    train(straight, tiny(game), games=6, out=out)
    train(paused, tiny(game), games=2, out=io.StringIO())
    train(paused, None, games=6, out=io.StringIO())  # resumes from the checkpoint
    a, _, _, progress_a = load_checkpoint(straight)
    b, _, _, progress_b = load_checkpoint(paused)
    for name, array in a.arrays().items():
        assert np.array_equal(array, b.arrays()[name]), name
    assert progress_a.games == progress_b.games == 6
    assert [p["mean"] for p in progress_a.curve] == [p["mean"] for p in progress_b.curve]
    assert "games 6" in out.getvalue() and "games/s" in out.getvalue()
    assert (straight / "best.npz").is_file()
    assert sorted(p.name for p in (straight / "snapshots").iterdir()) == ["4.npz"]
    assert len((straight / "curve.jsonl").read_text().splitlines()) == 1  # after game 4


def test_the_snapshot_that_wins_a_longer_match_is_chosen(tmp_path: Path) -> None:
    train(tmp_path, tiny(), games=8, out=io.StringIO())  # evaluations after games 4 and 8
    out = io.StringIO()
    chosen = choose(tmp_path, top=2, games=3, workers=1, out=out)
    means = {}
    for path in sorted((tmp_path / "snapshots").iterdir()):
        network = ValueNetwork.from_bytes(path.read_bytes())
        played = _Runner(1).play(network, [0, 1, 2], CHOOSE_SEED, 0.0, evaluation=True)
        means[path.name] = np.mean([game.total for _, game in played])
    picked = ValueNetwork.from_bytes(chosen.read_bytes())
    assert picked.meta["chosen_mean"] == pytest.approx(max(means.values()), abs=0.01)
    best_name = max(means, key=lambda name: means[name])
    assert picked.meta["games_trained"] == int(best_name.removesuffix(".npz"))
    assert f"chosen: {best_name}" in out.getvalue()


def test_a_resumed_run_may_take_a_smaller_step_and_keeps_it(tmp_path: Path) -> None:
    # and fewer teacher games: a resumed run says what it changed and keeps it
    out = io.StringIO()
    train(tmp_path, tiny(), games=2, out=io.StringIO())
    train(tmp_path, None, games=4, out=out,
          changes={"learning_rate": 1e-4, "workers": 1, "teacher_games": 3})
    _, adam, config, progress = load_checkpoint(tmp_path)
    assert (config.learning_rate, adam.rate, progress.games) == (1e-4, 1e-4, 4)
    assert config.teacher_games == 3
    assert "learning_rate: 0.0005 -> 0.0001 from game 2" in out.getvalue()
    with pytest.raises(ValueError, match="seed cannot change"):
        train(tmp_path, None, games=6, out=io.StringIO(), changes={"seed": 3})


def test_two_worker_processes_train_exactly_like_one(tmp_path: Path) -> None:
    train(tmp_path / "one", tiny(DSC, workers=1), games=4, out=io.StringIO())
    train(tmp_path / "two", tiny(DSC, workers=2), games=4, out=io.StringIO())
    a = load_checkpoint(tmp_path / "one")[0]
    b = load_checkpoint(tmp_path / "two")[0]
    for name, array in a.arrays().items():
        assert np.array_equal(array, b.arrays()[name]), name


# ---------------------------------------------------------------------- play
@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_the_learned_player_plays_only_legal_moves(game: str) -> None:
    game_rules = get_rules(game)
    bot = make_bot("learned", 1)
    state = game_rules.new_game(GameSetup(
        game=game, players=[PlayerSetup(name="a", bot="learned"), PlayerSetup(name="b")],
        seed=9))
    while state.phase != Phase.GAME_OVER:
        moves = game_rules.legal_moves(state)
        move = bot.choose(state, moves)
        assert move in moves
        state = game_rules.apply(state, move)


def test_the_learned_player_does_not_read_future_dice() -> None:
    """The seed is the only way to the dice still to come: another seed, same choices."""
    bot = LearnedBot(network=fresh_network(GSC, seed=11))
    for seed in range(12):
        state = rules().new_game(setup(2, seed=seed))
        for _ in range(60):
            if state.phase == Phase.GAME_OVER:
                break
            moves = rules().legal_moves(state)
            other = state.clone()
            other.setup = state.setup.model_copy(update={"seed": seed + 1_000_003})
            choice = bot.choose(state, moves)
            assert bot.choose(other, moves) == choice
            state = rules().apply(state, choice)


def test_hints_rank_moves_by_expected_score() -> None:
    state = rules().new_game(setup(1, seed=2))
    moves = rules().legal_moves(state)
    top = hints(state, moves, top=3, network=fresh_network(GSC))
    assert len(top) == 3
    assert top[0].behind_best == 0
    assert top[0].expected >= top[1].expected >= top[2].expected
    assert top[2].behind_best == pytest.approx(top[2].expected - top[0].expected)
    assert LearnedBot(network=fresh_network(GSC)).choose(state, moves) == top[0].move


def test_sim_reports_decision_times_and_fox_points_for_the_learned_player() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cleverdesk", "sim", "--game", DSC, "--bot", "learned",
         "--games", "2", "--seed", "3", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    )
    result = json.loads(out.stdout)
    assert result["bot"] == "learned" and result["games"] == 2
    assert set(result["decision_ms"]) == {"p50", "p95", "max"}
    assert 0 < result["decision_ms"]["p50"] <= result["decision_ms"]["p95"]
    # the processor time of a decision is no more than its clock time (the clock also runs while
    # other programs have the core)
    cpu = result["decision_cpu_ms"]
    assert 0 < cpu["p50"] <= cpu["p95"] <= cpu["max"]
    assert cpu["max"] <= result["decision_ms"]["max"] + 1.0
    assert "fox_points" in result and set(result["per_area"]) == set(get_rules(DSC).areas)


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_hint_command_prints_the_top_moves_of_a_saved_game(game: str, tmp_path: Path) -> None:
    from cleverdesk.engine import GameRecord
    from cleverdesk.store import build_document, new_session_id, write_save

    game_rules = get_rules(game)
    record = GameRecord(setup=GameSetup(game=game, players=[PlayerSetup(name="Anna")], seed=21))
    state = game_rules.new_game(record.setup)
    bot = make_bot("greedy", 1)
    for _ in range(7):
        move = bot.choose(state, game_rules.legal_moves(state))
        state = game_rules.apply(state, move)
        record.moves.append(move)
    path = tmp_path / "game.json"
    write_save(path, build_document(record, session=new_session_id(), state=state))
    out = subprocess.run([sys.executable, "-m", "cleverdesk", "hint", "--save", str(path)],
                         capture_output=True, text=True, check=True, timeout=120).stdout
    lines = out.splitlines()
    assert f"{typed('Anna')} decides" in lines[0]  # isolated (bidi)
    assert len(lines) == 1 + min(3, len(game_rules.legal_moves(state)))
    assert lines[1].endswith("expected (best)")
    assert all("expected (" in line and "vs best)" in line for line in lines[2:])
    # the expert's hints, as the desk gives them
    from cleverdesk.engine.bots.expert import expert_hints

    best = expert_hints(state, game_rules.legal_moves(state), seed=state.move_count)[0]
    assert lines[1] == f"  {best.move}: {best.expected:.0f} expected (best)"


def test_where_no_weights_ship_the_learned_player_plays_as_greedy_and_sim_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from cleverdesk.engine import simulate as simulate_module
    from cleverdesk.engine.bots import GreedyBot, shipped
    from cleverdesk.engine.bots import learned as learned_module

    def shipped_for_gsc_only(game: str) -> bool:
        return game == GSC

    for module in (shipped, learned_module, simulate_module):
        monkeypatch.setattr(module, "has_weights", shipped_for_gsc_only)
    game_rules = get_rules(DSC)
    state = game_rules.new_game(GameSetup(game=DSC, players=[PlayerSetup(name="a")], seed=4))
    for _ in range(12):
        moves = game_rules.legal_moves(state)
        assert LearnedBot(4).choose(state, moves) == GreedyBot(4).choose(state, moves)
        state = game_rules.apply(state, moves[0])
    assert strongest_bot(DSC) == "greedy" and strongest_bot(GSC) == "expert"
    with pytest.raises(ValueError, match="no learned weights"):
        simulate_module.simulate(DSC, "learned", games=1, seed=1)


def test_a_run_resumed_under_the_strict_readings_plays_them(tmp_path: Path) -> None:
    """`train --rules strict` on a folder trained under ours: the network learns on under the
    rulebooks' narrow readings (a strict game's moves, never a return after the rolling area is
    empty), the change is said and kept, and the games are those of the strict rules: the
    evaluation of the same weights differs from ours and equals a strict `_Runner`'s."""
    train(tmp_path, tiny(DSC), games=4, out=io.StringIO())
    network, _, _, _ = load_checkpoint(tmp_path)
    ours = _Runner(1).play(network, [0, 1, 2], CHOOSE_SEED, 0.0, evaluation=True)
    strict = _Runner(1, "strict").play(network, [0, 1, 2], CHOOSE_SEED, 0.0, evaluation=True)
    assert [g.total for _, g in ours] != [g.total for _, g in strict]
    assert type(get_rules(DSC)).__name__ == "DoppeltSoClever"  # ours again after the games
    out = io.StringIO()
    train(tmp_path, None, games=8, out=out, changes={"readings": "strict"})
    _, _, config, progress = load_checkpoint(tmp_path)
    assert config.readings == "strict" and progress.games == 8
    assert "readings: ours -> strict from game 4" in out.getvalue()
    assert progress.curve[-1]["games"] == 8
    chosen = ValueNetwork.from_bytes(choose(tmp_path, top=1, games=2, workers=1,
                                            out=io.StringIO()).read_bytes())
    assert chosen.meta["readings"] == "strict"


def test_sim_measures_a_network_from_a_file_and_forgets_it_afterwards(tmp_path: Path) -> None:
    """`sim --weights FILE`: the learned player plays the file's network (a fresh one here,
    far weaker than the shipped one), in worker processes too; the shipped one again after."""
    from cleverdesk.engine.simulate import simulate

    fresh = tmp_path / "fresh.npz"
    fresh_network(GSC).save(fresh)
    shipped = simulate(GSC, "learned", games=3, seed=4)["mean"]
    other = simulate(GSC, "learned", games=3, seed=4, weights=fresh)["mean"]
    assert other != shipped
    assert simulate(GSC, "learned", games=3, seed=4, weights=fresh, workers=2)["mean"] == other
    assert simulate(GSC, "learned", games=3, seed=4)["mean"] == shipped
    with pytest.raises(ValueError, match="no weights file"):
        simulate(GSC, "learned", games=1, seed=4, weights=tmp_path / "none.npz")
