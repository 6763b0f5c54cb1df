"""The desk started in a real X11 window (Xvfb) says nothing on stderr: no libpyside
"Failed to disconnect" warning (the threaded render loop of a real display emitted the first
frame's signal twice before its handler had disconnected itself), and the game services load
after the first frame as offscreen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r"""
import sys
from PySide6.QtCore import QTimer
from cleverdesk.ui.app.app import create_engine, make_application

app = make_application([])
engine = create_engine()
window = engine.rootObjects()[0]
frames = []
window.frameSwapped.connect(lambda: frames.append(1))

def check():
    if window.property("servicesReady") and len(frames) >= 3:
        print("services ready after", len(frames), "frames")
        app.quit()
    else:
        window.update()  # more frames: the race needs two in a row

timer = QTimer()
timer.timeout.connect(check)
timer.start(50)
QTimer.singleShot(20_000, app.quit)
app.exec()
print("ok" if window.property("servicesReady") else "no services")
"""


def test_a_start_in_an_x11_window_warns_of_nothing(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "QT_QUICK_BACKEND")}
    env["CLEVERDESK_DATA_DIR"] = str(tmp_path)
    env["PYTHONWARNINGS"] = "always"
    for _ in range(3):  # a race: give it three starts to show
        done = subprocess.run(["xvfb-run", "-a", sys.executable, "-c", SCRIPT], env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip().endswith("ok"), done.stdout + done.stderr
        assert "Failed to disconnect" not in done.stderr, done.stderr
        assert "Warning" not in done.stderr, done.stderr
