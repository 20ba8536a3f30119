"""The moderator's script: the steps of the current phase, with the words to say, who wakes,
what has been chosen, the information each role gets (spec 3.2-3.5) and previews of the outcome.

`moderator_script(state, lang)` is the one derivation the night and day panels show (STYLE 7).
Every role in the composition is called, even when all its holders are dead (D5); holders of a
shared role wake one at a time, except the Torsis and the Gravediggers (TOR-A25).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.systems.torsis.data import Lang, StepDef, step_table, text
from grimoire_app.systems.torsis.describe import announcement_text, choices_text, info_text, names, tally_text
from grimoire_app.systems.torsis.events import Info
from grimoire_app.systems.torsis.info import grave_keeper_reports, setup_infos
from grimoire_app.systems.torsis.resolution import night_tally, public_tally, real_tally, resolve_boundary
from grimoire_app.systems.torsis.rules import night_voter_roles
from grimoire_app.systems.torsis.state import Player, TorsisState, phase_number
from grimoire_app.systems.torsis.win import check_win, explain


@dataclass(frozen=True)
class ScriptStep:
    """One step for the moderator: what to say, whom to wake, and what only the moderator sees."""

    id: str
    """The spec's step id: S1-S4, N0-N12, D1-D4, or END."""
    key: str
    role: str | None
    title: str
    say: str
    awake: tuple[str, ...] = ()
    """The living players to wake, in seat order."""
    one_at_a_time: bool = False
    all_dead: bool = False
    """The role is in play but every holder is dead: call it anyway and pause (D5)."""
    notes: tuple[str, ...] = ()
    """Moderator-only lines: choices so far, information to give, tallies, previews, warnings."""
    infos: tuple[Info, ...] = ()
    """The information this step gives, recorded or due, for a "show to player" card."""


def moderator_script(state: TorsisState, lang: Lang) -> tuple[ScriptStep, ...]:
    """Return the steps of the current phase (or the end step once the game is over)."""
    if state.result is not None:
        return (_end_step(state, lang),)
    table = step_table()
    steps = {"setup": table.setup, "night": table.night, "day": table.day}[state.phase]
    day = phase_number(state.phase_index)
    in_play = state.composition()
    return tuple(
        _step(state, step, lang)
        for step in steps
        if (step.role is None or step.role in in_play) and (state.phase != "day" or day >= step.from_day)
    )


def _end_step(state: TorsisState, lang: Lang) -> ScriptStep:
    assert state.result is not None
    notes = (
        text("note.game_over", lang, explanation=explain(state.result, lang, state.options.torsis_scope)),
        text("note.winners", lang, players=names(state, state.result.winners, lang)),
    )
    return ScriptStep("END", "game_over", None, text("step.game_over.title", lang), text("step.game_over.say", lang), notes=notes)


def _step(state: TorsisState, step: StepDef, lang: Lang) -> ScriptStep:
    callers = _callers(state, step)
    awake = tuple(p.id for p in callers if p.alive) if step.wake in ("each", "together") else ()
    infos = _infos(state, step)
    notes = _notes(state, step, lang) + tuple(info_text(info, state, lang) for info in infos)
    all_dead = bool(callers) and not awake
    return ScriptStep(
        id=step.id,
        key=step.key,
        role=step.role,
        title=text(f"step.{step.key}.title", lang),
        say=text(f"step.{step.key}.say", lang),
        awake=awake,
        one_at_a_time=step.wake == "each" and len(awake) > 1,
        all_dead=all_dead,
        notes=(text("note.all_dead", lang),) + notes if all_dead else _wake_note(state, step, awake, lang) + notes,
        infos=infos,
    )


def _callers(state: TorsisState, step: StepDef) -> tuple[Player, ...]:
    if step.key == "torsis_vote":
        voters = night_voter_roles(state)
        return tuple(p for p in state.seated() if p.role in voters)
    return state.holders(step.role) if step.role else ()


def _wake_note(state: TorsisState, step: StepDef, awake: tuple[str, ...], lang: Lang) -> tuple[str, ...]:
    if not awake:
        return ()
    key = "note.wake_each" if step.wake == "each" and len(awake) > 1 else "note.wake"
    return (text(key, lang, players=names(state, awake, lang)),)


