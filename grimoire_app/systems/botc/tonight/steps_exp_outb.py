"""Night behaviour of the experimental Outsider Hatter (issue 21): STEPS hooks.

- Plague Doctor (docs/rules/plaguedoctor.md): its step and its jinxes are in steps_plaguedoctor.py.
- Hatter (docs/rules/hatter.md): with TEA PARTY TONIGHT (or a Hatter dead since last night), the living Minions and
  Demons wake and may each become another character of their own type.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.tonight.draft import StepDraft

TEA_PARTY = ("hatter", "Tea Party Tonight")


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
    "hatter": hatter,
}
"""Step id -> hook (registered in registry.py with one line)."""
