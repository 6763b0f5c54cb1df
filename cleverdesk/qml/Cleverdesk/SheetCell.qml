pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// A markable cell of a sheet. Lit (a legal target) when `move` >= 0: a click plays that move.
Item {
    id: cell

    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property int num
    required property string label
    required property bool numbers
    required property string tip
    required property string mark
    required property string status
    required property int move
    required property bool focused
    required property int flash
    required property string preview
    required property string code
    required property string spoken

    property real mm: 1
    property color areaColour: "#888888"
    property bool interactive: true
    property bool compact: false
    property bool dim: false
    property string prefix: "sheet"
    // the readable size: no text of the cell is drawn smaller (a picture, `compact`, leaves out
    // what it cannot write that large, and draws its crosses as strokes)
    property real minText: 0
    function px(size) { return compact ? size : Math.max(minText, size) }
    function shows(size) { return !compact || size >= minText }

    readonly property bool lit: move >= 0 && interactive
    readonly property bool showText: mm * 4 >= 6
    // A factor ("×2") is printed large in an empty cell and small in a corner once written, or
    // while a click's number shows faintly (else the two read as one: "×22").
    readonly property bool previewShown: preview !== "" && preview !== "◯" && preview !== mark
    readonly property bool factorLabel: numbers && label !== "" && (mark !== "" || previewShown)
    // Doppelt so clever's yellow: the first mark circles the printed number, the second crosses it.
    readonly property bool ringed: mark === "◯" || mark === "⊗"
    // Clever 4ever's pink: a written 2, 4 or 6 is circled (it scores extra at the end).
    readonly property bool circledValue: code.indexOf("circled:") === 0 && mark !== ""
                                         && code.substring(8).split(",").indexOf(mark) >= 0
    // Clever 4ever's grey: each cell is printed in its shade; the start sub-areas framed red.
    readonly property string shade: code.indexOf("shade_") === 0 ? code.split("+")[0] : ""
    property color shadeColour: "transparent"

    objectName: prefix + "_cell_" + area + "_" + num
    x: mmX * mm
    y: mmY * mm
    width: mmW * mm
    height: mmH * mm
    z: lit ? 2 : 1

    Rectangle {
        id: ring
        anchors.fill: parent
        anchors.margins: -1.0 * cell.mm
        radius: 2 * cell.mm
        visible: cell.lit
        color: "transparent"
        border.width: Math.max(2, 0.8 * cell.mm)
        border.color: Theme.lit
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: 1.3 * cell.mm
        color: cell.status === "pre" ? Qt.tint(Theme.paper, Qt.alpha(cell.areaColour, 0.55))
             : cell.lit ? "#ffffff"
             : cell.shade !== "" ? (cell.status === "marked" ? Qt.darker(cell.shadeColour, 1.25) : cell.shadeColour)
             : Qt.tint(Theme.paper, Qt.alpha(cell.areaColour, cell.status === "marked" || cell.status === "struck" ? 0.5 : 0.28))
        border.width: Math.max(1, (cell.lit ? 0.45 : 0.25) * cell.mm)
        border.color: cell.lit ? Theme.ink : Qt.darker(cell.areaColour, 1.35)
        opacity: cell.dim && !cell.lit && cell.status === "open" ? 0.45 : 1
    }
    Rectangle {
        anchors.fill: parent
        visible: cell.code.indexOf("+start") > 0 && !cell.lit
        radius: 1.3 * cell.mm
        color: "transparent"
        border.width: Math.max(1.5, 0.5 * cell.mm)
        border.color: "#c62828"
    }

    // What is printed in the cell: a value (yellow, blue), a minimum (green), a factor (orange).
    Text {
        objectName: cell.prefix + "_label_" + cell.area + "_" + cell.num
        readonly property real size: cell.height * (cell.factorLabel ? 0.3 : cell.label.length > 1 ? 0.42 : 0.55)
        visible: cell.showText && cell.label !== "" && cell.shows(size)
        anchors.centerIn: cell.factorLabel ? undefined : parent
        anchors.left: cell.factorLabel ? parent.left : undefined
        anchors.top: cell.factorLabel ? parent.top : undefined
        anchors.leftMargin: 0.8 * cell.mm
        anchors.topMargin: 0.3 * cell.mm
        text: cell.label
        color: cell.status === "open" || cell.mark === "◯" ? Theme.ink : Qt.alpha(Theme.ink, 0.45)
        font.pixelSize: cell.px(size)
        font.bold: !cell.factorLabel
        // the pink field took points instead of halving: its "½" is crossed out (C3)
        Rectangle {
            visible: cell.status === "struck"
            anchors.centerIn: parent
            width: parent.width * 1.4
            height: Math.max(1, 0.3 * cell.mm)
            rotation: -45
            color: Theme.ink
        }
    }

    // A circle around the printed number (yellow of Doppelt so clever), and its faint preview.
    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width, parent.height) * 0.86
        height: width
        radius: width / 2
        visible: cell.ringed || cell.circledValue || (cell.preview === "◯" && cell.mark === "")
        color: "transparent"
        border.width: Math.max(1.5, 0.55 * cell.mm)
        border.color: cell.ringed || cell.circledValue ? Theme.ink : Qt.alpha(Theme.ink, 0.4)
    }

    // What a click here would write, faintly (a number, a cross, a circle).
    Text {
        objectName: cell.prefix + "_preview_" + cell.area + "_" + cell.num
        anchors.centerIn: parent
        // beside the factor that moved to the corner, not under it
        anchors.horizontalCenterOffset: cell.factorLabel ? cell.width * 0.16 : 0
        anchors.verticalCenterOffset: cell.factorLabel ? cell.height * 0.12 : 0
        visible: cell.previewShown && cell.shows(cell.height * (cell.numbers ? 0.55 : 0.8))
        text: cell.preview === "⊗" ? "✕" : cell.preview
        color: Qt.alpha(Theme.lit, 0.75)
        font.pixelSize: cell.px(cell.height * (cell.numbers ? 0.55 : 0.8))
        font.bold: true
    }

    // What the player wrote: a cross, or a number (orange, purple).
    Text {
        id: markText
        anchors.centerIn: parent
        readonly property bool crossed: cell.mark === "⊗" || cell.mark === "✕"
        readonly property real size: cell.height * (cell.numbers ? 0.62 : cell.status === "pre" ? 0.7 : 0.9)
        visible: cell.mark !== "" && cell.mark !== "◯" && cell.shows(size)
        text: cell.mark === "⊗" ? "✕" : cell.mark
        color: cell.status === "pre" ? Qt.alpha(Theme.ink, 0.28) : Theme.ink
        font.pixelSize: cell.px(size)
        font.bold: cell.status !== "pre"
    }
    // A mark too small to read on a picture: a cross drawn as strokes, or a dot for a number
    // (made only there: a sheet to play on reads its marks).
    Loader {
        anchors.fill: parent
        active: cell.compact && cell.mark !== "" && cell.mark !== "◯" && !cell.shows(markText.size)
        sourceComponent: markText.crossed ? smallCross : smallDot
    }
    Component {
        id: smallCross
        Item {
            CrossMark {
                anchors.centerIn: parent
                width: parent.width * 0.7
                height: parent.height * 0.7
                colour: cell.status === "pre" ? Qt.alpha(Theme.ink, 0.28) : Theme.ink
            }
        }
    }
    Component {
        id: smallDot
        Item {
            Rectangle {
                anchors.centerIn: parent
                width: Math.min(parent.width, parent.height) * 0.4
                height: width
                radius: width / 2
                color: Theme.ink
            }
        }
    }

    Rectangle {
        id: cursorRing
        anchors.fill: parent
        anchors.margins: -2.0 * cell.mm
        radius: 2.6 * cell.mm
        visible: cell.focused && cell.lit
        color: "transparent"
        border.width: Math.max(2, 0.6 * cell.mm)
        border.color: Theme.focusRing
    }

    // A bonus chain lights its cells one after the other, briefly.
    Rectangle {
        id: pulse
        anchors.fill: parent
        anchors.margins: -1.5 * cell.mm
        radius: 2 * cell.mm
        color: Theme.accent
        opacity: 0
        visible: opacity > 0  // no scene node while it rests: every frame has fewer to walk
    }
    SequentialAnimation {
        id: pulseAnimation
        PauseAnimation { duration: Math.max(0, cell.flash - 1) * 180 }
        NumberAnimation { target: pulse; property: "opacity"; from: 0.85; to: 0; duration: 650; easing.type: Easing.OutQuad }
    }
    onFlashChanged: if (flash > 0 && !Desk.reduceMotion && !Game.skipping) pulseAnimation.restart()

    MouseArea {
        id: mouse
        anchors.fill: parent
        enabled: !cell.compact
        hoverEnabled: !cell.compact
        cursorShape: cell.lit ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (cell.lit) Game.input.play(cell.move)
        onContainsMouseChanged: if (containsMouse && cell.lit) Game.input.hoverCell(cell.area, cell.num)
    }
    // For a screen reader: where the cell is, what is printed and earned there, and its state
    // ("Yellow, row 2, column 3, printed 5, open, bonus: a fox"); the small sheets are pictures.
    Accessible.role: Accessible.Cell
    Accessible.name: cell.spoken + ", " + Spoken.cellState(cell.mark, cell.status, cell.lit)
    Accessible.ignored: cell.compact
    Accessible.focusable: cell.lit
    Accessible.focused: cell.focused && cell.lit
    Accessible.onPressAction: if (cell.lit) Game.input.play(cell.move)
    ToolTip.visible: mouse.containsMouse && cell.tip !== ""
    ToolTip.delay: 600
    ToolTip.text: cell.lit ? qsTr("%1: click to enter it here").arg(cell.tip) : cell.tip
}
