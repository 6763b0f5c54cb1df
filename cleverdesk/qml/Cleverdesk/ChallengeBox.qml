import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A finished solo game's challenge (issue 50): its code to pass on, the expert's score on the
// same dice (a click shows the expert's sheet and replay), whether it was a clean game, and the
// result line to copy. `subject` is one of Challenge.tableGame, .pastGame, .reviewedGame;
// `full: false` shows the expert's line alone (the Review).
ColumnLayout {
    id: box

    property var subject: null
    // Drawn at sizeScale times the desk's sizes (Theme.u): smaller under a past game.
    property real sizeScale: 1
    readonly property real u: Theme.u * sizeScale
    property bool full: true
    property bool onDark: false
    readonly property color ink: onDark ? Theme.feltText : Theme.ink
    readonly property color inkSoft: onDark ? Theme.feltTextSoft : Theme.inkSoft
    // the width the box is given (its parent's): its own grows with a row that does not fit
    readonly property real room: parent ? parent.width : width
    readonly property alias buttonRow: row  // the code and the buttons (the final card's keys walk it)
    // the keys of the card the box stands on (the final card's: Tab walks the card), or null
    property var keys: null

    visible: subject !== null && subject.available
    spacing: 4 * u

    GridLayout {
        id: row
        // in one row where there is room, else one under the other
        readonly property real pairWidth: (codeText.visible ? codeText.implicitWidth + columnSpacing : 0)
                                          + ghostButton.implicitWidth
        readonly property real rowWidth: pairWidth + copyButton.implicitWidth + columnSpacing
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: box.room
        // the three in a row; else the code and the expert, the copy button under them
        columns: !box.full ? 1 : (rowWidth <= box.room ? 3 : (pairWidth <= box.room ? 2 : 1))
        columnSpacing: 12 * box.u
        rowSpacing: 6 * box.u

        TextEdit {
            id: codeText
            Keys.onPressed: (event) => { if (box.keys && box.keys(event)) event.accepted = true }
            objectName: "challengeCode"
            visible: box.full && box.subject !== null && box.subject.codeText !== ""
            Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
            Layout.maximumWidth: box.room
            readOnly: true
            selectByMouse: true
            activeFocusOnTab: box.subject !== null && box.subject.code !== ""
            textFormat: TextEdit.PlainText
            wrapMode: TextEdit.Wrap
            text: box.subject ? box.subject.codeText : ""
            color: box.ink
            selectedTextColor: "#ffffff"
            selectionColor: Theme.focusRing
            font.pixelSize: Theme.px(16, box.u)
            font.bold: box.subject !== null && box.subject.code !== ""
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            Accessible.description: qsTr("Whoever types this code into New game plays the same dice.")
            FocusRing {}
        }
        DeskButton {
            id: ghostButton
            Keys.onPressed: (event) => { if (box.keys && box.keys(event)) event.accepted = true }
            objectName: "challengeGhost"
            Layout.alignment: Qt.AlignHCenter
            visible: box.subject !== null && (box.subject.ghostState === "ready" || box.subject.ghostState === "busy")
            sizeScale: box.sizeScale * 0.85
            onDark: box.onDark
            enabled: box.subject !== null && box.subject.ghostState === "ready"
            text: box.subject ? box.subject.ghostText + (box.subject.ghostState === "ready" ? "  ▸" : "") : ""
            tip: box.subject && box.subject.ghostState === "ready"
                 ? qsTr("Show the expert's sheet and its game move by move")
                 : qsTr("The expert plays these dice once; its score comes in a moment.")
            onClicked: box.subject.showGhost()
        }
        DeskButton {
            id: copyButton
            Keys.onPressed: (event) => { if (box.keys && box.keys(event)) event.accepted = true }
            objectName: "challengeCopy"
            Layout.alignment: Qt.AlignHCenter
            Layout.columnSpan: row.columns === 2 ? 2 : 1
            visible: box.full && box.subject !== null && box.subject.resultLine !== ""
            sizeScale: box.sizeScale * 0.85
            onDark: box.onDark
            text: qsTr("Copy the result")
            tip: box.subject ? qsTr("To the clipboard: %1").arg(box.subject.resultLine) : ""
            onClicked: box.subject.copyResult()
        }
    }
    Label {
        objectName: "challengeNote"
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText
        // why there is no expert (real dice), else what "the same dice" means; and how clean
        text: {
            if (!box.subject)
                return ""
            const parts = []
            if (box.subject.ghostState === "none" || box.subject.ghostState === "failed")
                parts.push(box.subject.ghostText)
            else
                parts.push(box.subject.sameDiceNote)
            if (box.full)
                parts.push(box.subject.cleanText)
            return parts.filter(p => p !== "").join("  ")
        }
        color: box.inkSoft
        font.pixelSize: Theme.px(12, box.u)
    }
    Label {
        objectName: "challengeCopied"
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        visible: box.full && text !== ""
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText
        text: box.subject ? box.subject.copiedText : ""
        color: box.onDark ? Theme.feltText : Theme.good
        font.pixelSize: Theme.px(12, box.u)
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
}
