"""The privacy cover: one key hides the whole grimoire behind a neutral screen (phase and script name).

`install_privacy(window, session, lang)` returns a PrivacyController with a checkable QAction for
the toolbar. The key (F12) works anywhere in the app, even in a dialog: an application-wide event
filter catches it before any shortcut. While covered, every visible window of the app except the
public town square gets an overlay, popups and tooltips are closed, and a `SecrecyGuard` stops
new tooltips, menus, context menus, shortcuts and input from reaching anything under a cover.

`Overlay` and `SecrecyGuard` are shared with the show-to-player card (show_card.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QKeyEvent, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolTip, QWidget

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.privacy_key import PRIVACY_KEY as PRIVACY_KEY  # the one key that covers and uncovers
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import draw_fitted
from grimoire_app.ui.town_square.style import named

PUBLIC_PROPERTY = "grimoire_public"
"""A window with this property set shows nothing secret; the privacy cover leaves it alone (ui/public_window.py
sets it; kept here so the privacy cover, built at start, need not import the public window)."""


_BLOCKED = {
    QEvent.Type.ToolTip,
    QEvent.Type.WhatsThis,
    QEvent.Type.ContextMenu,
    QEvent.Type.Shortcut,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.Wheel,
}

_PASSED_ON = {
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.Wheel,
}
"""Input a real key or click brings to a window's QWindow first, before the widget it is for."""


def is_public_window(window: QWidget) -> bool:
    """Return whether a window is the public town square (the one window no cover hides)."""
    return bool(window.property(PUBLIC_PROPERTY))


def close_popups() -> None:
    """Hide the tooltip at once (hideText only starts a fade) and close every open menu or popup."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel"):
            widget.hide()
    for _ in range(20):
        popup = QApplication.activePopupWidget()
        if popup is None:
            return
        popup.close()


class SecrecyGuard(QObject):
    """While installed and active, nothing outside the allowed widgets gets a tooltip, menu, shortcut or input.

    `active` says whether the cover it guards is still up (a closed window's guard does nothing).
    """

    def __init__(
        self,
        allowed: Callable[[QObject], bool],
        active: Callable[[], bool],
        parent: QObject,
        window_shown: Callable[[QWidget], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.allowed = allowed
        self.active = active
        self.window_shown = window_shown
        """Called with each window shown while guarding (a card blanks it)."""

    def install(self) -> None:
        """Start guarding (closes whatever popup is open now)."""
        close_popups()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def remove(self) -> None:
        """Stop guarding."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in _BLOCKED and kind != QEvent.Type.Show:
            return False
        if "active" not in self.__dict__ or not self.active():
            return False
        if kind == QEvent.Type.Show:
            if isinstance(watched, QMenu):
                watched.hide()
                return True
            if self.window_shown is not None and isinstance(watched, QWidget) and watched.isWindow():
                self.window_shown(watched)
            return False
        if isinstance(event, QKeyEvent) and event.key() == PRIVACY_KEY:
            return False
        if kind in _PASSED_ON and not isinstance(watched, QWidget):
            return False  # a QWindow hands a key or click on to one of its widgets, where it is judged
        if kind in (QEvent.Type.ToolTip, QEvent.Type.WhatsThis, QEvent.Type.Shortcut):
            return True
        return not bool(self.allowed(watched))


class Overlay(QWidget):
    """A widget covering a whole window, following its size; subclasses paint what it shows."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.hide()
        window.installEventFilter(self)

    def cover(self) -> None:
        """Cover the window now, on top of everything in it."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and watched is self.parentWidget():
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
                self.raise_()
        return False

    def visible_texts(self) -> list[str]:
        """Return every string the overlay draws."""
        return []

    def owns(self, watched: QObject) -> bool:
        """Return whether an object is this overlay or inside it."""
        return isinstance(watched, QWidget) and (watched is self or self.isAncestorOf(watched))


class PrivacyCover(Overlay):
    """The neutral screen: the script's name and the phase, nothing else."""

    def __init__(self, window: QWidget, session: GameSession, lang: Lang) -> None:
        super().__init__(window)
        self.setObjectName("privacy-cover")
        self.session, self.lang = session, lang
        session.changed.connect(self.update)

    def visible_texts(self) -> list[str]:
        game = self.session.game
        phase = self.session.state.phase
        texts = [tr(f"phase.{phase.kind}", self.lang, number=phase.number)] if game else []
        if game is not None:
            texts.insert(0, script_title(game.script, self.lang, paths.resources_dir()))
        return [*texts, tr("square.privacy.hint", self.lang, shortcut=QKeySequence(PRIVACY_KEY).toString())]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(style.COVER_BACKGROUND))
        texts = self.visible_texts()
        width, height = self.width(), self.height()
        sizes = [0.07, 0.05] if len(texts) == 3 else []
        top = height * 0.36
        for text, size in zip(texts[:-1], sizes, strict=False):
            box = QRectF(width * 0.1, top, width * 0.8, height * size * 1.6)
            draw_fitted(painter, box, text, height * size, style.INK if size > 0.06 else style.MUTED_INK, bold=size > 0.06)
            top += box.height() + height * 0.02
        draw_fitted(painter, QRectF(0, height * 0.9, width, height * 0.05), texts[-1], height * 0.022, "#55585f")
        painter.end()


