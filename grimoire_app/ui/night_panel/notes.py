"""The Storyteller's own changes to tonight's order, kept in the log as notes (no Qt).

No event type says "the Storyteller skipped this step" or "ran it before that one", so the panel
records a NoteWritten in words anyone can read ("스토리텔러가 독살범 단계를 건너뜀") and reads the
plan back from tonight's notes: a note is matched against the sentences the panel itself would
write, in both languages, so the plan survives undo, saving and a language switch. Complexity is
O(n·k) for n notes and k steps (only steps named in a note are tried as pairs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from grimoire_app.i18n import tr
from grimoire_app.model.characters import LANGS, Lang
from grimoire_app.model.events import NoteWritten, Phase
from grimoire_app.model.game import Game
from grimoire_app.systems.botc.tonight import TonightStep
from grimoire_app.ui.night_panel.words import step_title

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


def skip_note(game: Game, step: TonightStep, lang: Lang) -> NoteWritten:
    """Return the note that records skipping a step tonight."""
    return NoteWritten(text=tr("nightpanel.note.skip", lang, step=step_title(game, step, lang)))


def move_note(game: Game, step: TonightStep, where: Where, other: TonightStep, lang: Lang) -> NoteWritten:
    """Return the note that records running a step just before (or after) another tonight."""
    text = tr("nightpanel.note." + where, lang, step=step_title(game, step, lang), other=step_title(game, other, lang))
    return NoteWritten(text=text)


def tonight_notes(game: Game, night: int) -> list[str]:
    """Return the texts of the notes written during night n, oldest first."""
    tonight = Phase(kind="night", number=night)
    return [h.event.text for h in game.state.log if h.phase == tonight and isinstance(h.event, NoteWritten)]


def read_plan(game: Game, steps: Sequence[TonightStep], night: int) -> StorytellerPlan:
    """Return the skips and moves tonight's notes record for these steps."""
    titles = {step.id: {lang: step_title(game, step, lang) for lang in LANGS} for step in steps}
    skips = {tr("nightpanel.note.skip", lang, step=title[lang]): step_id for step_id, title in titles.items() for lang in LANGS}
    skipped, moves = set(), []
    for text in tonight_notes(game, night):
        if text in skips:
            skipped.add(skips[text])
            continue
        move = _match_move(text, titles)
        if move is not None:
            moves.append(move)
    return StorytellerPlan(frozenset(skipped), tuple(moves))


def _match_move(text: str, titles: dict[str, dict[Lang, str]]) -> Move | None:
    named = [step_id for step_id, title in titles.items() if any(name in text for name in title.values())]
    for step_id in named:
        for other in named:
            if other == step_id:
                continue
            for where in WHERES:
                for lang in LANGS:
                    values = {"step": titles[step_id][lang], "other": titles[other][lang]}
                    if tr("nightpanel.note." + where, lang, **values) == text:
                        return Move(step_id, where, other)
    return None


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
