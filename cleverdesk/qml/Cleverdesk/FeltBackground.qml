import QtQuick
import Cleverdesk

// The green felt under a table (the Clever table and SET Cubed's).
Rectangle {
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.felt }
        GradientStop { position: 1.0; color: Theme.feltDark }
    }
}
