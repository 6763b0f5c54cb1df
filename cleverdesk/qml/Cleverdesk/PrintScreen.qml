import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Print or export as PDF: the game on the table, a saved game, or blank sheets to play with
// real dice. The printer dialog and the file dialog are the system's own.
Item {
    id: screen

    // "current", "save" or "blank"; `saveId` picks the saved game
    property string source: Game.running ? "current" : "blank"
    property string saveId: ""
    // Saved games with score sheets: SET Cubed is played on a board and has none to print.
    readonly property int printableCount: Saves.printableModel.count
    signal back()

    readonly property string what: {
        if (source === "current")
            return "current"
        if (source === "save")
            return saveId !== "" ? "save:" + saveId : ""
        return "blank:" + blankGame.currentValue + ":" + copies.value
    }

    focus: true
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Escape) screen.back()
        else if (event.key === Qt.Key_P && screen.what !== "") PrintDesk.printSheets(screen.what, Desk.pageSize)
        else if (event.key === Qt.Key_E && screen.what !== "") PrintDesk.choosePdf(screen.what, Desk.pageSize)
        else return
        event.accepted = true
    }
    StackView.onActivated: screen.forceActiveFocus()
    Component.onCompleted: {
        Saves.refreshList()
        if (screen.saveId !== "")
            screen.source = "save"
    }

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Print score sheets")
        onBack: screen.back()
    }

    Rectangle {
        anchors.top: header.bottom
        anchors.topMargin: 24 * Theme.u
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 48 * Theme.u, 820 * Theme.u)
        height: column.implicitHeight + 48 * Theme.u
        radius: 12 * Theme.u
        color: Theme.paper

        ColumnLayout {
            id: column
            x: 24 * Theme.u
            y: 24 * Theme.u
            width: parent.width - 48 * Theme.u
            spacing: 12 * Theme.u

            Label {
                text: qsTr("What to print")
                font.pixelSize: 20 * Theme.u
                font.bold: true
                color: Theme.ink
            }
            RadioButton {
                objectName: "printCurrent"
                enabled: Game.running
                checked: screen.source === "current"
                text: Game.running ? qsTr("The game on the table (%1): every player's sheet as it is now").arg(Game.turn.gameTitle)
                                   : qsTr("The game on the table (no game is running)")
                font.pixelSize: 16 * Theme.u
                onToggled: if (checked) screen.source = "current"
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * Theme.u
                RadioButton {
                    objectName: "printSaved"
                    enabled: screen.printableCount > 0
                    checked: screen.source === "save"
                    text: qsTr("A saved game:")
                    font.pixelSize: 16 * Theme.u
                    onToggled: if (checked) {
                        screen.source = "save"
                        screen.saveId = savedGame.currentValue || ""
                    }
                }
                ComboBox {
                    id: savedGame
                    objectName: "printSavedGame"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 40 * Theme.u
                    enabled: screen.printableCount > 0
                    font.pixelSize: 15 * Theme.u
                    model: Saves.printableModel
                    textRole: "title"
                    valueRole: "saveId"
                    displayText: screen.printableCount > 0 ? currentText : qsTr("no saved games")
                    function choose() {
                        const i = indexOfValue(screen.saveId)
                        currentIndex = i >= 0 ? i : (count > 0 ? 0 : -1)
                    }
                    Component.onCompleted: choose()
                    // the list fills in while a thread looks through the saved games
                    onCountChanged: if (currentIndex < 0 || currentValue !== screen.saveId) choose()
                    onActivated: { screen.saveId = currentValue; screen.source = "save" }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * Theme.u
                RadioButton {
                    objectName: "printBlank"
                    checked: screen.source === "blank"
                    text: qsTr("Blank sheets of")
                    font.pixelSize: 16 * Theme.u
                    onToggled: if (checked) screen.source = "blank"
                }
                ComboBox {
                    id: blankGame
                    objectName: "printBlankGame"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 40 * Theme.u
                    font.pixelSize: 15 * Theme.u
                    model: PrintDesk.blankGames
                    textRole: "title"
                    valueRole: "id"
                    onActivated: screen.source = "blank"
                }
                Label {
                    text: qsTr("sheets:")
                    font.pixelSize: 16 * Theme.u
                    color: Theme.ink
                }
                SpinBox {
                    id: copies
                    objectName: "printCopies"
                    Layout.preferredHeight: 40 * Theme.u
                    from: 1
                    to: PrintDesk.maxCopies
                    value: 4
                    editable: true
                    font.pixelSize: 15 * Theme.u
                    onValueModified: screen.source = "blank"
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.")
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.pixelSize: 14 * Theme.u
            }

            Label {
                Layout.topMargin: 8 * Theme.u
                text: qsTr("Paper")
                font.pixelSize: 20 * Theme.u
                font.bold: true
                color: Theme.ink
            }
            RowLayout {
                spacing: 16 * Theme.u
                RadioButton {
                    objectName: "paperA4"
                    text: qsTr("A4")
                    checked: Desk.pageSize === "A4"
                    font.pixelSize: 16 * Theme.u
                    onToggled: if (checked) Desk.pageSize = "A4"
                }
                RadioButton {
                    objectName: "paperLetter"
                    text: qsTr("US Letter")
                    checked: Desk.pageSize === "Letter"
                    font.pixelSize: 16 * Theme.u
                    onToggled: if (checked) Desk.pageSize = "Letter"
                }
                CheckBox {
                    objectName: "inkSaver"
                    text: qsTr("Ink saver")
                    checked: PrintDesk.inkSaver
                    font.pixelSize: 16 * Theme.u
                    onToggled: PrintDesk.inkSaver = checked
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Outlines and light tints instead of full colour areas")
                }
            }

            RowLayout {
                Layout.topMargin: 8 * Theme.u
                Layout.fillWidth: true
                spacing: 12 * Theme.u
                Label {
                    objectName: "printMessage"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: PrintDesk.message
                    color: PrintDesk.failed ? Theme.warn : Theme.good
                    wrapMode: Text.WordWrap
                    font.pixelSize: 14 * Theme.u
                }
                DeskButton {
                    objectName: "exportPdfButton"
                    enabled: screen.what !== ""
                    text: qsTr("Export PDF…")
                    tip: qsTr("Write the sheets to a PDF file of your choice (E)")
                    onClicked: PrintDesk.choosePdf(screen.what, Desk.pageSize)
                }
                DeskButton {
                    objectName: "printButton"
                    primary: true
                    enabled: screen.what !== ""
                    text: qsTr("Print…")
                    tip: qsTr("Preview the pages and print them (P)")
                    onClicked: PrintDesk.printSheets(screen.what, Desk.pageSize)
                }
            }
        }
    }
}
