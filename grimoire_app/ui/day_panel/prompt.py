"""PromptBox: the panel's inline question (override, trigger, victory, dusk), answered by a click.

It is not a modal dialog: the square stays usable (a trigger's player choice may be clicked on
the square), and tests answer by clicking its buttons. `answer` is called with the Answer.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QButtonGroup, QFrame, QGridLayout, QHBoxLayout, QPushButton, QToolButton, QVBoxLayout, QWidget

from grimoire_app.systems.botc.day import Answer
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

OptionList = list[tuple[str, str]]
"""(seat id, name) of the players a choice may name."""


class PromptBox(QFrame):
    """Title, text, the players to choose from (if any), and one or two answer buttons."""

    def __init__(self, answer: Callable[[Answer], None], later: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.setObjectName("day-prompt")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#day-prompt { border: 2px solid #d4a017; border-radius: 6px; background: #fff8e1; }")
        self.answer = answer
        self.title = named(plain_label(), "day-prompt-title")
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setWordWrap(True)
        self.body = named(plain_label(), "day-prompt-body")
        self.body.setWordWrap(True)
        self.options = named(QWidget(), "day-prompt-options")
        self.options_grid = QGridLayout(self.options)
        self.options_grid.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.yes = named(QPushButton(), "day-prompt-yes")
        self.no = named(QPushButton(), "day-prompt-no")
        self.later = named(QPushButton(), "day-prompt-later")
        self.later.hide()
        if later is not None:
            self.later.clicked.connect(later)
        self.yes.clicked.connect(lambda: self.answer(Answer(True, self.picked())))
        self.no.clicked.connect(lambda: self.answer(Answer(False)))
        buttons = QHBoxLayout()
        buttons.addWidget(self.later)
        buttons.addStretch(1)
        buttons.addWidget(self.no)
        buttons.addWidget(self.yes)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.body, self.options):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.choice: str | None = None
        self.hide()

    def ask(self, title: str, body: str, yes: str, no: str | None, options: OptionList | None = None, kind: str | None = None,
            later: str | None = None) -> None:
        """Show a question; `kind` 'player' needs one pick before yes, 'players' any number; `later` labels a
        button that puts the question off (None: no such button)."""
        self.title.setText(title)
        self.body.setText(body)
        self.yes.setText(yes)
        self.no.setText(no or "")
        self.no.setVisible(no is not None)
        self.later.setText(later or "")
        self.later.setVisible(later is not None)
        self.choice = kind
        self._fill(options or [], kind == "player")
        self._update()
        self.show()

    def _fill(self, options: OptionList, exclusive: bool) -> None:
        for button in self.group.buttons():
            self.group.removeButton(button)
            self.options_grid.removeWidget(button)
            button.setParent(None)
            button.deleteLater()
        self.group.setExclusive(exclusive)
        for index, (seat, name) in enumerate(options):
            button = named(QToolButton(self.options), f"day-option-{seat}")
            button.setText(name)
            button.setCheckable(True)
            button.setProperty("seat", seat)
            button.toggled.connect(lambda _on: self._update())
            self.group.addButton(button)
            self.options_grid.addWidget(button, index // 3, index % 3)
            button.show()
        self.options.setVisible(bool(options))

    def picked(self) -> tuple[str, ...]:
        """Return the players picked so far, in the options' order."""
        return tuple(str(b.property("seat")) for b in self.group.buttons() if b.isChecked())

    def pick(self, seat: str) -> bool:
        """Toggle a player among the options (a click on the square); False when not an option."""
        for button in self.group.buttons():
            if button.property("seat") == seat:
                button.setChecked(True if self.group.exclusive() else not button.isChecked())
                return True
        return False

    def _update(self) -> None:
        self.yes.setEnabled(self.choice != "player" or len(self.picked()) == 1)

    def clear(self) -> None:
        """Hide the question."""
        self.choice = None
        self._fill([], False)
        self.later.hide()
        self.hide()
