"""The Fabled's night prompts (issue 17): the Angel's and the Buddhist's first-night steps.

Neither has a seat: the step runs while the Fabled is in play (`GameState.fabled`; tonight/sheet.py adds its
slot even when the script lacks it) as a Storyteller step whose note is the rule at the moment it matters
(docs/rules/angel.md, buddhist.md; official almanac, rules restated in our own words). Nothing is chosen: who is
new (the Angel) or experienced (the Buddhist) is the Storyteller's knowledge.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.view import View


def fabled_in_play(character: str) -> Callable[[View], bool]:
    """Return whether a Fabled is in play in a view (its step then runs without a seat holding it)."""

    def asked(view: View) -> bool:
        return character in view.state.fabled

    return asked


def prompt_step(draft: StepDraft) -> None:
    """Run a Fabled's step as the Storyteller's, with its rule as a note (`tonight.reason.<id>_prompt`)."""
    view, character = draft.view, draft.character or ""
    if character not in view.state.fabled:
        return
    draft.in_play = True
    draft.kind = "storyteller"
    draft.reasons = [r for r in draft.reasons if r.code != "not_in_play"]
    draft.notes.append(view.reason(f"{character}_prompt", character=character))


PROMPTED = ("angel", "buddhist")

STEPS: dict[str, Callable[[StepDraft], None]] = {character: prompt_step for character in PROMPTED}
"""Step hooks of the prompted Fabled (registered in registry.py with one line)."""

INFERRED_IN_PLAY: dict[str, Callable[[View], bool]] = {character: fabled_in_play(character) for character in PROMPTED}
"""The prompted Fabled are in play without a seat: the step's hook runs while they are in GameState.fabled."""
