"""UI constants in one place: colours, sizes and margins."""

from __future__ import annotations

TEAM_COLOURS = {
    "townsfolk": "#1f5fa8",
    "outsider": "#3b8fd0",
    "minion": "#b3261e",
    "demon": "#7a0b0b",
    "traveller": "#6a4c93",
    "fabled": "#b08900",
    "loric": "#2e7d32",
}
"""Text and token colours by character type (good blues, evil reds)."""

WINDOW_SIZE = (1280, 760)
"""Default main-window size: fits a 1366×768 laptop screen."""

SHEET_MIN_WIDTH = 300
"""Narrowest a sheet column may get before the splitter stops."""

TRAY_WIDTH = 230
"""Width of the reminder tray's column beside the town square (ui/reminder_tray.py, ui/square_preview.py)."""
