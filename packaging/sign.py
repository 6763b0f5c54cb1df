"""Sign the Windows and macOS builds, for the day a certificate exists.

    python packaging/sign.py windows FILE_OR_FOLDER …   # Authenticode, with an RFC 3161 timestamp
    python packaging/sign.py macos-app dist/cleverdesk.app  # codesign inside-out, hardened runtime
    python packaging/sign.py macos-dmg dist/cleverdesk-….dmg  # codesign, notarytool, stapler
    … --dry-run   # print the commands (secrets masked) and run nothing

Each step runs when its secrets are set in the environment (the workflow passes the repository's
secrets of the same names) and is skipped with a notice when not, so an unsigned build still
succeeds; `--dry-run` prints what would run with or without them.

- **Windows** (`WINDOWS_CERTIFICATE`: the .pfx in base64, `WINDOWS_CERTIFICATE_PASSWORD`,
  optional `WINDOWS_TIMESTAMP_URL`): `signtool sign /fd sha256 /tr URL /td sha256` on Windows;
  on Linux, where the Windows build is made, `osslsigncode sign -h sha256 -ts URL`, the same
  Authenticode signature. A folder means the `.exe` files in it (cleverdesk.exe,
  cleverdesk-cli.exe): the release workflow signs them between the bundle and the packaging
  (build_windows.py bundle / package), and the installer and its uninstaller after makensis.
  The timestamp keeps a signature valid after the certificate expires.
- **macOS** (`MACOS_CERTIFICATE`: the Developer ID Application .p12 in base64,
  `MACOS_CERTIFICATE_PASSWORD`, `MACOS_SIGNING_IDENTITY`; for notarisation `APPLE_ID`,
  `APPLE_TEAM_ID`, `APPLE_APP_PASSWORD`): the certificate goes into a keychain of its own; every
  Mach-O file inside the .app is signed first (deepest first), then each framework, then the
  .app, all with the hardened runtime and a secure timestamp (packaging/macos/
  entitlements.plist); after make_dmg.sh the .dmg is signed, notarised (`notarytool submit
  --wait`) and the ticket stapled to it.
"""

from __future__ import annotations

import argparse
import base64
import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENTITLEMENTS = HERE / "macos" / "entitlements.plist"
DEFAULT_TIMESTAMP_URL = "http://timestamp.digicert.com"
WINDOWS_SECRETS = ("WINDOWS_CERTIFICATE", "WINDOWS_CERTIFICATE_PASSWORD")
MACOS_SECRETS = ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "MACOS_SIGNING_IDENTITY")
NOTARY_SECRETS = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")
MASK = "***"
# The first four bytes of a Mach-O file: thin 32/64-bit either byte order, and universal ("fat")
MACHO_MAGIC = {bytes.fromhex(magic) for magic in
               ("feedface", "feedfacf", "cefaedfe", "cffaedfe", "cafebabe", "bebafeca")}


def notice(text: str) -> None:
    """A notice in the job's summary on GitHub, a plain line elsewhere."""
    print(f"::notice title=signing::{text}" if os.environ.get("GITHUB_ACTIONS") else text,
          flush=True)


def missing(env: Mapping[str, str], names: Iterable[str]) -> list[str]:
    return [name for name in names if not env.get(name, "").strip()]


@dataclass
class Runner:
    """Runs commands, or with ``dry_run`` prints them; ``secrets`` are masked when printed."""

    dry_run: bool
    secrets: list[str] = field(default_factory=list)
    printed: list[str] = field(default_factory=list)

    def show(self, command: Sequence[str]) -> str:
        shown = []
        for part in command:
            for secret in self.secrets:
                if secret:
                    part = part.replace(secret, MASK)
            shown.append(part)
        return shlex.join(shown)

    def __call__(self, command: Sequence[str], *, input_text: str | None = None) -> None:
        line = self.show(command)
        self.printed.append(line)
        print(("would run: " if self.dry_run else "+ ") + line, flush=True)
        if not self.dry_run:
            subprocess.run(list(command), check=True, text=True, input=input_text)


