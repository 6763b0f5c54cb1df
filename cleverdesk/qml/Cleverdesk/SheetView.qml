pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQml.Models
import Cleverdesk

// A score sheet drawn from the game's sheet geometry (millimetres) through a SheetModel: every
// element is placed where the geometry says, scaled to fit. The same component draws every
// Clever sheet; a new element kind needs one more DelegateChoice here.
//
// A sheet to read and play is never drawn smaller than the scale at which its fine print is
// readable (Theme.sheetReadableMm: nothing under Theme.sheetMinText px), nor wider than its
// room; a room too short for it (a small window) scrolls it up and down, and the cells a chosen
// die may go to are scrolled into view. The
// small sheets of the other players are pictures: they fit their card, and leave out every
// word too small to read (the sheet shown on hover has them).
Item {
    id: sheet

    property var sheetModel: null
    property real pageWidth: Game.sheets.width
    property real pageHeight: Game.sheets.height
    property var colours: Game.sheets.palette
    property bool interactive: true
    property bool compact: false
    // a glance at a whole sheet (another player's, shown on hover): it fits its room like the
    // small ones and leaves out the words too small to read there (a click shows it to read)
    property bool glance: false
    readonly property bool picture: compact || glance
    property bool dim: false          // fade the open cells that are not lit (a die is chosen)
    property string prefix: "sheet"
    property bool alignTop: false

    readonly property real fitMm: Math.max(0.1, Math.min(width / pageWidth, height / pageHeight))
    // never wider than its room (a sheet cut at the right, with a scroll bar under it, was read
    // as cut off at 800×600): a narrow room draws it under the readable scale, its words kept at
    // the readable size (px()); a short room still scrolls it up and down
    readonly property real mm: picture ? fitMm
                                       : Math.min(Math.max(fitMm, Theme.sheetReadableMm),
                                                  Math.max(0.1, width / pageWidth))
    readonly property bool small: compact  // the small sheets leave out fine print
    readonly property bool scrolls: paper.width > width + 0.5 || paper.height > height + 0.5
    readonly property int minText: Theme.sheetMinText

    function colourOf(code) {
        return sheet.colours[code] !== undefined ? sheet.colours[code] : "#9e9e9e"
    }
    // A text's size on this sheet: never under the readable size (a picture's words are left
    // out instead: see shows()).
    function px(size) {
        return sheet.picture ? size : Math.max(sheet.minText, size)
    }
    function shows(size) {
        return !sheet.picture || size >= sheet.minText
    }

    // Bring an item of the sheet (a lit cell, the keyboard's cell) into view when it scrolls.
    function reveal(item) {
        if (!sheet.scrolls || item === null)
            return
        const r = item.mapToItem(paper, 0, 0, item.width, item.height)
        const margin = 4 * sheet.mm
        const left = paper.x + r.x - margin, right = paper.x + r.x + r.width + margin
        const top = paper.y + r.y - margin, bottom = paper.y + r.y + r.height + margin
        if (left < view.contentX) view.contentX = Math.max(0, left)
        else if (right > view.contentX + view.width)
            view.contentX = Math.min(view.contentWidth - view.width, right - view.width)
        if (top < view.contentY) view.contentY = Math.max(0, top)
        else if (bottom > view.contentY + view.height)
            view.contentY = Math.min(view.contentHeight - view.height, bottom - view.height)
    }
    // The cells lit by one choice light up together: show the first of them once they have.
    property var firstLit: null
    function noteLit(item) {
        if (sheet.firstLit === null || item.y < sheet.firstLit.y
                || (item.y === sheet.firstLit.y && item.x < sheet.firstLit.x))
            sheet.firstLit = item
        revealLater.restart()
    }
    Timer {
        id: revealLater
        interval: 0
        onTriggered: { sheet.reveal(sheet.firstLit); sheet.firstLit = null }
    }

    Flickable {
        id: view
        objectName: sheet.prefix + "_scroller"
        anchors.fill: parent
        contentWidth: Math.max(width, paper.width)
        contentHeight: Math.max(height, paper.height)
        interactive: sheet.scrolls
        clip: sheet.scrolls
        // The foxes are Shapes; the software renderer does not clip them, a layer does.
        layer.enabled: GraphicsInfo.api === GraphicsInfo.Software && sheet.scrolls
        boundsBehavior: Flickable.StopAtBounds
        // always on while there is something to scroll to (shown or hidden, never faded: a
        // fading bar would animate as a screen closes)
        ScrollBar.horizontal: ScrollBar {
            policy: ScrollBar.AlwaysOn
            visible: view.contentWidth > view.width + 0.5
        }
        ScrollBar.vertical: ScrollBar {
            policy: ScrollBar.AlwaysOn
            visible: view.contentHeight > view.height + 0.5
        }
    }

    Rectangle {
        id: paper
        parent: view.contentItem  // the sheet scrolls when it is larger than its room
        objectName: sheet.prefix + "_paper"
        x: (view.contentWidth - width) / 2
        y: sheet.alignTop ? 0 : (view.contentHeight - height) / 2
        width: sheet.pageWidth * sheet.mm
        height: sheet.pageHeight * sheet.mm
        radius: 2.5 * sheet.mm
        color: Theme.paper
        border.color: "#40000000"
        border.width: 1

        Repeater {
            model: sheet.sheetModel

            delegate: DelegateChooser {
                role: "kind"

                DelegateChoice {
                    roleValue: "area"
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: 2 * sheet.mm
                        color: Qt.tint(Theme.paper, Qt.alpha(sheet.colourOf(area), 0.12))
                        border.width: Math.max(1, 0.5 * sheet.mm)
                        border.color: sheet.colourOf(area)
                    }
                }
                DelegateChoice {
                    roleValue: "panel"
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: 2 * sheet.mm
                        color: "#f3efe3"
                        border.width: Math.max(1, 0.35 * sheet.mm)
                        border.color: "#b9b2a0"
                    }
                }
                DelegateChoice {
                    roleValue: "title"
                    delegate: SheetTitle { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "cell"
                    delegate: SheetCell {
                        id: sheetCell
                        mm: sheet.mm
                        minText: sheet.minText
                        // a die chosen in a scrolled sheet: its places come into view
                        onLitChanged: if (lit) sheet.noteLit(sheetCell)
                        onFocusedChanged: if (focused && lit) sheet.reveal(sheetCell)
                        areaColour: sheet.colourOf(area)
                        shadeColour: shade !== "" ? sheet.colourOf(shade) : "transparent"
                        interactive: sheet.interactive
                        compact: sheet.picture
                        dim: sheet.dim
                        prefix: sheet.prefix
                    }
                }
                DelegateChoice {
                    roleValue: "symbol"
                    delegate: Item {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        // "blue + white": the value of a blue cell is the sum of both dice.
                        Row {
                            anchors.centerIn: parent
                            spacing: 0.6 * sheet.mm
                            Rectangle {
                                width: 3.4 * sheet.mm; height: width; radius: 0.6 * sheet.mm
                                color: sheet.colourOf("blue"); border.color: Theme.ink; border.width: 1
                                anchors.verticalCenter: parent.verticalCenter
                            }
                            Text {
                                text: "+"; font.bold: true; color: Theme.ink
                                visible: sheet.shows(4 * sheet.mm)
                                font.pixelSize: sheet.px(4 * sheet.mm)
                                anchors.verticalCenter: parent.verticalCenter
                            }
                            Rectangle {
                                width: 3.4 * sheet.mm; height: width; radius: 0.6 * sheet.mm
                                color: sheet.colourOf("white"); border.color: Theme.ink; border.width: 1
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                    }
                }
                DelegateChoice {
                    roleValue: "bonus"
                    delegate: SheetBonus { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "points"
                    delegate: SheetPoints { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "scale"
                    delegate: SheetScale { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "slot"
                    delegate: SheetSlot {
                        mm: sheet.mm
                        minText: sheet.minText
                        interactive: sheet.interactive
                        compact: sheet.picture
                        prefix: sheet.prefix
                    }
                }
                DelegateChoice {
                    roleValue: "round"
                    delegate: SheetRound { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "dice_field"
                    delegate: SheetDiceField { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "arrow"
                    delegate: Text {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        text: "➜"
                        color: Qt.darker(sheet.colourOf(area), 1.2)
                        visible: sheet.shows(mmH * sheet.mm)
                        font.pixelSize: sheet.px(mmH * sheet.mm)
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                DelegateChoice {
                    roleValue: "sign"
                    delegate: Text {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string label
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        text: label
                        color: Theme.inkSoft
                        font.bold: true
                        visible: sheet.shows(Math.min(mmH, 8) * sheet.mm * 0.7)
                        font.pixelSize: sheet.px(Math.min(mmH, 8) * sheet.mm * 0.7)
                        // a legend wider than its box (a narrow window) shrinks, never
                        // below the readable size (a picture leaves a small one out instead)
                        fontSizeMode: sheet.picture ? Text.FixedSize : Text.HorizontalFit
                        minimumPixelSize: sheet.minText
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                DelegateChoice {
                    roleValue: "icon"
                    delegate: FoxIcon {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                    }
                }
                DelegateChoice {
                    roleValue: "line"
                    // a printed line across cells (Clever 4ever's blue diagonals: the anti-
                    // diagonal dashed, the main diagonal solid)
                    delegate: SheetLine { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "players"
                    // which tables play this round: "1–3" players
                    delegate: SheetPlayers { sheetView: sheet }
                }
                DelegateChoice {
                    roleValue: "score"
                    delegate: SheetScore { sheetView: sheet }
                }
            }
        }
    }
}
