pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

ApplicationWindow {
    id: window

    // The desk's scale: everything is sized in multiples of it, so the desk scales with the
    // window. Components read it as Theme.u, set here.
    readonly property real u: Math.max(0.7, Math.min(width / 1280, height / 800))
    Binding { target: Theme; property: "u"; value: window.u }

    width: 1280
    height: 800
    // The smallest window the desk is laid out for (every text stays at least Theme.minText).
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    title: qsTr("cleverdesk")

    // Tool tips show names and titles from files too: plain text, never markup that fetches.
    Binding { target: stack.sharedToolTip.contentItem; property: "textFormat"; value: Text.PlainText }

    // The game services (the games, saved games, history …) come right after the first frame:
    // Python registers them and sets this (app.load_services); DeskServices.qml uses them.
    property bool servicesReady: false
    property QtObject saves: null  // the Saves service, once loaded (the home screen's Continue)
    onServicesReadyChanged: {
        if (servicesReady)
            services.setSource(Qt.resolvedUrl("DeskServices.qml"),
                               {"mainWindow": window, "screens": stack})
    }
    Loader {
        id: services
        objectName: "deskServices"
        anchors.fill: parent
        z: 5  // its notices and the guide are over every screen
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: homeComponent
        focus: true
        readonly property ToolTip sharedToolTip: ToolTip.toolTip  // every attached tool tip
    }

    // The desk's standard keys, on every screen. Ctrl+S, Ctrl+P and Ctrl+Z belong to the tables
    // (they save, print and undo the game on the table); at home Ctrl+P opens the print screen.
    readonly property Item current: stack.currentItem
    readonly property bool atTable: current !== null
                                    && (current.objectName === "tableScreen" || current.objectName === "setCubedTable")
    Shortcut {
        objectName: "shortcutNewGame"
        sequences: ["Ctrl+N"]
        enabled: !window.current || window.current.objectName !== "newGameScreen"
        onActivated: { window.goHome(); window.open("NewGameScreen") }
    }
    Shortcut {
        objectName: "shortcutQuit"
        // Ctrl+Q everywhere (StandardKey.Quit is empty on Windows): the same as closing the
        // window, so a running game is saved on the way out
        sequences: ["Ctrl+Q"]
        onActivated: window.close()
    }
    Shortcut {
        objectName: "shortcutRules"
        sequences: ["F1"]
        enabled: !window.current || (window.current.objectName !== "rulesScreen"
                                     && window.current.objectName !== "setCubedRulesScreen")
        onActivated: window.open(window.current && window.current.objectName === "setCubedTable"
                                 ? "SetCubedRulesScreen" : "RulesScreen")
    }
    Shortcut {
        objectName: "shortcutPrint"
        sequences: ["Ctrl+P"]
        enabled: window.current !== null && window.current.objectName === "homeScreen"
        onActivated: window.open("PrintScreen")
    }

    // A control reached by Tab inside a scrolled page comes into view.
    onActiveFocusItemChanged: Scrolling.bringIntoView(activeFocusItem)

    // Navigation is immediate: no transitions to wait for (also in tests and screenshots).
    function goHome() {
        if (services.item)
            services.item.leaveGames()
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
        if (!servicesReady)
            Desk.loadServices()  // a key pressed within the first frame: the screens need them
        const component = screenComponent(type)
        if (component.status !== Component.Ready)
            return null
        const initial = Object.assign({
            objectName: type.charAt(0).toLowerCase() + type.slice(1),
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

    Component {
        id: homeComponent
        HomeScreen {
            objectName: "homeScreen"
            saves: window.saves
            onNewGame: window.open("NewGameScreen")
            onShowRules: window.open("RulesScreen")
            onShowSettings: window.open("SettingsScreen")
            onContinueGame: if (window.saves) window.saves.continueLatest()
            onShowSaves: window.open("SavesScreen")
            onShowPrint: window.open("PrintScreen")
            onShowCampaign: window.open("CampaignScreen")
            onShowHistory: window.open("HistoryScreen")
            focus: true
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_N) { window.open("NewGameScreen"); event.accepted = true }
                else if (event.key === Qt.Key_A) { window.open("CampaignScreen"); event.accepted = true }
                else if (event.key === Qt.Key_H) { window.open("HistoryScreen"); event.accepted = true }
                else if (event.key === Qt.Key_C && window.saves && window.saves.canContinue) { window.saves.continueLatest(); event.accepted = true }
                else if (event.key === Qt.Key_S) { window.open("SavesScreen"); event.accepted = true }
                else if (event.key === Qt.Key_P) { window.open("PrintScreen"); event.accepted = true }
            }
        }
    }
}
