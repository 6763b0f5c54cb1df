import QtQuick
import Cleverdesk

// Takes your last move back (Ctrl+Z); a narrow row may show its arrow alone (shortText), its
// words then in the tooltip. Shared by the Clever table and SET Cubed's.
DeskButton {
    onDark: true
    enabled: Saves.canUndo
    text: qsTr("↶ Undo")
    shortText: "↶"
    tip: Saves.undoTip
    onClicked: Saves.undo()
}
