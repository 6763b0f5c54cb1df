pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// The language, switchable from anywhere (the table too): a small button with the current
// language's code that opens a menu of the languages, each in its own name.
DeskButton {
    id: button

    objectName: "languageButton"
    leftPadding: Math.round(12 * u)
    rightPadding: Math.round(12 * u)
    implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding
    text: Language.current.toUpperCase()
    tip: qsTr("Language: German, Dutch or English (the game goes on)")
    onClicked: languageMenu.open()
    // The tip would lie over the menu's first language: not while the menu is open.
    ToolTip.visible: tip !== "" && hovered && !languageMenu.visible

    Menu {
        id: languageMenu
        objectName: "languageMenu"
        y: button.height
        Repeater {
            model: Language.choices
            MenuItem {
                required property var modelData
                objectName: "languageMenu_" + modelData.id
                text: modelData.name
                checkable: true
                checked: Language.current === modelData.id
                font.pixelSize: Math.round(16 * button.u)
                onTriggered: Language.choose(modelData.id)
            }
        }
    }
}
