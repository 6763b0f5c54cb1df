"""Undo and redo of human moves (never of dice): back to the last human decision, exactly."""

from __future__ import annotations

import random

import pytest

from cleverdesk.engine import (
    GAME_IDS,
    GameRecord,
    GameSetup,
    GameState,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    get_rules,
    replay,
)
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.undo import UndoBlocked, UndoHistory, UndoUnavailable, deciders, reveals

GSC = "ganz-schoen-clever"


def make_setup(bots: list[str | None], seed: int, game: str = GSC) -> GameSetup:
    return GameSetup(
        game=game,
        players=[PlayerSetup(name=f"P{i + 1}", bot=bot) for i, bot in enumerate(bots)],
        seed=seed,
        house_rule_5_6=len(bots) > 4,
    )


def play(setup: GameSetup, limit: int | None = None, seed: int = 0) -> GameRecord:
    """Humans choose at random (seeded), computer players by their own choice."""
    rules = get_rules(setup.game)
    rng = random.Random(seed)
    bots = {s: make_bot(p.bot, s) for s, p in enumerate(setup.players) if p.bot}
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    while state.decider is not None and (limit is None or len(record.moves) < limit):
        moves = rules.legal_moves(state)
        bot = bots.get(state.decider)
        move = bot.choose(state, moves) if bot else rng.choice(moves)
        state = rules.apply(state, move)
        record.moves.append(move)
    return record


def prefix(record: GameRecord, count: int) -> GameRecord:
    return GameRecord(setup=record.setup, moves=record.moves[:count])


def seats_that_decided(record: GameRecord) -> list[int]:
    rules = get_rules(record.setup.game)
    state = rules.new_game(record.setup)
    seats = []
    for move in record.moves:
        seats.append(state.decider)
        state = rules.apply(state, move)
    return seats


def test_deciders_are_found_by_replaying() -> None:
    record = play(make_setup([None, "greedy", None], 3), seed=3)
    seats = deciders(record)
    assert seats == seats_that_decided(record)
    assert set(seats) == {0, 1, 2}


@pytest.mark.parametrize("bots", [[None, "greedy", "greedy"], [None, None], ["greedy", None]])
def test_undo_goes_back_to_just_before_the_last_human_move(bots: list[str | None]) -> None:
    setup = make_setup(bots, 5)
    record = play(setup, seed=5)
    seats = seats_that_decided(record)
    humans = [i for i, s in enumerate(seats) if bots[s] is None]
    for end in range(0, len(record.moves) + 1, 3):
        history = UndoHistory(prefix(record, end), practice=True)
        last_human = max((i for i in humans if i < end), default=None)
        assert history.can_undo == (last_human is not None)
        if last_human is None:
            continue
        state = history.undo()
        assert history.record == prefix(record, last_human)
        assert state == replay(prefix(record, last_human))
        assert bots[state.decider] is None, "after undo a human is deciding again"
        # that human move and the computer moves after it are the redo step
        assert history.redo_steps == (tuple(record.moves[last_human:end]),)
        again = history.redo()
        assert history.record == prefix(record, end)
        assert again == replay(prefix(record, end))
        assert not history.can_redo


def test_undo_all_the_way_back_and_redo_all() -> None:
    setup = make_setup(["greedy", None, "greedy"], 8)
    record = play(setup, limit=60, seed=8)
    seats = seats_that_decided(record)
    human_moves = sum(1 for s in seats if s == 1)
    history = UndoHistory(record, practice=True)
    undos = 0
    while history.can_undo:
        history.undo()
        undos += 1
    assert undos == human_moves
    first_human = seats.index(1)
    assert history.record == prefix(record, first_human)  # computer moves before it stay
    with pytest.raises(UndoUnavailable) as blocked:
        history.undo()
    assert blocked.value.reason == UndoBlocked.NOTHING_TO_UNDO
    while history.can_redo:
        history.redo()
    assert history.record == record
    assert history.state == replay(record)
    with pytest.raises(UndoUnavailable) as nothing:
        history.redo()
    assert nothing.value.reason == UndoBlocked.NOTHING_TO_REDO


def test_a_new_move_after_undo_clears_redo() -> None:
    record = play(make_setup([None], 11), limit=12, seed=11)
    history = UndoHistory(record, practice=True)
    history.undo()
    history.undo()
    assert len(history.redo_steps) == 2
    rules = get_rules(GSC)
    moves = rules.legal_moves(history.state)
    other = next((m for m in moves if m != record.moves[len(history.record.moves)]), moves[0])
    history.play(other)
    assert history.redo_steps == () and not history.can_redo


