pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The solo campaign: a chapter per Clever game, each a ladder of fixed-seed solo games with
// rising targets; stars for the target and the rating bands above it; and the daily game.
Item {
    id: screen

    readonly property var chapter: Campaign.chapters.length > 0 ? Campaign.chapters[Campaign.selected] : null
    signal back()

    focus: true
    Keys.onEscapePressed: screen.back()
    Component.onCompleted: Campaign.refresh()
    StackView.onActivated: { Campaign.refresh(); screen.forceActiveFocus() }

    function stars(count, most) {
        var s = ""
        for (var i = 0; i < most; ++i) s += i < count ? "★" : "☆"
        return s
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Campaign")
        onBack: screen.back()
    }

    // ------------------------------------------------------------------ chapters and daily
    ColumnLayout {
        id: left
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 14 * Theme.u
        width: 330 * Theme.u
        spacing: 10 * Theme.u

        Label {
            text: qsTr("Chapters")
            color: Theme.feltText
            font.pixelSize: 17 * Theme.u
            font.bold: true
        }
        Repeater {
            model: Campaign.chapters
            delegate: Rectangle {
                id: chapterCard
                required property var modelData
                required property int index
                readonly property bool chosen: Campaign.selected === index
                objectName: "chapter_" + modelData.number
                Layout.fillWidth: true
                implicitHeight: chapterColumn.implicitHeight + 18 * Theme.u
                radius: 10 * Theme.u
                color: chosen ? "#fff4cc" : (modelData.unlocked ? Theme.card : "#9fb3a6")
                border.width: chosen ? 3 * Theme.u : (chapterCard.activeFocus ? 2 * Theme.u : 0)
                border.color: chosen ? Theme.accent : Theme.focusRing
                activeFocusOnTab: true
                Keys.onSpacePressed: Campaign.select(index)
                Keys.onReturnPressed: Campaign.select(index)

                ColumnLayout {
                    id: chapterColumn
                    x: 12 * Theme.u
                    y: 9 * Theme.u
                    width: parent.width - 24 * Theme.u
                    spacing: 2 * Theme.u
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            text: chapterCard.modelData.unlocked ? qsTr("Chapter %1").arg(chapterCard.modelData.number)
                                                                  : qsTr("Chapter %1 · locked").arg(chapterCard.modelData.number)
                            color: Theme.inkSoft
                            font.pixelSize: Theme.px(12)
                            font.bold: true
                        }
                        Label {
                            text: qsTr("%1/%2 ★").arg(chapterCard.modelData.stars).arg(chapterCard.modelData.maxStars)
                            color: "#8a5a00"
                            font.pixelSize: 13 * Theme.u
                            font.bold: true
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: chapterCard.modelData.title
                        color: Theme.ink
                        font.pixelSize: 17 * Theme.u
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {  // your best solo score and the best clean one (issue 50)
                        objectName: "chapterBests_" + chapterCard.modelData.number
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: chapterCard.modelData.bests
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.px(12)
                    }
                    Label {
                        objectName: "chapterLock_" + chapterCard.modelData.number
                        Layout.fillWidth: true
                        visible: chapterCard.modelData.lock !== "" || !chapterCard.modelData.playable
                        text: chapterCard.modelData.lock !== "" ? chapterCard.modelData.lock
                              : qsTr("Its sheet comes to the desk soon.")
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.px(12)
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: Campaign.select(chapterCard.index)
                }
            }
        }
        Item { Layout.fillHeight: true }

        Rectangle {
            id: dailyCard
            objectName: "dailyCard"
            Layout.fillWidth: true
            implicitHeight: dailyColumn.implicitHeight + 24 * Theme.u
            radius: 12 * Theme.u
            color: "#223f5c"
            border.color: activeFocus ? Theme.focusRing : "#7fb0e0"
            border.width: activeFocus ? 3 * Theme.u : 1
            activeFocusOnTab: Campaign.daily.playable === true
            Keys.onReturnPressed: Campaign.playDaily()
            Keys.onEnterPressed: Campaign.playDaily()
            Keys.onSpacePressed: Campaign.playDaily()

            ColumnLayout {
                id: dailyColumn
                x: 14 * Theme.u
                y: 12 * Theme.u
                width: parent.width - 28 * Theme.u
                spacing: 4 * Theme.u
                Label {
                    text: qsTr("Daily game")
                    color: "#ffffff"
                    font.pixelSize: 18 * Theme.u
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: Campaign.daily.date + " · " + Campaign.daily.title
                    color: "#d8e6f5"
                    font.pixelSize: 13 * Theme.u
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("The same dice for everybody today (seed %1).").arg(Campaign.daily.seed)
                    color: "#b5cbe3"
                    font.pixelSize: Theme.px(12)
                    wrapMode: Text.WordWrap
                }
                TextEdit {  // to pass on: whoever types it plays today's dice (issue 50)
                    objectName: "dailyCode"
                    Layout.fillWidth: true
                    visible: Campaign.daily.code !== ""
                    readOnly: true
                    selectByMouse: true
                    activeFocusOnTab: visible
                    textFormat: TextEdit.PlainText
                    wrapMode: TextEdit.Wrap
                    text: qsTr("Challenge code: %1").arg(Campaign.daily.code)
                    color: "#ffffff"
                    font.pixelSize: 13 * Theme.u
                    font.bold: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    FocusRing {}
                }
                Label {
                    objectName: "dailyBest"
                    text: Campaign.daily.best >= 0 ? qsTr("Your best today: %1").arg(Campaign.daily.best)
                                                   : qsTr("Not played yet today")
                    color: "#ffffff"
                    font.pixelSize: 13 * Theme.u
                }
                DeskButton {
                    objectName: "playDaily"
                    Layout.fillWidth: true
                    Layout.topMargin: 4 * Theme.u
                    sizeScale: 0.9
                    primary: true
                    enabled: Campaign.daily.playable === true
                    text: qsTr("Play the daily game")
                    tip: qsTr("A solo game with today's dice, without undo")
                    onClicked: Campaign.playDaily()
                }
            }
        }
    }

    // ------------------------------------------------------------------ the stages
    Item {
        id: right
        anchors.top: header.bottom
        anchors.left: left.right
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 14 * Theme.u

        Label {
            id: chapterTitle
            objectName: "chapterTitle"
            text: screen.chapter ? qsTr("Chapter %1 · %2").arg(screen.chapter.number).arg(screen.chapter.title) : ""
            color: Theme.feltText
            font.pixelSize: 22 * Theme.u
            font.bold: true
        }
        Label {
            id: chapterHint
            anchors.top: chapterTitle.bottom
            anchors.topMargin: 4 * Theme.u
            width: parent.width
            text: qsTr("Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.")
            color: Theme.feltTextSoft
            wrapMode: Text.WordWrap
            font.pixelSize: 13 * Theme.u
        }

        Label {
            objectName: "chapterProgress"
            anchors.top: stageGrid.bottom
            anchors.topMargin: 16 * Theme.u
            width: parent.width
            visible: screen.chapter !== null
            text: screen.chapter ? qsTr("Stages won: %1 of %2 · Stars: %3 of %4").arg(screen.chapter.won)
                                   .arg(screen.chapter.stages.length).arg(screen.chapter.stars).arg(screen.chapter.maxStars)
                                 : ""
            color: Theme.feltText
            font.pixelSize: 15 * Theme.u
            font.bold: true
        }
        Label {
            anchors.top: stageGrid.bottom
            anchors.topMargin: 42 * Theme.u
            width: parent.width
            text: qsTr("Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.")
            color: Theme.feltTextSoft
            wrapMode: Text.WordWrap
            font.pixelSize: 13 * Theme.u
        }

        GridLayout {
            id: stageGrid
            anchors.top: chapterHint.bottom
            anchors.topMargin: 12 * Theme.u
            width: parent.width
            columns: 4
            rowSpacing: 12 * Theme.u
            columnSpacing: 12 * Theme.u

            Repeater {
                model: screen.chapter ? screen.chapter.stages : []
                delegate: Rectangle {
                    id: stageCard
                    required property var modelData
                    objectName: "stage_" + modelData.number
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    implicitHeight: stageColumn.implicitHeight + 20 * Theme.u
                    radius: 10 * Theme.u
                    color: modelData.unlocked ? Theme.paper : "#9fb3a6"
                    opacity: modelData.unlocked ? 1 : 0.85
                    border.width: activeFocus ? 3 * Theme.u : (modelData.stars > 0 ? 2 * Theme.u : 1)
                    border.color: activeFocus ? Theme.focusRing : (modelData.stars > 0 ? "#d9a400" : "#40000000")
                    // Tab reaches the open stages; Enter or Space plays one
                    activeFocusOnTab: modelData.playable
                    Keys.onReturnPressed: Campaign.play(modelData.id)
                    Keys.onEnterPressed: Campaign.play(modelData.id)
                    Keys.onSpacePressed: Campaign.play(modelData.id)

                    ColumnLayout {
                        id: stageColumn
                        x: 12 * Theme.u
                        y: 10 * Theme.u
                        width: parent.width - 24 * Theme.u
                        spacing: 3 * Theme.u
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                Layout.fillWidth: true
                                text: stageCard.modelData.unlocked ? qsTr("Stage %1").arg(stageCard.modelData.number)
                                                                : qsTr("Stage %1 · locked").arg(stageCard.modelData.number)
                                color: Theme.ink
                                font.pixelSize: 16 * Theme.u
                                font.bold: true
                                wrapMode: Text.WordWrap  // a narrow window: two lines, not cut
                                maximumLineCount: 2
                                elide: Text.ElideRight
                            }
                            Label {
                                objectName: "stageStars_" + stageCard.modelData.number
                                visible: stageCard.modelData.unlocked
                                text: screen.stars(stageCard.modelData.stars, stageCard.modelData.maxStars)
                                color: "#c48f00"
                                font.pixelSize: 17 * Theme.u
                            }
                        }
                        Label {
                            objectName: "stageTarget_" + stageCard.modelData.number
                            text: qsTr("Target %1").arg(stageCard.modelData.target)
                            color: Theme.ink
                            font.pixelSize: 20 * Theme.u
                            font.bold: true
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("“%1”", "a rating label in quotation marks").arg(stageCard.modelData.band)
                            color: "#8a5a00"
                            font.pixelSize: Theme.px(12)
                            font.italic: true
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: stageCard.modelData.starsAt
                            color: Theme.inkSoft
                            font.pixelSize: Theme.px(11)
                            // a narrow card: the thresholds take two lines (each kept whole)
                            wrapMode: Text.WordWrap
                            maximumLineCount: 3
                            elide: Text.ElideRight
                        }
                        Label {
                            objectName: "stageBest_" + stageCard.modelData.number
                            Layout.fillWidth: true
                            text: stageCard.modelData.best >= 0
                                  ? qsTr("Best %1 · played %n time(s)", "", stageCard.modelData.plays).arg(stageCard.modelData.best)
                                  : (stageCard.modelData.unlocked ? qsTr("Not played yet") : stageCard.modelData.lock)
                            color: Theme.ink
                            font.pixelSize: Theme.px(12)
                            wrapMode: Text.WordWrap
                        }
                        DeskButton {
                            objectName: "playStage_" + stageCard.modelData.number
                            Layout.fillWidth: true
                            Layout.topMargin: 4 * Theme.u
                            sizeScale: 0.85
                            visible: stageCard.modelData.unlocked
                            primary: stageCard.modelData.stars === 0
                            enabled: stageCard.modelData.playable
                            text: stageCard.modelData.plays > 0 ? qsTr("Play again") : qsTr("Play")
                            tip: stageCard.modelData.playable ? qsTr("A solo game with this stage's dice, without undo")
                                                              : qsTr("Its sheet comes to the desk soon.")
                            onClicked: Campaign.play(stageCard.modelData.id)
                        }
                    }
                }
            }
        }
    }
}
