import QtQuick

// Your totals over time: a dot per game (oldest left), a line through them, the average dashed,
// the best ringed, and the rating thresholds faint behind. Drawn with Canvas.
Item {
    id: chart

    property var points: []        // [{t, total, label}], oldest first
    property var bands: []         // [{min, label}] rating thresholds
    property color lineColour: "#2f7fd1"
    readonly property real pad: 34 * Theme.u

    onPointsChanged: canvas.requestPaint()
    onBandsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    function range() {
        var lo = 1e9, hi = -1e9
        for (var i = 0; i < points.length; ++i) {
            lo = Math.min(lo, points[i].total); hi = Math.max(hi, points[i].total)
        }
        if (points.length === 0) { lo = 0; hi = 100 }
        var span = Math.max(20, hi - lo)
        lo = Math.max(0, Math.floor((lo - span * 0.1) / 10) * 10)
        hi = Math.ceil((hi + span * 0.1) / 10) * 10
        return [lo, hi]
    }

    Canvas {
        id: canvas
        objectName: "scoreChartCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var w = width, h = height, pad = chart.pad
            var left = pad + 8 * Theme.u, right = w - 12 * Theme.u, top = 10 * Theme.u, bottom = h - pad
            var r = chart.range(), lo = r[0], hi = r[1]
            function yOf(v) { return bottom - (v - lo) / (hi - lo) * (bottom - top) }
            // grid and the value axis
            ctx.font = Math.round(11 * Theme.u) + "px sans-serif"
            ctx.fillStyle = "#6d685c"
            ctx.strokeStyle = "#e4dfd2"
            ctx.lineWidth = 1
            var step = (hi - lo) > 160 ? 40 : (hi - lo) > 80 ? 20 : 10
            for (var v = Math.ceil(lo / step) * step; v <= hi; v += step) {
                ctx.beginPath(); ctx.moveTo(left, yOf(v)); ctx.lineTo(right, yOf(v)); ctx.stroke()
                ctx.fillText(String(v), 4 * Theme.u, yOf(v) + 4 * Theme.u)
            }
            // rating thresholds in range
            ctx.strokeStyle = "#d9b44a"
            ctx.setLineDash([2, 4])
            for (var b = 0; b < chart.bands.length; ++b) {
                var m = chart.bands[b].min
                if (m <= lo || m >= hi) continue
                ctx.beginPath(); ctx.moveTo(left, yOf(m)); ctx.lineTo(right, yOf(m)); ctx.stroke()
            }
            ctx.setLineDash([])
            var n = chart.points.length
            if (n === 0) return
            function xOf(i) { return n === 1 ? (left + right) / 2 : left + i * (right - left) / (n - 1) }
            // average
            var sum = 0, best = 0
            for (var i = 0; i < n; ++i) {
                sum += chart.points[i].total
                if (chart.points[i].total > chart.points[best].total) best = i
            }
            var avg = sum / n
            ctx.strokeStyle = "#6d685c"
            ctx.setLineDash([6, 4])
            ctx.beginPath(); ctx.moveTo(left, yOf(avg)); ctx.lineTo(right, yOf(avg)); ctx.stroke()
            ctx.setLineDash([])
            // the line and the dots
            ctx.strokeStyle = chart.lineColour
            ctx.lineWidth = 2 * Theme.u
            ctx.beginPath()
            for (i = 0; i < n; ++i) {
                if (i === 0) ctx.moveTo(xOf(i), yOf(chart.points[i].total))
                else ctx.lineTo(xOf(i), yOf(chart.points[i].total))
            }
            ctx.stroke()
            ctx.fillStyle = chart.lineColour
            var dot = n > 60 ? 2.5 * Theme.u : 4 * Theme.u
            for (i = 0; i < n; ++i) {
                ctx.beginPath(); ctx.arc(xOf(i), yOf(chart.points[i].total), dot, 0, 2 * Math.PI); ctx.fill()
            }
            ctx.strokeStyle = "#b3261e"
            ctx.lineWidth = 2.5 * Theme.u
            ctx.beginPath(); ctx.arc(xOf(best), yOf(chart.points[best].total), dot + 4 * Theme.u, 0, 2 * Math.PI); ctx.stroke()
            // the first and last dates under the axis
            ctx.fillStyle = "#6d685c"
            ctx.textAlign = "left"
            ctx.fillText(chart.points[0].label, left, h - 10 * Theme.u)
            if (n > 1) {
                ctx.textAlign = "right"
                ctx.fillText(chart.points[n - 1].label, right, h - 10 * Theme.u)
            }
        }
    }
}
