"""The turn search of SET Cubed: every turn a hand can place, with its points (Section 19).

Kept apart from :mod:`.rules` because it is the hot loop of the computer player: a hand with
three WILDs has thousands of turns that score differently, and the desk gives a computer half a
second. What keeps it fast (the listing and its order are those of the first, generator-based
search, so a computer player chooses exactly as it did):

- a candidate turn is checked against the turns already listed *before* its dice are put down,
  so the many ways of building one turn cost a set lookup each, not a put-down and a recount;
- the dice still in hand are a bit mask; the dice worth trying for each mask are worked out
  once per search (a hand has at most 32 masks);
- the lines of three through each cell are looked up as cell triples, and the lines next to the
  old board that no die of the candidate touches are read from the board once per search;
- the turns are collected by plain recursion into a list: no chain of generators per turn.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections.abc import Iterable, Sequence

from .symbols import SYMBOLS, THIRD

EMPTY = -1
ANY = -2  # a WILD in hand: it can be declared as any symbol

# A die put down in a candidate turn: (cell index, die, symbol it counts as, is it a WILD)
Placed = tuple[int, int, int, bool]
Scored = tuple[tuple[Placed, ...], int]


class _OutOfTime(Exception):
    """The deadline passed: the search ends with the turns found so far."""


class TurnSearch:
    """The board's geometry, prepared once, and the search over it."""

    def __init__(self, lines: Sequence[tuple[int, int, int]],
                 lines_of: Sequence[tuple[int, ...]], bonus_at: dict[int, int]) -> None:
        self.lines = tuple(lines)
        self.lines_of = tuple(lines_of)
        self.bonus_at = bonus_at
        # for each cell, the other two cells of each line of three through it (and the line)
        self.others_of: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
            tuple(_others(li, self.lines[li], cell) for li in of)
            for cell, of in enumerate(self.lines_of))
        # for each cell, the cells that share a line of three with it
        self.reach: tuple[frozenset[int], ...] = tuple(
            frozenset(i for li in of for i in self.lines[li] if i != cell)
            for cell, of in enumerate(self.lines_of))

    def frontier(self, grid: Sequence[int]) -> list[int]:
        """Lines of three holding one or two dice: where every turn starts, in line order."""
        found = []
        for li, (a, b, c) in enumerate(self.lines):
            filled = (grid[a] >= 0) + (grid[b] >= 0) + (grid[c] >= 0)
            if 0 < filled < 3:
                found.append(li)
        return found

    def turns(self, grid: list[int], hand: Sequence[tuple[int, int]], limit: int, *,
              distinct: bool, claimed: Iterable[int] = (), deadline: float | None = None,
              ) -> list[Scored]:
        """Every turn of up to ``limit`` dice from ``hand`` (die, symbol or ``ANY``) with its
        points; ``grid`` is used as scratch space and restored.

        ``distinct`` lists one turn per way of scoring (see ``SetCubedRules.scored_turns``).
        When ``deadline`` (``time.monotonic``) passes, the turns found so far are returned.
        """
        lines = self.lines
        lines_of = self.lines_of
        others_of = self.others_of
        reach = self.reach
        third = THIRD
        paid = set(claimed)
        bonus = {i: v for i, v in self.bonus_at.items() if i not in paid}
        frontier = self.frontier(grid)
        in_frontier = set(frontier)
        # the frontier as the old board shows it: the empty cells and the dice of each line
        at_start: dict[int, tuple[list[int], list[int]]] = {}
        for li in frontier:
            a, b, c = lines[li]
            at_start[li] = ([i for i in (a, b, c) if grid[i] < 0],
                            [grid[i] for i in (a, b, c) if grid[i] >= 0])
        short_one = [li for li in frontier if len(at_start[li][0]) == 1]

        dice = [d for d, _ in hand]
        syms = [s for _, s in hand]
        n = len(hand)
        free_of, seconds_of = _dice_to_try(syms, distinct)
        # a turn is the set of its placement codes: with distinct faces which die lies where
        # does not matter, only the cell, the symbol and whether it is a WILD
        weight = max(n, 1)

        def code(cell: int, sym: int, wild: bool, k: int) -> int:
            base = (cell * SYMBOLS + sym) * 2 + wild
            return base if distinct else base * weight + k

        out: list[Scored] = []
        seen: set[frozenset[int]] = set()
        placed: list[Placed] = []
        codes: list[int] = []
        wild_cells: set[int] = set()
        # the points of a die whose lines hold none of the candidate's dice, by placement code:
        # they depend on the old board only
        plain_gain: dict[int, int] = {}
        plain_pairs: dict[int, list[tuple[int, int]]] = {}  # the same for WILD pairs, by line

        def gain(cell: int, sym: int, wild: bool) -> int:
            """The points a die showing ``sym`` adds at ``cell``: its bonus and the SETs it
            completes (each line counted once: by the last of this turn's dice to fill it)."""
            points = bonus.get(cell, 0)
            for _, x, y in others_of[cell]:
                gx = grid[x]
                if gx >= 0:
                    gy = grid[y]
                    if gy >= 0 and third[gx][gy] == sym:
                        points += (not wild) + (x not in wild_cells) + (y not in wild_cells)
            return points

        def put(cell: int, k: int, sym: int, wild: bool, key: int) -> None:
            grid[cell] = sym
            placed.append((cell, dice[k], sym, wild))
            codes.append(key)
            if wild:
                wild_cells.add(cell)

        def take() -> None:
            cell = placed.pop()[0]
            codes.pop()
            grid[cell] = EMPTY
            wild_cells.discard(cell)

        def grow(last: int, mask: int, total: int) -> None:
            if placed:
                out.append((tuple(placed), total))
                if deadline is not None and not len(out) & 63 and time.monotonic() > deadline:
                    raise _OutOfTime
            room = limit - len(placed)
            free = free_of[mask]
            if room <= 0 or not free:
                return
            seconds = seconds_of[mask]
            if not placed:
                candidates: Iterable[int] = frontier
                touched: set[int] = set()
                crowded: frozenset[int] = frozenset()
            else:
                crowded = frozenset().union(*(reach[p[0]] for p in placed))
                # the lines through this turn's dice: where they stand, and in what order the
                # listing has always visited them (the frontier first, in line order)
                near = list(dict.fromkeys(li for p in placed for li in lines_of[p[0]]))
                touched = set(near)
                extra = [li for li in near if li not in in_frontier]
                if room == 1:
                    # one die to go: only lines with one empty cell can take it; of the old
                    # frontier, those of the touched lines and the lines short of one die
                    # (a touched line that was short of one die is full now, and skipped)
                    ones = short_one[bisect_right(short_one, last):] if distinct else short_one
                    candidates = sorted(ones + [li for li in near if li in in_frontier]) + extra
                elif distinct:
                    # lines untouched by this turn's dice are taken in one order only: the same
                    # dice in another order are the same turn
                    start = bisect_right(frontier, last)
                    early = sorted(li for li in near if li in in_frontier and li <= last)
                    candidates = early + frontier[start:] + extra
                else:
                    candidates = frontier + extra
            for li in candidates:
                if li in touched:
                    a, b, c = lines[li]
                    ga, gb, gc = grid[a], grid[b], grid[c]
                    if ga >= 0 and gb >= 0 and gc >= 0:
                        continue
                    empties = [i for i, g in ((a, ga), (b, gb), (c, gc)) if g < 0]
                    filled = [g for g in (ga, gb, gc) if g >= 0]
                    after = last
                else:
                    empties, filled = at_start[li]
                    after = li
                if len(empties) == 1:
                    cell = empties[0]
                    need = third[filled[0]][filled[1]]
                    for k in free:
                        sym = syms[k]
                        if sym == need or sym == ANY:
                            wild = sym == ANY
                            base = (cell * SYMBOLS + need) * 2 + wild
                            key = base if distinct else base * weight + k
                            turn = frozenset((*codes, key))
                            if turn in seen:
                                continue
                            seen.add(turn)
                            if cell in crowded:
                                points = total + gain(cell, need, wild)
                            else:
                                plain = plain_gain.get(base)
                                if plain is None:
                                    plain = plain_gain[base] = gain(cell, need, wild)
                                points = total + plain
                            if room == 1 or not free_of[mask | 1 << k]:
                                # nothing can follow: list the turn without putting it down
                                out.append(((*placed, (cell, dice[k], need, wild)), points))
                                if (deadline is not None and not len(out) & 63
                                        and time.monotonic() > deadline):
                                    raise _OutOfTime
                                continue
                            put(cell, k, need, wild, key)
                            grow(after, mask | 1 << k, points)
                            take()
                elif len(empties) == 2 and room >= 2:
                    old = filled[0]
                    e1, e2 = empties
                    for k1 in free:
                        s1 = syms[k1]
                        for k2 in seconds[k1]:
                            if k1 == k2:
                                continue
                            s2 = syms[k2]
                            pairs: Iterable[tuple[int, int]]
                            if s1 != ANY and s2 != ANY:
                                pairs = ((s1, s2),) if third[old][s1] == s2 else ()
                            elif s1 == ANY and s2 != ANY:
                                pairs = ((third[old][s2], s2),)
                            elif s1 != ANY:
                                pairs = ((s1, third[old][s1]),)
                            elif distinct:
                                if li in touched or e1 in crowded or e2 in crowded:
                                    pairs = [(x, third[old][x]) for x in
                                             self.telling_symbols(grid, li, e1, e2, old)]
                                else:  # around this line lie old dice only
                                    known = plain_pairs.get(li)
                                    if known is None:
                                        known = plain_pairs[li] = [
                                            (x, third[old][x]) for x in
                                            self.telling_symbols(grid, li, e1, e2, old)]
                                    pairs = known
                            else:
                                pairs = [(x, third[old][x]) for x in range(SYMBOLS)]
                            w1, w2 = s1 == ANY, s2 == ANY
                            for v1, v2 in pairs:
                                key1 = code(e1, v1, w1, k1)
                                key2 = code(e2, v2, w2, k2)
                                turn = frozenset((*codes, key1, key2))
                                if turn in seen:
                                    continue
                                seen.add(turn)
                                points = total + gain(e1, v1, w1)
                                put(e1, k1, v1, w1, key1)
                                points += gain(e2, v2, w2)
                                pair_mask = mask | 1 << k1 | 1 << k2
                                if room == 2 or not free_of[pair_mask]:
                                    # nothing can follow: list the turn without putting it down
                                    out.append(((*placed, (e2, dice[k2], v2, w2)), points))
                                    take()
                                    if (deadline is not None and not len(out) & 63
                                            and time.monotonic() > deadline):
                                        raise _OutOfTime
                                    continue
                                put(e2, k2, v2, w2, key2)
                                grow(after, pair_mask, points)
                                take()
                                take()

        try:
            grow(-1, 0, 0)
        except _OutOfTime:
            pass
        finally:
            for cell, *_ in placed:
                grid[cell] = EMPTY
        return out

    def telling_symbols(self, grid: Sequence[int], pair_line: int, e1: int, e2: int,
                        old: int) -> list[int]:
        """Declarations for a WILD at ``e1`` (its partner at ``e2`` then shows the SET's third
        symbol) that complete another line through ``e1`` or ``e2`` at once; plus one that
        completes none."""
        wanted: set[int] = set()
        for cell, partner in ((e1, False), (e2, True)):
            for li, x, y in self.others_of[cell]:
                gx, gy = grid[x], grid[y]
                if li != pair_line and gx >= 0 and gy >= 0:
                    y_sym = THIRD[gx][gy]
                    # the partner's symbol belongs to the declaration THIRD[old][partner's]
                    wanted.add(THIRD[old][y_sym] if partner else y_sym)
        other = next((x for x in range(SYMBOLS) if x not in wanted), None)
        return sorted(wanted if other is None else wanted | {other})


