import QtQuick
import Cleverdesk

// SET Cubed's Hint button (issue 46): the computer's best turn put on the board, with its
// points (H); pressed again it hides the hint. Shown while the Hints setting is on.
DeskButton {
    id: button

    objectName: "scHintButton"
    onDark: true
    visible: SetCubedHints.allowed
    enabled: SetCubedHints.available || SetCubedHints.busy || SetCubedHints.shown
    text: SetCubedHints.busy || SetCubedHints.shown || SetCubedHints.text !== "" ? qsTr("Hide hint") : qsTr("Hint")
    tip: SetCubedHints.available || SetCubedHints.shown
         ? qsTr("What would the computer place? Its best turn on the board, with the points it scores (H)")
         : qsTr("A hint is for placing dice: it is there when you place dice.")
    shortText: "?"  // a narrow bar: the sign alone, its words in the tooltip (as Undo's arrow)
    onClicked: SetCubedHints.ask()
}
