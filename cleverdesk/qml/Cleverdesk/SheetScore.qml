import QtQuick
import QtQuick.Controls
import Cleverdesk

// A box of a sheet's score row: an area's total, a pair's star, the grand total.
Rectangle {
    id: scoreBox
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property string code
    required property string mark
    required property string tip
    required property string shape
    objectName: sheetView.prefix + "_score_" + code
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    radius: shape === "star" ? height / 2 : 1.5 * sheetView.mm  // a pair's star
    color: code === "total" ? Theme.ink : "#ffffff"
    border.width: Math.max(1, 0.5 * sheetView.mm)
    border.color: area !== "" ? sheetView.colourOf(area) : Theme.ink
    Text {
        anchors.centerIn: parent
        text: scoreBox.mark
        color: scoreBox.code === "total" ? "#ffffff" : Theme.ink
        font.bold: true
        visible: scoreBox.sheetView.shows(scoreBox.height * 0.6)
        font.pixelSize: scoreBox.sheetView.px(scoreBox.height * 0.6)
    }
    Text {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.leftMargin: 0.8 * scoreBox.sheetView.mm
        anchors.topMargin: 0.3 * scoreBox.sheetView.mm
        // an area's own total; a box beside an area (a pair, a row) needs none
        visible: scoreBox.area !== "" && scoreBox.code === scoreBox.area && !scoreBox.sheetView.small && scoreBox.sheetView.shows(2.6 * scoreBox.sheetView.mm)
        text: Language.current !== "" ? Words.dieLetter(scoreBox.area) : ""
        color: Qt.darker(scoreBox.sheetView.colourOf(scoreBox.area), 1.5)
        font.pixelSize: scoreBox.sheetView.px(2.6 * scoreBox.sheetView.mm)
        font.bold: true
    }
    HoverHandler { id: scoreHover; enabled: !scoreBox.sheetView.compact }
    ToolTip.visible: scoreHover.hovered
    ToolTip.delay: 500
    ToolTip.text: tip
}
