"""A SET Cubed game replayed from its setup and moves, for the table's log: the state it ends
in, the seats' names as shown (a default name such as "Player 2" in the language of the desk,
a typed one as it is) and the log's lines from the first roll on.

The table replays this way when it shows a game (a new one, a resumed save, undo and redo) and
after a language switch, when the log is written again in the new language.
"""

from __future__ import annotations

from collections.abc import Sequence

from cleverdesk.setcubed import Move, SetCubedRules, SetCubedSetup, SetCubedState
from cleverdesk.ui.common import seat_names
from cleverdesk.ui.setcubed import words


def replay_log(rules: SetCubedRules, setup: SetCubedSetup, moves: Sequence[Move]
               ) -> tuple[SetCubedState, list[str], list[tuple[str, int]]]:
    """(the state after ``moves``, the names shown, the log lines)."""
    names = seat_names.shown_names((p.name for p in setup.players), "SetCubedGame")
    state = rules.new_game(setup)
    lines = words.log_lines(state.last_events, names)
    for move in moves:
        state = rules.apply(state, move)
        lines += words.log_lines(state.last_events, names)
    return state, names, lines
