pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Every SET Cubed player: name, score and hand (all hands are open, rule R12).
Rectangle {
    id: seats

    property real u: 1

    Layout.fillWidth: true
    implicitHeight: seatColumn.implicitHeight + 16 * seats.u
    radius: 10 * seats.u
    color: Theme.card

    ColumnLayout {
        id: seatColumn
        x: 8 * seats.u
        y: 8 * seats.u
        width: parent.width - 16 * seats.u
        spacing: 4 * seats.u

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
                implicitHeight: 40 * seats.u
                radius: 6 * seats.u
                color: deciding ? "#fff4cc" : "transparent"
                border.width: deciding ? 2 : 0
                border.color: Theme.accent
                HoverHandler { id: seatHover }
                ToolTip.visible: seatHover.hovered && seatRow.first
                ToolTip.delay: 500
                ToolTip.text: qsTr("★ first player: opened the game and starts every round")

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 6 * seats.u
                    anchors.rightMargin: 6 * seats.u
                    spacing: 6 * seats.u
                    ColumnLayout {
                        Layout.preferredWidth: 110 * seats.u
                        Layout.maximumWidth: seatRow.hand.length > 0 ? 110 * seats.u : Number.POSITIVE_INFINITY
                        Layout.fillWidth: seatRow.hand.length === 0
                        spacing: 0
                        Label {
                            Layout.fillWidth: true
                            textFormat: Text.PlainText
                            horizontalAlignment: Text.AlignLeft  // the language's side
                            text: (seatRow.winner ? "♛ " : "") + Words.typed(seatRow.name) + (seatRow.first ? " ★" : "")
                            font.pixelSize: Theme.px(14, seats.u)
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: seatRow.computer ? qsTr("computer") : qsTr("human")
                            font.pixelSize: Theme.px(10, seats.u)
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                        }
                    }
                    Row {
                        Layout.fillWidth: true
                        spacing: 3 * seats.u
                        Repeater {
                            model: seatRow.hand
                            delegate: SetDie {
                                required property string modelData
                                face: modelData
                                size: 30 * seats.u
                            }
                        }
                    }
                    Label {
                        objectName: "scTotal_" + seatRow.seat
                        text: String(seatRow.total)
                        font.pixelSize: Theme.px(20, seats.u)
                        font.bold: true
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
