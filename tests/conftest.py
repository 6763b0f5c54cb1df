"""Shared test setup: Qt runs offscreen with the software renderer, on any machine; every
bound of a wait is generous and scaled by one setting (tests/patience.py).

The variables are set at import, before pytest-qt creates the application.
"""

import functools
import os
from collections.abc import Callable
from typing import Any

import pytest

from tests.patience import ms

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

# The least bound of a qtbot wait that fails when it runs out (waitUntil, waitSignal …), scaled
# by CLEVERDESK_TEST_PATIENCE: a wait ends at its event, so the bound costs nothing when all is
# well, and only a broken desk meets it. A busy machine (a newcomer's laptop, CI beside other
# jobs) took 30 s for a whole game that takes 3 at rest; "20 s" and "2 s" bounds failed there
# (issue 47). A wait that is no assertion (raising=False: "a frame, if one comes") keeps its own.
QT_WAIT_FLOOR_MS = 180_000


def _patient(wait: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(wait)
    def patient(self: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("raising", True) is not False:
            kwargs["timeout"] = ms(max(int(kwargs.get("timeout", 5000)), QT_WAIT_FLOOR_MS))
        return wait(self, *args, **kwargs)

    patient.__cleverdesk_patient__ = True  # type: ignore[attr-defined]
    return patient


def _make_qt_waits_patient() -> None:
    from pytestqt.qtbot import QtBot

    for name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
        wait = getattr(QtBot, name)
        if not getattr(wait, "__cleverdesk_patient__", False):
            setattr(QtBot, name, _patient(wait))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "long: takes many seconds for a reason (a whole game "
                                       "played out, many generated examples); runs first")
    _make_qt_waits_patient()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long tests go first (in their own order), the rest keep theirs.

    With two processes (``make test``) a long test started last holds one process while the
    other has nothing left to do; started first, the short ones fill in around it."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
