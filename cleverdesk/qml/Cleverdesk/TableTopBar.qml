pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The Clever table's top bar: the game, the round, whose turn and what is decided, the seed
// (or the campaign stage), the language and the Rules and Leave buttons.
Rectangle {
    id: topBar


    signal rulesAsked()
    signal leaveAsked()

    component TurnInfo: RowLayout {
        spacing: 12 * Theme.u
        Label {
            objectName: "turnText"
            textFormat: Text.PlainText
            text: Game.turn.turnText
            color: Theme.feltText
            font.pixelSize: Theme.px(16)
        }
        DecisionPill {
            visible: Game.turn.decisionText !== ""
            computer: Game.computerDeciding
            textName: "decisionText"
            decision: Game.turn.decisionText
        }
    }

    readonly property real rowHeight: 56 * Theme.u
    // the first row's fixed part and the turn's words, side by side: do they fit?
    readonly property bool twoRows: barTitle.implicitWidth + barRound.implicitWidth + barSeed.implicitWidth
                                    + barLanguage.implicitWidth + barRules.implicitWidth + barLeave.implicitWidth
                                    + belowTurn.implicitWidth + 7 * barRow.spacing
                                    > width - barRow.anchors.leftMargin - barRow.anchors.rightMargin
    height: twoRows ? rowHeight + 40 * Theme.u : rowHeight
    color: Theme.bar

    TurnInfo {
        id: belowTurn
        objectName: "turnRow"
        visible: topBar.twoRows
        x: 16 * Theme.u
        y: topBar.rowHeight - 6 * Theme.u
        height: 40 * Theme.u
    }

    RowLayout {
        id: barRow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: topBar.rowHeight
        anchors.leftMargin: 16 * Theme.u
        anchors.rightMargin: 12 * Theme.u
        spacing: 12 * Theme.u

        Label {
            id: barTitle
            text: Game.turn.gameTitle
            color: Theme.feltText
            font.pixelSize: Theme.px(20)
            font.bold: true
        }
        Label {
            id: barRound
            objectName: "roundText"
            text: Game.turn.roundText
            color: Theme.accent
            font.pixelSize: Theme.px(18)
            font.bold: true
        }
        TurnInfo {
            id: barTurn
            visible: !topBar.twoRows
        }
        Item { Layout.fillWidth: true }
        Label {
            id: barSeed
            objectName: "campaignPlaying"
            // a campaign game names its stage and target instead of the seed
            textFormat: Text.PlainText
            text: Campaign.playingText !== "" ? Campaign.playingText : qsTr("Seed %1").arg(Game.seed)
            color: Campaign.playingText !== "" ? Theme.accent : Theme.feltTextSoft
            font.pixelSize: Theme.px(13)
            font.bold: Campaign.playingText !== ""
            HoverHandler { id: seedHover }
            ToolTip.visible: seedHover.hovered
            ToolTip.text: Campaign.playingText !== "" ? qsTr("A campaign game: the same dice for everybody, and no undo.")
                                                      : qsTr("Start a new game with this seed to meet the same dice.")
        }
        LanguageMenuButton {
            id: barLanguage
            sizeScale: 0.8
            onDark: true
        }
        TableBarButton {
            id: barRules
            objectName: "tableRules"
            asWideAsWords: true
            text: qsTr("Rules")
            tip: qsTr("The rules and the keyboard keys")
            onClicked: topBar.rulesAsked()
        }
        LeaveButton {
            id: barLeave
            objectName: "tableLeave"
            asWideAsWords: true
            onClicked: topBar.leaveAsked()
        }
    }
}
