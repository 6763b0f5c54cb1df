"""Shared test setup: Qt runs offscreen with the software renderer, on any machine.

The variables are set at import, before pytest-qt creates the application.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
