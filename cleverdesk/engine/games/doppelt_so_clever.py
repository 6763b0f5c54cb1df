"""Doppelt so clever: the printed sheet as data (docs/rules/doppelt-so-clever.md §1–§6) plus
the few rules the shared Clever turn does not have.

What is special, and where it lives:

* the silver platter chain (§3.1): an active regular pick entered in silver makes every die it
  sends to the platter a pending, optional *chain mark* (``chain_<die>_<face>``), resolved in the
  player's order with the bonuses (D12) — see ``_pick`` and ``bonus_targets``;
* the return action (§4.2): a window between a pick or forfeit and the next roll, opened through
  the core's ``between_rolls`` hook; ``RETURN`` moves a platter die back, ``END_WINDOW`` closes
  the window (then the next roll is made, or the turn's rolling ends);
* voluntary forfeit (§2.5, D10): ``FORFEIT`` is offered with every roll;
* end-of-track bonuses (§4): circling the 6th slot of a track fires its bonus (D23);
* the "?" bonuses (§3): silver and yellow are the core's "x" kind (any open cell, the yellow
  lattice deciding circle or cross by itself), blue, green and pink are "value" bonuses whose
  moves carry the number the player writes (``Move.value``); the black "?" of round 4 is a
  "choice" among the five (D26).

Cell numbering (0-based): silver ``(row - 1) * 6 + (value - 1)`` with rows yellow, blue, green,
pink; yellow in the order of the rules file's cell list (``YELLOW_CELLS``); blue, green and pink
``pos - 1``.
"""

from __future__ import annotations

from ..clever import ROLLS_PER_TURN, BonusSpec, RatingBand, Target, holds
from ..errors import Reason
from ..fast_listing import FastListing
from ..model import Event, GameState, Kinds, Move, Phases, PlayerState, shared_move
from ..sheet import Group, grid_groups
from ..validate import move_field_problem
from ._doppelt_so_clever_areas import (
    FallingTrack,
    GatedTrack,
    PairedMultiplierTrack,
    SilverGrid,
    YellowLattice,
)

GAME_ID = "doppelt-so-clever"

SILVER, YELLOW, BLUE, GREEN, PINK = "silver", "yellow", "blue", "green", "pink"
WHITE = "white"
RETURN = "return"
REROLL = "reroll"
EXTRA_DIE = "extra_die"
# the per-game counter that says the active player closed this roll's return window
RETURN_WINDOW_CLOSED = "return_window_closed"
# greedy bot: what it counts for a kept action of a track it has no figure for (greedy.py's
# default), and what a kept return action is really worth to it: slightly less than nothing,
# so a return is always spent when offered (rough figures from simulation runs)
GENERIC_ACTION_VALUE = 3.0
RETURN_KEEP_VALUE = -0.25

# --- silver (§3.1) ----------------------------------------------------------------------------
SILVER_ROWS = (YELLOW, BLUE, GREEN, PINK)  # top to bottom (D5)
_SILVER_AT = {(r, v): (r - 1) * 6 + (v - 1) for r in range(1, 5) for v in range(1, 7)}
_sr, _sc = grid_groups(4, 6, _SILVER_AT)
SILVER_AREA = SilverGrid(
    name=SILVER,
    size=24,
    printed=tuple(v for _ in SILVER_ROWS for v in range(1, 7)),
    layout=tuple(sorted(_SILVER_AT, key=_SILVER_AT.__getitem__)),
    groups=(
        Group("c1", _sc[1], bonus="extra_die"),
        Group("c2", _sc[2], bonus="q_yellow"),
        Group("c3", _sc[3], bonus="fox"),
        Group("c4", _sc[4], bonus="q_blue"),
        Group("c5", _sc[5], bonus="q_green"),
        Group("c6", _sc[6], bonus="q_pink"),
    ),
    rows=tuple(_sr[r] for r in range(1, 5)),
    row_scale=(0, 2, 4, 7, 11, 16, 22),
)

