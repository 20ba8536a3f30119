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
TEA_PARTY = ("hatter", "Tea Party Tonight")


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


def hatter(draft: StepDraft) -> None:
    """With TEA PARTY TONIGHT (or a Hatter dead since last night), wake the living Minions and Demons to change.

    A Legion in play → nothing (the Legion jinx, applied); no living Minion or Demon → skipped.
    """
    view = draft.view
    hatters = {actor.seat for actor in draft.actors}
    died = any(d.seat in hatters for d in view.deaths_today + view.deaths_tonight)
    if not view.carriers(TEA_PARTY) and not died:
        draft.skip(view.reason("hatter_no_tea_party"))
        return
    if view.in_play("legion"):
        draft.skip(view.reason("hatter_legion"))
        return
    evil = view.living(view.minions + view.demons)
    if not evil:
        draft.skip(view.reason("hatter_no_evil"))
        return
    draft.wakes = list(evil)
    draft.notes.append(view.reason("hatter_tea_party"))


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "plaguedoctor": plaguedoctor,
    "hatter": hatter,
}
"""Step id -> hook (registered in registry.py with one line)."""
