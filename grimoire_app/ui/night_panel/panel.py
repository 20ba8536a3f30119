"""NightPanel: walk tonight's sheet beside the town square, recording what is chosen and shown.

The panel reads the game only through the GameSession and redraws on `changed` (never writing
back from a redraw). The list is tonight_sheet(game), in the order the Storyteller ran it; the step
in view is highlighted there, its acting seats ringed on the square (`scene.set_acting`), and its
words, choice (or, at a step that chooses nothing but records bookkeeping, TonightStep.records_bare,
one "Record this step" button), answers, cards and tonight's proposed deaths shown below. Requests (requests.py)
become events recorded through the square's override-aware `record`. During a day the panel
previews the coming night read-only. Seams: `compose` (the card), `confirm` (an override),
`ask` and `tell` (the phase checklist and the dawn report).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QHideEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QListView,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import (
    TonightStep,
    current_night,
    done_steps,
    drunk_options,
    moonchild_offers,
    proposed_deaths,
    tonight_sheet,
    unrun_steps,
)
from grimoire_app.ui.night_panel import steps_nav
from grimoire_app.ui.night_panel.bare_box import BareBox
from grimoire_app.ui.night_panel.cards_deaths import CardsBox, DeathsBox
from grimoire_app.ui.night_panel.choice_box import ChoiceBox
from grimoire_app.ui.night_panel.detail import StepDetail
from grimoire_app.ui.night_panel.info_box import InfoBox
from grimoire_app.ui.night_panel.moonchild_box import MoonchildBox
from grimoire_app.ui.night_panel.night_requests import NightRequests
from grimoire_app.ui.night_panel.phase import Ask, Tell, advance_phase
from grimoire_app.ui.night_panel.requests import (
    bare_lines,
    given_answers,
    recorded_lines,
    step_suggestions,
)
from grimoire_app.ui.night_panel.sheet_model import STEP_ROLE, RowSizes, SheetModel, sheet_rows
from grimoire_app.ui.night_panel.style import BANNER_STYLE, NAV_STYLE, NIGHT_STYLE
from grimoire_app.ui.night_panel.widgets import button
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.show_card import CardRequest
from grimoire_app.ui.town_square.commands import ask_override
from grimoire_app.ui.town_square.panel import TownSquarePanel
from grimoire_app.ui.town_square.style import named

KEYS = {
    "nightpanel.action.next": (["N", "PgDown"], ["Ctrl+Right"]),
    "nightpanel.action.previous": (["P", "PgUp"], ["Ctrl+Left"]),
}
"""Step keys: the first list while the panel has focus, the second anywhere in the window."""

LIST_HEIGHT = 120
"""The step list's first height in pixels (about three steps; the splitter lets the Storyteller change it)."""


def arrow_button(arrow: str, name: str, on_click: Callable[[], object]) -> QPushButton:
    """Return a narrow button showing only an arrow (its tooltip says what it does), to keep the buttons on one row."""
    made = named(QPushButton(arrow), name)
    made.setStyleSheet(NAV_STYLE)
    made.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    made.clicked.connect(lambda _checked=False: on_click())
    return made


Compose = Callable[[CardRequest], CardRequest | None]
"""Let the Storyteller adjust a prefilled card; None: cancelled."""
Confirm = Callable[[list[str]], bool]


