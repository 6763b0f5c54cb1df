"""The bridge between the rules engine and QML: QObjects and models only, no rules here."""