def _others(li: int, line: tuple[int, int, int], cell: int) -> tuple[int, int, int]:
    """The line's number and its two cells other than ``cell``."""
    x, y = (i for i in line if i != cell)
    return li, x, y


def _dice_to_try(syms: Sequence[int], distinct: bool,
                 ) -> tuple[list[list[int]], list[list[list[int]]]]:
    """For each mask of dice already put down: the hand dice worth trying next, and for each
    of them the dice worth trying as its partner on the same line.

    With ``distinct`` faces the first unused die of each face stands for the others, and a
    partner of the same face is the next unused die showing it."""
    n = len(syms)
    free_of: list[list[int]] = []
    seconds_of: list[list[list[int]]] = []
    for mask in range(1 << n):
        unused = [k for k in range(n) if not mask >> k & 1]
        if distinct:
            faces: set[int] = set()
            free = []
            for k in unused:
                if syms[k] not in faces:
                    faces.add(syms[k])
                    free.append(k)
        else:
            free = unused
        seconds: list[list[int]] = [[] for _ in range(n)]
        for k1 in free:
            if distinct:
                twin = next((k for k in unused if syms[k] == syms[k1] and k != k1), k1)
                seconds[k1] = free + [twin]
            else:
                seconds[k1] = free
        free_of.append(free)
        seconds_of.append(seconds)
    return free_of, seconds_of


__all__ = ["ANY", "EMPTY", "Placed", "Scored", "TurnSearch"]
