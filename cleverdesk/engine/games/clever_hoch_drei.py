"""Clever hoch drei: the printed sheet as data (docs/rules/clever-hoch-drei.md) and the few rules
that really differ from the shared Clever turn.

Cell numbering (0-based, row by row): yellow ``r2c3`` is ``(2-1)*6 + (3-1)``, turquoise likewise
with 5 rows; blue, brown and pink cells are ``pos - 1`` (blue pos 7, the printed 7, is pre-marked).

What is special here, and how the moves express it:

* **Number joker.** A pick or extra die may carry ``value`` = the number the chosen die is
  entered as (§4.2). The joker slot crossed out is the numbered slot printed with that number if
  one is available, otherwise a "?" slot: a "?" slot can do everything a numbered slot can, so
  spending it while the matching numbered slot is free is never better, and the numbered slots are
  still used in any order. The die is not turned: the platter step, other players and turquoise
  matching keep reading its face (R16).
* **Pink.** Every pink entry (die, pink "?", black "?" in pink) says ``option="half"`` (write
  ceil(v/2), take the bonus) or ``option="points"`` (write v × star, the bonus is lost). Field 1
  offers "half" only (R8).
* **Yellow rows.** Which row a die may use depends on the turn (§3.1): an active regular pick uses
  the row of its dice field (= the roll), a passive pick (platter or fallback) only grey cells, an
  extra die the row of the field it lies on, or grey cells if it lies on the platter (R12, R13).
* **Turquoise extra crosses** (R15) become optional pending bonuses ``more_turquoise_<v>``, one
  per matching die: cross one more open cell of column v, or let it go (``SKIP``).
* **"?" bonuses** are bonus codes ``q_<colour>``; a blue "?" carries the written value, a pink
  "?" the number and the half/points option, a black "?" names its area by the target (and, for
  pink, the option).
* **Forfeit** is always allowed to the active player (R18), not only when no die fits.
"""

from __future__ import annotations

from dataclasses import replace

from ..clever import BonusSpec, RatingBand, Target
from ..errors import Reason
from ..fast_listing import FastListing
from ..model import Event, GameState, Kinds, Move, MoveKind, Phases, PlayerState, shared_move
from ..sheet import Group
from ..validate import move_field_problem
from ._clever_hoch_drei_areas import ColumnGrid, HalfOrTimesTrack, OutwardSequence, SkipTrack

GAME_ID = "clever-hoch-drei"

YELLOW, TURQUOISE, BLUE, BROWN, PINK = "yellow", "turquoise", "blue", "brown", "pink"
REROLL, JOKER, EXTRA_DIE = "reroll", "joker", "extra_die"
HALF, POINTS = "half", "points"  # the two pink options
MORE_TURQUOISE = "more_turquoise_"  # + column: an optional extra turquoise cross (R15)

# keys of GameState.counters that carry a pick's joker and pink option into the entry; set and
# removed again inside one ``apply`` (never part of a state between moves)
# keys of PlayerState.counters
JOKER_USED = "joker_used"  # bit i set: joker slot i (0-based) crossed out
PINK_POINTS = "pink_points"  # bit i set: pink field i took the points option (bonus lost)


# the greedy bot's judgement of this game's own state (see ``bot_extra_value``)
BOT_FREE_JOKER = 1.0


def _cell(ref: str, cols: int = 6) -> int:
    """Cell index of a grid cell written ``r2c3`` (1-based row and column)."""
    row, col = ref[1:].split("c")
    return (int(row) - 1) * cols + int(col) - 1


