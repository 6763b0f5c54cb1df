import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The history's chart of your totals over time, with its legend.
Rectangle {
    id: chartCard


    Layout.fillWidth: true
    Layout.preferredHeight: 236 * Theme.u
    radius: 10 * Theme.u
    color: Theme.paper
    // the legend beside the title, or under it when both do not fit (a narrow window)
    readonly property bool legendBelow: chartTitle.implicitWidth + chartLegend.implicitWidth
                                        + 36 * Theme.u > width
    Label {
        id: chartTitle
        x: 12 * Theme.u
        y: 8 * Theme.u
        text: qsTr("Your totals over time")
        color: Theme.ink
        font.pixelSize: 14 * Theme.u
        font.bold: true
    }
    Label {
        id: chartLegend
        objectName: "chartLegend"
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        y: chartCard.legendBelow ? chartTitle.y + chartTitle.height + 2 * Theme.u : 9 * Theme.u
        text: History.chartBands.length > 0 ? qsTr("- - average   ◯ best   ··· rating bands")
                                            : qsTr("- - average   ◯ best")
        color: Theme.inkSoft
        font.pixelSize: Theme.px(11)
    }
    ScoreChart {
        objectName: "scoreChart"
        anchors.fill: parent
        anchors.topMargin: chartCard.legendBelow ? chartLegend.y + chartLegend.height + 4 * Theme.u
                                                 : 30 * Theme.u
        anchors.margins: 6 * Theme.u
        points: History.chart
        bands: History.chartBands
    }
}
