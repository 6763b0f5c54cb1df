import QtQuick
import QtQuick.Controls
import QtQml.Models
import Cleverdesk

// A score sheet drawn from the game's sheet geometry (millimetres) through a SheetModel: every
// element is placed where the geometry says, scaled to fit. The same component draws every
// Clever sheet; a new element kind needs one more DelegateChoice here.
//
// A sheet to read and play is never drawn smaller than the scale at which its fine print is
// readable (Theme.sheetReadableMm: nothing under Theme.sheetMinText px); a smaller room (a
// small window) scrolls it, and the cells a chosen die may go to are scrolled into view. The
// small sheets of the other players are pictures: they fit their card, and leave out every
// word too small to read (the sheet shown on hover has them).
Item {
    id: sheet

    property var sheetModel: null
    property real pageWidth: Game.sheetWidth
    property real pageHeight: Game.sheetHeight
    property var colours: Game.palette
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
    readonly property real mm: picture ? fitMm : Math.max(fitMm, Theme.sheetReadableMm)
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
                    delegate: Text {
                        id: titleText
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        required property string code
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        // (a picture shows an area's name only, and only where it can be read)
                        visible: !sheet.picture || ((area !== "" || sheet.glance) && fontInfo.pixelSize >= sheet.minText)
                        // Language.current: read again after a language switch
                        readonly property string whole: Language.current !== "" ? Words.title(code) : ""
                        // a box too narrow for the whole words at the readable size: the
                        // short form ("Velden" beside I II III), the whole in a tooltip
                        readonly property bool shortened: !sheet.picture && wholeWidth.advanceWidth > width + 0.5
                        TextMetrics {
                            id: wholeWidth
                            font.pixelSize: sheet.minText
                            font.bold: true
                            text: titleText.whole
                        }
                        text: shortened && Language.current !== "" ? Words.shortTitle(code) : whole
                        HoverHandler { id: titleHover; enabled: titleText.shortened }
                        ToolTip.visible: titleHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: whole
                        color: area !== "" ? Qt.darker(sheet.colourOf(area), 1.7) : Theme.ink
                        font.pixelSize: sheet.px(mmH * sheet.mm * 0.72)
                        font.bold: true
                        verticalAlignment: Text.AlignVCenter
                        // Longer words (German, Dutch) shrink to the printed box, never below
                        // the readable size (the boxes have room for that).
                        fontSizeMode: Text.HorizontalFit
                        // (the small sheets are pictures, read large by hovering: never cut)
                        minimumPixelSize: sheet.picture ? 1 : sheet.minText
                        elide: Text.ElideRight
                    }
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
                    delegate: BonusIcon {
                        id: bonusIcon
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string status
                        required property string tip
                        required property int flash
                        required property string glyph
                        required property string fill
                        required property string ink
                        symbol: glyph
                        minText: sheet.minText
                        picture: sheet.picture
                        tileColour: fill
                        symbolColour: ink
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        earned: status === "earned"
                        scale: 1
                        SequentialAnimation {
                            id: bonusPulse
                            PauseAnimation { duration: Math.max(0, bonusIcon.flash - 1) * 180 + 120 }
                            NumberAnimation { target: bonusIcon; property: "scale"; from: 1.0; to: 1.6; duration: 220 }
                            NumberAnimation { target: bonusIcon; property: "scale"; to: 1.0; duration: 300 }
                        }
                        onFlashChanged: if (flash > 0 && !Desk.reduceMotion) bonusPulse.restart()
                        // crossed out for good: the pink field took points (Clever hoch Drei)
                        Rectangle {
                            visible: bonusIcon.status === "lost"
                            anchors.centerIn: parent
                            width: parent.width * 1.3
                            height: Math.max(1.5, 0.5 * sheet.mm)
                            rotation: -45
                            color: Theme.ink
                        }
                        HoverHandler { id: bonusHover; enabled: !sheet.compact }
                        ToolTip.visible: bonusHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: tip
                    }
                }
                DelegateChoice {
                    roleValue: "points"
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        required property string label
                        required property string group
                        required property string status
                        readonly property bool hot: status === "earned" || status === "current"
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: height / 2
                        color: hot ? sheet.colourOf(area) : "transparent"
                        border.width: group !== "" ? Math.max(1, 0.3 * sheet.mm) : 0
                        border.color: Qt.darker(sheet.colourOf(area), 1.4)
                        Text {
                            anchors.centerIn: parent
                            text: (parent.group === "" && !sheet.small ? "★" : "") + parent.label
                            color: parent.hot ? "#ffffff" : (parent.status === "passed" ? Qt.alpha(Theme.ink, 0.4) : Theme.ink)
                            font.bold: true
                            visible: sheet.shows(parent.height * 0.72)
                            font.pixelSize: sheet.px(parent.height * 0.72)
                        }
                    }
                }
                DelegateChoice {
                    roleValue: "scale"
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        required property int num
                        required property string label
                        required property string status
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: 0.8 * sheet.mm
                        color: status === "current" ? sheet.colourOf(area)
                             : status === "passed" ? Qt.tint(Theme.paper, Qt.alpha(sheet.colourOf(area), 0.25)) : "#ffffff"
                        border.width: Math.max(1, 0.2 * sheet.mm)
                        border.color: Qt.darker(sheet.colourOf(area), 1.3)
                        // The count of crosses over the points, where both can be read; else the points
                        // alone (the count is in the tooltip, and the step the player is on is coloured).
                        readonly property real labelPx: sheet.px(Math.min(3.2 * sheet.mm, height * 0.6))
                        readonly property real countPx: Math.max(sheet.minText, 2.4 * sheet.mm)
                        readonly property bool countShown: !sheet.picture && height >= (labelPx + countPx) * 1.2
                        // A number too wide for its step at the readable size (three digits on the
                        // narrow steps of Doppelt so clever's yellow) runs up the step instead.
                        readonly property bool upright: stepPoints.implicitWidth <= width - 0.6 * sheet.mm
                        Column {
                            anchors.centerIn: parent
                            rotation: parent.upright || parent.countShown ? 0 : -90
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: parent.parent.num
                                visible: parent.parent.countShown
                                color: parent.parent.status === "current" ? "#ccffffff" : Theme.inkSoft
                                font.pixelSize: parent.parent.countPx
                            }
                            Text {
                                id: stepPoints
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: parent.parent.label
                                visible: sheet.shows(parent.parent.labelPx)
                                color: parent.parent.status === "current" ? "#ffffff" : Theme.ink
                                font.bold: true
                                font.pixelSize: parent.parent.labelPx
                            }
                        }
                        HoverHandler { id: stepHover; enabled: !sheet.compact }
                        ToolTip.visible: stepHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("%n cross(es): %1", "", num).arg(qsTr("%n point(s)", "", Number(label)))
                    }
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
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string label
                        required property string status
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: width / 2
                        opacity: status === "unused" ? 0.3 : 1
                        color: status === "current" ? Theme.ink : "#ffffff"
                        border.width: Math.max(1, 0.35 * sheet.mm)
                        border.color: Theme.ink
                        Text {
                            anchors.centerIn: parent
                            text: parent.label
                            visible: sheet.shows(parent.height * 0.6)
                            color: parent.status === "current" ? "#ffffff" : Theme.ink
                            font.bold: true
                            font.pixelSize: sheet.px(parent.height * 0.6)
                        }
                        Text {
                            anchors.centerIn: parent
                            visible: parent.status === "past" && !sheet.picture
                            text: "✕"
                            color: Theme.warn
                            font.pixelSize: sheet.px(parent.height * 0.95)
                        }
                        CrossMark {
                            anchors.fill: parent
                            visible: parent.status === "past" && sheet.picture
                            colour: Theme.warn
                        }
                    }
                }
                DelegateChoice {
                    roleValue: "dice_field"
                    delegate: Rectangle {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string label
                        required property string mark
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: 1.2 * sheet.mm
                        readonly property color dieColour: sheet.colours["die_" + mark] !== undefined
                            ? sheet.colours["die_" + mark] : sheet.colourOf(mark)
                        color: mark !== "" ? dieColour : "#ffffff"
                        border.width: Math.max(1, 0.3 * sheet.mm)
                        border.color: mark !== "" ? Qt.darker(dieColour, 1.6) : "#8f887a"
                        Text {
                            anchors.centerIn: parent
                            text: parent.mark !== "" && Language.current !== "" ? Words.dieLetter(parent.mark) : parent.label
                            color: parent.mark === "" ? Qt.alpha(Theme.ink, 0.5)
                                 : (parent.mark === "white" || parent.mark === "yellow") ? Theme.ink : "#ffffff"
                            font.bold: parent.mark !== ""
                            readonly property real size: parent.height * (parent.mark !== "" ? 0.55 : 0.4)
                            visible: sheet.shows(size)
                            font.pixelSize: sheet.px(size)
                        }
                    }
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
                    delegate: Canvas {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        required property string code
                        required property string shape
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: Math.max(1, mmW * sheet.mm)
                        height: Math.max(1, mmH * sheet.mm)
                        z: 3
                        onWidthChanged: requestPaint()
                        onHeightChanged: requestPaint()
                        onPaint: {
                            const ctx = getContext("2d")
                            ctx.reset()
                            ctx.strokeStyle = Qt.darker(sheet.colourOf(area), 1.5)
                            ctx.lineWidth = Math.max(1, 0.45 * sheet.mm)
                            ctx.setLineDash(code === "main_diagonal" ? [] : [4, 3])
                            ctx.beginPath()
                            if (shape === "rising") { ctx.moveTo(0, height); ctx.lineTo(width, 0) }
                            else { ctx.moveTo(0, 0); ctx.lineTo(width, height) }
                            ctx.stroke()
                        }
                    }
                }
                DelegateChoice {
                    roleValue: "players"
                    // which tables play this round: "1–3" players
                    delegate: Item {
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string label
                        required property string tip
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        Row {
                            anchors.centerIn: parent
                            spacing: 0.5 * sheet.mm
                            Item {  // a small figure: head and shoulders
                                width: 2.6 * sheet.mm; height: 3.6 * sheet.mm
                                anchors.verticalCenter: parent.verticalCenter
                                Rectangle {
                                    x: 0.6 * sheet.mm; width: 1.4 * sheet.mm; height: width
                                    radius: width / 2; color: "transparent"
                                    border.color: Theme.inkSoft; border.width: Math.max(1, 0.25 * sheet.mm)
                                }
                                Rectangle {
                                    y: 1.7 * sheet.mm; width: 2.6 * sheet.mm; height: 1.9 * sheet.mm
                                    radius: width / 2; color: "transparent"
                                    border.color: Theme.inkSoft; border.width: Math.max(1, 0.25 * sheet.mm)
                                }
                            }
                            Text {
                                text: label
                                color: Theme.inkSoft
                                font.bold: true
                                visible: sheet.shows(mmH * sheet.mm * 0.55)
                                font.pixelSize: sheet.px(mmH * sheet.mm * 0.55)
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                        HoverHandler { id: playersHover; enabled: !sheet.compact }
                        ToolTip.visible: playersHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: tip
                    }
                }
                DelegateChoice {
                    roleValue: "score"
                    delegate: Rectangle {
                        id: scoreBox
                        required property real mmX
                        required property real mmY
                        required property real mmW
                        required property real mmH
                        required property string area
                        required property string code
                        required property string mark
                        required property string tip
                        required property string shape
                        objectName: sheet.prefix + "_score_" + code
                        x: mmX * sheet.mm
                        y: mmY * sheet.mm
                        width: mmW * sheet.mm
                        height: mmH * sheet.mm
                        radius: shape === "star" ? height / 2 : 1.5 * sheet.mm  // a pair's star
                        color: code === "total" ? Theme.ink : "#ffffff"
                        border.width: Math.max(1, 0.5 * sheet.mm)
                        border.color: area !== "" ? sheet.colourOf(area) : Theme.ink
                        Text {
                            anchors.centerIn: parent
                            text: scoreBox.mark
                            color: scoreBox.code === "total" ? "#ffffff" : Theme.ink
                            font.bold: true
                            visible: sheet.shows(scoreBox.height * 0.6)
                            font.pixelSize: sheet.px(scoreBox.height * 0.6)
                        }
                        Text {
                            anchors.left: parent.left
                            anchors.top: parent.top
                            anchors.leftMargin: 0.8 * sheet.mm
                            anchors.topMargin: 0.3 * sheet.mm
                            // an area's own total; a box beside an area (a pair, a row) needs none
                            visible: scoreBox.area !== "" && scoreBox.code === scoreBox.area && !sheet.small && sheet.shows(2.6 * sheet.mm)
                            text: Language.current !== "" ? Words.dieLetter(scoreBox.area) : ""
                            color: Qt.darker(sheet.colourOf(scoreBox.area), 1.5)
                            font.pixelSize: sheet.px(2.6 * sheet.mm)
                            font.bold: true
                        }
                        HoverHandler { id: scoreHover; enabled: !sheet.compact }
                        ToolTip.visible: scoreHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: tip
                    }
                }
            }
        }
    }
}
