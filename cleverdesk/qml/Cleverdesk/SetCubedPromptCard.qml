import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// SET Cubed's prompt card: what to do, a notice, the live preview of the turn being built, the
// timer, the buttons of the step and the keys. It keeps one height whatever it says (a long
// prompt shrinks to fit): the panels under it never move while a turn is built.
Rectangle {
    id: card


    objectName: "scPromptCard"
    Layout.fillWidth: true
    Layout.preferredHeight: 250 * Theme.u
    radius: 10 * Theme.u
    color: Theme.card
    clip: true

    ColumnLayout {
        id: promptColumn
        anchors.fill: parent
        anchors.margins: 10 * Theme.u
        spacing: 6 * Theme.u

        Label {
            objectName: "scPrompt"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.px(12) * 1.3
            verticalAlignment: Text.AlignTop
            textFormat: Text.PlainText
            text: SetCubedGame.turn.prompt
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(15)
            fontSizeMode: Text.VerticalFit
            minimumPixelSize: Theme.px(11)
            elide: Text.ElideRight
        }
        Label {
            objectName: "scNotice"
            Layout.fillWidth: true
            visible: text !== ""
            textFormat: Text.PlainText
            text: SetCubedGame.notice
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: Theme.warn
            font.pixelSize: Theme.px(14)
            font.bold: true
        }
        Rectangle {
            Layout.fillWidth: true
            visible: SetCubedGame.preview.shown
            implicitHeight: previewLabel.implicitHeight + 12 * Theme.u
            radius: 6 * Theme.u
            color: SetCubedGame.preview.legal ? "#dff3e2" : "#fbe3df"
            border.color: SetCubedGame.preview.legal ? Theme.good : Theme.warn
            Label {
                id: previewLabel
                objectName: "scPreview"
                x: 8 * Theme.u
                y: 6 * Theme.u
                width: parent.width - 16 * Theme.u
                textFormat: Text.PlainText
                text: (SetCubedGame.preview.legal ? "✔ " : "✘ ") + SetCubedGame.preview.text
                wrapMode: Text.WordWrap
                color: SetCubedGame.preview.legal ? "#1b5e20" : "#8c1d18"
                font.pixelSize: Theme.px(14)
                font.bold: true
            }
        }
        Label {
            objectName: "scTimer"
            visible: SetCubedGame.turn.timeLeft > 0
            text: qsTr("%1 s left").arg(SetCubedGame.turn.timeLeft)
            color: SetCubedGame.turn.timeLeft <= 5 ? Theme.warn : Theme.ink
            font.pixelSize: Theme.px(16)
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8 * Theme.u
            DeskButton {
                objectName: "scEndTurn"
                visible: SetCubedGame.turn.building
                enabled: SetCubedGame.turn.canEndTurn
                sizeScale: 0.85
                primary: true
                text: SetCubedGame.turn.canEndTurn ? qsTr("End turn (+%1)").arg(SetCubedGame.preview.points)
                                              : qsTr("End turn")
                tip: qsTr("Place these dice and score them (E)")
                onClicked: SetCubedGame.input.endTurn()
            }
            DeskButton {
                objectName: "scTakeBack"
                visible: SetCubedGame.turn.building
                enabled: SetCubedGame.turn.canTakeBack
                sizeScale: 0.85
                text: qsTr("Take back")
                tip: qsTr("Take all dice of this turn back into the hand (Backspace)")
                onClicked: SetCubedGame.input.takeBackAll()
            }
            DeskButton {
                // the computer seats play out at once, up to a person
                objectName: "scSkipAhead"
                visible: SetCubedGame.turn.computerDeciding && !SetCubedGame.skipping
                         && Desk.botPauseMs > 0
                sizeScale: 0.85
                text: qsTr("Skip ahead")
                tip: qsTr("The computer opponents move at once, until a person decides (End)")
                Accessible.name: qsTr("Skip ahead to the next decision of a person")
                onClicked: SetCubedGame.skipToPerson()
            }
            DeskButton {
                objectName: "scPass"
                visible: SetCubedGame.turn.canPass
                sizeScale: 0.85
                text: qsTr("Pass")
                tip: qsTr("Place nothing this turn (P)")
                onClicked: SetCubedGame.input.passTurn()
            }
            DeskButton {
                objectName: "scKeepWilds"
                visible: SetCubedGame.turn.canKeepWilds
                sizeScale: 0.85
                primary: true
                text: qsTr("Keep the WILDs")
                tip: qsTr("No swap: go on to placing dice (K)")
                onClicked: SetCubedGame.input.keepWilds()
            }
            DeskButton {
                objectName: "scRollExtra"
                visible: SetCubedGame.turn.extraRollStep
                enabled: SetCubedGame.turn.chosenCount > 0
                sizeScale: 0.85
                primary: true
                text: SetCubedGame.turn.chosenCount === 0 ? qsTr("Re-roll (choose dice)")
                    : qsTr("Re-roll %n die(s)", "", SetCubedGame.turn.chosenCount)
                tip: qsTr("Roll the chosen dice again (E)")
                onClicked: SetCubedGame.input.rollExtra()
            }
            DeskButton {
                objectName: "scKeepAll"
                visible: SetCubedGame.turn.extraRollStep
                sizeScale: 0.85
                text: qsTr("Keep all dice")
                tip: qsTr("No EXTRA ROLL this round (K)")
                onClicked: SetCubedGame.input.keepAllDice()
            }
        }
        Label {
            Layout.fillWidth: true
            opacity: SetCubedGame.turn.humanToMove ? 1 : 0  // keeps its room: nothing moves
            text: qsTr("Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel")
                  + (SetCubedGame.turn.computerSeats ? " · " + qsTr("End skip ahead") : "")
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: Theme.px(11)
        }
    }
}
