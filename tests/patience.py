"""How long the tests wait at most: one setting scales every bound (issue 47, item 11).

Waits follow events (a signal, a condition, a process's answer); a bound is there only so that a
broken desk fails instead of hanging, and it is generous: minutes where a machine at rest needs
seconds. ``CLEVERDESK_TEST_PATIENCE`` multiplies every bound (default 1): 3 on a laptop busy
with other work, less to find a wait that is slower than it should be.
"""

from __future__ import annotations

import os

PATIENCE_ENV = "CLEVERDESK_TEST_PATIENCE"


def patience() -> float:
    try:
        factor = float(os.environ.get(PATIENCE_ENV, "") or 1.0)
    except ValueError:
        factor = 1.0
    return factor if factor > 0 else 1.0


def ms(milliseconds: float) -> int:
    """A bound in milliseconds (qtbot's waits), scaled."""
    return int(milliseconds * patience())


def seconds(value: float) -> float:
    """A bound in seconds (subprocess timeouts, thread joins), scaled."""
    return value * patience()
