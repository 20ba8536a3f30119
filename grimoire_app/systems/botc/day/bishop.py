"""The Bishop's nominations (docs/rules/bishop.md; official almanac, Bishop entry, rules restated in our own words).

While a living, sober and healthy Bishop is in play only the Storyteller nominates: a Nominated with the nominator
STORYTELLER (no seat) is then allowed and a player's nomination refused (`bishop_refusals`, added to every game's
check; the Storyteller may override, recorded). Without a working Bishop the Storyteller's nomination is refused
the same way. At dusk the `bishop.opposing` trigger says when no player of the alignment opposing the Bishop's was
nominated today (registration applies: a Recluse may count as evil, a Spy as good).
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.events import STORYTELLER, Event, Nominated
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.info.registration import Sight


def bishop_nominates(game: Game, at: int | None = None) -> bool:
    """Whether only the Storyteller nominates now: a living, sober and healthy Bishop is in play."""
    m = Moment(game, len(game.events) if at is None else at)
    return any(m.functioning(seat) for seat in m.holders("bishop"))


def opposing_nominated(m: Moment, bishop: Seat, day: int) -> bool:
    """Whether a player who may register as the alignment opposing the Bishop's was nominated on that day."""
    wanted = "evil" if bishop.alignment == "good" else "good"
    sight = Sight(m.game, m.state, m.impaired)
    record = next((d for d in m.state.days if d.number == day), None)
    nominees = [m.find(n.nominee) for n in record.nominations] if record is not None else []
    return any(seat is not None and wanted in sight.alignments(seat) for seat in nominees)


def bishop_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of docs/rules/bishop.md that refuse a nomination: a player's under a Bishop, the Storyteller's without one."""
    if not isinstance(event, Nominated) or game.state.today() is None:
        return []
    working = bishop_nominates(game)
    if event.nominator == STORYTELLER:
        return [] if working else [Refusal("storyteller_nominates")]
    return [Refusal("bishop_storyteller_only", (("player", game.state.seat(event.nominator).name),))] if working else []


add_rule(bishop_refusals)
