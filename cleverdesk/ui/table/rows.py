"""The rows of the Clever table's dice tray and seats bar, as DiceModel and SeatsModel take
them (ui/table/list_models.py). What each row shows is read from the state; nothing here
knows a rule. The dice's words are translated in the context "Game", where they were first
(the controller built these rows itself)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import CleverRules, GameState, Phase
from cleverdesk.ui.common import words
from cleverdesk.ui.common.dice_look import key_order, pip_ink
from cleverdesk.ui.table.turn_labels import dice_on_table


def throw_mark(state: GameState) -> str:
    """Names the last throw of the dice; a die shows its roll animation when it changes."""
    if state.solo and state.phase == Phase.PASSIVE_PICK:
        return f"{state.round}.{state.turn}.solo"
    return f"{state.round}.{state.turn}.{state.roll_no}.{state.reroll_no}"


def dice_rows(rules: CleverRules, state: GameState, palette: Mapping[str, str],
              selectable: Collection[str],
              selected: str | None) -> tuple[list[tuple[Any, ...]], list[str]]:
    """The tray's rows, and the dice the number keys take (key n takes the n-th, as shown)."""
    spent: set[str] = set()
    if state.decider is not None and state.phase in (Phase.ACTIVE_WINDOW,
                                                      Phase.PASSIVE_WINDOW):
        spent = set(state.players[state.decider].extra_used)
    counters: dict[str, int] = {}
    placed: list[tuple[str, str, int]] = []
    shown = dice_on_table(state)
    for die in rules.dice:
        place: str = state.where.get(die, "none") if shown else "none"
        if place == "field" and die in state.fields:
            slot = state.fields.index(die)
        else:
            slot = counters.get(place, 0)
            counters[place] = slot + 1
        placed.append((die, place, slot))
    key_dice = key_order(d for d in placed if d[0] in selectable)
    throw = throw_mark(state)
    rows = []
    for die, where, slot in placed:
        number = key_dice.index(die) + 1 if die in key_dice else 0
        tip = (QCoreApplication.translate("Game", "%1 die (%2), key %3").replace(
            "%3", str(number)) if number
               else QCoreApplication.translate("Game", "%1 die (%2)")).replace(
            "%1", words.colour(die)).replace("%2", words.die_letter(die))
        fill = palette.get(f"die_{die}", palette.get(die, "#cccccc"))  # the die, not its area
        thrown = throw if where == "roll" or state.phase == Phase.PASSIVE_PICK else ""
        rows.append((die, fill, pip_ink(fill),
                     words.die_letter(die), state.faces.get(die, 0), where, slot,
                     die in selectable, die == selected, str(number) if number else "",
                     tip, die in spent, thrown))
    return rows, key_dice


def seat_rows(rules: CleverRules, state: GameState, names: Sequence[str],
              computers: Collection[int], view: int) -> list[tuple[Any, ...]]:
    """The seats bar: name, computer or not, total, foxes, deciding, active, shown, winner."""
    winners = set(rules.winners(state)) if state.phase == Phase.GAME_OVER else set()
    return [
        (seat, names[seat], seat in computers, rules.total(player), player.foxes,
         state.decider == seat, state.active == seat and not state.solo,
         view == seat, seat in winners)
        for seat, player in enumerate(state.players)
    ]
