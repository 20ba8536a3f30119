"""RowsBox: shows input rows (controls.py) as a grid of label, player picker and button.

It rebuilds its widgets only when the set of rows changes; otherwise it refreshes each picker in
place with signals blocked, so a redraw never records and keyboard focus stays where it was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from grimoire_app.systems.torsis import TorsisEvent, TorsisState
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.torsis.controls import Row
from grimoire_app.ui.torsis.pickers import PlayerCombo
from grimoire_app.ui.town_square.style import named


class RowsBox(QWidget):
    """A grid of rows; picks and confirmations become events through `submit`."""

    def __init__(self, name: str, submit: Callable[[TorsisEvent], bool], state: Callable[[], TorsisState], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.submit, self.state = submit, state
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows: list[Row] = []
        self.combos: dict[str, PlayerCombo] = {}
        self.buttons: dict[str, QPushButton] = {}
        self.labels: dict[str, QLabel] = {}
        self._shape: tuple[tuple[str, str | None, str | None], ...] = ()
        self._nobody = ""

    def show_rows(self, rows: list[Row], nobody: str) -> None:
        """Show these rows; `nobody` labels the empty choice."""
        self._nobody = nobody
        shape = tuple((row.key, row.button, row.done) for row in rows)
        if shape != self._shape:
            self._rebuild(rows)
            self._shape = shape
        self.rows = rows
        state = self.state()
        for row in rows:
            combo = self.combos.get(row.key)
            if combo is not None:
                players = [state.players[p] for p in row.candidates]
                combo.show_choices(players, row.current, nobody if row.nobody or row.button else None)
            self.labels[row.key].setText(row.label)

    def row(self, key: str) -> Row:
        """Return the row shown now under a key."""
        return next(row for row in self.rows if row.key == key)

    def _rebuild(self, rows: list[Row]) -> None:
        for widget in [*self.combos.values(), *self.buttons.values(), *self.labels.values()]:
            self.grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.combos, self.buttons, self.labels = {}, {}, {}
        for line, row in enumerate(rows):
            self._add(line, row)

    def _add(self, line: int, row: Row) -> None:
        key = row.key
        label = self.labels[key] = named(plain_label(row.label), f"torsis-label-{key}")
        self.grid.addWidget(label, line, 0)
        label.show()
        if row.kind != "learn":
            combo = self.combos[key] = PlayerCombo(f"torsis-pick-{key}", self._on_pick(key), self)
            combo.setEnabled(row.done is None)
            self.grid.addWidget(combo, line, 1)
            combo.show()
        if row.button is not None:
            button = self.buttons[key] = named(QPushButton(row.done or row.button), f"torsis-button-{key}")
            button.setEnabled(row.done is None)
            button.clicked.connect(lambda _checked=False, k=key: self._confirmed(k))
            self.grid.addWidget(button, line, 2)
            button.show()

    def _on_pick(self, key: str) -> Callable[[str | None], None]:
        return lambda pick: self._picked(key, pick)

    def _picked(self, key: str, pick: str | None) -> None:
        row = self.row(key)
        if row.button is None:
            self._send(row, pick)

    def _confirmed(self, key: str) -> None:
        combo = self.combos.get(key)
        self._send(self.row(key), combo.chosen() if combo is not None else None)

    def _send(self, row: Row, pick: str | None) -> None:
        event = row.build(self.state(), pick)
        if event is not None and not self.submit(event):
            self.show_rows(self.rows, self._nobody)
