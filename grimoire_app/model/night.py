"""The script's night-order sheet: who wakes in which order on the first night and on other nights.

This is the script-level sheet (official wake order restricted to the script, or the script's
own `_meta` order). Tonight's sheet for a game in progress builds on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.characters import Character, Lang
from grimoire_app.model.library import Library
from grimoire_app.model.night_scale import placed_homebrew
from grimoire_app.model.script import Script

Night = Literal["first", "other"]
INFO_STEPS_MIN_PLAYERS = 7
"""Minion info and demon info are only given with at least this many players."""


@dataclass(frozen=True)
class NightStep:
    """One line of a night sheet: a character waking, or dusk / minion info / demon info / dawn."""

    id: str
    position: float
    character: Character | None = None

    @property
    def is_special(self) -> bool:
        """Whether the step is dusk, minion info, demon info or dawn."""
        return self.character is None


def night_order(script: Script, library: Library, night: Night, players: int | None = None) -> tuple[NightStep, ...]:
    """Return the night's steps in wake order.

    The official order is used, or the script's `_meta` order where it gives one; steps the `_meta`
    order leaves out are merged in by official position. Homebrew numbers on another tool's scale
    are placed on the official one first (night_scale.py). With fewer than 7 players the minion-info
    and demon-info steps are left out. Complexity is O(s log s) for s steps.
    """
    first = night == "first"
    steps = _special_steps(library, first, players) + _character_steps(script, library, first)
    steps.sort(key=lambda step: step.position)
    override = script.meta.first_night if first else script.meta.other_night
    if override is None:
        return tuple(steps)
    return tuple(_merge(override, steps + _listed_only(script, override, steps)))


def step_name(step: NightStep, library: Library, lang: Lang) -> str:
    """Return the step's display name in a language."""
    if step.character is not None:
        return library.name(step.character, lang)
    return library.special_steps[step.id].block(lang).name


def step_text(step: NightStep, library: Library, night: Night, lang: Lang) -> str | None:
    """Return the step's how-to-run line in a language, or None where the library has none."""
    first = night == "first"
    if step.character is not None:
        return library.night_text(step.character, first, lang)
    texts = library.special_steps[step.id].block(lang)
    return texts.first_night if first else texts.other_nights


def _special_steps(library: Library, first: bool, players: int | None) -> list[NightStep]:
    wanted = ["dusk", "dawn"]
    if first and (players is None or players >= INFO_STEPS_MIN_PLAYERS):
        wanted += ["minioninfo", "demoninfo"]
    steps = []
    for step_id in wanted:
        position = library.night_order.position(step_id, first)
        if position is not None:
            steps.append(NightStep(step_id, position))
    return steps


def _character_steps(script: Script, library: Library, first: bool) -> list[NightStep]:
    placed = placed_homebrew(script, library, first)  # homebrew numbers on another tool's scale (night_scale.py)
    steps = []
    for character in script.characters:
        position = character.first_night if first else character.other_night
        if character.id in placed:
            position = placed[character.id].position
        if position is not None:
            steps.append(NightStep(character.id, position, character))
    return steps


def _listed_only(script: Script, override: tuple[str, ...], steps: list[NightStep]) -> list[NightStep]:
    """Steps for characters the script's own order wakes although the official order does not."""
    present = {step.id for step in steps}
    listed = (script.character(step_id) for step_id in override if step_id not in present)
    return [NightStep(c.id, float("inf"), c) for c in listed if c is not None]


def _merge(override: tuple[str, ...], steps: list[NightStep]) -> list[NightStep]:
    """Order steps as the override lists them; insert unlisted ones after their official predecessor."""
    by_id = {step.id: step for step in steps}
    merged = [by_id[step_id] for step_id in override if step_id in by_id]
    for step in steps:
        if step.id in override:
            continue
        earlier = [i for i, placed in enumerate(merged) if placed.position < step.position]
        merged.insert(earlier[-1] + 1 if earlier else 0, step)
    return merged
