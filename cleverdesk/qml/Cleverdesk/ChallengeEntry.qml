import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// New game → Enter a challenge code (issue 50): the code someone passed on starts the same solo
// game, the same dice. What the code stands for shows as it is typed; a code that cannot be
// played says why (mistyped, made by a newer version, a game this version lacks).
Popup {
    id: entry

    property string playerName: ""  // the first seat's name on the new-game screen
    property string problem: ""

    objectName: "challengeEntry"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(560 * Theme.u, (parent ? parent.width : 560 * Theme.u) - 40 * Theme.u)
    padding: 20 * Theme.u
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    onOpened: { codeField.text = ""; entry.problem = ""; codeField.forceActiveFocus() }

    function submit() {
        entry.problem = Challenge.start(codeField.text, entry.playerName)
        if (entry.problem === "")
            entry.close()
    }

    readonly property var described: codeField.text.replace(/[\s-]/g, "").length >= 9
                                     ? Challenge.describe(codeField.text) : null

    background: Rectangle {
        radius: 12 * Theme.u
        color: Theme.paper
        border.color: Theme.buttonBorder
        border.width: Theme.borderScale
    }

    contentItem: ColumnLayout {
        spacing: 10 * Theme.u
        Accessible.role: Accessible.Dialog
        Accessible.name: title.text

        Label {
            id: title
            text: qsTr("Enter a challenge code")
            color: Theme.ink
            font.pixelSize: 22 * Theme.u
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("A code names a solo game and its dice: type the one you were given to play the same game (e.g. 1EG-1XW-AD7; hyphens and case do not matter).")
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: Theme.px(14)
        }
        TextField {
            id: codeField
            objectName: "challengeCodeField"
            Layout.fillWidth: true
            Layout.preferredHeight: 46 * Theme.u
            font.pixelSize: 22 * Theme.u
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 2 * Theme.u
            placeholderText: qsTr("the code, e.g. from a message")
            maximumLength: 24
            inputMethodHints: Qt.ImhPreferUppercase | Qt.ImhNoPredictiveText
            Accessible.name: title.text
            Accessible.description: found.text
            onTextEdited: entry.problem = ""
            Keys.onReturnPressed: entry.submit()
            Keys.onEnterPressed: entry.submit()
        }
        Label {
            id: found
            objectName: "challengeFound"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: entry.problem !== "" ? entry.problem
                  : (entry.described ? entry.described.text : "")
            color: entry.problem !== "" || (entry.described && !entry.described.ok) ? Theme.warn : Theme.good
            font.pixelSize: Theme.px(15)
            font.bold: entry.described !== null && entry.described.ok && entry.problem === ""
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 10 * Theme.u
            DeskButton {
                objectName: "challengeCancel"
                text: qsTr("Cancel")
                tip: qsTr("Back to the new game (Esc)")
                onClicked: entry.close()
            }
            DeskButton {
                objectName: "challengeStart"
                primary: true
                text: qsTr("Play this game")
                tip: qsTr("Start the solo game of this code (Enter)")
                onClicked: entry.submit()
            }
        }
    }
}
