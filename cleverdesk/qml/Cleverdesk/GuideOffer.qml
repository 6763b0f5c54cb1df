import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The first run's offer of the guided first game, on the home screen: the player may take it
// or choose any game with New game as always (the offer does not take that choice away).
// The guide teaches Ganz schön clever, the first of the series: the card says why.
Rectangle {
    id: offer

    property real u: 1
    signal accepted()

    visible: Desk.guideDue
    radius: 12 * u
    color: Theme.card
    border.color: Theme.accent
    border.width: 2 * u
    implicitWidth: 520 * u
    implicitHeight: column.implicitHeight + 28 * u

    ColumnLayout {
        id: column
        x: 14 * offer.u
        y: 14 * offer.u
        width: parent.width - 28 * offer.u
        spacing: 10 * offer.u

        Label {
            objectName: "guideOfferText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.").arg(Words.gameTitle("ganz-schoen-clever"))
            color: Theme.ink
            font.pixelSize: 16 * offer.u
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 10 * offer.u
            DeskButton {
                objectName: "guideOfferNo"
                u: offer.u * 0.85
                text: qsTr("No, thanks")
                tip: qsTr("The guided game can be played later from Rules")
                onClicked: Desk.guideOffered = true
            }
            DeskButton {
                objectName: "guideOfferYes"
                u: offer.u * 0.85
                primary: true
                text: qsTr("Play the guided game")
                onClicked: { Guide.start(); offer.accepted() }
            }
        }
    }
}
