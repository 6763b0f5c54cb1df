"""Real dice (issue 45): the table throws, the engine asks for the faces of exactly the dice
thrown then and plays on with them, as it would with the oracle's."""

from __future__ import annotations

import pytest

from cleverdesk.engine import (
    GAME_IDS,
    EnteredThrow,
    GameRecord,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    Reason,
    ThrowProblem,
    ThrowRefused,
    get_rules,
    replay,
)
from cleverdesk.engine.bots.review import review_record
from cleverdesk.engine.clever import SOLO_PASSIVE_ROLL, CleverRules
from cleverdesk.engine.undo import UndoBlocked, UndoHistory, UndoUnavailable, corrected

from .real_dice_support import oracle_throw, play_real, play_seeded, setup, throws_to_enter

GSC = "ganz-schoen-clever"


def sheet(rules: CleverRules, state: object) -> list[object]:
    """Everything a player's sheet shows, per seat, and the totals."""
    return [(p.marks, dict(p.tracks), p.foxes, p.counters, rules.total(p))
            for p in state.players]  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("game", GAME_IDS)
def test_a_whole_game_from_entered_throws_is_the_seeded_game_with_those_faces(
        game: str, players: int) -> None:
    """The seeded game is played by a computer; the same moves with the faces its dice showed,
    entered throw by throw from a fixed list, end with exactly its sheets and scores, and meet
    the same dice and the same legal moves at every decision on the way."""
    rules = get_rules(game)
    seed = 31 + players
    seeded, states = play_seeded(rules, setup(game, players, seed, real=False))
    real_setup = setup(game, players, seed)
    throws = throws_to_enter(rules, real_setup, seeded.moves, seed)
    # every throw holds exactly the dice thrown then: six at roll 1 and the solo passive throw
    assert len(throws[0]) == len(rules.dice)
    assert any(len(t) < len(rules.dice) for t in throws)  # rolls 2–3 and rerolls: fewer
    decisions = iter(states)
    last = next(decisions)
    for step, state in play_real(rules, real_setup, seeded.moves, throws):
        if step == "throw" and state.throw_needed is not None:
            continue  # a throw that runs on into the next one (nothing to decide in between)
        if step == "move" and state.throw_needed is not None:
            last = next(decisions)
            continue
        if step == "move":
            last = next(decisions)
        assert (state.faces, state.where, state.fields) == (last.faces, last.where, last.fields)
        assert rules.legal_moves(state) == rules.legal_moves(last)
    assert next(decisions, None) is None
    assert state.phase == Phase.GAME_OVER
    assert sheet(rules, state) == sheet(rules, states[-1])
    assert rules.winners(state) == rules.winners(states[-1])
    # the record (setup, moves, throws) replays to the very same game, also through JSON
    record = GameRecord(setup=real_setup, moves=seeded.moves, throws=state.throws)
    again = replay(GameRecord.model_validate_json(record.model_dump_json()))
    assert sheet(rules, again) == sheet(rules, state) and again.phase == Phase.GAME_OVER


def first_pick(rules: CleverRules, state: object) -> Move:
    return next(m for m in rules.legal_moves(state) if m.kind == MoveKind.PICK)  # type: ignore[arg-type]


def at_roll_two(game: str = GSC, players: int = 1) -> tuple[CleverRules, object, Move]:
    """A real-dice game after roll 1 was entered and a die of it picked: roll 2 is awaited."""
    rules = get_rules(game)
    state = rules.new_game(setup(game, players, 5))
    state = rules.enter_throw(state, [("white", 2), ("yellow", 3), ("blue", 4), ("green", 5),
                                      ("orange", 6), ("purple", 1)])
    move = next(m for m in rules.legal_moves(state)
                if m.kind == MoveKind.PICK and m.die == "green")
    return rules, rules.apply(state, move), move


