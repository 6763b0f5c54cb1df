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
        // after this frame's handlers (the start-up benchmark's too): the guide builds a table
        if (Desk.guideDue)
            Qt.callLater(Guide.start)
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

    // Every screen but home is compiled when it is first opened, so the first frame (the home
    // screen) waits for nothing else; once compiled, a screen's component is kept for the next
    // visit. A screen's objectName is its type's name with a small first letter.
    property var screenComponents: ({})
    function screenComponent(type) {
        let component = screenComponents[type]
        if (!component) {
            component = Qt.createComponent("Cleverdesk", type)
            if (component.status === Component.Error)
                console.error(component.errorString())
            screenComponents[type] = component
        }
        return component
    }
    function open(type, properties) {
        const component = screenComponent(type)
        if (component.status !== Component.Ready)
            return null
        const initial = Object.assign({
            objectName: type.charAt(0).toLowerCase() + type.slice(1),
            u: Qt.binding(function() { return window.u }),
        }, properties || {})
        if (type === "NewGameScreen")
            initial.focus = true  // its keys work at once (the others take focus themselves)
        const screen = stack.push(component, initial, StackView.Immediate)
        if (screen)
            connectScreen(type, screen)
        return screen
    }
    function back() {
        stack.pop(StackView.Immediate)
    }
    // What each screen's buttons lead to (its signals, connected once it exists).
    function connectScreen(type, screen) {
        if (type === "TableScreen") {
            screen.leave.connect(window.goHome)
            screen.newGame.connect(function() { window.goHome(); window.open("NewGameScreen") })
            screen.showRules.connect(function() { window.open("RulesScreen") })
            screen.showSaves.connect(function() { window.open("SavesScreen") })
            screen.showPrint.connect(function() { window.open("PrintScreen") })
        } else if (type === "SetCubedTable") {
            screen.leave.connect(window.goHome)
            screen.newGame.connect(function() { window.goHome(); window.open("NewGameScreen") })
            screen.showRules.connect(function() { window.open("SetCubedRulesScreen") })
            screen.showSaves.connect(function() { window.open("SavesScreen") })
        } else {
            screen.back.connect(window.back)
            if (type === "SavesScreen")
                screen.printSave.connect(function(saveId) {
                    window.open("PrintScreen", {"saveId": saveId})
                })
            else if (type === "HistoryScreen")
                screen.openGame.connect(function() { window.open("PastGameScreen") })
        }
    }

    // Whoever starts a game (the new-game screen, a resumed save, a script), the table shows it.
    Connections {
        target: Game
        function onStarted() {
            if (stack.currentItem && stack.currentItem.objectName === "tableScreen")
                return
            stack.pop(null, StackView.Immediate)
            window.open("TableScreen")
        }
    }

    Component {
        id: homeComponent
        HomeScreen {
            objectName: "homeScreen"
            u: window.u
            onNewGame: window.open("NewGameScreen")
            onShowRules: window.open("RulesScreen")
            onShowSettings: window.open("SettingsScreen")
            onContinueGame: Saves.continueLatest()
            onShowSaves: window.open("SavesScreen")
            onShowPrint: window.open("PrintScreen")
            onShowCampaign: window.open("CampaignScreen")
            onShowHistory: window.open("HistoryScreen")
            focus: true
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_N) { window.open("NewGameScreen"); event.accepted = true }
                else if (event.key === Qt.Key_A) { window.open("CampaignScreen"); event.accepted = true }
                else if (event.key === Qt.Key_H) { window.open("HistoryScreen"); event.accepted = true }
                else if (event.key === Qt.Key_C && Saves.canContinue) { Saves.continueLatest(); event.accepted = true }
                else if (event.key === Qt.Key_S) { window.open("SavesScreen"); event.accepted = true }
                else if (event.key === Qt.Key_P) { window.open("PrintScreen"); event.accepted = true }
            }
        }
    }
    // SET Cubed has its own controller and table screen.
    Connections {
        target: SetCubedGame
        function onStarted() {
            if (stack.currentItem && stack.currentItem.objectName === "setCubedTable")
                return
            stack.pop(null, StackView.Immediate)
            window.open("SetCubedTable")
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
            window.open("CampaignScreen")
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
