"""Night behaviour of the experimental acting Townsfolk (issue 21): Huntsman (a CHOICES hook), Choirboy (a STEPS hook).

The rules are docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.steps_good import killed_by_demon_tonight


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


def choirboy(draft: StepDraft) -> None:
    """Wake only on a night the Demon killed a King (docs/rules/choirboy.md)."""
    view = draft.view
    kings = [seat.id for seat in view.state.seats if seat.character == "king"]
    if any(killed_by_demon_tonight(view, seat_id) for seat_id in kings):
        return
    for actor in draft.acting:
        draft.skip_actor(actor.seat, view.reason("choirboy_king_not_killed", actor.seat))