# --- yellow (§3.1): rows I, II, III; each row printed 1..6 --------------------------------------
_YELLOW_PAIRS = {
    "I_II": ("reroll", "joker", "q_pink", "extra_die", "q_turquoise", "fox"),
    "II_III": ("joker", "q_turquoise", "q_blue", "q_brown", "q_yellow", "extra_die"),
}
YELLOW_AREA = ColumnGrid(
    name=YELLOW,
    size=18,
    cols=6,
    row_points=tuple(n * (n + 1) for n in range(7)),  # 0, 2, 6, 12, 20, 30, 42 (R1)
    grey=frozenset(_cell(r) for r in ("r1c5", "r1c6", "r2c3", "r2c4", "r3c1", "r3c2")),
    layout=tuple((c // 6, c % 6) for c in range(18)),
    groups=tuple(
        Group(f"{pair}_c{col}", (_cell(f"r{upper}c{col}"), _cell(f"r{upper + 1}c{col}")),
              bonus=bonus)
        for upper, pair in ((1, "I_II"), (2, "II_III"))
        for col, bonus in enumerate(_YELLOW_PAIRS[pair], start=1)
    ),
)

# --- turquoise (§3.2): 5 rows printed 1..6; tinted cells left-aligned 6, 5, 3, 2, 1 (R3) --------
_TINTED_PER_ROW = (6, 5, 3, 2, 1)
_TURQUOISE_ROW_END = ("fox", "extra_die", "q_brown", "q_turquoise", None)
_TURQUOISE_COLUMN_FOOT = ("q_brown", "q_pink", "q_yellow", "joker", "q_blue", "reroll")
TINTED = frozenset(
    _cell(f"r{r}c{c}") for r, n in enumerate(_TINTED_PER_ROW, start=1) for c in range(1, n + 1)
)
TURQUOISE_AREA = ColumnGrid(
    name=TURQUOISE,
    size=30,
    cols=6,
    row_points=tuple(n * (n + 1) // 2 for n in range(7)),  # 0, 1, 3, 6, 10, 15, 21
    layout=tuple((c // 6, c % 6) for c in range(30)),
    groups=(
        *(
            Group(f"row{r}", tuple(_cell(f"r{r}c{c}") for c in range(1, n + 1)), bonus=bonus)
            for r, (n, bonus) in enumerate(zip(_TINTED_PER_ROW, _TURQUOISE_ROW_END, strict=True),
                                           start=1)
            if bonus is not None
        ),
        *(
            Group(f"column{c}", tuple(sorted(t for t in TINTED if t % 6 == c - 1)), bonus=bonus)
            for c, bonus in enumerate(_TURQUOISE_COLUMN_FOOT, start=1)
        ),
    ),
)

# --- blue (§3.3): pos 1..13, the printed 7 at pos 7 ---------------------------------------------
BLUE_AREA = OutwardSequence(
    name=BLUE,
    size=13,
    centre=6,
    premarked=frozenset({6}),
    side_points=(0, 3, 6, 9, 13, 17, 22),
    extra_values=frozenset({2, 3, 4, 10, 11, 12}),
    extra_points=4,
    cell_bonus={
        0: "extra_die", 1: "q_pink", 3: "q_yellow", 4: "joker",
        8: "reroll", 9: "q_brown", 11: "q_turquoise", 12: "fox",
    },
)

# --- brown (§3.4): 12 printed numbers, bonuses in the gaps --------------------------------------
_BROWN_GAPS = {1: "joker", 2: "q_pink", 4: "reroll", 5: "q_turquoise", 7: "extra_die",
               8: "q_blue", 10: "q_yellow", 11: "fox"}  # gaps 3, 6, 9 are empty
BROWN_AREA = SkipTrack(
    name=BROWN,
    size=12,
    printed=(1, 5, 3, 4, 2, 6, 4, 5, 2, 1, 6, 3),
    count_points=(0, 2, 5, 9, 14, 20, 27, 35, 44, 54, 65, 77, 90),  # R2
    groups=tuple(Group(f"gap{g}", (g - 1, g), bonus=b) for g, b in _BROWN_GAPS.items()),
)

# --- pink (§3.5): 12 fields; field 1 always halved, no bonus (R8) -------------------------------
PINK_AREA = HalfOrTimesTrack(
    name=PINK,
    size=12,
    stars=(0, 1, 2, 2, 1, 2, 2, 1, 3, 2, 2, 3),
    cell_bonus={
        1: "reroll", 2: "q_blue", 3: "extra_die", 4: "joker", 5: "q_yellow", 6: "q_brown",
        7: "reroll", 8: "fox", 9: "q_blue", 10: "q_turquoise", 11: "q_black",
    },
)

# --- actions (§4) -------------------------------------------------------------------------------
JOKER_SLOTS: tuple[int | None, ...] = (3, 4, 5, 6, None, None, None)  # None: "?" (any 1..6)
TRACK_END_BONUS = {REROLL: "fox", JOKER: "q_pink", EXTRA_DIE: "q_brown"}

BONUSES = {
    spec.code: spec
    for spec in (
        BonusSpec(REROLL, "unlock", track=REROLL),
        BonusSpec(JOKER, "unlock", track=JOKER),
        BonusSpec(EXTRA_DIE, "unlock", track=EXTRA_DIE),
        BonusSpec("fox", "fox"),
        BonusSpec("q_yellow", "x", area=YELLOW),  # any open cell, any row (R14)
        BonusSpec("q_turquoise", "x", area=TURQUOISE),  # exactly one cross (R15)
        BonusSpec("q_blue", "value", area=BLUE, values=tuple(range(2, 13))),  # R7
        BonusSpec("q_brown", "x", area=BROWN),  # any cell right of the last cross
        # a pink "?" is a number 1..6 entered like a die: halved for the bonus or multiplied
        BonusSpec(HALF, "value", area=PINK, values=tuple(range(1, 7))),
        BonusSpec(POINTS, "value", area=PINK, values=tuple(range(1, 7))),
        BonusSpec("q_pink", "choice", options=(HALF, POINTS)),
        BonusSpec("q_black", "choice",
                  options=("q_yellow", "q_turquoise", "q_blue", "q_brown", HALF, POINTS)),
        *(
            BonusSpec(f"{MORE_TURQUOISE}{v}", "value", area=TURQUOISE, values=(v,), optional=True)
            for v in range(1, 7)
        ),
    )
}


def _slug(label: str) -> str:
    """A rating code from its German label: lower case ASCII words joined by underscores."""
    text = label.lower()
    for umlaut, ascii_ in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        text = text.replace(umlaut, ascii_)
    words = "".join(ch if ch.isalnum() else " " for ch in text).split()
    return "_".join(words)


# §6.1: (min, max, German label, English app translation); codes are the German labels as slugs
_RATING_TABLE: tuple[tuple[int | None, int | None, str, str], ...] = (
    (450, None, "Du bist Clever Hoch Drei!", "You are Clever Cubed!"),  # R28: 450 is here
    (420, 449, "Du bist schön und clever", "You are beautiful and clever"),
    (390, 419, "Hallo Mr. Hawking!", "Hello, Mr. Hawking!"),
    (360, 389, "Auf dem Weg zu den Sternen", "On the way to the stars"),
    (330, 359, "Du bist ganz schön Clever", "That's pretty clever!"),
    (300, 329, "Du bist ein Wunderkind in Ausbildung", "A prodigy in training"),
    (270, 299, "Es geht aufwärts!", "Things are looking up!"),
    (240, 269, "Lieber doch Kniffel?", "Maybe Yahtzee after all?"),
    (210, 239, "Da ist noch Luft nach oben", "There is still room for improvement"),
    (180, 209, "War sicher nur Würfelpech?", "Surely just bad luck with the dice?"),
    (None, 179, "Reden wir über etwas anderes!", "Let's talk about something else!"),
)
RATING = tuple(RatingBand(_slug(de), low, high, en) for low, high, de, en in _RATING_TABLE)


def solo_layout(faces: dict[str, int], closest_first: list[str]) -> tuple[list[str], list[str]]:
    """Solo passive turn (§6, R27): the platter gets the 3 lowest faces (ties: closest first);
    the other 3 dice lie on fields I, II, III in the order they landed (closest on field I)."""
    by_face = sorted(closest_first, key=lambda d: faces[d])  # stable: ties keep the order
    platter = by_face[:3]
    return platter, [d for d in closest_first if d not in platter]


_GREY_CELLS = tuple(sorted(YELLOW_AREA.grey))


class CleverHochDrei(FastListing):
    game_id = GAME_ID
    dice = ("white", "yellow", "turquoise", "blue", "brown", "pink")
    wild = "white"
    die_area = {YELLOW: YELLOW, TURQUOISE: TURQUOISE, BLUE: BLUE, BROWN: BROWN, PINK: PINK}
    sum_dice = {BLUE: (BLUE, "white")}
    player_counter_bits = {JOKER_USED: 7, PINK_POINTS: 12}
    points_taken_bits = {PINK: PINK_POINTS}
    slots_used_bits = {JOKER: JOKER_USED}
    areas = {a.name: a for a in (YELLOW_AREA, TURQUOISE_AREA, BLUE_AREA, BROWN_AREA, PINK_AREA)}
    track_slots = {REROLL: 7, JOKER: 7, EXTRA_DIE: 7}
    round_bonuses = {1: REROLL, 2: EXTRA_DIE, 3: JOKER, 4: "q_black"}
    rounds_by_players = {1: 6, 2: 6, 3: 5, 4: 4, 5: 4, 6: 4}
    forfeit_always = True  # R18: a roll may always be forfeited
    bonuses = BONUSES
    rating = RATING
    # the shortcuts of fast_listing.py: a pick is found in its own ``_die_lists``, the pink
    # points' targets in its own ``_is_target``; no placement tables (jokers, pink options and
    # the yellow rows make its own ``_pick_moves``)
    checks_by_parts = True
    targets_by_parts = True

    # ------------------------------------------------------------------ number joker (§4.2)
    def joker_slots(self, player: PlayerState) -> list[int]:
        """0-based joker slots that are circled and not crossed out."""
        used = player.counters.get(JOKER_USED, 0)
        return [i for i in range(player.tracks[JOKER].unlocked) if not used >> i & 1]

    def joker_numbers(self, player: PlayerState) -> list[int]:
        """The numbers this player can enter a die as with a joker now."""
        numbers: set[int] = set()
        for slot in self.joker_slots(player):
            printed = JOKER_SLOTS[slot]
            numbers.update(range(1, 7) if printed is None else (printed,))
        return sorted(numbers)

    def _joker_slot_for(self, player: PlayerState, number: int) -> int:
        slots = self.joker_slots(player)
        numbered = [s for s in slots if JOKER_SLOTS[s] == number]
        return (numbered or [s for s in slots if JOKER_SLOTS[s] is None])[0]

    # ------------------------------------------------------------------ where a die may go
    def entry_value(self, state: GameState, die: str, area: str, joker: int | None) -> int:
        """The value entered for ``die`` in ``area``; a joker replaces only that die's face."""
        own = state.faces[die] if joker is None else joker
        partners = self.sum_dice.get(area)
        if partners:
            return own + sum(state.faces[d] for d in partners if d != die)
        return own

    def yellow_cells_allowed(self, state: GameState, die: str) -> tuple[int, ...]:
        """Yellow cells a die may use at this point of the turn (§3.1, R12, R13)."""
        phase = state.phase
        if phase == Phases.ACTIVE_ROLL:
            return YELLOW_AREA.cells_of_row(state.roll_no)
        if phase in (Phases.ACTIVE_WINDOW, Phases.PASSIVE_WINDOW) and state.where[die] == "field":
            return YELLOW_AREA.cells_of_row(state.fields.index(die) + 1)
        return _GREY_CELLS

    def entry_cells(self, state: GameState, player: PlayerState, die: str, area_name: str,
                    value: int) -> list[int]:
        cells = self.areas[area_name].placements(player.marks[area_name], value)
        if area_name == YELLOW:
            allowed = self.yellow_cells_allowed(state, die)
            cells = [c for c in cells if c in allowed]
        return cells

    @staticmethod
    def entry_options(area_name: str, cell: int) -> tuple[str | None, ...]:
        if area_name != PINK:
            return (None,)
        return (HALF, POINTS) if PINK_AREA.has_choice(cell) else (HALF,)

    def placements(self, state: GameState, player: PlayerState, die: str) -> list[tuple[str, int]]:
        return [
            (area_name, cell)
            for area_name in self.areas_for_die(die)
            for cell in self.entry_cells(state, player, die, area_name,
                                         self.entry_value(state, die, area_name, None))
        ]

    def _pick_moves(self, state: GameState, player: PlayerState, reachable: list[str],
                    kind: MoveKind) -> list[Move]:
        """Every entry of the reachable dice: as ``entry_cells`` says, for the die's face and
        each joker number, and each pink option."""
        jokers = self.joker_numbers(player)
        areas, marks, faces = self.areas, player.marks, state.faces
        # (area, value) → open cells: the white die and the joker numbers ask the same again
        cells_for: dict[tuple[str, int], list[int]] = {}
        moves: list[Move] = []
        append = moves.append
        for die in reachable:
            face = faces[die]
            # a joker that would enter the die as its own face changes nothing: not offered
            variants = [None, *(n for n in jokers if n != face)]
            for area_name in self.areas_for_die(die):
                allowed = self.yellow_cells_allowed(state, die) if area_name == YELLOW else None
                partners = self.sum_dice.get(area_name)  # as entry_value: the partner's face
                partner = sum(faces[d] for d in partners if d != die) if partners else 0
                area, area_marks = areas[area_name], marks[area_name]
                for joker in variants:
                    value = (face if joker is None else joker) + partner
                    cells = cells_for.get((area_name, value))
                    if cells is None:
                        cells = cells_for[(area_name, value)] = area.placements(area_marks, value)
                    for cell in cells:
                        if allowed is not None and cell not in allowed:
                            continue
                        if area_name != PINK:
                            append(shared_move(kind, die, area_name, cell, None, None, joker))
                            continue
                        for option in self.entry_options(area_name, cell):
                            append(shared_move(kind, die, area_name, cell, None, option, joker))
        return moves

    def _die_lists(self, state: GameState, player: PlayerState, die: str, move: Move,
                   kind: MoveKind) -> bool:
        """Whether ``_pick_moves(state, player, [die], kind)`` holds ``move``, asked of the
        move's own area, joker and option only (the checked apply; test_fast_listing compares)."""
        area_name, cell, joker = move.area, move.cell, move.value
        if (move.kind != kind or move.bonus is not None or cell is None or area_name is None
                or area_name not in tuple(self.areas_for_die(die))):
            return False
        if joker is not None and (joker == state.faces[die]
                                  or joker not in self.joker_numbers(player)):
            return False
        if area_name == YELLOW and cell not in self.yellow_cells_allowed(state, die):
            return False
        value = self.entry_value(state, die, area_name, joker)
        return (cell in self.areas[area_name].placements(player.marks[area_name], value)
                and move.option in self.entry_options(area_name, cell))

    def _passive_picks(self, state: GameState, player: PlayerState) -> list[Move]:
        """Platter picks; the dice fields only if no platter die fits at its face (R21)."""
        picks = self._pick_moves(state, player, self.dice_at(state, "platter"), Kinds.PICK)
        if any(m.value is None for m in picks):
            return picks
        return picks + self._pick_moves(state, player, self.dice_at(state, "field"),
                                        Kinds.PICK)


    def bonus_targets(self, player: PlayerState, code: str) -> list[Target]:
        targets = super().bonus_targets(player, code)
        if code == POINTS:  # pink field 1 is always halved (R8)
            return [t for t in targets if PINK_AREA.has_choice(t.cell)]
        return targets

    def _is_target(self, player: PlayerState, code: str, option: str | None,
                   area_name: str | None, cell: int | None, value: int | None,
                   option_named: bool = True) -> bool:
        # as bonus_targets: pink field 1 is always halved (a cell found a target is on the sheet)
        return (super()._is_target(player, code, option, area_name, cell, value, option_named)
                and (code != POINTS or cell is not None and PINK_AREA.has_choice(cell)))

    # ------------------------------------------------------------------ entering
    def _perform(self, state: GameState, move: Move) -> None:
        super()._perform(state, move)
        if move.kind == Kinds.SKIP and state.decider is not None:
            self._settle(state, state.players[state.decider])

    def _enter(self, state: GameState, player: PlayerState, die: str, area_name: str, cell: int,
               how: str, move: Move | None = None) -> None:
        # the joker's number and pink's option come with the pick or +1 that enters the die
        joker = move.value if move is not None else None
        points = move is not None and move.option == POINTS
        if joker is not None:
            slot = self._joker_slot_for(player, joker)
            player.counters[JOKER_USED] = player.counters.get(JOKER_USED, 0) | 1 << slot
            player.tracks[JOKER] = player.tracks[JOKER].spend()
            state.last_events.append(Event(kind="joker", seat=player.seat, die=die, cell=slot,
                                           value=joker))
        value = self.entry_value(state, die, area_name, joker)
        written, fired = self._write(player, area_name, cell, value, points)
        state.last_events.append(
            Event(kind=how, seat=player.seat, die=die, face=state.faces[die], area=area_name,
                  cell=cell, value=written))
        if area_name == TURQUOISE:
            extra = min(self._matching_dice(state, die, value),
                        len(TURQUOISE_AREA.placements(player.marks[TURQUOISE], value)))
            if extra:
                player.pending.extend([f"{MORE_TURQUOISE}{value}"] * extra)
                state.last_events.append(Event(kind="extra_crosses", seat=player.seat,
                                               area=TURQUOISE, value=extra))
        self._fire(state, player, fired)

    def _matching_dice(self, state: GameState, die: str, value: int) -> int:
        """Other dice showing ``value`` that add turquoise crosses (R15): the active player's
        own dice fields, or the platter for a passive player."""
        if state.phase in (Phases.ACTIVE_ROLL, Phases.ACTIVE_WINDOW):
            others = [d for d in state.fields if d is not None]
        else:
            others = self.dice_at(state, "platter")
        return sum(1 for d in others if d != die and state.faces[d] == value)

    def _write(self, player: PlayerState, area_name: str, cell: int, value: int,
               points: bool) -> tuple[int, list[str]]:
        """Write an entry; return what was written and the bonuses it fires."""
        marks = player.marks[area_name]
        if points:  # pink, points option: multiplied, the field's bonus is lost
            written = PINK_AREA.times(cell, value)
            marks[cell] = written
            player.counters[PINK_POINTS] = player.counters.get(PINK_POINTS, 0) | 1 << cell
            return written, []
        area = self.areas[area_name]
        written = area.written(cell, value)
        return written, area.mark(marks, cell, written)

    def _resolve_bonus(self, state: GameState, player: PlayerState, code: str,
                       option: str | None, area_name: str, cell: int,
                       value: int | None = None) -> None:
        if (option or code) != POINTS:
            super()._resolve_bonus(state, player, code, option, area_name, cell, value)
            return
        assert value is not None
        written, fired = self._write(player, area_name, cell, value, True)
        state.last_events.append(Event(kind="bonus", seat=player.seat, bonus=option or code,
                                       area=area_name, cell=cell, value=written))
        self._fire(state, player, fired)

    def _unlock(self, state: GameState, player: PlayerState, track_name: str) -> None:
        """Circling the last slot of a track fires its end-of-track bonus (§4, R9)."""
        before = player.tracks[track_name].unlocked
        super()._unlock(state, player, track_name)
        if before < player.tracks[track_name].unlocked == self.track_slots[track_name]:
            code = TRACK_END_BONUS[track_name]
            state.last_events.append(Event(kind="bonus_fired", seat=player.seat, bonus=code))
            player.pending.append(code)  # joins the pending set (a fox resolves by itself)

    # ------------------------------------------------------------------ solo (§6)
    def _lay_out_solo_passive(self, state: GameState) -> None:
        super()._lay_out_solo_passive(state)
        closest_first = sorted(self.dice, key=self.solo_tiebreaks(state).__getitem__)
        platter, fields = solo_layout(dict(state.faces), closest_first)
        assert set(platter) == set(self.dice_at(state, "platter"))
        state.fields = list(fields)

    # ------------------------------------------------------------------ diagnosis
    def diagnose(self, state: GameState, move: Move) -> Reason:
        if move_field_problem(move) is not None:  # wrongly typed fields: never a TypeError
            return Reason.MALFORMED
        seat = state.decider
        if move.kind == Kinds.FORFEIT and seat is not None \
                and state.phase == Phases.ACTIVE_ROLL and not state.players[seat].pending:
            return Reason.MALFORMED  # forfeit is always legal here, so a field was added
        if move.kind not in (Kinds.PICK, Kinds.EXTRA_DIE):
            return super().diagnose(state, move)
        reason = super().diagnose(state, replace(move, option=None, value=None))
        if reason == Reason.FALLBACK_NOT_ALLOWED:
            assert seat is not None
            platter = self._pick_moves(state, state.players[seat],
                                       self.dice_at(state, "platter"), Kinds.PICK)
            if not any(m.value is None for m in platter):
                reason = Reason.CELL_NOT_ALLOWED
        if reason != Reason.CELL_NOT_ALLOWED:
            return reason
        assert seat is not None and move.die is not None and move.area is not None
        if move.value is not None:
            if not 1 <= move.value <= 6 or move.value == state.faces[move.die]:
                return Reason.MALFORMED
            if move.value not in self.joker_numbers(state.players[seat]):
                return Reason.NO_ACTION_LEFT
        if move.area == PINK and move.option not in (HALF, POINTS):
            return Reason.MALFORMED
        if move.area != PINK and move.option is not None:
            return Reason.MALFORMED
        return Reason.CELL_NOT_ALLOWED

    # ------------------------------------------------------------------ bots
    def outcome_key(self, state: GameState, move: Move) -> object:
        """Moves that make the same entry lead to the same position (see the base hook):

        * a passive pick moves no die (R21, §2.6), so which die brought the value does not
          matter: the white die or the coloured die, with or without the same joker slot. The
          turquoise extra crosses agree too: they count the other platter dice showing the
          entered value, and the entered die itself shows it only when no joker is used;
        * pink's bonus option writes ceil(v/2), so a joker 1 or 2 (3 or 4, 5 or 6) taken from
          the same slot, and a pink "?" chosen as 1 or 2 (…), write the same number.
        """
        kind = move.kind
        if kind == Kinds.BONUS:
            if (move.option or move.bonus) == HALF and move.value is not None:
                return (kind, move.bonus, HALF, move.cell, (move.value + 1) // 2)
            return move
        passive = kind == Kinds.PICK and state.phase == Phases.PASSIVE_PICK
        if kind not in (Kinds.PICK, Kinds.EXTRA_DIE) or not (passive or move.area == PINK):
            return move
        seat = state.decider
        assert seat is not None and move.die is not None and move.area is not None
        joker = move.value
        slot = None if joker is None else self._joker_slot_for(state.players[seat], joker)
        value = self.entry_value(state, move.die, move.area, joker)
        if move.area == PINK:
            assert move.cell is not None
            value = PINK_AREA.times(move.cell, value) if move.option == POINTS \
                else PINK_AREA.written(move.cell, value)
        return (kind, None if passive else move.die, move.area, move.cell, move.option, value,
                slot)

    def bot_extra_value(self, player: PlayerState) -> float:
        """A "?" joker slot is worth a little more than a numbered one: it fits any die."""
        return BOT_FREE_JOKER * sum(1 for s in self.joker_slots(player) if JOKER_SLOTS[s] is None)


RULES = CleverHochDrei()
