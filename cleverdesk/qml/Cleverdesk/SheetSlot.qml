import QtQuick
import QtQuick.Controls
import Cleverdesk

// A circle of an action track: locked (empty), available (circled), used (circled and crossed).
// The next available slot is a button while its action can be used.
Item {
    id: slot

    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property int num
    required property string glyph
    required property string tip
    required property string status
    required property bool usable

    property real mm: 1
    property bool interactive: true
    property bool compact: false
    property string prefix: "sheet"
    property real minText: 0  // the readable size (see SheetCell)
    readonly property bool live: usable && interactive
    readonly property real glyphSize: slot.height * (slot.glyph.length > 1 ? 0.45 : 0.62)

    objectName: prefix + "_slot_" + area + "_" + num
    x: mmX * mm
    y: mmY * mm
    width: mmW * mm
    height: mmH * mm

    Rectangle {
        anchors.fill: parent
        anchors.margins: -0.9 * slot.mm
        radius: width / 2
        visible: slot.live
        color: "transparent"
        border.width: Math.max(2, 0.7 * slot.mm)
        border.color: Theme.lit
    }
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: slot.status === "locked" ? "transparent" : (slot.live ? "#ffffff" : "#fffdf6")
        border.width: Math.max(1, (slot.status === "locked" ? 0.25 : 0.55) * slot.mm)
        border.color: slot.status === "locked" ? "#b8b2a2" : Theme.ink
    }
    Text {
        anchors.centerIn: parent
        text: slot.glyph
        visible: !slot.compact || slot.glyphSize >= slot.minText
        color: slot.status === "locked" ? "#c4beb0" : Theme.ink
        font.bold: true
        font.pixelSize: slot.compact ? slot.glyphSize : Math.max(slot.minText, slot.glyphSize)
    }
    Text {
        anchors.centerIn: parent
        visible: slot.status === "used" && !slot.compact
        text: "✕"
        color: Theme.warn
        font.bold: true
        font.pixelSize: Math.max(slot.minText, slot.height * 0.95)
    }
    Loader {  // (a picture only: made there alone)
        anchors.fill: parent
        active: slot.status === "used" && slot.compact
        sourceComponent: CrossMark { colour: Theme.warn }
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        enabled: !slot.compact
        hoverEnabled: !slot.compact
        cursorShape: slot.live ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (slot.live) Game.actions.useTrack(slot.area)
    }
    ToolTip.visible: mouse.containsMouse
    ToolTip.delay: 600
    ToolTip.text: slot.status === "used" ? qsTr("%1: used").arg(slot.tip)
                : slot.live ? qsTr("%1: click to use it").arg(slot.tip)
                : slot.status === "available" ? qsTr("%1: available").arg(slot.tip)
                : qsTr("%1: not unlocked yet").arg(slot.tip)
}
