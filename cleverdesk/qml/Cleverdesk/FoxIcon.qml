import QtQuick
import QtQuick.Shapes

// A fox head, drawn (no emoji font needed): ears, face, white cheeks, eyes and nose.
Item {
    id: fox

    property color fur: "#e8641b"
    property color dark: "#2b2b2b"
    readonly property real s: Math.min(width, height) / 10

    Shape {
        anchors.centerIn: parent
        width: fox.s * 10
        height: fox.s * 10
        preferredRendererType: Shape.CurveRenderer

        ShapePath {
            fillColor: fox.fur
            strokeColor: fox.dark
            strokeWidth: Math.max(0.6, fox.s * 0.35)
            joinStyle: ShapePath.RoundJoin
            PathPolyline {
                path: [Qt.point(0.6 * fox.s, 0.6 * fox.s), Qt.point(3.4 * fox.s, 2.8 * fox.s),
                       Qt.point(6.6 * fox.s, 2.8 * fox.s), Qt.point(9.4 * fox.s, 0.6 * fox.s),
                       Qt.point(8.9 * fox.s, 5.4 * fox.s), Qt.point(5.0 * fox.s, 9.4 * fox.s),
                       Qt.point(1.1 * fox.s, 5.4 * fox.s), Qt.point(0.6 * fox.s, 0.6 * fox.s)]
            }
        }
        ShapePath {
            fillColor: "#ffffff"
            strokeColor: "transparent"
            PathPolyline {
                path: [Qt.point(1.6 * fox.s, 5.6 * fox.s), Qt.point(5.0 * fox.s, 6.6 * fox.s),
                       Qt.point(8.4 * fox.s, 5.6 * fox.s), Qt.point(5.0 * fox.s, 9.0 * fox.s),
                       Qt.point(1.6 * fox.s, 5.6 * fox.s)]
            }
        }
    }
    Rectangle { x: 3.1 * fox.s; y: 4.1 * fox.s; width: 1.1 * fox.s; height: width; radius: width / 2; color: fox.dark }
    Rectangle { x: 5.8 * fox.s; y: 4.1 * fox.s; width: 1.1 * fox.s; height: width; radius: width / 2; color: fox.dark }
    Rectangle { x: 4.3 * fox.s; y: 8.0 * fox.s; width: 1.4 * fox.s; height: width; radius: width / 2; color: fox.dark }
}
