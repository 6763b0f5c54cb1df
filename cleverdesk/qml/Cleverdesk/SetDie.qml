pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes

// One SET Cubed die face: 1–3 identical symbols in one colour and one shape, or WILD.
// Colour is shown twice, for colour-blind players: by the ink and by the fill —
// red solid, green striped, purple open (the dice have no shading, so nothing else uses it).
Item {
    id: die

    property string face: ""      // "2GS", "WILD" or "" (nothing)
    property bool wild: false     // a WILD on the board, showing its declared symbol
    property real size: 48
    property bool dimmed: false

    readonly property bool isWild: face === "WILD"
    readonly property int count: (face.length === 3 && !isWild) ? parseInt(face[0]) : 0
    readonly property string colourCode: count > 0 ? face[1] : ""
    readonly property string shapeCode: count > 0 ? face[2] : ""
    readonly property color ink: colourCode === "R" ? "#d01c1c"
                                 : colourCode === "G" ? "#138a3a"
                                 : colourCode === "P" ? "#6a2c9e" : "#333333"
    readonly property real symbolWidth: size * 0.70
    readonly property real symbolHeight: size * 0.19
    readonly property real gap: size * 0.055

    width: size
    height: size

    function pathFor(shape, w, h) {
        if (shape === "D")
            return "M 0 " + h / 2 + " L " + w / 2 + " 0 L " + w + " " + h / 2 + " L " + w / 2 + " " + h + " Z"
        if (shape === "O") {
            const r = h / 2
            return "M " + r + " 0 L " + (w - r) + " 0 A " + r + " " + r + " 0 0 1 " + (w - r) + " " + h
                 + " L " + r + " " + h + " A " + r + " " + r + " 0 0 1 " + r + " 0 Z"
        }
        // squiggle
        const p = (x, y) => (x * w).toFixed(2) + " " + (y * h).toFixed(2)
        return "M " + p(0.03, 0.78)
             + " C " + p(0.06, 0.10) + " " + p(0.36, -0.08) + " " + p(0.58, 0.22)
             + " C " + p(0.72, 0.40) + " " + p(0.84, 0.08) + " " + p(0.95, 0.06)
             + " C " + p(1.02, 0.40) + " " + p(0.92, 1.06) + " " + p(0.50, 0.80)
             + " C " + p(0.32, 0.66) + " " + p(0.20, 1.08) + " " + p(0.03, 0.78) + " Z"
    }

    Rectangle {
        id: body
        anchors.fill: parent
        radius: die.size * 0.16
        color: die.wild ? "#fff6d8" : "#fffdf7"
        border.width: Math.max(1, die.size * (die.wild ? 0.06 : 0.03))
        border.color: die.wild ? "#c98d00" : "#8a8373"
    }

    Column {
        anchors.centerIn: parent
        spacing: die.gap
        visible: die.count > 0
        Repeater {
            model: die.count
            delegate: Shape {
                width: die.symbolWidth
                height: die.symbolHeight
                preferredRendererType: Shape.CurveRenderer
                ShapePath {
                    strokeColor: die.ink
                    strokeWidth: Math.max(1, die.size * (die.colourCode === "P" ? 0.045 : 0.03))
                    joinStyle: ShapePath.RoundJoin
                    fillColor: die.colourCode === "R" ? die.ink
                             : die.colourCode === "P" ? "#fffdf7" : "transparent"
                    fillGradient: die.colourCode === "G" ? stripes : null
                    PathSvg { path: die.pathFor(die.shapeCode, die.symbolWidth, die.symbolHeight) }
                }
                LinearGradient {
                    id: stripes
                    x1: 0; y1: 0
                    x2: Math.max(3, die.size * 0.075); y2: 0
                    spread: ShapeGradient.RepeatSpread
                    GradientStop { position: 0.0; color: die.ink }
                    GradientStop { position: 0.5; color: die.ink }
                    GradientStop { position: 0.5; color: "#fffdf7" }
                    GradientStop { position: 1.0; color: "#fffdf7" }
                }
            }
        }
    }

    // The WILD face (in a hand): a star and the word.
    Item {
        anchors.fill: parent
        visible: die.isWild
        Text {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: -die.size * 0.1
            text: "★"
            color: "#e0a400"
            font.pixelSize: Math.max(9, die.size * 0.42)
        }
        Text {
            // a small die (the players' list) has no room for the word at a readable size:
            // the star alone says WILD there
            visible: die.size * 0.2 >= 9
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: die.size * 0.1
            text: qsTr("WILD")
            color: "#23211d"
            font.bold: true
            font.letterSpacing: 1
            font.pixelSize: die.size * 0.2
        }
    }

    // A WILD on the board: its declared symbol, marked as a WILD.
    Rectangle {
        visible: die.wild && !die.isWild
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: -die.size * 0.06
        width: Math.max(12, die.size * 0.32)  // room for a readable "W" on a small board
        height: width
        radius: width / 2
        color: "#e0a400"
        border.color: "#ffffff"
        border.width: 1
        Text {
            anchors.centerIn: parent
            text: qsTr("W", "WILD badge")
            color: "#23211d"
            font.bold: true
            font.pixelSize: Math.max(9, die.size * 0.19)
        }
    }

    Rectangle {
        anchors.fill: body
        radius: body.radius
        color: "#1b2a22"
        opacity: die.dimmed ? 0.5 : 0
    }
}
