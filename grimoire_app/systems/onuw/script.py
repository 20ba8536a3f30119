"""What the moderator reads and tells: the night script with its state, and the night log as words.

`moderator_script(state, lang)` is the one derivation the night panel needs: every step of
tonight, in order, with the words to read aloud, the moderator's note, who wakes, whether it is
done, and what to tell each player once it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.data import StepDef, catalogue
from grimoire_app.systems.onuw.night import build_night_script, wakers
from grimoire_app.systems.onuw.state import NightRecord, OnuwState
from grimoire_app.systems.onuw.texts import say, step_name

StepStatus = Literal["done", "current", "upcoming"]


@dataclass(frozen=True)
class ScriptLine:
    """One step of tonight's script, for the moderator's night panel."""

    step: str
    label: str
    name: str
    say: str
    """Read aloud (every step, whoever wakes, so nothing gives away the centre cards)."""
    note: str
    """For the moderator only: what to do or record."""
    wakers: tuple[str, ...]
    status: StepStatus
    tell: tuple[str, ...]
    """What to tell whom, once the step has run ("nobody wakes" for an empty step)."""


def current_step(state: OnuwState) -> StepDef | None:
    """Return the night step being run (None outside the night)."""
    step = state.current_step
    return catalogue().steps[step] if step is not None else None


def moderator_script(state: OnuwState, lang: Lang) -> tuple[ScriptLine, ...]:
    """Return tonight's script with what has happened so far (empty before the table is set)."""
    lines = []
    for index, step_id in enumerate(state.script):
        step = catalogue().steps[step_id]
        status: StepStatus = "done" if index < state.step_index or state.phase in ("day", "ended") else "upcoming"
        if state.current_step == step_id:
            status = "current"
        awake = wakers(state, step_id) if state.dealt else ()
        told = tuple(line for r in state.night if r.step == step_id for line in tell(r, lang))
        name = step_name(step_id, lang)
        lines.append(ScriptLine(step_id, step.label, name, step.say(lang), step.note(lang), awake, status, told))
    return tuple(lines)


def narration(deck: Iterable[str], lang: Lang) -> tuple[tuple[str, str], ...]:
    """Return (step name, words to read) for a selection's night: narration mode, nothing recorded.

    >>> narration(["werewolf", "werewolf", "seer", "villager", "robber", "troublemaker"], "en")[1][0]
    'Werewolves'
    """
    return tuple((step_name(step.id, lang), step.say(lang)) for step in build_night_script(deck))


def tell(record: NightRecord, lang: Lang) -> tuple[str, ...]:
    """Return what the moderator passes on for one log entry, one line per player."""
    if record.action is None:
        return (say("step.nobody", lang),)
    return tuple(shown.phrase().text(lang) for shown in record.shown)
