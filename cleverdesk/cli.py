"""Command line entry point.

Without a subcommand the desk (the Qt window) starts; every other subcommand runs headless.
Qt is imported lazily, only on the desk path, so `sim` works on machines without a display
and stays fast to start.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from cleverdesk import __version__
from cleverdesk.catalogue import FIRST_GAME, is_set_cubed
from cleverdesk.qt_caches import use_cache_folder
from cleverdesk.running import hold_running_mutex
from cleverdesk.typed_text import protect_output

# When the command started: `--benchmark-startup` measures the first frame from here.
_STARTED = time.perf_counter()

# Options of the top-level parser itself; any other leading option is passed on to Qt.
_OWN_OPTIONS = ("-h", "--help", "--version")
_BENCHMARK_STARTUP = "--benchmark-startup"


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cleverdesk",
        description=(
            "Play the Clever dice games offline. Without a subcommand the desk window starts; "
            "any further arguments are passed on to Qt."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        _BENCHMARK_STARTUP,
        action="store_true",
        help="start the desk offscreen, print first_frame_ms=<n> and process_ms=<n> at its first "
        "frame, then the same of a bare QML window (bare_...) and the ratios, and exit",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = commands.add_parser(
        "sim",
        help="play games headless with computer players and print statistics",
        description="Play games headless with computer players and print score statistics.",
    )
    sim.add_argument("--game", default=FIRST_GAME, help="game id (default: %(default)s)")
    sim.add_argument("--bot", default="greedy", help="computer player (default: %(default)s)")
    sim.add_argument(
        "--games", type=int, default=100, help="number of games to play (default: %(default)s)"
    )
    sim.add_argument("--seed", type=int, default=1, help="random seed (default: %(default)s)")
    sim.add_argument(
        "--players", type=int, default=1, help="players per game (default: %(default)s)"
    )
    sim.add_argument(
        "--seats", metavar="BOT,BOT,...",
        help="one computer player per seat, e.g. learned,greedy (sets --players; default: "
             "--bot in every seat)")
    sim.add_argument("--workers", type=int, default=1,
                     help="processes that play the games (the figures are the same; default: 1)")
    sim.add_argument(
        "--rules", choices=("ours", "strict"), default="ours",
        help="the rulings played: ours (the desk's, default) or strict, the rulebooks' narrow "
             "readings where they change scores (docs/rulings.md), for comparing figures with "
             "other programs")
    sim.add_argument(
        "--weights", metavar="FILE",
        help="the learned players' network from FILE instead of the shipped one (e.g. a "
             "training folder's chosen.npz), for the figures of a network not shipped")
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    sim.add_argument(
        "--save-record",
        metavar="FILE",
        help="write the last simulated game to FILE as a saved game",
    )

    check = commands.add_parser(
        "check-save",
        help="check a saved game file: print 'ok' (exit 0) or why not (exit 2)",
        description=(
            "Check a saved game file the way the desk loads it (size, JSON, format version, "
            "checksum, replay of every move). Prints 'ok' and exits 0, or prints the reason "
            "and exits 2. The file is never changed or moved."
        ),
    )
    check.add_argument("file", metavar="FILE", help="the saved game file")

    commands.add_parser(
        "check-install",
        help="check that this installation has everything the desk needs",
        description=(
            "Check the installation: each language's translations, Qt's own translations, "
            "every game's rules, sheet and data, and the QML modules the desk imports. Prints "
            "one ok/FAIL line per part with the file it came from; exits 0 only if all are ok."
        ),
    )

    printing = commands.add_parser(
        "print",
        help="write blank or filled score sheets to a PDF file",
        description=(
            "Write score sheets to a PDF file: --blank with --game and --copies for sheets to "
            "play with real dice, or --save FILE for the filled sheets of a saved game. The "
            "sheets speak the language of --lang; this command's own messages are in English."
        ),
    )
    printing.add_argument("--game", help="game id, for --blank")
    printing.add_argument("--blank", action="store_true", help="blank sheets")
    printing.add_argument(
        "--copies", type=int, default=1, help="blank sheets to print (default: %(default)s)"
    )
    printing.add_argument("--save", metavar="SAVEFILE", help="a saved game to print filled")
    printing.add_argument("--page", default="A4",
                          help="A4 or Letter, in any case (default: %(default)s)")
    printing.add_argument("--lang", metavar="LANG",
                          help="de, nl or en: the language printed on the sheets (default: the "
                               "program's language)")
    printing.add_argument("--ink-saver", action="store_true",
                          help="outlines and light tints instead of full colour")
    printing.add_argument("--out", required=True, metavar="FILE.pdf",
                          help="the PDF to write (its folder must exist)")

    history = commands.add_parser(
        "history",
        help="print the score history of the data folder",
        description="Print every finished game of the score history, one row per seat.",
    )
    history.add_argument("--csv", action="store_true", help="as CSV, header first")
    history.add_argument("--game", help="only this game id")
    history.add_argument("--mode", choices=["solo", "campaign", "multiplayer"],
                         help="only this mode")

    shot = commands.add_parser(
        "screenshot",
        help="play a solo game offscreen at the desk and save a picture of the window",
        description=(
            "Start a solo game offscreen, let the computer make N moves through the real desk, "
            "and save a screenshot of the window as PNG. For set-cubed: a game against a "
            "computer player, shot at your first decision after N moves."
        ),
    )
    shot.add_argument("--game", default=FIRST_GAME, help="game id (default: %(default)s)")
    shot.add_argument("--seed", type=int, default=1, help="random seed (default: %(default)s)")
    shot.add_argument(
        "--moves", type=int, default=20, help="moves the computer makes (default: %(default)s)"
    )
    shot.add_argument(
        "--size", type=_size, default=(1280, 800), help="window size WxH (default: 1280x800)"
    )
    shot.add_argument("--out", required=True, metavar="FILE", help="the PNG file to write")

    from cleverdesk.bot_commands import add_parsers as add_bot_parsers
    from cleverdesk.challenge_commands import add_parsers as add_challenge_parsers

    add_bot_parsers(commands)
    add_challenge_parsers(commands)
    return parser


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1280x800") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"{text!r} is too small (at least 320x240)")
    return width, height


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else list(argv)
    # Before anything else: the Windows installer must see that cleverdesk runs (running.py).
    hold_running_mutex()
    protect_output(sys.stdout, sys.stderr)  # a name never crashes a cp1252 pipe (typed_text)
    # Qt's caches out of the player's data folder, for every command that may start Qt
    use_cache_folder()
    parser = _build_parser()

    if args_list and args_list[0] == _BENCHMARK_STARTUP:
        from cleverdesk.ui.app.tools import benchmark_startup

        return benchmark_startup(args_list[1:], _STARTED)

    if not args_list or (args_list[0].startswith("-") and args_list[0] not in _OWN_OPTIONS):
        # No subcommand: the desk. Its arguments belong to Qt (`-platform offscreen`, `-style …`).
        from cleverdesk.ui.app.app import run_desk

        return run_desk(args_list)

    args = parser.parse_args(args_list)
    if args.command == "sim":
        return _sim(args)
    if args.command == "check-save":
        return _check_save(args.file)
    if args.command == "check-install":
        from cleverdesk.ui.app.install_check import check_install

        return check_install()
    if args.command == "screenshot":
        return _screenshot(args)
    if args.command == "history":
        return _history(args)
    if args.command in ("challenge", "ghost"):
        from cleverdesk.challenge_commands import run_command as run_challenge_command

        return run_challenge_command(args)
    if args.command in ("train", "hint", "levels", "bound", "review"):
        from cleverdesk.bot_commands import run_command

        return run_command(args)
    if args.command == "print":
        from cleverdesk.printing.command import print_command

        return print_command(game=args.game, blank=args.blank, copies=args.copies,
                             save=args.save, out=args.out, page=args.page, lang=args.lang,
                             ink_saver=args.ink_saver)
    parser.error(f"unknown command {args.command!r}")  # argparse exits; keeps mypy happy
    return 2


def _sim(args: argparse.Namespace) -> int:
    if (args.seats or args.workers > 1 or args.rules != "ours" or args.weights) \
            and is_set_cubed(args.game):
        print("cleverdesk sim: error: --seats, --workers, --rules and --weights are for the "
              "Clever games",
              file=sys.stderr)
        return 2
    if is_set_cubed(args.game):  # its own engine: the Clever engine knows nothing of it
        from cleverdesk.setcubed.simulate import simulate as simulate_set_cubed

        simulate: Callable[..., dict[str, Any]] = simulate_set_cubed
    else:
        from cleverdesk.engine.simulate import simulate as simulate_clever

        simulate = simulate_clever
    last: list[tuple[Any, Any]] = []  # the last game's final state and record

    def keep_last(state: Any, record: Any) -> None:
        last[:] = [(state, record)]

    try:
        result = simulate(
            game=args.game,
            bot=args.bot,
            games=args.games,
            seed=args.seed,
            players=args.players,
            on_game=keep_last if args.save_record else None,
            **({"seats": args.seats.split(",")} if args.seats else {}),
            **({"workers": args.workers} if args.workers > 1 else {}),
            **({"readings": args.rules} if args.rules != "ours" else {}),
            **({"weights": Path(args.weights)} if args.weights else {}),
        )
    except ValueError as error:
        print(f"cleverdesk sim: error: {error}", file=sys.stderr)
        return 2

    if args.save_record and last:
        from cleverdesk.store import SaveFileError, build_document, new_session_id, write_save

        state, record = last[0]
        title = f"sim {args.game} {args.bot} seed {args.seed} game {args.games}"
        try:
            document = build_document(record, session=new_session_id(), state=state, title=title)
            write_save(Path(args.save_record), document)
        except SaveFileError as error:
            print(f"cleverdesk sim: error: {error}", file=sys.stderr)
            return 2

    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(_summary(args, result))
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    from cleverdesk.engine import GAME_IDS
    from cleverdesk.layout import LAYOUT_GAME_IDS

    if is_set_cubed(args.game):
        if args.moves < 0:
            print("cleverdesk screenshot: error: --moves must be 0 or more", file=sys.stderr)
            return 2
        from cleverdesk.ui.app.tools import screenshot_set_cubed

        return screenshot_set_cubed(args.seed, args.moves, args.size, Path(args.out))
    if args.game not in GAME_IDS or args.game not in LAYOUT_GAME_IDS:
        print(f"cleverdesk screenshot: error: the desk cannot play {args.game!r} yet",
              file=sys.stderr)
        return 2
    if args.moves < 0:
        print("cleverdesk screenshot: error: --moves must be 0 or more", file=sys.stderr)
        return 2
    from cleverdesk.ui.app.tools import screenshot

    return screenshot(args.game, args.seed, args.moves, args.size, Path(args.out))


def _history(args: argparse.Namespace) -> int:
    import sqlite3

    from cleverdesk.store.history import HistoryError, HistoryStore

    try:
        store = HistoryStore()
    except (HistoryError, OSError, sqlite3.Error) as error:  # locked, newer, no permission …
        print(f"cleverdesk history: error: {error}", file=sys.stderr)
        return 2
    unreadable = 0
    shown = 0

    def readable(entries: Any) -> Any:  # the games one by one, the unreadable ones counted
        nonlocal unreadable, shown
        for entry in entries:
            if entry is None:
                unreadable += 1
            else:
                shown += 1
                yield entry

    try:
        if store.damaged is not None:
            print(f"cleverdesk history: the history could not be read ({store.damaged.reason}); "
                  f"it was moved to {store.damaged.moved_to}; "
                  f"{_games(store.damaged.recovered)} could be read from it and are kept",
                  file=sys.stderr)
        if args.csv:  # streamed straight from SQL: a long history is never held whole
            unreadable = store.export_csv(sys.stdout, game=args.game, mode=args.mode)
        else:
            # names are the players' own text: never an escape sequence
            for game in readable(store.scan(game=args.game, mode=args.mode)):
                seats = ", ".join(f"{typed(terminal_text(r.name))} {r.total}"
                                  for r in game.results)
                print(f"{game.finished_at:%Y-%m-%d %H:%M}  {terminal_text(game.game)}  "
                      f"{terminal_text(game.mode)}  {seats}")
    except sqlite3.Error as error:
        print(f"cleverdesk history: error: the history cannot be read ({error})", file=sys.stderr)
        return 2
    finally:
        store.close()
    if unreadable:
        print(f"cleverdesk history: {_games(unreadable)} could not be read and "
              f"{'is' if unreadable == 1 else 'are'} left out", file=sys.stderr)
    if not args.csv:
        print(_games(shown))
    return 0


def _games(count: int) -> str:
    return f"{count} game" if count == 1 else f"{count} games"


def terminal_text(text: str) -> str:
    """The players' own text for the terminal: ``\\x1b[31m`` shows, it never colours."""
    from cleverdesk.store.files import printable

    return printable(text)


