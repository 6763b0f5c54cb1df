import QtQuick

// One bonus icon: a glyph on a coloured tile ("✕" on yellow, "4" on orange, "↻", "+1"), or the
// fox. An earned bonus fades and gets a tick, as a player would tick it on paper.
Item {
    id: icon

    property string symbol: ""
    property color tileColour: "#ffffff"
    property color symbolColour: "#2b2b2b"
    property bool earned: false
    // the sheet's readable size: a glyph is never drawn smaller (a picture, `picture`, leaves
    // out a glyph too small to read instead)
    property real minText: 0
    property bool picture: false
    readonly property real side: Math.min(width, height)
    readonly property real glyphSize: Math.max(picture ? 0 : minText,
                                               side * (symbol.length > 2 ? 0.42 : 0.62))

    Rectangle {
        id: tile
        anchors.centerIn: parent
        width: icon.side
        height: icon.side
        radius: icon.symbol === "↻" || icon.symbol === "+1" ? width / 2 : width * 0.18
        visible: icon.symbol !== "fox"
        color: icon.tileColour
        border.width: Math.max(1, icon.side * 0.06)
        border.color: Qt.darker(icon.tileColour, 1.6)
        opacity: icon.earned ? 0.35 : 1

        Text {
            anchors.centerIn: parent
            text: icon.symbol
            visible: !icon.picture || icon.glyphSize >= icon.minText
            color: icon.symbolColour
            font.bold: true
            font.pixelSize: icon.glyphSize
            // a choice ("✕/6") at the readable size: its signs move closer to stay on the tile
            font.letterSpacing: Math.max(-0.2 * icon.glyphSize,
                                         Math.min(0, (icon.side * 0.94 - glyphWidth.advanceWidth)
                                                     / Math.max(1, icon.symbol.length - 1)))
            TextMetrics {
                id: glyphWidth
                font.pixelSize: icon.glyphSize
                font.bold: true
                text: icon.symbol
            }
        }
    }
    // the fox only where the bonus is one: a drawn fox is a Shape, heavy to keep for nothing
    Loader {
        anchors.centerIn: parent
        width: icon.side
        height: icon.side
        active: icon.symbol === "fox"
        opacity: icon.earned ? 0.35 : 1
        sourceComponent: FoxIcon {}
    }
    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: -icon.side * 0.15
        anchors.bottomMargin: -icon.side * 0.2
        visible: icon.earned && (!icon.picture || icon.side * 0.75 >= icon.minText)
        text: "✓"
        color: "#1b5e20"
        font.bold: true
        font.pixelSize: Math.max(icon.picture ? 0 : icon.minText, icon.side * 0.75)
    }
}
