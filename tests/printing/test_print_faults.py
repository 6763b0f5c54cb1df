"""Printing onto a disk that fills up, and prints too big to make (issue 47, items 1 and 8).

A full disk is made real for the writing process with the file-size limit (``RLIMIT_FSIZE``):
every write past the limit fails with ``EFBIG`` exactly as one past a full disk's end fails with
``ENOSPC``, for any user and on any machine (a small tmpfs needs the right to mount). The PDF
must then fail with its cause named, and the file that was there must stay as it was.
"""

from __future__ import annotations

import contextlib
import resource
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from cleverdesk.printing.pages import PrintError, blank_jobs

GAME = "ganz-schoen-clever"
MAX_COPIES = 24  # the print screen's limit, the command line's too
OLD = b"%PDF-1.4 the sheets printed last week\n%%EOF\n"
LIMIT = 60_000  # bytes: more than the old file, far less than 24 blank sheets (~400 kB)


def _limited() -> None:  # in the child, before it runs the command
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, not kills
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


@contextlib.contextmanager
def full_disk() -> Iterator[None]:
    """This process writes no file past LIMIT bytes while inside."""
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    old_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, old_limit[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, old_limit)
        signal.signal(signal.SIGXFSZ, old_handler)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_the_command_line_says_the_disk_is_full_and_keeps_the_old_pdf(tmp_path: Path) -> None:
    out = tmp_path / "s.pdf"
    out.write_bytes(OLD)
    done = subprocess.run(
        [sys.executable, "-m", "cleverdesk", "print", "--game", GAME, "--blank", "--copies",
         str(MAX_COPIES), "--out", str(out)],
        capture_output=True, text=True, timeout=300, preexec_fn=_limited)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "sheet(s) on" not in done.stdout
    assert str(out) in done.stderr, done.stderr
    assert "the file is larger than the disk or the system allows" in done.stderr  # EFBIG
    assert "Traceback" not in done.stderr
    assert out.read_bytes() == OLD
    assert leftovers(tmp_path) == []


def test_the_print_screen_says_the_disk_is_full_and_keeps_the_old_pdf(
        qapp: QGuiApplication, tmp_path: Path) -> None:
    from cleverdesk.ui.printing.desk import PrintDesk

    printer = PrintDesk(game=None, saves=None)
    out = tmp_path / "s.pdf"
    assert printer.exportPdf(f"blank:{GAME}:1", str(tmp_path / "warm.pdf"), "A4") == 1
    out.write_bytes(OLD)
    with full_disk():  # (every module it needs was imported above: no .pyc is cut short)
        pages = printer.exportPdf(f"blank:{GAME}:{MAX_COPIES}", str(out), "A4")
    assert pages == -1
    assert printer.property("failed")
    message = printer.property("message")
    assert str(out) in message and "larger than the disk or the system allows" in message
    assert "written to" not in message or "could not be written" in message
    assert out.read_bytes() == OLD
    assert leftovers(tmp_path) == []
    # room again: the same print goes through and replaces the old file whole
    assert printer.exportPdf(f"blank:{GAME}:{MAX_COPIES}", str(out), "A4") > 0
    assert out.read_bytes().rstrip().endswith(b"%%EOF") and out.read_bytes() != OLD
    assert leftovers(tmp_path) == []


def test_a_complete_pdf_replaces_the_old_one_with_its_permissions(
        qapp: QGuiApplication, tmp_path: Path) -> None:
    from cleverdesk.printing import write_pdf

    out = tmp_path / "s.pdf"
    out.write_bytes(OLD)
    out.chmod(0o640)
    assert write_pdf(out, blank_jobs(GAME, 2)) == 2
    assert out.read_bytes().startswith(b"%PDF") and out.read_bytes() != OLD
    assert out.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "new.pdf"
    write_pdf(fresh, blank_jobs(GAME, 1))
    assert fresh.stat().st_mode & 0o777 == 0o644
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("copies", ["100000", "25", "0"])
def test_the_command_line_caps_the_copies_as_the_print_screen_does(copies: str,
                                                                  tmp_path: Path) -> None:
    out = tmp_path / "many.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "cleverdesk", "print", "--game", GAME, "--blank", "--copies",
         copies, "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert f"--copies must be between 1 and {MAX_COPIES}" in done.stderr, done.stderr
    assert not out.exists()


def test_the_page_maker_refuses_more_copies_than_the_print_screen_offers(
        qapp: QGuiApplication) -> None:
    from cleverdesk.printing import pages
    from cleverdesk.ui.printing.desk import PrintDesk

    assert PrintDesk(game=None, saves=None).property("maxCopies") == pages.MAX_COPIES == MAX_COPIES
    assert len(blank_jobs(GAME, MAX_COPIES)) == MAX_COPIES
    with pytest.raises(PrintError, match="at most 24 copies"):
        blank_jobs(GAME, MAX_COPIES + 1)


def test_the_usual_causes_are_said_in_the_print_screens_language(qapp: QGuiApplication) -> None:
    import errno
    import os

    from cleverdesk.printing import pages
    from cleverdesk.ui.common import language

    with pytest.raises(PrintError) as full:
        pages._cannot_write(Path("/media/stick/s.pdf"), os.strerror(errno.ENOSPC))
    assert str(full.value) == "The PDF could not be written to /media/stick/s.pdf: the disk is full"
    with pytest.raises(PrintError) as odd:
        pages._cannot_write(Path("/x/s.pdf"), "Input/output error")
    assert str(odd.value).endswith(": Input/output error")  # any other cause as the system says
    language.install("de")
    try:
        assert full.value.words() == ("Das PDF konnte nicht nach /media/stick/s.pdf geschrieben "
                                      "werden: die Festplatte ist voll")
    finally:
        language.install("en")
