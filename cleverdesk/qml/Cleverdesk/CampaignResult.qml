import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The result of a campaign stage (or the daily game) on the final scoring: the stars it
// earned, the target, the best, what it opened, and where to go next.
Rectangle {
    id: box

    readonly property var result: Campaign.result

    visible: Campaign.hasResult
    implicitHeight: visible ? resultColumn.implicitHeight + 20 * Theme.u : 0
    radius: 10 * Theme.u
    color: box.result.passed ? "#eef7e8" : "#fdf3e4"
    border.width: 2 * Theme.u
    border.color: box.result.passed ? Theme.good : "#d9a400"

    ColumnLayout {
        id: resultColumn
        x: 14 * Theme.u
        y: 10 * Theme.u
        width: parent.width - 28 * Theme.u
        spacing: 4 * Theme.u

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "campaignResultTitle"
                Layout.fillWidth: true
                text: box.result.daily ? qsTr("Daily game: %n point(s)", "", box.result.total || 0)
                                       : qsTr("%1: %n point(s), target %2", "", box.result.total || 0)
                                             .arg(box.result.title).arg(box.result.target)
                color: Theme.ink
                font.pixelSize: 17 * Theme.u
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "campaignResultStars"
                visible: !box.result.daily
                text: {
                    var s = ""
                    for (var i = 0; i < (box.result.maxStars || 0); ++i)
                        s += i < box.result.stars ? "★" : "☆"
                    return s
                }
                color: "#c48f00"
                font.pixelSize: 26 * Theme.u
            }
        }
        Label {
            objectName: "campaignResultText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: {
                var parts = []
                if (!box.result.daily)
                    parts.push(box.result.passed ? qsTr("Target reached!") : qsTr("Not this time: the target is %1.").arg(box.result.target))
                parts.push(box.result.newBest ? qsTr("A new best!") : qsTr("Your best: %1.").arg(box.result.best))
                if (box.result.opened)
                    parts.push(box.result.opened)
                return parts.join(" ")
            }
            color: Theme.ink
            font.pixelSize: 14 * Theme.u
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 8 * Theme.u
            DeskButton {
                objectName: "campaignAgain"
                sizeScale: 0.8
                text: qsTr("Play again")
                onClicked: Campaign.playAgain()
            }
            DeskButton {
                objectName: "campaignNext"
                sizeScale: 0.8
                primary: true
                visible: (box.result.nextStage || "") !== ""
                text: qsTr("Next stage")
                onClicked: Campaign.playNext()
            }
            DeskButton {
                objectName: "campaignBack"
                sizeScale: 0.8
                text: qsTr("Campaign")
                tip: qsTr("Back to the chapters and stages")
                onClicked: Campaign.showCampaign()
            }
        }
    }
}
