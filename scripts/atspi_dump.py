#!/usr/bin/python3
"""The AT-SPI side of scripts/atspi_check.py, run with the system Python (Debian's
python3-pyatspi): what a screen reader finds in the running desk.

    atspi_dump.py tree APP          the accessible tree of the application APP, as JSON lines
    atspi_dump.py listen SECONDS    the announcements heard for SECONDS, as JSON lines
"""

from __future__ import annotations

import json
import sys

import pyatspi

# Roles a player acts on: each needs a name (a screen reader says nothing useful otherwise).
INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "combo box",
               "text", "entry", "password text", "slider", "spin button", "menu item",
               "table cell", "list item", "page tab", "link", "check menu item",
               "radio menu item"}


def _app(name: str):  # type: ignore[no-untyped-def]
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    raise SystemExit(f"no application {name!r} on the accessibility bus")


def tree(name: str) -> None:
    stack = [(_app(name), 0)]
    while stack:
        node, depth = stack.pop()
        try:
            states = node.getState()
            showing = states.contains(pyatspi.STATE_SHOWING)
            role = node.getRoleName()
            print(json.dumps({"depth": depth, "role": role, "name": node.name or "",
                              "showing": showing,
                              "interactive": role in INTERACTIVE}), flush=False)
            if depth > 0 and not showing:
                continue  # a hidden subtree: a player meets none of it
            if role == "combo box":
                continue  # its parts (the shown text, the arrow) are read as the combo box
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception as error:  # a node gone while walking (the desk moved on)
            print(json.dumps({"depth": depth, "error": str(error)}))
            continue
        stack.extend((child, depth + 1) for child in reversed(children) if child is not None)
    sys.stdout.flush()


def listen(seconds: float) -> None:
    from gi.repository import GLib

    def heard(event) -> None:  # type: ignore[no-untyped-def]
        print(json.dumps({"type": event.type, "text": str(event.any_data or "")}), flush=True)

    pyatspi.Registry.registerEventListener(heard, "object:announcement")
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    print(json.dumps({"listening": True}), flush=True)
    pyatspi.Registry.start()


if __name__ == "__main__":
    if sys.argv[1] == "tree":
        tree(sys.argv[2])
    else:
        listen(float(sys.argv[2]))
