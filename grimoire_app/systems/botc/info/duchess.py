"""The Duchess's information: each visitor learns how many visitors are evil, the False Info one a wrong number
(docs/rules/duchess.md).

`duchess_truths(table)` gives, on a night other than the first with the Duchess in play, one `DuchessTruth` per
visitor (fabled_applied/duchess.py marks them): the count over every registration of the visitors (a Recluse
may be counted evil), and whether that visitor must be told a false number. info/suggest.py turns them into
suggestions (step "duchess"), so the night panel, the CLI `suggest` and the answer check all read them.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.systems.botc.fabled_applied.duchess import DUCHESS, false_info, visitors
from grimoire_app.systems.botc.info.context import GrimoireFacts
from grimoire_app.systems.botc.info.registered import counted
from grimoire_app.systems.botc.info.registry import Answer, Truth, seat_names, why
from grimoire_app.systems.botc.state import Seat


@dataclass(frozen=True)
class DuchessTruth:
    """One visitor's information: what is true and whether this visitor is the one told a false number."""

    visitor: Seat
    truth: Truth
    false: bool

    @property
    def legal(self) -> tuple[Answer, ...]:
        """Return the answers the Storyteller may give: the truth (and registrations), or any false number."""
        if not self.false:
            real = set(self.truth.truth)
            return self.truth.truth + tuple(a for a in self.truth.registered if a not in real)
        if self.truth.false_answers is not None:
            return self.truth.false_answers
        return tuple(a for a in self.truth.domain if a not in set(self.truth.truth))


def duchess_truths(table: GrimoireFacts) -> list[DuchessTruth]:
    """Return each visitor's information tonight (none by day, on night 1, or without the Duchess or visitors)."""
    phase = table.state.phase
    if DUCHESS not in table.state.fabled or phase.kind != "night" or phase.number <= 1:
        return []
    seats = [table.state.seat(seat_id) for seat_id in visitors(table.state)]
    if not seats:
        return []
    liar = false_info(table.state)
    domain: tuple[Answer, ...] = tuple(range(len(seats) + 1))
    names = seat_names(table, [seat.id for seat in seats])
    found = []
    for seat in seats:
        lies = seat.id == liar
        base = counted(table, domain, seats, lambda world: sum(1 for v in world.values() if v == "evil"), ())
        head = why(table, "duchess_false" if lies else "duchess_true", player=seat.name, visitors=names, count=base.truth[0])
        found.append(DuchessTruth(seat, Truth(base.domain, base.truth, base.suggested, (head, *base.why), base.false_answers, seat.id, base.registered), lies))
    return found
