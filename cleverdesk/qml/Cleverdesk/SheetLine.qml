import QtQuick

// A printed line across cells (Clever 4ever's blue diagonals: the anti-diagonal dashed, the
// main diagonal solid).
Canvas {
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property string code
    required property string shape
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: Math.max(1, mmW * sheetView.mm)
    height: Math.max(1, mmH * sheetView.mm)
    z: 3
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()
    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        ctx.strokeStyle = Qt.darker(sheetView.colourOf(area), 1.5)
        ctx.lineWidth = Math.max(1, 0.45 * sheetView.mm)
        ctx.setLineDash(code === "main_diagonal" ? [] : [4, 3])
        ctx.beginPath()
        if (shape === "rising") { ctx.moveTo(0, height); ctx.lineTo(width, 0) }
        else { ctx.moveTo(0, 0); ctx.lineTo(width, height) }
        ctx.stroke()
    }
}
