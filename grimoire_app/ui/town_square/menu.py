"""The seat context menu: kill or revive (with a cause), ghost vote, alignment, characters,
reminders, show to player, notes, rename, remove. Each action calls one SquareCommands method.

Actions carry object names ("seat.kill.demon", "seat.reminder.add.poisoner.Poisoned") so tests
trigger them without opening the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtWidgets import QMenu, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang, Team
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.ui.character_search import CharacterChoice
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.reminder_tray import in_play, reminder_sections
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.travellers import AskTraveller, add_traveller_actions

PickCharacter = Callable[[str, list[str], bool], CharacterChoice | None]
"""Ask for a character: (title, candidate ids first, allow "no character") -> choice or None."""
AskText = Callable[[str, str], str | None]
"""Ask for a line of text: (title, current text) -> new text or None."""


@dataclass
class MenuAsks:
    """The dialogs the menu opens, as seams (tests pass plain functions)."""

    pick: PickCharacter
    text: AskText
    show_card: Callable[[str], object]
    traveller: AskTraveller | None = None
    """Ask for a new Traveller's name, character and alignment (None: the menu offers no Traveller actions)."""
    note: Callable[[str], object] | None = None
    """Open the note editor of a seat (None: the menu offers no notes)."""


def seat_menu(parent: QWidget, seat_id: str, state: GameState, faces: Faces, commands: SquareCommands, asks: MenuAsks) -> QMenu:
    """Build the context menu of one seat."""
    seat = state.seat(seat_id)
    lang = faces.lang
    menu = named(QMenu(parent), "seat-menu")
    menu.setToolTipsVisible(True)
    title = menu.addAction(seat.name)
    title.setEnabled(False)
    menu.addSeparator()
    _life(menu, seat, state, faces, commands, asks)
    menu.addSeparator()
    _characters(menu, seat, state, faces, commands, asks)
    menu.addSeparator()
    add_reminder_menu(menu, seat_id, state, faces, commands)
    _remove_reminders(menu, seat, faces, commands)
    menu.addSeparator()
    _add(menu, "seat.show_card", tr("square.menu.show_card", lang), lambda: asks.show_card(seat_id))
    _note_action(menu, seat_id, asks, lang)
    _add(menu, "seat.rename", tr("square.menu.rename", lang), lambda: _rename(seat, commands, asks, lang))
    if asks.traveller is not None:
        add_traveller_actions(menu, seat_id, commands, faces, asks.traveller)
    _add(menu, "seat.remove", tr("square.menu.remove_seat", lang), lambda: commands.remove_seat(seat_id))
    return menu


def _add(menu: QMenu, name: str, text: str, slot: Callable[[], object], enabled: bool = True) -> None:
    action = menu.addAction(text)
    action.setObjectName(name)
    action.setEnabled(enabled)
    action.triggered.connect(lambda _checked=False: slot())


def _life(menu: QMenu, seat: Seat, state: GameState, faces: Faces, commands: SquareCommands, asks: MenuAsks) -> None:
    lang, seat_id = faces.lang, seat.id
    if seat.alive:
        kill = menu.addMenu(tr("square.menu.kill", lang))
        kill.setObjectName("seat.kill")
        demon = next((c for c in in_play(state) if (found := faces.character(c)) and found.team == Team.DEMON), None)
        _add(kill, "seat.kill.storyteller", tr("square.cause.storyteller", lang), lambda: commands.kill(seat_id, "storyteller"))
        _add(kill, "seat.kill.execution", tr("square.cause.execution", lang), lambda: commands.kill(seat_id, "execution"))
        _add(kill, "seat.kill.demon", tr("square.cause.demon", lang), lambda: commands.kill(seat_id, "demon", demon))
        _add(kill, "seat.kill.ability", tr("square.cause.ability", lang), lambda: _kill_by_ability(seat_id, state, commands, asks, lang))
    else:
        _add(menu, "seat.revive", tr("square.menu.revive", lang), lambda: commands.revive(seat_id))
    _add(menu, "seat.ghost_vote", tr("square.menu.ghost_vote", lang), lambda: commands.spend_ghost_vote(seat_id), enabled=not seat.alive and seat.ghost_vote)


