"""Registration inside the truth functions: the why lines, and counts over every registration.

A truth function that sees seats asks `table.seen(seat)` (info/registration.py) for the possible
values; these helpers turn them into a Truth: the real answer stays the truth and the suggestion,
what a registration could make true goes to `registered` (legal too, spec 1.3), and the why names
each registration that allows it (one line per misregistering seat, in both languages).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.info.context import GrimoireFacts
from grimoire_app.systems.botc.info.registration import misregistrations, worlds
from grimoire_app.systems.botc.info.registry import Answer, Truth, Why, in_both, why
from grimoire_app.systems.botc.state import Seat

Aspect = Literal["alignment", "team", "character", "demon"]


def registration_whys(
    table: GrimoireFacts, seats: Iterable[Seat], aspect: Aspect, only: Team | None = None
) -> tuple[Why, ...]:
    """Return one why per seat that may register otherwise in this aspect (none for seats that register truly).

    `only` names the one character type the ability asks about (the Investigator's Minion), so the
    sentence does not list types that do not matter.
    """
    found: list[Why] = []
    for seat in dict.fromkeys(seats):
        seen = table.seen(seat)
        if seen.by is None:
            continue
        names = {"character": seen.by}
        via = "_marked" if misregistrations()[seen.by].marker else ""  # a Fabled's marked pair, not the player's own character
        others = [team for team in seen.teams[1:] if only is None or team == only]
        if aspect == "alignment" and len(seen.alignments) > 1:
            other = in_both(f"info.alignment.{seen.alignments[1]}")
            found.append(why(table, "registers_alignment" + via, names, player=seat.name, alignment=other))
        elif aspect in ("team", "character") and others:
            teams = _join(in_both(f"info.type.{team.value}") for team in others)
            found.append(why(table, f"registers_{aspect}{via}", names, player=seat.name, teams=teams))
        elif aspect == "demon" and len(seen.demon) > 1:
            found.append(why(table, ("registers_demon" if seen.demon[1] else "registers_not_demon") + via, names, player=seat.name))
    return tuple(found)


def _join(parts: Iterable[dict[str, str]]) -> dict[str, str]:
    listed = list(parts)
    return {lang: ", ".join(part[lang] for part in listed) for lang in ("ko", "en")}


def alignment_options(table: GrimoireFacts, seats: Sequence[Seat]) -> dict[str, tuple[str, ...]]:
    """Return each seat's possible alignments (the real one first), by seat id."""
    return {seat.id: table.seen(seat).alignments for seat in seats}


def counted(
    table: GrimoireFacts, domain: tuple[Answer, ...], seats: Sequence[Seat], count: Callable[[dict[str, str]], int],
    reasons: tuple[Why, ...],
) -> Truth:
    """Return a number's Truth over every registration of the seats' alignments.

    `count` maps one world (an alignment per seat id) to the answer. The all-real world gives the
    truth; other worlds' values are `registered`. Under the Vortox any value that some world makes
    false is allowed: with two possible values, every answer of D is false in some world.
    """
    values = [count(world) for world in worlds(alignment_options(table, seats))]
    real = values[0]
    others = tuple(v for v in dict.fromkeys(values) if v != real)
    extra = registration_whys(table, seats, "alignment") if others else ()
    false = tuple(a for a in domain if others or a != real) if others else None
    return Truth(domain, (real,), real, reasons + extra, false_answers=false, registered=others)
