"""Shared test setup: Qt runs offscreen with the software renderer, on any machine.

The variables are set at import, before pytest-qt creates the application.
"""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "long: takes many seconds for a reason (a whole game "
                                       "played out, many generated examples); runs first")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long tests go first (in their own order), the rest keep theirs.

    With two processes (``make test``) a long test started last holds one process while the
    other has nothing left to do; started first, the short ones fill in around it."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
