"""`apply(state, event)`: the one pure fold step of a Torsis game.

It raises IllegalEventError only for events that cannot apply at all (an unknown player, a game
with no deal); every rule check lives in rules.py and may be overridden.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import singledispatch

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis.data import roles, text
from grimoire_app.systems.torsis.events import (
    CleanerChecked,
    Death,
    DayVoteCast,
    DrawDeclared,
    FortuneChosen,
    GraveKeeperLearned,
    Info,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    PhaseEnded,
    ProphetChecked,
    ProtectionChosen,
    RolesDealt,
    StatusCorrected,
    TorsisEvent,
)
from grimoire_app.systems.torsis.state import (
    Announcement,
    PendingRevival,
    Player,
    TorsisState,
    with_deaths,
    with_revivals,
)
from grimoire_app.systems.torsis.win import declared_draw


def apply(state: TorsisState, event: TorsisEvent) -> TorsisState:
    """Return the state after one event.

    Raises:
        IllegalEventError: not overridable: the event names an unknown player, comes before the
            deal, or deals twice.
    """
    if not isinstance(event, RolesDealt):
        state.require_started()
    return _apply(event, state)


@singledispatch
def _apply(event: TorsisEvent, state: TorsisState) -> TorsisState:
    raise TypeError(f"no apply rule for {type(event).__name__}")


@_apply.register
def _(event: RolesDealt, state: TorsisState) -> TorsisState:
    if state.started:
        raise IllegalEventError([f"ALREADY_DEALT: {text('refusal.ALREADY_DEALT', 'en')}"], overridable=False)
    known = roles()
    problems = [f"UNKNOWN_ROLE: {text('issue.UNKNOWN_ROLE', 'en', role=s.role)}" for s in event.seats if s.role not in known]
    ids = [seat.player for seat in event.seats]
    problems += [f"DUPLICATE_SEAT: {text('issue.DUPLICATE_SEAT', 'en', seat=p)}" for p in sorted(set(ids)) if ids.count(p) > 1]
    if problems:
        raise IllegalEventError(problems, overridable=False)
    players = {s.player: Player(s.player, s.name, s.role, known[s.role].team) for s in event.seats}
    return TorsisState(players=players, seat_order=tuple(ids), options=event.options, mode=event.mode)


def _set(choices: Mapping[str, str], key: str, target: str | None) -> dict[str, str]:
    """Return the choices with key set to target, or removed when target is None."""
    updated = {k: v for k, v in choices.items() if k != key}
    if target is not None:
        updated[key] = target
    return updated


@_apply.register
def _(event: DayVoteCast, state: TorsisState) -> TorsisState:
    _known(state, event.voter, event.target)
    return replace(state, day_votes=_set(state.day_votes, event.voter, event.target))


@_apply.register
def _(event: MagicianVoteCast, state: TorsisState) -> TorsisState:
    _known(state, event.magician, event.target)
    return replace(state, magician_real=_set(state.magician_real, event.magician, event.target))


@_apply.register
def _(event: NightVoteCast, state: TorsisState) -> TorsisState:
    _known(state, event.voter, event.target)
    return replace(state, night_votes=_set(state.night_votes, event.voter, event.target))


@_apply.register
def _(event: ProtectionChosen, state: TorsisState) -> TorsisState:
    _known(state, event.priest, event.target)
    return replace(state, protections=_set(state.protections, event.priest, event.target))


@_apply.register
def _(event: KamikazeAttackChosen, state: TorsisState) -> TorsisState:
    _known(state, event.kamikaze, event.target)
    return replace(state, kamikaze_attacks=_set(state.kamikaze_attacks, event.kamikaze, event.target))


@_apply.register
def _(event: FortuneChosen, state: TorsisState) -> TorsisState:
    _known(state, event.fortune_teller, event.target)
    return replace(state, fortune_next=_set(state.fortune_next, event.fortune_teller, event.target))


@_apply.register
def _(event: KnightSacrificed, state: TorsisState) -> TorsisState:
    """The knight dies at once; by day that is announced now and every vote for or by them is cleared."""
    _known(state, event.knight, event.target)
    pending = PendingRevival(event.target, event.knight, state.phase_index, state.phase_index + 1)
    died = with_deaths(state, [Death(player=event.knight, causes=("knight_sacrifice",))], state.phase_index)
    died = replace(died, pending_revivals=state.pending_revivals + (pending,))
    if state.phase != "day":
        return died
    gone = event.knight
    announced = Announcement(state.phase_index, died=(gone,), boundary=False)
    return replace(
        died,
        day_votes={v: t for v, t in state.day_votes.items() if gone not in (v, t)},
        magician_real={v: t for v, t in state.magician_real.items() if gone not in (v, t)},
        announcements=state.announcements + (announced,),
    )


def _info_used(state: TorsisState, actor: str, ability: str, info: Info) -> TorsisState:
    return replace(state, infos=state.infos + (info,), info_done=state.info_done | {(actor, ability)})


@_apply.register
def _(event: CleanerChecked, state: TorsisState) -> TorsisState:
    _known(state, event.cleaner, event.target)
    info = Info(recipient=event.cleaner, kind="cleaner", phase_index=state.phase_index, target=event.target, answer=event.answer)
    return _info_used(state, event.cleaner, "cleaner", info)


@_apply.register
def _(event: ProphetChecked, state: TorsisState) -> TorsisState:
    _known(state, event.prophet, event.target)
    info = Info(recipient=event.prophet, kind="prophet", phase_index=state.phase_index, target=event.target, answer=event.answer)
    return _info_used(state, event.prophet, "prophet", info)


@_apply.register
def _(event: GraveKeeperLearned, state: TorsisState) -> TorsisState:
    _known(state, event.keeper, *(report.player for report in event.reports))
    info = Info(recipient=event.keeper, kind="grave_keeper", phase_index=state.phase_index, reports=event.reports)
    return _info_used(state, event.keeper, "grave_keeper", info)


@_apply.register
def _(event: PhaseEnded, state: TorsisState) -> TorsisState:
    """Deaths, next phase, revivals, carried Fortune Teller picks, cleared inputs, info, result."""
    ending = state.phase_index
    _known(state, *(d.player for d in event.deaths), *event.revivals)
    after = with_deaths(state, event.deaths, ending)
    after = with_revivals(after, event.revivals, ending + 1)
    knights = _knights_fallen(state) if state.phase == "night" else ()
    announced = Announcement(ending, died=knights + tuple(d.player for d in event.deaths), returned=event.revivals)
    return replace(
        after,
        phase_index=ending + 1,
        day_votes={},
        magician_real={},
        fortune_today=state.fortune_next,
        night_votes={},
        protections={},
        kamikaze_attacks={},
        fortune_next={},
        info_done=frozenset(),
        pending_revivals=tuple(p for p in state.pending_revivals if p.effective_phase > ending + 1),
        infos=state.infos + event.infos,
        announcements=state.announcements + (announced,),
        result=event.result or state.result,
    )


def _knights_fallen(state: TorsisState) -> tuple[str, ...]:
    """Return the knights who gave their lives this phase (announced at dawn when it was a night)."""
    return tuple(
        p.id for p in state.seated() if any("knight_sacrifice" in d.causes for d in p.deaths_in(state.phase_index))
    )


@_apply.register
def _(event: StatusCorrected, state: TorsisState) -> TorsisState:
    _known(state, event.player)
    if event.alive:
        return with_revivals(state, [event.player], state.phase_index)
    return with_deaths(state, [Death(player=event.player, causes=("moderator",))], state.phase_index)


@_apply.register
def _(event: DrawDeclared, state: TorsisState) -> TorsisState:
    return replace(state, result=declared_draw())


def _known(state: TorsisState, *players: str | None) -> None:
    """Check that every named player exists (IllegalEventError, not overridable, if not)."""
    for player in players:
        if player is not None:
            state.player(player)
