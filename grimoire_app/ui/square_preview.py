"""The square of a reopened game before its model loads: a snapshot's picture in the square panel's place (issue 20).

`SquarePreview` lays out like the square panel (TownSquarePanel: the view, then the reminder tray's column, held
empty as the panel's is until after the first paint), so the square has the same size and every token the same
place when the panel takes the view over (`TownSquarePanel(..., view=preview.view)`) and redraws it from the state.
Nothing here imports the model.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QTabWidget, QVBoxLayout, QWidget

from grimoire_app.ui.metrics import TRAY_WIDTH
from grimoire_app.ui.town_square.scene import TownSquareScene
from grimoire_app.ui.town_square.snapshot import SquareSnapshot
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.view import ExternalDrag, TownSquareView

__all__ = ["SquarePreview"]


class SquarePreview(QWidget):
    """A square showing a snapshot, with the tray's column beside it (empty, as the held tray is)."""

    def __init__(self, snapshot: SquareSnapshot | None) -> None:
        """`snapshot` None: an empty square until `show_snapshot` (a picture drawn by another process meanwhile)."""
        super().__init__()
        self.setObjectName("square-preview")
        scene = self.scene = TownSquareScene(None)
        if snapshot is not None:
            scene.show_snapshot(snapshot)
        self.view = TownSquareView(scene, ExternalDrag(), self)
        tray = QWidget()
        tray.setFixedWidth(TRAY_WIDTH)
        column = QVBoxLayout(tray)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(named(QLineEdit(), "tray-search"))
        tabs = named(QTabWidget(), "tray-tabs")
        tabs.addTab(QWidget(), "")
        tabs.addTab(QWidget(), "")
        column.addWidget(tabs)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(tray)

    def show_snapshot(self, snapshot: SquareSnapshot) -> None:
        """Show a picture (until the square panel takes the view over)."""
        self.scene.show_snapshot(snapshot)
