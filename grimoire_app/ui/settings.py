"""What the app remembers between runs (issue 19): language, last script, panel split, window size and place, day timer lengths.

Kept with QSettings in an INI file in the user's data folder (paths.settings_file(): platformdirs, or
GRIMOIRE_DATA_DIR in tests and portable use). A remembered window place is used only when it still
lies on a screen (a second monitor may be gone); otherwise the window opens maximized as on a first run.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtGui import QGuiApplication

from grimoire_app import paths
from grimoire_app.ui.screen_fit import FRAME_ROOM

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang
    from grimoire_app.ui.main_window import MainWindow

LANGUAGES: tuple[Lang, ...] = ("ko", "en")
VISIBLE_SHARE = 0.5
"""A remembered window is restored when at least this share of it lies on one screen's available area."""


def app_settings() -> QSettings:
    """The settings store (an INI file; a fresh object each time, so a changed data folder is followed)."""
    return QSettings(str(paths.settings_file()), QSettings.Format.IniFormat)


def remembered_language(default: Lang = "ko") -> Lang:
    """The language chosen last time (Ctrl+L), else `default`."""
    value = app_settings().value("language", default)
    return next((lang for lang in LANGUAGES if lang == value), default)


def remember_language(lang: Lang) -> None:
    """Remember the language for the next start."""
    store = app_settings()
    store.setValue("language", lang)
    store.sync()


def remembered_script() -> Path | None:
    """The script file the Script tab showed last time, when it still exists."""
    value = app_settings().value("last_script", "")
    path = Path(str(value)) if value else None
    return path if path is not None and path.is_file() else None


def on_a_screen(rect: QRect, screens: list[QRect] | None = None) -> bool:
    """Whether at least VISIBLE_SHARE of `rect` lies on one of the screens' available areas.

    >>> on_a_screen(QRect(100, 100, 800, 600), [QRect(0, 0, 1366, 736)])
    True
    >>> on_a_screen(QRect(2000, 100, 800, 600), [QRect(0, 0, 1366, 736)])
    False
    """
    areas = screens if screens is not None else [screen.availableGeometry() for screen in QGuiApplication.screens()]
    whole = rect.width() * rect.height()
    if whole <= 0:
        return False
    for area in areas:
        part = rect.intersected(area)
        if part.width() * part.height() >= whole * VISIBLE_SHARE:
            return True
    return False


def save_window_settings(window: MainWindow) -> None:
    """Remember the main window's language, size and place, maximized state, side split and Script tab script."""
    store = app_settings()
    store.setValue("language", window.lang)
    store.setValue("window/maximized", window.isMaximized() or window.isFullScreen())
    normal = window.normalGeometry() if (window.isMaximized() or window.isFullScreen()) else window.geometry()
    store.setValue("window/geometry", [normal.x(), normal.y(), normal.width(), normal.height()])
    store.setValue("window/split", window.square_tab.saveState())
    script = window.sheets.script
    if script is not None and script.source and Path(script.source).is_file():
        store.setValue("last_script", str(Path(script.source).resolve()))
    store.sync()


def restore_window_settings(window: MainWindow, screens: list[QRect] | None = None) -> bool:
    """Put back the side split, the last script and the window's place; return whether the place was restored
    (False: nothing remembered, or it is off every screen now; the caller then maximizes the window)."""
    store = app_settings()
    split = store.value("window/split")
    if isinstance(split, QByteArray) and not split.isEmpty():
        window.square_tab.restoreState(split)
    script = remembered_script()
    if script is not None:
        window.load_script_later(script)  # a script that no longer reads is simply not shown again
    values = store.value("window/geometry")
    if str(store.value("window/maximized", "false")).lower() == "true" or not isinstance(values, list) or len(values) != 4:
        return False
    try:
        x, y, width, height = (int(v) for v in values)
    except (TypeError, ValueError):
        return False
    rect = QRect(x, y, width, height)
    if not on_a_screen(rect, screens):
        return False
    area = next((a for a in (screens or [s.availableGeometry() for s in QGuiApplication.screens()]) if a.intersects(rect)), None)
    if area is not None:
        room_w, room_h = FRAME_ROOM
        rect.setWidth(min(rect.width(), area.width() - room_w))
        rect.setHeight(min(rect.height(), area.height() - room_h))
    window.setGeometry(rect)
    return True


def remembered_timer_offset(kind: str) -> int:
    """The seconds the Storyteller added to (or took off) a day timer's default last time (ui/day_timer.py); 0 at first."""
    try:
        return int(str(app_settings().value(f"day_timer/{kind}_offset", 0)))
    except ValueError:
        return 0


def remember_timer_offset(kind: str, seconds: int) -> None:
    """Remember a day timer's offset from its default for the next day and the next start."""
    store = app_settings()
    store.setValue(f"day_timer/{kind}_offset", int(seconds))
    store.sync()
