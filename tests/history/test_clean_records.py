"""Clean records (issue 50, item 6): the best of the games played without hints, undo or a
review before the end, beside the best of all of them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import SCHEMA_VERSION, HistoryStore, history_path
from cleverdesk.store.history_figures import gather

GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    return tmp_path


def _played(seed: int, bot: str):  # type: ignore[no-untyped-def]
    """A finished solo game of a human seat, its moves made by ``bot``."""
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna", bot=bot)], seed=seed)
    state, record = play_game(get_rules(GSC), setup)
    human = setup.model_copy(update={"players": [PlayerSetup(name="Anna")]})
    return state, GameRecord(setup=human, moves=record.moves), get_rules(GSC).total(
        state.players[0])


def test_a_hinted_game_that_scores_more_is_the_best_but_not_the_clean_best() -> None:
    clean_state, clean_record, clean_total = _played(3, "random")
    hinted_state, hinted_record, hinted_total = _played(4, "greedy")
    assert hinted_total > clean_total
    with HistoryStore() as store:
        store.add_game(clean_state, clean_record, "solo", 60.0)
        store.add_game(hinted_state, hinted_record, "solo", 60.0, hints=True)
        stats = store.stats(GSC)
        assert (stats.best, stats.clean_best) == (hinted_total, clean_total)
        figures = gather(store.scan())
        assert figures is not None
        assert (figures.stats_of(GSC).best, figures.stats_of(GSC).clean_best) == (
            hinted_total, clean_total)
        assert store.solo_bests() == {GSC: (hinted_total, clean_total)}
        hinted = next(g for g in store.games() if g.hints)
        assert not hinted.clean and next(g for g in store.games() if not g.hints).clean


@pytest.mark.parametrize("mark", ["undo", "review"])
def test_undo_or_a_review_before_the_end_make_a_game_not_clean(mark: str) -> None:
    state, record, total = _played(5, "greedy")
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 60.0, **{mark: True})
        (game,) = store.games()
        assert getattr(game, mark) and not game.clean
        assert (store.stats(GSC).best, store.stats(GSC).clean_best) == (total, None)
        assert store.solo_bests() == {GSC: (total, None)}


def test_a_practice_game_is_an_undo_game_and_counts_in_no_best() -> None:
    state, record, _ = _played(6, "greedy")
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 60.0, practice=True)
        (game,) = store.games()
        assert game.undo and game.practice and not game.clean
        assert store.stats(GSC).best is None and store.solo_bests() == {}


def test_games_of_an_older_history_are_clean_unless_marked(data_dir: Path) -> None:
    """Schema 4 knew hints and practice undo only: its games keep those marks, and nothing
    else is invented for them."""
    plain_state, plain_record, plain_total = _played(7, "greedy")
    hinted_state, hinted_record, hinted_total = _played(4, "greedy")
    with HistoryStore() as store:
        store.add_game(plain_state, plain_record, "solo", 60.0)
        store.add_game(hinted_state, hinted_record, "solo", 60.0, hints=True)
    conn = sqlite3.connect(history_path())  # back to schema 4, as an older desk left it
    conn.execute("ALTER TABLE games DROP COLUMN undo")
    conn.execute("ALTER TABLE games DROP COLUMN review")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()
    with HistoryStore() as store:
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert [(g.hints, g.undo, g.review, g.clean) for g in store.games()] == [
            (True, False, False, False), (False, False, False, True)]
        assert store.stats(GSC).clean_best == plain_total
