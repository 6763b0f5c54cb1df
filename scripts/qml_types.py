"""The `.qmltypes` of the Python types QML uses, so qmllint (and an editor's qmlls) knows them.

    python scripts/qml_types.py           # write cleverdesk/qml/Cleverdesk/cleverdesk.qmltypes
    python scripts/qml_types.py --check   # fail when it is not what the code says (make lint)

The `Cleverdesk` module's Python types are registered at run time: the game services (`Game`,
`Saves`, ... ui/app/services.py) and the classes marked ``@QmlElement`` (`Desk`, `Language`,
`SheetPicture`). qmllint reads only files, so without a description of them every use of a
service is an "unqualified access" and every member of one unknown. The module's qmldir names
this file (``typeinfo cleverdesk.qmltypes``), which only tools read: the QML engine registers
nothing from it, the desk runs as before.

The description is read from the classes themselves (their ``QMetaObject``: every Property,
Signal and Slot, as QML sees them), not from the source text, so a base class in another module
and a Property made by a helper are in it too. Each Python class between a registered type and
its Qt base (``QObject``, ``QQuickPaintedItem``, ...) is a component of its own, its
``prototype`` the next one up. A Property declared as ``QObject`` (a part: ``Game.turn``,
``SetCubedGame.input``, a list model) is described as the class its getter's return annotation
names (``def turn(self) -> TurnView``), and that class too, so qmllint checks what QML reads
from the parts as well; a getter annotated only ``QObject`` leaves it a QObject. The parameter
names of a Slot come from its Python signature.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import os
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QMetaMethod, QMetaObject  # noqa: E402

from cleverdesk.ui.app.services import LIGHT_SINGLETONS, QML_MODULE, SERVICES  # noqa: E402

UI = ROOT / "cleverdesk" / "ui"
MODULE_DIR = ROOT / "cleverdesk" / "qml" / QML_MODULE
TYPES_FILE = MODULE_DIR / "cleverdesk.qmltypes"
VERSION = "1.0"
# A Property declared with a Python type QML has no name for (``object``, a dict subclass) is
# a ``PyObject`` to the meta-object system; to QML it is a JavaScript value.
QML_TYPE_OF = {"PyObject": "QVariant"}


@dataclass(frozen=True)
class Registered:
    """A type of the module: its QML name, its class and whether it is a singleton."""
    name: str
    cls: type
    singleton: bool


def _decorated() -> list[tuple[str, str, bool]]:
    """(module, class, singleton) of every class marked ``@QmlElement`` under cleverdesk/ui."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            marks = {d.id for d in node.decorator_list if isinstance(d, ast.Name)}
            if "QmlElement" in marks:
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                found.append((module, node.name, "QmlSingleton" in marks))
    return found


def registered() -> list[Registered]:
    """Every Python type the `Cleverdesk` module registers, by QML name."""
    types = [Registered(name, getattr(importlib.import_module(f"cleverdesk.ui.{made.module}"),
                                      made.cls or name), True)
             for name, made in SERVICES.items()]
    for module, name, singleton in _decorated():
        types.append(Registered(name, getattr(importlib.import_module(module), name), singleton))
    names = [t.name for t in types]
    assert len(names) == len(set(names)), f"a QML name registered twice: {sorted(names)}"
    light = {t.name for t in types if t.singleton} | {p.stem for p in MODULE_DIR.glob("*.qml")}
    assert set(LIGHT_SINGLETONS) <= light, "a light singleton neither decorated nor in QML"
    return sorted(types, key=lambda t: t.name)


def _python_meta(cls: object) -> QMetaObject | None:
    """The meta-object of a QObject class defined in Python (not by Qt), None for any other."""
    meta = getattr(cls, "staticMetaObject", None)
    if not isinstance(cls, type) or meta is None or cls.__module__.startswith("PySide6"):
        return None
    return meta


def part_class(cls: type, name: str) -> type | None:
    """The Python class of what a ``QObject`` Property holds, read from its getter's return
    annotation (``-> TurnView``, ``-> TurnView | None``); None when that says only QObject."""
    prop = next((c.__dict__[name] for c in cls.__mro__ if name in c.__dict__), None)
    returns = getattr(getattr(prop, "fget", None), "__annotations__", {}).get("return")
    if isinstance(returns, str):
        named = [part.strip() for part in returns.split("|") if part.strip() != "None"]
        module = sys.modules[prop.fget.__module__]  # type: ignore[union-attr]
        returns = getattr(module, named[0], None) if len(named) == 1 else None
        assert returns is not None or len(named) != 1 or named[0] in ("QObject", "Any"), (
            f"{cls.__name__}.{name}: the return annotation {named[0]} is not a name of "
            f"{module.__name__}")
    return returns if _python_meta(returns) is not None else None


def _type(name: str) -> tuple[str, bool]:
    """The qmltypes name of a C++ type name, and whether it is a pointer."""
    pointer = name.endswith("*")
    name = name.rstrip("*").strip()
    return QML_TYPE_OF.get(name, name), pointer


def _type_fields(name: str) -> str:
    kind, pointer = _type(name)
    return f'type: "{kind}"' + ("; isPointer: true" if pointer else "")


