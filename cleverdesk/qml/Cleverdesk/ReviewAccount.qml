pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The review's account, as a sum a player can check: a strong player's expected final score
// from the first decision, what the decisions cost, what the dice gave, and the final score
// (Review.accountRows: whole points that add up as shown), with the same in one sentence.
ColumnLayout {
    id: account

    property var rows: []       // [{name, label, value}], the last one the result
    property string sentence: ""

    spacing: 2 * Theme.u
    Accessible.role: Accessible.StaticText
    Accessible.name: sentence

    Label {
        objectName: "reviewAccountText"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: account.sentence
        color: Theme.ink
        font.pixelSize: Theme.px(14)
        wrapMode: Text.WordWrap
    }
    Repeater {
        model: account.rows
        delegate: ColumnLayout {
            id: line
            required property var modelData
            required property int index
            readonly property bool result: index === account.rows.length - 1
            Layout.fillWidth: true
            spacing: 0
            Rectangle {  // the rule above the result, as under a sum on paper
                visible: line.result
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(1, Theme.u)
                color: Theme.inkSoft
            }
            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: line.modelData.label
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(12)
                    font.bold: line.result
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "reviewAccount_" + line.modelData.name
                    textFormat: Text.PlainText
                    text: line.modelData.value
                    color: line.modelData.name === "lost" ? Theme.warn : Theme.ink
                    font.pixelSize: Theme.px(13)
                    font.bold: true
                    font.features: { "tnum": 1 }
                }
            }
        }
    }
}
