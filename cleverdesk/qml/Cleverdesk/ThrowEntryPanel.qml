pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Real dice (issue 45): the throw the table made, entered in the dice tray's place. Keyboard
// first: type the faces in the order shown (3 5 1 …) or each after its die's letter (W3 Y5 …);
// or click a die, then its face. Enter shows the throw to confirm ("Confirm throw"), Enter again
// confirms it, Esc goes back to mend a typo. While the game waits for no throw, only the button
// that corrects the last throw shows (until a die of it is taken).
Item {
    id: panel

    property string selected: ""  // the die the face buttons give a face to
    property real buttonTop: 0  // where "Correct throw" sits over the tray (beside the fields)
    readonly property var entry: Game.throwEntry
    readonly property bool open: entry.open
    readonly property real dieSize: Math.min(56 * Theme.u, (width - 24 * Theme.u) / 6 - 12 * Theme.u)

    signal closed()  // the throw counts: the table takes the keyboard back

    objectName: "throwEntry"
    implicitHeight: open ? card.implicitHeight : 0
    visible: open || entry.canCorrect

    onOpenChanged: {
        panel.selected = ""
        if (open)
            field.forceActiveFocus()
        else
            panel.closed()
    }
    // the field follows what the entry holds (a click on a face writes it; a new throw clears
    // it) and the player's typing, never moving the cursor while they type
    Connections {
        target: panel.entry
        function onChanged() {
            if (field.text !== panel.entry.text)
                field.text = panel.entry.text
        }
    }

    // A key that reached the table while the panel is open: typing goes to the field.
    function takeKey(event) {
        if (!panel.open)
            return false
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            panel.entry.submit()
            return true
        }
        if (event.key === Qt.Key_Escape)
            return panel.entry.back()
        if (event.text !== "" && event.text.charCodeAt(0) >= 32) {
            field.forceActiveFocus()
            field.insert(field.cursorPosition, event.text)
            panel.entry.setText(field.text)
            return true
        }
        return false
    }
    function focusField() { field.forceActiveFocus() }

    // the next die without a face after ``die`` (the face buttons walk on by themselves)
    function nextDie(die) {
        const dice = panel.entry.dice
        const at = dice.findIndex(d => d.die === die)
        for (let k = 1; k <= dice.length; ++k) {
            const d = dice[(at + k) % dice.length]
            if (d.face === 0)
                return d.die
        }
        return ""
    }

    DeskButton {
        objectName: "correctThrowButton"
        visible: panel.entry.canCorrect && !panel.open
        anchors.right: parent.right
        y: panel.buttonTop
        sizeScale: 0.75
        onDark: true
        text: qsTr("Correct throw (C)")
        tip: qsTr("A typo in the last throw? Correct it until a die of it is taken.")
        onClicked: panel.entry.correct()
    }

    Rectangle {
        id: card
        visible: panel.open
        width: parent.width
        height: Math.max(parent.height, implicitHeight)
        implicitHeight: column.implicitHeight + 20 * Theme.u
        radius: 10 * Theme.u
        color: Theme.card
        border.color: Theme.lit
        border.width: 2 * Theme.u
        Accessible.role: Accessible.Dialog
        Accessible.name: panel.entry.title

        ColumnLayout {
            id: column
            x: 10 * Theme.u
            y: 10 * Theme.u
            width: parent.width - 20 * Theme.u
            spacing: 6 * Theme.u

            RowLayout {
                Layout.fillWidth: true
                Label {
                    objectName: "throwTitle"
                    Layout.fillWidth: true
                    text: panel.entry.title
                    textFormat: Text.PlainText
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: Theme.px(17)
                    elide: Text.ElideRight
                }
                DeskButton {
                    objectName: "correctLastThrow"
                    visible: panel.entry.canCorrect
                    sizeScale: 0.7
                    text: qsTr("Correct the last throw")
                    tip: qsTr("A typo in the throw before this one? Correct it until a die of it is taken.")
                    onClicked: panel.entry.correct()
                }
            }
            Label {
                objectName: "throwHint"
                Layout.fillWidth: true
                text: panel.entry.hint
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.pixelSize: Theme.px(13)
            }
            Item {  // the dice thrown, each with the face typed
                Layout.fillWidth: true
                Layout.topMargin: 6 * Theme.u
                implicitHeight: panel.dieSize * 1.3
                Row {
                    spacing: 12 * Theme.u
                    x: 6 * Theme.u
                    Repeater {
                        model: panel.entry.dice
                        delegate: EntryDie {
                            required property var modelData
                            die: modelData.die
                            fill: modelData.fill
                            ink: modelData.ink
                            letter: modelData.letter
                            colour: modelData.colour
                            face: modelData.face
                            bad: modelData.bad
                            order: modelData.order
                            size: panel.dieSize
                            selected: panel.selected === modelData.die
                            onPicked: panel.selected = modelData.die
                        }
                    }
                }
            }
            RowLayout {  // the faces, for the die clicked
                Layout.fillWidth: true
                visible: panel.selected !== "" && !panel.entry.confirming
                spacing: 4 * Theme.u
                Repeater {
                    model: 6
                    delegate: DeskButton {
                        required property int index
                        objectName: "faceButton_" + (index + 1)
                        Layout.fillWidth: true
                        sizeScale: 0.8
                        leftPadding: 4 * Theme.u
                        rightPadding: 4 * Theme.u
                        text: String(index + 1)
                        tip: qsTr("This die shows %1").arg(index + 1)
                        onClicked: {
                            const die = panel.selected
                            panel.entry.setFace(die, index + 1)
                            panel.selected = panel.nextDie(die)
                            field.forceActiveFocus()
                        }
                    }
                }
            }
            TextField {
                id: field
                objectName: "throwText"
                Layout.fillWidth: true
                Layout.preferredHeight: 38 * Theme.u
                font.pixelSize: Theme.px(16)
                placeholderText: qsTr("e.g. 3 5 1 6 2 4")
                Accessible.name: panel.entry.title
                Accessible.description: panel.entry.hint
                onTextEdited: panel.entry.setText(text)
                Keys.onReturnPressed: panel.entry.submit()
                Keys.onEnterPressed: panel.entry.submit()
                Keys.onEscapePressed: (event) => { event.accepted = panel.entry.back() }
                // a text field keeps Ctrl+Z and Ctrl+Shift+Z for its own text: here they stay
                // the table's undo and redo of moves (the throw typed is a few keys)
                Keys.onPressed: (event) => {
                    if (!(event.modifiers & Qt.ControlModifier))
                        return
                    const shift = event.modifiers & Qt.ShiftModifier
                    if (event.key === Qt.Key_Z && !shift) {
                        if (Saves.canUndo) Saves.undo()
                        event.accepted = true
                    } else if ((event.key === Qt.Key_Z && shift) || event.key === Qt.Key_Y) {
                        if (Saves.canRedo) Saves.redo()
                        event.accepted = true
                    }
                }
            }
            Label {
                objectName: "throwProblem"
                Layout.fillWidth: true
                visible: text !== ""
                text: panel.entry.problem
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.warn
                font.pixelSize: Theme.px(14)
                font.bold: true
            }
            Label {
                objectName: "throwSummary"
                Layout.fillWidth: true
                visible: panel.entry.confirming
                text: qsTr("Is this the throw? %1").arg(panel.entry.summary)
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.px(15)
                font.bold: true
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6 * Theme.u
                DeskButton {
                    objectName: "throwSubmit"
                    sizeScale: 0.8
                    primary: true
                    text: panel.entry.confirming ? qsTr("Confirm throw (Enter)") : qsTr("Check throw (Enter)")
                    tip: panel.entry.confirming ? qsTr("The throw counts: the game goes on with it")
                                                : qsTr("Show the throw to confirm it")
                    onClicked: { panel.entry.submit(); if (panel.open) field.forceActiveFocus() }
                }
                DeskButton {
                    objectName: "throwBack"
                    visible: panel.entry.confirming || panel.entry.correcting
                    sizeScale: 0.8
                    text: panel.entry.confirming ? qsTr("Change (Esc)") : qsTr("Keep the throw (Esc)")
                    tip: panel.entry.confirming ? qsTr("Back to the faces, to mend a typo")
                                                : qsTr("Leave the throw as it was confirmed")
                    onClicked: { panel.entry.back(); if (panel.open) field.forceActiveFocus() }
                }
            }
        }
    }
}
