"""Walking tonight's steps: which step comes first, next or before, and the choice being built (no Qt).

Next and Previous stop only at steps that run tonight: the sheet says they wake (a step the
Storyteller skipped is already "skipped" on the sheet). Skipped steps stay in the list (greyed, with why) and can still be
opened by clicking them.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.tonight import TonightStep


def runs(step: TonightStep) -> bool:
    """Whether the step runs tonight (the sheet says it wakes)."""
    return step.wakes_tonight


def first_running(steps: Sequence[TonightStep]) -> str | None:
    """Return the first step that runs tonight (else the first step; None for no steps)."""
    found = next((step.id for step in steps if runs(step)), None)
    return found if found is not None else (steps[0].id if steps else None)


def resume_at(steps: Sequence[TonightStep], done: set[str], unrun: Sequence[TonightStep]) -> str | None:
    """Return where a night resumes: its first running step when nothing is recorded yet, else the first
    step not run yet (`unrun`: tonight.unrun_steps), else its last running step (dawn).

    >>> a, b, c = (TonightStep(i, 1, "wakes", "wake") for i in "abc")
    >>> resume_at([a, b, c], set(), [a, b]), resume_at([a, b, c], {"a"}, [b]), resume_at([a, b, c], {"a", "b"}, [])
    ('a', 'b', 'c')
    """
    if not done:
        return first_running(steps)
    if unrun:
        return unrun[0].id
    running = [step.id for step in steps if runs(step)]
    return running[-1] if running else first_running(steps)


def neighbour(steps: Sequence[TonightStep], current: str | None, direction: int) -> str | None:
    """Return the nearest running step after (direction 1) or before (-1) the current one, or None.

    >>> a, b, c = (TonightStep(i, 1, s, "wake") for i, s in (("a", "wakes"), ("b", "skipped"), ("c", "wakes")))
    >>> neighbour([a, b, c], "a", 1), neighbour([a, b, c], "a", -1)
    ('c', None)
    """
    ids = [step.id for step in steps]
    if current not in ids:
        return first_running(steps)
    at = ids.index(current) + direction
    while 0 <= at < len(steps):
        if runs(steps[at]):
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
