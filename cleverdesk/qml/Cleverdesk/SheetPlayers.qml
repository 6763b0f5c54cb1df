import QtQuick
import QtQuick.Controls
import Cleverdesk

// Which tables play a round on a sheet: a small figure and "1–3" players.
Item {
    id: players
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string label
    required property string tip
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    Row {
        anchors.centerIn: parent
        spacing: 0.5 * players.sheetView.mm
        Item {  // a small figure: head and shoulders
            width: 2.6 * players.sheetView.mm; height: 3.6 * players.sheetView.mm
            anchors.verticalCenter: parent.verticalCenter
            Rectangle {
                x: 0.6 * players.sheetView.mm; width: 1.4 * players.sheetView.mm; height: width
                radius: width / 2; color: "transparent"
                border.color: Theme.inkSoft; border.width: Math.max(1, 0.25 * players.sheetView.mm)
            }
            Rectangle {
                y: 1.7 * players.sheetView.mm; width: 2.6 * players.sheetView.mm; height: 1.9 * players.sheetView.mm
                radius: width / 2; color: "transparent"
                border.color: Theme.inkSoft; border.width: Math.max(1, 0.25 * players.sheetView.mm)
            }
        }
        Text {
            text: players.label
            color: Theme.inkSoft
            font.bold: true
            visible: players.sheetView.shows(players.mmH * players.sheetView.mm * 0.55)
            font.pixelSize: players.sheetView.px(players.mmH * players.sheetView.mm * 0.55)
            anchors.verticalCenter: parent.verticalCenter
        }
    }
    HoverHandler { id: playersHover; enabled: !players.sheetView.compact }
    ToolTip.visible: playersHover.hovered
    ToolTip.delay: 500
    ToolTip.text: tip
}
