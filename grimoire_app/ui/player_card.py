"""A card for one player's eyes: it fills its window and hides every other grimoire window.

`PlayerCard` is the base of every card the app shows a player (BotC's info tokens in
show_card.py, the ONUW and Torsis cards as a `TextCard`). While a card is up:

- it covers its own window, and each other visible window of the app (review, other games,
  dialogs) gets a `BlankCover`; the public town square alone stays as it is;
- a `SecrecyGuard` keeps tooltips, menus, shortcuts and input from anything but the card and
  those covers, whichever window a key or click arrives at first;
- Esc, a click on the card, or its on-screen button closes it, by real input (a key reaches the
  window before the card: the guard lets it through to the widget with focus, the card).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.privacy import Overlay, SecrecyGuard, is_public_window
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import draw_fitted
from grimoire_app.ui.town_square.style import named

CLOSE_KEYS = (Qt.Key.Key_Escape,)
"""Keys that take a card away (the on-screen button and a click do too)."""


class _ClosedByKeys(Overlay):
    """An overlay on which Esc closes the card (before any shortcut could take the key)."""

    def close_the_card(self) -> None:
        """Close the card this overlay belongs to."""
        raise NotImplementedError

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in CLOSE_KEYS:
            self.close_the_card()
        event.accept()

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride and event.key() in CLOSE_KEYS:
            event.accept()
            return True
        return super().event(event)


class PlayerCard(_ClosedByKeys):
    """The base card: covers its window and every other grimoire window until Esc, a click or Close."""

    closed = Signal()

    def __init__(self, window: QWidget, lang: Lang) -> None:
        super().__init__(window)
        self.setObjectName("player-card")
        self.lang: Lang = lang
        self.others: list[BlankCover] = []
        self.guard = SecrecyGuard(self._allowed, self.isVisible, self, self._window_shown)
        self.close_button = named(QPushButton(tr("card.close", lang), self), "card-close")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.setStyleSheet(
            f"QPushButton {{ background: #2a2c33; color: {style.INK}; border: 1px solid #55585f; border-radius: 6px; padding: 8px 22px; font-size: 16px; }}"
        )
        self.close_button.clicked.connect(self.close_card)

    def cover(self) -> None:
        """Show the card over its whole window, bring that window forward, and blank every other one."""
        self.guard.install()
        super().cover()
        for window in QApplication.topLevelWidgets():
            self._window_shown(window)
        own = self.window()
        own.raise_()
        own.activateWindow()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_card(self) -> None:
        """Take the card and the blank covers away and give the windows back."""
        if not self.isVisible():
            return
        self.guard.remove()
        for cover in self.others:
            cover.hide()
            cover.deleteLater()
        self.others.clear()
        self.hide()
        self.closed.emit()
        self.deleteLater()

    def visible_texts(self) -> list[str]:
        """Return every string the card shows (its picture's and the button's)."""
        return [*self.picture_texts(), self.close_button.text()]

    def picture_texts(self) -> list[str]:
        """Return every string the card draws; subclasses say what they paint."""
        return []

    def _window_shown(self, window: QWidget) -> None:
        if window is self.window() or not window.isVisible() or not window.isWindow() or is_public_window(window):
            return
        if window.windowType() in (Qt.WindowType.Popup, Qt.WindowType.ToolTip) or any(o.parentWidget() is window for o in self.others):
            return
        cover = BlankCover(window, self)
        cover.cover()
        self.others.append(cover)

    def _allowed(self, watched: QObject) -> bool:
        return self.owns(watched) or any(cover.owns(watched) for cover in self.others)

    def close_the_card(self) -> None:
        self.close_card()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.close_card()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        hint = self.close_button.sizeHint()
        self.close_button.setGeometry((self.width() - hint.width()) // 2, int(self.height() * 0.94) - hint.height() // 2 - 8, hint.width(), hint.height())

    def paint_background(self, painter: QPainter) -> None:
        """Fill the card with the cover colour."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(style.COVER_BACKGROUND))


class BlankCover(_ClosedByKeys):
    """What another window shows while a card is up: nothing but the way back to the card."""

    def __init__(self, window: QWidget, card: PlayerCard) -> None:
        super().__init__(window)
        self.setObjectName("card-blank-cover")
        self.card = card

    def visible_texts(self) -> list[str]:
        return [tr("card.elsewhere", self.card.lang)]

    def close_the_card(self) -> None:
        self.card.close_card()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A click here brings the card's window forward (the card is where the player looks)."""
        own = self.card.window()
        own.raise_()
        own.activateWindow()
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(style.COVER_BACKGROUND))
        draw_fitted(painter, QRectF(0, self.height() * 0.45, self.width(), self.height() * 0.1), self.visible_texts()[0], 18, style.MUTED_INK)
        painter.end()


class TextCard(PlayerCard):
    """A card of lines of text, largest first: whose card it is, then what they are shown."""

    def __init__(self, window: QWidget, lines: tuple[str, ...], lang: Lang) -> None:
        super().__init__(window, lang)
        self.setObjectName("text-card")
        self.lines = tuple(line for line in lines if line)

    def picture_texts(self) -> list[str]:
        return list(self.lines)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        self.paint_background(painter)
        w, h = self.width(), self.height()
        count = max(len(self.lines), 1)
        band = h * 0.8 / count
        for index, line in enumerate(self.lines):
            size = h * (0.06 if index == 0 else 0.08 if index == 1 else 0.05)
            colour = style.SELECTION if index == 1 else style.INK
            draw_fitted(painter, QRectF(w * 0.05, h * 0.05 + band * index, w * 0.9, band), line, size, colour, bold=index < 2)
        painter.end()
