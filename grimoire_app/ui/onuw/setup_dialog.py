"""SetupDialog: the players in seat order, the role selection with counts, the table's options.

Nothing is recorded while it is open: on OK the caller takes `players()`, `deck()`, `options()`
and `rng()` and deals. Every setup issue of the rules model is listed live (ONUW §2.3): errors
keep OK disabled, warnings (a lone Mason, no Werewolf) only change OK to "start anyway", so
accepting is the moderator's confirmation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from PySide6.QtGui import QColor

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw import OnuwOptions, catalogue, role_name, validate_setup
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window

STARTER = ("werewolf", "werewolf", "seer", "robber", "troublemaker")
"""The seed's advice for first games (ONUW-R35): the three easiest card movers and two werewolves."""
FILLERS = ("villager", "villager", "villager", "drunk", "insomniac", "tanner", "hunter", "minion", "mason", "mason", "doppelganger")


def default_deck(players: int) -> tuple[str, ...]:
    """Return a starting selection of players + 3 cards: the starter roles, then villagers and the rest.

    >>> default_deck(5)
    ('werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'villager', 'villager')
    """
    wanted = players + len(catalogue().centre)
    return (*STARTER, *FILLERS)[:wanted]


class SetupDialog(QDialog):
    """Seat names, role counts, discussion time, the no-werewolf reading and an optional deal seed."""

    def __init__(self, lang: Lang, players: Sequence[str] = (), deck: Sequence[str] = (), options: OnuwOptions | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang: Lang = lang
        self.setWindowTitle(tr("onuw.setup.title", lang))
        limits = catalogue().players
        count = len(players) if limits.min <= len(players) <= limits.max else 5
        self.count = named(QSpinBox(minimum=limits.min, maximum=limits.max, value=count), "onuw-setup-count")
        self.names = [named(QLineEdit(), f"onuw-setup-name-{i}") for i in range(limits.max)]
        for index, field in enumerate(self.names):
            field.setText(players[index] if index < len(players) else tr("onuw.setup.default_player", lang, n=index + 1))
        self.role_counts = {role: named(QSpinBox(minimum=0, maximum=r.copies), f"onuw-setup-role-{role}")
                            for role, r in catalogue().roles.items()}
        self._set_deck(deck or default_deck(count))
        self.minutes = named(QSpinBox(minimum=1, maximum=60, value=(options or OnuwOptions()).discussion_seconds // 60 or 5), "onuw-setup-minutes")
        self.scope = named(QComboBox(), "onuw-setup-scope")
        for scope in ("players", "players_and_center"):
            self.scope.addItem(tr("onuw.setup.scope." + scope, lang), scope)
        self.scope.setCurrentIndex(self.scope.findData((options or OnuwOptions()).no_werewolf_scope))
        self.seed = named(QLineEdit(placeholderText=tr("onuw.setup.seed.placeholder", lang)), "onuw-setup-seed")
        self.total = named(plain_label(), "onuw-setup-total")
        self.issues = named(QListWidget(), "onuw-setup-issues")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("onuw.setup.cancel", lang))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.count.valueChanged.connect(self._count_changed)
        for field in self.names:
            field.textChanged.connect(self.refresh)
        for spin in self.role_counts.values():
            spin.valueChanged.connect(self.refresh)
        self.refresh()

    def _lay_out(self) -> None:
        lang = self.lang
        seats = QGroupBox(tr("onuw.setup.players", lang))
        seat_form = QFormLayout(seats)
        seat_form.addRow(tr("onuw.setup.count", lang), self.count)
        self._rows = []
        for index, field in enumerate(self.names):
            label = plain_label(tr("onuw.setup.seat", lang, n=index + 1))
            seat_form.addRow(label, field)
            self._rows.append(label)
        roles = QGroupBox(tr("onuw.setup.roles", lang))
        grid = QGridLayout(roles)
        for index, (role, spin) in enumerate(self.role_counts.items()):
            grid.addWidget(plain_label(role_name(role, lang)), index // 2, (index % 2) * 2)
            grid.addWidget(spin, index // 2, (index % 2) * 2 + 1)
        grid.addWidget(self.total, (len(self.role_counts) + 1) // 2, 0, 1, 4)
        table = QGroupBox(tr("onuw.setup.table", lang))
        options = QFormLayout(table)
        options.addRow(tr("onuw.setup.minutes", lang), self.minutes)
        options.addRow(tr("onuw.setup.scope", lang), self.scope)
        options.addRow(tr("onuw.setup.seed", lang), self.seed)
        right = QVBoxLayout()
        for widget in (roles, table, plain_label(tr("onuw.setup.issues", lang)), self.issues):
            right.addWidget(widget)
        columns = QHBoxLayout()
        columns.addWidget(seats, 1)
        columns.addLayout(right, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(columns)
        outer.addWidget(self.buttons)
        fit_window(self, (860, 620))

    def _set_deck(self, deck: Sequence[str]) -> None:
        for role, spin in self.role_counts.items():
            spin.setValue(list(deck).count(role))

    def _count_changed(self) -> None:
        """A new player count: start from the default selection for it (the moderator adjusts)."""
        self._set_deck(default_deck(self.count.value()))
        self.refresh()

    def players(self) -> tuple[str, ...]:
        """Return the player names in seat order (trimmed)."""
        return tuple(field.text().strip() for field in self.names[: self.count.value()])

    def deck(self) -> tuple[str, ...]:
        """Return the selection as role ids, in the catalogue's order."""
        return tuple(role for role, spin in self.role_counts.items() for _ in range(spin.value()))

    def options(self) -> OnuwOptions:
        """Return the table's options (discussion length, the no-werewolf reading)."""
        return OnuwOptions(discussion_seconds=self.minutes.value() * 60, no_werewolf_scope=self.scope.currentData())

    def rng(self) -> random.Random:
        """Return the dealer: seeded when the seed field holds a number, else fresh."""
        text = self.seed.text().strip()
        return random.Random(int(text)) if text.lstrip("-").isdigit() else random.Random()

    def refresh(self) -> None:
        """Show the seats in use, the card count and every issue; allow OK only without errors."""
        count = self.count.value()
        for index, (label, field) in enumerate(zip(self._rows, self.names, strict=True)):
            label.setVisible(index < count)
            field.setVisible(index < count)
        wanted, chosen = count + len(catalogue().centre), len(self.deck())
        self.total.setText(tr("onuw.setup.total", self.lang, chosen=chosen, wanted=wanted))
        self.total.setStyleSheet("" if chosen == wanted else "color: #d23c32; font-weight: bold;")
        issues = validate_setup(self.players(), self.deck())
        self.issues.clear()
        for issue in issues:
            item = QListWidgetItem(issue.phrase.text(self.lang))
            item.setForeground(QColor("#d23c32" if issue.severity == "error" else "#c98a00"))
            item.setData(Qt.ItemDataRole.UserRole, issue.code)
            self.issues.addItem(item)
        if not issues:
            self.issues.addItem(tr("onuw.setup.ready", self.lang))
        errors = any(issue.severity == "error" for issue in issues)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not errors)
        ok.setText(tr("onuw.setup.start_anyway" if issues and not errors else "onuw.setup.start", self.lang))
