import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Over the Clever table's main sheet: whose sheet it is, and the Hint, Undo, Redo, Save and
// Print buttons (or the way back to the deciding player's sheet).
RowLayout {
    id: sheetHeader


    signal saveAsked()
    signal printAsked()

    height: 34 * Theme.u
    spacing: 12 * Theme.u
    // the whole row in words does not fit: undo and redo give way first, then the
    // sheet's owner is named by the name alone
    readonly property bool tight: nameWords.advanceWidth + hintButton.implicitWidth + undoButton.implicitWidth
                                  + redoButton.implicitWidth + saveButton.implicitWidth
                                  + printButton.implicitWidth + 5 * spacing > width

    Label {
        objectName: "viewName"
        Layout.fillWidth: true
        Layout.minimumWidth: Game.solo ? nameWords.advanceWidth : viewNameOnly.advanceWidth
        // in the context it had on TableScreen: the guide words "Your sheet" otherwise in Dutch
        readonly property string words: Game.solo ? qsTranslate("TableScreen", "Your sheet") : qsTr("%1's sheet").arg(Words.typed(Game.turn.viewName))
        // no room for "Anna's sheet" (a narrow window): the name alone says whose
        TextMetrics { id: nameWords; font: viewNameLabel.font; text: viewNameLabel.words }
        TextMetrics { id: viewNameOnly; font: viewNameLabel.font; text: Game.turn.viewName }
        id: viewNameLabel
        elide: Text.ElideRight
        // the language's side, also for a name alone written right to left
        horizontalAlignment: Text.AlignLeft
        textFormat: Text.PlainText
        text: Game.solo || nameWords.advanceWidth <= width + 0.5 ? words : Game.turn.viewName
        color: Theme.feltText
        font.pixelSize: Theme.px(18)
        font.bold: true
    }
    DeskButton {
        id: hintButton
        objectName: "hintButton"
        // keeps its words: undo and redo give way to their arrows first
        sizeScale: 0.75
        onDark: true
        visible: Hints.allowed
        enabled: Game.humanToMove || Hints.busy || Hints.rows.length > 0
        text: Hints.busy || Hints.rows.length > 0 ? qsTr("Hide hint") : qsTr("Hint")
        tip: qsTr("What would a strong player do? The best three moves and the final score each leads to (H)")
        onClicked: Hints.ask()
    }
    UndoButton {
        id: undoButton
        objectName: "undoButton"
        // a narrow window (or long German and Dutch words): the button shows its arrow
        // alone (its words in the tooltip) so that the others keep theirs
        Layout.preferredWidth: sheetHeader.tight ? 44 * Theme.u : implicitWidth
        sizeScale: 0.75
    }
    RedoButton {
        id: redoButton
        objectName: "redoButton"
        // a narrow window (or long German and Dutch words): the button shows its arrow
        // alone (its words in the tooltip) so that the others keep theirs
        Layout.preferredWidth: sheetHeader.tight ? 44 * Theme.u : implicitWidth
        sizeScale: 0.75
    }
    DeskButton {
        id: saveButton
        objectName: "tableSave"
        // keeps its words: undo and redo give way to their arrows first
        visible: !backToMine.visible
        sizeScale: 0.75
        onDark: true
        text: qsTr("Save")
        tip: qsTr("Save this game under a name; it is also saved after every move (Ctrl+S)")
        onClicked: sheetHeader.saveAsked()
    }
    DeskButton {
        id: printButton
        objectName: "tablePrint"
        // keeps its words: undo and redo give way to their arrows first
        visible: !backToMine.visible
        sizeScale: 0.75
        onDark: true
        text: qsTr("Print")
        tip: qsTr("Print the sheets of this game, or export them as PDF (Ctrl+P)")
        onClicked: sheetHeader.printAsked()
    }
    DeskButton {
        id: backToMine
        objectName: "backToMySheet"
        // a narrow window (or long German and Dutch words): the buttons share the row and
        // shorten their labels rather than run over the prompt beside them
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: 44 * Theme.u
        visible: Game.turn.deciderSeat >= 0 && Game.turn.viewSeat !== Game.turn.deciderSeat && !Game.turnDone
        sizeScale: 0.75
        onDark: true
        text: qsTr("Back to %1's sheet").arg(Words.typed(Game.turn.deciderName))
        tip: qsTr("Esc")
        onClicked: Game.input.cancel()
    }
}
