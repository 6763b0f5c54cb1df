"""Challenge codes: a solo game (game, seed, rules readings) in a few characters to pass on.

Two people who start a game from the same code meet the same dice wherever they throw the same
die at the same place in the game (``dice.py``: a face is a pure function of the seed and the
place). A code is read aloud, written on paper and typed again, so it is short and forgiving:

* **the alphabet** is Crockford's base 32 without ``S`` (31 symbols, a prime): digits and
  capitals without ``I``, ``L``, ``O``, ``U`` and ``S``. Typing is lenient: lower case is upper
  case, ``O`` is ``0``, ``I`` and ``L`` are ``1``, ``S`` is ``5``; spaces and hyphens are
  ignored (codes are shown in groups of three: ``1K4-7QX-D2M``).
* **the check character** is the last one: the code's values weighted by their position
  (1, 2, 3 …) sum to a multiple of 31. Over a prime every weight is invertible, so any single
  wrong character changes the sum, and two neighbours swapped change it by their difference
  (their weights differ by one): every single typo and every swap of neighbours is caught.
* **the version** is the first character, and the check is the same for every version: a code
  made by a newer cleverdesk passes the check here and is refused *as newer*, by name, not
  mistaken for a typo.

Version 1: ``version · payload · check`` where the payload is the number
``(game × readings + reading) × seeds + seed`` in base 31, 7 characters for the seeds a desk
draws (below 2³¹: 9 characters in all) or 9 for any seed the new-game screen takes (below 10¹²:
11 characters). Game numbers are fixed forever (``CODE_GAMES``); six are room for the four games
and two more, which this version calls unknown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from cleverdesk.catalogue import code_games

from .readings import READINGS

ALPHABET = "0123456789ABCDEFGHJKMNPQRTVWXYZ"
BASE = len(ALPHABET)  # 31, a prime: what makes the check catch every single typo and swap
ALIASES = {"O": "0", "I": "1", "L": "1", "S": "5"}
IGNORED = frozenset(" -_\t\u00a0\u2010\u2011\u2012\u2013\u2014")
VERSION = 1
# The game numbers of every version, by the catalogue's code_number: never renumber (codes in
# the wild name them).
CODE_GAMES = code_games()
GAME_SLOTS = 6
# Payload characters -> the seeds that many hold (the shortest that fits is written).
LAYOUTS: dict[int, int] = {7: 2**31, 9: 10**12}
MAX_LENGTH = BASE - 1  # weights 1…30 stay distinct and invertible modulo 31
_VALUES = {symbol: value for value, symbol in enumerate(ALPHABET)}

assert all(GAME_SLOTS * len(READINGS) * seeds <= BASE**length
           for length, seeds in LAYOUTS.items())


class CodeProblem(StrEnum):
    """Why a code is refused; the desk words each one."""

    EMPTY = "empty"  # nothing typed
    MISTYPED = "mistyped"  # a character that is no code's, a wrong length, a failed check
    NEWER = "newer"  # made by a newer cleverdesk: this one cannot read it
    UNKNOWN_GAME = "unknown_game"  # a game this cleverdesk does not have


class BadCode(ValueError):
    def __init__(self, problem: CodeProblem, detail: str) -> None:
        self.problem = problem
        self.detail = detail
        super().__init__(f"{problem.value}: {detail}")


class NoCode(ValueError):
    """This game cannot have a code (another game family, a seed out of range, real dice)."""


@dataclass(frozen=True)
class Challenge:
    """A solo game a code stands for."""

    game: str
    seed: int
    readings: str = "ours"


def code_reason(game: str, seed: int, readings: str = "ours") -> str:
    """Why (game, seed, readings) has no code: "game" (not one of the Clever games), "seed"
    (below 0 or 10¹² and above) or "readings" (unknown readings); "" when it has one."""
    if game not in CODE_GAMES:
        return "game"
    if readings not in READINGS:
        return "readings"
    if not 0 <= seed < max(LAYOUTS.values()):
        return "seed"
    return ""


def _check_value(values: list[int]) -> int:
    """The check value that makes ``sum((i + 1) * v)`` over every value a multiple of BASE."""
    position = len(values) + 1  # the check character's own weight
    total = sum((i + 1) * v for i, v in enumerate(values)) % BASE
    return (-total * pow(position, -1, BASE)) % BASE


def _digits(number: int, length: int) -> list[int]:
    out = []
    for _ in range(length):
        number, digit = divmod(number, BASE)
        out.append(digit)
    return out[::-1]


def encode(challenge: Challenge) -> str:
    """The code of ``challenge`` (without group hyphens); raises :class:`NoCode`."""
    reason = code_reason(challenge.game, challenge.seed, challenge.readings)
    if reason:
        raise NoCode(f"no challenge code for {challenge.game} seed {challenge.seed} "
                     f"({challenge.readings}): {reason}")
    length, seeds = next((n, s) for n, s in sorted(LAYOUTS.items()) if challenge.seed < s)
    number = ((CODE_GAMES.index(challenge.game) * len(READINGS)
               + READINGS.index(challenge.readings)) * seeds + challenge.seed)
    values = [VERSION, *_digits(number, length)]
    values.append(_check_value(values))
    return "".join(ALPHABET[v] for v in values)


def grouped(code: str) -> str:
    """``1K47QXD2M`` -> ``1K4-7QX-D2M``: groups of three, easy to read aloud."""
    return "-".join(code[i:i + 3] for i in range(0, len(code), 3))


def normalized(text: str) -> str:
    """What was typed, as code characters: upper case, aliases resolved, separators gone;
    characters that are no code's are kept (``decode`` names them)."""
    out = []
    for char in text.strip().upper():
        if char in IGNORED:
            continue
        out.append(ALIASES.get(char, char))
    return "".join(out)


