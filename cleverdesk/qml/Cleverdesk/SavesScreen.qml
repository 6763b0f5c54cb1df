pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Saved games: save the game on the table under a name, open, export, print or delete a saved
// game, import one from a file. Keys: Up/Down choose, Enter opens, Delete deletes, Esc goes back.
Item {
    id: screen

    property string pendingDelete: ""
    property string pendingDeleteTitle: ""
    signal back()
    signal printSave(string saveId)

    focus: true
    // on the first push too: the list is asked for once (a thread lists; the screen shows
    // at once what is known and fills in)
    StackView.onActivated: { Saves.refreshList(); screen.forceActiveFocus() }
    Component.onCompleted: Saves.clearMessage()

    function askDelete(saveId, title) {
        screen.pendingDelete = saveId
        screen.pendingDeleteTitle = title
    }

    Keys.onPressed: (event) => {
        if (screen.pendingDelete !== "") {
            if (event.key === Qt.Key_Escape) { screen.pendingDelete = ""; event.accepted = true }
            else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                Saves.deleteSave(screen.pendingDelete); screen.pendingDelete = ""; event.accepted = true
            }
            return
        }
        const row = list.currentIndex >= 0 && list.currentIndex < list.count ? list.currentItem : null
        switch (event.key) {
        case Qt.Key_Escape: screen.back(); break
        case Qt.Key_Down: list.incrementCurrentIndex(); break
        case Qt.Key_Up: list.decrementCurrentIndex(); break
        case Qt.Key_Return: case Qt.Key_Enter:
            if (row) Saves.openSave(row.saveId)
            break
        case Qt.Key_Delete:
            if (row) screen.askDelete(row.saveId, row.title)
            break
        default: return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Saved games")
        onBack: screen.back()
    }

    ColumnLayout {
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 20 * Theme.u
        anchors.bottomMargin: 20 * Theme.u
        width: Math.min(parent.width - 48 * Theme.u, 980 * Theme.u)
        spacing: 14 * Theme.u

        // ------------------------------------------------------------ save the game on the table
        Rectangle {
            Layout.fillWidth: true
            visible: Saves.canSave
            implicitHeight: saveRow.implicitHeight + 28 * Theme.u
            radius: 12 * Theme.u
            color: Theme.paper

            RowLayout {
                id: saveRow
                x: 16 * Theme.u
                y: 14 * Theme.u
                width: parent.width - 32 * Theme.u
                spacing: 12 * Theme.u

                Label {
                    text: qsTr("Save the game on the table as")
                    color: Theme.ink
                    font.pixelSize: 17 * Theme.u
                    font.bold: true
                }
                TextField {
                    id: nameField
                    objectName: "saveAsName"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 42 * Theme.u
                    font.pixelSize: 16 * Theme.u
                    text: Saves.suggestedTitle
                    maximumLength: 60
                    // at the limit it says so (typing used to stop without a word)
                    ToolTip.visible: activeFocus && length >= maximumLength
                    ToolTip.text: qsTr("A title has at most %n character(s).", "", maximumLength)
                    selectByMouse: true
                    placeholderText: qsTr("A name for this game")
                    onAccepted: Saves.saveAs(text)
                    Keys.onEscapePressed: screen.forceActiveFocus()
                }
                DeskButton {
                    objectName: "saveAsButton"
                    primary: true
                    enabled: nameField.text.trim() !== ""
                    text: qsTr("Save")
                    tip: qsTr("Keep this game under its name; the game goes on (Enter in the name field)")
                    onClicked: Saves.saveAs(nameField.text)
                }
            }
        }

        // ------------------------------------------------------------ tools and what happened
        RowLayout {
            Layout.fillWidth: true
            spacing: 12 * Theme.u

            Label {
                objectName: "savesMessage"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: Saves.message
                color: Theme.accent
                font.pixelSize: 15 * Theme.u
                wrapMode: Text.WordWrap
            }
            DeskButton {
                objectName: "importButton"
                sizeScale: 0.9
                onDark: true
                text: qsTr("Import a file…")
                tip: qsTr("Add a saved game from a file anywhere on this computer")
                onClicked: Saves.chooseImportFile()
            }
        }

        // ------------------------------------------------------------ still looking
        RowLayout {
            objectName: "savesBusy"
            Layout.fillWidth: true
            visible: Saves.busy
            spacing: 10 * Theme.u

            BusyIndicator {
                running: Saves.busy
                palette.dark: Theme.feltTextSoft  // the spinner, light on the felt (Basic)
                palette.text: Theme.feltTextSoft  // (Fusion)
                Layout.preferredWidth: 28 * Theme.u
                Layout.preferredHeight: 28 * Theme.u
            }
            Label {
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: list.count > 0
                      ? qsTr("Looking through your saved games… %n game(s) found so far.", "", list.count)
                      : qsTr("Looking through your saved games…")
                color: Theme.feltTextSoft
                font.pixelSize: 15 * Theme.u
                wrapMode: Text.WordWrap
            }
        }

        // ------------------------------------------------------------ the list
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: 12 * Theme.u
            color: "#30000000"

            Label {
                objectName: "savesEmpty"
                anchors.centerIn: parent
                width: parent.width - 60 * Theme.u
                visible: list.count === 0 && !Saves.busy
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.")
                color: Theme.feltTextSoft
                font.pixelSize: 17 * Theme.u
            }

            ListView {
                id: list
                objectName: "savesList"
                anchors.fill: parent
                anchors.margins: 10 * Theme.u
                clip: true
                spacing: 8 * Theme.u
                model: Saves.listModel
                // Not a binding on count: a listing that lands (rows in or out) re-evaluated it
                // and sent the keys' row back to the top; the view itself follows its current
                // row through inserts and removals, this only keeps it on the list.
                currentIndex: -1
                onCountChanged: keepCurrentOnList()
                Component.onCompleted: keepCurrentOnList()
                function keepCurrentOnList() {
                    if (count === 0) currentIndex = -1
                    else if (currentIndex < 0) currentIndex = 0
                    else if (currentIndex >= count) currentIndex = count - 1
                }
                keyNavigationEnabled: false
                ScrollBar.vertical: ScrollBar { visible: list.contentHeight > list.height }

                delegate: Rectangle {
                    id: row
                    required property int index
                    required property string saveId
                    required property string title
                    required property string game
                    required property string gameTitle
                    required property string players
                    required property string date
                    required property string progress
                    readonly property bool current: ListView.isCurrentItem

                    objectName: "saveRow_" + row.saveId
                    width: list.width - 14 * Theme.u
                    height: rowLayout.implicitHeight + 20 * Theme.u
                    radius: 10 * Theme.u
                    color: current ? "#fff4cc" : Theme.card
                    border.width: current ? 3 * Theme.u : 1
                    border.color: current ? Theme.accent : "#40000000"

                    MouseArea {
                        anchors.fill: parent
                        onClicked: list.currentIndex = row.index
                        onDoubleClicked: Saves.openSave(row.saveId)
                    }

                    RowLayout {
                        id: rowLayout
                        x: 14 * Theme.u
                        y: 10 * Theme.u
                        width: parent.width - 28 * Theme.u
                        spacing: 8 * Theme.u

                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2 * Theme.u
                            Label {
                                objectName: "saveTitle"
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: row.title
                                horizontalAlignment: Text.AlignLeft  // the language's side, whatever the title
                                color: Theme.ink
                                font.pixelSize: 18 * Theme.u
                                font.bold: true
                                elide: Text.ElideRight
                            }
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: row.gameTitle + "  ·  " + row.players
                                horizontalAlignment: Text.AlignLeft
                                color: Theme.ink
                                font.pixelSize: 14 * Theme.u
                                elide: Text.ElideRight
                            }
                            Label {
                                objectName: "saveDetails"
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: row.date + "  ·  " + row.progress
                                color: Theme.inkSoft
                                font.pixelSize: 13 * Theme.u
                                elide: Text.ElideRight
                            }
                        }
                        DeskButton {
                            objectName: "saveOpen_" + row.saveId
                            sizeScale: 0.8
                            primary: true
                            text: qsTr("Open")
                            tip: qsTr("Play this game from where it was saved (Enter)")
                            onClicked: Saves.openSave(row.saveId)
                        }
                        DeskButton {
                            objectName: "saveExport_" + row.saveId
                            sizeScale: 0.8
                            text: qsTr("Export…")
                            tip: qsTr("Write a copy of this saved game to a file of your choice")
                            onClicked: Saves.chooseExportFile(row.saveId)
                        }
                        DeskButton {
                            id: printButton
                            objectName: "savePrint_" + row.saveId
                            // SET Cubed is played on a board: it has no score sheets to print
                            visible: row.game !== Desk.setCubedId
                            sizeScale: 0.8
                            text: qsTr("Print…")
                            tip: qsTr("Print this game's sheets or export them as a PDF")
                            onClicked: screen.printSave(row.saveId)
                        }
                        Item {  // keeps the buttons of every row in the same columns
                            visible: !printButton.visible
                            Layout.preferredWidth: printButton.implicitWidth
                        }
                        DeskButton {
                            objectName: "saveDelete_" + row.saveId
                            sizeScale: 0.8
                            text: qsTr("Delete")
                            tip: qsTr("Delete this saved game (Del)")
                            onClicked: screen.askDelete(row.saveId, row.title)
                        }
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------ delete confirmation
    Rectangle {
        objectName: "confirmDelete"
        anchors.fill: parent
        visible: screen.pendingDelete !== ""
        color: "#a0000000"
        MouseArea { anchors.fill: parent; hoverEnabled: true }
        Rectangle {
            anchors.centerIn: parent
            width: 540 * Theme.u
            height: deleteColumn.implicitHeight + 48 * Theme.u
            radius: 14 * Theme.u
            color: Theme.paper
            ColumnLayout {
                id: deleteColumn
                x: 24 * Theme.u
                y: 24 * Theme.u
                width: parent.width - 48 * Theme.u
                spacing: 16 * Theme.u
                Label {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: qsTr("Delete “%1”?").arg(Words.typed(screen.pendingDeleteTitle))
                    wrapMode: Text.WordWrap
                    font.pixelSize: 24 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("The saved game is removed from this computer. This cannot be undone.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 16 * Theme.u
                    color: Theme.ink
                }
                RowLayout {
                    Layout.alignment: Qt.AlignRight
                    spacing: 10 * Theme.u
                    DeskButton {
                        objectName: "deleteCancel"
                        text: qsTr("Keep it")
                        tip: qsTr("Esc")
                        onClicked: screen.pendingDelete = ""
                    }
                    DeskButton {
                        objectName: "deleteConfirm"
                        primary: true
                        text: qsTr("Delete")
                        tip: qsTr("Enter")
                        onClicked: { Saves.deleteSave(screen.pendingDelete); screen.pendingDelete = "" }
                    }
                }
            }
        }
    }
}
