import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A past SET Cubed game at one step of its replay (History): the board as it lay after the
// step, read-only, with what the step did marked, and everybody's points per round so far.
Item {
    id: view

    property var past: null
    readonly property var names: past ? past.seats.map(s => s.name) : []
    readonly property var table: past ? past.roundTable : []

    SetBoard {
        id: board
        objectName: "pastBoard"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: Math.min(parent.height, parent.width * 0.66)
        cells: view.past ? view.past.board : null
        readOnly: true
        logoCovered: view.past ? view.past.logoCovered : false
    }

    Rectangle {
        id: scores
        anchors.left: board.right
        anchors.leftMargin: 12 * Theme.u
        anchors.right: parent.right
        anchors.top: parent.top
        height: Math.min(parent.height, scoreColumn.implicitHeight + 24 * Theme.u)
        radius: 10 * Theme.u
        color: Theme.paper
        clip: true

        ColumnLayout {
            id: scoreColumn
            x: 12 * Theme.u
            y: 12 * Theme.u
            width: parent.width - 24 * Theme.u
            spacing: 8 * Theme.u

            Label {
                Layout.fillWidth: true
                text: qsTr("Points per round")
                color: Theme.ink
                font.pixelSize: 15 * Theme.u
                font.bold: true
                elide: Text.ElideRight
            }
            GridLayout {
                objectName: "pastRoundTable"
                Layout.fillWidth: true
                columns: view.names.length + 1
                rowSpacing: 4 * Theme.u
                columnSpacing: 8 * Theme.u

                Label {
                    text: qsTr("Round")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(12)
                }
                Repeater {
                    model: view.names
                    delegate: Label {
                        required property string modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        textFormat: Text.PlainText
                        text: modelData
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(12)
                        horizontalAlignment: Text.AlignRight
                        elide: Text.ElideRight
                    }
                }
                Repeater {
                    model: view.table.length * (view.names.length + 1)
                    delegate: Label {
                        required property int index
                        readonly property int line: Math.floor(index / (view.names.length + 1))
                        readonly property int place: index % (view.names.length + 1)
                        readonly property var entry: view.table[line]
                        objectName: place > 0 ? "pastRound_" + entry.round + "_" + (place - 1) : ""
                        Layout.fillWidth: place > 0
                        Layout.preferredWidth: place > 0 ? 1 : -1
                        text: place === 0 ? String(entry.round) : String(entry.points[place - 1])
                        color: entry.current ? Theme.ink : Theme.inkSoft
                        font.bold: entry.current
                        font.pixelSize: 13 * Theme.u
                        horizontalAlignment: place === 0 ? Text.AlignLeft : Text.AlignRight
                    }
                }
                Label {
                    text: qsTr("Total")
                    color: Theme.ink
                    font.pixelSize: 13 * Theme.u
                    font.bold: true
                }
                Repeater {
                    model: view.past ? view.past.stepTotals : []
                    delegate: Label {
                        required property int index
                        required property int modelData
                        objectName: "pastStepTotal_" + index
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        text: String(modelData)
                        color: Theme.ink
                        font.pixelSize: 15 * Theme.u
                        font.bold: true
                        horizontalAlignment: Text.AlignRight
                    }
                }
            }
            Label {
                objectName: "pastBag"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: view.past ? view.past.bagText : ""
                color: Theme.inkSoft
                font.pixelSize: Theme.px(12)
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Framed in blue: the dice this move placed or swapped. Green: the SETs it made.")
                color: Theme.inkSoft
                font.pixelSize: Theme.px(12)
                wrapMode: Text.WordWrap
            }
        }
    }
}
