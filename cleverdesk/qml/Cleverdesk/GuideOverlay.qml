import QtQuick
import QtQuick.Controls
import Cleverdesk

// The guided first game over the table: a ring around the element the guide talks about (found
// on the live table by `Guide.locate`) and a card with what to do next. Clicks pass through to
// the table everywhere but the card: the player plays the real game.
Item {
    id: overlay

    property bool shown: false
    property rect spot: Qt.rect(0, 0, 0, 0)
    readonly property real pad: 8 * Theme.u

    visible: shown && Guide.active

    // Positions settle after the table has laid out the move (and after the dice slid there).
    // Looked up at once after a change (or when the dice have slid), and again every little
    // while, so the ring follows whatever else moves the table's items (a panel, a resize).
    // Hidden (no guided game, or another screen) it looks for nothing: a search walks the
    // whole item tree, and every move of every game would pay for it.
    function relocate() { if (overlay.visible) locateTimer.restart() }
    Timer {
        id: locateTimer
        interval: Desk.reduceMotion ? 0 : 260
        onTriggered: overlay.look()
    }
    Timer {
        interval: 400
        repeat: true
        running: overlay.visible
        onTriggered: overlay.look()
    }
    Connections {
        target: Guide
        function onChanged() { overlay.relocate() }
    }
    Connections {
        target: Game
        function onChanged() { overlay.relocate() }
    }
    onWidthChanged: relocate()
    onHeightChanged: relocate()
    onVisibleChanged: if (visible) relocate()

    Rectangle {
        objectName: "guideSpot"
        x: overlay.spot.x - overlay.pad
        y: overlay.spot.y - overlay.pad
        width: overlay.spot.width + 2 * overlay.pad
        height: overlay.spot.height + 2 * overlay.pad
        visible: overlay.spot.width > 0
        radius: 12 * Theme.u
        color: "transparent"
        border.width: 4 * Theme.u
        border.color: Theme.accent
        SequentialAnimation on opacity {
            running: overlay.visible && !Desk.reduceMotion
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700 }
            NumberAnimation { from: 0.45; to: 1; duration: 700 }
        }
    }

    // Where the card goes: beside the spot (right, left, below, above), else in a corner of
    // the window: the first place inside the window that covers neither the spot, nor the
    // dice, nor the lit fields (the player needs all three); the bottom right corner at worst.
    property rect tray: Qt.rect(0, 0, 0, 0)
    property rect lit: Qt.rect(0, 0, 0, 0)
    function clear(r, x, y, w, h) {
        return r.width <= 0 || x + w <= r.x || x >= r.x + r.width || y + h <= r.y || y >= r.y + r.height
    }
    function cardPlace(cw, ch) {
        const m = 16 * Theme.u, gap = 3 * pad, s = spot
        const clamp = (v, low, high) => Math.max(low, Math.min(high, v))
        const cy = clamp(s.y + s.height / 2 - ch / 2, m, height - ch - m)
        const cx = clamp(s.x + s.width / 2 - cw / 2, m, width - cw - m)
        const places = [Qt.point(s.x + s.width + gap, cy), Qt.point(s.x - cw - gap, cy),
                        Qt.point(cx, s.y + s.height + gap), Qt.point(cx, s.y - ch - gap),
                        Qt.point(width - cw - m, height - ch - m), Qt.point(m, height - ch - m),
                        Qt.point(width - cw - m, m + 56 * Theme.u), Qt.point(m, m + 56 * Theme.u)]
        const grown = Qt.rect(s.x - pad, s.y - pad, s.width + 2 * pad, s.height + 2 * pad)
        for (const p of places) {
            if (p.x >= m && p.x + cw <= width - m && p.y >= m && p.y + ch <= height - m
                    && clear(grown, p.x, p.y, cw, ch) && clear(tray, p.x, p.y, cw, ch)
                    && clear(lit, p.x, p.y, cw, ch))
                return p
        }
        return Qt.point(width - cw - m, height - ch - m)
    }
    function look() {
        overlay.spot = Guide.locate(overlay)
        overlay.tray = Guide.rectOf(overlay, "item:diceTray")
        overlay.lit = Guide.rectOf(overlay, "lit")
    }

    Rectangle {
        id: card
        objectName: "guideCard"
        readonly property point place: overlay.cardPlace(width, height)
        width: Math.min(380 * Theme.u, overlay.width - 32 * Theme.u)
        height: column.implicitHeight + 32 * Theme.u
        x: place.x
        y: place.y
        radius: 12 * Theme.u
        color: Theme.paper
        border.color: Theme.accent
        border.width: 3 * Theme.u

        MouseArea { anchors.fill: parent }  // the card itself is not a click on the table

        Column {
            id: column
            x: 16 * Theme.u
            y: 16 * Theme.u
            width: parent.width - 32 * Theme.u
            spacing: 10 * Theme.u

            Label {
                objectName: "guideStep"
                text: qsTr("Guided game · step %1 of %2").arg(Guide.stepNumber).arg(Guide.stepCount)
                color: Theme.inkSoft
                font.pixelSize: 13 * Theme.u
            }
            Label {
                objectName: "guideTitle"
                width: parent.width
                text: Guide.title
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: 20 * Theme.u
                font.bold: true
            }
            Label {
                objectName: "guideText"
                width: parent.width
                text: Guide.text
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: 15 * Theme.u
                lineHeight: 1.15
            }
            Row {
                spacing: 10 * Theme.u
                layoutDirection: Qt.RightToLeft
                width: parent.width
                DeskButton {
                    objectName: "guideNext"
                    sizeScale: 0.85
                    primary: true
                    visible: Guide.readOnly
                    text: Guide.step === "own" ? qsTr("Play on") : qsTr("Next")
                    tip: qsTr("I have read this")
                    onClicked: Guide.goOn()
                }
                DeskButton {
                    objectName: "guideSkip"
                    sizeScale: 0.85
                    visible: Guide.step !== "own"
                    text: qsTr("Skip the guide")
                    tip: qsTr("Play on without the guide; it can be played again from Rules")
                    onClicked: Guide.skip()
                }
            }
        }
    }
}
