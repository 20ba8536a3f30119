"""Day rules of the experimental Demons (issue 21; docs/rules/<id>.md), merged into registry.py with one line per table.

- Legion (docs/rules/legion.md): an execution fails when only evil players voted (`legion.only_evil_voted`, asked
  before the execution is recorded; accepting records nothing).
- Riot (docs/rules/riot.md): from day 3 each nominee dies at once (`riot.nominee_dies`) and nominates next, dead or not
  (`riot_waiver`, added to every game's check as the Butcher's is).
"""

from __future__ import annotations

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.events import STORYTELLER, Event, Executed, Nominated
from grimoire_app.systems.botc.game import Game, add_waiver
from grimoire_app.systems.botc.info.registration import Sight


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
    if not voters or not all(sight.may_be_evil(voter) for voter in voters):
        return None
    variant = "registration" if any(sight.may_be_good(voter) for voter in voters) else None
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
    return f.trigger(seat=nominee.id, proposed=(kill(nominee.id, "ability", "riot"),), player=nominee.name)


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
