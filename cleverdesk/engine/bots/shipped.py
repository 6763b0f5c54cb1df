"""Where the learned players' weights ship (no numpy here: the desk asks before it plays)."""

from __future__ import annotations

from pathlib import Path

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"


def weights_path(game: str) -> Path:
    return WEIGHTS_DIR / f"{game}.npz"


def has_weights(game: str) -> bool:
    return weights_path(game).is_file()


def level_means(game: str) -> dict[str, float]:
    """The solo mean measured for each level of ``game`` (``weights/levels.json``), read without
    numpy or the engine: the new-game screen shows them before anything heavy is imported."""
    import json

    path = WEIGHTS_DIR / "levels.json"
    if not path.is_file():
        return {}
    levels = json.loads(path.read_text(encoding="utf-8")).get(game, {}).get("levels", {})
    return {level: float(entry["mean"]) for level, entry in levels.items()
            if entry.get("mean") is not None}
