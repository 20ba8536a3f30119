"""TownSquarePanel: the square, the reminder tray, the seat menu and the square's keys, in one widget.

It reads the game only through the GameSession and redraws on `changed`; every request becomes
an event recorded by SquareCommands. Dialogs are seams (`pick`, `ask_text`, `confirm`,
`inform`) so tests drive the panel without modal windows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QInputDialog, QMenu, QMessageBox, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import is_traveller_character
from grimoire_app.ui.plain import literal
from grimoire_app.ui.reminder_tray import ReminderTray, TrayToken
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.commands import Confirm, Inform, SquareCommands
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.menu import AskText, MenuAsks, PickCharacter, add_reminder_menu, seat_menu
from grimoire_app.ui.town_square.scene import TownSquareScene
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.travellers import AskTraveller, TravellerRequest, ask_traveller, seat_traveller_between
from grimoire_app.ui.town_square.view import ExternalDrag, TownSquareView

if TYPE_CHECKING:
    from grimoire_app.systems.botc.day.live_vote import VoteInProgress
    from grimoire_app.ui.character_search import CharacterChoice
    from grimoire_app.ui.note_dialog import NoteDialog
    from grimoire_app.ui.show_card import CardLanguages, Compose, ShowCard
    from grimoire_app.ui.public_window import PublicTownSquare
    from grimoire_app.ui.town_square.public import LiveVote

SHORTCUTS = {
    "square.action.toggle_alive": "K",
    "square.action.ghost_vote": "G",
    "square.action.add_reminder": "R",
    "square.action.change_character": "C",
    "square.action.show_card": "S",
    "square.action.seat_menu": "M",
    "square.action.public_window": "Ctrl+Shift+P",
    "square.action.add_fabled": "Ctrl+Shift+F",
    "square.action.note": "Ctrl+M",
}
"""The square's keys; the one-letter ones act on the selected seat while the square has focus."""
WINDOW_WIDE = frozenset({"square.action.public_window", "square.action.add_fabled", "square.action.note"})
"""Keys with modifiers that concern the whole game: they work wherever the focus is in the window."""


