import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// One game of the New game screen's list: a radio button among the games. The list is one Tab
// stop (the game chosen): Up and Down choose, Space chooses, Enter starts the game, and Tab goes
// on to `next` (Start game). Its words keep the New game screen's translation context.
Rectangle {
    id: gameCard
    required property var modelData
    required property Item page  // the New game screen: the game chosen, its keys
    required property Item next  // where Tab goes on to (Start game)
    readonly property bool chosen: gameCard.page.game === modelData.id

    objectName: "game_" + modelData.id
    Layout.fillWidth: true
    implicitHeight: 52 * Theme.u
    radius: 8 * Theme.u
    color: chosen ? "#fff4cc" : (modelData.available ? "#ffffff" : "#ebe6da")
    border.width: chosen ? 3 * Theme.u : 1
    border.color: chosen ? "#d8a400" : "#c9c2b0"
    opacity: modelData.available ? 1 : 0.65
    // (the chosen one, and the one that has the keys: Qt refuses to take them back then)
    activeFocusOnTab: modelData.available && (chosen || activeFocus)
    KeyNavigation.tab: next
    Keys.onUpPressed: gameCard.page.moveGame(-1)
    Keys.onDownPressed: gameCard.page.moveGame(1)
    Keys.onSpacePressed: gameCard.page.game = modelData.id
    Keys.onReturnPressed: { gameCard.page.game = modelData.id; gameCard.page.startGame() }
    Keys.onEnterPressed: { gameCard.page.game = modelData.id; gameCard.page.startGame() }
    Accessible.role: Accessible.RadioButton
    Accessible.name: modelData.title
    Accessible.checkable: true
    Accessible.checked: chosen
    Accessible.onPressAction: if (modelData.available) gameCard.page.game = modelData.id
    FocusRing {}

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 14 * Theme.u
        anchors.rightMargin: 14 * Theme.u
        Label {
            Layout.fillWidth: true
            text: gameCard.modelData.title
            font.pixelSize: 17 * Theme.u
            font.bold: gameCard.chosen
            color: gameCard.modelData.available ? Theme.ink : Theme.inkSoft
            elide: Text.ElideRight
        }
        Label {
            visible: !gameCard.modelData.available
            text: qsTranslate("NewGameScreen", "coming")
            font.pixelSize: 13 * Theme.u
            font.italic: true
            color: Theme.inkSoft
        }
    }
    MouseArea {
        id: gameMouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: gameCard.modelData.available
        onClicked: gameCard.page.game = gameCard.modelData.id
    }
    HoverHandler { id: gameHover }
    ToolTip.visible: gameHover.hovered
    ToolTip.delay: 500
    ToolTip.text: gameCard.modelData.available
                  ? qsTranslate("NewGameScreen", "Play %1").arg(gameCard.modelData.title)
                  : qsTranslate("NewGameScreen", "%1 is coming: its sheet is not drawn yet.").arg(gameCard.modelData.title)
}
