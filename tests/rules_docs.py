"""The rules files of docs/rules and the citations of them in the code, read for the tests.

``read_rules`` lists a rules file's numbered sections and its rulings; ``citation_problems``
finds, in the text of one source file, every citation that points nowhere. The convention it
checks is the one docs/rules/README.md states:

* a section is cited as ``§2.3`` (or, in SET Cubed's older code, ``Section 2``), a ruling by its
  id as it stands in the rules file's rulings table (``R17``, ``D6``, ``R3b``);
* the game a citation belongs to is, in this order: the last game named before it on the same
  line (a path ``docs/rules/<game>.md`` or the game's German title); the game of the file it is
  in (the one game its path names: ``clever_hoch_drei``, ``c3``, ``RulesCleverCubed`` …; for a
  path naming none, the one game its first line names, as a test module's summary does); for a
  ruling, the one game whose rulings use its letter (D: Doppelt so clever). Otherwise a section
  must exist in all four Clever games (their files share one numbering), and a ruling is an
  error: it has to say its game;
* ``§`` after "issue N" or "GLOSSARY" cites an issue or the glossary, not a rules file;
* a path ``docs/….md`` must exist; ``docs/architecture.md, property N`` must name one of its
  numbered properties; the team's files outside the repository (the shared rules folder, the
  design notes) may no longer be cited.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_DIR = ROOT / "docs" / "rules"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever",
         "set-cubed")
CLEVER_GAMES = GAMES[:4]

# what a file's name or folder says about its game: whole names (with "_" and "-" dropped, so
# that clever_hoch_drei, clever-hoch-drei and CleverHochDrei agree) and the code's abbreviations
# (only as a whole word of the path)
_NAMES = {
    "ganz-schoen-clever": ("ganzschoenclever", "prettyclever"),
    "doppelt-so-clever": ("doppeltsoclever", "twiceasclever"),
    "clever-hoch-drei": ("cleverhochdrei", "clevercubed"),
    "clever-4ever": ("clever4ever",),
    "set-cubed": ("setcubed",),
}
_ABBREVIATIONS = {"gsc": "ganz-schoen-clever", "dsc": "doppelt-so-clever",
                  "c3": "clever-hoch-drei", "c4e": "clever-4ever"}
_TITLES = {
    "ganz schön clever": "ganz-schoen-clever",
    "ganz schoen clever": "ganz-schoen-clever",
    "doppelt so clever": "doppelt-so-clever",
    "clever hoch drei": "clever-hoch-drei",
    "clever 4ever": "clever-4ever",
    "clever 4-ever": "clever-4ever",
    "set cubed": "set-cubed",
}

_MARKER = re.compile(
    r"docs/rules/(?P<path>[\w.-]+?)\.md|(?P<title>" + "|".join(map(re.escape, _TITLES)) + ")",
    re.IGNORECASE)
_SECTION = re.compile(r"(?:§\s?|\bSection )(\d+(?:\.\d+)*)")
_RULING = re.compile(r"\b([A-Z]\d{1,2}b?)\b")
# § lists that cite an issue or the glossary: "issue 32 §1", "GLOSSARY §1, §5.3"
_FOREIGN = re.compile(r"(?:\bissue\s+\d+|\bGLOSSARY(?:\.md)?)\s*§\s?[\d.]+"
                      r"(?:\s*(?:,|and|/|–|-)\s*§\s?[\d.]+)*", re.IGNORECASE)
_DOC_PATH = re.compile(r"(?<![\w./-])docs/[\w./-]*?\w\.md")
_PROPERTY = re.compile(r"docs/architecture\.md,?\s+propert(?:y|ies)\s+(\d+)")
_OUTSIDE = re.compile(r"shared/rules|shared/DESIGN|(?<![\w./-])DESIGN\.md")


@dataclass(frozen=True)
class RulesFile:
    sections: tuple[str, ...]  # "2", "2.3", in the order of the file
    rulings: tuple[str, ...]  # "R17", "D6", "R3b": the ids of its rulings table


def read_rules(path: Path) -> RulesFile:
    """The numbered sections (``## 2.``, ``### 2.3``) and the rulings (``| R12 |`` rows of the
    section titled "Rulings") of a rules file; fenced blocks are skipped."""
    sections: list[str] = []
    rulings: list[str] = []
    fence = in_rulings = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fence = not fence
        if fence:
            continue
        if m := re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)\.? (.*)", line):
            sections.append(m.group(2))
            if m.group(1) == "##":
                in_rulings = m.group(3).startswith("Rulings")
        elif in_rulings and (m := re.match(r"^\| ([A-Z]\d+[a-z]?) \|", line)):
            rulings.append(m.group(1))
    return RulesFile(tuple(sections), tuple(rulings))


@cache
def rules_of(game: str) -> RulesFile:
    return read_rules(RULES_DIR / f"{game}.md")


@cache
def architecture_properties() -> frozenset[str]:
    """The numbers of the list items ``N. **…**`` under architecture.md's "Properties"."""
    found: set[str] = set()
    inside = False
    for line in ARCHITECTURE.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = "properties" in line.lower()
        elif inside and (m := re.match(r"^(\d+)\. \*\*", line)):
            found.add(m.group(1))
    return frozenset(found)


