"""Day rules of the experimental acting Townsfolk (issue 21): the Cult Leader's cult (docs/rules/cultleader.md).

Registered in registry.WINS (day_wins.json `cultleader.cult_joined`).
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.acts import recorded_acts
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.outcome import Victory


def cult_joined(m: Moment) -> Victory | None:
    """The Cult Leader's team wins when a working Cult Leader called the cult today and every good player joined.

    The act's players are the raised hands; the Cult Leader counts as joined; evil hands change nothing; the
    dead count as players (living or dead, every good player must join).
    """
    today = m.today()
    if today is None:
        return None
    for index, act in recorded_acts(m.game, m.at, today.number):
        if act.act != "cultleader_cult":
            continue
        then = Moment(m.game, index)
        leader = then.find(act.seat)
        if leader is None or leader.character != "cultleader" or leader.alignment is None or not then.functioning(leader):
            continue
        good = {seat.id for seat in then.state.seats if seat.alignment == "good"} - {leader.id}
        if good <= set(act.players):
            return Victory(leader.alignment, "cultleader.cult_joined", (("player", m.name(leader.id)),))
    return None
