import QtQuick
import Cleverdesk

// A points step of a sheet's track (a ★ pair or a row's points), lit when earned or current.
Rectangle {
    id: points
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property string label
    required property string group
    required property string status
    readonly property bool hot: status === "earned" || status === "current"
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    radius: height / 2
    color: hot ? sheetView.colourOf(area) : "transparent"
    border.width: group !== "" ? Math.max(1, 0.3 * sheetView.mm) : 0
    border.color: Qt.darker(sheetView.colourOf(area), 1.4)
    Text {
        anchors.centerIn: parent
        text: (parent.group === "" && !points.sheetView.small ? "★" : "") + parent.label
        color: parent.hot ? "#ffffff" : (parent.status === "passed" ? Qt.alpha(Theme.ink, 0.4) : Theme.ink)
        font.bold: true
        visible: points.sheetView.shows(parent.height * 0.72)
        font.pixelSize: points.sheetView.px(parent.height * 0.72)
    }
}
