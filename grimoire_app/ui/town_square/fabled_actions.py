"""What a Fabled token's menu offers beyond "Take out of play", for the Fabled the app applies.

- The Revolutionary: "Mark the Aligned pair" lists the neighbouring pairs of one alignment the model offers
  (fabled_applied.revolutionary.aligned_pairs); one click records the two Aligned reminders (moving them
  if another pair was marked) as one undo step. docs/rules/revolutionary.md.
- The Duchess: "Visitors" checks each player who visits today (at most 3; the model refuses a fourth) and
  "False Info" picks the visitor told a wrong number tonight (fabled_applied.duchess). docs/rules/duchess.md.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMenu

from grimoire_app.i18n import tr
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.fabled_applied.duchess import DUCHESS, MAX_VISITORS, false_info, set_false_info, toggle_visitor, visitors
from grimoire_app.systems.botc.fabled_applied.revolutionary import REVOLUTIONARY, aligned_pairs, mark_aligned, marked_pair
from grimoire_app.systems.botc.state import GameState
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.faces import Faces


def add_fabled_actions(menu: QMenu, character_id: str, faces: Faces, commands: SquareCommands) -> None:
    """Add the Fabled's own actions to its token menu (nothing for a Fabled without any)."""
    if character_id == REVOLUTIONARY:
        _revolutionary(menu, faces, commands)
    if character_id == DUCHESS:
        _duchess(menu, faces, commands)


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


def _duchess(menu: QMenu, faces: Faces, commands: SquareCommands) -> None:
    state = commands.session.state
    visiting = visitors(state)
    marks = menu.addMenu(tr("square.duchess.visitors", faces.lang, count=len(visiting), most=MAX_VISITORS))
    marks.setObjectName("duchess-visitors")
    for seat in state.seats:
        action = marks.addAction(seat.name)
        action.setObjectName(f"duchess.visitor.{seat.id}")
        action.setCheckable(True)
        action.setChecked(seat.id in visiting)
        action.setEnabled(seat.id in visiting or len(visiting) < MAX_VISITORS)
        action.triggered.connect(lambda _checked=False, s=seat.id: _record(commands, toggle_visitor, s))
    liar = menu.addMenu(tr("square.duchess.false_info", faces.lang))
    liar.setObjectName("duchess-false-info")
    liar.setEnabled(bool(visiting))
    for seat_id in visiting:
        action = liar.addAction(state.seat(seat_id).name)
        action.setObjectName(f"duchess.false_info.{seat_id}")
        action.setCheckable(True)
        action.setChecked(seat_id == false_info(state))
        action.triggered.connect(lambda _checked=False, s=seat_id: _record(commands, set_false_info, s))


def _record(commands: SquareCommands, build: Callable[[GameState, str], list[Event]], seat_id: str) -> None:
    """Build the events from the state now and record them as one step (a refusal is shown, nothing recorded)."""
    try:
        events = build(commands.session.state, seat_id)
    except GrimoireError as error:
        commands.inform([str(error)])
        return
    if events:
        commands.record_many(events)
