"""The command line of issue 50's challenges: ``challenge`` (codes) and ``ghost`` (the expert on
a saved game's dice). Headless: no Qt is imported."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

# Said once wherever a ghost's score is shown: its dice are the player's only where both throw
# the same die at the same place in the game.
SAME_DICE_NOTE = ("the dice are the same wherever both throw the same die at the same place "
                  "in the game")


def add_parsers(commands: Any) -> None:
    challenge = commands.add_parser(
        "challenge",
        help="print the challenge code of a solo game, or the game a code stands for",
        description=(
            "A challenge code names a solo game (game, seed, rules readings) in 9 or 11 "
            "characters with a check character: typed into New game -> Enter a challenge code "
            "it starts the same game. --game and --seed print the code; --code prints the game "
            "and seed (exit 2 when the code is mistyped, made by a newer version or names an "
            "unknown game)."),
    )
    challenge.add_argument("--game", help="a Clever game id, with --seed")
    challenge.add_argument("--seed", type=int, help="the game's seed, with --game")
    challenge.add_argument("--rules", choices=("ours", "strict"), default="ours",
                           help="the rulings the game is played under (default: %(default)s)")
    challenge.add_argument("--code", help="a code to read (hyphens, spaces and case are free)")
    challenge.add_argument("--json", action="store_true", help="print JSON")

    ghost = commands.add_parser(
        "ghost",
        help="let the expert play a saved solo game's dice and print its score",
        description=(
            "The expert (or the learned player) plays the seed of a saved solo game to its end: "
            f"{SAME_DICE_NOTE}. Deterministic: the same save gives the same score, in any "
            "number of worker processes. Exit 2 for a save that cannot be read or has no "
            "ghost (a game of several players, or played with real dice)."),
    )
    ghost.add_argument("--save", required=True, action="append", metavar="FILE",
                       help="a saved game (may be given more than once)")
    ghost.add_argument("--bot", choices=("expert", "learned"), default="expert",
                       help="the computer player (default: %(default)s)")
    ghost.add_argument("--workers", type=int, default=1,
                       help="processes that play the ghosts (the scores are the same; "
                            "default: 1)")
    ghost.add_argument("--json", action="store_true", help="print JSON")


def run_command(args: argparse.Namespace) -> int:
    if args.command == "challenge":
        return _challenge(args)
    return _ghost(args)


def _challenge(args: argparse.Namespace) -> int:
    from cleverdesk.engine import GAME_IDS
    from cleverdesk.engine.challenge import BadCode, Challenge, NoCode, decode, encode, grouped

    if args.code is not None:
        if args.game is not None or args.seed is not None:
            return _error("challenge", "give either --code or --game and --seed")
        try:
            found = decode(args.code, known_games=GAME_IDS)
        except BadCode as error:
            return _error("challenge", f"{error.problem.value}: {error.detail}")
        code = grouped(encode(found))
        if args.json:
            print(json.dumps({"game": found.game, "seed": found.seed, "rules": found.readings,
                              "code": code}))
        else:
            print(f"game {found.game}\nseed {found.seed}\nrules {found.readings}")
        return 0
    if args.game is None or args.seed is None:
        return _error("challenge", "give --game and --seed, or --code")
    try:
        code = grouped(encode(Challenge(args.game, args.seed, args.rules)))
    except NoCode as error:
        return _error("challenge", str(error))
    if args.game not in GAME_IDS:
        return _error("challenge", f"unknown game {args.game!r}")
    if args.json:
        print(json.dumps({"game": args.game, "seed": args.seed, "rules": args.rules,
                          "code": code}))
    else:
        print(code)
    return 0


def _ghost(args: argparse.Namespace) -> int:
    from cleverdesk.engine import GameRecord, GameState, get_rules
    from cleverdesk.engine.ghost import NO_GHOST_REASONS, ghost_reason
    from cleverdesk.store import SaveFileError, load_save

    if args.workers < 1:
        return _error("ghost", "--workers must be 1 or more")
    games: list[tuple[str, Any, int | None]] = []
    for file in args.save:
        try:
            loaded = load_save(Path(file))
        except SaveFileError as error:
            return _error("ghost", f"{error.reason.value}: {error.message}")
        record, state = loaded.record, loaded.state
        if not isinstance(record, GameRecord) or not isinstance(state, GameState):
            return _error("ghost", f"{file}: no ghost: {NO_GHOST_REASONS['game']}")
        reason = ghost_reason(record.setup, args.bot)
        if reason:
            return _error("ghost", f"{file}: no ghost: {NO_GHOST_REASONS[reason]}")
        finished = state.decider is None
        yours = get_rules(record.setup.game).total(state.players[0]) if finished else None
        games.append((file, record.setup, yours))
    ghosts = _played([(setup.game, setup.seed, args.bot) for _, setup, _ in games],
                     args.workers)
    results = [{"save": file, "game": ghost.game, "seed": ghost.seed, "bot": ghost.bot,
                "score": ghost.total, "rating": ghost.rating, "your_score": yours,
                "moves": len(ghost.record.moves), "note": SAME_DICE_NOTE}
               for (file, _, yours), ghost in zip(games, ghosts, strict=True)]
    if args.json:
        print(json.dumps(results[0] if len(results) == 1 else results, indent=2))
        return 0
    for result in results:
        yours_text = "" if result["your_score"] is None else f" (yours: {result['your_score']})"
        print(f"{result['save']}: {result['bot']} on the same dice: {result['score']}"
              f"{yours_text}")
    print(f"({SAME_DICE_NOTE})")
    return 0


def _play_one(job: tuple[str, int, str]) -> Any:
    from cleverdesk.engine.ghost import play_ghost

    return play_ghost(*job)


def _played(jobs: list[tuple[str, int, str]], workers: int) -> list[Any]:
    """Each ghost, in order; with ``workers`` > 1 in that many processes (a ghost depends on
    its game alone, so the scores are the same)."""
    if workers <= 1 or len(jobs) < 1:
        return [_play_one(job) for job in jobs]
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        return pool.map(_play_one, jobs)


def _error(command: str, message: str) -> int:
    print(f"cleverdesk {command}: error: {message}", file=sys.stderr)
    return 2
