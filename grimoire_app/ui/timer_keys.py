"""The day timers' kinds and window-wide keys (no Qt, no pydantic): the main window's start reads them (issue 20).

ui/timer_clock.py (the timers' logic, which validates its data with pydantic) re-exports them.
"""

from __future__ import annotations

from typing import Literal

__all__ = ["TIMER_KEYS", "TIMER_KINDS", "TimerKind"]

TimerKind = Literal["discussion", "nomination"]
"""The day's open discussion, or one nomination's accusation and defence."""
TIMER_KINDS: tuple[TimerKind, ...] = ("discussion", "nomination")
TIMER_KEYS: dict[TimerKind, str] = {"discussion": "Ctrl+T", "nomination": "Ctrl+Shift+T"}
"""Each timer's window-wide start/pause key: the main window binds them, the day panel names them in tooltips (here so
the window need not import the day panel to build its menus)."""
