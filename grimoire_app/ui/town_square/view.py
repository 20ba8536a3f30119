"""TownSquareView: the window onto the square; it keeps the scene the size of the viewport.

The scene is laid out in view pixels (not scaled), so tokens are redrawn crisply at every size
and device pixel ratio. Keys the square answers itself: arrows move the seat selection, Enter
or the Menu key opens the selected seat's menu, Ctrl+Z / Ctrl+Shift+Z undo and redo, F11 asks
for full screen. A window-level action with the same key wins (Qt handles shortcuts first), so
the main window's own Undo action and these never fight.

`ExternalDrag` carries a drag that started outside the view (a tray token) until it is dropped.
The widget that got the press keeps the mouse (Qt's implicit grab) and reports the drop; the
view reports it too when it gets the release, so both real mice and qtbot drags work.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from grimoire_app.ui.town_square.scene import TownSquareScene

RELAYOUT_DELAY_MS = 30


class ExternalDrag:
    """A token dragged from outside the square (the tray), until dropped.

    Plain callbacks rather than Qt signals: a drag reports every mouse move, and PySide6 6.12
    drops a reference to True on every Signal.emit under Python 3.11 (a PySide6 6.12.0 bug).
    """

    def __init__(self) -> None:
        self.payload: object | None = None
        self.on_move: Callable[[QPoint], object] = lambda _pos: None
        self.on_drop: Callable[[object, QPoint], object] = lambda _payload, _pos: None

    @property
    def active(self) -> bool:
        """Return whether a drag is under way."""
        return self.payload is not None

    def start(self, payload: object) -> None:
        """Begin dragging a payload."""
        self.payload = payload

    def move(self, global_pos: QPoint) -> None:
        """Report where the mouse is."""
        if self.active:
            self.on_move(global_pos)

    def finish(self, global_pos: QPoint) -> None:
        """Drop the payload where the mouse was released (once)."""
        payload, self.payload = self.payload, None
        if payload is not None:
            self.on_drop(payload, global_pos)


class TownSquareView(QGraphicsView):
    """Shows the scene at 1:1, relaying out on resize."""

    undo_requested = Signal()
    redo_requested = Signal()
    fullscreen_requested = Signal()
    menu_requested = Signal(str, QPoint)
    """The keyboard asked for the selected seat's menu, at a global position."""

    def __init__(self, scene: TownSquareScene, external: ExternalDrag, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.square = scene
        self.external = external
        self.setObjectName("town-square-view")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._relayout = QTimer(self, singleShot=True, interval=RELAYOUT_DELAY_MS)
        self._relayout.timeout.connect(self.fit_now)
        self.fit_when_shown = True
        """Whether showing the view lays the square out at once. The app's start turns it off: showing its window
        resizes the view again before any paint (maximized, split), and the start lays the square out once after
        that (ui/app.py show_main_window); else RELAYOUT_DELAY_MS after being shown."""

    def fit_now(self) -> None:
        """Lay the scene out for the viewport's current size at once (nothing once the view is gone)."""
        if not shiboken6.isValid(self):
            return
        self._relayout.stop()
        size = self.viewport().size()
        self.square.set_size(size.width(), size.height())
        if not shiboken6.isValid(self):
            return
        self.setSceneRect(self.square.sceneRect())
        self.resetCachedContent()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self.fit_when_shown:
            self.fit_now()
        else:
            self._relayout.start()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.square.select_step(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.square.select_step(-1)
        elif key == Qt.Key.Key_Escape:
            self.square.select(None)
        elif ctrl and key == Qt.Key.Key_Z:
            (self.redo_requested if shift else self.undo_requested).emit()
        elif ctrl and key == Qt.Key.Key_Y:
            self.redo_requested.emit()
        elif key == Qt.Key.Key_F11:
            self.fullscreen_requested.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Menu) and self.square.selected:
            item = self.square.seats[self.square.selected]
            self.menu_requested.emit(self.square.selected, self.viewport().mapToGlobal(self.mapFromScene(item.pos())))
        else:
            super().keyPressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.external.active:
            self.external.move(event.globalPosition().toPoint())
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.external.active:
            self.external.finish(event.globalPosition().toPoint())
            return
        super().mouseReleaseEvent(event)
