"""What the bundle leaves out, used by packaging/cleverdesk.spec.

PyInstaller's PySide6 hooks collect every QML module, plugin and translation of Qt, and on Linux
every system library they link to. The desk needs far less: QtQuick with the Fusion style, Layouts,
Shapes and QtQml.Models (the QML imports, which `check-install` lists), QtWidgets and
QtPrintSupport for the file and print dialogs (Qt Widgets' own, not QtQuick.Dialogs); QtQml needs
QtNetwork and QtQuick QtOpenGL (their Python modules too: PySide6 imports them). ICU's data must
stay (Qt's text handling needs it). Anything dropped here that is needed after all shows up in
`make bundle-check` (packaging/check_bundle.py).

Paths are matched with "/" on every system; the Qt layouts differ: PySide6/Qt/{lib,plugins,qml,
translations} on Linux and macOS, PySide6/{plugins,qml,translations} and PySide6/Qt6*.dll on
Windows, Qt*.framework folders on macOS.
"""

from __future__ import annotations

import posixpath
import re
import subprocess
import sys
import tomllib
from pathlib import Path, PurePosixPath

# Python modules the desk never imports that PyInstaller would otherwise follow (it follows
# imports inside functions too). Checked against sys.modules after every command and the UI tests:
# - ssl and OpenSSL's hashlib back end (~6 MB with libssl/libcrypto): nothing goes online, and
#   hashlib then uses Python's own blake2/sha256 (the same digests);
# - numpy's parts the learned players do not use (they need numpy.linalg, which numpy imports
#   itself, and numpy.random for `train`): fft, polynomial, ma, testing, f2py;
# - the debugger, doctest, readline, bz2/lzma (zipfile only offers them; the .npz weights are
#   plain deflate), asyncio (only typing_extensions' deprecation of a coroutine would import it),
#   the pure-Python decimal (the C one is there) and pydantic's v1 API and mypy plugin.
EXCLUDED_MODULES = ["tkinter", "unittest", "pydoc", "PySide6.QtTest", "PySide6.QtSql",
                    "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtUiTools",
                    "PySide6.QtQuickTest", "PySide6.QtQuickWidgets", "PySide6.QtOpenGLWidgets",
                    "PySide6.QtConcurrent", "PySide6.QtSvgWidgets", "PySide6.QtXml",
                    "PySide6.QtDBus",
                    "ssl", "_ssl", "_hashlib",
                    "numpy.fft", "numpy.polynomial", "numpy.ma", "numpy.testing", "numpy.f2py",
                    "numpy._core._multiarray_tests", "numpy._pyinstaller",
                    "pdb", "doctest", "readline", "bz2", "_bz2", "lzma", "_lzma",
                    "asyncio", "_asyncio", "_pydecimal", "pydantic.v1", "pydantic.mypy"]

# Qt libraries (by module name: libQt6<name>.so.6, Qt6<name>.dll, Qt<name>.framework).
DROPPED_QT_LIBRARIES = {
    "Designer", "DesignerComponents", "Help", "UiTools", "Test", "QuickTest", "Sql",
    "QuickWidgets", "OpenGLWidgets", "SvgWidgets", "Concurrent", "QmlCompiler",
    "LabsAnimation", "LabsPlatform", "LabsQmlModels", "LabsSettings", "LabsSharedImage",
    "LabsStyleKit", "LabsStyleKitImpl", "LabsSynchronizer", "LabsWavefrontMesh",
    "QmlLocalStorage", "QmlXmlListModel", "QuickParticles", "QuickTimeline",
    "QuickTimelineBlendTrees", "QuickEffects", "QuickVectorImage", "QuickVectorImageGenerator",
    "QuickVectorImageHelpers", "Lottie", "LottieVectorImageGenerator",
    "LottieVectorImageHelpers", "QuickShapesDesignHelpers",
    "QuickControls2Material", "QuickControls2MaterialStyleImpl", "QuickControls2Universal",
    "QuickControls2UniversalStyleImpl", "QuickControls2Imagine",
    "QuickControls2ImagineStyleImpl", "QuickControls2FluentWinUI3StyleImpl",
    "WaylandCompositor", "WaylandEglCompositorHwIntegration", "WlShellIntegration",
    "EglFSDeviceIntegration", "EglFsKmsSupport",
    # QtQuick.Dialogs (and the folder model its own file dialog uses): the desk's file and print
    # dialogs are Qt Widgets'; QML's QtNetwork and QtCore modules: not imported either
    "QuickDialogs2", "QuickDialogs2QuickImpl", "QuickDialogs2Utils", "LabsFolderListModel",
    "QmlNetwork", "QmlCore",
    # Windows: the native Quick Controls style (the desk always sets Fusion, ui/app/app.py)
    "QuickControls2WindowsStyleImpl",
}
_QT_LIBRARY = re.compile(r"^(?:lib)?Qt6?(?P<name>[A-Za-z0-9]+?)(?:\.so\.\d+|\.dll|\.framework|$)")