# ---- Windows ----------------------------------------------------------------------------------
@dataclass
class WindowsSigning:
    certificate: Path
    password: str
    timestamp_url: str
    tool: str  # "signtool" or "osslsigncode"
    run: Runner

    def commands(self, file: Path) -> list[list[str]]:
        if self.tool == "signtool":
            return [["signtool", "sign", "/fd", "sha256", "/f", str(self.certificate),
                     "/p", self.password, "/tr", self.timestamp_url, "/td", "sha256",
                     "/d", "cleverdesk", str(file)],
                    ["signtool", "verify", "/pa", str(file)]]
        signed = file.with_name(file.name + ".signed")
        return [["osslsigncode", "sign", "-pkcs12", str(self.certificate),
                 "-pass", self.password, "-h", "sha256", "-ts", self.timestamp_url,
                 "-n", "cleverdesk", "-in", str(file), "-out", str(signed)],
                ["mv", "-f", str(signed), str(file)],
                ["osslsigncode", "verify", "-in", str(file)]]

    def sign(self, targets: Iterable[Path]) -> list[Path]:
        files = windows_files(targets)
        try:
            for file in files:
                for command in self.commands(file):
                    self.run(command)
        finally:
            self.certificate.unlink(missing_ok=True)  # the key leaves no copy behind
        return files

    def nsis_command(self, python: str) -> str:
        """What NSIS's !uninstfinalize runs on the uninstaller it writes (%1: the file)."""
        return f'"{python}" "{Path(__file__).resolve()}" windows "%1"'


def windows_files(targets: Iterable[Path]) -> list[Path]:
    """The files to sign: a file as given, a folder's own .exe files."""
    files: list[Path] = []
    for target in targets:
        if target.is_dir():
            files += sorted(path for path in target.iterdir()
                            if path.suffix.lower() == ".exe" and path.is_file())
        else:
            files.append(target)
    return files


def windows_signing(env: Mapping[str, str] | None = None, *, dry_run: bool = False,
                    tool: str | None = None, scratch: Path | None = None
                    ) -> WindowsSigning | None:
    """The Windows signer configured by the environment, or None (with a notice) when its
    secrets are not set; with ``dry_run`` one with placeholders either way."""
    env = os.environ if env is None else env
    absent = missing(env, WINDOWS_SECRETS)
    if absent and not dry_run:
        notice(f"Windows signing skipped: {', '.join(absent)} not set (the build is unsigned)")
        return None
    password = env.get("WINDOWS_CERTIFICATE_PASSWORD", "") or "<password>"
    folder = scratch or scratch_folder(dry_run)
    certificate = folder / "certificate.pfx"
    if not dry_run:
        write_secret(certificate, env["WINDOWS_CERTIFICATE"])
    return WindowsSigning(certificate=certificate, password=password,
                          timestamp_url=env.get("WINDOWS_TIMESTAMP_URL") or DEFAULT_TIMESTAMP_URL,
                          tool=tool or ("signtool" if sys.platform == "win32" else "osslsigncode"),
                          run=Runner(dry_run, [password]))


