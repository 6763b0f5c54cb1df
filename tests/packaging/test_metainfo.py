"""The AppStream metainfo (resources/cleverdesk.metainfo.xml) that Linux software centres read:
valid for appstreamcli, its releases those of CHANGELOG.md, its pictures in the repository."""

import re
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from .test_release import release

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "resources" / "cleverdesk.metainfo.xml"


def test_appstreamcli_validates_it() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not re.search(r"^[EW]: ", result.stdout, re.M), result.stdout


def test_its_releases_are_changelogs_newest_first() -> None:
    component = ET.parse(METAINFO).getroot()
    listed = [(r.get("version"), r.get("date")) for r in component.iter("release")]
    changelog = release.sections((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert listed == [(version, date) for version, (date, _) in changelog.items()]
    assert listed[0][0] == release.project_version()


def test_it_has_what_a_software_centre_shows() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("summary") and component.find("description") is not None
    assert component.find("content_rating").get("type") == "oars-1.1"
    launchable = component.findtext("launchable")
    assert (ROOT / "resources" / launchable).is_file()
    screenshots = component.findall("screenshots/screenshot")
    assert len(screenshots) >= 2
    for screenshot in screenshots:
        assert {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in
                screenshot.findall("caption")} == {None, "de", "nl"}
        image = screenshot.find("image")
        picture = ROOT / "docs" / "screenshots" / image.text.rsplit("/", 1)[1]
        width, height = struct.unpack(">II", picture.read_bytes()[16:24])  # PNG's IHDR
        assert (str(width), str(height)) == (image.get("width"), image.get("height"))


def test_the_deb_installs_it_under_its_id() -> None:
    script = (ROOT / "packaging" / "make_deb.sh").read_text(encoding="utf-8")
    assert '"$stage/usr/share/metainfo/$component.metainfo.xml"' in script
    assert ET.parse(METAINFO).getroot().findtext("id") == "io.github.cleverdesk.cleverdesk"
