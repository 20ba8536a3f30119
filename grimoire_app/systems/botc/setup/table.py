"""A setup's seats read against its script: character types, alignments, what is in play."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from grimoire_app.model.characters import Team
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.counts import Counts
from grimoire_app.systems.botc.setup.values import DealtSeat


@dataclass(frozen=True)
class SetupTable:
    """The seats of a setup with the script, for questions about types and alignments."""

    script: Script
    seats: tuple[DealtSeat, ...]
    counts: Counts
    unseated: tuple[str, ...] = ()

    @cached_property
    def teams(self) -> dict[str, Team]:
        """Return the type of every character on the script, by id."""
        return {character.id: character.team for character in self.script.characters}

    def team(self, seat: DealtSeat) -> Team | None:
        """Return the real type of a seat's character (None for a Traveller or an id not on the script)."""
        return self.teams.get(seat.character) if seat.character else None

    @cached_property
    def in_play(self) -> frozenset[str]:
        """Return the characters in play, seated or not."""
        return frozenset({s.character for s in self.seats if s.character} | set(self.unseated))

    @cached_property
    def believed(self) -> frozenset[str]:
        """Return the characters players believe they are but are not (the Drunk's Townsfolk)."""
        return frozenset(s.believed for s in self.seats if s.believed)

    @cached_property
    def no_evil(self) -> bool:
        """Whether nobody is evil (the Atheist's game)."""
        return not any(seat.alignment == "evil" for seat in self.seats)

    def holders(self, character_id: str) -> list[DealtSeat]:
        """Return the seats holding a character."""
        return [seat for seat in self.seats if seat.character == character_id]
