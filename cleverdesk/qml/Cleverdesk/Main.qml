import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window

    width: 1280
    height: 800
    visible: true
    title: qsTr("cleverdesk")

    // The six dice of the Clever games, as a quiet decoration of the home screen.
    readonly property var diceColours: ["#f2c418", "#2f7fd1", "#3fa34d", "#ef7d22", "#8e4bb5", "#f7f7f2"]

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#1f3b2d" }
            GradientStop { position: 1.0; color: "#12241b" }
        }

        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width - 80, 1100)
            spacing: 24

            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 14

                Repeater {
                    model: window.diceColours

                    delegate: Rectangle {
                        required property string modelData
                        required property int index

                        width: 56
                        height: 56
                        radius: 10
                        color: modelData
                        border.color: "#00000055"
                        border.width: 1
                        rotation: (index % 2 === 0 ? -1 : 1) * (4 + index)
                    }
                }
            }

            Label {
                objectName: "homeTitle"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("cleverdesk")
                color: "#ffffff"
                font.pixelSize: 72
                font.bold: true
            }

            Label {
                objectName: "homeGames"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: [qsTr("That's Pretty Clever!"), qsTr("Twice as Clever!"), qsTr("Clever Cubed"),
                       qsTr("Clever 4ever"), qsTr("SET Cubed")].join("  ·  ")
                color: "#e8efe9"
                font.pixelSize: 22
            }

            Label {
                objectName: "homeComingSoon"
                Layout.fillWidth: true
                Layout.topMargin: 24
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("The playing table is coming in the next version.")
                color: "#b9cbbf"
                font.pixelSize: 18
            }
        }
    }
}
