"""Wizard pages 3–4: choosing the characters (with setup modifiers), then dealing them to seats."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError
from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.systems.botc.setup import SetupChoices, base_counts, distribution
from grimoire_app.systems.botc.setup import homebrew
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.loric import STORMCATCHER, bag_with_named
from grimoire_app.systems.botc.commands import default_alignment
from grimoire_app.systems.botc.setup.values import DealtSeat
from grimoire_app.systems.botc.setup_draft import BagShortError, deal_chosen, set_alignment, set_believed, swap_tokens
from grimoire_app.ui.flow_layout import FlowLayout
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.player_count_table import PlayerCountTable
from grimoire_app.ui.wizard import keys
from grimoire_app.ui.wizard.common import DraftPage, problems_label, refill, show_problems
from grimoire_app.ui.wizard.seat_cards import SeatCard, SeatCardGrid, SeatToken
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.exp_choices import exp_choice
from grimoire_app.ui.wizard.pick_problems import pick_problem_lines
from grimoire_app.ui.wizard.sentinel_choice import sentinel_choice
from grimoire_app.ui.town_square.faces import TokenFace, initials
from grimoire_app.ui.town_square.style import ALIGNMENT_COLOURS, named

CHOICE_WIDGETS = ("balloonist", "xaan", "villageidiot", "atheist", "godfather", "sentinel", "huntsman", "hermit")


class PickPage(DraftPage):
    """A checkable list per character type with live counts; the model says when the bag is complete."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "pick")
        self.lists: dict[Team, QListWidget] = {}
        self.count_labels: dict[Team, QLabel] = {}
        self.choice_box = FlowLayout()
        """The setup choices of the characters on the script, wrapping onto more lines when many are shown."""
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
        self.huntsman = exp_choice("huntsman", draft.lang)
        self.hermit = exp_choice("hermit", draft.lang)
        self.choice_groups: list[tuple[QWidget, tuple[QWidget, ...]]] = []
        """Each choice as one piece of the flow (a label stays beside its box), shown while one of its widgets is."""
        for members in (
            (self.balloonist,), (self.xaan_label, self.xaan), (self.idiots_label, self.idiots), (self.atheist,),
            (self.godfather_label, self.godfather), (self.sentinel_label, self.sentinel), (self.huntsman,), (self.hermit,),
        ):
            group = QWidget()
            row = QHBoxLayout(group)
            row.setContentsMargins(0, 0, 6, 0)
            for widget in members:
                row.addWidget(widget)
            self.choice_box.addWidget(group)
            self.choice_groups.append((group, members))
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
        self.counts = PlayerCountTable(draft.lang, "wizard-pick-counts")
        """The player-count table, this table's column highlighted, the script's setup modifiers under it (issue 19)."""
        buttons = QHBoxLayout()
        buttons.addWidget(self.random_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        controls = QVBoxLayout()
        controls.addLayout(self.choice_box)
        controls.addLayout(buttons)
        controls.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(controls, 1)
        top.addWidget(self.counts, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addWidget(self.homebrew)
        layout.addWidget(self.feedback)
        self.random_button.clicked.connect(self.pick_randomly)
        self.clear_button.clicked.connect(lambda: self._set_bag([]))
        QShortcut(QKeySequence(keys.RANDOM), self, self.pick_randomly)
        choice_signals = (self.balloonist.toggled, self.xaan.valueChanged, self.idiots.valueChanged, self.atheist.toggled)
        for signal in (*choice_signals, self.godfather.currentIndexChanged, self.sentinel.currentIndexChanged, self.huntsman.toggled, self.hermit.toggled):
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
        self.huntsman.setVisible("huntsman" in on_script)
        self.hermit.setVisible("hermit" in on_script)
        for group, members in self.choice_groups:
            group.setVisible(any(not widget.isHidden() for widget in members))
        self.counts.set_players(len(self.draft.names))
        self.counts.set_script(script, self.draft.library, self.draft.fabled)
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
            huntsman_extra_outsider=self.huntsman.isChecked() and "huntsman" in on_script,
            hermit_remove_outsider=self.hermit.isChecked() and "hermit" in on_script,
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
    """The seats as a grid of cards with their dealt token; dragging a token, clicking two tokens or choosing another
    character in a card's drop-down swaps two seats."""

    COLUMNS = ("seat", "character", "believed", "alignment")

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "deal")
        self.seats = SeatCardGrid("wizard-deal")
        self.seats.swap_requested.connect(self.swap)
        self.seats.character_dropped.connect(self.drop_character)
        self.seats.marked.connect(self._marked)
        self.shuffle = named(QPushButton(tr("wizard.deal.shuffle", draft.lang)), "wizard-shuffle")
        self.hint = named(plain_label(tr("wizard.deal.hint", draft.lang), wordWrap=True), "wizard-deal-hint")
        self.unseated = named(plain_label(), "wizard-unseated")
        self.feedback = problems_label("wizard-deal-feedback")
        top = QHBoxLayout()
        top.addWidget(self.shuffle)
        top.addWidget(self.hint, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.seats)
        layout.addWidget(self.unseated)
        layout.addWidget(self.feedback)
        layout.addStretch(1)
        self.shuffle.clicked.connect(self.deal)
        QShortcut(QKeySequence(keys.RANDOM), self, self.deal)

    @property
    def table(self) -> SeatCardGrid:
        """Return the seat cards (`cellWidget(row, column)` gives a seat's widget for one of COLUMNS)."""
        return self.seats

    def initializePage(self) -> None:  # noqa: N802
        self.seats.mark(None)
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
        self.seats.mark(None)
        self._fill()

    def _fill(self) -> None:
        setup = self.draft.setup
        assert setup is not None
        if self.seats.set_seats(len(setup.seats)):
            for card in self.seats.cards:
                self._wire(card)
        for card in self.seats.cards:
            self._show(card)
        names = ", ".join(self.draft.character_name(c) for c in setup.unseated)
        self.unseated.setText(tr("wizard.deal.unseated", self.draft.lang, characters=names) if names else "")
        self.unseated.setVisible(bool(names))
        show_problems(self.feedback, self.draft.problems(), self.draft.lang)
        self.completeChanged.emit()

    def _wire(self, card: SeatCard) -> None:
        row = card.row
        card.character.activated.connect(lambda _=0, c=card.character: self.swap(row, c.currentData()))
        card.believed.activated.connect(lambda _=0, c=card.believed: self._set(set_believed(self.draft.setup, row, c.currentData(), self.draft.script)))  # type: ignore[arg-type]
        card.alignment.activated.connect(lambda _=0, c=card.alignment: self._set(set_alignment(self.draft.setup, row, c.currentData())))  # type: ignore[arg-type]

    def _show(self, card: SeatCard) -> None:
        setup, lang = self.draft.setup, self.draft.lang
        assert setup is not None
        seat = setup.seats[card.row]
        card.label.setText(f"{card.row + 1}. {seat.name}")
        self._show_token(card.token, seat)
        if seat.character is None:
            refill(card.character, [(tr("wizard.deal.traveller", lang), None)], None, enabled=False)
        else:
            others = [(self.draft.character_name(other.character), other.index) for other in setup.seats if other.character is not None]
            refill(card.character, others, card.row)
        set_tip(card.character, tr("wizard.deal.character.tip", lang))
        self._show_believed(card, seat)
        alignments = [(tr("describe." + value, lang), value) for value in ("good", "evil")]
        refill(card.alignment, alignments, seat.alignment or "good", enabled=seat.character is not None)
        set_tip(card.alignment, tr("wizard.deal.alignment.tip", lang))

    def _show_token(self, token: SeatToken, seat: DealtSeat) -> None:
        script, lang = self.draft.script, self.draft.lang
        assert script is not None
        found = script.character(seat.character) if seat.character else None
        name = self.draft.character_name(seat.character) if seat.character else tr("square.traveller", lang)
        token.face = TokenFace(name, initials(name), found.team.value if found else "traveller")
        token.character = seat.character
        token.believed = self.draft.character_name(seat.believed) if seat.believed else None
        differs = found is not None and seat.alignment is not None and seat.alignment != default_alignment(found)
        token.badge = (tr(f"square.alignment_mark.{seat.alignment}", lang), ALIGNMENT_COLOURS[seat.alignment]) if differs and seat.alignment else None
        token.setEnabled(seat.character is not None)
        ability = self.draft.library.ability(found, lang) if found else None
        tip = tr("wizard.deal.token.tip", lang, seat=seat.index + 1, player=seat.name, character=name)
        set_tip(token, f"{tip}\n{ability}" if ability else tip)
        token.update()

    def _show_believed(self, card: SeatCard, seat: DealtSeat) -> None:
        setup, script = self.draft.setup, self.draft.script
        assert setup is not None and script is not None
        believers = modifier_table().of_kind("believes_townsfolk")
        if seat.character in homebrew.replacements(script, self.draft.library):  # shown as another character (a homebrew special)
            refill(card.believed, [(self.draft.character_name(seat.believed), seat.believed)], seat.believed, enabled=False)
            card.believed.setVisible(True)
        elif seat.character in believers:
            in_play = set(setup.in_play)
            choices = [(self.draft.library.name(c, self.draft.lang), c.id) for c in script.of_team(Team.TOWNSFOLK) if c.id not in in_play]
            refill(card.believed, choices, seat.believed)
            card.believed.setVisible(True)
        elif seat.character in modifier_table().of_kind("believes_good_beside_demon"):  # the Marionette (docs/rules/marionette.md)
            in_play = set(setup.in_play)
            good = [c for c in script.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER) and c.id not in in_play]
            refill(card.believed, [(self.draft.library.name(c, self.draft.lang), c.id) for c in good], seat.believed)
            card.believed.setVisible(True)
        else:
            refill(card.believed, [(tr("wizard.deal.none", self.draft.lang), None)], None, enabled=False)
            card.believed.setVisible(False)
        set_tip(card.believed, tr("wizard.deal.believed.tip", self.draft.lang))

    def _marked(self, row: int) -> None:
        setup = self.draft.setup
        if row < 0 or setup is None:
            self.hint.setText(tr("wizard.deal.hint", self.draft.lang))
            return
        seat = setup.seats[row]
        self.hint.setText(tr("wizard.deal.marked", self.draft.lang, seat=row + 1, player=seat.name, character=self.draft.character_name(seat.character)))

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
        if self.draft.setup.seats[row].is_traveller or self.draft.setup.seats[other].is_traveller:
            return  # a Traveller's seat is dealt nothing now: its character is handed out when they join
        self._set(swap_tokens(self.draft.setup, self.draft.script, row, other, self.draft.rng))

    def _set(self, setup: object) -> None:
        self.draft.setup = setup  # type: ignore[assignment]
        self._fill()

    def isComplete(self) -> bool:  # noqa: N802
        return self.draft.setup is not None
