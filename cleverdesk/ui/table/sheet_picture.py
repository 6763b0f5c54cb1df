"""``SheetPicture`` in QML: a whole score sheet painted as one picture (the other players' small
sheets at the Clever table).

A sheet drawn by SheetView.qml is a few thousand QML items (a Clever 4ever sheet 3 600), some
7 KB each: ~27 MB a sheet, and the table kept one such small sheet per seat beside the main one.
The small sheets are pictures anyway (no clicks, no words too small to read, their cells left
out for screen readers), so they are painted here in one item from the same rows of the same
``SheetModel``, the way SheetView draws a picture (``compact``): tinted cells, marks as
strokes and dots, bonus tiles, track circles, score boxes, and only the words large enough to
read. The large sheet shown on hover (SheetPreview.qml) stays a SheetView.

The type is registered with the QML module when the Clever table's controller is imported
(ui/table/desk.py), with the game services, before any table screen is compiled.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QModelIndex, QObject, QRectF, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtQml import QmlElement
from PySide6.QtQuick import QQuickPaintedItem

from cleverdesk.ui.table.sheet_drawing import Looks, SheetDrawing, box
from cleverdesk.ui.table.sheet_model import picture_rows

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
class SheetPicture(QQuickPaintedItem):
    """One sheet of a ``SheetModel`` (``sheetModel``), painted to fit the item."""

    sheetModelChanged = Signal()
    looksChanged = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._model: Any = None
        self._looks_given: dict[str, Any] = {}
        self._looks = Looks()
        self._extents_for: tuple[object, ...] = ()
        self._extent_list: list[QRectF] = []
        self.setAntialiasing(True)

    # ------------------------------------------------------------------ properties
    def _get_model(self) -> QObject | None:
        return self._model  # type: ignore[no-any-return]

    def _set_model(self, model: QObject | None) -> None:
        if model is self._model:
            return
        if self._model is not None:
            self._model.dataChanged.disconnect(self._rows_changed)
            self._model.modelReset.disconnect(self.update)
        self._model = model
        if model is not None:
            model.dataChanged.connect(self._rows_changed)  # type: ignore[attr-defined]
            model.modelReset.connect(self.update)  # type: ignore[attr-defined]
        self.sheetModelChanged.emit()
        self.update()

    def _rows_changed(self, first: QModelIndex, last: QModelIndex, *_: object) -> None:
        """Paint again where the changed rows lie (a move changes a few cells of a sheet: a
        whole sheet takes ~15 ms to paint, a few cells well under one)."""
        mapping = self._mapping()
        elements = getattr(self._model, "elements", None)
        if mapping is None or elements is None:
            self.update()
            return
        dirty = QRectF()
        for extent in self._extents(mapping)[first.row():last.row() + 1]:
            dirty = dirty.united(extent)
        self.update(dirty.toAlignedRect())

    def _extents(self, mapping: tuple[float, float, float]) -> list[QRectF]:
        """Each element's ``_extent`` at this mapping (kept until the size or sheet changes)."""
        elements = self._model.elements
        if self._extents_for != (mapping, id(elements)):
            self._extents_for = (mapping, id(elements))
            self._extent_list = [_extent(element, *mapping) for element in elements]
        return self._extent_list

    def _mapping(self) -> tuple[float, float, float] | None:
        """(pixels per millimetre, left, top) of the page: fitted and centred, on whole
        pixels; None without a sheet."""
        geometry = getattr(self._model, "geometry", None)
        if geometry is None or geometry.width <= 0 or geometry.height <= 0:
            return None
        mm = max(0.1, min(self.width() / geometry.width, self.height() / geometry.height))
        return (mm, round((self.width() - geometry.width * mm) / 2),
                round((self.height() - geometry.height * mm) / 2))

    sheetModel = Property(QObject, _get_model, _set_model,
                          notify=sheetModelChanged)

    def _get_looks(self) -> dict[str, Any]:
        return dict(self._looks_given)

    def _set_looks(self, given: dict[str, Any]) -> None:
        given = dict(given or {})
        if given == self._looks_given:
            return
        self._looks_given = given
        default = Looks()
        self._looks = Looks(
            colours={str(k): str(v) for k, v in dict(given.get("colours") or {}).items()},
            paper=QColor(given.get("paper", default.paper)),
            ink=QColor(given.get("ink", default.ink)),
            ink_soft=QColor(given.get("inkSoft", default.ink_soft)),
            warn=QColor(given.get("warn", default.warn)),
            min_text=float(given.get("minText", default.min_text)))
        self.looksChanged.emit()
        self.update()

    # how it looks: {colours: the sheet's (Game.sheets.palette), paper, ink, inkSoft, warn: the
    # Theme's, which change with high contrast, minText: the smallest text drawn}
    looks = Property(dict, _get_looks, _set_looks, notify=looksChanged)

    # ------------------------------------------------------------------ painting
    def paint(self, painter: QPainter) -> None:
        mapping = self._mapping()
        if mapping is None:
            return
        mm, left, top = mapping
        model = self._model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # only what lies in the part to paint again (all of it after a resize)
        clip = painter.clipBoundingRect() if painter.hasClipping() else None
        painter.translate(left, top)
        geometry = model.geometry
        page = QRectF(0, 0, geometry.width * mm, geometry.height * mm)
        box(painter, page, 2.5 * mm, self._looks.paper, QColor(0, 0, 0, 0x40), 1)
        extents = self._extents(mapping)
        shown = picture_rows(model, [index for index, extent in enumerate(extents)
                                     if clip is None or clip.intersects(extent)])
        draw = SheetDrawing(self._looks, painter, mm)
        # QML's stacking: cells over the rest (z 1), printed lines over everything (z 3)
        for layer in (0, 1, 3):
            for row in shown:
                if _LAYER.get(row["kind"], 0) == layer:
                    draw.element(row)


_LAYER = {"cell": 1, "line": 3}


def _extent(element: Any, mm: float, left: float, top: float) -> QRectF:
    """Where an element's drawing may reach, in the item: its box and what may stand over its
    edges (a bonus's tick, a struck-out line, the border)."""
    margin = 0.5 * min(element.w, element.h) * mm + 2
    return QRectF(left + element.x * mm - margin, top + element.y * mm - margin,
                  element.w * mm + 2 * margin, element.h * mm + 2 * margin)
