import QtQuick
import QtQuick.Controls
import Cleverdesk

ApplicationWindow {
    id: window

    // Everything is sized in multiples of `u`, so the desk scales with the window.
    readonly property real u: Math.max(0.7, Math.min(width / 1280, height / 800))

    width: 1280
    height: 800
    // The smallest window the desk is laid out for (every text stays at least Theme.minText).
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    title: qsTr("cleverdesk")

    Binding { target: Game; property: "botPauseMs"; value: Desk.botPauseMs }
    Binding { target: Game; property: "handOverScreens"; value: Desk.handOverScreens }
    Binding { target: Saves; property: "honestGames"; value: Desk.honestGames }
    Binding { target: Saves; property: "practiceUndo"; value: Desk.practiceUndo }
    // Hints: when the setting is on, and never in a campaign game (its score must be your own).
    Binding { target: Hints; property: "allowed"; value: Desk.hints && Campaign.playingText === "" }
    // Tool tips show names and titles from files too: plain text, never markup that fetches.
    Binding { target: stack.sharedToolTip.contentItem; property: "textFormat"; value: Text.PlainText }

    // Saved games watch both games (autosave, undo); printing reads the Clever one.
    Component.onCompleted: {
        Saves.attach(Game)
        Saves.attach(SetCubedGame)
        PrintDesk.attach(Game, Saves)
    }
    // The first run: a guided first game, started once the home screen has been shown (so the
    // first frame, and `--benchmark-startup`, stay those of the home screen).
    property bool guideChecked: false
    onFrameSwapped: {
        if (guideChecked)
            return
        guideChecked = true
        if (Desk.guideDue)
            Guide.start()
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: homeComponent
        focus: true
        readonly property ToolTip sharedToolTip: ToolTip.toolTip  // every attached tool tip
    }

    // Navigation is immediate: no transitions to wait for (also in tests and screenshots).
    function goHome() {
        Game.leave()
        SetCubedGame.leave()
        stack.pop(null, StackView.Immediate)
    }
    function open(component) {
        stack.push(component, {}, StackView.Immediate)
    }

    // Whoever starts a game (the new-game screen, a resumed save, a script), the table shows it.
    Connections {
        target: Game
        function onStarted() {
            if (stack.currentItem && stack.currentItem.objectName === "tableScreen")
                return
            stack.pop(null, StackView.Immediate)
            window.open(tableComponent)
        }
    }

    Component {
        id: homeComponent
        HomeScreen {
            objectName: "homeScreen"
            u: window.u
            onNewGame: window.open(newGameComponent)
            onShowRules: window.open(rulesComponent)
            onShowSettings: window.open(settingsComponent)
            onContinueGame: Saves.continueLatest()
            onShowSaves: window.open(savesComponent)
            onShowPrint: window.open(printComponent)
            onShowCampaign: window.open(campaignComponent)
            onShowHistory: window.open(historyComponent)
            focus: true
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_N) { window.open(newGameComponent); event.accepted = true }
                else if (event.key === Qt.Key_A) { window.open(campaignComponent); event.accepted = true }
                else if (event.key === Qt.Key_H) { window.open(historyComponent); event.accepted = true }
                else if (event.key === Qt.Key_C && Saves.canContinue) { Saves.continueLatest(); event.accepted = true }
                else if (event.key === Qt.Key_S) { window.open(savesComponent); event.accepted = true }
                else if (event.key === Qt.Key_P) { window.open(printComponent); event.accepted = true }
            }
        }
    }
    Component {
        id: newGameComponent
        NewGameScreen {
            objectName: "newGameScreen"
            u: window.u
            focus: true
            onBack: stack.pop(StackView.Immediate)
        }
    }
    Component {
        id: tableComponent
        TableScreen {
            objectName: "tableScreen"
            u: window.u
            onLeave: window.goHome()
            onNewGame: { window.goHome(); window.open(newGameComponent) }
            onShowRules: window.open(rulesComponent)
            onShowSaves: window.open(savesComponent)
            onShowPrint: window.open(printComponent)
        }
    }
    // SET Cubed has its own controller and table screen.
    Connections {
        target: SetCubedGame
        function onStarted() {
            if (stack.currentItem && stack.currentItem.objectName === "setCubedTable")
                return
            stack.pop(null, StackView.Immediate)
            window.open(setCubedTableComponent)
        }
    }
    Component {
        id: setCubedTableComponent
        SetCubedTable {
            objectName: "setCubedTable"
            u: window.u
            onLeave: window.goHome()
            onNewGame: { window.goHome(); window.open(newGameComponent) }
            onShowRules: window.open(setCubedRulesComponent)
            onShowSaves: window.open(savesComponent)
        }
    }
    Component {
        id: setCubedRulesComponent
        SetCubedRulesScreen {
            objectName: "setCubedRulesScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }
    Component {
        id: rulesComponent
        RulesScreen {
            objectName: "rulesScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }
    Component {
        id: savesComponent
        SavesScreen {
            objectName: "savesScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
            onPrintSave: (saveId) => stack.push(printComponent, {"saveId": saveId}, StackView.Immediate)
        }
    }
    Component {
        id: printComponent
        PrintScreen {
            objectName: "printScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }
    Component {
        id: settingsComponent
        SettingsScreen {
            objectName: "settingsScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }

    // The guided first game points at the table's elements (GuideOverlay.qml, guide.py).
    GuideOverlay {
        objectName: "guideOverlay"
        anchors.fill: parent
        z: 5
        u: window.u
        shown: stack.currentItem !== null && stack.currentItem.objectName === "tableScreen"
    }

    // Saved games that failed to load or save: reported over any screen, never blocking it.
    ProblemBanner {
        objectName: "problemBanner"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 16 * window.u
        u: window.u
        z: 10
    }

    // The campaign and the score history (the result box on the final scoring asks for this).
    Connections {
        target: Campaign
        function onShowCampaignRequested() {
            window.goHome()
            window.open(campaignComponent)
        }
    }
    Component {
        id: campaignComponent
        CampaignScreen {
            objectName: "campaignScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }
    Component {
        id: historyComponent
        HistoryScreen {
            objectName: "historyScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
            onOpenGame: window.open(pastGameComponent)
        }
    }
    Component {
        id: pastGameComponent
        PastGameScreen {
            objectName: "pastGameScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }

    // The score history could not be used as it was: said once, over any screen.
    HistoryNotice {
        id: historyNotice
        objectName: "historyNotice"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 16 * window.u
        anchors.topMargin: 70 * window.u
        u: window.u
        z: 10
    }

    // The settings could not be read: said at start too, under the history's notice.
    SettingsNotice {
        objectName: "settingsNotice"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: historyNotice.bottom
        anchors.margins: 16 * window.u
        anchors.topMargin: (historyNotice.visible ? 8 : 0) * window.u
        u: window.u
        z: 10
    }
}
