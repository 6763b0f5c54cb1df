"""The autosave writer waits until the moves pause (the move's frame is drawn first), writes only
the newest job, never waits longer than its limit, and writes at once when flushed."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from cleverdesk.store import SaveFileError
from cleverdesk.ui.saves.autosave_writer import AutosaveWriter
from tests.patience import seconds

# Every time here is a lower bound (the writer waits at least so long) or a generous, scaled
# upper one: a busy machine only makes the writer later, and a "pause" of the submits a test
# means never happens by accident (a sleep of 20 ms took longer than 0.2 s there).
NEVER = 3600.0  # a quiet time no test reaches: only max_wait or a flush writes


def _writer(quiet: float, max_wait: float) -> tuple[AutosaveWriter, list[tuple[str, float]]]:
    errors: list[SaveFileError] = []
    return AutosaveWriter(errors.append, quiet=quiet, max_wait=max_wait), []


def _job(written: list[tuple[str, float]], name: str,
         done: threading.Event | None = None) -> Callable[[], None]:
    def job() -> None:
        written.append((name, time.monotonic()))
        if done is not None:
            done.set()
    return job


def test_a_job_is_written_once_the_submits_pause() -> None:
    writer, written = _writer(quiet=0.2, max_wait=5.0)
    done = threading.Event()
    submitted = time.monotonic()
    writer.submit(_job(written, "a", done))
    assert done.wait(seconds(60))
    assert [name for name, _ in written] == ["a"]
    assert written[0][1] - submitted >= 0.15  # not inside the move's frame


def test_only_the_newest_of_quick_jobs_is_written() -> None:
    writer, written = _writer(quiet=NEVER, max_wait=NEVER)
    done = threading.Event()
    for name in "abc":  # nothing is due before the flush: no pause between them is needed
        writer.submit(_job(written, name, done if name == "c" else None))
    assert writer.flush(seconds(60))
    assert done.is_set()
    assert [name for name, _ in written] == ["c"]


def test_jobs_in_quick_succession_are_written_within_the_limit() -> None:
    writer, written = _writer(quiet=NEVER, max_wait=0.4)  # the moves never pause
    started = time.monotonic()
    while len(written) < 2 and time.monotonic() - started < seconds(120):
        writer.submit(_job(written, "move"))
        time.sleep(0.02)
    writer.submit(_job(written, "move"))  # the last move, written by the flush
    assert writer.flush(seconds(60))
    first = written[0][1] - started
    assert 0.4 <= first <= 0.4 + seconds(10.0), first  # within the limit, not at the first
    assert written[1][1] - written[0][1] >= 0.35  # about every 0.4 s …
    assert len(written) >= 3  # … and the last one on flush


def test_flush_writes_at_once() -> None:
    writer, written = _writer(quiet=NEVER, max_wait=NEVER)
    writer.submit(_job(written, "a"))
    started = time.monotonic()
    assert writer.flush(seconds(60))
    assert [name for name, _ in written] == ["a"]
    assert time.monotonic() - started < seconds(60)  # not the hour it would wait


def test_a_desk_that_goes_writes_what_is_pending(qapp: object) -> None:
    """A tool's or a test's desk closes without quitting: the autosave still pending (the writer
    waits for a pause) is written when the desk's Saves object goes, not after."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from cleverdesk.ui.saves.desk import Saves

    saves = Saves()
    saves.writer._quiet = saves.writer._max_wait = 60.0  # would wait a minute
    written: list[tuple[str, float]] = []
    saves.writer.submit(_job(written, "last move"))
    saves.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert [name for name, _ in written] == ["last move"]
