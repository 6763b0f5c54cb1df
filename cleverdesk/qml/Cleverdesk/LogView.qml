import QtQuick
import QtQuick.Controls
import Cleverdesk

// The short log, in words; newest at the bottom, following along.
ListView {
    id: log

    property real u: 1

    model: Game.log
    clip: true
    spacing: 3 * u
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar { }
    // Follow the newest line, unless the player scrolled back to read.
    property bool follow: true
    onMovementEnded: follow = atYEnd
    onCountChanged: if (follow) Qt.callLater(log.positionViewAtEnd)
    onContentHeightChanged: if (follow) Qt.callLater(log.positionViewAtEnd)
    onHeightChanged: if (follow) Qt.callLater(log.positionViewAtEnd)

    delegate: Text {
        required property string line
        required property int seat
        // A line only partly in view at the top is not drawn: no line is ever cut mid-text.
        opacity: y + 1 >= log.contentY ? 1 : 0
        visible: opacity > 0  // out of the scene graph while it is not drawn
        width: ListView.view ? ListView.view.width - 12 * log.u : 100
        textFormat: Text.PlainText
        text: line
        wrapMode: Text.WordWrap
        color: seat < 0 ? "#ffe08a" : Theme.feltText
        font.bold: seat < 0
        font.pixelSize: Theme.px(14, log.u)
    }
}
