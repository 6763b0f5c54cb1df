"""Starting the desk where no window can open says what is missing, in plain words."""

import os
import subprocess
import sys
from pathlib import Path

from cleverdesk.ui.app.display_check import missing_display

ROOT = Path(__file__).resolve().parents[3]


def found(_: str) -> str:
    return "libxcb-cursor.so.0"


def absent(_: str) -> None:
    return None


def test_no_display_and_no_platform_names_both_variables() -> None:
    problem = missing_display({}, find_library=found, platform="linux")
    assert "DISPLAY" in problem and "WAYLAND_DISPLAY" in problem
    assert "QT_QPA_PLATFORM=offscreen" in problem


def test_a_display_or_a_chosen_platform_is_enough() -> None:
    assert missing_display({"DISPLAY": ":0"}, find_library=found, platform="linux") == ""
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}, find_library=absent,
                           platform="linux") == ""
    assert missing_display({"QT_QPA_PLATFORM": "offscreen"}, find_library=absent,
                           platform="linux") == ""
    assert missing_display({}, ["-platform", "offscreen"], find_library=absent,
                           platform="linux") == ""
    assert missing_display({}, find_library=absent, platform="win32") == ""


def test_x11_without_libxcb_cursor_names_the_package() -> None:
    for environ in ({"DISPLAY": ":0"}, {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}):
        problem = missing_display(environ, find_library=absent, platform="linux")
        assert "libxcb-cursor0" in problem and "apt-get install" in problem


def test_make_run_without_a_display_says_so_instead_of_aborting() -> None:
    environ = {key: value for key, value in os.environ.items()
               if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "cleverdesk"], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "no display" in done.stderr
    assert "could not load the Qt platform plugin" not in done.stderr


def test_ci_and_readme_list_libxcb_cursor() -> None:
    """The desk's set-up installs libxcb-cursor0: the package list's "run" group, which the
    Makefile's make run and make test and .ci/run install (packaging/debian-packages.txt)."""
    listed = subprocess.run(["bash", str(ROOT / "packaging" / "system-packages.sh"), "--list",
                             "run"], capture_output=True, text=True, check=True).stdout.split()
    assert "libxcb-cursor0" in listed
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--quiet run\n" in makefile and "--quiet run test\n" in makefile
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging/system-packages.sh run " in ci
    assert "packaging/debian-packages.txt" in (ROOT / "README.md").read_text(encoding="utf-8")
