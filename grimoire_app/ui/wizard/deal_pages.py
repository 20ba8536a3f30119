"""Wizard pages 3–4: choosing the characters (with setup modifiers), then dealing them to seats."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHeaderView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError
from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.systems.botc.setup import SetupChoices, base_counts, distribution
from grimoire_app.systems.botc.setup import homebrew
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.loric import STORMCATCHER, bag_with_named
from grimoire_app.systems.botc.setup_draft import BagShortError, deal_chosen, set_alignment, set_believed, swap_tokens
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.wizard.common import DraftPage, problems_label, show_problems
from grimoire_app.ui.wizard.dragging import CharacterList, SeatDropTable
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.pick_problems import pick_problem_lines
from grimoire_app.ui.wizard.sentinel_choice import sentinel_choice
from grimoire_app.ui.town_square.style import named

CHOICE_WIDGETS = ("balloonist", "xaan", "villageidiot", "atheist", "godfather", "sentinel")


class PickPage(DraftPage):
    """A checkable list per character type with live counts; the model says when the bag is complete."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "pick")
        self.lists: dict[Team, QListWidget] = {}
        self.count_labels: dict[Team, QLabel] = {}
        self.choice_box = QHBoxLayout()
        self.balloonist = named(QCheckBox(tr("wizard.choice.balloonist", draft.lang)), "choice-balloonist")
        self.xaan = named(QSpinBox(minimum=0, maximum=10), "choice-xaan")
        self.idiots = named(QSpinBox(minimum=0, maximum=2), "choice-villageidiot")
        self.atheist = named(QCheckBox(tr("wizard.choice.atheist", draft.lang)), "choice-atheist")
        self.atheist.setChecked(True)
        self.godfather_label = plain_label(tr("wizard.choice.godfather", draft.lang))
        self.godfather = named(QComboBox(), "choice-godfather")
        self.godfather.addItem(tr("wizard.choice.godfather.minus", draft.lang), False)
        self.godfather.addItem(tr("wizard.choice.godfather.plus", draft.lang), True)
        set_tip(self.godfather, tr("wizard.choice.godfather.tip", draft.lang))
        self.godfather_label.setBuddy(self.godfather)
        self.sentinel_label, self.sentinel = sentinel_choice(draft.lang)
        self.xaan_label = plain_label(tr("wizard.choice.xaan", draft.lang))
        self.idiots_label = plain_label(tr("wizard.choice.villageidiot", draft.lang))
        choice_widgets = (self.balloonist, self.xaan_label, self.xaan, self.idiots_label, self.idiots, self.atheist)
        for widget in (*choice_widgets, self.godfather_label, self.godfather, self.sentinel_label, self.sentinel):
            self.choice_box.addWidget(widget)
        self.choice_box.addStretch(1)
        self.random_button = named(QPushButton(tr("wizard.pick.random", draft.lang)), "wizard-random")
        self.clear_button = QPushButton(tr("wizard.pick.clear", draft.lang))
        self.feedback = problems_label("wizard-pick-feedback")
        self.homebrew = named(plain_label(), "wizard-pick-homebrew")
        self.homebrew.setWordWrap(True)
        grid = QGridLayout()
        for column, team in enumerate(PLAYER_TEAMS):
            self.count_labels[team] = named(plain_label(), f"count-{team.value}")
            self.lists[team] = named(QListWidget(), f"pick-{team.value}")
            self.lists[team].itemChanged.connect(self._toggled)
            grid.addWidget(self.count_labels[team], 0, column)
            grid.addWidget(self.lists[team], 1, column)
        buttons = QHBoxLayout()
        buttons.addWidget(self.random_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(self.choice_box)
        layout.addLayout(buttons)
        layout.addLayout(grid, 1)
        layout.addWidget(self.homebrew)
        layout.addWidget(self.feedback)
        self.random_button.clicked.connect(self.pick_randomly)
        self.clear_button.clicked.connect(lambda: self._set_bag([]))
        QShortcut(QKeySequence("Ctrl+R"), self, self.pick_randomly)
        choice_signals = (self.balloonist.toggled, self.xaan.valueChanged, self.idiots.valueChanged, self.atheist.toggled)
        for signal in (*choice_signals, self.godfather.currentIndexChanged, self.sentinel.currentIndexChanged):
            signal.connect(self._choices_changed)
        self._complete = False

    def initializePage(self) -> None:  # noqa: N802
        script = self.draft.script
        assert script is not None
        on_script = set(script.ids)
        self.balloonist.setVisible("balloonist" in on_script)
        for widget in (self.xaan, self.xaan_label):
            widget.setVisible("xaan" in on_script)
        for widget in (self.idiots, self.idiots_label):
            widget.setVisible("villageidiot" in on_script)
        self.atheist.setVisible("atheist" in on_script)
        self.godfather.setVisible("godfather" in on_script)
        self.sentinel.setVisible("sentinel" in self.draft.fabled)
        self.sentinel_label.setVisible("sentinel" in self.draft.fabled)
        self.godfather_label.setVisible("godfather" in on_script)
        if self.godfather.property("players") != len(self.draft.names):
            self.godfather.setProperty("players", len(self.draft.names))
            self.godfather.blockSignals(True)
            self.godfather.setCurrentIndex(1 if base_counts(min(len(self.draft.names), 15)).outsider == 0 else 0)
            self.godfather.blockSignals(False)
        self._fill_lists()
        self._refresh()

    def _fill_lists(self) -> None:
        script = self.draft.script
        assert script is not None
        for team, widget in self.lists.items():
            widget.blockSignals(True)
            widget.clear()
            for character in script.of_team(team):
                item = QListWidgetItem(self.draft.library.name(character, self.draft.lang))
                item.setData(Qt.ItemDataRole.UserRole, character.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if character.id in self.draft.bag else Qt.CheckState.Unchecked)
                set_tip(item, self.draft.library.ability(character, self.draft.lang) or "")
                widget.addItem(item)
            widget.blockSignals(False)

    def choices(self) -> SetupChoices:
        """Return the Storyteller's modifier choices as the widgets show them."""
        on_script = set(self.draft.script.ids) if self.draft.script else set()
        return SetupChoices(
            balloonist_extra_outsider=self.balloonist.isChecked(),
            xaan_outsiders=self.xaan.value() if "xaan" in on_script else None,
            extra_village_idiots=self.idiots.value(),
            atheist_no_evil=self.atheist.isChecked(),
            godfather_extra_outsider=bool(self.godfather.currentData()) if "godfather" in on_script else None,
            sentinel_outsiders=int(self.sentinel.currentData()) if "sentinel" in self.draft.fabled else None,
        )

    def pick_randomly(self) -> None:
        """Ask the model for a random legal bag."""
        assert self.draft.script is not None
        try:
            named = self.draft.loric_names.get(STORMCATCHER) if STORMCATCHER in self.draft.fabled else None
            bag = bag_with_named(self.draft.script, self.draft.library, self.draft.names, self.choices(), self.draft.rng, named)
        except GrimoireError as error:
            english = str(error).splitlines()  # the engine's English lines, with ids: said in words in Korean
            show_problems(self.feedback, english if self.draft.lang != "ko" else [tr("wizard.pick.random_failed", "ko")], self.draft.lang)
            return
        self._set_bag(list(bag))

    def _set_bag(self, bag: list[str]) -> None:
        self.draft.bag = bag
        self._fill_lists()
        self._refresh()

    def _toggled(self, item: QListWidgetItem) -> None:
        character_id = item.data(Qt.ItemDataRole.UserRole)
        bag = [c for c in self.draft.bag if c != character_id]
        if item.checkState() == Qt.CheckState.Checked:
            bag.append(character_id)
        self.draft.bag = bag
        self._refresh()

    def _choices_changed(self, *_: object) -> None:
        self.draft.choices = self.choices()
        self._refresh()

    def _refresh(self) -> None:
        script = self.draft.script
        assert script is not None
        self.draft.choices = self.choices()
        self.draft.setup = None
        dist = distribution(script, self.draft.library, len(self.draft.names), self.draft.bag, self.draft.choices)
        unseated = modifier_table().unseated
        missing = []
        chosen_by_team: dict[Team, int] = {}
        for team in PLAYER_TEAMS:
            chosen = sum(1 for cid in self.draft.bag if cid not in unseated and (c := script.character(cid)) and c.team == team)
            if team == Team.TOWNSFOLK and "villageidiot" in self.draft.bag:
                chosen += self.draft.choices.extra_village_idiots
            if homebrew.copies_fill(script, team, self.draft.bag):
                chosen = max(chosen, dist.counts.of(team))  # copies of a repeatable homebrew character fill the rest
            chosen_by_team[team] = chosen
            text = tr("wizard.pick.count", self.draft.lang, team=tr("team." + team.value, self.draft.lang), chosen=chosen, target=dist.counts.of(team))
            self.count_labels[team].setText(text)
            if chosen < dist.counts.of(team):
                missing.append(tr("wizard.pick.missing_team", self.draft.lang, team=tr("team." + team.value, self.draft.lang), count=dist.counts.of(team) - chosen))
            colour = TEAM_COLOURS[team.value] if chosen == dist.counts.of(team) else "#b3261e"
            self.count_labels[team].setStyleSheet(f"font-weight: bold; color: {colour};")
        notes = homebrew.pick_notes(script, self.draft.bag, self.draft.lang)
        self.homebrew.setText("\n".join(notes))
        self.homebrew.setVisible(bool(notes))
        self._complete = False
        problems = pick_problem_lines(dist, chosen_by_team, script, self.draft.library, self.draft.lang)
        if not problems and self.draft.bag:
            try:
                deal_chosen(script, self.draft.library, self.draft.names, self.draft.bag, self.draft.choices, self.draft.rng)
                self._complete = True
            except BagShortError as error:
                problems = [self._short(error.still_needed)]
            except GrimoireError as error:
                problems = [line.split(": ", 1)[-1] for line in str(error).splitlines()]
        if not self._complete and not dist.problems and missing:
            problems = [tr("wizard.pick.missing", self.draft.lang, what=", ".join(missing))]  # the counts say it in the UI's language
        if not self._complete and not problems:
            problems = [tr("wizard.pick.choose", self.draft.lang)]  # Next is disabled: never "no problems"
        if self._complete:
            self.feedback.setStyleSheet("color: #2e7d32;")
            self.feedback.setText(tr("wizard.pick.ready", self.draft.lang))
        else:
            show_problems(self.feedback, problems, self.draft.lang)
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802
        return self._complete

    def _short(self, still_needed: tuple[str, ...]) -> str:
        """Say in the UI's language that the chosen characters do not fill the table, naming a few that would."""
        library, script = self.draft.library, self.draft.script
        found = [(script.character(cid) if script else None) or library.find(cid) for cid in still_needed[:3]]
        names = [library.name(character, self.draft.lang) for character in found if character is not None]
        return tr("wizard.pick.short", self.draft.lang, count=len(still_needed), names=", ".join(names))


class DealPage(DraftPage):
    """Seats with their dealt character; choosing another character swaps two seats."""

    COLUMNS = ("seat", "character", "believed", "alignment")

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "deal")
        self.table = SeatDropTable(0, len(self.COLUMNS), "wizard-deal")
        self.characters = CharacterList("wizard-deal-characters")
        self.table.character_dropped.connect(self.drop_character)
        self.table.setHorizontalHeaderLabels([tr(f"wizard.deal.{c}", draft.lang) for c in self.COLUMNS])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.shuffle = named(QPushButton(tr("wizard.deal.shuffle", draft.lang)), "wizard-shuffle")
        self.unseated = named(plain_label(), "wizard-unseated")
        self.feedback = problems_label("wizard-deal-feedback")
        layout = QVBoxLayout(self)
        layout.addWidget(self.shuffle)
        layout.addWidget(self.characters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.unseated)
        layout.addWidget(self.feedback)
        self.shuffle.clicked.connect(self.deal)
        QShortcut(QKeySequence("Ctrl+R"), self, self.deal)

    def initializePage(self) -> None:  # noqa: N802
        if self.draft.setup is None or [s.name for s in self.draft.setup.seats] != self.draft.names:
            self.deal()
        else:
            self._fill()

    def deal(self) -> None:
        """Deal the chosen characters to the seats again, at random."""
        script = self.draft.script
        assert script is not None
        try:
            self.draft.setup = deal_chosen(script, self.draft.library, self.draft.names, self.draft.bag, self.draft.choices, self.draft.rng)
        except GrimoireError as error:
            show_problems(self.feedback, str(error).splitlines(), self.draft.lang)
            return
        self._fill()

    def _fill(self) -> None:
        setup = self.draft.setup
        assert setup is not None
        self.table.setRowCount(len(setup.seats))
        for row, seat in enumerate(setup.seats):
            self.table.setCellWidget(row, 0, plain_label(f" {row + 1}. {seat.name}"))
            self.table.setCellWidget(row, 1, self._character_combo(row))
            self.table.setCellWidget(row, 2, self._believed_combo(row))
            self.table.setCellWidget(row, 3, self._alignment_combo(row))
        self.table.resizeColumnsToContents()
        self._fill_characters()
        names = ", ".join(self.draft.character_name(c) for c in setup.unseated)
        self.unseated.setText(tr("wizard.deal.unseated", self.draft.lang, characters=names) if names else "")
        show_problems(self.feedback, self.draft.problems(), self.draft.lang)
        self.completeChanged.emit()

    def _character_combo(self, row: int) -> QComboBox:
        setup = self.draft.setup
        assert setup is not None
        combo = named(QComboBox(), f"deal-character-{row}")
        seat = setup.seats[row]
        if seat.character is None:
            combo.addItem(tr("wizard.deal.traveller", self.draft.lang), None)
            combo.setEnabled(False)
            return combo
        for other in setup.seats:
            if other.character is not None:
                combo.addItem(self.draft.character_name(other.character), other.index)
        combo.setCurrentIndex(combo.findData(row))
        combo.activated.connect(lambda _=0, r=row, c=combo: self.swap(r, c.currentData()))
        return combo

    def _believed_combo(self, row: int) -> QComboBox:
        setup, script = self.draft.setup, self.draft.script
        assert setup is not None and script is not None
        combo = named(QComboBox(), f"deal-believed-{row}")
        seat = setup.seats[row]
        believers = modifier_table().of_kind("believes_townsfolk")
        if seat.character in homebrew.replacements(script, self.draft.library):  # shown as another character (a homebrew special)
            combo.addItem(self.draft.character_name(seat.believed), seat.believed)
            combo.setEnabled(False)
            return combo
        if seat.character not in believers:
            combo.addItem(tr("wizard.deal.none", self.draft.lang), None)
            combo.setEnabled(False)
            return combo
        in_play = set(setup.in_play)
        for character in script.of_team(Team.TOWNSFOLK):
            if character.id not in in_play:
                combo.addItem(self.draft.library.name(character, self.draft.lang), character.id)
        combo.setCurrentIndex(max(0, combo.findData(seat.believed)))
        combo.activated.connect(lambda _=0, r=row, c=combo: self._set(set_believed(self.draft.setup, r, c.currentData(), self.draft.script)))  # type: ignore[arg-type]
        return combo

    def _alignment_combo(self, row: int) -> QComboBox:
        setup = self.draft.setup
        assert setup is not None
        combo = named(QComboBox(), f"deal-alignment-{row}")
        for value in ("good", "evil"):
            combo.addItem(tr("describe." + value, self.draft.lang), value)
        seat = setup.seats[row]
        combo.setCurrentIndex(combo.findData(seat.alignment or "good"))
        combo.setEnabled(seat.character is not None)
        combo.activated.connect(lambda _=0, r=row, c=combo: self._set(set_alignment(self.draft.setup, r, c.currentData())))  # type: ignore[arg-type]
        return combo

    def _fill_characters(self) -> None:
        setup = self.draft.setup
        assert setup is not None
        self.characters.clear()
        for seat in setup.seats:
            if seat.character is not None:
                item = QListWidgetItem(self.draft.character_name(seat.character))
                item.setData(Qt.ItemDataRole.UserRole, seat.character)
                set_tip(item, f"{seat.index + 1}. {seat.name}")
                self.characters.addItem(item)

    def drop_character(self, row: int, character_id: str) -> None:
        """Give the seat at `row` the dropped character, swapping with the seat that had it."""
        setup = self.draft.setup
        holder = next((s.index for s in setup.seats if s.character == character_id), None) if setup else None
        if holder is not None:
            self.swap(row, holder)

    def swap(self, row: int, other: int) -> None:
        """Swap the tokens of two seats (and propose the preparation again)."""
        if other is None or other == row or self.draft.setup is None or self.draft.script is None:
            return
        self._set(swap_tokens(self.draft.setup, self.draft.script, row, other, self.draft.rng))

    def _set(self, setup: object) -> None:
        self.draft.setup = setup  # type: ignore[assignment]
        self._fill()

    def isComplete(self) -> bool:  # noqa: N802
        return self.draft.setup is not None
