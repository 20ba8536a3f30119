"""Night behaviour of the experimental Outsiders Plague Doctor and Hatter (issue 21): STEPS hooks.

- Plague Doctor (docs/rules/plaguedoctor.md): a Storyteller step every other night once it has died: gain a Minion
  ability now (no STORYTELLER ABILITY yet), or use the one gained at that Minion's place.
- Hatter (docs/rules/hatter.md): with TEA PARTY TONIGHT (or a Hatter dead since last night), the living Minions and
  Demons wake and may each become another character of their own type.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.tonight.draft import StepDraft

STORYTELLER_ABILITY = ("plaguedoctor", "Storyteller Ability")


def plaguedoctor(draft: StepDraft) -> None:
    """Skip while every Plague Doctor lives; else prompt the gain (or the use) of the Storyteller's Minion ability."""
    view = draft.view
    dead = [view.seat(actor.seat) for actor in draft.actors if not view.seat(actor.seat).alive]
    if not dead:
        draft.skip(view.reason("plaguedoctor_alive"))
        return
    doctor = dead[0]
    if view.has(doctor, STORYTELLER_ABILITY):
        draft.notes.append(view.reason("plaguedoctor_using", doctor.id))
    else:
        draft.notes.append(view.reason("plaguedoctor_gain", doctor.id))


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "plaguedoctor": plaguedoctor,
}
"""Step id -> hook (registered in registry.py with one line)."""
