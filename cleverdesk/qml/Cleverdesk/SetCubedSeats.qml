pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Every SET Cubed player: name, score and hand (all hands are open, rule R12).
Rectangle {
    id: seats


    Layout.fillWidth: true
    implicitHeight: seatColumn.implicitHeight + 16 * Theme.u
    radius: 10 * Theme.u
    color: Theme.card

    ColumnLayout {
        id: seatColumn
        x: 8 * Theme.u
        y: 8 * Theme.u
        width: parent.width - 16 * Theme.u
        spacing: 4 * Theme.u

        Repeater {
            model: SetCubedGame.seats
            delegate: Rectangle {
                id: seatRow
                required property int seat
                required property string name
                required property bool computer
                required property int total
                required property bool deciding
                required property bool first
                required property var hand
                required property bool winner
                required property string spoken

                objectName: "scSeat_" + seat
                Accessible.role: Accessible.ListItem
                Accessible.name: seatRow.spoken
                Layout.fillWidth: true
                implicitHeight: 40 * Theme.u
                radius: 6 * Theme.u
                color: deciding ? "#fff4cc" : "transparent"
                border.width: deciding ? 2 : 0
                border.color: Theme.accent
                HoverHandler { id: seatHover }
                ToolTip.visible: seatHover.hovered && seatRow.first
                ToolTip.delay: 500
                ToolTip.text: qsTr("★ first player: opened the game and starts every round")

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 6 * Theme.u
                    anchors.rightMargin: 6 * Theme.u
                    spacing: 6 * Theme.u
                    ColumnLayout {
                        Layout.preferredWidth: 110 * Theme.u
                        Layout.maximumWidth: seatRow.hand.length > 0 ? 110 * Theme.u : Number.POSITIVE_INFINITY
                        Layout.fillWidth: seatRow.hand.length === 0
                        spacing: 0
                        Label {
                            Layout.fillWidth: true
                            textFormat: Text.PlainText
                            horizontalAlignment: Text.AlignLeft  // the language's side
                            text: (seatRow.winner ? "♛ " : "") + Words.typed(seatRow.name) + (seatRow.first ? " ★" : "")
                            font.pixelSize: Theme.px(14)
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: seatRow.computer ? qsTr("computer") : qsTr("human")
                            font.pixelSize: Theme.px(10)
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                        }
                    }
                    Row {
                        Layout.fillWidth: true
                        spacing: 3 * Theme.u
                        Repeater {
                            model: seatRow.hand
                            delegate: SetDie {
                                required property string modelData
                                face: modelData
                                size: 30 * Theme.u
                            }
                        }
                    }
                    Label {
                        objectName: "scTotal_" + seatRow.seat
                        text: String(seatRow.total)
                        font.pixelSize: Theme.px(20)
                        font.bold: true
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
