import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Your finished games: a filtered list, your figures, a chart of your totals, the areas and
// rating bands; a game opens to its final sheet and a replay. Export as CSV.
FocusScope {
    id: screen

    property real u: 1
    signal back()
    signal openGame()

    focus: true
    Keys.onEscapePressed: screen.back()
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_E && History.count > 0) {
            exportMessage.text = History.chooseCsv()
            event.accepted = true
        }
    }
    Component.onCompleted: { History.refresh(); list.forceActiveFocus() }
    StackView.onActivated: list.forceActiveFocus()

    function openRow(gameId) {
        if (History.open(gameId))
            screen.openGame()
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
        u: screen.u
        title: qsTr("History")
        onBack: screen.back()
    }

    // ------------------------------------------------------------------ filters
    ColumnLayout {
        id: filters
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 12 * screen.u
        spacing: 8 * screen.u

        RowLayout {
            spacing: 6 * screen.u
            Layout.fillWidth: true
            Repeater {
                model: History.gameChoices
                delegate: FilterChip {
                    required property var modelData
                    objectName: "filterGame_" + (modelData.id === "" ? "all" : modelData.id)
                    u: screen.u
                    text: modelData.name
                    checked: History.gameFilter === modelData.id
                    onClicked: History.setGameFilter(modelData.id)
                }
            }
            Item { Layout.fillWidth: true }
            DeskButton {
                objectName: "exportCsv"
                u: screen.u * 0.8
                onDark: true
                enabled: History.count > 0
                text: qsTr("Export CSV…")
                tip: qsTr("Save the games shown as a CSV file for a spreadsheet (E)")
                onClicked: {
                    exportMessage.text = History.chooseCsv()
                }
            }
        }
        RowLayout {
            spacing: 6 * screen.u
            Layout.fillWidth: true
            Repeater {
                model: History.modeChoices
                delegate: FilterChip {
                    required property var modelData
                    objectName: "filterMode_" + (modelData.id === "" ? "all" : modelData.id)
                    u: screen.u
                    text: modelData.name
                    checked: History.modeFilter === modelData.id
                    onClicked: History.setModeFilter(modelData.id)
                }
            }
            Rectangle { width: 1; height: 24 * screen.u; color: "#5d8a73"; Layout.leftMargin: 8 * screen.u; Layout.rightMargin: 8 * screen.u }
            Repeater {
                model: History.periodChoices
                delegate: FilterChip {
                    required property var modelData
                    objectName: "filterPeriod_" + modelData.id
                    u: screen.u
                    text: modelData.name
                    checked: History.period === modelData.id
                    onClicked: modelData.id === "custom" ? History.setRange(fromField.text, toField.text)
                                                         : History.setPeriod(modelData.id)
                }
            }
            TextField {
                id: fromField
                objectName: "rangeFrom"
                visible: History.period === "custom"
                Layout.preferredWidth: 120 * screen.u
                placeholderText: qsTr("YYYY-MM-DD")
                Component.onCompleted: text = History.rangeFrom
                font.pixelSize: 14 * screen.u
                onAccepted: History.setRange(fromField.text, toField.text)
                onEditingFinished: History.setRange(fromField.text, toField.text)
            }
            Label {
                visible: History.period === "custom"
                text: qsTr("to")
                color: Theme.feltText
                font.pixelSize: 14 * screen.u
            }
            TextField {
                id: toField
                objectName: "rangeTo"
                visible: History.period === "custom"
                Layout.preferredWidth: 120 * screen.u
                placeholderText: qsTr("YYYY-MM-DD")
                Component.onCompleted: text = History.rangeTo
                font.pixelSize: 14 * screen.u
                onAccepted: History.setRange(fromField.text, toField.text)
                onEditingFinished: History.setRange(fromField.text, toField.text)
            }
            Label {
                objectName: "rangeError"
                visible: History.rangeError !== ""
                text: History.rangeError
                color: "#ffb4a9"
                font.pixelSize: 13 * screen.u
            }
            Item { Layout.fillWidth: true }
        }
        Label {
            objectName: "openError"
            visible: History.openError !== ""
            textFormat: Text.PlainText
            text: History.openError
            color: "#ffb4a9"
            font.pixelSize: 13 * screen.u
        }
        Label {
            objectName: "exportMessage"
            id: exportMessage
            visible: text !== ""
            color: Theme.accent
            font.pixelSize: 13 * screen.u
        }
    }

    // ------------------------------------------------------------------ the list
    Rectangle {
        id: listPanel
        anchors.top: filters.bottom
        anchors.topMargin: 10 * screen.u
        anchors.left: parent.left
        anchors.leftMargin: 12 * screen.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * screen.u
        width: Math.min(parent.width * 0.44, 560 * screen.u)
        radius: 10 * screen.u
        color: "#30000000"

        Label {
            id: listTitle
            x: 12 * screen.u
            y: 8 * screen.u
            objectName: "historyCount"
            width: parent.width - 24 * screen.u
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("%n game(s)", "", History.count) + (History.unreadableText !== "" ? "  ·  " + History.unreadableText : "")
            color: Theme.feltText
            font.pixelSize: 15 * screen.u
            font.bold: true
        }
        Label {
            anchors.centerIn: parent
            width: parent.width - 40 * screen.u
            visible: History.count === 0 && History.unreadable === 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.")
            color: Theme.feltTextSoft
            font.pixelSize: 15 * screen.u
        }

        ListView {
            id: list
            objectName: "historyList"
            anchors.fill: parent
            anchors.margins: 8 * screen.u
            anchors.topMargin: listTitle.height + 16 * screen.u
            clip: true
            spacing: 6 * screen.u
            model: History.games
            keyNavigationEnabled: true
            focus: true
            highlightMoveDuration: 0
            ScrollBar.vertical: ScrollBar {}
            onCountChanged: if (currentIndex < 0 && count > 0) currentIndex = 0
            Keys.onReturnPressed: if (currentItem) screen.openRow(currentItem.gameId)
            Keys.onEnterPressed: if (currentItem) screen.openRow(currentItem.gameId)
            Keys.onSpacePressed: if (currentItem) screen.openRow(currentItem.gameId)

            delegate: Rectangle {
                id: row
                required property int index
                required property int gameId
                required property string game
                required property string when
                required property string title
                required property string modeName
                required property string stage
                required property string players
                required property int total
                required property string rating
                required property string duration
                required property string colour

                objectName: "historyRow_" + index
                width: ListView.view.width - 12 * screen.u
                // two lines of words, or more when a narrow window wraps them (never cut)
                height: Math.max(62 * screen.u, rowWords.implicitHeight + 14 * screen.u,
                                 totalColumn.implicitHeight + 10 * screen.u)
                radius: 8 * screen.u
                color: rowMouse.containsMouse ? "#fffaf0" : Theme.card
                border.width: ListView.isCurrentItem && list.activeFocus ? 3 * screen.u : 0
                border.color: Theme.focusRing

                Rectangle {
                    width: 8 * screen.u
                    height: parent.height
                    radius: 4 * screen.u
                    color: row.colour
                }
                ColumnLayout {
                    id: rowWords
                    x: 18 * screen.u
                    width: parent.width - totalColumn.width - 34 * screen.u
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2 * screen.u
                    Label {
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        text: row.title + "  ·  " + row.modeName + (row.stage !== "" ? "  ·  " + row.stage : "")
                        color: Theme.ink
                        font.pixelSize: 15 * screen.u
                        font.bold: true
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        text: row.when + "  ·  " + row.duration + "  ·  " + row.players
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(12, screen.u)
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
                Column {
                    id: totalColumn
                    anchors.right: parent.right
                    anchors.rightMargin: 12 * screen.u
                    anchors.verticalCenter: parent.verticalCenter
                    Label {
                        anchors.right: parent.right
                        text: String(row.total)
                        color: Theme.ink
                        font.pixelSize: 24 * screen.u
                        font.bold: true
                    }
                    Label {  // the rating in full: long Dutch and German ones were cut
                        objectName: "historyRating_" + row.index
                        anchors.right: parent.right
                        width: Math.min(implicitWidth, row.width * 0.5)
                        textFormat: Text.PlainText
                        text: row.rating
                        color: "#8a5a00"
                        font.pixelSize: Theme.px(11, screen.u)
                        font.italic: true
                        // at a readable size a long rating takes a second line, never cut
                        horizontalAlignment: Text.AlignRight
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
                MouseArea {
                    id: rowMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: { list.currentIndex = row.index; screen.openRow(row.gameId) }
                }
                ToolTip.visible: rowMouse.containsMouse
                ToolTip.delay: 700
                ToolTip.text: row.game === "set-cubed" ? qsTr("Open this game: its board and a replay")
                                                       : qsTr("Open this game: its final sheet and a replay")
            }
        }
    }

    // ------------------------------------------------------------------ the figures
    Flickable {
        id: figures
        anchors.top: listPanel.top
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * screen.u
        anchors.left: listPanel.right
        anchors.leftMargin: 12 * screen.u
        anchors.right: parent.right
        anchors.rightMargin: 12 * screen.u
        contentHeight: figureColumn.implicitHeight
        clip: true
        visible: History.count > 0
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: figureColumn
            width: figures.width
            spacing: 10 * screen.u

            // a long history: the list is there, its figures are being gathered
            RowLayout {
                objectName: "historyBusy"
                visible: History.busy
                spacing: 8 * screen.u
                BusyIndicator {
                    running: History.busy
                    Layout.preferredWidth: 28 * screen.u
                    Layout.preferredHeight: 28 * screen.u
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Working out your figures …")
                    color: Theme.feltTextSoft
                    font.pixelSize: 15 * screen.u
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * screen.u
                Label {
                    objectName: "statsTitle"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: History.statsTitle
                    color: Theme.feltText
                    font.pixelSize: 20 * screen.u
                    font.bold: true
                    elide: Text.ElideRight
                }
                Repeater {
                    model: History.summary.filter(s => s.game === History.statsGame)
                    delegate: Row {
                        required property var modelData
                        spacing: 10 * screen.u
                        Repeater {
                            model: [
                                {"name": "statsCount", "label": qsTr("games"), "value": String(modelData.count)},
                                {"name": "statsBest", "label": qsTr("personal best"), "value": String(modelData.best)},
                                {"name": "statsAverage", "label": qsTr("average"), "value": modelData.average}
                            ]
                            delegate: Rectangle {
                                required property var modelData
                                width: 112 * screen.u
                                height: 52 * screen.u
                                radius: 8 * screen.u
                                color: Theme.card
                                Column {
                                    anchors.centerIn: parent
                                    Label {
                                        objectName: modelData.name
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: modelData.value
                                        color: Theme.ink
                                        font.pixelSize: 21 * screen.u
                                        font.bold: true
                                    }
                                    Label {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: modelData.label
                                        color: Theme.inkSoft
                                        font.pixelSize: Theme.px(11, screen.u)
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // the other games among those shown, in one line each
            Repeater {
                model: History.summary.filter(s => s.game !== History.statsGame)
                delegate: Label {
                    required property var modelData
                    Layout.fillWidth: true
                    text: qsTr("%1: %n game(s), best %2, average %3", "", modelData.count)
                          .arg(modelData.title).arg(modelData.best).arg(modelData.average)
                    color: Theme.feltTextSoft
                    font.pixelSize: 13 * screen.u
                    elide: Text.ElideRight
                }
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 236 * screen.u
                radius: 10 * screen.u
                color: Theme.paper
                id: chartCard
                // the legend beside the title, or under it when both do not fit (a narrow window)
                readonly property bool legendBelow: chartTitle.implicitWidth + chartLegend.implicitWidth
                                                    + 36 * screen.u > width
                Label {
                    id: chartTitle
                    x: 12 * screen.u
                    y: 8 * screen.u
                    text: qsTr("Your totals over time")
                    color: Theme.ink
                    font.pixelSize: 14 * screen.u
                    font.bold: true
                }
                Label {
                    id: chartLegend
                    objectName: "chartLegend"
                    anchors.right: parent.right
                    anchors.rightMargin: 12 * screen.u
                    y: chartCard.legendBelow ? chartTitle.y + chartTitle.height + 2 * screen.u : 9 * screen.u
                    text: History.chartBands.length > 0 ? qsTr("- - average   ◯ best   ··· rating bands")
                                                        : qsTr("- - average   ◯ best")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(11, screen.u)
                }
                ScoreChart {
                    objectName: "scoreChart"
                    anchors.fill: parent
                    anchors.topMargin: chartCard.legendBelow ? chartLegend.y + chartLegend.height + 4 * screen.u
                                                             : 30 * screen.u
                    anchors.margins: 6 * screen.u
                    u: screen.u
                    points: History.chart
                    bands: History.chartBands
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10 * screen.u

                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: 232 * screen.u
                    radius: 10 * screen.u
                    color: Theme.paper
                    Label {
                        x: 12 * screen.u
                        y: 8 * screen.u
                        objectName: "areaTitle"
                        text: History.roundAverages ? qsTr("Average per round") : qsTr("Average per area")
                        color: Theme.ink
                        font.pixelSize: 14 * screen.u
                        font.bold: true
                    }
                    AreaBars {
                        objectName: "areaBars"
                        anchors.fill: parent
                        anchors.topMargin: 30 * screen.u
                        anchors.margins: 8 * screen.u
                        u: screen.u
                        areas: History.areaAverages
                    }
                }
                Rectangle {  // no rating bands in SET Cubed: the areas take the row
                    objectName: "ratingPanel"
                    visible: History.ratingCounts.length > 0
                    Layout.fillWidth: true
                    // the wider of the two: its ratings are words (read whole, in two lines at
                    // most, at a readable size), the bars beside it are pictures
                    Layout.preferredWidth: 1.5
                    Layout.preferredHeight: Math.max(232 * screen.u, bandColumn.implicitHeight + 44 * screen.u)
                    radius: 10 * screen.u
                    color: Theme.paper
                    Label {
                        id: bandsTitle
                        x: 12 * screen.u
                        y: 8 * screen.u
                        text: qsTr("Solo ratings")
                        color: Theme.ink
                        font.pixelSize: 14 * screen.u
                        font.bold: true
                    }
                    Column {
                        id: bandColumn
                        anchors.top: bandsTitle.bottom
                        anchors.topMargin: 6 * screen.u
                        x: 12 * screen.u
                        width: parent.width - 24 * screen.u
                        spacing: 2 * screen.u
                        readonly property int most: Math.max(1, ...History.ratingCounts.map(b => b.count))
                        // as wide as the widest span ("minder dan 140" is wider than "140–159")
                        readonly property real spanWidth: Math.max(...History.ratingCounts.map(
                            b => spanMetrics.advanceWidth(b.span)), 40 * screen.u) + 8 * screen.u
                        FontMetrics { id: spanMetrics; font.pixelSize: Theme.finePx(11, screen.u) }
                        Repeater {
                            model: History.ratingCounts
                            delegate: Item {
                                required property var modelData
                                width: bandColumn.width
                                height: Math.max(19 * screen.u, bandText.implicitHeight + 4 * screen.u)
                                Label {
                                    id: bandSpan
                                    objectName: "bandSpan_" + modelData.code
                                    width: bandColumn.spanWidth
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: modelData.span
                                    color: Theme.inkSoft
                                    font.pixelSize: Theme.finePx(11, screen.u)
                                }
                                Rectangle {
                                    anchors.left: bandSpan.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: Math.max(modelData.count > 0 ? 3 : 0, (parent.width - bandColumn.spanWidth - 30 * screen.u) * modelData.count / bandColumn.most)
                                    height: Math.max(13 * screen.u, bandText.implicitHeight)
                                    radius: 3 * screen.u
                                    color: "#f3dc92"
                                }
                                Label {
                                    anchors.left: bandSpan.right
                                    anchors.leftMargin: 6 * screen.u
                                    anchors.verticalCenter: parent.verticalCenter
                                    id: bandText
                                    objectName: "bandLabel_" + modelData.code
                                    width: parent.width - bandColumn.spanWidth - 40 * screen.u
                                    text: modelData.label
                                    color: Theme.ink
                                    font.pixelSize: Theme.finePx(11, screen.u)
                                    wrapMode: Text.WordWrap  // a long rating takes two lines
                                }
                                Label {
                                    objectName: "bandCount_" + modelData.code
                                    anchors.right: parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: String(modelData.count)
                                    color: Theme.ink
                                    font.pixelSize: Theme.px(12, screen.u)
                                    font.bold: true
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
