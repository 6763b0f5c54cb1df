pragma ComponentBehavior: Bound
import QtQuick
import Cleverdesk

// A game's rules as headed sections: `sections` is a list of {key, title, text[, rating]}; each
// heading has room above it, each body is rich text. A section with `rating` ends with the
// game's solo rating table, read from the engine's bands (so it cannot differ from the scoring).
// `text` is the whole text at once, for tests and search.
Column {
    id: column

    property string game: ""
    property var sections: []
    readonly property int bodySize: Math.max(14, Math.round(16 * Theme.u))
    // qsTr in the binding: a language switch (engine retranslate) reads the labels again
    readonly property string ratingText: {
        var rows = Words.ratingTable(column.game)
        return rows.length === 0 ? "" : "<b>" + qsTr("Rating table") + "</b><br>"
            + rows.map(function(row) { return row.points + ": " + row.label }).join("<br>")
    }
    readonly property string text: sections.map(function(section) {
        return "<h2>" + section.title + "</h2>" + section.text
            + (section.rating ? "<p>" + column.ratingText + "</p>" : "")
    }).join("")

    // half a line between the paragraphs of a section
    readonly property string paragraphs: "<style>p { margin-top: 0px; margin-bottom: "
                                         + Math.round(column.bodySize * 0.6) + "px; }</style>"

    spacing: 0

    Repeater {
        model: column.sections
        Column {
            id: section
            required property var modelData
            required property int index
            width: column.width
            spacing: 6 * Theme.u
            objectName: "rulesSection_" + modelData.key

            Text {
                objectName: "rulesHeading_" + section.modelData.key
                width: parent.width
                // the space above a heading sets the sections apart; none above the first
                topPadding: section.index > 0 ? Math.max(16, 26 * Theme.u) : 0
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Math.max(18, Math.round(22 * Theme.u))
                font.bold: true
                text: section.modelData.title
            }
            Text {
                objectName: "rulesBody_" + section.modelData.key
                width: parent.width
                wrapMode: Text.WordWrap
                // rich text, for the room between paragraphs (styled text ran them together)
                textFormat: Text.RichText
                color: Theme.ink
                font.pixelSize: column.bodySize
                lineHeight: 1.2
                text: column.paragraphs + section.modelData.text
                Accessible.name: section.modelData.text
            }
            Text {
                objectName: "rulesRating_" + section.modelData.key
                visible: !!section.modelData.rating
                width: parent.width
                leftPadding: 12 * Theme.u
                wrapMode: Text.WordWrap
                textFormat: Text.StyledText
                color: Theme.ink
                font.pixelSize: column.bodySize
                lineHeight: 1.2
                text: column.ratingText
            }
        }
    }
}
