"""Every number of a saved game is range-checked (issue 33, item 13).

A re-signed save whose numbers are absurd (an EXTRA ROLL timer of −5 or 10¹⁸ seconds, a seed
SQLite cannot store, a round count of a billion) passes the checksum and, where the engine
ignores the field, even the replay: the schema must refuse it as invalid.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cleverdesk.store import SaveProblem, SaveStore, build_document, new_session_id

from .support import GSC, make_setup, play, play_set_cubed, sign
from .test_damaged import refuse


def _set_cubed_document(**setup: Any) -> dict[str, Any]:
    record, states = play_set_cubed(seed=5, limit=6)
    document = json.loads(build_document(record, session=new_session_id(), state=states[-1])
                          .model_dump_json(exclude_none=True))
    document["record"]["setup"].update(setup)
    return document


def _clever_document() -> dict[str, Any]:
    record, states = play(make_setup(GSC, 2, 1), limit=6)
    return json.loads(build_document(record, session=new_session_id(), state=states[-1])
                      .model_dump_json(exclude_none=True))


@pytest.mark.parametrize("seconds", [-5, 10**18, 86_401])
def test_an_absurd_extra_roll_timer_is_invalid(store: SaveStore, seconds: int) -> None:
    document = sign(_set_cubed_document(extra_roll_seconds=seconds))
    error = refuse(store, json.dumps(document).encode())
    assert error.reason == SaveProblem.INVALID
    assert "extra_roll_seconds" in error.message


def test_a_sensible_extra_roll_timer_still_loads(store: SaveStore) -> None:
    path = store.saves_dir / "ok.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(sign(_set_cubed_document(extra_roll_seconds=30))))
    assert store.load(path).record.setup.extra_roll_seconds == 30


@pytest.mark.parametrize(("where", "value"), [
    (("record", "setup", "seed"), 10**30),  # more than SQLite's INTEGER holds
    (("record", "setup", "seed"), -(10**30)),
    (("round",), 10**9),
    (("rounds",), -1),
    (("move_count",), 10**12),
    (("scores", 0), 10**15),
    (("record", "moves", 0, "value"), 10**18),
    (("record", "moves", 0, "cell"), -7),
])
def test_every_number_of_a_clever_save_is_range_checked(
        store: SaveStore, where: tuple[Any, ...], value: int) -> None:
    document = _clever_document()
    target: Any = document
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    error = refuse(store, json.dumps(sign(document)).encode())
    assert error.reason == SaveProblem.INVALID, error.message
