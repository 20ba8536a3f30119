"""The Judge's one ruling (docs/rules/judge.md; official almanac, Judge entry, rules restated in our own words).

Once per game, after the vote on a nomination another player made, the Judge may rule that this execution
passes or fails: a public act `judge_pass` / `judge_fail` (seat = the Judge, players = the nominee). A ruling by a
living, sober and healthy Judge decides that nomination whatever its count (`rulings`, read by day/votes.py's
`tallies`); a drunk or poisoned Judge's ruling changes nothing, and either way the ability is spent (NO ABILITY,
placed by the `judge.rules` trigger; inert when the Judge was impaired). `judge_refusals` (added to every game's
check) refuses a ruling outside its moment; the Storyteller may override, recorded.

Kept free of votes.py (which imports `rulings`) so there is no import cycle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.events import Event, Nominated, PublicAct, VoteRecorded
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.day.facts import Moment

JUDGE_ACTS = ("judge_pass", "judge_fail")
"""The two rulings: the nominee is executed / is not executed, whatever the vote."""


def ruling_of(act: PublicAct) -> str:
    """Return 'pass' or 'fail' for a Judge's act.

    >>> ruling_of(PublicAct(act="judge_fail", seat="s1", players=("s2",)))
    'fail'
    """
    return act.act.removeprefix("judge_")


def rulings(game: Game, day_events: Iterable[tuple[int, Event]]) -> dict[int, str]:
    """Return nomination index (in the day's order) -> the working Judge's ruling on it, from a day's events.

    A ruling names the latest nomination of its nominee made before it. A ruling by a seat that is not
    the Judge, or by a Judge dead, drunk or poisoned when it ruled, decides nothing.
    """
    found: dict[int, str] = {}
    nominees: list[str] = []
    for index, event in day_events:
        if isinstance(event, Nominated):
            nominees.append(event.nominee)
        elif isinstance(event, PublicAct) and event.act in JUDGE_ACTS and event.players:
            m = Moment(game, index)
            judge = m.find(event.seat)
            target = event.players[0]
            if judge is None or judge.character != "judge" or not m.functioning(judge) or target not in nominees:
                continue
            found[len(nominees) - 1 - nominees[::-1].index(target)] = ruling_of(event)
    return found


def judge_ruled(events: Iterable[Event]) -> bool:
    """Whether any Judge's ruling is among these events (a cheap look before `rulings` replays the day)."""
    return any(isinstance(e, PublicAct) and e.act in JUDGE_ACTS for e in events)


def judge_spent(game: Game, seat_id: str, at: int | None = None) -> bool:
    """Whether this seat has already ruled as the Judge (once per game, working or not)."""
    events = game.events if at is None else game.events[:at]
    return any(isinstance(e, PublicAct) and e.act in JUDGE_ACTS and e.seat == seat_id for e in events)


def _nomination_and_vote(game: Game, nominee: str) -> tuple[Nominated | None, bool]:
    """Return today's latest nomination of a player and whether its vote has been taken."""
    today = game.state.today()
    if today is None:
        return None, False
    nomination, voted = None, False
    for _, event in Moment.now(game).day_events(today.number):
        if isinstance(event, Nominated) and event.nominee == nominee:
            nomination, voted = event, False
        elif isinstance(event, VoteRecorded) and event.nominee == nominee and nomination is not None:
            voted = True
    return nomination, voted


def judge_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of docs/rules/judge.md that refuse a ruling: not after a vote, on the Judge's own nomination, spent."""
    if not isinstance(event, PublicAct) or event.act not in JUDGE_ACTS or game.state.today() is None:
        return []
    state = game.state
    judge = state.seat(event.seat).name
    nominee = event.players[0] if event.players else None
    nomination, voted = _nomination_and_vote(game, nominee) if nominee is not None else (None, False)
    found: list[Refusal] = []
    if nomination is None or not voted:
        found.append(Refusal("judge_no_vote"))
    elif nomination.nominator == event.seat:
        found.append(Refusal("judge_own_nomination", (("player", judge),)))
    if judge_spent(game, event.seat):
        found.append(Refusal("judge_spent", (("player", judge),)))
    return found


add_rule(judge_refusals)


def judge_window(game: Game) -> bool:
    """Whether the day panel offers the Judge's ruling now: a Judge who has not ruled sits, and today has a vote."""
    today = game.state.today()
    if today is None or not any(n.voters is not None for n in today.nominations):
        return False
    return any(seat.character == "judge" and seat.alive and not judge_spent(game, seat.id) for seat in game.state.seats)
