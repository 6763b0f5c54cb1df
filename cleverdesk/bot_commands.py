"""`train` and `hint`: the command line of the learned computer players.

    python -m cleverdesk train --game ganz-schoen-clever --dir build/train/gsc --games 200000
    python -m cleverdesk train --dir build/train/gsc --games 400000      # resume, go further
    python -m cleverdesk train --dir build/train/gsc --choose 5           # longer match
    python -m cleverdesk train --dir build/train/gsc --publish            # ship best.npz
    python -m cleverdesk train --dir build/train/gsc --publish chosen.npz # or another file
    python -m cleverdesk hint --save game.json                            # top moves now
    python -m cleverdesk review --save game.json --json                   # points lost

Training is resumable: the folder's checkpoint holds everything, and a run interrupted anywhere
(Ctrl+C, a killed process, a closed session) continues from its last batch.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from cleverdesk.catalogue import is_set_cubed


def add_parsers(commands: Any) -> None:
    train = commands.add_parser(
        "train",
        help="train a learned computer player by self-play (resumable)",
        description=(
            "Self-play TD(lambda) training of a learned computer player in numpy. Progress "
            "(games, games/s, running mean) is printed per batch, an evaluation every "
            "--eval-every games; the folder's checkpoint is updated after every batch, so "
            "running the command again on the same folder resumes."
        ),
    )
    train.add_argument("--dir", required=True, metavar="FOLDER", help="checkpoint folder")
    train.add_argument("--game", help="game id (needed for a new folder)")
    train.add_argument("--games", type=int, help="train until this many games in all")
    train.add_argument("--seed", type=int, default=1, help="seed of a new run (default: 1)")
    train.add_argument("--workers", type=int, help="processes (default: 2; may change on resume)")
    train.add_argument("--batch", type=int, default=32, help="games per batch (default: 32)")
    train.add_argument("--learning-rate", type=float,
                       help="Adam's step size (default: 5e-4; may change on resume, e.g. to "
                            "fine-tune a run that has levelled off)")
    train.add_argument("--minibatch", type=int, default=64)
    train.add_argument("--lam", type=float, default=0.8, help="TD lambda (default: 0.8)")
    train.add_argument("--epsilon-games", type=int, default=50_000,
                       help="games over which exploration decays from 0.1 to 0.01")
    train.add_argument("--teacher-games", type=int,
                       help="first games played by the greedy player to start from its values "
                            "(default: 0; may change on resume)")
    train.add_argument("--rules", choices=["ours", "strict"],
                       help="the rulings played: ours (default) or strict, the rulebooks' narrow "
                            "readings (docs/rulings.md), for `sim --rules strict`; may change "
                            "when a run resumes (the network learns on under them)")
    train.add_argument("--weak-share", type=float, metavar="SHARE",
                       help="share of games a weaker player opens up to a random point, the "
                            "network going on from there: values right on beginners' sheets, "
                            "for the game review (default 0; may change on resume)")
    train.add_argument("--eval-every", type=int, default=2_000)
    train.add_argument("--eval-games", type=int, default=200)
    train.add_argument("--publish", nargs="?", const="best.npz", metavar="FILE",
                       help="copy the folder's best weights (or FILE in it) into the package "
                            "and stop")
    train.add_argument("--choose", type=int, metavar="N",
                       help="play --choose-games games with each of the N snapshots of best "
                            "evaluation, keep the best as chosen.npz and stop")
    train.add_argument("--choose-games", type=int, default=1000)

    hint = commands.add_parser(
        "hint",
        help="print the best moves and their expected final score for a saved game",
        description=(
            "Load a saved Clever game and print the moves the learned player prefers for the "
            "player deciding now, with the final score each is expected to lead to."
        ),
    )
    hint.add_argument("--save", required=True, metavar="FILE", help="the saved game")
    hint.add_argument("--top", type=int, default=3, help="how many moves (default: 3)")

    review = commands.add_parser(
        "review",
        help="review a saved game: the expected points lost at each decision of one player",
        description=(
            "Replay a saved Clever game and judge every decision of one player from the position "
            "it was made in (the dice to come unknown): the expected final score of the move "
            "played and of the best move, and the difference. Prints the points lost in all and "
            "the biggest mistakes (--json: every decision)."
        ),
    )
    review.add_argument("--save", required=True, metavar="FILE", help="the saved game")
    review.add_argument("--seat", type=int, metavar="N",
                        help="the player to review, 0 first (default: the first human player)")
    review.add_argument("--evaluator", choices=("expert", "learned"), default="expert",
                        help="the expert's search, as the hints (default), or the learned "
                             "network alone (fast)")
    review.add_argument("--check", type=int, default=None, metavar="N",
                        help="how many of the biggest losses to check by playouts (default: "
                             "as the desk; 0: the evaluator's figures as they are)")
    review.add_argument("--json", action="store_true", help="print the review as JSON")

    levels = commands.add_parser(
        "levels",
        help="print the computer players' levels and their measured solo means",
        description=(
            "Print each level of computer player per game with its softmax temperature and the "
            "solo mean measured for it. With --calibrate, find the temperatures again for the "
            "shipped weights (bisection, then --games games per level) and store them in "
            "weights/levels.json."
        ),
    )
    levels.add_argument("--game", help="one game id (default: all Clever games)")
    levels.add_argument("--calibrate", action="store_true", help="measure and store again")
    levels.add_argument("--measure", action="store_true",
                        help="measure every level again at its stored temperature (--games "
                             "games each, as sim plays them) and store the means")
    levels.add_argument("--workers", type=int, default=1,
                        help="processes for --measure (the figures are the same; default: 1)")
    levels.add_argument("--games", type=int, default=1000, help="games per level (default: 1000)")
    levels.add_argument("--seed", type=int, default=11, help="sim seed (default: 11)")
    levels.add_argument("--search-games", type=int, default=150,
                        help="games per bisection step (default: 150)")
    levels.add_argument("--expert-mean", type=float, metavar="MEAN",
                        help="with --game: store MEAN (measured by sim --bot expert --games "
                             "--seed) as the expert level's mean")

    bound = commands.add_parser(
        "bound",
        help="a clairvoyant upper bound: beam search that knows every throw of the game",
        description=(
            "Play each of --worlds games by a beam search that knows all the game's dice in "
            "advance (it reads the dice oracle, which no player can), guided by the learned "
            "network: an upper bound on what any player could score under these rules. "
            "Prints the mean, the beam width and the time."
        ),
    )
    bound.add_argument("--game", default="ganz-schoen-clever")
    bound.add_argument("--worlds", type=int, default=50, help="games (default: 50)")
    bound.add_argument("--seed", type=int, default=11, help="sim seed of the worlds (default: 11)")
    bound.add_argument("--beam", type=int, default=64, help="beam width (default: 64)")
    bound.add_argument("--json", action="store_true", help="print the result as JSON")


def run_command(args: argparse.Namespace) -> int:
    if args.command == "train":
        return train_command(args)
    if args.command == "hint":
        return hint_command(args)
    if args.command == "levels":
        return levels_command(args)
    if args.command == "review":
        return review_command(args)
    return bound_command(args)


def levels_command(args: argparse.Namespace) -> int:
    from cleverdesk.engine.bots import levels
    from cleverdesk.engine.bots.shipped import has_weights
    from cleverdesk.engine.games import GAME_IDS

    games = [args.game] if args.game else [g for g in GAME_IDS if has_weights(g)]
    for game in games:
        if not has_weights(game):
            print(f"cleverdesk levels: error: no learned weights ship for {game}",
                  file=sys.stderr)
            return 2
    if args.expert_mean is not None:
        if not args.game:
            print("cleverdesk levels: error: --expert-mean needs --game", file=sys.stderr)
            return 2
        levels.store_expert_mean(args.game, args.expert_mean, args.games, args.seed)
    for game in games:
        if args.calibrate:
            entry = levels.calibrate(game, games=args.games, seed=args.seed,
                                     search_games=args.search_games)
            levels.save_calibration(game, entry)
        elif args.measure:
            entry = levels.measure(game, games=args.games, seed=args.seed, workers=args.workers)
            levels.save_calibration(game, entry)
        stale = "" if levels.calibrated_for_shipped(game) else "  (measured with other weights)"
        print(f"{game}{stale}")
        for level in levels.LEVEL_ORDER:
            found = levels.calibration(game, level)
            if found is None:
                print(f"  {level:9}  not measured")
                continue
            heat = f"temperature {found.temperature:7.3f}" if level in levels.SOFT_LEVELS \
                else " " * 19
            mean = "?" if found.mean is None else f"{found.mean:.1f}"
            print(f"  {level:9}  {heat}  mean {mean} ({found.games} games, seed {found.seed})")
    return 0


def train_command(args: argparse.Namespace) -> int:
    from cleverdesk.engine.bots.shipped import weights_path
    from cleverdesk.engine.bots.training import CHECKPOINT, TrainConfig, choose, train

    folder = Path(args.dir)
    if args.choose:
        try:
            choose(folder, top=args.choose, games=args.choose_games, workers=args.workers or 2)
        except FileNotFoundError as error:
            print(f"cleverdesk train: error: {error}", file=sys.stderr)
            return 2
        return 0
    if args.publish:
        best = folder / args.publish
        if not best.is_file():
            print(f"cleverdesk train: error: {best} does not exist yet", file=sys.stderr)
            return 2
        from cleverdesk.engine.bots.network import ValueNetwork
        from cleverdesk.engine.bots.training import publish

        game = ValueNetwork.from_bytes(best.read_bytes()).game
        network = publish(best, weights_path(game))
        print(f"published {best} as {weights_path(game)} ({network.meta})")
        return 0
    if args.games is None:
        print("cleverdesk train: error: --games is needed", file=sys.stderr)
        return 2
    config = None
    # a resumed run keeps its checkpoint's configuration but for these, which change neither
    # which games are played nor their seeds (the worker count only splits the same games)
    changes = {name: value for name, value in (("workers", args.workers),
                                                ("learning_rate", args.learning_rate),
                                                ("teacher_games", args.teacher_games),
                                                ("readings", args.rules),
                                                ("weak_share", args.weak_share))
               if value is not None}
    if not (folder / CHECKPOINT).is_file():
        if not args.game:
            print("cleverdesk train: error: a new folder needs --game", file=sys.stderr)
            return 2
        config = TrainConfig(
            game=args.game, seed=args.seed, batch_games=args.batch, workers=args.workers or 2,
            learning_rate=args.learning_rate or 5e-4, lam=args.lam, minibatch=args.minibatch,
            epsilon_games=args.epsilon_games, eval_every=args.eval_every,
            eval_games=args.eval_games, teacher_games=args.teacher_games or 0,
            readings=args.rules or "ours", weak_share=args.weak_share or 0.0,
        )
    try:
        train(folder, config, games=args.games, changes=changes)
    except KeyboardInterrupt:
        print("stopped; run the same command to resume from the last checkpoint")
        return 130
    return 0


def _load_save(path: str, command: str) -> Any:
    """The saved game at ``path`` as the desk loads it, or None after saying why not."""
    from cleverdesk.store import SaveFileError, load_save

    try:
        return load_save(Path(path))
    except SaveFileError as error:
        print(f"cleverdesk {command}: error: {error.message}", file=sys.stderr)
        return None


def hint_command(args: argparse.Namespace) -> int:
    from cleverdesk.engine import get_rules
    from cleverdesk.engine.bots.expert import expert_hints
    from cleverdesk.engine.bots.shipped import has_weights
    from cleverdesk.store.files import printable
    from cleverdesk.typed_text import typed

    loaded = _load_save(args.save, "hint")
    if loaded is None:
        return 2
    state = getattr(loaded, "state", None)
    game = getattr(state, "game", None)
    if state is None or game is None or is_set_cubed(game):
        print("cleverdesk hint: error: hints are given for the Clever games only",
              file=sys.stderr)
        return 2
    if not has_weights(game):
        print(f"cleverdesk hint: error: no learned player for {game} yet", file=sys.stderr)
        return 2
    rules = get_rules(game)
    moves = rules.legal_moves(state)
    awaited = rules.awaited_throw(state)
    if awaited is not None:  # real dice: nothing to decide before the table's throw is in
        print(f"the game waits for a throw of real dice ({awaited.kind} of "
              f"{', '.join(awaited.dice)}): nothing to decide yet")
        return 0
    if not moves:
        print("the game is over: nothing to decide")
        return 0
    seat = state.decider
    name = typed(printable(state.setup.players[seat].name)) if seat is not None else "?"
    print(f"{game}, round {state.round}: {name} decides")
    # the desk's hints: the expert's search with the hint budget, seeded as the desk seeds it
    for index, hint in enumerate(expert_hints(state, moves, top=args.top, seed=state.move_count)):
        behind = "best" if index == 0 else f"{hint.behind_best:+.0f} vs best"
        print(f"  {hint.move}: {hint.expected:.0f} expected ({behind})")
    return 0


def review_command(args: argparse.Namespace) -> int:
    import json
    import time

    from cleverdesk.engine import GameRecord, get_rules
    from cleverdesk.engine.bots import review
    from cleverdesk.store.files import printable
    from cleverdesk.typed_text import typed

    loaded = _load_save(args.save, "review")
    if loaded is None:
        return 2
    record = loaded.record
    if not isinstance(record, GameRecord) or not review.available(record.setup.game):
        print("cleverdesk review: error: games of SET Cubed cannot be reviewed: its computer "
              "player cannot rate a turn", file=sys.stderr)
        return 2
    seat = review.default_seat(record) if args.seat is None else args.seat
    if not 0 <= seat < len(record.setup.players):
        print(f"cleverdesk review: error: --seat must be 0 to {len(record.setup.players) - 1}",
              file=sys.stderr)
        return 2
    started, started_cpu = time.perf_counter(), time.process_time()
    checks = {} if args.check is None else {"check": max(0, args.check)}
    found = review.review_record(record, seat, args.evaluator, **checks)
    seconds, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    from cleverdesk.ui.review import words as review_words

    rules = get_rules(record.setup.game)
    names = [p.name for p in record.setup.players]
    described = review_words.described(rules, review.replay(record), found, names)
    if args.json:
        document = found.to_json()
        document["name"] = names[seat]
        document["seconds"] = round(seconds, 3)
        document["cpu_seconds"] = round(cpu, 3)
        for entry, said in zip(document["decisions"], described, strict=True):
            entry["text"] = said.sentence
        print(json.dumps(document, indent=2, ensure_ascii=False))
        return 0
    print(f"{record.setup.game}: {typed(printable(names[seat]))}, "
          f"{review_words.summary(found)}")
    print(f"{review_words.total_lost(found)} ({found.points_lost:.1f}), "
          f"{review_words.evaluator_name(found.evaluator)}; {seconds:.2f} s "
          f"({cpu:.2f} s processor time)")
    print(review_words.account_sentence(found))
    for row in review_words.account_rows(found):
        print(f"  {row['value']:>5}  {row['label']}")
    by_step = {d.step: said for d, said in zip(found.decisions, described, strict=True)}
    for decision in found.biggest():
        print(f"  {by_step[decision.step].sentence}")
    return 0


def bound_command(args: argparse.Namespace) -> int:
    import json

    from cleverdesk.engine.bots.bound import clairvoyant_bound
    from cleverdesk.engine.bots.shipped import has_weights
    from cleverdesk.engine.games import GAME_IDS

    if args.game not in GAME_IDS or not has_weights(args.game):
        print(f"cleverdesk bound: error: no learned weights for {args.game!r} to guide the "
              "search", file=sys.stderr)
        return 2
    if args.worlds < 1 or args.beam < 1:
        print("cleverdesk bound: error: --worlds and --beam must be at least 1", file=sys.stderr)
        return 2
    result = clairvoyant_bound(args.game, args.worlds, args.seed, args.beam)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.game}: clairvoyant bound {result['mean']:.1f} ± {result['stdev']:.1f} over "
              f"{args.worlds} worlds (seed {args.seed}), beam {args.beam}, "
              f"{result['seconds_per_world']:.1f} s per world")
    return 0
