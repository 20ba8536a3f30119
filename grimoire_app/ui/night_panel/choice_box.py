"""ChoiceBox: who the waking player chose tonight, and the button that records it.

The box shows; the panel decides. Clicking a seat in the box's list (or on the square) or a
character in its list asks the panel to toggle it; the panel keeps the choice and shows it back
here. Record asks the panel to record; when check_choice has warnings the box shows them with
"record anyway as a Storyteller override". A step with options (the Barista's effect, whether the Harlot's
pick agrees) shows them in a list beside the choice. Where the choice places a DRUNK the Storyteller may
move (the Sailor, the Innkeeper: tonight.drunk_options), a list offers those seats, the step's own first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
)

from grimoire_app.i18n import tr
from grimoire_app.ui.panel_combo import PanelComboBox
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import ChoiceSpec, TonightStep
from grimoire_app.systems.botc.tonight.labels import character_name, names, seat_name
from grimoire_app.ui.character_search import matches
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.night_panel.style import ANSWER_STYLE, STATUS_STYLE, WARNING_STYLE
from grimoire_app.ui.night_panel.widgets import button, fill_ids, item_id, wrapped
from grimoire_app.ui.town_square.style import named

LIST_HEIGHT = 180


class ChoiceBox(QGroupBox):
    """The chooser, the seats and characters to choose from, what is chosen, Record and its warnings."""

    seat_toggled = Signal(str)
    character_toggled = Signal(str)
    record_requested = Signal()
    override_requested = Signal()
    actor_changed = Signal()
    drunk_changed = Signal(str)

    def __init__(self, lang: Lang) -> None:
        super().__init__()
        self.setObjectName("night-choice")
        self.lang: Lang = lang
        self.game: Game | None = None
        self.actor = named(PanelComboBox(), "night-actor")
        self.needs = wrapped("", STATUS_STYLE, "night-choice-needs")
        self.seats = self._list("night-seats", self.seat_toggled.emit)
        self.search = named(QLineEdit(), "night-character-search")
        self.everyone = named(QCheckBox(), "night-all-characters")
        self.characters = self._list("night-characters", self.character_toggled.emit)
        self.chosen = wrapped("", STATUS_STYLE, "night-chosen")
        self.record = button("", "night-record", self.record_requested.emit, ANSWER_STYLE)
        self.drunk_label = named(plain_label(), "night-drunk-label")
        self.drunk = named(PanelComboBox(), "night-drunk")
        self.drunk_label.setBuddy(self.drunk)
        self.option_label = named(plain_label(), "night-option-label")
        self.option = named(PanelComboBox(), "night-option")
        self.option_label.setBuddy(self.option)
        self.drunk.activated.connect(lambda _i: self.drunk_changed.emit(str(self.drunk.currentData())))
        self.warnings = wrapped("", WARNING_STYLE, "night-warnings")
        self.anyway = button("", "night-record-anyway", self.override_requested.emit)
        self.actor.activated.connect(lambda _i: self.actor_changed.emit())
        self.search.textChanged.connect(lambda _t: self._refill_characters())
        self.everyone.toggled.connect(lambda _on: self._refill_characters())
        self._spec = ChoiceSpec()
        self._picked: tuple[str, ...] = ()
        self._lay_out()
        self.show_warnings([])

    def _list(self, name: str, emit: Callable[[str], object]) -> QListWidget:
        widget = named(QListWidget(), name)
        widget.setMaximumHeight(LIST_HEIGHT)
        widget.itemClicked.connect(lambda item: emit(item_id(item)))
        return widget

    def _lay_out(self) -> None:
        """Record sits at the top, beside what is chosen, above what to choose and the lists, so it stays in view."""
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.chosen, 1)
        row.addWidget(self.record, 1)  # half the row: in a narrow column its text still shows (issue 19)
        layout.addLayout(row)
        layout.addWidget(self.needs)
        drunk_row = QHBoxLayout()
        drunk_row.addWidget(self.drunk_label)
        drunk_row.addWidget(self.drunk, 1)
        layout.addLayout(drunk_row)
        option_row = QHBoxLayout()
        option_row.addWidget(self.option_label)
        option_row.addWidget(self.option, 1)
        layout.addLayout(option_row)
        for widget in (self.warnings, self.anyway, self.actor, self.seats, self.search, self.everyone, self.characters):
            layout.addWidget(widget)

    # -- showing ------------------------------------------------------------------------------------

    def show_choice(self, game: Game, step: TonightStep, actor: str | None, players: Sequence[str], characters: Sequence[str], live: bool) -> None:
        """Show the step's choice: its chooser, the lists, what is chosen; `live` False shows it read-only."""
        self.game, self._spec, self._picked = game, step.choose, tuple(characters)
        lang, spec = self.lang, step.choose
        self.setTitle(tr("nightpanel.choice.title", lang))
        self._show_actors(game, step, actor)
        self.needs.setText(needs_text(spec, lang))
        state = game.state
        entries = [(s.id, self._seat_label(game, s.id), s.id in players) for s in state.seats]
        fill_ids(self.seats, entries)
        fit_height(self.seats)
        self.seats.setVisible(spec.players > 0)
        for chooser in (self.search, self.everyone, self.characters):
            chooser.setVisible(spec.characters > 0)
        self.search.setPlaceholderText(tr("square.picker.search", lang))
        self.everyone.setText(tr("square.picker.all", lang))
        self._refill_characters()
        self.chosen.setText(self._chosen_text(game, players, characters))
        self.record.setText(tr("nightpanel.choice.record" if players or characters else "nightpanel.choice.record_none", lang))
        self.anyway.setText(tr("nightpanel.choice.anyway", lang))
        self._show_options(spec.options)
        for widget in (self.seats, self.characters, self.record, self.anyway, self.actor, self.option):
            widget.setEnabled(live)

    def _show_options(self, options: tuple[str, ...]) -> None:
        """Offer the step's options (the Barista's effect, the Harlot's "agrees"), keeping the one picked; hidden when none."""
        kept = self.option.currentData()
        self.option.blockSignals(True)
        self.option.clear()
        for option in options:
            self.option.addItem(tr("tonight.option." + option, self.lang), option)
        self.option.setCurrentIndex(max(self.option.findData(kept), 0) if kept in options else 0)
        self.option.blockSignals(False)
        self.option_label.setText(tr("nightpanel.choice.option", self.lang))
        for widget in (self.option, self.option_label):
            widget.setVisible(bool(options))

    def option_value(self) -> str | None:
        """Return the option picked with the choice (None: the step has no options)."""
        data = self.option.currentData() if self.option.count() else None
        return str(data) if data else None

    def _chosen_text(self, game: Game, players: Sequence[str], characters: Sequence[str]) -> str:
        lines = []
        if self._spec.players:
            lines.append(tr("nightpanel.choice.chosen", self.lang, players=names(game.state, players)))
        if self._spec.characters:
            picked = ", ".join(character_name(game, c, self.lang) for c in characters) or "-"
            lines.append(tr("nightpanel.choice.chosen_characters", self.lang, characters=picked))
        return "\n".join(lines)

    def _show_actors(self, game: Game, step: TonightStep, actor: str | None) -> None:
        acting = step.choosers
        self.actor.blockSignals(True)
        self.actor.clear()
        for seat_id in acting:
            self.actor.addItem(tr("nightpanel.choice.actor", self.lang, player=seat_name(game.state, seat_id)), seat_id)
        self.actor.setCurrentIndex(max(self.actor.findData(actor), 0))
        self.actor.blockSignals(False)
        self.actor.setVisible(len(acting) > 1)

    def _seat_label(self, game: Game, seat_id: str) -> str:
        seat = game.state.seat(seat_id)
        label = seat.name
        if seat.character:
            label += " · " + character_name(game, seat.character, self.lang)
        return label if seat.alive else label + " " + tr("nightpanel.dead_mark", self.lang)

    def _refill_characters(self) -> None:
        game = self.game
        if game is None or self._spec.characters == 0:
            return
        ids = [c.id for c in game.script.characters]
        if self.everyone.isChecked():
            ids += sorted(c for c in game.library.characters if c not in ids)
        teams = self._spec.character_teams  # the Engineer's list: Minions and Demons only
        if teams:
            ids = [c for c in ids if c in self._picked or ((found := game.character(c)) is not None and found.team in teams)]
        query = self.search.text()
        shown = [c for c in ids if c in self._picked or self._found(game, query, c)]
        fill_ids(self.characters, [(c, character_name(game, c, self.lang), c in self._picked) for c in shown])

    @staticmethod
    def _found(game: Game, query: str, character_id: str) -> bool:
        return matches(query, character_name(game, character_id, "ko"), character_name(game, character_id, "en"), character_id)

    def show_drunk(self, game: Game, options: Sequence[str], drunk: str | None, live: bool) -> None:
        """Show who the choice makes drunk (`options`, the step's own pick first), `drunk` selected; hidden when none."""
        self.drunk.blockSignals(True)
        self.drunk.clear()
        for index, seat_id in enumerate(options):
            key = "nightpanel.choice.drunk_default" if index == 0 else "nightpanel.choice.drunk_other"
            self.drunk.addItem(tr(key, self.lang, player=self._seat_label(game, seat_id)), seat_id)
        self.drunk.setCurrentIndex(max(self.drunk.findData(drunk), 0))
        self.drunk.blockSignals(False)
        self.drunk_label.setText(tr("nightpanel.choice.drunk", self.lang))
        set_tip(self.drunk, tr("nightpanel.choice.drunk_tip", self.lang))
        for widget in (self.drunk, self.drunk_label):
            widget.setVisible(bool(options))
        self.drunk.setEnabled(live)

    def drunk_seat(self) -> str | None:
        """Return the seat the Storyteller makes drunk with this choice (None: the choice places no movable DRUNK)."""
        data = self.drunk.currentData() if self.drunk.count() else None
        return str(data) if data else None

    def actor_seat(self) -> str | None:
        """Return the seat chosen as the chooser (None: the step's own)."""
        data = self.actor.currentData()
        return str(data) if data else None

    def show_warnings(self, lines: list[str]) -> None:
        """Show check_choice's warnings (and the override button), or hide them."""
        self.warnings.setText("\n".join(lines))
        self.warnings.setVisible(bool(lines))
        self.anyway.setVisible(bool(lines))


def needs_text(spec: ChoiceSpec, lang: Lang) -> str:
    """Return what the chooser picks: "고를 것: 플레이어 2명" (and "may choose nobody" when optional).

    A choice of characters only points at the list, not the square; a range of characters ("1 to 4") says so.
    """
    parts = [tr("nightpanel.choice.players", lang, count=spec.players)] if spec.players else []
    if spec.characters and spec.needed_characters < spec.characters:
        parts.append(tr("nightpanel.choice.characters_range", lang, least=spec.needed_characters, count=spec.characters))
    elif spec.characters:
        parts.append(tr("nightpanel.choice.characters", lang, count=spec.characters))
    text = tr("nightpanel.choice.needs" if spec.players else "nightpanel.choice.needs_characters", lang, what=", ".join(parts))
    return text + (" " + tr("nightpanel.choice.optional", lang) if spec.optional else "")


def fit_height(widget: QListWidget, most: int = 9) -> None:
    """Make a list as tall as its rows (up to `most`), so short lists need no scrolling."""
    rows = min(max(widget.count(), 1), most)
    row = widget.sizeHintForRow(0) if widget.count() else 18
    widget.setFixedHeight(rows * max(row, 16) + 2 * widget.frameWidth() + 4)
