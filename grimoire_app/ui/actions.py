"""Each window's actions and menus as one table: rows of (key, shortcuts, handler, menu).

A window lists its commands once, as `ActionRow`s (catalogue key, shortcuts, handler, the menu it
sits in), with `MenuExtra` rows for what the table does not own (a submenu, another panel's
actions); `build_actions` makes the QActions (named by key, shortcuts set, added to the window
so the shortcuts work without a menu bar), and `fill_menus` lays the menus out in table order,
titled in the window's language. The catalogue gives each action its text (`retitle`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

Shortcut = QKeySequence.StandardKey | str
"""A key sequence: a standard key (the platform's own) or text such as "Ctrl+Shift+N"."""


@dataclass(frozen=True)
class ActionRow:
    """One command of a window: its catalogue key, shortcuts, handler, and the menu it sits in."""

    key: str
    """The catalogue key of its text; also the QAction's objectName."""
    shortcuts: tuple[Shortcut, ...]
    handler: Callable[[], object]
    menu: str | None = None
    """The catalogue key of its menu's title (None: a shortcut or toolbar button only)."""
    separator: bool = False
    """Whether a separator comes before it in its menu."""
    context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut


@dataclass(frozen=True)
class MenuExtra:
    """Menu entries the table does not own (a submenu, another panel's actions), asked for at each fill."""

    menu: str
    items: Callable[[], Sequence[QAction | QMenu]]
    separator: bool = False


Row = ActionRow | MenuExtra


def keys(*shortcuts: Shortcut) -> tuple[Shortcut, ...]:
    """Return shortcuts as a row wants them (readable in a table).

    >>> keys("Ctrl+Z")
    ('Ctrl+Z',)
    """
    return shortcuts


def build_actions(owner: QWidget, rows: Iterable[Row]) -> dict[str, QAction]:
    """Make the table's QActions, keyed by catalogue key, each added to `owner` (its shortcuts work)."""
    actions: dict[str, QAction] = {}
    for row in rows:
        if isinstance(row, ActionRow):
            action = QAction(owner)
            action.setObjectName(row.key)
            action.setShortcuts([QKeySequence(shortcut) for shortcut in row.shortcuts])
            action.setShortcutContext(row.context)
            action.triggered.connect(row.handler)
            owner.addAction(action)
            actions[row.key] = action
    return actions


def fill_menus(bar: QMenuBar, rows: Iterable[Row], actions: Mapping[str, QAction], title: Callable[[str], str]) -> dict[str, QMenu]:
    """Lay the menus out again in table order (menus in order of first mention), titled by `title(key)`."""
    bar.clear()
    menus: dict[str, QMenu] = {}
    for row in rows:
        if row.menu is None:
            continue
        if row.menu not in menus:
            menus[row.menu] = bar.addMenu(title(row.menu))
        menu = menus[row.menu]
        if row.separator:
            menu.addSeparator()
        items: Sequence[QAction | QMenu] = [actions[row.key]] if isinstance(row, ActionRow) else row.items()
        for item in items:
            if isinstance(item, QMenu):
                menu.addMenu(item)
            else:
                menu.addAction(item)
    return menus


def retitle(actions: Mapping[str, QAction], text: Callable[[str], str]) -> None:
    """Set every action's text from the catalogue (on each language switch)."""
    for key, action in actions.items():
        action.setText(text(key))
