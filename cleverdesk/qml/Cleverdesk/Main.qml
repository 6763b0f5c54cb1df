import QtQuick
import QtQuick.Controls
import Cleverdesk

ApplicationWindow {
    id: window

    // Everything is sized in multiples of `u`, so the desk scales with the window.
    readonly property real u: Math.max(0.7, Math.min(width / 1280, height / 800))

    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 600
    visible: true
    title: qsTr("cleverdesk")

    Binding { target: Game; property: "botPauseMs"; value: Desk.botPauseMs }
    Binding { target: Game; property: "handOverScreens"; value: Desk.handOverScreens }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: homeComponent
        focus: true
    }

    // Navigation is immediate: no transitions to wait for (also in tests and screenshots).
    function goHome() {
        Game.leave()
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
            focus: true
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_N) { window.open(newGameComponent); event.accepted = true }
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
        id: settingsComponent
        SettingsScreen {
            objectName: "settingsScreen"
            u: window.u
            onBack: stack.pop(StackView.Immediate)
        }
    }
}
