import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The Clever table's prompt card: what to do, the buttons of the decision (Done, Reroll,
// Forfeit, +1 …), why a roll is lost, and the keys. It keeps its height whatever it shows.
Rectangle {
    id: promptCard

    property bool finalClosed: false

    signal finalScoresAsked()

    objectName: "promptCard"
    Layout.fillWidth: true
    Layout.preferredHeight: 170 * Theme.u + 5 * Math.ceil(Theme.px(11) * 1.25)
    radius: 10 * Theme.u
    color: Theme.card

    Label {
        objectName: "promptText"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: promptButtons.top
        anchors.margins: 12 * Theme.u
        anchors.bottomMargin: 6 * Theme.u
        textFormat: Text.PlainText
        // the "Done" moment offers Undo only when it can take the move back (if not,
        // the disabled Undo's tooltip says why)
        text: Game.turnDone && Saves.canUndo
              ? Game.turn.prompt + " " + qsTr("Undo (Ctrl+Z) still takes your last move back.")
              : Game.turn.prompt
        wrapMode: Text.WordWrap
        color: Theme.ink
        font.pixelSize: Theme.px(16)
        fontSizeMode: Text.VerticalFit
        minimumPixelSize: Theme.px(10)
        elide: Text.ElideRight
        font.bold: Game.actions.pendingBonus
    }
    // Why the roll is lost, in full: in the key hints' place under the buttons (the
    // Forfeit button names its key), shrunk to fit that room if it must.
    Label {
        id: forfeitLine
        objectName: "forfeitExplanation"
        anchors.fill: keyHints
        visible: Game.actions.mustForfeit
        textFormat: Text.PlainText
        text: Game.actions.forfeitExplanation
        wrapMode: Text.WordWrap
        fontSizeMode: Text.VerticalFit
        minimumPixelSize: 9
        verticalAlignment: Text.AlignTop
        elide: Text.ElideRight
        color: Theme.warn
        font.pixelSize: Theme.px(13)
        HoverHandler { id: forfeitHover }
        ToolTip.visible: forfeitHover.hovered
        ToolTip.text: text
        ToolTip.delay: 500
    }
    Flow {
        id: promptButtons
        // room for two rows of buttons, always: the card never grows
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: keyHints.top
        anchors.leftMargin: 12 * Theme.u
        anchors.rightMargin: 12 * Theme.u
        anchors.bottomMargin: 6 * Theme.u
        height: 2 * Math.round(35 * Theme.u) + spacing
        spacing: 6 * Theme.u
        DeskButton {
            // hot-seat: the end of a player's part of the turn, seen before the hand-over
            objectName: "turnDoneButton"
            visible: Game.turnDone
            sizeScale: 0.85
            primary: true
            text: qsTr("Done")
            tip: qsTr("Pass the device on (Enter)")
            onClicked: Game.finishTurn()
        }
        DeskButton {
            // the computer seats play out at once, without animations, up to a person
            objectName: "skipAheadButton"
            visible: Game.computerDeciding && !Game.turnDone && !Game.handOver && !Game.skipping
                     && Desk.botPauseMs > 0
            sizeScale: 0.85
            text: qsTr("Skip ahead")
            tip: qsTr("The computer players move at once, without animations, until a person decides (End)")
            Accessible.name: qsTr("Skip ahead to the next decision of a person")
            onClicked: Game.skipToPerson()
        }
        DeskButton {
            objectName: "rerollButton"
            visible: Game.actions.canReroll
            sizeScale: 0.85
            text: qsTr("Reroll (%1 left)").arg(Game.actions.rerollsLeft)
            tip: qsTr("Roll all dice of the rolling area again (R)")
            onClicked: Game.actions.reroll()
        }
        DeskButton {
            objectName: "forfeitButton"
            visible: Game.actions.canForfeit
            sizeScale: 0.85
            primary: Game.actions.mustForfeit
            text: qsTr("Forfeit this roll")
            tip: Game.actions.mustForfeit ? qsTr("No die fits: the roll is lost (F)")
                                  : qsTr("Leave this roll unused: no die is entered (F)")
            onClicked: Game.actions.forfeit()
        }
        DeskButton {
            objectName: "extraButton"
            visible: Game.actions.canUseExtra
            sizeScale: 0.85
            primary: Game.actions.extraArmed
            text: qsTr("Use +1 (%1 left)").arg(Game.actions.extrasLeft)
            tip: qsTr("Use an extra die: any die of the silver platter or the dice fields (E)")
            onClicked: Game.actions.armExtra()
        }
        DeskButton {
            objectName: "declineButton"
            visible: Game.actions.canDecline
            sizeScale: 0.85
            text: qsTr("Take no die")
            tip: qsTr("Pass on the silver platter this turn (N)")
            onClicked: Game.actions.decline()
        }
        DeskButton {
            // in the prompt card, so that it never covers the sheet's score row
            objectName: "showFinalScores"
            visible: Game.finished && promptCard.finalClosed
            sizeScale: 0.85
            primary: true
            text: qsTr("Final scoring")
            onClicked: promptCard.finalScoresAsked()
        }
        DeskButton {
            objectName: "endWindowButton"
            visible: Game.actions.canEndWindow
            sizeScale: 0.85
            primary: !Game.actions.extraArmed && Game.selectedDie === ""
            text: Game.actions.endWindowText
            tip: Game.actions.endWindowTip
            onClicked: Game.actions.endWindow()
        }
    }
    Label {
        id: keyHints
        objectName: "keyHints"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12 * Theme.u
        anchors.bottomMargin: 8 * Theme.u
        height: 5 * Math.ceil(fontInfo.pixelSize * 1.25)
        // keeps its room (nothing above it moves); gives it to a forfeit's explanation. The
        // skip key while a computer plays (it skips to the next decision of a person: at a
        // person's own decision it has nothing to skip)
        readonly property bool skipping: Game.computerDeciding && Game.turn.computerSeats
        // (not while a throw of real dice is entered: its panel says its own keys)
        opacity: (Game.humanToMove && !Game.actions.mustForfeit && !Game.throwEntry.open)
                 || skipping ? 1 : 0
        text: skipping && !Game.humanToMove ? qsTr("End skip ahead")
              : qsTr("Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo")
        wrapMode: Text.WordWrap
        maximumLineCount: 5
        elide: Text.ElideRight
        color: Theme.inkSoft
        font.pixelSize: Theme.px(11)
    }
}
