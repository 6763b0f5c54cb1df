import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A cell that stands for several moves asks which one: the number a "?" bonus writes, or which
// of two bonuses goes there. One button per move; keys 1–9 choose, Esc closes.
Rectangle {
    id: panel

    property real u: 1

    implicitHeight: column.implicitHeight + 20 * u
    radius: 10 * u
    color: "#fff4cc"
    border.color: Theme.lit
    border.width: 2 * u

    ColumnLayout {
        id: column
        x: 10 * panel.u
        y: 10 * panel.u
        width: parent.width - 20 * panel.u
        spacing: 8 * panel.u

        Label {
            objectName: "choiceTitle"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: Game.choiceTitle
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(15, panel.u)
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6 * panel.u
            Repeater {
                model: Game.choices
                delegate: DeskButton {
                    required property var modelData
                    required property int index
                    objectName: "choice_" + index
                    u: panel.u * 0.85
                    text: modelData.text
                    tip: qsTr("Key %1").arg(index + 1)
                    onClicked: Game.choose(modelData.id)
                }
            }
            DeskButton {
                objectName: "choiceCancel"
                u: panel.u * 0.85
                onDark: false
                text: qsTr("Cancel")
                tip: qsTr("Esc")
                onClicked: Game.cancel()
            }
        }
    }
}
