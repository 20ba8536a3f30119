"""TorsisGame: the event log of one Torsis game, with rule checks, overrides and one method per action.

`record` is the one door in: it checks the rules (rules.py), refuses with every reason, or, with an
override, records the event with the overridden reasons inside it. Undo, redo and replay come from
EventLog. The action methods build the event (filling in the true answer or the boundary outcome)
and record it, so the UI and tests never compute outcomes themselves.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from grimoire_app.model.log import CheckedLog, EventSink
from grimoire_app.systems.torsis.apply import apply
from grimoire_app.systems.torsis.data import roles
from grimoire_app.systems.torsis.events import (
    CleanerChecked,
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
    Seat,
    StatusCorrected,
    TorsisEvent,
)
from grimoire_app.systems.torsis.info import cleaner_answer, grave_keeper_reports, prophet_answer
from grimoire_app.systems.torsis.options import TorsisOptions
from grimoire_app.systems.torsis.resolution import resolve_boundary
from grimoire_app.systems.torsis.rules import Refusal, refusals
from grimoire_app.systems.torsis.setup import Issue, SetupError, custom_assignment, standard_assignment
from grimoire_app.systems.torsis.state import TorsisState


class TorsisGame(CheckedLog[TorsisState, TorsisEvent]):
    """One Torsis game: the log of its events and the state after each."""

    def __init__(self, events: Iterable[TorsisEvent] = (), sink: EventSink[TorsisEvent] | None = None, steps: Sequence[int] | None = None) -> None:
        super().__init__(TorsisState(), apply, events, sink, steps)

    def check(self, event: TorsisEvent) -> list[Refusal]:
        """List the rules the event would break now (empty: legal)."""
        return refusals(self.state, event)

    def cast_day_vote(self, voter: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a public day vote (a Magician's fake), or withdraw it with None (R9)."""
        return self.record(DayVoteCast(voter=voter, target=target), override)

    def cast_magician_real(self, magician: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a Magician's hidden real vote (R22)."""
        return self.record(MagicianVoteCast(magician=magician, target=target), override)

    def use_knight(self, knight: str, dead_target: str, override: bool = False) -> TorsisEvent:
        """Record a knight's sacrifice: the knight dies now, the target returns next phase (R19, R24)."""
        return self.record(KnightSacrificed(knight=knight, target=dead_target), override)

    def cast_night_vote(self, voter: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a Torsis's night kill vote, or withdraw it with None (R12)."""
        return self.record(NightVoteCast(voter=voter, target=target), override)

    def protect(self, priest: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a Priest's protection for tonight (R17)."""
        return self.record(ProtectionChosen(priest=priest, target=target), override)

    def kamikaze(self, kamikaze: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a Kamikaze's attack for tonight (R25)."""
        return self.record(KamikazeAttackChosen(kamikaze=kamikaze, target=target), override)

    def fortune(self, fortune_teller: str, target: str | None, override: bool = False) -> TorsisEvent:
        """Record a Fortune Teller's pick for tomorrow's hidden extra vote (R18)."""
        return self.record(FortuneChosen(fortune_teller=fortune_teller, target=target), override)

    def cleaner(self, cleaner: str, target: str, override: bool = False) -> Info:
        """Record a Cleaner's check with its true answer and return the information given (R15)."""
        self.record(CleanerChecked(cleaner=cleaner, target=target, answer=cleaner_answer(self.state, target)), override)
        return self.state.infos[-1]

    def prophet(self, prophet: str, target: str, override: bool = False) -> Info:
        """Record a Prophet's check with its true answer and return the information given (R23)."""
        self.record(ProphetChecked(prophet=prophet, target=target, answer=prophet_answer(self.state, target)), override)
        return self.state.infos[-1]

    def grave_keeper(self, keeper: str, override: bool = False) -> Info:
        """Record what a Grave Keeper learns tonight and return it (R16)."""
        self.record(GraveKeeperLearned(keeper=keeper, reports=grave_keeper_reports(self.state, keeper)), override)
        return self.state.infos[-1]

    def end_phase(self, override: bool = False) -> PhaseEnded:
        """Resolve the current phase as the rules give it and record the boundary (spec 3.1)."""
        event = self.record(resolve_boundary(self.state), override)
        assert isinstance(event, PhaseEnded)
        return event

    def correct_status(self, player: str, alive: bool, override: bool = False) -> TorsisEvent:
        """Record the moderator setting a player dead or alive by hand."""
        return self.record(StatusCorrected(player=player, alive=alive), override)

    def declare_draw(self, override: bool = False) -> TorsisEvent:
        """Record the moderator ending the game as a draw (D19)."""
        return self.record(DrawDeclared(), override)


def deal(seats: Sequence[str], composition: Mapping[str, int], rng: random.Random) -> dict[str, str]:
    """Deal a composition to seats at random; the same rng seed gives the same deal.

    >>> deal(["A", "B"], {"human": 1, "torsis": 1}, random.Random(1)) == deal(["A", "B"], {"torsis": 1, "human": 1}, random.Random(1))
    True
    """
    cards = [role for role in roles() for _ in range(composition.get(role, 0))]
    rng.shuffle(cards)
    return dict(zip(seats, cards, strict=True))


def new_game(
    seats: Sequence[str],
    composition: Mapping[str, int],
    *,
    rng: random.Random | None = None,
    dealt: Mapping[str, str] | None = None,
    names: Mapping[str, str] | None = None,
    options: TorsisOptions = TorsisOptions(),
    mode: str = "standard",
) -> TorsisGame:
    """Start a game: deal the composition (or take the moderator's deal) and record it as one event.

    Raises:
        SetupError: DEAL_SIZE, DUPLICATE_SEAT or DEAL_MISMATCH: seats, composition and deal disagree.
    """
    _check_seats(seats, composition, dealt)
    assignment = dict(dealt) if dealt is not None else deal(seats, composition, rng or random.Random())
    table = tuple(Seat(player=s, name=(names or {}).get(s, s), role=assignment[s]) for s in seats)
    game = TorsisGame()
    game.record(RolesDealt(seats=table, options=options, mode="custom" if mode == "custom" else "standard"))
    return game


def _check_seats(seats: Sequence[str], composition: Mapping[str, int], dealt: Mapping[str, str] | None) -> None:
    issues = [Issue("DUPLICATE_SEAT", (("seat", s),)) for s in sorted(set(seats)) if list(seats).count(s) > 1]
    size = sum(composition.values())
    if size != len(seats):
        issues.append(Issue("DEAL_SIZE", (("s", size), ("n", len(seats)))))
    if dealt is not None and (set(dealt) != set(seats) or _tally(dealt.values()) != _tally(composition)):
        issues.append(Issue("DEAL_MISMATCH"))
    if issues:
        raise SetupError(issues)


def _tally(roles_or_counts: Iterable[str] | Mapping[str, int]) -> dict[str, int]:
    if isinstance(roles_or_counts, Mapping):
        return {role: count for role, count in roles_or_counts.items() if count}
    counts: dict[str, int] = {}
    for role in roles_or_counts:
        counts[role] = counts.get(role, 0) + 1
    return counts


def start_game(
    seats: Sequence[str],
    counts: Mapping[str, int] | None = None,
    *,
    rng: random.Random | None = None,
    names: Mapping[str, str] | None = None,
    options: TorsisOptions = TorsisOptions(),
) -> TorsisGame:
    """Start a standard game (counts None) or a custom one from special-role counts (R31-R34).

    Raises:
        SetupError: PLAYER_COUNT, or every issue of the custom selection (R34: shown at start, D23).
    """
    if counts is None:
        return new_game(seats, standard_assignment(len(seats)), rng=rng, names=names, options=options)
    composition = custom_assignment(len(seats), counts, options)
    return new_game(seats, composition, rng=rng, names=names, options=options, mode="custom")
