pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The home screen: new game, continue, rules, settings.
Item {
    id: home

    // The saved games (Continue): set when the game services are loaded, right after the first
    // frame; until then Continue waits, disabled and without words.
    property QtObject saves: null
    readonly property string continueHint: saves !== null ? saves.continueHint : ""
    signal newGame()
    signal continueGame()
    signal showRules()
    signal showSettings()
    signal showSaves()
    signal showPrint()
    signal showCampaign()
    signal showHistory()

    readonly property var diceColours: ["#f4f1e8", "#f2c418", "#2f7fd1", "#3fa34d", "#ef7d22", "#8e4bb5"]

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    // The guided game's offer (the first start) makes the screen taller than the window: the
    // dice row (a picture) gives way and the gaps close up, so the buttons never run under
    // the footer (it was drawn over Settings at 1280×800).
    readonly property bool tight: guideOffer.visible
    // The buttons as wide as their longest words need ("Gespeicherte Spiele" was cut)
    readonly property real buttonsWidth: Math.max(340 * Theme.u,
        2 * Math.max(campaignButton.implicitWidth, historyButton.implicitWidth,
                     savesButton.implicitWidth, printButton.implicitWidth) + 12 * Theme.u)

    ColumnLayout {
        id: content
        anchors.horizontalCenter: parent.horizontalCenter
        // in the middle of the room above the footer, never under it
        y: Math.max(0, (footer.y - 8 * Theme.u - height) / 2)
        width: Math.min(parent.width - 80 * Theme.u, 1100 * Theme.u)
        spacing: (home.tight ? 14 : 22) * Theme.u

        Row {
            visible: !home.tight
            Layout.alignment: Qt.AlignHCenter
            spacing: 14 * Theme.u

            Repeater {
                model: home.diceColours

                delegate: Rectangle {
                    required property string modelData
                    required property int index

                    width: 56 * Theme.u
                    height: 56 * Theme.u
                    radius: 10 * Theme.u
                    color: modelData
                    border.color: "#55000000"
                    border.width: 1
                    rotation: (index % 2 === 0 ? -1 : 1) * (4 + index)
                }
            }
        }

        Label {
            objectName: "homeTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("cleverdesk")
            color: Theme.feltText
            font.pixelSize: 72 * Theme.u
            font.bold: true
        }

        Label {
            objectName: "homeGames"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: Desk.gameTitles.join("  ·  ")
            color: "#e8efe9"
            font.pixelSize: 22 * Theme.u
        }

        // the first run: the guided game is offered, New game still lets the player choose
        GuideOffer {
            id: guideOffer
            objectName: "guideOffer"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(560 * Theme.u, home.width - 80 * Theme.u)
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: (home.tight ? 4 : 18) * Theme.u
            spacing: 12 * Theme.u

            DeskButton {
                objectName: "homeNewGame"
                Layout.preferredWidth: home.buttonsWidth
                primary: true
                text: qsTr("New game")
                tip: qsTr("Choose a game, the players and start (N)")
                onClicked: home.newGame()
            }
            DeskButton {
                objectName: "homeContinue"
                Layout.preferredWidth: home.buttonsWidth
                onDark: true
                enabled: home.saves !== null && home.saves.canContinue
                text: qsTr("Continue")
                tip: enabled ? qsTr("Resume the last unfinished game (C): %1").arg(home.saves.continueHint) : home.continueHint
                onClicked: home.continueGame()
            }
            // Which game Continue resumes, with whom, where and at what score, saved when
            // (or why there is nothing to continue).
            Label {
                objectName: "homeContinueHint"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: home.buttonsWidth
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: home.continueHint
                color: home.saves !== null && home.saves.canContinue ? Theme.feltText : Theme.feltTextSoft
                font.pixelSize: 14 * Theme.u
            }
            RowLayout {
                Layout.preferredWidth: home.buttonsWidth
                Layout.fillWidth: false
                spacing: 12 * Theme.u
                DeskButton {
                    id: campaignButton
                    objectName: "homeCampaign"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    onDark: true
                    text: qsTr("Campaign")
                    tip: qsTr("Solo stages with targets and stars, and the daily game (A)")
                    onClicked: home.showCampaign()
                }
                DeskButton {
                    id: historyButton
                    objectName: "homeHistory"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    onDark: true
                    text: qsTr("History")
                    tip: qsTr("Your finished games, best scores and how you improve (H)")
                    onClicked: home.showHistory()
                }
            }
            RowLayout {
                Layout.preferredWidth: home.buttonsWidth
                Layout.fillWidth: false
                spacing: 12 * Theme.u
                DeskButton {
                    id: savesButton
                    objectName: "homeSaves"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    onDark: true
                    text: qsTr("Saved games")
                    tip: qsTr("Open, import, export or delete saved games (S)")
                    onClicked: home.showSaves()
                }
                DeskButton {
                    id: printButton
                    objectName: "homePrint"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    onDark: true
                    text: qsTr("Print sheets")
                    tip: qsTr("Print blank score sheets or a saved game, or export them as PDF (P)")
                    onClicked: home.showPrint()
                }
            }
            DeskButton {
                objectName: "homeRules"
                Layout.preferredWidth: home.buttonsWidth
                onDark: true
                text: qsTr("Rules")
                tip: qsTr("How to play, and the keyboard keys")
                onClicked: home.showRules()
            }
            DeskButton {
                objectName: "homeSettings"
                Layout.preferredWidth: home.buttonsWidth
                onDark: true
                text: qsTr("Settings")
                tip: qsTr("Language, computer speed and hand-over screens")
                onClicked: home.showSettings()
            }
        }
    }

    Label {
        id: footer
        objectName: "homeFooter"
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 14 * Theme.u
        text: qsTr("The Clever dice games by Wolfgang Warsch, to play offline.")
        color: Theme.feltTextSoft
        font.pixelSize: 13 * Theme.u
    }
}
