"""The parts of the challenges at the desk, on their own: the ghost keeper plays each game
once, off the GUI thread; the words of aids and the result line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cleverdesk.engine import ghost as engine_ghost
from cleverdesk.ui.challenge import ghosts
from cleverdesk.ui.challenge import words as challenge_words
from cleverdesk.ui.challenge.ghosts import GhostKeeper

GSC = "ganz-schoen-clever"


def test_a_ghost_is_played_once_and_then_known(qapp: Any, qtbot: Any, tmp_path: Path,
                                               monkeypatch: Any) -> None:
    played: list[tuple[str, int]] = []
    real = engine_ghost.play_ghost

    def counting(game: str, seed: int, bot: str = "expert") -> engine_ghost.Ghost:
        played.append((game, seed))
        return real(game, seed, bot)

    monkeypatch.setattr(ghosts, "play_ghost", counting)
    keeper = GhostKeeper(tmp_path)
    assert keeper.ghost(GSC, 21) is None  # being played now
    assert keeper.ghost(GSC, 21) is None and keeper.playing(keeper.key(GSC, 21))
    with qtbot.waitSignal(keeper.ready, timeout=120_000):
        pass
    found = keeper.ghost(GSC, 21)
    assert found is not None and found.total == real(GSC, 21).total
    assert played == [(GSC, 21)]  # asked three times, played once
    again = GhostKeeper(tmp_path)  # a desk started later reads it from the disk
    assert again.ghost(GSC, 21) is None
    with qtbot.waitSignal(again.ready, timeout=120_000):
        pass
    assert again.ghost(GSC, 21) == found and played == [(GSC, 21)]


def test_a_ghost_that_fails_says_why_and_is_not_played_again(qapp: Any, qtbot: Any,
                                                             tmp_path: Path,
                                                             monkeypatch: Any) -> None:
    calls: list[int] = []

    def broken(game: str, seed: int, bot: str = "expert") -> engine_ghost.Ghost:
        calls.append(seed)
        raise RuntimeError("no network")

    monkeypatch.setattr(ghosts, "play_ghost", broken)
    keeper = GhostKeeper(tmp_path)
    keeper.ghost(GSC, 22)
    with qtbot.waitSignal(keeper.ready, timeout=30_000):
        pass
    assert keeper.failure(keeper.key(GSC, 22)) == "no network"
    assert keeper.ghost(GSC, 22) is None and calls == [22]


def test_the_aids_and_the_result_line_in_words(qapp: Any) -> None:
    assert challenge_words.aids_text(False, False, False) == "A clean game: no hints, no undo."
    assert challenge_words.aids_text(True, True, True) == (
        "Played with hints, undo and a review before the end.")
    line = challenge_words.result_line("Clever 4ever", "1EG-1XW-AD7", 301, "It's going up",
                                       355, challenge_words.aids_text(True, False, False))
    # (no translator here: the count reads "301 point(s)")
    assert line.startswith("Clever 4ever · code 1EG-1XW-AD7 · 301 point")
    assert line.endswith(" · “It's going up” · expert on the same dice: 355 · Played with hints.")
    assert "expert" not in challenge_words.result_line("Clever", "", 1, "", None, "x")
