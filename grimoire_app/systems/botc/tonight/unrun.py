"""Which of tonight's steps have not been run yet: the steps that wake and record something, with nothing recorded.

A step "needs running" when it wakes tonight (not skipped by the sheet or by the Storyteller) and
has something to record: a choice, an answer, a card or a bare choice. It "has been run" when the
night holds a choice or an info recorded at it (recorded.done_steps). Dusk and dawn are the phase
change itself and never count. The phase checklist warns with these (issue 19, point 4), and a
reopened game resumes the night panel at the first of them (point 7).
"""

from __future__ import annotations

from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.recorded import done_steps
from grimoire_app.systems.botc.tonight.sheet import tonight_sheet
from grimoire_app.systems.botc.tonight.values import TonightStep
from grimoire_app.systems.botc.tonight.view import current_night

PHASE_STEPS = frozenset({"dusk", "dawn"})


def records_something(step: TonightStep) -> bool:
    """Whether running the step records something (a choice, an answer, a card or a bare choice)."""
    chooses = step.choose.players > 0 or step.choose.characters > 0
    return chooses or step.info or bool(step.cards) or step.records_bare


def unrun_steps(game: Game) -> list[TonightStep]:
    """Return tonight's steps that wake and record something but hold nothing yet, in sheet order.

    Empty outside a night: only a night in progress has steps left to run.
    """
    if game.state.phase.kind != "night":
        return []
    night = current_night(game.state)
    done = done_steps(game, night)
    return [
        step for step in tonight_sheet(game)
        if step.wakes_tonight and step.id not in PHASE_STEPS and records_something(step) and step.id not in done
    ]
