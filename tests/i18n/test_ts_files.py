"""The translation files: complete, current with the sources, and compiled into the package.

A message left unfinished, a message that vanished from the sources or an obsolete one, a
source string nobody has extracted yet, a placeholder lost in translation, a wrong number of
plural forms, or a committed .qm that is not what lrelease makes of its .ts: each fails here.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations as pipeline  # noqa: E402  (scripts/translations.py)

LANGUAGES = ("de", "nl", "en")
PLURAL_FORMS = {"de": 2, "nl": 2, "en": 2}  # one, other
PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def ts_messages(lang: str) -> list[tuple[str, ET.Element]]:
    tree = ET.parse(ROOT / "translations" / f"cleverdesk_{lang}.ts")
    return pipeline.messages(tree)


def key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return pipeline.key_of(context, message)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_finished(lang: str) -> None:
    problems = []
    for context, message in ts_messages(lang):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "vanished", "obsolete", "missing"):
            problems.append(f"{context}: {message.findtext('source')!r} is {kind}")
        elif not pipeline.finished(message):
            problems.append(f"{context}: {message.findtext('source')!r} has no translation")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_and_plural_forms_survive(lang: str) -> None:
    problems = []
    for context, message in ts_messages(lang):
        source = message.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        translation = message.find("translation")
        assert translation is not None
        if pipeline.is_numerus(message):
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if len(forms) != PLURAL_FORMS[lang]:
                problems.append(f"{context}: {source!r} has {len(forms)} plural forms")
            texts = forms
        else:
            texts = [translation.text or ""]
        for text in texts:
            got = sorted(set(PLACEHOLDER.findall(text)))
            # a plural form may leave %n out ("played once"); every other placeholder stays
            if [p for p in got if p != "%n"] != sorted(set(p for p in wanted if p != "%n")):
                problems.append(f"{context}: {source!r} -> {text!r}: placeholders {got}")
    assert not problems, "\n".join(problems[:20])


def test_every_language_has_the_same_messages() -> None:
    keys = {lang: {key(c, m) for c, m in ts_messages(lang)} for lang in LANGUAGES}
    assert keys["de"] == keys["nl"] == keys["en"]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str, str]]:
    """What lupdate finds in the sources now (contexts repaired as `make translations` does)."""
    scratch = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), "-silent", "-extensions", "py,qml", "-no-obsolete",
                    "-locations", "absolute", str(ROOT / "cleverdesk"), "-ts", str(scratch)],
                   check=True, cwd=ROOT)
    return {key(pipeline.context_for(c, m), m) for c, m in pipeline.messages(ET.parse(scratch))}


def test_ts_files_match_the_sources(extracted: set[tuple[str, str, str]]) -> None:
    """Run `make translations` (and translate what it reports) when this fails."""
    committed = {key(c, m) for c, m in ts_messages("de")}
    missing = sorted(extracted - committed)
    vanished = sorted(committed - extracted)
    assert not missing, f"{len(missing)} source string(s) not in the .ts files: {missing[:10]}"
    assert not vanished, f"{len(vanished)} message(s) no longer in the sources: {vanished[:10]}"


def test_committed_qm_files_are_what_lrelease_makes(tmp_path: Path) -> None:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for lang in LANGUAGES:
        built = tmp_path / f"cleverdesk_{lang}.qm"
        subprocess.run([str(lrelease), "-silent",
                        str(ROOT / "translations" / f"cleverdesk_{lang}.ts"), "-qm", str(built)],
                       check=True)
        shipped = ROOT / "cleverdesk" / "i18n" / f"cleverdesk_{lang}.qm"
        assert shipped.read_bytes() == built.read_bytes(), (
            f"{shipped.name} is stale: run `make translations`")


def test_the_package_ships_the_qm_files() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"i18n/*.qm"' in text
