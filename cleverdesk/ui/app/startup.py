"""Start-up figures: how old the process is, and a bare PySide6 QML window to compare with.

``--benchmark-startup`` prints the desk's first frame measured two ways — ``first_frame_ms``
from the moment ``cleverdesk.cli`` was imported, ``process_ms`` from the moment the kernel
started the process (interpreter start-up included) — and then the same two figures of a bare
QML window (an ``ApplicationWindow`` with one text, nothing of ours imported) started as a fresh
process in the same run, so both meet the same machine load.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

# The bare window: the least a PySide6 QML program does before its first frame. It measures
# itself the way the desk does (``process_age_ms`` is repeated inside: it imports nothing of ours).
_BARE_WINDOW = r'''
import time
started = time.perf_counter()
import os, sys
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
import PySide6.QtQuick

def process_age_ms():
    try:
        with open("/proc/self/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - start) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return None

app = QGuiApplication(sys.argv)
engine = QQmlApplicationEngine()
engine.loadData(b"import QtQuick\nimport QtQuick.Controls\n"
                b"ApplicationWindow { width: 1280; height: 800; visible: true; "
                b"Text { text: 'cleverdesk' } }")
window = engine.rootObjects()[0]
shown = []
def first_frame():
    if not shown:
        shown.append((time.perf_counter(), process_age_ms()))
        app.quit()
window.frameSwapped.connect(first_frame)
app.exec()
at, age = shown[0]
print(f"first_frame_ms={(at - started) * 1000:.0f}")
if age is not None:
    print(f"process_ms={age:.0f}")
'''


def process_age_ms() -> float | None:
    """Milliseconds since the kernel started this process (Linux; None elsewhere).

    /proc/self/stat gives the start in clock ticks since boot (10 ms steps), the boot-time
    clock the present moment on the same scale.
    """
    try:
        with open("/proc/self/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - start) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def bare_window_figures() -> dict[str, float]:
    """``first_frame_ms`` and ``process_ms`` of a bare QML window in a fresh process."""
    env = dict(os.environ)
    done = subprocess.run([sys.executable, "-c", _BARE_WINDOW], env=env, capture_output=True,
                          text=True, timeout=120)
    figures: dict[str, float] = {}
    for line in done.stdout.split():
        name, _, value = line.partition("=")
        try:
            figures[name] = float(value)
        except ValueError:
            continue
    return figures


def report(first_frame_ms: float, process_ms: float | None) -> list[str]:
    """The lines ``--benchmark-startup`` prints: the desk, the bare window, their ratios."""
    lines = [f"first_frame_ms={first_frame_ms:.0f}"]
    if process_ms is not None:
        lines.append(f"process_ms={process_ms:.0f}")
    # A frozen build (the double-clickable bundle) has no Python to run a bare window with:
    # its executable is the desk, not an interpreter that takes -c.
    bare = {} if getattr(sys, "frozen", False) else bare_window_figures()
    for name, desk in (("first_frame_ms", first_frame_ms), ("process_ms", process_ms)):
        if name in bare and desk is not None:
            lines.append(f"bare_{name}={bare[name]:.0f}")
            lines.append(f"ratio_{name}={desk / max(bare[name], 1.0):.2f}")
    return lines