class NightPanel(QWidget):
    """Tonight's sheet, the step in view and its inputs; `set_language` switches ko/en at run time."""

    phase_recorded = Signal(int)
    """"Next phase" recorded a phase change from this log position (the day panel asks its triggers)."""

    def __init__(
        self,
        session: GameSession,
        square: TownSquarePanel,
        lang: Lang = "ko",
        *,
        compose: Compose | None = None,
        confirm: Confirm | None = None,
        ask: Ask | None = None,
        tell: Tell | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("night-panel")
        self.session, self.square, self.lang = session, square, lang
        self.ask, self.tell = ask, tell
        self.requests = NightRequests(self, compose, confirm or (lambda reasons: ask_override(self, reasons, self.lang)))
        self.steps: list[TonightStep] = []
        self.night = 0
        self.current: str | None = None
        self.players: list[str] = []
        self.characters: list[str] = []
        self.drunk: str | None = None
        """The seat picked in the choice box's DRUNK list (None: the step's own pick)."""
        self.show_not_in_play = False
        self.live = False
        self._phase: tuple[int, bool] = (0, False)
        """The night shown and whether it is under way: a change starts the list from the top."""
        self._dirty = True
        self._drawn: str | None = None
        """The step the detail pane last showed (the same step redrawn keeps its scroll position)."""
        self._build()
        self.actions_by_key = self._build_actions()
        session.changed.connect(self.refresh)
        square.scene.seat_clicked.connect(self.toggle_seat)
        self.refresh()

    # -- building -----------------------------------------------------------------------------------

    def _build(self) -> None:
        self.night_label = named(plain_label(), "night-title")
        self.night_label.setStyleSheet(NIGHT_STYLE)
        self.not_in_play = named(QCheckBox(), "night-show-not-in-play")
        self.not_in_play.toggled.connect(self._filter_toggled)
        self.banner = named(plain_label(wordWrap=True), "night-banner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.model = SheetModel()
        self.list = named(QListView(), "night-steps")
        self.list.setModel(self.model)
        self.row_sizes = RowSizes(self.model)
        self.list.setItemDelegate(self.row_sizes)
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.clicked.connect(self._row_clicked)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)  # a drag reorders the game's night (NightOrderChanged)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setDropIndicatorShown(True)
        self.model.step_dropped.connect(self.requests.reorder_night)
        self.choice = ChoiceBox(self.lang)
        self.bare = BareBox(self.lang)
        self.bare.record_requested.connect(self.requests.record_bare)
        self.info = InfoBox(self.lang, self.requests.answer)
        self.cards = CardsBox(self.lang, self.requests.show_card)
        self.deaths = DeathsBox(self.lang, self.requests.accept_death)
        self.moonchild = MoonchildBox(self.lang)
        self.moonchild.choice_requested.connect(self.requests.record_moonchild)
        self.detail = StepDetail([self.cards, self.info, self.deaths, self.bare, self.moonchild, self.choice])
        self.choice.seat_toggled.connect(self.toggle_seat)
        self.choice.character_toggled.connect(self.toggle_character)
        self.choice.record_requested.connect(lambda: self.requests.record_choice(False))
        self.choice.override_requested.connect(lambda: self.requests.record_choice(True))
        self.choice.actor_changed.connect(self._actor_changed)
        self.choice.drunk_changed.connect(self._drunk_changed)
        self.previous = button("", "night-previous", self.go_previous)
        self.next = button("", "night-next", self.go_next)
        self.skip = button("", "night-skip", self.requests.skip_step)
        self.earlier = arrow_button("▲", "night-earlier", lambda: self.requests.move_step(-1))
        self.later = arrow_button("▼", "night-later", lambda: self.requests.move_step(1))
        self.next_phase = button("", "night-next-phase", self.advance_phase)
        self._lay_out()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.night_label)
        top.addStretch(1)
        top.addWidget(self.not_in_play)
        split = named(QSplitter(Qt.Orientation.Vertical), "night-split")
        split.addWidget(self.list)
        split.addWidget(self.detail)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 0)  # a compact step list; the detail (the step's actions) takes the room (issue 19)
        split.setStretchFactor(1, 1)
        split.setSizes([LIST_HEIGHT, 1000])
        steps = QHBoxLayout()
        for widget in (self.previous, self.next, self.earlier, self.later):
            steps.addWidget(widget)
        order = QHBoxLayout()
        order.addWidget(self.skip, 1)
        order.addWidget(self.next_phase, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(split, 1)
        layout.addLayout(steps)
        layout.addLayout(order)

    def _build_actions(self) -> dict[str, QAction]:
        handlers = {"nightpanel.action.next": self.go_next, "nightpanel.action.previous": self.go_previous}
        actions = {}
        for key, (local, anywhere) in KEYS.items():
            for suffix, shortcuts, context in (("", local, Qt.ShortcutContext.WidgetWithChildrenShortcut),
                                               (".window", anywhere, Qt.ShortcutContext.WindowShortcut)):
                action = named(QAction(self), key + suffix)
                action.setShortcuts([QKeySequence(s) for s in shortcuts])
                action.setShortcutContext(context)
                action.triggered.connect(lambda _checked=False, h=handlers[key]: h())
                self.addAction(action)
                actions[key + suffix] = action
        return actions

    # -- redrawing ----------------------------------------------------------------------------------

    @property
    def step(self) -> TonightStep | None:
        """Return the step in view (None: no game, or no step)."""
        return next((step for step in self.steps if step.id == self.current), None)

    def refresh(self) -> None:
        """Redraw from the session (never writes back); a hidden panel redraws when shown."""
        if not self.isVisible():
            self._dirty = True
            return
        self._dirty = False
        game = self.session.game
        if game is None:
            self._show_empty()
            return
        self._read(game)
        self._show(game)

    def _read(self, game: Game) -> None:
        night = current_night(game.state)
        self.live = game.state.phase.kind == "night"
        self.steps = list(tonight_sheet(game))
        phase = (night, self.live)
        if phase != self._phase or self.step is None:
            self.night, self._phase = night, phase
            done = done_steps(game, night) if self.live else set()
            unrun = unrun_steps(game) if self.live else []
            self._go(steps_nav.resume_at(self.steps, done, unrun), clear=True)

    def _show(self, game: Game) -> None:
        lang, step = self.lang, self.step
        self.night_label.setText(tr("phase.night", lang, number=self.night))
        phase = game.state.phase
        self.banner.setText(tr("nightpanel.preview", lang, phase=tr(f"phase.{phase.kind}", lang, number=phase.number), night=self.night))
        self.banner.setVisible(not self.live)
        done = done_steps(game, self.night)
        rows = sheet_rows(game, self.steps, lang, self.current, done, self.show_not_in_play)
        self.model.set_rows(rows)
        row = self.model.row_of(self.current)
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
            self.list.scrollTo(self.model.index(row))
        st_skipped = step is not None and step.storyteller_skipped
        self.detail.begin_redraw(self._drawn == self.current)
        self._drawn = self.current
        self.detail.show_step(game, step, lang, st_skipped, recorded_lines(game, step, self.night, lang) if step else [])
        if step is None:
            self._hide_boxes()
        else:
            self._show_boxes(game, step)
        self._show_buttons(step)
        self._show_acting()
        self.detail.end_redraw()

    def _hide_boxes(self) -> None:
        for box in (self.choice, self.bare, self.info, self.cards, self.deaths, self.moonchild):
            box.setVisible(False)

    def _show_boxes(self, game: Game, step: TonightStep) -> None:
        chooses = step.choose.players > 0 or step.choose.characters > 0
        self.choice.setVisible(chooses)
        if chooses:
            actor = self.choice.actor_seat()
            self.choice.show_choice(game, step, actor, self.players, self.characters, self.live)
            options = drunk_options(game, step, self.players, actor) if self.live else ()
            self.choice.show_drunk(game, options, self.drunk if self.drunk in options else None, self.live)
            self.square.scene.set_chosen(self.players if self.live else ())
        else:
            self.square.scene.set_chosen(())
        self.bare.setVisible(step.records_bare)
        if step.records_bare:
            self.bare.show_changes(bare_lines(game, step, self.lang), self.live)
        self.info.show_suggestions(game, step_suggestions(game, step, self.players), given_answers(game, step, self.night, self.lang), self.live)
        self.cards.show_cards(game, step, self.live)
        self.deaths.show_proposals(game, proposed_deaths(game) if self.live else (), self.live)
        self.moonchild.show_offers(game, moonchild_offers(game) if self.live and step.id == "dawn" else (), self.live)

    def _show_buttons(self, step: TonightStep | None) -> None:
        lang = self.lang
        texts = {
            self.previous: "nightpanel.previous", self.next: "nightpanel.next", self.skip: "nightpanel.skip",
            self.next_phase: "nightpanel.next_phase",
        }
        for widget, key in texts.items():
            widget.setText(tr(key, lang))
        self.earlier.setToolTip(tr("nightpanel.earlier", lang))
        self.later.setToolTip(tr("nightpanel.later", lang))
        self.not_in_play.setText(tr("nightpanel.show_not_in_play", lang))
        self.list.setStatusTip(tr("nightorder.reordered_tip", lang))
        can_order = self.live and step is not None and not step.storyteller_skipped
        self.skip.setEnabled(can_order)
        self.earlier.setEnabled(can_order and steps_nav.neighbour(self.steps, self.current, -1) is not None)
        self.later.setEnabled(can_order and steps_nav.neighbour(self.steps, self.current, 1) is not None)
        for key, action in self.actions_by_key.items():
            action.setText(tr(key.removesuffix(".window"), lang))

    def _show_empty(self) -> None:
        self.steps, self.current = [], None
        self.model.set_rows([])
        self.night_label.setText(tr("nightpanel.no_game", self.lang))
        self.banner.setVisible(False)
        self.detail.show_step(None, None, self.lang, False, [])
        self._hide_boxes()
        self._show_buttons(None)
        self.square.scene.set_acting(())
        self.square.scene.set_chosen(())

    def set_language(self, lang: Lang) -> None:
        """Show every label, step and answer in another language."""
        self.lang = self.choice.lang = self.bare.lang = self.info.lang = self.cards.lang = self.deaths.lang = self.moonchild.lang = lang
        self.refresh()

    # -- navigation ---------------------------------------------------------------------------------

    def _go(self, step_id: str | None, clear: bool) -> None:
        if clear or step_id != self.current:
            self.players, self.characters, self.drunk = [], [], None
            self.choice.show_warnings([])
        self.current = step_id

    def go_to(self, step_id: str) -> None:
        """Show a step (any step of tonight's sheet, skipped or not)."""
        self._go(step_id, clear=False)
        self.refresh()

    def go_next(self) -> None:
        """Show the next step that runs tonight (stays on the last one)."""
        found = steps_nav.neighbour(self.steps, self.current, 1)
        if found is not None:
            self.go_to(found)

    def go_previous(self) -> None:
        """Show the previous step that runs tonight."""
        found = steps_nav.neighbour(self.steps, self.current, -1)
        if found is not None:
            self.go_to(found)

    def _row_clicked(self, index: QModelIndex) -> None:
        step_id = index.data(STEP_ROLE)
        if isinstance(step_id, str):
            self.go_to(step_id)

    def _filter_toggled(self, on: bool) -> None:
        self.show_not_in_play = on
        self.refresh()

    def _actor_changed(self) -> None:
        self.players, self.characters, self.drunk = [], [], None
        self.refresh()

    def _drunk_changed(self, seat_id: str) -> None:
        self.drunk = seat_id

    # -- the choice being made ----------------------------------------------------------------------

    def toggle_seat(self, seat_id: str) -> None:
        """Add a seat to the choice (or take it out); the oldest goes when the choice is full."""
        step = self.step
        if step is None or not self.live or step.choose.players == 0 or not self.isVisible():
            return
        self.players = steps_nav.toggled(self.players, seat_id, step.choose.players)
        self.choice.show_warnings([])
        self.refresh()

    def toggle_character(self, character_id: str) -> None:
        """Add a character to the choice (or take it out)."""
        step = self.step
        if step is None or not self.live or step.choose.characters == 0:
            return
        self.characters = steps_nav.toggled(self.characters, character_id, step.choose.characters)
        self.choice.show_warnings([])
        self.refresh()

    def clear_choice(self) -> None:
        """Forget the choice being made (after it is recorded)."""
        self.players, self.characters, self.drunk = [], [], None
        self.choice.show_warnings([])

    # -- recording ----------------------------------------------------------------------------------

    def record_events(self, events: Sequence[Event]) -> list[Event]:
        """Record events through the square's override-aware record, as one change."""
        return self.requests.record(events)

    def advance_phase(self) -> list[Event]:
        """Run "next phase": the checklist, the recording, the dawn report; then `phase_recorded` (its triggers)."""
        game = self.session.game
        start = len(game.events) if game is not None else 0
        recorded = advance_phase(self, self.session, self.lang, self.ask, self.tell, self.square.commands.record_many)
        if recorded and self.session.game is game:
            self.phase_recorded.emit(start)
        return recorded

    # -- visibility ---------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._dirty:
            self.refresh()
        else:
            self._show_acting()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        super().hideEvent(event)
        self.square.scene.set_acting(())
        self.square.scene.set_chosen(())

    def _show_acting(self) -> None:
        step = self.step
        runs = step is not None and self.live and step.wakes_tonight
        self.square.scene.set_acting(step.wakes if step is not None and runs else ())