def _parameter_names(cls: type, method: QMetaMethod) -> list[str]:
    names = [bytes(n).decode() for n in method.parameterNames()]
    if all(names):
        return names
    function = getattr(cls, bytes(method.name()).decode(), None)
    try:
        given = list(inspect.signature(function).parameters)[1:]  # type: ignore[arg-type]
    except (TypeError, ValueError):
        given = []
    return [n or (given[i] if i < len(given) else f"arg{i}") for i, n in enumerate(names)]


def _method(cls: type, method: QMetaMethod) -> list[str]:
    kind = "Signal" if method.methodType() == QMetaMethod.MethodType.Signal else "Method"
    head = f'name: "{bytes(method.name()).decode()}"'
    returns = method.typeName()
    if kind == "Method" and returns and returns != "void":
        head += "; " + _type_fields(returns)
    types = [bytes(t).decode() for t in method.parameterTypes()]
    if not types:
        return [f"{kind} {{ {head} }}"]
    lines = [f"{kind} {{", f"    {head}"]
    for name, kind_of in zip(_parameter_names(cls, method), types, strict=True):
        lines.append(f'    Parameter {{ name: "{name}"; {_type_fields(kind_of)} }}')
    return [*lines, "}"]


def _parts(cls: type, meta: QMetaObject) -> dict[str, type]:
    """The Python classes the QObject Properties of one class hold, by Property name."""
    found = {}
    for index in range(meta.propertyOffset(), meta.propertyCount()):
        prop = meta.property(index)
        part = part_class(cls, prop.name()) if prop.typeName() == "QObject*" else None
        if part is not None:
            found[prop.name()] = part
    return found


def described_classes() -> dict[type, Registered | None]:
    """Every Python class the description holds: the registered ones (with how), the Python
    classes between them and Qt, and the classes their QObject Properties hold."""
    found: dict[type, Registered | None] = {}
    todo: list[tuple[type, Registered | None]] = [(t.cls, t) for t in registered()]
    while todo:
        cls, exported = todo.pop(0)
        for base in cls.__mro__:
            meta = _python_meta(base)
            if meta is None or (base in found and exported is None):
                continue
            found[base] = exported
            todo += [(part, None) for part in _parts(base, meta).values() if part not in found]
            exported = None
    return found


def _names(classes: list[type]) -> dict[type, str]:
    """The component name of each class: its class name, or where two rooms of cleverdesk/ui
    have a class of that name (TurnView), the room's name before it (``setcubed::TurnView``)."""
    count = Counter(cls.__name__ for cls in classes)
    return {cls: cls.__name__ if count[cls.__name__] == 1
            else f"{cls.__module__.split('.')[2]}::{cls.__name__}" for cls in classes}


def _component(cls: type, exported: Registered | None, names: dict[type, str]) -> list[str]:
    """One class as a qmltypes Component."""
    meta = cls.staticMetaObject  # type: ignore[attr-defined]
    base = next(c for c in cls.__mro__[1:] if hasattr(c, "staticMetaObject"))
    lines = [f'file: "{cls.__module__.replace(".", "/")}.py"', f'name: "{names[cls]}"',
             'accessSemantics: "reference"',
             f'prototype: "{names.get(base, meta.superClass().className())}"']
    if exported is not None:
        lines.append(f'exports: ["{QML_MODULE}/{exported.name} {VERSION}"]')
        if exported.singleton:
            lines += ["isCreatable: false", "isSingleton: true"]
        lines.append("exportMetaObjectRevisions: [256]")
    parts = _parts(cls, meta)
    for index in range(meta.propertyOffset(), meta.propertyCount()):
        prop = meta.property(index)
        kind = f"{names[parts[prop.name()]]}*" if prop.name() in parts else prop.typeName()
        fields = [f'name: "{prop.name()}"', _type_fields(kind)]
        if prop.hasNotifySignal():
            fields.append(f'notify: "{bytes(prop.notifySignal().name()).decode()}"')
        fields.append(f"index: {index - meta.propertyOffset()}")
        if not prop.isWritable():
            fields.append("isReadonly: true")
        if prop.isConstant():
            fields.append("isPropertyConstant: true")
        lines.append("Property { " + "; ".join(fields) + " }")
    for index in range(meta.methodOffset(), meta.methodCount()):
        method = meta.method(index)
        if method.access() != QMetaMethod.Access.Private:
            lines += _method(cls, method)
    return ["Component {", *("    " + line for line in lines), "}"]


def qmltypes() -> str:
    """The text of cleverdesk.qmltypes."""
    classes = described_classes()
    names = _names(list(classes))
    body = [line for cls in sorted(classes, key=lambda c: names[c])
            for line in _component(cls, classes[cls], names)]
    return "\n".join([
        "import QtQuick.tooling 1.2",
        "",
        "// Written by scripts/qml_types.py from the Python classes: do not edit by hand.",
        "// The Python types of the Cleverdesk module, for qmllint and qmlls (the engine never",
        "// reads this file).",
        "",
        "Module {",
        *("    " + line for line in body),
        "}",
        "",
    ])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail when the committed file differs from what the code says")
    args = parser.parse_args()
    text = qmltypes()
    where = TYPES_FILE.relative_to(ROOT)
    if args.check:
        if not TYPES_FILE.exists() or TYPES_FILE.read_text(encoding="utf-8") != text:
            print(f"{where} is not what the Python classes say: "
                  "run `python scripts/qml_types.py` and commit it")
            return 1
        print(f"{where}: current")
        return 0
    TYPES_FILE.write_text(text, encoding="utf-8")
    print(f"{where} written ({text.count(chr(10))} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
