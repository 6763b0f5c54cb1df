pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Saved games that could not be read or written: which file, why, where it went. Shown over any
// screen without stopping it; "OK" dismisses.
Rectangle {
    id: banner


    visible: Saves.problems.length > 0
    height: visible ? bannerColumn.implicitHeight + 24 * Theme.u : 0
    color: "#fdecea"
    border.color: Theme.warn
    border.width: 2 * Theme.u
    radius: 10 * Theme.u

    RowLayout {
        id: bannerColumn
        x: 14 * Theme.u
        y: 12 * Theme.u
        width: parent.width - 28 * Theme.u
        spacing: 12 * Theme.u

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4 * Theme.u
            Label {
                Layout.fillWidth: true
                text: qsTr("Saved games need your attention")
                color: Theme.warn
                font.pixelSize: 16 * Theme.u
                font.bold: true
            }
            Repeater {
                model: Saves.problems.slice(-4)
                delegate: Label {
                    required property string modelData
                    objectName: "problemText"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: "• " + modelData
                    color: Theme.ink
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    font.pixelSize: 13 * Theme.u
                }
            }
            Label {
                Layout.fillWidth: true
                visible: Saves.problems.length > 4
                text: qsTr("… and %1 more").arg(Saves.problems.length - 4)
                color: Theme.inkSoft
                font.pixelSize: 13 * Theme.u
            }
        }
        DeskButton {
            objectName: "problemsDismiss"
            Layout.alignment: Qt.AlignTop
            sizeScale: 0.85
            text: qsTr("OK")
            tip: qsTr("Hide these messages")
            onClicked: Saves.dismissProblems()
        }
    }
}