# --- yellow (§3.2): ten cells of a staggered 5 × 4 lattice -----------------------------------
YELLOW_CELLS = (  # (name, printed value), in the order of the rules file
    ("r1c2", 3), ("r1c4", 6), ("r2c1", 1), ("r2c3", 2), ("r3c2", 4),
    ("r3c4", 3), ("r4c1", 2), ("r4c3", 5), ("r5c2", 5), ("r5c4", 4),
)
_YELLOW_AT = {(int(name[1]), int(name[3])): i for i, (name, _) in enumerate(YELLOW_CELLS)}
_yr, _yc = grid_groups(5, 4, _YELLOW_AT)
YELLOW_AREA = YellowLattice(
    name=YELLOW,
    size=10,
    printed=tuple(value for _, value in YELLOW_CELLS),
    layout=tuple(sorted(_YELLOW_AT, key=_YELLOW_AT.__getitem__)),
    groups=(
        Group("r1", _yr[1], bonus="q_blue"),
        Group("r2", _yr[2], bonus="return"),
        Group("r3", _yr[3], bonus="q_yellow"),
        Group("r4", _yr[4], bonus="q_green"),
        Group("r5", _yr[5], bonus="q_pink"),
        Group("c1", _yc[1], bonus="reroll"),
        Group("c2", _yc[2], bonus="extra_die"),
        Group("c3", _yc[3], bonus="q_silver"),
        Group("c4", _yc[4], bonus="fox"),
    ),
    count_scale=(0, 3, 10, 21, 36, 55, 75, 96, 118, 141, 165),
)

# --- blue (§3.3): blue + white, never rising; cell 1 has no bonus (D20) ------------------------
BLUE_AREA = FallingTrack(
    name=BLUE,
    size=12,
    points=(1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78),
    cell_bonus={1: "return", 2: "q_yellow", 4: "extra_die", 5: "reroll", 6: "q_pink", 8: "fox",
                9: "return", 11: "q_green"},
)

# --- green (§3.4): factors (D3), pairs first − second, bonuses at 8 and 9 (D1) -----------------
GREEN_AREA = PairedMultiplierTrack(
    name=GREEN,
    size=12,
    factor=(2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1),
    cell_bonus={1: "reroll", 3: "q_blue", 4: "return", 6: "fox", 7: "q_silver", 8: "extra_die",
                10: "q_pink", 11: "q_yellow"},
)

# --- pink (§3.5): any value; a bonus only for a value of at least the cell's minimum (D4) ------
PINK_AREA = GatedTrack(
    name=PINK,
    size=12,
    minimum=(0, 0, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6),
    cell_bonus={2: "reroll", 3: "return", 4: "extra_die", 5: "q_green", 6: "q_yellow",
                7: "fox", 8: "q_silver", 9: "reroll", 10: "q_blue", 11: "q_yellow"},
)

# --- actions (§4): six slots each, a bonus when the sixth is circled (D2, D23) ----------------
TRACK_SLOTS = {REROLL: 6, RETURN: 6, EXTRA_DIE: 6}
TRACK_END_BONUS = {REROLL: "fox", RETURN: "q_pink", EXTRA_DIE: "q_silver"}

# --- the silver platter chain (§3.1): one optional mark per die sent to the platter -----------
CHAIN_DICE = (WHITE, YELLOW, BLUE, GREEN, PINK, SILVER)


def chain_code(die: str, face: int) -> str:
    return f"chain_{die}_{face}"


# code → (die, face); a face can only chain when it is lower than the pick, so 1–5
CHAIN: dict[str, tuple[str, int]] = {
    chain_code(die, face): (die, face) for die in CHAIN_DICE for face in range(1, 6)
}


def _chain_cells(die: str, face: int) -> tuple[int, ...]:
    """The silver cells a chain mark of ``die`` at ``face`` may go to: a coloured die only in
    its own row (D14), white or silver in any row."""
    rows = range(len(SILVER_ROWS)) if die in (WHITE, SILVER) else (SILVER_ROWS.index(die),)
    return tuple(SILVER_AREA.cell(row, face) for row in rows)


# code → the silver cells it may mark (the chain's targets are asked on every pick into silver)
CHAIN_CELLS: dict[str, tuple[int, ...]] = {
    code: _chain_cells(die, face) for code, (die, face) in CHAIN.items()
}

Q_COLOURS = ("q_silver", "q_yellow", "q_blue", "q_green", "q_pink")

