"""Night behaviour of the experimental acting Townsfolk (issue 21): Huntsman.

Each function is one registry.CHOICES hook; the rules are docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned
from grimoire_app.systems.botc.tonight.plan import Plan


def huntsman(plan: Plan) -> None:
    """A sober Huntsman choosing the Damsel turns it into a not-in-play Townsfolk (docs/rules/huntsman.md)."""
    if not plan.choice.players or plan.impaired:
        return
    target = plan.view.seat(plan.choice.players[0])
    if target.character != "damsel":
        return
    spare = huntsman_spare(plan)
    if spare is not None:
        plan.events.append(CharacterAssigned(seat=target.id, character=spare, alignment=target.alignment))


def huntsman_spare(plan: Plan) -> str | None:
    """Return the Townsfolk the Damsel becomes: the first on the script neither in play nor the Huntsman."""
    for character in plan.view.game.script.of_team(Team.TOWNSFOLK):
        if character.id != "huntsman" and not plan.view.in_play(character.id):
            return character.id
    return None
