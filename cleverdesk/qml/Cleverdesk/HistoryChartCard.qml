import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The history's chart of your totals over time, with its legend.
Rectangle {
    id: chartCard

    property real u: 1

    Layout.fillWidth: true
    Layout.preferredHeight: 236 * chartCard.u
    radius: 10 * chartCard.u
    color: Theme.paper
    // the legend beside the title, or under it when both do not fit (a narrow window)
    readonly property bool legendBelow: chartTitle.implicitWidth + chartLegend.implicitWidth
                                        + 36 * chartCard.u > width
    Label {
        id: chartTitle
        x: 12 * chartCard.u
        y: 8 * chartCard.u
        text: qsTr("Your totals over time")
        color: Theme.ink
        font.pixelSize: 14 * chartCard.u
        font.bold: true
    }
    Label {
        id: chartLegend
        objectName: "chartLegend"
        anchors.right: parent.right
        anchors.rightMargin: 12 * chartCard.u
        y: chartCard.legendBelow ? chartTitle.y + chartTitle.height + 2 * chartCard.u : 9 * chartCard.u
        text: History.chartBands.length > 0 ? qsTr("- - average   ◯ best   ··· rating bands")
                                            : qsTr("- - average   ◯ best")
        color: Theme.inkSoft
        font.pixelSize: Theme.px(11, chartCard.u)
    }
    ScoreChart {
        objectName: "scoreChart"
        anchors.fill: parent
        anchors.topMargin: chartCard.legendBelow ? chartLegend.y + chartLegend.height + 4 * chartCard.u
                                                 : 30 * chartCard.u
        anchors.margins: 6 * chartCard.u
        u: chartCard.u
        points: History.chart
        bands: History.chartBands
    }
}
