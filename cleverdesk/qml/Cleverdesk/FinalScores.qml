import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The final score sheet: every area, the foxes, the totals, the winner or the solo rating.
Rectangle {
    id: finalScores

    signal newGame()
    signal home()
    signal closeRequested()

    color: "#a0000000"

    MouseArea { anchors.fill: parent; hoverEnabled: true }

    // The table's keys while this card shows (FinalScoreKeys): Enter stays on the card, Tab and
    // the arrows walk its buttons only.
    function keyPressed(event) { return FinalScoreKeys.pressed(event, [challenge.buttonRow, actions]) }

    // R: the review, while this summary is on the screen (the table's keys are idle then)
    Shortcut {
        objectName: "finalReviewKey"
        sequences: ["R"]
        enabled: finalScores.visible
        onActivated: Review.openTable()
    }

    Rectangle {
        id: card
        objectName: "finalCard"
        anchors.centerIn: parent
        // as wide as the scores' columns and the four buttons in a row need, within the window
        width: Math.min(parent.width - 60 * Theme.u,
                        Math.max(Math.max(640, 260 + 130 * Game.results.rows.length) * Theme.u,
                                 actions.rowWidth + 48 * Theme.u))
        height: content.implicitHeight + 48 * Theme.u
        radius: 16 * Theme.u
        color: Theme.paper

        ColumnLayout {
            id: content
            x: 24 * Theme.u
            y: 24 * Theme.u
            width: parent.width - 48 * Theme.u
            spacing: 14 * Theme.u

            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Final scoring")
                color: Theme.ink
                font.pixelSize: 30 * Theme.u
                font.bold: true
            }
            Label {
                objectName: "finalWinners"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                textFormat: Text.PlainText
                text: Game.results.winnersText
                color: Theme.ink
                font.pixelSize: 22 * Theme.u
            }
            Label {
                objectName: "finalRating"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                visible: Game.results.ratingText !== ""
                text: qsTr("“%1”", "a rating label in quotation marks").arg(Game.results.ratingText)
                wrapMode: Text.WordWrap
                color: "#8a5a00"
                font.pixelSize: 28 * Theme.u
                font.bold: true
                font.italic: true
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                visible: Game.results.ratingRange !== ""
                text: qsTr("Solo rating for %1").arg(Game.results.ratingRange)
                color: Theme.inkSoft
                font.pixelSize: 15 * Theme.u
            }
            CampaignResult {
                objectName: "campaignResult"
                Layout.fillWidth: true
            }

            GridLayout {
                Layout.alignment: Qt.AlignHCenter
                columns: Game.results.rows.length + 1
                columnSpacing: 22 * Theme.u
                rowSpacing: 6 * Theme.u

                Label { text: "" }
                Repeater {
                    model: Game.results.rows
                    delegate: Label {
                        required property var modelData
                        textFormat: Text.PlainText
                        text: modelData.name
                        font.bold: true
                        font.pixelSize: 18 * Theme.u
                        color: modelData.winner ? "#1b5e20" : Theme.ink
                        Layout.alignment: Qt.AlignRight
                    }
                }

                Repeater {
                    model: Game.results.areas.length * (Game.results.rows.length + 1)
                    delegate: Label {
                        required property int index
                        readonly property int row: Math.floor(index / (Game.results.rows.length + 1))
                        readonly property int column: index % (Game.results.rows.length + 1)
                        textFormat: Text.PlainText
                        text: column === 0 ? Game.results.areas[row].name
                                           : String(Game.results.rows[column - 1].scores[row])
                        color: column === 0 ? Qt.darker(Game.sheets.palette[Game.results.areas[row].code] || Theme.ink, 1.3) : Theme.ink
                        font.bold: column === 0
                        font.pixelSize: 17 * Theme.u
                        Layout.alignment: column === 0 ? Qt.AlignLeft : Qt.AlignRight
                    }
                }

                Label {
                    text: qsTr("Foxes")
                    font.bold: true
                    font.pixelSize: 17 * Theme.u
                    color: "#c0501a"
                }
                Repeater {
                    model: Game.results.rows
                    delegate: Label {
                        required property var modelData
                        text: qsTr("%1 × %2 = %3").arg(modelData.foxes).arg(modelData.foxValue).arg(modelData.foxPoints)
                        font.pixelSize: 17 * Theme.u
                        color: Theme.ink
                        Layout.alignment: Qt.AlignRight
                    }
                }

                Label {
                    text: qsTr("Total")
                    font.bold: true
                    font.pixelSize: 20 * Theme.u
                    color: Theme.ink
                }
                Repeater {
                    model: Game.results.rows
                    delegate: Label {
                        required property var modelData
                        objectName: "finalTotal_" + modelData.seat
                        text: String(modelData.total)
                        font.bold: true
                        font.pixelSize: 24 * Theme.u
                        color: modelData.winner ? "#1b5e20" : Theme.ink
                        Layout.alignment: Qt.AlignRight
                    }
                }
            }

            ChallengeBox {  // the code, the expert on the same dice, the result to copy (issue 50)
                id: challenge
                keys: finalScores.keyPressed
                Layout.fillWidth: true
                subject: Challenge.tableGame
            }

            GridLayout {
                id: actions
                // the four in one row where the card has room for them, else two rows of two
                readonly property real rowWidth: look.implicitWidth + review.implicitWidth
                                                 + newGame.implicitWidth + home.implicitWidth
                                                 + 3 * columnSpacing
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: 8 * Theme.u
                columns: rowWidth <= content.width ? 4 : 2
                columnSpacing: 12 * Theme.u
                rowSpacing: 10 * Theme.u
                DeskButton {
                    id: look
                    Keys.onPressed: (event) => { if (finalScores.keyPressed(event)) event.accepted = true }
                    Layout.fillWidth: actions.columns === 2  // two rows: the pairs line up
                    objectName: "finalLook"
                    text: qsTr("Look at the sheets")
                    tip: qsTr("Close this summary and look at every sheet")
                    onClicked: finalScores.closeRequested()
                }
                DeskButton {
                    id: review
                    Keys.onPressed: (event) => { if (finalScores.keyPressed(event)) event.accepted = true }
                    Layout.fillWidth: actions.columns === 2  // two rows: the pairs line up
                    objectName: "finalReview"
                    text: qsTr("Review the game")
                    tip: qsTr("Where the points went: every decision rated against the best move (R)")
                    onClicked: Review.openTable()
                }
                DeskButton {
                    id: newGame
                    Keys.onPressed: (event) => { if (finalScores.keyPressed(event)) event.accepted = true }
                    Layout.fillWidth: actions.columns === 2  // two rows: the pairs line up
                    objectName: "finalNewGame"
                    primary: true
                    text: qsTr("New game")
                    onClicked: finalScores.newGame()
                }
                DeskButton {
                    id: home
                    Keys.onPressed: (event) => { if (finalScores.keyPressed(event)) event.accepted = true }
                    Layout.fillWidth: actions.columns === 2  // two rows: the pairs line up
                    objectName: "finalHome"
                    text: qsTr("Home")
                    onClicked: finalScores.home()
                }
            }
        }
    }
}
