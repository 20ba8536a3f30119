"""The privacy cover's key (ui/privacy.py), apart so that the main window binds it before its first paint without
importing the cover (which imports the model): F12 covers the window from the start on (issue 20)."""

from __future__ import annotations

from PySide6.QtCore import Qt

PRIVACY_KEY = Qt.Key.Key_F12
"""The one key that covers and uncovers."""