# Plugin folders (plugins/<folder>) the desk never loads: Qt Designer, the QML debugger and
# linter, SQL drivers, network information and TLS back ends, embedded-display input, Lottie,
# and the Wayland *compositor* side (the Wayland client plugins stay).
DROPPED_PLUGIN_FOLDERS = {
    "designer", "qmltooling", "qmllint", "sqldrivers", "networkinformation", "tls", "generic",
    "egldeviceintegrations", "vectorimageformats", "wayland-graphics-integration-server",
}
# Single plugins by file stem: embedded, remote and test platforms (eglfs, linuxfb, vnc, Vulkan
# display, minimal; Windows' experimental Direct2D platform: the desk uses `windows`), the GTK
# theme, which would drag all of GTK in (Qt's own file dialog is used), the Wayland shells of
# embedded systems (desktops speak xdg-shell), and the image formats the desk never reads (its
# pictures are PNG, built into QtGui; icon themes are PNG or SVG: svg stays).
DROPPED_PLUGINS = re.compile(
    r"^(lib)?(q(eglfs|linuxfb|minimal|minimalegl|vnc|vkkhrdisplay|gtk3|tvirtualkeyboardplugin|"
    r"direct2d)|"
    r"q(gif|icns|jpeg|tga|tiff|wbmp|webp)|"
    r"wl-shell-plugin|ivi-shell|fullscreen-shell-v1)\b")

# QML modules (folders under qml/) the desk never imports.
DROPPED_QML = (
    "Qt/labs/animation", "Qt/labs/platform", "Qt/labs/qmlmodels", "Qt/labs/settings",
    "Qt/labs/sharedimage", "Qt/labs/StyleKit", "Qt/labs/synchronizer",
    "Qt/labs/wavefrontmesh", "Qt/labs/assetdownloader",
    "QtQuick/Controls/FluentWinUI3", "QtQuick/Controls/Material", "QtQuick/Controls/Universal",
    "QtQuick/Controls/Imagine", "QtQuick/Controls/designer",
    "QtQuick/Particles", "QtQuick/Timeline", "QtQuick/LocalStorage", "QtQuick/Effects",
    "QtQuick/VectorImage", "QtQuick/Pdf", "QtQuick/Scene2D", "QtQuick/Scene3D",
    "QtQuick/VirtualKeyboard", "QtQuick/tooling", "QtQuick/Shapes/DesignHelpers",
    "QtQuick/Dialogs", "Qt/labs/folderlistmodel", "QtNetwork", "QtCore",
    "QtTest", "QtWayland", "QtQml/XmlListModel", "QtQuick/Controls/Windows",
)
# Single files by name. Windows: Mesa's software OpenGL (20 MB), which Qt loads only when the
# OpenGL back end is chosen on a machine without an OpenGL driver; Qt Quick draws with
# Direct3D 11 on Windows (and QT_QUICK_BACKEND=software needs no OpenGL either).
DROPPED_FILES = {"opengl32sw.dll"}
# The type descriptions (*.qmltypes) of Qt's QML modules serve the tools (qmllint, Qt Creator);
# the QML engine does not read them.
QML_TOOLING_SUFFIXES = (".qmltypes",)
# Qt's own translations: only what ui/common/language.py loads (qtbase, qtdeclarative) in de and nl.
KEPT_QT_TRANSLATIONS = re.compile(r"^qt(base|declarative)_(de|nl)\.qm$")

# Linux system libraries left to the system (the .deb depends on their packages; every desktop
# has them): X11/xcb/GL must match the running X server and drivers; a bundled libstdc++ older
# than the system's breaks Mesa's drivers; fontconfig must read the system's own configuration;
# GLib and D-Bus must match the modules and services the desktop loads into the process; the
# Wayland client libraries must match the compositor; CUPS (for Qt's printer list) must match the
# system's print service and its configuration, and brings GnuTLS, p11-kit, Avahi … (~7 MB) that
# read the system's own configuration and modules. Without libcups only the printer plugin
# does not load: the print dialog then offers printing to a PDF file.
SYSTEM_LIBRARIES = re.compile(
    r"^lib(X11|X11-xcb|Xau|Xdmcp|Xext|Xrender|Xi|Xfixes|xcb[-a-z0-9]*|xkbcommon[-a-z0-9]*|"
    r"GL|EGL|OpenGL|GLX|GLdispatch|fontconfig|freetype|glib-2\.0|gobject-2\.0|gio-2\.0|"
    r"gmodule-2\.0|gthread-2\.0|dbus-1|stdc\+\+|gcc_s|wayland-[a-z]+|cups|"
    r"avahi-(client|common))\.so")


