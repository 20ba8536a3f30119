"""What a Fabled token's menu offers beyond "Take out of play", for the Fabled the app applies.

- The Revolutionary: "Mark the Aligned pair" lists the neighbouring pairs of one alignment the model offers
  (fabled_applied.revolutionary.aligned_pairs); one click records the two Aligned reminders (moving them
  if another pair was marked) as one undo step. docs/rules/revolutionary.md.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from grimoire_app.i18n import tr
from grimoire_app.systems.botc.fabled_applied.revolutionary import REVOLUTIONARY, aligned_pairs, mark_aligned, marked_pair
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.faces import Faces


def add_fabled_actions(menu: QMenu, character_id: str, faces: Faces, commands: SquareCommands) -> None:
    """Add the Fabled's own actions to its token menu (nothing for a Fabled without any)."""
    if character_id == REVOLUTIONARY:
        _revolutionary(menu, faces, commands)


def _revolutionary(menu: QMenu, faces: Faces, commands: SquareCommands) -> None:
    session = commands.session
    game = session.game
    if game is None:
        return
    state = game.state
    pairs = aligned_pairs(state, game.character)
    sub = menu.addMenu(tr("square.revolutionary.mark", faces.lang))
    sub.setObjectName("revolutionary-pairs")
    sub.setEnabled(bool(pairs))
    current = set(marked_pair(state))
    for first, second in pairs:
        label = tr("square.revolutionary.pair", faces.lang, first=state.seat(first).name, second=state.seat(second).name)
        action = sub.addAction(label)
        action.setObjectName(f"revolutionary.pair.{first}.{second}")
        action.setCheckable(True)
        action.setChecked(current == {first, second})
        action.triggered.connect(lambda _checked=False, a=first, b=second: commands.record_many(mark_aligned(game.state, game.character, a, b)))
