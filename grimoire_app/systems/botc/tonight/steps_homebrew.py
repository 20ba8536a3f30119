"""Jinxes and homebrew app features at the night steps (docs/rules/homebrew-specials.md).

Two EVERY_STEP hooks (registered in registry.py):

- `jinx_notes`: at a character's step, each jinx of the script (official ones, then the script's own
  homebrew `jinxes`, as fabled_applied/djinn.py `script_jinxes` lists them) between that character and
  another one in play is a note, so the Storyteller reads the rule where it matters.
- `special_notes`: a homebrew character's `special` features used at night that the app does not apply
  (a card to show, pointing, the Grimoire shown…) are a note at its step (setup/homebrew.py).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from grimoire_app.model.characters import Jinx
from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes
from grimoire_app.systems.botc.setup import homebrew
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.values import Reason, Text
from grimoire_app.systems.botc.tonight.view import View


_JINXES: WeakKeyDictionary[View, tuple[Jinx, ...]] = WeakKeyDictionary()
"""The script's jinxes, worked out once per sheet (a View lives for one sheet)."""


def _jinxes(view: View) -> tuple[Jinx, ...]:
    if view not in _JINXES:
        _JINXES[view] = script_jinxes(view.game.script, view.library)
    return _JINXES[view]


def in_play(view: View) -> frozenset[str]:
    """Return the characters in play tonight: every seat's character (living or dead), what seats hold, and the Fabled."""
    seated = {seat.character for seat in view.state.seats if seat.character}
    return frozenset(seated | set(view.holders) | set(view.state.fabled))


def jinx_notes(draft: StepDraft) -> None:
    """Note every jinx between the step's character and another character in play."""
    view, character = draft.view, draft.character
    if character is None or not (draft.in_play or character in view.state.fabled):
        return
    present = in_play(view)
    for jinx in _jinxes(view):
        first, second = jinx.characters
        if character not in (first, second):
            continue
        other = second if character == first else first
        if other in present:
            values = (("first", view.character_text(first)), ("second", view.character_text(second)), ("text", Text(jinx.ko, jinx.en)))
            draft.notes.append(Reason("jinx", values, character=character))


def special_notes(draft: StepDraft) -> None:
    """Note the night-time app features of a homebrew character in play that the app does not apply."""
    found = draft.view.character(draft.character)
    if found is None or not found.special or not draft.in_play:
        return
    for character, special in homebrew.pending([found], "night"):
        text = Text(homebrew.note_text(character, special, "ko"), homebrew.note_text(character, special, "en"))
        draft.notes.append(Reason("homebrew_special", (("text", text),), character=found.id))


EVERY_STEP = (jinx_notes, special_notes)
