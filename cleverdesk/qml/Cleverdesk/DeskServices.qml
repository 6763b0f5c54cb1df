import QtQuick
import QtQuick.Controls
import Cleverdesk

// Everything of the window that needs the game services (the games, saved games, history,
// campaign, printing, hints, the guide): Main.qml loads this right after its first frame, once
// Python has registered those services (app.load_services), so the home screen waits for none.
Item {
    id: services

    required property ApplicationWindow mainWindow
    required property StackView screens

    Binding { target: Game; property: "botPauseMs"; value: Desk.botPauseMs }
    Binding { target: Game; property: "handOverScreens"; value: Desk.handOverScreens }
    Binding { target: Saves; property: "honestGames"; value: Desk.honestGames }
    Binding { target: Saves; property: "practiceUndo"; value: Desk.practiceUndo }
    // Hints: when the setting is on, and never in a campaign game (its score must be your own).
    Binding { target: Hints; property: "allowed"; value: Desk.hints && Campaign.playingText === "" }

    function leaveGames() {
        Game.leave()
        SetCubedGame.leave()
    }

    Component.onCompleted: {
        // Saved games watch both games (autosave, undo).
        Saves.attach(Game)
        Saves.attach(SetCubedGame)
        mainWindow.saves = Saves  // the home screen's Continue
        // The first run offers the guided game on the home screen (GuideOffer): starting it by
        // itself took the choice of the game away from a new player.
    }

    // Whoever starts a game (the new-game screen, a resumed save, a script), the table shows it.
    Connections {
        target: Game
        function onStarted() {
            if (screens.currentItem && screens.currentItem.objectName === "tableScreen")
                return
            screens.pop(null, StackView.Immediate)
            mainWindow.open("TableScreen")
        }
    }
    // SET Cubed has its own controller and table screen.
    Connections {
        target: SetCubedGame
        function onStarted() {
            if (screens.currentItem && screens.currentItem.objectName === "setCubedTable")
                return
            screens.pop(null, StackView.Immediate)
            mainWindow.open("SetCubedTable")
        }
    }
    // The campaign and the score history (the result box on the final scoring asks for this).
    Connections {
        target: Campaign
        function onShowCampaignRequested() {
            mainWindow.goHome()
            mainWindow.open("CampaignScreen")
        }
    }

    // A game's review (the final scoring's and a past game's Review button) opens its screen.
    Connections {
        target: Review
        function onRequested() {
            if (!screens.currentItem || screens.currentItem.objectName !== "reviewScreen")
                mainWindow.open("ReviewScreen")
        }
        function onTableOpened() { Saves.markReviewUsed() }
    }

    // The expert's game on a player's dice (a challenge box's expert line): its sheet, replayed.
    Connections {
        target: Challenge
        function onGhostRequested() {
            mainWindow.open("PastGameScreen", {"past": Challenge.ghostPast, "ghost": true,
                                               "objectName": "ghostGameScreen"})
        }
    }

    // The guided first game points at the table's elements (GuideOverlay.qml, guide.py).
    GuideOverlay {
        objectName: "guideOverlay"
        anchors.fill: parent
        z: 5
        shown: screens.currentItem !== null && screens.currentItem.objectName === "tableScreen"
    }

    // Saved games that failed to load or save: reported over any screen, never blocking it.
    ProblemBanner {
        objectName: "problemBanner"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 16 * Theme.u
        z: 10
    }

    // The score history could not be used as it was: said once, over any screen.
    HistoryNotice {
        id: historyNotice
        objectName: "historyNotice"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 16 * Theme.u
        anchors.topMargin: 70 * Theme.u
        z: 10
    }

    // The settings could not be read: said at start too, under the history's notice.
    SettingsNotice {
        objectName: "settingsNotice"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: historyNotice.bottom
        anchors.margins: 16 * Theme.u
        anchors.topMargin: (historyNotice.visible ? 8 : 0) * Theme.u
        z: 10
    }
}
