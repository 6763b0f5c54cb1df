"""What the Clever table's views read of the turn, taken once per refresh.

The controller (ui/table/desk.py) owns the game and the table's state (who has the device, whose
sheet is shown, what the player has chosen); after each change it hands one ``TurnFacts`` to
its views (the turn's words, the actions, the choices, the clicks), which compute what they show
from it alone. No rules live here: what may be done comes from the engine's legal moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cleverdesk.engine import CleverRules, GameState, Move, MoveKind
from cleverdesk.ui.table.input_steps import Cell, RowOf


def selectable_dice(rules: CleverRules | None, state: GameState | None,
                    legal: Sequence[Move]) -> list[str]:
    """The dice the deciding player may take now, in the order of the game's dice."""
    if rules is None or state is None or state.decider is None \
            or state.players[state.decider].pending:
        return []
    dice = {m.die for m in legal if m.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.RETURN)}
    return [d for d in rules.dice if d in dice]


def no_row(area: str, cell: int) -> int:
    return 0


@dataclass(frozen=True)
class TurnFacts:
    """The table at one refresh; the defaults are the table without a game."""

    rules: CleverRules | None = None
    state: GameState | None = None
    legal: Sequence[Move] = ()
    names: Sequence[str] = ()  # the seats' names as shown
    view: int = 0  # the seat whose sheet is shown
    done: int = -1  # the seat whose part of the turn is done, shown before the hand-over
    handover: int = -1  # the seat the hand-over screen waits for
    interactive: bool = False  # a human at the device may decide now
    computer_deciding: bool = False  # a computer seat (or the autoplay) decides
    bots: frozenset[int] = frozenset()  # the seats a computer plays
    selected: str | None = None  # the die chosen
    armed: bool = False  # the extra-die action chosen
    choice: Cell | None = None  # the cell whose choice is open
    alternatives: Mapping[Cell, list[int]] = field(default_factory=dict)
    palette: Mapping[str, str] = field(default_factory=dict)
    row_of_cell: RowOf = no_row  # a cell's row on the main sheet (the cursor's order)

    @property
    def decider(self) -> int:
        """The deciding seat, -1 for none."""
        state = self.state
        return -1 if state is None or state.decider is None else state.decider

    def has(self, kind: MoveKind) -> bool:
        """Whether the player at the device may make a move of ``kind`` now."""
        return self.interactive and any(m.kind == kind for m in self.legal)

    def track_left(self, track: str) -> int:
        """The usable actions left on ``track`` of the deciding (else the shown) seat."""
        state = self.state
        if state is None:
            return 0
        seat = state.decider if state.decider is not None else self.view
        tracks = state.players[seat].tracks
        return tracks[track].available if track in tracks else 0

    def selectable(self) -> list[str]:
        return selectable_dice(self.rules, self.state, self.legal)