class PrivacyController(QObject):
    """Covers and uncovers the app; owns the toolbar action and the app-wide key filter."""

    def __init__(self, window: QWidget, session: GameSession, lang: Lang) -> None:
        super().__init__(window)
        self.window, self.session, self.lang = window, session, lang
        self.cover_widget = PrivacyCover(window, session, lang)
        self.extra: list[Overlay] = []
        self._covered = False
        self.guard = SecrecyGuard(self._is_cover, self._guarding, self)
        self.action = named(QAction(self, checkable=True), "privacy.action")
        self.action.setShortcut(QKeySequence(PRIVACY_KEY))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.action.toggled.connect(self._toggled)
        self.set_language(lang)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    @property
    def covered(self) -> bool:
        """Return whether the grimoire is covered."""
        return self._covered

    def _guarding(self) -> bool:
        return self._covered and self.window.isVisible()

    def set_language(self, lang: Lang) -> None:
        """Label the action and the cover in another language."""
        self.lang = self.cover_widget.lang = lang
        self.action.setText(tr("square.privacy.action", lang))
        self.action.setToolTip(tr("square.privacy.tip", lang, shortcut=QKeySequence(PRIVACY_KEY).toString()))
        self.cover_widget.update()

    def toggle(self) -> None:
        """Cover if uncovered, uncover if covered."""
        self.action.setChecked(not self._covered)

    def _toggled(self, covered: bool) -> None:
        self._covered = covered
        if covered:
            self._cover()
        else:
            self._uncover()

    def _cover(self) -> None:
        self.guard.install()
        self.cover_widget.cover()
        for window in QApplication.topLevelWidgets():
            self._cover_window(window)

    def _cover_window(self, window: QWidget) -> None:
        if window is self.window or not window.isVisible() or is_public_window(window):
            return
        if window.windowType() in (Qt.WindowType.Popup, Qt.WindowType.ToolTip) or any(o.parentWidget() is window for o in self.extra):
            return
        overlay = PrivacyCover(window, self.session, self.lang)
        overlay.cover()
        self.extra.append(overlay)

    def _uncover(self) -> None:
        self.guard.remove()
        self.cover_widget.hide()
        for overlay in self.extra:
            overlay.hide()
            overlay.deleteLater()
        self.extra.clear()

    def _is_cover(self, watched: QObject) -> bool:
        return any(cover.owns(watched) for cover in (self.cover_widget, *self.extra))

    def detach(self) -> None:
        """Stop listening to the whole app (the window is closing)."""
        if self._covered:
            self.action.setChecked(False)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if "window" not in self.__dict__:
            return False
        kind = event.type()
        if kind == QEvent.Type.Close and watched is self.window:
            self.detach()
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.Show):
            return False
        if isinstance(event, QKeyEvent) and event.key() == PRIVACY_KEY and not event.modifiers():
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
                self.toggle()
                return True
        if self._covered and kind == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self._cover_window(watched)
        return False


def install_privacy(window: QWidget, session: GameSession, lang: Lang) -> PrivacyController:
    """Give a window the privacy cover; add the returned controller's `action` to the toolbar.

    The window keeps the controller (a Python reference too: an app-wide filter must not outlive
    its Python side).
    """
    controller = PrivacyController(window, session, lang)
    setattr(window, "grimoire_privacy", controller)  # noqa: B010
    return controller
