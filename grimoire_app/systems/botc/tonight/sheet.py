"""Tonight's sheet: every step of the script's night order, each marked wakes or skipped, and why.

`tonight_sheet` is the one derivation (STYLE 7): the script's order for the night (model.night; the
Storyteller's whole-game reorder, NightOrderChanged, taken as the script's own order),
plus held or in-play characters the script lacks, plus — just before dawn — characters in play
whose slot is only on the other kind of night (so "not the first night" is visible). Each step
gets its generic rules (draft.py) and then its registered hook (registry.py). Last, the
Storyteller's own skips and moves recorded that night (NightStepChanged, storyteller.py) are
applied, so every reader — the night panel, `suggest`, review, export — sees the night as run;
and each running step that chooses nothing learns whether its bare choice changes the grimoire
(outcome.records_bare: the Xaan's and the Summoner's markers, EVIL WAKES used).
"""

from __future__ import annotations

from dataclasses import replace

from grimoire_app.model.characters import LANGS
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import night_index
from grimoire_app.model.night import Night, NightStep, night_order, step_text
from grimoire_app.systems.botc.tonight.draft import StepDraft, new_draft
from grimoire_app.systems.botc.tonight.night_order_game import ordered_script
from grimoire_app.systems.botc.tonight.outcome import records_bare
from grimoire_app.systems.botc.tonight.registry import EVERY_STEP, INFERRED_IN_PLAY, MOVES, SPECIAL, STEPS
from grimoire_app.systems.botc.tonight.storyteller import with_plan
from grimoire_app.systems.botc.tonight.values import Text, TonightStep
from grimoire_app.systems.botc.tonight.view import View


def tonight_sheet(game: Game, night: int | None = None) -> tuple[TonightStep, ...]:
    """Return night n's steps in the order they run (default: the night in progress, or the next one).

    The order is the wake order with the Storyteller's recorded moves applied; a step the
    Storyteller skipped is "skipped" with the reason `storyteller_skip` first. A past night is read as it stood at its end; tonight and later nights from the grimoire now.
    Complexity is O(e + s·r + k) for e events, s seats, r reminders and k steps.

    The sheet read from the game as it is now is kept until the game's next change (the NightIndex's memo), so the
    rule check of a night choice and the night panel's redraw after the last event share one reading.

    Raises:
        LibraryError: the bundled tonight data does not match the library.
    """
    memo = night_index(game).memo
    key = ("tonight_sheet", night, id(game.script), id(game.library))
    kept = memo.get(key)
    if kept is not None and kept[0] is game.script and kept[1] is game.library:
        return kept[2]  # type: ignore[no-any-return]
    sheet = _read_sheet(game, night)
    memo[key] = (game.script, game.library, sheet)
    return sheet


def _read_sheet(game: Game, night: int | None) -> tuple[TonightStep, ...]:
    view = View(game, night)
    script = ordered_script(game.script, view.state)  # the Storyteller's reorder (NightOrderChanged), if any
    order = _with_unscripted(view, list(night_order(script, game.library, "first" if view.first else "other")))
    if (script.meta.first_night if view.first else script.meta.other_night) is None:
        order = _moved(view, order)
    steps = [_build(view, step) for step in order]
    extra = _off_night(view, {step.id for step in order})
    dawn = next((i for i, step in enumerate(steps) if step.id == "dawn"), len(steps))
    ran = with_plan(game, steps[:dawn] + extra + steps[dawn:], view.night)
    return tuple(replace(step, records_bare=True) if records_bare(view, step) else step for step in ran)


def _build(view: View, step: NightStep) -> TonightStep:
    kind: Night = "first" if view.first else "other"
    if step.character is None:
        draft = new_draft(view, step.id, None)
        SPECIAL[step.id](draft)
        draft.how_to_run = _text(*(step_text(step, view.library, kind, lang) for lang in LANGS))
        return draft.finish()
    draft = new_draft(view, step.id, step.character.id)
    _run_hook(draft)
    draft.how_to_run = _how_to_run(draft)
    return draft.finish()


def _run_hook(draft: StepDraft) -> None:
    """Run the step's hook when its character is in play (or is in play without a seat: Lil' Monsta)."""
    character = draft.character or ""
    hook = STEPS.get(character)
    inferred = INFERRED_IN_PLAY.get(character)
    if hook is not None and (draft.in_play or (inferred is not None and inferred(draft.view))):
        hook(draft)
    for every in EVERY_STEP:
        every(draft)


def _how_to_run(draft: StepDraft) -> Text | None:
    found = draft.view.character(draft.character)
    if found is None:
        return None
    return _text(*(draft.view.library.night_text(found, draft.first_mode, lang) for lang in LANGS))


def _text(ko: str | None, en: str | None) -> Text | None:
    return Text(ko or en or "", en or ko or "") if ko or en else None


def _with_unscripted(view: View, order: list[NightStep]) -> list[NightStep]:
    """Add slots of characters held or in play (Fabled too) that the script does not list, by official position."""
    present = {step.id for step in order}
    for character_id in [*view.holders, *view.state.fabled]:  # Fabled in play have slots too (docs/rules/angel.md)
        found = view.character(character_id)
        position = None if found is None else (found.first_night if view.first else found.other_night)
        if found is None or position is None or character_id in present:
            continue
        at = next((i for i, step in enumerate(order) if step.position > position and step.id != "dusk"), len(order))
        order.insert(at, NightStep(character_id, position, found))
        present.add(character_id)
    return order


def _moved(view: View, order: list[NightStep]) -> list[NightStep]:
    """Run earlier the steps a jinx moves (registry.MOVES), each just before the step its rule names.

    Only on the official order: a script's or the Storyteller's own order is kept as it is.
    """
    for step_id, rule in MOVES.items():
        ids = [step.id for step in order]
        before = rule(view, ids) if step_id in ids else None
        if before is None or before not in ids or ids.index(before) > ids.index(step_id):
            continue
        moving = order.pop(ids.index(step_id))
        order.insert([step.id for step in order].index(before), moving)
    return order


def _off_night(view: View, present: set[str]) -> list[TonightStep]:
    """Characters in play whose slot is only on the other kind of night, in their own night's order."""
    found = []
    for character_id in view.holders:
        character = view.character(character_id)
        if character is None or character_id in present or not (character.wakes(True) or character.wakes(False)):
            continue
        position = character.other_night if view.first else character.first_night
        found.append((position or 0.0, _off_night_step(view, character_id)))
    return [step for _, step in sorted(found, key=lambda pair: pair[0])]


def _off_night_step(view: View, character_id: str) -> TonightStep:
    draft = new_draft(view, character_id, character_id)
    draft.off_night = True
    rule = draft.rule
    fresh = rule is not None and rule.fresh and any(a.fresh and a.acts for a in draft.actors)
    if view.first:
        draft.reasons = [view.reason("not_first_night", character=character_id)]
    elif fresh:
        draft.reasons = []
        draft.use_first_night()
        _run_hook(draft)
    else:
        draft.reasons = [view.reason("first_night_only", character=character_id)]
    draft.how_to_run = _how_to_run(draft) if draft.first_mode or not draft.reasons else None
    return draft.finish()
