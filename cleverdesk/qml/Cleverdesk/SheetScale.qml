import QtQuick
import QtQuick.Controls
import Cleverdesk

// A step of a sheet's points scale: the count of crosses over the points where both can be
// read, else the points alone (the count in the tooltip).
Rectangle {
    id: scaleStep
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property int num
    required property string label
    required property string status
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    radius: 0.8 * sheetView.mm
    color: status === "current" ? sheetView.colourOf(area)
         : status === "passed" ? Qt.tint(Theme.paper, Qt.alpha(sheetView.colourOf(area), 0.25)) : "#ffffff"
    border.width: Math.max(1, 0.2 * sheetView.mm)
    border.color: Qt.darker(sheetView.colourOf(area), 1.3)
    // The count of crosses over the points, where both can be read; else the points
    // alone (the count is in the tooltip, and the step the player is on is coloured).
    readonly property real labelPx: sheetView.px(Math.min(3.2 * sheetView.mm, height * 0.6))
    readonly property real countPx: Math.max(sheetView.minText, 2.4 * sheetView.mm)
    // The points keep clear of the step's frame; three digits on the narrow steps of Doppelt
    // so clever's yellow ("118 141 165" ran into each other) shrink to fit, down to the
    // readable size, and only beyond that run up the step instead (without the count).
    readonly property real room: width - 0.6 * sheetView.mm
    readonly property bool upright: sheetView.picture || readable.advanceWidth <= room
    readonly property bool countShown: !sheetView.picture && upright
                                       && height >= (labelPx + countPx) * 1.2
    TextMetrics {
        id: readable
        font.pixelSize: scaleStep.sheetView.minText
        font.bold: true
        text: scaleStep.label
    }
    Column {
        anchors.centerIn: parent
        rotation: scaleStep.upright || scaleStep.countShown ? 0 : -90
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: scaleStep.num
            visible: scaleStep.countShown
            color: scaleStep.status === "current" ? "#ccffffff" : Theme.inkSoft
            font.pixelSize: scaleStep.countPx
        }
        Text {
            id: stepPoints
            objectName: "scalePoints"
            anchors.horizontalCenter: parent.horizontalCenter
            // upright: no wider than the step leaves (the font shrinks to it)
            width: scaleStep.upright ? Math.min(implicitWidth, scaleStep.room) : implicitWidth
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: scaleStep.upright && !scaleStep.sheetView.picture ? Text.HorizontalFit : Text.FixedSize
            minimumPixelSize: scaleStep.sheetView.minText
            text: scaleStep.label
            visible: scaleStep.sheetView.shows(scaleStep.labelPx)
            color: scaleStep.status === "current" ? "#ffffff" : Theme.ink
            font.bold: true
            font.pixelSize: scaleStep.labelPx
        }
    }
    HoverHandler { id: stepHover; enabled: !scaleStep.sheetView.compact }
    ToolTip.visible: stepHover.hovered
    ToolTip.delay: 500
    ToolTip.text: qsTr("%n cross(es): %1", "", num).arg(qsTr("%n point(s)", "", Number(label)))
}
