"""NightPanel: tonight's calling order, the words to read aloud, who wakes, and the choices to record.

It reads like the BotC night sheet: the steps in order on the left (done, now, to come), and for
the step in view its number and name, the text to read aloud in large type, the moderator's note,
who opens their eyes, and, once it has run, what to tell each player. The current step's open
actions take their targets from clicks on the square (`pick`), and Record turns them into a
NightActed event; Next ends the step (StepAdvanced). Previous and Next also page through steps
already run, without changing anything. Everything shown is `moderator_script(state)`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw import ActionDef, NightActed, OnuwEvent, OnuwState, ScriptLine, action_name, moderator_script, open_actions
from grimoire_app.systems.onuw.state import Shown
from grimoire_app.systems.onuw.texts import say
from grimoire_app.systems.onuw.words import positions_text
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

Recorder = Callable[[OnuwEvent], bool]
"""Records an event through the session, asking about overrides; False when nothing was recorded."""
STATUS_MARK = {"done": "✓", "current": "▶", "upcoming": "·"}
SAY_STYLE = "background: #efe4c8; color: #2a2118; border-radius: 8px; padding: 14px; font-size: 22px;"
NOTE_STYLE = "color: #6b6459; font-size: 14px;"


class NightPanel(QWidget):
    """The night's steps, the step in view, and the current step's inputs."""

    picks_changed = Signal()
    """The positions picked for the current action changed (the square redraws its marks)."""

    def __init__(
        self,
        record: Recorder,
        advance: Callable[[], bool],
        lang: Lang,
        parent: QWidget | None = None,
        show_card: Callable[[Shown], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("onuw-night-panel")
        self._record, self._advance = record, advance
        self.show_card = show_card
        """Show one player what they learned, on a card for their eyes (None: no card buttons)."""
        self.lang: Lang = lang
        self.state = OnuwState()
        self.log: dict[str, tuple[str, ...]] = {}
        self.live = True
        self.viewing: str | None = None
        """The step shown when it is not the current one (paging back)."""
        self.picked: list[str] = []
        self.steps = named(QListWidget(), "onuw-night-steps")
        self.steps.setFixedWidth(210)
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.itemClicked.connect(self._step_clicked)
        self.header = named(plain_label(), "onuw-night-header")
        self.header.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.wakers = named(plain_label(wordWrap=True), "onuw-night-wakers")
        self.wakers.setStyleSheet("font-size: 16px;")
        self.say = named(plain_label(wordWrap=True), "onuw-night-say")
        self.say.setStyleSheet(SAY_STYLE)
        self.say.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = named(plain_label(wordWrap=True), "onuw-night-note")
        self.note.setStyleSheet(NOTE_STYLE)
        self.actions_box = QVBoxLayout()
        self.tell = named(plain_label(wordWrap=True), "onuw-night-tell")
        self.tell.setStyleSheet("font-size: 16px;")
        self.cards = QHBoxLayout()
        self.card_buttons: dict[str, QPushButton] = {}
        self.recorded = named(plain_label(wordWrap=True), "onuw-night-recorded")
        self.message = named(plain_label(wordWrap=True), "onuw-night-message")
        self.message.setStyleSheet("color: #d23c32;")
        self.previous = named(QPushButton(), "onuw-night-previous")
        self.next = named(QPushButton(), "onuw-night-next")
        self.previous.clicked.connect(self.go_previous)
        self.next.clicked.connect(self.go_next)
        self.record_buttons: dict[str, QPushButton] = {}
        self._lay_out()

    def _lay_out(self) -> None:
        body = QVBoxLayout()
        for widget in (self.header, self.wakers, self.say, self.note):
            body.addWidget(widget)
        body.addLayout(self.actions_box)
        self.tell_title, self.recorded_title = plain_label(), plain_label()
        for title, text in ((self.recorded_title, self.recorded), (self.tell_title, self.tell)):
            title.setStyleSheet("font-weight: bold; margin-top: 8px;")
            body.addWidget(title)
            body.addWidget(text)
        body.addLayout(self.cards)
        body.addWidget(self.message)
        body.addStretch(1)
        holder = QWidget()
        holder.setLayout(body)
        scroll = QScrollArea(widgetResizable=True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        nav = QHBoxLayout()
        nav.addWidget(self.previous)
        nav.addStretch(1)
        nav.addWidget(self.next)
        right = QVBoxLayout()
        right.addWidget(scroll, 1)
        right.addLayout(nav)
        outer = QHBoxLayout(self)
        outer.addWidget(self.steps)
        outer.addLayout(right, 1)

    # -- showing ----------------------------------------------------------------------------------

    def show_state(self, state: OnuwState, log: dict[str, tuple[str, ...]], live: bool = True) -> None:
        """Show a state and what was recorded at each step; `live` False (review) shows no inputs."""
        if state.current_step != self.state.current_step or state.night != self.state.night:
            self.picked.clear()
        self.state, self.log, self.live = state, log, live
        if self.viewing == state.current_step or self.viewing not in state.script:
            self.viewing = None
        self.refresh()

    def set_language(self, lang: Lang) -> None:
        """Show everything in another language."""
        self.lang = lang
        self.refresh()

    def script(self) -> tuple[ScriptLine, ...]:
        """Return tonight's script as the panel shows it."""
        return moderator_script(self.state, self.lang)

    def shown_line(self) -> ScriptLine | None:
        """Return the step in view (the current one unless paging back)."""
        lines = self.script()
        wanted = self.viewing or self.state.current_step
        return next((line for line in lines if line.step == wanted), lines[-1] if lines else None)

    def refresh(self) -> None:
        """Redraw from the state: the step list, the step in view, its inputs and the buttons."""
        lang, lines, line = self.lang, self.script(), self.shown_line()
        self._fill_steps(lines, line)
        if line is None:
            return
        status = tr("onuw.night.status." + line.status, lang)
        self.header.setText(tr("onuw.night.header", lang, label=line.label, name=line.name, status=status))
        self.wakers.setText(self._wakers_text(line))
        self.say.setText(line.say)
        self.note.setText(tr("onuw.night.note", lang, note=line.note))
        self.recorded_title.setText(tr("onuw.night.recorded", lang))
        recorded = self.log.get(line.step, ())
        self.recorded.setText("\n".join(recorded) if recorded else tr("onuw.night.none", lang))
        self.tell_title.setText(tr("onuw.night.tell", lang))
        self.tell.setText("\n".join(line.tell) if line.tell else tr("onuw.night.none", lang))
        self._fill_cards(line)
        self._fill_actions(line)
        self.previous.setText(tr("onuw.night.previous", lang))
        self.previous.setEnabled(bool(lines) and line.step != lines[0].step)
        current = line.status == "current"
        self.next.setText(tr("onuw.night.next.advance" if current else "onuw.night.next.view", lang))
        self.next.setEnabled(self.live if current else line.step != lines[-1].step)

    def _fill_steps(self, lines: tuple[ScriptLine, ...], shown: ScriptLine | None) -> None:
        self.steps.clear()
        for line in lines:
            who = ", ".join(line.wakers) if line.wakers else tr("onuw.night.nobody_short", self.lang)
            item = QListWidgetItem(f"{STATUS_MARK[line.status]} {line.label}. {line.name}\n    {who}")
            item.setData(Qt.ItemDataRole.UserRole, line.step)
            if line.status == "current":
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.steps.addItem(item)
            if shown is not None and line.step == shown.step:
                self.steps.setCurrentItem(item)

    def _wakers_text(self, line: ScriptLine) -> str:
        if line.step == "dusk":
            return tr("onuw.night.wakers.dusk", self.lang)
        if not line.wakers:
            return tr("onuw.night.wakers.nobody", self.lang)
        return tr("onuw.night.wakers", self.lang, players=", ".join(line.wakers))

    def _fill_cards(self, line: ScriptLine) -> None:
        """Offer a card per player told something at the step in view (live games only)."""
        for button in self.card_buttons.values():
            self.cards.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.card_buttons = {}
        show_card = self.show_card
        if show_card is None or not self.live:
            return
        shown = [s for record in self.state.night if record.step == line.step for s in record.shown]
        for told in shown:
            button = named(QPushButton(tr("card.show_player", self.lang, player=told.player)), f"onuw-card-{told.player}")
            button.clicked.connect(lambda _=False, t=told: show_card(t))
            self.cards.addWidget(button)
            self.card_buttons[told.player] = button

    def _fill_actions(self, line: ScriptLine) -> None:
        while self.actions_box.count():
            item = self.actions_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.record_buttons.clear()
        if line.status != "current" or not self.live:
            return
        for index, action in enumerate(open_actions(self.state)):
            self.actions_box.addWidget(self._action_box(action, line, active=index == 0))

    def _action_box(self, action: ActionDef, line: ScriptLine, active: bool) -> QWidget:
        lang = self.lang
        box = named(QFrame(frameShape=QFrame.Shape.StyledPanel), f"onuw-action-{action.id}")
        layout = QVBoxLayout(box)
        actor = line.wakers[0] if line.wakers else "?"
        title = plain_label(tr("onuw.input.title", lang, player=actor, action=action_name(action.id, lang)))
        title.setStyleSheet("font-size: 16px; font-weight: bold;")
        choices = say("choice.or", lang).join(say("choice." + c, lang) for c in action.choices if c)
        hint = plain_label(tr("onuw.input.choices", lang, choices=choices), wordWrap=True)
        picked = named(plain_label(), f"onuw-action-picked-{action.id}")
        picked.setText(tr("onuw.input.picked", lang, picked=positions_text(self.picked if active else (), lang)))
        if active:
            picked.setStyleSheet("color: #f2c14e; font-size: 16px; font-weight: bold;")
        buttons = QHBoxLayout()
        record = named(QPushButton(tr("onuw.input.record", lang)), f"onuw-action-record-{action.id}")
        record.clicked.connect(lambda _=False, a=action, p=actor: self._record_action(a, p))
        record.setEnabled(active and bool(self.picked))
        self.record_buttons[action.id] = record
        buttons.addWidget(record)
        if "" in action.choices:
            skip = named(QPushButton(tr("onuw.input.pass", lang)), f"onuw-action-pass-{action.id}")
            skip.clicked.connect(lambda _=False, a=action, p=actor: self._record_event(NightActed(action=a.id, actor=p)))
            buttons.addWidget(skip)
        clear = named(QPushButton(tr("onuw.input.clear", lang)), f"onuw-action-clear-{action.id}")
        clear.clicked.connect(self.clear_picks)
        clear.setEnabled(active and bool(self.picked))
        buttons.addWidget(clear)
        buttons.addStretch(1)
        for widget in (title, hint, picked):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return box

    # -- input ------------------------------------------------------------------------------------

    def wants_picks(self) -> bool:
        """Whether a click on the square picks a target now (an action is waiting for input)."""
        return self.live and self.viewing is None and bool(open_actions(self.state))

    def pick(self, position: str) -> None:
        """Add a clicked position to the current action's choice (a second click removes it)."""
        if not self.wants_picks():
            return
        if position in self.picked:
            self.picked.remove(position)
        else:
            self.picked = [*self.picked, position][-2:]
        self.message.clear()
        self.refresh()
        self.picks_changed.emit()

    def clear_picks(self) -> None:
        """Forget the positions picked so far."""
        self.picked.clear()
        self.refresh()
        self.picks_changed.emit()

    def record_picked(self) -> None:
        """Record the current action with the positions picked (the Enter key), if any are."""
        actions = open_actions(self.state)
        line = self.shown_line()
        if self.wants_picks() and self.picked and line is not None and line.wakers:
            self._record_action(actions[0], line.wakers[0])

    def _record_action(self, action: ActionDef, actor: str) -> None:
        self._record_event(NightActed(action=action.id, actor=actor, targets=tuple(self.picked)))

    def _record_event(self, event: OnuwEvent) -> None:
        if self._record(event):
            self.picked.clear()
            self.picks_changed.emit()

    def show_message(self, text: str) -> None:
        """Show why something was not recorded."""
        self.message.setText(text)

    def go_next(self) -> None:
        """Page forward; on the current step, end it (the session records StepAdvanced)."""
        line = self.shown_line()
        if line is None:
            return
        if line.status == "current":
            if self.live:
                self._advance()
            return
        steps = self.state.script
        if line.step == steps[-1]:
            return
        following = steps[steps.index(line.step) + 1]
        self.viewing = None if following == self.state.current_step else following
        self.refresh()
        self.picks_changed.emit()

    def go_previous(self) -> None:
        """Page back to the step before the one in view (changes nothing in the game)."""
        line = self.shown_line()
        steps = self.state.script
        if line is None or line.step == steps[0]:
            return
        self.viewing = steps[steps.index(line.step) - 1]
        self.refresh()
        self.picks_changed.emit()

    def _step_clicked(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        self.viewing = None if step == self.state.current_step else step
        self.refresh()
        self.picks_changed.emit()
