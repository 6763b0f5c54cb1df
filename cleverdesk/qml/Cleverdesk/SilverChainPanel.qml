pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The silver platter chain (Doppelt so clever): the dice a silver pick sent to the platter may
// each be crossed in silver, optionally. One line per die: the die, where it may go, and a Skip
// button. Its cells are lit on the sheet; a click there crosses it.
Rectangle {
    id: panel


    implicitHeight: column.implicitHeight + 20 * Theme.u
    radius: 10 * Theme.u
    color: Theme.card
    border.color: "#9aa3ad"
    border.width: 2 * Theme.u

    ColumnLayout {
        id: column
        x: 10 * Theme.u
        y: 10 * Theme.u
        width: parent.width - 20 * Theme.u
        spacing: 6 * Theme.u

        Label {
            Layout.fillWidth: true
            objectName: "optionalTitle"
            text: Game.choice.optionalTitle
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(15)
            font.bold: true
        }
        Repeater {
            model: Game.choice.optionalBonuses
            delegate: RowLayout {
                id: line
                required property var modelData
                required property int index
                objectName: "chain_" + modelData.code
                Layout.fillWidth: true
                spacing: 8 * Theme.u

                Rectangle {
                    Layout.preferredWidth: 30 * Theme.u
                    Layout.preferredHeight: 30 * Theme.u
                    radius: 6 * Theme.u
                    color: line.modelData.fill
                    border.color: Qt.darker(line.modelData.fill, 1.6)
                    border.width: 2
                    Text {
                        anchors.centerIn: parent
                        text: line.modelData.face > 0 ? String(line.modelData.face) : "?"
                        color: line.modelData.ink
                        font.bold: true
                        font.pixelSize: Theme.px(17)
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: line.modelData.cells > 0
                          ? line.modelData.text
                          : qsTr("%1 (no open cell)").arg(line.modelData.text)
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.px(14)
                }
                DeskButton {
                    objectName: "skip_" + line.modelData.code
                    sizeScale: 0.75
                    text: qsTr("Skip")
                    tip: qsTr("Let this mark go (S skips the first)")
                    onClicked: Game.input.choose(line.modelData.skip)
                }
            }
        }
    }
}
