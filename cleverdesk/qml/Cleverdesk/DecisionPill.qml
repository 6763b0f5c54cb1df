import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// What is decided now and by whom, as a pill in a table's top bar: blue while the computer
// thinks, amber for a person. An elastic pill gives way (elides) when long names and words
// (German) would push the bar's buttons off the window. Shared by both tables.
Rectangle {
    id: pill

    property alias decision: words.text  // (not "text": the pill is no text item itself)
    property alias textName: words.objectName
    property bool computer: false
    property bool elastic: false

    Layout.preferredHeight: 34 * Theme.u
    Layout.preferredWidth: words.implicitWidth + 24 * Theme.u
    Layout.fillWidth: elastic
    Layout.minimumWidth: elastic ? Math.min(words.implicitWidth + 24 * Theme.u, 140 * Theme.u) : 0
    Layout.maximumWidth: elastic ? Math.min(360 * Theme.u, words.implicitWidth + 24 * Theme.u) : Number.POSITIVE_INFINITY
    radius: height / 2
    color: computer ? "#3b4f66" : "#7a4a00"

    Label {
        id: words
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 20 * Theme.u)
        textFormat: Text.PlainText
        horizontalAlignment: Text.AlignLeft  // the language's side, whoever's name leads
        color: "#ffffff"
        font.pixelSize: Theme.px(15)
        font.bold: true
        elide: Text.ElideRight
    }
}
