"""The deterministic dice oracle.

A die's face is a pure function of the game's seed and *where in the game* the throw happens
(round, turn, roll number, reroll number, die), never the next value of a shared random stream.
Undoing a pick and choosing another die therefore meets the very same later throws: nobody can
fish for dice by undoing.
"""

from __future__ import annotations

import hashlib

_FACES = 6


def _digest(*parts: object) -> int:
    text = "|".join(str(part) for part in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def face(seed: int, *where: object) -> int:
    """The face (1–6) of one die thrown at the place in the game named by ``where``.

    ``where`` is, for example, ``(round, turn, "active", roll, reroll, die)``; every distinct key
    gives an independent, uniformly distributed face.
    """
    return _digest(seed, "face", *where) % _FACES + 1


def tiebreak(seed: int, *where: object) -> int:
    """A seeded number used to order otherwise equal things (e.g. equal faces in solo)."""
    return _digest(seed, "tiebreak", *where)


def choose_index(seed: int, count: int, *where: object) -> int:
    """A seeded choice among ``count`` things (e.g. the first player)."""
    if count <= 0:
        raise ValueError("count must be positive")
    return _digest(seed, "choose", *where) % count