def test_the_game_waits_for_each_throw_and_names_the_dice_thrown() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(setup(GSC, 1, 5))
    awaited = rules.awaited_throw(state)
    assert awaited is not None and awaited.kind == "roll" and awaited.roll == 1
    assert awaited.dice == rules.dice and awaited.place == "1/0/active/1/0"
    assert rules.legal_moves(state) == [] and state.decider == 0
    assert all(face == 0 for face in state.faces.values())  # nothing thrown yet
    with pytest.raises(IllegalMove) as refused:
        rules.apply(state, Move(MoveKind.FORFEIT))
    assert refused.value.reason == Reason.THROW_NEEDED
    rules, state, _ = at_roll_two()
    awaited = rules.awaited_throw(state)
    assert awaited is not None and awaited.roll == 2 and awaited.place == "1/0/active/2/0"
    # green 5 was picked: the dice below it (white 2, yellow 3, blue 4, purple 1) went to the
    # platter, only orange is thrown again
    assert awaited.dice == ("orange",)


def test_a_reroll_asks_for_the_rerolled_dice_only() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(setup(GSC, 1, 5))
    state = rules.enter_throw(state, [(d, 1) for d in rules.dice])
    state.players[0].tracks["reroll"] = state.players[0].tracks["reroll"].unlock()
    state = rules.apply(state, Move(MoveKind.REROLL))
    awaited = rules.awaited_throw(state)
    assert awaited is not None and awaited.kind == "reroll"
    assert awaited.place == "1/0/active/1/1" and awaited.dice == rules.dice
    state = rules.enter_throw(state, [(d, 6) for d in rules.dice])
    assert set(state.faces.values()) == {6} and rules.legal_moves(state)


@pytest.mark.parametrize("faces, problem, die", [
    ([("orange", 0)], ThrowProblem.FACE_OUT_OF_RANGE, "orange"),
    ([("orange", 7)], ThrowProblem.FACE_OUT_OF_RANGE, "orange"),
    ([("green", 3)], ThrowProblem.NOT_THROWN, "green"),  # on a dice field now
    ([("white", 3), ("orange", 3)], ThrowProblem.NOT_THROWN, "white"),  # on the platter
    ([("silver", 3)], ThrowProblem.UNKNOWN_DIE, "silver"),  # not a die of this game
    ([("orange", 3), ("orange", 4)], ThrowProblem.TWICE, "orange"),
    ([], ThrowProblem.MISSING, "orange"),
])
def test_a_throw_that_is_not_the_one_thrown_now_is_refused_with_its_reason(
        faces: list[tuple[str, int]], problem: ThrowProblem, die: str) -> None:
    rules, state, _ = at_roll_two()
    with pytest.raises(ThrowRefused) as refused:
        rules.enter_throw(state, faces)
    assert (refused.value.problem, refused.value.die) == (problem, die)
    assert rules.awaited_throw(state) is not None  # nothing changed: still waiting


def test_a_missing_die_of_a_whole_throw_is_named() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(setup(GSC, 1, 5))
    with pytest.raises(ThrowRefused) as refused:
        rules.enter_throw(state, [(d, 3) for d in rules.dice if d != "blue"])
    assert (refused.value.problem, refused.value.die) == (ThrowProblem.MISSING, "blue")


def test_no_throw_is_taken_while_the_game_waits_for_a_decision() -> None:
    rules = get_rules(GSC)
    state = rules.enter_throw(rules.new_game(setup(GSC, 1, 5)), [(d, 3) for d in rules.dice])
    with pytest.raises(ThrowRefused) as refused:
        rules.enter_throw(state, [(d, 3) for d in rules.dice])
    assert refused.value.problem == ThrowProblem.NOT_AWAITED


