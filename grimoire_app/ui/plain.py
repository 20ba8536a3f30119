"""User text is plain text: a name, a script or a homebrew text never renders as HTML.

Qt guesses rich text (`Qt.mightBeRichText`) in labels left on AutoText, in every tooltip and in
message boxes. A player named `<img src="file:///etc/hostname">` would then make Qt read that
file when their seat is hovered. Every label, tooltip, message box and input dialog that can show
a name or script text goes through this module:

- `plain_label(text, **properties)`: a QLabel that shows its text as written (PlainText).
- `plain(label)`: set an existing label (or message box) to PlainText and return it.
- `literal(text)`: the text for a place that guesses rich text (tooltips, message boxes, input
  dialog prompts): unchanged when Qt shows it as plain anyway, else escaped with its line breaks.
- `set_tip(target, text)`: set a widget's, action's or graphics item's tooltip through `literal`.
- `set_action_text(action, text)`: an action's text, with a tooltip showing it as written (a tool
  bar button's tooltip is its action's text, guessed as rich text).
- `escape(text)`: html.escape, for the user parts of a deliberately rich text (export pages).
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel


class _Formatted(Protocol):
    def setTextFormat(self, format: Qt.TextFormat, /) -> None: ...  # noqa: N802, A002


class _Tipped(Protocol):
    def setToolTip(self, tip: str, /) -> None: ...  # noqa: N802


F = TypeVar("F", bound=_Formatted)


def plain(widget: F) -> F:
    """Make a label or message box show its text as written, and return it."""
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def plain_label(text: str = "", **properties: Any) -> QLabel:
    """Return a QLabel showing `text` as written (Qt properties as keywords, e.g. wordWrap=True)."""
    return QLabel(text, textFormat=Qt.TextFormat.PlainText, **properties)


def literal(text: str) -> str:
    """Return text that a place guessing rich text (tooltip, message box) shows exactly as written.

    Text Qt would show as plain anyway comes back unchanged; anything else is escaped into one
    paragraph that keeps its line breaks and spaces.

    >>> literal("민수\\nPoisoned")
    '민수\\nPoisoned'
    >>> literal('<img src="file:///etc/hostname">')
    '<p style="white-space:pre-wrap">&lt;img src="file:///etc/hostname"&gt;</p>'
    >>> literal("<b>x</b>\\nnext line")
    '<p style="white-space:pre-wrap">&lt;b&gt;x&lt;/b&gt;\\nnext line</p>'
    """
    if not GuiQt.mightBeRichText(text):
        return text
    return f'<p style="white-space:pre-wrap">{escape(text, quote=False)}</p>'


def escape(text: str, quote: bool = True) -> str:
    """`html.escape` (imported on first use: `html` builds its entity table at import, ~2 ms the start does not need).

    >>> escape('<b>"x"</b>'), escape('"x"', quote=False)
    ('&lt;b&gt;&quot;x&quot;&lt;/b&gt;', '"x"')
    """
    from html import escape as html_escape

    return html_escape(text, quote)


def set_tip(target: _Tipped, text: str) -> None:
    """Set a tooltip (widget, action, graphics item, list item) that shows `text` as written."""
    target.setToolTip(literal(text))


def set_action_text(action: QAction, text: str) -> None:
    """Set an action's text, and its tooltip to that text shown as written."""
    action.setText(text)
    set_tip(action, text)


__all__ = ["escape", "literal", "plain", "plain_label", "set_action_text", "set_tip"]
