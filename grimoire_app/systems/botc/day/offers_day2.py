"""Which second-wave Traveller acts the day panel offers now (docs/rules/judge.md, matron.md, gangster.md, beggar.md).

Kept apart from hooks_travellers_day2.py so that acts.py (which offers the acts) can ask without an import cycle.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import ActKind, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.judge import judge_window

MATRON_SWAPS = 3
"""The most swaps a Matron makes in one day (docs/rules/matron.md)."""


def acts_today(game: Game, kind: str, seat_id: str) -> int:
    """Return how many acts of this kind this seat made today."""
    today = game.state.today()
    if today is None:
        return 0
    return sum(1 for _, e in Moment.now(game).day_events(today.number) if isinstance(e, PublicAct) and e.act == kind and e.seat == seat_id)


def day2_acts(game: Game, present: set[str]) -> list[ActKind]:
    """Return the second-wave Traveller acts to offer: each while its Traveller sits alive and may still act today."""
    state = game.state
    living = {s.character: s for s in state.seats if s.alive and s.character in ("judge", "matron", "gangster", "beggar")}
    offered: list[ActKind] = []
    if "judge" in present and judge_window(game):
        offered += ["judge_pass", "judge_fail"]
    if "matron" in living and acts_today(game, "matron_swap", living["matron"].id) < MATRON_SWAPS:
        offered.append("matron_swap")
    if "gangster" in living and acts_today(game, "gangster_kill", living["gangster"].id) == 0:
        offered.append("gangster_kill")
    if "beggar" in living and any(not s.alive and s.ghost_vote for s in state.seats):
        offered.append("beggar_token")
    return offered
