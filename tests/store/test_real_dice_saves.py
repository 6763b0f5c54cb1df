"""Saves of games played with real dice (issue 45): the throws are part of the record, come back
exactly (also in the middle of a throw), and a file whose throws cannot be a table's is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, Phase, get_rules, replay
from cleverdesk.store import SaveProblem, SaveStore
from cleverdesk.store.history import HistoryStore
from tests.engine.real_dice_support import oracle_throw, play_seeded, setup

from .support import sign
from .test_damaged import refuse

GSC = "ganz-schoen-clever"
FIXTURE = Path(__file__).parent / "fixtures" / "save-v3-real-dice-ganz-schoen-clever.json"


def waiting_record(moves: int = 5) -> GameRecord:
    """A real-dice game after ``moves`` moves, waiting for the next throw (or at its end)."""
    rules = get_rules(GSC)
    record = GameRecord(setup=setup(GSC, 1, 3))
    state = rules.new_game(record.setup)
    while True:
        awaited = rules.awaited_throw(state)
        if awaited is not None:
            if len(record.moves) >= moves:
                return record
            state = rules.enter_throw(state, oracle_throw(rules, 40, awaited))
            record.throws[awaited.place] = state.throws[awaited.place]
            continue
        if state.phase == Phase.GAME_OVER:
            return record
        move = rules.legal_moves(state)[0]
        state = rules.apply(state, move)
        record.moves.append(move)


def test_a_game_waiting_for_a_throw_comes_back_waiting_for_it(store: SaveStore) -> None:
    record = waiting_record()
    info = store.save_as(record, "Am Küchentisch")
    loaded = store.open(info.save_id)
    assert loaded.record == record and loaded.record.setup.real_dice
    assert loaded.state == replay(record) and loaded.state.throw_needed is not None
    raw = json.loads(info.path.read_bytes())
    assert raw["schema_version"] == 3 and raw["record"]["setup"]["real_dice"] is True
    # each throw's faces in the order entered, as pairs (the checksum covers the order)
    assert all(isinstance(pair, list) and len(pair) == 2
               for thrown in raw["record"]["throws"].values() for pair in thrown["faces"])


def _document(**change: Any) -> dict[str, Any]:
    document = json.loads(FIXTURE.read_bytes())
    throws = document["record"]["throws"]
    first = next(iter(throws))
    for key, value in change.items():
        if key == "faces":
            throws[first]["faces"] = value
        elif key == "place":
            throws[value] = throws.pop(first)
        elif key == "real_dice":
            document["record"]["setup"]["real_dice"] = value
    return sign(document)


@pytest.mark.parametrize(("change", "problem", "said"), [
    ({"faces": [["white", 7], ["yellow", 6], ["blue", 5], ["green", 6], ["orange", 4],
                ["purple", 2]]}, SaveProblem.INVALID, "less than or equal to 6"),
    ({"faces": [["white", 5], ["white", 6], ["blue", 5], ["green", 6], ["orange", 4],
                ["purple", 2]]}, SaveProblem.REPLAY_FAILED, "names a die twice"),
    ({"faces": [["silver", 5], ["yellow", 6], ["blue", 5], ["green", 6], ["orange", 4],
                ["purple", 2]]}, SaveProblem.REPLAY_FAILED, "a die the game does not have"),
    ({"place": "1/0/passive"}, SaveProblem.INVALID, "record.throws"),
    ({"real_dice": False}, SaveProblem.REPLAY_FAILED, "not played with them"),
])
def test_throws_that_cannot_be_a_tables_are_refused(store: SaveStore, change: dict[str, Any],
                                                    problem: SaveProblem, said: str) -> None:
    error = refuse(store, json.dumps(_document(**change)).encode())
    assert error.reason == problem and said in error.message, error.message


def test_other_faces_replay_to_another_game_and_are_caught(store: SaveStore) -> None:
    """A re-signed file whose first throw shows other faces replays to other sheets: the
    summary saved no longer matches (or a move no longer fits)."""
    faces = [["white", 1], ["yellow", 1], ["blue", 1], ["green", 1], ["orange", 1],
             ["purple", 1]]
    error = refuse(store, json.dumps(_document(faces=faces)).encode())
    assert error.reason in (SaveProblem.REPLAY_FAILED, SaveProblem.INCONSISTENT)


def test_the_history_keeps_the_throws_and_the_mark(tmp_path: Path) -> None:
    record = waiting_record(moves=10_000)  # the whole game
    state = replay(record)
    assert state.phase == Phase.GAME_OVER
    with HistoryStore(tmp_path / "history.sqlite") as history:
        history.add_game(state, record, "solo", 60.0)
        (game,) = history.games()
        assert game.real_dice and history.record(game.id) == record
        seeded, states = play_seeded(get_rules(GSC), setup(GSC, 1, 3, real=False))
        history.add_game(states[-1], seeded, "solo", 60.0)
        assert [g.real_dice for g in history.games()] == [False, True]
        assert history.game(game.id).real_dice  # type: ignore[union-attr]
