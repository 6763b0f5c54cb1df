"""Played games to save, and the file-level helpers the damage tests need."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from cleverdesk.engine import GameRecord, GameSetup, GameState, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.setcubed import SetCubedRecord, SetCubedSetup, SetCubedState
from cleverdesk.setcubed import get_rules as set_rules

GSC = "ganz-schoen-clever"


def make_setup(game: str, players: int, seed: int, humans: int = 1) -> GameSetup:
    """Seats below ``humans`` are human, the rest greedy computer players."""
    return GameSetup(
        game=game,
        players=[
            PlayerSetup(name=f"Spieler {i + 1} Jürgen" if i == 0 else f"P{i + 1}",
                        bot=None if i < humans else "greedy")
            for i in range(players)
        ],
        seed=seed,
        house_rule_5_6=players > 4,
    )


def play(setup: GameSetup, limit: int | None = None, seed: int = 0
         ) -> tuple[GameRecord, list[GameState]]:
    """Play a game (humans by a seeded random choice, bots by their own choice).

    Returns the record and the state at every decision point: ``states[k]`` is the table after
    the first ``k`` moves.
    """
    rules = get_rules(setup.game)
    rng = random.Random(seed)
    bots = {seat: make_bot(p.bot, seat) for seat, p in enumerate(setup.players) if p.bot}
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    states = [state]
    while state.decider is not None and (limit is None or len(record.moves) < limit):
        moves = rules.legal_moves(state)
        bot = bots.get(state.decider)
        move = bot.choose(state, moves) if bot else rng.choice(moves)
        state = rules.apply(state, move)
        record.moves.append(move)
        states.append(state)
    return record, states


def prefix(record: GameRecord, count: int) -> GameRecord:
    return GameRecord(setup=record.setup, moves=record.moves[:count])


def sign(document: dict[str, Any]) -> dict[str, Any]:
    """Set the checksum as the file format defines it: SHA-256 of the canonical JSON (sorted
    keys, no spaces, ASCII) of the document without its checksum."""
    body = {k: v for k, v in document.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["checksum"] = "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()
    return document


def write_json(path: Path, document: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=1), encoding="ascii")
    return path


SET_CUBED = "set-cubed"


def play_set_cubed(seed: int, limit: int | None = None, humans: int = 1, players: int = 2
                   ) -> tuple[SetCubedRecord, list[SetCubedState]]:
    """A SET Cubed game: seats below ``humans`` play like the random bot (seeded), the others
    greedy. Returns the record and the table after every move, like :func:`play`."""
    from cleverdesk.setcubed.bots import make_bot as make_set_bot

    rules = set_rules()
    game_setup = SetCubedSetup(
        players=[PlayerSetup(name=f"Spieler {i + 1} Jürgen" if i == 0 else f"P{i + 1}",
                             bot=None if i < humans else "greedy") for i in range(players)],
        seed=seed)
    bots = {seat: make_set_bot(p.bot or "random", seed=seed + seat)
            for seat, p in enumerate(game_setup.players)}
    state = rules.new_game(game_setup)
    record = SetCubedRecord(setup=game_setup, data=rules.ref)
    states = [state]
    while state.decider is not None and (limit is None or len(record.moves) < limit):
        move = bots[state.decider].choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        record.moves.append(move)
        states.append(state)
    return record, states
