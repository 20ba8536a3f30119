"""Dragging a row of the night panel's step list reorders the game's night (NightOrderChanged), undoably.

A real mouse drag runs Qt's nested drag loop, which an offscreen test cannot drive; the test hands
the model what the view hands it on a drop (the dragged row's data, dropped on a row) and checks
the list is set up to drag and drop.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.events import NightOrderChanged
from grimoire_app.ui.night_panel.sheet_model import SheetModel
from grimoire_app.ui.session import GameSession
from tests.ui.night_panel.night_helpers import settle, setup_game, show_table, start


def night_one(library: Library, folder: Path) -> GameSession:
    game = setup_game(library)
    game.record(advance(game.state))
    return start(library, folder, game)


def drop(model: SheetModel, step: str, on: str) -> None:
    """What the view does when the row of `step` is dropped on the row of `on`."""
    data = model.mimeData([model.index(model.row_of(step))])
    model.dropMimeData(data, Qt.DropAction.MoveAction, model.row_of(on), 0, QModelIndex())


def test_a_dropped_row_records_the_nights_order_and_undo_puts_it_back(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = night_one(library, tmp_path)
    shown = show_table(qtbot, session)
    night = shown.night
    assert night.list.dragDropMode() == QAbstractItemView.DragDropMode.DragDrop
    rows = [row.step for row in night.model.rows]
    off_night = {step.id for step in night.steps if step.off_night}  # "not the first night" rows stay where they are
    characters = [step for step in rows if step not in ("dusk", "minioninfo", "demoninfo", "dawn") and step not in off_night]
    first, last = characters[0], characters[-1]
    count = len(session.game.events)  # type: ignore[union-attr]
    drop(night.model, last, first)
    settle()
    recorded = session.game.events[-1]  # type: ignore[union-attr]
    assert isinstance(recorded, NightOrderChanged) and recorded.night == "first"
    assert len(session.game.events) == count + 1  # type: ignore[union-attr]
    now = [row.step for row in night.model.rows]
    assert now.index(last) == now.index(first) - 1
    assert sorted(now) == sorted(rows)
    session.undo()
    settle()
    assert [row.step for row in night.model.rows] == rows


def test_dropping_a_row_on_itself_records_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = night_one(library, tmp_path)
    shown = show_table(qtbot, session)
    count = len(session.game.events)  # type: ignore[union-attr]
    step = next(row.step for row in shown.night.model.rows if row.step not in ("dusk", "dawn"))
    drop(shown.night.model, step, step)
    assert len(session.game.events) == count  # type: ignore[union-attr]
