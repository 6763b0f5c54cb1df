pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The history's filters: the game, the mode and the period (or a range of dates), the CSV
// export and what it said.
ColumnLayout {
    id: filters


    // Export the games shown (a file dialog); its message says where they went.
    function exportCsv() { exportMessage.text = History.chooseCsv() }

    spacing: 8 * Theme.u

    RowLayout {
        spacing: 6 * Theme.u
        Layout.fillWidth: true
        Repeater {
            model: History.gameChoices
            delegate: FilterChip {
                required property var modelData
                objectName: "filterGame_" + (modelData.id === "" ? "all" : modelData.id)
                text: modelData.name
                checked: History.gameFilter === modelData.id
                onClicked: History.setGameFilter(modelData.id)
            }
        }
        Item { Layout.fillWidth: true }
        DeskButton {
            objectName: "exportCsv"
            sizeScale: 0.8
            onDark: true
            enabled: History.count > 0
            text: qsTr("Export CSV…")
            tip: qsTr("Save the games shown as a CSV file for a spreadsheet (E)")
            onClicked: {
                filters.exportCsv()
            }
        }
    }
    RowLayout {
        spacing: 6 * Theme.u
        Layout.fillWidth: true
        Repeater {
            model: History.modeChoices
            delegate: FilterChip {
                required property var modelData
                objectName: "filterMode_" + (modelData.id === "" ? "all" : modelData.id)
                text: modelData.name
                checked: History.modeFilter === modelData.id
                onClicked: History.setModeFilter(modelData.id)
            }
        }
        Rectangle { width: 1; height: 24 * Theme.u; color: "#5d8a73"; Layout.leftMargin: 8 * Theme.u; Layout.rightMargin: 8 * Theme.u }
        Repeater {
            model: History.periodChoices
            delegate: FilterChip {
                required property var modelData
                objectName: "filterPeriod_" + modelData.id
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
            Layout.preferredWidth: 120 * Theme.u
            placeholderText: qsTr("YYYY-MM-DD")
            Component.onCompleted: text = History.rangeFrom
            font.pixelSize: 14 * Theme.u
            onAccepted: History.setRange(fromField.text, toField.text)
            onEditingFinished: History.setRange(fromField.text, toField.text)
        }
        Label {
            visible: History.period === "custom"
            text: qsTr("to")
            color: Theme.feltText
            font.pixelSize: 14 * Theme.u
        }
        TextField {
            id: toField
            objectName: "rangeTo"
            visible: History.period === "custom"
            Layout.preferredWidth: 120 * Theme.u
            placeholderText: qsTr("YYYY-MM-DD")
            Component.onCompleted: text = History.rangeTo
            font.pixelSize: 14 * Theme.u
            onAccepted: History.setRange(fromField.text, toField.text)
            onEditingFinished: History.setRange(fromField.text, toField.text)
        }
        Label {
            objectName: "rangeError"
            visible: History.rangeError !== ""
            text: History.rangeError
            color: "#ffb4a9"
            font.pixelSize: 13 * Theme.u
        }
        Item { Layout.fillWidth: true }
    }
    Label {
        objectName: "openError"
        visible: History.openError !== ""
        textFormat: Text.PlainText
        text: History.openError
        color: "#ffb4a9"
        font.pixelSize: 13 * Theme.u
    }
    Label {
        objectName: "exportMessage"
        id: exportMessage
        visible: text !== ""
        color: Theme.accent
        font.pixelSize: 13 * Theme.u
    }
}
