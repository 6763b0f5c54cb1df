pragma Singleton
import QtQuick

// The keys of a small dialog drawn over a screen (its buttons in one row or a few): Tab and the arrows
// walk its shown buttons, round the ends, and never leave for the screen behind it. Each button
// calls it from its own Keys.onPressed: a focused button would otherwise take Tab itself and
// follow the window's focus chain out of the dialog.
QtObject {
    // The shown, enabled items of `rows` (one row, or a list of rows in their order) that take
    // the focus by Tab: a row may hold a text beside its buttons (a code to select).
    function stops(rows) {
        const found = []
        for (const row of Array.isArray(rows) ? rows : [rows]) {
            for (let i = 0; i < row.children.length; ++i) {
                const child = row.children[i]
                if (child.visible && child.enabled && child.activeFocusOnTab === true)
                    found.push(child)
            }
        }
        return found
    }

    // Moves the focus for a Tab, Backtab or arrow key; true when the key was one of them.
    function walk(event, rows) {
        let step = 0
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Right || event.key === Qt.Key_Down)
            step = 1
        else if (event.key === Qt.Key_Backtab || event.key === Qt.Key_Left || event.key === Qt.Key_Up)
            step = -1
        if (step === 0)
            return false
        const buttons = stops(rows)
        if (buttons.length > 0) {
            let at = buttons.findIndex(button => button.activeFocus)
            at = at < 0 ? 0 : (at + step + buttons.length) % buttons.length
            buttons[at].forceActiveFocus(step > 0 ? Qt.TabFocusReason : Qt.BacktabFocusReason)
        }
        return true
    }
}
