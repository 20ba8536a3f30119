"""Day rules of the experimental Demons (issue 21; docs/rules/<id>.md), merged into registry.py with one line per table.

- Legion (docs/rules/legion.md): an execution fails when only evil players voted (`legion.only_evil_voted`, asked
  before the execution is recorded; accepting records nothing).
- Riot (docs/rules/riot.md): from day 3 each nominee dies at once (`riot.nominee_dies`) and nominates next, dead or not
  (`riot_waiver`, added to every game's check as the Butcher's is).
- Leviathan (docs/rules/leviathan.md): GOOD PLAYER EXECUTED after a good execution; WINS: a second good player executed,
  or the dusk of day 5.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.hooks_jinx_demons import counts_evil_for_legion, riot_mayor_may_stop
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.events import STORYTELLER, Event, Executed, Nominated
from grimoire_app.systems.botc.game import Game, add_waiver
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.state import GameState, Seat


def legion_only_evil_voted(f: Fire) -> Trigger | None:
    """Before an execution whose voters may all register as evil, while a Legion lives: it fails (docs/rules/legion.md)."""
    event, m = f.event, f.m
    today = m.today()
    if not isinstance(event, Executed) or event.seat == STORYTELLER or today is None:
        return None
    if not any(seat.alive for seat in m.holders("legion")):
        return None
    nominations = [n for n in today.nominations if n.nominee == event.seat and n.voters is not None]
    if not nominations:
        return None
    voters = [m.seat(voter) for voter in nominations[-1].voters or ()]
    sight = Sight(m.game, m.state, m.impaired)
    counted = [voter for voter in voters if counts_evil_for_legion(m, voter)]  # the Zealot/Politician jinxes
    if not voters or not all(sight.may_be_evil(voter) or voter in counted for voter in voters):
        return None
    variant = "jinx" if counted else "registration" if any(sight.may_be_good(voter) for voter in voters) else None
    executed = m.find(event.seat)
    return f.trigger(variant, seat=event.seat, replaces=True, player=executed.name if executed else event.seat)


HOOKS: dict[str, Hook] = {"legion.only_evil_voted": legion_only_evil_voted}


RIOT_DAY = 3
"""From this day on each nominee dies and nominates at once (docs/rules/riot.md)."""


def _rioting(m: Moment) -> bool:
    today = m.today()
    return today is not None and today.number >= RIOT_DAY and any(seat.alive for seat in m.holders("riot"))


def riot_nominee_dies(f: Fire) -> Trigger | None:
    """A nomination on day 3 or later while a Riot lives: the nominee dies at once and nominates next (docs/rules/riot.md)."""
    event, m = f.event, f.m
    if not isinstance(event, Nominated) or event.nominee == STORYTELLER or not _rioting(m):
        return None
    nominee = m.find(event.nominee)
    if nominee is None or not nominee.alive:
        return None
    variant = "mayor" if riot_mayor_may_stop(m) else None  # the Riot/Mayor jinx (docs/rules/riot.md Jinxes)
    return f.trigger(variant, seat=nominee.id, proposed=(kill(nominee.id, "ability", "riot"),), player=nominee.name)


RIOT_WAIVES = frozenset({"dead_nominator", "nominated_twice", "after_execution"})
"""The refusals of a Nominated (rules.py) the riot lifts for the player its latest nomination killed."""


def riot_waiver(game: Game, event: Event, refusal: Refusing) -> bool:
    """During the riot, the latest nominee (dead of it) nominates next although dead or having nominated today."""
    key = getattr(refusal, "key", None)
    if not isinstance(event, Nominated) or key not in RIOT_WAIVES:
        return False
    m = Moment.now(game)
    today = m.today()
    if today is None or not _rioting(m) or not today.nominations:
        return False
    return today.nominations[-1].nominee == event.nominator


add_waiver(riot_waiver)
HOOKS["riot.nominee_dies"] = riot_nominee_dies


# --- the Leviathan (docs/rules/leviathan.md) ---------------------------------------------------------------

LEVIATHAN_DAYS = 5
"""Evil wins at the dusk ending this day (or any later one)."""
GOOD_EXECUTED = ("leviathan", "Good Player Executed")


def leviathan(m: Moment) -> Seat | None:
    """Return a living, sober and healthy Leviathan, if any."""
    return next((s for s in m.holders("leviathan") if s.alive and not m.impaired(s.id)), None)


def good_executed(state: GameState) -> list[str]:
    """Return the seats executed this game (one entry per execution) who are good now; the Storyteller aside."""
    executed = [day.execution for day in state.days if day.execution not in (None, STORYTELLER)]
    return [seat_id for seat_id in executed if seat_id is not None and state.seat(seat_id).alignment == "good"]


def leviathan_good_executed(f: Fire) -> Trigger | None:
    """After an execution of a player who may register as good: GOOD PLAYER EXECUTED on them (docs/rules/leviathan.md)."""
    event, m = f.event, f.m
    if not isinstance(event, Executed) or event.seat == STORYTELLER or not m.holders("leviathan"):
        return None
    executed = m.find(event.seat)
    if executed is None or m.is_traveller(executed) or not Sight(m.game, m.state, m.impaired).may_be_good(executed):
        return None
    return f.trigger(seat=executed.id, proposed=(placed(m, executed.id, *GOOD_EXECUTED),), player=executed.name)


def leviathan_good_executed_twice(m: Moment) -> Victory | None:
    """Two good players executed this game while a functioning Leviathan lives: evil wins."""
    found = leviathan(m)
    executed = [seat_id for seat_id in good_executed(m.state) if not m.is_traveller(m.seat(seat_id))]
    if found is None or len(executed) < 2:
        return None
    return Victory("evil", "leviathan.good_executed_twice", (("player", found.name),))


def leviathan_after_day_five(m: Moment) -> Victory | None:
    """At the dusk ending day 5 or later, a functioning Leviathan lives: evil wins."""
    today = m.today()
    found = leviathan(m)
    if today is None or today.number < LEVIATHAN_DAYS or found is None:
        return None
    return Victory("evil", "leviathan.after_day_five", (("player", found.name),))


HOOKS["leviathan.good_executed"] = leviathan_good_executed
WINS: dict[str, Callable[[Moment], Victory | None]] = {
    "leviathan.good_executed_twice": leviathan_good_executed_twice,
    "leviathan.after_day_five": leviathan_after_day_five,
}
