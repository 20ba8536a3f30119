"""The Storyteller's own changes to a night's order, kept in the log as NightStepChanged events.

A skip or a move is one event recorded during the night; `tonight_sheet` reads them back
(`read_plan`) and applies them (`with_plan`), so the night panel, `suggest`, review and export
see the same order and the same skipped steps, and the plan survives undo, saving and a
language switch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from grimoire_app.systems.botc.events import NightStepChanged, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import night_index
from grimoire_app.systems.botc.tonight.values import Reason, TonightStep

Where = Literal["before", "after"]
WHERES: tuple[Where, ...] = ("before", "after")
SKIPPED = "storyteller_skip"
"""The reason code of a step the Storyteller skipped tonight."""


@dataclass(frozen=True)
class Move:
    """The Storyteller ran `step` just before (or after) `other`."""

    step: str
    where: Where
    other: str


@dataclass(frozen=True)
class StorytellerPlan:
    """A night's steps the Storyteller skipped, and the moves in the order they were recorded."""

    skipped: frozenset[str] = frozenset()
    moves: tuple[Move, ...] = ()


def skip_note(step: TonightStep) -> NightStepChanged:
    """Return the event that records skipping a step tonight.

    >>> skip_note(TonightStep("empath", 1, "wakes", "wake")).change
    'skip'
    """
    return NightStepChanged(step=step.id, change="skip")


def move_note(step: TonightStep, where: Where, other: TonightStep) -> NightStepChanged:
    """Return the event that records running a step just before (or after) another tonight."""
    return NightStepChanged(step=step.id, change=where, other=other.id)


def read_plan(game: Game, steps: Sequence[TonightStep], night: int) -> StorytellerPlan:
    """Return the skips and moves recorded during night n for these steps (the night's happenings, from the game's
    NightIndex). Complexity is O(h) for the h happenings of that night."""
    tonight = Phase(kind="night", number=night)
    known = {step.id for step in steps}
    skipped: set[str] = set()
    moves: list[Move] = []
    for event in night_index(game).happened.get(tonight, ()):
        if not isinstance(event, NightStepChanged) or event.step not in known:
            continue
        if event.change == "skip":
            skipped.add(event.step)
        elif event.other in known:
            moves.append(Move(event.step, event.change, event.other))
    return StorytellerPlan(frozenset(skipped), tuple(moves))


def apply_plan(steps: Sequence[TonightStep], plan: StorytellerPlan) -> list[TonightStep]:
    """Return the steps in the order the Storyteller ran them (each move applied in turn), skips marked.

    >>> a, b, c = (TonightStep(i, 1, "wakes", "wake") for i in "abc")
    >>> ran = apply_plan([a, b, c], StorytellerPlan(frozenset("b"), (Move("c", "before", "a"),)))
    >>> [(s.id, s.status) for s in ran]
    [('c', 'wakes'), ('a', 'wakes'), ('b', 'skipped')]
    """
    order = [skipped(step) if step.id in plan.skipped else step for step in steps]
    for move in plan.moves:
        moving = next((step for step in order if step.id == move.step), None)
        if moving is None or not any(step.id == move.other for step in order):
            continue
        order.remove(moving)
        at = next(i for i, step in enumerate(order) if step.id == move.other)
        order.insert(at if move.where == "before" else at + 1, moving)
    return order


def skipped(step: TonightStep) -> TonightStep:
    """Return the step as the Storyteller skipped it: skipped, their decision first among the reasons."""
    reasons = (Reason(SKIPPED, seat=None, character=step.character),) + step.reasons
    actors = tuple(replace(actor, skipped=actor.skipped or reasons) for actor in step.actors)
    return replace(step, status="skipped", reasons=reasons, actors=actors)


def with_plan(game: Game, steps: Sequence[TonightStep], night: int) -> tuple[TonightStep, ...]:
    """Return night n's steps as the Storyteller ran them: their recorded skips and moves applied."""
    return tuple(apply_plan(steps, read_plan(game, steps, night)))
