"""DayPanel: nominations, votes, public acts and the day's execution, beside the town square.

Clicks on the square (`scene.seat_clicked`) and on the panel's seat buttons mean the same thing:
the current mode (modes.py) says what a click names. A complete nomination, vote, act or
execution runs a flow (systems/botc/day/flow.py) that records through the session and stops at each question
(override, trigger, victory), shown inline in the PromptBox. The panel reads the game only
through the session and redraws on `changed`; a change it did not make ends a pending question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.ui.panel_combo import PanelComboBox
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.day.butcher import butcher_nomination
from grimoire_app.systems.botc.events import STORYTELLER, ActKind, Event, Nominated, Phase, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day import (
    Answer,
    Flow,
    FlowContext,
    Notice,
    Prompt,
    PublicAct,
    TriggerPrompt,
    act_event,
    action_flow,
    dusk_flow,
    execution_events,
    exile_events,
    hand_counts,
    in_vote_order,
    phase_flow,
    tallies,
    victory_flow,
    voudon_voting,
)
from grimoire_app.ui.day_panel.modes import (
    Acting,
    Mode,
    Nominating,
    Voting,
    another_round,
    click,
    ended_rounds,
    hand_moved,
    hand_raised,
    may_repeat,
    with_character,
    with_text,
)
from grimoire_app.ui.day_panel.prompt import PromptBox
from grimoire_app.ui.day_panel.texts import name, prompt_buttons, prompt_text
from grimoire_app.ui.day_panel.seats import SeatButtons
from grimoire_app.ui.day_panel.sections import ActsSection, EndSection, TodaySection
from grimoire_app.ui.day_panel.view import PanelView, panel_view
from grimoire_app.ui.day_timer import DayTimers
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.public_window import PublicTownSquare
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.panel import TownSquarePanel
from grimoire_app.ui.town_square.public import public_live
from grimoire_app.ui.town_square.style import named
from grimoire_app.systems.botc.day.live_vote import moved, vote_in_progress

VOTE_KEYS: dict[str, tuple[str, ...]] = {
    "livevote.action.next": ("Space", "Right"),
    "livevote.action.hand": ("H", "Up"),
    "livevote.action.back": ("Left",),
}
"""The clock hand's keys while a vote is open, anywhere in the window (the help window lists them)."""


