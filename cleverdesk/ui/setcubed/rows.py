"""The rows of the SET Cubed table's models (ui/setcubed/models.py): every board cell with what
lies on it and what the turn being built does with it, the dice of the hand strip, the seats.
What each row shows is read from the state and the turn (ui/setcubed/turn.py); nothing here
knows a rule. The tooltips' words are translated in the context "SetCubedGame", where they were
first (the controller built these rows itself)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk.setcubed import Phase, SetCubedRules, SetCubedState
from cleverdesk.setcubed.symbols import WILD
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.hints import chosen_die_cells
from cleverdesk.ui.setcubed.spoken import hand_die_name, seat_name, square_name
from cleverdesk.ui.setcubed.turn import Turn

Cell = tuple[int, int]

# (QCoreApplication.translate written out in each call: lupdate finds only such calls)


def _square_tip(cell: Cell, face: str, wild: bool, bonus: int, paid: bool, logo: bool) -> str:
    tip = words.cell_text(cell)
    if face:
        tip += " · " + words.tile_text(face, wild)
    elif bonus:
        tip += " · " + (QCoreApplication.translate("SetCubedGame", "bonus square %1 (paid)")
                        if paid else QCoreApplication.translate(
                            "SetCubedGame", "bonus square +%1")).replace("%1", str(bonus))
    elif logo:
        tip += " · " + QCoreApplication.translate("SetCubedGame", "logo")
    return tip


def board_rows(rules: SetCubedRules, state: SetCubedState, turn: Turn, faces: Mapping[int, str],
               last_cells: Collection[Cell], *, interactive: bool,
               building: bool) -> list[tuple[Any, ...]]:
    """Every cell, row by row: its bonus, logo, the tile or the die placed this turn, whether
    it is in a new SET or pays a bonus, lay in the last turn, may be swapped (a human's WILD
    replacement), is lit for the chosen die (only while a human builds), the cursor."""
    tiles = {t.cell: t for t in state.board}
    pending = {p.cell: p for p in turn.pending}
    check = turn.check
    in_set = {c for trio in check.new_sets for c in trio} if check else set()
    pay = dict(check.bonus) if check else {}
    claimed = set(state.claimed)
    logo = set(rules.board.logo)
    swappable: set[Cell] = set()
    if interactive and state.phase == Phase.REPLACE and state.decider is not None:
        swappable = {m.cell for m in rules.swap_moves(state, state.decider)
                     if m.cell is not None}
    hints = (chosen_die_cells(rules, state, turn.selected, faces, turn.pending) if building
             else set())
    rows = []
    for r in range(1, rules.rows + 1):
        for c in range(1, rules.columns + 1):
            cell = (r, c)
            bonus = rules.board.bonus.get(cell, 0)
            tile = tiles.get(cell)
            face, wild, is_pending = "", False, False
            if tile is not None:
                face, wild = tile.face, tile.wild
            elif cell in pending:
                p = pending[cell]
                is_pending = True
                hand_face = faces.get(p.die, "")
                wild = hand_face == WILD
                face = p.declared if wild and p.declared else hand_face
            tip = _square_tip(cell, face, wild, bonus, cell in claimed, cell in logo)
            spoken = square_name(tip, pending=is_pending, in_set=cell in in_set,
                                 pay_bonus=pay.get(cell, 0), swappable=cell in swappable,
                                 completes=cell in hints and not face)
            rows.append((r, c, bonus, cell in claimed, cell in logo, face, wild, is_pending,
                         cell in in_set, cell in pay, cell in last_cells and tile is not None,
                         cell in swappable, cell in hints, cell == turn.cursor, tip, spoken))
    return rows


def hand_rows(rules: SetCubedRules, state: SetCubedState, seat: int, turn: Turn, *,
              interactive: bool) -> list[tuple[Any, ...]]:
    """The dice of ``seat``'s hand with their number keys; which may be clicked depends on the
    phase (``interactive``: that seat's human decides now)."""
    if seat < 0:
        return []
    placed = {p.die for p in turn.pending}
    phase = state.phase
    swap_dice: set[int] = set()
    if interactive and phase == Phase.REPLACE:
        swap_dice = {m.dice[0] for m in rules.swap_moves(state, seat)}
    rows = []
    for key, h in enumerate(state.players[seat].hand, start=1):
        if phase == Phase.EXTRA_ROLL:
            selectable = interactive
        elif phase == Phase.REPLACE:
            selectable = h.die in swap_dice
        else:
            selectable = interactive and h.die not in placed
        reroll = h.die in turn.chosen and phase == Phase.EXTRA_ROLL
        rows.append((h.die, h.face, h.die in placed, h.die == turn.selected, selectable,
                     reroll, str(key),
                     QCoreApplication.translate("SetCubedGame", "%1 (key %2)").replace(
                         "%1", words.face_text(h.face)).replace("%2", str(key)),
                     hand_die_name(h.face, str(key), placed=h.die in placed,
                                   selected=h.die == turn.selected, reroll=reroll)))
    return rows


def seat_rows(rules: SetCubedRules, state: SetCubedState, names: Sequence[str],
              computers: Collection[int]) -> list[tuple[Any, ...]]:
    """The seats bar: name, computer or not, total, deciding, first player, hand, winner."""
    winners = set(rules.winners(state)) if state.phase == Phase.GAME_OVER else set()
    rows = []
    for seat, player in enumerate(state.players):
        hand = [h.face for h in player.hand]
        spoken = seat_name(names[seat], computer=seat in computers, total=player.total,
                           deciding=state.decider == seat, first=state.first_player == seat,
                           winner=seat in winners, hand=hand)
        rows.append((seat, names[seat], seat in computers, player.total,
                     state.decider == seat, state.first_player == seat, hand,
                     seat in winners, spoken))
    return rows
