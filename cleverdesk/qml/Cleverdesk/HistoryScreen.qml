pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Your finished games: a filtered list, your figures, a chart of your totals, the areas and
// rating bands; a game opens to its final sheet and a replay. Export as CSV.
FocusScope {
    id: screen

    signal back()
    signal openGame()

    focus: true
    Keys.onEscapePressed: screen.back()
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_E && History.count > 0) {
            filters.exportCsv()
            event.accepted = true
        }
    }
    Component.onCompleted: { History.refresh(); list.forceActiveFocus() }
    StackView.onActivated: list.forceActiveFocus()

    function openRow(gameId) {
        if (History.open(gameId))
            screen.openGame()
    }

    FeltBackground { anchors.fill: parent }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("History")
        onBack: screen.back()
    }

    HistoryFilters {
        id: filters
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 12 * Theme.u
    }

    // ------------------------------------------------------------------ the list
    Rectangle {
        id: listPanel
        anchors.top: filters.bottom
        anchors.topMargin: 10 * Theme.u
        anchors.left: parent.left
        anchors.leftMargin: 12 * Theme.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * Theme.u
        width: Math.min(parent.width * 0.44, 560 * Theme.u)
        radius: 10 * Theme.u
        color: "#30000000"

        Label {
            id: listTitle
            x: 12 * Theme.u
            y: 8 * Theme.u
            objectName: "historyCount"
            width: parent.width - 24 * Theme.u
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("%n game(s)", "", History.count) + (History.unreadableText !== "" ? "  ·  " + History.unreadableText : "")
            color: Theme.feltText
            font.pixelSize: 15 * Theme.u
            font.bold: true
        }
        Label {
            anchors.centerIn: parent
            width: parent.width - 40 * Theme.u
            visible: History.count === 0 && History.unreadable === 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.")
            color: Theme.feltTextSoft
            font.pixelSize: 15 * Theme.u
        }

        ListView {
            id: list
            objectName: "historyList"
            anchors.fill: parent
            anchors.margins: 8 * Theme.u
            anchors.topMargin: listTitle.height + 16 * Theme.u
            clip: true
            spacing: 6 * Theme.u
            model: History.games
            keyNavigationEnabled: true
            focus: true
            highlightMoveDuration: 0
            ScrollBar.vertical: ScrollBar {}
            onCountChanged: if (currentIndex < 0 && count > 0) currentIndex = 0
            Keys.onReturnPressed: if (currentItem) screen.openRow(currentItem.gameId)
            Keys.onEnterPressed: if (currentItem) screen.openRow(currentItem.gameId)
            Keys.onSpacePressed: if (currentItem) screen.openRow(currentItem.gameId)

            delegate: HistoryRow {
                listFocused: list.activeFocus
                onOpenAsked: { list.currentIndex = index; screen.openRow(gameId) }
            }
        }
    }

    // ------------------------------------------------------------------ the figures
    Flickable {
        id: figures
        anchors.top: listPanel.top
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * Theme.u
        anchors.left: listPanel.right
        anchors.leftMargin: 12 * Theme.u
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        contentHeight: figureColumn.implicitHeight
        clip: true
        visible: History.count > 0
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: figureColumn
            width: figures.width
            spacing: 10 * Theme.u

            // a long history: the list is there, its figures are being gathered
            RowLayout {
                objectName: "historyBusy"
                visible: History.busy
                spacing: 8 * Theme.u
                BusyIndicator {
                    running: History.busy
                    Layout.preferredWidth: 28 * Theme.u
                    Layout.preferredHeight: 28 * Theme.u
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Working out your figures …")
                    color: Theme.feltTextSoft
                    font.pixelSize: 15 * Theme.u
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * Theme.u
                Label {
                    objectName: "statsTitle"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: History.statsTitle
                    color: Theme.feltText
                    font.pixelSize: 20 * Theme.u
                    font.bold: true
                    elide: Text.ElideRight
                }
                Repeater {
                    model: History.summary.filter(s => s.game === History.statsGame)
                    delegate: Row {
                        id: statsRow
                        required property var modelData
                        spacing: 10 * Theme.u
                        Repeater {
                            model: [
                                {"name": "statsCount", "label": qsTr("games"), "value": String(statsRow.modelData.count)},
                                {"name": "statsBest", "label": qsTr("personal best"), "value": String(statsRow.modelData.best)},
                                {"name": "statsAverage", "label": qsTr("average"), "value": statsRow.modelData.average}
                            ]
                            delegate: Rectangle {
                                id: statCard
                                required property var modelData
                                width: 112 * Theme.u
                                height: 52 * Theme.u
                                radius: 8 * Theme.u
                                color: Theme.card
                                Column {
                                    anchors.centerIn: parent
                                    Label {
                                        objectName: statCard.modelData.name
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: statCard.modelData.value
                                        color: Theme.ink
                                        font.pixelSize: 21 * Theme.u
                                        font.bold: true
                                    }
                                    Label {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: statCard.modelData.label
                                        color: Theme.inkSoft
                                        font.pixelSize: Theme.px(11)
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // beside the best: the best of the clean games, without hints, undo or a review
            // before the end (issue 50)
            Repeater {
                model: History.summary.filter(s => s.game === History.statsGame)
                delegate: Label {
                    required property var modelData
                    objectName: "statsCleanBest"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    text: modelData.cleanBest >= 0
                          ? qsTr("Best clean game (no hints, undo or review before the end): %1").arg(modelData.cleanBest)
                          : qsTr("No clean game yet (without hints, undo or review before the end)")
                    color: Theme.feltText
                    font.pixelSize: Theme.px(13)
                    wrapMode: Text.WordWrap
                }
            }

            // the other games among those shown, in one line each
            Repeater {
                model: History.summary.filter(s => s.game !== History.statsGame)
                delegate: Label {
                    required property var modelData
                    Layout.fillWidth: true
                    text: qsTr("%1: %n game(s), best %2 (clean %3), average %4", "", modelData.count)
                          .arg(modelData.title).arg(modelData.best)
                          .arg(modelData.cleanBest >= 0 ? modelData.cleanBest : "–").arg(modelData.average)
                    color: Theme.feltTextSoft
                    font.pixelSize: 13 * Theme.u
                    elide: Text.ElideRight
                }
            }

            HistoryChartCard {
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * Theme.u

                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: 232 * Theme.u
                    radius: 10 * Theme.u
                    color: Theme.paper
                    Label {
                        x: 12 * Theme.u
                        y: 8 * Theme.u
                        objectName: "areaTitle"
                        text: History.roundAverages ? qsTr("Average per round") : qsTr("Average per area")
                        color: Theme.ink
                        font.pixelSize: 14 * Theme.u
                        font.bold: true
                    }
                    AreaBars {
                        objectName: "areaBars"
                        anchors.fill: parent
                        anchors.topMargin: 30 * Theme.u
                        anchors.margins: 8 * Theme.u
                        areas: History.areaAverages
                    }
                }
                // no rating bands in SET Cubed: the areas take the row
                HistoryRatings {
                }
            }
        }
    }
}
