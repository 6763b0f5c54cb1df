"""Both table controllers, ``Game`` (the Clever games) and ``SetCubedGame``, have every member of
the protocol the saved games and printing see them through (ui/common/table_controller.py).

mypy checks the types where ui/saves/tables.py holds each controller as its protocol; this test
fails at once when either controller loses a member, or a member changes its kind."""

from __future__ import annotations

import inspect

import pytest
from PySide6.QtCore import QObject, Signal

from cleverdesk.ui.common.table_controller import TableController
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.table.desk import Game

MEMBERS = sorted(name for name in vars(TableController) if not name.startswith("_"))


def signals() -> set[str]:
    return {name for name in MEMBERS if isinstance(vars(TableController)[name], property)
            and "SignalInstance" in str(vars(TableController)[name].fget.__annotations__)}


def test_the_protocol_names_what_its_users_call() -> None:
    assert {"started", "moved", "changed"} == signals()
    assert {"state", "record", "resume", "leave", "property"} <= set(MEMBERS)


@pytest.mark.parametrize("controller", [Game, SetCubedGame], ids=lambda c: c.__name__)
@pytest.mark.parametrize("name", MEMBERS)
def test_each_controller_has_the_member(controller: type[QObject], name: str) -> None:
    wanted = vars(TableController)[name]
    found = inspect.getattr_static(controller, name, None)
    assert found is not None, f"{controller.__name__} has no {name}"
    if name in signals():
        assert isinstance(found, Signal), f"{controller.__name__}.{name} is no signal"
    elif isinstance(wanted, property):
        assert isinstance(found, property), f"{controller.__name__}.{name} is no property"
    else:
        assert callable(found), f"{controller.__name__}.{name} cannot be called"
        if inspect.isfunction(found):  # (Qt's own methods have no Python signature)
            taken = list(inspect.signature(found).parameters)
            assert taken == list(inspect.signature(wanted).parameters), (controller, name)
