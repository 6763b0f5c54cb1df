import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// One finished game in the history's list: its game, mode and stage, when, how long, who,
// the total and the rating. A click (or Enter on the current row) opens it.
Rectangle {
    id: row

    property bool listFocused: false

    signal openAsked()

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
    width: ListView.view.width - 12 * Theme.u
    // two lines of words, or more when a narrow window wraps them (never cut)
    height: Math.max(62 * Theme.u, rowWords.implicitHeight + 14 * Theme.u,
                     totalColumn.implicitHeight + 10 * Theme.u)
    radius: 8 * Theme.u
    color: rowMouse.containsMouse ? "#fffaf0" : Theme.card
    border.width: ListView.isCurrentItem && row.listFocused ? 3 * Theme.u : 0
    border.color: Theme.focusRing

    Rectangle {
        width: 8 * Theme.u
        height: parent.height
        radius: 4 * Theme.u
        color: row.colour
    }
    ColumnLayout {
        id: rowWords
        x: 18 * Theme.u
        width: parent.width - totalColumn.width - 34 * Theme.u
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2 * Theme.u
        Label {
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: row.title + "  ·  " + row.modeName + (row.stage !== "" ? "  ·  " + row.stage : "")
            color: Theme.ink
            font.pixelSize: 15 * Theme.u
            font.bold: true
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: row.when + "  ·  " + row.duration + "  ·  " + row.players
            horizontalAlignment: Text.AlignLeft  // the language's side, whatever the names
            color: Theme.inkSoft
            font.pixelSize: Theme.px(12)
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
    }
    Column {
        id: totalColumn
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        anchors.verticalCenter: parent.verticalCenter
        Label {
            anchors.right: parent.right
            text: String(row.total)
            color: Theme.ink
            font.pixelSize: 24 * Theme.u
            font.bold: true
        }
        Label {  // the rating in full: long Dutch and German ones were cut
            objectName: "historyRating_" + row.index
            anchors.right: parent.right
            width: Math.min(implicitWidth, row.width * 0.5)
            textFormat: Text.PlainText
            text: row.rating
            color: "#8a5a00"
            font.pixelSize: Theme.px(11)
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
        onClicked: row.openAsked()
    }
    ToolTip.visible: rowMouse.containsMouse
    ToolTip.delay: 700
    ToolTip.text: row.game === Desk.setCubedId ? qsTr("Open this game: its board and a replay")
                                           : qsTr("Open this game: its final sheet and a replay")
}
