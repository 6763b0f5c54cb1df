"""The review's account adds up (issue 50): expected at the start − what the decisions cost +
what the dice gave = the final score, for every game, seat and evaluator."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots.expert import SearchBudget
from cleverdesk.engine.bots.review import Account, review_record
from cleverdesk.engine.simulate import play_game

CLEVER_GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")
PLAYERS = ("beginner", "casual", "learned")
SMALL = SearchBudget(candidates=3, margin=15.0, samples=6)  # the expert's search, made cheap
GAMES = 20


def records(game: str) -> list[GameRecord]:
    """20 games of ``game``: the beginner, casual and learned players in turn, every other game
    with two seats (one of them another level) so that other players' moves come between a
    seat's decisions."""
    rules = get_rules(game)
    found = []
    for index in range(GAMES):
        bot = PLAYERS[index % len(PLAYERS)]
        bots = [bot] if index % 2 == 0 else [bot, PLAYERS[(index + 1) % len(PLAYERS)]]
        setup = GameSetup(game=game, seed=9_000 + index,
                          players=[PlayerSetup(name=f"p{i}", bot=b) for i, b in enumerate(bots)])
        found.append(play_game(rules, setup)[1])
    return found


def assert_adds_up(review: object) -> None:
    from cleverdesk.engine.bots.review import GameReview

    assert isinstance(review, GameReview)
    assert review.finished
    start, lost, luck = review.expected_start, review.points_lost, review.luck
    assert start - lost + luck == pytest.approx(review.final_score, abs=0.01)
    account = review.account()
    assert account.start - account.lost + account.luck == account.final == review.final_score
    document = review.to_json()
    assert document["expected_start"] - document["points_lost"] + document["luck"] \
        == pytest.approx(document["final"], abs=0.01)
    assert document["final"] == review.final_score
    assert all(d.lost >= 0.0 for d in review.decisions)


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_the_account_adds_up_for_every_game_seat_and_evaluator(game: str) -> None:
    # the checks (playouts that replace the biggest losses) take part in every learned review
    # and in every third expert one, with few playouts: the account must add up with them too
    for index, record in enumerate(records(game)):
        for seat in range(len(record.setup.players)):
            assert_adds_up(review_record(record, seat, "learned", check=1, rollouts=2))
            assert_adds_up(review_record(record, seat, "expert", budget=SMALL,
                                         check=int(index % 3 == 0), rollouts=2))


def test_an_unfinished_game_adds_up_to_the_score_now_expected() -> None:
    game = "doppelt-so-clever"
    rules = get_rules(game)
    setup = GameSetup(game=game, seed=77, players=[PlayerSetup(name="p", bot="casual")])
    record = play_game(rules, setup)[1]
    record = record.model_copy(update={"moves": record.moves[:40]})
    review = review_record(record, 0, "learned", check=0)
    assert not review.finished
    assert review.end_value == review.decisions[-1].played_expected
    assert review.expected_start - review.points_lost + review.luck == pytest.approx(
        review.end_value, abs=0.01)


def test_the_rounded_account_adds_up_as_shown() -> None:
    # 274.6 − 33.4 + luck = 98: shown 275 − 33 + luck, so luck is shown as −144
    account = Account.of(274.6, 33.4, 98.0)
    assert (account.start, account.lost, account.final) == (275, 33, 98)
    assert account.start - account.lost + account.luck == account.final


def test_checked_mistakes_are_said_as_the_playouts_confirm() -> None:
    """A check replaces a big loss by what playing both moves out confirms (less a standard
    error): the checked losses are what the review shows as its biggest mistakes."""
    game = "ganz-schoen-clever"
    setup = GameSetup(game=game, seed=31, players=[PlayerSetup(name="p", bot="beginner")])
    record = play_game(get_rules(game), setup)[1]
    raw = review_record(record, 0, "learned", check=0)
    checked = review_record(record, 0, "learned", check=5, rollouts=16)
    assert [d.step for d in raw.decisions] == [d.step for d in checked.decisions]
    changed = [(a, b) for a, b in zip(raw.decisions, checked.decisions, strict=True)
               if b.checked]
    assert 1 <= len(changed) <= 5
    for before, after in changed:
        assert after.best_expected == before.best_expected  # the position keeps its value
        assert after.lost != before.lost  # the loss is the playouts' (never exactly equal)
    assert all(d.checked or d.exact for d in checked.biggest() if d.lost >= 0.5) \
        or len(changed) == 5
    # a loss at the game's end without dice is exact, and no check plays it out
    assert all(not d.checked for d in checked.decisions if d.exact)
    assert_adds_up(checked)
