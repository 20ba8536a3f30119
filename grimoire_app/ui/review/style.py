"""Review mode's colours and sizes in one place (the square's own live in town_square/style.py)."""

from __future__ import annotations

PHASE_COLOURS = {"setup": "#8a8d93", "night": "#2c3566", "day": "#d9a441"}
"""Bands of the timeline slider and tints of the group headers, by phase kind."""
HEADER_TINTS = {"setup": "#e4e5e8", "night": "#d9dcef", "day": "#f7ebcf"}
"""Background of a night's or day's header row in the timeline list (light enough for dark text)."""
MARK_COLOURS = {"death": "#b3261e", "execution": "#e0611f", "nomination": "#2f7fd6"}
"""Deaths, executions and nominations: their dot in the list and their tick on the slider."""
BANNER_STYLE = "background:#fff4d6; color:#5c4400; padding:6px 10px; border-bottom:1px solid #e5c46b;"
"""The notice above the review (a torn end of the file, a reload)."""
POSITION_STYLE = "font-size:15px; font-weight:bold; padding:4px 2px;"
SIDE_MIN_WIDTH = 360
"""Narrowest the timeline column gets."""
WINDOW_SIZE = (1366, 800)
SLIDER_HEIGHT = 34
"""Room for the groove, the phase bands below it and the mark ticks above it."""
DOT_SIZE = 10
"""The timeline list's mark dots, in pixels."""
