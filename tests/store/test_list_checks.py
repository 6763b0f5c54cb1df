"""A list of saves checks each file without replaying its moves; opening one replays them
(issue 47, item 9: replaying was 13 of the 16 s of processor time a first listing of 10 000
saves took)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import SaveProblem, SaveStore, save_loading
from cleverdesk.store.files import SaveFileError

from .support import GSC, make_setup, play, sign


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files whose moves are replayed from now on."""
    seen: list[Path] = []
    real = save_loading.replay_checked

    def counted(path: Path, record: Any) -> Any:
        seen.append(path)
        return real(path, record)

    monkeypatch.setattr(save_loading, "replay_checked", counted)
    return seen


def _five(store: SaveStore) -> list[Any]:
    made = []
    for seed in range(5):
        record, states = play(make_setup(GSC, 1, seed), limit=4 + seed)
        made.append(store.save_as(record, f"Game {seed}", state=states[-1]))
    return made


def test_a_list_checks_each_save_without_replaying_it(store: SaveStore,
                                                       replays: list[Path]) -> None:
    made = _five(store)
    listing = SaveStore().list_saves()  # a new session: no index, nothing cached
    assert sorted(e.title for e in listing.entries) == sorted(m.title for m in made)
    assert [e.move_count for e in listing.entries] == [m.move_count for m in
                                                       sorted(made, key=lambda m: -m.written)]
    assert replays == []
    loaded = store.open(made[0].save_id)  # opening replays every move
    assert replays == [made[0].path] and loaded.info.move_count == made[0].move_count


def test_a_signed_save_whose_moves_do_not_replay_is_listed_and_refused_when_opened(
        store: SaveStore) -> None:
    made = _five(store)
    document = json.loads(made[1].path.read_text())
    document["record"]["setup"]["seed"] += 1  # other dice: the moves no longer fit
    made[1].path.write_text(json.dumps(sign(document)))
    listing = SaveStore().list_saves()
    assert len(listing.entries) == 5 and listing.problems == []
    with pytest.raises(SaveFileError) as refused:
        store.open(made[1].save_id)
    assert refused.value.reason in (SaveProblem.REPLAY_FAILED, SaveProblem.INCONSISTENT)
    assert refused.value.quarantined_to is not None  # set aside, as a damaged save is
    assert len(SaveStore().list_saves().entries) == 4


def test_a_save_changed_by_a_byte_is_still_set_aside_by_the_list(store: SaveStore) -> None:
    made = _five(store)
    data = made[2].path.read_bytes()
    made[2].path.write_bytes(data.replace(b'"Game 2"', b'"Game 3"'))  # not signed again
    listing = SaveStore().list_saves()
    assert [p.reason for p in listing.problems] == [SaveProblem.CHECKSUM]
    assert listing.problems[0].quarantined_to is not None and len(listing.entries) == 4
