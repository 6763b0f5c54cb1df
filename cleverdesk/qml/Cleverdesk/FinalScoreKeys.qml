pragma Singleton
import QtQuick

// The keys of the final scoring card. Enter (or Space) with no button of the card chosen stays
// on the card: the result and the offer to review the game are looked at, never left by a key
// pressed out of habit (it used to start a new game). Tab and the arrows walk the card's buttons
// (DialogKeys), never the top bar behind it; Enter then presses the button chosen.
QtObject {
    // true when the key was the card's (it is then handled)
    function pressed(event, buttons) {
        if (DialogKeys.walk(event, buttons))
            return true
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                      || event.key === Qt.Key_Space
        if (!enter)
            return false
        for (let i = 0; i < buttons.children.length; ++i) {
            const button = buttons.children[i]
            if (button.activeFocus && button.visible && button.enabled) {
                button.clicked()
                return true
            }
        }
        return true  // no button chosen: the card stays
    }
}
