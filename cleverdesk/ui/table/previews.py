"""What a cell would show after the player's click: the move previews of the Clever table.

Found by applying each lit cell's move to a copy of the state: no rule is repeated here, and a
move that fails to apply shows no preview rather than breaking the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cleverdesk.engine import CleverRules, GameState, Move
from cleverdesk.ui.table.sheet_model import SheetModel, mark_text

Cell = tuple[str, int]


def move_previews(rules: CleverRules, state: GameState, legal: Sequence[Move],
                  alternatives: Mapping[Cell, Sequence[int]], cursor: Cell | None,
                  sheet: SheetModel) -> dict[Cell, str]:
    """What each lit cell would show after its click, and every cell of the move under the
    cursor (a move may mark more than its own cell). `alternatives` names, per lit cell, the
    indices into `legal` of the moves a click there may mean; a cell with several (a value or
    bonus still to choose) shows no preview."""
    if state.decider is None:
        return {}
    seat = state.decider
    before = state.players[seat].marks
    out: dict[Cell, str] = {}
    elements = sheet.elements
    written: dict[int, dict[int, str]] = {}  # per move: the cells of its area it writes
    cursor_move = alternatives.get(cursor or ("", -1), [])
    for key, indices in alternatives.items():
        if len(indices) > 1:
            continue  # the mark depends on a choice still to be made
        index = indices[0]
        area = key[0]
        if index not in written:
            try:
                # a move listed for this very state: no need to look it up again
                after = rules.apply_unchecked(state, legal[index]).players[seat].marks
            except Exception:  # a preview must never break the table
                written[index] = {}
                continue
            written[index] = {
                c: mark_text(elements[sheet.row_of_cell(area, c)], new)
                for c, (old, new) in enumerate(zip(before[area], after[area], strict=True))
                if old != new}
        cells = written[index]
        if key[1] in cells:
            out[key] = cells[key[1]]
    if len(cursor_move) == 1 and cursor_move[0] in written and cursor is not None:
        # the move under the cursor: every cell it writes, and the optional marks it brings
        area = cursor[0]
        out.update(optional_previews(rules, state, legal[cursor_move[0]], area))
        out.update({(area, c): text for c, text in written[cursor_move[0]].items()})
    return out


def optional_previews(rules: CleverRules, state: GameState, move: Move,
                      area: str) -> dict[Cell, str]:
    """The cells of `area` the optional marks a move brings may still take ("+"), e.g. Clever
    hoch Drei's further turquoise crosses for matching dice. `move` is legal in `state`."""
    seat = state.decider
    assert seat is not None
    try:
        after = rules.apply_unchecked(state, move)  # listed for this state
    except Exception:  # a preview must never break the table
        return {}
    player = after.players[seat]
    new = [c for c in player.pending if rules.bonuses[c].optional
           and c not in state.players[seat].pending]
    out: dict[Cell, str] = {}
    for code in dict.fromkeys(new):
        for target in rules.bonus_targets(player, code):
            if target.area == area:
                out[(target.area, target.cell)] = "+"
    return out
