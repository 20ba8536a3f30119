"""SeatButtons: a grid of one toggle button per seat, the panel's own way to click players.

The square's clicks and these buttons mean the same thing (the panel routes both to one slot).
Buttons are kept by seat id and only re-created when the seats change, so a click in progress
is never pulled from under the mouse.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QToolButton, QWidget

from grimoire_app.ui.day_panel.view import SeatFace
from grimoire_app.ui.plain import set_tip


STYLE = (
    "QToolButton { padding: 4px; }"
    "QToolButton:checked { background-color: #f2c14e; border: 1px solid #a07800; border-radius: 3px; font-weight: bold; }"
    "QToolButton[hand=\"true\"] { border: 3px solid #ff7043; border-radius: 3px; }"
)
"""A picked seat (a raised hand, the nominator) must read at a glance across the table."""
MIN_WIDTH = 48
"""Buttons may get narrower than their text, so a narrow side panel never scrolls sideways."""
WIDE_AFTER = 12
"""More seats than this go four to a row instead of three (15 players take four rows, not five: issue 19's 1280×720)."""


def columns_for(seats: int, columns: int) -> int:
    """Return how many buttons go to a row for a number of seats (one more than `columns` past WIDE_AFTER).

    >>> columns_for(12, 3), columns_for(15, 3)
    (3, 4)
    """
    return columns + 1 if seats > WIDE_AFTER else columns


class SeatButtons(QWidget):
    """Toggle buttons in table (or vote) order, `columns` to a row (one more for a big table: `columns_for`)."""

    def __init__(self, on_click: Callable[[str], None], columns: int = 3) -> None:
        super().__init__()
        self.setObjectName("day-seats")
        self.on_click = on_click
        self.columns = columns
        self.buttons: dict[str, QToolButton] = {}
        self._order: tuple[str, ...] = ()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(4)
        self.setStyleSheet(STYLE)

    def show_faces(self, faces: list[SeatFace]) -> None:
        """Show these seats, in this order (re-creating buttons only when the seats change)."""
        order = tuple(face.seat for face in faces)
        if order != self._order:
            self._rebuild(order)
        for face in faces:
            button = self.buttons[face.seat]
            button.setText(face.text)
            button.setChecked(face.checked)
            button.setEnabled(face.enabled)
            set_tip(button, face.tip)
            if bool(button.property("hand")) != face.at_hand:  # the clock hand's seat, ringed like on the square
                button.setProperty("hand", face.at_hand)
                button.style().unpolish(button)
                button.style().polish(button)

    def _rebuild(self, order: tuple[str, ...]) -> None:
        """Re-create the buttons; the keyboard focus stays on the same seat's new button (or on this widget).

        Old buttons are hidden while still in the window, then taken out: a parentless widget is a window of its own,
        and one holding the focus would take the window's keys (the vote's Space and arrows) with it.
        """
        focused = next((seat for seat, button in self.buttons.items() if button.hasFocus()), None)
        if focused is not None:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        for button in self.buttons.values():
            self._grid.removeWidget(button)
            button.hide()
            button.setParent(None)
            button.deleteLater()
        self.buttons = {}
        columns = columns_for(len(order), self.columns)
        for index, seat in enumerate(order):
            button = QToolButton(self)
            button.setObjectName(f"day-seat-{seat}")
            button.setCheckable(True)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(30)
            button.setMinimumWidth(MIN_WIDTH)
            button.clicked.connect(lambda _checked=False, s=seat: self.on_click(s))
            self._grid.addWidget(button, index // columns, index % columns)
            button.show()
            self.buttons[seat] = button
        self._order = order
        if focused in self.buttons:
            self.buttons[focused].setFocus(Qt.FocusReason.OtherFocusReason)
