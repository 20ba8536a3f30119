"""PanelComboBox: a drop-down that lives in a scrolling side panel.

Two Qt defaults hurt there. A combo box under the mouse takes the wheel, so scrolling the night panel's
detail over the Barista's option silently changed the choice; and a combo box is as wide as its longest
item, so a long option pushed the whole panel wider than its column (a horizontal scroll bar, cut text).
This one takes the wheel only once it has the focus (clicked or tabbed to), and asks for a modest width,
showing the whole item text in its list and its tooltip.

Use it for drop-downs that live as long as their panel (the night choice box, the day panel). Rows that are
rebuilt on every change (the wizard's deal and reminder rows, ONUW votes, the Moonchild's picks) keep a plain
QComboBox: a Python override on a box deleted while its own popup's click is delivered is a crash risk (a
segfault seen once in the wizard under load).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent, QWheelEvent
from PySide6.QtWidgets import QComboBox, QWidget

MINIMUM_CHARACTERS = 12
"""The width a panel combo box asks for, in characters (it may grow with the column)."""


class PanelComboBox(QComboBox):
    """A combo box for scrolling panels: no wheel without focus, no width from its longest item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(MINIMUM_CHARACTERS)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        # The whole current item as the tooltip, kept up to date where it is drawn: a signal connected to the box's own
        # method could be called while Qt tears the box down.
        if self.toolTip() != self.currentText():
            self.setToolTip(self.currentText())
        super().paintEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # the scroll area behind scrolls instead
