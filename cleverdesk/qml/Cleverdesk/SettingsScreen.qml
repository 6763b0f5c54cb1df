pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Settings of the desk.
Item {
    id: screen

    signal back()

    Keys.onEscapePressed: screen.back()
    focus: true

    // A setting's check box as wide as the panel, its text wrapping: a long line (and the
    // German and Dutch ones are longer) must neither leave the panel nor widen the column.
    component SettingCheckBox: CheckBox {
        id: box
        Layout.fillWidth: true
        font.pixelSize: 16 * Theme.u
        contentItem: Text {
            text: box.text
            font: box.font
            color: box.enabled ? Theme.ink : Theme.inkSoft
            wrapMode: Text.WordWrap
            verticalAlignment: Text.AlignVCenter
            leftPadding: box.indicator.width + box.spacing
        }
    }

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Settings")
        onBack: screen.back()
    }

    // The panel scrolls when the window is too low for it (1280×800 with long lines wrapped).
    Flickable {
        id: settingsScroll
        objectName: "settingsScroll"
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentHeight: settingsPanel.height + 48 * Theme.u
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // always shown while there is more below: a transient bar would hide the last lines
        ScrollBar.vertical: ScrollBar {
            policy: settingsScroll.contentHeight > settingsScroll.height
                    ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Rectangle {
            id: settingsPanel
            objectName: "settingsPanel"
            y: 24 * Theme.u
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(settingsScroll.width - 48 * Theme.u, 820 * Theme.u)
            height: settingsColumn.implicitHeight + 48 * Theme.u
            radius: 12 * Theme.u
            color: Theme.paper

            ColumnLayout {
                id: settingsColumn
                x: 24 * Theme.u
                y: 24 * Theme.u
                width: parent.width - 48 * Theme.u
                spacing: 14 * Theme.u

                Label {
                    text: qsTr("Language")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                RowLayout {
                    spacing: 18 * Theme.u
                    Repeater {
                        model: Language.choices
                        RadioButton {
                            required property var modelData
                            objectName: "language_" + modelData.id
                            text: modelData.name
                            checked: Language.current === modelData.id
                            font.pixelSize: 16 * Theme.u
                            onClicked: Language.choose(modelData.id)
                        }
                    }
                }
                Label {
                    Layout.topMargin: 10 * Theme.u
                    text: qsTr("Game speed")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    id: speedWords
                    Layout.fillWidth: true
                    text: qsTr("How fast the computer players move and the dice roll. The guided game keeps its own pace; End skips ahead to the next decision of a person.")
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: 16 * Theme.u
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 18 * Theme.u
                    Repeater {
                        model: [{ id: "slow", name: qsTr("Slow") },
                                { id: "normal", name: qsTr("Normal") },
                                { id: "fast", name: qsTr("Fast") },
                                { id: "instant", name: qsTr("Instant") }]
                        RadioButton {
                            required property var modelData
                            objectName: "gameSpeed_" + modelData.id
                            text: modelData.name
                            checked: Desk.gameSpeed === modelData.id
                            font.pixelSize: 16 * Theme.u
                            Accessible.name: qsTr("Game speed: %1").arg(modelData.name)
                            onClicked: Desk.gameSpeed = modelData.id
                        }
                    }
                }
                Label {
                    Layout.topMargin: 10 * Theme.u
                    text: qsTr("Several players at one computer")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                SettingCheckBox {
                    objectName: "handOverSetting"
                    text: qsTr("Show a hand-over screen between human players")
                    checked: Desk.handOverScreens
                    onToggled: Desk.handOverScreens = checked
                }
                SettingCheckBox {
                    objectName: "houseRuleSetting"
                    text: qsTr("Offer the house rule for 5 or 6 players")
                    checked: Desk.houseRule
                    onToggled: Desk.houseRule = checked
                }
                Label {
                    Layout.topMargin: 10 * Theme.u
                    text: qsTr("Saved games")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                SettingCheckBox {
                    objectName: "honestSetting"
                    text: qsTr("Honest games: no undo in new games")
                    checked: Desk.honestGames
                    onToggled: Desk.honestGames = checked
                }
                SettingCheckBox {
                    objectName: "hintsSetting"
                    text: qsTr("Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)")
                    checked: Desk.hints
                    onToggled: Desk.hints = checked
                }
                SettingCheckBox {
                    objectName: "practiceUndoSetting"
                    text: qsTr("Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)")
                    checked: Desk.practiceUndo
                    onToggled: Desk.practiceUndo = checked
                }
                Label {
                    Layout.topMargin: 10 * Theme.u
                    text: qsTr("Display")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                SettingCheckBox {
                    objectName: "reduceMotionSetting"
                    text: qsTr("Reduce motion: no sliding dice, no flashing bonus chains")
                    checked: Desk.reduceMotion
                    onToggled: Desk.reduceMotion = checked
                }
                SettingCheckBox {
                    objectName: "rollAnimationSetting"
                    text: qsTr("Roll animation: thrown dice tumble for a moment (never at the instant speed)")
                    checked: Desk.rollAnimation
                    enabled: !Desk.reduceMotion
                    onToggled: Desk.rollAnimation = checked
                }
                Label {
                    Layout.topMargin: 10 * Theme.u
                    text: qsTr("Contrast")
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    color: Theme.ink
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 18 * Theme.u
                    Repeater {
                        // the desktop's preference, where Qt reports one; or the player's choice
                        model: [{ id: "system", name: qsTr("As the system") },
                                { id: "high", name: qsTr("High contrast") },
                                { id: "normal", name: qsTr("Normal") }]
                        RadioButton {
                            required property var modelData
                            objectName: "contrast_" + modelData.id
                            text: modelData.name
                            checked: Desk.contrast === modelData.id
                            font.pixelSize: 16 * Theme.u
                            onClicked: Desk.contrast = modelData.id
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: Desk.settingsProblem !== "" ? Desk.settingsProblem
                                                      : qsTr("Settings are saved on this computer as soon as you change them.")
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.pixelSize: 14 * Theme.u
                }
            }
        }
    }
}
