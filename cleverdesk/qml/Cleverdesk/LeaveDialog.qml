import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// "Leave this game?" over a table: Enter keeps playing, Tab and the arrows walk the buttons
// (DialogKeys), Esc closes it (the table's keys). A campaign stage may be given up instead.
// Shared by the Clever table and SET Cubed's.
Rectangle {
    id: dialog

    property bool canGiveUp: false
    property alias textName: savedText.objectName
    property alias stayName: stayButton.objectName
    property alias confirmName: confirmButton.objectName

    signal stayAsked()
    signal leaveAsked()
    signal giveUpAsked()

    function focusStay() { stayButton.forceActiveFocus(Qt.TabFocusReason) }
    // The table's keys while the dialog is open; true when the key moved the focus.
    function walk(event) { return DialogKeys.walk(event, leaveButtons) }

    color: "#a0000000"
    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Rectangle {
        anchors.centerIn: parent
        width: 520 * Theme.u
        height: leaveColumn.implicitHeight + 48 * Theme.u
        radius: 14 * Theme.u
        color: Theme.paper
        ColumnLayout {
            id: leaveColumn
            x: 24 * Theme.u
            y: 24 * Theme.u
            width: parent.width - 48 * Theme.u
            spacing: 16 * Theme.u
            Label {
                Layout.fillWidth: true
                text: qsTr("Leave this game?")
                font.pixelSize: Theme.px(24)
                font.bold: true
                color: Theme.ink
            }
            Label {
                id: savedText
                Layout.fillWidth: true
                text: qsTr("The game is saved after every move: “Continue” on the home screen takes you back to it.")
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.px(16)
                color: Theme.ink
            }
            Label {
                // a campaign game can be given up instead: it counts as played, never as a best
                objectName: "giveUpNote"
                Layout.fillWidth: true
                visible: dialog.canGiveUp
                text: qsTr("Or give this stage up: it counts as played, not as a best score, and the game ends.")
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.px(14)
                color: Theme.inkSoft
            }
            RowLayout {
                id: leaveButtons
                Layout.alignment: Qt.AlignRight
                spacing: 10 * Theme.u
                DeskButton {
                    objectName: "giveUpStage"
                    Keys.onPressed: (event) => { if (dialog.walk(event)) event.accepted = true }
                    visible: dialog.canGiveUp
                    text: qsTr("Give up")
                    onClicked: dialog.giveUpAsked()
                }
                DeskButton {
                    id: stayButton
                    objectName: "leaveStay"
                    Keys.onPressed: (event) => { if (dialog.walk(event)) event.accepted = true }
                    text: qsTr("Keep playing")
                    onClicked: dialog.stayAsked()
                }
                DeskButton {
                    id: confirmButton
                    objectName: "leaveConfirm"
                    Keys.onPressed: (event) => { if (dialog.walk(event)) event.accepted = true }
                    primary: true
                    text: qsTr("Leave")
                    onClicked: dialog.leaveAsked()
                }
            }
        }
    }
}
