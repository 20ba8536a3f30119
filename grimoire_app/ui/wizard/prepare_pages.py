"""Wizard pages 5–6: the Demon's bluffs, and the reminders placed before the first night."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.systems.botc.setup_draft import bluff_choices, move_reminder, repropose_bluffs, repropose_reminders, set_bluff
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.wizard.common import DraftPage, problems_label, refill, show_problems
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.town_square.style import named


class BluffsPage(DraftPage):
    """Three combos of the legal bluffs, the player they are for, and "propose again"."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "bluffs")
        self.recipient = named(plain_label(), "wizard-bluffs-to")
        self.form = QFormLayout()
        self.combos: list[QComboBox] = []
        self.propose = named(QPushButton(tr("wizard.bluffs.propose", draft.lang)), "wizard-bluffs-propose")
        self.feedback = problems_label("wizard-bluffs-feedback")
        layout = QVBoxLayout(self)
        layout.addWidget(self.recipient)
        layout.addLayout(self.form)
        layout.addWidget(self.propose)
        layout.addStretch(1)
        layout.addWidget(self.feedback)
        self.propose.clicked.connect(self._propose)

    def initializePage(self) -> None:  # noqa: N802
        self._fill()

    def _propose(self) -> None:
        assert self.draft.setup is not None and self.draft.script is not None
        self.draft.setup = repropose_bluffs(self.draft.setup, self.draft.script, self.draft.rng)
        self._fill()

    def _fill(self) -> None:
        setup, script = self.draft.setup, self.draft.script
        assert setup is not None and script is not None
        if len(self.combos) != len(setup.bluffs):
            self._rows(len(setup.bluffs))
        if setup.bluffs_to is None:
            self.recipient.setText(tr("wizard.bluffs.nobody", self.draft.lang))
        else:
            self.recipient.setText(tr("wizard.bluffs.to", self.draft.lang, player=setup.seats[setup.bluffs_to].name))
        pool = bluff_choices(setup, script)
        for combo, current in zip(self.combos, setup.bluffs, strict=True):
            refill(combo, [(self.draft.character_name(c), c) for c in dict.fromkeys([*pool, current])], current)
        show_problems(self.feedback, self.draft.problems(), self.draft.lang)

    def _rows(self, count: int) -> None:
        """Have one drop-down per bluff. Only the number of bluffs makes rows, never a choice in one (no drop-down is
        deleted during its own click); old rows go with deleteLater."""
        while self.form.rowCount():
            taken = self.form.takeRow(0)
            for item in (taken.labelItem, taken.fieldItem):
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
        self.combos = []
        for slot in range(count):
            combo = named(QComboBox(), f"wizard-bluff-{slot}")
            combo.activated.connect(lambda _=0, s=slot, c=combo: self._choose(s, c.currentData()))
            self.form.addRow(tr("wizard.bluffs.slot", self.draft.lang, n=slot + 1), combo)
            self.combos.append(combo)

    def _choose(self, slot: int, character_id: str) -> None:
        assert self.draft.setup is not None
        self.draft.setup = set_bluff(self.draft.setup, slot, character_id)
        self._fill()


class PreparePage(DraftPage):
    """Each first-night reminder with the seat it goes on; moving it is choosing another seat."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "prepare")
        self.table = named(QTableWidget(0, 2), "wizard-prepare")
        self.table.setHorizontalHeaderLabels([tr("wizard.prepare.token", draft.lang), tr("wizard.prepare.on", draft.lang)])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.empty = plain_label(tr("wizard.prepare.none", draft.lang))
        self.propose = named(QPushButton(tr("wizard.bluffs.propose", draft.lang)), "wizard-prepare-propose")
        self.feedback = problems_label("wizard-prepare-feedback")
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.propose)
        layout.addWidget(self.feedback)
        self.propose.clicked.connect(self._propose)
        self.table.verticalHeader().hide()

    def initializePage(self) -> None:  # noqa: N802
        self._fill()

    def _propose(self) -> None:
        assert self.draft.setup is not None and self.draft.script is not None
        self.draft.setup = repropose_reminders(self.draft.setup, self.draft.script, self.draft.rng)
        self._fill()

    def _fill(self) -> None:
        setup, script = self.draft.setup, self.draft.script
        assert setup is not None and script is not None
        self.empty.setVisible(not setup.reminders)
        if self.table.rowCount() != len(setup.reminders):
            self._rows(len(setup.reminders))
        seats = [(f"{seat.index + 1}. {seat.name} — {self.draft.character_name(seat.character)}", seat.index) for seat in setup.seats]
        for row, reminder in enumerate(setup.reminders):
            character = script.character(reminder.character)
            token = self.draft.library.reminder_name(character, reminder.token, self.draft.lang) if character else reminder.token
            self.table.setItem(row, 0, QTableWidgetItem(f"{token} ({self.draft.character_name(reminder.character)})"))
            combo = self.table.cellWidget(row, 1)
            assert isinstance(combo, QComboBox)
            refill(combo, seats, reminder.seat)
        self.table.resizeColumnsToContents()
        show_problems(self.feedback, self.draft.problems(), self.draft.lang)

    def _rows(self, count: int) -> None:
        """Have one row per reminder, its seat drop-down made once (a choice in it updates it in place; Qt deletes the
        drop-downs of removed rows later)."""
        self.table.setRowCount(count)
        for row in range(count):
            if self.table.cellWidget(row, 1) is None:
                combo = named(QComboBox(), f"wizard-reminder-{row}")
                combo.activated.connect(lambda _=0, r=row, c=combo: self._move(r, c.currentData()))
                self.table.setCellWidget(row, 1, combo)

    def _move(self, row: int, seat: int) -> None:
        assert self.draft.setup is not None
        self.draft.setup = move_reminder(self.draft.setup, row, seat)
        self._fill()
