import QtQuick
import Cleverdesk

// Makes an undone move again (Ctrl+Shift+Z); as UndoButton. Shared by both tables.
DeskButton {
    onDark: true
    enabled: Saves.canRedo
    text: qsTr("↷ Redo")
    shortText: "↷"
    tip: Saves.redoTip
    onClicked: Saves.redo()
}
