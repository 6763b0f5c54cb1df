import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Said once ever on the Clever table: closing the window asks nothing, because every move is
// saved.
Rectangle {
    id: note


    objectName: "autosaveNote"
    visible: Game.running && !Game.finished && !Desk.autosaveTold
    height: noteRow.implicitHeight + 16 * Theme.u
    radius: 10 * Theme.u
    color: Theme.card
    border.color: Theme.accent
    border.width: 2 * Theme.u
    RowLayout {
        id: noteRow
        x: 12 * Theme.u
        y: 8 * Theme.u
        width: parent.width - 24 * Theme.u
        spacing: 10 * Theme.u
        Label {
            objectName: "autosaveNoteText"
            Layout.fillWidth: true
            text: qsTr("Every move is saved: you may close the window at any time, and “Continue” brings the game back.")
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(14)
        }
        DeskButton {
            objectName: "autosaveNoteOk"
            sizeScale: 0.8
            primary: true
            text: qsTr("OK")
            tip: qsTr("Put this note away (Esc)")
            onClicked: Desk.autosaveTold = true
        }
    }
}
