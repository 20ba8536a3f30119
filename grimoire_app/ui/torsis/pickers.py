"""Small input widgets the panels share: a player picker whose updates never write back.

`PlayerCombo.show_choices` refills it from the state with its signals blocked (napari's
`qt_signals_blocked`), so redrawing on `changed` never records anything; only the moderator's own
pick calls `on_pick`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from grimoire_app.systems.torsis import Player

NONE = ""
"""The item data of "nobody" (no vote, no target)."""


class PlayerCombo(QComboBox):
    """Pick one player (or nobody); `on_pick(player_id or None)` runs on the moderator's pick only."""

    def __init__(self, name: str, on_pick: Callable[[str | None], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.on_pick = on_pick
        self.setMinimumContentsLength(8)
        self.currentIndexChanged.connect(self._picked)

    def show_choices(self, players: Sequence[Player], current: str | None, nobody: str | None) -> None:
        """Offer these players (and "nobody" first when given a label), showing `current` chosen."""
        with QSignalBlocker(self):
            self.clear()
            if nobody is not None:
                self.addItem(nobody, NONE)
            for player in players:
                self.addItem(player.name, player.id)
            index = self.findData(current if current is not None else NONE)
            self.setCurrentIndex(max(index, 0))

    def chosen(self) -> str | None:
        """Return the picked player's id (None for nobody)."""
        data = self.currentData()
        return str(data) if data else None

    def pick(self, player: str | None) -> None:
        """Choose a player as the moderator would (tests and keyboard helpers)."""
        self.setCurrentIndex(self.findData(player if player is not None else NONE))

    def _picked(self, _index: int) -> None:
        self.on_pick(self.chosen())


def others(players: Sequence[Player], me: str) -> list[Player]:
    """Return the players other than `me`."""
    return [p for p in players if p.id != me]


def shortcut_button(name: str, shortcut: str) -> QPushButton:
    """Return a named push button with a key that clicks it while it is visible and enabled.

    A QShortcut rather than QAbstractButton.setShortcut, which every setText resets to the mnemonic.
    """
    button = QPushButton()
    button.setObjectName(name)
    key = QShortcut(QKeySequence(shortcut), button)
    key.activated.connect(lambda: button.click() if button.isEnabled() else None)
    return button
