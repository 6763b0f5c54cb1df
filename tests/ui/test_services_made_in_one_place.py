"""The game services are made in one place (ui/app/services.py, issue 48 item 5): each is declared
with the services its constructor takes, made once per QML engine, its needs first, and whoever
asks (QML, a needing service, Python) gets the same object."""

from __future__ import annotations

import importlib
import inspect
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.app.services import LIGHT_SINGLETONS, QML_MODULE, SERVICES, service
from tests.patience import seconds

from .driver import Driver, open_desk

ROOT = Path(__file__).resolve().parents[2]

LIGHT_CLASSES = {"Desk": "Desk"}  # the light singletons a service may need, and their class


def class_name(name: str) -> str:
    return LIGHT_CLASSES[name] if name in LIGHT_SINGLETONS else SERVICES[name].cls or name


def service_class(name: str) -> type[QObject]:
    declared = SERVICES[name]
    found = getattr(importlib.import_module(f"cleverdesk.ui.{declared.module}"), class_name(name))
    assert issubclass(found, QObject), name
    return found


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_a_service_s_constructor_takes_what_the_table_says_it_needs(name: str) -> None:
    made = service_class(name)
    needs = SERVICES[name].needs
    if not inspect.isfunction(made.__init__):  # QObject's own: it takes no service
        assert not needs, f"{name} takes nothing, yet the table gives it {sorted(needs)}"
        return
    parameters = inspect.signature(made.__init__).parameters
    taken = {key: p for key, p in parameters.items()
             if p.kind is inspect.Parameter.KEYWORD_ONLY and key != "parent"}
    assert set(taken) == set(needs), name
    for keyword, needed in needs.items():
        annotation = str(taken[keyword].annotation)  # (a string: postponed annotations)
        kinds = {part.strip() for part in annotation.split("|")}
        assert class_name(needed) in kinds, f"{name}({keyword}: {annotation}) is given {needed}"
        assert taken[keyword].default is inspect.Parameter.empty, f"{name}: {keyword} defaults"


def test_what_a_service_needs_is_a_service_and_never_itself_round_a_circle() -> None:
    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " -> ".join((*path, name))
        if name in LIGHT_SINGLETONS:
            assert name in LIGHT_CLASSES, name
            return
        for needed in SERVICES[name].needs.values():
            visit(needed, (*path, name))

    for name in SERVICES:
        visit(name, ())


def test_each_service_is_made_once_and_given_to_all_who_ask(desk: Driver) -> None:
    engine = desk.engine
    for name in SERVICES:
        made = singleton(engine, name)
        assert made is service(engine, name), name
        assert made is engine.singletonInstance(QML_MODULE, name), f"QML's {name} is another"
    challenge = singleton(engine, "Challenge")
    for keyword, needed in SERVICES["Challenge"].needs.items():
        assert getattr(challenge, keyword) is singleton(engine, needed), keyword
    assert singleton(engine, "Guide")._desk is engine.singletonInstance(QML_MODULE, "Desk")


# A desk in a fresh interpreter, its game services not loaded (no event loop ran): the modules of
# the screens that are imported before and after Python asks for the Clever hints.
_ASKED_FOR_HINTS = r"""
import sys
from cleverdesk.ui.app.services import service
from cleverdesk.ui.app.tools import create_engine, make_application, use_offscreen
use_offscreen()
app = make_application([])
engine = create_engine()
def rooms():
    return sorted(name for name in sys.modules if name.startswith("cleverdesk.ui.")
                  and name.split(".")[2] not in ("app", "common"))
print(" ".join(rooms()) or "none")
hints = service(engine, "Hints")
print(" ".join(rooms()))
print(hints._game is service(engine, "Game"), hints._saves is service(engine, "Saves"))
"""


def test_a_service_s_module_is_imported_when_it_is_first_needed(user_data: Path) -> None:
    """Before anything asks for a game service none of their modules is imported (the home
    screen waits for none); asking for one imports it and what it needs, nothing else."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software")
    done = subprocess.run([sys.executable, "-c", _ASKED_FOR_HINTS], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=seconds(120))
    assert done.returncode == 0, done.stderr
    before, after, passed = done.stdout.splitlines()
    assert before == "none"
    imported = set(after.split())
    for module in ("table.hints", "table.desk", "saves.desk"):  # Hints, and what it needs
        assert f"cleverdesk.ui.{module}" in imported, module
    for module in ("history.desk", "campaign.desk", "review.desk", "setcubed.hint_advisor"):
        assert f"cleverdesk.ui.{module}" not in imported, module
    assert passed == "True True"


def test_every_desk_has_its_own_services(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    with open_desk(qtbot) as first, open_desk(qtbot) as second:
        for name in ("Game", "Saves", "History", "Hints"):
            assert singleton(first.engine, name) is not singleton(second.engine, name), name
        assert singleton(second.engine, "Hints")._game is singleton(second.engine, "Game")