class DayPanel(QWidget):
    """The Storyteller's day: `set_language` switches ko/en; `before_dusk` runs the dusk checks; `after_phase`
    asks what a phase change sets off."""

    prompt_shown = Signal()
    """A question waits for the Storyteller (the main window may bring the Day tab forward)."""

    def __init__(self, session: GameSession, square: TownSquarePanel, lang: Lang = "ko", public: PublicTownSquare | None = None) -> None:
        super().__init__()
        self.setObjectName("day-panel")
        self.session, self.square, self.lang = session, square, lang
        self.public = public
        self.ctx = FlowContext(session, lang)
        self.mode: Mode = Nominating()
        self.prompt: Prompt | None = None
        self._flow: Flow | None = None
        self._done: Callable[[bool], object] | None = None
        self._busy = False
        self._game: Game | None = session.game
        self._shown_prompt: Prompt | None = None
        self._phase: tuple[int, Phase] | None = None
        """The phase change whose triggers are asked or put off: its log position and the phase it began."""
        self._phase_answered: set[str] = set()
        """Ids of that phase change's triggers already answered (not asked again)."""
        self._phase_flow: Flow | None = None
        self._in_view: tuple[str, int] | None = None
        """The mode and question the panel last brought into view (see _keep_in_view)."""
        self._build()
        square.scene.seat_clicked.connect(self._square_clicked)
        session.changed.connect(self._session_changed)
        self.refresh()

    # -- building -------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.header = _label("day-header")
        self.header.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.prompt_box = PromptBox(self.answer, self.later)
        self.phase_again = named(QPushButton(), "day-phase-again")
        self.phase_again.clicked.connect(self.ask_phase_again)
        self.phase_again.setStyleSheet("#day-phase-again { border: 2px solid #d4a017; border-radius: 6px; background: #fff8e1; padding: 4px; }")
        self.instruction = _label("day-instruction")
        self.status = _label("day-status")
        self.status.setStyleSheet("font-weight: bold;")
        self.notes = _label("day-homebrew-notes")
        self.seats = SeatButtons(self.seat_clicked)
        self.ghost_override = named(QCheckBox(), "day-ghost-override")
        self.ghost_override.toggled.connect(self._override_toggled)
        self.character_pick = named(PanelComboBox(), "day-act-character")
        self._character_key: tuple[int, str] | None = None
        self.act_text = named(QLineEdit(), "day-act-text")
        self.act_text.returnPressed.connect(self._confirm)
        self.confirm = named(QPushButton(), "day-confirm")
        self.confirm.clicked.connect(self._confirm)
        self.cancel = named(QPushButton(), "day-cancel")
        self.cancel.clicked.connect(self._cancel)
        self.more = named(QPushButton(), "day-act-more")
        self.more.clicked.connect(self._another_round)
        self.vote_box = named(QGroupBox(), "day-vote-box")
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.cancel)
        bar.addWidget(self.more)
        bar.addWidget(self.confirm)
        vote_layout = QVBoxLayout(self.vote_box)
        for widget in (self.instruction, self.seats, self.status, self.notes):
            vote_layout.addWidget(widget)
        vote_layout.addWidget(self._build_clock())
        vote_layout.addWidget(self.ghost_override, 0, Qt.AlignmentFlag.AlignLeft)
        vote_layout.addWidget(self.character_pick)
        vote_layout.addWidget(self.act_text)
        vote_layout.addLayout(bar)
        self.today = TodaySection(self.start_vote)
        self.acts = ActsSection(self.start_act)
        self.end = EndSection(self.execute)
        self.timers = DayTimers(self.session, self._public, self.lang)  # ui/day_timer.py: advisory, records nothing
        self._lay_out((self.header, self.timers, self.prompt_box, self.phase_again, self.vote_box, self.today, self.end, self.acts))

    def _build_clock(self) -> QWidget:
        """The clock hand's row: where it points, back, "hand up, next" and next (each also a window-wide key)."""
        self.clock = named(QWidget(), "day-vote-clock")
        self.hand_line = _label("day-vote-hand")
        self.hand_line.setStyleSheet("font-weight: bold; color: #d84315;")
        handlers: dict[str, Callable[[], None]] = {
            "livevote.action.back": lambda: self.move_hand(-1),
            "livevote.action.hand": self.hand_up_next,
            "livevote.action.next": lambda: self.move_hand(1),
        }
        texts = {"livevote.action.back": "livevote.button.back", "livevote.action.hand": "livevote.button.hand", "livevote.action.next": "livevote.button.next"}
        self.clock_buttons: dict[str, tuple[QPushButton, str]] = {}
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for key, handler in handlers.items():
            button = named(QPushButton(), f"day-{key.rsplit('.', 1)[1]}-seat" if key != "livevote.action.hand" else "day-hand-up")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the window's "next seat", never a click on the focused button
            button.clicked.connect(lambda _checked=False, h=handler: h())
            row.addWidget(button, 0 if key == "livevote.action.back" else 1)
            self.clock_buttons[key] = (button, texts[key])
        self.vote_actions = self._vote_actions(handlers)
        column = QVBoxLayout(self.clock)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.hand_line)
        column.addLayout(row)
        return self.clock

    def _vote_actions(self, handlers: dict[str, Callable[[], None]]) -> dict[str, QAction]:
        """The clock hand's keys (VOTE_KEYS), window-wide; enabled only while a vote is open, so Space and the arrows
        keep their usual meaning otherwise."""
        actions = {}
        for key, shortcuts in VOTE_KEYS.items():
            action = named(QAction(self), key)
            action.setShortcuts([QKeySequence(k) for k in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.setEnabled(False)
            action.triggered.connect(lambda _checked=False, h=handlers[key]: h())
            self.addAction(action)
            actions[key] = action
        return actions

    def _lay_out(self, widgets: tuple[QWidget, ...]) -> None:
        inner = QWidget()
        column = QVBoxLayout(inner)
        for widget in widgets:
            column.addWidget(widget)
        column.addStretch(1)
        self.scroll_area = scroll = named(QScrollArea(), "day-scroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    # -- redrawing ------------------------------------------------------------------------------------

    def set_language(self, lang: Lang) -> None:
        """Show every label in another language (a pending question is redrawn in it)."""
        self.lang = self.ctx.lang = lang
        self._shown_prompt = None
        self.timers.set_language(lang)
        self.refresh()

    def set_public(self, public: PublicTownSquare | None) -> None:
        """Tell the panel which public window shows the vote being taken."""
        self.public = public
        self.refresh()

    def _public(self) -> PublicTownSquare | None:
        """The public window the day timers show on (the one set here, else the square's own)."""
        return self.public or self.square.public

    def _session_changed(self) -> None:
        if self._busy:
            return
        if self.session.game is not self._game:
            self.mode = Nominating()
        if self.session.game is not self._game or self._flow is not None:
            self._abandon()
        self._game = self.session.game
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the session and the current mode (never writes back)."""
        game = self.session.game
        if game is None:
            self.mode = Nominating()
        if self._phase is not None and (game is None or game.state.phase != self._phase[1] or len(game.events) <= self._phase[0]):
            self._phase, self._phase_answered = None, set()
        view = panel_view(game, self.mode, self.prompt, self.lang)
        self.mode = view.mode
        self._show(view)

    def _show(self, view: PanelView) -> None:
        self.header.setText(view.header)
        self.instruction.setText(view.instruction)
        self.status.setText(view.status)
        self.status.setVisible(bool(view.status))
        self.notes.setText(view.notes)
        self.notes.setVisible(bool(view.notes))
        self.seats.show_faces(view.seats)
        self.vote_box.setTitle(tr("daypanel.section.vote", self.lang))
        self.vote_box.setEnabled(view.active)
        self._show_bar(view)
        self.today.setTitle(tr("daypanel.section.today", self.lang))
        voting = isinstance(self.mode, Voting)
        # a Vote button pressed while a vote is open would start it again and drop the hands raised: "나중에" first
        self.today.show_rows(view.rows, view.leader, tr("daypanel.button.vote", self.lang), view.active and not voting)
        self.acts.setTitle(tr("daypanel.section.acts", self.lang))
        self.acts.show_acts(view.acts, view.active, view.exile_note)
        if voting:
            self.acts.hide()  # nothing to do there until the vote is recorded or put off (issue 19: the vote fits the screen)
        self.end.setTitle(tr("daypanel.section.end", self.lang))
        self.end.show_execution(view.execute_label, view.can_execute and view.active, tr("daypanel.end.hint", self.lang))
        self.end.setVisible(not voting)  # the day ends after the vote is recorded or put off
        self._show_prompt()
        self._show_phase_again()
        self._show_vote(view)
        self._keep_in_view()

    def _primary(self) -> QWidget:
        """The control the Storyteller needs next: the question's answer, the vote's Record, an act's confirm, the
        execute button once a vote is recorded, else the seat buttons."""
        if self.prompt is not None:
            return self.prompt_box.yes
        if isinstance(self.mode, (Voting, Acting)) and not self.confirm.isHidden():
            return self.confirm
        waiting = isinstance(self.mode, Nominating) and self.mode.nominator is None and self.end.execute.isEnabled()
        return self.end.execute if waiting else self.seats

    def _keep_in_view(self) -> None:
        """When the mode or the question changes, scroll the primary control into view if the layout could not fit it
        (a fallback: at 1366×768 and 1280×720 it fits without scrolling, tests/ui/day_panel/test_day_fit.py)."""
        key = (type(self.mode).__name__, id(self.prompt) if self.prompt is not None else 0)
        if key == self._in_view:
            return
        self._in_view = key
        target = self._primary()
        QTimer.singleShot(0, self, lambda: self.scroll_area.ensureWidgetVisible(target, 0, 8) if not target.isHidden() else None)

    def _show_vote(self, view: PanelView) -> None:
        """Show the vote being taken: the clock hand's row here, and the hands, clock hand and count on both squares."""
        voting = view.live is not None and view.active
        self.clock.setVisible(view.live is not None)
        self.hand_line.setText(view.hand)
        for key, (button, text) in self.clock_buttons.items():
            button.setText(tr(text, self.lang))
            set_tip(button, tr(key + ".tip", self.lang) + _keys_hint(VOTE_KEYS[key]))
            button.setEnabled(voting)
        for key, action in self.vote_actions.items():
            action.setText(tr(key, self.lang))
            action.setEnabled(voting)
        self.square.set_vote(view.live)
        game = self.session.game
        if self.public is not None and self.public is not self.square.public:
            self.public.set_live_vote(public_live(view.live, game) if view.live is not None and game is not None else None)

    def _show_bar(self, view: PanelView) -> None:
        self.confirm.setText(view.confirm)
        self.confirm.setVisible(bool(view.confirm))
        self.cancel.setText(view.cancel)
        self.cancel.setVisible(bool(view.cancel))
        self.ghost_override.setText(tr("daypanel.button.ghost_override", self.lang))
        self.ghost_override.setVisible(isinstance(self.mode, Voting))
        self.ghost_override.setChecked(isinstance(self.mode, Voting) and self.mode.override)
        self._show_character_pick()
        self._show_act_text()
        repeat = isinstance(self.mode, Acting) and may_repeat(self.mode)
        self.more.setVisible(repeat)
        if isinstance(self.mode, Acting) and repeat:
            self.more.setText(tr("daypanel.button.another_round", self.lang, count=len(self.mode.characters) + 2))
            set_tip(self.more, tr("daypanel.button.another_round.tip", self.lang))

    def _show_character_pick(self) -> None:
        """Offer the script's characters while an act names one (the Juggler's guess)."""
        game = self.session.game
        naming = isinstance(self.mode, Acting) and self.mode.stage == "character" and game is not None
        self.character_pick.setVisible(naming)
        if not naming or game is None:
            return
        key = (id(game.script), self.lang)
        if key != self._character_key:
            self._character_key = key
            self.character_pick.clear()
            for character in game.script.characters:
                self.character_pick.addItem(game.library.name(character, self.lang), character.id)

    def _show_act_text(self) -> None:
        """Offer a text field while an act names the words said (the Gossip's statement); it empties when the act ends."""
        writing = isinstance(self.mode, Acting) and self.mode.stage == "text"
        if not writing and self.act_text.isVisible():
            self.act_text.clear()
        self.act_text.setVisible(writing)
        self.act_text.setPlaceholderText(tr("daypanel.act.text.placeholder", self.lang))
        set_tip(self.act_text, tr("daypanel.act.text.tip", self.lang))
        if writing:
            self.act_text.setFocus()

    def _show_prompt(self) -> None:
        game, prompt = self.session.game, self.prompt
        if prompt is None or game is None:
            self.prompt_box.clear()
            self._shown_prompt = None
            return
        if prompt is self._shown_prompt:
            return
        self._shown_prompt = prompt
        title, body = prompt_text(prompt, game, self.lang)
        yes, no = prompt_buttons(prompt, self.lang)
        choice = prompt.trigger.choice if isinstance(prompt, TriggerPrompt) else None
        options = [(seat, name(game.state, seat, self.lang)) for seat in choice.options] if choice else None
        later = tr("daypanel.trigger.later", self.lang) if self._asking_phase() and isinstance(prompt, TriggerPrompt) else None
        self.prompt_box.ask(title, body, yes, no, options, choice.kind if choice else None, later)

    def _show_phase_again(self) -> None:
        """Offer the phase change's put-off questions again while its phase lasts."""
        self.phase_again.setText(tr("daypanel.phase.again", self.lang))
        set_tip(self.phase_again, tr("daypanel.phase.again.tip", self.lang))
        self.phase_again.setVisible(self._phase is not None and not self._asking_phase())
        self.phase_again.setEnabled(self._flow is None)

    def _asking_phase(self) -> bool:
        return self._flow is not None and self._flow is self._phase_flow

    # -- clicks ---------------------------------------------------------------------------------------

    def _square_clicked(self, seat: str) -> None:
        """A click on the square counts only while the panel is shown (another side tab may be using the square)."""
        if self.isVisible():
            self.seat_clicked(seat)

    def seat_clicked(self, seat: str) -> None:
        """Name a player: for the question shown (a trigger's choice), else for the current mode."""
        if self.prompt is not None:
            self.prompt_box.pick(seat)
            return
        game = self.session.game
        if game is None or game.state.today() is None or self._flow is not None:
            return
        if isinstance(self.mode, Voting) and seat not in self.mode.raised and not self._may_raise(game, seat):
            return
        self.mode = click(self.mode, seat)
        if isinstance(self.mode, Nominating) and self.mode.complete:
            self._nominate(self.mode)
        elif isinstance(self.mode, Acting) and self.mode.complete:
            self._act(self.mode)
        else:
            self.refresh()

    def _may_raise(self, game: Game, seat: str) -> bool:
        return seat != STORYTELLER and (hand_counts(game, seat) or (isinstance(self.mode, Voting) and self.mode.override))

    def _override_toggled(self, on: bool) -> None:
        if isinstance(self.mode, Voting) and self.mode.override != on:
            self.mode = replace(self.mode, override=on)
            self.refresh()

    def _confirm(self) -> None:
        if isinstance(self.mode, Voting):
            self._vote(self.mode)
        elif isinstance(self.mode, Acting):
            if self.mode.stage == "player" and self.mode.characters:
                self.mode = ended_rounds(self.mode)
            elif self.mode.stage == "character":
                self.mode = with_character(self.mode, self.character_pick.currentData())
            elif self.mode.stage == "text":
                self.mode = with_text(self.mode, self.act_text.text())
                self.act_text.clear()
            else:
                self.mode = self.mode.next_stage()
            self._act(self.mode) if self.mode.complete else self.refresh()

    def _another_round(self) -> None:
        """Keep this guess and name the next one, the same actor still chosen (the Juggler's up to five guesses)."""
        if isinstance(self.mode, Acting) and may_repeat(self.mode):
            self.mode = another_round(self.mode, self.character_pick.currentData())
            self.refresh()

    def move_hand(self, by: int) -> None:
        """Move the clock hand `by` seats round the vote (never before the first voter nor past the nominee)."""
        game = self.session.game
        if not isinstance(self.mode, Voting) or game is None or self.prompt is not None or self._flow is not None:
            return
        live = vote_in_progress(game, self.mode.nominee, self.mode.raised, self.mode.hand)
        self.mode = hand_moved(self.mode, moved(live, by))
        self.refresh()

    def hand_up_next(self) -> None:
        """Mark a raised hand for the player the clock hand points at (if that hand may count), then move on one seat."""
        game = self.session.game
        if not isinstance(self.mode, Voting) or game is None or self.prompt is not None or self._flow is not None:
            return
        seat = vote_in_progress(game, self.mode.nominee, self.mode.raised, self.mode.hand).reached
        if seat is not None and (seat in self.mode.raised or self._may_raise(game, seat)):
            self.mode = hand_raised(self.mode, seat)
        self.move_hand(1)

    def _cancel(self) -> None:
        self.mode = Nominating()
        self.refresh()

    def start_vote(self, nominee: str) -> None:
        """Open the vote on today's nomination of a player (the Vote button of its row)."""
        if self._flow is None:
            self.mode = Voting(nominee)
            self.square.scene.select(nominee if nominee != STORYTELLER else None)
            self.refresh()

    def start_act(self, kind: str) -> None:
        """Start naming the players of a public act."""
        if self._flow is None:
            self.mode = Acting(cast(ActKind, kind))
            self.refresh()

    # -- recording ------------------------------------------------------------------------------------

    def _nominate(self, mode: Nominating) -> None:
        assert mode.nominator is not None and mode.nominee is not None
        nominee = mode.nominee
        self.mode = Nominating()
        self._run(action_flow(self.ctx, [Nominated(nominator=mode.nominator, nominee=nominee)]), lambda done: self._after_nomination(nominee))

    def _after_nomination(self, nominee: str) -> None:
        game = self.session.game
        today = game.state.today() if game else None
        if game is not None and today is not None and (today.execution is None or butcher_nomination(game) is not None):
            if any(t.nominee == nominee and not t.voted for t in tallies(game)):
                self.start_vote(nominee)

    def _vote(self, mode: Voting) -> None:
        voters = in_vote_order(self.session.state, mode.nominee, mode.raised)
        game = self.session.game
        kept = game is not None and voudon_voting(game)  # docs/rules/voudon.md: the dead keep their ghost votes
        event = VoteRecorded(nominee=mode.nominee, voters=voters, ghost_votes_kept=kept)
        self._run(action_flow(self.ctx, [event]), lambda done: self._cancel() if done else None)

    def _act(self, mode: Acting) -> None:
        assert mode.seat is not None
        game = self.session.game
        assert game is not None
        self.mode = Nominating()
        try:
            events: tuple[Event, ...] = (
                exile_events(game, mode.seat, mode.players) if mode.act == "exile"
                else (act_event(PublicAct(act=mode.act, seat=mode.seat, players=mode.players, demons=mode.demons, characters=mode.characters,
                                          text=mode.text)),)
            )
        except ValueError as error:
            self._run(_tell(str(error)))
            return
        self._run(action_flow(self.ctx, list(events)))

    def execute(self) -> None:
        """Record today's execution (at most one a day), its triggers, then the victory check."""
        game = self.session.game
        if game is not None and self._flow is None:
            self.mode = Nominating()
            self._run(action_flow(self.ctx, list(execution_events(game))))

    def check_victory_now(self) -> None:
        """Ask about the game's end if check_victory proposes one (after a death recorded elsewhere)."""
        if self.session.game is not None and self._flow is None:
            self._run(victory_flow(self.ctx))

    def before_dusk(self, then: Callable[[], object]) -> None:
        """Run the dusk checks, then call `then` (the phase change) if the game goes on.

        The dusk checks: execute whoever is still about to die (asked), then check_victory with
        at_dusk=True, which reads today (the Vortox). Questions show in the panel; `then` runs
        once they are answered (at once when there are none).
        """
        game = self.session.game
        if game is None or game.state.today() is None:
            then()
            return
        self._abandon()
        self.mode = Nominating()
        self._run(dusk_flow(self.ctx), lambda done: then() if self.session.state.result is None else None)

    def after_phase(self, start: int) -> None:
        """Ask the triggers of the phase change recorded from log position `start` (the madness prompts at
        dawn), inline here like every day trigger; nothing is asked when none fires.

        Each such question may be put off ("Later"); the panel then offers them again (day-phase-again)
        until they are answered or the phase ends.
        """
        game = self.session.game
        if game is None or start >= len(game.events):
            return
        self._phase, self._phase_answered = (start, game.state.phase), set()
        self._ask_phase()

    def ask_phase_again(self) -> None:
        """Ask again the questions of the phase change that were put off."""
        if self._phase is not None and self._flow is None:
            self._ask_phase()

    def later(self) -> None:
        """Put off the phase change's question shown (and those after it): the day goes on, they can be asked again."""
        if self._asking_phase():
            self._abandon()
            self.refresh()

    def _ask_phase(self) -> None:
        assert self._phase is not None
        self._abandon()
        self.mode = Nominating()
        flow = phase_flow(self.ctx, self._phase[0], frozenset(self._phase_answered))
        self._phase_flow = flow
        self._run(flow, self._phase_done)

    def _phase_done(self, _done: bool) -> None:
        self._phase, self._phase_answered, self._phase_flow = None, set(), None

    # -- the flow driver ------------------------------------------------------------------------------

    def _run(self, flow: Flow, done: Callable[[bool], object] | None = None) -> None:
        self._abandon()
        self._flow, self._done = flow, done
        self._step(None)

    def answer(self, answer: Answer) -> None:
        """Answer the question shown (the PromptBox's buttons call this)."""
        if self._flow is not None and self.prompt is not None:
            if self._asking_phase() and isinstance(self.prompt, TriggerPrompt):
                self._phase_answered.add(self.prompt.trigger.id)
            self._step(answer)

    def _step(self, answer: Answer | None) -> None:
        flow = self._flow
        assert flow is not None
        self._busy = True
        result: bool | None = None
        try:
            self.prompt = next(flow) if answer is None else flow.send(answer)
        except StopIteration as stop:
            self.prompt, result = None, bool(stop.value)
        except BaseException:
            self._flow, self.prompt = None, None
            raise
        finally:
            self._busy = False
        if self.prompt is None:
            self._finish(bool(result))
        self._game = self.session.game
        self.refresh()
        if self.prompt is not None:
            self.prompt_shown.emit()

    def _finish(self, result: bool) -> None:
        done, self._flow, self._done = self._done, None, None
        if done is not None:
            done(result)

    def _abandon(self) -> None:
        if self._flow is not None:
            self._flow.close()
        self._flow, self._done, self.prompt = None, None, None


def _keys_hint(shortcuts: tuple[str, ...]) -> str:
    """Return the keys of a command as the platform writes them, for a tooltip (" (Space / →)")."""
    texts = [QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in shortcuts]
    return f" ({' / '.join(texts)})" if texts else ""


def _label(object_name: str) -> QLabel:
    label = named(plain_label(), object_name)
    label.setWordWrap(True)
    return label


def _tell(reason: str) -> Flow:
    """A flow that only tells the Storyteller why nothing was recorded."""
    yield Notice((reason,))
    return False
