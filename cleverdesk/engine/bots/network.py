"""The small value network of the learned computer players: features → 128 → 128 → 1.

Evaluated with numpy on one BLAS thread: a decision scores a few dozen candidates at once, far
too little work to gain from threads, and a desk that plays while the window repaints must not
take every core. The thread limits are set before numpy is first imported.

A weights file (``.npz``) holds the six arrays and a JSON header naming the game, the feature set
it was trained on (``FeatureSpec.signature``) and the score scale. Loading weights trained on
another feature set fails with :class:`WeightsMismatch` instead of playing nonsense.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray
from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]

_PINNED: list[object] = []


def pin_blas_to_one_thread() -> None:
    """Once per process: numpy's BLAS on one thread (the environment limits set by the
    package's ``__init__`` only work when nothing imported numpy before it)."""
    if not _PINNED:
        _PINNED.append(threadpool_limits(limits=1, user_api="blas"))

Array = NDArray[np.float32]
LAYERS = ("w1", "b1", "w2", "b2", "w3", "b3")
HIDDEN = 128


class WeightsMismatch(ValueError):
    """The weights were trained for another game or another feature set."""


@dataclass
class ValueNetwork:
    """V(features) ≈ final score / ``scale``."""

    w1: Array
    b1: Array
    w2: Array
    b2: Array
    w3: Array
    b3: Array
    game: str
    signature: str
    scale: float
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        pin_blas_to_one_thread()

    @classmethod
    def fresh(cls, inputs: int, *, game: str, signature: str, scale: float,
              seed: int) -> ValueNetwork:
        """He-initialised weights; the output starts near the mean of a modest game (0.5)."""
        rng = np.random.default_rng(seed)

        def he(rows: int, cols: int) -> Array:
            drawn: Array = rng.standard_normal((rows, cols), dtype=np.float32)
            return drawn * np.float32(np.sqrt(2.0 / rows))

        return cls(
            w1=he(inputs, HIDDEN), b1=np.zeros(HIDDEN, np.float32),
            w2=he(HIDDEN, HIDDEN), b2=np.zeros(HIDDEN, np.float32),
            w3=(he(HIDDEN, 1) * 0.1).astype(np.float32), b3=np.full(1, 0.5, np.float32),
            game=game, signature=signature, scale=scale,
        )

    @property
    def inputs(self) -> int:
        return int(self.w1.shape[0])

    def grown(self, inputs: int, signature: str) -> ValueNetwork:
        """This network for a feature set that adds features after its own: the new inputs get
        zero weights, so every value stays what it was until training gives them a meaning."""
        extra = inputs - self.inputs
        if extra < 0:
            raise ValueError("a network's inputs can only grow")
        w1 = np.concatenate([self.w1, np.zeros((extra, self.w1.shape[1]), np.float32)])
        return ValueNetwork.from_arrays({**self.arrays(), "w1": w1}, game=self.game,
                                        signature=signature, scale=self.scale, meta=self.meta)

    def arrays(self) -> dict[str, Array]:
        return {name: getattr(self, name) for name in LAYERS}

    def values(self, x: Array) -> Array:
        """One value per row of ``x`` (rows of features), in score / ``scale``."""
        h1 = np.maximum(x @ self.w1 + self.b1, np.float32(0.0))
        h2 = np.maximum(h1 @ self.w2 + self.b2, np.float32(0.0))
        out: Array = (h2 @ self.w3 + self.b3)[:, 0]
        return out

    @classmethod
    def from_arrays(cls, arrays: Mapping[str, Array], *, game: str, signature: str,
                    scale: float, meta: dict[str, Any] | None = None) -> ValueNetwork:
        return cls(w1=arrays["w1"], b1=arrays["b1"], w2=arrays["w2"], b2=arrays["b2"],
                   w3=arrays["w3"], b3=arrays["b3"], game=game, signature=signature,
                   scale=scale, meta=dict(meta or {}))

    def forward_with_cache(self, x: Array) -> tuple[Array, tuple[Array, Array, Array]]:
        z1 = x @ self.w1 + self.b1
        h1 = np.maximum(z1, 0.0)
        z2 = h1 @ self.w2 + self.b2
        h2 = np.maximum(z2, 0.0)
        out: Array = (h2 @ self.w3 + self.b3)[:, 0]
        return out, (x, h1, h2)

    def gradients(self, x: Array, target: Array) -> tuple[float, dict[str, Array]]:
        """Mean squared error of a batch against ``target`` and its gradient per array."""
        out, (x_, h1, h2) = self.forward_with_cache(x)
        n = x.shape[0]
        err = (out - target).astype(np.float32)
        d_out = (2.0 / n) * err[:, None]
        g_w3 = h2.T @ d_out
        g_b3 = d_out.sum(axis=0)
        d_h2 = (d_out @ self.w3.T) * (h2 > 0)
        g_w2 = h1.T @ d_h2
        g_b2 = d_h2.sum(axis=0)
        d_h1 = (d_h2 @ self.w2.T) * (h1 > 0)
        g_w1 = x_.T @ d_h1
        g_b1 = d_h1.sum(axis=0)
        grads = {"w1": g_w1, "b1": g_b1, "w2": g_w2, "b2": g_b2, "w3": g_w3, "b3": g_b3}
        return float(np.mean(err * err)), {k: g.astype(np.float32) for k, g in grads.items()}

    # ------------------------------------------------------------------ files
    def header(self) -> dict[str, Any]:
        return {"game": self.game, "signature": self.signature, "scale": self.scale,
                "inputs": self.inputs, **self.meta}

    def to_bytes(self) -> bytes:
        buffer = io.BytesIO()
        header = np.frombuffer(json.dumps(self.header(), sort_keys=True).encode(), np.uint8)
        arrays: dict[str, Any] = dict(self.arrays())
        np.savez_compressed(buffer, header=header, **arrays)
        return buffer.getvalue()

    def save(self, path: Path) -> None:
        """Write atomically: a half-written weights file must never replace a good one."""
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch = path.with_name(path.name + ".tmp")
        scratch.write_bytes(self.to_bytes())
        os.replace(scratch, path)

    @classmethod
    def from_bytes(cls, data: bytes) -> ValueNetwork:
        with np.load(io.BytesIO(data)) as npz:
            header = json.loads(bytes(npz["header"]).decode())
            arrays = {name: npz[name].astype(np.float32) for name in LAYERS}
        meta = {k: v for k, v in header.items()
                if k not in ("game", "signature", "scale", "inputs")}
        return cls.from_arrays(arrays, game=header["game"], signature=header["signature"],
                               scale=float(header["scale"]), meta=meta)

    @classmethod
    def load(cls, path: Path, *, game: str, signature: str) -> ValueNetwork:
        net = cls.from_bytes(path.read_bytes())
        if net.game != game:
            raise WeightsMismatch(f"{path.name} holds weights for {net.game!r}, not {game!r}")
        if net.signature != signature:
            raise WeightsMismatch(
                f"{path.name} was trained on feature set {net.signature}, but this version of "
                f"cleverdesk computes feature set {signature}: retrain or use matching weights")
        return net
