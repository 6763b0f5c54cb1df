pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Cleverdesk

// A large, clearly readable button for the desk. `tip` shows as a tooltip, also when disabled
// (a disabled button says why it is disabled), and is the button's description for a screen
// reader. Tab reaches it (a click does not take the keyboard from the screen's own keys); Space,
// Enter and Return press it.
Button {
    id: control

    // Drawn at sizeScale times the desk's sizes (Theme.u): 0.85 for a button in a card.
    property real sizeScale: 1
    readonly property real u: Theme.u * sizeScale
    property string tip: ""
    property bool primary: false
    property bool onDark: false
    // A shorter label (an arrow, a sign) shown when the words do not fit the width the layout
    // gives; the words stay the tooltip and the name a screen reader says.
    property string shortText: ""
    readonly property bool shortened: shortText !== ""
                                      && wordsMetrics.advanceWidth > availableWidth + 0.5
    TextMetrics { id: wordsMetrics; font: control.font; text: control.text }
    // As wide as its words whatever it shows, so that a layout that shortens it never widens
    // it again (and back and forth).
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            Math.max(contentItem.implicitWidth, Math.ceil(wordsMetrics.advanceWidth))
                            + leftPadding + rightPadding)

    focusPolicy: Qt.TabFocus
    Keys.onReturnPressed: (event) => { if (control.enabled) control.clicked(); event.accepted = true }
    Keys.onEnterPressed: (event) => { if (control.enabled) control.clicked(); event.accepted = true }
    Accessible.role: Accessible.Button
    Accessible.name: control.text
    Accessible.description: control.tip
    font.pixelSize: Theme.px(17, u)  // never below the desk's smallest text
    padding: Math.round(10 * u)
    leftPadding: Math.round(18 * u)
    rightPadding: Math.round(18 * u)
    hoverEnabled: true

    contentItem: Text {
        textFormat: Text.PlainText
        text: control.shortened ? control.shortText : control.text
        font: control.font
        color: !control.enabled ? (Theme.high ? control.highDisabledInk
                                              : (control.onDark ? "#8fa596" : "#9a958a"))
                                : control.primary ? "#1b1b1b" : (control.onDark ? Theme.buttonOnDarkText : Theme.ink)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    // In high contrast a disabled button is told apart by its shape, not by a shade: no fill,
    // a dashed outline instead of the solid one, and grey words (still 7:1 on the screen).
    readonly property bool highDisabled: Theme.high && !control.enabled
    readonly property color highDisabledInk: control.onDark ? "#a6a6a6" : "#595959"

    background: Rectangle {
        id: face
        implicitWidth: 120 * control.u
        implicitHeight: 44 * control.u
        radius: 8 * control.u
        color: {
            if (!control.enabled)
                return Theme.high ? "transparent" : (control.onDark ? "#2a4336" : "#e4dfd2")
            if (control.primary)
                return control.down ? "#e0b020" : (control.hovered ? "#ffd75e" : "#ffcf40")
            if (control.onDark)
                return control.down ? Theme.buttonOnDarkDown : (control.hovered ? Theme.buttonOnDarkHover : Theme.buttonOnDark)
            return control.down ? "#ddd6c4" : (control.hovered ? "#fffaf0" : "#f4efe2")
        }
        border.width: control.highDisabled ? 0 : Math.max(1, control.u) * Theme.borderScale
        border.color: control.onDark ? Theme.buttonOnDarkBorder : Theme.buttonBorder

        Loader {  // made only while it shows: most buttons never need it
            anchors.fill: parent
            active: control.highDisabled
            sourceComponent: Shape {
                id: outline
                objectName: "disabledOutline"
                readonly property real line: 2 * Math.max(1, control.u)
                ShapePath {
                    strokeColor: control.highDisabledInk
                    strokeWidth: outline.line
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 2]
                    fillColor: "transparent"
                    PathRectangle {
                        x: outline.line / 2
                        y: outline.line / 2
                        width: face.width - outline.line
                        height: face.height - outline.line
                        radius: face.radius
                    }
                }
            }
        }
    }

    FocusRing { shown: control.visualFocus }

    // Tooltips also for disabled buttons: a HoverHandler still sees the pointer.
    HoverHandler { id: hover }
    ToolTip.visible: (control.tip !== "" || control.shortened) && (hover.hovered || control.visualFocus)
    ToolTip.text: control.shortened && control.tip.indexOf(control.text) < 0
                  ? control.text + " · " + control.tip : control.tip
    ToolTip.delay: 500
}