def _kill_by_ability(seat_id: str, state: GameState, commands: SquareCommands, asks: MenuAsks, lang: Lang) -> None:
    choice = asks.pick(tr("square.picker.killer", lang), in_play(state), False)
    if choice is not None and choice.character:
        commands.kill(seat_id, "ability", choice.character)


def _characters(menu: QMenu, seat: Seat, state: GameState, faces: Faces, commands: SquareCommands, asks: MenuAsks) -> None:
    lang, seat_id = faces.lang, seat.id
    flip_key = "square.menu.turn_good" if seat.alignment == "evil" else "square.menu.turn_evil"
    _add(menu, "seat.flip_alignment", tr(flip_key, lang), lambda: commands.flip_alignment(seat_id))
    script_ids = list(faces.script.ids) if faces.script else []

    def change() -> None:
        choice = asks.pick(tr("square.picker.change", lang, player=seat.name), script_ids, True)
        if choice is not None:
            commands.assign(seat_id, choice.character)

    def believe() -> None:
        choice = asks.pick(tr("square.picker.believed", lang, player=seat.name), script_ids, True)
        if choice is not None:
            commands.believe(seat_id, choice.character)

    _add(menu, "seat.change_character", tr("square.menu.change_character", lang), change)
    _add(menu, "seat.set_believed", tr("square.menu.set_believed", lang), believe)


def add_reminder_menu(menu: QMenu, seat_id: str, state: GameState, faces: Faces, commands: SquareCommands) -> QMenu:
    """Add the "Add reminder" submenu: one submenu per character, in-play characters first."""
    add = menu.addMenu(tr("square.menu.add_reminder", faces.lang))
    add.setObjectName("seat.reminder.add")
    add.setToolTipsVisible(True)
    for section in reminder_sections(state, faces):
        add.addSection(tr(section.title_key, faces.lang))
        by_character: dict[str, list[str]] = {}
        for token in section.tokens:
            by_character.setdefault(token.character, []).append(token.token or "")
        for character_id, tokens in by_character.items():
            sub = add.addMenu(faces.name(character_id))
            sub.setToolTipsVisible(True)
            for token_name in tokens:
                action = sub.addAction(faces.reminder_name(character_id, token_name))
                action.setObjectName(f"seat.reminder.add.{character_id}.{token_name}")
                set_tip(action, faces.meaning(character_id, token_name))
                action.triggered.connect(_placer(commands, seat_id, character_id, token_name))
    return add


def _placer(commands: SquareCommands, seat_id: str, character_id: str, token: str) -> Callable[[], object]:
    return lambda: commands.place_reminder(seat_id, character_id, token)


def _remove_reminders(menu: QMenu, seat: Seat, faces: Faces, commands: SquareCommands) -> None:
    remove = menu.addMenu(tr("square.menu.remove_reminder", faces.lang))
    remove.setObjectName("seat.reminder.remove")
    remove.setEnabled(bool(seat.reminders))
    for reminder in seat.reminders:
        label = f"{faces.reminder_name(reminder.character, reminder.token)} ({faces.name(reminder.character)})"
        _add(remove, f"seat.reminder.remove.{reminder.id}", label, partial(commands.remove_reminder, reminder.id))


def _note_action(menu: QMenu, seat_id: str, asks: MenuAsks, lang: Lang) -> None:
    """Add "Notes…": the Storyteller's private note on the player (issue 19)."""
    edit = asks.note
    if edit is None:
        return
    _add(menu, "seat.note", tr("square.menu.note", lang), lambda: edit(seat_id))
    set_tip(menu.actions()[-1], tr("square.menu.note.tip", lang))


def _rename(seat: Seat, commands: SquareCommands, asks: MenuAsks, lang: Lang) -> None:
    name = asks.text(tr("square.menu.rename", lang), seat.name)
    if name and name.strip() and name.strip() != seat.name:
        commands.rename(seat.id, name.strip())
