"""The questions the Clever turn asks of its lists, answered without making the whole list.

:class:`~.clever.CleverRules` says what the rules allow as lists, rule by rule: ``legal_moves``
and its parts, ``bonus_targets``. The checked ``apply``, the flow of the turn and the settling
of bonuses then ask about those lists many times a move (is this move listed? does any die fit?
what are a bonus's first two targets?), and ``legal_moves`` itself lists the same few thousand
picks again and again. Answered by making the lists, that is most of a simulation's time.

:class:`FastListing` answers the same questions from the one part of a list that could hold the
answer, or from tables made once. Each shortcut relies on how the game lists its moves, so a
game turns each one on with a flag it declares (all off here: a game that declares none plays
the rule-by-rule listing). Whatever the flags, every answer is the rule-by-rule one:
tests/engine/test_fast_listing.py plays seeded games of every game and compares each answer
with that of the same game with its flags off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property

from .clever import (
    DECLINE_MOVE,
    END_WINDOW_MOVE,
    EXTRA_DIE,
    FORFEIT_MOVE,
    REROLL,
    REROLL_MOVE,
    CleverRules,
    Target,
    holds,
)
from .model import GameState, Kinds, Move, MoveKind, Phases, PlayerState, shared_move

# per die: (area name, its placements, the dice summed for the value or None, the move of each
# cell) for each area the die may go to
_Entries = dict[str, tuple[tuple[str, Callable[[Sequence[int], int], list[int]],
                                 tuple[str, ...] | None, tuple[Move, ...]], ...]]

# the flags a game declares, each turning one shortcut on (see FastListing)
FLAGS = ("checks_by_parts", "placement_tables", "targets_by_parts")


class FastListing(CleverRules):
    """:class:`CleverRules` with the shortcuts its game declares (see the module)."""

    # ``_listed`` (the checked apply), ``_has_passive_pick`` and ``_has_extra_die_move`` look
    # only at the part of the list that could hold the answer. For a game whose ``legal_moves``
    # is CleverRules's union of parts, each part one kind of move and within it one die or one
    # pending bonus: ``_pick_moves`` lists die by die (its list for several dice is each die's in
    # turn), ``_passive_picks`` holds every pick of the platter dice and those of the dice on the
    # fields at least when no platter die has one, ``_extra_die_moves``, ``_bonus_moves`` and
    # ``_code_moves`` are CleverRules's. A game that lists other moves says in its own
    # ``_listed`` how to find a move among them; a variant that lists fewer turns the flag off.
    checks_by_parts = False
    # ``_pick_moves`` lists from tables made once: for a game whose dice go where and with the
    # value CleverRules says (its ``placements``, ``die_value`` and ``areas_for_die``)
    placement_tables = False
    # ``_first_targets`` and ``_is_target`` find a bonus's targets without listing them all: for
    # a game whose ``bonus_targets`` is CleverRules's, or whose own ``_is_target`` answers for
    # its own and whose choice bonuses offer the targets of each option in turn
    targets_by_parts = False

    # ------------------------------------------------------------------ the picks of dice
    def _pick_moves(self, state: GameState, player: PlayerState, reachable: list[str],
                    kind: MoveKind) -> list[Move]:
        if not self.placement_tables:
            return super()._pick_moves(state, player, reachable, kind)
        # where each die may go, the dice whose faces make its value there, the move of each cell
        faces, marks = state.faces, player.marks
        entries = self._entries(kind)
        moves: list[Move] = []
        append = moves.append  # (most areas have no cell or one: a loop beats extend(map()))
        for die in reachable:
            face = faces[die]
            for area_name, placements, summed, by_cell in entries[die]:
                for cell in placements(marks[area_name], face if summed is None
                                       else sum(map(faces.__getitem__, summed))):
                    append(by_cell[cell])
        return moves

    def _entries(self, kind: MoveKind) -> _Entries:
        table = self._entry_tables.get(kind)
        if table is None:
            table = self._entry_tables[kind] = {
                die: tuple(
                    (name, self.areas[name].placements, self.sum_dice.get(name) or None,
                     tuple(shared_move(kind, die, name, cell)
                           for cell in range(self.areas[name].size)))
                    for name in self.areas_for_die(die))
                for die in self.dice
            }
        return table

    @cached_property
    def _entry_tables(self) -> dict[MoveKind, _Entries]:
        """``_entries`` of each kind, made on first use (an attribute of the instance after
        the first look: the turn code asks for it several times a move)."""
        return {}

    @cached_property
    def _entries_by_area(self) -> dict[MoveKind, dict[str, dict[str, tuple[
            Callable[[Sequence[int], int], list[int]], tuple[str, ...] | None,
            tuple[Move, ...]]]]]:
        """``_entries`` of each kind per die and area: the checked apply asks for one."""
        return {kind: {die: {name: (placements, summed, by_cell)
                             for name, placements, summed, by_cell in entries}
                       for die, entries in self._entries(kind).items()}
                for kind in (Kinds.PICK, Kinds.EXTRA_DIE)}

    def _die_has_move(self, state: GameState, player: PlayerState, die: str,
                      kind: MoveKind) -> bool:
        """Whether ``_pick_moves(state, player, [die], kind)`` lists anything (a game may ask
        its areas one by one and stop at the first that has)."""
        if not self.placement_tables:
            return bool(self._pick_moves(state, player, [die], kind))
        # the tables, area by area until one has a cell (no moves made)
        faces, marks = state.faces, player.marks
        face = faces[die]
        for area_name, placements, summed, _ in self._entries(kind)[die]:
            value = face if summed is None else sum(map(faces.__getitem__, summed))
            if placements(marks[area_name], value):
                return True
        return False

    def _die_lists(self, state: GameState, player: PlayerState, die: str, move: Move,
                   kind: MoveKind) -> bool:
        """Whether ``_pick_moves(state, player, [die], kind)`` holds ``move``. From the tables
        only the move's own area is asked: its list holds the one shared move of each cell the
        die may go to there."""
        if not self.placement_tables:
            return holds(self._pick_moves(state, player, [die], kind), move)
        entry = self._entries_by_area[kind][die].get(move.area or "")
        if entry is None:
            return False
        placements, summed, by_cell = entry
        cell = move.cell
        if cell is None or not 0 <= cell < len(by_cell) or not (
                move is by_cell[cell] or move == by_cell[cell]):
            return False
        faces = state.faces
        value = faces[die] if summed is None else sum(map(faces.__getitem__, summed))
        return cell in placements(player.marks[move.area or ""], value)

    # ------------------------------------------------------------------ whether anything fits
    def _has_passive_pick(self, state: GameState, player: PlayerState) -> bool:
        """Asked die by die until one has a pick (a platter die's picks are always listed, the
        fields' at least when no platter die has one)."""
        if not self.checks_by_parts:
            return super()._has_passive_pick(state, player)
        return any(self._die_has_move(state, player, die, Kinds.PICK)
                   for die in self.dice_at(state, "platter", "field"))

    def _has_extra_die_move(self, state: GameState, player: PlayerState) -> bool:
        """Asked die by die until one has a move."""
        if not self.checks_by_parts:
            return super()._has_extra_die_move(state, player)
        if player.tracks[EXTRA_DIE].available <= 0:
            return False
        used = player.extra_used
        return any(self._die_has_move(state, player, die, Kinds.EXTRA_DIE)
                   for die in self.dice_at(state, "platter", "field") if die not in used)

    # ------------------------------------------------------------------ the checked apply
    def _listed(self, state: GameState, move: Move) -> bool:
        """Only the part of ``legal_moves`` that could hold ``move`` is looked at: the picks of
        ``move.die``, the moves of one pending bonus, or the one shared move of a kind without
        fields."""
        if not self.checks_by_parts:
            return super()._listed(state, move)
        seat = state.decider
        phase = state.phase
        if seat is None or phase == Phases.GAME_OVER or state.throw_needed is not None:
            return False
        player = state.players[seat]
        kind = move.kind
        if player.pending:
            if kind != Kinds.BONUS and kind != Kinds.SKIP:
                return False
            code = move.bonus
            if code is None or code not in player.pending:
                return False
            if kind == Kinds.SKIP or not self.targets_by_parts:
                return holds(self._code_moves(player, code), move)
            return move.die is None and self._is_target(player, code, move.option, move.area,
                                                        move.cell, move.value)
        die = move.die or ""  # no die: no place either
        place = state.where.get(die)
        if phase == Phases.ACTIVE_ROLL:
            if kind == Kinds.PICK:
                return place == "roll" and self._die_lists(state, player, die, move, Kinds.PICK)
            if kind == Kinds.REROLL:
                return move == REROLL_MOVE and player.tracks[REROLL].available > 0
            if kind == Kinds.FORFEIT:
                return move == FORFEIT_MOVE and (self.forfeit_always or not self._pick_moves(
                    state, player, self.dice_at(state, "roll"), Kinds.PICK))
            return False
        if phase == Phases.PASSIVE_PICK:
            if kind == Kinds.DECLINE:
                return move == DECLINE_MOVE
            if kind != Kinds.PICK:
                return False
            if place == "platter":
                return self._die_lists(state, player, die, move, Kinds.PICK)
            return place == "field" and holds(self._passive_picks(state, player), move)
        if phase == Phases.ACTIVE_WINDOW or phase == Phases.PASSIVE_WINDOW:
            if kind == Kinds.END_WINDOW:
                return move == END_WINDOW_MOVE
            return (kind == Kinds.EXTRA_DIE and (place == "platter" or place == "field")
                    and player.tracks[EXTRA_DIE].available > 0 and die not in player.extra_used
                    and self._die_lists(state, player, die, move, Kinds.EXTRA_DIE))
        return False

    # ------------------------------------------------------------------ bonus targets
    def _first_targets(self, player: PlayerState, code: str, limit: int) -> list[Target]:
        """A choice among areas need not list them all to tell whether it has none or one."""
        spec = self.bonuses[code]
        if not self.targets_by_parts or spec.kind != "choice":
            return self.bonus_targets(player, code)[:limit]  # (as CleverRules, one call less)
        found: list[Target] = []
        for option in spec.options:
            for t in self._first_targets(player, option, limit - len(found)):
                found.append(Target(option, t.area, t.cell, t.value))
            if len(found) >= limit:
                break
        return found

    def _is_target(self, player: PlayerState, code: str, option: str | None,
                   area_name: str | None, cell: int | None, value: int | None,
                   option_named: bool = True) -> bool:
        """Whether ``bonus_targets(player, code)`` holds ``Target(option, area_name, cell,
        value)``, found without listing them: for the targets CleverRules's ``bonus_targets``
        gives (a choice's option is not compared inside another choice, where
        ``option_named`` is False, as that one drops it)."""
        spec = self.bonuses[code]
        kind = spec.kind
        if kind == "choice":
            if option_named:
                return option in spec.options and self._is_target(
                    player, option, None, area_name, cell, value, False)
            return any(self._is_target(player, o, None, area_name, cell, value, False)
                       for o in spec.options)
        if ((option_named and option is not None) or area_name is None
                or area_name != spec.area or cell is None):
            return False
        area = self.areas[area_name]
        marks = player.marks[area_name]
        if kind == "x":
            return value is None and cell in area.x_targets(marks)
        if kind == "number":
            return value is None and cell == area.number_target(marks, spec.number)
        if kind == "value":
            return value in spec.values and cell in area.placements(marks, value)
        return False
