"""The desk's language: German, Dutch or English, chosen on first start, switchable at run time.

The compiled translations ship inside the package (``cleverdesk/i18n/cleverdesk_<lang>.qm``,
built by ``make translations`` from ``translations/*.ts``); Qt's own strings (the file and print
dialogs) come from Qt's ``qtbase_<lang>.qm`` and ``qtdeclarative_<lang>.qm`` when the Qt
installation has them.

On first start the system locale decides (de, nl, en; anything else gives English) and the choice
is written to the settings; afterwards the setting wins. Switching at run time removes the old
translators, installs the new ones (this module keeps the Python references, or Qt would use
freed objects), sets the default ``QLocale`` (numbers and dates), asks the QML engine to
``retranslate()`` and tells the Python bridges, whose properties return translated text, to
announce new values (``retranslate_bridges``).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from importlib.resources import files
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QMetaMethod,
    QMetaObject,
    QObject,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton, qmlEngine

from cleverdesk.i18n_words import system_language
from cleverdesk.store import SaveFileError, data_dir
from cleverdesk.store.settings import load_settings, save_settings
from cleverdesk.ui.common.engine_services import made_services

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

LANGUAGES = ("de", "nl", "en")
DEFAULT_LANGUAGE = "en"
# Each language by its own name: never translated, so a player can always find their own.
NATIVE_NAMES = {"de": "Deutsch", "nl": "Nederlands", "en": "English"}

# The QML singletons that expose translated text; each is told after a switch: the settings
# (Desk), then these game services, those made so far (one made later reads the new words then).
SERVICE_BRIDGES = ("Game", "Words", "Saves", "PrintDesk", "Campaign", "History", "SetCubedGame",
                   "Review")
# Notify signals a switch must not emit: they mean "a new game started" (the main window
# moves to the table on them), not "the words changed".
_NOT_FOR_RETRANSLATION = {"started", "moved"}
# Methods a bridge may have that build its texts again (lists of saves, history rows …).
_REFRESH_HOOKS = ("retranslate", "refreshContinue", "refreshList", "refresh")

# Qt's own strings: widgets dialogs (file, print) and the Qt Quick dialogs and controls.
QT_CATALOGUES = ("qtbase", "qtdeclarative")

_current = DEFAULT_LANGUAGE
_translators: list[QTranslator] = []  # installed now; kept alive here on purpose


def qm_dir() -> Path:
    return Path(str(files("cleverdesk") / "i18n"))


def qm_file(lang: str) -> Path:
    return qm_dir() / f"cleverdesk_{lang}.qm"


def current() -> str:
    """The language the desk speaks now."""
    return _current


def locale_for(lang: str) -> QLocale:
    """Number and date formats: the system's own when it speaks this language (its region's
    conventions), otherwise the language's main locale (British English for English)."""
    system = QLocale.system()
    if system.name().split("_")[0] == lang:
        return system
    return QLocale({"de": "de_DE", "nl": "nl_NL", "en": "en_GB"}[lang])


def install(lang: str) -> bool:
    """Install the translators of ``lang`` in place of the current ones; False if unknown."""
    global _current
    if lang not in LANGUAGES:
        return False
    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            QCoreApplication.removeTranslator(old)
    _translators.clear()
    ours = QTranslator()
    if ours.load(str(qm_file(lang))):
        _translators.append(ours)
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for catalogue in QT_CATALOGUES if lang != "en" else ():
        qt_own = QTranslator()
        if qt_own.load(f"{catalogue}_{lang}", qt_path):  # missing in a trimmed Qt: English
            _translators.append(qt_own)
    if app is not None:
        for translator in _translators:
            QCoreApplication.installTranslator(translator)
    QLocale.setDefault(locale_for(lang))
    _current = lang
    # The UI's cached words (colour names …), if that module was imported yet (it imports the
    # engine, which the first frame does without).
    words = sys.modules.get("cleverdesk.ui.common.words")
    if words is not None:
        words.forget_translations()
    return True


def choose_at_start(root: Path | None = None) -> str:
    """Install the saved language, or on first start the system's (and save that choice)."""
    loaded = load_settings(root or data_dir())
    lang = loaded.settings.language
    if lang not in LANGUAGES:
        lang = system_language()
        if not loaded.problem:  # a damaged file is left for the desk to report
            _save(lang, root)
    install(lang)
    return lang


def _save(lang: str, root: Path | None = None) -> None:
    folder = root or data_dir()
    loaded = load_settings(folder)
    try:
        save_settings(replace(loaded.settings, language=lang), folder)
    except (SaveFileError, OSError):  # a read-only folder must not stop the desk
        pass


def emit_notify_signals(bridge: QObject) -> None:
    """Emit every argument-free notify signal of ``bridge``'s properties, so QML reads their
    (translated) values again; signals that mean more than "changed" are left out."""
    meta = bridge.metaObject()
    emitted: set[str] = set()
    for index in range(meta.propertyCount()):
        prop = meta.property(index)
        if not prop.hasNotifySignal():
            continue
        signal: QMetaMethod = prop.notifySignal()
        name = bytes(signal.name().data()).decode()
        if name in emitted or name in _NOT_FOR_RETRANSLATION or signal.parameterCount():
            continue
        emitted.add(name)
        QMetaObject.invokeMethod(bridge, name)


def retranslate_bridges(engine: Any) -> None:
    """Tell every Python bridge of ``engine`` that the words changed."""
    made = made_services(engine)
    try:
        desk = engine.singletonInstance("Cleverdesk", "Desk")
    except (RuntimeError, TypeError):
        desk = None
    for bridge in (desk, *(made.get(name) for name in SERVICE_BRIDGES)):
        if not isinstance(bridge, QObject):
            continue
        for hook_name in _REFRESH_HOOKS:
            hook = getattr(bridge, hook_name, None)
            if callable(hook):
                hook()
        emit_notify_signals(bridge)


@QmlElement
@QmlSingleton
class Language(QObject):
    """The language setting, for QML: ``Language.current``, ``Language.choices``,
    ``Language.choose("de")``."""

    currentChanged = Signal()

    @Property(str, notify=currentChanged)
    def current(self) -> str:
        return _current

    @Property(list, constant=True)
    def choices(self) -> list[dict[str, str]]:
        return [{"id": lang, "name": NATIVE_NAMES[lang]} for lang in LANGUAGES]

    @Slot(str)
    def choose(self, lang: str) -> None:
        """Speak ``lang`` from now on, the open game included, and remember it."""
        if lang == _current or not install(lang):
            return
        engine = qmlEngine(self)
        if engine is not None:
            engine.retranslate()
            retranslate_bridges(engine)
        self.currentChanged.emit()
        _save(lang)
