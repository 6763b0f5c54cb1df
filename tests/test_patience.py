"""The suite's waits follow events, with generous bounds scaled by one setting (issue 47, item
11): a bound of a few seconds failed on a busy machine where the event came later."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tests.patience import PATIENCE_ENV, ms, patience, seconds

ROOT = Path(__file__).resolve().parent.parent


class _Late(QObject):
    came = Signal()


def test_a_short_bound_waits_for_an_event_that_comes_late(qtbot) -> None:  # type: ignore[no-untyped-def]
    """As on a machine twenty times slower: the event comes after the bound the test wrote."""
    late = _Late()
    arrived: list[float] = []
    QTimer.singleShot(300, lambda: (arrived.append(time.monotonic()), late.came.emit()))
    with qtbot.waitSignal(late.came, timeout=50):  # the test's own bound: 50 ms
        pass
    qtbot.waitUntil(lambda: bool(arrived), timeout=20)
    assert arrived


def test_a_wait_that_is_no_assertion_keeps_its_own_bound(qtbot) -> None:  # type: ignore[no-untyped-def]
    late = _Late()
    started = time.monotonic()
    with qtbot.waitSignal(late.came, timeout=50, raising=False):
        pass  # nothing comes: the wait ends at its bound, not the floor's
    assert time.monotonic() - started < seconds(30)


def test_one_setting_scales_every_bound() -> None:
    code = ("from tests.patience import ms, seconds, patience; "
            "print(patience(), ms(1000), seconds(2.0))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=seconds(120),
                          env={**os.environ, PATIENCE_ENV: "3"})
    assert done.stdout.split() == ["3.0", "3000", "6.0"], done.stderr
    assert ms(1000) == int(1000 * patience())
