"""Where the learned players' weights ship (no numpy here: the desk asks before it plays)."""

from __future__ import annotations

from pathlib import Path

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"

# Weights other than the shipped ones, per game, for this process only: `sim --weights` measures
# a network from a training folder (one trained for the strict readings) without shipping it.
_OTHER_WEIGHTS: dict[str, Path] = {}


def weights_path(game: str) -> Path:
    return _OTHER_WEIGHTS.get(game, WEIGHTS_DIR / f"{game}.npz")


def coach_weights_path(game: str) -> Path | None:
    """The coach's network of ``game`` (``weights/<game>.coach.npz``): the values that advise a
    person, the hints and the Review. None while other weights are in use for ``game``: a
    network measured with ``--weights`` then advises too."""
    if game in _OTHER_WEIGHTS:
        return None
    return WEIGHTS_DIR / f"{game}.coach.npz"


def use_weights(game: str, path: Path | None) -> Path | None:
    """Play ``game`` with the weights in ``path`` in this process (None: the shipped ones again);
    returns the other file that was in use before, if any. The caller forgets networks already
    loaded (``learned.shipped_network.cache_clear()``)."""
    before = _OTHER_WEIGHTS.pop(game, None)
    if path is not None:
        _OTHER_WEIGHTS[game] = path
    return before


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
