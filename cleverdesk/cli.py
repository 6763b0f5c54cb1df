"""Command line entry point.

Without a subcommand the desk (the Qt window) starts; every other subcommand runs headless.
Qt is imported lazily, only on the desk path, so `sim` works on machines without a display
and stays fast to start.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from cleverdesk import __version__

# Options of the top-level parser itself; any other leading option is passed on to Qt.
_OWN_OPTIONS = ("-h", "--help", "--version")


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cleverdesk",
        description=(
            "Play the Clever dice games offline. Without a subcommand the desk window starts; "
            "any further arguments are passed on to Qt."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = commands.add_parser(
        "sim",
        help="play games headless with computer players and print statistics",
        description="Play games headless with computer players and print score statistics.",
    )
    sim.add_argument("--game", default="ganz-schoen-clever", help="game id (default: %(default)s)")
    sim.add_argument("--bot", default="greedy", help="computer player (default: %(default)s)")
    sim.add_argument(
        "--games", type=int, default=100, help="number of games to play (default: %(default)s)"
    )
    sim.add_argument("--seed", type=int, default=1, help="random seed (default: %(default)s)")
    sim.add_argument(
        "--players", type=int, default=1, help="players per game (default: %(default)s)"
    )
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else list(argv)
    parser = _build_parser()

    if not args_list or (args_list[0].startswith("-") and args_list[0] not in _OWN_OPTIONS):
        # No subcommand: the desk. Its arguments belong to Qt (`-platform offscreen`, `-style …`).
        from cleverdesk.ui.app import run_desk

        return run_desk(args_list)

    args = parser.parse_args(args_list)
    if args.command == "sim":
        return _sim(args)
    parser.error(f"unknown command {args.command!r}")  # argparse exits; keeps mypy happy
    return 2


def _sim(args: argparse.Namespace) -> int:
    from cleverdesk.engine.simulate import simulate

    try:
        result = simulate(
            game=args.game,
            bot=args.bot,
            games=args.games,
            seed=args.seed,
            players=args.players,
        )
    except ValueError as error:
        print(f"cleverdesk sim: error: {error}", file=sys.stderr)
        return 2

    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(_summary(args, result))
    return 0


def _number(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return str(value) if isinstance(value, int) else f"{value:.2f}"


def _summary(args: argparse.Namespace, result: Mapping[str, Any]) -> str:
    players = "player" if args.players == 1 else "players"
    lines = [
        f"{args.game}: {result.get('games', args.games)} games, bot {args.bot}, "
        f"{args.players} {players}, seed {args.seed}",
        "score: mean {}  stdev {}  median {}  p90 {}".format(
            *(_number(result.get(key, "?")) for key in ("mean", "stdev", "median", "p90"))
        ),
    ]
    per_area = result.get("per_area")
    if isinstance(per_area, Mapping) and per_area:
        lines.append(
            "per area: " + "  ".join(f"{area} {_number(v)}" for area, v in per_area.items())
        )
    if "foxes" in result:
        foxes = result["foxes"]
        if isinstance(foxes, Mapping):
            lines.append("foxes: " + "  ".join(f"{key} {_number(v)}" for key, v in foxes.items()))
        else:
            lines.append(f"foxes: {_number(foxes)}")
    if "seconds_per_game" in result:
        seconds = result["seconds_per_game"]
        if isinstance(seconds, int | float) and not isinstance(seconds, bool):
            lines.append(f"time: {seconds * 1000:.2f} ms per game")
    return "\n".join(lines)
