"""The end of a game without dice is solved exactly for the advice (engine/bots/endgame.py,
issue 50): a Clever 4ever beginner's last decision was valued 206 by the network for a game that
ended at 115."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots.endgame import exact_values
from cleverdesk.engine.bots.expert import expert_hints
from cleverdesk.engine.bots.learned import afterstate
from cleverdesk.engine.bots.review import replay, review_record
from cleverdesk.engine.simulate import game_seed, play_game

CLEVER_GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")


def _game(game: str, index: int, bot: str = "beginner"):  # type: ignore[no-untyped-def]
    rules = get_rules(game)
    setup = GameSetup(game=game, seed=game_seed(5, index), players=[PlayerSetup(name="p",
                                                                              bot=bot)])
    final, record = play_game(rules, setup)
    return rules, final, record, replay(record)


def _exact(rules, state):  # type: ignore[no-untyped-def]
    moves = rules.legal_moves(state)
    return moves, exact_values(rules, state, [afterstate(rules, state, m) for m in moves])


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_the_last_decision_is_valued_at_the_final_score(game: str) -> None:
    rules, final, record, states = _game(game, 3)
    last = len(record.moves) - 1
    moves, exact = _exact(rules, states[last])
    if exact is None:  # this game's last move came before its last throw
        pytest.skip("no decision after the last throw in this game")
    played = moves.index(record.moves[last])
    assert exact[played] == rules.total(final.players[0])
    for move, value in zip(moves, exact, strict=True):  # each move, played out on the table
        after = rules.apply(states[last], move)
        while after.decider is not None:  # only the seat's own choices are left: take any
            after = rules.apply(after, rules.legal_moves(after)[0])
        assert value >= rules.total(after.players[0])


def test_a_clever_4ever_beginners_last_mistake_is_measured_not_estimated() -> None:
    rules, final, record, states = _game("clever-4ever", 3)
    assert rules.total(final.players[0]) == 115
    review = review_record(record, 0, "learned", check=0)
    last = review.decisions[-1]
    assert last.step == len(record.moves) - 1
    assert last.played_expected == 115.0  # the network said 204.6
    assert last.best_expected == max(_exact(rules, states[last.step])[1] or [0])
    assert review.end_value == 115
    (hint,) = expert_hints(states[last.step], rules.legal_moves(states[last.step]), top=1,
                           seed=states[last.step].move_count)
    assert hint.expected == last.best_expected and hint.move == last.best


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_a_throw_ahead_leaves_the_estimate(game: str) -> None:
    rules, _, record, states = _game(game, 1)
    first = next(s for s in states if s.decider is not None and len(rules.legal_moves(s)) > 1)
    assert _exact(rules, first)[1] is None
    last_round = [s for s in states if s.round == s.rounds and s.decider is not None
                  and s.phase.value == "active_roll" and s.roll_no == 1]
    assert last_round and _exact(rules, last_round[0])[1] is None  # rolls 2 and 3 to come


def test_the_solve_never_reads_the_dice_to_come() -> None:
    rules, final, record, states = _game("ganz-schoen-clever", 3)
    for state in reversed(states[:-1]):
        moves, exact = _exact(rules, state)
        if exact is not None:
            break
    else:
        pytest.skip("no decision after the last throw")
    other = state.clone()
    other.setup = state.setup.model_copy(update={"seed": state.setup.seed + 1})
    assert _exact(rules, other)[1] == exact


def test_a_real_dice_game_under_review_keeps_its_throws_to_come_unread() -> None:
    """A review replays a game of real dice with all its throws entered, those still to come
    too: the solve reads none of them, and values each last-round position as in the seeded
    game of the same faces."""
    from cleverdesk.engine import GameRecord
    from tests.engine.real_dice_support import play_real, setup, throws_to_enter

    rules = get_rules("ganz-schoen-clever")
    _, final, seeded, states = _game("ganz-schoen-clever", 3)
    real_setup = setup("ganz-schoen-clever", 1, seeded.setup.seed)
    throws = throws_to_enter(rules, real_setup, seeded.moves, seeded.setup.seed)
    *_, (_, last) = play_real(rules, real_setup, seeded.moves, throws)
    record = GameRecord(setup=real_setup, moves=seeded.moves, throws=last.throws)
    replayed = replay(record)
    assert replayed[-1].players[0].marks == final.players[0].marks
    compared = 0
    for state, oracle_state in zip(replayed, states, strict=True):
        if state.decider is None or state.round < state.rounds:
            continue
        assert len(state.throws) == len(record.throws)  # every throw, to come too
        assert _exact(rules, state)[1] == _exact(rules, oracle_state)[1]
        compared += 1
    assert compared >= 3
