"""packaging/measure_startup.py reads the start-up figures a program prints."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _measure_startup():
    spec = importlib.util.spec_from_file_location("measure_startup",
                                                  ROOT / "packaging" / "measure_startup.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_desks_figures_are_not_taken_from_the_bare_window_lines() -> None:
    """From the venv the desk also prints the bare window's figures and the ratios (a frozen
    bundle does not): the venv's start-up must be read as 4245 ms, not as the ratio 4.91."""
    printed = ("first_frame_ms=4245\nprocess_ms=4439\nbare_first_frame_ms=865\n"
               "ratio_first_frame_ms=4.91\nbare_process_ms=1073\nratio_process_ms=4.14\n")
    assert _measure_startup().reported(printed) == {"first_frame_ms": 4245.0,
                                                    "process_ms": 4439.0}
    assert _measure_startup().reported("process_ms=3889\nfirst_frame_ms=3008\n") == {
        "first_frame_ms": 3008.0, "process_ms": 3889.0}
