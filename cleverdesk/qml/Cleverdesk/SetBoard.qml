pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// The SET Cubed board: a zoomable grid with the bonus squares (marked with their value), the
// logo, the dice on it, the dice of the turn being built and its live preview.
Flickable {
    id: board

    property real zoom: 1
    // The running game's board; a past game (History) hands in its own cells, read-only.
    property var cells: SetCubedGame.board
    property bool readOnly: false
    property bool logoCovered: SetCubedGame.boardData.logoCovered
    readonly property real minZoom: 1
    readonly property real maxZoom: 3
    readonly property int rows: SetCubedGame.boardData.rows
    readonly property int columns: SetCubedGame.boardData.columns
    readonly property real fitCell: Math.max(8, Math.min(width / columns, height / rows))
    readonly property real cell: fitCell * zoom

    function setZoom(value, px, py) {
        const old = zoom
        const next = Math.max(minZoom, Math.min(maxZoom, value))
        if (next === old)
            return
        // keep the point under the pointer (or the centre) where it is
        const cx = (px === undefined ? width / 2 : px)
        const cy = (py === undefined ? height / 2 : py)
        const fx = (contentX + cx - paper.x) / Math.max(1, paper.width)
        const fy = (contentY + cy - paper.y) / Math.max(1, paper.height)
        zoom = next
        contentX = Math.max(0, Math.min(contentWidth - width, paper.x + fx * paper.width - cx))
        contentY = Math.max(0, Math.min(contentHeight - height, paper.y + fy * paper.height - cy))
    }
    function zoomIn() { setZoom(zoom * 1.25) }
    function zoomOut() { setZoom(zoom / 1.25) }
    function fit() { zoom = 1; contentX = 0; contentY = 0 }

    clip: true
    // The symbols are Shapes; the software renderer does not clip them, a layer does.
    layer.enabled: GraphicsInfo.api === GraphicsInfo.Software && zoom > 1
    contentWidth: Math.max(width, columns * cell)
    contentHeight: Math.max(height, rows * cell)
    boundsBehavior: Flickable.StopAtBounds
    interactive: zoom > 1
    ScrollBar.horizontal: ScrollBar { policy: board.zoom > 1 ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }
    ScrollBar.vertical: ScrollBar { policy: board.zoom > 1 ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

    WheelHandler {
        acceptedModifiers: Qt.ControlModifier
        onWheel: (event) => board.setZoom(board.zoom * (event.angleDelta.y > 0 ? 1.15 : 1 / 1.15),
                                          point.position.x - board.contentX,
                                          point.position.y - board.contentY)
    }

    Rectangle {
        id: paper
        x: (board.contentWidth - width) / 2
        y: (board.contentHeight - height) / 2
        width: board.columns * board.cell
        height: board.rows * board.cell
        color: "#f3ecd9"
        border.color: "#6b5d3f"
        border.width: Math.max(1, 2 * Theme.u)

        Repeater {
            model: board.cells

            delegate: Item {
                id: square
                required property int row
                required property int column
                required property int bonus
                required property bool claimed
                required property bool logo
                required property string face
                required property bool wild
                required property bool pending
                required property bool inSet
                required property bool payBonus
                required property bool lastTurn
                required property bool swappable
                required property bool hint
                required property bool cursor
                required property string tip
                required property string spoken

                objectName: "sc_cell_" + row + "_" + column
                // what a screen reader says: the square, what lies on it, what this turn does
                Accessible.role: Accessible.Cell
                Accessible.name: square.spoken
                Accessible.focusable: !board.readOnly
                Accessible.focused: square.cursor && !board.readOnly
                Accessible.onPressAction: if (!board.readOnly) SetCubedGame.input.clickCell(square.row, square.column)
                x: (column - 1) * board.cell
                y: (row - 1) * board.cell
                width: board.cell
                height: board.cell

                Rectangle {
                    anchors.fill: parent
                    color: square.inSet ? "#9fdcaa"
                         : square.logo ? "#20467a"
                         : square.bonus >= 5 ? "#f7c1cc"
                         : square.bonus >= 3 ? "#fcd9a6"
                         : square.bonus > 0 ? "#cfe2f6" : "transparent"
                    border.width: 1
                    border.color: "#b9ab88"
                }
                Text {
                    anchors.centerIn: parent
                    visible: square.bonus > 0 && square.face === ""
                    text: "+" + square.bonus
                    color: square.claimed ? "#9a9078"
                         : square.bonus >= 5 ? "#9b1733" : square.bonus >= 3 ? "#8a4b00" : "#1f4f86"
                    font.pixelSize: Math.max(9, board.cell * 0.34)
                    font.bold: true
                    font.strikeout: square.claimed
                }
                // a bonus the turn being built would be paid
                Rectangle {
                    visible: square.payBonus && square.face !== ""
                    z: 3
                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    width: payText.implicitWidth + board.cell * 0.12
                    height: Math.max(12, board.cell * 0.3)
                    radius: height / 2
                    color: "#ffcf40"
                    border.color: "#7a5a00"
                    Text {
                        id: payText
                        anchors.centerIn: parent
                        text: "+" + square.bonus
                        font.pixelSize: Math.max(9, board.cell * 0.22)  // readable on a small board
                        font.bold: true
                        color: "#23211d"
                    }
                }
                SetDie {
                    anchors.centerIn: parent
                    size: board.cell * 0.84
                    visible: square.face !== ""
                    face: square.face
                    wild: square.wild
                }
                Rectangle {  // the dice of this turn, the last turn's dice, WILDs to swap, hints
                    anchors.fill: parent
                    anchors.margins: square.pending || square.swappable ? 0 : board.cell * 0.04
                    z: 2
                    radius: board.cell * 0.14
                    color: "transparent"
                    visible: square.pending || square.lastTurn || square.swappable
                    border.width: Math.max(2, board.cell * (square.lastTurn ? 0.05 : 0.08))
                    border.color: square.swappable ? Theme.lit
                                : square.pending ? "#e09a00" : "#2f7fd1"
                }
                Rectangle {
                    anchors.centerIn: parent
                    visible: square.hint && square.face === ""
                    width: board.cell * 0.5
                    height: width
                    radius: width / 2
                    color: "transparent"
                    border.width: Math.max(2, board.cell * 0.07)
                    border.color: Theme.lit
                }
                Rectangle {
                    anchors.fill: parent
                    z: 4
                    visible: square.cursor && !board.readOnly && SetCubedGame.turn.humanToMove
                    color: "transparent"
                    border.width: Math.max(2, board.cell * 0.06)
                    border.color: Theme.focusRing
                }
                DropArea {
                    anchors.fill: parent
                    keys: ["setcubed-die"]
                    enabled: !board.readOnly
                    onDropped: (drop) => {
                        SetCubedGame.input.placeDie(drop.source.die, square.row, square.column)
                        drop.accept()
                    }
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    acceptedButtons: Qt.LeftButton
                    cursorShape: !board.readOnly && SetCubedGame.turn.humanToMove ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: if (!board.readOnly) SetCubedGame.input.clickCell(square.row, square.column)
                }
                ToolTip.visible: mouse.containsMouse && square.tip !== ""
                ToolTip.delay: 700
                ToolTip.text: square.tip
            }
        }

        // The new SETs of the turn being built (live preview), outlined over the dice.
        Repeater {
            model: board.readOnly ? [] : SetCubedGame.preview.sets
            delegate: Rectangle {
                required property var modelData
                objectName: "sc_set_" + modelData.row + "_" + modelData.column + "_" + modelData.rows
                x: (modelData.column - 1) * board.cell + board.cell * 0.06
                y: (modelData.row - 1) * board.cell + board.cell * 0.06
                width: modelData.columns * board.cell - board.cell * 0.12
                height: modelData.rows * board.cell - board.cell * 0.12
                z: 6
                radius: board.cell * 0.2
                color: "transparent"
                border.width: Math.max(2, board.cell * 0.08)
                border.color: SetCubedGame.preview.legal ? "#1e9e45" : "#c0392b"
                opacity: 0.85
            }
        }

        // The logo, over its three cells; it stays as a frame once the opening SET lies on it.
        Item {
            id: logoItem
            readonly property var cells: SetCubedGame.boardData.logoCells
            readonly property int r0: Math.min(...cells.map(c => c[0]))
            readonly property int c0: Math.min(...cells.map(c => c[1]))
            readonly property int r1: Math.max(...cells.map(c => c[0]))
            readonly property int c1: Math.max(...cells.map(c => c[1]))
            readonly property bool covered: board.logoCovered
            x: (c0 - 1) * board.cell
            y: (r0 - 1) * board.cell
            width: (c1 - c0 + 1) * board.cell
            height: (r1 - r0 + 1) * board.cell
            z: 5
            Rectangle {
                anchors.fill: parent
                color: "transparent"
                radius: board.cell * 0.1
                border.width: Math.max(2, board.cell * 0.07)
                border.color: "#ffcf40"
            }
            Text {
                visible: !logoItem.covered
                anchors.centerIn: parent
                text: qsTr("SET³")
                color: "#ffffff"
                font.pixelSize: Math.min(logoItem.height, logoItem.width) * 0.55
                font.bold: true
                font.italic: true
            }
        }
    }
}
