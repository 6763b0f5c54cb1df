"""A process killed (SIGKILL) in the middle of saving never leaves a broken save behind: the
file on disk is always the last complete save, or the one being written when the kill came."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cleverdesk.store import DATA_DIR_ENV, SaveStore

from .support import make_setup, play

ROOT = Path(__file__).resolve().parents[2]
SESSION = "feedc0de" * 4

# The child saves a six-player game again and again, one move longer each time (wrapping round),
# and prints the move count after each save is complete.
CHILD = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from cleverdesk.engine import GameRecord
from cleverdesk.store import SaveStore
from tests.store.support import make_setup, play

record, states = play(make_setup("ganz-schoen-clever", 6, 31), seed=31)
store = SaveStore()
count = int(sys.argv[1])
while True:
    store.autosave(GameRecord(setup=record.setup, moves=record.moves[:count]),
                   session={SESSION!r}, state=states[count])
    print(count, flush=True)
    count = (count + 1) % len(states)
"""

KILLS = 20


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_sigkill_during_saves_always_leaves_the_last_complete_save(data_dir: Path) -> None:
    rng = random.Random(7)
    env = dict(os.environ, **{DATA_DIR_ENV: str(data_dir)})
    store = SaveStore(data_dir)
    length = len(play(make_setup("ganz-schoen-clever", 6, 31), seed=31)[1])
    start = 0
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(start)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        try:
            first = child.stdout.readline()
            assert first.strip().isdigit(), child.stderr.read()
            time.sleep(rng.uniform(0.0, 0.08))
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        assert child.returncode == -signal.SIGKILL
        lines = [first, *child.stdout.read().splitlines(keepends=True)]
        child.stdout.close()
        child.stderr.close()
        acknowledged = [int(line) for line in lines if line.endswith("\n")]
        last = acknowledged[-1]

        loaded = store.open_autosave(SESSION)  # must load: never half a file
        # the last acknowledged save, or the next one if the kill came between its rename and
        # its acknowledgement
        assert loaded.info.move_count in (last, (last + 1) % length), (loaded.info, last)
        assert store.list_autosaves().problems == []
        assert [e.session for e in store.list_autosaves().entries] == [SESSION]
        start = loaded.info.move_count

    # whatever the kills left behind in temporary files is swept, the save stays
    store.sweep_temp_files(older_than=0)
    assert [p.name for p in store.autosave_dir.iterdir()] == [f"{SESSION}.json"]
    assert not store.damaged_dir.exists()
