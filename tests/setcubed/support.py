"""Builders for SET Cubed tests: boards and hands in the rules file's notation.

A board is written ``{(row, column): "1RO"}``; a WILD on the board as ``"W=2GS"``. A hand is a
list of face codes (``"WILD"`` for a die showing its WILD face). Dice ids are picked so that the
die really has that face, as in a real game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from cleverdesk.setcubed import (
    HandDie,
    Move,
    MoveKind,
    Phase,
    Placement,
    PlayerSetup,
    SetCubedRules,
    SetCubedSetup,
    SetCubedState,
    Tile,
    get_rules,
)
from cleverdesk.setcubed.symbols import WILD, attributes

Cell = tuple[int, int]
NAMES = ("Anna", "Ben", "Cara", "Dirk")


def setup(players: int = 3, seed: int = 1, bots: Sequence[str | None] = ()) -> SetCubedSetup:
    return SetCubedSetup(
        players=[PlayerSetup(name=NAMES[s], bot=bots[s] if s < len(bots) else None)
                 for s in range(players)],
        seed=seed,
    )


def reference_is_set(a: int, b: int, c: int) -> bool:
    """The SET rule as the rules file words it: each attribute all the same or all different."""
    return all(len({x, y, z}) in (1, 3)
               for x, y, z in zip(attributes(a), attributes(b), attributes(c), strict=True))


class DicePicker:
    """Hands out die ids whose face list holds the wanted face, each id once."""

    def __init__(self, rules: SetCubedRules, taken: Iterable[int] = ()) -> None:
        self.rules = rules
        self.taken = set(taken)

    def take(self, face: str) -> int:
        for die, faces in enumerate(self.rules.faces, start=1):
            if die not in self.taken and face in faces:
                self.taken.add(die)
                return die
        for die in range(1, len(self.rules.faces) + 1):  # custom data: any free die
            if die not in self.taken:
                self.taken.add(die)
                return die
        raise AssertionError(f"no free die shows {face}")


def position(
    board: Mapping[Cell, str],
    hands: Sequence[Sequence[str]],
    *,
    active: int = 0,
    first_player: int = 0,
    claimed: Iterable[Cell] = (),
    phase: Phase = Phase.PLACE,
    seed: int = 1,
    round_no: int = 2,
    turn: int | None = None,
    bag: Sequence[int] | None = None,
    rules: SetCubedRules | None = None,
) -> SetCubedState:
    """A state in which ``active`` decides in ``phase`` with this board and these hands.

    The bag holds every other die unless ``bag`` is given. Scores start at 0 in every round.
    """
    rules = rules or get_rules()
    count = len(hands)
    state = rules.new_game(setup(count, seed))
    picker = DicePicker(rules)
    tiles = []
    for (row, column), text in board.items():
        wild = text.startswith("W=")
        face = text[2:] if wild else text
        die = picker.take(WILD if wild else face)
        tiles.append(Tile(row=row, column=column, die=die, face=face, wild=wild, seat=0, turn=0))
    state.board = tiles
    for seat, hand in enumerate(hands):
        state.players[seat].hand = [HandDie(die=picker.take(face), face=face) for face in hand]
        state.players[seat].round_points = [0] * round_no
    state.bag = list(bag) if bag is not None else [
        d for d in range(1, len(rules.faces) + 1) if d not in picker.taken]
    state.claimed = list(claimed)
    state.round = round_no
    state.first_player = first_player
    state.active = active
    state.turn = (active - first_player) % count if turn is None else turn
    state.turn_number = 10
    state.phase = phase
    state.decider = active
    state.last_events = []
    return state


def die_of(state: SetCubedState, seat: int, face: str, skip: Iterable[int] = ()) -> int:
    """The id of a die in this player's hand showing ``face`` (not one of ``skip``)."""
    skipped = set(skip)
    for h in state.players[seat].hand:
        if h.face == face and h.die not in skipped:
            return h.die
    raise AssertionError(f"seat {seat} holds no {face}")


def turn(state: SetCubedState, seat: int, *dice: tuple[str, Cell] | tuple[str, Cell, str]
         ) -> Move:
    """A PLACE move from ``(face, (row, column))`` or ``("WILD", cell, declared)`` entries."""
    used: list[int] = []
    placements = []
    for entry in dice:
        face, cell = entry[0], entry[1]
        declared = entry[2] if len(entry) == 3 else None
        die = die_of(state, seat, face, used)
        used.append(die)
        placements.append(Placement(die, cell[0], cell[1], declared))
    return Move(MoveKind.PLACE, placements=tuple(placements))


def board_faces(state: SetCubedState) -> dict[Cell, str]:
    return {t.cell: ("W=" if t.wild else "") + t.face for t in state.board}


def event_kinds(state: SetCubedState) -> list[str]:
    return [e.kind for e in state.last_events]


def new_sets(state: SetCubedState) -> list[tuple[list[Cell], int]]:
    return [(list(e.cells), e.value or 0) for e in state.last_events if e.kind == "set"]