def typed(text: str) -> str:
    """A name isolated from the line around it (after :func:`terminal_text`, which would
    write the isolates as escapes): a name written right to left keeps the score beside it."""
    from cleverdesk.typed_text import typed as isolated

    return isolated(text)


def _check_save(file: str) -> int:
    """Print ``ok`` (exit 0) or the reason (exit 2); never a traceback, never a moved file."""
    from cleverdesk.store import SaveFileError, load_save

    try:
        loaded = load_save(Path(file))
    except SaveFileError as error:
        print(f"{error.reason.value}: {error.message}")
        return 2
    except Exception as error:  # the promise is a reason, not a traceback, whatever happens
        print(f"error: {file}: cannot be checked ({type(error).__name__}: {error})")
        return 2
    print("ok")
    if not loaded.verified:  # still "ok" on stdout (scripts read it); the doubt on stderr
        print(f"check-save: {file}: format {loaded.migrated_from} has no checksum, so it could "
              "not be verified that it is unchanged", file=sys.stderr)
    return 0


def _number(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return str(value) if isinstance(value, int) else f"{value:.2f}"


def _summary(args: argparse.Namespace, result: Mapping[str, Any]) -> str:
    count = result.get("players", args.players)
    players = "player" if count == 1 else "players"
    lines = [
        f"{args.game}: {result.get('games', args.games)} games, bot {result.get('bot', args.bot)}, "
        f"{count} {players}, seed {args.seed}",
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
    seats = result.get("seats")
    if isinstance(seats, list) and len(seats) > 1:
        for seat in seats:
            wins = seat.get("win_rate")
            won = f"  wins {100 * wins:.1f} %" if isinstance(wins, int | float) else ""
            lines.append(f"seat {seat['seat']} ({seat['bot']}): mean {_number(seat['mean'])}{won}")
    if "seconds_per_game" in result:
        seconds = result["seconds_per_game"]
        if isinstance(seconds, int | float) and not isinstance(seconds, bool):
            lines.append(f"time: {seconds * 1000:.2f} ms per game")
    decision, cpu = result.get("decision_ms"), result.get("decision_cpu_ms")
    if isinstance(decision, Mapping) and isinstance(cpu, Mapping) and decision.get("max"):
        lines.append("decision: p50 {} p95 {} max {} ms (processor time: p50 {} p95 {} max {} ms)"
                     .format(*(_number(d.get(key, "?")) for d in (decision, cpu)
                               for key in ("p50", "p95", "max"))))
    if result.get("rules", "ours") != "ours":
        lines.append(f"rules: {result['rules']} (the rulebooks' narrow readings)")
    return "\n".join(lines)
