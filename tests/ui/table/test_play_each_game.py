"""Each Clever game at the desk, through the real QML: a seeded solo game and a game against a
computer seat played to the end by clicks, and the game's own rules reached from its table.

A greedy bot only *chooses* what to click. The tests are the same for every game of the
catalogue's ``CLEVER_GAME_IDS``; what differs between the games is in ``EXPECTED``. Each game's
own interactions are tested in test_play.py (Ganz schön clever) and test_play_<game>.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from cleverdesk.catalogue import CLEVER_GAME_IDS
from cleverdesk.engine import (
    GameSetup,
    GameState,
    MoveKind,
    Phase,
    PlayerSetup,
    get_rules,
    replay,
)
from tests.ui import sequel_play
from tests.ui.driver import Driver


def _green_field_points(desk: Driver, state: GameState) -> None:
    """Clever 4ever: the point box above each green field shows what that field scores."""
    green = get_rules("clever-4ever").areas["green"]
    for field in range(11):
        points = green.field_points(state.players[0].marks["green"], field)  # type: ignore[attr-defined]
        shown = desk.item(f"sheet_score_green_field_{field + 1}").property("mark")
        assert shown == (str(points) if points else "")


@dataclass(frozen=True)
class Expected:
    """What one game's tests expect beyond what every game does."""
    kinds: frozenset[MoveKind]  # kinds of move the seeded solo game clicks
    more_moves_than: int  # the seeded solo game takes more moves than this
    rules_words: tuple[str, ...]  # words of the game's own Rules screen
    sheet_check: Callable[[Driver, GameState], None] | None = None  # the solo game's last sheet


EXPECTED = {
    "ganz-schoen-clever": Expected(frozenset({MoveKind.PICK}), 30, ("Purple", "platter", "fox")),
    "doppelt-so-clever": Expected(frozenset({MoveKind.PICK, MoveKind.BONUS}), 40,
                                  ("Silver", "return", "circles")),
    "clever-hoch-drei": Expected(frozenset({MoveKind.PICK}), 0, ("dice field", "joker", "½")),
    "clever-4ever": Expected(frozenset({MoveKind.PICK}), 0, ("sub-area", "Polish", "triangle"),
                             _green_field_points),
}


@pytest.mark.long
@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_seeded_solo_game_played_to_the_end_by_clicks(desk: Driver, game: str) -> None:
    expected, rules = EXPECTED[game], get_rules(game)
    sequel_play.new_game_through_screen(desk, game, seats=1, computers=set(), seed="2024")
    record = desk.game.record
    assert record is not None and record.setup.seed == 2024
    assert desk.text("roundText") == "Round 1 of 6"

    kinds = sequel_play.play_to_the_end(desk)

    state = desk.game.state
    assert state is not None and state.phase == Phase.GAME_OVER
    assert len(kinds) == len(record.moves) > expected.more_moves_than
    assert set(kinds) >= expected.kinds
    total = rules.total(state.players[0])
    # What the player sees: the final scoring and the score boxes of the sheet.
    assert desk.text("finalTotal_0") == str(total)
    band = rules.rating_band(total)
    assert band.contains(total)
    rating = desk.game.property("results").property("ratingText")
    assert desk.text("finalRating").strip("“”") == rating == band.en  # the rules file's band
    desk.click("finalLook")
    assert desk.item("sheet_score_total").property("mark") == str(total)
    for area, score in rules.area_scores(state.players[0]).items():
        assert desk.item(f"sheet_score_{area}").property("mark") == str(score)
    if expected.sheet_check is not None:
        expected.sheet_check(desk, state)
    # The game a player clicked is the game the engine replays.
    assert replay(record).players[0].marks == state.players[0].marks
    log = desk.game.log.lines()
    assert log[-1] == "Game over"
    assert any("took" in line for line in log)


@pytest.mark.long
@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_two_seats_one_computer_to_the_end(desk: Driver, game: str) -> None:
    rules = get_rules(game)
    sequel_play.new_game_through_screen(desk, game, seats=2, computers={1}, seed="77")
    record = desk.game.record
    assert record is not None
    assert [p.bot for p in record.setup.players] == [None, "expert"]  # the default player
    viewed = desk.game.property("turn").property("viewSeat")
    assert desk.has(f"mini_{1 - viewed}")  # the other sheet, small and clickable

    sequel_play.play_to_the_end(desk)

    state = desk.game.state
    assert state is not None and state.phase == Phase.GAME_OVER
    for seat in (0, 1):
        assert desk.text(f"finalTotal_{seat}") == str(rules.total(state.players[seat]))
    assert not desk.has("finalRating")  # the rating is for solo games
    assert not desk.has("handOverScreen"), "one human: no hand-over screens"


@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_rules_for_this_game_are_reachable_from_the_table(desk: Driver, game: str) -> None:
    desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name="R")], seed=3))
    desk.click("tableRules")
    text = desk.text("rulesText")
    for word in EXPECTED[game].rules_words:
        assert word in text