def decode(text: str, known_games: tuple[str, ...] | None = None) -> Challenge:
    """The game a typed code stands for; raises :class:`BadCode` saying why not.

    The check comes first (a typo in the version character is a typo, not a newer version);
    then the version; then the layout of this version. ``known_games``: the games this
    installation has (default: every game of the codes)."""
    code = normalized(text)
    if not code:
        raise BadCode(CodeProblem.EMPTY, "no code was given")
    strange = sorted({c for c in code if c not in _VALUES})
    if strange:
        raise BadCode(CodeProblem.MISTYPED,
                      f"{''.join(strange)!r} is not used in challenge codes")
    if not 3 <= len(code) <= MAX_LENGTH:
        raise BadCode(CodeProblem.MISTYPED, f"a code of {len(code)} characters cannot be right")
    values = [_VALUES[c] for c in code]
    if sum((i + 1) * v for i, v in enumerate(values)) % BASE:
        raise BadCode(CodeProblem.MISTYPED, "the check character does not match")
    version = values[0]
    if version > VERSION:
        raise BadCode(CodeProblem.NEWER, f"the code is of version {version}; this cleverdesk "
                                         f"reads codes up to version {VERSION}")
    payload = values[1:-1]
    if version < 1 or len(payload) not in LAYOUTS:
        raise BadCode(CodeProblem.MISTYPED, f"a code of {len(code)} characters cannot be right")
    number = 0
    for value in payload:
        number = number * BASE + value
    rest, seed = divmod(number, LAYOUTS[len(payload)])
    game_number, reading = divmod(rest, len(READINGS))
    games = CODE_GAMES if known_games is None else known_games
    if game_number >= len(CODE_GAMES) or CODE_GAMES[game_number] not in games:
        raise BadCode(CodeProblem.UNKNOWN_GAME,
                      f"game number {game_number} is not a game of this cleverdesk")
    return Challenge(CODE_GAMES[game_number], seed, READINGS[reading])


def challenge_of(setup: object, readings: str = "ours") -> Challenge | None:
    """The challenge of a game's setup (a ``GameSetup``), or None when it has no code: a game
    of more than one seat, real dice (issue 45), another game family, a seed out of range."""
    players = getattr(setup, "players", ())
    game, seed = getattr(setup, "game", ""), getattr(setup, "seed", -1)
    if len(players) != 1 or getattr(setup, "real_dice", False):
        return None
    if code_reason(game, seed, readings):
        return None
    return Challenge(game, seed, readings)