def ruling_owners() -> dict[str, tuple[str, ...]]:
    """Each ruling letter and the games whose rulings use it (D: only Doppelt so clever)."""
    owners: dict[str, list[str]] = {}
    for game in GAMES:
        for letter in sorted({ruling[0] for ruling in rules_of(game).rulings}):
            owners.setdefault(letter, []).append(game)
    return {letter: tuple(games) for letter, games in owners.items()}


def game_of_file(relative: str, text: str = "") -> str | None:
    """The game a source file belongs to: the one its path names, else the one its first line
    names; None for no game or several."""
    lowered = relative.lower()
    squeezed = lowered.replace("_", "").replace("-", "")
    words = set(re.split(r"[^a-z0-9]+", lowered))
    found = {game for game, names in _NAMES.items() if any(n in squeezed for n in names)}
    found |= {game for word, game in _ABBREVIATIONS.items() if word in words}
    if not found:
        first = text.split("\n", 1)[0]
        found = {game for _, game in _games_named(first) if game in GAMES}
    return found.pop() if len(found) == 1 else None


def _marker_game(match: re.Match[str]) -> str:
    if match.group("path") is not None:
        return match.group("path")  # may name no game: reported as a missing file
    return _TITLES[match.group("title").lower()]


def _games_named(line: str) -> list[tuple[int, str]]:
    return [(m.end(), _marker_game(m)) for m in _MARKER.finditer(line)]


def _citations(line: str) -> Iterator[tuple[int, str, str]]:
    """(position, "section" or "ruling", number or id) of every rules citation on ``line``."""
    for m in _SECTION.finditer(line):
        yield m.start(), "section", m.group(1)
    for m in _RULING.finditer(line):
        yield m.start(), "ruling", m.group(1)


def citation_problems(text: str, relative: str) -> list[str]:
    """Every citation in ``text`` (the file ``relative`` to the repository) that points at a
    section, a ruling, a file or a property the docs do not have."""
    problems: list[str] = []
    file_game = game_of_file(relative, text)
    owners = ruling_owners()
    letters = set(owners)
    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{relative}:{number}"
        for path in _DOC_PATH.findall(raw):
            if not (ROOT / path).is_file():
                problems.append(f"{where}: cites {path}, which does not exist")
        for outside in _OUTSIDE.findall(raw):
            problems.append(f"{where}: cites {outside!r}, which is not in the repository "
                            "(docs/rules/<game>.md, docs/architecture.md)")
        for prop in _PROPERTY.findall(raw):
            if prop not in architecture_properties():
                problems.append(f"{where}: docs/architecture.md has no property {prop}")
        line = _FOREIGN.sub(lambda m: " " * len(m.group(0)), raw)
        named = _games_named(line)
        for position, kind, cited in _citations(line):
            if kind == "ruling" and cited[0] not in letters:
                continue  # not a ruling letter of any rules file (a die "C3", a key "F1")
            before = [game for end, game in named if end <= position]
            game = before[-1] if before else file_game
            if game is None and kind == "ruling" and len(owners[cited[0]]) == 1:
                game = owners[cited[0]][0]
            if game is None:
                if kind == "ruling":
                    problems.append(f"{where}: ruling {cited} names no game (write "
                                    f"docs/rules/<game>.md {cited}, or the game's title, "
                                    "before it)")
                else:
                    problems.extend(f"{where}: §{cited} is not a section of docs/rules/{g}.md "
                                    "(a section cited without a game must be in all four "
                                    "Clever games)"
                                    for g in CLEVER_GAMES if cited not in rules_of(g).sections)
                continue
            if game not in GAMES:
                problems.append(f"{where}: {kind} {cited} of docs/rules/{game}.md, which is "
                                "no game's rules file")
                continue
            rules = rules_of(game)
            if kind == "section" and cited not in rules.sections:
                problems.append(f"{where}: docs/rules/{game}.md has no section §{cited}")
            if kind == "ruling" and cited not in rules.rulings:
                problems.append(f"{where}: docs/rules/{game}.md has no ruling {cited}")
    return problems


SCANNED = ("cleverdesk", "tests", "scripts")
SUFFIXES = (".py", ".qml", ".json", ".js")
# this module and its test write made-up citations on purpose
NOT_SCANNED = ("tests/rules_docs.py", "tests/test_citations.py")


def source_files() -> Iterator[tuple[Path, str]]:
    """(path, path relative to the repository) of every file whose citations are checked."""
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            relative = path.relative_to(ROOT).as_posix()
            if (path.suffix in SUFFIXES and path.is_file() and "__pycache__" not in path.parts
                    and relative not in NOT_SCANNED):
                yield path, relative
