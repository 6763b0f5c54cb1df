"""Signing, ready for a certificate (packaging/sign.py): skipped with a notice without its
secrets, and a dry run that prints the commands it would run, in order, secrets masked."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _sign():
    spec = importlib.util.spec_from_file_location("sign", ROOT / "packaging" / "sign.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["sign"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


sign = _sign()
SECRET = "s3cret-pass"


def printed(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return capsys.readouterr().out.splitlines()


def test_without_secrets_signing_is_skipped_with_a_notice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    exe = tmp_path / "cleverdesk.exe"
    exe.write_bytes(b"MZ")
    assert sign.main(["windows", str(tmp_path)], env={}) == 0
    assert sign.main(["macos-app", str(tmp_path / "cleverdesk.app")], env={}) == 0
    lines = printed(capsys)
    assert any("Windows signing skipped: WINDOWS_CERTIFICATE" in line for line in lines)
    assert any("macOS signing skipped" in line for line in lines)
    assert not any(line.startswith(("+ ", "would run")) for line in lines)
    assert exe.read_bytes() == b"MZ"


def test_windows_dry_run_signs_the_exes_with_a_timestamp(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("cleverdesk.exe", "cleverdesk-cli.exe", "python311.dll"):
        (tmp_path / name).write_bytes(b"MZ")
    env = {"WINDOWS_CERTIFICATE": "cGZ4", "WINDOWS_CERTIFICATE_PASSWORD": SECRET}
    assert sign.main(["windows", str(tmp_path), "--dry-run", "--tool", "signtool"], env) == 0
    lines = printed(capsys)
    commands = [line for line in lines if line.startswith("would run: ")]
    signed = [line for line in commands if " sign " in line]
    assert len(signed) == 2 and all(".exe" in line for line in signed)
    for line in signed:
        assert "/tr http://timestamp.digicert.com /td sha256" in line and "/fd sha256" in line
    assert len([line for line in commands if "signtool verify /pa" in line]) == 2
    assert SECRET not in "\n".join(lines)
    assert lines[-1] == "windows: 2 file(s) to sign"
    assert (tmp_path / "cleverdesk.exe").read_bytes() == b"MZ"  # a dry run changes nothing


def test_on_linux_osslsigncode_signs_the_same_way(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup = tmp_path / "cleverdesk-1.0.0-windows-amd64-setup.exe"
    setup.write_bytes(b"MZ")
    env = {"WINDOWS_TIMESTAMP_URL": "http://ts.example"}
    assert sign.main(["windows", str(setup), "--dry-run", "--tool", "osslsigncode"], env) == 0
    commands = [line.removeprefix("would run: ") for line in printed(capsys)
                if line.startswith("would run: ")]
    assert commands[0].startswith("osslsigncode sign -pkcs12 ")
    assert "-pass '***' -h sha256 -ts http://ts.example" in commands[0]
    assert commands[1].startswith("mv -f ") and commands[2].startswith("osslsigncode verify")


def macho(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes.fromhex("cffaedfe") + b"\0" * 28)
    return path


def test_macos_dry_run_signs_inside_out_then_notarises_and_staples(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    app = tmp_path / "cleverdesk.app"
    main = macho(app / "Contents" / "MacOS" / "cleverdesk")
    core = macho(app / "Contents" / "Frameworks" / "QtCore.framework" / "Versions" / "A" /
                 "QtCore")
    plugin = macho(app / "Contents" / "Frameworks" / "PySide6" / "Qt" / "plugins" /
                   "platforms" / "libqcocoa.dylib")
    (app / "Contents" / "Resources").mkdir(parents=True)
    (app / "Contents" / "Resources" / "base_library.zip").write_bytes(b"PK")  # not Mach-O
    (app / "Contents" / "Resources" / "QtCore").symlink_to(core)  # a link: not signed
    framework = core.parents[2]
    dmg = tmp_path / "cleverdesk-1.0.0-macos-arm64.dmg"
    dmg.write_bytes(b"dmg")
    env = {"MACOS_CERTIFICATE_PASSWORD": SECRET, "APPLE_APP_PASSWORD": SECRET}
    assert sign.main(["macos-app", str(app), "--dry-run"], env) == 0
    assert sign.main(["macos-dmg", str(dmg), "--dry-run"], env) == 0
    lines = printed(capsys)
    assert SECRET not in "\n".join(lines)
    commands = [line.removeprefix("would run: ") for line in lines
                if line.startswith("would run: ")]
    signed = [line.rsplit(" ", 1)[1] for line in commands
              if line.startswith("codesign --force")]
    # every file before the framework that holds it, the framework before the app, the app
    # before the disk image
    assert signed == [str(plugin), str(core), str(main), str(framework), str(app), str(dmg)]
    for line in commands:
        if line.startswith("codesign --force") and not line.endswith(".dmg"):
            assert "--timestamp --options runtime" in line
    with_entitlements = [line.rsplit(" ", 1)[1] for line in commands if "--entitlements" in line]
    assert with_entitlements == [str(main), str(app)]
    order = [next(i for i, line in enumerate(commands) if line.startswith(prefix))
             for prefix in ("security create-keychain", "codesign --force", "codesign --verify",
                            "xcrun notarytool submit", "xcrun stapler staple",
                            "xcrun stapler validate")]
    assert order == sorted(order)
    notarise = next(line for line in commands if "notarytool" in line)
    assert "--wait" in notarise and "--password '***'" in notarise


def test_the_certificate_is_written_privately_and_removed_after_signing(tmp_path: Path) -> None:
    env = {"WINDOWS_CERTIFICATE": "cGZ4LWJ5dGVz", "WINDOWS_CERTIFICATE_PASSWORD": SECRET}
    signing = sign.windows_signing(env, scratch=tmp_path)
    assert signing.certificate.read_bytes() == b"pfx-bytes"
    assert signing.certificate.stat().st_mode & 0o077 == 0
    signing.run.dry_run = True  # no signtool here
    signing.sign([tmp_path / "cleverdesk.exe"])
    assert not signing.certificate.exists()
