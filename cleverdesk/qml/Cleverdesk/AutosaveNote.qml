import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Said once ever on the Clever table: closing the window asks nothing, because every move is
// saved.
Rectangle {
    id: note

    property real u: 1

    objectName: "autosaveNote"
    visible: Game.running && !Game.finished && !Desk.autosaveTold
    height: noteRow.implicitHeight + 16 * note.u
    radius: 10 * note.u
    color: Theme.card
    border.color: Theme.accent
    border.width: 2 * note.u
    RowLayout {
        id: noteRow
        x: 12 * note.u
        y: 8 * note.u
        width: parent.width - 24 * note.u
        spacing: 10 * note.u
        Label {
            objectName: "autosaveNoteText"
            Layout.fillWidth: true
            text: qsTr("Every move is saved: you may close the window at any time, and “Continue” brings the game back.")
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(14, note.u)
        }
        DeskButton {
            objectName: "autosaveNoteOk"
            u: note.u * 0.8
            primary: true
            text: qsTr("OK")
            tip: qsTr("Put this note away (Esc)")
            onClicked: Desk.autosaveTold = true
        }
    }
}
