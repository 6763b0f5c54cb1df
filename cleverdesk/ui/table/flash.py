"""What the last move marked, for the sheet to flash: the cells in chain order (a chain of
bonuses marks several) and the groups (rows, columns) they completed."""

from __future__ import annotations

from cleverdesk.engine import CleverRules, GameState

Flash = dict[tuple[str, str, str], int]  # ("cell" | "group", area, cell or group) -> order


def flash_for(rules: CleverRules, before: GameState, after: GameState) -> tuple[Flash, int]:
    """The cells (and the groups they completed) the last move marked, in chain order, and the
    seat whose sheet they are on (-1: nothing marked)."""
    flash: Flash = {}
    seat = -1
    order = 0
    for event in after.last_events:
        if event.kind in ("pick", "passive_pick", "extra_die", "bonus") and event.area \
                and event.cell is not None and event.seat is not None:
            if seat not in (-1, event.seat):
                continue
            seat = event.seat
            order += 1
            flash[("cell", event.area, str(event.cell))] = order
    if seat < 0:
        return {}, -1
    for name, area in rules.areas.items():
        old = {g.name for g in area.complete_groups(before.players[seat].marks[name])}
        for group in area.complete_groups(after.players[seat].marks[name]):
            if group.name not in old:
                orders = [flash.get(("cell", name, str(c)), 0) for c in group.cells]
                flash[("group", name, group.name)] = max(orders) or 1
    return flash, seat
