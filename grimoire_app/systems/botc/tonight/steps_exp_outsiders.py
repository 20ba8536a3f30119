"""Night behaviour of the experimental Outsiders (issue 21): Ogre (a CHOICES hook).

The rules are docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import AlignmentChanged
from grimoire_app.systems.botc.tonight.plan import Plan


def ogre(plan: Plan) -> None:
    """The Ogre takes its FRIEND's true alignment, drunk or poisoned alike (docs/rules/ogre.md)."""
    if not plan.choice.players:
        return
    ogre_seat, friend = plan.chooser, plan.view.seat(plan.choice.players[0])
    if friend.alignment is None or friend.alignment == ogre_seat.alignment:
        return
    plan.events.append(AlignmentChanged(seat=ogre_seat.id, alignment=friend.alignment))
