"""The Storyteller's own changes to tonight's order, kept in the log as NightStepChanged events (no Qt).

The panel records a skip or a move as one event and reads tonight's plan back from the log, so
the plan survives undo, saving and a language switch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.events import NightStepChanged, Phase
from grimoire_app.model.game import Game
from grimoire_app.systems.botc.tonight import TonightStep

Where = Literal["before", "after"]
WHERES: tuple[Where, ...] = ("before", "after")


@dataclass(frozen=True)
class Move:
    """The Storyteller ran `step` just before (or after) `other`."""

    step: str
    where: Where
    other: str


@dataclass(frozen=True)
class StorytellerPlan:
    """Tonight's steps the Storyteller skipped, and the moves in the order they were recorded."""

    skipped: frozenset[str] = frozenset()
    moves: tuple[Move, ...] = ()


def skip_note(game: Game, step: TonightStep) -> NightStepChanged:
    """Return the event that records skipping a step tonight."""
    return NightStepChanged(step=step.id, change="skip")


def move_note(game: Game, step: TonightStep, where: Where, other: TonightStep) -> NightStepChanged:
    """Return the event that records running a step just before (or after) another tonight."""
    return NightStepChanged(step=step.id, change=where, other=other.id)


def read_plan(game: Game, steps: Sequence[TonightStep], night: int) -> StorytellerPlan:
    """Return the skips and moves recorded during night n for these steps."""
    tonight = Phase(kind="night", number=night)
    known = {step.id for step in steps}
    skipped: set[str] = set()
    moves: list[Move] = []
    for happening in game.state.log:
        event = happening.event
        if happening.phase != tonight or not isinstance(event, NightStepChanged) or event.step not in known:
            continue
        if event.change == "skip":
            skipped.add(event.step)
        elif event.other in known:
            moves.append(Move(event.step, event.change, event.other))
    return StorytellerPlan(frozenset(skipped), tuple(moves))


def apply_plan(steps: Sequence[TonightStep], plan: StorytellerPlan) -> list[TonightStep]:
    """Return the steps in the order the Storyteller ran them: each move applied in turn.

    >>> from grimoire_app.systems.botc.tonight import TonightStep
    >>> a, b, c = (TonightStep(i, 1, "wakes", "wake") for i in "abc")
    >>> [s.id for s in apply_plan([a, b, c], StorytellerPlan(moves=(Move("c", "before", "a"),)))]
    ['c', 'a', 'b']
    """
    order = list(steps)
    for move in plan.moves:
        moving = next((step for step in order if step.id == move.step), None)
        if moving is None or not any(step.id == move.other for step in order):
            continue
        order.remove(moving)
        at = next(i for i, step in enumerate(order) if step.id == move.other)
        order.insert(at if move.where == "before" else at + 1, moving)
    return order
