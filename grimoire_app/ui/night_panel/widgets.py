"""Small widget helpers the night panel's boxes share: rebuilt contents, checkable id lists, buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from grimoire_app.ui.night_panel.style import NAV_STYLE
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

ID_ROLE = Qt.ItemDataRole.UserRole


def clear_layout(layout: QLayout) -> None:
    """Take every widget and sub-layout out of a layout (they are deleted later)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)
            inner.deleteLater()


def fill_ids(widget: QListWidget, entries: Sequence[tuple[str, str, bool]]) -> None:
    """Show (id, label, checked) entries, reusing the items when the ids are the same (keeps the scroll)."""
    same = widget.count() == len(entries) and all(widget.item(i).data(ID_ROLE) == e[0] for i, e in enumerate(entries))
    if not same:
        widget.clear()
        for key, _label, _checked in entries:
            item = QListWidgetItem()
            item.setData(ID_ROLE, key)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            widget.addItem(item)
    for row, (_key, label, checked) in enumerate(entries):
        item = widget.item(row)
        if item.text() != label:
            item.setText(label)
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        if item.checkState() != state or item.data(Qt.ItemDataRole.CheckStateRole) is None:
            item.setCheckState(state)


def item_id(item: QListWidgetItem) -> str:
    """Return the id an entry stands for."""
    return str(item.data(ID_ROLE))


def wrapped(text: str, style: str = "", name: str | None = None) -> QLabel:
    """Return a word-wrapped label with a style."""
    label = plain_label(text, wordWrap=True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if style:
        label.setStyleSheet(style)
    return named(label, name) if name else label


class FittingButton(QPushButton):
    """A push button that fits its column: a text too long for it ends in "…" and the whole text is its tooltip.

    A plain QPushButton asks for its whole text's width, so one long card ("Show: This character selected you →
    …") made the night panel wider than its column, with a horizontal scroll bar and the answers cut off.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # may shrink to minimumSizeHint
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802
        self.full_text = text
        self._fit()

    def text(self) -> str:
        """Return the whole text (what the button does), not the shortened one drawn."""
        return self.full_text

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802
        """The whole text's size (the drawn text may be shorter), so the layout gives it room when it can."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.full_text
        metrics = self.fontMetrics()
        text = QSize(metrics.horizontalAdvance(self.full_text), metrics.height())
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, text, self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * MINIMUM_BUTTON_CHARACTERS), hint.height())

    def _fit(self) -> None:
        room = max(self.width() - 2 * self.fontMetrics().averageCharWidth() - BUTTON_PADDING, 0)
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room) if self.width() > 0 else self.full_text
        super().setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")


MINIMUM_BUTTON_CHARACTERS = 8
"""The narrowest a fitting button asks to be, in characters."""
BUTTON_PADDING = 16
"""Room the button's frame and margins take, in pixels."""


def button(text: str, name: str, on_click: Callable[[], object], style: str = NAV_STYLE, parent: QWidget | None = None) -> QPushButton:
    """Return a push button that calls a function when clicked, fitting its column (FittingButton)."""
    made = named(FittingButton(text, parent), name)
    made.setStyleSheet(style)
    made.clicked.connect(lambda _checked=False: on_click())
    return made
