"""Walk every window for the text it shows, as Qt renders it, and watch a file for being opened.

`shown_texts(root)` collects (where, raw, rendered) for every label, button, tooltip (widgets,
tabs, tool buttons, menu actions hovered, list/tree/table items, graphics items) and text view
under a widget (an action's own tooltip shows only through a tool button or, set explicitly, a menu);
`rendered(raw, rich)` and `label_shows(label)` say what Qt draws for a text that may be guessed as rich text.
`FileWatch` (Linux inotify) says whether anything — Qt's C++ included — opened a file.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QHelpEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTextEdit,
    QToolTip,
    QWidget,
)


@dataclass(frozen=True)
class Shown:
    """One text on screen: where it is, the string Qt was given, and what Qt draws of it."""

    where: str
    raw: str
    rendered: str


def rendered(raw: str, rich: bool | None = None) -> str:
    """Return the characters Qt draws for a text: as written, or parsed as HTML when rich (None: Qt's guess)."""
    if rich is None:
        rich = GuiQt.mightBeRichText(raw)
    if not rich:
        return raw
    document = QTextDocument()
    document.setHtml(raw)
    return document.toPlainText()


def label_shows(label: QLabel) -> Shown:
    """Return what a label draws, by its text format."""
    fmt = label.textFormat()
    rich = {Qt.TextFormat.PlainText: False, Qt.TextFormat.RichText: True}.get(fmt)
    if fmt == Qt.TextFormat.MarkdownText:
        document = QTextDocument()
        document.setMarkdown(label.text())
        return Shown(f"label {label.objectName()!r}", label.text(), document.toPlainText())
    return Shown(f"label {label.objectName()!r}", label.text(), rendered(label.text(), rich))


def _plain(where: str, text: str) -> Shown:
    return Shown(where, text, text)


def _tip(where: str, tip: str) -> Shown:
    return Shown(f"tooltip of {where}", tip, rendered(tip))


def _item_view(view: QAbstractItemView) -> Iterator[Shown]:
    model = view.model()
    if model is None:
        return
    name = view.objectName() or type(view).__name__

    def columns(parent: QModelIndex) -> int:
        try:
            return max(1, model.columnCount(parent))
        except TypeError:  # a list model's columnCount is private in PySide6
            return 1

    def has_children(index: QModelIndex) -> bool:
        try:
            return bool(model.hasChildren(index))
        except TypeError:  # a list or table model's hasChildren is private in PySide6
            return False

    def walk(parent: QModelIndex) -> Iterator[Shown]:
        for row in range(model.rowCount(parent)):
            for column in range(columns(parent)):
                index = model.index(row, column, parent)
                display = model.data(index, Qt.ItemDataRole.DisplayRole)
                if isinstance(display, str):
                    yield _plain(f"item of {name}", display)
                tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str):
                    yield _tip(f"item of {name}", tip)
                if column == 0 and has_children(index):
                    yield from walk(index)

    yield from walk(QModelIndex())


def _widget(widget: QWidget) -> Iterator[Shown]:
    name = widget.objectName() or type(widget).__name__
    yield _tip(name, widget.toolTip())
    if isinstance(widget, QLabel):
        yield label_shows(widget)
    elif isinstance(widget, QAbstractButton | QLineEdit):
        yield _plain(name, widget.text())
    elif isinstance(widget, QGroupBox):
        yield _plain(name, widget.title())
    elif isinstance(widget, QTextEdit):
        yield Shown(f"text view {name!r}", widget.toHtml(), widget.toPlainText())
    elif isinstance(widget, QComboBox):
        yield from (_plain(name, widget.itemText(i)) for i in range(widget.count()))
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield _plain(name, widget.tabText(i))
            yield _tip(f"tab of {name}", widget.tabToolTip(i))
    if isinstance(widget, QAbstractItemView):
        yield from _item_view(widget)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield _tip(f"graphics item {type(item).__name__} in {name}", item.toolTip())
    for action in widget.actions():
        yield _plain(f"action {action.objectName()!r}", action.text())
    if isinstance(widget, QMenu):
        yield from _menu_tips(widget)


def _menu_tips(menu: QMenu) -> Iterator[Shown]:
    """Hover each action of a menu as a pointer would: a menu shows only the tooltips set explicitly."""
    if not menu.toolTipsVisible():
        return
    menu.popup(QPoint(0, 0))
    for action in menu.actions():
        middle = menu.actionGeometry(action).center()
        QApplication.sendEvent(menu, QHelpEvent(QEvent.Type.ToolTip, middle, menu.mapToGlobal(middle)))
        if QToolTip.isVisible():
            yield _tip(f"menu action {action.text()!r}", QToolTip.text())
        QToolTip.hideText()
    menu.hide()


def shown_texts(root: QWidget) -> list[Shown]:
    """Return every text a widget tree shows or would show on hover, with what Qt draws of it."""
    found = [_plain("window title", root.windowTitle())]
    for widget in [root, *root.findChildren(QWidget)]:
        found += [shown for shown in _widget(widget) if shown.raw]
    for action in root.findChildren(QAction):
        found.append(_plain(f"action {action.objectName()!r}", action.text()))
    return [shown for shown in found if shown.raw]


class FileWatch:
    """Watch one file for being opened or read by anyone in this process (Linux inotify)."""

    IN_ACCESS, IN_OPEN, IN_NONBLOCK = 0x01, 0x20, 0o4000

    def __init__(self, path: Path) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(self.IN_NONBLOCK)
        assert self.fd >= 0, os.strerror(ctypes.get_errno())
        watched = self.libc.inotify_add_watch(self.fd, os.fsencode(path), self.IN_OPEN | self.IN_ACCESS)
        assert watched >= 0, os.strerror(ctypes.get_errno())

    def touched(self) -> bool:
        """Whether the file was opened or read since the last call."""
        try:
            return bool(os.read(self.fd, 65536))
        except BlockingIOError:
            return False

    def close(self) -> None:
        os.close(self.fd)


WATCHABLE = sys.platform.startswith("linux")
"""inotify is Linux's; elsewhere the no-open checks are skipped (the rendering checks still run)."""
