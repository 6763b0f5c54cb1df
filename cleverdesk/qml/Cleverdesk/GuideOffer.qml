import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The first run's offer of the guided first game, on the home screen: the player may take it
// or choose any game with New game as always (the offer does not take that choice away).
// The guide teaches Ganz schön clever, the first of the series: the card says why. Its title
// comes from Desk (the first of Desk.gameTitles), not Words: the home screen is shown before
// the engine is imported, and Words would import it.
Rectangle {
    id: offer

    signal accepted()

    visible: Desk.guideDue
    radius: 12 * Theme.u
    color: Theme.card
    border.color: Theme.accent
    border.width: 2 * Theme.u
    implicitWidth: 520 * Theme.u
    implicitHeight: column.implicitHeight + 28 * Theme.u

    ColumnLayout {
        id: column
        x: 14 * Theme.u
        y: 14 * Theme.u
        width: parent.width - 28 * Theme.u
        spacing: 10 * Theme.u

        Label {
            objectName: "guideOfferText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.").arg(Desk.gameTitles[0])
            color: Theme.ink
            font.pixelSize: 16 * Theme.u
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 10 * Theme.u
            DeskButton {
                objectName: "guideOfferNo"
                sizeScale: 0.85
                text: qsTr("No, thanks")
                tip: qsTr("The guided game can be played later from Rules")
                onClicked: Desk.guideOffered = true
            }
            DeskButton {
                objectName: "guideOfferYes"
                sizeScale: 0.85
                primary: true
                text: qsTr("Play the guided game")
                onClicked: { Guide.start(); offer.accepted() }
            }
        }
    }
}
