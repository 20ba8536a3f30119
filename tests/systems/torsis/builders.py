"""Readable games for the Torsis tests: the spec's fixtures (section 9) and a few moves.

`table("T1=torsis", "H1=human", ...)` deals exactly those roles to those seats. The fixtures F5,
F11, C9, C11 and S12 are the ones spec section 9 names.
"""

from __future__ import annotations

from grimoire_app.systems.torsis import TorsisGame, TorsisOptions, new_game

F5 = ("P1=human", "P2=human", "P3=torsis", "P4=cleaner", "P5=butcher")
F11 = (
    "H1=human", "H2=human", "H3=human", "CL=cleaner", "GK=grave_keeper", "PR=priest",
    "FT=fortune_teller", "T1=torsis", "T2=torsis", "BU=butcher", "MG=magician",
)  # fmt: skip
S12 = F11 + ("PP=prophet",)
C9 = ("T1=torsis", "CL=cleaner", "BU=butcher", "KZ=kamikaze", "GD=gravedigger", "PR=priest", "WD=wanderer", "H1=human", "H2=human")
C11 = (
    "T1=torsis", "T2=torsis", "CL=cleaner", "BU=butcher", "WK=white_knight", "BK=black_knight",
    "GK=grave_keeper", "GD=gravedigger", "H1=human", "H2=human", "H3=human",
)  # fmt: skip


def table(*seats: str, options: TorsisOptions = TorsisOptions()) -> TorsisGame:
    """Deal "seat=role" entries in seat order; the game stays at the setup reveal (phase 0)."""
    dealt = dict(seat.split("=") for seat in seats)
    composition: dict[str, int] = {}
    for role in dealt.values():
        composition[role] = composition.get(role, 0) + 1
    return new_game(list(dealt), composition, dealt=dealt, options=options)


def at_day(seats: tuple[str, ...], day: int = 1, options: TorsisOptions = TorsisOptions()) -> TorsisGame:
    """Deal the seats and run quiet phases (no votes, no abilities) until the start of Day `day`."""
    game = table(*seats, options=options)
    while game.state.phase_index < 2 * day - 1:
        game.end_phase()
    return game


def at_night(seats: tuple[str, ...], night: int = 1, options: TorsisOptions = TorsisOptions()) -> TorsisGame:
    """Deal the seats and run quiet phases until the start of Night `night`."""
    game = at_day(seats, night, options)
    game.end_phase()
    return game


def day_votes(game: TorsisGame, *votes: str) -> None:
    """Cast public day votes given as "voter>target"."""
    for vote in votes:
        voter, target = vote.split(">")
        game.cast_day_vote(voter, target)


def night_votes(game: TorsisGame, *votes: str) -> None:
    """Cast Torsis night votes given as "voter>target"."""
    for vote in votes:
        voter, target = vote.split(">")
        game.cast_night_vote(voter, target)


def only_alive(game: TorsisGame, *living: str) -> None:
    """Make a snapshot: the moderator marks everyone not named dead (StatusCorrected events)."""
    for player in game.state.seated():
        if player.alive and player.id not in living:
            game.correct_status(player.id, alive=False)


def alive(game: TorsisGame) -> set[str]:
    """Return the ids of the living players."""
    return {p.id for p in game.state.living()}