BONUSES = {
    spec.code: spec
    for spec in (
        BonusSpec(REROLL, "unlock", track=REROLL),
        BonusSpec(RETURN, "unlock", track=RETURN),
        BonusSpec(EXTRA_DIE, "unlock", track=EXTRA_DIE),
        BonusSpec("fox", "fox"),
        BonusSpec("q_silver", "x", area=SILVER),  # any open silver cell, no chain (D30)
        BonusSpec("q_yellow", "x", area=YELLOW),  # circle an open cell or cross a circled one
        BonusSpec("q_blue", "value", area=BLUE, values=tuple(range(2, 13))),  # never rising (D9)
        BonusSpec("q_green", "value", area=GREEN, values=tuple(range(1, 7))),  # × factor
        BonusSpec("q_pink", "value", area=PINK, values=tuple(range(1, 7))),  # minimum gates
        BonusSpec("q_any", "choice", options=Q_COLOURS),  # round 4's black "?" (D26)
        *(BonusSpec(code, "x", area=SILVER, optional=True) for code in CHAIN),  # D12
    )
}

# --- solo rating (§6.1, D7: the top band starts at 321) ---------------------------------------
RATING = (
    RatingBand("twice_as_clever", 321, None, "Twice as clever!"),
    RatingBand("points_iq", 300, 320, "Points = IQ!"),
    RatingBand("respect", 280, 299, "Respect!"),
    RatingBand("cant_be_luck", 260, 279, "This can't be luck!"),
    RatingBand("look_at_this", 240, 259, "People, look at this!"),
    RatingBand("pretty_pretty_clever", 220, 239, "Pretty, pretty clever!"),
    RatingBand("been_training", 200, 219, "You've been training!"),
    RatingBand("be_happy", 180, 199, "You should be happy!"),
    RatingBand("right_way", 160, 179, "On the right way."),
    RatingBand("can_do_better", 140, 159, "You can do better."),
    RatingBand("half_as_clever", None, 139, "Half as clever."),
)


