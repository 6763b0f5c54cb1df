"""Every cleverdesk process on Windows holds the named mutex its installer and uninstaller look
for before they change a file (cleverdesk/running.py, packaging/windows/installer.nsi)."""

import re
from pathlib import Path

import pytest

from cleverdesk import cli, running

ROOT = Path(__file__).resolve().parents[1]


class FakeKernel32:
    def __init__(self, handle: int) -> None:
        self.handle = handle
        self.calls: list[tuple[object, ...]] = []

    def CreateMutexW(self, *args: object) -> int:  # Windows' name
        self.calls.append(args)
        return self.handle


@pytest.fixture(autouse=True)
def nothing_held(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(running, "_held", [])


def test_windows_creates_the_named_mutex_once_and_keeps_it() -> None:
    kernel32 = FakeKernel32(handle=1234)
    assert running.hold_running_mutex("win32", kernel32) == 1234
    assert running.hold_running_mutex("win32", kernel32) == 1234
    assert kernel32.calls == [(None, False, running.MUTEX_NAME)]  # not owned: several may run


def test_other_systems_hold_nothing_and_a_failure_does_not_stop_the_program() -> None:
    assert running.hold_running_mutex("linux", FakeKernel32(handle=1)) is None
    assert running.hold_running_mutex("win32", FakeKernel32(handle=0)) is None


def test_every_command_holds_it_first(monkeypatch: pytest.MonkeyPatch) -> None:
    held: list[bool] = []
    monkeypatch.setattr(cli, "hold_running_mutex", lambda: held.append(True))
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    assert held == [True]


def test_the_installer_and_the_uninstaller_look_for_the_same_name() -> None:
    script = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
    names = set(re.findall(r'!define RUNNING_MUTEX "([^"]+)"', script))
    assert names == {running.MUTEX_NAME}
    # the installer's .onInit and the uninstaller's un.onInit both call the check
    for function in ("Function .onInit", "Function un.onInit"):
        body = script.split(function, 1)[1].split("FunctionEnd", 1)[0]
        assert "CloseRunningCleverdesk" in body, function
