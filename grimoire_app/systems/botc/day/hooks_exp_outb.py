"""Day rules of the experimental Outsiders (Politician, Hatter, Plague Doctor) (issue 21): the Politician's switch at the game's end (docs/rules/politician.md);
the Plague Doctor's death (docs/rules/plaguedoctor.md); the Hatter's death (docs/rules/hatter.md).

Registered in registry.HOOKS (day_triggers.json `politician.switches`, `plaguedoctor.dies`, `hatter.dies`).
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.hooks_deaths import on_own_death
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.events import AlignmentChanged, GameEnded


def politician_switches(f: Fire) -> Trigger | None:
    """The game is ending and a Politician's team lost: the Storyteller judges whether it did most to lose.

    Accepting records the Politician's switch to the winners, then the end (the switch replaces the end by both); ignoring leaves it with its team.
    Dead or alive; drunk or poisoned at the end → an informative prompt (no switch).
    """
    if not isinstance(f.event, GameEnded) or f.event.winner is None:
        return None
    winner = f.event.winner
    for seat in f.m.state.seats:
        if not f.m.holds(seat, "politician") or seat.alignment is None or seat.alignment == winner:
            continue
        if f.m.impaired(seat.id):
            return f.trigger("impaired", seat=seat.id, player=seat.name)
        switch = AlignmentChanged(seat=seat.id, alignment=winner)
        return f.trigger(winner, seat=seat.id, proposed=(switch, f.event), replaces=True, player=seat.name)
    return None


def plaguedoctor_dies(f: Fire) -> Trigger | None:
    """A working Plague Doctor dies: the Storyteller picks a Minion ability; accept → STORYTELLER ABILITY by it.

    Drunk or poisoned when it dies → an informative prompt, nothing proposed (docs/rules/plaguedoctor.md).
    """
    return on_own_death(f, "plaguedoctor", "Storyteller Ability")


def hatter_dies(f: Fire) -> Trigger | None:
    """A working Hatter dies: TEA PARTY TONIGHT by it (docs/rules/hatter.md); drunk or poisoned → no tea party."""
    return on_own_death(f, "hatter", "Tea Party Tonight")


HOOKS: dict[str, Hook] = {
    "politician.switches": politician_switches,
    "plaguedoctor.dies": plaguedoctor_dies,
    "hatter.dies": hatter_dies,
}
"""Trigger id -> hook (registered in registry.py with one line)."""
