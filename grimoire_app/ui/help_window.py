"""The help window (F1): every shortcut of the main window, the square, the night and day panels,
review, ONUW and Torsis, read from the windows' own action tables so the sheet cannot drift.

Each window already lists its commands as `ActionRow`s (ui/actions.py) or key tables (the square's
SHORTCUTS, the night panel's KEYS); `shortcut_sheet` reads those and writes each key as Qt
spells it on this platform. Review, ONUW and Torsis are not open when the sheet is asked for, so
their `_action_rows` are read on a stand-in that answers every attribute (only keys and catalogue
keys are read from the rows; nothing is called).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.actions import ActionRow, Row, Shortcut
from grimoire_app.ui.town_square.style import named

if TYPE_CHECKING:
    from grimoire_app.ui.main_window import MainWindow

HELP_KEY = "F1"
"""The key that opens the help window (also in the Help menu)."""

SQUARE_VIEW_KEYS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("help.square.select", ("Right", "Left")),
    ("help.square.deselect", ("Esc",)),
    ("help.square.menu", ("Return", "Menu")),
)
"""The keys the square's view reads itself (town_square/view.py keyPressEvent), not through actions."""


@dataclass(frozen=True)
class Line:
    """One command and its keys as the platform writes them."""

    label: str
    keys: tuple[str, ...]


@dataclass(frozen=True)
class Section:
    """A window or panel's commands."""

    title: str
    lines: tuple[Line, ...]


class _StandIn:
    """Answers every attribute and every call with itself: lets a window's `_action_rows` be read unopened."""

    def __getattr__(self, name: str) -> _StandIn:
        return self

    def __call__(self, *args: object, **kwargs: object) -> _StandIn:
        return self


def key_texts(shortcuts: Iterable[Shortcut]) -> tuple[str, ...]:
    """Return each shortcut as Qt writes it on this platform (a standard key as its action gets it: the first binding)."""
    sequences = (QKeySequence(shortcut) for shortcut in shortcuts)
    return tuple(dict.fromkeys(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if not s.isEmpty()))


def _row_lines(rows: Iterable[Row], lang: Lang) -> list[Line]:
    lines = (Line(tr(row.key, lang), key_texts(row.shortcuts)) for row in rows if isinstance(row, ActionRow))
    return [line for line in lines if line.keys]  # a standard key this platform leaves unbound is left out


def _action_line(action: QAction) -> Line:
    keys = tuple(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
    return Line(action.text().replace("&", ""), keys)


def _unopened_rows(window_class: type) -> list[Row]:
    rows: list[Row] = window_class._action_rows(_StandIn())  # type: ignore[attr-defined]
    return rows


def shortcut_sheet(window: MainWindow, lang: Lang) -> list[Section]:
    """Return every section of the sheet, in the language asked."""
    from grimoire_app.ui.day_panel.panel import VOTE_KEYS
    from grimoire_app.ui.night_panel.panel import KEYS as NIGHT_KEYS
    from grimoire_app.ui.onuw.window import OnuwWindow
    from grimoire_app.ui.review.window import ReviewWindow
    from grimoire_app.ui.torsis.window import TorsisWindow
    from grimoire_app.ui.town_square.panel import SHORTCUTS as SQUARE_KEYS
    from grimoire_app.ui.wizard.keys import WIZARD_KEYS

    main = _row_lines(window.action_rows, lang) + [_action_line(window.privacy.action)]
    square = [Line(tr(key, lang), key_texts([shortcut])) for key, shortcut in SQUARE_KEYS.items()]
    square += [Line(tr(key, lang), key_texts(keys)) for key, keys in SQUARE_VIEW_KEYS]
    night = [Line(tr(key, lang), key_texts([*local, *anywhere])) for key, (local, anywhere) in NIGHT_KEYS.items()]
    phase = [row for row in window.action_rows if isinstance(row, ActionRow) and row.key == "nightpanel.action.next_phase"]
    night += _row_lines(phase, lang)
    day = [Line(tr("help.day.dusk", lang), line.keys) for line in _row_lines(phase, lang)]
    day += [Line(tr(key, lang), key_texts(shortcuts)) for key, shortcuts in VOTE_KEYS.items()]
    return [
        Section(tr("help.section.main", lang), tuple(main)),
        Section(tr("help.section.square", lang), tuple(square)),
        Section(tr("help.section.night", lang), tuple(night)),
        Section(tr("help.section.day", lang), tuple(day)),
        Section(tr("help.section.review", lang), tuple(_row_lines(_unopened_rows(ReviewWindow), lang))),
        Section(tr("help.section.onuw", lang), tuple(_row_lines(_unopened_rows(OnuwWindow), lang))),
        Section(tr("help.section.torsis", lang), tuple(_row_lines(_unopened_rows(TorsisWindow), lang))),
        Section(tr("help.section.wizard", lang), tuple(Line(tr(key, lang), key_texts(keys)) for key, keys in WIZARD_KEYS)),
    ]


def sheet_html(sections: Sequence[Section], lang: Lang) -> str:
    """Return the sheet as simple HTML: one table per section."""
    from html import escape

    parts = [f"<h2>{escape(tr('help.title', lang))}</h2>"]
    for section in sections:
        parts.append(f"<h3>{escape(section.title)}</h3><table cellspacing='0' cellpadding='3'>")
        for line in section.lines:
            keys = " / ".join(f"<b>{escape(k)}</b>" for k in line.keys)
            parts.append(f"<tr><td width='170'>{keys}</td><td>{escape(line.label)}</td></tr>")
        parts.append("</table>")
    return "".join(parts)


class HelpWindow(QDialog):
    """The shortcut sheet, sized to the screen, closed with Esc or its button."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        named(self, "help-window")
        self.main = window
        self.view = named(QTextBrowser(), "help-text")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.set_language(window.lang)
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width, height = 760, 680
        if room is not None:
            width, height = min(width, room.width() - 40), min(height, room.height() - 60)
        self.resize(width, height)

    def set_language(self, lang: Lang) -> None:
        """Write the sheet again in a language."""
        self.setWindowTitle(tr("help.title", lang))
        self.view.setHtml(sheet_html(shortcut_sheet(self.main, lang), lang))

