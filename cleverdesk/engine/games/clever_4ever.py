"""Clever 4ever: the printed sheet as data (docs/rules/clever-4ever.md §1–§7).

Cells are numbered row by row, 0-based: yellow ``r2c3`` is ``(2-1)*5 + (3-1)``, blue ``r3c5`` is
``(3-1)*6 + (5-1)``, grey ``r3c14`` is ``(3-1)*16 + (14-1)``; green cells ``0..10`` are the upper
triangles of fields 1–11 and ``11..21`` the lower ones; pink cell ``k`` is field ``k+1``. A grey
move names a sub-area by its anchor cell (:attr:`SubArea.anchor`).

What this game adds to the shared Clever turn:

* **Polish silver** (§4.3): a die taken from the silver platter (passive pick, extra die) and
  the partner die of a blue entry, when it lies on the platter, may be entered 1 higher or lower
  per polish action, within 1–6. ``Move.value`` is the value the taken die is entered with when
  it is polished (None: its face); for a blue entry the cell also gives the partner's value.
  :meth:`Clever4ever.polish_cost` says how many actions a move spends.
* **Voluntary forfeit** (R10): the active player may always let a roll go.
* **Passive fallback** judged at the dice faces (R22): polishing never closes the fallback, but
  a platter die may be taken because polishing makes it fit.
* The re-roll track's end bonus (a pink "?"), and the solo passive turn's dice fields in the
  seeded "distance" order (R26).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..clever import EXTRA_DIE, BonusSpec, RatingBand, holds
from ..errors import Reason
from ..fast_listing import FastListing
from ..model import Event, GameState, Kinds, Move, MoveKind, Phases, PlayerState, shared_move
from ..sheet import Group
from ..validate import move_field_problem
from ._clever_4ever_areas import (
    BlueGrid,
    GreenFields,
    GreyShapes,
    GreyTable,
    PinkEffects,
    YellowRows,
    pair_value,
)

GAME_ID = "clever-4ever"
POLISH = "polish"
REROLL = "reroll"
FACES = range(1, 7)

# --- yellow (§3.1): 3 × 5, top row rising, middle counts against you, bottom for you --------
_YELLOW_BONUS = {
    "r1c2": "polish", "r1c3": "q_grey", "r1c4": "q_green", "r1c5": "fox",
    "r2c1": "reroll", "r2c2": "q_pink", "r2c3": "q_blue", "r2c4": "extra_die", "r2c5": "q_yellow",
}
_YELLOW_COLUMN_POINTS = (10, 10, 15, 15, 20)


def yellow_cell(row: int, col: int) -> int:
    return (row - 1) * 5 + (col - 1)


def _ref(ref: str) -> tuple[int, int]:
    row, col = ref[1:].split("c")
    return int(row), int(col)


YELLOW = YellowRows(
    name="yellow",
    size=15,
    cols=5,
    rising=(True, False, False),
    signs=(0, -1, 1),
    cell_bonus={yellow_cell(*_ref(ref)): bonus for ref, bonus in _YELLOW_BONUS.items()},
    groups=tuple(
        Group(f"c{c}", tuple(yellow_cell(r, c) for r in (1, 2, 3)), points=pts)
        for c, pts in enumerate(_YELLOW_COLUMN_POINTS, start=1)
    ),
    layout=tuple((r, c) for r in range(3) for c in range(5)),
)

# --- blue (§3.2): row = blue value, column = white value -------------------------------------
BLUE = BlueGrid(
    name="blue",
    size=36,
    side=6,
    row_bonus=("q_green", "q_pink", "q_yellow", "extra_die", "q_grey", "fox"),
    diagonal_bonus="reroll",
    column_points=(7, 8, 9, 10, 11, 12),
    anti_diagonal_points=6,
    layout=tuple((r, c) for r in range(6) for c in range(6)),
)

# --- grey (§3.3): the shading is a data table (R2, R3) ---------------------------------------
GREY_TABLE_FILE = "clever_4ever_grey.json"
GREY_TABLE = GreyTable.load(__package__ or "cleverdesk.engine.games", GREY_TABLE_FILE)
_GREY_BONUS = {
    "r1c1": "polish", "r1c6": "q_green", "r1c13": "polish", "r2c8": "reroll",
    "r2c16": "q_green", "r3c4": "q_pink", "r3c6": "polish", "r3c10": "polish",
    "r3c14": "q_blue", "r4c1": "reroll", "r4c8": "extra_die", "r4c12": "q_yellow",
    "r4c15": "polish",
}


def grey_cell(row: int, col: int) -> int:
    return (row - 1) * GREY_TABLE.cols + (col - 1)


GREY = GreyShapes(
    name="grey",
    size=GREY_TABLE.rows * GREY_TABLE.cols,
    table=GREY_TABLE,
    cell_bonus={grey_cell(*_ref(ref)): bonus for ref, bonus in _GREY_BONUS.items()},
    column_points=(1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11),
    shade_bonus=(("W", "fox"), ("L", "fox"), ("D", "fox")),
    layout=tuple((r, c) for r in range(GREY_TABLE.rows) for c in range(GREY_TABLE.cols)),
)

# --- green (§3.4): 11 fields, upper and lower triangles --------------------------------------
_GREEN_LOWER_BONUS = ("reroll", "q_blue", "polish", "q_yellow", "q_grey", "extra_die", "q_pink",
                      "q_blue", "q_yellow", "fox", "extra_die")
GREEN = GreenFields(
    name="green",
    size=22,
    fields=11,
    multiplier=(1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    cell_bonus={11 + f: bonus for f, bonus in enumerate(_GREEN_LOWER_BONUS)},
    layout=tuple((row, f) for row in range(2) for f in range(11)),
)

# --- pink (§3.5): the value's effect -----------------------------------------------------------
_PINK_BONUS = {1: "polish", 3: "q_green", 4: "extra_die", 5: "reroll", 7: "q_grey", 8: "fox",
               10: "q_blue", 12: "q_yellow"}
PINK = PinkEffects(
    name="pink",
    size=12,
    points=(2, 4, 6, 9, 12, 15, 19, 23, 27, 32, 37, 42),
    field_bonus=tuple((pos - 1, bonus) for pos, bonus in _PINK_BONUS.items()),
    circled=((2, 2), (4, 4), (6, 3)),
    bonus_values=frozenset({5, 6}),
    echo_value=3,
)

_NUMBERS = tuple(FACES)
BONUSES = {
    spec.code: spec
    for spec in (
        BonusSpec("reroll", "unlock", track=REROLL),
        BonusSpec("extra_die", "unlock", track=EXTRA_DIE),
        BonusSpec("polish", "unlock", track=POLISH),
        BonusSpec("fox", "fox"),
        BonusSpec("q_yellow", "value", area="yellow", values=_NUMBERS),  # R21
        BonusSpec("q_blue", "x", area="blue"),  # any open cell (R14)
        BonusSpec("q_grey", "x", area="grey"),  # any allowed sub-area (R15)
        BonusSpec("q_green", "value", area="green", values=_NUMBERS),
        BonusSpec("q_pink", "value", area="pink", values=_NUMBERS),
        BonusSpec("q_black", "choice",
                  options=("q_yellow", "q_blue", "q_grey", "q_green", "q_pink")),
    )
}

RATING = (
    RatingBand("clever_4ever", 450, None, "Clever 4ever!"),
    RatingBand("clever_again", 420, 449, "Clever once again!"),
    RatingBand("einstein", 390, 419, "Hey, Einstein!"),
    RatingBand("friends_envy", 360, 389, "Your friends will envy you."),
    RatingBand("pretty_clever", 330, 359, "That's pretty clever!"),
    RatingBand("prodigy", 300, 329, "Prodigy in training"),
    RatingBand("going_up", 270, 299, "It's going up"),
    RatingBand("dont_be_upset", 240, 269, "Don't get so upset!"),
    RatingBand("room_to_improve", 210, 239, "There is still room to improve"),
    RatingBand("bad_luck", 180, 209, "It was just bad luck"),
    RatingBand("something_else", None, 179, "Let's talk about something else"),
)

BLUE_NAME, GREY_NAME = BLUE.name, GREY.name


class Clever4ever(FastListing):
    game_id = GAME_ID
    dice = ("white", "yellow", "blue", "grey", "green", "pink")
    wild = "white"
    die_area = {"yellow": "yellow", "blue": "blue", "grey": "grey", "green": "green",
                "pink": "pink"}
    areas = {a.name: a for a in (YELLOW, BLUE, GREY, GREEN, PINK)}
    track_slots = {REROLL: 7, EXTRA_DIE: 7, POLISH: 9}
    track_end_bonus = {REROLL: "q_pink"}  # fires when the last slot is circled (§4)
    round_bonuses = {1: REROLL, 2: EXTRA_DIE, 3: POLISH, 4: "q_black"}
    rounds_by_players = {1: 6, 2: 6, 3: 5, 4: 4, 5: 4, 6: 4}
    forfeit_always = True  # a roll may always be let go (R10)
    bonuses = BONUSES
    rating = RATING
    blue_pair = ("blue", "white")  # (row die, column die) of a blue entry
    # the shortcuts of fast_listing.py: a pick is found in its own ``_die_lists`` and
    # ``_die_has_move``; no placement tables (polishing and the blue pair make its own
    # ``_pick_moves``)
    checks_by_parts = True
    targets_by_parts = True

    # ------------------------------------------------------------------ dice and values
    def die_value(self, state: GameState, die: str, area: str) -> int:
        if area == BLUE.name:
            row_die, col_die = self.blue_pair
            return pair_value(state.faces[row_die], state.faces[col_die])
        return state.faces[die]

    def polishable(self, state: GameState, die: str) -> bool:
        """Only dice lying on the silver platter can be polished (R19)."""
        return state.where[die] == "platter"

    def _value_range(self, state: GameState, die: str, budget: int) -> range:
        face = state.faces[die]
        if budget <= 0 or not self.polishable(state, die):
            return range(face, face + 1)
        return range(max(1, face - budget), min(6, face + budget) + 1)

    def _partner(self, die: str) -> str:
        row_die, col_die = self.blue_pair
        return col_die if die == row_die else row_die

    def polish_cost(self, state: GameState, move: Move) -> int:
        """How many polish actions ``move`` spends: the steps of the taken die (``value``) and,
        for a blue entry, the steps of the partner die that the cell implies."""
        if move.kind not in (Kinds.PICK, Kinds.EXTRA_DIE) or move.die not in self.dice:
            return 0
        assert move.die is not None
        cost = 0 if move.value is None else abs(move.value - state.faces[move.die])
        if move.area == BLUE.name and move.cell is not None and 0 <= move.cell < BLUE.size:
            row, col = BLUE.row_col(move.cell)
            partner = self._partner(move.die)
            partner_value = col if move.die == self.blue_pair[0] else row
            cost += abs(partner_value - state.faces[partner])
        return cost

    # ------------------------------------------------------------------ moves for dice
    def _die_moves(self, state: GameState, player: PlayerState, die: str, kind: MoveKind,
                   budget: int, cells_for: dict[tuple[str, int], list[int]] | None = None,
                   areas: Iterable[str] | None = None) -> list[Move]:
        """Every entry of ``die`` for this player, polishing with at most ``budget`` actions.
        ``cells_for`` remembers (area, value) → open cells across the dice of one listing;
        ``areas`` narrows the list to those of the die's areas (the checked apply asks one)."""
        moves: list[Move] = []
        append = moves.append
        known = {} if cells_for is None else cells_for
        faces = state.faces
        face = faces[die]
        own_values = self._value_range(state, die, budget)
        for area_name in self.areas_for_die(die) if areas is None else areas:
            area = self.areas[area_name]
            marks = player.marks[area_name]
            if area_name == BLUE_NAME:
                partner = self._partner(die)
                partner_face = faces[partner]
                others = self._value_range(state, partner, budget)
                row_first = die == self.blue_pair[0]
                for own in own_values:
                    value = None if own == face else own
                    for other in others:
                        if abs(own - face) + abs(other - partner_face) > budget:
                            continue
                        row, col = (own, other) if row_first else (other, own)
                        for cell in area.placements(marks, pair_value(row, col)):
                            append(shared_move(kind, die, area_name, cell, None, None, value))
            elif area_name == GREY_NAME:
                for cell in GREY.placements(marks, own_values[-1]):
                    need = max(face, GREY.sub_area_of(cell).size)  # never polish more than needed
                    append(shared_move(kind, die, area_name, cell, None, None,
                                       None if need == face else need))
            else:
                for own in own_values:
                    value = None if own == face else own
                    cells = known.get((area_name, own))
                    if cells is None:
                        cells = known[(area_name, own)] = area.placements(marks, own)
                    for cell in cells:
                        append(shared_move(kind, die, area_name, cell, None, None, value))
        return moves

    def _pick_moves(self, state: GameState, player: PlayerState, reachable: list[str],
                    kind: MoveKind) -> list[Move]:
        budget = player.tracks[POLISH].available
        cells_for: dict[tuple[str, int], list[int]] = {}
        return [m for die in reachable
                for m in self._die_moves(state, player, die, kind, budget, cells_for)]

    def _die_lists(self, state: GameState, player: PlayerState, die: str, move: Move,
                   kind: MoveKind) -> bool:
        """Whether ``_pick_moves(state, player, [die], kind)`` holds ``move``, asked of the
        move's own area only (the checked apply; test_fast_listing compares)."""
        area = move.area
        if area is None or area not in self.areas_for_die(die):
            return False
        budget = player.tracks[POLISH].available
        return holds(self._die_moves(state, player, die, kind, budget, None, (area,)), move)

    def _die_has_move(self, state: GameState, player: PlayerState, die: str,
                      kind: MoveKind) -> bool:
        """Whether ``_pick_moves(state, player, [die], kind)`` lists anything, area by area
        until one has an entry."""
        budget = player.tracks[POLISH].available
        return any(self._die_moves(state, player, die, kind, budget, None, (area,))
                   for area in self.areas_for_die(die))

    def _face_moves(self, state: GameState, player: PlayerState, reachable: list[str],
                    kind: MoveKind) -> list[Move]:
        return [m for die in reachable for m in self._die_moves(state, player, die, kind, 0)]

    def _fits_at_face(self, state: GameState, player: PlayerState, die: str) -> bool:
        """Whether ``die`` has an entry at its face (``_face_moves`` would list one)."""
        marks = player.marks
        return any(self.areas[area].placements(marks[area], self.die_value(state, die, area))
                   for area in self.areas_for_die(die))

    def _passive_picks(self, state: GameState, player: PlayerState) -> list[Move]:
        """Platter dice (polishing allowed); the fallback only if no platter die fits at its
        face (R22) — polishing never closes it."""
        platter = self.dice_at(state, "platter")
        picks = self._pick_moves(state, player, platter, Kinds.PICK)
        # without polish actions the picks are the face moves already: no second listing
        if player.tracks[POLISH].available <= 0:
            fits_at_face = bool(picks)
        else:
            fits_at_face = any(self._fits_at_face(state, player, die) for die in platter)
        if fits_at_face:
            return picks
        return picks + self._pick_moves(state, player, self.dice_at(state, "field"),
                                        Kinds.PICK)

    # ------------------------------------------------------------------ performing
    def _perform(self, state: GameState, move: Move) -> None:
        if move.kind in (Kinds.PICK, Kinds.EXTRA_DIE):
            assert state.decider is not None
            self._spend_polish(state, state.players[state.decider], move)
        super()._perform(state, move)

    def entered_value(self, state: GameState, die: str, area_name: str,
                      move: Move | None) -> int:
        # A polished taken die is entered with its polished value (a blue partner's polish is
        # already in the cell the move names). Polished dice come from the platter, so such a
        # pick is passive or a +1 and moves no die.
        if move is not None and move.value is not None and move.die == die:
            return move.value
        return super().entered_value(state, die, area_name, move)

    def _spend_polish(self, state: GameState, player: PlayerState, move: Move) -> None:
        assert move.die is not None
        cost = self.polish_cost(state, move)
        if not cost:
            return
        player.tracks[POLISH] = player.tracks[POLISH].spend(cost)
        polished = [(move.die, move.value)]
        if move.area == BLUE.name and move.cell is not None:
            row, col = BLUE.row_col(move.cell)
            partner = self._partner(move.die)
            polished.append((partner, col if move.die == self.blue_pair[0] else row))
        for die, value in polished:
            if value is not None and value != state.faces[die]:
                state.last_events.append(Event(kind="polish", seat=player.seat, die=die,
                                               face=state.faces[die], value=value))

    def _unlock(self, state: GameState, player: PlayerState, track_name: str) -> None:
        before = player.tracks[track_name].unlocked
        super()._unlock(state, player, track_name)
        end = self.track_end_bonus.get(track_name)
        track = player.tracks[track_name]
        if end and before < track.unlocked == self.track_slots[track_name]:
            state.last_events.append(Event(kind="bonus_fired", seat=player.seat, bonus=end))
            player.pending.append(end)

    def _lay_out_solo_passive(self, state: GameState) -> None:
        """§6: the three dice not on the platter lie on fields I–III in the seeded "distance"
        order (the closest on field I), not by face."""
        super()._lay_out_solo_passive(state)
        ties = self.solo_tiebreaks(state)
        state.fields = sorted(state.fields, key=lambda die: ties[die or ""])  # three dice

    # ------------------------------------------------------------------ bots
    def outcome_key(self, state: GameState, move: Move) -> object:
        """A passive pick moves no die and polishing never turns one (§2.4, §4.3), so which
        die brought the entry does not matter: the white die or the coloured one, the blue die
        or the white one for the same blue cell, lead to the same position when they enter
        the same value in the same cell for the same number of polish actions (see the base
        hook)."""
        if move.kind != Kinds.PICK or state.phase != Phases.PASSIVE_PICK:
            return move
        assert move.die is not None
        value: int | None = None  # blue: the cell says both values; grey: crossed whole
        if move.area not in (BLUE_NAME, GREY_NAME):
            value = state.faces[move.die] if move.value is None else move.value
        return (move.area, move.cell, value, self.polish_cost(state, move))

    # ------------------------------------------------------------------ diagnosis
    def diagnose(self, state: GameState, move: Move) -> Reason:
        if move_field_problem(move) is not None:  # wrongly typed fields: never a TypeError
            return Reason.MALFORMED
        reason = super().diagnose(state, move)
        if move.kind not in (Kinds.PICK, Kinds.EXTRA_DIE) or move.die not in self.dice:
            return reason
        assert move.die is not None
        seat = state.decider
        if reason == Reason.FALLBACK_NOT_ALLOWED and seat is not None:
            player = state.players[seat]
            platter = self.dice_at(state, "platter")
            if not self._face_moves(state, player, platter, Kinds.PICK):
                reason = Reason.CELL_NOT_ALLOWED  # the fallback is open (R22)
        if reason != Reason.CELL_NOT_ALLOWED or seat is None:
            return reason
        if move.value is not None and move.value not in FACES:
            return Reason.MALFORMED
        if move.value == state.faces[move.die]:
            return Reason.MALFORMED  # an unpolished entry is written without a value
        partner_moved = False
        if move.area == BLUE.name and move.cell is not None:
            row, col = BLUE.row_col(move.cell)
            partner = self._partner(move.die)
            partner_value = col if move.die == self.blue_pair[0] else row
            partner_moved = partner_value != state.faces[partner]
            if partner_moved and not self.polishable(state, partner):
                return Reason.NOT_POLISHABLE
        if move.value is not None and not self.polishable(state, move.die):
            return Reason.NOT_POLISHABLE
        if (move.value is not None or partner_moved) and \
                self.polish_cost(state, move) > state.players[seat].tracks[POLISH].available:
            return Reason.NO_ACTION_LEFT
        return reason


RULES = Clever4ever()
