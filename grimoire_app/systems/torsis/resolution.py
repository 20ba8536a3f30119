"""Resolving a phase boundary (spec 3.1, 3.3, 3.4): deaths, revivals, the win check, dawn information.

`resolve_boundary(state)` is pure: it returns the PhaseEnded event the rules give now. The game
records it (or the moderator overrides it), and `apply` replays the recorded outcome.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from grimoire_app.systems.torsis.events import Death, DeathCause, Info, PhaseEnded
from grimoire_app.systems.torsis.info import dawn_infos, setup_infos
from grimoire_app.systems.torsis.state import TorsisState, with_deaths, with_revivals
from grimoire_app.systems.torsis.win import check_win


def unique_top(counts: Mapping[str, int]) -> str | None:
    """Return the one player with the most votes (at least 1); None on a tie or no votes (R10, D6).

    >>> unique_top({"A": 2, "B": 2}), unique_top({"A": 2, "B": 1}), unique_top({})
    (None, 'A', None)
    """
    if not counts:
        return None
    top = max(counts.values())
    leaders = [player for player, count in counts.items() if count == top]
    return leaders[0] if len(leaders) == 1 and top >= 1 else None


def public_tally(state: TorsisState) -> Counter[str]:
    """Return what the table sees: every living voter's public vote, Magicians' fake votes included."""
    return Counter(t for v, t in state.day_votes.items() if state.is_alive(v) and state.is_alive(t))


def real_tally(state: TorsisState) -> Counter[str]:
    """Return what decides the day (moderator only): public votes without the Magicians' fakes,
    plus the Magicians' hidden real votes (R22) and the Fortune Tellers' hidden extra votes (R18, D11).
    """
    counts: Counter[str] = Counter()
    for voter, target in state.day_votes.items():
        if state.is_alive(voter) and state.is_alive(target) and state.players[voter].role != "magician":
            counts[target] += 1
    for extra in (state.magician_real, state.fortune_today):
        counts.update(t for v, t in extra.items() if state.is_alive(v) and state.is_alive(t))
    return counts


def night_tally(state: TorsisState) -> Counter[str]:
    """Return the night kill votes of the living voters (R12).

    Every recorded vote counts: it was either legal (a night voter's) or overridden by the moderator.
    """
    return Counter(t for v, t in state.night_votes.items() if state.is_alive(v))


def day_deaths(state: TorsisState) -> tuple[Death, ...]:
    """Return who dies when the day is locked now: the unique top of the real tally, or nobody."""
    victim = unique_top(real_tally(state))
    return () if victim is None else (Death(player=victim, causes=("day_vote",)),)


def night_deaths(state: TorsisState) -> tuple[Death, ...]:
    """Return who dies when the night ends now, all at once (the algorithm of spec 3.3).

    The Torsis kill needs a unique top target still alive (D7) and not protected (R17, D8).
    Kamikaze attacks ignore protection (R25); a Kamikaze dies even if the target already had (D9).
    """
    causes: dict[str, set[DeathCause]] = {}
    for kamikaze, target in state.kamikaze_attacks.items():
        if state.is_alive(kamikaze):
            causes.setdefault(kamikaze, set()).add("kamikaze_sacrifice")
            if state.is_alive(target):
                causes.setdefault(target, set()).add("kamikaze_attack")
    victim = unique_top(night_tally(state))
    protected = set(state.protections.values())
    if victim is not None and state.is_alive(victim) and victim not in protected:
        causes.setdefault(victim, set()).add("torsis_kill")
    return _in_seat_order(state, causes)


def _in_seat_order(state: TorsisState, causes: Mapping[str, set[DeathCause]]) -> tuple[Death, ...]:
    return tuple(Death(player=p, causes=tuple(sorted(causes[p]))) for p in state.seat_order if p in causes)


def phase_deaths(state: TorsisState) -> tuple[Death, ...]:
    """Return the deaths the current phase would resolve to now (none for the setup reveal)."""
    if state.phase == "day":
        return day_deaths(state)
    return night_deaths(state) if state.phase == "night" else ()


def revivals_due(state: TorsisState, phase_index: int) -> tuple[str, ...]:
    """Return the dead players a pending revival brings back at the start of a phase, once each (D10)."""
    due: list[str] = []
    for pending in state.pending_revivals:
        if pending.effective_phase == phase_index and not state.is_alive(pending.target) and pending.target not in due:
            due.append(pending.target)
    return tuple(due)


def resolve_boundary(state: TorsisState) -> PhaseEnded:
    """Return the boundary the rules give if the current phase ends now (spec 3.1 steps 1-6).

    Deaths, then revivals taking effect in the next phase, then the win check (after the revivals,
    D16, unless the options say right after the deaths), then the information due: the setup
    reveal before Day 1 (D4), the Gravediggers at dawn (D15).
    """
    ending = state.phase_index
    deaths = phase_deaths(state)
    after_deaths = with_deaths(state, deaths, ending)
    if not state.options.win_check_after_revivals:
        early = check_win(after_deaths)
        if early is not None:
            return PhaseEnded(phase_index=ending, deaths=deaths, infos=_setup(state), result=early)
    revivals = revivals_due(after_deaths, ending + 1)
    after = with_revivals(after_deaths, revivals, ending + 1)
    result = check_win(after)
    infos = _setup(state) + (dawn_infos(after, ending) if state.phase == "night" and result is None else ())
    return PhaseEnded(phase_index=ending, deaths=deaths, revivals=revivals, infos=infos, result=result)


def _setup(state: TorsisState) -> tuple[Info, ...]:
    return setup_infos(state) if state.phase == "setup" else ()


def deaths_of(deaths: Iterable[Death]) -> tuple[str, ...]:
    """Return the players of some deaths."""
    return tuple(death.player for death in deaths)