def _parts(dest: str) -> PurePosixPath:
    return PurePosixPath(dest.replace("\\", "/"))


def _qt_library_name(dest: str) -> str | None:
    for part in _parts(dest).parts:
        match = _QT_LIBRARY.match(part)
        if match and (part.startswith(("libQt6", "Qt6")) or part.endswith(".framework")):
            return match.group("name")
    return None


def _under(path: PurePosixPath, marker: str) -> PurePosixPath | None:
    """The rest of ``path`` after its folder named ``marker`` (plugins, qml, translations)."""
    parts = path.parts
    if marker in parts:
        return PurePosixPath(*parts[parts.index(marker) + 1:]) if parts[-1] != marker else None
    return None


def dropped(dest: str) -> bool:
    """True for a bundle path the desk does not need."""
    path = _parts(dest)
    if path.name.lower() in DROPPED_FILES:
        return True
    if "PySide6" not in path.parts:
        return bool(sys.platform.startswith("linux") and SYSTEM_LIBRARIES.match(path.name))
    if _qt_library_name(dest) in DROPPED_QT_LIBRARIES:
        return True
    plugin = _under(path, "plugins")
    if plugin is not None and plugin.parts:
        if plugin.parts[0] in DROPPED_PLUGIN_FOLDERS or DROPPED_PLUGINS.match(path.name):
            return True
    qml = _under(path, "qml")
    if qml is not None and "cleverdesk" not in path.parts:
        text = qml.as_posix()
        if any(text == folder or text.startswith(folder + "/") for folder in DROPPED_QML):
            return True
        if path.suffix in QML_TOOLING_SUFFIXES:
            return True
    translation = _under(path, "translations")
    if translation is not None and path.suffix == ".qm":
        return not KEPT_QT_TRANSLATIONS.match(path.name)
    return False


def _needed(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file (readelf, from binutils)."""
    result = subprocess.run(["readelf", "-d", "--wide", path], capture_output=True, text=True,
                            check=False)
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout)


def _without_orphans(entries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Linux: drop shared libraries that nothing kept links to any more (the dependencies of
    dropped plugins, e.g. GTK's of the GTK theme). Python extensions, Qt plugins, QML plugins
    and libpython are the roots; the rest stays only if a root needs it, directly or not."""
    libraries = {_parts(dest).name: (dest, src) for dest, src, kind in entries
                 if kind == "BINARY" and ".so" in _parts(dest).name}
    roots = [src for dest, src, kind in entries
             if kind == "EXTENSION" or (kind == "BINARY" and (
                 _under(_parts(dest), "plugins") is not None or _under(_parts(dest), "qml")
                 is not None or _parts(dest).name.startswith("libpython")))]
    reached: set[str] = set()
    todo = list(roots)
    while todo:
        for name in _needed(todo.pop()):
            if name in libraries and name not in reached:
                reached.add(name)
                todo.append(libraries[name][1])
    kept_roots = set(roots)
    return [(dest, src, kind) for dest, src, kind in entries
            if kind != "BINARY" or src in kept_roots or _parts(dest).name in reached
            or ".so" not in _parts(dest).name]


def binaries(entries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    kept = [entry for entry in entries if not dropped(entry[0])]
    if sys.platform.startswith("linux"):
        kept = _without_orphans(kept)
    return kept


def datas(entries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    return [entry for entry in entries if not dropped(entry[0])]


def without_dangling_links(*tocs: list[tuple[str, str, str]]) -> list[list[tuple[str, str, str]]]:
    """The lists without the symlinks whose target was left out. PyInstaller links each Qt
    library it found as a dependency to its copy in PySide6/Qt/lib (typecode SYMLINK, the target
    relative to the link in the source field, kept among the data files); a link to a dropped
    library would dangle in the bundle."""
    present = {_parts(dest).as_posix() for toc in tocs for dest, _, kind in toc
               if kind != "SYMLINK"}

    def target(dest: str, src: str) -> str:
        return posixpath.normpath(posixpath.join(_parts(dest).parent.as_posix(),
                                                 _parts(src).as_posix()))

    return [[(dest, src, kind) for dest, src, kind in toc
             if kind != "SYMLINK" or target(dest, src) in present] for toc in tocs]


def version(root: Path) -> str:
    with open(root / "pyproject.toml", "rb") as file:
        return str(tomllib.load(file)["project"]["version"])
