"""Trigger hooks of the experimental information Townsfolk (issue 21; docs/rules/<id>.md).

- pixie.mad_dies: the Pixie's MAD player dies → propose HAS ABILITY by a living, sober and healthy Pixie;
  the Storyteller judges whether the Pixie was mad enough (accept or decline).
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.facts import placed
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger


def pixie_mad_dies(f: Fire) -> Trigger | None:
    """The MAD player died: a functioning Pixie may gain their ability (docs/rules/pixie.md)."""
    m, death = f.m, f.death()
    dead = m.find(death.seat)
    if dead is None or not dead.character or not m.marked(dead, "pixie", "Mad"):
        return None
    pixies = [s for s in m.holders("pixie") if s.id != dead.id and s.alive and m.functioning(s) and not m.marked(s, "pixie", "Has Ability")]
    if not pixies:
        return None
    pixie = pixies[0]
    return f.trigger(seat=pixie.id, proposed=(placed(m, pixie.id, "pixie", "Has Ability"),), player=dead.name, pixie=pixie.name)


HOOKS: dict[str, Hook] = {"pixie.mad_dies": pixie_mad_dies}
