import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The new-game options of SET Cubed: the app's solo mode explained, the EXTRA ROLL timer, and
// the note that board and dice are approximations.
ColumnLayout {
    id: options

    property bool extraRollTimer: false
    property bool solo: false

    spacing: 8 * Theme.u

    Label {
        objectName: "scSoloNote"
        Layout.fillWidth: true
        text: options.solo
              ? qsTr("Solo: you against the computer opponents (an app mode, not an official rule: the official game has no solo mode).")
              : qsTr("SET Cubed is for 2–4 players; any seat can be a computer opponent.")
        wrapMode: Text.WordWrap
        color: Theme.inkSoft
        font.pixelSize: 14 * Theme.u
    }
    CheckBox {
        objectName: "scTimerOption"
        text: qsTr("EXTRA ROLL timer: 30 seconds per player")
        checked: options.extraRollTimer
        font.pixelSize: 15 * Theme.u
        onToggled: options.extraRollTimer = checked
    }
    Label {
        objectName: "scApproxOption"
        Layout.fillWidth: true
        visible: SetCubedGame.boardData.approximate
        text: SetCubedGame.boardData.approximateNote
        wrapMode: Text.WordWrap
        color: Theme.warn
        font.pixelSize: 13 * Theme.u
        font.italic: true
    }
}
