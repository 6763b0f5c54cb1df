"""Who has the device at a SET Cubed table several humans share (hot seat), and whose hand the
hand strip shows.

The table keeps two numbers (``SeatSettings``): the human seat that holds the device
(``holder``, None before the first) and the seat a hand-over screen waits for (``waiting``, -1
for none). When a human other than the holder is to decide, the device goes round: through a
hand-over screen while they are switched on and two or more humans play, else straight away.
"""

from __future__ import annotations

from collections.abc import Sequence


def pass_device(holder: int | None, waiting: int, human_decider: int | None,
                humans: Sequence[int], screens: bool) -> tuple[int | None, int]:
    """(holder, waiting) once ``human_decider`` (None: a computer decides, or nobody) is
    to decide."""
    if human_decider is None or human_decider == holder or waiting >= 0:
        return holder, waiting
    if screens and len(humans) >= 2:
        return holder, human_decider
    return human_decider, waiting


def hand_seat(holder: int | None, waiting: int, human_decider: int | None,
              humans: Sequence[int]) -> int:
    """The hand to show: the deciding human's once the device is theirs, else the holder's,
    else (a computer opens) the first human's."""
    if human_decider is not None and waiting < 0:
        return human_decider
    if holder is not None:
        return holder
    return humans[0] if humans else 0
