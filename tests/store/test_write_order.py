"""Continue and the saves list follow the order in which this computer wrote the saves, not the
date inside them (issue 47, item 3): a clock set back, or a save dated 9999, never makes
Continue resume the wrong game. The clock is faked where the store reads it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import SaveStore, new_session_id, save_format, saves

from .support import GSC, make_setup, play, prefix

REAL_NOW = datetime.now


class Clock:
    """The store's clock: the real one moved by ``shift``."""

    shift = timedelta(0)
    at: datetime | None = None


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> type[Clock]:
    class FakeDatetime(datetime):
        @classmethod
        def now(cls, tz: Any = None) -> FakeDatetime:  # type: ignore[override]
            when = Clock.at or REAL_NOW(tz) + Clock.shift
            return cls.fromtimestamp(when.timestamp(), tz)

    for module in (save_format, saves):  # the date a save holds, the name a new save gets
        monkeypatch.setattr(module, "datetime", FakeDatetime)
    Clock.shift, Clock.at = timedelta(0), None
    return Clock


def autosave(store: SaveStore, seed: int, moves: int = 6) -> str:
    record, states = play(make_setup(GSC, 1, seed), limit=moves)
    session = new_session_id()
    store.autosave(record, session=session, state=states[-1])
    return session


def test_continue_resumes_the_game_written_last_with_the_clock_set_back(
        store: SaveStore, clock: type[Clock]) -> None:
    older = autosave(store, seed=1)
    clock.shift = -timedelta(days=3)  # the player sets the clock three days back
    newer = autosave(store, seed=2)
    loaded, problems = store.latest_unfinished()
    assert problems == [] and loaded is not None
    assert loaded.session == newer != older
    # the older game is played on (the clock still back): it is the one written last now
    record, states = play(make_setup(GSC, 1, 1), limit=8)
    store.autosave(record, session=older, state=states[-1])
    loaded, _ = store.latest_unfinished()
    assert loaded is not None and loaded.session == older


def test_a_save_dated_9999_is_not_newest_for_ever(store: SaveStore, clock: type[Clock]) -> None:
    clock.at = datetime(9999, 12, 31, tzinfo=UTC)
    far = autosave(store, seed=3)
    clock.at = None
    near = autosave(store, seed=4)
    loaded, _ = store.latest_unfinished()
    assert loaded is not None and loaded.session == near != far
    # named saves: the list shows the one written last first
    record, states = play(make_setup(GSC, 1, 5), limit=4)
    clock.at = datetime(9999, 12, 31, tzinfo=UTC)
    dated = store.save_as(record, "Dated 9999", state=states[-1])
    clock.at = None
    plain = store.save_as(prefix(record, 2), "Plain", state=states[2])
    listed = [info.title for info in store.list_saves().entries]
    assert listed == ["Plain", "Dated 9999"], listed
    assert plain.written > dated.written


def test_the_saves_screen_orders_as_the_store_does(store: SaveStore, clock: type[Clock]) -> None:
    from cleverdesk.ui.saves.model import newest_first

    record, states = play(make_setup(GSC, 1, 6), limit=4)
    clock.shift = timedelta(days=5)
    ahead = store.save_as(record, "Ahead", state=states[-1])
    clock.shift = timedelta(0)
    now = store.save_as(record, "Now", state=states[-1])
    assert [i.title for i in newest_first([ahead, now])] == ["Now", "Ahead"]
    assert [i.title for i in newest_first(store.list_saves().entries)] == ["Now", "Ahead"]


def test_saves_the_sequence_does_not_know_rank_by_their_date_below_the_known(
        store: SaveStore, data_dir: Path) -> None:
    """Saves of an older version (no sequence yet) keep their order by date; a save written
    now ranks above them all."""
    record, states = play(make_setup(GSC, 1, 7), limit=4)
    first = store.save_as(record, "First", state=states[-1])
    second = store.save_as(record, "Second", state=states[-1])
    (data_dir / "saves.sequence").unlink()  # as an older version left the folder
    assert [i.title for i in store.list_saves().entries] == ["Second", "First"]
    third = store.save_as(record, "Third", state=states[-1])
    assert [i.title for i in store.list_saves().entries] == ["Third", "Second", "First"]
    store.delete(third.save_id)
    store.delete(first.save_id)
    assert [i.title for i in store.list_saves().entries] == ["Second"]
    assert second.path.exists()