# ---- macOS ------------------------------------------------------------------------------------
def is_macho(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with open(path, "rb") as file:
        return file.read(4) in MACHO_MAGIC


def inside_out(app: Path) -> list[Path]:
    """What codesign must sign in the .app, in order: every Mach-O file (not a link), then each
    .framework bundle, the deeper before the shallower, and the .app last. A container is
    signed after everything in it, so its seal covers the signed contents."""
    files = [path for path in app.rglob("*") if is_macho(path)]
    frameworks = [path for path in app.rglob("*.framework")
                  if path.is_dir() and not path.is_symlink()]

    def depth(path: Path) -> int:
        return len(path.relative_to(app).parts)

    ordered = sorted(files, key=lambda path: (-depth(path), str(path)))
    ordered += sorted(frameworks, key=lambda path: (-depth(path), str(path)))
    return [*ordered, app]


@dataclass
class MacSigning:
    env: Mapping[str, str]
    run: Runner
    scratch: Path

    @property
    def identity(self) -> str:
        return self.env.get("MACOS_SIGNING_IDENTITY") or "Developer ID Application: <name>"

    @property
    def keychain(self) -> Path:
        return self.scratch / "cleverdesk-signing.keychain-db"

    def import_certificate(self) -> None:
        password = self.env.get("MACOS_CERTIFICATE_PASSWORD") or "<password>"
        keychain_password = base64.b64encode(os.urandom(18)).decode()
        self.run.secrets += [password, keychain_password]
        certificate = self.scratch / "certificate.p12"
        if not self.run.dry_run:
            write_secret(certificate, self.env["MACOS_CERTIFICATE"])
        keychain = str(self.keychain)
        self.run(["security", "create-keychain", "-p", keychain_password, keychain])
        self.run(["security", "set-keychain-settings", "-lut", "3600", keychain])
        self.run(["security", "unlock-keychain", "-p", keychain_password, keychain])
        try:
            self.run(["security", "import", str(certificate), "-k", keychain, "-P", password,
                      "-T", "/usr/bin/codesign"])
        finally:
            certificate.unlink(missing_ok=True)  # the key lives in the keychain only
        self.run(["security", "set-key-partition-list", "-S", "apple-tool:,apple:,codesign:",
                  "-s", "-k", keychain_password, keychain])
        self.run(["security", "list-keychains", "-d", "user", "-s", keychain, "login.keychain"])

    def codesign(self, path: Path, *, entitlements: bool) -> None:
        command = ["codesign", "--force", "--timestamp", "--options", "runtime",
                   "--keychain", str(self.keychain), "--sign", self.identity]
        if entitlements:
            command += ["--entitlements", str(ENTITLEMENTS)]
        self.run([*command, str(path)])

    def sign_app(self, app: Path) -> list[Path]:
        self.import_certificate()
        order = inside_out(app)
        for path in order:
            # the programs (Contents/MacOS) and the .app get the entitlements: the hardened
            # runtime's exceptions the Python inside needs
            self.codesign(path, entitlements=path == app or path.parent.name == "MacOS")
        self.run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])
        return order

    def sign_dmg(self, dmg: Path, notarise: bool) -> None:
        self.import_certificate()
        self.run(["codesign", "--force", "--timestamp", "--keychain", str(self.keychain),
                  "--sign", self.identity, str(dmg)])
        if not notarise:
            notice(f"notarisation skipped: {', '.join(missing(self.env, NOTARY_SECRETS))} "
                   "not set (Gatekeeper will ask the player to confirm the first start)")
            return
        app_password = self.env.get("APPLE_APP_PASSWORD") or "<app-specific password>"
        self.run.secrets.append(app_password)
        self.run(["xcrun", "notarytool", "submit", str(dmg),
                  "--apple-id", self.env.get("APPLE_ID") or "<apple id>",
                  "--team-id", self.env.get("APPLE_TEAM_ID") or "<team id>",
                  "--password", app_password, "--wait", "--timeout", "30m"])
        self.run(["xcrun", "stapler", "staple", str(dmg)])
        self.run(["xcrun", "stapler", "validate", str(dmg)])
        self.run(["spctl", "--assess", "--type", "open", "--context",
                  "context:primary-signature", "-vv", str(dmg)])


def mac_signing(env: Mapping[str, str] | None = None, *, dry_run: bool = False,
                scratch: Path | None = None) -> MacSigning | None:
    env = os.environ if env is None else env
    absent = missing(env, MACOS_SECRETS)
    if absent and not dry_run:
        notice(f"macOS signing skipped: {', '.join(absent)} not set (the build is unsigned)")
        return None
    return MacSigning(env=env, run=Runner(dry_run), scratch=scratch or scratch_folder(dry_run))


def scratch_folder(dry_run: bool) -> Path:
    """A private folder for the certificate (only named in a dry run: nothing is written)."""
    if dry_run:
        return Path(tempfile.gettempdir()) / "cleverdesk-sign"
    return Path(tempfile.mkdtemp(prefix="cleverdesk-sign-"))  # mode 0700


def write_secret(path: Path, base64_text: str) -> None:
    path.touch(mode=0o600)
    path.write_bytes(base64.b64decode(base64_text))


# ---- command line -----------------------------------------------------------------------------
def main(argv: list[str] | None = None, env: Mapping[str, str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("windows", "macos-app", "macos-dmg"))
    parser.add_argument("targets", nargs="+", type=Path)
    parser.add_argument("--dry-run", action="store_true",
                        help="print the commands (secrets masked), run nothing")
    parser.add_argument("--tool", choices=("signtool", "osslsigncode"),
                        help="Windows: the signing tool (default: signtool on Windows, "
                             "osslsigncode elsewhere)")
    args = parser.parse_args(argv)
    env = os.environ if env is None else env
    if args.what == "windows":
        windows = windows_signing(env, dry_run=args.dry_run, tool=args.tool)
        if windows is not None:
            signed = windows.sign(args.targets)
            print(f"windows: {len(signed)} file(s) " + ("to sign" if args.dry_run else "signed"))
        return 0
    mac = mac_signing(env, dry_run=args.dry_run)
    if mac is None:
        return 0
    for target in args.targets:
        if args.what == "macos-app":
            mac.sign_app(target)
        else:
            mac.sign_dmg(target, notarise=args.dry_run or not missing(env, NOTARY_SECRETS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
