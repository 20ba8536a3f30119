"""The sheet list remembers each row's measured size (issue 20: recording at night laid out and measured every wrapped
row after each event). The rows must sit exactly where a list with Qt's own delegate puts them: after events recorded
and undone, a new current step (bold), and the list narrowed and widened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance, place_reminder
from grimoire_app.ui.night_panel.panel import NightPanel
from grimoire_app.ui.night_panel.sheet_model import RowSizes
from tests.ui.night_panel.night_helpers import click_row, settle, setup_game, show_table, start


def _twin(qtbot: QtBot, night: NightPanel) -> QListView:
    """A list over the same rows with Qt's own delegate, as the panel's list was before."""
    twin = QListView()
    qtbot.addWidget(twin)
    twin.setModel(night.model)
    twin.setWordWrap(True)
    twin.setSpacing(2)
    twin.setFont(night.list.font())
    twin.show()
    return twin


def _rects(view: QListView) -> list[QRect]:
    """Every row's rectangle, from the first row's top (the two lists may be scrolled differently)."""
    rects = [view.visualRect(view.model().index(row, 0)) for row in range(view.model().rowCount())]
    return [rect.translated(0, -rects[0].top()) for rect in rects]


def _same(twin: QListView, night: NightPanel) -> None:
    settle()
    twin.resize(night.list.size())
    settle()
    assert twin.viewport().width() == night.list.viewport().width()
    assert _rects(twin) == _rects(night.list)


def test_the_rows_sit_where_qts_own_delegate_puts_them(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = setup_game(library)
    game.record(advance(game.state))
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    assert isinstance(night.list.itemDelegate(), RowSizes)
    twin = _twin(qtbot, night)
    _same(twin, night)
    seat = session.state.seats[0]
    assert seat.character is not None
    for _ in range(3):
        session.record(place_reminder(session.state, seat.id, seat.character, "Poisoned"), override=True)
        _same(twin, night)
        session.undo()
        _same(twin, night)
    for row in night.model.rows[:6]:
        click_row(qtbot, night, row.step)
        _same(twin, night)
    heights = {}
    for width in (520, 110, 160, 260, 110):
        night.list.setFixedWidth(width)
        _same(twin, night)
        heights[width] = sum(rect.height() for rect in _rects(night.list))
        click_row(qtbot, night, night.model.rows[width % 5].step)  # another row bold, at this width
        _same(twin, night)
    assert heights[110] > heights[160] > heights[520]  # the rows wrapped: their sizes depend on the width


def test_a_remembered_size_is_the_size_qts_delegate_measures(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Every row, current (bold) or not, at several widths, asked twice: the size Qt's own delegate gives."""
    game = setup_game(library)
    game.record(advance(game.state))
    shown = show_table(qtbot, start(library, tmp_path, game))
    night = shown.night
    plain = QStyledItemDelegate()
    for current in [row.step for row in night.model.rows[:4]]:
        click_row(qtbot, night, current)
        for width in (90, 140, 300, 140):
            option = QStyleOptionViewItem()
            option.initFrom(night.list)
            option.rect = QRect(0, 0, width, 300)
            option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
            for row in range(night.model.rowCount()):
                index = night.model.index(row)
                for _ in range(2):
                    assert night.row_sizes.sizeHint(option, index) == plain.sizeHint(option, index), (current, width, row)
