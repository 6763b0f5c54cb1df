import QtQuick
import Cleverdesk

// The keys a table answers while it is on top: undo and redo of your own moves (never of
// dice; off in honest and campaign games), save and, where the table prints, print.
// Shared by the Clever table and SET Cubed's.
Item {
    id: keys

    property bool active: false
    property bool printable: false

    signal saveAsked()
    signal printAsked()

    Shortcut {
        sequences: ["Ctrl+Z"]
        enabled: keys.active && Saves.canUndo
        onActivated: Saves.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: keys.active && Saves.canRedo
        onActivated: Saves.redo()
    }
    Shortcut {
        sequences: ["Ctrl+S"]
        enabled: keys.active
        onActivated: keys.saveAsked()
    }
    Shortcut {
        sequences: ["Ctrl+P"]
        enabled: keys.active && keys.printable
        onActivated: keys.printAsked()
    }
}
