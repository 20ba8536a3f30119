"""Every top-level window sized from the screen it opens on, never larger than what is available.

A window asks for the size it would like (`wanted`); `fit_window` gives it the smaller of that and
the screen's available geometry (QScreen.availableGeometry: the screen less task bars), keeps room
for the window manager's frame, and moves the window inside that area. The size policy is the
screen's, not a constant: on a 1366×768 or 1280×720 laptop no control starts off-screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ROOM = (16, 40)
"""Width and height kept for the window manager's frame (borders and title bar) before it exists."""


def available_area(widget: QWidget | None = None) -> QRect | None:
    """Return the available geometry of the widget's screen (else the primary screen), None without screens."""
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def fitted_size(wanted: tuple[int, int], available: QRect) -> tuple[int, int]:
    """Return the client size for a window that would like `wanted` inside `available` (frame room kept).

    >>> fitted_size((1600, 900), QRect(0, 0, 1366, 768))
    (1350, 728)
    >>> fitted_size((860, 640), QRect(0, 0, 1366, 768))
    (860, 640)
    """
    room_w, room_h = FRAME_ROOM
    return min(wanted[0], available.width() - room_w), min(wanted[1], available.height() - room_h)


def fit_window(window: QWidget, wanted: tuple[int, int], available: QRect | None = None) -> None:
    """Resize `window` to `wanted` or less so its frame fits `available` (default: its screen), and move it inside.

    A minimum size larger than the screen is lowered too: a window must never be forced off-screen.
    """
    area = available if available is not None else available_area(window)
    if area is None:
        window.resize(*wanted)
        return
    width, height = fitted_size(wanted, area)
    minimum = window.minimumSize()
    if minimum.width() > width or minimum.height() > height:
        window.setMinimumSize(min(minimum.width(), width), min(minimum.height(), height))
    window.resize(width, height)
    keep_inside(window, area)


def keep_inside(window: QWidget, available: QRect) -> None:
    """Move the window so its frame lies inside `available` (centred when it was outside)."""
    frame = window.frameGeometry()
    room_w, room_h = FRAME_ROOM
    outer_w = max(frame.width(), window.width() + room_w if not window.isVisible() else frame.width())
    outer_h = max(frame.height(), window.height() + room_h if not window.isVisible() else frame.height())
    x, y = frame.x(), frame.y()
    if x < available.left() or x + outer_w > available.right() + 1:
        x = available.x() + max(0, (available.width() - outer_w) // 2)
    if y < available.top() or y + outer_h > available.bottom() + 1:
        y = available.y() + max(0, (available.height() - outer_h) // 2)
    window.move(x, y)


def frame_fits(window: QWidget, available: QRect) -> bool:
    """Whether the window's frame (or, before a frame exists, its size plus the frame room) fits `available`."""
    frame = window.frameGeometry()
    room_w, room_h = FRAME_ROOM
    width = max(frame.width(), window.width() + (0 if frame.width() > window.width() else room_w))
    height = max(frame.height(), window.height() + (0 if frame.height() > window.height() else room_h))
    return width <= available.width() and height <= available.height()
