"""Render the icon master (resources/cleverdesk.svg) into what each system wants.

    python packaging/render_icons.py [OUT]      # default OUT: build/icons
    python packaging/render_icons.py --package  # the small PNGs the desk loads, in cleverdesk/icons

OUT gets ``cleverdesk-<n>.png`` for the hicolor sizes 16 to 512 (Linux menus and the .deb),
``cleverdesk.ico`` (Windows: the .exe and the taskbar) and ``cleverdesk.icns`` (macOS: the .app).
Both containers hold PNG images, which Windows Vista+ and macOS 10.7+ read; they are written here
byte by byte because neither format needs more than a header and a table.

Uses Qt's own SVG renderer (PySide6.QtSvg, part of PySide6-Essentials), so no other tool is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MASTER = ROOT / "resources" / "cleverdesk.svg"
PACKAGE_ICONS = ROOT / "cleverdesk" / "icons"

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PACKAGE_SIZES = (16, 32, 48, 64, 128, 256)  # what the window and taskbar ask for
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns entry types holding PNG data, by pixel size (the @2x types hold double the point size).
ICNS_TYPES = (
    (b"icp4", 16), (b"ic11", 32), (b"icp5", 32), (b"ic12", 64), (b"icp6", 64),
    (b"ic07", 128), (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(size: int, master: Path = MASTER) -> bytes:
    """The master drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # type: ignore[attr-defined]  # kept alive
    renderer = QSvgRenderer(str(master))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {master} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: a 6-byte header, a 16-byte entry per image, then the PNG images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns' and the total length, then (type, length, PNG) per entry."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all(out: Path, master: Path = MASTER) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(size, master) for size in sizes}
    written = []
    for size in HICOLOR_SIZES:
        path = out / f"cleverdesk-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    (out / "cleverdesk.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / "cleverdesk.icns").write_bytes(icns_bytes(pngs))
    written += [out / "cleverdesk.ico", out / "cleverdesk.icns"]
    return written


def render_package(master: Path = MASTER) -> list[Path]:
    PACKAGE_ICONS.mkdir(parents=True, exist_ok=True)
    written = []
    for size in PACKAGE_SIZES:
        path = PACKAGE_ICONS / f"cleverdesk-{size}.png"
        path.write_bytes(render_png(size, master))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv == ["--package"]:
        written = render_package()
    elif len(argv) <= 1:
        written = render_all(Path(argv[0]) if argv else ROOT / "build" / "icons")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for path in written:
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
