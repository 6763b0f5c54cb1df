"""What a cell of the Clever table asks when a click on it may mean several moves, and the
optional bonuses the player may let go (``Game.choice`` in QML).

Computed once per refresh from the table's ``TurnFacts`` and kept (ui/common/kept.py). A choice
is played by its legal move's number (``Game.input.choose``); nothing here knows a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cleverdesk.engine import MoveKind
from cleverdesk.ui.common import words
from cleverdesk.ui.common.dice_look import pip_ink
from cleverdesk.ui.common.kept import KeptValues, kept
from cleverdesk.ui.table.turn_facts import TurnFacts


class TurnChoices(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kept_values = KeptValues(self, TurnFacts())

    choicesChanged = Signal()
    @kept(list, choicesChanged)
    def choices(self, turn: TurnFacts) -> list[dict[str, Any]]:
        """The moves a click on the chosen cell may mean, as buttons (id, text)."""
        state, rules, legal = turn.state, turn.rules, turn.legal
        if turn.choice is None or state is None or rules is None or not turn.interactive:
            return []

        def entered(index: int) -> int:  # in the order of the number written
            move = legal[index]
            if move.value is not None:
                return move.value
            return state.faces.get(move.die or "", 0)

        indices = sorted(turn.alternatives.get(turn.choice, []), key=entered)
        moves = [legal[i] for i in indices]
        return [{"id": i, "text": words.choice_label(rules, state, m, moves)}
                for i, m in zip(indices, moves, strict=True)]

    choiceTitleChanged = Signal()
    @kept(str, choiceTitleChanged)
    def choiceTitle(self, turn: TurnFacts) -> str:
        if turn.choice is None or turn.rules is None:
            return ""
        area, cell = turn.choice
        state = turn.state
        marks = None
        if state is not None and state.decider is not None:
            marks = state.players[state.decider].marks[area]
        return words.choice_title(turn.rules, area, cell, marks)

    optionalTitleChanged = Signal()
    @kept(str, optionalTitleChanged)
    def optionalTitle(self, turn: TurnFacts) -> str:
        codes = [m.bonus or "" for m in turn.legal if m.kind == MoveKind.SKIP]
        return words.optional_title(codes)

    optionalBonusesChanged = Signal()
    @kept(list, optionalBonusesChanged)
    def optionalBonuses(self, turn: TurnFacts) -> list[dict[str, Any]]:
        """Pending bonuses the player may let go (Doppelt so clever's silver chain marks): one
        row each, with the die it comes from, how many cells it may take and its Skip move."""
        state, rules, legal = turn.state, turn.rules, turn.legal
        if state is None or rules is None or state.decider is None or not turn.interactive:
            return []
        player = state.players[state.decider]
        palette = turn.palette
        rows: list[dict[str, Any]] = []
        for index, move in enumerate(legal):
            if move.kind != MoveKind.SKIP or move.bonus is None:
                continue
            die, face = words.optional_source(move.bonus)
            targets = [m for m in legal if m.kind == MoveKind.BONUS and m.bonus == move.bonus]
            fill = palette.get(f"die_{die}", palette.get(die, "#cccccc"))
            rows.append({
                "code": move.bonus,
                "skip": index,
                "die": die,
                "face": face,
                "fill": fill,
                "ink": pip_ink(fill),
                "letter": words.die_letter(die) if die else "?",
                "text": words.optional_bonus_text(rules, move.bonus),
                "cells": len(targets),
                "count": player.pending.count(move.bonus),
            })
        return rows
