"""The release workflow's guard: the version comes from pyproject.toml alone, a tag that says
otherwise stops the release, and CHANGELOG.md gives the notes (packaging/release.py)."""

import hashlib
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "release.py"


def _release():
    spec = importlib.util.spec_from_file_location("release", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = _release()


def project(tmp_path: Path, version: str, changelog: str = "") -> Path:
    (tmp_path / "pyproject.toml").write_text(f'[project]\nname = "x"\nversion = "{version}"\n',
                                             encoding="utf-8")
    (tmp_path / "CHANGELOG.md").write_text(changelog, encoding="utf-8")
    return tmp_path


def test_a_tag_must_name_the_version_of_pyproject(tmp_path: Path) -> None:
    root = project(tmp_path, "1.4.2")
    assert release.check_tag("v1.4.2", root) == "1.4.2"
    assert release.check_tag("refs/tags/v1.4.2", root) == "1.4.2"
    for tag in ("v1.4.3", "1.4.2", "v1.4", "v1.4.2-rc1", "release-1.4.2"):
        with pytest.raises(release.ReleaseError, match="does not match"):
            release.check_tag(tag, root)
    with pytest.raises(release.ReleaseError, match="not X.Y.Z"):
        release.check_tag("v1.5", project(tmp_path, "1.5"))


def test_the_command_fails_the_job_on_a_wrong_tag() -> None:
    version = release.project_version()
    wrong = subprocess.run([sys.executable, str(SCRIPT), "check-tag", f"v{version}.9"],
                           capture_output=True, text=True, check=False)
    assert wrong.returncode == 1 and "does not match" in wrong.stderr
    right = subprocess.run([sys.executable, str(SCRIPT), "check-tag", f"v{version}"],
                           capture_output=True, text=True, check=False)
    assert right.returncode == 0, right.stderr


CHANGELOG = """# Changelog

## [2.0.0] - 2027-01-02
### Changed
- Something new.

## [1.4.2] - 2026-12-05
### Fixed
- An old thing.

## [1.0.0]
- Undated.
"""


def test_the_notes_are_the_versions_section(tmp_path: Path) -> None:
    root = project(tmp_path, "1.4.2", CHANGELOG)
    assert release.notes(root=root) == "### Fixed\n- An old thing.\n"
    assert release.notes("2.0.0", root) == "### Changed\n- Something new.\n"
    with pytest.raises(release.ReleaseError, match="no section"):
        release.notes("1.4.3", root)
    with pytest.raises(release.ReleaseError, match="no date"):
        release.notes("1.0.0", root)


def test_the_projects_own_version_has_notes() -> None:
    assert release.notes().strip()


def test_sha256sums_lists_every_file_as_sha256sum_reads_it(tmp_path: Path) -> None:
    (tmp_path / "b.zip").write_bytes(b"zip")
    (tmp_path / "a.deb").write_bytes(b"deb")
    sums = release.write_sums(tmp_path)
    assert sums.read_text().splitlines() == [
        f"{hashlib.sha256(b'deb').hexdigest()}  a.deb",
        f"{hashlib.sha256(b'zip').hexdigest()}  b.zip"]
    check = subprocess.run(["sha256sum", "--check", "SHA256SUMS"], cwd=tmp_path,
                           capture_output=True, text=True, check=False)
    assert check.returncode == 0, check.stdout + check.stderr
    release.write_sums(tmp_path)  # again: SHA256SUMS does not list itself
    assert "SHA256SUMS" not in sums.read_text()


def test_collect_takes_each_artefact_once_and_misses_none(tmp_path: Path) -> None:
    names = release.artefact_names("1.4.2")
    assert len(names) == 6 and len({name.split("-")[-1] for name in names}) >= 4
    for index, name in enumerate(names):
        folder = tmp_path / "artefacts" / f"job-{index}" / "dist"
        folder.mkdir(parents=True)
        (folder / name).write_bytes(name.encode())
    (tmp_path / "artefacts" / "job-0" / "dist" / "check.png").write_bytes(b"picture")
    copied = release.collect(tmp_path / "artefacts", tmp_path / "release", "1.4.2")
    assert sorted(path.name for path in copied) == sorted(names)
    assert sorted(path.name for path in (tmp_path / "release").iterdir()) == sorted(names)
    (tmp_path / "artefacts" / "job-0" / "dist" / names[0]).unlink()
    with pytest.raises(release.ReleaseError, match=f"no {names[0]}"):
        release.collect(tmp_path / "artefacts", tmp_path / "again", "1.4.2")