def test_an_illegal_move_changes_nothing() -> None:
    record = play(make_setup([None], 12), limit=5, seed=12)
    history = UndoHistory(record, practice=True)
    history.undo()
    before = (history.record, history.redo_steps, history.state)
    with pytest.raises(IllegalMove):
        history.play(Move(MoveKind.BONUS, area="nope", cell=0, bonus="nope"))
    assert (history.record, history.redo_steps, history.state) == before


def test_undo_switched_off() -> None:
    record = play(make_setup([None], 13), limit=5, seed=13)
    history = UndoHistory(record, allowed=False)
    assert not history.can_undo and not history.can_redo
    for action in (history.undo, history.redo):
        with pytest.raises(UndoUnavailable) as blocked:
            action()
        assert blocked.value.reason == UndoBlocked.NOT_ALLOWED
    assert history.record == record


def test_computer_moves_alone_cannot_be_undone() -> None:
    history = UndoHistory(play(make_setup(["greedy", "random"], 14), limit=30, seed=14))
    assert not history.can_undo


def test_a_restored_redo_stack_works() -> None:
    record = play(make_setup([None, "greedy"], 15), limit=40, seed=15)
    history = UndoHistory(record, practice=True)
    history.undo()
    history.undo()
    restored = UndoHistory(history.record, redo=history.redo_steps)
    restored.redo()
    restored.redo()
    assert restored.record == record


def test_random_play_undo_redo_keeps_the_record_the_truth() -> None:
    rng = random.Random(16)
    setup = make_setup([None, "greedy", None], 16)
    rules = get_rules(GSC)
    bot = make_bot("greedy", 1)
    history = UndoHistory(GameRecord(setup=setup), practice=True)
    undone: list[GameState] = []  # the state before each undo, to compare after its redo
    for _ in range(400):
        state = history.state
        if state.phase == Phase.GAME_OVER:
            break
        roll = rng.random()
        if roll < 0.2 and history.can_undo:
            undone.append(state)
            history.undo()
        elif roll < 0.3 and history.can_redo:
            expected = undone.pop()
            assert history.redo() == expected
        else:
            moves = rules.legal_moves(state)
            seat = state.decider
            move = bot.choose(state, moves) if setup.players[seat].bot else rng.choice(moves)
            history.play(move)
            undone.clear()
        assert history.state == replay(history.record)
        assert len(undone) == len(history.redo_steps)


# -------------------------------------------------------------------- dice cannot be fished
def test_undoing_a_reroll_brings_the_same_dice() -> None:
    for seed in range(30):
        history = UndoHistory(GameRecord(setup=make_setup([None], seed)), practice=True)
        if Move(MoveKind.REROLL) in get_rules(GSC).legal_moves(history.state):
            break
    else:
        raise AssertionError("no reroll available at the start in 30 seeds")
    first = dict(history.play(Move(MoveKind.REROLL)).faces)
    for _ in range(5):
        history.undo()
        assert dict(history.play(Move(MoveKind.REROLL)).faces) == first


def _throws(state: GameState, rules) -> dict[tuple, int]:
    """The faces just thrown, keyed by the place in the game where they were thrown.

    Only before the roll is used: after it (e.g. a return window) the rolling area can hold a
    die thrown earlier, which would be keyed wrongly."""
    if state.phase == Phase.ACTIVE_ROLL and not state.roll_resolved \
            and not state.players[state.decider].pending:
        place = (state.round, state.turn, "active", state.roll_no, state.reroll_no)
        return {(*place, die): state.faces[die] for die in rules.dice_at(state, "roll")}
    if state.solo and state.phase == Phase.PASSIVE_PICK:
        return {(state.round, state.turn, "solo_passive", die): state.faces[die]
                for die in rules.dice}
    return {}


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("players", [1, 2])
def test_other_choices_after_undo_meet_the_same_dice(game: str, players: int) -> None:
    """Undo a move, choose differently, play on: every die thrown at the same place in the
    game shows the same face in every branch."""
    rules = get_rules(game)
    rng = random.Random(players)
    setup = make_setup([None] * players, 17, game)
    trunk = play(setup, seed=17)
    seen: dict[tuple, int] = {}
    shared = 0
    for branch in range(25):
        history = UndoHistory(prefix(trunk, rng.randrange(len(trunk.moves))), practice=True)
        for _ in range(rng.randint(1, 3)):
            if history.can_undo:
                history.undo()
        while history.state.phase != Phase.GAME_OVER:
            for place, face in _throws(history.state, rules).items():
                if place in seen:
                    shared += 1
                    assert seen[place] == face, f"branch {branch}: {place} changed its face"
                seen[place] = face
            history.play(rng.choice(rules.legal_moves(history.state)))
    assert shared > 100, "the branches should meet many of the same throws"


