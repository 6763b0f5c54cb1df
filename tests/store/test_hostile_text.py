"""Hostile text in saves (issue 33, items 10 and 12): a lone surrogate in a title is a
SaveFileError the desk words, and a path holding a NUL byte is said to be about the path."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cleverdesk.store import SaveFileError, SaveProblem, SaveStore, load_save

from .support import GSC, make_setup, play


def test_a_lone_surrogate_in_a_title_is_a_save_file_error(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 3), limit=5)
    with pytest.raises(SaveFileError) as caught:
        store.save_as(record, "Sonntag \ud83d", state=states[-1])
    assert caught.value.reason == SaveProblem.INVALID
    assert "cannot be written" in caught.value.message
    assert store.list_saves().entries == []  # nothing half written


def test_a_path_with_a_nul_byte_is_said_to_be_about_the_path() -> None:
    with pytest.raises(SaveFileError) as caught:
        load_save("bad\0name.json")
    assert caught.value.reason == SaveProblem.NOT_FOUND
    assert "NUL" in caught.value.message and "\0" not in caught.value.message
    done = subprocess.run([sys.executable, "-c",
                           "import sys; from cleverdesk.cli import main; "
                           "sys.exit(main(['check-save', 'bad\\0name.json']))"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "unexpected ValueError" not in done.stdout and "NUL" in done.stdout
