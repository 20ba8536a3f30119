"""What a truth function reads: the grimoire now, the log, tonight's choice, and grimoire facts.

`Context` is built once per information step; the facts here are the shared building blocks of
the truth functions (spec 1.3 registration, 1.1 neighbours, the day's nominations and votes as
they were when they happened).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import (
    CharacterAssigned,
    Event,
    InfoShown,
    NightChoice,
    PublicAct,
    Nominated,
    Phase,
    PhaseAdvanced,
    SeatAdded,
    VoteRecorded,
)
from grimoire_app.systems.botc.boffin import Gift, gift
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.info.reliability import Judge
from grimoire_app.systems.botc.info.registration import Seen, Sight

IS_THE_DEMON = ("lilmonsta", "Is The Demon")
RED_HERRING = ("fortuneteller", "Red Herring")


@dataclass(frozen=True)
class DayFacts:
    """Who nominated and who voted on one day, by the character type each had at that moment."""

    minion_nominators: tuple[str, ...] = ()
    demon_voters: tuple[str, ...] = ()
    nominators: tuple[tuple[str, str | None], ...] = ()
    """Every nominator of the day with its character at that moment (registration reads these)."""
    voters: tuple[tuple[str, str | None], ...] = ()
    """Every player who raised a hand that day, with its character at that moment."""


class GrimoireFacts:
    """Grimoire facts about one state shared by every step of one suggestions call."""

    def __init__(self, game: Game, state: GameState, events: Sequence[Event]) -> None:
        self.game = game
        self.state = state
        self.events = events
        self.judge = Judge(state, game)
        self.order = {seat.id: index for index, seat in enumerate(state.seats)}
        self.sight = Sight(game, state, self.judge.impaired)
        """How seats may register to the abilities that see them (info/registration.py)."""

    def team(self, seat: Seat) -> Team | None:
        """Return the seat's real character type (spec 1.2: the Drunk is an Outsider)."""
        return self.judge.team(seat)

    def has(self, seat: Seat, marker: tuple[str, str]) -> bool:
        """Whether a (character, token) reminder lies by the seat."""
        return any((r.character, r.token) == marker for r in seat.reminders)

    def carriers(self, marker: tuple[str, str]) -> list[Seat]:
        """Return the seats carrying a (character, token) reminder, in table order."""
        return [seat for seat in self.state.seats if self.has(seat, marker)]

    def registers_demon(self, seat: Seat) -> bool:
        """Whether the seat registers as the Demon to every ability (spec 1.3: a Demon, or Lil' Monsta's babysitter)."""
        return self.team(seat) == Team.DEMON or self.has(seat, IS_THE_DEMON)

    def seen(self, seat: Seat) -> Seen:
        """Return how the seat may register now (the Recluse, the Spy: spec 1.3, registration.json)."""
        return self.sight.seen(seat)

    def evil(self, seat: Seat) -> bool:
        """Whether the seat is evil (spec 1.3: nobody on these scripts misregisters alignment)."""
        return seat.alignment == "evil"

    def by_order(self, seat_ids: Sequence[str]) -> tuple[str, ...]:
        """Return seat ids in table order (answers that are sets of players are written this way)."""
        return tuple(sorted(seat_ids, key=lambda seat_id: self.order.get(seat_id, len(self.order))))

    def living_neighbours(self, seat_id: str) -> tuple[str, ...]:
        """Return the nearest living seats clockwise and counter-clockwise (one if both walks meet; spec 4.1 Empath)."""
        return tuple(seat.id for seat in self.state.nearest_each_way(seat_id, lambda seat: seat.alive))

    def script_characters(self) -> tuple[str, ...]:
        """Return the script's character ids (the character tokens the Storyteller can show)."""
        return tuple(character.id for character in self.game.script.characters)

    @cached_property
    def previous_day(self) -> int:
        """Return the number of "today": the current day, or at night the day that just ended."""
        phase = self.state.phase
        return phase.number if phase.kind == "day" else phase.number - 1

    @cached_property
    def boffin_gift(self) -> Gift | None:
        """The good ability a Boffin gave the Demons (docs/rules/boffin.md), read once per call."""
        return gift(self.state, self.game)

    @cached_property
    def day_facts(self) -> DayFacts:
        """Return who nominated as a Minion and who voted as a Demon on "today" (spec 2.1 Town Crier, 4.1 Flowergirl)."""
        return _day_facts(self, self.previous_day)

    def shown(self, seat_id: str, step: str, before: Phase | None = None) -> list[InfoShown]:
        """Return the infos shown to a seat for a step, oldest first (only before a phase, if given)."""
        found: list[InfoShown] = []
        for happening in self.state.log:
            event = happening.event
            if isinstance(event, InfoShown) and event.seat == seat_id and event.step == step:
                if before is None or _earlier(happening.phase, before):
                    found.append(event)
        return found

    def choice(self, seat_id: str, step: str) -> NightChoice | None:
        """Return the seat's latest choice for the step in the current phase."""
        for happening in reversed(self.state.log):
            if happening.phase != self.state.phase:
                break
            event = happening.event
            if isinstance(event, NightChoice) and event.seat == seat_id and event.character == step:
                return event
            if isinstance(event, PublicAct) and event.seat == seat_id and event.character == step:
                return NightChoice(seat=seat_id, character=step, players=(*event.demons, *event.players))
        return None


def _earlier(phase: Phase, other: Phase) -> bool:
    rank = {"setup": 0, "night": 1, "day": 2}
    return (phase.number, rank[phase.kind]) < (other.number, rank[other.kind])


def _day_facts(table: GrimoireFacts, day: int) -> DayFacts:
    characters: dict[str, str | None] = {}
    current: Phase | None = None
    nominators: list[str] = []
    voters: list[str] = []
    every_nominator: list[tuple[str, str | None]] = []
    every_voter: list[tuple[str, str | None]] = []
    for event in table.events:
        if isinstance(event, SeatAdded):
            characters[event.seat] = None
        elif isinstance(event, CharacterAssigned):
            characters[event.seat] = event.character
        elif isinstance(event, PhaseAdvanced):
            current = event.to
        elif current is not None and current.kind == "day" and current.number == day:
            if isinstance(event, Nominated):
                every_nominator.append((event.nominator, characters.get(event.nominator)))
                if table.game.team_of(characters.get(event.nominator)) == Team.MINION:
                    nominators.append(event.nominator)
            elif isinstance(event, VoteRecorded):
                every_voter += [(v, characters.get(v)) for v in event.voters]
                voters += [v for v in event.voters if table.game.team_of(characters.get(v)) == Team.DEMON]
    return DayFacts(
        tuple(dict.fromkeys(nominators)), tuple(dict.fromkeys(voters)),
        tuple(dict.fromkeys(every_nominator)), tuple(dict.fromkeys(every_voter)),
    )


@dataclass(frozen=True)
class Context:
    """One information step: whose ability, as which character, and the player's choice tonight."""

    table: GrimoireFacts
    holder: Seat
    """The seat whose ability gives the information."""
    step: str
    """The ability's character id (the Drunk's believed one, the Philosopher's gained one)."""
    choice: tuple[str, ...] = field(default=())

    @property
    def state(self) -> GameState:
        """Return the grimoire now."""
        return self.table.state

    def others(self) -> list[Seat]:
        """Return every seat but the holder, in table order."""
        return [seat for seat in self.state.seats if seat.id != self.holder.id]
