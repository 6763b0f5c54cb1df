"""Saves dated at the edge of the calendar (issue 33, item 4): a valid, re-signed save of
9999-12-31T23:59:59-14:00 or 0001-01-01T00:00:00+14:00 lies outside what local time can
hold. It is listed with its date as stored; the other saves are all listed; as the autosave it
still gives the home screen its Continue hint."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.store import SaveStore, load_save, new_session_id
from cleverdesk.ui.common import dates
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"
FAR = ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"]


def _record(seed: int, moves: int = 4) -> tuple[GameRecord, Any]:
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=f"Ada {seed}")], seed=seed)
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    for _ in range(moves):
        move = rules.legal_moves(state)[0]
        state = rules.apply(state, move)
        record.moves.append(move)
    return record, state


def _redated(path: Path, when: str) -> None:
    document = json.loads(path.read_text())
    document["saved_at"] = when
    body = {k: v for k, v in document.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["checksum"] = "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()
    path.write_text(json.dumps(document))


@pytest.mark.parametrize("when", FAR)
def test_a_far_date_is_written_as_stored(when: str) -> None:
    from datetime import datetime

    text = dates.moment_text(datetime.fromisoformat(when))
    assert when[:4] in text


@pytest.mark.parametrize("when", FAR)
def test_one_far_dated_save_never_empties_the_saves_list(desk: Driver, user_data: Path,
                                                         when: str) -> None:
    store = SaveStore()
    infos = []
    for seed in range(7):
        record, state = _record(seed)
        infos.append(store.save_as(record, f"Game {seed}", state=state))
    _redated(infos[3].path, when)
    assert load_save(infos[3].path).info.saved_at.year in (1, 9999)  # valid: check-save says ok
    desk.click("homeSaves")
    desk.settle()
    saves = desk.engine.singletonInstance("Cleverdesk", "Saves")
    assert len(saves.entries) == 7
    assert when[:4] in next(e["date"] for e in saves.entries
                            if e["saveId"] == infos[3].save_id)
    # the listing has landed (entries waited for it); the view makes the row at its next layout
    desk.qtbot.waitUntil(lambda: desk.has(f"saveRow_{infos[0].save_id}"))


@pytest.mark.parametrize("when", FAR)
def test_a_far_dated_autosave_still_gives_the_continue_hint(qtbot: Any, user_data: Path,
                                                            when: str) -> None:
    record, state = _record(5)
    store = SaveStore()
    info = store.autosave(record, session=new_session_id(), state=state)
    _redated(info.path, when)
    from tests.ui.driver import open_desk

    with open_desk(qtbot) as desk:
        desk.settle()
        hint = desk.text("homeContinueHint")
        assert "Ada 5" in hint and when[:4] in hint, hint
