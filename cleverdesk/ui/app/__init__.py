"""Start-up and the desk: the QApplication, the QML engine, the settings (Desk), the first-run
checks and the headless tools (startup benchmark, screenshots)."""