class DoppeltSoClever(FastListing):
    game_id = GAME_ID
    dice = (WHITE, YELLOW, BLUE, GREEN, PINK, SILVER)
    wild = WHITE
    die_area = {SILVER: SILVER, YELLOW: YELLOW, BLUE: BLUE, GREEN: GREEN, PINK: PINK}
    sum_dice = {BLUE: (BLUE, WHITE)}
    areas = {a.name: a for a in (SILVER_AREA, YELLOW_AREA, BLUE_AREA, GREEN_AREA, PINK_AREA)}
    track_slots = TRACK_SLOTS
    round_bonuses = {1: REROLL, 2: EXTRA_DIE, 3: RETURN, 4: "q_any"}
    rounds_by_players = {1: 6, 2: 6, 3: 5, 4: 4, 5: 4, 6: 4}
    forfeit_always = True  # a roll may always be left unused (D10)
    bonuses = BONUSES
    rating = RATING
    # the shortcuts of fast_listing.py: the return window's moves are found in its own
    # ``_listed``, the chain marks' targets in its own ``_is_target``; dice go where the shared
    # turn says
    checks_by_parts = True
    placement_tables = True
    targets_by_parts = True

    # ------------------------------------------------------------------ bonuses
    def bonus_targets(self, player: PlayerState, code: str) -> list[Target]:
        chain_cells = CHAIN_CELLS.get(code)
        if chain_cells is None:
            return super().bonus_targets(player, code)
        marks = player.marks[SILVER]
        targets = []
        for cell in chain_cells:
            if marks[cell] == 0:
                targets.append(Target(None, SILVER, cell))
        return targets

    def _is_target(self, player: PlayerState, code: str, option: str | None,
                   area_name: str | None, cell: int | None, value: int | None,
                   option_named: bool = True) -> bool:
        if code not in CHAIN:
            return super()._is_target(player, code, option, area_name, cell, value, option_named)
        return ((option is None or not option_named) and value is None and area_name == SILVER
                and cell is not None and Target(None, SILVER, cell)
                in self.bonus_targets(player, code))

    def _pick(self, state: GameState, player: PlayerState, die: str, area: str, cell: int,
              move: Move | None = None) -> None:
        if state.phase == Phases.ACTIVE_ROLL and area == SILVER:
            # the dice this pick sends to the platter may follow into silver (§3.1); they join
            # the pending set before the pick's own bonuses so the player orders them all
            face = state.faces[die]
            for other in self.dice_at(state, "roll"):
                if state.faces[other] < face:
                    code = chain_code(other, state.faces[other])
                    player.pending.append(code)
                    state.last_events.append(Event(kind="chain", seat=player.seat, die=other,
                                                   face=state.faces[other], bonus=code))
        super()._pick(state, player, die, area, cell, move=move)

    def _unlock(self, state: GameState, player: PlayerState, track_name: str) -> None:
        slots = self.track_slots[track_name]
        before = player.tracks[track_name].unlocked
        super()._unlock(state, player, track_name)
        # the sixth slot was circled just now (D23)
        if before < slots == player.tracks[track_name].unlocked:
            code = TRACK_END_BONUS[track_name]
            state.last_events.append(Event(kind="bonus_fired", seat=player.seat, bonus=code))
            player.pending.append(code)

    def bot_extra_value(self, player: PlayerState) -> float:
        """The greedy bot prices every kept action alike; a kept return action is worth less
        (it only ever adds a die to one roll, and a die returned now is a die rolled now)."""
        return (RETURN_KEEP_VALUE - GENERIC_ACTION_VALUE) * player.tracks[RETURN].available

    # ------------------------------------------------------------------ the return window
    def between_rolls(self, state: GameState) -> bool:
        player = state.players[state.active]
        return (
            state.roll_no < ROLLS_PER_TURN
            and player.tracks[RETURN].available > 0
            and not state.counters.get(RETURN_WINDOW_CLOSED)
            and any(state.where[d] == "platter" for d in self.dice)
        )

    def _in_return_window(self, state: GameState, player: PlayerState) -> bool:
        return state.phase == Phases.ACTIVE_ROLL and state.roll_resolved and not player.pending

    def _roll(self, state: GameState) -> None:
        state.counters.pop(RETURN_WINDOW_CLOSED, None)
        super()._roll(state)

    # ------------------------------------------------------------------ moves
    def legal_moves(self, state: GameState) -> list[Move]:
        seat = state.decider
        if seat is None or state.phase == Phases.GAME_OVER:
            return []
        player = state.players[seat]
        if self._in_return_window(state, player):
            returns = [shared_move(Kinds.RETURN, die=d) for d in self.dice_at(state, "platter")]
            return returns + [shared_move(Kinds.END_WINDOW)]
        return super().legal_moves(state)

    def _listed(self, state: GameState, move: Move) -> bool:
        # outside the return window the list is the shared one, and so is the check
        seat = state.decider
        if (seat is not None and state.phase != Phases.GAME_OVER
                and self._in_return_window(state, state.players[seat])):
            return holds(self.legal_moves(state), move)
        return super()._listed(state, move)

    def _perform(self, state: GameState, move: Move) -> None:
        seat = state.decider
        assert seat is not None
        player = state.players[seat]
        if move.kind == Kinds.RETURN:
            assert move.die is not None
            player.tracks[RETURN] = player.tracks[RETURN].spend()
            state.where[move.die] = "roll"
            state.last_events.append(Event(kind="return", seat=seat, die=move.die,
                                           face=state.faces[move.die]))
        elif move.kind == Kinds.END_WINDOW and state.phase == Phases.ACTIVE_ROLL:
            state.counters[RETURN_WINDOW_CLOSED] = 1
        else:
            super()._perform(state, move)

    def diagnose(self, state: GameState, move: Move) -> Reason:
        if move_field_problem(move) is not None:  # wrongly typed fields: never a TypeError
            return Reason.MALFORMED
        seat = state.decider
        if state.phase == Phases.GAME_OVER or seat is None:
            return Reason.GAME_OVER
        player = state.players[seat]
        window = self._in_return_window(state, player)
        kind = move.kind
        if kind == Kinds.RETURN:
            if player.pending:
                return Reason.BONUS_PENDING
            if not window:
                return Reason.WRONG_PHASE
            if move.die is None:
                return Reason.MALFORMED
            if move.die not in self.dice:
                return Reason.UNKNOWN_DIE
            if state.where[move.die] != "platter":
                return Reason.DIE_OUT_OF_REACH
            return Reason.MALFORMED
        if window:
            if kind in (Kinds.BONUS, Kinds.SKIP):
                return Reason.BONUS_NOT_PENDING
            return Reason.MALFORMED if kind == Kinds.END_WINDOW else Reason.WRONG_PHASE
        if kind == Kinds.FORFEIT and state.phase == Phases.ACTIVE_ROLL and not player.pending:
            return Reason.MALFORMED  # forfeit is always allowed, so some extra field was given
        return super().diagnose(state, move)


RULES = DoppeltSoClever()