class TownSquarePanel(QWidget):
    """The Storyteller's town square with its tray; `set_language` switches ko/en at run time."""

    def __init__(
        self,
        session: GameSession,
        lang: Lang = "ko",
        *,
        confirm: Confirm | None = None,
        inform: Inform | None = None,
        pick: PickCharacter | None = None,
        ask_text: AskText | None = None,
        show_card: Callable[[str], object] | None = None,
        compose: Compose | None = None,
        ask_traveller: AskTraveller | None = None,
        confirm_life: Callable[[str, bool], bool] | None = None,
        hold_tray: bool = False,
        view: TownSquareView | None = None,
    ) -> None:
        """`hold_tray`: leave the tray's token lists empty until `tray.release()` (the main window's paint first).
        `view`: take over a view already showing the square (ui/square_preview.py: a reopened game's snapshot), with
        its scene, instead of making one; the next refresh draws the session's state in it."""
        super().__init__()
        self.setObjectName("town-square-panel")
        self.session = session
        self.lang: Lang = lang
        self.faces = self._faces()
        if view is None:
            self.external = ExternalDrag()
            self.scene = TownSquareScene(self.faces)
            self.view = TownSquareView(self.scene, self.external, self)
        else:
            self.view, self.scene, self.external = view, view.square, view.external
            self.scene.faces = self.faces
            view.setParent(self)
        self.tray = ReminderTray(self.external, self.faces)
        if hold_tray:
            self.tray.hold()
        self.commands = SquareCommands(session, lang, self, confirm, inform)
        self.asks = MenuAsks(pick or self._pick, ask_text or self._ask_text, show_card or self.show_to_player, ask_traveller or self._ask_traveller, self.edit_note)
        self.note_dialog: NoteDialog | None = None
        """The open note editor, if any (window-modal: the square waits while the Storyteller types)."""
        self.confirm_life = confirm_life or self._confirm_life
        """Ask before a double-click kills or revives (player's name, True to kill): a touchpad double-clicks by accident."""
        self.public: PublicTownSquare | None = None
        self.vote: VoteInProgress | None = None
        """The vote being taken (the day panel sets it: `set_vote`), drawn here and on the public window."""
        self._card_languages: CardLanguages | None = None
        self._card_language: Lang = lang
        """The game-wide card language `card_languages` starts from (the square's language when it was made)."""
        self.card: ShowCard | None = None
        self.compose = compose
        self._game: Game | None = session.game
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.tray)
        self.actions_by_key = self._build_actions()
        self._connect()
        self.refresh()

    # -- wiring ---------------------------------------------------------------------------------------

    def _connect(self) -> None:
        scene, view = self.scene, self.view
        scene.seats_swap_requested.connect(self.commands.swap_seats)
        scene.seat_move_requested.connect(self.commands.move_seat)
        scene.reminder_move_requested.connect(self.commands.move_reminder)
        scene.reminder_dropped_outside.connect(self._reminder_outside)
        scene.seat_activated.connect(self._seat_double_clicked)
        scene.seat_menu_requested.connect(self.open_menu)
        scene.fabled_menu_requested.connect(lambda character_id, pos: self.fabled_menu(character_id).exec(pos))
        view.undo_requested.connect(self.session.undo)
        view.redo_requested.connect(self.session.redo)
        view.fullscreen_requested.connect(self.toggle_full_screen)
        view.menu_requested.connect(self.open_menu)
        self.external.on_move = self._external_moved
        self.external.on_drop = self._external_dropped
        self.session.changed.connect(self.refresh)

    def _build_actions(self) -> dict[str, QAction]:
        handlers: dict[str, Callable[[], object]] = {
            "square.action.toggle_alive": lambda: self._on_selected(self.commands.toggle_alive),
            "square.action.ghost_vote": lambda: self._on_selected(self.commands.spend_ghost_vote),
            "square.action.add_reminder": lambda: self._on_selected(self.open_add_reminder),
            "square.action.change_character": lambda: self._on_selected(self._change_character),
            "square.action.show_card": lambda: self._on_selected(self.asks.show_card),
            "square.action.seat_menu": lambda: self._on_selected(lambda s: self.open_menu(s, self._seat_global(s))),
            "square.action.public_window": self.open_public_window,
            "square.action.add_fabled": self._add_fabled,
            "square.action.note": lambda: self._on_selected(self.edit_note),
        }
        actions = {}
        for key, handler in handlers.items():
            action = named(QAction(self), key)
            action.setShortcut(QKeySequence(SHORTCUTS[key]))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut if key in WINDOW_WIDE else Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, h=handler: h())
            self.addAction(action)
            actions[key] = action
        return actions

    # -- redrawing ------------------------------------------------------------------------------------

    def _faces(self) -> Faces:
        game = self.session.game
        return Faces(game.script if game else None, self.session.library, self.lang, game)

    def refresh(self) -> None:
        """Redraw the square and the tray from the session (never writes back)."""
        if self.session.game is not self._game or self.faces.library is not self.session.library:
            self._game = self.session.game
            self.faces = self._faces()
            self.scene.faces = self.faces
            self.scene.select(None)
        state = self.session.state
        self.scene.sync(state)
        self.tray.refresh(state, self.faces)
        for key, action in self.actions_by_key.items():
            action.setText(tr(key, self.lang))

    def set_language(self, lang: Lang) -> None:
        """Show every name and label in another language."""
        self.lang = lang
        self.commands.lang = lang
        self.faces = self._faces()
        self.scene.set_faces(self.faces)
        if self.public is not None:
            self.public.set_language(lang)
        self.refresh()

    def set_vote(self, vote: VoteInProgress | None) -> None:
        """Show the vote being taken on the square (all of it) and on the public window (what the table may see)."""
        from grimoire_app.ui.town_square.vote_view import storyteller_live

        game = self.session.game
        self.vote = vote if game is not None else None
        self.scene.set_vote(storyteller_live(self.vote, game) if self.vote is not None and game is not None else None)
        if self.public is not None:
            self.public.set_live_vote(self.public_vote())

    def public_vote(self) -> LiveVote | None:
        """Return the vote being taken as the table may see it (None: no vote now)."""
        from grimoire_app.ui.town_square.public import public_live

        game = self.session.game
        return public_live(self.vote, game) if self.vote is not None and game is not None else None

    def actions_for_menu(self) -> list[QAction]:
        """Return the square's actions, for the main window's Square menu."""
        return list(self.actions_by_key.values())

    # -- requests ---------------------------------------------------------------------------------------

    def _on_selected(self, act: Callable[[str], object]) -> None:
        if self.scene.selected is not None:
            act(self.scene.selected)

    def _seat_global(self, seat_id: str) -> QPoint:
        item = self.scene.seats[seat_id]
        return self.view.viewport().mapToGlobal(self.view.mapFromScene(item.pos()))

    def seat_menu(self, seat_id: str) -> QMenu:
        """Build the context menu of a seat (tests trigger its actions by object name)."""
        return seat_menu(self, seat_id, self.session.state, self.faces, self.commands, self.asks)

    def open_menu(self, seat_id: str, global_pos: QPoint) -> None:
        """Show a seat's context menu at a screen position."""
        self.seat_menu(seat_id).exec(global_pos)

    def fabled_menu(self, character_id: str) -> QMenu:
        """Build the context menu of a Fabled or Loric token (tests trigger "fabled.remove")."""
        from grimoire_app.ui.town_square.fabled_menu import fabled_menu

        return fabled_menu(self, character_id, self.faces, self.commands)

    def _add_fabled(self) -> None:
        from grimoire_app.ui.town_square.fabled_menu import add_fabled  # on demand: not needed to paint the square

        add_fabled(self.session, self.faces, self.commands, self.asks.pick)

    def open_add_reminder(self, seat_id: str) -> None:
        """Show the add-reminder menu of a seat beside it."""
        holder = QMenu(self)
        add_reminder_menu(holder, seat_id, self.session.state, self.faces, self.commands).exec(self._seat_global(seat_id))

    def _change_character(self, seat_id: str) -> None:
        script_ids = list(self.faces.script.ids) if self.faces.script else []
        name = self.session.state.seat(seat_id).name
        choice = self.asks.pick(tr("square.picker.change", self.lang, player=name), script_ids, True)
        if choice is not None:
            self.commands.assign(seat_id, choice.character)

    def _external_moved(self, global_pos: QPoint) -> None:
        seat_id = self._seat_under(global_pos)
        gap = self._gap_under(global_pos) if seat_id is None and self._is_traveller_token(self.external.payload) else None
        self.scene.hint_seats(gap if gap is not None else () if seat_id is None else (seat_id,))

    def _external_dropped(self, payload: object, global_pos: QPoint) -> None:
        self.scene.hint(None)
        if self.view.viewport().rect().contains(self.view.viewport().mapFromGlobal(global_pos)):
            # The square takes the keys after a drop on it: Ctrl+Z then undoes the drop, not the tray's search text.
            self.view.setFocus(Qt.FocusReason.MouseFocusReason)
        seat_id = self._seat_under(global_pos)
        if seat_id is None and isinstance(payload, TrayToken) and self._is_traveller_token(payload):
            self._seat_dragged_traveller(payload.character, global_pos)
            return
        if seat_id is None or not isinstance(payload, TrayToken):
            return
        if payload.kind == "reminder" and payload.token:
            self.commands.place_reminder(seat_id, payload.character, payload.token)
        elif payload.kind == "character":
            self.commands.assign(seat_id, payload.character)

    def _is_traveller_token(self, payload: object) -> bool:
        """A Traveller's character token from the tray: dropped in a gap of the circle, it seats a Traveller there."""
        game = self.session.game
        return isinstance(payload, TrayToken) and payload.kind == "character" and game is not None and is_traveller_character(game, payload.character)

    def _seat_dragged_traveller(self, character: str, global_pos: QPoint) -> None:
        gap = self._gap_under(global_pos)
        if gap is not None and self.asks.traveller is not None:
            seat_traveller_between(self.commands, gap[0], gap[1], self.asks.traveller, character)

    def _gap_under(self, global_pos: QPoint) -> tuple[str, str] | None:
        local = self.view.viewport().mapFromGlobal(global_pos)
        if not self.view.viewport().rect().contains(local):
            return None
        return self.scene.gap_at(self.view.mapToScene(local))

    def _seat_under(self, global_pos: QPoint) -> str | None:
        local = self.view.viewport().mapFromGlobal(global_pos)
        if not self.view.viewport().rect().contains(local):
            return None
        return self.scene.seat_at(self.view.mapToScene(local))

    def _reminder_outside(self, reminder_id: str, global_pos: QPoint) -> None:
        if self.tray.contains_global(global_pos):
            self.commands.remove_reminder(reminder_id)

    # -- windows and dialogs ---------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        """Switch the panel's window between full screen and normal."""
        window = self.window()
        window.showNormal() if window.isFullScreen() else window.showFullScreen()

    def open_public_window(self) -> PublicTownSquare:
        """Open (or raise) the public town square, on a second screen when there is one."""
        if self.public is None:
            from grimoire_app.ui.public_window import PublicTownSquare  # the day model loads only when the window opens

            self.public = PublicTownSquare(self.session, self.lang)
            self.public.delete_with(self)
            self.public.set_live_vote(self.public_vote())
        self.public.show_on_best_screen()
        return self.public

    @property
    def card_languages(self) -> CardLanguages:
        """The card language per player (made on first use: the card's module is not needed to paint the square)."""
        if self._card_languages is None:
            from grimoire_app.ui.show_card import CardLanguages

            self._card_languages = CardLanguages(self._card_language)
        return self._card_languages

    def show_to_player(self, seat_id: str) -> ShowCard | None:
        """Compose an info card for a player, record it as shown, and show it over the whole window."""
        from grimoire_app.ui.show_card import show_to_player  # on demand, as the dialogs below

        self.card = show_to_player(self.window(), self.session, self.commands, self.faces, seat_id, self.card_languages, self.compose)
        return self.card

    def edit_note(self, seat_id: str) -> NoteDialog:
        """Open the note editor of a seat; its Save records one PlayerNoteChanged (nothing is recorded while typing)."""
        from grimoire_app.ui.note_dialog import NoteDialog

        seat = self.session.state.seat(seat_id)
        if self.note_dialog is not None:
            self.note_dialog.deleteLater()
        dialog = self.note_dialog = NoteDialog(self.window(), seat.name, seat.note, self.lang)
        dialog.accepted.connect(lambda: self.commands.set_note(seat_id, dialog.text()))
        dialog.open()
        return dialog

    def _pick(self, title: str, first: list[str], allow_none: bool) -> CharacterChoice | None:
        from grimoire_app.ui.character_picker import pick_character

        return pick_character(self, self.faces, first, title, allow_none)

    def _ask_traveller(self, game: Game, left: str, right: str, preset: str | None) -> TravellerRequest | None:
        return ask_traveller(self, self.faces)(game, left, right, preset)

    def _seat_double_clicked(self, seat_id: str) -> None:
        """Kill or revive after the Storyteller confirms (the K key and the seat menu act at once)."""
        seat = self.session.state.seat(seat_id)
        if self.confirm_life(seat.name, seat.alive):
            self.commands.toggle_alive(seat_id)

    def _confirm_life(self, player: str, kill: bool) -> bool:
        key = "square.confirm.kill" if kill else "square.confirm.revive"
        answer = QMessageBox.question(self, tr(key + ".title", self.lang), literal(tr(key, self.lang, player=player)),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _ask_text(self, title: str, current: str) -> str | None:
        text, ok = QInputDialog.getText(self, title, literal(title), text=current)
        return text if ok else None
