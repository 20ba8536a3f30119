"""Travellers at the table: seating one mid-game, their leaving, and how many the official rules allow.

docs/rules/exile.md: a Traveller may join at any time, sitting between two players, with a Traveller
character and an alignment the Storyteller picks; they may leave at any time (the seat leaves the
circle; the log keeps its history, GameState.departed keeps its last look). The count of Travellers
is shown against the official limit, never enforced (the Storyteller decides). Each step is an
event (SeatAdded, CharacterAssigned, SeatRemoved), so undo takes it back.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import new_seat_id
from grimoire_app.systems.botc.events import Alignment, CharacterAssigned, SeatAdded, SeatRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, Seat

MAX_TRAVELLERS = 5
"""The official limit: up to 5 Travellers join the 5-15 dealt players (docs/rules/exile.md [DECISION])."""
MAX_PLAYERS = 20
"""Dealt players and Travellers together (resources/botc/distribution.json max_players)."""


class TravellerError(ValueError):
    """A Traveller request that cannot be built: names the seats or character and what was expected."""


@dataclass(frozen=True)
class TravellerCount:
    """How many Travellers sit, and the most the official rules allow beside the other players."""

    seated: int
    limit: int

    @property
    def over(self) -> bool:
        """Whether more Travellers sit than the official rules allow (shown, not refused)."""
        return self.seated > self.limit


def is_traveller(game: Game, seat: Seat) -> bool:
    """Whether a seat holds a Traveller character."""
    return seat.character is not None and is_traveller_character(game, seat.character)


def is_traveller_character(game: Game, character_id: str) -> bool:
    """Whether a character (official or the script's homebrew) is a Traveller."""
    found = game.character(character_id)
    return found is not None and found.team == Team.TRAVELLER


def travellers(game: Game) -> list[Seat]:
    """Return the seated Travellers, in table order."""
    return [seat for seat in game.state.seats if is_traveller(game, seat)]


def public_travellers(game: Game | None) -> dict[str, str]:
    """Return seat id -> Traveller character for the seated Travellers (public: the town knows them)."""
    return {} if game is None else {seat.id: str(seat.character) for seat in travellers(game)}


def traveller_limit(residents: int) -> int:
    """Return the most Travellers allowed beside this many other players: 5, and 20 players in all.

    >>> [traveller_limit(n) for n in (5, 15, 16, 20)]
    [5, 5, 4, 0]
    """
    return max(0, min(MAX_TRAVELLERS, MAX_PLAYERS - residents))


def traveller_count(game: Game) -> TravellerCount:
    """Return the seated Travellers against the official limit for the other players at the table."""
    seated = len(travellers(game))
    return TravellerCount(seated, traveller_limit(len(game.state.seats) - seated))


def traveller_choices(game: Game) -> list[str]:
    """Return the Traveller characters to offer: the script's first, then every other official one (by id)."""
    ids = [c.id for c in game.script.of_team(Team.TRAVELLER)]
    others = sorted(c.id for c in game.library.characters.values() if c.team == Team.TRAVELLER and c.id not in ids)
    return ids + others


def insert_index(state: GameState, left: str, right: str) -> int:
    """Return where a seat goes to sit between two neighbours (clockwise: left, new seat, right).

    Raises:
        TravellerError: the two seats are not neighbours at the table.

    >>> state = GameState(seats=tuple(Seat(f"s{i}", f"p{i}") for i in range(1, 5)))
    >>> insert_index(state, "s2", "s3"), insert_index(state, "s4", "s1")
    (2, 4)
    """
    first, second = state.index_of(left), state.index_of(right)
    if (first + 1) % len(state.seats) != second:
        raise TravellerError(f"seat a Traveller: {left!r} and {right!r} are not neighbours (expected {right!r} just after {left!r})")
    return first + 1


def seat_traveller(game: Game, name: str, left: str, right: str, character: str, alignment: Alignment) -> tuple[SeatAdded, CharacterAssigned]:
    """Return the events that seat a Traveller between two neighbours, with a character and an alignment.

    Raises:
        TravellerError: the seats are not neighbours, or the character is not a Traveller.
    """
    found = game.character(character)
    if found is None or found.team != Team.TRAVELLER:
        raise TravellerError(f"seat a Traveller: {character!r} is not a Traveller character")
    state = game.state
    seat = new_seat_id(state)
    return SeatAdded(seat=seat, name=name, index=insert_index(state, left, right)), CharacterAssigned(seat=seat, character=found.id, alignment=alignment)


def traveller_leaves(game: Game, seat_id: str) -> SeatRemoved:
    """Return the event of a Traveller leaving the table (the seat leaves the circle; its history stays).

    Raises:
        TravellerError: the seat is not a seated Traveller.
    """
    seat = game.state.seat(seat_id)
    if seat not in game.state.seats or not is_traveller(game, seat):
        raise TravellerError(f"a Traveller leaves: {seat.name!r} is not a seated Traveller")
    return SeatRemoved(seat=seat_id)


__all__ = [
    "MAX_PLAYERS",
    "MAX_TRAVELLERS",
    "TravellerCount",
    "TravellerError",
    "insert_index",
    "is_traveller",
    "is_traveller_character",
    "public_travellers",
    "seat_traveller",
    "traveller_choices",
    "traveller_count",
    "traveller_leaves",
    "traveller_limit",
    "travellers",
]
