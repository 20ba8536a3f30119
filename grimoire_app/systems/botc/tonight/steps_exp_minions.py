"""Night notes and checks of the experimental Minions (issue 21), one hook per character.

Registered in registry.py with one line per table. Each rule is restated in docs/rules/<id>.md:
the Widow looks at the grimoire on night 1, poisons her first pick and the Storyteller's second
pick (a good player) learns a Widow is in play.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View


def widow(draft: StepDraft) -> None:
    """Show the grimoire; the second pick is the Storyteller's good player; an impaired Widow poisons nobody."""
    view = draft.view
    for actor in draft.acting:
        draft.notes.append(view.reason("widow_grimoire", actor.seat))
        draft.notes.append(view.reason("widow_know_good", actor.seat))
        if actor.impaired:
            draft.notes.append(view.reason("widow_impaired", actor.seat))


def widow_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Widow's second pick (who learns a Widow is in play) is a good player."""
    if len(players) > 1 and view.seat(players[1]).alignment != "good":
        return (view.reason("widow_know_not_good", players[1]),)
    return ()


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "widow": widow,
}
"""Step hooks of this module, by character id (registry.STEPS takes them in one line)."""

CHOICE_CHECKS = {"widow": widow_check}
"""Choice checks of this module (registry.CHOICE_CHECKS takes them in one line)."""
