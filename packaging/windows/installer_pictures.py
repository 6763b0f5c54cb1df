"""The installer's own pictures, drawn from the icon master (resources/cleverdesk.svg):

- ``installer-wizard.bmp`` (164 x 314): the welcome and finish pages' left side;
- ``installer-header.bmp`` (150 x 57): the top right of the other pages.

NSIS's Modern UI shows BMP files of exactly these sizes (it stretches any other size); without
them it shows its stock picture. The paper colour and the five areas' colours are the icon's.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from render_icons import MASTER, render_png  # noqa: E402

WIZARD = (164, 314)
HEADER = (150, 57)
PAPER = "#fffdf6"
INK = "#2f2b28"
AREAS = ("#f4c21b", "#2f74d0", "#34a04a", "#f07b1f", "#8d4fc0")  # the icon's five areas


def _image(size: tuple[int, int]):  # -> QImage
    from PySide6.QtGui import QColor, QImage

    render_png(16, MASTER)  # makes sure a QGuiApplication exists (offscreen)
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    image.fill(QColor(PAPER))
    return image


def _icon(side: int):  # -> QImage
    from PySide6.QtGui import QImage

    icon = QImage()
    icon.loadFromData(render_png(side, MASTER), "PNG")
    return icon


def wizard_picture(out: Path) -> Path:
    """The icon large, the name under it, and the five areas' colours as a band below."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QPainter

    image = _image(WIZARD)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawImage(18, 40, _icon(128))
    font = QFont("DejaVu Sans")
    font.setPixelSize(20)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(INK))
    painter.drawText(QRect(0, 182, WIZARD[0], 30), Qt.AlignmentFlag.AlignCenter, "cleverdesk")
    band = WIZARD[0] // len(AREAS) + 1
    for index, colour in enumerate(AREAS):
        painter.fillRect(index * band, WIZARD[1] - 26, band, 26, QColor(colour))
    painter.end()
    path = out / "installer-wizard.bmp"
    if not image.save(str(path), "BMP"):
        raise SystemExit(f"installer_pictures: could not write {path}")
    return path


def header_picture(out: Path) -> Path:
    """The icon small at the right (Modern UI puts the header picture at the right)."""
    from PySide6.QtGui import QPainter

    image = _image(HEADER)
    painter = QPainter(image)
    painter.drawImage(HEADER[0] - 52, 3, _icon(48))
    painter.end()
    path = out / "installer-header.bmp"
    if not image.save(str(path), "BMP"):
        raise SystemExit(f"installer_pictures: could not write {path}")
    return path


def render_pictures(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    return [wizard_picture(out), header_picture(out)]


if __name__ == "__main__":
    for written in render_pictures(Path(sys.argv[1]) if len(sys.argv) > 1 else
                                   HERE.parent.parent / "build" / "icons"):
        print(written)