def _infos(state: TorsisState, step: StepDef) -> tuple[Info, ...]:
    """Return the information a step gives: recorded this phase, or due now (setup, Grave Keeper)."""
    if step.key in ("torsis_meet", "gravedigger_sight"):
        kind = "torsis_allies" if step.key == "torsis_meet" else "gravedigger_sight"
        return tuple(info for info in setup_infos(state) if info.kind == kind)
    kinds = {"prophet": "prophet", "cleaner": "cleaner", "grave_keeper": "grave_keeper", "dawn_info": "gravedigger"}
    if step.key not in kinds:
        return ()
    given = tuple(i for i in state.infos if i.kind == kinds[step.key] and i.phase_index == state.phase_index)
    if step.key == "grave_keeper":
        return given + _grave_keeper_due(state, {i.recipient for i in given})
    return given


def _grave_keeper_due(state: TorsisState, told: set[str]) -> tuple[Info, ...]:
    return tuple(
        Info(recipient=k.id, kind="grave_keeper", phase_index=state.phase_index, reports=grave_keeper_reports(state, k.id))
        for k in state.holders("grave_keeper")
        if k.alive and k.id not in told
    )


def _notes(state: TorsisState, step: StepDef, lang: Lang) -> tuple[str, ...]:
    """Return the moderator-only lines of a step: choices, tallies, announcements, previews."""
    simple = {
        "priest": (state.protections, "note.protects"),
        "kamikaze": (state.kamikaze_attacks, "note.attacks"),
        "fortune_teller": (state.fortune_next, "note.extra_vote"),
    }
    if step.key in simple:
        choices, key = simple[step.key]
        return tuple(choices_text(choices, key, state, lang))
    if step.key == "torsis_vote":
        votes = choices_text(state.night_votes, "note.votes_for", state, lang)
        return (text("note.night_tally", lang, tally=tally_text(night_tally(state), state, lang)), *votes)
    if step.key in ("white_knight", "black_knight", "discussion"):
        return _knight_notes(state, step.role, lang) + _win_now(state, lang)
    if step.key == "voting":
        return _voting_notes(state, lang)
    if step.key in ("dusk", "wake"):
        return _last_announcements(state, lang)
    if step.key in ("resolve", "lock", "result"):
        return _preview(state, lang)
    return ()


def _knight_notes(state: TorsisState, role: str | None, lang: Lang) -> tuple[str, ...]:
    used = [p for p in state.pending_revivals if role is None or state.players[p.knight].role == role]
    lines = [text("note.revives", lang, player=state.name(p.knight), target=state.name(p.target)) for p in used]
    doubled = duplicate_revivals(state)
    return tuple(lines) + tuple(text("note.double_revival", lang, player=state.name(t)) for t in doubled)


def duplicate_revivals(state: TorsisState) -> tuple[str, ...]:
    """Return the players more than one knight is reviving (they return once; the UI warns, D10)."""
    targets = [p.target for p in state.pending_revivals]
    return tuple(sorted({t for t in targets if targets.count(t) > 1}, key=state.seat_order.index))


def _win_now(state: TorsisState, lang: Lang) -> tuple[str, ...]:
    pending = check_win(state)
    if pending is None:
        return ()
    return (text("note.win_pending", lang, explanation=explain(pending, lang, state.options.torsis_scope)),)


def _voting_notes(state: TorsisState, lang: Lang) -> tuple[str, ...]:
    lines = [text("note.public_tally", lang, tally=tally_text(public_tally(state), state, lang))]
    lines += choices_text(state.magician_real, "note.magician_real", state, lang)
    lines += choices_text(state.fortune_today, "note.extra_vote_today", state, lang)
    lines.append(text("note.real_tally", lang, tally=tally_text(real_tally(state), state, lang)))
    return tuple(lines)


def _last_announcements(state: TorsisState, lang: Lang) -> tuple[str, ...]:
    last = [a for a in state.announcements if a.boundary and a.phase_index == state.phase_index - 1]
    return tuple(announcement_text(a, state, lang) for a in last)


def _preview(state: TorsisState, lang: Lang) -> tuple[str, ...]:
    boundary = resolve_boundary(state)
    dying = [d.player for d in boundary.deaths]
    lines = [text("note.preview_death", lang, players=names(state, dying, lang)) if dying else text("note.preview_none", lang)]
    if boundary.result is not None:
        lines.append(text("note.preview_win", lang, explanation=explain(boundary.result, lang, state.options.torsis_scope)))
    return tuple(lines)