# -------------------------------------------------------------------- the future stays hidden
def _pick(moves: list[Move]) -> Move:
    return next(m for m in moves if m.kind == MoveKind.PICK)


def test_undo_after_a_roll_does_not_show_the_next_roll_again() -> None:
    """Seed 7: the first pick shows roll 2. Undo may not go back to roll 1 (the player would
    then know roll 2 before choosing), unless practice undo is on, which marks the game."""
    rules = get_rules(GSC)
    history = UndoHistory(GameRecord(setup=make_setup([None], 7)))
    state = history.play(_pick(rules.legal_moves(history.state)))
    while state.roll_no == 1:  # a bonus choice first: still the same decision
        assert history.can_undo
        state = history.play(rules.legal_moves(state)[0])
    assert state.roll_no == 2
    assert not history.can_undo and history.blocked_by_dice
    with pytest.raises(UndoUnavailable) as blocked:
        history.undo()
    assert blocked.value.reason == UndoBlocked.DICE_SEEN
    practice = UndoHistory(history.record, practice=True)
    assert practice.can_undo and not practice.practice_used
    assert practice.undo().roll_no == 1
    assert practice.practice_used


def test_the_hints_mark_stays_through_undo_and_redo() -> None:
    """The desk marks a game in which hints were shown; taking moves back does not unmark it."""
    rules = get_rules(GSC)
    history = UndoHistory(GameRecord(setup=make_setup([None], 7)), practice=True,
                          hints_used=True)
    history.play(_pick(rules.legal_moves(history.state)))
    history.undo()
    history.redo()
    assert history.hints_used
    assert not UndoHistory(history.record).hints_used  # a history made afresh has no mark


def test_an_undo_marks_the_game_and_nothing_unmarks_it() -> None:
    """Any undo (practice or not) leaves the game marked as played with undo (issue 50: the
    score history keeps clean games apart); redo, play and a restored history keep the mark."""
    rules = get_rules(GSC)
    history = UndoHistory(GameRecord(setup=make_setup([None], 7)), practice=True)
    history.play(_pick(rules.legal_moves(history.state)))
    assert not history.undo_used and not history.review_used
    history.undo()
    assert history.undo_used and history.practice_used
    history.redo()
    assert history.undo_used
    restored = UndoHistory(history.record, undo_used=True, review_used=True)
    assert restored.undo_used and restored.review_used
    assert UndoHistory(history.record, practice_used=True).undo_used  # practice is undo too
    assert not UndoHistory(history.record).undo_used


def test_a_misclick_within_the_decision_can_be_undone() -> None:
    """A pick that leaves the player deciding on (a bonus to place, a +1 action to use) shows
    no new dice: undo takes it back, exactly, and the game is no practice game."""
    rules = get_rules(GSC)
    rng = random.Random(3)
    history = UndoHistory(GameRecord(setup=make_setup([None], 3)))
    while history.state.phase != Phase.GAME_OVER:
        before = history.state
        moves = rules.legal_moves(before)
        quiet = [m for m in moves if m.kind == MoveKind.PICK
                 and not reveals(before, rules.apply(before, m))]
        if quiet:
            history.play(quiet[0])
            assert history.can_undo and not history.blocked_by_dice
            assert history.undo() == before
            assert not history.practice_used
            return
        history.play(rng.choice(moves))
    raise AssertionError("no pick in a whole game left the player deciding on")


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("bots", [[None], [None, "greedy"], [None, None]])
def test_undo_never_steps_back_past_dice_seen(game: str, bots: list[str | None]) -> None:
    """Random play with undos wherever the desk offers them: every undo keeps the dice on the
    table as they are, the same seat decides, and the moves it took back showed no new dice and
    passed no decision on to another seat."""
    rules = get_rules(game)
    bot = make_bot("greedy", 1)
    undos = 0
    for seed in range(20):
        rng = random.Random(seed)
        setup = make_setup(bots, seed, game)
        history = UndoHistory(GameRecord(setup=setup))
        while history.state.phase != Phase.GAME_OVER:
            state = history.state
            if history.can_undo and rng.random() < 0.5:
                after = history.undo()
                undos += 1
                assert after.decider == state.decider
                assert after.faces == state.faces
                step = after  # playing the undone moves again shows nothing new
                for move in history.redo_steps[-1]:
                    step, previous = rules.apply(step, move), step
                    assert not reveals(previous, step)
                continue
            moves = rules.legal_moves(state)
            human = setup.players[state.decider].bot is None
            history.play(rng.choice(moves) if human else bot.choose(state, moves))
        assert not history.practice_used
        if undos >= 3:
            return
    raise AssertionError(f"only {undos} undos offered in 20 games")
