"""Small widget helpers the night panel's boxes share: rebuilt contents, checkable id lists, buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
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


def button(text: str, name: str, on_click: Callable[[], object], style: str = NAV_STYLE, parent: QWidget | None = None) -> QPushButton:
    """Return a push button that calls a function when clicked."""
    made = named(QPushButton(text, parent), name)
    made.setStyleSheet(style)
    made.clicked.connect(lambda _checked=False: on_click())
    return made
