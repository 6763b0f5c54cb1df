"""``cleverdesk check-install``: is everything the desk needs where it should be?

A player (or the bundle smoke test, `make bundle-check`) runs it to see whether an installation
is complete: the translations of each language, Qt's own translations of the dialogs, every
game's rules and sheet layout, the SET Cubed data and the QML modules the desk imports. Each
line says ``ok`` or ``FAIL`` with the file it read, so a check from outside can also tell *where*
each part was found (inside a bundle, not in some Python installation on the machine).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

# The QML imports of the desk's screens (tests/test_cli.py keeps the list equal to them). Its
# file and print dialogs are Qt Widgets' (ui/common/file_choice.py, ui/printing/desk.py), so
# QtQuick.Dialogs is not among them, and the bundle leaves it out (packaging/trim.py).
QML_IMPORTS = (
    "QtQuick", "QtQuick.Controls", "QtQuick.Layouts", "QtQuick.Shapes", "QtQml.Models",
    "Cleverdesk",
)

Check = Callable[[], Iterator[tuple[bool, str]]]


def _translations() -> Iterator[tuple[bool, str]]:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from cleverdesk.ui.common.language import LANGUAGES, QT_CATALOGUES, qm_file

    for lang in LANGUAGES:
        translator = QTranslator()
        path = qm_file(lang)
        loaded = translator.load(str(path))
        good = loaded and translator.language() == lang and not translator.isEmpty()
        yield good, f"translation {lang}: {translator.filePath() or path}"
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for lang in LANGUAGES:
        if lang == "en":  # Qt speaks English without a catalogue
            continue
        for catalogue in QT_CATALOGUES:
            translator = QTranslator()
            loaded = translator.load(f"{catalogue}_{lang}", qt_path)
            yield loaded, f"Qt translation {catalogue}_{lang}: {translator.filePath() or qt_path}"


def _games() -> Iterator[tuple[bool, str]]:
    from cleverdesk.catalogue import CLEVER_GAME_IDS, SET_CUBED
    from cleverdesk.engine import get_rules
    from cleverdesk.layout import sheet_geometry
    from cleverdesk.setcubed.data import default_data

    for game in CLEVER_GAME_IDS:  # their modules are imported by name: a bundle must hold them
        try:
            get_rules(game)
            sheet_geometry(game)
        except Exception as error:  # a module left out of the bundle, whatever the error
            yield False, f"game {game}: rules and sheet ({type(error).__name__}: {error})"
        else:
            yield True, f"game {game}: rules and sheet"
    try:
        default_data()
    except Exception as error:  # a damaged or missing data file, whatever the error
        yield False, f"game {SET_CUBED}: data ({type(error).__name__}: {error})"
    else:
        yield True, f"game {SET_CUBED}: data"


def _qml() -> Iterator[tuple[bool, str]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QUrl
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    from cleverdesk.ui.app.app import choose_style, make_application, qml_import_path

    make_application([])
    choose_style()  # the desk's Fusion: Windows' default native style is not shipped
    module = qml_import_path() / "Cleverdesk" / "qmldir"
    yield module.is_file(), f"QML module Cleverdesk: {module}"
    engine = QQmlEngine()
    engine.addImportPath(str(qml_import_path()))
    for name in QML_IMPORTS:
        component = QQmlComponent(engine)
        component.setData(f"import {name}\nimport QtQml\nQtObject {{}}\n".encode(),
                          QUrl.fromLocalFile(str(Path.cwd() / "check.qml")))
        errors = "; ".join(error.toString() for error in component.errors())
        yield component.isReady(), f"QML import {name}" + (f": {errors}" if errors else "")
    del engine


def _data_folder() -> Iterator[tuple[bool, str]]:
    from cleverdesk.store import data_dir

    folder = data_dir()
    state = "exists" if folder.is_dir() else "created at the first start of the desk"
    yield True, f"data folder: {folder} ({state})"


CHECKS: tuple[Check, ...] = (_translations, _games, _qml, _data_folder)


def check_install(out: Callable[[str], None] = print) -> int:
    """Print one ``ok``/``FAIL`` line per part, then a summary; exit code 0 only if all are ok."""
    failed = 0
    for check in CHECKS:
        for good, what in check():
            out(f"{'ok  ' if good else 'FAIL'} {what}")
            failed += not good
    out(f"program: {sys.executable}")
    out("installation ok" if not failed else f"{failed} part(s) missing or broken")
    return 0 if not failed else 1
