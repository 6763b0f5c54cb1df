pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// How often each solo rating was reached (no rating bands in SET Cubed).
Rectangle {
    id: panel


    objectName: "ratingPanel"
    visible: History.ratingCounts.length > 0
    Layout.fillWidth: true
    // the wider of the two: its ratings are words (read whole, in two lines at
    // most, at a readable size), the bars beside it are pictures
    Layout.preferredWidth: 1.5
    Layout.preferredHeight: Math.max(232 * Theme.u, bandColumn.implicitHeight + 44 * Theme.u)
    radius: 10 * Theme.u
    color: Theme.paper
    Label {
        id: bandsTitle
        x: 12 * Theme.u
        y: 8 * Theme.u
        text: qsTr("Solo ratings")
        color: Theme.ink
        font.pixelSize: 14 * Theme.u
        font.bold: true
    }
    Column {
        id: bandColumn
        anchors.top: bandsTitle.bottom
        anchors.topMargin: 6 * Theme.u
        x: 12 * Theme.u
        width: parent.width - 24 * Theme.u
        spacing: 2 * Theme.u
        readonly property int most: Math.max(1, ...History.ratingCounts.map(b => b.count))
        // as wide as the widest span ("minder dan 140" is wider than "140–159")
        readonly property real spanWidth: Math.max(...History.ratingCounts.map(
            b => spanMetrics.advanceWidth(b.span)), 40 * Theme.u) + 8 * Theme.u
        FontMetrics { id: spanMetrics; font.pixelSize: Theme.finePx(11) }
        Repeater {
            model: History.ratingCounts
            delegate: Item {
                id: band
                required property var modelData
                width: bandColumn.width
                height: Math.max(19 * Theme.u, bandText.implicitHeight + 4 * Theme.u)
                Label {
                    id: bandSpan
                    objectName: "bandSpan_" + band.modelData.code
                    width: bandColumn.spanWidth
                    anchors.verticalCenter: parent.verticalCenter
                    text: band.modelData.span
                    color: Theme.inkSoft
                    font.pixelSize: Theme.finePx(11)
                }
                Rectangle {
                    anchors.left: bandSpan.right
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(band.modelData.count > 0 ? 3 : 0, (parent.width - bandColumn.spanWidth - 30 * Theme.u) * band.modelData.count / bandColumn.most)
                    height: Math.max(13 * Theme.u, bandText.implicitHeight)
                    radius: 3 * Theme.u
                    color: "#f3dc92"
                }
                Label {
                    anchors.left: bandSpan.right
                    anchors.leftMargin: 6 * Theme.u
                    anchors.verticalCenter: parent.verticalCenter
                    id: bandText
                    objectName: "bandLabel_" + band.modelData.code
                    width: parent.width - bandColumn.spanWidth - 40 * Theme.u
                    text: band.modelData.label
                    color: Theme.ink
                    font.pixelSize: Theme.finePx(11)
                    wrapMode: Text.WordWrap  // a long rating takes two lines
                }
                Label {
                    objectName: "bandCount_" + band.modelData.code
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    text: String(band.modelData.count)
                    color: Theme.ink
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                }
            }
        }
    }
}
