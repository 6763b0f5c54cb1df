"""The SET Cubed rules as a decision process (rules file ``set-cubed.md``).

``legal_moves`` lists what the deciding player may do, ``apply`` returns the next state. A move
is a whole turn (1–3 placements with their WILD declarations), a pass, a WILD swap, the end of
swapping, or an EXTRA ROLL choice. Everything without a choice — drawing, rolling, the opening
re-rolls, skipping a player who cannot place, the general re-roll when nobody can play, refills,
the end of the game — happens inside ``apply``.

Every roll comes from the dice oracle of :mod:`cleverdesk.engine.dice`: a face is a pure function
of the seed and the event (round, turn, cause, die), never the next value of a shared stream, so
trying another turn meets the very same later rolls (Section 19).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import overload

from ..engine import dice as oracle
from ..engine.model import GameSetup, PlayerSetup
from .data import Board, GameData, default_data
from .errors import DataMismatch, IllegalMove, Reason, SetupError
from .model import (
    GAME_ID,
    Cell,
    DataRef,
    EndReason,
    Event,
    HandDie,
    Move,
    MoveKind,
    Phase,
    Placement,
    PlayerState,
    SetCubedRecord,
    SetCubedSetup,
    SetCubedState,
    Tile,
)
from .search import ANY as ANY  # re-exported: the desk's hints read the grid too
from .search import EMPTY as EMPTY
from .search import Placed as Placed
from .search import TurnSearch
from .symbols import CODES, SYMBOLS, THIRD, WILD, code, is_symbol, symbol
from .validate import move_field_problem, placements_problem

MIN_PLAYERS = 2
MAX_PLAYERS = 4
HAND_SIZE = 5
MAX_DICE_PER_TURN = 3
STALL_REROLLS = 20  # R14
STALL_ROUNDS = 3  # R14
OPENING_ATTEMPT_LIMIT = 10_000  # only reachable with data in which no hand can hold a SET


_ALLOWED: dict[Phase, frozenset[MoveKind]] = {
    Phase.OPENING: frozenset({MoveKind.PLACE}),
    Phase.REPLACE: frozenset({MoveKind.SWAP, MoveKind.KEEP}),
    Phase.PLACE: frozenset({MoveKind.PLACE, MoveKind.PASS}),
    Phase.EXTRA_ROLL: frozenset({MoveKind.EXTRA_ROLL}),
    Phase.GAME_OVER: frozenset(),
}


class LegalMoves(Sequence[Move]):
    """The legal moves of a state as a sequence that is only listed when first looked at."""

    def __init__(self, rules: SetCubedRules, state: SetCubedState) -> None:
        self.rules = rules
        self.state = state
        self._moves: list[Move] | None = None

    def _listed(self) -> list[Move]:
        if self._moves is None:
            self._moves = self.rules.legal_moves(self.state)
        return self._moves

    def __len__(self) -> int:
        return len(self._listed())

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        return self._listed()[index]

    def __iter__(self) -> Iterator[Move]:
        return iter(self._listed())

    def __contains__(self, move: object) -> bool:
        return move in self._listed()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves):
            return self._listed() == other._listed()
        return isinstance(other, list) and self._listed() == other

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class TurnCheck:
    """The verdict on a set of placements: legal or why not, its new SETs and its points.

    ``new_sets`` and ``points`` are filled whenever the placements could be put on the board at
    all (also for an illegal turn), so the desk can preview a turn while it is being built.
    """

    reason: Reason | None
    new_sets: tuple[tuple[Cell, Cell, Cell], ...] = ()
    set_points: int = 0
    bonus: tuple[tuple[Cell, int], ...] = ()  # bonus squares this turn would be paid

    @property
    def legal(self) -> bool:
        return self.reason is None

    @property
    def points(self) -> int:
        return self.set_points + sum(value for _, value in self.bonus)


class SetCubedRules:
    """The rules over one board and dice set; the geometry is precomputed once."""

    def __init__(self, data: GameData | None = None) -> None:
        self.data = data if data is not None else default_data()
        board = self.data.board
        self.board: Board = board
        self.rows = board.rows
        self.columns = board.columns
        self.faces: tuple[tuple[str, ...], ...] = self.data.dice.dice
        self.die_ids: tuple[int, ...] = tuple(range(1, len(self.faces) + 1))
        self.ref = DataRef(board=board.id, dice=self.data.dice.id, checksum=self.data.checksum)
        lines: list[tuple[int, int, int]] = []
        for r in range(self.rows):
            for c in range(self.columns):
                i = r * self.columns + c
                if c + 2 < self.columns:
                    lines.append((i, i + 1, i + 2))
                if r + 2 < self.rows:
                    lines.append((i, i + self.columns, i + 2 * self.columns))
        self.lines: tuple[tuple[int, int, int], ...] = tuple(lines)
        lines_of: list[list[int]] = [[] for _ in range(self.rows * self.columns)]
        for li, line in enumerate(lines):
            for i in line:
                lines_of[i].append(li)
        self.lines_of: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in lines_of)
        self.bonus_at: dict[int, int] = {self.index(c): v for c, v in board.bonus.items()}
        self.logo: tuple[int, ...] = tuple(self.index(c) for c in board.logo)
        self.search = TurnSearch(self.lines, self.lines_of, self.bonus_at)

    # ------------------------------------------------------------------ geometry
    def index(self, cell: Cell) -> int:
        return (cell[0] - 1) * self.columns + cell[1] - 1

    def cell(self, index: int) -> Cell:
        r, c = divmod(index, self.columns)
        return (r + 1, c + 1)

    def inside(self, cell: Cell) -> bool:
        return 1 <= cell[0] <= self.rows and 1 <= cell[1] <= self.columns

    def grid(self, state: SetCubedState) -> list[int]:
        """The board as symbols per cell index (``EMPTY`` where no die lies)."""
        grid = [EMPTY] * (self.rows * self.columns)
        for tile in state.board:
            grid[self.index(tile.cell)] = symbol(tile.face)
        return grid

    @staticmethod
    def _hand(player: PlayerState) -> list[tuple[int, int]]:
        return [(h.die, ANY if h.face == WILD else symbol(h.face)) for h in player.hand]

    # ------------------------------------------------------------------ setup
    def new_game(self, setup: SetCubedSetup | GameSetup) -> SetCubedState:
        """Start a game: the bag in seeded order, 5 dice each, the opening roll(s)."""
        setup = self._coerce_setup(setup)
        count = len(setup.players)
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise SetupError(f"SET Cubed is for {MIN_PLAYERS}–{MAX_PLAYERS} players, not {count}")
        seed = setup.seed
        bag = sorted(self.die_ids, key=lambda d: (oracle.tiebreak(seed, "bag", d), d))
        state = SetCubedState(
            setup=setup,
            data=self.ref,
            bag=bag,
            players=[PlayerState(seat=s, round_points=[0]) for s in range(count)],
        )
        state.last_events.append(Event(kind="round", value=1))
        for seat in range(count):  # dealt in seat order; the opening roll rolls them
            self._draw(state, seat, None)
        self._open(state)
        return state

    @staticmethod
    def _coerce_setup(setup: SetCubedSetup | GameSetup) -> SetCubedSetup:
        """Accept the engine's ``GameSetup`` too (its game id, players and seed)."""
        if isinstance(setup, SetCubedSetup):
            return setup
        if setup.game != GAME_ID:
            raise SetupError(f"setup is for {setup.game!r}, not {GAME_ID!r}")
        return SetCubedSetup(
            players=[PlayerSetup(name=p.name, bot=p.bot) for p in setup.players],
            seed=setup.seed)

    def check_data(self, ref: DataRef) -> None:
        if ref.checksum != self.ref.checksum:
            raise DataMismatch(
                "data_mismatch",
                f"played with board {ref.board!r} / dice {ref.dice!r} ({ref.checksum}), "
                f"loaded {self.ref.board!r} / {self.ref.dice!r} ({self.ref.checksum})")

    # ------------------------------------------------------------------ dice
    def _roll(self, state: SetCubedState, seat: int, die: int, cause: str,
              *where: object) -> str:
        face = self.faces[die - 1][oracle.face(state.setup.seed, cause, *where, die) - 1]
        state.last_events.append(Event(kind=f"roll_{cause}", seat=seat, die=die, face=face))
        return face

    def _draw(self, state: SetCubedState, seat: int, cause: str | None) -> None:
        """Draw up to a full hand; the new dice are rolled at once unless ``cause`` is None."""
        player = state.players[seat]
        while len(player.hand) < HAND_SIZE and state.bag:
            die = state.bag.pop(0)
            state.last_events.append(Event(kind="draw", seat=seat, die=die))
            face = "" if cause is None else self._roll(state, seat, die, cause, state.round)
            player.hand.append(HandDie(die=die, face=face))

    def _reroll_hand(self, state: SetCubedState, seat: int, dice: Iterable[int], cause: str,
                     *where: object) -> None:
        chosen = set(dice)
        player = state.players[seat]
        player.hand = [
            HandDie(die=h.die, face=self._roll(state, seat, h.die, cause, *where))
            if h.die in chosen else h
            for h in player.hand
        ]

    # ------------------------------------------------------------------ opening
    @staticmethod
    def hand_has_set(hand: Sequence[tuple[int, int]]) -> bool:
        """Three top faces form a SET; a WILD completes any two dice (Section 5)."""
        for a, b, c in combinations([s for _, s in hand], 3):
            if ANY in (a, b, c) or THIRD[a][b] == c:
                return True
        return False

    def _open(self, state: SetCubedState) -> None:
        """Roll until some hand holds a SET; the seeded draw picks the opener among them."""
        count = len(state.players)
        while True:
            state.opening_attempts += 1
            attempt = state.opening_attempts
            if attempt > OPENING_ATTEMPT_LIMIT:
                raise SetupError("no hand can hold a SET with these dice")
            state.last_events.append(Event(kind="opening_roll", value=attempt))
            for seat in range(count):
                self._reroll_hand(state, seat, [h.die for h in state.players[seat].hand],
                                  "opening", attempt)
            holders = [s for s in range(count) if self.hand_has_set(self._hand(state.players[s]))]
            if holders:
                break
        opener = holders[oracle.choose_index(state.setup.seed, len(holders), "opener", attempt)]
        state.first_player = opener
        state.active = opener
        state.decider = opener
        state.phase = Phase.OPENING
        state.last_events.append(Event(kind="opener", seat=opener, value=len(holders)))

    def opening_moves(self, state: SetCubedState, seat: int, *,
                      every_declaration: bool = True) -> list[Move]:
        """The opening turns; ``every_declaration=False`` lists one per way of scoring (one
        declaration per trio of faces: every declaration of an opening scores the same)."""
        hand = self._hand(state.players[seat])
        moves: list[Move] = []
        logo = [self.cell(i) for i in self.logo]
        trios: Iterable[tuple[tuple[int, int], ...]] = permutations(hand, 3)
        if not every_declaration:  # dice of one face are interchangeable
            trios = dict.fromkeys(_first_dice(trio, hand) for trio in permutations(hand, 3))
        for trio in trios:
            declarations = self._set_declarations([s for _, s in trio])
            for faces in declarations if every_declaration else declarations[:1]:
                moves.append(Move(MoveKind.PLACE, placements=tuple(
                    Placement(die, cell[0], cell[1], CODES[f] if s == ANY else None)
                    for (die, s), cell, f in zip(trio, logo, faces, strict=True))))
        return moves

    @staticmethod
    def _set_declarations(syms: Sequence[int]) -> list[tuple[int, int, int]]:
        """Every way to read three hand faces (``ANY`` = WILD) as a SET."""
        wild = [k for k, s in enumerate(syms) if s == ANY]
        if not wild:
            a, b, c = syms
            return [(a, b, c)] if THIRD[a][b] == c else []
        result: list[tuple[int, int, int]] = []
        free = wild[:-1]  # all WILDs but the last are free; the last completes the SET
        for values in _products(len(free)):
            faces = list(syms)
            for k, v in zip(free, values, strict=True):
                faces[k] = v
            x, y = (faces[k] for k in range(3) if k != wild[-1])
            faces[wild[-1]] = THIRD[x][y]
            result.append((faces[0], faces[1], faces[2]))
        return result

    # ------------------------------------------------------------------ turns
    def enumerate_turns(self, grid: list[int], hand: Sequence[tuple[int, int]],
                        limit: int = MAX_DICE_PER_TURN) -> list[tuple[Placed, ...]]:
        """Every legal turn, built one SET at a time from the old board (Section 19).

        Each step fills the empty cells of one line of three that already holds a die (old or
        placed earlier in the candidate) so that it becomes a SET; every legal turn is reachable
        that way, and everything reached is legal. ``grid`` is restored before returning.
        """
        return list(self.iter_turns(grid, hand, limit))

    def iter_turns(self, grid: list[int], hand: Sequence[tuple[int, int]],
                   limit: int = MAX_DICE_PER_TURN, *, every_declaration: bool = True,
                   ) -> Iterator[tuple[Placed, ...]]:
        """The turns of :meth:`enumerate_turns`, one at a time (``grid`` is used as scratch
        space and restored before the first one is handed out).

        ``every_declaration=False`` lists only turns that can differ in what they score, see
        :meth:`scored_turns`."""
        for turn, _ in self.scored_turns(grid, hand, limit, every_declaration=every_declaration):
            yield turn

    def scored_turns(self, grid: list[int], hand: Sequence[tuple[int, int]],
                     limit: int = MAX_DICE_PER_TURN, *, every_declaration: bool = True,
                     claimed: Iterable[int] = ()) -> Iterator[tuple[tuple[Placed, ...], int]]:
        """Each turn of :meth:`iter_turns` with its points (bonus squares in ``claimed``, as
        cell indices, are paid already), counted while the turn is built.

        With ``every_declaration=False`` only turns that can differ in what they score are
        listed — what a computer player needs, and far fewer with WILDs in hand:

        - dice showing the same face (all WILDs alike) are interchangeable: only the first
          unused die of a face is tried;
        - two WILDs put on one line next to an old die could be declared as any of the 27
          symbols: only the symbols that complete another line through one of the two cells
          at once are tried, plus one that does not. A third die that completes a line through
          one of them is listed from the other side: a line holding an old die, that die and
          one WILD (whose symbol is then forced), and the second WILD after it.

        For every turn of the full listing there is a listed one with the same cells, as many
        WILDs and at least as many points. The search itself is :class:`.search.TurnSearch`.
        """
        return iter(self.search.turns(grid, hand, limit, distinct=not every_declaration,
                                      claimed=claimed))

    def can_place(self, grid: list[int], hand: Sequence[tuple[int, int]]) -> bool:
        """Does any legal turn exist? (One SET completed from the old board is enough.)"""
        if not hand:
            return False
        syms = {s for _, s in hand}
        wild = ANY in syms
        for a, b, c in self.lines:
            ga, gb, gc = grid[a], grid[b], grid[c]
            filled = [g for g in (ga, gb, gc) if g >= 0]
            if len(filled) == 2:
                if wild or THIRD[filled[0]][filled[1]] in syms:
                    return True
            elif len(filled) == 1 and len(hand) >= 2:
                if wild:
                    return True
                old = filled[0]
                values = [s for _, s in hand]
                for k, s1 in enumerate(values):
                    need = THIRD[old][s1]
                    if any(s2 == need for j, s2 in enumerate(values) if j != k):
                        return True
        return False

    def _to_move(self, turn: Sequence[Placed]) -> Move:
        return Move(MoveKind.PLACE, placements=tuple(
            Placement(die, *self.cell(cell), CODES[sym] if wild else None)
            for cell, die, sym, wild in turn))

    def turns_for(self, state: SetCubedState, seat: int, *,
                  every_declaration: bool = True) -> list[Move]:
        """Every turn the player could place on the board as it is (whoever's turn it is);
        ``every_declaration=False``: one per way of scoring (see :meth:`iter_turns`)."""
        grid = self.grid(state)
        return [self._to_move(t) for t in self.iter_turns(
            grid, self._hand(state.players[seat]), every_declaration=every_declaration)]

    def scoring_turns(self, state: SetCubedState, seat: int) -> list[tuple[Placed, ...]]:
        """The turns of ``turns_for(..., every_declaration=False)`` as placed dice, without
        building a move for each (a computer player picks among them, see :meth:`to_move`)."""
        grid = self.grid(state)
        return [turn for turn, _ in self.search.turns(
            grid, self._hand(state.players[seat]), MAX_DICE_PER_TURN, distinct=True)]

    def to_move(self, turn: Sequence[Placed]) -> Move:
        """The PLACE move of a turn listed by :meth:`scoring_turns`."""
        return self._to_move(turn)

    def playable_faces(self, state: SetCubedState, seat: int) -> set[str]:
        """The hand faces (``WILD`` for any WILD) that are part of some turn on the board as
        it is: dice of one face are interchangeable, so the faces say which dice fit."""
        faces = {h.die: h.face for h in state.players[seat].hand}
        return {faces[p[1]] for turn in self.scoring_turns(state, seat) for p in turn}

    def best_turn(self, state: SetCubedState, seat: int, deadline: float | None = None,
                  ) -> tuple[Move, int] | None:
        """The turn with the most points, then the fewest WILDs (the first such one found),
        and its points; None when the player cannot place. For a computer player: searched
        over the turns that can score differently, and when ``deadline`` (``time.monotonic``)
        passes, the best turn found so far."""
        grid = self.grid(state)
        hand = self._hand(state.players[seat])
        claimed = [self.index(c) for c in state.claimed]
        best: tuple[int, int] | None = None
        chosen: tuple[Placed, ...] = ()
        for turn, points in self.search.turns(grid, hand, MAX_DICE_PER_TURN, distinct=True,
                                              claimed=claimed, deadline=deadline):
            value = (points, -sum(1 for p in turn if p[3]))
            if best is None or value > best:
                best, chosen = value, turn
        if best is None:
            return None
        return self._to_move(chosen), best[0]

    # ------------------------------------------------------------------ judging a turn
    def _judge(self, grid: list[int], placed: Sequence[Placed],
               claimed: Iterable[Cell]) -> TurnCheck:
        """Rules 7 (a)–(c) and the turn score (Section 14) for structurally sound placements."""
        lines = self.lines
        at = {p[0]: p for p in placed}
        for cell, _, sym, _ in placed:
            grid[cell] = sym
        new: list[int] = []
        for cell in at:
            for li in self.lines_of[cell]:
                a, b, c = lines[li]
                ga, gb, gc = grid[a], grid[b], grid[c]
                if ga >= 0 and gb >= 0 and gc >= 0 and THIRD[ga][gb] == gc and li not in new:
                    new.append(li)
        for cell in at:
            grid[cell] = EMPTY
        new.sort()
        set_points = sum(1 for li in new for i in lines[li] if not (i in at and at[i][3]))
        paid = set(claimed)
        bonus = tuple(
            (self.cell(i), self.bonus_at[i]) for i in sorted(at)
            if i in self.bonus_at and self.cell(i) not in paid)
        sets = tuple((self.cell(lines[li][0]), self.cell(lines[li][1]), self.cell(lines[li][2]))
                     for li in new)
        reason: Reason | None = None
        if any(not any(cell in lines[li] for li in new) for cell in at):
            reason = Reason.NO_NEW_SET
        else:
            connected = {i for li in new for i in lines[li]
                         if i in at and any(j not in at for j in lines[li])}
            grown = True
            while grown:
                grown = False
                for li in new:
                    cells = lines[li]
                    if any(i in connected for i in cells):
                        for i in cells:
                            if i in at and i not in connected:
                                connected.add(i)
                                grown = True
            if len(connected) < len(at):
                reason = Reason.NOT_CONNECTED
        return TurnCheck(reason, sets, set_points, bonus)

    def _structure(self, state: SetCubedState, seat: int,
                   placements: Sequence[Placement]) -> tuple[Reason | None, list[Placed]]:
        """Checks that need no SET: dice in hand, once each, empty cells, WILD declarations."""
        hand = {h.die: h.face for h in state.players[seat].hand}
        occupied = {t.cell for t in state.board}
        dice_seen: set[int] = set()
        cells_seen: set[Cell] = set()
        placed: list[Placed] = []
        for p in placements:
            if p.die in dice_seen:
                return Reason.DIE_REPEATED, []
            dice_seen.add(p.die)
            if p.die not in hand:
                return Reason.DIE_NOT_IN_HAND, []
            if not self.inside(p.cell):
                return Reason.OFF_BOARD, []
            if p.cell in occupied or p.cell in cells_seen:
                return Reason.CELL_TAKEN, []
            cells_seen.add(p.cell)
            face = hand[p.die]
            if face == WILD:
                if p.declared is None:
                    return Reason.WILD_UNDECLARED, []
                if not is_symbol(p.declared):
                    return Reason.UNKNOWN_SYMBOL, []
                placed.append((self.index(p.cell), p.die, symbol(p.declared), True))
            else:
                if p.declared is not None:
                    return Reason.NOT_A_WILD, []
                placed.append((self.index(p.cell), p.die, symbol(face), False))
        return None, placed

    def check_turn(self, state: SetCubedState, placements: Sequence[Placement],
                   seat: int | None = None) -> TurnCheck:
        """Judge placements for ``seat`` (default: the active player) on the current board.

        Works for an unfinished turn as well, so the desk can show legality, new SETs and points
        while the player is still arranging dice.
        """
        seat = state.active if seat is None else seat
        if placements_problem(placements) is not None:
            return TurnCheck(Reason.MALFORMED)
        if not placements:
            return TurnCheck(Reason.NO_DICE)
        reason, placed = self._structure(state, seat, placements)
        if reason is not None:
            return TurnCheck(reason)
        if not state.board:  # the opening
            return self._judge_opening(placed)
        check = self._judge(self.grid(state), placed, state.claimed)
        if len(placements) > MAX_DICE_PER_TURN:
            return TurnCheck(Reason.TOO_MANY_DICE, check.new_sets, check.set_points, check.bonus)
        return check

    def turn_points(self, state: SetCubedState, moves: Sequence[Move],
                    seat: int | None = None) -> list[int]:
        """The points of each PLACE move (``-1`` for an illegal one); the board is read once."""
        seat = state.active if seat is None else seat
        if not state.board:
            checks = [self.check_turn(state, m.placements, seat) for m in moves]
            return [c.points if c.legal else -1 for c in checks]
        grid = self.grid(state)
        result: list[int] = []
        for move in moves:
            reason, placed = self._structure(state, seat, move.placements)
            if reason is not None or not placed or len(placed) > MAX_DICE_PER_TURN:
                result.append(-1)
                continue
            check = self._judge(grid, placed, state.claimed)
            result.append(check.points if check.legal else -1)
        return result

    def _judge_opening(self, placed: Sequence[Placed]) -> TurnCheck:
        cells = sorted(p[0] for p in placed)
        if len(placed) != 3 or cells != sorted(self.logo):
            return TurnCheck(Reason.NOT_ON_LOGO)
        a, b, c = (p[2] for p in placed)
        if THIRD[a][b] != c:
            return TurnCheck(Reason.OPENING_NOT_SET)
        trio = tuple(self.cell(i) for i in sorted(self.logo))
        points = sum(1 for p in placed if not p[3])  # R3, R3b: no bonus on the logo
        return TurnCheck(None, ((trio[0], trio[1], trio[2]),), points, ())

    def completing_symbols(self, state: SetCubedState, cell: Cell,
                           placements: Sequence[Placement] = ()) -> list[str]:
        """Symbols that complete a SET through ``cell`` (for the WILD declaration dialog)."""
        grid = self.grid(state)
        hand = {h.die: h.face for h in state.players[state.active].hand}
        for p in placements:
            face = p.declared if p.declared is not None else hand.get(p.die)
            if face is not None and face != WILD and self.inside(p.cell):
                grid[self.index(p.cell)] = symbol(face)
        if not self.inside(cell):
            return []
        target = self.index(cell)
        found: set[int] = set()
        for li in self.lines_of[target]:
            others = [grid[i] for i in self.lines[li] if i != target]
            if others[0] >= 0 and others[1] >= 0:
                found.add(THIRD[others[0]][others[1]])
        return [CODES[s] for s in sorted(found)]

    # ------------------------------------------------------------------ legal moves
    def lazy_legal_moves(self, state: SetCubedState) -> LegalMoves:
        """:meth:`legal_moves`, listed only when somebody looks at them: a computer player that
        searches the turns itself never does, so a hand of WILDs costs it nothing."""
        return LegalMoves(self, state)

    def legal_moves(self, state: SetCubedState) -> list[Move]:
        self.check_data(state.data)
        seat = state.decider
        if seat is None or state.phase == Phase.GAME_OVER:
            return []
        if state.phase == Phase.OPENING:
            return self.opening_moves(state, seat)
        if state.phase == Phase.REPLACE:
            return self.swap_moves(state, seat) + [Move(MoveKind.KEEP)]
        if state.phase == Phase.PLACE:
            return self.turns_for(state, seat) + [Move(MoveKind.PASS)]
        if state.phase == Phase.EXTRA_ROLL:
            dice = [h.die for h in state.players[seat].hand]
            return [Move(MoveKind.EXTRA_ROLL, dice=subset)
                    for k in range(len(dice) + 1) for subset in combinations(dice, k)]
        return []

    @staticmethod
    def swap_moves(state: SetCubedState, seat: int) -> list[Move]:
        """WILD replacement (15.4): a hand die showing exactly a board WILD's declared symbol."""
        hand = state.players[seat].hand
        return [Move(MoveKind.SWAP, dice=(h.die,), cell=tile.cell)
                for tile in state.board if tile.wild
                for h in hand if h.face == tile.face]

    # ------------------------------------------------------------------ apply
    def diagnose(self, state: SetCubedState, move: Move) -> Reason | None:
        """Why ``move`` is not legal now, or ``None`` when it is."""
        if move_field_problem(move) is not None:  # wrongly typed fields: never a TypeError
            return Reason.MALFORMED
        seat = state.decider
        if seat is None or state.phase == Phase.GAME_OVER:
            return Reason.GAME_OVER
        if move.kind not in _ALLOWED[state.phase]:
            return Reason.WRONG_PHASE
        hand = {h.die: h.face for h in state.players[seat].hand}
        if move.kind == MoveKind.PLACE:
            if move.dice or move.cell is not None:
                return Reason.MALFORMED
            return self.check_turn(state, move.placements, seat).reason
        if move.kind in (MoveKind.PASS, MoveKind.KEEP):
            if move.placements or move.dice or move.cell is not None:
                return Reason.MALFORMED
            return None
        if move.kind == MoveKind.EXTRA_ROLL:
            if move.placements or move.cell is not None:
                return Reason.MALFORMED
            if len(set(move.dice)) != len(move.dice):
                return Reason.DIE_REPEATED
            if any(d not in hand for d in move.dice):
                return Reason.DIE_NOT_IN_HAND
            return None
        # SWAP
        if move.placements or move.cell is None or len(move.dice) != 1:
            return Reason.MALFORMED
        if move.dice[0] not in hand:
            return Reason.DIE_NOT_IN_HAND
        tile = next((t for t in state.board if t.cell == move.cell), None)
        if tile is None or not tile.wild:
            return Reason.NO_WILD_THERE
        if hand[move.dice[0]] != tile.face:
            return Reason.SWAP_FACE_MISMATCH
        return None

    def apply(self, state: SetCubedState, move: Move) -> SetCubedState:
        self.check_data(state.data)
        reason = self.diagnose(state, move)
        if reason is not None:
            raise IllegalMove(reason, move_field_problem(move) or str(move))
        new = state.clone()
        new.move_count += 1
        seat = new.decider
        assert seat is not None
        kind = move.kind
        if kind == MoveKind.PLACE:
            self._place(new, seat, move.placements)
            self._run(new, "turn_end")
        elif kind == MoveKind.PASS:
            new.last_events.append(Event(kind="pass", seat=seat))
            self._run(new, "turn_end")
        elif kind == MoveKind.SWAP:
            assert move.cell is not None
            self._swap(new, seat, move.dice[0], move.cell)
            self._run(new, "replace")
        elif kind == MoveKind.KEEP:
            self._run(new, "can_anybody_play")
        else:
            self._choose_extra_roll(new, seat, move.dice)
        return new

    def _place(self, state: SetCubedState, seat: int, placements: Sequence[Placement]) -> None:
        check = self.check_turn(state, placements, seat)
        assert check.legal
        player = state.players[seat]
        faces = {h.die: h.face for h in player.hand}
        for p in placements:
            wild = faces[p.die] == WILD
            face = p.declared if wild and p.declared is not None else faces[p.die]
            state.board.append(Tile(row=p.row, column=p.column, die=p.die, face=face, wild=wild,
                                    seat=seat, turn=state.turn_number))
            state.last_events.append(Event(kind="place_wild" if wild else "place", seat=seat,
                                           die=p.die, face=face, cell=p.cell))
        used = {p.die for p in placements}
        player.hand = [h for h in player.hand if h.die not in used]
        for trio in check.new_sets:
            points = sum(1 for c in trio
                         if not any(p.cell == c and faces[p.die] == WILD for p in placements))
            state.last_events.append(Event(kind="set", seat=seat, cells=list(trio), value=points))
        for cell, value in check.bonus:
            state.claimed.append(cell)
            state.last_events.append(Event(kind="bonus", seat=seat, cell=cell, value=value))
        player.round_points[-1] += check.points
        state.last_events.append(Event(kind="turn_score", seat=seat, value=check.points))
        state.placed_this_round = True
        state.rerolls_in_a_row = 0

    def _swap(self, state: SetCubedState, seat: int, die: int, cell: Cell) -> None:
        player = state.players[seat]
        position = next(k for k, t in enumerate(state.board) if t.cell == cell)
        wild_tile = state.board[position]
        state.board[position] = Tile(row=cell[0], column=cell[1], die=die, face=wild_tile.face,
                                     wild=False, seat=seat, turn=state.turn_number)
        face = self._roll(state, seat, wild_tile.die, "swap", state.round, state.turn,
                          state.rerolls_this_turn)
        player.hand = [HandDie(die=wild_tile.die, face=face) if h.die == die else h
                       for h in player.hand]
        state.last_events.append(Event(kind="swap", seat=seat, die=die, face=wild_tile.face,
                                       cell=cell, value=wild_tile.die))

    def _choose_extra_roll(self, state: SetCubedState, seat: int, dice: Sequence[int]) -> None:
        state.extra_chosen.extend(dice)
        state.extra_waiting.remove(seat)
        state.last_events.append(Event(kind="extra_roll_chosen", seat=seat, value=len(dice)))
        if state.extra_waiting:
            state.decider = state.extra_waiting[0]
            return
        chosen = set(state.extra_chosen)
        for player in state.players:
            self._reroll_hand(state, player.seat, [h.die for h in player.hand if h.die in chosen],
                              "extra", state.round)
        state.extra_chosen = []
        self._run(state, "turn_start")

    # ------------------------------------------------------------------ the flow
    def _run(self, state: SetCubedState, step: str) -> None:
        """Run the game forward from ``step`` until somebody has a real decision to make."""
        count = len(state.players)
        while True:
            if step == "turn_start":
                state.turn_number += 1
                state.rerolls_this_turn = 0
                state.active = (state.first_player + state.turn) % count
                state.last_events.append(Event(kind="turn", seat=state.active, value=state.turn))
                step = "replace"
            elif step == "replace":  # step 1: WILD replacement
                if self.swap_moves(state, state.active):
                    state.phase = Phase.REPLACE
                    state.decider = state.active
                    return
                step = "can_anybody_play"
            elif step == "can_anybody_play":  # step 2 (R5), then step 3
                grid = self.grid(state)
                if self.can_place(grid, self._hand(state.players[state.active])):
                    state.phase = Phase.PLACE
                    state.decider = state.active
                    return
                holders = [p for p in state.players if p.hand]
                if not holders or any(self.can_place(grid, self._hand(p)) for p in holders):
                    state.last_events.append(Event(kind="skipped", seat=state.active))
                    step = "turn_end"
                    continue
                state.rerolls_this_turn += 1
                state.rerolls_in_a_row += 1
                state.last_events.append(
                    Event(kind="general_reroll", seat=state.active, value=state.rerolls_in_a_row))
                for p in holders:
                    self._reroll_hand(state, p.seat, [h.die for h in p.hand], "general",
                                      state.round, state.turn, state.rerolls_this_turn)
                if state.rerolls_in_a_row >= STALL_REROLLS:
                    self._game_over(state, EndReason.STALL_REROLLS)
                    return
                step = "replace"
            elif step == "turn_end":
                if not state.players[state.active].hand and not state.ending:
                    state.ending = True
                    state.last_events.append(Event(kind="hand_empty", seat=state.active))
                state.turn += 1
                step = "turn_start" if state.turn < count else "round_end"
            elif step == "round_end":
                state.idle_rounds = 0 if state.placed_this_round else state.idle_rounds + 1
                if state.ending:
                    self._game_over(state, EndReason.HAND_EMPTY)
                    return
                if state.idle_rounds >= STALL_ROUNDS:
                    self._game_over(state, EndReason.STALL_ROUNDS)
                    return
                state.round += 1
                state.turn = 0
                state.placed_this_round = False
                state.last_events.append(Event(kind="round", value=state.round))
                for player in state.players:
                    player.round_points.append(0)
                order = [(state.first_player + k) % count for k in range(count)]
                for seat in order:  # the refill: first player first (R10, Section 12)
                    self._draw(state, seat, "draw")
                state.extra_waiting = [s for s in order if state.players[s].hand]
                state.extra_chosen = []
                if state.extra_waiting:
                    state.phase = Phase.EXTRA_ROLL
                    state.decider = state.extra_waiting[0]
                    return
                step = "turn_start"
            else:  # pragma: no cover - a programming error
                raise AssertionError(step)

    def _game_over(self, state: SetCubedState, why: EndReason) -> None:
        state.phase = Phase.GAME_OVER
        state.decider = None
        state.end_reason = why
        state.last_events.append(Event(kind="game_over", value=len(state.board)))

    # ------------------------------------------------------------------ results
    @staticmethod
    def totals(state: SetCubedState) -> list[int]:
        return [p.total for p in state.players]

    @staticmethod
    def winners(state: SetCubedState) -> list[int]:
        """Seats with the highest total; ties share the win (R13)."""
        totals = [p.total for p in state.players]
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    # ------------------------------------------------------------------ records
    def record(self, state: SetCubedState) -> SetCubedRecord:
        """An empty record for a game started with ``new_game``."""
        return SetCubedRecord(setup=state.setup, data=state.data)

    def replay(self, record: SetCubedRecord) -> SetCubedState:
        """Rebuild the state of a record by applying its moves to its setup."""
        self.check_data(record.data)
        state = self.new_game(record.setup)
        for move in record.moves:
            state = self.apply(state, move)
        return state


def _first_dice(trio: Sequence[tuple[int, int]], hand: Sequence[tuple[int, int]]
                ) -> tuple[tuple[int, int], ...]:
    """The same faces in the same order, each taken from the first unused die showing it."""
    taken: set[int] = set()
    out = []
    for _, face in trio:
        die = next(d for d, s in hand if s == face and d not in taken)
        taken.add(die)
        out.append((die, face))
    return tuple(out)


def _products(n: int) -> list[tuple[int, ...]]:
    result: list[tuple[int, ...]] = [()]
    for _ in range(n):
        result = [r + (s,) for r in result for s in range(SYMBOLS)]
    return result


__all__ = ["LegalMoves", "SetCubedRules", "TurnCheck", "code"]