def solo_passive(game: str, seed: int = 5) -> tuple[CleverRules, object]:
    """A real-dice solo game at its first solo passive throw (the active turn forfeited or
    played by the first legal move, the oracle's faces entered)."""
    rules = get_rules(game)
    state = rules.new_game(setup(game, 1, seed))
    while True:
        awaited = rules.awaited_throw(state)
        if awaited is not None and awaited.kind == SOLO_PASSIVE_ROLL:
            return rules, state
        if awaited is not None:
            state = rules.enter_throw(state, oracle_throw(rules, seed, awaited))
            continue
        legal = rules.legal_moves(state)
        move = next((m for m in legal if m.kind == MoveKind.END_WINDOW), legal[0])
        state = rules.apply(state, move)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_solo_passive_throw_is_all_dice_laid_out_in_the_order_entered(game: str) -> None:
    """Equal faces: the die entered first lay closest to the platter and goes there first; the
    sequels lay the other three on fields I–III in the order entered (rules §6)."""
    rules, state = solo_passive(game)
    awaited = rules.awaited_throw(state)
    assert awaited is not None and awaited.dice == rules.dice and awaited.roll == 0
    assert awaited.place.endswith("/solo_passive")
    d = rules.dice
    for order in ([(d[1], 2), (d[0], 2), (d[2], 2), (d[3], 2), (d[4], 5), (d[5], 5)],
                  [(d[3], 2), (d[1], 2), (d[0], 2), (d[2], 2), (d[5], 5), (d[4], 5)]):
        after = rules.enter_throw(state, order)
        assert list(after.throws[awaited.place].faces.items()) == order
        platter = {die for die in rules.dice if after.where[die] == "platter"}
        assert platter == {die for die, _ in order[:3]}, order  # four 2s: the first three
    # the sequels: the three dice not on the platter lie on I, II, III in the order entered
    if game in ("clever-hoch-drei", "clever-4ever"):
        order = [(d, 6) for d in reversed(rules.dice)]  # all 6: the order decides everything
        after = rules.enter_throw(state, order)
        assert after.fields == [d for d, _ in order[3:]]


def history_at_roll_two(practice: bool = False) -> tuple[UndoHistory, Move]:
    rules = get_rules(GSC)
    history = UndoHistory(GameRecord(setup=setup(GSC, 1, 5)), practice=practice)
    history.enter_throw([("white", 2), ("yellow", 3), ("blue", 4), ("green", 5),
                         ("orange", 6), ("purple", 1)])
    pick = next(m for m in rules.legal_moves(history.state)
                if m.kind == MoveKind.PICK and m.die == "green")
    history.play(pick)
    return history, pick


def test_undo_takes_back_the_pick_before_the_next_throw_and_never_asks_again() -> None:
    history, pick = history_at_roll_two()
    assert history.state.throw_needed == "roll"
    assert history.can_undo  # nothing new seen yet: the next throw is not entered
    history.undo()
    assert history.state.throw_needed is None  # roll 1 is not asked for again
    assert history.state.faces["green"] == 5 and pick in get_rules(GSC).legal_moves(history.state)
    history.redo()
    history.enter_throw([("orange", 4)])
    assert not history.can_undo and history.blocked_by_dice  # roll 2 was seen
    with pytest.raises(UndoUnavailable) as blocked:
        history.undo()
    assert blocked.value.reason == UndoBlocked.DICE_SEEN
    assert history.record.throws["1/0/active/2/0"].faces == {"orange": 4}


def test_practice_undo_keeps_the_throws_and_meets_them_again() -> None:
    history, pick = history_at_roll_two(practice=True)
    history.enter_throw([("orange", 4)])
    throws = dict(history.record.throws)
    history.undo()  # back past roll 2, to the pick of roll 1
    assert history.practice_used and history.record.throws == throws  # no throw changes
    history.play(pick)  # the same pick: roll 2 comes again with the faces entered
    assert history.state.throw_needed is None and history.state.faces["orange"] == 4
    history.undo()
    other = next(m for m in get_rules(GSC).legal_moves(history.state)
                 if m.kind == MoveKind.PICK and m.die == "blue")
    history.play(other)  # blue 4 leaves green and orange to throw: that table throws again
    awaited = get_rules(GSC).awaited_throw(history.state)
    assert awaited is not None and awaited.dice == ("green", "orange")


