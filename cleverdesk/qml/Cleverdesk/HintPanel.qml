import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The learned player's top three moves for the player deciding now, with the final score each
// is expected to lead to. `advisor` is Game.hints; it thinks on a worker thread (busy).
Rectangle {
    id: panel

    property var advisor
    property real u: 1
    readonly property bool showing: advisor !== null && (advisor.busy || advisor.rows.length > 0)

    visible: showing
    radius: 8 * u
    color: "#fffdf4"
    border.color: "#c9a227"
    border.width: Math.max(1, 2 * u)
    implicitHeight: column.implicitHeight + 20 * u

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10 * u
        spacing: 6 * u

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: panel.advisor && panel.advisor.busy ? qsTr("Thinking about a hint…")
                                                         : qsTr("Hint: what a strong player would do")
                font.pixelSize: Theme.px(15, panel.u)
                font.bold: true
                color: "#23211d"
                elide: Text.ElideRight
            }
            BusyIndicator {
                running: panel.advisor !== null && panel.advisor.busy
                visible: running
                implicitWidth: 22 * panel.u
                implicitHeight: 22 * panel.u
            }
            ToolButton {
                objectName: "hintClose"
                text: "✕"
                font.pixelSize: Theme.px(14, panel.u)
                onClicked: panel.advisor.clear()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Close the hint")
            }
        }

        Repeater {
            model: panel.advisor ? panel.advisor.rows : []
            delegate: RowLayout {
                required property var modelData
                required property int index
                Layout.fillWidth: true
                spacing: 8 * panel.u
                Text {
                    text: (index + 1) + "."
                    font.pixelSize: Theme.px(15, panel.u)
                    font.bold: modelData.best
                    color: "#23211d"
                }
                Text {
                    objectName: "hintRow" + index
                    Layout.fillWidth: true
                    text: modelData.text
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.px(15, panel.u)
                    font.bold: modelData.best
                    color: "#23211d"
                }
                Text {
                    text: modelData.score
                    textFormat: Text.PlainText
                    font.pixelSize: Theme.px(14, panel.u)
                    color: modelData.best ? "#2f6b3a" : "#6b655a"
                }
            }
        }
    }
}
