import QtQuick

// Average score per area as bars in the area's colour, drawn with Canvas.
Item {
    id: bars

    property var areas: []   // [{name, colour, value, text}]

    onAreasChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    Canvas {
        id: canvas
        objectName: "areaBarsCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var n = bars.areas.length
            if (n === 0) return
            var top = 18 * Theme.u, bottom = height - 20 * Theme.u
            var most = 1
            for (var i = 0; i < n; ++i) most = Math.max(most, bars.areas[i].value)
            var slot = width / n
            var bw = Math.min(54 * Theme.u, slot * 0.6)
            ctx.font = "bold " + Math.round(12 * Theme.u) + "px sans-serif"
            ctx.textAlign = "center"
            for (i = 0; i < n; ++i) {
                var a = bars.areas[i]
                var x = slot * i + (slot - bw) / 2
                var hgt = (bottom - top) * a.value / most
                ctx.fillStyle = a.colour
                ctx.strokeStyle = "rgba(0,0,0,0.35)"
                ctx.lineWidth = 1
                ctx.fillRect(x, bottom - hgt, bw, hgt)
                ctx.strokeRect(x, bottom - hgt, bw, hgt)
                ctx.fillStyle = "#23211d"
                ctx.fillText(a.text, x + bw / 2, bottom - hgt - 5 * Theme.u)
                ctx.font = Math.round(11 * Theme.u) + "px sans-serif"
                ctx.fillStyle = "#6d685c"
                ctx.fillText(a.name, x + bw / 2, height - 5 * Theme.u)
                ctx.font = "bold " + Math.round(12 * Theme.u) + "px sans-serif"
            }
        }
    }
}
