"""The night panel's looks in one place: large type for a dim room, parchment for the words to run."""

from __future__ import annotations

TITLE_STYLE = "font-size: 20px; font-weight: bold;"
NIGHT_STYLE = "font-size: 22px; font-weight: bold;"
STATUS_STYLE = "font-size: 15px;"
HOW_TO_RUN_STYLE = (
    "background: #efe4c8; color: #2a2118; border-radius: 8px; padding: 12px; font-size: 19px; line-height: 130%;"
)
"""The how-to-run text: dark ink on parchment, large enough to read at arm's length in a dim room."""
IMPAIRED_STYLE = "color: #b3261e; font-size: 15px; font-weight: bold;"
NOTE_STYLE = "color: #6b4f00; font-size: 14px;"
WARNING_STYLE = "color: #b3261e; font-weight: bold;"
WHY_STYLE = "color: #4a4540; font-size: 14px;"
MODE_STYLE = "font-size: 16px; font-weight: bold;"
ANSWER_STYLE = "font-size: 17px; padding: 6px 10px;"
SUGGESTED_STYLE = "font-size: 17px; padding: 6px 10px; font-weight: bold; background: #f2c14e; color: #2a2118;"
"""The suggested answer: gold, like the square's selection."""
OTHER_ANSWER_STYLE = "font-size: 15px; padding: 4px 8px; color: #8d8a84;"
BANNER_STYLE = "background: #2f3d37; color: #f4efe4; padding: 8px; border-radius: 6px; font-size: 15px;"
ANNOUNCE_STYLE = "font-size: 22px; padding: 8px;"
NAV_STYLE = "font-size: 15px; padding: 6px 10px;"
ANSWER_COLUMNS = 4
"""Answer buttons per row, at most."""
ANSWER_ROW_WIDTH = 380
"""Pixels a row of answer buttons may take: the panel's width beside the square at 1366 px, less margins.
Long answers ("지현, 수아: 독살범") get fewer columns, so the step's text is never pushed off the side."""
MAX_ANSWERS = 24
"""Answers shown before "more…" (a Noble's triples on 15 players are hundreds)."""
