"""The import contracts of .importlinter hold (lint-imports, also run by `make lint`): the
layers (no arrow back up: cleverdesk.printing once imported the desk's start-up module for
its fonts), the Qt-free core, the ui's shared helpers below its screens and the store's modules
without import circles."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_import_contract_is_kept() -> None:
    lint_imports = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_the_contracts_name_the_layers_and_the_qt_free_core() -> None:
    config = (ROOT / ".importlinter").read_text(encoding="utf-8")
    for contract in ("type = layers", "cleverdesk.engine\n", "forbidden_modules =\n    PySide6",
                     "source_modules =\n    cleverdesk.ui.common",
                     "type = acyclic_siblings\nancestors =\n    cleverdesk.store"):
        assert contract in config
