"""What the release workflow (.github/workflows/release.yml) asks of the project's files.

    python packaging/release.py version          # the version, from pyproject.toml (the one place)
    python packaging/release.py check-tag v1.2.3 # exit 1 unless the tag is "v" + that version
    python packaging/release.py notes [VERSION]  # that version's section of CHANGELOG.md
    python packaging/release.py collect ARTEFACTS RELEASE  # the release's files, each once
    python packaging/release.py sums FOLDER      # FOLDER/SHA256SUMS of the files in FOLDER

A release is made by pushing a tag `vX.Y.Z`: the workflow builds every artefact, checks each,
and publishes them with SHA256SUMS and the notes. The tag only names the release; the version
is the one pyproject.toml holds (the builds, the installer and the .deb read it there), so a
tag that says otherwise stops the release before anything is built. CHANGELOG.md must have a
section `## [X.Y.Z] - YYYY-MM-DD` for it (Keep a Changelog), and the AppStream metainfo
(resources/cleverdesk.metainfo.xml) a <release> of that version: tests/packaging keeps the three
in step.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
SUMS = "SHA256SUMS"
VERSION = re.compile(r"^\d+\.\d+\.\d+$")
SECTION = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?\s*$")


class ReleaseError(Exception):
    pass


def project_version(root: Path = ROOT) -> str:
    with open(root / "pyproject.toml", "rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def check_tag(tag: str, root: Path = ROOT) -> str:
    """The version if ``tag`` is "v" + pyproject.toml's version (X.Y.Z), else ReleaseError."""
    version = project_version(root)
    if not VERSION.match(version):
        raise ReleaseError(f"pyproject.toml's version {version!r} is not X.Y.Z")
    tag = tag.removeprefix("refs/tags/")
    if tag != f"v{version}":
        raise ReleaseError(f"the tag {tag!r} does not match pyproject.toml's version "
                           f"{version!r}: tag v{version}, or change the version first")
    return version


def sections(text: str) -> dict[str, tuple[str | None, str]]:
    """{version: (date, body)} of a Keep a Changelog file, in the file's order."""
    found: dict[str, tuple[str | None, str]] = {}
    current: str | None = None
    date: str | None = None
    lines: list[str] = []
    for line in [*text.splitlines(), "## [end]"]:
        match = SECTION.match(line)
        if match:
            if current is not None:
                found[current] = (date, "\n".join(lines).strip())
            current, date, lines = match.group("version"), match.group("date"), []
        elif current is not None:
            lines.append(line)
    return found


def notes(version: str | None = None, root: Path = ROOT) -> str:
    """The release notes of ``version`` (default: pyproject.toml's) from CHANGELOG.md."""
    version = version or project_version(root)
    found = sections((root / "CHANGELOG.md").read_text(encoding="utf-8"))
    if version not in found:
        raise ReleaseError(f"CHANGELOG.md has no section '## [{version}] - YYYY-MM-DD'")
    date, body = found[version]
    if not date:
        raise ReleaseError(f"CHANGELOG.md's section [{version}] has no date")
    if not body:
        raise ReleaseError(f"CHANGELOG.md's section [{version}] is empty")
    return body + "\n"


def artefact_names(version: str) -> list[str]:
    """The files a release publishes: what the bundle workflow builds on each system."""
    return [f"cleverdesk_{version}_amd64.deb", f"cleverdesk-{version}-linux-x86_64.tar.gz",
            f"cleverdesk-{version}-windows-amd64-setup.exe",
            f"cleverdesk-{version}-windows-amd64.zip",
            f"cleverdesk-{version}-macos-arm64.dmg", f"cleverdesk-{version}-macos-x86_64.dmg"]


def collect(artefacts: Path, release: Path, version: str | None = None) -> list[Path]:
    """Copy each of the release's files from the downloaded workflow artefacts (anywhere below
    ``artefacts``) into ``release``; ReleaseError if one is missing or found twice unequal."""
    version = version or project_version()
    release.mkdir(parents=True, exist_ok=True)
    copied = []
    for name in artefact_names(version):
        found = sorted(artefacts.rglob(name))
        if not found:
            raise ReleaseError(f"no {name} among the built artefacts")
        if len({hashlib.sha256(path.read_bytes()).hexdigest() for path in found}) > 1:
            raise ReleaseError(f"{name} was built twice, differently: {found}")
        copied.append(Path(shutil.copy2(found[0], release / name)))
    return copied


def write_sums(folder: Path) -> Path:
    """FOLDER/SHA256SUMS, in the format `sha256sum --check SHA256SUMS` reads."""
    lines = []
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.name != SUMS:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            lines.append(f"{digest}  {path.name}\n")
    if not lines:
        raise ReleaseError(f"no files in {folder}")
    out = folder / SUMS
    out.write_text("".join(lines), encoding="utf-8")
    return out


def main(argv: list[str]) -> int:
    try:
        if argv == ["version"]:
            print(project_version())
        elif len(argv) == 2 and argv[0] == "check-tag":
            print(f"tag {argv[1]} matches pyproject.toml's version {check_tag(argv[1])}")
        elif argv[:1] == ["notes"] and len(argv) <= 2:
            print(notes(argv[1] if len(argv) == 2 else None), end="")
        elif len(argv) == 3 and argv[0] == "collect":
            for path in collect(Path(argv[1]), Path(argv[2])):
                print(f"{path}  {path.stat().st_size / 1e6:.1f} MB")
        elif len(argv) == 2 and argv[0] == "sums":
            print(write_sums(Path(argv[1])).read_text(encoding="utf-8"), end="")
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        if "GITHUB_ACTIONS" in os.environ:
            print(f"::error title=release::{error}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
