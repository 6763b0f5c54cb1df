"""The bridge between the rules engine and QML: QObjects and models only, no rules here.

One package per room: a file's folder says which screen it serves. `app` starts the desk,
`common` holds what every screen shares (below the screens), and `table`, `setcubed`,
`history`, `saves`, `campaign`, `printing` and `review` each serve their screen."""
