"""Travellers on the square: "Seat a Traveller here…" and "Traveller leaves" in the seat menu, and their dialog.

Thin: the model (systems/botc/travellers.py) builds the events and says who is a Traveller, which
characters to offer and the official count; this module asks the Storyteller and records what the
model returns through SquareCommands (one undo step). The dialog is a seam (`AskTraveller`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QMenu, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Alignment
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import TravellerError, is_traveller, seat_traveller, traveller_choices, traveller_count, traveller_leaves
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.style import named


@dataclass(frozen=True)
class TravellerRequest:
    """What the Storyteller chose for a new Traveller."""

    name: str
    character: str
    alignment: Alignment


AskTraveller = Callable[[Game, str, str, str | None], TravellerRequest | None]
"""Ask for a new Traveller between two seats: (game, left seat, right seat, character to preselect) -> request or None.

The preselected character is the one dragged from the tray into the gap (None from the seat menu)."""


def add_traveller_actions(menu: QMenu, seat_id: str, commands: SquareCommands, faces: Faces, ask: AskTraveller) -> None:
    """Add "Seat a Traveller here…" (between this seat and the next) and "Traveller leaves" to a seat menu."""
    game = commands.session.game
    if game is None:
        return
    state, lang = game.state, faces.lang
    seat = state.seat(seat_id)
    right = state.seats[(state.index_of(seat_id) + 1) % len(state.seats)]
    here = menu.addAction(tr("square.menu.seat_traveller", lang))
    here.setObjectName("seat.traveller.seat")
    set_tip(here, tr("square.menu.seat_traveller.tip", lang, player=seat.name, next=right.name))
    here.triggered.connect(lambda _checked=False: seat_traveller_between(commands, seat_id, right.id, ask, None))
    leaves = menu.addAction(tr("square.menu.traveller_leaves", lang))
    leaves.setObjectName("seat.traveller.leaves")
    set_tip(leaves, tr("square.menu.traveller_leaves.tip", lang))
    leaves.setEnabled(is_traveller(game, seat))
    leaves.triggered.connect(lambda _checked=False: traveller_leaves_now(commands, seat_id))


def seat_traveller_between(commands: SquareCommands, left: str, right: str, ask: AskTraveller, preset: str | None) -> bool:
    """Ask for a Traveller (`preset` preselected) and seat them between two seats (one undo step); True when seated."""
    game = commands.session.game
    if game is None:
        return False
    request = ask(game, left, right, preset)
    if request is None:
        return False
    try:
        events = seat_traveller(game, request.name, left, right, request.character, request.alignment)
    except TravellerError as error:
        commands.inform([str(error)])
        return False
    return commands.record_many(list(events)) is not None


def traveller_leaves_now(commands: SquareCommands, seat_id: str) -> bool:
    """Record a Traveller leaving the table; True when recorded."""
    game = commands.session.game
    if game is None:
        return False
    try:
        event = traveller_leaves(game, seat_id)
    except TravellerError as error:
        commands.inform([str(error)])
        return False
    return commands.record(event) is not None


class TravellerDialog(QDialog):
    """Name, Traveller character and alignment of a new Traveller, with the official count shown."""

    def __init__(self, parent: QWidget | None, game: Game, faces: Faces, left: str, right: str, preset: str | None = None) -> None:
        super().__init__(parent)
        lang: Lang = faces.lang
        self.setObjectName("traveller-dialog")
        self.setWindowTitle(tr("traveller.dialog.title", lang))
        state = game.state
        self.name = named(QLineEdit(), "traveller-name")
        self.character = named(QComboBox(), "traveller-character")
        for character_id in traveller_choices(game):
            self.character.addItem(faces.name(character_id), character_id)
        if preset is not None and self.character.findData(preset) >= 0:
            self.character.setCurrentIndex(self.character.findData(preset))
        set_tip(self.character, tr("traveller.dialog.character.tip", lang))
        self.alignment = named(QComboBox(), "traveller-alignment")
        for value in ("good", "evil"):
            self.alignment.addItem(tr(f"square.alignment.{value}", lang), value)
        set_tip(self.alignment, tr("traveller.dialog.alignment.tip", lang))
        count = traveller_count(game)
        form = QFormLayout()
        form.addRow(plain_label(tr("traveller.dialog.between", lang, left=state.seat(left).name, right=state.seat(right).name)))
        form.addRow(tr("traveller.dialog.name", lang), self.name)
        form.addRow(tr("traveller.dialog.character", lang), self.character)
        form.addRow(tr("traveller.dialog.alignment", lang), self.alignment)
        form.addRow(named(plain_label(tr("traveller.dialog.count", lang, seated=count.seated, limit=count.limit)), "traveller-count"))
        buttons = QDialogButtonBox()
        self.ok = named(buttons.addButton(tr("traveller.dialog.ok", lang), QDialogButtonBox.ButtonRole.AcceptRole), "traveller-ok")
        buttons.addButton(tr("traveller.dialog.cancel", lang), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok.setEnabled(False)
        self.name.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def request(self) -> TravellerRequest:
        """Return what the dialog holds now."""
        alignment: Alignment = "evil" if self.alignment.currentData() == "evil" else "good"
        return TravellerRequest(self.name.text().strip(), str(self.character.currentData()), alignment)


def ask_traveller(parent: QWidget | None, faces: Faces) -> AskTraveller:
    """Return the real asker: a modal TravellerDialog."""

    def ask(game: Game, left: str, right: str, preset: str | None) -> TravellerRequest | None:
        dialog = TravellerDialog(parent, game, faces, left, right, preset)
        return dialog.request() if dialog.exec() == QDialog.DialogCode.Accepted else None

    return ask
