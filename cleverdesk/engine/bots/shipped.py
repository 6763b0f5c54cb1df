"""Where the learned players' weights ship (no numpy here: the desk asks before it plays)."""

from __future__ import annotations

from pathlib import Path

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"


def weights_path(game: str) -> Path:
    return WEIGHTS_DIR / f"{game}.npz"


def has_weights(game: str) -> bool:
    return weights_path(game).is_file()
