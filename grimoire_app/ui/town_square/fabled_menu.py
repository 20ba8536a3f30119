"""Putting a Fabled or Loric in play from the square, and taking one out (docs/rules/fabled-loric.md).

"Add Fabled or Loric…" asks the searchable character picker with the Fabled and Loric not yet in
play (the script's own first); a Fabled token's menu offers "Take out of play". Both record one
event through SquareCommands, so Undo restores the square.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget

from grimoire_app.i18n import tr
from grimoire_app.systems.botc.events import Event, FabledAdded, FabledRemoved
from grimoire_app.systems.botc.setup.fabled import fabled_choices, script_fabled
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.fabled_actions import add_fabled_actions
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.menu import PickCharacter
from grimoire_app.ui.town_square.style import named


def fabled_candidates(faces: Faces, in_play: tuple[str, ...]) -> list[str]:
    """Return the Fabled and Loric ids the picker offers: the script's first, none already in play."""
    script = faces.script
    ordered = [*(script_fabled(script) if script else ()), *(c.id for c in fabled_choices(faces.library, script))]
    return [c for c in dict.fromkeys(ordered) if c not in in_play]


def add_fabled(session: GameSession, faces: Faces, commands: SquareCommands, pick: PickCharacter) -> Event | None:
    """Ask for a Fabled or Loric and put it in play; return the recorded event (None if cancelled)."""
    if session.game is None:
        return None
    choice = pick(tr("square.fabled.pick", faces.lang), fabled_candidates(faces, session.state.fabled), False)
    if choice is None or not choice.character:
        return None
    return commands.record(FabledAdded(character=choice.character))


def fabled_menu(parent: QWidget, character_id: str, faces: Faces, commands: SquareCommands) -> QMenu:
    """Build a Fabled or Loric token's context menu: its name, then "Take out of play"."""
    menu = named(QMenu(parent), "fabled-menu")
    title = menu.addAction(faces.name(character_id))
    title.setEnabled(False)
    menu.addSeparator()
    remove = menu.addAction(tr("square.fabled.remove", faces.lang))
    remove.setObjectName("fabled.remove")
    remove.triggered.connect(lambda _checked=False: commands.record(FabledRemoved(character=character_id)))
    add_fabled_actions(menu, character_id, faces, commands)
    return menu
