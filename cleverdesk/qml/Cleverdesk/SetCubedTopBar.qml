import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// SET Cubed's top bar: the game, the round, the bag, who decides what, the seed, the language
// and the Rules and Leave buttons.
Rectangle {
    id: topBar


    signal rulesAsked()
    signal leaveAsked()

    height: 56 * Theme.u
    color: "#173024"

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16 * Theme.u
        anchors.rightMargin: 12 * Theme.u
        spacing: 16 * Theme.u

        Label {
            text: qsTr("SET Cubed")
            color: Theme.feltText
            font.pixelSize: Theme.px(20)
            font.bold: true
        }
        Label {
            objectName: "scRoundText"
            text: SetCubedGame.status.roundText
            color: Theme.accent
            font.pixelSize: Theme.px(18)
            font.bold: true
        }
        Label {
            objectName: "scBagText"
            text: SetCubedGame.status.bagText
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(15)
        }
        // The pill gives way (elides) when long names and words (German) would push the
        // buttons off the window (as on the Clever table).
        DecisionPill {
            elastic: true
            visible: SetCubedGame.status.deciderName !== ""
            computer: SetCubedGame.status.computerDeciding
            textName: "scDecision"
            decision: qsTr("%1: %2").arg(Words.typed(SetCubedGame.status.deciderName)).arg(SetCubedGame.turn.phaseTitle)
        }
        BusyIndicator {
            objectName: "scThinking"
            Layout.preferredHeight: 30 * Theme.u
            Layout.preferredWidth: 30 * Theme.u
            running: SetCubedGame.status.computerDeciding
            visible: running
        }
        Item { Layout.fillWidth: true }
        Label {
            text: qsTr("Seed %1").arg(SetCubedGame.seed)
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(13)
        }
        LanguageMenuButton {
            sizeScale: 0.8
            onDark: true
        }
        TableBarButton {
            objectName: "scRules"
            text: qsTr("Rules")
            tip: qsTr("The rules of SET Cubed and the keyboard keys")
            onClicked: topBar.rulesAsked()
        }
        LeaveButton {
            objectName: "scLeave"
            onClicked: topBar.leaveAsked()
        }
    }
}