def test_a_confirmed_throw_is_corrected_until_a_die_of_it_is_taken() -> None:
    """As the desk corrects a throw: ``corrected`` on the table's record, whose throws the undo
    history then takes (GameUndo.follow)."""
    rules = get_rules(GSC)
    history = UndoHistory(GameRecord(setup=setup(GSC, 1, 5)))

    def correct(faces: list[tuple[str, int]]) -> None:
        record, _ = corrected(rules, history.record, history.state, faces)
        history.take_throws(record.throws)

    typo = [("white", 2), ("yellow", 3), ("blue", 4), ("green", 5), ("orange", 6),
            ("purple", 1)]
    history.enter_throw(typo)
    place = rules.last_throw(history.state)
    assert place == "1/0/active/1/0"
    assert history.record.throws[place] == EnteredThrow(faces=dict(typo))
    meant = typo[:5] + [("purple", 6)]
    correct(meant)
    entered = history.record.throws[place]
    assert entered.faces == dict(meant) and entered.first == dict(typo)
    assert history.state.faces["purple"] == 6 and not history.can_undo
    correct(meant[:5] + [("purple", 5)])  # again: the first faces stay
    assert history.record.throws[place].first == dict(typo)
    with pytest.raises(ThrowRefused) as refused:
        correct(meant[:5] + [("purple", 9)])
    assert refused.value.problem == ThrowProblem.FACE_OUT_OF_RANGE
    assert history.state.faces["purple"] == 5  # a refused correction changes nothing
    history.play(first_pick(rules, history.state))
    assert rules.last_throw(history.state) is None
    with pytest.raises(ThrowRefused) as refused:
        correct(meant)
    assert refused.value.problem == ThrowProblem.FIXED
    # the record replays to the corrected game
    assert replay(history.record).faces == history.state.faces


def test_a_correction_back_to_the_first_faces_is_no_correction() -> None:
    rules = get_rules(GSC)
    record = GameRecord(setup=setup(GSC, 1, 5))
    state = rules.new_game(record.setup)
    faces = [(d, 4) for d in rules.dice]
    state = rules.enter_throw(state, faces)
    record.throws.update(state.throws)
    record, state = corrected(rules, record, state, [(d, 3) for d in rules.dice])
    record, state = corrected(rules, record, state, faces)
    assert record.throws["1/0/active/1/0"] == EnteredThrow(faces=dict(faces))


def test_hints_and_review_read_the_table_not_the_dice_oracle() -> None:
    """Two real-dice games with the same throws and moves but other seeds are the same game:
    the review judges them alike (it never reads the seed's dice), and the same as the seeded
    game whose dice showed those faces."""
    rules = get_rules(GSC)
    seeded, _ = play_seeded(rules, setup(GSC, 1, 7, real=False), limit=25)
    throws = throws_to_enter(rules, setup(GSC, 1, 7), seeded.moves, 7)
    reviews = []
    for seed in (7, 999):
        real_setup = setup(GSC, 1, seed)
        *_, (_, state) = play_real(rules, real_setup, seeded.moves, throws)
        reviews.append(review_record(GameRecord(setup=real_setup, moves=seeded.moves,
                                                throws=state.throws), 0, "learned"))
    reviews.append(review_record(seeded, 0, "learned"))
    assert reviews[0].decisions and reviews[0].decisions == reviews[1].decisions \
        == reviews[2].decisions


def test_the_expert_imagines_throws_of_its_own_in_a_real_dice_game() -> None:
    from cleverdesk.engine.bots.expert import SearchBudget, expert_hints

    rules = get_rules(GSC)
    budget = SearchBudget(candidates=3, margin=15.0, samples=6)
    hints = []
    for seed in (5, 6):
        state = rules.new_game(setup(GSC, 1, seed))
        state = rules.enter_throw(state, [("white", 2), ("yellow", 3), ("blue", 4),
                                          ("green", 5), ("orange", 6), ("purple", 1)])
        hints.append(expert_hints(state, rules.legal_moves(state), budget=budget, seed=3))
    assert hints[0] and hints[0] == hints[1]
