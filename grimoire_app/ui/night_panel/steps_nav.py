"""Walking tonight's steps: which step comes first, next or before, and the choice being built (no Qt).

Next and Previous stop only at steps that run tonight: the sheet says they wake and the
Storyteller did not skip them. Skipped steps stay in the list (greyed, with why) and can still be
opened by clicking them.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.tonight import TonightStep
from grimoire_app.ui.night_panel.notes import StorytellerPlan


def runs(step: TonightStep, plan: StorytellerPlan) -> bool:
    """Whether the step runs tonight: it wakes and the Storyteller did not skip it."""
    return step.wakes_tonight and step.id not in plan.skipped


def first_running(steps: Sequence[TonightStep], plan: StorytellerPlan) -> str | None:
    """Return the first step that runs tonight (else the first step; None for no steps)."""
    found = next((step.id for step in steps if runs(step, plan)), None)
    return found if found is not None else (steps[0].id if steps else None)


def neighbour(steps: Sequence[TonightStep], plan: StorytellerPlan, current: str | None, direction: int) -> str | None:
    """Return the nearest running step after (direction 1) or before (-1) the current one, or None.

    >>> a, b, c = (TonightStep(i, 1, s, "wake") for i, s in (("a", "wakes"), ("b", "skipped"), ("c", "wakes")))
    >>> neighbour([a, b, c], StorytellerPlan(), "a", 1), neighbour([a, b, c], StorytellerPlan(), "a", -1)
    ('c', None)
    """
    ids = [step.id for step in steps]
    if current not in ids:
        return first_running(steps, plan)
    at = ids.index(current) + direction
    while 0 <= at < len(steps):
        if runs(steps[at], plan):
            return steps[at].id
        at += direction
    return None


def toggled(chosen: Sequence[str], key: str, limit: int) -> list[str]:
    """Return the choice with `key` added (the oldest dropped past the limit) or taken out.

    >>> toggled(["a", "b"], "c", 2), toggled(["a", "b"], "a", 2), toggled([], "a", 1)
    (['b', 'c'], ['b'], ['a'])
    """
    if key in chosen:
        return [item for item in chosen if item != key]
    return [*chosen, key][-max(limit, 1):]
