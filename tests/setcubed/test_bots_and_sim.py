"""Computer players, the simulator and the command line; and no Qt anywhere in SET Cubed."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cleverdesk.cli import main
from cleverdesk.setcubed import Move, MoveKind, Phase, get_rules
from cleverdesk.setcubed.bots import BOT_NAMES, GreedyBot, RandomBot, make_bot
from cleverdesk.setcubed.simulate import play_game, simulate
from cleverdesk.setcubed.symbols import WILD

from .support import die_of, position, setup

ROOT = Path(__file__).resolve().parents[2]
LOGO = {(7, 6): "1RO", (7, 7): "2GS", (7, 8): "3PD"}


def test_bots_by_name() -> None:
    assert BOT_NAMES == ("random", "greedy")
    assert isinstance(make_bot("greedy", 3), GreedyBot)
    assert isinstance(make_bot("random"), RandomBot)
    with pytest.raises(ValueError):
        make_bot("clever")


def test_greedy_takes_the_most_points_this_turn() -> None:
    rules = get_rules()
    # 1RO at (7,9) completes row 7 and column 9 (6); 3PD at (7,5) completes row 7 again (3)
    state = position({**LOGO, (5, 9): "3RO", (6, 9): "2RO"}, [["1RO", "3PD", "2PS"], [], []],
                     claimed=[(5, 9)])
    moves = rules.legal_moves(state)
    best = max(rules.turn_points(state, [m for m in moves if m.kind == MoveKind.PLACE]))
    chosen = GreedyBot().choose(state, moves)
    assert rules.check_turn(state, chosen.placements).points == best
    assert best == 6 + 3


def test_greedy_spends_no_wild_for_nothing() -> None:
    rules = get_rules()
    state = position(LOGO, [["1RO", "WILD"], [], []])
    chosen = GreedyBot().choose(state, rules.legal_moves(state))
    faces = {h.die: h.face for h in state.players[0].hand}
    points = rules.check_turn(state, chosen.placements).points
    same = [m for m in rules.legal_moves(state) if m.kind == MoveKind.PLACE
            and rules.check_turn(state, m.placements).points == points]
    fewest = min(sum(1 for p in m.placements if faces[p.die] == WILD) for m in same)
    assert sum(1 for p in chosen.placements if faces[p.die] == WILD) == fewest


def test_greedy_extra_roll_keeps_useful_dice_and_wilds() -> None:
    rules = get_rules()
    state = position(LOGO, [["1RO", "WILD", "2PO", "2PO", "1GD"], ["2PO"], ["2PO"]],
                     phase=Phase.EXTRA_ROLL)
    state.extra_waiting = [0, 1, 2]
    chosen = GreedyBot().choose(state, rules.legal_moves(state))
    keep = {die_of(state, 0, "1RO"), die_of(state, 0, "WILD")}
    hand = {h.die for h in state.players[0].hand}
    assert chosen.kind == MoveKind.EXTRA_ROLL
    assert set(chosen.dice) <= hand - keep
    assert keep.isdisjoint(chosen.dice)


def test_greedy_swaps_only_a_die_it_cannot_use() -> None:
    rules = get_rules()
    board = {**LOGO, (7, 9): "1RO", (7, 10): "W=2GS"}
    state = position(board, [["2GS", "2PO"], [], []], phase=Phase.REPLACE)
    # the 2GS fits nowhere: swapping turns it into a fresh roll
    assert GreedyBot().choose(state, rules.legal_moves(state)).kind == MoveKind.SWAP
    board[(5, 11)] = "3PD"
    board[(6, 11)] = "1RO"  # column 11 rows 5–7 now wants a 2GS at (7,11)
    state = position(board, [["2GS", "2PO"], [], []], phase=Phase.REPLACE)
    assert GreedyBot().choose(state, rules.legal_moves(state)) == Move(MoveKind.KEEP)


def test_greedy_beats_random() -> None:
    rules = get_rules()
    wins = 0
    for seed in range(8):
        bots = ("greedy", "random") if seed % 2 else ("random", "greedy")
        state, record = play_game(rules, setup(2, seed, bots))
        greedy_seat = bots.index("greedy")
        wins += state.players[greedy_seat].total > state.players[1 - greedy_seat].total
        assert rules.replay(record).model_dump() == state.model_dump()
    assert wins >= 6


def test_simulate_reports_games_means_and_time() -> None:
    result = simulate("set-cubed", "greedy", 2, 1, players=3)
    assert result["games"] == 2 and result["players"] == 3
    assert result["mean"] > 0 and len(result["mean_by_turn_order"]) == 3
    assert result["seconds_per_game"] > 0
    again = simulate("set-cubed", "greedy", 2, 1, players=3)
    assert {k: v for k, v in again.items() if "second" not in k and not k.startswith("ms")} == \
        {k: v for k, v in result.items() if "second" not in k and not k.startswith("ms")}
    for bad in ({"players": 1}, {"players": 5}, {"bot": "nope"}, {"games": 0},
                {"game": "ganz-schoen-clever"}):
        args = {"game": "set-cubed", "bot": "random", "games": 1, "seed": 1, "players": 2,
                **bad}
        with pytest.raises(ValueError):
            simulate(**args)  # type: ignore[arg-type]


def test_the_command_line_dispatches_set_cubed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--game", "set-cubed", "--players", "2", "--bot", "random",
                 "--games", "2", "--seed", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "set-cubed" and result["games"] == 2
    assert {"mean", "seconds_per_game"} <= result.keys()
    assert main(["sim", "--game", "set-cubed", "--games", "1"]) == 2  # default: 1 player
    captured = capsys.readouterr()
    assert captured.out == "" and "players" in captured.err


def test_set_cubed_imports_no_qt() -> None:
    package = ROOT / "cleverdesk" / "setcubed"
    for path in package.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            assert not any(n.startswith(("PySide6", "shiboken6")) for n in names), path
    code = (
        "import sys\n"
        "from cleverdesk.setcubed import bots, simulate\n"
        "import cleverdesk.setcubed.rules\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
