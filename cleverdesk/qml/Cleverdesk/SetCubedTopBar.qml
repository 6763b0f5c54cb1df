import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// SET Cubed's top bar: the game, the round, the bag, who decides what, the seed, the language
// and the Rules and Leave buttons.
Rectangle {
    id: topBar

    property real u: 1

    signal rulesAsked()
    signal leaveAsked()

    height: 56 * topBar.u
    color: "#173024"

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16 * topBar.u
        anchors.rightMargin: 12 * topBar.u
        spacing: 16 * topBar.u

        Label {
            text: qsTr("SET Cubed")
            color: Theme.feltText
            font.pixelSize: Theme.px(20, topBar.u)
            font.bold: true
        }
        Label {
            objectName: "scRoundText"
            text: SetCubedGame.status.roundText
            color: Theme.accent
            font.pixelSize: Theme.px(18, topBar.u)
            font.bold: true
        }
        Label {
            objectName: "scBagText"
            text: SetCubedGame.status.bagText
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(15, topBar.u)
        }
        // The pill gives way (elides) when long names and words (German) would push the
        // buttons off the window (as on the Clever table).
        DecisionPill {
            u: topBar.u
            elastic: true
            visible: SetCubedGame.status.deciderName !== ""
            computer: SetCubedGame.status.computerDeciding
            textName: "scDecision"
            decision: qsTr("%1: %2").arg(Words.typed(SetCubedGame.status.deciderName)).arg(SetCubedGame.turn.phaseTitle)
        }
        BusyIndicator {
            objectName: "scThinking"
            Layout.preferredHeight: 30 * topBar.u
            Layout.preferredWidth: 30 * topBar.u
            running: SetCubedGame.status.computerDeciding
            visible: running
        }
        Item { Layout.fillWidth: true }
        Label {
            text: qsTr("Seed %1").arg(SetCubedGame.seed)
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(13, topBar.u)
        }
        LanguageMenuButton {
            u: topBar.u * 0.8
            onDark: true
        }
        TableBarButton {
            objectName: "scRules"
            barU: topBar.u
            text: qsTr("Rules")
            tip: qsTr("The rules of SET Cubed and the keyboard keys")
            onClicked: topBar.rulesAsked()
        }
        LeaveButton {
            objectName: "scLeave"
            barU: topBar.u
            onClicked: topBar.leaveAsked()
        }
    }
}
