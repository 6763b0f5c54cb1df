import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The end of a SET Cubed game: who won, the points of every round, the totals.
Rectangle {
    id: results

    signal closeRequested()
    signal newGame()
    signal home()

    color: "#b0000000"
    MouseArea { anchors.fill: parent; hoverEnabled: true }
    // The table's keys while the results show: Enter stays, Tab walks these buttons only.
    function keyPressed(event) { return FinalScoreKeys.pressed(event, resultButtons) }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60 * Theme.u, 760 * Theme.u)
        height: column.implicitHeight + 48 * Theme.u
        radius: 14 * Theme.u
        color: Theme.paper

        ColumnLayout {
            id: column
            x: 24 * Theme.u
            y: 24 * Theme.u
            width: parent.width - 48 * Theme.u
            spacing: 14 * Theme.u

            Label {
                objectName: "scWinners"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: SetCubedGame.results.winnersText
                font.pixelSize: 32 * Theme.u
                font.bold: true
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: SetCubedGame.results.endText
                font.pixelSize: 15 * Theme.u
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            GridLayout {
                Layout.fillWidth: true
                columns: SetCubedGame.results.roundScores.length + 2
                rowSpacing: 6 * Theme.u
                columnSpacing: 10 * Theme.u

                Label { text: qsTr("Round"); font.pixelSize: 14 * Theme.u; color: Theme.inkSoft; Layout.fillWidth: true }
                Repeater {
                    model: SetCubedGame.results.roundScores
                    delegate: Label {
                        required property var modelData
                        text: String(modelData.round)
                        font.pixelSize: 14 * Theme.u
                        color: Theme.inkSoft
                        horizontalAlignment: Text.AlignRight
                        Layout.preferredWidth: 28 * Theme.u
                    }
                }
                Label { text: qsTr("Total"); font.pixelSize: 14 * Theme.u; font.bold: true; color: Theme.ink; horizontalAlignment: Text.AlignRight; Layout.preferredWidth: 50 * Theme.u }

                Repeater {
                    model: SetCubedGame.results.playerNames.length
                    delegate: Repeater {
                        id: row
                        required property int index
                        readonly property int seatIndex: index
                        model: SetCubedGame.results.roundScores.length + 2
                        delegate: Label {
                            required property int index
                            readonly property int last: SetCubedGame.results.roundScores.length + 1
                            objectName: index === last ? "scFinalTotal_" + row.seatIndex : ""
                            textFormat: Text.PlainText
                            text: index === 0 ? SetCubedGame.results.playerNames[row.seatIndex]
                                : index === last ? String(SetCubedGame.results.totals[row.seatIndex])
                                : String(SetCubedGame.results.roundScores[index - 1].points[row.seatIndex])
                            font.pixelSize: (index === last ? 20 : 16) * Theme.u
                            font.bold: index === 0 || index === last
                            color: Theme.ink
                            elide: index === 0 ? Text.ElideRight : Text.ElideNone
                            horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                            Layout.fillWidth: index === 0
                            Layout.preferredWidth: index === 0 ? 120 * Theme.u : (index === last ? 50 : 28) * Theme.u
                        }
                    }
                }
            }
            RowLayout {
                id: resultButtons
                Layout.alignment: Qt.AlignRight
                spacing: 10 * Theme.u
                DeskButton {
                    objectName: "scResultsLook"
                    Keys.onPressed: (event) => { if (results.keyPressed(event)) event.accepted = true }
                    text: qsTr("Look at the board")
                    tip: qsTr("Close this (Esc)")
                    onClicked: results.closeRequested()
                }
                DeskButton {
                    objectName: "scResultsHome"
                    Keys.onPressed: (event) => { if (results.keyPressed(event)) event.accepted = true }
                    text: qsTr("Home")
                    onClicked: results.home()
                }
                DeskButton {
                    objectName: "scResultsNewGame"
                    Keys.onPressed: (event) => { if (results.keyPressed(event)) event.accepted = true }
                    primary: true
                    text: qsTr("New game")
                    onClicked: results.newGame()
                }
            }
        }
    }
}
