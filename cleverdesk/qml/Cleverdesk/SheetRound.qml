import QtQuick
import Cleverdesk

// A round on a sheet's round track: the current one dark, the past ones crossed out.
Rectangle {
    id: roundBox
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string label
    required property string status
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    radius: width / 2
    opacity: status === "unused" ? 0.3 : 1
    color: status === "current" ? Theme.ink : "#ffffff"
    border.width: Math.max(1, 0.35 * sheetView.mm)
    border.color: Theme.ink
    Text {
        anchors.centerIn: parent
        text: parent.label
        visible: roundBox.sheetView.shows(parent.height * 0.6)
        color: parent.status === "current" ? "#ffffff" : Theme.ink
        font.bold: true
        font.pixelSize: roundBox.sheetView.px(parent.height * 0.6)
    }
    Text {
        anchors.centerIn: parent
        visible: parent.status === "past" && !roundBox.sheetView.picture
        text: "✕"
        color: Theme.warn
        font.pixelSize: roundBox.sheetView.px(parent.height * 0.95)
    }
    Loader {  // (a picture only: made there alone)
        anchors.fill: parent
        active: parent.status === "past" && roundBox.sheetView.picture
        sourceComponent: CrossMark { colour: Theme.warn }
    }
}
