import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// SET Cubed's scores per round and player, with the totals.
Rectangle {
    id: scores


    Layout.fillWidth: true
    implicitHeight: scoreGrid.implicitHeight + 14 * Theme.u
    radius: 10 * Theme.u
    color: Theme.card

    GridLayout {
        id: scoreGrid
        objectName: "scScores"
        x: 8 * Theme.u
        y: 7 * Theme.u
        width: parent.width - 16 * Theme.u
        columns: SetCubedGame.results.roundScores.length + 2
        rowSpacing: 1 * Theme.u
        columnSpacing: 4 * Theme.u

        Label { text: qsTr("Round"); font.pixelSize: Theme.px(11); color: Theme.inkSoft; Layout.fillWidth: true }
        Repeater {
            model: SetCubedGame.results.roundScores
            delegate: Label {
                required property var modelData
                text: String(modelData.round)
                font.pixelSize: Theme.px(11)
                color: Theme.inkSoft
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 20 * Theme.u
            }
        }
        Label { text: qsTr("Total"); font.pixelSize: Theme.px(11); font.bold: true; color: Theme.ink; horizontalAlignment: Text.AlignRight; Layout.preferredWidth: Math.max(34 * Theme.u, implicitWidth) }

        Repeater {
            model: SetCubedGame.results.playerNames.length
            delegate: Repeater {
                id: scoreRow
                required property int index
                readonly property int seatIndex: index
                model: SetCubedGame.results.roundScores.length + 2
                delegate: Label {
                    required property int index
                    readonly property int last: SetCubedGame.results.roundScores.length + 1
                    textFormat: Text.PlainText
                    text: index === 0 ? SetCubedGame.results.playerNames[scoreRow.seatIndex]
                        : index === last ? String(SetCubedGame.results.totals[scoreRow.seatIndex])
                        : String(SetCubedGame.results.roundScores[index - 1].points[scoreRow.seatIndex])
                    font.pixelSize: Theme.px(12)
                    font.bold: index === 0 || index === last
                    color: Theme.ink
                    elide: index === 0 ? Text.ElideRight : Text.ElideNone
                    horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                    Layout.fillWidth: index === 0
                    Layout.preferredWidth: index === 0 ? 60 * Theme.u : (index === last ? 34 : 20) * Theme.u
                }
            }
        }
    }
}
