"""The deterministic dice oracle.

A die's face is a pure function of the game's seed and *where in the game* the throw happens
(round, turn, roll number, reroll number, die), never the next value of a shared random stream.
Undoing a pick and choosing another die therefore meets the very same later throws: nobody can
fish for dice by undoing. A game played with real dice (issue 45) keeps the faces the table
entered under the same places (:func:`place`), and the engine takes them instead.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

_FACES = 6


def _digest(seed: int, kind: str, *parts: object) -> int:
    """The hash of the text ``seed|kind|part|part…``, with the hasher of ``seed|kind|`` made
    once per seed and copied (the same digest as hashing the whole text)."""
    if not parts:
        return int.from_bytes(hashlib.blake2b(f"{seed!s}|{kind}".encode(),
                                              digest_size=8).digest(), "big")
    hasher = _prefixed(seed, kind).copy()
    hasher.update("|".join(map(str, parts)).encode())
    return int.from_bytes(hasher.digest(), "big")


@lru_cache(maxsize=64)
def _prefixed(seed: int, kind: str) -> hashlib.blake2b:
    return hashlib.blake2b(f"{seed!s}|{kind}|".encode(), digest_size=8)


# A bot that tries every move of a roll meets the same next throw once per move: remember the
# faces of the latest throws instead of hashing them again.
@lru_cache(maxsize=4096)
def face(seed: int, *where: object) -> int:
    """The face (1–6) of one die thrown at the place in the game named by ``where``.

    ``where`` is, for example, ``(round, turn, "active", roll, reroll, die)``; every distinct key
    gives an independent, uniformly distributed face.
    """
    return _digest(seed, "face", *where) % _FACES + 1


def _per_die(seed: int, kind: str, dice: tuple[str, ...], where: tuple[object, ...],
             faces: bool = False) -> list[int]:
    """``_digest(seed, kind, *where, die)`` of each die (with ``faces``, the face that number
    gives), with the text they share hashed once (a throw of six dice costs little more than
    one)."""
    shared = _prefixed(seed, kind).copy()
    shared.update(("%s|" * len(where) % where).encode())  # (``str`` of each part, as a join)
    copy, from_bytes = shared.copy, int.from_bytes
    numbers = []
    for name in _encoded(dice):
        hasher = copy()
        hasher.update(name)
        number = from_bytes(hasher.digest(), "big")
        numbers.append(number % _FACES + 1 if faces else number)
    return numbers


@lru_cache(maxsize=64)
def _encoded(dice: tuple[str, ...]) -> tuple[bytes, ...]:
    """The names of the dice as the bytes hashed (a game throws the same few sets of dice)."""
    return tuple(die.encode() for die in dice)


@lru_cache(maxsize=4096)
def faces(seed: int, dice: tuple[str, ...], *where: object) -> tuple[int, ...]:
    """The faces of several dice thrown at one place: ``face(seed, *where, die)`` of each die."""
    return tuple(_per_die(seed, "face", dice, where, faces=True))


@lru_cache(maxsize=1024)
def tiebreak(seed: int, *where: object) -> int:
    """A seeded number used to order otherwise equal things (e.g. equal faces in solo)."""
    return _digest(seed, "tiebreak", *where)


@lru_cache(maxsize=1024)
def tiebreaks(seed: int, dice: tuple[str, ...], *where: object) -> tuple[int, ...]:
    """``tiebreak(seed, *where, die)`` of each die (the solo passive roll orders every die by
    it, and a game may order them again)."""
    return tuple(_per_die(seed, "tiebreak", dice, where))


def place(*where: object) -> str:
    """The name of a place in the game where dice are thrown (the ``where`` of :func:`faces`),
    e.g. ``"2/0/active/1/0"``: the key of a throw of real dice in a game's record."""
    return "/".join(map(str, where))


def choose_index(seed: int, count: int, *where: object) -> int:
    """A seeded choice among ``count`` things (e.g. the first player)."""
    if count <= 0:
        raise ValueError("count must be positive")
    return _digest(seed, "choose", *where) % count
