"""SetupDialog: the players in seat order, standard or custom roles, and a random deal (spec 5, 6).

Names are typed one per line (5-30, in seat order). Standard shows the table's roles for that
count (R28-R30). Custom shows one counter per special role, the base roles locked at one (D21),
and the model's issues live (`validate_custom`: two Magicians need at least 9 players, more roles
than players, ...); Start stays disabled while any issue stands (R34, D23). Start deals at random
with the dialog's rng (a seam: tests pass a seeded one) and builds the game with `start_game`.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    TorsisGame,
    TorsisOptions,
    player_range,
    prefilled,
    roles,
    standard_assignment,
    start_game,
    team_names,
    validate_custom,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.systems.torsis.data import setup_table
from grimoire_app.systems.torsis.setup import FILLER
from grimoire_app.ui.plain import plain_label
from grimoire_app.systems.torsis.log_lines import composition_text, role_name
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window

MAX_NAME = 40


def name_problems(names: list[str], lang: Lang) -> list[str]:
    """Return what is wrong with a list of player names (empty: usable).

    >>> name_problems(["A", "B", "A", "C", "D"], "en")
    ['The name A is used twice.']
    """
    problems = []
    span = player_range()
    if len(names) not in span:
        problems.append(tr("torsis.setup.count", lang, low=span.start, high=span.stop - 1, n=len(names)))
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(tr("torsis.setup.twice", lang, name=name))
    problems += [tr("torsis.setup.long", lang, name=n[:12], max=MAX_NAME) for n in names if len(n) > MAX_NAME]
    return problems


class SetupDialog(QDialog):
    """Players, roles and the deal; `game` holds the dealt game once accepted."""

    def __init__(self, lang: Lang, game_lang: GameLang | None = None, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-setup")
        self.lang, self.game_lang = lang, game_lang or lang
        self.rng = rng or random.Random()
        self.options = TorsisOptions()
        self.game: TorsisGame | None = None
        self.names = named(QPlainTextEdit(), "torsis-setup-names")
        self.names.setPlaceholderText(tr("torsis.setup.names_hint", lang))
        self.standard = named(QRadioButton(tr("torsis.setup.standard", lang)), "torsis-setup-standard")
        self.standard.setChecked(True)
        self.custom = named(QRadioButton(tr("torsis.setup.custom", lang)), "torsis-setup-custom")
        self.composition = named(plain_label(wordWrap=True), "torsis-setup-composition")
        self.counts_box = named(QGroupBox(tr("torsis.setup.counts", lang)), "torsis-setup-counts")
        self.counts: dict[str, QSpinBox] = {}
        self.issues = named(plain_label(wordWrap=True), "torsis-setup-issues")
        self.issues.setStyleSheet("color:#d23c32; font-weight:bold;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setObjectName("torsis-setup-start")
        self.start.setText(tr("torsis.setup.start", lang))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("torsis.setup.cancel", lang))
        self._build_counts()
        self._lay_out()
        self._connect()
        self.setWindowTitle(tr("torsis.setup.title", lang))
        self.refresh()

    def _build_counts(self) -> None:
        form = QFormLayout(self.counts_box)
        start = prefilled({}, self.options)
        locked = set(setup_table().locked_base) if self.options.custom_base_locked else set()
        for role in roles().values():
            if role.id == FILLER:
                continue
            spin = self.counts[role.id] = named(QSpinBox(), f"torsis-count-{role.id}")
            spin.setRange(1 if role.id in locked else 0, 30)
            spin.setValue(start.get(role.id, 0))
            form.addRow(f"{role_name(role.id, self.game_lang)} · {team_names(role.team).text(self.game_lang)}", spin)

    def _lay_out(self) -> None:
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(plain_label(tr("torsis.setup.names", self.lang)))
        left.addWidget(self.names, 1)
        right = QVBoxLayout()
        for widget in (self.standard, self.custom, self.composition, self.counts_box, self.issues):
            right.addWidget(widget)
        right.addStretch(1)
        right.addWidget(self.buttons)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        fit_window(self, (820, 640))

    def _connect(self) -> None:
        self.names.textChanged.connect(self.refresh)
        self.standard.toggled.connect(self.refresh)
        for spin in self.counts.values():
            spin.valueChanged.connect(self.refresh)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def player_names(self) -> list[str]:
        """Return the typed names in seat order (blank lines skipped, spaces trimmed)."""
        return [line.strip() for line in self.names.toPlainText().splitlines() if line.strip()]

    def special_counts(self) -> dict[str, int]:
        """Return the custom counters' values (special roles only)."""
        return {role: spin.value() for role, spin in self.counts.items()}

    def problems(self) -> list[str]:
        """Return every reason the game cannot start yet (names first, then the roles)."""
        names = self.player_names()
        found = name_problems(names, self.lang)
        if self.custom.isChecked():
            found += [issue.text(self.game_lang) for issue in validate_custom(len(names), self.special_counts(), self.options)]
        return found

    def refresh(self) -> None:
        """Show the composition for the count and every problem; enable Start when there is none."""
        n = len(self.player_names())
        self.counts_box.setVisible(self.custom.isChecked())
        if self.standard.isChecked() and n in player_range():
            self.composition.setText(tr("torsis.setup.standard_roles", self.lang, n=n, roles=composition_text(standard_assignment(n), self.game_lang)))
        elif self.custom.isChecked():
            chosen = sum(self.special_counts().values())
            self.composition.setText(tr("torsis.setup.custom_roles", self.lang, s=chosen, humans=max(n - chosen, 0)))
        else:
            self.composition.setText("")
        problems = self.problems()
        self.issues.setText("\n".join(problems))
        self.start.setEnabled(not problems)

    def accept(self) -> None:
        """Deal the roles at random and keep the game (does nothing while a problem stands)."""
        if self.problems():
            return
        names = self.player_names()
        ids = [f"p{i + 1}" for i in range(len(names))]
        counts = self.special_counts() if self.custom.isChecked() else None
        self.game = start_game(ids, counts, rng=self.rng, names=dict(zip(ids, names, strict=True)), options=self.options)
        super().accept()
