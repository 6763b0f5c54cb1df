"""Games played with real dice (issue 45) for tests: the faces a table enters, taken from the
dice oracle of another game, so that a real-dice game can be compared with the seeded game whose
dice show the same faces."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from cleverdesk.engine import GameRecord, GameSetup, GameState, Move, Phase, PlayerSetup, Throw
from cleverdesk.engine import dice as oracle
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.clever import SOLO_PASSIVE_ROLL, CleverRules

Faces = list[tuple[str, int]]


def setup(game: str, players: int, seed: int, *, real: bool = True) -> GameSetup:
    return GameSetup(game=game, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                     seed=seed, real_dice=real)


def where_of(place: str) -> tuple[object, ...]:
    """The oracle's ``where`` of a throw's place ("2/0/active/1/0" → (2, 0, "active", 1, 0))."""
    parts = place.split("/")
    return (int(parts[0]), int(parts[1]), parts[2], *(int(p) for p in parts[3:]))


def oracle_throw(rules: CleverRules, seed: int, throw: Throw) -> Faces:
    """The faces the seeded game of ``seed`` shows where ``throw`` is thrown, as a table would
    enter them: the solo passive throw with the die closest to the platter first (the oracle's
    tiebreak order stands for that distance)."""
    where = where_of(throw.place)
    pairs = list(zip(throw.dice, oracle.faces(seed, throw.dice, *where), strict=True))
    if throw.kind == SOLO_PASSIVE_ROLL:
        ties = dict(zip(rules.dice, oracle.tiebreaks(seed, rules.dice, where[0], "solo_passive"),
                        strict=True))
        pairs.sort(key=lambda pair: ties[pair[0]])
    return pairs


def play_seeded(rules: CleverRules, game_setup: GameSetup, bot: str = "greedy",
                limit: int | None = None) -> tuple[GameRecord, list[GameState]]:
    """A seeded game with ``bot`` deciding for every seat: its record and every state."""
    player = make_bot(bot, game_setup.seed)
    state = rules.new_game(game_setup)
    record, states = GameRecord(setup=game_setup), [state]
    while state.phase != Phase.GAME_OVER and (limit is None or len(record.moves) < limit):
        move = player.choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        record.moves.append(move)
        states.append(state)
    return record, states


def throws_to_enter(rules: CleverRules, real_setup: GameSetup, moves: Sequence[Move],
                    seed: int) -> list[Faces]:
    """The list of throws, in the order the real-dice game asks for them, that show the faces
    of the seeded game of ``seed`` when ``moves`` are made."""
    state = rules.new_game(real_setup)
    throws: list[Faces] = []
    pending = iter(moves)
    while True:
        awaited = rules.awaited_throw(state)
        if awaited is not None:
            throws.append(oracle_throw(rules, seed, awaited))
            state = rules.enter_throw(state, throws[-1])
            continue
        move = next(pending, None)
        if move is None:
            return throws
        state = rules.apply(state, move)


def play_real(rules: CleverRules, real_setup: GameSetup, moves: Sequence[Move],
              throws: Sequence[Faces]) -> Iterator[tuple[str, GameState]]:
    """The real-dice game: each throw entered from ``throws`` in turn, each move of ``moves``
    made; yields ("throw" or "move", the state after it). Every throw and move must be used."""
    state = rules.new_game(real_setup)
    entered, made = iter(throws), iter(moves)
    while True:
        if rules.awaited_throw(state) is not None:
            state = rules.enter_throw(state, next(entered))
            yield "throw", state
            continue
        move = next(made, None)
        if move is None:
            break
        state = rules.apply(state, move)
        yield "move", state
    assert next(entered, None) is None, "a throw was left over"
