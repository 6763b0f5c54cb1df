import QtQuick
import Cleverdesk

// The review's account drawn: the expected final score through the game. At each decision the
// line stands at the position's value (its best move's) and drops by what the move played cost
// (red); between decisions it moves with the dice to the next decision's value, and at the end
// to the final score (dashed). The drops add up to the points lost, the moves between them to
// the dice's part: the same numbers as the account beside it. The biggest mistakes are
// numbered. A click picks the decision under it.
Item {
    id: chart

    property var points: []   // Review.decisions: {playedExpected, bestExpected, rank, round}
    property int finalScore: 0
    property bool finished: true
    signal picked(int index)

    readonly property real padLeft: 40 * Theme.u
    readonly property real padBottom: 22 * Theme.u

    onPointsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onFinalScoreChanged: canvas.requestPaint()

    function range() {
        var lo = 1e9, hi = -1e9
        for (var i = 0; i < points.length; ++i) {
            lo = Math.min(lo, points[i].playedExpected)
            hi = Math.max(hi, points[i].bestExpected)
        }
        if (points.length === 0) { lo = 0; hi = 100 }
        lo = Math.min(lo, finalScore); hi = Math.max(hi, finalScore)
        var span = Math.max(20, hi - lo)
        lo = Math.max(0, Math.floor((lo - span * 0.08) / 10) * 10)
        hi = Math.ceil((hi + span * 0.08) / 10) * 10
        return [lo, hi]
    }
    readonly property real padTop: 8 * Theme.u
    readonly property real badgeRadius: 8 * Theme.u
    function yOf(v) {
        var r = range(), bottom = height - padBottom
        return bottom - (v - r[0]) / (r[1] - r[0]) * (bottom - padTop)
    }
    // Where each numbered mistake is drawn: on the line where it happened, or, where an earlier
    // (bigger) mistake's badge already sits too close, the nearest free place above or below it,
    // with a thin line back to its point. Mistakes often come in a cluster of neighbouring
    // decisions; badges drawn on top of each other could not be read.
    function badgeSpots() {
        var spots = [], ranked = []
        for (var i = 0; i < points.length; ++i)
            if (points[i].rank) ranked.push(i)
        ranked.sort(function(a, b) { return points[a].rank - points[b].rank })
        var r = badgeRadius, gap = 2 * r + 4 * Theme.u
        var low = padTop + r, high = height - padBottom - r
        for (var k = 0; k < ranked.length; ++k) {
            var index = ranked[k], x = xOf(index), py = yOf(points[index].playedExpected)
            var y = Math.min(high, Math.max(low, py))
            for (var step = 0; step < 40; ++step) {
                var offset = Math.ceil(step / 2) * gap * (step % 2 === 1 ? -1 : 1)
                var tryY = py + offset
                if (tryY < low || tryY > high) continue
                var free = true
                for (var j = 0; j < spots.length; ++j)
                    if (Math.abs(spots[j].x - x) < gap && Math.abs(spots[j].y - tryY) < gap) free = false
                if (free) { y = tryY; break }
            }
            spots.push({ rank: points[index].rank, index: index, x: x, y: y, pointY: py })
        }
        return spots
    }
    // decision i at slot i; slot points.length is the end of the game (the final score)
    function xOf(i) {
        var left = padLeft, right = width - 10 * Theme.u, n = points.length
        return n < 1 ? (left + right) / 2 : left + i * (right - left) / n
    }
    function endValue() {
        var n = points.length
        return finished || n === 0 ? finalScore : points[n - 1].playedExpected
    }

    Canvas {
        id: canvas
        objectName: "reviewChartCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var u = Theme.u, w = width, h = height
            var top = chart.padTop, bottom = h - chart.padBottom
            var r = chart.range(), lo = r[0], hi = r[1]
            function yOf(v) { return chart.yOf(v) }
            ctx.font = Math.max(11, Math.round(11 * u)) + "px sans-serif"
            ctx.fillStyle = Theme.inkSoft
            ctx.strokeStyle = "#e4dfd2"
            ctx.lineWidth = 1
            var step = (hi - lo) > 160 ? 40 : (hi - lo) > 80 ? 20 : 10
            for (var v = Math.ceil(lo / step) * step; v <= hi; v += step) {
                ctx.beginPath(); ctx.moveTo(chart.padLeft, yOf(v)); ctx.lineTo(w - 10 * u, yOf(v)); ctx.stroke()
                ctx.fillText(String(v), 4 * u, yOf(v) + 4 * u)
            }
            var n = chart.points.length
            if (n === 0) return
            // the rounds along the bottom
            var lastRound = -1
            for (var i = 0; i < n; ++i) {
                if (chart.points[i].round !== lastRound) {
                    lastRound = chart.points[i].round
                    ctx.fillText(String(lastRound), chart.xOf(i) - 3 * u, h - 6 * u)
                    ctx.beginPath(); ctx.moveTo(chart.xOf(i), top); ctx.lineTo(chart.xOf(i), bottom); ctx.stroke()
                }
            }
            // the final score reached (a finished game)
            if (chart.finished) {
                ctx.strokeStyle = Theme.inkSoft
                ctx.setLineDash([6, 4])
                ctx.beginPath(); ctx.moveTo(chart.padLeft, yOf(chart.finalScore)); ctx.lineTo(w - 10 * u, yOf(chart.finalScore)); ctx.stroke()
                ctx.setLineDash([])
            }
            // between decisions: the dice move the value from the move played to the next
            // decision's value (the last: to the end)
            ctx.strokeStyle = "#2f7fd1"
            ctx.lineWidth = 2 * u
            ctx.beginPath()
            ctx.moveTo(chart.xOf(0), yOf(chart.points[0].bestExpected))
            for (i = 0; i < n; ++i) {
                var p = chart.points[i]
                ctx.lineTo(chart.xOf(i), yOf(p.playedExpected))
                var next = i + 1 < n ? chart.points[i + 1].bestExpected : chart.endValue()
                ctx.lineTo(chart.xOf(i + 1), yOf(next))
            }
            ctx.stroke()
            // at each decision: the drop that the move played cost
            ctx.strokeStyle = Theme.warn
            ctx.lineWidth = 3 * u
            for (i = 0; i < n; ++i) {
                var q = chart.points[i]
                if (q.bestExpected - q.playedExpected < 0.5) continue
                ctx.beginPath()
                ctx.moveTo(chart.xOf(i), yOf(q.bestExpected))
                ctx.lineTo(chart.xOf(i), yOf(q.playedExpected))
                ctx.stroke()
            }
            // the biggest mistakes, numbered as in the list, never on top of each other
            var spots = chart.badgeSpots()
            ctx.font = "bold " + Math.max(11, Math.round(11 * u)) + "px sans-serif"
            for (i = spots.length - 1; i >= 0; --i) {
                var spot = spots[i]
                if (Math.abs(spot.y - spot.pointY) > 1) {
                    ctx.strokeStyle = Theme.warn
                    ctx.lineWidth = 1.5 * u
                    ctx.beginPath(); ctx.moveTo(spot.x, spot.pointY); ctx.lineTo(spot.x, spot.y); ctx.stroke()
                    ctx.fillStyle = Theme.warn
                    ctx.beginPath(); ctx.arc(spot.x, spot.pointY, 2.5 * u, 0, 2 * Math.PI); ctx.fill()
                }
                ctx.fillStyle = Theme.warn
                ctx.beginPath(); ctx.arc(spot.x, spot.y, chart.badgeRadius, 0, 2 * Math.PI); ctx.fill()
                ctx.fillStyle = "#ffffff"
                ctx.fillText(String(spot.rank), spot.x - 3.5 * u, spot.y + 4 * u)
            }
        }
    }
    MouseArea {
        anchors.fill: parent
        cursorShape: chart.points.length > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: (mouse) => {
            var n = chart.points.length
            if (n === 0) return
            var best = 0
            for (var i = 1; i < n; ++i)
                if (Math.abs(chart.xOf(i) - mouse.x) < Math.abs(chart.xOf(best) - mouse.x)) best = i
            chart.picked(best)
        }
    }
}
